import { describe, expect, it } from 'vitest'
import { formatMoney } from './format'

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
