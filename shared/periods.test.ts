import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { BUSINESS_OFFSET_MS, DAY_MS, businessDay, businessDayIndex, dateToDayIndex, dayIndexToDate, dayStart, periodAt, previousPeriod } from './periods'

const at = Date.parse('2026-11-21T17:03:00Z') // 2026-11-22 01:03 in Manila

describe('periods in business time (UTC+8)', () => {
  it('a UTC evening is the next business day', () => {
    expect(businessDay(at)).toBe('2026-11-22')
    expect(periodAt('daily', at)).toEqual({ kind: 'daily', key: 'D2026-11-22', start: Date.parse('2026-11-21T16:00:00Z'), end: Date.parse('2026-11-22T16:00:00Z') })
  })
  it('5-minute, hourly, weekly, semimonthly and monthly slices', () => {
    expect(periodAt('realtime', at)).toMatchObject({ key: 'R2026-11-22T01:00', start: Date.parse('2026-11-21T17:00:00Z'), end: Date.parse('2026-11-21T17:05:00Z') })
    expect(periodAt('hourly', at)).toMatchObject({ key: 'H2026-11-22T01', start: Date.parse('2026-11-21T17:00:00Z') })
    expect(periodAt('weekly', at)).toMatchObject({ key: 'W2026-11-16', start: Date.parse('2026-11-15T16:00:00Z'), end: Date.parse('2026-11-22T16:00:00Z') })
    expect(periodAt('semimonthly', at)).toMatchObject({ key: 'S2026-11-2', start: Date.parse('2026-11-15T16:00:00Z'), end: Date.parse('2026-11-30T16:00:00Z') })
    expect(periodAt('monthly', at)).toMatchObject({ key: 'M2026-11', start: Date.parse('2026-10-31T16:00:00Z'), end: Date.parse('2026-11-30T16:00:00Z') })
  })
  it('the previous period is the last complete one', () => {
    expect(previousPeriod('daily', at).key).toBe('D2026-11-21')
    expect(previousPeriod('realtime', at).key).toBe('R2026-11-22T00:55')
    expect(previousPeriod('monthly', Date.parse('2026-01-10T00:00:00Z')).key).toBe('M2025-12')
  })
})

describe('business-day indexes (member_daily.day)', () => {
  it('agree with the daily period for instants around midnight in Manila', () => {
    for (const iso of ['2026-11-21T15:59:59.999Z', '2026-11-21T16:00:00Z', '2026-11-21T17:03:00Z', '2027-01-01T00:00:00Z']) {
      const ms = Date.parse(iso)
      const index = businessDayIndex(ms)
      expect(dayIndexToDate(index)).toBe(businessDay(ms))
      expect(dayStart(index)).toBe(periodAt('daily', ms).start)
      expect(dateToDayIndex(businessDay(ms))).toBe(index)
    }
  })
  it('refuses dates that do not exist', () => {
    expect(dateToDayIndex('2026-02-30')).toBeNull()
    expect(dateToDayIndex('2026-2-3')).toBeNull()
  })
  it('the report triggers use the same offset and day length', () => {
    const sql = readFileSync(new URL('../db/migrations/platform/0009_agent_reports_triggers.sql', import.meta.url), 'utf8')
    const constants = new Set([...sql.matchAll(/\+ (\d+)\) \/ (\d+)/g)].map((m) => `${m[1]}/${m[2]}`))
    expect([...constants]).toEqual([`${BUSINESS_OFFSET_MS}/${DAY_MS}`])
  })
})
