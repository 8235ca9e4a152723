/**
 * A settlement period as an agent reads it, in business time (UTC+8, decision 0010), from its key
 * and bounds (periods.ts): a day `2026-01-05`, an hour `2026-01-05 13:00–14:00`, a 5-minute slice
 * `2026-01-05 13:05–13:10`, a week or half-month `2026-01-05 – 2026-01-11`, a month `2026-01`. Pure.
 */
import { BUSINESS_OFFSET_MS } from '../../../../shared/periods'

const local = (ms: number) => new Date(ms + BUSINESS_OFFSET_MS).toISOString()
const date = (ms: number) => local(ms).slice(0, 10)
const clock = (ms: number) => local(ms).slice(11, 16)

/** @example periodLabel('H2026-01-05T13', start, end) → '2026-01-05 13:00–14:00' */
export function periodLabel(key: string, start: number, end: number): string {
  switch (key[0]) {
    case 'D':
      return date(start)
    case 'H':
    case 'R':
      return `${date(start)} ${clock(start)}–${clock(end)}`
    case 'M':
      return date(start).slice(0, 7)
    default:
      return `${date(start)} – ${date(end - 1)}`
  }
}
