import { describe, expect, it } from 'vitest'
import { formatMoney } from './format'
import { formatChipMoney, formatCompact, formatNumber, formatPercent, formatPoints } from './number-format'
import { localeOf } from './i18n/format'
import { COMPLETE_LANGUAGES } from './i18n/languages'

describe('formatMoney', () => {
  it('formats minor units with thousands separators and 2 decimals', () => {
    expect(formatMoney(123456789, '₱')).toBe('₱1,234,567.89')
    expect(formatMoney(5, '₱')).toBe('₱0.05')
    expect(formatMoney(-150000, '$')).toBe('-$1,500.00')
  })

  it("follows the language's separators and grouping, with the brand's symbol first and Latin digits", () => {
    expect(formatMoney(123456789, '₱', 'es')).toBe('₱1.234.567,89')
    expect(formatMoney(123456789, '₱', 'hi')).toBe('₱12,34,567.89')
    expect(formatMoney(-150000, '₱', 'zh-Hans')).toBe('-₱1,500.00')
    expect(formatMoney(123456789, '₱', 'ar')).toBe('₱1,234,567.89')
    expect(formatMoney(5, '₱', 'fil')).toBe('₱0.05')
  })
})

describe('numbers in the page language (issue 18)', () => {
  /** What the islands showed before issue 18 in English (hand-made), which English must keep showing. */
  const oldPoints = (points: number) => {
    const n = Math.trunc(points)
    return `${n < 0 ? '-' : ''}${Math.abs(n)
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
  }
  const oldCompact = (major: number) => (major >= 1_000_000 ? `${+(major / 1_000_000).toFixed(1)}M` : major >= 1_000 ? `${+(major / 1_000).toFixed(1)}K` : String(+major.toFixed(2)))
  const samples = [0, 0.5, 1, 5, 20, 99.99, 100, 999, 1000, 1500, 12_345, 100_000, 999_999, 1_000_000, 2_500_000, 123_456_789]

  it('English shows what it showed before: points, compact chips, percentages', () => {
    for (const n of samples) {
      expect(formatPoints(n)).toBe(oldPoints(n))
      expect(formatPoints(-n)).toBe(oldPoints(-n))
      expect(formatCompact(n)).toBe(oldCompact(n))
    }
    for (const f of [0, 0.0099, 0.495, 0.965, 0.99, 1]) expect(formatPercent(f)).toBe(`${(f * 100).toFixed(2)}%`)
    expect(formatChipMoney(10_000, '₱')).toBe('₱100')
    expect(formatChipMoney(1_050, '₱')).toBe('₱10.50')
    expect(formatChipMoney(100_000_000, '₱')).toBe('₱1,000,000')
  })

  it("groups and separates the language's way: es/id/vi dots and commas, hi lakh grouping, Latin digits everywhere", () => {
    expect(formatPoints(12_500, 'es')).toBe('12.500')
    expect(formatPoints(12_500, 'id')).toBe('12.500')
    expect(formatPoints(1_250_000, 'hi')).toBe('12,50,000')
    expect(formatNumber(1.5, 'es', 2)).toBe('1,50')
    expect(formatNumber(42.1, 'vi', 2)).toBe('42,10')
    expect(formatNumber(1234.5, 'en', 2)).toBe('1,234.50')
    expect(formatPercent(0.9712, 'es')).toBe('97,12\u00a0%')
    expect(formatPercent(0.0099, 'id', 0, 4)).toBe('0,99%')
    // Contract rates: whole or with their decimals, never rounded away (1.5% stays 1.5%).
    expect(formatPercent(0.015, 'en', 0, 2)).toBe('1.5%')
    expect(formatPercent(0.015, 'es', 0, 2)).toBe('1,5\u00a0%')
    expect(formatPercent(0.1, 'en', 0, 2)).toBe('10%')
    expect(formatChipMoney(1_000_000, '₱', 'es')).toBe('₱10.000')
    expect(formatChipMoney(1_050, '₱', 'es')).toBe('₱10,50')
    expect(formatCompact(1_500, 'es')).toBe('1,5\u00a0mil')
    expect(formatCompact(15_000, 'ja')).toBe('1.5万')
    // Arabic keeps Latin digits (the brand's rule in formatMoney), left-to-right amounts.
    expect(formatPoints(12_500, 'ar')).toBe('12,500')
    expect(formatNumber(1.95, 'ar', 2)).toBe('1.95')
  })

  it('every complete language answers in Latin digits with its own separators, never throwing', () => {
    for (const code of [...COMPLETE_LANGUAGES, 'xa', 'xb']) {
      const locale = localeOf(code)
      for (const text of [formatPoints(1_234_567, locale), formatNumber(1234.5, locale, 2), formatPercent(0.5, locale), formatCompact(2_500_000, locale), formatChipMoney(500_000, '₱', locale)]) {
        expect(text).toMatch(/\d/)
        expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u0e50-\u0e59]/)
      }
      // The decimal sign the language uses for money is the one its plain numbers use.
      expect(formatMoney(150, '₱', locale).slice(-3, -2)).toBe(formatNumber(1.5, locale, 2).slice(-3, -2))
    }
  })

  it('an unknown tag falls back to English separators', () => {
    expect(formatNumber(12_500, 'qq-invalid-tag-!')).toBe('12,500')
  })
})
