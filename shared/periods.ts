/**
 * Report and settlement periods (DESIGN §6, spec §9): days, hours and 5-minute slices in the
 * brand's business time zone, as UTC ms half-open ranges [start, end).
 * The embedded brand runs on Philippine time (UTC+8, no daylight saving), so a "day" is the
 * members' calendar day; the offset is one constant here (see docs/decisions).
 * Period keys are stable strings used as idempotency keys: `D2026-11-21`, `H2026-11-21T13`,
 * `R2026-11-21T13:05`, `W2026-11-16` (week from Monday), `S2026-11-1`/`S2026-11-2` (semimonthly),
 * `M2026-11`.
 */

/** Brand business time offset from UTC in ms (+08:00). */
export const BUSINESS_OFFSET_MS = 8 * 3_600_000

export type PeriodKind = 'realtime' | 'hourly' | 'daily' | 'weekly' | 'semimonthly' | 'monthly'

export interface Period {
  kind: PeriodKind
  /** Stable key, e.g. `D2026-11-21`. */
  key: string
  /** UTC ms, inclusive. */
  start: number
  /** UTC ms, exclusive. */
  end: number
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The period of `kind` that contains the instant `at` (UTC ms). */
export function periodAt(kind: PeriodKind, at: number): Period {
  const local = new Date(at + BUSINESS_OFFSET_MS)
  const y = local.getUTCFullYear(),
    mo = local.getUTCMonth(),
    d = local.getUTCDate(),
    h = local.getUTCHours(),
    mi = local.getUTCMinutes()
  const utc = (yy: number, mm: number, dd: number, hh = 0, mn = 0) => Date.UTC(yy, mm, dd, hh, mn) - BUSINESS_OFFSET_MS
  const ymd = `${y}-${pad(mo + 1)}-${pad(d)}`
  switch (kind) {
    case 'realtime': {
      const m5 = mi - (mi % 5)
      return { kind, key: `R${ymd}T${pad(h)}:${pad(m5)}`, start: utc(y, mo, d, h, m5), end: utc(y, mo, d, h, m5 + 5) }
    }
    case 'hourly':
      return { kind, key: `H${ymd}T${pad(h)}`, start: utc(y, mo, d, h), end: utc(y, mo, d, h + 1) }
    case 'daily':
      return { kind, key: `D${ymd}`, start: utc(y, mo, d), end: utc(y, mo, d + 1) }
    case 'weekly': {
      const back = (local.getUTCDay() + 6) % 7 // Monday = 0
      const s = new Date(Date.UTC(y, mo, d - back))
      return { kind, key: `W${s.getUTCFullYear()}-${pad(s.getUTCMonth() + 1)}-${pad(s.getUTCDate())}`, start: utc(y, mo, d - back), end: utc(y, mo, d - back + 7) }
    }
    case 'semimonthly': {
      const first = d <= 15
      return { kind, key: `S${y}-${pad(mo + 1)}-${first ? 1 : 2}`, start: utc(y, mo, first ? 1 : 16), end: first ? utc(y, mo, 16) : utc(y, mo + 1, 1) }
    }
    case 'monthly':
      return { kind, key: `M${y}-${pad(mo + 1)}`, start: utc(y, mo, 1), end: utc(y, mo + 1, 1) }
  }
}

/** The last complete period of `kind` before the instant `at` (what a settlement job pays). */
export function previousPeriod(kind: PeriodKind, at: number): Period {
  return periodAt(kind, periodAt(kind, at).start - 1)
}

/** The business day (`YYYY-MM-DD`) of an instant. */
export function businessDay(at: number): string {
  return periodAt('daily', at).key.slice(1)
}

/** Milliseconds in a day. */
export const DAY_MS = 86_400_000

/**
 * The business-day index of an instant: days since 1970-01-01 in the business time zone
 * (⌊(at + offset) / day⌋). `member_daily.day` holds it; its SQL triggers compute the same
 * expression (`(ms + 28800000) / 86400000`, checked by periods.test.ts).
 * @example businessDayIndex(Date.UTC(2026, 10, 20, 16)) → the index of 2026-11-21 (00:00 in UTC+8)
 */
export function businessDayIndex(at: number): number {
  return Math.floor((at + BUSINESS_OFFSET_MS) / DAY_MS)
}

/** UTC ms at which business day `index` starts (inclusive); the day ends at `dayStart(index + 1)`. */
export function dayStart(index: number): number {
  return index * DAY_MS - BUSINESS_OFFSET_MS
}

/** `YYYY-MM-DD` of a business-day index. */
export function dayIndexToDate(index: number): string {
  return new Date(index * DAY_MS).toISOString().slice(0, 10)
}

/** The business-day index of a `YYYY-MM-DD` date, or null when it is not a real date. */
export function dateToDayIndex(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m) return null
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return dayIndexToDate(ms / DAY_MS) === date ? ms / DAY_MS : null
}

/** A span of time as UTC ms, [start, end). */
export interface TimeWindow {
  start: number
  end: number
}

/**
 * The window of a date preset (spec §9 "Date presets: next 7 and 30 days, past 7 and 30 days";
 * decisions 0056, 0060): `days` business days in all — today and the days after it (`next`), or today
 * and the days before it (`past`) — as UTC ms [start, end) in the brand's business time zone.
 * @example presetWindow('next', 7, at) → from 00:00 (UTC+8) of `at`'s business day to 00:00 seven days later
 */
export function presetWindow(direction: 'next' | 'past', days: number, at: number): TimeWindow {
  const today = periodAt('daily', at).start
  return direction === 'next' ? { start: today, end: today + days * DAY_MS } : { start: today - (days - 1) * DAY_MS, end: today + DAY_MS }
}

/** Whether the span [start, end) — `end` null when it never ends — has an instant inside `window`. */
export function overlaps(start: number, end: number | null, window: TimeWindow): boolean {
  return start < window.end && (end === null || end > window.start)
}
