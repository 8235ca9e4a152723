/**
 * One-time passwords within a brand's password rule (decision 0030): every pattern a password may
 * have, at its length bounds, met by every draw; draws do not repeat; a pattern meant for names or
 * dates is refused.
 */
import { describe, expect, it } from 'vitest'
import { checkField, type FieldRule } from '../../../shared/validation/patterns'
import { oneTimePasswordFor } from './password-policy'

const rule = (patternId: FieldRule['patternId'], minLength: number, maxLength: number): FieldRule => ({ enabled: true, required: true, patternId, minLength, maxLength })

describe('oneTimePasswordFor', () => {
  it.each([
    ['STRONG_PASSWORD', 8, 20, 12],
    ['STRONG_PASSWORD', 16, 30, 16],
    ['STRONG_PASSWORD', 4, 6, 6],
    ['ALNUM', 6, 12, 12],
    ['ALNUM_ONE_UPPER', 8, 20, 12],
    ['LETTER_FIRST_ALNUM', 6, 10, 10],
    ['DIGITS', 6, 6, 6],
    ['NO_SPACES', 8, 64, 12],
    ['ANY', 1, 8, 8],
  ] as const)('meets %s %i-%i with %i characters on every draw, and draws differ', (patternId, min, max, length) => {
    const r = rule(patternId, min, max)
    const seen = new Set<string>()
    for (let i = 0; i < 300; i++) {
      const p = oneTimePasswordFor(r)
      expect(checkField(r, p), p).toEqual({ ok: true })
      expect(p).toHaveLength(length)
      expect(p).not.toMatch(/[0O1lI]/)
      seen.add(p)
    }
    // Six digits leave room for repeats; everything else must not repeat in 300 draws.
    expect(seen.size).toBeGreaterThan(patternId === 'DIGITS' ? 250 : 299)
  })

  it('refuses a pattern no password is drawn for (a brand misconfiguration)', () => {
    expect(() => oneTimePasswordFor(rule('EMAIL', 6, 40))).toThrow('No one-time password can meet the password pattern EMAIL')
    expect(() => oneTimePasswordFor({ ...rule('ANY', 8, 20), patternId: 'NOT_A_PATTERN' })).toThrow(/NOT_A_PATTERN/)
  })
})
