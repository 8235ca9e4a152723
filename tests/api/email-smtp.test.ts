/**
 * E-mail over SMTP (issue 17; decision 0047) through nodemailer to a real local SMTP server
 * (tests/fakes/smtp.ts, npm smtp-server, with AUTH): forgot-password and new-IP check mails arrive
 * with a plain-text and an HTML part in the member's language; SMTP 4xx replies are retried; a
 * final failure answers the translated "could not send" error, changes nothing, and is listed for
 * the operator.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, encryptFor } from '../fixtures/app'
import { apiClient } from '../fixtures/api-client'
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp'
import { smtpProvider } from '../../server/providers/mail/smtp'
import { en } from '../../shared/i18n/en'
import { ty } from '../../shared/i18n/ty'

const FAST = { delaysMs: [5, 5], maxRetryAfterMs: 1_000, timeoutMs: 5_000, totalMs: 8_000 }
const FROM = '"Test Brand" <no-reply@brand.example>'
let smtp: FakeSmtp
let t: ReturnType<typeof createTestApp>
let call: ReturnType<typeof apiClient>['call']

beforeAll(async () => {
  smtp = await startFakeSmtp()
  t = createTestApp({ email: smtpProvider({ url: smtp.url, from: FROM, retry: FAST }) })
  call = apiClient(t, { headers: { 'content-type': 'application/json' } }).call
})
afterAll(async () => {
  t.cleanup()
  await smtp.stop()
})
afterEach(() => {
  smtp.failAlways(null)
  smtp.failNext(0, 451)
  vi.restoreAllMocks()
})

let ipSeq = 10
const newIp = () => `198.51.100.${ipSeq++}`
const member = (account: string, email: string) => t.platform.members.register({ account, password: 'Passw0rd!', email })
const login = async (username: string, password: string, ip: string, extra: Record<string, unknown> = {}) =>
  call('POST', '/wps/session/login', { json: await encryptFor(t.app, { username, password, ...extra }), headers: { 'x-forwarded-for': ip } })

describe('forgot password by e-mail over SMTP', () => {
  it('sends the temporary password with plain-text and HTML parts in English, and it logs in', async () => {
    await member('mailen01', 'rosa.en@example.com')
    const r = await call('POST', '/wps/member/password/email', { json: { username: 'mailen01', email: 'rosa.en@example.com' }, headers: { 'x-forwarded-for': newIp() } })
    expect(r.status).toBe(200)
    const mail = smtp.mails.at(-1)!
    expect(mail.to).toEqual(['rosa.en@example.com'])
    expect(mail.from).toBe('no-reply@brand.example')
    expect(mail.headers.from).toContain('Test Brand')
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/)
    expect(mail.subject).toBe('Your Test Brand temporary password')
    const password = /password is:\n\n(\S+)\n/.exec(mail.text!)![1]!
    expect(mail.text).toContain('Hello mailen01,')
    expect(mail.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/)
    expect(mail.html).toContain('<title>Your Test Brand temporary password</title>')
    expect(mail.html).toContain('Hello mailen01,')
    expect(mail.html).toContain(`>${password.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
    const signedIn = await login('mailen01', password, newIp())
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.value.passwordExpired).toBe(true)
    expect(t.platform.deliveries('EMAIL', { limit: 1 })[0]).toMatchObject({ status: 'DELIVERED', provider: 'smtp', to: 'rosa.en@example.com', purpose: 'TEMP_PASSWORD', attempts: 1 })
  })

  it('writes it in Filipino for a member asking in Filipino', async () => {
    await member('mailty01', 'rosa.ty@example.com')
    const r = await call('POST', '/wps/member/password/email?language=ty', { json: { username: 'mailty01', email: 'rosa.ty@example.com' }, headers: { 'x-forwarded-for': newIp() } })
    expect(r.status).toBe(200)
    const mail = smtp.mails.at(-1)!
    expect(mail.subject).toBe('Ang iyong pansamantalang password sa Test Brand')
    expect(mail.text).toMatch(/^Kumusta mailty01,/)
    expect(mail.html).toMatch(/^<!doctype html><html lang="fil" dir="ltr">/)
    expect(mail.html).toContain('Kumusta mailty01,')
  })

  it('retries SMTP 4xx replies, then delivers once', async () => {
    await member('mailre01', 'rosa.re@example.com')
    const attempts = smtp.attempts
    const delivered = smtp.mails.length
    smtp.failNext(2, 451)
    const r = await call('POST', '/wps/member/password/email', { json: { username: 'mailre01', email: 'rosa.re@example.com' }, headers: { 'x-forwarded-for': newIp() } })
    expect(r.status).toBe(200)
    expect(smtp.attempts - attempts).toBe(3)
    expect(smtp.mails.length - delivered).toBe(1)
    expect(t.platform.deliveries('EMAIL', { limit: 1 })[0]).toMatchObject({ status: 'DELIVERED', attempts: 3 })
  })

  it('a final failure answers "could not send" in the member language and leaves the old password in place', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await member('mailno01', 'rosa.no@example.com')
    smtp.failAlways(550)
    const r = await call('POST', '/wps/member/password/email', { json: { username: 'mailno01', email: 'rosa.no@example.com' }, headers: { 'x-forwarded-for': newIp() } })
    expect(r.status).toBe(503)
    expect(r.body).toMatchObject({ success: false, code: 'SEND_FAILED', message: en.errors.emailSendFailed })
    const inFilipino = await call('POST', '/wps/member/password/email?language=ty', { json: { username: 'mailno01', email: 'rosa.no@example.com' }, headers: { 'x-forwarded-for': newIp() } })
    expect(inFilipino.body).toMatchObject({ code: 'SEND_FAILED', message: ty.errors.emailSendFailed })
    expect((await login('mailno01', 'Passw0rd!', newIp())).status).toBe(200)
    expect(t.platform.deliveries('EMAIL', { failedOnly: true, limit: 1 })[0]).toMatchObject({ status: 'FAILED', attempts: 1, purpose: 'TEMP_PASSWORD', error: expect.stringMatching(/^SMTP 550 /) })
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[email\] delivery failed via smtp to ro\*\*\*@example\.com after 1 attempt: SMTP 550 /))
  })
})

describe('the new-IP check by e-mail over SMTP', () => {
  it('e-mails the code (text and HTML) to a member without a mobile, and the code completes the login', async () => {
    await member('mailip01', 'rosa.ip@example.com')
    expect((await login('mailip01', 'Passw0rd!', '203.0.113.60')).status).toBe(200)
    const ip = '203.0.113.61'
    const asked = await login('mailip01', 'Passw0rd!', ip)
    expect(asked.status).toBe(403)
    expect(asked.body).toMatchObject({ code: 'NEW_IP_VERIFICATION', verification: { method: 'EMAIL' } })
    const mail = smtp.mails.at(-1)!
    expect(mail.to).toEqual(['rosa.ip@example.com'])
    expect(mail.subject).toBe('Test Brand verification code')
    const code = /code is (\d{6})\./.exec(mail.text!)![1]!
    expect(mail.html).toContain(`<strong style="font-size:18px;letter-spacing:1px">${code}</strong>`)
    expect((await login('mailip01', 'Passw0rd!', ip, { verificationCode: code })).status).toBe(200)
  })
})

describe('the SMTP adapter', () => {
  it('refused credentials end at once, and the reason does not hold the password', async () => {
    const result = await smtpProvider({ url: smtp.badUrl, from: FROM, retry: FAST }).send('a@example.com', 'Hi', 'Hello')
    expect(result).toMatchObject({ delivered: false, attempts: 1 })
    expect(!result.delivered && result.reason).toMatch(/535/)
    const withPassword = await smtpProvider({ url: smtp.url.replace(/:\d+$/, ':9'), from: FROM, retry: FAST }).send('a@example.com', 'Hi', 'Hello')
    expect(withPassword).toMatchObject({ delivered: false, attempts: 3 })
    expect(!withPassword.delivered && withPassword.reason).not.toContain('s3cret')
  })
})
