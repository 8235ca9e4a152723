import { describe, expect, it } from 'vitest'
import { DEFAULT_REGISTER_FIELDS, REGISTER_FIELDS, registerSettingsView, resolveRegisterFields, validateRegistration, type RegisterFieldRules } from './register-settings'
import { acceptedPattern } from '../../../shared/validation/patterns'
import { tFor } from '../../../shared/i18n'

const defaults = (): RegisterFieldRules => resolveRegisterFields(null)

/** A username-tab form that passes the defaults. */
const good = {
  username: 'juan2024',
  password: 'Passw0rd!',
  confirmPassword: 'Passw0rd!',
  captcha: 'ab12',
}

const fieldsOf = (r: ReturnType<typeof validateRegistration>) => (r.ok ? [] : r.errors.map((e) => e.field))

describe('DEFAULT_REGISTER_FIELDS', () => {
  it('has a rule for every registration field of spec §3 except domain', () => {
    expect(Object.keys(DEFAULT_REGISTER_FIELDS).sort()).toEqual([...REGISTER_FIELDS].sort())
    expect(REGISTER_FIELDS).toHaveLength(18)
    expect(REGISTER_FIELDS).not.toContain('domain')
  })

  it('carries the agreed defaults', () => {
    expect(DEFAULT_REGISTER_FIELDS.username).toEqual({ enabled: true, required: true, patternId: 'LETTER_FIRST_ALNUM', minLength: 6, maxLength: 16 })
    expect(DEFAULT_REGISTER_FIELDS.password).toEqual({ enabled: true, required: true, patternId: 'STRONG_PASSWORD', minLength: 8, maxLength: 20 })
    expect(DEFAULT_REGISTER_FIELDS.confirmPassword).toEqual(DEFAULT_REGISTER_FIELDS.password)
    expect(DEFAULT_REGISTER_FIELDS.payeeName).toMatchObject({ enabled: true, required: false, patternId: 'EN_LETTERS_SPACES', minLength: 2, maxLength: 50 })
    expect(DEFAULT_REGISTER_FIELDS.email).toMatchObject({ enabled: true, required: false, patternId: 'EMAIL', minLength: 5, maxLength: 100 })
    expect(DEFAULT_REGISTER_FIELDS.mobileNum).toMatchObject({ enabled: true, required: false, patternId: 'DIGITS', minLength: 7, maxLength: 15 })
    expect(DEFAULT_REGISTER_FIELDS.captcha).toMatchObject({ enabled: true, required: true, patternId: 'ALNUM', minLength: 4, maxLength: 6 })
    expect(DEFAULT_REGISTER_FIELDS.verificationCode).toMatchObject({ patternId: 'DIGITS', minLength: 6, maxLength: 6 })
    for (const f of ['qqNum', 'recommenderId', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const) {
      expect(DEFAULT_REGISTER_FIELDS[f].enabled, f).toBe(false)
    }
    for (const f of ['line', 'whatsapp', 'facebook', 'wechat'] as const) {
      expect(DEFAULT_REGISTER_FIELDS[f]).toMatchObject({ patternId: 'NO_SPACES', minLength: 3, maxLength: 50 })
    }
    expect(DEFAULT_REGISTER_FIELDS.affiliateCode).toMatchObject({ enabled: true, required: false, patternId: 'ALNUM', minLength: 4, maxLength: 20 })
    expect(DEFAULT_REGISTER_FIELDS.referralCode).toMatchObject({ enabled: true, required: false, patternId: 'ALNUM', minLength: 4, maxLength: 20 })
    expect(Object.isFrozen(DEFAULT_REGISTER_FIELDS)).toBe(true)
  })
})

describe('resolveRegisterFields', () => {
  it('overlays well-formed stored rules on the defaults and drops the rest', () => {
    const rules = resolveRegisterFields({
      qqNum: { enabled: true, required: true, patternId: 'DIGITS', minLength: 5, maxLength: 11 },
      email: { enabled: true, required: true, patternId: 'NOT_A_PATTERN', minLength: 5, maxLength: 100 },
      payeeName: { enabled: true, required: true, patternId: 'CHINESE', minLength: 9, maxLength: 2 },
      idNumber: 'garbage',
      favouriteColour: { enabled: true, required: true, patternId: 'ANY', minLength: 1, maxLength: 5 },
    })
    expect(rules.qqNum).toEqual({ enabled: true, required: true, patternId: 'DIGITS', minLength: 5, maxLength: 11 })
    expect(rules.email).toEqual(DEFAULT_REGISTER_FIELDS.email)
    expect(rules.payeeName).toEqual(DEFAULT_REGISTER_FIELDS.payeeName)
    expect(rules.idNumber).toEqual(DEFAULT_REGISTER_FIELDS.idNumber)
    expect(Object.keys(rules).sort()).toEqual([...REGISTER_FIELDS].sort())
    expect(resolveRegisterFields(undefined)).toEqual({ ...DEFAULT_REGISTER_FIELDS })
  })
})

describe('registerSettingsView', () => {
  it('gives every field { enabled, required, acceptedPattern, patternId, minLength, maxLength }', () => {
    const view = registerSettingsView(defaults())
    expect(Object.keys(view).sort()).toEqual([...REGISTER_FIELDS].sort())
    for (const field of REGISTER_FIELDS) {
      expect(Object.keys(view[field]).sort(), field).toEqual(['acceptedPattern', 'enabled', 'maxLength', 'minLength', 'patternId', 'required'])
      expect(view[field].acceptedPattern).toBe(acceptedPattern(view[field].patternId))
    }
    expect(view.username).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 'LETTER_FIRST_ALNUM',
      minLength: 6,
      maxLength: 16,
    })
    expect(view.qqNum.enabled).toBe(false)
    expect(JSON.parse(JSON.stringify(view))).toEqual(view)
  })

  it('shows an enabled payment password as required and an ANY pattern as *', () => {
    const rules = defaults()
    rules.paymentPassword = { ...rules.paymentPassword, enabled: true, required: false }
    rules.wechat = { ...rules.wechat, enabled: true, patternId: 'ANY' }
    const view = registerSettingsView(rules)
    expect(view.paymentPassword).toMatchObject({ enabled: true, required: true })
    expect(view.wechat.acceptedPattern).toBe('*')
  })

  it('the client can rebuild every accepted pattern as a u-flag RegExp', () => {
    const view = registerSettingsView(defaults())
    for (const field of REGISTER_FIELDS) {
      const source = view[field].acceptedPattern
      if (source !== '*') expect(() => new RegExp(source, 'u'), field).not.toThrow()
    }
    const username = new RegExp(view.username.acceptedPattern, 'u')
    expect(username.test('juan2024')).toBe(true)
    expect(username.test('2024juan')).toBe(false)
  })
})

describe('validateRegistration', () => {
  it('accepts a complete username-tab form', () => {
    expect(validateRegistration(defaults(), good, 'username')).toEqual({ ok: true })
    expect(validateRegistration(defaults(), { ...good, email: 'juan+vip@example.com', payeeName: 'Juan Dela Cruz', mobileNum: '09171234567', referralCode: 'FRIEND1' }, 'username')).toEqual({
      ok: true,
    })
  })

  it('reports each failing field once, in form order, with its message key and bounds', () => {
    const result = validateRegistration(
      defaults(),
      {
        username: '1juan',
        password: 'password',
        confirmPassword: 'x',
        captcha: '',
        email: 'juan@',
        payeeName: 'J',
      },
      'username',
    )
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'username', messageKey: 'validation.pattern.LETTER_FIRST_ALNUM', params: { min: 6, max: 16 } },
        { field: 'password', messageKey: 'validation.pattern.STRONG_PASSWORD', params: { min: 8, max: 20 } },
        { field: 'confirmPassword', messageKey: 'validation.pattern.STRONG_PASSWORD', params: { min: 8, max: 20 } },
        { field: 'payeeName', messageKey: 'validation.pattern.EN_LETTERS_SPACES', params: { min: 2, max: 50 } },
        { field: 'email', messageKey: 'validation.pattern.EMAIL', params: { min: 5, max: 100 } },
        { field: 'captcha', messageKey: 'validation.pattern.ALNUM', params: { min: 4, max: 6 } },
      ],
    })
  })

  it('refuses a confirmation that differs from the password ("Incorrect confirmation input")', () => {
    const result = validateRegistration(defaults(), { ...good, confirmPassword: 'Passw0rd?' }, 'username')
    expect(result).toEqual({ ok: false, errors: [{ field: 'confirmPassword', messageKey: 'validation.confirmMismatch', params: { min: 8, max: 20 } }] })
    expect(tFor('en')('validation.confirmMismatch')).toBe('Incorrect confirmation input')
    expect(tFor('ty')('validation.confirmMismatch')).not.toBe('Incorrect confirmation input')
  })

  it('a missing confirmation fails as required, not as a mismatch', () => {
    const { confirmPassword: _, ...rest } = good
    const result = validateRegistration(defaults(), rest, 'username')
    expect(result).toEqual({ ok: false, errors: [{ field: 'confirmPassword', messageKey: 'validation.pattern.STRONG_PASSWORD', params: { min: 8, max: 20 } }] })
  })

  it('an optional confirmation must still match a given password; a disabled one is not compared', () => {
    const rules = defaults()
    rules.confirmPassword = { ...rules.confirmPassword, required: false }
    const { confirmPassword: _, ...rest } = good
    expect(fieldsOf(validateRegistration(rules, rest, 'username'))).toEqual(['confirmPassword'])
    rules.confirmPassword = { ...rules.confirmPassword, enabled: false }
    expect(validateRegistration(rules, rest, 'username')).toEqual({ ok: true })
    expect(validateRegistration(rules, { ...good, confirmPassword: 'whatever' }, 'username')).toEqual({ ok: true })
  })

  it('username tab: username required even if configured optional or disabled; mobile optional', () => {
    const rules = defaults()
    rules.username = { ...rules.username, enabled: false, required: false }
    const { username: _, ...rest } = good
    expect(validateRegistration(rules, rest, 'username')).toEqual({
      ok: false,
      errors: [{ field: 'username', messageKey: 'validation.pattern.LETTER_FIRST_ALNUM', params: { min: 6, max: 16 } }],
    })
    expect(validateRegistration(defaults(), good, 'username').ok).toBe(true)
  })

  it('mobile tab: mobileNum required (even if configured disabled), username optional but checked when given', () => {
    const { username: _, ...noUser } = good
    expect(fieldsOf(validateRegistration(defaults(), noUser, 'mobile'))).toEqual(['mobileNum'])
    expect(validateRegistration(defaults(), { ...noUser, mobileNum: '9171234567' }, 'mobile')).toEqual({ ok: true })
    expect(fieldsOf(validateRegistration(defaults(), { ...noUser, mobileNum: '917-123' }, 'mobile'))).toEqual(['mobileNum'])
    expect(fieldsOf(validateRegistration(defaults(), { ...noUser, mobileNum: '9171234567', username: 'x' }, 'mobile'))).toEqual(['username'])
    const rules = defaults()
    rules.mobileNum = { ...rules.mobileNum, enabled: false }
    expect(fieldsOf(validateRegistration(rules, noUser, 'mobile'))).toEqual(['mobileNum'])
  })

  it('mobileNum configured required applies on the username tab too', () => {
    const rules = defaults()
    rules.mobileNum = { ...rules.mobileNum, required: true }
    expect(fieldsOf(validateRegistration(rules, good, 'username'))).toEqual(['mobileNum'])
  })

  it('ignores disabled fields and unknown names, whatever their values', () => {
    const result = validateRegistration(
      defaults(),
      {
        ...good,
        qqNum: 'not digits',
        line: 'has spaces here',
        paymentPassword: 'x',
        domain: 'anything at all',
        hacker: '<script>',
      },
      'username',
    )
    expect(result).toEqual({ ok: true })
  })

  it('checks enabled optional fields only when filled in; configured-required ones always', () => {
    const rules = defaults()
    rules.qqNum = { ...rules.qqNum, enabled: true, required: false }
    rules.idNumber = { ...rules.idNumber, enabled: true, required: true }
    expect(fieldsOf(validateRegistration(rules, good, 'username'))).toEqual(['idNumber'])
    expect(fieldsOf(validateRegistration(rules, { ...good, qqNum: '12ab', idNumber: 'AB12345' }, 'username'))).toEqual(['qqNum'])
    expect(validateRegistration(rules, { ...good, qqNum: '12345', idNumber: 'AB12345' }, 'username')).toEqual({ ok: true })
  })

  it('requires an enabled payment password even when configured optional', () => {
    const rules = defaults()
    rules.paymentPassword = { ...rules.paymentPassword, enabled: true, required: false }
    expect(validateRegistration(rules, good, 'username')).toEqual({
      ok: false,
      errors: [{ field: 'paymentPassword', messageKey: 'validation.exact.DIGITS', params: { min: 6, max: 6 } }],
    })
    expect(validateRegistration(rules, { ...good, paymentPassword: '123456' }, 'username')).toEqual({ ok: true })
  })

  it('checks a verification code only where the gateway turns it on', () => {
    expect(validateRegistration(defaults(), { ...good, verificationCode: 'abc' }, 'username').ok).toBe(true)
    const rules = defaults()
    rules.verificationCode = { ...rules.verificationCode, enabled: true, required: true }
    expect(validateRegistration(rules, good, 'username')).toEqual({
      ok: false,
      errors: [{ field: 'verificationCode', messageKey: 'validation.exact.DIGITS', params: { min: 6, max: 6 } }],
    })
    expect(validateRegistration(rules, { ...good, verificationCode: '123456' }, 'username').ok).toBe(true)
  })

  it('counts lengths in code points and does not read inherited keys of the input', () => {
    const rules = defaults()
    rules.wechat = { enabled: true, required: true, patternId: 'NO_SPACES', minLength: 3, maxLength: 3 }
    expect(validateRegistration(rules, { ...good, wechat: '😀😀😀' }, 'username').ok).toBe(true)
    expect(fieldsOf(validateRegistration(rules, { ...good, wechat: '😀😀😀😀' }, 'username'))).toEqual(['wechat'])
    const input = Object.assign(Object.create({ wechat: 'abc' }), good) as Record<string, string>
    expect(fieldsOf(validateRegistration(rules, input, 'username'))).toEqual(['wechat'])
  })
})
