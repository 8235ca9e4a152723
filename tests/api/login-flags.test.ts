/**
 * Whitelabel flags the server enforces, not only the form (issue 18, decision 0048):
 * MOBILEVERCODELOGIN3 (SMS-code login: no code sent, no login) and MOBILENUMPASSREG3 (registration
 * by mobile number and password), each tried with the flag on and off.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { whitelabelModules } from '../../db/schema/platform'
import { createTestApp, encryptFor, solvedCaptcha, TEST_BRAND } from '../fixtures/app'
import { apiClient } from '../fixtures/api-client'

const t = createTestApp()
afterAll(() => t.cleanup())
const { call } = apiClient(t, { headers: { 'content-type': 'application/json' } })
let ipSeq = 10
const newIp = () => `198.51.100.${ipSeq++}`

/** Switches a whitelabel module as the operator's data would, and lets the brand's memo see it. */
function setModule(modId: string, on: boolean) {
  t.db
    .update(whitelabelModules)
    .set({ enabled: on ? 1 : 0 })
    .where(and(eq(whitelabelModules.brandCode, TEST_BRAND), eq(whitelabelModules.modId, modId)))
    .run()
  t.platform.brand.bumpContentVersion()
}
const outboxSize = () => t.platform.verification.outbox(1000).length
const lastCode = () => /\d{6}/.exec(t.platform.verification.outbox(1)[0]!.text)![0]

async function registerByMobile(mobileNum: string) {
  await call('POST', '/wps/verification/sms/register', { json: { mobileNo: mobileNum, countryDialingCode: '+63' }, headers: { 'x-forwarded-for': newIp() } })
  const code = lastCode()
  return call('PUT', '/wps/member/register/mobile', {
    json: await encryptFor(t.app, { ...solvedCaptcha(t), mobileNum, countryDialingCode: '+63', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', verificationCode: code }),
    headers: { 'x-forwarded-for': newIp() },
  })
}

describe('MOBILEVERCODELOGIN3', () => {
  it('with the flag on, sends a login code and logs in with it', async () => {
    expect((await registerByMobile('9170001001')).status).toBe(200)
    t.db.$client.exec('update verification_codes set created_at = created_at - 120000')
    const sent = await call('POST', '/wps/verification/sms/noLogin', { json: { mobileNum: '9170001001', countryDialingCode: '+63', purpose: 'LOGIN' }, headers: { 'x-forwarded-for': newIp() } })
    expect(sent.status).toBe(200)
    const login = await call('POST', '/wps/session/login', { json: await encryptFor(t.app, { username: '9170001001', countryDialingCode: '+63', password: lastCode(), type: 'sms' }) })
    expect(login.status).toBe(200)
  })

  it('with the flag off, sends no code and refuses the SMS login in the member language, counting no attempt', async () => {
    expect((await registerByMobile('9170001002')).status).toBe(200)
    t.db.$client.exec('update verification_codes set created_at = created_at - 120000')
    setModule('MOBILEVERCODELOGIN3', false)
    try {
      const before = outboxSize()
      const sent = await call('POST', '/wps/verification/sms/noLogin?language=ty', {
        json: { mobileNum: '9170001002', countryDialingCode: '+63', purpose: 'LOGIN' },
        headers: { 'x-forwarded-for': newIp() },
      })
      expect(sent.status).toBe(403)
      expect(sent.body).toMatchObject({ success: false, code: 'SMS_LOGIN_DISABLED', message: expect.stringContaining('SMS code') })
      expect(outboxSize()).toBe(before)
      // A reset code by phone still goes out: only the login is switched off.
      const reset = await call('POST', '/wps/verification/sms/noLogin', { json: { mobileNum: '9170001002', countryDialingCode: '+63', purpose: 'RESET' }, headers: { 'x-forwarded-for': newIp() } })
      expect(reset.status).toBe(200)
      // Even with a genuine (reset) code in hand the SMS login is refused, and eleven tries count nothing.
      for (let i = 0; i < 11; i++) {
        const login = await call('POST', '/wps/session/login', { json: await encryptFor(t.app, { username: '9170001002', countryDialingCode: '+63', password: lastCode(), type: 'sms' }) })
        expect(login.status).toBe(403)
        expect(login.body).toMatchObject({ code: 'SMS_LOGIN_DISABLED', message: 'Login with an SMS code is not available. Please log in with your username and password.' })
      }
      const ty = await call('POST', '/wps/session/login?language=ty', { json: await encryptFor(t.app, { username: '9170001002', countryDialingCode: '+63', password: '123456', type: 'sms' }) })
      expect(ty.body.message).toContain('SMS code')
      expect(ty.body.message).toContain('Hindi available')
    } finally {
      setModule('MOBILEVERCODELOGIN3', true)
    }
  })
})

describe('MOBILENUMPASSREG3', () => {
  it('with the flag off, refuses registration by mobile number and password and creates nothing; on, registers', async () => {
    setModule('MOBILENUMPASSREG3', false)
    try {
      await call('POST', '/wps/verification/sms/register', { json: { mobileNo: '9170002001', countryDialingCode: '+63' }, headers: { 'x-forwarded-for': newIp() } })
      const r = await call('PUT', '/wps/member/register/mobile?language=ty', {
        json: await encryptFor(t.app, { ...solvedCaptcha(t), mobileNum: '9170002001', countryDialingCode: '+63', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', verificationCode: lastCode() }),
      })
      expect(r.status).toBe(403)
      expect(r.body).toMatchObject({ code: 'REGISTER_DISABLED', message: expect.stringContaining('mobile number at password') })
      expect(t.platform.members.byMobile('+639170002001')).toBeUndefined()
      // The username tab is another way in and stays open.
      const byName = await call('PUT', '/wps/member/register', { json: await encryptFor(t.app, { ...solvedCaptcha(t), username: 'flagsuser1', password: 'Passw0rd!', confirmPassword: 'Passw0rd!' }) })
      expect(byName.status).toBe(200)
    } finally {
      setModule('MOBILENUMPASSREG3', true)
    }
    t.db.$client.exec('update verification_codes set created_at = created_at - 120000')
    expect((await registerByMobile('9170002001')).status).toBe(200)
    expect(t.platform.members.byMobile('+639170002001')).toBeTruthy()
  })
})
