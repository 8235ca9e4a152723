/**
 * Attempt limits under concurrency (issue 14 §2, §5 first bullet), over the real HTTP server
 * (tests/fixtures/served-app.ts): for every guessable secret, 40 attempts sent at once with the
 * right secret 16th. Each check reserves its attempt before the expensive hash, so the lock engages
 * at the configured count, the attempts past it are refused without being checked (the right
 * secret among them), and a success never resets the count of the others.
 * @see docs/decisions/0029-attempt-limits-under-concurrency.md; product-spec §4 Login, §8, §9
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { encryptorFor } from '../fixtures/money-client'
import { MEMBER_PASSWORD, servedTestApp } from '../fixtures/served-app'
import { Hono } from 'hono'
import type { AppEnv } from '../../server/gateway/env'
import { CAPTCHA_AFTER, loginAccountKey, loginRoutes } from '../../server/gateway/login'
import { THROTTLE_RULES, createThrottles, gatewayThrottles, memberAttemptKey } from '../../server/gateway/throttle'
import { MAX_WRONG_PINS } from '../../server/platform/wallet/payment-password'
import { VERIFICATION_LIMITS } from '../../server/platform/verification/verification'
import { tFor } from '../../shared/i18n'
import { GATEWAY_VERSION } from '../../shared/gateway-version'

const served = servedTestApp()
const { t } = served
const BURST = 40
const RIGHT_AT = 15 // the 16th attempt carries the right secret
const ACCOUNT_LIMIT = THROTTLE_RULES.loginFailuresPerAccount.points
const IP_LIMIT = THROTTLE_RULES.loginFailuresPerIp.points

let encrypt: (payload: Record<string, unknown>) => Promise<string>
beforeAll(async () => {
  encrypt = await encryptorFor(served.base)
})

let ipSeq = 0
/** A fresh visitor IP per call (the gateway trusts X-Forwarded-For in tests), so tests do not share IP counters. */
const newIp = () => {
  ipSeq++
  return `198.51.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`
}

interface Answer {
  status: number
  retryAfter: string | null
  body: { success: boolean; code?: string; message?: string; captcha?: boolean; attemptsLeft?: number; value?: any }
}

async function post(path: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${served.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, signal: AbortSignal.timeout(60_000) })
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Answer['body'] }
}

/** A solved captcha, as a person would type it (the answer read from the captcha table: no platform call returns it). */
function solved() {
  const ch = t.platform.captcha.create()
  const answer = t.db.$client.query<{ answer: string }, [string]>('select answer from captchas where id = ?').get(ch.id)!.answer
  return { captchaId: ch.id, captcha: answer }
}

/** `n` distinct 6-digit codes, none equal to `right`. */
function wrongCodes(right: string, n = BURST - 1): string[] {
  const out: string[] = []
  for (let i = 0; out.length < n; i++) {
    const c = String((Number(right) + 1 + i * 7919) % 1_000_000).padStart(6, '0')
    if (c !== right && !out.includes(c)) out.push(c)
  }
  return out
}

/** The 40 secrets of a burst: wrong ones with the right one 16th. */
const burstOf = (right: string, wrong: string[]) => wrong.slice(0, BURST - 1).toSpliced(RIGHT_AT, 0, right)
const wrongPasswords = () => Array.from({ length: BURST - 1 }, (_, i) => `Wrong-pass-${i}`)
const codeIn = (text: string) => /\d{6}/.exec(text)![0]
/**
 * Sends a burst: the attempts before the right secret at once, then, as soon as the server shows the
 * lock engaged (`lockEngaged`, polled every 5 ms, at most 20 s) and while those are still being
 * checked, the right one and the rest at once. (40 sockets at once do not reach the handlers in
 * send order, so "the 16th" is made so by the server's own state rather than by luck.)
 */
async function burst<T>(attempts: (() => Promise<T>)[], lockEngaged: () => boolean): Promise<T[]> {
  const first = attempts.slice(0, RIGHT_AT).map((send) => send())
  await until(lockEngaged)
  return Promise.all([...first, ...attempts.slice(RIGHT_AT).map((send) => send())])
}

/** Resolves once `condition()` holds (polled every 5 ms), or after 20 s. */
async function until(condition: () => boolean): Promise<void> {
  for (const end = Date.now() + 20_000; !condition() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 5))
}

/** Wrong tries counted on the newest code of `purpose` sent to `target` (no platform call reads them). */
const codeAttempts = (target: string, purpose: string) =>
  t.db.$client.query<{ attempts: number }, [string, string]>('select attempts from verification_codes where target = ? and purpose = ? order by id desc limit 1').get(target, purpose)?.attempts ?? 0

/** Wrong PINs counted for a member (no platform call reads the count, only the lock it makes). */
const pinFailures = (memberId: number) => t.db.$client.query<{ n: number }, [number]>('select count(*) as n from payment_password_failures where member_id = ?').get(memberId)!.n

const count = (answers: Answer[], status: number, code?: string) => answers.filter((a) => a.status === status && (code === undefined || a.body.code === code)).length

function expectRefusedWithWait(a: Answer) {
  expect(a.status).toBe(429)
  expect(a.body.code).toBe('TOO_MANY_REQUESTS')
  expect(Number(a.retryAfter)).toBeGreaterThan(0)
}

describe('password login under a burst (spec §4 Login, DESIGN §3)', () => {
  it('per account: 40 attempts from 40 IPs check exactly 10, refuse the rest with 429, and the right password 16th is refused', async () => {
    await t.platform.members.register({ account: 'burstacct1', password: MEMBER_PASSWORD })
    const bodies = await Promise.all(burstOf(MEMBER_PASSWORD, wrongPasswords()).map((password) => encrypt({ username: 'burstacct1', password, ...solved() })))
    const answers = await burst(
      bodies.map((b) => () => post('/wps/session/login', b, { 'x-forwarded-for': newIp() })),
      () => gatewayThrottles.loginFailuresPerAccount.peek(loginAccountKey(t.platform, { type: 'username', username: 'burstacct1' })).used >= ACCOUNT_LIMIT,
    )
    expect(count(answers, 200)).toBe(0)
    expect(count(answers, 401, 'LOGIN_FAILED')).toBe(ACCOUNT_LIMIT)
    expect(count(answers, 429, 'TOO_MANY_REQUESTS')).toBe(BURST - ACCOUNT_LIMIT)
    expectRefusedWithWait(answers[RIGHT_AT]!)
    // Still locked afterwards, for the right password from yet another IP.
    expectRefusedWithWait(await post('/wps/session/login', await encrypt({ username: 'burstacct1', password: MEMBER_PASSWORD, ...solved() }), { 'x-forwarded-for': newIp() }))
  })

  it('per IP: 40 attempts on 40 accounts from one IP check exactly 10, and the right password 16th is refused', async () => {
    await t.platform.members.register({ account: 'burstipvic', password: MEMBER_PASSWORD })
    const ip = newIp()
    const attempts = Array.from({ length: BURST }, (_, i) => (i === RIGHT_AT ? { username: 'burstipvic', password: MEMBER_PASSWORD } : { username: `nobody${i}x`, password: `Wrong-pass-${i}` }))
    const bodies = await Promise.all(attempts.map((a) => encrypt({ ...a, ...solved() })))
    const answers = await burst(
      bodies.map((b) => () => post('/wps/session/login', b, { 'x-forwarded-for': ip })),
      () => gatewayThrottles.loginFailuresPerIp.peek(ip).used >= IP_LIMIT,
    )
    expect(count(answers, 200)).toBe(0)
    expect(count(answers, 401, 'LOGIN_FAILED')).toBe(IP_LIMIT)
    expect(count(answers, 429, 'TOO_MANY_REQUESTS')).toBe(BURST - IP_LIMIT)
    expectRefusedWithWait(answers[RIGHT_AT]!)
  })

  it('captcha: without one, a burst checks only the first 3 and demands a captcha of the rest, the right password 16th included', async () => {
    await t.platform.members.register({ account: 'burstcapt1', password: MEMBER_PASSWORD })
    const ip = newIp()
    const bodies = await Promise.all(burstOf(MEMBER_PASSWORD, wrongPasswords()).map((password) => encrypt({ username: 'burstcapt1', password })))
    const answers = await burst(
      bodies.map((b) => () => post('/wps/session/login', b, { 'x-forwarded-for': ip })),
      () => gatewayThrottles.loginFailuresPerIp.peek(ip).used >= CAPTCHA_AFTER,
    )
    expect(count(answers, 200)).toBe(0)
    expect(count(answers, 401, 'LOGIN_FAILED')).toBe(CAPTCHA_AFTER)
    expect(count(answers, 400, 'CAPTCHA_REQUIRED')).toBe(BURST - CAPTCHA_AFTER)
    expect(answers[RIGHT_AT]!.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', captcha: true })
    // The refused ones were not counted: with a captcha the member gets in.
    const later = await post('/wps/session/login', await encrypt({ username: 'burstcapt1', password: MEMBER_PASSWORD, ...solved() }), { 'x-forwarded-for': ip })
    expect(later.status).toBe(200)
  })

  // Registering and logging in a dozen members hashes ~30 passwords: more than the default 5 s on a loaded 2-core machine.
  it('honest logins sharing one IP (carrier NAT): 16 members at once all get in, none is asked for a captcha', { timeout: 60_000 }, async () => {
    const ip = newIp()
    const accounts = Array.from({ length: 16 }, (_, i) => `natmember${i}`)
    for (const account of accounts) await t.platform.members.register({ account, password: MEMBER_PASSWORD })
    const bodies = await Promise.all(accounts.map((username) => encrypt({ username, password: MEMBER_PASSWORD })))
    const answers = await Promise.all(bodies.map((b) => post('/wps/session/login', b, { 'x-forwarded-for': ip })))
    expect(answers.map((a) => a.body.code ?? a.status)).toEqual(accounts.map(() => 200))
  })

  it('a wrong password among honest logins from one IP brings the captcha only after 3 failures, as in a sequence', { timeout: 60_000 }, async () => {
    const ip = newIp()
    const accounts = Array.from({ length: 8 }, (_, i) => `natmixed${i}`)
    for (const account of accounts) await t.platform.members.register({ account, password: MEMBER_PASSWORD })
    // 2 wrong + 8 right at once: 2 failures never reach CAPTCHA_AFTER, so every right one gets in.
    const bodies = await Promise.all([
      ...accounts.map((username) => encrypt({ username, password: MEMBER_PASSWORD })),
      ...[0, 1].map((i) => encrypt({ username: accounts[i], password: `Wrong-pass-${i}` })),
    ])
    const answers = await Promise.all(bodies.map((b) => post('/wps/session/login', b, { 'x-forwarded-for': ip })))
    expect(count(answers, 200)).toBe(8)
    expect(count(answers, 401, 'LOGIN_FAILED')).toBe(2)
  })

  it('a success in a burst refunds only its own attempt: the failures around it stay counted and lock the account', async () => {
    await t.platform.members.register({ account: 'burstmixed', password: MEMBER_PASSWORD })
    // The right password first, then 12 wrong ones, all at once from distinct IPs.
    const passwords = [MEMBER_PASSWORD, ...wrongPasswords().slice(0, 12)]
    const bodies = await Promise.all(passwords.map((password) => encrypt({ username: 'burstmixed', password, ...solved() })))
    const right = post('/wps/session/login', bodies[0]!, { 'x-forwarded-for': newIp() })
    const key = loginAccountKey(t.platform, { type: 'username', username: 'burstmixed' })
    await until(() => gatewayThrottles.loginFailuresPerAccount.peek(key).used >= 1) // the right one reserved first
    const answers = await Promise.all([right, ...bodies.slice(1).map((b) => post('/wps/session/login', b, { 'x-forwarded-for': newIp() }))])
    expect(answers[0]!.status).toBe(200)
    // As in a sequence: the success gave back its own place (one more wrong one was checked) and reset nothing.
    expect(count(answers, 401, 'LOGIN_FAILED')).toBe(ACCOUNT_LIMIT)
    expect(count(answers, 429, 'TOO_MANY_REQUESTS')).toBe(12 - ACCOUNT_LIMIT)
    expectRefusedWithWait(await post('/wps/session/login', await encrypt({ username: 'burstmixed', password: MEMBER_PASSWORD, ...solved() }), { 'x-forwarded-for': newIp() }))
  })
})

describe('codes of a login under a burst (spec §4 SMS login and new-IP check)', () => {
  it('SMS login code: 40 codes at once, the right one 16th, never logs in and voids the code after 5 wrong', async () => {
    const m = await t.platform.members.register({ account: 'burstsms01', password: MEMBER_PASSWORD, mobile: '+639170004001', countryDialingCode: '+63' })
    await t.platform.verification.send('LOGIN', '+639170004001', newIp(), 'en')
    const right = codeIn(t.platform.verification.outbox(1)[0]!.text)
    const ip = newIp()
    const bodies = await Promise.all(burstOf(right, wrongCodes(right)).map((code) => encrypt({ username: '9170004001', countryDialingCode: '+63', password: code, type: 'sms' })))
    const answers = await burst(
      bodies.map((b) => () => post('/wps/session/login', b, { 'x-forwarded-for': ip })),
      () => gatewayThrottles.loginFailuresPerAccount.peek(loginAccountKey(t.platform, { type: 'sms', username: '9170004001' })).used >= ACCOUNT_LIMIT,
    )
    expect(count(answers, 200)).toBe(0)
    // Checked: 5 wrong (the 5th voids the code), then the void code; the rest refused by the account's limit.
    expect(count(answers, 400, 'CODE_INVALID')).toBe(VERIFICATION_LIMITS.maxAttempts)
    expect(count(answers, 400, 'CODE_EXPIRED')).toBe(ACCOUNT_LIMIT - VERIFICATION_LIMITS.maxAttempts)
    expect(count(answers, 429, 'TOO_MANY_REQUESTS')).toBe(BURST - ACCOUNT_LIMIT)
    expectRefusedWithWait(answers[RIGHT_AT]!)
    expect(t.platform.security.loginHistory(m.id, null)).toHaveLength(0)
  })

  for (const channel of ['SMS', 'EMAIL'] as const) {
    it(`new-IP code by ${channel}: with the right password, 40 codes at once check only 10 and the right code 16th is refused`, async () => {
      const account = `burstnip${channel === 'SMS' ? 's' : 'e'}1`
      const m = await t.platform.members.register(
        channel === 'SMS' ? { account, password: MEMBER_PASSWORD, mobile: '+639170004002', countryDialingCode: '+63' } : { account, password: MEMBER_PASSWORD, email: 'burst.newip@example.com' },
      )
      t.platform.members.recordLogin(m.id, newIp()) // the member's usual IP
      const ip = newIp()
      const ask = await post('/wps/session/login', await encrypt({ username: account, password: MEMBER_PASSWORD }), { 'x-forwarded-for': ip })
      expect(ask.body).toMatchObject({ code: 'NEW_IP_VERIFICATION', verification: { method: channel } })
      const right = codeIn(channel === 'SMS' ? t.platform.verification.outbox(1)[0]!.text : t.platform.emailOutbox(1)[0]!.text)
      const bodies = await Promise.all(burstOf(right, wrongCodes(right)).map((verificationCode) => encrypt({ username: account, password: MEMBER_PASSWORD, verificationCode, ...solved() })))
      const answers = await burst(
        bodies.map((b) => () => post('/wps/session/login', b, { 'x-forwarded-for': ip })),
        () => gatewayThrottles.loginFailuresPerAccount.peek(loginAccountKey(t.platform, { type: 'username', username: account })).used >= ACCOUNT_LIMIT,
      )
      expect(count(answers, 200)).toBe(0)
      expect(count(answers, 400)).toBe(ACCOUNT_LIMIT) // checked: wrong, or void after 5 wrong
      expect(answers.filter((a) => typeof a.body.attemptsLeft === 'number').length).toBeLessThanOrEqual(VERIFICATION_LIMITS.maxAttempts)
      expect(count(answers, 429, 'TOO_MANY_REQUESTS')).toBe(BURST - ACCOUNT_LIMIT)
      expectRefusedWithWait(answers[RIGHT_AT]!)
    })
  }
})

describe('password-reset code under a burst (spec §4 forgot password by phone)', () => {
  it('40 resets at once, the right code 16th: none sets the password, the code is void after 5 wrong', async () => {
    const m = await t.platform.members.register({ account: 'burstrst01', password: MEMBER_PASSWORD, mobile: '+639170004003', countryDialingCode: '+63' })
    await t.platform.verification.send('RESET', '+639170004003', newIp(), 'en')
    const right = codeIn(t.platform.verification.outbox(1)[0]!.text)
    const ip = newIp()
    const bodies = await Promise.all(
      burstOf(right, wrongCodes(right)).map((verificationCode) =>
        encrypt({ mobileNum: '9170004003', countryDialingCode: '+63', verificationCode, newPassword: 'Takeover1!', confirmNewPassword: 'Takeover1!' }),
      ),
    )
    const answers = await burst(
      bodies.map((b) => () => post('/wps/member/password/verification', b, { 'x-forwarded-for': ip })),
      () => codeAttempts('+639170004003', 'RESET') >= VERIFICATION_LIMITS.maxAttempts,
    )
    expect(count(answers, 200)).toBe(0)
    expect(answers.filter((a) => typeof a.body.attemptsLeft === 'number')).toHaveLength(VERIFICATION_LIMITS.maxAttempts)
    expect(answers[RIGHT_AT]!.status).not.toBe(200)
    expect(await t.platform.members.authenticate('burstrst01', MEMBER_PASSWORD)).toMatchObject({ id: m.id })
  })
})

describe('checks of the current password of a signed-in member', () => {
  it('change password: 40 old passwords at once, the right one 16th, check only 10 and change nothing', async () => {
    const m = await served.member('burstchg01')
    const bodies = await Promise.all(burstOf(MEMBER_PASSWORD, wrongPasswords()).map((oldPassword) => encrypt({ oldPassword, newPassword: 'Takeover1!', confirmNewPassword: 'Takeover1!' })))
    const answers = await burst(
      bodies.map((b) => () => post('/wps/member/password', b, { cookie: m.cookie, 'x-forwarded-for': newIp() })),
      () => gatewayThrottles.loginFailuresPerAccount.peek(memberAttemptKey(m.id)).used >= ACCOUNT_LIMIT,
    )
    expect(count(answers, 200)).toBe(0)
    expect(count(answers, 400, 'WRONG_PASSWORD')).toBe(ACCOUNT_LIMIT)
    expect(count(answers, 429, 'TOO_MANY_REQUESTS')).toBe(BURST - ACCOUNT_LIMIT)
    expectRefusedWithWait(answers[RIGHT_AT]!)
    expect(await t.platform.members.authenticate('burstchg01', MEMBER_PASSWORD)).toMatchObject({ id: m.id })
  })

  it('changing a bound e-mail: 40 passwords at once, the right one 16th, check only 10 and bind nothing', async () => {
    const m = await served.member('burstbind1')
    await t.platform.verification.sendEmail('BIND', 'burst.bind.old@example.com', newIp(), 'en')
    await t.platform.security.bindEmail(m.id, { email: 'burst.bind.old@example.com', code: codeIn(t.platform.emailOutbox(1)[0]!.text) })
    await t.platform.verification.sendEmail('BIND', 'burst.bind.new@example.com', newIp(), 'en')
    const code = codeIn(t.platform.emailOutbox(1)[0]!.text)
    const bodies = await Promise.all(burstOf(MEMBER_PASSWORD, wrongPasswords()).map((password) => encrypt({ email: 'burst.bind.new@example.com', verificationCode: code, password })))
    const answers = await burst(
      bodies.map((b) => () => post('/wps/member/email', b, { cookie: m.cookie, 'x-forwarded-for': newIp() })),
      () => gatewayThrottles.loginFailuresPerAccount.peek(memberAttemptKey(m.id)).used >= ACCOUNT_LIMIT,
    )
    expect(count(answers, 200)).toBe(0)
    expect(count(answers, 400, 'WRONG_PASSWORD')).toBe(ACCOUNT_LIMIT)
    expect(count(answers, 429, 'TOO_MANY_REQUESTS')).toBe(BURST - ACCOUNT_LIMIT)
    expectRefusedWithWait(answers[RIGHT_AT]!)
    expect(t.platform.members.byId(m.id)!.email).toBe('burst.bind.old@example.com')
  })
})

describe('withdrawal PIN under a burst (decision 0008)', () => {
  async function pinMember(account: string, opts: { type?: number } = {}) {
    const m = await served.member(account, opts)
    const call = (path: string, body: string) => post(path, body, { cookie: m.cookie, 'idempotency-key': `k-${crypto.randomUUID()}` })
    expect((await call('/wps/member/payment-password', await encrypt({ password: '246810', confirmPassword: '246810' }))).body.success).toBe(true)
    const bank = await call('/wps/wallet/bank-accounts', JSON.stringify({ bankName: 'BDO Unibank', accountNumber: '001234567890', payeeName: 'Burst Tester' }))
    expect(bank.body.success).toBe(true)
    expect((await call('/wps/wallet/deposit', JSON.stringify({ methodCode: 'GCASH', amount: 1000 }))).body.success).toBe(true)
    return { ...m, call, bankAccountId: bank.body.value.id as number }
  }
  const wrongPins = () => wrongCodes('246810')

  it('withdraw: 40 PINs at once, the right one 16th: 5 checked, the rest refused locked, nothing withdrawn', async () => {
    const m = await pinMember('burstpin01')
    const bodies = await Promise.all(burstOf('246810', wrongPins()).map((paymentPassword) => encrypt({ amount: 100, bankAccountId: m.bankAccountId, paymentPassword })))
    const answers = await burst(
      bodies.map((b) => () => m.call('/wps/wallet/withdraw', b)),
      () => t.platform.wallet.paymentPasswordLockedUntil(m.id) !== null,
    )
    expect(count(answers, 200)).toBe(0)
    expect(count(answers, 400, 'PAYMENT_PASSWORD_WRONG')).toBe(MAX_WRONG_PINS - 1)
    expect(count(answers, 429, 'PAYMENT_PASSWORD_LOCKED')).toBe(BURST - MAX_WRONG_PINS + 1)
    expect(answers[RIGHT_AT]!.body.code).toBe('PAYMENT_PASSWORD_LOCKED')
    expect(Number(answers[RIGHT_AT]!.retryAfter)).toBeGreaterThan(0)
    expect(pinFailures(m.id)).toBe(MAX_WRONG_PINS) // only 5 were checked, the rest refused unchecked
    expect(t.platform.wallet.summary(m.id).pendingWithdrawals).toBe(0)
    expect(t.platform.wallet.paymentPasswordLockedUntil(m.id)).toBeGreaterThan(Date.now())
  })

  it('changing the PIN: 40 old PINs at once, the right one 16th: 5 checked, the PIN unchanged', async () => {
    const m = await pinMember('burstpin02')
    const bodies = await Promise.all(burstOf('246810', wrongPins()).map((oldPassword) => encrypt({ password: '135790', confirmPassword: '135790', oldPassword })))
    const answers = await burst(
      bodies.map((b) => () => m.call('/wps/member/payment-password', b)),
      () => t.platform.wallet.paymentPasswordLockedUntil(m.id) !== null,
    )
    expect(count(answers, 200)).toBe(0)
    expect(count(answers, 400, 'PAYMENT_PASSWORD_WRONG')).toBe(MAX_WRONG_PINS - 1)
    expect(count(answers, 429, 'PAYMENT_PASSWORD_LOCKED')).toBe(BURST - MAX_WRONG_PINS + 1)
    expect(answers[RIGHT_AT]!.body.code).toBe('PAYMENT_PASSWORD_LOCKED')
    expect(pinFailures(m.id)).toBe(MAX_WRONG_PINS)
    expect(await Bun.password.verify('246810', t.platform.members.byId(m.id)!.paymentPasswordHash!)).toBe(true)
  })
  it('agent transfer to a downline: 40 PINs at once, the right one 16th: 5 checked, the rest refused locked, nothing sent (issue 16)', async () => {
    const agent = await pinMember('burstpin03', { type: 1 })
    const down = await served.member('burstpin03d', { uplineId: agent.id })
    const bodies = await Promise.all(burstOf('246810', wrongPins()).map((paymentPassword) => encrypt({ account: 'burstpin03d', amount: 10, paymentPassword })))
    const answers = await burst(
      bodies.map((b) => () => agent.call('/wps/agent/transfer/downline', b)),
      () => t.platform.wallet.paymentPasswordLockedUntil(agent.id) !== null,
    )
    expect(count(answers, 200)).toBe(0)
    expect(count(answers, 400, 'PAYMENT_PASSWORD_WRONG')).toBe(MAX_WRONG_PINS - 1)
    expect(count(answers, 429, 'PAYMENT_PASSWORD_LOCKED')).toBe(BURST - MAX_WRONG_PINS + 1)
    expect(answers[RIGHT_AT]!.body.code).toBe('PAYMENT_PASSWORD_LOCKED')
    expect(pinFailures(agent.id)).toBe(MAX_WRONG_PINS)
    expect(t.platform.wallet.balance(down.id)).toBe(0)
    expect(t.platform.wallet.balance(agent.id)).toBe(100_000)
  })
})

describe('free play (issue 14 §5)', () => {
  it('30 calls from one IP create at most the per-IP limit of trial accounts; the rest answer 429 with Retry-After and a translated message', async () => {
    const ip = newIp()
    const answers = await Promise.all(
      Array.from({ length: 30 }, async () => post('/wps/session/login/freeplay', await encrypt({ os: 'linux', platform: 'W' }), { 'x-forwarded-for': ip, 'x-gateway-version': GATEWAY_VERSION })),
    )
    const limit = THROTTLE_RULES.freeplayPerIp.points
    expect(count(answers, 200)).toBe(limit)
    const refused = answers.filter((a) => a.status === 429)
    expect(refused).toHaveLength(30 - limit)
    for (const a of refused) {
      expect(a.body.code).toBe('TOO_MANY_REQUESTS')
      expect(Number(a.retryAfter)).toBeGreaterThan(0)
      expect(a.body.message).toBe(tFor('en')('errors.freeplayTooMany', { minutes: Math.ceil(Number(a.retryAfter) / 60) }))
    }
    // Another IP still gets its trial.
    expect((await post('/wps/session/login/freeplay', await encrypt({}), { 'x-forwarded-for': newIp(), 'x-gateway-version': GATEWAY_VERSION })).status).toBe(200)
  })

  it('per brand: calls from 30 IPs at once create at most the brand limit (here 4 an hour), in Filipino too', async () => {
    // The login routes over their own limiter set, with the brand rule lowered (500 trials would take minutes to hash).
    const at = Date.now()
    const throttles = createThrottles(() => at, { freeplayPerBrand: { points: 4, durationSeconds: 3600 } })
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('platform', t.platform)
        c.set('ip', c.req.header('x-forwarded-for')!)
        c.set('language', c.req.query('language') ?? 'en')
        await next()
      })
      .route('/wps/session', loginRoutes(throttles))
    const answers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const res = await app.request('/wps/session/login/freeplay?language=ty', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp(), 'x-gateway-version': GATEWAY_VERSION },
          body: await encrypt({ platform: 'W' }),
        })
        return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Answer['body'] }
      }),
    )
    expect(count(answers, 200)).toBe(4)
    expect(count(answers, 429, 'TOO_MANY_REQUESTS')).toBe(26)
    const refused = answers.find((a) => a.status === 429)!
    expect(refused.retryAfter).toBe('3600')
    expect(refused.body.message).toBe(tFor('ty')('errors.freeplayTooMany', { minutes: 60 }))
  })
})
