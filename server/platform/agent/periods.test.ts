import { describe, expect, it } from 'vitest'
import { businessDay, periodAt, previousPeriod } from './periods'

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
