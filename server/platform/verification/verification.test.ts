import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrateDatabases, openCacheDb, openPlatformDb } from '../../../db/client'
import { accountSettings, brands, smsOutbox, verificationCodes } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'
import { outboxProvider, type SmsProvider } from './sms-provider'
import { emailOutboxOf, outboxEmailProvider, type EmailProvider } from './email-provider'
import { COMPLETE_LANGUAGES } from '../../../shared/i18n/languages'
import { VERIFICATION_LIMITS, VerificationError, randomDigits, smsText, verificationModule, type VerificationPurpose } from './verification'
import { en } from '../../../shared/i18n/en'
import { ty } from '../../../shared/i18n/ty'

const BRAND = 'TEST'
const PHONE = '+639171234567'
const IP = '203.0.113.7'

/** A real, migrated SQLite file per test (no mocks), one brand row, and a clock the test moves. */
function setup(opts: { settingsMinutes?: number } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'verification-test-'))
  const db = openPlatformDb(join(dir, 'platform.db'))
  const cacheDb = openCacheDb(join(dir, 'cache.db'))
  migrateDatabases(db, cacheDb)
  db.insert(brands).values({ code: BRAND, name: 'Royal Lucky', currency: 'PHP', currencySymbol: '₱', mainDomain: 'example.test', imageCdns: [], launchGameCdns: [] }).run()
  if (opts.settingsMinutes !== undefined) {
    db.insert(accountSettings).values({ brandCode: BRAND, smsCodeMinutes: opts.settingsMinutes, registerFields: {} }).run()
  }
  const clock = { t: Date.UTC(2026, 0, 1) }
  const ctx: PlatformContext = { db, brandCode: BRAND, now: () => clock.t, overrides: {} }
  /** A provider that records what it was given, so tests can read the code. */
  const sent: { to: string; text: string }[] = []
  const outbox = outboxProvider(ctx)
  const provider: SmsProvider = {
    name: 'recording',
    send(to, text) {
      sent.push({ to, text })
      return outbox.send(to, text)
    },
  }
  const email: EmailProvider = outboxEmailProvider(ctx)
  return {
    db,
    clock,
    ctx,
    sent,
    provider,
    module: (o?: { codeMinutes?: number }) => verificationModule(ctx, provider, { email, ...o }),
    lastCode: () => /(\d{6})/.exec(sent.at(-1)!.text)![1],
    cleanup() {
      db.$client.close()
      cacheDb.$client.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function caught(fn: () => unknown): Promise<VerificationError> {
  try {
    await fn()
  } catch (e) {
    if (e instanceof VerificationError) return e
    throw e
  }
  throw new Error('expected a VerificationError')
}

const MIN = 60_000

describe('randomDigits', () => {
  it('gives 6 digits, zero-padded, roughly uniform per position', () => {
    const counts = Array.from({ length: 6 }, () => new Array(10).fill(0))
    const N = 20_000
    for (let i = 0; i < N; i++) {
      const c = randomDigits()
      expect(c).toMatch(/^\d{6}$/)
      for (let p = 0; p < 6; p++) counts[p][Number(c[p])]++
    }
    // Each digit should appear ~2000 times per position; 5 sigma is about ±212.
    for (const pos of counts) for (const n of pos) expect(Math.abs(n - N / 10)).toBeLessThan(300)
  })

  it('refuses a length outside 1..9', () => {
    expect(() => randomDigits(0)).toThrow(RangeError)
    expect(() => randomDigits(10)).toThrow(RangeError)
    expect(randomDigits(1)).toMatch(/^\d$/)
  })
})

describe('smsText', () => {
  it('is short and translated (every complete language, English fallback)', () => {
    expect(smsText('en', 'Royal Lucky', '123456', 5)).toBe('Royal Lucky code: 123456. Valid 5 minutes. Do not share it.')
    expect(smsText('en', 'Royal Lucky', '123456', 1)).toContain('Valid 1 minute.')
    expect(smsText('ty', 'Royal Lucky', '123456', 5)).toBe('Royal Lucky code: 123456. May bisa sa loob ng 5 minuto. Huwag itong ibahagi.')
    expect(smsText('vi', 'Royal Lucky', '123456', 5)).toBe('Mã Royal Lucky: 123456. Hiệu lực 5 phút. Không chia sẻ mã này.')
    expect(smsText('kk', 'Royal Lucky', '123456', 5)).toBe(smsText('en', 'Royal Lucky', '123456', 5))
    // One SMS segment in every complete language: 160 characters in the GSM 7-bit alphabet (ASCII here), 70 in UCS-2.
    for (const lang of COMPLETE_LANGUAGES) {
      const text = smsText(lang, 'Royal Lucky', '123456', 10)
      expect(text.length, `${lang}: ${text}`).toBeLessThanOrEqual(/^[\x20-\x7e]*$/.test(text) ? 160 : 70)
    }
  })
})

describe('verificationModule (DESIGN §3; spec §4 SMS countdown, §8)', () => {
  let env: ReturnType<typeof setup>
  beforeEach(() => {
    env = setup()
    vi.spyOn(console, 'log').mockImplementation(() => {})
  })
  afterEach(() => {
    env.cleanup()
    vi.restoreAllMocks()
  })

  it('sends a 6-digit code through the provider with the brand name, and stores only a salted hash', async () => {
    const v = env.module()
    expect(await v.send('REGISTER', PHONE, IP, 'en')).toEqual({ expiredMinutes: 5 })
    expect(env.sent).toHaveLength(1)
    expect(env.sent[0].to).toBe(PHONE)
    const code = env.lastCode()
    expect(env.sent[0].text).toBe(`Royal Lucky code: ${code}. Valid 5 minutes. Do not share it.`)
    const row = env.db.select().from(verificationCodes).get()!
    expect(row).toMatchObject({ brandCode: BRAND, purpose: 'REGISTER', target: PHONE, ip: IP, attempts: 0, usedAt: null, expiresAt: env.clock.t + 5 * MIN })
    expect(row.codeHash).not.toContain(code)
    expect(row.codeHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/)
  })

  it('writes the Filipino text when the language is ty', async () => {
    await env.module().send('LOGIN', PHONE, IP, 'ty')
    expect(env.sent[0].text).toMatch(/^Royal Lucky code: \d{6}\. May bisa sa loob ng 5 minuto\./)
  })

  it('the embedded provider keeps messages in sms_outbox (newest first) and logs them outside production', async () => {
    const v = env.module()
    await v.send('REGISTER', PHONE, IP, 'en')
    env.clock.t += 2 * MIN
    await v.send('REGISTER', '+639170000001', IP, 'en')
    const out = v.outbox()
    expect(out.map((m) => m.to)).toEqual(['+639170000001', PHONE])
    expect(out[0]).toEqual({ to: '+639170000001', text: env.sent[1].text, createdAt: env.clock.t })
    expect(v.outbox(1)).toHaveLength(1)
    expect(console.log).toHaveBeenCalledWith(`[sms] ${PHONE}: ${env.sent[0].text}`)
  })

  it('the embedded provider is silent in production', () => {
    const prev = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      outboxProvider(env.ctx).send(PHONE, 'hello')
    } finally {
      process.env.NODE_ENV = prev
    }
    expect(console.log).not.toHaveBeenCalled()
    expect(env.db.select().from(smsOutbox).all()).toMatchObject([{ brandCode: BRAND, to: PHONE, text: 'hello' }])
  })

  it('accepts the right code once (single use)', async () => {
    const v = env.module()
    await v.send('REGISTER', PHONE, IP, 'en')
    const code = env.lastCode()
    expect(() => v.check('REGISTER', PHONE, code)).not.toThrow()
    expect(await caught(() => v.check('REGISTER', PHONE, code))).toMatchObject({ code: 'CODE_INVALID', status: 400, messageKey: 'errors.codeInvalid' })
  })

  it('keeps purposes and numbers apart', async () => {
    const v = env.module()
    await v.send('REGISTER', PHONE, IP, 'en')
    const code = env.lastCode()
    expect((await caught(() => v.check('LOGIN', PHONE, code))).code).toBe('CODE_INVALID')
    expect((await caught(() => v.check('REGISTER', '+639170000001', code))).code).toBe('CODE_INVALID')
    v.check('REGISTER', PHONE, code)
  })

  it('CODE_MISSING for an empty code, without spending a try', async () => {
    const v = env.module()
    await v.send('RESET', PHONE, IP, 'en')
    for (const empty of ['', '   ']) {
      expect(await caught(() => v.check('RESET', PHONE, empty))).toMatchObject({ code: 'CODE_MISSING', status: 400, messageKey: 'errors.codeMissing' })
    }
    expect(env.db.select().from(verificationCodes).get()!.attempts).toBe(0)
  })

  it('CODE_INVALID when no code was ever sent', async () => {
    expect((await caught(() => env.module().check('BIND', PHONE, '123456'))).code).toBe('CODE_INVALID')
  })

  it('counts wrong tries and voids the code on the 5th; then asks to send again', async () => {
    const v = env.module()
    await v.send('LOGIN', PHONE, IP, 'en')
    const code = env.lastCode()
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i <= VERIFICATION_LIMITS.maxAttempts; i++) {
      const e = await caught(() => v.check('LOGIN', PHONE, wrong))
      expect(e).toMatchObject({ code: 'CODE_INVALID', details: { attemptsLeft: 5 - i } })
    }
    // Void now: even the right code is refused, as expired (send again).
    expect(await caught(() => v.check('LOGIN', PHONE, code))).toMatchObject({ code: 'CODE_EXPIRED', messageKey: 'errors.codeExpired' })
  })

  it('a right code after a few wrong tries still works', async () => {
    const v = env.module()
    await v.send('LOGIN', PHONE, IP, 'en')
    const code = env.lastCode()
    for (let i = 0; i < 4; i++) await caught(() => v.check('LOGIN', PHONE, 'abcdef'))
    v.check('LOGIN', PHONE, ` ${code} `)
  })

  it('expires after codeMinutes (default 5)', async () => {
    const v = env.module()
    await v.send('REGISTER', PHONE, IP, 'en')
    const code = env.lastCode()
    env.clock.t += 5 * MIN
    expect(await caught(() => v.check('REGISTER', PHONE, code))).toMatchObject({ code: 'CODE_EXPIRED', status: 400 })
  })

  it('is still valid just before it expires', async () => {
    const v = env.module()
    await v.send('REGISTER', PHONE, IP, 'en')
    env.clock.t += 5 * MIN - 1
    v.check('REGISTER', PHONE, env.lastCode())
  })

  it('takes codeMinutes from opts, else from account_settings', async () => {
    expect(await env.module({ codeMinutes: 2 }).send('REGISTER', PHONE, IP, 'en')).toEqual({ expiredMinutes: 2 })
    expect(env.sent[0].text).toContain('Valid 2 minutes.')
    env.cleanup()
    env = setup({ settingsMinutes: 10 })
    const v = env.module()
    expect(await v.send('REGISTER', PHONE, IP, 'en')).toEqual({ expiredMinutes: 10 })
    const code = env.lastCode()
    env.clock.t += 9 * MIN
    v.check('REGISTER', PHONE, code)
    expect(() => env.module({ codeMinutes: 0 })).toThrow(RangeError)
  })

  it('a new code replaces the previous one of the same purpose and number', async () => {
    const v = env.module()
    await v.send('RESET', PHONE, IP, 'en')
    const first = env.lastCode()
    env.clock.t += MIN
    await v.send('RESET', PHONE, IP, 'en')
    const second = env.lastCode()
    if (first !== second) expect((await caught(() => v.check('RESET', PHONE, first))).code).toBe('CODE_INVALID')
    v.check('RESET', PHONE, second)
  })

  it('SMS_TOO_SOON within 60 s of the previous send to the number (any purpose), with retryAfterSeconds', async () => {
    const v = env.module()
    await v.send('REGISTER', PHONE, IP, 'en')
    env.clock.t += 20_000
    expect(await caught(() => v.send('LOGIN', PHONE, '198.51.100.1', 'en'))).toMatchObject({
      code: 'SMS_TOO_SOON',
      status: 429,
      messageKey: 'errors.smsTooSoon',
      details: { retryAfterSeconds: 40 },
    })
    env.clock.t += 39_999
    expect((await caught(() => v.send('REGISTER', PHONE, IP, 'en'))).details).toEqual({ retryAfterSeconds: 1 })
    env.clock.t += 1
    await v.send('REGISTER', PHONE, IP, 'en')
    expect(env.sent).toHaveLength(2)
  })

  it('at most 5 sends per number per hour, then TOO_MANY_REQUESTS (retry after 5 minutes)', async () => {
    const v = env.module()
    const start = env.clock.t
    for (let i = 0; i < 5; i++) {
      await v.send('REGISTER', PHONE, `10.0.0.${i}`, 'en')
      env.clock.t += MIN
    }
    expect(await caught(() => v.send('REGISTER', PHONE, '10.0.0.9', 'en'))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      status: 429,
      messageKey: 'errors.tooManyRequests',
      details: { retryAfterSeconds: 300 },
    })
    expect(env.sent).toHaveLength(5)
    expect(env.db.select().from(verificationCodes).all()).toHaveLength(5) // a refused send writes nothing
    env.clock.t = start + 60 * MIN + 1 // the first send has left the hour
    await v.send('REGISTER', PHONE, '10.0.0.9', 'en')
  })

  it('at most 10 sends per IP per hour', async () => {
    const v = env.module()
    for (let i = 0; i < 10; i++) await v.send('REGISTER', `+6391700000${String(i).padStart(2, '0')}`, IP, 'en')
    expect(await caught(() => v.send('REGISTER', '+639170000099', IP, 'en'))).toMatchObject({ code: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: 300 } })
    await v.send('REGISTER', '+639170000099', '198.51.100.2', 'en')
  })

  it('PHONE_INVALID for a target that is not E.164; unknown purposes are a programming error', async () => {
    const v = env.module()
    for (const bad of ['09171234567', '+0123456789', '+63 917 123 4567', '']) {
      expect(await caught(() => v.send('REGISTER', bad, IP, 'en'))).toMatchObject({ code: 'PHONE_INVALID', status: 400, messageKey: 'errors.phoneInvalid' })
    }
    await expect(v.send('NOPE' as VerificationPurpose, PHONE, IP, 'en')).rejects.toThrow(TypeError)
    expect(env.sent).toHaveLength(0)
  })

  it('prunes rows older than a day when sending', async () => {
    const v = env.module()
    await v.send('REGISTER', PHONE, IP, 'en')
    env.clock.t += VERIFICATION_LIMITS.keepRowsMs + 1
    await v.send('REGISTER', '+639170000001', IP, 'en')
    expect(env.db.select({ target: verificationCodes.target }).from(verificationCodes).all()).toEqual([{ target: '+639170000001' }])
  })

  it('e-mails a code (subject and text in the language), checks it case-insensitively on the address, and shares the caps', async () => {
    const v = env.module()
    expect(await v.sendEmail('NEW_IP', ' Rosa@Example.com ', IP, 'ty')).toEqual({ expiredMinutes: 5 })
    const [mail] = emailOutboxOf(env.ctx, 1)
    expect(mail).toMatchObject({ to: 'rosa@example.com', subject: 'Code ng beripikasyon ng Royal Lucky', createdAt: env.clock.t })
    const code = /\b(\d{6})\b/.exec(mail.text)![1]
    expect(env.sent).toHaveLength(0) // no SMS
    expect((await caught(() => v.sendEmail('NEW_IP', 'rosa@example.com', IP, 'en'))).code).toBe('SMS_TOO_SOON')
    v.check('NEW_IP', 'ROSA@example.com', code)
    expect((await caught(() => v.check('NEW_IP', 'rosa@example.com', code))).code).toBe('CODE_INVALID') // single use
    for (const bad of ['rosa', 'rosa@', 'ro sa@example.com', '']) expect((await caught(() => v.sendEmail('NEW_IP', bad, IP, 'en'))).code).toBe('EMAIL_INVALID')
    expect((await caught(() => verificationModule(env.ctx, env.provider).sendEmail('NEW_IP', 'a@example.com', IP, 'en'))).code).toBe('EMAIL_INVALID')
  })

  it('the embedded e-mail provider keeps messages in email_outbox for its brand, newest first, and logs them outside production', async () => {
    const mailer = outboxEmailProvider(env.ctx)
    mailer.send('a@example.com', 'First', 'one')
    env.clock.t += MIN
    mailer.send('b@example.com', 'Second', 'two')
    outboxEmailProvider({ ...env.ctx, brandCode: 'OTHER' }).send('c@example.com', 'Elsewhere', 'three')
    expect(emailOutboxOf(env.ctx).map((m) => m.subject)).toEqual(['Second', 'First'])
    expect(emailOutboxOf(env.ctx, 1)).toEqual([{ to: 'b@example.com', subject: 'Second', text: 'two', createdAt: env.clock.t }])
    expect(console.log).toHaveBeenCalledWith('[email] a@example.com: First\none')
  })

  it('VerificationError is a DomainError the gateway envelope understands', async () => {
    const { DomainError } = await import('../errors')
    const e = await caught(() => env.module().check('REGISTER', PHONE, ''))
    expect(e).toBeInstanceOf(DomainError)
    expect(e.name).toBe('VerificationError')
  })
})

describe('verification messages', () => {
  it('every message key the module throws has English and Filipino text', () => {
    const english = en.errors as Record<string, string>
    const filipino = ty.errors as Record<string, string>
    for (const k of ['codeInvalid', 'codeExpired', 'codeMissing', 'smsTooSoon', 'phoneInvalid', 'emailInvalid', 'tooManyRequests', 'smsSendFailed', 'emailSendFailed']) {
      expect(english[k], k).toBeTruthy()
      expect(filipino[k], k).toBeTruthy()
      expect(filipino[k]).not.toBe(english[k])
    }
  })
})
