/**
 * Lottery draw schedules (issue 5 "Lottery"; decision 0014). Pure: slot numbers, close and draw
 * times, issue numbers (`numero`). Times are UTC milliseconds.
 *
 * A game draws every `everyMs` (slot k draws at k × everyMs since the epoch) or daily at a fixed UTC
 * time (slot k draws on day k). Betting on slot k closes `closeLeadMs` before its draw and opens
 * when slot k − 1 closed, so there is always exactly one draw taking bets. The numero is the
 * business day in UTC+8 (decision 0010) and, for games drawing more than once a day, the draw's
 * number within that day: `20260115-0042`, or `20260115` for a daily game.
 */

export type Schedule = { kind: 'interval'; everyMs: number } | { kind: 'daily'; atUtcMs: number }

export const DAY_MS = 86_400_000
/** Business days and numeros are counted in UTC+8 (decision 0010). */
const BUSINESS_OFFSET_MS = 8 * 3_600_000

/** How long before its draw betting on a draw closes: a sixth of the interval within 5 s – 2 min; 15 min for daily games. */
export function closeLeadMs(s: Schedule): number {
  if (s.kind === 'daily') return 15 * 60_000
  return Math.min(120_000, Math.max(5_000, Math.floor(s.everyMs / 6)))
}

const period = (s: Schedule) => (s.kind === 'daily' ? DAY_MS : s.everyMs)
const phase = (s: Schedule) => (s.kind === 'daily' ? s.atUtcMs : 0)

/** When slot k draws. */
export function drawTimeOf(s: Schedule, k: number): number {
  return k * period(s) + phase(s)
}

/** When betting on slot k closes. */
export function closeTimeOf(s: Schedule, k: number): number {
  return drawTimeOf(s, k) - closeLeadMs(s)
}

/** The slot taking bets at `now`: the first whose betting closes after now. */
export function bettingSlotAt(s: Schedule, now: number): number {
  return Math.floor((now + closeLeadMs(s) - phase(s)) / period(s)) + 1
}

/** The last slot whose draw time is at or before `now`. */
export function lastDrawnSlotAt(s: Schedule, now: number): number {
  return Math.floor((now - phase(s)) / period(s))
}

function businessDay(t: number): { key: string; start: number } {
  const local = t + BUSINESS_OFFSET_MS
  const start = Math.floor(local / DAY_MS) * DAY_MS
  const d = new Date(start)
  const key = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`
  return { key, start: start - BUSINESS_OFFSET_MS }
}

/** The issue number of slot k: `YYYYMMDD` (daily) or `YYYYMMDD-NNNN` (the draw's number that day, from 1). */
export function numeroOf(s: Schedule, k: number): string {
  const at = drawTimeOf(s, k)
  const day = businessDay(at)
  if (s.kind === 'daily') return day.key
  const first = Math.ceil(day.start / s.everyMs)
  return `${day.key}-${String(k - first + 1).padStart(4, '0')}`
}
