import { describe, expect, it } from 'vitest'
import { compact, linear, niceTicks } from './scale'

describe('chart scales', () => {
  it('round ticks cover the data and zero', () => {
    expect(niceTicks(-1234, 56789)).toEqual({ min: -20000, max: 60000, step: 20000, ticks: [-20000, 0, 20000, 40000, 60000] })
    expect(niceTicks(3, 47)).toMatchObject({ min: 0, max: 50, step: 10 })
    expect(niceTicks(0, 0)).toEqual({ min: 0, max: 1, step: 1, ticks: [0, 1] })
    const t = niceTicks(-0.3, 0.7)
    expect(t.ticks[0]).toBeLessThanOrEqual(-0.3)
    expect(t.ticks.at(-1)).toBeGreaterThanOrEqual(0.7)
  })
  it('maps values linearly, upside down for SVG y', () => {
    const y = linear(0, 100, 200, 0)
    expect([y(0), y(50), y(100)]).toEqual([200, 100, 0])
    expect(linear(5, 5, 0, 10)(5)).toBe(0)
  })
  it('labels axis values briefly', () => {
    expect([compact(950), compact(1250), compact(-2_500_000), compact(0.5)]).toEqual(['950', '1.3K', '-2.5M', '0.5'])
  })
})
