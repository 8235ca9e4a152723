/**
 * Small helpers shared by the generated artwork: escaping, hashing, text fitting.
 * Pure functions, no I/O.
 */

/** Generic font stack used by every generated image (no web fonts). */
export const FONT = 'Inter, Segoe UI, Arial, sans-serif'

/** Escapes text for SVG/XML content and attribute values (`& < > " '`). */
export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)
}

/** The seeded hash and PRNG of the art (shared/seeded.ts); `prng` is mulberry32. */
export { hash32, mulberry32 as prng } from '../../shared/seeded'

/** Rounds to one decimal for compact path data. */
export const n1 = (x: number) => Math.round(x * 10) / 10

/** Rough width of `text` in px for a bold sans-serif face at `size` px. */
export function textWidth(text: string, size: number): number {
  let w = 0
  for (const ch of text) {
    if (/[ il.,'!|:;]/.test(ch)) w += 0.3
    else if (/[MWmw@]/.test(ch)) w += 0.86
    else if (/[A-Z0-9]/.test(ch)) w += 0.66
    else w += 0.56
  }
  return w * size
}

/**
 * Breaks `text` into at most `maxLines` lines no wider than `maxWidth` at `size` px.
 * @returns the lines and whether text had to be cut (the last line then ends with `…`).
 */
export function wrapText(text: string, size: number, maxWidth: number, maxLines: number): { lines: string[]; cut: boolean } {
  const words = text.trim().split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let cur = ''
  let i = 0
  for (; i < words.length; i++) {
    const w = words[i]
    const next = cur ? `${cur} ${w}` : w
    if (textWidth(next, size) <= maxWidth) {
      cur = next
      continue
    }
    if (cur) {
      lines.push(cur)
      cur = ''
    }
    if (lines.length === maxLines) break
    if (textWidth(w, size) <= maxWidth) {
      cur = w
      continue
    }
    // A single word wider than the line: hard-cut it.
    let part = ''
    for (const ch of w) {
      if (textWidth(`${part + ch}…`, size) > maxWidth) break
      part += ch
    }
    cur = part
    lines.push(`${cur}…`)
    return { lines: lines.slice(0, maxLines), cut: true }
  }
  if (cur && lines.length < maxLines) {
    lines.push(cur)
    cur = ''
    i = words.length
  }
  const cut = i < words.length || cur !== ''
  if (cut && lines.length) {
    let last = lines[lines.length - 1]
    while (last.length > 1 && textWidth(`${last}…`, size) > maxWidth) last = last.slice(0, -1).trimEnd()
    lines[lines.length - 1] = `${last.replace(/[\s,.:;-]+$/, '')}…`
  }
  return { lines, cut }
}

/** Picks the largest of `sizes` (descending) at which `text` fits `maxLines` uncut; else the smallest, cut. */
export function fitText(text: string, sizes: readonly number[], maxWidth: number, maxLines: number): { size: number; lines: string[] } {
  for (const size of sizes) {
    const r = wrapText(text, size, maxWidth, maxLines)
    if (!r.cut) return { size, lines: r.lines }
  }
  const size = sizes[sizes.length - 1]
  return { size, lines: wrapText(text, size, maxWidth, maxLines).lines }
}

/** `<text>` with one `<tspan>` per line; `y` is the first baseline. */
export function textBlock(lines: string[], x: number, y: number, size: number, lineHeight: number, attrs: string): string {
  const spans = lines.map((l, i) => `<tspan x="${x}" y="${n1(y + i * lineHeight)}">${esc(l)}</tspan>`).join('')
  return `<text font-family="${FONT}" font-size="${size}" ${attrs}>${spans}</text>`
}

/** Four-pointed sparkle centred at (x, y) with radius r (relative path data, compact). */
export function sparkle(x: number, y: number, r: number): string {
  const q = n1(r * 0.22)
  const p = n1(r - r * 0.22)
  return `M${n1(x)} ${n1(y - r)}l${q} ${p} ${p} ${q}-${p} ${q}-${q} ${p}-${q}-${p}-${p}-${q} ${p}-${q}z`
}

/** Light rays: `count` wedges from (cx, cy) out to radius r, starting at angle `start` (radians). */
export function rays(cx: number, cy: number, r: number, count: number, start: number): string {
  let d = ''
  const step = (Math.PI * 2) / count
  for (let i = 0; i < count; i++) {
    const a = start + i * step
    const b = a + step * 0.45
    d += `M${Math.round(cx)} ${Math.round(cy)}l${Math.round(r * Math.cos(a))} ${Math.round(r * Math.sin(a))} ${Math.round(r * (Math.cos(b) - Math.cos(a)))} ${Math.round(r * (Math.sin(b) - Math.sin(a)))}z`
  }
  return d
}
