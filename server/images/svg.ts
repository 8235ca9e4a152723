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

/** Characters set full width (one em): CJK ideographs, kana, Hangul, full-width forms and CJK punctuation. */
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff01-\uff60\uffe0-\uffe6]/

/** Scripts written without spaces between words, broken at the word boundaries of {@link WORDS}: Chinese, Japanese, Thai (Korean breaks at its spaces). */
const BREAKS_ANYWHERE = /[\u0e00-\u0e7f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff01-\uff60]/

/** Word boundaries by ICU's dictionaries (入金|ボーナス, โบนัส|เงิน|ฝาก), whatever the page language. */
const WORDS = new Intl.Segmenter(undefined, { granularity: 'word' })

/** What a line may not start with (it stays on the line before): closing punctuation, the long-vowel mark, small kana. */
const NO_LINE_START = /[、。，．！？）」』】〕：；ーぁぃぅぇぉっゃゅょァィゥェォッャュョ,.!?:;)\]%]/

/** Rough width of `text` in px for a bold sans-serif face at `size` px (full-width characters one em each). */
export function textWidth(text: string, size: number): number {
  let w = 0
  for (const ch of text) {
    if (WIDE.test(ch)) w += 1
    else if (/[ il.,'!|:;]/.test(ch)) w += 0.3
    else if (/[MWmw@]/.test(ch)) w += 0.86
    else if (/[A-Z0-9]/.test(ch)) w += 0.66
    else w += 0.56
  }
  return w * size
}

/**
 * The pieces a line may break between, each with what joins it to the one before: words joined by a
 * space; inside a word of Chinese, Japanese or Thai, also its dictionary words (joined by nothing),
 * except before a character no line may start with and between two pieces of Latin text (`₱|100`).
 */
function breakUnits(text: string): { text: string; glue: string }[] {
  const units: { text: string; glue: string }[] = []
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    let glue = units.length ? ' ' : ''
    let run = ''
    for (const { segment } of WORDS.segment(word)) {
      const breaks = run !== '' && !NO_LINE_START.test(segment[0]) && (BREAKS_ANYWHERE.test(segment[0]) || BREAKS_ANYWHERE.test(run.at(-1) ?? ''))
      if (breaks) {
        units.push({ text: run, glue })
        glue = ''
        run = ''
      }
      run += segment
    }
    if (run) units.push({ text: run, glue })
  }
  return units
}

/**
 * Breaks `text` into at most `maxLines` lines no wider than `maxWidth` at `size` px.
 * @returns the lines and whether text had to be cut (the last line then ends with `…`).
 */
export function wrapText(text: string, size: number, maxWidth: number, maxLines: number): { lines: string[]; cut: boolean } {
  const units = breakUnits(text)
  const lines: string[] = []
  let cur = ''
  let i = 0
  for (; i < units.length; i++) {
    const w = units[i].text
    const next = cur ? `${cur}${units[i].glue}${w}` : w
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
    i = units.length
  }
  const cut = i < units.length || cur !== ''
  if (cut && lines.length) {
    let last = lines[lines.length - 1]
    while (last.length > 1 && textWidth(`${last}…`, size) > maxWidth) last = last.slice(0, -1).trimEnd()
    lines[lines.length - 1] = `${last.replace(/[\s,.:;、。，：；-]+$/, '')}…`
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
