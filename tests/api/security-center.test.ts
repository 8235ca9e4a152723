/**
 * Security center (issue 8) through the real app over a fresh SQLite file: profile rules and
 * set-once fields, avatar, mobile and e-mail binding with outbox codes, the CHNGPASSVERIF3 code of a
 * password change, login history with parsed devices, signing out other sessions, and the VIP level.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { betRecords } from '../../db/schema/platform'
import { createTestApp, encryptFor, TEST_BRAND } from '../fixtures/app'
import { apiClient } from '../fixtures/api-client'
import { GATEWAY_VERSION } from '../../shared/gateway-version'
import { parseDevice } from '../../server/platform/member/security'

const t = createTestApp()
afterAll(() => t.cleanup())

let ipSeq = 10
const newIp = () => `203.0.113.${ipSeq++}`
const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

/** Calls as a browser's fetch of JSON: every call says content-type JSON. */
const { call } = apiClient(t, { headers: { 'content-type': 'application/json' } })
const e = (payload: Record<string, unknown>) => encryptFor(t.app, payload)
const auth = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra })

function solved() {
  const ch = t.platform.captcha.create()
  const answer = t.db.$client.query<{ answer: string }, [string]>('select answer from captchas where id = ?').get(ch.id)!.answer
  return { captchaId: ch.id, captcha: answer }
}

/** Registers a member and returns its token, id and IP. */
async function member(username: string, extra: Record<string, unknown> = {}) {
  const ip = newIp()
  const r = await call('PUT', '/wps/member/register', {
    json: await e({ ...solved(), username, password: 'Passw0rd!', confirmPassword: 'Passw0rd!', ...extra }),
    headers: { 'x-forwarded-for': ip, 'user-agent': CHROME_WIN },
  })
  expect(r.status).toBe(200)
  return { token: r.body.value.token as string, id: r.body.value.user.id as number, ip }
}

function lastCode(): string {
  const sms = t.platform.verification.outbox(1)[0]
  return /\d{6}/.exec(sms.text)![0]
}

describe('profile', () => {
  it('saves the spec §3 fields and reads them back', async () => {
    const m = await member('prof0001')
    const body = {
      nickname: 'Lucky Ana',
      realName: 'Ana Cruz',
      birthday: '1990-05-17',
      nationality: 'PH',
      occupation: 'Nurse',
      sourceOfIncome: 'SALARY',
      address: '12 Rizal St, Makati',
      whatsapp: '+639171234567',
      telegram: 'ana_cruz',
      zalo: 'ana.z',
      skype: 'live:ana',
    }
    const r = await call('PUT', '/wps/member/info', { json: body, headers: auth(m.token) })
    expect(r.status).toBe(200)
    expect(r.body.value).toMatchObject({ ...body, account: 'prof0001', qqNum: null, locked: ['realName', 'birthday'] })
    const read = await call('GET', '/wps/member/info/profile', { headers: auth(m.token) })
    expect(read.body.value).toMatchObject(body)
  })

  it('refuses bad values by the brand rules and changes nothing', async () => {
    const m = await member('prof0002')
    const before = (await call('GET', '/wps/member/info/profile', { headers: auth(m.token) })).body.value
    const r = await call('PUT', '/wps/member/info', {
      json: {
        occupation: 'Teacher',
        birthday: new Date(Date.now() - 17 * 365 * 86_400_000).toISOString().slice(0, 10),
        nationality: 'XX',
        sourceOfIncome: 'LOTTERY',
        telegram: 'has space',
        realName: 'Ana 123',
      },
      headers: auth(m.token),
    })
    expect(r.status).toBe(400)
    expect(r.body.code).toBe('VALIDATION')
    expect(r.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['birthday', 'nationality', 'realName', 'sourceOfIncome', 'telegram'])
    expect(r.body.fields.find((f: { field: string }) => f.field === 'birthday').message).toBe('You must be at least 18 years old')
    expect((await call('GET', '/wps/member/info/profile', { headers: auth(m.token) })).body.value).toEqual(before)
  })

  it('refuses an empty nickname, unknown fields and a missing session', async () => {
    const m = await member('prof0003')
    expect((await call('PUT', '/wps/member/info', { json: { nickname: '  ' }, headers: auth(m.token) })).body.fields[0].field).toBe('nickname')
    expect((await call('PUT', '/wps/member/info', { json: { nickname: 'Okay', isAdmin: true }, headers: auth(m.token) })).status).toBe(400)
    expect((await call('PUT', '/wps/member/info', { json: { nickname: 'Okay' } })).status).toBe(401)
    expect(t.platform.members.byId(m.id)!.nickname).toBe('prof0003')
  })

  it('sets real name and birthday once; afterwards only customer service changes them', async () => {
    const m = await member('prof0004', { payeeName: 'Ben Reyes' })
    expect((await call('GET', '/wps/member/info/profile', { headers: auth(m.token) })).body.value.locked).toEqual(['realName'])
    expect((await call('PUT', '/wps/member/info', { json: { birthday: '1988-01-02' }, headers: auth(m.token) })).status).toBe(200)
    const again = await call('PUT', '/wps/member/info?language=ty', { json: { realName: 'Benjamin Reyes', birthday: '1988-01-03', occupation: 'Chef' }, headers: auth(m.token) })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('SET_ONCE')
    expect(again.body.fields.map((f: { field: string }) => f.field)).toEqual(['realName', 'birthday'])
    expect(again.body.fields[0].message).toMatch(/customer service/)
    const cleared = await call('PUT', '/wps/member/info', { json: { realName: null }, headers: auth(m.token) })
    expect(cleared.status).toBe(409)
    const row = t.platform.members.byId(m.id)!
    expect([row.payeeName, row.birthday, row.occupation]).toEqual(['Ben Reyes', '1988-01-02', null])
    // Sending the stored values again (as a whole form does) is fine.
    expect((await call('PUT', '/wps/member/info', { json: { realName: 'Ben Reyes', birthday: '1988-01-02', occupation: 'Chef' }, headers: auth(m.token) })).status).toBe(200)
  })

  it("follows the brand's own rules for profile fields (account_settings.register_fields)", async () => {
    const m = await member('prof0006')
    const before = t.platform.settings().registerFields
    t.db.$client
      .query('update account_settings set register_fields = ? where brand_code = ?')
      .run(JSON.stringify({ ...before, telegram: { enabled: true, required: false, patternId: 'DIGITS', minLength: 5, maxLength: 12 } }), TEST_BRAND)
    try {
      const r = await call('PUT', '/wps/member/info', { json: { telegram: 'ana_cruz' }, headers: auth(m.token) })
      expect(r.body.fields).toEqual([{ field: 'telegram', message: '5–12 digits', rule: 'validation.pattern.DIGITS' }])
      expect((await call('PUT', '/wps/member/info', { json: { telegram: '1234567' }, headers: auth(m.token) })).status).toBe(200)
    } finally {
      t.db.$client.query('update account_settings set register_fields = ? where brand_code = ?').run(JSON.stringify(before), TEST_BRAND)
    }
  })

  it('clears an optional field with an empty value', async () => {
    const m = await member('prof0005')
    await call('PUT', '/wps/member/info', { json: { skype: 'live:x1', zalo: 'zz123' }, headers: auth(m.token) })
    const r = await call('PUT', '/wps/member/info', { json: { skype: '' }, headers: auth(m.token) })
    expect(r.body.value).toMatchObject({ skype: null, zalo: 'zz123' })
  })

  it('refuses a trial account', async () => {
    const trial = await call('POST', '/wps/session/login/freeplay', { e: { os: 'linux', platform: 'W' }, headers: { 'x-gateway-version': GATEWAY_VERSION } })
    expect((await call('PUT', '/wps/member/info', { json: { occupation: 'Pilot' }, headers: auth(trial.body.value.token) })).status).toBe(403)
  })
})

describe('avatar', () => {
  it('chooses one of the brand avatars, refuses others, falls back to the default', async () => {
    const m = await member('avat0001')
    const icon = await call('GET', '/wps/member/info/icon', { headers: auth(m.token) })
    expect(icon.body.value).toMatchObject({ icon: '/img/default/avatar.svg', isDefault: true })
    expect(icon.body.value.choices.length).toBe(12)
    expect((await call('PUT', '/wps/member/info/icon', { json: { icon: 'a03' }, headers: auth(m.token) })).body.value).toEqual({ icon: '/img/avatar/a03.svg', isDefault: false })
    expect((await call('PUT', '/wps/member/info/icon', { json: { icon: '../x' }, headers: auth(m.token) })).status).toBe(400)
    expect((await call('GET', '/wps/member/info', { headers: auth(m.token) })).body.value.icon).toBe('/img/avatar/a03.svg')
    expect((await t.app.request('/img/avatar/a03.svg')).headers.get('content-type')).toMatch(/svg/)
    expect((await t.app.request('/img/avatar/zz.svg')).status).toBe(404)
    await call('PUT', '/wps/member/info/icon', { json: { icon: null }, headers: auth(m.token) })
    expect((await call('GET', '/wps/member/info/icon', { headers: auth(m.token) })).body.value.isDefault).toBe(true)
  })
})

describe('binding mobile and email', () => {
  it('binds a mobile with the code from the outbox; a wrong code or a taken number changes nothing', async () => {
    const m = await member('bind0001')
    const sent = await call('POST', '/wps/member/security/code', {
      json: { purpose: 'BIND', channel: 'sms', mobileNum: '9171110001', countryDialingCode: '+63' },
      headers: auth(m.token, { 'x-forwarded-for': m.ip }),
    })
    expect(sent.status).toBe(200)
    const code = lastCode()
    const wrong = await call('POST', '/wps/member/mobile', {
      json: await e({ mobileNum: '9171110001', countryDialingCode: '+63', verificationCode: code === '000000' ? '111111' : '000000' }),
      headers: auth(m.token),
    })
    expect(wrong.body.code).toBe('CODE_INVALID')
    expect(t.platform.members.byId(m.id)!.mobile).toBeNull()
    const ok = await call('POST', '/wps/member/mobile', { json: await e({ mobileNum: '9171110001', countryDialingCode: '+63', verificationCode: code }), headers: auth(m.token) })
    expect(ok.status).toBe(200)
    expect(t.platform.members.byId(m.id)!.mobile).toBe('+639171110001')
    // Another member cannot take that number, not even ask for a code.
    const other = await member('bind0002')
    const taken = await call('POST', '/wps/member/security/code', { json: { purpose: 'BIND', channel: 'sms', mobileNum: '9171110001', countryDialingCode: '+63' }, headers: auth(other.token) })
    expect(taken.status).toBe(409)
    expect(taken.body.code).toBe('MOBILE_EXISTS')
  })

  it('changing a bound mobile needs the login password; a plain body is refused', async () => {
    const m = await member('bind0003')
    await call('POST', '/wps/member/security/code', { json: { purpose: 'BIND', channel: 'sms', mobileNum: '9171110003' }, headers: auth(m.token, { 'x-forwarded-for': newIp() }) })
    expect((await call('POST', '/wps/member/mobile', { json: await e({ mobileNum: '9171110003', verificationCode: lastCode() }), headers: auth(m.token) })).status).toBe(200)
    await call('POST', '/wps/member/security/code', { json: { purpose: 'BIND', channel: 'sms', mobileNum: '9171110004' }, headers: auth(m.token, { 'x-forwarded-for': newIp() }) })
    const code = lastCode()
    expect((await call('POST', '/wps/member/mobile', { json: { mobileNum: '9171110004', verificationCode: code }, headers: auth(m.token) })).body.code).toBe('ENCRYPTION_REQUIRED')
    expect((await call('POST', '/wps/member/mobile', { json: await e({ mobileNum: '9171110004', verificationCode: code }), headers: auth(m.token) })).body.code).toBe('PASSWORD_REQUIRED')
    expect((await call('POST', '/wps/member/mobile', { json: await e({ mobileNum: '9171110004', verificationCode: code, password: 'Wrong1!x' }), headers: auth(m.token) })).body.code).toBe(
      'WRONG_PASSWORD',
    )
    expect(t.platform.members.byId(m.id)!.mobile).toBe('+639171110003')
    expect((await call('POST', '/wps/member/mobile', { json: await e({ mobileNum: '9171110004', verificationCode: code, password: 'Passw0rd!' }), headers: auth(m.token) })).status).toBe(200)
    expect(t.platform.members.byId(m.id)!.mobile).toBe('+639171110004')
  })

  it('binds an e-mail with the code e-mailed to it', async () => {
    const m = await member('bind0005')
    expect(
      (await call('POST', '/wps/member/security/code', { json: { purpose: 'BIND', channel: 'email', email: 'Five@Example.com' }, headers: auth(m.token, { 'x-forwarded-for': newIp() }) })).status,
    ).toBe(200)
    const mail = t.platform.emailOutbox(1)[0]
    expect(mail.to).toBe('five@example.com')
    const code = /\d{6}/.exec(mail.text)![0]
    expect((await call('POST', '/wps/member/email', { json: await e({ email: 'five@example.com', verificationCode: code }), headers: auth(m.token) })).status).toBe(200)
    expect(t.platform.members.byId(m.id)!.email).toBe('five@example.com')
  })
})

describe('password change under CHNGPASSVERIF3', () => {
  it('asks for the code sent to the bound mobile, then changes the password', async () => {
    const m = await member('pass0001')
    await call('POST', '/wps/member/security/code', { json: { purpose: 'BIND', channel: 'sms', mobileNum: '9171110007' }, headers: auth(m.token, { 'x-forwarded-for': newIp() }) })
    await call('POST', '/wps/member/mobile', { json: await e({ mobileNum: '9171110007', verificationCode: lastCode() }), headers: auth(m.token) })
    const body = { oldPassword: 'Passw0rd!', newPassword: 'N3wPassw0rd!', confirmNewPassword: 'N3wPassw0rd!' }
    const refused = await call('POST', '/wps/member/password', { json: await e(body), headers: auth(m.token) })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'VERIFICATION_REQUIRED', verification: { channel: 'sms', target: '+63 •••• 0007' } })
    t.db.$client.exec('update verification_codes set created_at = created_at - 120000')
    const sent = await call('POST', '/wps/member/security/code', { json: { purpose: 'PASSWORD' }, headers: auth(m.token, { 'x-forwarded-for': newIp() }) })
    expect(sent.body.value).toMatchObject({ channel: 'sms', target: '+63 •••• 0007' })
    const changed = await call('POST', '/wps/member/password', { json: await e({ ...body, verificationCode: lastCode() }), headers: auth(m.token) })
    expect(changed.status).toBe(200)
    expect((await t.platform.members.authenticate('pass0001', 'N3wPassw0rd!')).id).toBe(m.id)
  })

  it('a member with nothing bound changes with the old password alone', async () => {
    const m = await member('pass0002')
    const r = await call('POST', '/wps/member/password', { json: await e({ oldPassword: 'Passw0rd!', newPassword: 'N3wPassw0rd!', confirmNewPassword: 'N3wPassw0rd!' }), headers: auth(m.token) })
    expect(r.status).toBe(200)
    expect((await call('POST', '/wps/member/security/code', { json: { purpose: 'PASSWORD' }, headers: auth(r.body.value.token) })).body.code).toBe('NOTHING_BOUND')
  })
})

describe('login history and sessions', () => {
  it('lists logins with time, IP and device, and signing out everywhere else really revokes the others', async () => {
    const m = await member('sess0001')
    const login = async (ua: string) =>
      (await call('POST', '/wps/session/login', { json: await e({ username: 'sess0001', password: 'Passw0rd!' }), headers: { 'x-forwarded-for': m.ip, 'user-agent': ua } })).body.value.token as string
    const phone = await login(SAFARI_IPHONE)
    const desk = await login(CHROME_WIN)
    const sec = await call('GET', '/wps/member/security', { headers: auth(desk) })
    expect(sec.status).toBe(200)
    const history = sec.body.value.loginHistory
    expect(history.length).toBe(3)
    expect(history[0]).toMatchObject({ ip: m.ip, current: true, active: true, loginType: 'username', device: { browser: 'Chrome 131', os: 'Windows 10', type: 'desktop' } })
    expect(history[1].device).toMatchObject({ browser: 'Safari 17', type: 'mobile' })
    expect(history[2].loginType).toBe('register')
    expect(JSON.stringify(sec.body)).not.toContain(JSON.parse(Buffer.from(desk.split('.')[1], 'base64url').toString()).sid)
    expect(sec.body.value.sessions.length).toBe(3)
    expect(sec.body.value.sessions[0].current).toBe(true)

    // Sign out one session by its public id, then everything else.
    const phoneId = history[1].id
    expect((await call('DELETE', `/wps/member/sessions/${phoneId}`, { headers: auth(desk) })).status).toBe(200)
    expect((await call('GET', '/wps/member/info', { headers: auth(phone) })).status).toBe(401)
    expect((await call('DELETE', `/wps/member/sessions/${phoneId}`, { headers: auth(desk) })).status).toBe(404)
    const out = await call('DELETE', '/wps/member/sessions', { headers: auth(desk) })
    expect(out.body.value).toEqual({ revoked: 1 })
    expect((await call('GET', '/wps/member/info', { headers: auth(m.token) })).status).toBe(401)
    expect((await call('GET', '/wps/member/info', { headers: auth(desk) })).status).toBe(200)
    const after = await call('GET', '/wps/member/security', { headers: auth(desk) })
    expect(after.body.value.sessions.length).toBe(1)
    expect(after.body.value.loginHistory.filter((h: { active: boolean }) => h.active).length).toBe(1)
  })

  it('parses devices of unknown or missing agents without failing', () => {
    expect(parseDevice(null)).toEqual({ browser: null, os: null, type: 'unknown' })
    expect(parseDevice('curl/8.5.0').type).toBe('unknown')
  })

  it('summarises the security level from what is set', async () => {
    const m = await member('sess0002', { payeeName: 'Cara Lim' })
    const s = (await call('GET', '/wps/member/security', { headers: auth(m.token) })).body.value.summary
    expect(s).toMatchObject({ score: 2, max: 6, level: 'low' })
    expect(s.items.find((i: { key: string }) => i.key === 'realName').done).toBe(true)
  })
})

describe('VIP level', () => {
  it('comes from the valid bet of settled bets over the last 30 days', async () => {
    const m = await member('vipp0001')
    const now = Date.now()
    const bet = (n: number, validBet: number, placedAt: number, status = 'SETTLED') => ({
      brandCode: TEST_BRAND,
      memberId: m.id,
      vendorCode: 'BGS',
      gameType: 'INHOUSE',
      gameCode: 'dice',
      roundId: `r${n}`,
      betTxId: `vip-${m.id}-${n}`,
      betAmount: validBet,
      validBet,
      status,
      placedAt,
      settledAt: placedAt,
    })
    expect((await call('GET', '/wps/member/info', { headers: auth(m.token) })).body.value).toMatchObject({ hasVip: false, vipLevel: 0 })
    t.db
      .insert(betRecords)
      .values([
        bet(1, 60_000, now - 86_400_000),
        bet(2, 50_000, now - 29 * 86_400_000),
        bet(3, 5_000_000, now - 31 * 86_400_000), // outside the period
        bet(4, 5_000_000, now - 3_600_000, 'OPEN'), // not settled yet
      ])
      .run()
    const vip = (await call('GET', '/wps/member/vip', { headers: auth(m.token) })).body.value
    expect(vip).toMatchObject({ level: 1, code: 'bronze', hasVip: true, validBet: 110_000, periodDays: 30, next: { level: 2, code: 'silver', remaining: 890_000 } })
    expect(vip.progress).toBeCloseTo(10_000 / 900_000)
    expect((await call('GET', '/wps/member/info', { headers: auth(m.token) })).body.value).toMatchObject({ hasVip: true, vipLevel: 1 })
    expect(t.platform.vip.status(m.id).hasVip).toBe(true)
  })
})
