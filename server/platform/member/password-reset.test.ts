import { describe, expect, it } from 'vitest'
import { checkField } from '../../../shared/validation/patterns'
import { temporaryPassword } from './password-reset'

describe('temporaryPassword', () => {
  it('always satisfies the strong password rule of the brand, at 12 characters within the default bounds', () => {
    const rule = { enabled: true, required: true, patternId: 'STRONG_PASSWORD', minLength: 8, maxLength: 20 }
    const seen = new Set<string>()
    for (let i = 0; i < 2000; i++) {
      const pw = temporaryPassword(rule)
      expect(pw).toHaveLength(12)
      expect(checkField(rule, pw), pw).toEqual({ ok: true })
      expect(pw).not.toMatch(/[0O1lI\s"'`\\]/)
      seen.add(pw)
    }
    expect(seen.size).toBe(2000)
  })

  it('keeps to bounds that exclude 12 characters', () => {
    for (const [minLength, maxLength, length] of [
      [16, 30, 16],
      [6, 10, 10],
      [1, 3, 4],
    ]) {
      const pw = temporaryPassword({ minLength, maxLength })
      expect(pw).toHaveLength(length)
      expect(checkField({ enabled: true, required: true, patternId: 'STRONG_PASSWORD', minLength: Math.min(minLength, length), maxLength: length }, pw)).toEqual({ ok: true })
    }
  })
})
