/**
 * SMS through Semaphore (issue 17; decision 0047), against the local fake of its published API
 * (tests/fakes/semaphore.ts) and the real app: the code a member asks for reaches Semaphore's OTP
 * route in the member's language and is the code the lobby accepts; transient failures are retried;
 * a final failure answers the translated "could not send" error, spends no countdown or cap, keeps
 * the earlier code alive, and is listed for the operator.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createTestApp, encryptFor, solvedCaptcha } from '../fixtures/app'
import { apiClient } from '../fixtures/api-client'
import { startFakeSemaphore } from '../fakes/semaphore'
import { semaphoreProvider } from '../../server/providers/sms/semaphore'
import { runCommsCommand } from '../../server/operator/comms-commands'
import { en } from '../../shared/i18n/en'
import { ty } from '../../shared/i18n/ty'

/** Short pauses so a retried send answers quickly; the attempts are what the tests count. */
const FAST = { delaysMs: [5, 5], maxRetryAfterMs: 1_000, timeoutMs: 2_000, totalMs: 8_000 }
const fake = startFakeSemaphore()
const t = createTestApp({ sms: semaphoreProvider({ apiKey: fake.apiKey, senderName: 'TESTBRAND', baseUrl: fake.url, retry: FAST }) })
afterAll(async () => {
  t.cleanup()
  await fake.stop()
})
afterEach(() => {
  fake.failAlways(null)
  fake.failNext(0, 500)
})

let ipSeq = 10
const newIp = () => `198.51.100.${ipSeq++}`
const { call } = apiClient(t, { headers: { 'content-type': 'application/json' } })
const solved = () => solvedCaptcha(t)
/** Moves every code's send time back past the 60 s resend gap. */
const pastResendGap = () => t.db.$client.exec('update verification_codes set created_at = created_at - 120000')

async function registerByMobile(username: string, mobileNo: string) {
  const sent = await call('POST', '/wps/verification/sms/register', { json: { mobileNo, countryDialingCode: '+63' }, headers: { 'x-forwarded-for': newIp() } })
  expect(sent.status).toBe(200)
  const code = fake.messages.at(-1)!.code!
  const reg = await call('PUT', '/wps/member/register/mobile', {
    json: await encryptFor(t.app, { username, mobileNum: mobileNo, countryDialingCode: '+63', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', verificationCode: code, ...solved() }),
    headers: { 'x-forwarded-for': newIp() },
  })
  expect(reg.status).toBe(200)
}

describe('SMS codes through Semaphore', () => {
  it('a registration code goes to the OTP route in English, with the sender name, and is the code registration accepts', async () => {
    const before = fake.messages.length
    const sent = await call('POST', '/wps/verification/sms/register', { json: { mobileNo: '9171230001', countryDialingCode: '+63' }, headers: { 'x-forwarded-for': newIp() } })
    expect(sent.status).toBe(200)
    expect(sent.body.value.expiredMinutes).toBeGreaterThan(0)
    expect(fake.messages).toHaveLength(before + 1)
    const sms = fake.messages.at(-1)!
    expect(sms).toMatchObject({ route: 'otp', number: '639171230001', sendername: 'TESTBRAND' })
    expect(sms.code).toMatch(/^\d{6}$/)
    expect(sms.message).toBe(`Test Brand code: ${sms.code}. Valid ${sent.body.value.expiredMinutes} minutes. Do not share it.`)
    expect(t.platform.verification.outbox(5).some((m) => m.to === '+639171230001')).toBe(false) // not kept in the embedded outbox
    const reg = await call('PUT', '/wps/member/register/mobile', {
      json: await encryptFor(t.app, {
        username: 'semreg01',
        mobileNum: '9171230001',
        countryDialingCode: '+63',
        password: 'Passw0rd!',
        confirmPassword: 'Passw0rd!',
        verificationCode: sms.code,
        ...solved(),
      }),
      headers: { 'x-forwarded-for': newIp() },
    })
    expect(reg.status).toBe(200)
    expect(t.platform.deliveries('SMS', { limit: 1 })[0]).toMatchObject({ status: 'DELIVERED', provider: 'semaphore', to: '+639171230001', purpose: 'REGISTER', attempts: 1 })
  })

  it('a login code in Filipino reaches Semaphore in Filipino and logs the member in', async () => {
    await registerByMobile('semlogin1', '9171230002')
    pastResendGap()
    const sent = await call('POST', '/wps/verification/sms/noLogin?language=ty', {
      json: { mobileNum: '9171230002', countryDialingCode: '+63', purpose: 'LOGIN' },
      headers: { 'x-forwarded-for': newIp() },
    })
    expect(sent.status).toBe(200)
    const sms = fake.messages.at(-1)!
    expect(sms.number).toBe('639171230002')
    expect(sms.message).toBe(`Test Brand code: ${sms.code}. May bisa sa loob ng ${sent.body.value.expiredMinutes} minuto. Huwag itong ibahagi.`)
    const login = await call('POST', '/wps/session/login', { json: await encryptFor(t.app, { username: '9171230002', countryDialingCode: '+63', password: sms.code, type: 'sms' }) })
    expect(login.status).toBe(200)
  })

  it('retries 5xx and 429 answers, then delivers once', async () => {
    for (const status of [500, 503, 429]) {
      const requests = fake.requests
      const delivered = fake.messages.length
      fake.failNext(2, status)
      const sent = await call('POST', '/wps/verification/sms/register', {
        json: { mobileNo: `91712301${status % 100}`.padEnd(10, '0'), countryDialingCode: '+63' },
        headers: { 'x-forwarded-for': newIp() },
      })
      expect(sent.status, `after ${status}`).toBe(200)
      expect(fake.requests - requests).toBe(3)
      expect(fake.messages.length - delivered).toBe(1)
      expect(t.platform.deliveries('SMS', { limit: 1 })[0]).toMatchObject({ status: 'DELIVERED', attempts: 3 })
    }
  })

  it('a final failure answers "could not send" in the member language, spends nothing, and the member can ask again at once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    fake.failAlways(500)
    const requests = fake.requests
    const failed = await call('POST', '/wps/verification/sms/register', { json: { mobileNo: '9171230003', countryDialingCode: '+63' }, headers: { 'x-forwarded-for': newIp() } })
    expect(failed.status).toBe(503)
    expect(failed.body).toMatchObject({ success: false, code: 'SEND_FAILED', message: en.errors.smsSendFailed })
    expect(fake.requests - requests).toBe(FAST.delaysMs.length + 1) // bounded
    const inFilipino = await call('POST', '/wps/verification/sms/register?language=ty', { json: { mobileNo: '9171230003', countryDialingCode: '+63' }, headers: { 'x-forwarded-for': newIp() } })
    expect(inFilipino.body).toMatchObject({ code: 'SEND_FAILED', message: ty.errors.smsSendFailed })
    // The operator: a log line without the text or the code, and the failed rows.
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[sms\] delivery failed via semaphore to \+63917\*\*\*0003 after 3 attempts: HTTP 500$/))
    warn.mockRestore()
    const listed = await runCommsCommand(t.platform, ['sms', 'deliveries', '--failed'])
    const rows = listed.split('\n').map((l) => JSON.parse(l))
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({ status: 'FAILED', provider: 'semaphore', to: '+639171230003', purpose: 'REGISTER', attempts: 3, error: 'HTTP 500' }),
      expect.objectContaining({ status: 'FAILED', to: '+639171230003' }),
    ])
    expect(listed).not.toMatch(/\b\d{6}\b/)
    // No countdown, no cap spent: asking again at once goes through.
    fake.failAlways(null)
    const again = await call('POST', '/wps/verification/sms/register', { json: { mobileNo: '9171230003', countryDialingCode: '+63' }, headers: { 'x-forwarded-for': newIp() } })
    expect(again.status).toBe(200)
    expect(fake.messages.at(-1)!.number).toBe('639171230003')
  })

  it('a failed resend leaves the code already delivered valid', async () => {
    await registerByMobile('semkeep01', '9171230004')
    pastResendGap()
    await call('POST', '/wps/verification/sms/noLogin', { json: { mobileNum: '9171230004', countryDialingCode: '+63', purpose: 'LOGIN' }, headers: { 'x-forwarded-for': newIp() } })
    const first = fake.messages.at(-1)!.code!
    pastResendGap()
    vi.spyOn(console, 'warn').mockImplementationOnce(() => {})
    fake.failAlways(503)
    const failed = await call('POST', '/wps/verification/sms/noLogin', { json: { mobileNum: '9171230004', countryDialingCode: '+63', purpose: 'LOGIN' }, headers: { 'x-forwarded-for': newIp() } })
    expect(failed.status).toBe(503)
    fake.failAlways(null)
    const login = await call('POST', '/wps/session/login', { json: await encryptFor(t.app, { username: '9171230004', countryDialingCode: '+63', password: first, type: 'sms' }) })
    expect(login.status).toBe(200)
  })
})

describe('the Semaphore adapter', () => {
  it('sends a message without a code to the messages route', async () => {
    const sms = semaphoreProvider({ apiKey: fake.apiKey, baseUrl: fake.url, retry: FAST })
    const result = await sms.send('+639171230005', 'Hello from Test Brand')
    expect(result).toMatchObject({ delivered: true, attempts: 1, ref: expect.stringMatching(/^\d+$/) })
    expect(fake.messages.at(-1)).toEqual({ route: 'messages', number: '639171230005', message: 'Hello from Test Brand', sendername: null, code: null })
  })

  it('a wrong API key or an invalid number is refused at once, and the reason holds neither the key nor the code', async () => {
    const requests = fake.requests
    const wrongKey = await semaphoreProvider({ apiKey: 'not-the-key', baseUrl: fake.url, retry: FAST }).send('+639171230006', 'code: 654321.', { otp: '654321' })
    expect(wrongKey).toEqual({ delivered: false, attempts: 1, reason: 'HTTP 401 apikey: The apikey is invalid.' })
    const notPh = await semaphoreProvider({ apiKey: fake.apiKey, baseUrl: fake.url, retry: FAST }).send('+14155550100', 'code: 654321.', { otp: '654321' })
    expect(notPh).toEqual({ delivered: false, attempts: 1, reason: 'refused: number: The number format is invalid.' })
    expect(fake.requests - requests).toBe(2)
  })

  it('a network failure is retried, then reported', async () => {
    const sms = semaphoreProvider({ apiKey: fake.apiKey, baseUrl: 'http://127.0.0.1:9', retry: FAST })
    const result = await sms.send('+639171230007', 'Hello')
    expect(result).toMatchObject({ delivered: false, attempts: 3, reason: expect.stringMatching(/^network: /) })
  })
})
