/**
 * Authenticator app (issue 18, decision 0053) through the real app over a fresh SQLite file: setup
 * and confirmation with a code computed by otpauth from the key shown to the member, the ±1 step
 * window, replay refused, recovery codes single use, turning it off, 40 wrong codes at once limited
 * like a sequence, the new-IP login by bank holder name and by authenticator code, and the
 * withdrawal guard. The platform clock is frozen (moved by the tests) so codes never straddle a step.
 */
import { afterAll, describe, expect, it } from 'vitest'
import * as OTPAuth from 'otpauth'
import { createTestApp, encryptFor, fundFromSandbox, solvedCaptcha } from '../fixtures/app'
import { apiClient, MEMBER_PASSWORD, signIn } from '../fixtures/api-client'

// The middle of a 30-s step, near the real time (session tokens and E-call iat are checked against it).
let clock = Math.floor(Date.now() / 30_000) * 30_000 + 10_000
const t = createTestApp({ now: () => clock })
afterAll(() => t.cleanup())

let ipSeq = 10
const newIp = () => `198.51.100.${ipSeq++}`
const { call } = apiClient(t)
/** An E-call body issued at the platform's time (the frozen clock runs ahead of the real one as tests move it). */
const e = (payload: Record<string, unknown>) => encryptFor(t.app, payload, { iat: Math.floor(clock / 1000) })

/** The code an authenticator app shows for `secret` (as the member typed it) at `at` (ms). */
function codeAt(secret: string, at = clock): string {
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret.replace(/\s/g, '')), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at })
}

/** A signed-in member whose authenticator is on: its secret as shown and its recovery codes. */
async function withAuthenticator(prefix: string, ip = newIp()) {
  const m = await signIn(t, prefix, {}, { ip, headers: { 'x-forwarded-for': ip } })
  const setup = await m.call('POST', '/wps/member/authenticator/setup')
  expect(setup.status).toBe(200)
  const secret = setup.body.value.secret as string
  const on = await m.call('POST', '/wps/member/authenticator/enable', { json: { code: codeAt(secret) } })
  expect(on.status).toBe(200)
  clock += 60_000 // two steps on: the previous step's code is fresh too
  return { ...m, ip, secret, recoveryCodes: on.body.value.recoveryCodes as string[] }
}

describe('setup and confirmation', () => {
  it('shows a key, an otpauth URI and a QR code once, and turns on only with a right code', async () => {
    const ip = newIp()
    const m = await signIn(t, 'totpa', {}, { ip, headers: { 'x-forwarded-for': ip } })
    const setup = await m.call('POST', '/wps/member/authenticator/setup')
    expect(setup.status).toBe(200)
    expect(setup.headers.get('cache-control')).toBe('no-store')
    const { secret, uri, qr } = setup.body.value
    expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/)
    expect(uri).toMatch(/^otpauth:\/\/totp\/Test%20Brand:totpa/)
    expect(OTPAuth.URI.parse(uri)).toMatchObject({ algorithm: 'SHA1', digits: 6, period: 30, issuer: 'Test Brand' })
    expect(qr.size).toBeGreaterThanOrEqual(21)
    expect(qr.path).toMatch(/^M\d+ \d+h1v1h-1z/)
    // Stored sealed, never as the key itself.
    const stored = t.db.$client.query<{ secret: string }, [number]>('select secret from member_authenticators where member_id = ?').get(m.id)!.secret
    expect(stored.startsWith('v1:')).toBe(true)
    expect(stored).not.toContain(secret.replace(/\s/g, ''))

    const wrong = await m.call('POST', '/wps/member/authenticator/enable', { json: { code: codeAt(secret, clock + 5 * 60_000) } })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ code: 'CODE_WRONG', message: 'The code is not right. Check the time on your phone and try again' })
    expect((await m.call('GET', '/wps/member/authenticator')).body.value).toMatchObject({ enabled: false })

    const on = await m.call('POST', '/wps/member/authenticator/enable', { json: { code: codeAt(secret) } })
    expect(on.status).toBe(200)
    expect(on.body.value.recoveryCodes).toHaveLength(10)
    expect(new Set(on.body.value.recoveryCodes).size).toBe(10)
    for (const c of on.body.value.recoveryCodes) expect(c).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)
    expect((await m.call('GET', '/wps/member/authenticator')).body.value).toMatchObject({ enabled: true, guardWithdrawals: false, recoveryCodesLeft: 10 })
    // Counted in the security level.
    const level = (await m.call('GET', '/wps/member/security')).body.value.summary
    expect(level.items).toContainEqual({ key: 'authenticator', done: true })
    // A second setup is refused while it is on, in Filipino too.
    const again = await m.call('POST', '/wps/member/authenticator/setup', { language: 'ty' })
    expect(again.body).toMatchObject({ code: 'ALREADY_ENABLED', message: 'Naka-on na ang authenticator app' })
  })

  it('refuses a malformed code with a translated 400 and changes nothing', async () => {
    const m = await signIn(t, 'totpb')
    await m.call('POST', '/wps/member/authenticator/setup')
    const r = await m.call('POST', '/wps/member/authenticator/enable', { json: { code: '12ab' } })
    expect(r.status).toBe(400)
    expect(r.body.code).toBe('VALIDATION')
    expect((await m.call('GET', '/wps/member/authenticator')).body.value.enabled).toBe(false)
  })
})

describe('codes', () => {
  it('accepts the previous and next step, refuses two steps away, and accepts each code once', async () => {
    const m = await withAuthenticator('totpc')
    const guard = (code: string, on = true) => m.call('PUT', '/wps/member/authenticator/withdrawal-guard', { json: { on, code } })
    expect((await guard(codeAt(m.secret, clock - 60_000))).body.code).toBe('CODE_WRONG')
    expect((await guard(codeAt(m.secret, clock + 60_000))).body.code).toBe('CODE_WRONG')
    expect((await guard(codeAt(m.secret, clock - 30_000))).status).toBe(200)
    // The same code again (replay), or the one of an earlier step: refused.
    const replay = await guard(codeAt(m.secret, clock - 30_000), false)
    expect(replay.body).toMatchObject({ code: 'CODE_USED', message: 'This code was already used. Wait for the next code' })
    expect((await guard(codeAt(m.secret, clock + 30_000), false)).status).toBe(200)
    expect((await guard(codeAt(m.secret, clock), true)).body.code).toBe('CODE_USED')
    expect((await m.call('GET', '/wps/member/authenticator')).body.value.guardWithdrawals).toBe(false)
  })

  it('spends a recovery code once and issues a new set for a current code', async () => {
    const m = await withAuthenticator('totpd')
    const [first, second] = m.recoveryCodes
    const guard = (code: string) => m.call('PUT', '/wps/member/authenticator/withdrawal-guard', { json: { on: true, code } })
    expect((await guard(first!.toLowerCase())).status).toBe(200)
    expect((await guard(first!)).body.code).toBe('CODE_WRONG')
    expect((await m.call('GET', '/wps/member/authenticator')).body.value.recoveryCodesLeft).toBe(9)
    const fresh = await m.call('POST', '/wps/member/authenticator/recovery-codes', { json: { code: codeAt(m.secret) } })
    expect(fresh.status).toBe(200)
    expect(fresh.body.value.recoveryCodes).toHaveLength(10)
    expect((await guard(second!)).body.code).toBe('CODE_WRONG')
    expect((await guard(fresh.body.value.recoveryCodes[0])).status).toBe(200)
  })

  it('turns off with a code and the login password, and not with a wrong password', async () => {
    const m = await withAuthenticator('totpe')
    const wrongPassword = await m.call('POST', '/wps/member/authenticator/disable', { json: await e({ code: codeAt(m.secret), password: 'nope-nope' }) })
    expect(wrongPassword.body.code).toBe('WRONG_PASSWORD')
    expect((await m.call('GET', '/wps/member/authenticator')).body.value.enabled).toBe(true)
    const off = await m.call('POST', '/wps/member/authenticator/disable', { json: await e({ code: m.recoveryCodes[3], password: MEMBER_PASSWORD }) })
    expect(off.status).toBe(200)
    expect(off.body.value).toMatchObject({ enabled: false, recoveryCodesLeft: 0 })
    expect(t.db.$client.query<{ n: number }, [number]>('select count(*) n from member_recovery_codes where member_id = ?').get(m.id)!.n).toBe(0)
  })

  it('limits 40 wrong codes sent at once to 10 checked; the rest answer 429 with Retry-After', async () => {
    const m = await withAuthenticator('totpf')
    const right = codeAt(m.secret)
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0')
    const answers = await Promise.all(Array.from({ length: 40 }, () => m.call('PUT', '/wps/member/authenticator/withdrawal-guard', { json: { on: true, code: wrong } })))
    const codes = answers.map((a) => a.body.code)
    expect(codes.filter((c) => c === 'CODE_WRONG')).toHaveLength(10)
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(30)
    expect(answers.find((a) => a.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/)
    // Even the right code waits now: the member's count is full.
    expect((await m.call('PUT', '/wps/member/authenticator/withdrawal-guard', { json: { on: true, code: right } })).status).toBe(429)
  })
})

describe('login from a new IP (spec §4)', () => {
  async function login(account: string, ip: string, extra: Record<string, unknown> = {}, language?: string) {
    return call('POST', '/wps/session/login', { json: await e({ username: account, password: MEMBER_PASSWORD, ...extra }), headers: { 'x-forwarded-for': ip }, language })
  }

  it('asks a member with an authenticator for its code, and lets a right one in once', async () => {
    const m = await withAuthenticator('totpg')
    t.platform.members.recordLogin(m.id, m.ip)
    const ip = newIp()
    const asked = await login(m.account, ip)
    expect(asked.status).toBe(403)
    expect(asked.body).toMatchObject({ code: 'NEW_IP_VERIFICATION', message: 'Please complete verification first: confirm it is you', verification: { methods: ['AUTHENTICATOR'] } })
    const bad = await login(m.account, ip, { authenticatorCode: '000000' }, 'ty')
    expect(bad.body).toMatchObject({ code: 'CODE_WRONG', message: 'Mali ang code. Tingnan ang oras sa iyong telepono at subukang muli' })
    const code = codeAt(m.secret)
    const ok = await login(m.account, ip, { authenticatorCode: code })
    expect(ok.status).toBe(200)
    expect(ok.body.value.token).toBeTruthy()
    // The same code from yet another IP: a replay.
    expect((await login(m.account, newIp(), { authenticatorCode: code })).body.code).toBe('CODE_USED')
    // A recovery code works too.
    expect((await login(m.account, newIp(), { authenticatorCode: m.recoveryCodes[9] })).status).toBe(200)
  })

  it('lets a member in by the holder name of a bank account on file, in any case and spacing', async () => {
    const ip = newIp()
    const m = await signIn(t, 'bankn', {}, { ip })
    t.platform.members.recordLogin(m.id, ip)
    t.platform.wallet.addBankAccount(m.id, { bankName: 'BDO', accountNumber: '001234567890', payeeName: 'Juan Dela Cruz' })
    const other = newIp()
    const asked = await login(m.account, other)
    expect(asked.body).toMatchObject({ code: 'NEW_IP_VERIFICATION', verification: { methods: ['BANK_NAME'] } })
    const wrong = await login(m.account, other, { bankAccountName: 'Pedro Penduko' })
    expect(wrong.body).toMatchObject({ code: 'BANK_NAME_WRONG', message: 'The name does not match the holder name of your bank account' })
    const ok = await login(m.account, other, { bankAccountName: '  juan   dela CRUZ ' })
    expect(ok.status).toBe(200)
  })

  it('limits wrong answers on the login counts: the 11th from one IP is refused unchecked', async () => {
    const m = await withAuthenticator('totph')
    t.platform.members.recordLogin(m.id, m.ip)
    const ip = newIp()
    const wrong = String((Number(codeAt(m.secret)) + 1) % 1_000_000).padStart(6, '0')
    const answers = await Promise.all(Array.from({ length: 40 }, async () => login(m.account, ip, { authenticatorCode: wrong, ...solvedCaptcha(t) })))
    const codes = answers.map((a) => a.body.code)
    expect(codes.filter((c) => c === 'CODE_WRONG')).toHaveLength(10)
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(30)
    expect((await login(m.account, ip, { authenticatorCode: codeAt(m.secret) })).status).toBe(429)
  })
})

describe('withdrawal guard', () => {
  it('needs a code for a withdrawal once the member turns it on', async () => {
    const m = await withAuthenticator('totpw')
    fundFromSandbox(t.platform, m.id, 500_000, `fund-${m.id}`)
    await t.platform.wallet.setPaymentPassword(m.id, { password: '123456' })
    const bank = t.platform.wallet.addBankAccount(m.id, { bankName: 'BDO', accountNumber: '009876543210', payeeName: 'Ana Cruz' })
    const withdraw = async (extra: Record<string, unknown> = {}) =>
      m.call('POST', '/wps/wallet/withdraw', { json: await e({ amount: 200, bankAccountId: bank.id, paymentPassword: '123456', ...extra }), key: `wd-${crypto.randomUUID()}` })
    expect((await withdraw()).status).toBe(200)
    await m.call('PUT', '/wps/member/authenticator/withdrawal-guard', { json: { on: true, code: codeAt(m.secret) } })
    clock += 30_000
    const before = t.platform.wallet.balance(m.id)
    const missing = await withdraw()
    expect(missing.status).toBe(403)
    expect(missing.body).toMatchObject({ code: 'AUTHENTICATOR_REQUIRED', message: 'Enter the code from your authenticator app to withdraw' })
    expect((await withdraw({ authenticatorCode: '000000' })).body.code).toBe('CODE_WRONG')
    expect(t.platform.wallet.balance(m.id)).toEqual(before)
    expect((await withdraw({ authenticatorCode: codeAt(m.secret) })).status).toBe(200)
    expect(t.platform.ledger.check().ok).toBe(true)
  })
})
