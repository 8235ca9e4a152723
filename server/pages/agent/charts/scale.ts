/**
 * The arithmetic of the agent center's SVG charts (rendered on the server, no chart JS): round
 * axis ticks that cover a domain, and a linear map from values to pixels.
 * @example niceTicks(-1234, 56789) → { min: -10000, max: 60000, step: 10000, ticks: [-10000, 0, 10000, …, 60000] }
 */

/** Round ticks (1, 2 or 5 × 10ⁿ apart, about `count` of them) covering [lo, hi] and always 0. */
export function niceTicks(lo: number, hi: number, count = 5): { min: number; max: number; step: number; ticks: number[] } {
  const a = Math.min(lo, hi, 0),
    b = Math.max(lo, hi, 0)
  if (a === b) return { min: 0, max: 1, step: 1, ticks: [0, 1] }
  const raw = (b - a) / Math.max(1, count)
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!
  const min = Math.floor(a / step) * step,
    max = Math.ceil(b / step) * step
  const ticks: number[] = []
  for (let v = min; v <= max + step / 2; v += step) ticks.push(Math.round(v / step) * step)
  return { min, max, step, ticks }
}

/** A linear map from [d0, d1] onto [r0, r1]. */
export function linear(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  const k = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0)
  return (v) => r0 + (v - d0) * k
}

/** A short axis label: 1,250 → "1.3K", 2,500,000 → "2.5M" (major units in). */
export function compact(v: number): string {
  const abs = Math.abs(v)
  if (abs >= 1e6) return `${+(v / 1e6).toFixed(1)}M`
  if (abs >= 1e3) return `${+(v / 1e3).toFixed(1)}K`
  return `${+v.toFixed(2)}`
}
