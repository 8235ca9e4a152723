/**
 * Issue 14 §4, "never a 500 for a client's mistake": malformed, truncated, empty and oversized JSON
 * bodies on every mutating gateway and vendor route, and unparseable Origin/Referer headers, answer
 * 4xx in the envelope (DESIGN §2) with a translated message; no stack trace leaves the server, and
 * the log gets one line carrying the request id (decision 0031).
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../fixtures/app'
import { sessionToken } from '../fixtures/api-client'
import { tFor } from '../../shared/i18n'

const t = createTestApp()
afterAll(() => t.cleanup())

/** Every mutating route that takes a JSON body (params filled with plausible values). */
const JSON_ROUTES: [method: string, path: string][] = [
  ['POST', '/wps/session/login'],
  ['POST', '/wps/session/login/freeplay'],
  ['POST', '/wps/member/password'],
  ['PUT', '/wps/member/info'],
  ['PUT', '/wps/member/info/icon'],
  ['POST', '/wps/member/security/code'],
  ['POST', '/wps/member/mobile'],
  ['POST', '/wps/member/email'],
  ['PUT', '/wps/member/responsible-gaming/limits'],
  ['PUT', '/wps/member/responsible-gaming/reality-check'],
  ['POST', '/wps/member/responsible-gaming/exclusion'],
  ['PUT', '/wps/member/register'],
  ['PUT', '/wps/member/register/mobile'],
  ['POST', '/wps/verification/sms/register'],
  ['POST', '/wps/verification/sms/noLogin'],
  ['POST', '/wps/member/password/verification'],
  ['POST', '/wps/member/password/email'],
  ['POST', '/wps/relay/GCS_walletTransfer'],
  ['POST', '/wps/wallet/deposit'],
  ['POST', '/wps/member/payment-password'],
  ['POST', '/wps/wallet/bank-accounts'],
  ['POST', '/wps/wallet/withdraw'],
  ['POST', '/wps/wallet/transfer/upline'],
  ['POST', '/wps/agent/transfer/downline'],
  ['POST', '/wps/agent/downlines'],
  ['POST', '/wps/game/launchGame'],
  ['POST', '/wps/relay/MCS2_processDividendReq'],
  ['POST', '/wps/relay/MCS2_processDailySalContract'],
  ['POST', '/wps/relay/MCS2_processContractHourSalary'],
  ['POST', '/wps/relay/MCSFE_processRealTimeSalaryContract'],
  ['POST', '/wps/relay/MCSFE_addFavoriteGameV2'],
  ['DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2'],
  ['POST', '/wps/relay/CSP_readMessage'],
  ['PUT', '/wps/feedback'],
  ['POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward'],
  ['POST', '/wps/relay/passwordCheck/MCS2_convertPoint'],
  ['POST', '/wps/relay/MCS2_claimMission'],
  ['POST', '/wps/relay/MCS2_claimRafflePromotion'],
  ['POST', '/wps/promotions/1/join'],
  ['POST', '/wps/rewards/1/claim'],
  ['POST', '/wps/relay/CBS_sendChat'],
  ['POST', '/vendors/sandbox/session'],
  ['POST', '/vendors/sandbox/play'],
  ['POST', '/vendors/inhouse/bet'],
  ['POST', '/vendors/inhouse/mines/start'],
  ['POST', '/vendors/lottery/session'],
  ['POST', '/vendors/lottery/bet'],
]

/** Routes whose body is optional: an empty one is no mistake there. */
const OPTIONAL_BODY = new Set(['/wps/promotions/1/join', '/wps/rewards/1/claim'])

const BODIES: Record<string, string> = {
  invalid: '{"amount": 10,,}',
  truncated: '{"methodCode":"GCASH","amount":1',
  brace: '{',
  empty: '',
  garbage: '\u0000\uffff<xml/>',
  huge: `{"text":"${'x'.repeat(1024 * 1024)}"}`,
}

let token = ''
let logged: string[] = []
beforeEach(() => {
  logged = []
  for (const level of ['error', 'warn', 'log', 'info'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? String(a.stack) : typeof a === 'string' ? a : JSON.stringify(a))).join(' '))
    })
  }
})
afterEach(() => vi.restoreAllMocks())

async function signedIn() {
  if (token) return token
  const info = await t.platform.members.register({ account: `mal${Date.now().toString(36)}`, password: 'Passw0rd!' })
  token = await sessionToken(t, info.id)
  return token
}

const STACK = /\n\s+at |\bat .+:\d+:\d+\)?|node_modules|\/work\//

/** Asserts a 4xx envelope with a translated message, no stack in the body. */
async function expectClientError(res: Response, label: string) {
  expect(res.status, label).toBeGreaterThanOrEqual(400)
  expect(res.status, label).toBeLessThan(500)
  const text = await res.text()
  expect(text, label).not.toMatch(STACK)
  const body = JSON.parse(text) as { success: boolean; message: string; code: string }
  expect(body.success, label).toBe(false)
  expect(typeof body.code, label).toBe('string')
  // The sandbox vendor stands for a third party with its own API: a code, no translated text.
  if (label.includes('/vendors/sandbox/')) return body
  expect(body.message, label).toBeTruthy()
  // Translated: a text, not an i18n key such as `errors.badJson`.
  expect(body.message, label).not.toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/)
  return body
}

describe('malformed JSON bodies', () => {
  it('PUT /wps/feedback with `{` and no login answers 400 BAD_JSON, translated, with one log line naming the request id', async () => {
    const res = await t.app.request('/wps/feedback', { method: 'PUT', headers: { 'content-type': 'application/json', cookie: 'lang=ty' }, body: '{' })
    const requestId = res.headers.get('x-request-id')
    const body = await expectClientError(res, 'feedback')
    expect(res.status).toBe(400)
    expect(body.code).toBe('BAD_JSON')
    expect(body.message).toBe(tFor('ty')('errors.badJson'))
    expect(body.message).not.toBe(tFor('en')('errors.badJson'))
    expect(requestId).toBeTruthy()
    expect(logged.filter((l) => l.includes(`[${requestId}]`))).toHaveLength(1)
    expect(logged.join('\n')).not.toMatch(STACK)
  })

  for (const [kind, raw] of Object.entries(BODIES)) {
    it(`answers 4xx (never 500) to a ${kind} body on ${JSON_ROUTES.length} routes, signed in and anonymous, without a stack in the log`, async () => {
      const bearer = await signedIn()
      for (const [method, path] of JSON_ROUTES) {
        for (const auth of [{ authorization: `Bearer ${bearer}` }, {}] as Record<string, string>[]) {
          const headers = { 'content-type': 'application/json', 'idempotency-key': `mal-${kind}-key-${Math.random().toString(36).slice(2, 10)}`, ...auth }
          const res = await t.app.request(path, { method, headers, body: raw })
          const label = `${kind} ${method} ${path} ${'authorization' in auth ? 'signed in' : 'anonymous'}`
          if (kind === 'empty' && OPTIONAL_BODY.has(path)) expect(res.status, label).toBeLessThan(500)
          else await expectClientError(res, label)
        }
      }
      expect(logged.join('\n')).not.toMatch(STACK)
    })
  }

  it('refuses a 1 MB JSON body with 413 TOO_LARGE in the envelope before reading it into a handler', async () => {
    const res = await t.app.request('/wps/feedback', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: BODIES.huge })
    const body = await expectClientError(res, 'huge feedback')
    expect(res.status).toBe(413)
    expect(body.code).toBe('TOO_LARGE')
  })
})

describe('JSON bodies on upload routes', () => {
  it('answers a JSON body on the withdrawal confirmation and the promotion application with 4xx, never 500 (their own body limit does not read it again)', async () => {
    const bearer = await signedIn()
    for (const path of ['/wps/wallet/withdrawals/42/confirm', '/wps/promotions/1/apply']) {
      for (const body of ['{}', '{"status":"RECEIVED"}', '']) {
        const res = await t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` }, body })
        await expectClientError(res, `${path} ${body || 'empty'}`)
      }
    }
    expect(logged.join('\n')).not.toMatch(/500 INTERNAL/)
  })
})

describe('unparseable Origin and Referer', () => {
  const cases: Record<string, string>[] = [{ origin: 'http://[::1' }, { origin: 'not a url' }, { origin: '://' }, { referer: 'http://[bad' }, { referer: '%%%' }, { referer: 'http://exa mple.com/x' }]
  for (const header of cases) {
    it(`answers 403 CSRF, not 500, to a POST with ${JSON.stringify(header)}`, async () => {
      const res = await t.app.request('/wps/session/logout', { method: 'DELETE', headers: { 'content-type': 'application/json', ...header } })
      const body = await expectClientError(res, JSON.stringify(header))
      expect(res.status).toBe(403)
      expect(body.code).toBe('CSRF')
      const post = await t.app.request('/wps/wallet/deposit', { method: 'POST', headers: { 'content-type': 'application/json', ...header }, body: '{}' })
      expect((await expectClientError(post, `POST ${JSON.stringify(header)}`)).code).toBe('CSRF')
    })
  }
  it('still lets a same-host Referer through', async () => {
    const res = await t.app.request('http://localhost/wps/session/logout', { method: 'DELETE', headers: { referer: 'http://localhost/home' } })
    expect(res.status).toBe(200)
  })
})

describe('bad query strings and paths', () => {
  it('answers 4xx or 200, never 500, to broken percent-encodings', async () => {
    for (const path of [
      '/wps/relay/GCSGAME_gameList?vassalage=%E0%A4%A',
      '/wps/content/post?id=%',
      '/img/game/%E0%A4%A.svg',
      '/wps/agent/downlines/%ZZ',
      '/wps/relay/MCSFE_getListAnnouncements?language=%C0',
    ]) {
      const res = await t.app.request(path)
      expect(res.status, path).toBeLessThan(500)
    }
  })
})
