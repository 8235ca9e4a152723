import { describe, expect, it } from 'vitest'
import { formatMoney } from './format'

describe('formatMoney', () => {
  it('formats minor units with thousands separators and 2 decimals', () => {
    expect(formatMoney(123456789, '₱')).toBe('₱1,234,567.89')
    expect(formatMoney(5, '₱')).toBe('₱0.05')
    expect(formatMoney(-150000, '$')).toBe('-$1,500.00')
  })
})
