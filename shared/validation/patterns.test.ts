import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  ALL_PATTERN_IDS,
  PATTERN_IDS,
  acceptedPattern,
  checkField,
  codePointLength,
  fieldSchema,
  FieldRuleSchema,
  isPatternId,
  patternRegExp,
  ruleMessageKey,
  type FieldRule,
  type PatternId,
} from './patterns'
import { en } from '../i18n/en'
import { tFor } from '../i18n'

const rule = (patternId: PatternId, minLength = 0, maxLength = 1000, extra: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  patternId,
  minLength,
  maxLength,
  ...extra,
})
/** The pattern alone: lengths wide open. */
const matches = (id: PatternId, value: string) => checkField(rule(id), value).ok

const CASES: Record<PatternId, { pass: string[]; fail: string[] }> = {
  ANY: { pass: ['x', 'hello world', '密码 😀', '  padded  ', '\u0E01\u0E48'], fail: [] },
  LETTER_FIRST_ALNUM: { pass: ['a', 'Juan2024', 'abc123XYZ', 'Z9'], fail: ['1abc', '_abc', 'abc_1', 'ab c', 'ñandu1', 'abc-1', 'abc!', 'ab\n'] },
  ALNUM: { pass: ['abc', '123', 'a1B2', '0'], fail: ['a b', 'a-b', 'ü1', '１２３', 'a.b'] },
  DIGITS: { pass: ['0', '0917', '123456'], fail: ['12a', '12 3', '-12', '1.5', '١٢٣', '１２３', '+63'] },
  ALNUM_ONE_UPPER: { pass: ['A', 'abcD12', 'ABC', 'x9Z'], fail: ['abc123', '123', 'Abc!', 'Ab c', 'É1a'] },
  EN_LETTERS_SPACES: {
    pass: ['Juan', 'Juan Dela Cruz', 'Mary  Ann'],
    fail: [' Juan', 'Juan ', 'Juan2', 'Peña', 'Jean-Luc', "O'Neil", 'Juan\tCruz', '李 四'],
  },
  NO_SPACES: { pass: ['@juan_dc', 'line.id-9', '微信号', '😀'], fail: ['a b', ' a', 'a\t', 'a\u00A0b', 'a\u3000b'] },
  CHINESE: {
    pass: ['张三', '欧阳娜娜', '阿沛·阿旺晋美', '𠀋'],
    fail: ['张三abc', 'Li张', '张 三', '张三1', '·张三', '张三·', 'こんにちは', '김철수', '张三。'],
  },
  KOREAN: { pass: ['김철수', '홍길동', 'ㄱㄴㄷ'], fail: ['김철수a', '김 철수', '金哲洙', '김1', 'キム'] },
  THAI: {
    pass: ['สมชาย', 'น้ำ', 'ก่อน', 'ปู่ย่า', 'เก๋', 'กิ๊ก', '๑๒๓'],
    fail: ['สมชาย a', 'สมชายa', 'สม ชาย', 'สมชาย1', 'ລາວ'],
  },
  THAI_EN_SPACES: {
    pass: ['สมชาย', 'Somchai', 'สมชาย Somchai', 'น้ำ Nam ใจดี'],
    fail: ['สมชาย1', ' สมชาย', 'สมชาย ', 'Somchai_', '김', '张三'],
  },
  EMAIL: {
    pass: ['a@b.co', 'juan.dela.cruz@example.com', 'juan+promo@gmail.com', 'first+tag+more@sub.example.ph', "o'neil@x.io", 'A_B-c@my-domain.com.ph'],
    fail: [
      'plain',
      '@example.com',
      'juan@',
      'juan@localhost',
      'juan@@example.com',
      'juan @example.com',
      'juan@-example.com',
      'juan@example-.com',
      'juan@example..com',
      'juan@exa_mple.com',
      'jüan@example.com',
      'juan@example.com.',
    ],
  },
  DATE_YMD: {
    pass: ['2024-02-29', '2000-02-29', '1996-02-29', '2023-02-28', '1999-12-31', '2023-01-31', '2023-04-30', '1000-01-01', '9999-12-31'],
    fail: [
      '2023-02-29',
      '1900-02-29',
      '2100-02-29',
      '2023-13-01',
      '2023-00-10',
      '2023-04-31',
      '2023-06-31',
      '2023-01-32',
      '2023-01-00',
      '2023-1-05',
      '23-01-05',
      '01-05-2023',
      '2023/01/05',
      '0999-01-01',
      '2023-01-05T00:00',
    ],
  },
  DATE_MDY: {
    pass: ['02-29-2024', '02-29-2000', '02-29-1996', '02-28-2023', '12-31-1999', '01-31-2023', '11-30-2023'],
    fail: ['02-29-2023', '02-29-1900', '02-29-2100', '13-01-2023', '00-10-2023', '04-31-2023', '01-32-2023', '1-05-2023', '2023-01-05', '01/05/2023', '31-12-1999'],
  },
  STRONG_PASSWORD: {
    pass: ['Passw0rd!', 'aB3$', 'Zz9~zzzz', 'My_Pass1', 'a[B]1', 'x`Y2', 'Q/q9'],
    fail: [
      'passw0rd!', // no uppercase
      'PASSW0RD!', // no lowercase
      'Password!', // no digit
      'Passw0rd', // no symbol
      'Pass w0rd!', // space
      'Pässw0rd!', // non-ASCII letter (and not a symbol)
      'Passw0rd😀', // emoji is not an ASCII symbol
    ],
  },
}

describe('pattern kinds', () => {
  it('cover exactly the kinds of spec §5 and have an acceptedPattern each', () => {
    expect(Object.keys(CASES).sort()).toEqual([...ALL_PATTERN_IDS].sort())
    expect(ALL_PATTERN_IDS).toHaveLength(15)
    for (const id of ALL_PATTERN_IDS) {
      expect(PATTERN_IDS[id]).toBe(id)
      expect(isPatternId(id)).toBe(true)
      const source = acceptedPattern(id)
      if (id === 'ANY') {
        expect(source).toBe('*')
        expect(patternRegExp(id)).toBeNull()
      } else {
        expect(source.startsWith('^') && source.endsWith('$'), id).toBe(true)
        // A client compiling the source with the u flag gets the same regex the server uses.
        expect(new RegExp(source, 'u').source).toBe(patternRegExp(id)!.source)
      }
    }
    expect(isPatternId('NOPE')).toBe(false)
    expect(isPatternId('toString')).toBe(false)
    expect(() => acceptedPattern('NOPE' as PatternId)).toThrow()
  })

  for (const id of ALL_PATTERN_IDS) {
    describe(id, () => {
      it.each(CASES[id].pass)('accepts %j', (value) => {
        expect(matches(id, value)).toBe(true)
        if (id !== 'ANY') expect(new RegExp(acceptedPattern(id), 'u').test(value)).toBe(true)
      })
      if (CASES[id].fail.length > 0) {
        it.each(CASES[id].fail)('refuses %j', (value) => {
          const result = checkField(rule(id), value)
          expect(result).toMatchObject({ ok: false, reason: 'pattern' })
          expect(new RegExp(acceptedPattern(id), 'u').test(value)).toBe(false)
        })
      }
    })
  }

  it.each([['DATE_YMD'], ['DATE_MDY']] as const)('%s accepts exactly the real calendar dates (checked day by day against Date)', (id) => {
    const pad = (n: number, w = 2) => String(n).padStart(w, '0')
    for (const year of [1900, 1999, 2000, 2023, 2024, 2100, 2400]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const d = new Date(Date.UTC(year, month - 1, day))
          const real = month >= 1 && month <= 12 && day >= 1 && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
          const text = id === 'DATE_YMD' ? `${year}-${pad(month)}-${pad(day)}` : `${pad(month)}-${pad(day)}-${year}`
          expect(matches(id, text), text).toBe(real)
        }
      }
    }
  })
})

describe('checkField', () => {
  it('counts length in code points: emoji, CJK and astral Han are one each', () => {
    expect(codePointLength('😀😀')).toBe(2)
    expect(codePointLength('张三')).toBe(2)
    expect(codePointLength('𠀋𠀋𠀋')).toBe(3)
    expect('😀😀'.length).toBe(4)
    const two = rule('ANY', 2, 2)
    expect(checkField(two, '😀😀').ok).toBe(true)
    expect(checkField(two, '😀😀😀')).toMatchObject({ ok: false, reason: 'length' })
    const han = rule('CHINESE', 2, 3)
    expect(checkField(han, '张三').ok).toBe(true)
    expect(checkField(han, '𠀋𠀋𠀋').ok).toBe(true)
    expect(checkField(han, '𠀋𠀋𠀋𠀋')).toMatchObject({ ok: false, reason: 'length' })
    expect(checkField(han, '张')).toMatchObject({ ok: false, reason: 'length' })
    // A Thai tone mark is its own code point.
    expect(checkField(rule('THAI', 3, 3), 'น้ำ').ok).toBe(true)
  })

  it('enforces both length bounds inclusively', () => {
    const r = rule('LETTER_FIRST_ALNUM', 6, 16)
    expect(checkField(r, 'abcde')).toEqual({ ok: false, reason: 'length', messageKey: 'validation.pattern.LETTER_FIRST_ALNUM', params: { min: 6, max: 16 } })
    expect(checkField(r, 'abcdef').ok).toBe(true)
    expect(checkField(r, 'a'.repeat(16)).ok).toBe(true)
    expect(checkField(r, 'a'.repeat(17))).toMatchObject({ ok: false, reason: 'length' })
  })

  it('checks length before the pattern', () => {
    expect(checkField(rule('DIGITS', 6, 6), '12a')).toMatchObject({ reason: 'length' })
    expect(checkField(rule('DIGITS', 3, 3), '12a')).toMatchObject({ reason: 'pattern' })
  })

  it('required and empty fails as required; optional and empty passes', () => {
    const required = rule('EMAIL', 5, 100)
    const optional = rule('EMAIL', 5, 100, { required: false })
    for (const empty of [undefined, null, '', '   ']) {
      expect(checkField(required, empty)).toEqual({
        ok: false,
        reason: 'required',
        messageKey: 'validation.pattern.EMAIL',
        params: { min: 5, max: 100 },
      })
      expect(checkField(optional, empty)).toEqual({ ok: true })
    }
    // An optional field that is filled in is still checked.
    expect(checkField(optional, 'not-an-email')).toMatchObject({ ok: false, reason: 'pattern' })
  })

  it('ignores disabled fields, whatever the value', () => {
    const disabled = rule('DIGITS', 5, 12, { enabled: false })
    for (const value of [undefined, null, '', 'abc', '1'.repeat(50)]) expect(checkField(disabled, value)).toEqual({ ok: true })
  })

  it("fails closed on an unknown pattern id (message falls back to ANY's text)", () => {
    // Stored rules carry plain strings: checkField takes them as they are.
    const broken = { ...rule('ANY', 1, 10), patternId: 'MADE_UP' as string }
    expect(checkField(broken, 'abc')).toMatchObject({ ok: false, reason: 'pattern' })
    expect(checkField(broken, 'abc')).toMatchObject({ messageKey: 'validation.pattern.ANY' })
    expect(checkField({ ...broken, required: false }, '')).toEqual({ ok: true })
    expect(fieldSchema(broken).safeParse('abc').success).toBe(false)
  })

  it('uses one message per rule (required, length and pattern alike), "exact" when min equals max', () => {
    const code = rule('DIGITS', 6, 6)
    const keys = [checkField(code, ''), checkField(code, '123'), checkField(code, 'abcdef')].map((r) => (r.ok ? null : r.messageKey))
    expect(keys).toEqual(['validation.exact.DIGITS', 'validation.exact.DIGITS', 'validation.exact.DIGITS'])
    expect(ruleMessageKey(rule('DATE_YMD', 10, 10))).toBe('validation.pattern.DATE_YMD')
    expect(ruleMessageKey(rule('EMAIL', 5, 5))).toBe('validation.pattern.EMAIL')
  })

  it('every message key exists in the texts, in English and Filipino, with min/max substituted', () => {
    const t = { en: tFor('en'), ty: tFor('ty') }
    for (const id of ALL_PATTERN_IDS) {
      for (const [min, max] of [
        [4, 20],
        [6, 6],
      ]) {
        const key = ruleMessageKey(rule(id, min, max))
        const [, group, name] = key.split('.')
        expect((en.validation as unknown as Record<string, Record<string, string>>)[group][name], key).toBeTypeOf('string')
        for (const lang of ['en', 'ty'] as const) {
          const text = t[lang](key, { min, max })
          expect(text, `${lang} ${key}`).not.toBe(key)
          expect(text).not.toMatch(/{{/)
          if (!id.startsWith('DATE_')) expect(text).toContain(String(max))
        }
      }
    }
    expect(tFor('en')('validation.pattern.LETTER_FIRST_ALNUM', { min: 6, max: 16 })).toBe('6–16 letters or digits, starting with a letter')
    expect(tFor('en')('validation.exact.DIGITS', { min: 6, max: 6 })).toBe('Exactly 6 digits')
  })
})

describe('fieldSchema', () => {
  it('applies checkField with the message key as the issue message', () => {
    const schema = fieldSchema(rule('LETTER_FIRST_ALNUM', 6, 16))
    expect(schema.safeParse('juan2024').success).toBe(true)
    const bad = schema.safeParse('1juan2024')
    expect(bad.success).toBe(false)
    expect(bad.error!.issues).toHaveLength(1)
    expect(bad.error!.issues[0]).toMatchObject({ code: 'custom', message: 'validation.pattern.LETTER_FIRST_ALNUM', params: { reason: 'pattern', min: 6, max: 16 } })
    const notString = schema.safeParse(42)
    expect(notString.success).toBe(false)
    expect(notString.error!.issues).toHaveLength(1)
  })

  it('composes into object schemas: a missing required key fails, a missing optional or disabled key passes', () => {
    const schema = z.object({
      username: fieldSchema(rule('LETTER_FIRST_ALNUM', 6, 16)),
      email: fieldSchema(rule('EMAIL', 5, 100, { required: false })),
      qqNum: fieldSchema(rule('DIGITS', 5, 12, { enabled: false, required: true })),
    })
    const missing = schema.safeParse({})
    expect(missing.success).toBe(false)
    expect(missing.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['username', 'validation.pattern.LETTER_FIRST_ALNUM']])
    expect(missing.error!.issues[0]).toMatchObject({ params: { reason: 'required' } })
    expect(schema.safeParse({ username: 'juan2024' }).success).toBe(true)
    expect(schema.safeParse({ username: 'juan2024', email: 'juan+vip@example.com', qqNum: 'ignored' }).success).toBe(true)
    expect(schema.safeParse({ username: 'juan2024', email: 'juan' }).error!.issues[0].path).toEqual(['email'])
  })
})

describe('FieldRuleSchema', () => {
  it('accepts a stored rule and refuses unknown kinds or inverted ranges', () => {
    expect(FieldRuleSchema.safeParse(rule('DIGITS', 5, 12)).success).toBe(true)
    expect(FieldRuleSchema.safeParse({ ...rule('DIGITS', 5, 12), patternId: 'NOPE' }).success).toBe(false)
    expect(FieldRuleSchema.safeParse(rule('DIGITS', 12, 5)).success).toBe(false)
    expect(FieldRuleSchema.safeParse({ ...rule('DIGITS'), minLength: -1 }).success).toBe(false)
  })
})
