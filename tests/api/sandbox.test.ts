/**
 * The sandbox vendor through the real app (DESIGN §5): the game's calls go to /vendors/sandbox
 * with the launch token, and the vendor reaches the platform's wallet only over HTTP — here a real
 * loopback socket, where every wallet request is seen with its signature. Each type's round moves
 * exactly bet − payout, refused requests move nothing, the ledger adds up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, encryptFor, TEST_BRAND, fundFromSandbox } from '../fixtures/app'
import { createApp } from '../../server/app'
import { createGatewayCache } from '../../server/gateway/cache'
import type { SandboxPlayValue, SandboxSessionValue } from '../../shared/schemas/sandbox'

const t = createTestApp()
/** Paths and signatures of the wallet calls that reached the socket. */
const walletCalls: { path: string; signature: string | null }[] = []
const server = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch(req, srv) {
    const path = new URL(req.url).pathname
    if (path.startsWith('/wallet-api/')) walletCalls.push({ path, signature: req.headers.get('x-signature') })
    return app.fetch(req, srv)
  },
})
const app = createApp({ platform: t.platform, cache: createGatewayCache(t.cacheDb, TEST_BRAND), trustProxy: true, walletBaseUrl: `http://127.0.0.1:${server.port}` })
afterAll(() => {
  server.stop(true)
  t.cleanup()
})

let memberId = 0
const balance = () => t.platform.ledger.balance({ kind: 'MEMBER', memberId })
const movements = () => t.platform.ledger.check().movements

async function post<T = any>(path: string, body: unknown) {
  const res = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as { success: boolean; value: T; code?: string; balance?: number } }
}

function gameOf(where: string): { node_id: string; vendor_code: string; game_code: string; game_type: string; min_bet: number } {
  const g = t.db.$client.query<any, []>(`SELECT node_id, vendor_code, game_code, game_type, min_bet FROM games WHERE ${where} ORDER BY sequence LIMIT 1`).get()
  if (!g) throw new Error(`no game where ${where}`)
  return g
}

/** Launches a game for the member and opens its sandbox session. */
async function open(where: string) {
  const g = gameOf(where)
  const launched = t.platform.play.launcher.launch(memberId, g.node_id, 'en')
  if (launched.kind !== 'url') throw new Error('expected a launch URL')
  const session = await post<SandboxSessionValue>('/vendors/sandbox/session', { token: launched.token, vendor: g.vendor_code, gameCode: g.game_code, gameType: g.game_type })
  expect(session.status).toBe(200)
  return { token: launched.token, game: g, session: session.body.value }
}

/** Plays a round and checks the money: balance moved by exactly payout − bet, answer = ledger, bet record settled. */
async function playAndCheck(token: string, body: Record<string, unknown>) {
  const before = balance()
  const res = await post<SandboxPlayValue>('/vendors/sandbox/play', { token, ...body })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const { round } = res.body.value
  const bet = Math.round(round.bet * 100)
  const payout = Math.round(round.payout * 100)
  expect(bet).toBeGreaterThan(0)
  expect(balance()).toBe(before - bet + payout)
  expect(Math.round(res.body.value.balance * 100)).toBe(balance())
  const record = t.db.$client
    .query<{ bet_amount: number; payout: number; status: string; bet_tx_id: string }, [string]>('SELECT bet_amount, payout, status, bet_tx_id FROM bet_records WHERE round_id = ?')
    .get(round.roundId)
  expect(record).toEqual({ bet_amount: bet, payout, status: 'SETTLED', bet_tx_id: `${round.roundId}:bet` })
  return res.body.value
}

beforeAll(async () => {
  const m = await t.platform.members.register({ account: 'sandbox01', password: 'Player123!' })
  memberId = m.id
  fundFromSandbox(t.platform, memberId, 10_000_000, 'sandbox-seed')
})

describe('session', () => {
  it('names the game, its generic type, limits and the balance the wallet holds', async () => {
    const { session, game } = await open("game_type = 'RNG' AND vendor_code = 'PG'")
    expect(session.game).toMatchObject({ vendor: 'PG', gameCode: game.game_code, gameType: 'RNG', game: 'SLOT', minBet: game.min_bet / 100, maxBet: 50_000 })
    expect(session.game.chips.length).toBeGreaterThanOrEqual(3)
    expect(session.balance).toBe(balance() / 100)
    expect(session.currency).toBe('PHP')
  })

  it('refuses an unknown token, a token of another vendor, and an unknown game', async () => {
    const g = gameOf("game_type = 'RNG' AND vendor_code = 'PG'")
    const unknown = await post('/vendors/sandbox/session', { token: 'x'.repeat(32), vendor: 'PG', gameCode: g.game_code, gameType: 'RNG' })
    expect(unknown).toMatchObject({ status: 401, body: { success: false, code: 'RS_ERROR_INVALID_TOKEN' } })
    const { token } = await open("game_type = 'RNG' AND vendor_code = 'PG'")
    const jdb = gameOf("game_type = 'RNG' AND vendor_code = 'JDB'")
    expect((await post('/vendors/sandbox/session', { token, vendor: 'JDB', gameCode: jdb.game_code, gameType: 'RNG' })).body.code).toBe('RS_ERROR_INVALID_TOKEN')
    expect((await post('/vendors/sandbox/session', { token, vendor: 'PG', gameCode: 'NO-SUCH-GAME', gameType: 'RNG' })).status).toBe(404)
    expect((await post('/vendors/sandbox/play', { token: 'y'.repeat(32), game: 'SLOT', bet: 1 })).body.code).toBe('SESSION_NOT_FOUND')
  })
})

describe('a round of every type moves exactly bet − payout', () => {
  it('RNG: a slot spin', async () => {
    const { token, session } = await open("game_type = 'RNG'")
    for (let i = 0; i < 5; i++) {
      const v = await playAndCheck(token, { game: 'SLOT', bet: session.game.chips[1] })
      const o = v.round.outcome
      if (o.game !== 'SLOT') throw new Error('slot outcome')
      expect(o.grid).toHaveLength(5)
      expect(v.round.payout).toBe(Math.floor((Math.round(v.round.bet * 100) * o.wins.reduce((a, w) => a + w.multiplier, 0)) / 20 + 1e-9) / 100)
    }
  })

  it('LIVE baccarat (BAC and other classifications) with player, banker and tie bets', async () => {
    for (const cls of ['BAC', 'BJ']) {
      const { token, session } = await open(`game_type = 'LIVE' AND classification = '${cls}'`)
      expect(session.game.game).toBe('BACCARAT')
      const v = await playAndCheck(token, {
        game: 'BACCARAT',
        bets: [
          { side: 'BANKER', amount: session.game.minBet * 2 },
          { side: 'TIE', amount: session.game.minBet },
        ],
      })
      const o = v.round.outcome
      if (o.game !== 'BACCARAT') throw new Error('baccarat outcome')
      const expected = o.winner === 'BANKER' ? session.game.minBet * 2 * 1.95 : o.winner === 'TIE' ? session.game.minBet * 2 + session.game.minBet * 9 : 0
      expect(v.round.payout).toBeCloseTo(expected, 2)
    }
  })

  it('LIVE roulette (ROU): European wheel', async () => {
    const { token, session } = await open("game_type = 'LIVE' AND classification = 'ROU'")
    expect(session.game.game).toBe('ROULETTE')
    const m = session.game.minBet
    const v = await playAndCheck(token, {
      game: 'ROULETTE',
      bets: [
        { kind: 'STRAIGHT', value: 17, amount: m },
        { kind: 'RED', amount: m },
        { kind: 'DOZEN', value: 2, amount: m },
      ],
    })
    const o = v.round.outcome
    if (o.game !== 'ROULETTE') throw new Error('roulette outcome')
    expect(o.number).toBeGreaterThanOrEqual(0)
    expect(o.number).toBeLessThanOrEqual(36)
    expect(v.round.payout).toBeCloseTo(
      o.bets.reduce((a, b) => a + b.payout, 0),
      2,
    )
  })

  it('SPORTS, ESPORTS and COCKFIGHT: a bet slip at the quoted odds, singles and a combo', async () => {
    for (const type of ['SPORTS', 'ESPORTS', 'COCKFIGHT']) {
      const { token, session } = await open(`game_type = '${type}'`)
      expect(session.game.game).toBe('BETSLIP')
      const [a, b] = session.fixtures!
      const m = session.game.minBet
      const singles = await playAndCheck(token, {
        game: 'BETSLIP',
        mode: 'SINGLES',
        selections: [
          { fixtureId: a.id, outcome: a.outcomes[0].key, stake: m },
          { fixtureId: b.id, outcome: b.outcomes[1].key, stake: m * 2 },
        ],
      })
      const o = singles.round.outcome
      if (o.game !== 'BETSLIP') throw new Error('slip outcome')
      expect(o.selections.map((s) => s.odds)).toEqual([a.outcomes[0].odds, b.outcomes[1].odds])
      expect(singles.round.payout).toBeCloseTo(
        o.selections.reduce((acc, s) => acc + (s.won ? Math.floor(Math.round(s.stake! * 100) * s.odds + 1e-9) / 100 : 0), 0),
        2,
      )
      // settled fixtures leave the board
      expect(singles.fixtures!.map((f) => f.id)).not.toContain(a.id)
      const [c, d] = singles.fixtures!.filter((f) => f.id !== a.id && f.id !== b.id)
      await playAndCheck(token, {
        game: 'BETSLIP',
        mode: 'COMBO',
        stake: m,
        selections: [
          { fixtureId: c.id, outcome: c.outcomes[0].key },
          { fixtureId: d.id, outcome: d.outcomes[0].key },
        ],
      })
    }
  })

  it('FISH: a volley of shots at one bet per shot', async () => {
    const { token, session } = await open("game_type = 'FISH'")
    const v = await playAndCheck(token, { game: 'FISH', target: 'SHRIMP', betPerShot: session.game.minBet, shots: 10 })
    const o = v.round.outcome
    if (o.game !== 'FISH') throw new Error('fish outcome')
    expect(v.round.bet).toBeCloseTo(session.game.minBet * 10, 2)
    expect(o.catches).toHaveLength(10)
    expect(v.round.payout).toBeCloseTo(session.game.minBet * o.catches.reduce((a, b) => a + b, 0), 2)
  })

  it('PVP: a Teen Patti showdown against the house', async () => {
    const { token, session } = await open("game_type = 'PVP'")
    expect(session.game.game).toBe('SHOWDOWN')
    const v = await playAndCheck(token, { game: 'SHOWDOWN', bet: session.game.chips[1] })
    const o = v.round.outcome
    if (o.game !== 'SHOWDOWN') throw new Error('showdown outcome')
    expect(v.round.payout).toBeCloseTo(o.result === 'WIN' ? v.round.bet * 1.95 : o.result === 'TIE' ? v.round.bet : 0, 2)
  })

  it("keeps the player's last results of the game on the vendor's books, also for the next launch", async () => {
    const { token } = await open("game_type = 'PVP'")
    await playAndCheck(token, { game: 'SHOWDOWN', bet: 10 })
    await playAndCheck(token, { game: 'SHOWDOWN', bet: 20 })
    const g = gameOf("game_type = 'PVP'")
    const again = await post<SandboxSessionValue>('/vendors/sandbox/session', { token, vendor: g.vendor_code, gameCode: g.game_code, gameType: 'PVP' })
    expect(again.body.value.history.slice(0, 2).map((r) => r.bet)).toEqual([20, 10])
    const relaunched = await open("game_type = 'PVP'")
    expect(relaunched.session.history.slice(0, 2)).toEqual(again.body.value.history.slice(0, 2))
  })
})

describe('refusals move nothing', () => {
  it('bad parameters: nothing debited, no movement', async () => {
    const { token, session } = await open("game_type = 'LIVE' AND classification = 'ROU'")
    const before = balance()
    const count = movements()
    const m = session.game.minBet
    const bad: [Record<string, unknown>, string][] = [
      [{ game: 'ROULETTE', bets: [{ kind: 'STRAIGHT', value: 37, amount: m }] }, 'BAD_REQUEST'],
      [{ game: 'ROULETTE', bets: [{ kind: 'RED', amount: -1 }] }, 'BAD_REQUEST'],
      [{ game: 'ROULETTE', bets: [{ kind: 'RED', amount: '1.005' }] }, 'BAD_REQUEST'],
      [{ game: 'ROULETTE', bets: [] }, 'BAD_REQUEST'],
      [{ game: 'ROULETTE', bets: [{ kind: 'RED', amount: m, extra: 1 }] }, 'BAD_REQUEST'],
      [{ game: 'ROULETTE', bets: [{ kind: 'RED', amount: m / 2 }] }, 'BELOW_MIN_BET'],
      [
        {
          game: 'ROULETTE',
          bets: [
            { kind: 'RED', amount: 30_000 },
            { kind: 'BLACK', amount: 30_000 },
          ],
        },
        'ABOVE_MAX_BET',
      ],
      [{ game: 'SLOT', bet: m }, 'WRONG_GAME'],
    ]
    for (const [body, code] of bad) {
      const res = await post('/vendors/sandbox/play', { token, ...body })
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, code })
      expect(res.status).toBe(400)
    }
    const slip = await open("game_type = 'SPORTS'")
    const f = slip.session.fixtures![0]
    for (const [body, code] of [
      [{ game: 'BETSLIP', mode: 'SINGLES', selections: [{ fixtureId: 'F999', outcome: '1', stake: 10 }] }, 'FIXTURE_CLOSED'],
      [{ game: 'BETSLIP', mode: 'SINGLES', selections: [{ fixtureId: f.id, outcome: 'Z', stake: 10 }] }, 'FIXTURE_CLOSED'],
      [{ game: 'BETSLIP', mode: 'COMBO', stake: 10, selections: [{ fixtureId: f.id, outcome: f.outcomes[0].key }] }, 'BAD_REQUEST'],
      [
        {
          game: 'BETSLIP',
          mode: 'SINGLES',
          selections: [
            { fixtureId: f.id, outcome: f.outcomes[0].key, stake: 10 },
            { fixtureId: f.id, outcome: f.outcomes[1].key, stake: 10 },
          ],
        },
        'BAD_REQUEST',
      ],
    ] as const)
      expect((await post('/vendors/sandbox/play', { token: slip.token, ...body })).body.code).toBe(code)
    const bac = await open("game_type = 'LIVE' AND classification = 'BAC'")
    expect(
      (
        await post('/vendors/sandbox/play', {
          token: bac.token,
          game: 'BACCARAT',
          bets: [
            { side: 'TIE', amount: 10 },
            { side: 'TIE', amount: 10 },
          ],
        })
      ).body.code,
    ).toBe('BAD_REQUEST')
    const fish = await open("game_type = 'FISH'")
    expect((await post('/vendors/sandbox/play', { token: fish.token, game: 'FISH', target: 'KRAKEN', betPerShot: 10, shots: 1 })).body.code).toBe('BAD_REQUEST')
    expect((await post('/vendors/sandbox/play', { token: fish.token, game: 'FISH', target: 'SHARK', betPerShot: 10, shots: 11 })).body.code).toBe('BAD_REQUEST')
    expect(balance()).toBe(before)
    expect(movements()).toBe(count)
  })

  it('not enough money: the wallet’s refusal with the balance, nothing moved', async () => {
    const poor = await t.platform.members.register({ account: 'sandbox02', password: 'Player123!' })
    const g = gameOf("game_type = 'PVP'")
    const launched = t.platform.play.launcher.launch(poor.id, g.node_id, 'en')
    if (launched.kind !== 'url') throw new Error('expected a launch URL')
    await post('/vendors/sandbox/session', { token: launched.token, vendor: g.vendor_code, gameCode: g.game_code, gameType: 'PVP' })
    const count = movements()
    const res = await post('/vendors/sandbox/play', { token: launched.token, game: 'SHOWDOWN', bet: 50 })
    expect(res).toMatchObject({ status: 409, body: { success: false, code: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 0 } })
    expect(t.platform.ledger.balance({ kind: 'MEMBER', memberId: poor.id })).toBe(0)
    expect(movements()).toBe(count)
    expect(t.db.$client.query<{ n: number }, [number]>('SELECT count(*) AS n FROM bet_records WHERE member_id = ?').get(poor.id)!.n).toBe(0)
  })

  it('an expired launch token: the round is refused, nothing moved', async () => {
    const { token } = await open("game_type = 'RNG'")
    t.db.$client.run('UPDATE launch_tokens SET expires_at = 0 WHERE token = ?', [token])
    const before = balance()
    const res = await post('/vendors/sandbox/play', { token, game: 'SLOT', bet: 10 })
    expect(res).toMatchObject({ status: 401, body: { code: 'RS_ERROR_TOKEN_EXPIRED' } })
    expect(balance()).toBe(before)
  })
})

describe('the contract', () => {
  it('every vendor call reached the wallet over HTTP, signed, and each round left a bet and a win transaction', () => {
    expect(walletCalls.length).toBeGreaterThan(20)
    for (const call of walletCalls) {
      expect(call.path).toMatch(/^\/wallet-api\/v1\/[A-Z0-9_]+\/(balance|bet|win|rollback)$/)
      expect(call.signature).toMatch(/^[0-9a-f]{64}$/)
    }
    const rounds = t.db.$client
      .query<{ round_id: string; kinds: string }, [number]>("SELECT round_id, group_concat(kind, ',') AS kinds FROM vendor_transactions WHERE member_id = ? GROUP BY round_id")
      .all(memberId)
    expect(rounds.length).toBeGreaterThan(10)
    for (const r of rounds) expect(r.kinds.split(',').sort()).toEqual(['BET', 'WIN'])
  })

  it('the ledger adds up', () => {
    expect(t.platform.ledger.check()).toMatchObject({ ok: true })
  })
})

describe('poker rooms (GLS2_roomList)', () => {
  it('needs a session, then lists a few tables per PVP game of the sandbox vendor, paged', async () => {
    expect((await app.request('/wps/relay/GLS2_roomList')).status).toBe(401)
    await t.platform.members.register({ account: 'poker001', password: 'Passw0rd!' })
    const login = await app.request('/wps/session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify(await encryptFor(app, { username: 'poker001', password: 'Passw0rd!', type: 'username' })),
    })
    const token = ((await login.json()) as { value: { token: string } }).value.token
    const get = async (q: string) => (await (await app.request(`/wps/relay/GLS2_roomList${q}`, { headers: { authorization: `Bearer ${token}` } })).json()) as any
    const all = await get('?pageSize=10')
    const pvp = t.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM games WHERE game_type = 'PVP'").get()!.n
    expect(all.value.total).toBe(pvp * 3)
    expect(all.value.list).toHaveLength(10)
    const room = all.value.list[0]
    expect(room.bigBlind).toBe(room.smallBlind * 2)
    expect(room.minBuyIn).toBe(room.bigBlind * 40)
    expect(room.players).toBeLessThanOrEqual(room.seats)
    const one = await get(`?gameCode=${room.gameCode}`)
    expect(one.value.list.map((r: { tier: number }) => r.tier)).toEqual([1, 2, 3])
    expect((await app.request('/wps/relay/GLS2_roomList?pageSize=1000', { headers: { authorization: `Bearer ${token}` } })).status).toBe(400)
  })
})
