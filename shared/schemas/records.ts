/**
 * The filters of the betting record (personalHistoryCopy) and personal profit/loss
 * (personalProfit) as their URL holds them (spec §2 member center, §9 date presets; DESIGN §7 the
 * URL is the state of a page): `range` = today (default) | yesterday | 7d | 30d | custom, `from` and
 * `to` business days `yyyy-mm-dd` (custom only; the brand's day, docs/decisions 0010), `gameType`,
 * `vendor`, `page` (from 1). Parsing never throws: a malformed value is dropped, and a custom range
 * that cannot be used is reported as `error` (with the default range in its place) so the page can
 * say so. Used by the server pages and the filter island alike.
 * @example readBetFilter(new URLSearchParams('tab=personalHistoryCopy&range=30d&gameType=RNG&page=2'))
 *   → { range: '30d', gameType: 'RNG', page: 2 }
 */
import { z } from 'zod'
import { GAME_TYPES, type GameType } from '../constants'

export const RECORD_TABS = ['personalHistoryCopy', 'personalProfit'] as const
export type RecordTab = (typeof RECORD_TABS)[number]

export const RECORD_RANGES = ['today', 'yesterday', '7d', '30d', 'custom'] as const
export type RecordRange = (typeof RECORD_RANGES)[number]

/** Longest custom range, in days (docs/decisions: reports stay quick and a page of rows stays meaningful). */
export const MAX_CUSTOM_DAYS = 92
/** Rows (bets, or day × game type × vendor groups) per page. */
export const RECORDS_PAGE_SIZE = 20

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** True for a real calendar day written `yyyy-mm-dd`. */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false
  const d = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text
}

/** Whole days from `a` to `b` (both `yyyy-mm-dd`), b − a. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)
}

export interface BetFilter {
  range: RecordRange
  /** Custom range only: first and last business day, inclusive. */
  from?: string
  to?: string
  gameType?: GameType
  vendor?: string
  page: number
  /** Why the custom range in the URL was not used (i18n key under `records.errors`). */
  error?: 'rangeInvalid' | 'rangeTooLong'
}

const code = z.string().regex(/^[A-Za-z0-9_]{1,32}$/)
const Raw = z.object({
  range: z.enum(RECORD_RANGES).optional().catch(undefined),
  from: z.string().max(10).optional().catch(undefined),
  to: z.string().max(10).optional().catch(undefined),
  gameType: z.enum(GAME_TYPES).optional().catch(undefined),
  vendor: code.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
})

/** Reads the filters of a records tab from its query (see the module example). */
export function readBetFilter(q: URLSearchParams): BetFilter {
  const raw = Raw.parse(Object.fromEntries([...q].filter(([, v]) => v !== '')))
  const base = { gameType: raw.gameType, vendor: raw.vendor, page: raw.page ?? 1 }
  if (raw.range !== 'custom') return { range: raw.range ?? 'today', ...base }
  const { from, to } = raw
  if (!from || !to || !isDay(from) || !isDay(to)) return { range: 'today', ...base, page: 1, error: 'rangeInvalid' }
  const [a, b] = from <= to ? [from, to] : [to, from]
  if (daysBetween(a, b) + 1 > MAX_CUSTOM_DAYS) return { range: 'today', ...base, page: 1, error: 'rangeTooLong' }
  return { range: 'custom', from: a, to: b, ...base }
}

/**
 * The address of a records tab with its filters (defaults left out: today, page 1).
 * @example betFilterHref('personalProfit', { range: '7d', vendor: 'PG', page: 1 }) === '/member?tab=personalProfit&range=7d&vendor=PG'
 */
export function betFilterHref(tab: RecordTab, f: Omit<BetFilter, 'error'>): string {
  const q = new URLSearchParams({ tab })
  if (f.range !== 'today') q.set('range', f.range)
  if (f.range === 'custom' && f.from && f.to) {
    q.set('from', f.from)
    q.set('to', f.to)
  }
  if (f.gameType) q.set('gameType', f.gameType)
  if (f.vendor) q.set('vendor', f.vendor)
  if (f.page > 1) q.set('page', String(f.page))
  return `/member?${q}`
}
