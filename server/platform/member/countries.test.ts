import { describe, expect, it } from 'vitest'
import { countryDialingCodes, normalizeMobile } from './countries'

describe('countryDialingCodes', () => {
  const list = countryDialingCodes()

  it('lists the countries of libphonenumber-js, each with a + code and an English name', () => {
    expect(list.length).toBeGreaterThan(200)
    expect(new Set(list.map((c) => c.countryCode)).size).toBe(list.length)
    for (const entry of list) {
      expect(Object.keys(entry).sort()).toEqual(['countryCode', 'countryDialingCode', 'name'])
      expect(entry.countryCode).toMatch(/^[A-Z]{2}$/)
      expect(entry.countryDialingCode, entry.countryCode).toMatch(/^\+[1-9][0-9]{0,2}$/)
      expect(entry.name.length, entry.countryCode).toBeGreaterThan(0)
      expect(entry.name, entry.countryCode).not.toBe(entry.countryCode)
    }
  })

  it('knows the usual codes and names', () => {
    const by = new Map(list.map((c) => [c.countryCode, c]))
    expect(by.get('PH')).toEqual({ countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' })
    expect(by.get('US')).toMatchObject({ countryDialingCode: '+1', name: 'United States' })
    expect(by.get('CA')?.countryDialingCode).toBe('+1')
    expect(by.get('GB')).toMatchObject({ countryDialingCode: '+44', name: 'United Kingdom' })
    expect(by.get('TH')?.countryDialingCode).toBe('+66')
    expect(by.get('KR')?.countryDialingCode).toBe('+82')
    expect(by.get('CN')?.countryDialingCode).toBe('+86')
  })

  it('puts the Philippines first, then sorts by name', () => {
    expect(list[0].countryCode).toBe('PH')
    const rest = list.slice(1).map((c) => c.name)
    const collator = new Intl.Collator('en', { sensitivity: 'base' })
    for (let i = 1; i < rest.length; i++) expect(collator.compare(rest[i - 1], rest[i]), `${rest[i - 1]} / ${rest[i]}`).toBeLessThanOrEqual(0)
    expect(list.filter((c) => c.countryCode === 'PH')).toHaveLength(1)
  })

  it('returns a fresh array each call, so callers cannot reorder the shared list', () => {
    const a = countryDialingCodes()
    a.reverse()
    expect(countryDialingCodes()[0].countryCode).toBe('PH')
  })
})

describe('normalizeMobile', () => {
  it.each([
    ['+63', '9171234567', '+639171234567'],
    ['63', '9171234567', '+639171234567'],
    ['+63', '09171234567', '+639171234567'],
    ['+63', '0917 123 4567', '+639171234567'],
    ['+63', '(0917) 123-4567', '+639171234567'],
    ['+63', '+639171234567', '+639171234567'],
    ['+1', '201-555-0123', '+12015550123'], // US: fixed-line-or-mobile
    ['+44', '07400 123456', '+447400123456'],
    ['+65', '8123 4567', '+6581234567'],
    ['+66', '081 234 5678', '+66812345678'],
    ['+82', '010-1234-5678', '+821012345678'],
    ['+86', '138 0013 8000', '+8613800138000'],
  ])('%s %s → %s', (code, number, e164) => {
    expect(normalizeMobile(code, number)).toEqual({ ok: true, e164 })
  })

  it.each([
    ['+63', '123'], // too short
    ['+63', ''],
    ['+63', '91712345678901'], // too long
    ['+63', '0287654321'], // Manila fixed line, not a mobile
    ['+63', '917ABC4567'], // letters
    ['+63', '+12015550123'], // international form of another calling code
    ['+63', 'call 09171234567'],
    ['+999', '9171234567'], // no such calling code
    ['', '9171234567'],
    ['+6a3', '9171234567'],
    ['+44', '020 7946 0958'], // London fixed line
  ])('refuses %j %j', (code, number) => {
    expect(normalizeMobile(code, number)).toEqual({ ok: false })
  })
})
