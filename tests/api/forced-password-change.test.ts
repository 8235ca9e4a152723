/**
 * Issue 14 §3: no shared default password, and a forced password change the server enforces
 * (spec §4 Login, §2 registerCenter, §3 change password; docs/decisions/0030).
 * - An account an agent opens without a password gets a unique one-time password, answered once,
 *   stored only as a hash, never shown again; the brand has no default password any more.
 * - A session of a member who must change the password (a one-time or temporary password, or an
 *   expired one with PWDEXPFORCECHANGE3, after a username login) may call only member info,
 *   change-password and logout: every other /wps and /lgw call answers 403
 *   PASSWORD_CHANGE_REQUIRED, for every such session of the member, until the change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, encryptFor, TEST_BRAND } from '../fixtures/app'
import { sessionToken } from '../fixtures/api-client'
import { checkField } from '../../shared/validation/patterns'
import { resolveRegisterFields } from '../../server/platform/member/register-settings'

let offset = 0
const now = () => Date.now() + offset
const t = createTestApp({ now })
afterAll(() => t.cleanup())

let seq = 0
const newKey = () => `fpc-${++seq}-${Math.random().toString(36).slice(2, 8)}`
let ipSeq = 10
const newIp = () => `198.51.100.${ipSeq++}`

type Reply = { status: number; body: any }
async function request(method: string, path: string, opts: { token?: string; json?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...opts.headers }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`
  if (opts.json !== undefined) headers['content-type'] = 'application/json'
  if (method !== 'GET' && method !== 'DELETE') headers['idempotency-key'] ??= newKey()
  const res = await t.app.request(path, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) })
  const text = await res.text()
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {
    /* an event stream or a page */
  }
  return { status: res.status, body }
}
const e = (payload: Record<string, unknown>) => encryptFor(t.app, payload, { iat: Math.floor(now() / 1000) })

async function login(username: string, password: string, type: 'username' | 'sms' = 'username'): Promise<Reply> {
  return request('POST', '/wps/session/login', { json: await e({ username, password, type }), headers: { 'x-forwarded-for': newIp() } })
}
async function changePassword(token: string, oldPassword: string, newPassword: string): Promise<Reply> {
  return request('POST', '/wps/member/password', { token, json: await e({ oldPassword, newPassword, confirmNewPassword: newPassword }) })
}

let agent: { id: number; token: string }
beforeAll(async () => {
  const a = await t.platform.members.register({ account: 'fpcagent1', password: 'Passw0rd!', type: 1, nickname: 'FPC Agent' })
  agent = { id: a.id, token: await sessionToken(t, a.id, '203.0.113.7') }
})

/** Opens a downline under the test agent through the register center API. */
const openDownline = (body: Record<string, unknown>) => request('POST', '/wps/agent/downlines', { token: agent.token, json: { kind: 'member', ...body } })

/**
 * Every /wps and /lgw route of the app (and the lottery's /lotto/lgw one), one request each, with
 * path parameters filled in. The guard answers before a route validates anything, so an empty
 * JSON body will do.
 */
function allRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>()
  const out: { method: string; path: string }[] = []
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || !/^\/(wps|lgw|lotto\/lgw)\//.test(r.path)) continue
    const path = r.path.replace(/:[A-Za-z]+(\{[^}]*\}+)?/g, '1').replace(/\*/g, 'x')
    const key = `${r.method} ${path}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push({ method: r.method, path })
  }
  return out
}

/** What a forced session may still call (decision 0030). */
const ALLOWED = new Set([
  'GET /wps/member/info',
  'POST /wps/member/password',
  'DELETE /wps/session/logout',
  // No session needed: a new login replaces the forced one; the dialog encrypts with the JWK set.
  'POST /wps/session/login',
  'POST /wps/session/login/freeplay',
  'GET /wps/system/jwks',
])

describe('one-time passwords instead of a brand default', () => {
  it('answers a unique one-time password that meets the password rule, once, and stores only its hash', async () => {
    const a = await openDownline({ account: 'otpmember1' })
    const b = await openDownline({ account: 'otpmember2' })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    expect(b.status).toBe(200)
    const pa = a.body.value.oneTimePassword as string
    const pb = b.body.value.oneTimePassword as string
    expect(typeof pa).toBe('string')
    expect(pa).not.toBe(pb)
    const rule = resolveRegisterFields(t.platform.settings().registerFields).password
    for (const p of [pa, pb]) expect(checkField({ ...rule, enabled: true, required: true }, p).ok).toBe(true)
    expect(a.body.value).toMatchObject({ mustChangePassword: true, member: { account: 'otpmember1' } })
    expect(a.body.value).not.toHaveProperty('defaultPassword')

    const row = t.platform.members.byAccount('otpmember1')!
    expect(row.mustChangePassword).toBe(1)
    expect(row.passwordHash).toMatch(/^\$argon2id\$/)
    expect(row.passwordHash).not.toContain(pa)
    // Never shown again: not in the downline's detail, the team list, nor the brand's settings.
    const detail = await request('GET', '/wps/agent/downlines/otpmember1', { token: agent.token })
    const list = await request('GET', '/wps/agent/downlines?scope=all', { token: agent.token })
    for (const r of [detail, list]) {
      expect(r.status).toBe(200)
      expect(JSON.stringify(r.body)).not.toContain(pa)
    }
    expect(t.platform.settings()).not.toHaveProperty('defaultPassword')
    expect(JSON.stringify(t.platform.settings())).not.toContain('Secret123!')
  })

  it('no longer knows the old brand-wide default: an account opened without a password does not log in with it', async () => {
    const r = await openDownline({ account: 'otpmember3' })
    expect(r.status).toBe(200)
    expect((await login('otpmember3', 'Secret123!')).status).toBe(401)
  })

  it('flags a password the agent chose too: the upline knows it', async () => {
    const r = await openDownline({ account: 'chosenpw1', password: 'Ch0sen!pw', confirmPassword: 'Ch0sen!pw' })
    expect(r.status).toBe(200)
    expect(r.body.value).toMatchObject({ mustChangePassword: true })
    expect(r.body.value.oneTimePassword).toBeUndefined()
    expect((await login('chosenpw1', 'Ch0sen!pw')).body.value.passwordExpired).toBe(true)
  })

  it('the operator `agent add` without a password prints a one-time password the new agent must change', async () => {
    const { runOperator } = await import('../../server/operator')
    const saved = { DATA_DIR: process.env.DATA_DIR, BRAND_CODE: process.env.BRAND_CODE }
    process.env.DATA_DIR = t.dir
    process.env.BRAND_CODE = TEST_BRAND
    try {
      const out = JSON.parse(await runOperator(['agent', 'add', 'opagent01']))
      const again = JSON.parse(await runOperator(['agent', 'add', 'opagent02']))
      expect(out).toMatchObject({ agent: 'opagent01', type: 1, mustChangePassword: true })
      expect(out.oneTimePassword).toEqual(expect.any(String))
      expect(out.oneTimePassword).not.toBe(again.oneTimePassword)
      const first = await login('opagent01', out.oneTimePassword)
      expect(first.status).toBe(200)
      expect(first.body.value.passwordExpired).toBe(true)
      // An operator who gives the password knows it already (they run the brand): no forced change.
      const chosen = JSON.parse(await runOperator(['agent', 'add', 'opagent03', 'Passw0rd!']))
      expect(chosen.oneTimePassword).toBeUndefined()
      expect((await login('opagent03', 'Passw0rd!')).body.value.passwordExpired).toBe(false)
    } finally {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k]
        else process.env[k] = v
    }
  })
})

describe('a session that must change its password', () => {
  let oneTime: string
  let token: string
  beforeAll(async () => {
    const r = await openDownline({ account: 'forced001' })
    oneTime = r.body.value.oneTimePassword
    const l = await login('forced001', oneTime)
    expect(l.status, JSON.stringify(l.body)).toBe(200)
    expect(l.body.value.passwordExpired).toBe(true)
    token = l.body.value.token
  })

  it('gets 403 PASSWORD_CHANGE_REQUIRED for a PIN, a bank account, a withdrawal, a transfer, a launch and every other call', async () => {
    const refused = async (method: string, path: string, json: unknown = {}) => {
      const r = await request(method, path, { token, json: method === 'GET' || method === 'DELETE' ? undefined : json })
      expect({ method, path, status: r.status, code: r.body?.code }).toEqual({ method, path, status: 403, code: 'PASSWORD_CHANGE_REQUIRED' })
      expect(r.body.message).toBe('Please change your password before you continue')
    }
    await refused('POST', '/wps/member/payment-password', await e({ password: '123456', confirmPassword: '123456' }))
    await refused('POST', '/wps/wallet/bank-accounts', { bankName: 'BDO', accountNumber: '0012-3456-7890', payeeName: 'Juan Dela Cruz' })
    await refused('POST', '/wps/wallet/withdraw', await e({ amount: 100, bankAccountId: 1, paymentPassword: '123456' }))
    await refused('POST', '/wps/wallet/deposit', { methodCode: 'GCASH', amount: 100 })
    await refused('POST', '/wps/relay/GCS_walletTransfer', { amount: 1 })
    await refused('POST', '/wps/wallet/transfer/upline', { amount: 1 })
    await refused('POST', '/wps/game/launchGame', { nodeId: '1' })
    await refused('GET', '/wps/v2/wallets/balance')
    await refused('GET', '/wps/member/events')
    await refused('GET', '/lotto/lgw/games/opened/numero?gameCode=x')

    const routes = allRoutes()
    expect(routes.length).toBeGreaterThan(80)
    let checked = 0
    for (const { method, path } of routes) {
      if (ALLOWED.has(`${method} ${path}`)) continue
      await refused(method, path)
      checked++
    }
    expect(checked).toBeGreaterThan(80)
  })

  it('answers in Filipino too', async () => {
    const r = await request('GET', '/wps/v2/wallets/balance?language=ty', { token })
    expect(r.status).toBe(403)
    expect(r.body).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', message: 'Palitan muna ang iyong password bago magpatuloy' })
  })

  it('holds for every session of the member, not only the one that logged in', async () => {
    const other = await login('forced001', oneTime)
    expect(other.body.value.passwordExpired).toBe(true)
    const bearer = await sessionToken(t, t.platform.members.byAccount('forced001')!.id, '203.0.113.8')
    for (const tk of [other.body.value.token, bearer]) {
      expect((await request('GET', '/wps/v2/wallets/balance', { token: tk })).body.code).toBe('PASSWORD_CHANGE_REQUIRED')
      expect((await request('GET', '/wps/member/info', { token: tk })).status).toBe(200)
    }
  })

  it('may read member info and log out', async () => {
    const info = await request('GET', '/wps/member/info', { token })
    expect(info.status).toBe(200)
    expect(info.body.value.account).toBe('forced001')
    const extra = (await login('forced001', oneTime)).body.value.token
    const out = await request('DELETE', '/wps/session/logout', { token: extra })
    expect(out.status).toBe(200)
    expect((await request('GET', '/wps/member/info', { token: extra })).status).toBe(401)
  })

  it('changes the password, after which the same calls work at once', async () => {
    const changed = await changePassword(token, oneTime, 'N3w!passwd')
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    const fresh = changed.body.value.token as string
    const call = (method: string, path: string, json?: unknown) => request(method, path, { token: fresh, json })
    expect((await call('POST', '/wps/wallet/deposit', { methodCode: 'GCASH', amount: 500 })).status).toBe(200)
    expect((await call('POST', '/wps/member/payment-password', await e({ password: '123456', confirmPassword: '123456' }))).status).toBe(200)
    const bank = await call('POST', '/wps/wallet/bank-accounts', { bankName: 'BDO', accountNumber: '0012-3456-7890', payeeName: 'Juan Dela Cruz' })
    expect(bank.status, JSON.stringify(bank.body)).toBe(200)
    const w = await call('POST', '/wps/wallet/withdraw', await e({ amount: 100, bankAccountId: bank.body.value.id, paymentPassword: '123456' }))
    expect(w.status, JSON.stringify(w.body)).toBe(200)
    expect((await call('GET', '/wps/v2/wallets/balance')).status).toBe(200)
    // No route answers PASSWORD_CHANGE_REQUIRED any more.
    for (const { method, path } of allRoutes()) {
      if (path === '/wps/member/events' || path === '/wps/session/logout') continue
      const r = await request(method, path, { token: fresh, json: method === 'GET' || method === 'DELETE' ? undefined : {} })
      expect(r.body?.code, `${method} ${path}`).not.toBe('PASSWORD_CHANGE_REQUIRED')
    }
    // The member now has a bank account on file, so a login from a new IP asks for its holder name (decision 0053).
    const challenged = await login('forced001', 'N3w!passwd')
    expect(challenged.body.code).toBe('NEW_IP_VERIFICATION')
    expect(JSON.stringify(challenged.body)).toContain('BANK_NAME')
    const next = await request('POST', '/wps/session/login', {
      json: await e({ username: 'forced001', password: 'N3w!passwd', type: 'username', bankAccountName: 'juan dela cruz' }),
      headers: { 'x-forwarded-for': newIp() },
    })
    expect(next.body.value.passwordExpired).toBe(false)
  })
})

describe('an expired password (PWDEXPFORCECHANGE3)', () => {
  it('forces a change for a username login, not for an SMS one, until the change', async () => {
    const m = await t.platform.members.register({ account: 'expired01', password: 'Passw0rd!' })
    offset = 91 * 86_400_000
    try {
      const l = await login('expired01', 'Passw0rd!')
      expect(l.body.value.passwordExpired).toBe(true)
      expect((await request('GET', '/wps/v2/wallets/balance', { token: l.body.value.token })).body.code).toBe('PASSWORD_CHANGE_REQUIRED')
      const sms = await sessionToken(t, m.id, '203.0.113.9', 'sms')
      expect((await request('GET', '/wps/v2/wallets/balance', { token: sms })).status).toBe(200)
      const changed = await changePassword(l.body.value.token, 'Passw0rd!', 'Fresh!pw22')
      expect(changed.status).toBe(200)
      expect((await request('GET', '/wps/v2/wallets/balance', { token: changed.body.value.token })).status).toBe(200)
    } finally {
      offset = 0
    }
  })
})
