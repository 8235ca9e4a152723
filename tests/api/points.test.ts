/**
 * Points mall and missions (issue 7) through the real app over a real seeded SQLite file: points
 * earned by signed vendor calls, every relay with good and bad input, the operator's decisions,
 * claims under concurrency; the ledger's invariants after every test.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp } from '../fixtures/app'
import { signIn, vendorCall, type SignedIn } from '../fixtures/api-client'
import { runPointsCommand } from '../../server/operator/points-commands'
import { pointRewards, pointSettings } from '../../db/schema/points'
import { whitelabelModules } from '../../db/schema/platform'

const t = createTestApp()
afterAll(() => t.cleanup())
afterEach(() => expect(t.platform.ledger.check().ok).toBe(true))

let seq = 0
const newKey = () => `pk-${Date.now().toString(36)}-${++seq}`
const VENDOR = 'PG'
const nodeId = t.db.$client.prepare<{ node_id: string }, [string]>("SELECT node_id FROM games WHERE vendor_code = ? AND game_type = 'RNG' LIMIT 1").get(VENDOR)!.node_id

/** A signed-in member (or trial account) and a client for its calls. */
const member = (o: { type?: number } = {}) => signIn(t, 'pt', { type: o.type })
type Client = SignedIn

/** Signed seamless-wallet calls of vendor PG, as a vendor's server sends them. */
const vendor = async (action: string, payload: Record<string, unknown>) => (await vendorCall(t, VENDOR, action, payload)).body as { status: string }
/** Deposits (sandbox, instant) and plays one settled round of `stake` minor units with `payout`. */
async function play(m: Client, stake: number, payout = 0) {
  const launched = t.platform.play.launcher.launch(m.id, nodeId, 'en')
  if (launched.kind !== 'url') throw new Error('expected a launch URL')
  const tx = `tx-${++seq}`
  expect((await vendor('bet', { user: String(m.id), token: launched.token, txId: tx, roundId: `r-${tx}`, gameCode: 'demo', amount: stake, currency: 'PHP' })).status).toBe('RS_OK')
  const win = { user: String(m.id), txId: `${tx}-w`, betTxId: tx, roundId: `r-${tx}`, amount: payout, currency: 'PHP' }
  expect((await vendor('win', win)).status).toBe('RS_OK')
  return { tx, win }
}
const deposit = (m: Client, amount: number) => m.call('POST', '/wps/wallet/deposit', { json: { methodCode: 'GCASH', amount }, key: newKey() })
const setPin = (m: Client) => m.call('POST', '/wps/member/payment-password', { e: { password: '123456', confirmPassword: '123456' } })
const points = async (m: Client) => (await m.call('GET', '/wps/relay/MCS2_getPointBalance')).body.value.points as number
const balance = async (m: Client) => (await m.call('GET', '/wps/v2/wallets/balance')).body.value.balance as number
const redeem = (m: Client, body: Record<string, unknown>, key = newKey()) => m.call('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', { e: body, key })
const convert = (m: Client, body: Record<string, unknown>, key = newKey()) => m.call('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', { e: body, key })
const reward = (code: string) => t.db.select().from(pointRewards).where(eq(pointRewards.code, code)).get()!
/** A member with ₱20,000.00 deposited, PIN 123456, and `stake` (minor units) of settled valid bet. */
async function player(stake: number) {
  const m = await member()
  expect((await deposit(m, 20_000)).status).toBe(200)
  expect((await setPin(m)).status).toBe(200)
  if (stake > 0) await play(m, stake)
  return m
}

describe('earning points from valid bets', () => {
  it('needs a session for every points call', async () => {
    for (const path of [
      'MCS2_getPointBalance',
      'MCS2_getPointConfig',
      'MCS2_getPointReward',
      'getPointReward',
      'MCS2_getRedeemPointList',
      'MCS2_getPointDetails',
      'MCS2_getMissionSummary',
      'MCS2_getLeaderboard',
    ]) {
      expect((await t.app.request(`/wps/relay/${path}`)).status, path).toBe(401)
    }
  })

  it('earns 1 point per ₱1.00 of settled valid bet, carrying the remainder, exactly once per bet', async () => {
    const m = await player(0)
    expect((await m.call('GET', '/wps/relay/MCS2_getPointConfig')).body.value).toEqual({ validBetPerPoint: 1, convertMinorPerPoint: 0.01, convertMinPoints: 100, enabled: true })
    expect((await m.call('GET', '/wps/relay/MCS2_getPointBalance')).body.value).toEqual({ points: 0, validBetTotal: 0, earnedTotal: 0, nextPointIn: 1 })
    const { win } = await play(m, 25_050, 30_000) // ₱250.50 staked, a win: valid bet counts, not the result
    expect((await m.call('GET', '/wps/relay/MCS2_getPointBalance')).body.value).toEqual({ points: 250, validBetTotal: 250.5, earnedTotal: 250, nextPointIn: 0.5 })
    // The vendor repeats its win call: same answer, nothing earned again.
    expect((await vendor('win', win)).status).toBe('RS_OK')
    await play(m, 70) // ₱0.70: with the ₱0.50 carried, one more point
    expect((await m.call('GET', '/wps/relay/MCS2_getPointBalance')).body.value).toMatchObject({ points: 251, validBetTotal: 251.2, nextPointIn: 0.8 })
    const details = (await m.call('GET', '/wps/relay/MCS2_getPointDetails')).body.value
    expect(details.list.map((e: any) => [e.type, e.changedPoints, e.pointsBalance])).toEqual([
      ['EARN', 1, 251],
      ['EARN', 250, 250],
    ])
    expect(details.list[0]).toMatchObject({ referenceNo: expect.stringMatching(/^PT\d{8}$/), remark: expect.stringContaining('PG') })
  })

  it('earns nothing for a bet rolled back before it settled', async () => {
    const m = await player(0)
    const launched = t.platform.play.launcher.launch(m.id, nodeId, 'en')
    if (launched.kind !== 'url') throw new Error('expected a launch URL')
    expect((await vendor('bet', { user: String(m.id), token: launched.token, txId: 'rb-1', roundId: 'r-rb-1', gameCode: 'demo', amount: 50_000, currency: 'PHP' })).status).toBe('RS_OK')
    expect((await vendor('rollback', { user: String(m.id), txId: 'rb-1-r', betTxId: 'rb-1', roundId: 'r-rb-1' })).status).toBe('RS_OK')
    expect(await points(m)).toBe(0)
  })

  it("lists the rewards in the member's language with their image, requirements and stock", async () => {
    const m = await member()
    const en = (await m.call('GET', '/wps/relay/MCS2_getPointReward')).body.value.list
    expect(en[0]).toMatchObject({
      code: 'LOAD50',
      type: 'VOUCHER',
      name: '₱50 mobile load',
      points: 500,
      amountRequirement: 0,
      stock: null,
      imageUrl: expect.stringMatching(/^\/img\/reward\/\d+\.svg$/),
    })
    expect(en.find((r: any) => r.code === 'GCASH200').amountRequirement).toBe(1000)
    const ty = (await m.call('GET', '/wps/relay/getPointReward', { language: 'ty' })).body.value.list
    expect(ty[0].name).toBe('₱50 na load')
    const img = await t.app.request(en[0].imageUrl)
    expect(img.status).toBe(200)
    expect(img.headers.get('content-type')).toContain('image/svg+xml')
    expect((await t.app.request('/img/reward/99999.svg')).status).toBe(404)
  })
})

describe('redeeming a reward', () => {
  it('refuses bad input, a plain body and a wrong payment password, changing nothing', async () => {
    const m = await player(60_000)
    const load = reward('LOAD50')
    for (const body of [
      { rewardId: load.id, quantity: 0, paymentPassword: '123456' },
      { rewardId: load.id, quantity: 11, paymentPassword: '123456' },
      { rewardId: 'x', paymentPassword: '123456' },
      { rewardId: load.id, paymentPassword: '12ab56' },
      { rewardId: load.id, paymentPassword: '123456', extra: 1 },
    ]) {
      const res = await redeem(m, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.code).toBe('VALIDATION')
    }
    expect((await redeem(m, { rewardId: load.id, quantity: 11, paymentPassword: '123456' })).body.message).toBe('Please choose a quantity from 1 to 10')
    const plain = await m.call('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', { json: { rewardId: load.id, paymentPassword: '123456' }, key: newKey() })
    expect(plain.status).toBe(400)
    expect((await m.call('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', { e: { rewardId: load.id, paymentPassword: '123456' }, key: null })).body.code).toBe('KEY_MISSING')
    const wrong = await redeem(m, { rewardId: load.id, paymentPassword: '654321' })
    expect(wrong).toMatchObject({ status: 400, body: { code: 'PAYMENT_PASSWORD_WRONG' } })
    expect(await points(m)).toBe(600)
    expect((await m.call('GET', '/wps/relay/MCS2_getRedeemPointList')).body.value.totalCount).toBe(0)
  })

  it('refuses too few points, an unmet amount requirement, an unknown reward and no stock', async () => {
    const m = await player(40_000) // 400 points, ₱400 valid bet
    expect((await redeem(m, { rewardId: reward('LOAD50').id, paymentPassword: '123456' })).body).toMatchObject({ code: 'INSUFFICIENT_POINTS', message: 'You do not have enough points' })
    expect((await redeem(m, { rewardId: reward('GCASH200').id, paymentPassword: '123456' })).body.code).toBe('AMOUNT_REQUIREMENT')
    expect((await redeem(m, { rewardId: 99_999, paymentPassword: '123456' })).status).toBe(404)
    const rich = await player(400_000)
    t.db.update(pointRewards).set({ stock: 1 }).where(eq(pointRewards.code, 'TUMBLER')).run()
    expect((await redeem(rich, { rewardId: reward('TUMBLER').id, quantity: 2, paymentPassword: '123456' })).body.code).toBe('OUT_OF_STOCK')
    t.db.update(pointRewards).set({ stock: 200 }).where(eq(pointRewards.code, 'TUMBLER')).run()
    expect(await points(m)).toBe(400)
    expect(await points(rich)).toBe(4000)
  })

  it('takes the points once per key, lists the request in process and shows it in the details', async () => {
    const m = await player(120_000)
    const load = reward('LOAD50')
    const key = newKey()
    const first = await redeem(m, { rewardId: load.id, quantity: 2, paymentPassword: '123456' }, key)
    expect(first.status).toBe(200)
    expect(first.body.value).toMatchObject({
      referenceNo: expect.stringMatching(/^RD\d{8}$/),
      name: '₱50 mobile load',
      quantity: 2,
      points: 1000,
      pointsRequirement: 500,
      amountRequirement: 0,
      status: 'PROCESSING',
      pointsBalance: 200,
    })
    const again = await redeem(m, { rewardId: load.id, quantity: 2, paymentPassword: '123456' }, key)
    expect(again.body.value).toEqual(first.body.value)
    expect((await redeem(m, { rewardId: load.id, quantity: 1, paymentPassword: '123456' }, key)).status).toBe(409)
    expect(await points(m)).toBe(200)
    const list = (await m.call('GET', '/wps/relay/MCS2_getRedeemPointList?status=PROCESSING', { language: 'ty' })).body.value
    expect(list).toMatchObject({ totalCount: 1, list: [{ name: '₱50 na load', status: 'PROCESSING', quantity: 2 }] })
    expect((await m.call('GET', '/wps/relay/MCS2_getRedeemPointList?status=DONE')).status).toBe(400)
    const details = (await m.call('GET', '/wps/relay/MCS2_getPointDetails?kind=REDEEM')).body.value.list
    expect(details).toMatchObject([{ type: 'REDEEM', changedPoints: -1000, pointsBalance: 200, name: '₱50 mobile load' }])
  })

  it('lets the operator approve, or reject and give the points back', async () => {
    const m = await player(150_000)
    const load = reward('LOAD50')
    const a = (await redeem(m, { rewardId: load.id, paymentPassword: '123456' })).body.value
    const b = (await redeem(m, { rewardId: load.id, paymentPassword: '123456' })).body.value
    expect(await points(m)).toBe(500)
    expect(await runPointsCommand(t.platform, ['points', 'list'])).toContain(`#${a.id}`)
    expect(JSON.parse(await runPointsCommand(t.platform, ['points', 'approve', String(a.id)]))).toMatchObject({ status: 'APPROVED' })
    expect(JSON.parse(await runPointsCommand(t.platform, ['points', 'reject', String(b.id), 'Address', 'missing']))).toMatchObject({ status: 'REJECTED', note: 'Address missing' })
    await expect(runPointsCommand(t.platform, ['points', 'reject', String(b.id)])).rejects.toMatchObject({ code: 'NOT_PROCESSING' })
    await expect(runPointsCommand(t.platform, ['points', 'approve', 'x'])).rejects.toThrow(/Usage/)
    expect(await points(m)).toBe(1000)
    const list = (await m.call('GET', '/wps/relay/MCS2_getRedeemPointList')).body.value.list
    expect(list.map((r: any) => r.status)).toEqual(['REJECTED', 'APPROVED'])
    const refund = (await m.call('GET', '/wps/relay/MCS2_getPointDetails?kind=REFUND')).body.value.list[0]
    expect(refund).toMatchObject({ changedPoints: 500, pointsBalance: 1000, remark: 'Address missing' })
  })

  it('is refused to trial accounts and when the brand turns the points mall off', async () => {
    const trial = await member({ type: 4 })
    expect((await redeem(trial, { rewardId: reward('LOAD50').id, paymentPassword: '123456' })).body.code).toBe('NEED_TRUE_ACCOUNT')
    const m = await player(100_000)
    t.db.update(whitelabelModules).set({ enabled: 0 }).where(eq(whitelabelModules.modId, 'PTSYS3')).run()
    t.platform.brand.bumpContentVersion()
    try {
      const res = await redeem(m, { rewardId: reward('LOAD50').id, paymentPassword: '123456' })
      expect(res.body.code).toBe('MODULE_DISABLED')
    } finally {
      t.db.update(whitelabelModules).set({ enabled: 1 }).where(eq(whitelabelModules.modId, 'PTSYS3')).run()
      t.platform.brand.bumpContentVersion()
    }
  })
})

describe('converting points to balance', () => {
  it('credits points × the rate through the ledger once per key', async () => {
    const m = await player(100_000) // 1,000 points
    const before = await balance(m)
    const key = newKey()
    const res = await convert(m, { points: 750, paymentPassword: '123456' }, key)
    expect(res.body.value).toEqual({ points: 750, amount: 7.5, pointsBalance: 250, balance: before + 7.5 })
    expect((await convert(m, { points: 750, paymentPassword: '123456' }, key)).body.value).toEqual(res.body.value)
    expect((await convert(m, { points: 100, paymentPassword: '123456' }, key)).status).toBe(409)
    expect(await balance(m)).toBe(before + 7.5)
    expect(await points(m)).toBe(250)
    const record = (await m.call('GET', '/wps/wallet/records?kind=POINTS_CONVERT')).body.value.list
    expect(record).toMatchObject([{ amount: 7.5 }])
  })

  it('refuses fewer than the minimum, more than the balance, a wrong PIN and bad input, changing nothing', async () => {
    const m = await player(30_000)
    const before = await balance(m)
    expect((await convert(m, { points: 99, paymentPassword: '123456' })).body).toMatchObject({ code: 'BELOW_MIN_POINTS', message: 'Please convert at least 100 points' })
    expect((await convert(m, { points: 301, paymentPassword: '123456' })).body.code).toBe('INSUFFICIENT_POINTS')
    expect((await convert(m, { points: 200, paymentPassword: '000000' })).body.code).toBe('PAYMENT_PASSWORD_WRONG')
    for (const p of [0, -5, 1.5, 'abc']) expect((await convert(m, { points: p, paymentPassword: '123456' })).body.code).toBe('VALIDATION')
    expect(await balance(m)).toBe(before)
    expect(await points(m)).toBe(300)
  })

  it('never spends a point twice when conversions arrive together', async () => {
    const m = await player(50_000) // 500 points
    const before = await balance(m)
    const answers = await Promise.all(Array.from({ length: 8 }, () => convert(m, { points: 200, paymentPassword: '123456' })))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2)
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.code === 'INSUFFICIENT_POINTS')).toBe(true)
    expect(await points(m)).toBe(100)
    expect(await balance(m)).toBe(before + 4)
  })
})

describe('daily missions and the leaderboard', () => {
  const summary = async (m: Client) => (await m.call('GET', '/wps/relay/MCS2_getMissionSummary')).body.value
  const claim = (m: Client, missionId: unknown) => m.call('POST', '/wps/relay/MCS2_claimMission', { json: { missionId } })

  it("shows live progress from today's bets and deposits", async () => {
    const m = await member()
    const s0 = await summary(m)
    expect(s0.missions.map((x: any) => [x.code, x.progress, x.completed])).toEqual([
      ['DEPOSIT_1', 0, false],
      ['PLAY_10', 0, false],
      ['BET_1K', 0, false],
      ['BET_10K', 0, false],
    ])
    expect(s0.claimableCount).toBe(0)
    expect(s0.resetsAt).toBeGreaterThan(Date.now())
    await deposit(m, 3000)
    for (let i = 0; i < 3; i++) await play(m, 50_000)
    const s1 = await summary(m)
    expect(s1.missions.map((x: any) => [x.code, x.progress, x.completed, x.claimable])).toEqual([
      ['DEPOSIT_1', 1, true, true],
      ['PLAY_10', 3, false, false],
      ['BET_1K', 1500, true, true],
      ['BET_10K', 1500, false, false],
    ])
    expect(s1.missions[2]).toMatchObject({ target: 1000, reward: 10 })
    expect(s1.claimableCount).toBe(2)
  })

  it('pays a completed mission once, even when claims arrive together', async () => {
    const m = await member()
    const s = await summary(m)
    const depositMission = s.missions.find((x: any) => x.kind === 'DEPOSIT').id
    expect((await claim(m, depositMission)).body).toMatchObject({ code: 'NOT_COMPLETED', message: 'Complete the mission first' })
    await deposit(m, 100)
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(m, depositMission)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'ALREADY_CLAIMED')).toBe(true)
    expect(answers.find((a) => a.status === 200)!.body.value).toEqual({ missionId: depositMission, amount: 5, balance: 105 })
    expect(await balance(m)).toBe(105)
    expect((await summary(m)).missions.find((x: any) => x.id === depositMission)).toMatchObject({ claimed: true, claimable: false })
    expect((await claim(m, depositMission)).status).toBe(409)
  })

  it('refuses unknown missions, bad input and trial accounts', async () => {
    const m = await member()
    expect((await claim(m, 99_999)).status).toBe(404)
    for (const bad of [0, -1, 'x', null]) expect((await claim(m, bad)).body.code).toBe('VALIDATION')
    const trial = await member({ type: 4 })
    expect((await claim(trial, 1)).body.code).toBe('NEED_TRUE_ACCOUNT')
  })

  it("ranks the period's valid bets with masked accounts and marks the member's own row", async () => {
    const big = await player(900_000)
    const res = (await big.call('GET', '/wps/relay/MCS2_getLeaderboard?period=daily')).body.value
    expect(res.period).toBe('daily')
    expect(res.list[0]).toMatchObject({ rank: 1, validBet: 9000, me: true, account: `${big.account.slice(0, 2)}***${big.account.slice(-2)}` })
    expect(res.list.every((r: any, i: number) => i === 0 || r.validBet <= res.list[i - 1].validBet)).toBe(true)
    expect(res.list.some((r: any) => r.account === big.account)).toBe(false)
    expect((await big.call('GET', '/wps/relay/MCS2_getLeaderboard')).body.value.period).toBe('weekly')
    expect((await big.call('GET', '/wps/relay/MCS2_getLeaderboard?period=yearly')).status).toBe(400)
  })
})

describe("the brand's rate", () => {
  it('applies a changed rate to bets settled after the change', async () => {
    const m = await player(0)
    t.db.update(pointSettings).set({ validBetPerPoint: 1000 }).run()
    try {
      await play(m, 25_000)
      expect(await points(m)).toBe(25)
    } finally {
      t.db.update(pointSettings).set({ validBetPerPoint: 100 }).run()
    }
  })
})
