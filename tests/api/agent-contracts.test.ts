/**
 * Agent contracts (issue 6; spec §4 contracts, §7 MCS2_/MCSFE_ relays; decision 0013) through the
 * real app over a real seeded SQLite file: every rule — offers only to direct downlines, the rate
 * ceiling, accept/refuse, termination by either side, the automatic end of a downline's higher
 * contracts — and the consolidated contract info, as an agent and its downlines see them.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'
import { sessionToken, signIn, type SignedIn } from '../fixtures/api-client'

const t = createTestApp()
afterAll(() => t.cleanup())
afterEach(() => expect(t.platform.ledger.check().ok).toBe(true))

/** A signed-in member (or agent) under `upline`, and a client for its calls. */
const client = (o: { type?: number; upline?: { id: number } | null } = {}) => signIn(t, 'ct', { type: o.type, uplineId: o.upline?.id ?? null })
type Client = SignedIn

const DAILY = '/wps/relay/MCS2_processDailySalContract'
const DIVIDEND = '/wps/relay/MCS2_processDividendReq'
const HOURLY = '/wps/relay/MCS2_processContractHourSalary'
const REALTIME = '/wps/relay/MCSFE_processRealTimeSalaryContract'
const tiers = (...rates: number[]) => rates.map((rate, i) => ({ activeMembers: i + 1, validBet: 1000 * (i + 1), loss: 0, rate }))
const offer = (from: Client, to: Client, path = DAILY, rates = [0.5], extra: Record<string, unknown> = {}) =>
  from.call('POST', path, { json: { action: 'offer', account: to.account, tiers: tiers(...rates), ...extra } })
const act = (who: Client, action: 'accept' | 'refuse' | 'terminate', id: number, path = DAILY) => who.call('POST', path, { json: { action, id } })
/** Offer and accept; returns the contract id. */
async function contract(from: Client, to: Client, rates: number[], path = DAILY) {
  const o = await offer(from, to, path, rates)
  expect(o.status, JSON.stringify(o.body)).toBe(200)
  expect((await act(to, 'accept', o.body.value.id, path)).body.value.status).toBe('ACTIVE')
  return o.body.value.id as number
}
const statusOf = async (who: Client, id: number, path = DAILY) => {
  const { mine, team } = (await who.call('POST', path, { json: { action: 'list' } })).body.value
  return [...mine, ...team].find((c: { id: number }) => c.id === id)?.status
}

describe('offers go only to direct downlines', () => {
  it('a root agent offers a daily salary to its direct downline, who sees it pending', async () => {
    const root = await client({ type: 1 })
    const sub = await client({ type: 1, upline: root })
    const o = await offer(root, sub, DAILY, [0.3, 0.8])
    expect(o.status).toBe(200)
    expect(o.body.value).toMatchObject({
      type: 'DAILY_SALARY',
      period: 'daily',
      status: 'OFFERED',
      upline: root.account,
      downline: sub.account,
      maxRate: 0.8,
      tiers: [
        { activeMembers: 1, validBet: 1000, loss: 0, rate: 0.3 },
        { activeMembers: 2, validBet: 2000, loss: 0, rate: 0.8 },
      ],
    })
    const pending = (await sub.call('GET', DAILY)).body.value
    expect(pending.pending).toHaveLength(1)
    expect(pending.pending[0]).toMatchObject({ request: 'NEW', contract: { id: o.body.value.id }, current: null })
    expect(pending.ceiling).toBe(0)
    expect((await root.call('GET', DAILY)).body.value).toMatchObject({ pending: [], current: null, ceiling: 2 })
  })

  it('refuses an indirect downline, a stranger, oneself and offers from non-agents, and nothing is created', async () => {
    const root = await client({ type: 1 })
    const sub = await client({ type: 1, upline: root })
    const grandchild = await client({ upline: sub })
    const stranger = await client()
    for (const to of [grandchild, stranger, root]) {
      const r = await offer(root, to)
      expect(r.status).toBe(403)
      expect(r.body).toMatchObject({ success: false, code: 'NOT_DIRECT_DOWNLINE', message: 'Contracts can only be offered to your direct downlines' })
    }
    const plain = await client({ upline: root })
    const child = await client({ upline: plain })
    expect((await offer(plain, child)).body.code).toBe('NOT_AGENT')
    expect((await grandchild.call('GET', DAILY)).body.value.pending).toEqual([])
    expect((await root.call('POST', DAILY, { json: { action: 'list' } })).body.value.team).toEqual([])
  })

  it('answers bad input with translated field errors', async () => {
    const root = await client({ type: 1 })
    const sub = await client({ upline: root })
    const bad = await root.call('POST', DAILY, { json: { action: 'offer', account: sub.account, tiers: [{ activeMembers: -1, validBet: '1.005', rate: 0 }] } })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe('VALIDATION')
    expect(bad.body.fields.map((f: { message: string }) => f.message)).toEqual(
      expect.arrayContaining([
        'Please enter a whole number of active members (0 or more)',
        'Please enter an amount of 0 or more, at most 2 decimals',
        'Please enter a rate in percent: more than 0, at most 100, at most 2 decimals',
      ]),
    )
    const fil = await root.call('POST', DAILY, { json: { action: 'offer', account: sub.account, tiers: [] }, language: 'ty' })
    expect(fil.body.message).toBe('Magdagdag ng kahit isang antas ng rate')
    expect((await root.call('POST', DAILY, { json: { action: 'explode' } })).body.code).toBe('VALIDATION')
    const noPeriod = await offer(root, sub, DIVIDEND, [10])
    expect(noPeriod.body).toMatchObject({ code: 'PERIOD_REQUIRED', message: 'Please choose how often the dividend is settled' })
    expect((await offer(root, sub, DAILY, [0.5], { period: 'weekly' })).body.code).toBe('PERIOD_INVALID')
    expect((await offer(root, sub, DIVIDEND, [10], { period: 'weekly' })).body.value).toMatchObject({ type: 'DIVIDEND', period: 'weekly' })
    expect((await offer(root, sub, HOURLY, [0.1])).body.value.period).toBe('hourly')
    expect((await offer(root, sub, REALTIME, [0.1])).body.value.period).toBe('realtime')
  })

  it('needs a session and a true account', async () => {
    expect((await t.app.request(DAILY)).status).toBe(401)
    const trial = await t.platform.members.createTrial()
    const token = await sessionToken(t, trial.id, '203.0.113.9', 'freeplay')
    const res = await t.app.request(DAILY, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{"action":"list"}' })
    expect(res.status).toBe(403)
    expect(((await res.json()) as { code: string }).code).toBe('NEED_TRUE_ACCOUNT')
  })
})

describe('the rate ceiling', () => {
  it('a root agent offers up to the brand cap; a sub-agent only up to its own rate, and not at all without a contract', async () => {
    const root = await client({ type: 1 })
    const sub = await client({ type: 2, upline: root })
    const leaf = await client({ upline: sub })
    const over = await offer(root, sub, DAILY, [2.01])
    expect(over.status).toBe(400)
    expect(over.body).toMatchObject({ code: 'RATE_ABOVE_CEILING', rate: 2.01, ceiling: 2, message: 'The highest rate, 2.01%, is above your own rate of 2%' })

    const none = await offer(sub, leaf, DAILY, [0.1])
    expect(none.status).toBe(403)
    expect(none.body).toMatchObject({ code: 'NO_OWN_CONTRACT', message: 'You have no contract of this type yourself, so you cannot offer one' })

    await contract(root, sub, [0.4, 1])
    const above = await offer(sub, leaf, DAILY, [0.5, 1.01])
    expect(above.body).toMatchObject({ code: 'RATE_ABOVE_CEILING', rate: 1.01, ceiling: 1 })
    expect((await offer(sub, leaf, DAILY, [0.5, 1])).status).toBe(200)
    // A dividend is another type: the daily salary contract gives no dividend ceiling.
    expect((await offer(sub, leaf, DIVIDEND, [5], { period: 'monthly' })).body.code).toBe('NO_OWN_CONTRACT')
  })

  it("an accepted offer is checked again: it cannot be accepted once it exceeds the upline's own rate", async () => {
    const root = await client({ type: 1 })
    const a = await client({ type: 1, upline: root })
    const b = await client({ type: 1, upline: a })
    const first = await contract(root, a, [1])
    const toB = await offer(a, b, DAILY, [0.9])
    // root lowers a's contract to 0.5 %: a accepts, which ends a's open 0.9 % offer to b at once.
    await contract(root, a, [0.5])
    expect(await statusOf(a, first)).toBe('SUPERSEDED')
    expect(await statusOf(a, toB.body.value.id)).toBe('SUPERSEDED')
    const late = await act(b, 'accept', toB.body.value.id)
    expect(late.status).toBe(409)
    expect(late.body.code).toBe('INVALID_STATE')
  })
})

describe('accept, refuse, terminate', () => {
  it('the downline accepts or refuses; only the downline may accept; strangers see nothing', async () => {
    const root = await client({ type: 1 })
    const sub = await client({ type: 1, upline: root })
    const stranger = await client({ type: 1 })
    const o1 = (await offer(root, sub)).body.value
    expect((await act(root, 'accept', o1.id)).body).toMatchObject({ code: 'NOT_YOUR_TURN', message: 'The other side has to answer this request' })
    expect((await act(stranger, 'accept', o1.id)).status).toBe(404)
    expect((await act(stranger, 'accept', o1.id)).body.message).toBe('Contract not found')
    const refused = await act(sub, 'refuse', o1.id)
    expect(refused.body.value).toMatchObject({ status: 'REFUSED', endReason: 'REFUSED' })
    expect((await act(sub, 'accept', o1.id)).body.code).toBe('INVALID_STATE')
    expect((await sub.call('GET', DAILY)).body.value.pending).toEqual([])

    const o2 = (await offer(root, sub)).body.value
    const accepted = await act(sub, 'accept', o2.id)
    expect(accepted.body.value).toMatchObject({ status: 'ACTIVE' })
    expect(accepted.body.value.activatedAt).toBeGreaterThan(0)
    expect((await sub.call('GET', DAILY)).body.value).toMatchObject({ pending: [], current: { id: o2.id, status: 'ACTIVE' }, ceiling: 0.5 })
  })

  it('a new offer replaces the open one; the upline may withdraw its offer; accepting replaces the contract in force', async () => {
    const root = await client({ type: 1 })
    const sub = await client({ type: 1, upline: root })
    const old = await contract(root, sub, [1])
    const o1 = (await offer(root, sub, DAILY, [0.7])).body.value
    const o2 = (await offer(root, sub, DAILY, [1.2])).body.value
    expect(await statusOf(sub, o1.id)).toBe('SUPERSEDED')
    const pending = (await sub.call('GET', DAILY)).body.value.pending
    expect(pending).toHaveLength(1)
    expect(pending[0]).toMatchObject({ request: 'NEW', contract: { id: o2.id, maxRate: 1.2 }, current: { id: old, maxRate: 1 } })
    expect((await act(root, 'refuse', o2.id)).body.value).toMatchObject({ status: 'REFUSED', endReason: 'WITHDRAWN' })
    const o3 = (await offer(root, sub, DAILY, [1.5])).body.value
    await act(sub, 'accept', o3.id)
    expect(await statusOf(sub, old)).toBe('SUPERSEDED')
    expect((await sub.call('GET', DAILY)).body.value.current).toMatchObject({ id: o3.id, maxRate: 1.5 })
  })

  it('either side asks to terminate; the asker cannot agree; the other side declines or agrees', async () => {
    const root = await client({ type: 1 })
    const sub = await client({ type: 1, upline: root })
    const c = (await offer(root, sub, DIVIDEND, [20], { period: 'monthly' })).body.value
    await act(sub, 'accept', c.id, DIVIDEND)

    const asked = await act(sub, 'terminate', c.id, DIVIDEND)
    expect(asked.body.value).toMatchObject({ status: 'TERMINATION_REQUESTED', terminationRequestedBy: 'downline' })
    expect((await act(sub, 'accept', c.id, DIVIDEND)).body.code).toBe('NOT_YOUR_TURN')
    expect((await act(sub, 'terminate', c.id, DIVIDEND)).body.code).toBe('INVALID_STATE')
    const rootSees = (await root.call('GET', DIVIDEND)).body.value.pending
    expect(rootSees).toEqual([expect.objectContaining({ request: 'TERMINATE', contract: expect.objectContaining({ id: c.id }) })])
    expect((await act(root, 'refuse', c.id, DIVIDEND)).body.value).toMatchObject({ status: 'ACTIVE', terminationRequestedBy: null })

    expect((await act(root, 'terminate', c.id, DIVIDEND)).body.value.terminationRequestedBy).toBe('upline')
    expect((await sub.call('GET', '/wps/relay/MCS2_consolidatedContract')).body.value).toMatchObject({ divtypereq: 'TERMINATE', dailysalreqtype: '' })
    const ended = await act(sub, 'accept', c.id, DIVIDEND)
    expect(ended.body.value).toMatchObject({ status: 'TERMINATED', endReason: 'AGREED' })
    expect(ended.body.value.endedAt).toBeGreaterThan(0)
    expect((await sub.call('GET', DIVIDEND)).body.value).toMatchObject({ current: null, ceiling: 0 })
  })
})

describe("agreeing to a lower contract ends the downline's higher contracts automatically", () => {
  it("ends the sub-agent's contracts above its new rate and, below them, every contract left without a rate; keeps the rest", async () => {
    const root = await client({ type: 1 })
    const b = await client({ type: 1, upline: root })
    const c = await client({ type: 1, upline: b })
    const d = await client({ type: 1, upline: c })
    const e = await client({ type: 1, upline: b })
    const f = await client({ type: 1, upline: b })
    await contract(root, b, [1])
    const bc = await contract(b, c, [0.8])
    const cd = await contract(c, d, [0.5])
    const be = await contract(b, e, [0.4])
    const bfOffer = (await offer(b, f, DAILY, [0.7])).body.value.id
    const bHourly = await contract(root, b, [1], HOURLY)
    const bcHourly = await contract(b, c, [0.9], HOURLY)

    const lower = (await offer(root, b, DAILY, [0.3, 0.6])).body.value
    await act(b, 'accept', lower.id)

    const team = (await b.call('POST', DAILY, { json: { action: 'list' } })).body.value.team
    const byId = new Map(team.map((x: { id: number }) => [x.id, x]))
    expect(byId.get(bc)).toMatchObject({ status: 'TERMINATED', endReason: 'CEILING' })
    expect(byId.get(be)).toMatchObject({ status: 'ACTIVE' })
    expect(byId.get(bfOffer)).toMatchObject({ status: 'SUPERSEDED', endReason: 'CEILING' })
    expect(await statusOf(c, cd)).toBe('TERMINATED')
    expect((await c.call('GET', DAILY)).body.value.ceiling).toBe(0)
    // Other types are untouched.
    expect(await statusOf(b, bHourly, HOURLY)).toBe('ACTIVE')
    expect(await statusOf(c, bcHourly, HOURLY)).toBe('ACTIVE')
    expect((await f.call('GET', DAILY)).body.value.pending).toEqual([])
  })

  it('ending a contract by agreement ends the contracts the downline made of that type', async () => {
    const root = await client({ type: 1 })
    const b = await client({ type: 1, upline: root })
    const c = await client({ upline: b })
    const rb = await contract(root, b, [0.5], REALTIME)
    const bc = await contract(b, c, [0.2], REALTIME)
    await act(root, 'terminate', rb, REALTIME)
    await act(b, 'accept', rb, REALTIME)
    expect(await statusOf(c, bc, REALTIME)).toBe('TERMINATED')
  })
})

describe('consolidated contract info', () => {
  it('tells per type whether an offer or a termination request awaits the member', async () => {
    const root = await client({ type: 1 })
    const sub = await client({ type: 1, upline: root })
    const path = '/wps/relay/MCS2_consolidatedContract'
    expect((await sub.call('GET', path)).body.value).toEqual({ divtypereq: '', dailysalreqtype: '', contracthoursalreq: '', realtimesalreqtype: '', pending: [], enabled: true })
    await offer(root, sub, DAILY)
    await offer(root, sub, REALTIME, [0.2])
    const hourly = await contract(root, sub, [0.5], HOURLY)
    await act(root, 'terminate', hourly, HOURLY)
    const v = (await sub.call('GET', path)).body.value
    expect(v).toMatchObject({ divtypereq: '', dailysalreqtype: 'NEW', contracthoursalreq: 'TERMINATE', realtimesalreqtype: 'NEW', enabled: true })
    expect(v.pending.map((p: { request: string; contract: { type: string } }) => `${p.request}:${p.contract.type}`).sort()).toEqual([
      'NEW:DAILY_SALARY',
      'NEW:REALTIME_SALARY',
      'TERMINATE:HOURLY_SALARY',
    ])
    expect((await root.call('GET', path)).body.value.pending).toEqual([])
  })
})

describe('payment records', () => {
  it('lists what the agent received and what it paid, with figures, rate, totals and filters; bad queries are refused', async () => {
    const { betRecords } = await import('../../db/schema/play')
    const { periodAt } = await import('../../shared/periods')
    const root = await client({ type: 1 })
    const sub = await client({ type: 1, upline: root })
    const player = await client({ upline: sub })
    await t.platform.wallet.deposit(root.id, { methodCode: 'GCASH', amount: 100_000, key: `pr-fund-${root.id}` })
    await t.platform.wallet.deposit(sub.id, { methodCode: 'GCASH', amount: 100_000, key: `pr-fund-${sub.id}` })
    await contract(root, sub, [1])
    await contract(sub, player, [0.4])
    const now = Date.now()
    t.db
      .insert(betRecords)
      .values({
        brandCode: 'TEST',
        memberId: player.id,
        vendorCode: 'PG',
        gameType: 'RNG',
        gameCode: 'demo',
        roundId: `pr-${now}`,
        betTxId: `pr-${now}`,
        betAmount: 250_000,
        validBet: 250_000,
        payout: 200_000,
        winLoss: -50_000,
        status: 'SETTLED',
        placedAt: now,
        settledAt: now,
      })
      .run()
    const day = periodAt('daily', now)
    await t.platform.contracts.settlement.run(day.end + 61_000)

    const r0 = await sub.call('GET', '/wps/relay/MCS2_contractPayments?type=DAILY_SALARY')
    expect(r0.status, JSON.stringify(r0.body)).toBe(200)
    const received = r0.body.value
    expect(received).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 1, totals: { paid: 25, unpaid: 0 } })
    expect(received.list[0]).toMatchObject({
      type: 'DAILY_SALARY',
      agent: sub.account,
      payer: root.account,
      periodKey: day.key,
      activeMembers: 1,
      validBet: 2500,
      profitLoss: -500,
      rate: 1,
      amount: 25,
      status: 'PAID',
    })
    const paid = (await sub.call('GET', '/wps/relay/MCS2_contractPayments?type=DAILY_SALARY&role=paid')).body.value
    expect(paid.list.map((p: { agent: string; amount: number }) => [p.agent, p.amount])).toEqual([[player.account, 10]])
    expect((await sub.call('GET', `/wps/relay/MCS2_contractPayments?type=DAILY_SALARY&role=paid&account=${root.account}`)).body.value.totalCount).toBe(0)
    expect((await sub.call('GET', '/wps/relay/MCS2_contractPayments?type=DAILY_SALARY&status=UNPAID')).body.value.list).toEqual([])
    expect((await sub.call('GET', '/wps/relay/MCS2_contractPayments?type=DIVIDEND')).body.value.list).toEqual([])
    const bad = await sub.call('GET', '/wps/relay/MCS2_contractPayments?type=WEEKLY')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Unknown contract type')
    expect((await sub.call('GET', '/wps/relay/MCS2_contractPayments?type=DIVIDEND&from=10&to=5')).body.message).toBe('The start date must be before the end date')
    expect(t.platform.wallet.balance(player.id)).toBe(1_000)
  })
})
