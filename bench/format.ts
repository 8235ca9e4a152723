/**
 * How the benchmarks write figures into bench/RESULTS.md: numbers rounded for reading ('n/a' for
 * anything not finite), sizes in KB (1000 B) and KiB (1024 B), and markdown tables.
 */

/** Whole number with thousands separators, e.g. 12,345. */
export const f0 = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a')
export const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a')
export const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a')
/** `n` with thousands separators and exactly `d` decimals, e.g. fixed(2305.4) = '2,305', fixed(7.6, 2) = '7.60'. */
export const fixed = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d })
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** A markdown table; by default the first column is left-aligned and the others right-aligned. */
export function table(head: string[], rows: string[][], align?: ('l' | 'r')[]): string {
  const a = align ?? head.map((_, i) => (i === 0 ? 'l' : 'r'))
  return [`| ${head.join(' | ')} |`, `|${a.map((x) => (x === 'r' ? '---:' : ':---')).join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n')
}

/** A section run alone (BENCH_ONLY, or its file run directly) as printed to the console: its goal row, its section, its notes. */
export function sectionText(m: { goalRow: string[]; section: string; notes: string[] }): string {
  return `\n${table(['goal', 'target', 'measured', 'status'], [m.goalRow], ['l', 'l', 'l', 'l'])}\n\n${m.section}\n${m.notes.map((n) => `- ${n}`).join('\n')}`
}

export const mark = (ok: boolean) => (ok ? '✅ met' : '❌ not met')
