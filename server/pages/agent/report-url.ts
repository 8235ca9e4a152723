/**
 * The agent center's state as the URL holds it (spec §2 agent center; DESIGN §7): the tab and each
 * report's filters — `range` = today | yesterday | 7d (default) | 30d | custom with `from`/`to`
 * (business days `YYYY-MM-DD`, UTC+8), `member`, `gameType`, `vendor`, `status`, `kind`, `sort`,
 * `search`, `scope`, `account` and `page`. Pure: pages read it, links and forms write it.
 * @example readRange(new URLSearchParams('range=custom&from=2026-05-01&to=2026-05-03'), now)
 *   → { preset: 'custom', from: <index of 2026-05-01>, to: <index of 2026-05-03> }
 */
import { MAX_RANGE_DAYS } from '../../../shared/schemas/agent'
import { businessDayIndex, dateToDayIndex, dayIndexToDate } from '../../../shared/periods'
import type { DayRange } from '../../platform/agent/reports'
import { DATE_PRESET_DAYS } from '../../../shared/constants'

export const RANGE_PRESETS = ['today', 'yesterday', '7d', '30d', 'custom'] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]

export interface RangeState extends DayRange {
  preset: RangePreset
}

/** The range of a preset ending today (business days). */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: number): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today }
    case 'yesterday':
      return { from: today - 1, to: today - 1 }
    case '7d':
    case '30d':
      return { from: today - (DATE_PRESET_DAYS[preset] - 1), to: today }
  }
}

/**
 * The date range of the URL; a missing or malformed one is the past 7 days. A reversed custom
 * range is swapped; one longer than 92 days keeps its last 92 days.
 */
export function readRange(q: URLSearchParams, now: number): RangeState {
  const today = businessDayIndex(now)
  const preset = q.get('range')
  if (preset === 'custom') {
    const a = dateToDayIndex(q.get('from') ?? '')
    const b = dateToDayIndex(q.get('to') ?? '')
    if (a !== null && b !== null) {
      const to = Math.max(a, b)
      return { preset, from: Math.max(Math.min(a, b), to - MAX_RANGE_DAYS + 1), to }
    }
  }
  const known = preset === 'today' || preset === 'yesterday' || preset === '30d' ? preset : '7d'
  return { preset: known, ...presetRange(known, today) }
}

/** The page number of the URL (1 when missing or malformed). */
export function readPage(q: URLSearchParams): number {
  const v = q.get('page')
  return v && /^\d{1,6}$/.test(v) && Number(v) > 0 ? Number(v) : 1
}

/** A trimmed text filter of at most `max` characters, or undefined. */
export function readText(q: URLSearchParams, name: string, max = 40): string | undefined {
  const v = q.get(name)?.trim()
  return v && v.length <= max ? v : undefined
}

/** One of `allowed`, or undefined. */
export function readChoice<T extends string>(q: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const v = q.get(name)
  return (allowed as readonly string[]).includes(v ?? '') ? (v as T) : undefined
}

/** The query parameters of a range (the default 7 days is left out). */
export function rangeParams(r: Pick<RangeState, 'preset' | 'from' | 'to'>): Record<string, string | undefined> {
  if (r.preset === 'custom') return { range: 'custom', from: dayIndexToDate(r.from), to: dayIndexToDate(r.to) }
  return { range: r.preset === '7d' ? undefined : r.preset }
}

/**
 * The URL of an agent center tab with its parameters (empty and undefined ones left out).
 * @example agentHref('personalHistoryCopy', { range: '30d', page: 2 }) → '/agentHome?tab=personalHistoryCopy&range=30d&page=2'
 */
export function agentHref(tab: string, params: Record<string, string | number | undefined | null> = {}): string {
  const q = new URLSearchParams({ tab })
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '' && !(k === 'page' && Number(v) <= 1)) q.set(k, String(v))
  return `/agentHome?${q}`
}
