import { describe, expect, it } from 'vitest'
import { periodAt } from '../../../../shared/periods'
import { periodLabel } from './period-label'

const at = Date.UTC(2026, 0, 5, 5, 7) // 2026-01-05 13:07 in UTC+8
const label = (kind: Parameters<typeof periodAt>[0]) => {
  const p = periodAt(kind, at)
  return periodLabel(p.key, p.start, p.end)
}

describe('periodLabel', () => {
  it('shows each kind of period in business time', () => {
    expect(label('daily')).toBe('2026-01-05')
    expect(label('hourly')).toBe('2026-01-05 13:00–14:00')
    expect(label('realtime')).toBe('2026-01-05 13:05–13:10')
    expect(label('weekly')).toBe('2026-01-05 – 2026-01-11')
    expect(label('semimonthly')).toBe('2026-01-01 – 2026-01-15')
    expect(label('monthly')).toBe('2026-01')
  })

  it('ends an hour at midnight as 00:00', () => {
    const p = periodAt('hourly', Date.UTC(2026, 0, 5, 15, 30))
    expect(periodLabel(p.key, p.start, p.end)).toBe('2026-01-05 23:00–00:00')
  })
})
