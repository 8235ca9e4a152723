/**
 * The account record's filters as the URL holds them (spec §2 transactionHistory, §9 date
 * presets): `range` = 7d (default) | 30d | custom, `from`/`to` (UTC ms, custom only), `kind` (a
 * movement kind), `page` (from 1). Pure: the server component reads them, the links write them.
 * @example readRecordsFilter(new URLSearchParams('range=30d&kind=DEPOSIT&page=2'), now)
 *   → { range: '30d', from: now - 30 days, to: now, kind: 'DEPOSIT', page: 2 }
 */
import { DAY_MS, MOVEMENT_KINDS, type MovementKindName } from '../../../shared/schemas/wallet'
import { tabHref } from './member-menu'
import { DATE_PRESET_DAYS } from '../../../shared/constants'

export type RecordsRange = '7d' | '30d' | 'custom'

export interface RecordsFilter {
  range: RecordsRange
  /** UTC ms, inclusive. */
  from: number
  to: number
  kind: MovementKindName | undefined
  page: number
}

const PRESET_DAYS: Record<Exclude<RecordsRange, 'custom'>, number> = DATE_PRESET_DAYS

function intOf(v: string | null): number | null {
  if (v === null || !/^\d{1,16}$/.test(v)) return null
  const n = Number(v)
  return Number.isSafeInteger(n) ? n : null
}

/** Reads the filters; anything missing or malformed falls back to the past 7 days, all kinds, page 1. A reversed custom range is swapped. */
export function readRecordsFilter(q: URLSearchParams, now: number): RecordsFilter {
  const kindText = q.get('kind')
  const kind = (MOVEMENT_KINDS as readonly string[]).includes(kindText ?? '') ? (kindText as MovementKindName) : undefined
  const page = Math.max(1, Math.min(100_000, intOf(q.get('page')) ?? 1))
  const range = q.get('range')
  if (range === 'custom') {
    const a = intOf(q.get('from'))
    const b = intOf(q.get('to'))
    if (a !== null && b !== null) return { range, from: Math.min(a, b), to: Math.max(a, b), kind, page }
  }
  const preset = range === '30d' ? '30d' : '7d'
  return { range: preset, from: now - PRESET_DAYS[preset] * DAY_MS, to: now, kind, page }
}

/** The URL of a filter (the default range and page 1 are left out). */
export function recordsHref(f: Pick<RecordsFilter, 'range' | 'kind'> & Partial<Pick<RecordsFilter, 'from' | 'to' | 'page'>>): string {
  return tabHref('transactionHistory', {
    range: f.range === '7d' ? undefined : f.range,
    from: f.range === 'custom' ? f.from : undefined,
    to: f.range === 'custom' ? f.to : undefined,
    kind: f.kind,
    page: f.page && f.page > 1 ? f.page : undefined,
  })
}
