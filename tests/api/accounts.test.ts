import { afterAll, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { eq } from 'drizzle-orm'
import { accountSettings } from '../../db/schema/platform'
import { createTestApp, encryptFor, TEST_BRAND } from '../fixtures/app'
import { apiClient } from '../fixtures/api-client'
import { GATEWAY_VERSION } from '../../shared/gateway-version'

const t = createTestApp()
afterAll(() => t.cleanup())

let ipSeq = 10
/** Each test speaks from its own IP so per-IP throttles of one test do not touch another. */
const newIp = () => `198.51.100.${ipSeq++}`

/** Calls as a browser's fetch of JSON: every call says content-type JSON. */
const { call } = apiClient(t, { headers: { 'content-type': 'application/json' } })
/** A solved captcha, as a person would type it (the answer read from the real captcha table). */
function solved() {
  const ch = t.platform.captcha.create()
  const answer = t.db.$client.query<{ answer: string }, [string]>('select answer from captchas where id = ?').get(ch.id)!.answer
  return { captchaId: ch.id, captcha: answer }
}
/** Encrypts a body; registration bodies get a solved captcha, as the form requires. */
const e = (payload: Record<string, unknown>) => encryptFor(t.app, 'confirmPassword' in payload && !('captcha' in payload) ? { ...solved(), ...payload } : payload)
const auth = (token: string) => ({ authorization: `Bearer ${token}` })

async function registerUser(username: string, password = 'Passw0rd!', ip = newIp(), extra: Record<string, unknown> = {}) {
  return call('PUT', '/wps/member/register', { json: await e({ username, password, confirmPassword: password, ...extra }), headers: { 'x-forwarded-for': ip } })
}

describe('registration', () => {
  it('registers by username (encrypted body) and logs the member in with a cookie and a token', async () => {
    const r = await registerUser('alice01')
    expect(r.status).toBe(200)
    expect(r.body.value.user).toMatchObject({ account: 'alice01', type: 0, isTrial: false })
    expect(r.res.headers.get('set-cookie')).toMatch(/sid=.*HttpOnly.*SameSite=Lax/i)
    const info = await call('GET', '/wps/member/info', { headers: auth(r.body.value.token) })
    expect(info.body.value).toMatchObject({ account: 'alice01', userName: 'alice01', currencySymbol: '₱' })
    expect(JSON.stringify(info.body)).not.toMatch(/hash/i)
  })

  it('refuses a plain body on an encrypted call and changes nothing', async () => {
    const r = await call('PUT', '/wps/member/register', { json: { username: 'plainbody1', password: 'Passw0rd!', confirmPassword: 'Passw0rd!' } })
    expect(r.status).toBe(400)
    expect(r.body.code).toBe('ENCRYPTION_REQUIRED')
    expect(t.platform.members.byLogin('plainbody1')).toBeUndefined()
  })

  it('refuses a replayed encrypted body', async () => {
    const body = await e({ username: 'replay01', password: 'Passw0rd!', confirmPassword: 'Passw0rd!' })
    expect((await call('PUT', '/wps/member/register', { json: body })).status).toBe(200)
    const again = await call('PUT', '/wps/member/register', { json: body })
    expect(again.status).toBe(400)
    expect(again.body.code).toBe('REPLAYED')
  })

  it('refuses a stale encrypted body', async () => {
    const body = await encryptFor(t.app, { username: 'stale0001', password: 'Passw0rd!', confirmPassword: 'Passw0rd!' }, { iat: Math.floor(Date.now() / 1000) - 3600 })
    expect((await call('PUT', '/wps/member/register', { json: body })).body.code).toBe('STALE')
  })

  it('enforces the brand field rules on the server, naming each field in the member language', async () => {
    const r = await call('PUT', '/wps/member/register?language=ty', { json: await e({ username: '1abc', password: 'weak', confirmPassword: 'other' }) })
    expect(r.status).toBe(400)
    const fields = r.body.fields.map((f: { field: string }) => f.field)
    expect(fields).toEqual(expect.arrayContaining(['username', 'password']))
    const en = await call('PUT', '/wps/member/register?language=en', { json: await e({ username: '1abc', password: 'weak', confirmPassword: 'other' }) })
    expect(r.body.fields[0].message).not.toBe(en.body.fields[0].message)
    const mismatch = await call('PUT', '/wps/member/register', { json: await e({ username: 'goodname1', password: 'Passw0rd!', confirmPassword: 'Passw0rd?' }) })
    expect(mismatch.body.fields).toEqual([expect.objectContaining({ field: 'confirmPassword', message: 'Incorrect confirmation input' })])
  })

  it('refuses a taken username with 409 and an unknown invitation code with 400', async () => {
    await registerUser('bobby001')
    expect((await registerUser('BOBBY001')).status).toBe(409)
    const r = await registerUser('carol001', 'Passw0rd!', newIp(), { affiliateCode: 'NOPE1234' })
    expect(r.body.code).toBe('AFFILIATE_INVALID')
    expect(r.body.message).toBe('Invalid invitation code')
  })

  it('registers by mobile with the SMS code read from the outbox', async () => {
    const sent = await call('POST', '/wps/verification/sms/register', { json: { mobileNo: '9171234567', countryDialingCode: '+63' } })
    expect(sent.status).toBe(200)
    expect(sent.body.value.expiredMinutes).toBeGreaterThan(0)
    const sms = t.platform.verification.outbox(1)[0]
    expect(sms.to).toBe('+639171234567')
    const code = /\d{6}/.exec(sms.text)![0]
    const wrong = await call('PUT', '/wps/member/register/mobile', {
      json: await e({ mobileNum: '9171234567', countryDialingCode: '+63', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', verificationCode: code === '000000' ? '111111' : '000000' }),
    })
    expect(wrong.body.code).toBe('CODE_INVALID')
    const r = await call('PUT', '/wps/member/register/mobile', {
      json: await e({ mobileNum: '9171234567', countryDialingCode: '+63', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', verificationCode: code }),
    })
    expect(r.status).toBe(200)
    expect(r.body.value.user.mobile).toBe('+639171234567')
  })

  it('serves the field settings, country dialing codes and checks affiliate codes', async () => {
    const s = await call('GET', '/wps/system/setting/register')
    expect(s.body.value.username).toMatchObject({ enabled: true, required: true, patternId: expect.any(String), minLength: expect.any(Number) })
    expect(typeof s.body.value.password.acceptedPattern).toBe('string')
    const countries = await call('GET', '/wps/system/countries')
    expect(countries.body.value[0]).toMatchObject({ countryCode: 'PH', countryDialingCode: '+63' })
    expect(countries.body.value.length).toBeGreaterThan(200)
    expect((await call('GET', '/wps/agent/affiliate?code=NOPE')).status).toBe(404)
  })
})

describe('login and sessions', () => {
  it('logs in by username, marks the first login, and logs out for real', async () => {
    await registerUser('dave0001')
    const ip = newIp()
    const first = await call('POST', '/wps/session/login', { json: await e({ username: 'dave0001', password: 'Passw0rd!', type: 'username' }), headers: { 'x-forwarded-for': ip } })
    expect(first.status).toBe(200)
    expect(first.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, user: { account: 'dave0001' } })
    const token = first.body.value.token
    expect((await call('GET', '/wps/member/info', { headers: auth(token) })).status).toBe(200)
    const out = await call('DELETE', '/wps/session/logout', { headers: auth(token) })
    expect(out.status).toBe(200)
    const after = await call('GET', '/wps/member/info', { headers: auth(token) })
    expect(after.status).toBe(401)
    expect(after.body.code).toBe('NOT_LOGGED_IN')
  })

  it('asks for a captcha after 3 failures, accepts it, and answers the 11th failure with 429 and Retry-After', async () => {
    await registerUser('erin0001')
    const ip = newIp()
    const bad = async (extra: Record<string, unknown> = {}) =>
      call('POST', '/wps/session/login', { json: await e({ username: 'erin0001', password: 'wrong-pass', ...extra }), headers: { 'x-forwarded-for': ip } })
    for (let i = 0; i < 2; i++) expect((await bad()).body.captcha).toBeUndefined()
    const third = await bad()
    expect(third.status).toBe(401)
    expect(third.body).toMatchObject({ code: 'LOGIN_FAILED', captcha: true })
    expect((await bad()).body.code).toBe('CAPTCHA_REQUIRED')
    for (let i = 4; i <= 10; i++) {
      const r = await bad(solved())
      expect(r.body.code, `attempt ${i}`).toBe('LOGIN_FAILED')
    }
    const blocked = await bad()
    expect(blocked.status).toBe(429)
    expect(Number(blocked.res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS')
  })

  it('refuses a tampered token, a token for another brand and an expired token', async () => {
    const r = await registerUser('fred0001')
    const token: string = r.body.value.token
    const tampered = token.slice(0, -3) + (token.endsWith('aaa') ? 'bbb' : 'aaa')
    expect((await call('GET', '/wps/member/info', { headers: auth(tampered) })).status).toBe(401)
    const secret = new Uint8Array(Buffer.from(t.platform.keys.find('JWT_HS256')!.secret, 'base64'))
    const sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid
    const sign = (aud: string, exp: number) =>
      new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(r.body.value.user.id)).setAudience(aud).setIssuedAt().setExpirationTime(exp).sign(secret)
    expect((await call('GET', '/wps/member/info', { headers: auth(await sign('OTHER', Math.floor(Date.now() / 1000) + 600)) })).status).toBe(401)
    expect((await call('GET', '/wps/member/info', { headers: auth(await sign(TEST_BRAND, Math.floor(Date.now() / 1000) - 10)) })).status).toBe(401)
    expect((await call('GET', '/wps/member/info', { headers: auth(await sign(TEST_BRAND, Math.floor(Date.now() / 1000) + 600)) })).status).toBe(200)
  })

  it('changing the password revokes the other sessions and keeps this one going', async () => {
    await registerUser('gina0001')
    const ip = newIp()
    const a = (await call('POST', '/wps/session/login', { json: await e({ username: 'gina0001', password: 'Passw0rd!' }), headers: { 'x-forwarded-for': ip } })).body.value.token
    const b = (await call('POST', '/wps/session/login', { json: await e({ username: 'gina0001', password: 'Passw0rd!' }), headers: { 'x-forwarded-for': ip } })).body.value.token
    const changed = await call('POST', '/wps/member/password', { json: await e({ oldPassword: 'Passw0rd!', newPassword: 'N3wPassw0rd!', confirmNewPassword: 'N3wPassw0rd!' }), headers: auth(a) })
    expect(changed.status).toBe(200)
    expect((await call('GET', '/wps/member/info', { headers: auth(b) })).status).toBe(401)
    expect((await call('GET', '/wps/member/info', { headers: auth(changed.body.value.token) })).status).toBe(200)
    expect((await call('POST', '/wps/session/login', { json: await e({ username: 'gina0001', password: 'Passw0rd!' }), headers: { 'x-forwarded-for': ip } })).status).toBe(401)
    expect((await call('POST', '/wps/session/login', { json: await e({ username: 'gina0001', password: 'N3wPassw0rd!' }), headers: { 'x-forwarded-for': ip } })).status).toBe(200)
  })

  it('knows no brand default password: a member who chose the old one Secret123! is not forced to change it (decision 0030)', async () => {
    await registerUser('hank0001', 'Secret123!')
    const r = await call('POST', '/wps/session/login', { json: await e({ username: 'hank0001', password: 'Secret123!' }), headers: { 'x-forwarded-for': newIp() } })
    expect(r.body.value.passwordExpired).toBe(false)
    expect(t.platform.settings()).not.toHaveProperty('defaultPassword')
  })

  it('asks for an SMS code when a member with a mobile logs in from a new IP', async () => {
    await call('POST', '/wps/verification/sms/register', { json: { mobileNo: '9181112222', countryDialingCode: '+63' }, headers: { 'x-forwarded-for': newIp() } })
    const code = /\d{6}/.exec(t.platform.verification.outbox(1)[0].text)![0]
    const reg = await call('PUT', '/wps/member/register/mobile', {
      json: await e({ username: 'ivan0001', mobileNum: '9181112222', countryDialingCode: '+63', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', verificationCode: code }),
      headers: { 'x-forwarded-for': '203.0.113.50' },
    })
    expect(reg.status).toBe(200)
    t.db.$client.exec('update verification_codes set created_at = created_at - 120000') // past the 60 s resend gap
    const fromNewIp = await call('POST', '/wps/session/login', { json: await e({ username: 'ivan0001', password: 'Passw0rd!' }), headers: { 'x-forwarded-for': '203.0.113.51' } })
    expect(fromNewIp.status).toBe(403)
    expect(fromNewIp.body).toMatchObject({ code: 'NEW_IP_VERIFICATION', verification: { method: 'SMS', target: '+63918****222' } })
    const check = /\d{6}/.exec(t.platform.verification.outbox(1)[0].text)![0]
    const ok = await call('POST', '/wps/session/login', { json: await e({ username: 'ivan0001', password: 'Passw0rd!', verificationCode: check }), headers: { 'x-forwarded-for': '203.0.113.51' } })
    expect(ok.status).toBe(200)
  })

  it('logs in by SMS code, and resets a password by phone which logs the member in', async () => {
    await call('POST', '/wps/verification/sms/register', { json: { mobileNo: '9190001111', countryDialingCode: '+63' }, headers: { 'x-forwarded-for': newIp() } })
    let code = /\d{6}/.exec(t.platform.verification.outbox(1)[0].text)![0]
    await call('PUT', '/wps/member/register/mobile', {
      json: await e({ username: 'jane0001', mobileNum: '9190001111', countryDialingCode: '+63', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', verificationCode: code }),
    })
    await new Promise((r) => setTimeout(r, 0))
    t.db.$client.exec('update verification_codes set created_at = created_at - 120000') // past the 60 s resend gap
    const sent = await call('POST', '/wps/verification/sms/noLogin', { json: { mobileNum: '9190001111', countryDialingCode: '+63', purpose: 'LOGIN' }, headers: { 'x-forwarded-for': newIp() } })
    expect(sent.body.value.expiredMinutes).toBeGreaterThan(0)
    code = /\d{6}/.exec(t.platform.verification.outbox(1)[0].text)![0]
    const sms = await call('POST', '/wps/session/login', { json: await e({ username: '9190001111', countryDialingCode: '+63', password: code, type: 'sms' }) })
    expect(sms.status).toBe(200)
    expect(sms.body.value.passwordExpired).toBe(false)
    t.db.$client.exec('update verification_codes set created_at = created_at - 120000')
    await call('POST', '/wps/verification/sms/noLogin', { json: { mobileNum: '9190001111', countryDialingCode: '+63', purpose: 'RESET' }, headers: { 'x-forwarded-for': newIp() } })
    code = /\d{6}/.exec(t.platform.verification.outbox(1)[0].text)![0]
    const reset = await call('POST', '/wps/member/password/verification', {
      json: await e({ mobileNum: '9190001111', countryDialingCode: '+63', verificationCode: code, newPassword: 'Fr3shPass!', confirmNewPassword: 'Fr3shPass!' }),
    })
    expect(reset.status).toBe(200)
    expect((await call('GET', '/wps/member/info', { headers: auth(reset.body.value.token) })).status).toBe(200)
    expect((await call('GET', '/wps/member/info', { headers: auth(sms.body.value.token) })).status).toBe(401)
  })

  it('creates a free-play trial account (type 4)', async () => {
    const r = await call('POST', '/wps/session/login/freeplay', { e: { os: 'linux', platform: 'W' }, headers: { 'x-gateway-version': GATEWAY_VERSION } })
    expect(r.status).toBe(200)
    expect(r.body.value.user).toMatchObject({ type: 4, isTrial: true })
  })

  it('keeps non-agents out of the agent site', async () => {
    await registerUser('kate0001')
    const r = await call('POST', '/wps/session/login', { json: await e({ username: 'kate0001', password: 'Passw0rd!', site: 'AGENT' }), headers: { 'x-forwarded-for': newIp() } })
    expect(r.status).toBe(403)
    expect(r.body.message).toBe('Non-agents cannot log in')
  })
})

describe('captcha and CSRF', () => {
  it('serves a captcha image and refreshes at most once a second per IP', async () => {
    const ip = newIp()
    const a = await call('GET', '/wps/captcha', { headers: { 'x-forwarded-for': ip } })
    expect(a.body.success).toBe(true)
    expect(a.body.value.image).toMatch(/^data:image\/svg\+xml;base64,/)
    expect((await call('GET', '/wps/captcha', { headers: { 'x-forwarded-for': ip } })).status).toBe(429)
  })

  it('refuses a cross-origin state change and a non-JSON body', async () => {
    const cross = await call('DELETE', '/wps/session/logout', { headers: { origin: 'https://evil.example' } })
    expect(cross.status).toBe(403)
    const form = await t.app.request('/wps/member/password/email', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'username=a&email=b' })
    expect(form.status).toBe(415)
  })
})

describe('registration captcha', () => {
  it('refuses a registration with a wrong captcha answer', async () => {
    const ch = t.platform.captcha.create()
    const r = await call('PUT', '/wps/member/register', {
      json: await encryptFor(t.app, { username: 'mike0001', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', captchaId: ch.id, captcha: 'zzzz' }),
    })
    expect(r.body).toMatchObject({ code: 'INVALID_CAPTCHA', captcha: true })
    expect(t.platform.members.byLogin('mike0001')).toBeUndefined()
  })
})

describe('member icon', () => {
  it('points a member without an avatar at the default avatar, which the app serves', async () => {
    const r = await registerUser('lena0001')
    const icon = await call('GET', '/wps/member/info/icon', { headers: auth(r.body.value.token) })
    expect(icon.body.value).toMatchObject({ icon: '/img/default/avatar.svg', isDefault: true })
    const img = await t.app.request(icon.body.value.icon)
    expect(img.status).toBe(200)
    expect(img.headers.get('content-type')).toContain('image/svg+xml')
    expect((await call('GET', '/wps/member/info/icon')).status).toBe(401)
  })
})

/** The temporary password in a reset e-mail: the one line of the text without spaces. */
const temporaryPasswordIn = (text: string) => /^([!-~]{8,20})$/m.exec(text)![1]

describe('forgot password by e-mail', () => {
  it('e-mails a temporary password in the member language, ends every session, and the next login must change it', async () => {
    const ip = newIp()
    const reg = await registerUser('olga0001', 'Passw0rd!', ip, { email: 'Olga@Example.com' })
    expect(reg.status).toBe(200)
    const r = await call('POST', '/wps/member/password/email?language=ty', { json: { username: 'OLGA0001', email: 'olga@example.com ' }, headers: { 'x-forwarded-for': ip } })
    expect(r.status).toBe(200)
    expect(r.body.value).toMatchObject({ sent: true, messageKey: 'in_been_out' })
    expect((await call('GET', '/wps/member/info', { headers: auth(reg.body.value.token) })).status).toBe(401)

    const mail = t.platform.emailOutbox(1)[0]
    expect(mail.to).toBe('Olga@Example.com')
    expect(mail.subject).toBe('Ang iyong pansamantalang password sa Test Brand')
    const temporary = temporaryPasswordIn(mail.text)
    expect(temporary).toMatch(/[A-Z]/)
    expect(temporary).toMatch(/[a-z]/)
    expect(temporary).toMatch(/\d/)
    expect(temporary).toMatch(/[^A-Za-z0-9]/)

    expect((await call('POST', '/wps/session/login', { json: await e({ username: 'olga0001', password: 'Passw0rd!' }), headers: { 'x-forwarded-for': ip } })).body.code).toBe('LOGIN_FAILED')
    const login = await call('POST', '/wps/session/login', { json: await e({ username: 'olga0001', password: temporary }), headers: { 'x-forwarded-for': ip } })
    expect(login.status).toBe(200)
    expect(login.body.value.passwordExpired).toBe(true)
    const changed = await call('POST', '/wps/member/password', {
      json: await e({ oldPassword: temporary, newPassword: 'Chang3d!pw', confirmNewPassword: 'Chang3d!pw' }),
      headers: auth(login.body.value.token),
    })
    expect(changed.status).toBe(200)
    const again = await call('POST', '/wps/session/login', { json: await e({ username: 'olga0001', password: 'Chang3d!pw' }), headers: { 'x-forwarded-for': ip } })
    expect(again.body.value.passwordExpired).toBe(false)
  })

  it('answers Username/Email does not exist for an unknown user or another address, in the member language, and changes nothing', async () => {
    const ip = newIp()
    await registerUser('paul0001', 'Passw0rd!', ip, { email: 'paul@example.com' })
    await registerUser('nomail01', 'Passw0rd!', ip)
    const mails = t.db.$client.query<{ n: number }, []>('select count(*) as n from email_outbox').get()!.n
    const unknown = await call('POST', '/wps/member/password/email', { json: { username: 'nobody001', email: 'paul@example.com' }, headers: { 'x-forwarded-for': newIp() } })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ code: 'USERNAME_EMAIL_NOT_FOUND', message: 'Username/Email does not exist' })
    const other = await call('POST', '/wps/member/password/email?language=ty', { json: { username: 'paul0001', email: 'someone@example.com' }, headers: { 'x-forwarded-for': newIp() } })
    expect(other.body).toMatchObject({ code: 'USERNAME_EMAIL_NOT_FOUND', message: 'Hindi umiiral ang username/email' })
    const noMail = await call('POST', '/wps/member/password/email', { json: { username: 'nomail01', email: 'paul@example.com' }, headers: { 'x-forwarded-for': newIp() } })
    expect(noMail.body.code).toBe('USERNAME_EMAIL_NOT_FOUND')
    const invalid = await call('POST', '/wps/member/password/email', { json: { username: 'paul0001', email: 'not-an-address' }, headers: { 'x-forwarded-for': newIp() } })
    expect(invalid.status).toBe(400)
    expect(invalid.body.fields).toEqual([expect.objectContaining({ field: 'email' })])
    expect(t.db.$client.query<{ n: number }, []>('select count(*) as n from email_outbox').get()!.n).toBe(mails)
    expect((await call('POST', '/wps/session/login', { json: await e({ username: 'paul0001', password: 'Passw0rd!' }), headers: { 'x-forwarded-for': ip } })).status).toBe(200)
  })

  it('throttles the call per account (3 in 15 minutes) and per IP (5 in 15 minutes) with 429 and Retry-After', async () => {
    await registerUser('quin0001', 'Passw0rd!', newIp(), { email: 'quin@example.com' })
    for (let i = 0; i < 3; i++) {
      expect((await call('POST', '/wps/member/password/email', { json: { username: 'quin0001', email: 'quin@example.com' }, headers: { 'x-forwarded-for': newIp() } })).status).toBe(200)
    }
    const perAccount = await call('POST', '/wps/member/password/email', { json: { username: 'QUIN0001', email: 'quin@example.com' }, headers: { 'x-forwarded-for': newIp() } })
    expect(perAccount.status).toBe(429)
    expect(Number(perAccount.res.headers.get('retry-after'))).toBeGreaterThan(0)

    const ip = newIp()
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', '/wps/member/password/email', { json: { username: `probe00${i}`, email: 'x@example.com' }, headers: { 'x-forwarded-for': ip } })).status).toBe(404)
    }
    const perIp = await call('POST', '/wps/member/password/email', { json: { username: 'probe009', email: 'x@example.com' }, headers: { 'x-forwarded-for': ip } })
    expect(perIp.status).toBe(429)
    expect(perIp.body.code).toBe('TOO_MANY_REQUESTS')
  })
})

describe('new-IP check by e-mail', () => {
  it('e-mails the code to a member with an e-mail but no mobile, and logs in with it', async () => {
    await registerUser('rosa0001', 'Passw0rd!', '203.0.113.60', { email: 'rosa@example.com' })
    const ip = '203.0.113.61'
    const first = await call('POST', '/wps/session/login', { json: await e({ username: 'rosa0001', password: 'Passw0rd!' }), headers: { 'x-forwarded-for': ip } })
    expect(first.status).toBe(403)
    expect(first.body).toMatchObject({
      code: 'NEW_IP_VERIFICATION',
      message: 'Please complete verification first: we sent a code to your email',
      verification: { method: 'EMAIL', target: 'r***a@example.com', expiredMinutes: 5 },
    })
    const mail = t.platform.emailOutbox(1)[0]
    expect(mail).toMatchObject({ to: 'rosa@example.com', subject: 'Test Brand verification code' })
    const code = /\b(\d{6})\b/.exec(mail.text)![1]
    const wrong = await call('POST', '/wps/session/login', {
      json: await e({ username: 'rosa0001', password: 'Passw0rd!', verificationCode: code === '000000' ? '111111' : '000000' }),
      headers: { 'x-forwarded-for': ip },
    })
    expect(wrong.body.code).toBe('CODE_INVALID')
    const ok = await call('POST', '/wps/session/login', { json: await e({ username: 'rosa0001', password: 'Passw0rd!', verificationCode: code }), headers: { 'x-forwarded-for': ip } })
    expect(ok.status).toBe(200)
    // The IP is known from now on.
    expect((await call('POST', '/wps/session/login', { json: await e({ username: 'rosa0001', password: 'Passw0rd!' }), headers: { 'x-forwarded-for': ip } })).status).toBe(200)
  })
})

describe('recommenderId', () => {
  const recommenderRule = { enabled: true, required: false, patternId: 'ALNUM', minLength: 1, maxLength: 20 }
  /** Runs `fn` with the brand's recommenderId field switched on, as an operator would configure it. */
  async function withRecommenderField(fn: () => Promise<void>) {
    const saved = t.platform.settings().registerFields
    t.db
      .update(accountSettings)
      .set({ registerFields: { ...saved, recommenderId: recommenderRule } })
      .where(eq(accountSettings.brandCode, TEST_BRAND))
      .run()
    try {
      await fn()
    } finally {
      t.db.update(accountSettings).set({ registerFields: saved }).where(eq(accountSettings.brandCode, TEST_BRAND)).run()
    }
  }

  it('makes the named member the upline when the field is on; an unknown one is Invalid invitation code', async () => {
    const rita = (await registerUser('rita0001')).body.value.user
    await withRecommenderField(async () => {
      expect((await call('GET', '/wps/system/setting/register')).body.value.recommenderId).toMatchObject({ enabled: true, required: false })
      const sam = await registerUser('sam00001', 'Passw0rd!', newIp(), { recommenderId: 'RITA0001' })
      expect(sam.status).toBe(200)
      expect(sam.body.value.user.uplineId).toBe(rita.id)

      const tom = await call('PUT', '/wps/member/register?language=ty', { json: await e({ username: 'tom00001', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', recommenderId: 'nobody99' }) })
      expect(tom.status).toBe(400)
      expect(tom.body).toMatchObject({ code: 'RECOMMENDER_INVALID', message: 'Hindi wasto ang invitation code' })
      expect(tom.body.fields).toEqual([expect.objectContaining({ field: 'recommenderId', message: 'Hindi wasto ang invitation code' })])
      expect(t.platform.members.byLogin('tom00001')).toBeUndefined()
    })
  })

  it('leaves the upline to an invitation code, and is ignored where the brand has the field off', async () => {
    await registerUser('ursa0001')
    const agent = await t.platform.members.register({ account: 'agentrec1', password: 'Agent123!', type: 1 })
    await withRecommenderField(async () => {
      const r = await registerUser('vera0001', 'Passw0rd!', newIp(), { recommenderId: 'ursa0001', affiliateCode: agent.affiliateCode })
      expect(r.body.value.user.uplineId).toBe(agent.id)
    })
    const off = await registerUser('walt0001', 'Passw0rd!', newIp(), { recommenderId: 'nobody99' })
    expect(off.status).toBe(200)
    expect(off.body.value.user.uplineId).toBeNull()
  })
})
