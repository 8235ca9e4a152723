/**
 * The in-house vendor (BGS) through the real app: the game's calls go to /vendors/inhouse with the
 * launch token; the vendor settles every round through the signed seamless wallet over HTTP (in
 * process here). Each game's round moves exactly payout − bet; refusals move nothing and use no
 * nonce; rotating the seed pair reveals the server seed whose hash was shown before play, and every
 * past round recomputes to the same outcome; a wallet whose answers get lost is retried with the
 * same transaction ids and each round is settled exactly once.
 */
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'
import type { AppEnv } from '../../server/gateway/env'
import { errorToEnvelope } from '../../server/gateway/envelope'
import { inhouseVendor } from '../../server/vendors/inhouse/routes'
import type { VendorDeps } from '../../server/vendors'
import { createWalletClient, type WalletClient } from '../../server/vendors/wallet-client'
import { redeliverer } from '../../server/vendors/redelivery'
import type { BetView, RotateView, RoundView, SessionView } from '../../shared/fair/api'
import { hashServerSeed } from '../../shared/fair/rng'
import { VerifyInputSchema, verifyRound } from '../../shared/fair/verify'
import { verifyHref, verifyInputFromQuery } from '../../shared/fair/verify-link'
import { diceWinCount, type DiceParams } from '../../shared/fair/dice'
import { minesPayout } from '../../shared/fair/mines'
import { PLINKO_PAYTABLES } from '../../shared/fair/plinko'
import { slotPayout, type SlotOutcome } from '../../shared/fair/slot'
import { ENGINES, PARAMS_SCHEMAS, type Engine } from '../../shared/fair/engines'

const t = createTestApp()
afterAll(() => t.cleanup())

let memberId = 0
const balance = () => t.platform.ledger.balance({ kind: 'MEMBER', memberId })
const tokens: Record<string, string> = {}

type Answer<T> = { status: number; body: { success: boolean; value: T; code?: string; message?: string; balance?: number } }
async function post<T = any>(path: string, body: unknown, app: { request: typeof t.app.request } = t.app): Promise<Answer<T>> {
  const res = await app.request(`/vendors/inhouse${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] }
}

function deposit(minor: number, key: string) {
  t.platform.money.runNow(() =>
    t.platform.ledger.post({
      key,
      kind: 'DEPOSIT',
      memberId,
      amount: minor,
      legs: [
        { account: { kind: 'PROVIDER', provider: 'SANDBOX' }, amount: -minor },
        { account: { kind: 'MEMBER', memberId }, amount: minor },
      ],
    }),
  )
}

/** Launches the BGS game `gameCode` for the member (the token the /play page hands the island). */
function launch(gameCode: string): string {
  const node = t.db.$client.prepare<{ node_id: string }, [string]>("SELECT node_id FROM games WHERE vendor_code = 'BGS' AND game_code = ?").get(gameCode)!.node_id
  const launched = t.platform.play.launcher.launch(memberId, node, 'en')
  if (launched.kind !== 'url') throw new Error('expected a launch URL')
  return launched.token
}

const settledRecord = (roundId: string) =>
  t.db.$client
    .prepare<{ status: string; bet_amount: number; payout: number; game_code: string }, [string]>(
      "SELECT status, bet_amount, payout, game_code FROM bet_records WHERE vendor_code = 'BGS' AND round_id = ?",
    )
    .get(roundId)

/** Bets, then checks the money: balance moved by exactly payout − bet, the answer = the ledger, the bet record settled. */
async function betAndCheck(gameCode: string, bet: number, params: Record<string, unknown>): Promise<RoundView> {
  const before = balance()
  const res = await post<BetView>('/bet', { token: tokens[gameCode], gameCode, bet, params })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const { round } = res.body.value
  const payout = Math.round(round.payout * 100)
  expect(round.status).toBe('SETTLED')
  expect(balance()).toBe(before - bet * 100 + payout)
  expect(res.body.value.balance).toBe(balance() / 100)
  expect(settledRecord(round.roundId)).toEqual({ status: 'SETTLED', bet_amount: bet * 100, payout, game_code: gameCode })
  return round
}

let hashBefore = ''

/** The recomputed outcome matches what the round showed (a mines round also lists its revealed tiles). */
function expectSameOutcome(round: RoundView, outcome: object) {
  for (const [k, value] of Object.entries(outcome)) expect((round.outcome as Record<string, unknown>)[k], `${round.roundId} ${k}`).toEqual(value)
}

beforeAll(async () => {
  const m = await t.platform.members.register({ account: 'fairplayer', password: 'Player123!' })
  memberId = m.id
  deposit(100_000, 'fair-seed-deposit')
  for (const g of ['dice', 'limbo', 'mines', 'plinko', 'lucky-sevens-slot', 'coinflip']) tokens[g] = launch(g)
})

describe('session', () => {
  it('names the balance, the seed hash, the client seed, the nonce and the game’s settings', async () => {
    const res = await post<SessionView>('/session', { token: tokens.dice, gameCode: 'dice' })
    expect(res.status).toBe(200)
    const s = res.body.value
    expect(s.balance).toBe(1_000)
    expect(s.currency).toBe('PHP')
    expect(s.seed.serverSeedHash).toMatch(/^[0-9a-f]{64}$/)
    expect(s.seed.clientSeed).toMatch(/^[0-9a-f]{16}$/)
    expect(s.seed.nonce).toBe(0)
    expect(s.game).toMatchObject({ gameCode: 'dice', engine: 'dice', classification: 'DICE', minBet: 1, maxBet: 10_000, rtp: { min: 0.99, max: 0.99 } })
    expect(s.history).toEqual([])
    expect(s.openRound).toBeNull()
    hashBefore = s.seed.serverSeedHash
  })

  it('maps the other classifications to the nearest engine (a coin flip plays dice at 50 %)', async () => {
    const s = (await post<SessionView>('/session', { token: tokens.coinflip, gameCode: 'coinflip' })).body.value
    expect(s.game).toMatchObject({ engine: 'dice', classification: 'COIN', params: { target: 50, condition: 'over' } })
  })

  it('every BGS tile of the catalogue opens on one of the five engines with valid opening settings', async () => {
    const games = t.db.$client.prepare<{ game_code: string; classification: string }, []>("SELECT game_code, classification FROM games WHERE vendor_code = 'BGS'").all()
    expect(games.length).toBe(30)
    for (const { game_code: gameCode, classification } of games) {
      const res = await post<SessionView>('/session', { token: launch(gameCode), gameCode })
      expect(res.status, gameCode).toBe(200)
      const { engine, params } = res.body.value.game
      expect(ENGINES, `${gameCode} ${classification}`).toContain(engine)
      expect(PARAMS_SCHEMAS[engine].safeParse(params).success, `${gameCode} ${JSON.stringify(params)}`).toBe(true)
    }
  })

  it('refuses an unknown token and an unknown game', async () => {
    const bad = await post('/session', { token: 'x'.repeat(32), gameCode: 'dice' })
    expect(bad.status).toBe(401)
    expect(bad.body).toMatchObject({ success: false, code: 'INVALID_TOKEN' })
    expect((await post('/session', { token: tokens.dice, gameCode: 'nope' })).body.code).toBe('GAME_NOT_FOUND')
  })
})

describe('one-step games move exactly payout − bet', () => {
  it('dice: the roll decides against the target, the payout is 99 / chance', async () => {
    const params: DiceParams = { target: 50, condition: 'over' }
    for (let i = 0; i < 4; i++) {
      const round = await betAndCheck('dice', 10, params)
      const { roll, win } = round.outcome as { roll: number; win: boolean }
      expect(win).toBe(roll >= 50)
      expect(round.payout).toBe(win ? Math.floor((1_000 * 9_900) / diceWinCount(params)) / 100 : 0)
      expect(round.nonce).toBe(i)
    }
  })

  it('limbo: wins target × bet when the result reaches the target', async () => {
    const round = await betAndCheck('limbo', 5, { target: 1.5 })
    const { result, win } = round.outcome as { result: number; win: boolean }
    expect(win).toBe(result >= 1.5)
    expect(round.payout).toBe(win ? 7.5 : 0)
  })

  it('plinko: pays the bucket’s multiplier of the chosen paytable', async () => {
    const round = await betAndCheck('plinko', 2, { rows: 12, risk: 'medium' })
    const { path, bucket, multiplier } = round.outcome as { path: number[]; bucket: number; multiplier: number }
    expect(path).toHaveLength(12)
    expect(bucket).toBe(path.filter((d) => d === 1).length)
    expect(multiplier).toBe(PLINKO_PAYTABLES[12]!.medium[bucket])
    expect(round.payout).toBe(Math.floor(200 * multiplier) / 100)
  })

  it('slot: pays the line wins of the 3 × 3 window', async () => {
    const round = await betAndCheck('lucky-sevens-slot', 5, {})
    const o = round.outcome as unknown as SlotOutcome
    expect(o.grid).toHaveLength(3)
    expect(round.payout).toBe(slotPayout(500, o) / 100)
  })
})

describe('mines', () => {
  const minesOf = (roundId: string) =>
    (JSON.parse(t.db.$client.prepare<{ outcome: string }, [string]>('SELECT outcome FROM fair_rounds WHERE round_id = ?').get(roundId)!.outcome) as { mines: number[] }).mines

  it('debits the bet at start, hides the mines, and pays the combinatorial multiplier at cash-out', async () => {
    const before = balance()
    const start = await post<BetView>('/mines/start', { token: tokens.mines, gameCode: 'mines', bet: 10, params: { mines: 3 } })
    expect(start.status, JSON.stringify(start.body)).toBe(200)
    const round = start.body.value.round
    expect(round).toMatchObject({ status: 'OPEN', outcome: { revealed: [] }, multiplier: 1 })
    expect(round.outcome).not.toHaveProperty('mines')
    expect(balance()).toBe(before - 1_000)

    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !minesOf(round.roundId).includes(i))
    const first = await post<BetView>('/mines/reveal', { token: tokens.mines, roundId: round.roundId, tile: safe[0] })
    expect(first.body.value.round).toMatchObject({ status: 'OPEN', outcome: { revealed: [safe[0]] } })
    expect(first.body.value.round.next!.cashout).toBe(minesPayout(1_000, { mines: 3 }, 1) / 100)
    expect((await post('/mines/reveal', { token: tokens.mines, roundId: round.roundId, tile: safe[0] })).body.code).toBe('TILE_TAKEN')
    await post<BetView>('/mines/reveal', { token: tokens.mines, roundId: round.roundId, tile: safe[1] })

    const out = await post<BetView>('/mines/cashout', { token: tokens.mines, roundId: round.roundId })
    expect(out.status).toBe(200)
    const paid = minesPayout(1_000, { mines: 3 }, 2)
    expect(out.body.value.round).toMatchObject({ status: 'SETTLED', payout: paid / 100, outcome: { mines: minesOf(round.roundId), revealed: [safe[0], safe[1]] } })
    expect(balance()).toBe(before - 1_000 + paid)
    expect(settledRecord(round.roundId)).toMatchObject({ status: 'SETTLED', payout: paid })
  })

  it('a mine ends the round with nothing; a round in play blocks another start and cannot be cashed out before a reveal', async () => {
    const before = balance()
    const round = (await post<BetView>('/mines/start', { token: tokens.mines, gameCode: 'mines', bet: 3, params: { mines: 24 } })).body.value.round
    expect((await post('/mines/start', { token: tokens.mines, gameCode: 'mines', bet: 3, params: { mines: 1 } })).body.code).toBe('ROUND_OPEN')
    expect((await post('/mines/cashout', { token: tokens.mines, roundId: round.roundId })).body.code).toBe('NO_REVEAL')
    const session = (await post<SessionView>('/session', { token: tokens.mines, gameCode: 'mines' })).body.value
    expect(session.openRound?.roundId).toBe(round.roundId)
    const mine = minesOf(round.roundId)[0]!
    const hit = await post<BetView>('/mines/reveal', { token: tokens.mines, roundId: round.roundId, tile: mine })
    expect(hit.body.value.round).toMatchObject({ status: 'SETTLED', payout: 0, outcome: { hit: mine } })
    expect(balance()).toBe(before - 300)
    expect(settledRecord(round.roundId)).toMatchObject({ status: 'SETTLED', payout: 0 })
    expect((await post('/mines/reveal', { token: tokens.mines, roundId: round.roundId, tile: 0 })).body.code).toBe('ROUND_NOT_FOUND')
  })
})

describe('refusals move nothing and use no nonce', () => {
  const nonce = async () => (await post<SessionView>('/session', { token: tokens.dice, gameCode: 'dice' })).body.value.seed.nonce

  it('a bet above the balance answers NOT_ENOUGH_MONEY with the balance, translated', async () => {
    const before = balance()
    const n = await nonce()
    const res = await post('/bet?language=ty', { token: tokens.dice, gameCode: 'dice', bet: Math.min(before / 100 + 1, 10_000), params: { target: 50, condition: 'over' } })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ success: false, code: 'NOT_ENOUGH_MONEY', message: 'Kulang ang balanse', balance: before / 100 })
    expect(balance()).toBe(before)
    expect(await nonce()).toBe(n)
  })

  it('invalid bets and settings answer 400 with the reason', async () => {
    const before = balance()
    const n = await nonce()
    const cases: [Record<string, unknown>, string][] = [
      [{ gameCode: 'dice', bet: 10, params: { target: 99.5, condition: 'over' } }, 'Choose a target with a win chance between 1% and 98%'],
      [{ gameCode: 'dice', bet: 10, params: { target: 50.001, condition: 'over' } }, 'These game settings are not valid'],
      [{ gameCode: 'limbo', bet: 10, params: { target: 1 } }, 'The target multiplier must be between 1.01 and 1,000,000 with at most 2 decimals'],
      [{ gameCode: 'plinko', bet: 10, params: { rows: 17, risk: 'low' } }, 'Choose between 8 and 16 rows'],
      [{ gameCode: 'dice', bet: 0.5, params: { target: 50, condition: 'over' } }, 'The bet is outside this game’s limits'],
      [{ gameCode: 'dice', bet: 20_000, params: { target: 50, condition: 'over' } }, 'The bet is outside this game’s limits'],
      [{ gameCode: 'dice', bet: 1.005, params: { target: 50, condition: 'over' } }, 'Please enter a valid amount: more than 0, at most 2 decimals'],
    ]
    for (const [body, message] of cases) {
      const res = await post('/bet', { token: tokens[body.gameCode === 'dice' ? 'dice' : String(body.gameCode)], ...body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message, JSON.stringify(body)).toBe(message)
    }
    expect((await post('/bet', { token: tokens.mines, gameCode: 'mines', bet: 1, params: { mines: 3 } })).body.code).toBe('WRONG_STEP')
    expect((await post('/mines/start', { token: tokens.mines, gameCode: 'mines', bet: 1, params: { mines: 25 } })).body.message).toBe('Choose between 1 and 24 mines')
    expect((await post('/seed/client', { token: tokens.dice, clientSeed: 'has:colon' })).body.message).toBe('The client seed must be 1–64 letters, digits, _ or -')
    expect(balance()).toBe(before)
    expect(await nonce()).toBe(n)
  })
})

describe('seeds and verification', () => {
  it('a new client seed applies to the next rounds and the nonce carries on', async () => {
    const res = await post('/seed/client', { token: tokens.dice, clientSeed: 'my-lucky-seed' })
    expect(res.body.value).toMatchObject({ clientSeed: 'my-lucky-seed', serverSeedHash: hashBefore })
    const round = await betAndCheck('dice', 1, { target: 25.5, condition: 'under' })
    expect(round.clientSeed).toBe('my-lucky-seed')
    expect(round.nonce).toBeGreaterThan(0)
  })

  it('rotation reveals the server seed whose hash was shown, and every round recomputes to the same outcome', async () => {
    const res = await post<RotateView>('/seed/rotate', { token: tokens.dice })
    expect(res.status).toBe(200)
    const { revealed, seed, history } = res.body.value
    expect(revealed.serverSeedHash).toBe(hashBefore)
    expect(hashServerSeed(revealed.serverSeed)).toBe(hashBefore)
    expect(seed.serverSeedHash).not.toBe(hashBefore)
    expect(seed).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 })
    expect(revealed.nonces).toBe(history.length)
    expect(history.length).toBeGreaterThanOrEqual(10)
    for (const round of history) {
      expect(round.serverSeed).toBe(revealed.serverSeed)
      const v = verifyRound({
        game: round.engine as Engine,
        serverSeed: round.serverSeed!,
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        params: round.params,
      })
      expect(v.hashMatches).toBe(true)
      expectSameOutcome(round, v.outcome)
    }
  })

  it('each round’s verify link recomputes the same outcome (what /fair/verify shows)', async () => {
    const history = (await post<SessionView>('/session', { token: tokens.dice, gameCode: 'dice' })).body.value.history
    for (const round of history) {
      const href = verifyHref({ ...round, serverSeed: round.serverSeed! })
      expect(href.startsWith('/fair/verify?game=')).toBe(true)
      const v = verifyRound(VerifyInputSchema.parse(verifyInputFromQuery(new URL(href, 'http://x').searchParams)))
      expect(v).toMatchObject({ engine: round.engine, hashMatches: true })
      expectSameOutcome(round, v.outcome)
    }
  })

  it('the ledger adds up', () => {
    expect(t.platform.ledger.check()).toMatchObject({ ok: true })
  })
})

describe('a wallet whose answers get lost', () => {
  /** The vendor with a wallet client whose answers to the chosen calls are lost after the platform has acted. */
  let lose: (action: string, attempt: number) => boolean = () => false
  const attempts: Record<string, number> = {}
  const inner = createWalletClient({ baseUrl: 'http://in-process', secretOf: (v) => t.platform.play.launcher.secretOf(v), fetch: (url, init) => t.app.request(url, init) })
  const flaky: WalletClient = {
    async call(vendor, action, body) {
      const answer = await inner.call(vendor, action, body)
      const key = `${action}:${String(body.txId ?? '')}`
      attempts[key] = (attempts[key] ?? 0) + 1
      if (lose(action, attempts[key]!)) throw new Error('connection reset by peer')
      return answer
    },
  }
  const catalogue: VendorDeps['catalogue'] = {
    game: (vendor, gameCode, gameType) => {
      const g = t.platform.games.byCode(vendor, gameCode, gameType)
      return g && { nodeId: g.nodeId, gameName: g.gameName, gameType: g.gameType, classification: g.gameClassify, minBet: Math.round(g.minBet * 100), iconUrl: g.iconUrl }
    },
    currency: () => 'PHP',
  }
  const vendorApp = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('platform', t.platform)
      c.set('language', 'en')
      await next()
    })
    .route('/vendors/inhouse', inhouseVendor({ wallet: flaky, catalogue }))
  vendorApp.onError(errorToEnvelope)
  const winMovements = (roundId: string) =>
    t.db.$client.prepare<{ n: number }, [string]>("SELECT count(*) AS n FROM vendor_transactions WHERE vendor_code = 'BGS' AND round_id = ? AND kind = 'WIN'").get(roundId)!.n

  it('a lost win answer is retried with the same transaction id: credited once', async () => {
    const before = balance()
    lose = (action, attempt) => action === 'win' && attempt === 1
    const res = await post<BetView>('/bet', { token: tokens.limbo, gameCode: 'limbo', bet: 4, params: { target: 1.01 } }, vendorApp)
    lose = () => false
    expect(res.status).toBe(200)
    const { round } = res.body.value
    expect(round.status).toBe('SETTLED')
    expect(winMovements(round.roundId)).toBe(1)
    expect(attempts[`win:${round.roundId}:win`]).toBe(2)
    expect(balance()).toBe(before - 400 + Math.round(round.payout * 100))
  })

  it('a bet whose answers never arrive is rolled back: nothing charged, no nonce used, play goes on', async () => {
    const before = balance()
    const nonce = (await post<SessionView>('/session', { token: tokens.limbo, gameCode: 'limbo' }, vendorApp)).body.value.seed.nonce
    lose = (action) => action === 'bet'
    const res = await post('/bet', { token: tokens.limbo, gameCode: 'limbo', bet: 6, params: { target: 2 } }, vendorApp)
    lose = () => false
    expect(res.status).toBe(503)
    expect(res.body.code).toBe('WALLET_UNAVAILABLE')
    expect(balance()).toBe(before)
    const voided = t.db.$client.prepare<{ status: string; round_id: string }, []>("SELECT status, round_id FROM fair_rounds WHERE engine = 'limbo' ORDER BY id DESC LIMIT 1").get()!
    expect(voided.status).toBe('VOID')
    expect(t.db.$client.prepare<{ status: string }, [string]>('SELECT status FROM bet_records WHERE round_id = ?').get(voided.round_id)?.status).toBe('ROLLED_BACK')
    const next = await betAndCheckVia(vendorApp, 'limbo', 6, { target: 2 })
    expect(next.nonce).toBe(nonce)
  })

  it('a win that cannot be delivered now is delivered before the member’s next call, once', async () => {
    lose = (action) => action === 'win'
    const res = await post<BetView>('/bet', { token: tokens.limbo, gameCode: 'limbo', bet: 2, params: { target: 1.01 } }, vendorApp)
    expect(res.status).toBe(200)
    const { round } = res.body.value
    expect(round.status).toBe('SETTLING')
    lose = () => false
    const session = (await post<SessionView>('/session', { token: tokens.limbo, gameCode: 'limbo' }, vendorApp)).body.value
    expect(session.history.find((r) => r.roundId === round.roundId)?.status).toBe('SETTLED')
    expect(winMovements(round.roundId)).toBe(1)
    expect(settledRecord(round.roundId)?.status).toBe('SETTLED')
    expect(t.platform.ledger.check()).toMatchObject({ ok: true })
  })

  it('a win that cannot be delivered now is delivered by the redelivery job without the member coming back, once', async () => {
    lose = (action) => action === 'win'
    const before = balance()
    const res = await post<BetView>('/bet', { token: tokens.limbo, gameCode: 'limbo', bet: 3, params: { target: 1.01 } }, vendorApp)
    lose = () => false
    expect(res.status).toBe(200)
    const { round } = res.body.value
    expect(round.status).toBe('SETTLING')
    const status = () => t.db.$client.prepare<{ status: string }, [string]>('SELECT status FROM fair_rounds WHERE round_id = ?').get(round.roundId)!.status
    // A job of a process started after the round (as after a restart): every unfinished round is its work.
    const turn = redeliverer(t.platform, inner, Date.now() + 60_000)
    expect(await turn()).toMatchObject({ inhouseWaiting: 0 })
    expect(status()).toBe('SETTLED')
    expect(winMovements(round.roundId)).toBe(1)
    await turn()
    expect(winMovements(round.roundId)).toBe(1)
    expect(balance()).toBe(before - 300 + Math.round(round.payout * 100))
    expect(t.platform.ledger.check()).toMatchObject({ ok: true })
  })

  async function betAndCheckVia(app: typeof vendorApp, gameCode: string, bet: number, params: Record<string, unknown>) {
    const before = balance()
    const res = await post<BetView>('/bet', { token: tokens[gameCode], gameCode, bet, params }, app)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(balance()).toBe(before - bet * 100 + Math.round(res.body.value.round.payout * 100))
    return res.body.value.round
  }
})
