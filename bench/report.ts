/**
 * Writes bench/RESULTS.md (or the file named by BENCH_RESULTS, e.g. `BENCH_RESULTS=/tmp/bench.md`,
 * to try the bench without touching the recorded results). A whole run (`writeResults`) overwrites
 * the file: the machine, the goals table (every section's goal rows), the sections in the order
 * below, and the notes. A section run alone (BENCH_ONLY, `writeSection`) puts only its goal row and
 * its section into the existing file and leaves the other sections and their recording as they are.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { firstLoadMarkdown, type FirstLoadJs } from './first-load'
import { mark, table } from './format'
import { elapsed, ROOT, say } from './harness'
import { lcpMarkdown, type LcpReport } from './lcp'
import { loginClean, loginMarkdown, type LoginResult } from './logins'
import { coresOf, machineMarkdown, type MachineInfo } from './machine'
import { moneyCleanRow, moneyMarkdown, type MoneyReport } from './money'
import { rssMarkdown, type RssReport } from './rss'
import { throughputClean, throughputMarkdown, type ThroughputReport } from './throughput'

/** A section's part of the report: its goal row (if it has a goal), its markdown, its notes. */
export interface SectionMarkdown {
  goalRow?: string[]
  section: string
  notes: string[]
}

const RESULTS_NAME = process.env.BENCH_RESULTS || 'bench/RESULTS.md'
const RESULTS_FILE = process.env.BENCH_RESULTS || join(ROOT, 'bench/RESULTS.md')

/**
 * BENCH_ONLY=money / agent / vendor / floors: puts one section into the existing results file — its
 * goal row when it has one (the row starting with `rowStart`, replaced, else appended to the goals table), its section
 * (starting with `heading`, replaced, else before the notes) — and leaves the rest as it is.
 */
export function writeSection(heading: string, m: SectionMarkdown, rowStart = '') {
  let md = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '## Notes\n'
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const rowRe = new RegExp(`^\\| ${escapeRegExp(rowStart)}.*$`, 'm')
  const row = m.goalRow && `| ${m.goalRow.join(' | ')} |`
  if (row) md = rowRe.test(md) ? md.replace(rowRe, row) : md.replace(/(\| goal \(from the issue\)[^\n]*\n\|[^\n]*\n(?:\|[^\n]*\n)*)/, `$1${row}\n`)
  const section = `${m.section.trim()}\n\n${m.notes.length ? `${m.notes.map((n) => `- ${n}`).join('\n')}\n\n` : ''}`
  const sectionRe = new RegExp(`${escapeRegExp(heading)}[\\s\\S]*?\\n(?=## )`)
  md = sectionRe.test(md) ? md.replace(sectionRe, section) : md.replace('## Notes', `${section}## Notes`)
  writeFileSync(RESULTS_FILE, md)
  say(`wrote "${heading}" into ${RESULTS_NAME}`)
}

/** Everything a whole run measured, section by section. */
export interface BenchResults {
  machine: MachineInfo
  /** How `dist/` was obtained (built now, or reused with its date). */
  build: string
  throughput: ThroughputReport
  rss: RssReport
  js: FirstLoadJs
  lcp: LcpReport
  login: LoginResult
  money: MoneyReport
  agentReport: { goalRow: string[]; section: string; notes: string[] }
  vendor: { goalRow: string[]; section: string; notes: string[] }
  /** The floors section (markdown, no goal row). */
  floors: string
}

/** The whole results file of a run, recorded at `when`. */
export function resultsMarkdown(r: BenchResults, when: Date): string {
  const nproc = coresOf(r.machine)
  const throughput = throughputMarkdown(r.throughput, nproc, r.machine.loadavg)
  const firstLoad = firstLoadMarkdown(r.js, r.lcp.jsLoaded)
  const lcp = lcpMarkdown(r.lcp)
  const login = loginMarkdown(r.login, nproc)
  const rss = rssMarkdown(r.rss)
  const money = moneyMarkdown(r.money, nproc)
  const { results } = r.throughput
  const goalsTable = table(
    ['goal (from the issue)', 'target', 'measured', 'status'],
    [
      ...throughput.goalRows,
      ...firstLoad.goalRows,
      lcp.goalRow,
      rss.goalRow,
      money.goalRow,
      r.agentReport.goalRow,
      r.vendor.goalRow,
      moneyCleanRow(r.money),
      login.goalRow,
      [
        'every load-test response 2xx',
        'non-2xx = 0, errors = 0',
        `${[...results.map((x) => `${x.id}: ${x.non2xx}/${x.errors + x.timeouts}`), `f: ${r.login.non2xx + r.login.notSuccess}/${r.login.errors}`].join(', ')} (non-2xx/errors)`,
        mark(throughputClean(r.throughput) && loginClean(r.login)),
      ],
    ],
    ['l', 'l', 'l', 'l'],
  )
  const notes = [
    ...throughput.notes,
    ...firstLoad.notes,
    ...lcp.notes,
    ...login.notes,
    rss.note,
    ...money.notes,
    ...r.agentReport.notes,
    ...r.vendor.notes,
    `dist/: ${r.build}. The bench measures whatever \`dist/\` holds; run \`npm run build\` first after changing code.`,
  ]
  return `# Benchmark results

Recorded ${when.toISOString().replace('T', ' ').slice(0, 19)} UTC by \`npm run bench\` (\`bench/run.ts\`), loopback only (127.0.0.1); the whole run took ${elapsed()}. Each run overwrites this file.

${machineMarkdown(r.machine, r.lcp.chromiumVersion, r.build)}

## Goals

${goalsTable}

${throughput.section}

${login.section}

## Money calls per second

${money.section}

${r.agentReport.section}

${r.vendor.section}
${r.floors}
${firstLoad.section}

${lcp.section}

## Notes

${notes.map((n) => `- ${n}`).join('\n')}
`
}

/** A whole run: prints the results and overwrites the results file. */
export function writeResults(r: BenchResults) {
  const md = resultsMarkdown(r, new Date())
  writeFileSync(RESULTS_FILE, md)
  console.log(`\n${md}`)
  say(`wrote ${RESULTS_NAME}`)
}
