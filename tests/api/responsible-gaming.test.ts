/**
 * Responsible gaming (issue 8) through the real app over a real seeded SQLite file: limits (a
 * decrease at once, a raise after 24 hours, the lowest applies), deposits refused over a limit or
 * during an exclusion, loss and wager limits and exclusions refused by the seamless wallet with the
 * contract's codes, login refused with the end of the exclusion, nothing shortens an exclusion,
 * the agent sees the excluded downline, the reality check's figures, and the append-only audit log.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createTestApp, encryptFor } from '../fixtures/app'
import { signIn, vendorCall, type SignedIn } from '../fixtures/api-client'
import type { VendorAnswer } from '../../shared/schemas/vendor-wallet'

const HOUR = 3_600_000
let offset = 0
const t = createTestApp({ now: () => Date.now() + offset })
afterAll(() => t.cleanup())
afterEach(() => {
  offset = 0
  expect(t.platform.ledger.check().ok).toBe(true)
})

let seq = 0
type Member = SignedIn

const deposit = (m: Member, amount: number, methodCode = 'GCASH') =>
  m.call('POST', '/wps/wallet/deposit', { json: { methodCode, amount }, headers: { 'idempotency-key': `rg-dep-${++seq}-${Date.now()}` } })
const setLimits = (m: Member, limits: { kind: string; period: string; amount: number | null }[]) => m.call('PUT', '/wps/member/responsible-gaming/limits', { json: { limits } })
const limitOf = async (m: Member, kind: string, period: string) => (await m.call('GET', '/wps/member/responsible-gaming')).body.value.limits.find((l: any) => l.kind === kind && l.period === period)

describe('deposit limits', () => {
  it('refuses a deposit over the limit with a clear message and moves nothing; the rest of the window still passes', async () => {
    const m = await signIn(t, 'rg', { uplineId: null })
    expect((await setLimits(m, [{ kind: 'DEPOSIT', period: 'DAY', amount: 500 }])).status).toBe(200)
    expect((await deposit(m, 300)).status).toBe(200)
    const refused = await deposit(m, 300)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('DEPOSIT_LIMIT')
    expect(refused.body.message).toBe('This deposit would go over your 24-hour deposit limit of ₱500.00. You can deposit up to ₱200.00 now.')
    expect(t.platform.wallet.balance(m.id)).toBe(30_000)
    expect((await deposit(m, 200)).status).toBe(200)
    expect((await limitOf(m, 'DEPOSIT', 'DAY')).used).toBe(500)
  })

  it('the lowest limit applies: a 7-day limit below the daily one refuses first', async () => {
    const m = await signIn(t, 'rg', { uplineId: null })
    await setLimits(m, [
      { kind: 'DEPOSIT', period: 'DAY', amount: 5_000 },
      { kind: 'DEPOSIT', period: 'WEEK', amount: 400 },
    ])
    const refused = await deposit(m, 500)
    expect(refused.body.code).toBe('DEPOSIT_LIMIT')
    expect(refused.body.message).toContain('7-day deposit limit of ₱400.00')
  })

  it('counts a pending bank transfer against the limit', async () => {
    const m = await signIn(t, 'rg', { uplineId: null })
    await setLimits(m, [{ kind: 'DEPOSIT', period: 'MONTH', amount: 1_000 }])
    const bank = await m.call('POST', '/wps/wallet/deposit', { json: { methodCode: 'BANK', amount: 800, payerReference: 'REF123' }, headers: { 'idempotency-key': `rg-bank-${++seq}-${Date.now()}` } })
    expect(bank.status).toBe(200)
    expect((await deposit(m, 300)).body.code).toBe('DEPOSIT_LIMIT')
  })

  it('applies a decrease on the very next request and a raise only after 24 hours', async () => {
    const m = await signIn(t, 'rg', { uplineId: null })
    await setLimits(m, [{ kind: 'DEPOSIT', period: 'DAY', amount: 1_000 }])
    await setLimits(m, [{ kind: 'DEPOSIT', period: 'DAY', amount: 200 }])
    expect((await deposit(m, 300)).body.code).toBe('DEPOSIT_LIMIT')
    const raised = await setLimits(m, [{ kind: 'DEPOSIT', period: 'DAY', amount: 5_000 }])
    const l = raised.body.value.limits.find((x: any) => x.kind === 'DEPOSIT' && x.period === 'DAY')
    expect(l.amount).toBe(200)
    expect(l.next.amount).toBe(5_000)
    expect(l.next.from - (Date.now() + offset)).toBeGreaterThan(24 * HOUR - 60_000)
    expect((await deposit(m, 300)).body.code).toBe('DEPOSIT_LIMIT')
    // A day later (the session has idled out by then: the platform directly).
    offset = 24 * HOUR + 1_000
    expect(t.platform.responsibleGaming.overview(m.id).limits.find((x) => x.kind === 'DEPOSIT' && x.period === 'DAY')!.amount).toBe(500_000)
    await expect(t.platform.wallet.deposit(m.id, { methodCode: 'GCASH', amount: 30_000, key: `rg-later-${++seq}` })).resolves.toMatchObject({ status: 'CREDITED' })
  })

  it('a removal waits 24 hours too, and asking for the limit in force again cancels a waiting raise', async () => {
    const m = await signIn(t, 'rg', { uplineId: null })
    await setLimits(m, [{ kind: 'DEPOSIT', period: 'WEEK', amount: 300 }])
    await setLimits(m, [{ kind: 'DEPOSIT', period: 'WEEK', amount: null }])
    expect((await limitOf(m, 'DEPOSIT', 'WEEK')).next).toEqual({ amount: null, from: expect.any(Number) })
    expect((await deposit(m, 400)).body.code).toBe('DEPOSIT_LIMIT')
    await setLimits(m, [{ kind: 'DEPOSIT', period: 'WEEK', amount: 300 }])
    expect((await limitOf(m, 'DEPOSIT', 'WEEK')).next).toBeNull()
    offset = 25 * HOUR
    expect(t.platform.responsibleGaming.overview(m.id).limits.find((x) => x.kind === 'DEPOSIT' && x.period === 'WEEK')!.amount).toBe(30_000)
  })

  it('refuses bad limit bodies with 400 VALIDATION and changes nothing', async () => {
    const m = await signIn(t, 'rg', { uplineId: null })
    for (const body of [
      { limits: [{ kind: 'DEPOSIT', period: 'DAY', amount: -5 }] },
      { limits: [{ kind: 'BONUS', period: 'DAY', amount: 5 }] },
      { limits: [] },
      { limits: [{ kind: 'LOSS', period: 'YEAR', amount: 5 }] },
    ]) {
      const res = await m.call('PUT', '/wps/member/responsible-gaming/limits', { json: body })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('VALIDATION')
    }
    expect((await m.call('GET', '/wps/member/responsible-gaming')).body.value.limits.every((l: any) => l.amount === null)).toBe(true)
    expect((await t.app.request('/wps/member/responsible-gaming')).status).toBe(401)
  })
})

// ---------------------------------------------------------------- seamless wallet

const VENDOR = 'PG'
const nodeId = () => t.db.$client.prepare<{ node_id: string }, [string]>("SELECT node_id FROM games WHERE vendor_code = ? AND game_type = 'RNG' LIMIT 1").get(VENDOR)!.node_id
async function player(funds = 1_000) {
  const m = await signIn(t, 'rg', { uplineId: null })
  expect((await deposit(m, funds)).status).toBe(200)
  const launched = t.platform.play.launcher.launch(m.id, nodeId(), 'en')
  if (launched.kind !== 'url') throw new Error('expected a launch URL')
  const bet = (amount: number) => {
    const txId = `rgb-${++seq}`
    return vendorCall(t, VENDOR, 'bet', { user: String(m.id), token: launched.token, txId, roundId: `r-${txId}`, gameCode: 'demo', amount, currency: 'PHP' }).then((a) => ({
      ...(a.body as VendorAnswer),
      txId,
    }))
  }
  const win = (betTxId: string, amount: number) =>
    vendorCall(t, VENDOR, 'win', { user: String(m.id), txId: `rgw-${++seq}`, betTxId, roundId: `r-${betTxId}`, amount, currency: 'PHP' }).then((a) => a.body as VendorAnswer)
  return { ...m, bet, win }
}

describe('loss and wager limits in the seamless wallet', () => {
  it('refuses a bet over the wager limit with RS_ERROR_LIMIT_REACHED and debits nothing', async () => {
    const p = await player()
    await setLimits(p, [{ kind: 'WAGER', period: 'DAY', amount: 100 }])
    expect((await p.bet(6_000)).status).toBe('RS_OK')
    const refused = await p.bet(5_000)
    expect(refused.status).toBe('RS_ERROR_LIMIT_REACHED')
    expect(refused.balance).toBe(100_000 - 6_000)
    expect((await p.bet(4_000)).status).toBe('RS_OK')
  })

  it('counts stakes minus winnings against the loss limit', async () => {
    const p = await player()
    await setLimits(p, [{ kind: 'LOSS', period: 'WEEK', amount: 50 }])
    const first = await p.bet(4_000)
    expect((await p.win(first.txId, 3_000)).status).toBe('RS_OK')
    // Net loss so far ₱10; a ₱45 stake could take it to ₱55.
    expect((await p.bet(4_500)).status).toBe('RS_ERROR_LIMIT_REACHED')
    expect((await p.bet(4_000)).status).toBe('RS_OK')
    expect((await limitOf(p, 'LOSS', 'WEEK')).used).toBe(50)
  })
})

// ---------------------------------------------------------------- exclusion

const login = async (account: string) => {
  const res = await t.app.request('/wps/session/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${++seq % 200}` },
    body: JSON.stringify(await encryptFor(t.app, { username: account, password: 'Passw0rd!', type: 'username' }, { iat: Math.floor((Date.now() + offset) / 1000) })),
  })
  return { status: res.status, body: (await res.json()) as any }
}

describe('time-out and self-exclusion', () => {
  it('needs the confirmation, then revokes every session, refuses login, deposits and bets until the end', async () => {
    const p = await player()
    const other = t.platform.sessions.create(p.id, 'username', '203.0.113.10', 'phone')
    const unconfirmed = await p.call('POST', '/wps/member/responsible-gaming/exclusion', { json: { kind: 'TIME_OUT', days: 3 } })
    expect(unconfirmed.status).toBe(400)
    expect(t.platform.responsibleGaming.exclusion(p.id)).toBeNull()

    const res = await p.call('POST', '/wps/member/responsible-gaming/exclusion', { json: { kind: 'TIME_OUT', days: 3, confirm: true } })
    expect(res.body).toMatchObject({ success: true })
    const until = res.body.value.until as number
    expect(until - (Date.now() + offset)).toBeGreaterThan(3 * 24 * HOUR - 60_000)
    expect(t.platform.sessions.validate(p.session.id)).toBeNull()
    expect(t.platform.sessions.validate(other.id)).toBeNull()
    expect((await p.call('GET', '/wps/v2/wallets/balance')).status).toBe(401)

    const refused = await login(p.account)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('EXCLUDED')
    expect(refused.body.until).toBe(until)
    expect(refused.body.message).toMatch(/^You are taking a break until .+ UTC\. You can log in again after that\.$/)

    expect((await p.bet(1_000)).status).toBe('RS_ERROR_USER_DISABLED')
    await expect(t.platform.wallet.deposit(p.id, { methodCode: 'GCASH', amount: 20_000, key: 'rg-excluded-dep' })).rejects.toMatchObject({ code: 'EXCLUDED' })
    expect(t.platform.responsibleGaming.marketingAllowed(p.id)).toBe(false)

    offset = 3 * 24 * HOUR + 60_000
    expect((await login(p.account)).status).toBe(200)
    expect(t.platform.responsibleGaming.marketingAllowed(p.id)).toBe(true)
  })

  it('nothing the member does shortens it: a shorter request keeps the later end; self-exclusion outranks a break', async () => {
    const m = await signIn(t, 'rg', { uplineId: null })
    const long = t.platform.responsibleGaming.exclude(m.id, { kind: 'TIME_OUT', days: 14 })
    const shorter = t.platform.responsibleGaming.exclude(m.id, { kind: 'TIME_OUT', days: 1 })
    expect(shorter.until).toBe(long.until)
    const self = t.platform.responsibleGaming.exclude(m.id, { kind: 'SELF_EXCLUSION', months: 6 })
    expect(self.kind).toBe('SELF_EXCLUSION')
    expect(self.until).toBeGreaterThan(long.until)
    expect(t.platform.responsibleGaming.exclude(m.id, { kind: 'TIME_OUT', days: 1 })).toMatchObject({ kind: 'SELF_EXCLUSION', until: self.until })
    const refused = await login(m.account)
    expect(refused.body.message).toMatch(/^You have excluded yourself until .+ UTC\./)
    // Out-of-range lengths are refused.
    expect(() => t.platform.responsibleGaming.exclude(m.id, { kind: 'TIME_OUT', days: 43 })).toThrow()
    expect(() => t.platform.responsibleGaming.exclude(m.id, { kind: 'SELF_EXCLUSION', months: 5 })).toThrow()
  })

  it('says so in Filipino', async () => {
    const m = await signIn(t, 'rg', { uplineId: null })
    t.platform.responsibleGaming.exclude(m.id, { kind: 'TIME_OUT', days: 1 })
    const res = await t.app.request('/wps/session/login?language=ty', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await encryptFor(t.app, { username: m.account, password: 'Passw0rd!', type: 'username' })),
    })
    expect(((await res.json()) as any).message).toMatch(/^Nagpapahinga ka hanggang /)
  })

  it('the agent sees the downline as excluded in the downline list', async () => {
    const agent = await t.platform.members.register({ account: `rgagent${++seq}`, password: 'Passw0rd!', type: 1 })
    const d = await signIn(t, 'rg', { uplineId: agent.id })
    const fresh = await signIn(t, 'rg', { uplineId: agent.id })
    const { until } = t.platform.responsibleGaming.exclude(d.id, { kind: 'SELF_EXCLUSION', months: 12 })
    const list = t.platform.agent.downlines(agent.id, { scope: 'direct', page: 1, pageSize: 20 }).list
    expect(list.find((r) => r.id === d.id)!.excludedUntil).toBe(until)
    expect(list.find((r) => r.id === fresh.id)!.excludedUntil).toBeNull()
  })
})

describe('reality check', () => {
  it('keeps the interval (10 minutes to 8 hours) and reports the session’s time, stakes and net result', async () => {
    const p = await player()
    expect((await p.call('PUT', '/wps/member/responsible-gaming/reality-check', { json: { minutes: 5 } })).status).toBe(400)
    expect((await p.call('PUT', '/wps/member/responsible-gaming/reality-check', { json: { minutes: 30 } })).status).toBe(200)
    const b = await p.bet(2_000)
    await p.win(b.txId, 500)
    offset = 45 * 60_000
    const r = (await p.call('GET', '/wps/member/responsible-gaming/reality-check')).body.value
    expect(r).toMatchObject({ intervalMinutes: 30, minutesPlayed: 45, wagered: 20, net: -15, bets: 1 })
    expect(r.nextAt - r.sessionStartedAt).toBe(60 * 60_000)
    expect(r.dueInMs).toBeGreaterThan(14 * 60_000)
    expect(r.dueInMs).toBeLessThanOrEqual(15 * 60_000)
  })
})

describe('audit log', () => {
  it('records every change, newest first, and refuses UPDATE and DELETE', async () => {
    const m = await signIn(t, 'rg', { uplineId: null })
    await setLimits(m, [{ kind: 'WAGER', period: 'MONTH', amount: 100 }])
    await setLimits(m, [{ kind: 'WAGER', period: 'MONTH', amount: 150 }])
    await m.call('PUT', '/wps/member/responsible-gaming/reality-check', { json: { minutes: 60 } })
    const history = (await m.call('GET', '/wps/member/responsible-gaming')).body.value.history
    expect(history.map((h: any) => h.action)).toEqual(['REALITY_CHECK_SET', 'LIMIT_INCREASE_REQUESTED', 'LIMIT_SET'])
    expect(history[2]).toMatchObject({ actor: 'MEMBER', ip: expect.any(String), detail: { kind: 'WAGER', period: 'MONTH', from: null, to: 10_000 } })
    const sqlite = t.db.$client
    expect(() => sqlite.run('UPDATE rg_audit SET action = ? WHERE member_id = ?', ['X', m.id])).toThrow(/append-only/)
    expect(() => sqlite.run('DELETE FROM rg_audit WHERE member_id = ?', [m.id])).toThrow(/append-only/)
    expect(t.platform.responsibleGaming.audit(m.id)).toHaveLength(3)
  })
})
