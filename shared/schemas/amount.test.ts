import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { moneySchema, parseMoney, parseWhole, pointsSchema } from './amount'

describe('parseMoney', () => {
  it("takes JSON numbers and the spec's decimal strings, in hundredths", () => {
    expect(parseMoney('12.5')).toBe(1250)
    expect(parseMoney('12.50')).toBe(1250)
    expect(parseMoney(0.1)).toBe(10)
    expect(parseMoney(100)).toBe(10_000)
    expect(parseMoney('0')).toBe(0)
  })
  it('refuses arrays, hex, exponents, trailing dots, signs, whitespace, NaN and Infinity', () => {
    for (const v of [[100], '0x64', '1e2', 1e21, '100.', '.5', '+100', '-1', -1, ' 100', '100\n', 'NaN', NaN, Infinity, '1.005', 0.1 + 0.2, '007', true, null, undefined, {}])
      expect(parseMoney(v), JSON.stringify(v) ?? String(v)).toBeNull()
  })
  it('reads every 2-decimal amount exactly, as a number and as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (minor) => {
        const text = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`
        expect(parseMoney(text)).toBe(minor)
        expect(parseMoney(Number(text))).toBe(minor)
      }),
    )
  })
})

describe('parseWhole', () => {
  it('takes integers and digit strings, refuses the rest', () => {
    expect(parseWhole('150')).toBe(150)
    expect(parseWhole(150)).toBe(150)
    for (const v of [[100], '0x64', '1e2', '100.', '150.0', 150.5, '+1', ' 1', true, null]) expect(parseWhole(v), String(v)).toBeNull()
  })
})

describe('schemas', () => {
  it('moneySchema refuses zero unless allowed; pointsSchema keeps its bounds', () => {
    expect(moneySchema({ message: 'm' }).safeParse(0).success).toBe(false)
    expect(moneySchema({ message: 'm', allowZero: true }).parse('0')).toBe(0)
    expect(moneySchema({ message: 'm', maxMajor: 10 }).safeParse('10.01').success).toBe(false)
    expect(pointsSchema({ message: 'p', max: 10 }).safeParse(11).success).toBe(false)
    expect(pointsSchema({ message: 'p', min: 0, max: 10 }).parse(0)).toBe(0)
    expect(pointsSchema({ message: 'p', max: 10 }).safeParse([1]).error?.issues[0].message).toBe('p')
  })
})
