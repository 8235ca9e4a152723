/**
 * The lottery through the real app (issue 5 "Lottery"; decision 0016): draws on a schedule whose
 * numbers match the commitment published before them; tickets posted to the lottery vendor
 * (/vendors/lottery) with the launch token, debited through the signed seamless wallet over HTTP (in
 * process here) before the close and refused after it; settlement at the draw pays exactly the
 * stated odds once — run twice, and with a fresh platform instance in the middle; draws missed while
 * the server was down are drawn and settled on the next turn; the ledger stays consistent; and the
 * spec §7 lottery calls answer in their shapes. A test clock drives the schedule.
 */
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_BRAND, TEST_SECRETS_KEY, fundFromSandbox } from '../fixtures/app'
import { createPlatform } from '../../server/platform'
import { parseSecretsKey } from '../../server/secrets'
import { sessionToken } from '../fixtures/api-client'
import { createWalletClient } from '../../server/vendors/wallet-client'
import { createLotteryVendor } from '../../server/vendors/lottery/service'
import { runLotteryCommand } from '../../server/operator/lottery-commands'
import { MEMBER_TYPE } from '../../shared/member'
import { commitmentInput } from '../../shared/lottery/commitment'
import type { LotteryMenuEntry, LotterySessionView, OpenedPage, TicketView } from '../../shared/lottery/api'

let clock = Date.UTC(2026, 0, 15, 4, 0, 10)
const t = createTestApp({ now: () => clock })
afterAll(() => t.cleanup())

const GAME = 'VN_MIEN_BAC_3_MIN'
const wallet = createWalletClient({ baseUrl: 'http://in-process', secretOf: (v) => t.platform.play.launcher.secretOf(v), fetch: (url, init) => t.app.request(url, init) })
const deps = { wallet, catalogue: { game: () => null, currency: () => 'PHP' } }
const vendor = createLotteryVendor(t.platform, deps)
const opened = new Map<string, number>()
const turn = () => vendor.tick(opened)

let memberId = 0
let session = ''
let token = ''
const balance = () => t.platform.ledger.balance({ kind: 'MEMBER', memberId })
const nodeOf = (code: string) => t.db.$client.prepare<{ node_id: string }, [string]>('SELECT node_id FROM games WHERE game_code = ?').get(code)!.node_id

type Envelope<T> = { success: boolean; value: T; code?: string; message?: string; fields?: unknown[] }
async function post<T = any>(path: string, body: unknown, language = 'en') {
  const res = await t.app.request(`/vendors/lottery${path}?language=${language}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as Envelope<T> }
}
async function get<T = any>(path: string, auth = true) {
  const res = await t.app.request(path, { headers: auth ? { authorization: `Bearer ${session}` } : {} })
  return { status: res.status, body: (await res.json()) as Envelope<T> }
}
const bet = (lines: { type: string; pick: string; amount: number | string }[], numero: string, tk = token) =>
  post<{ ticket: TicketView; balance: number }>('/bet', { token: tk, gameCode: GAME, numero, lines })
const sessionView = async () => (await post<LotterySessionView>('/session', { token, gameCode: GAME })).body.value
/** The secret numbers of a draw (the system of record knows them before the draw; a player does not). */
const secretOf = (numero: string) => t.platform.lottery.draws.byNumero(GAME, numero)!
const winTxCount = (numero: string) =>
  t.db.$client.prepare<{ n: number }, [string]>("SELECT count(*) AS n FROM vendor_transactions WHERE kind = 'WIN' AND tx_id LIKE ?").get(`L${secretOf(numero).id}-%:win`)!.n

beforeAll(async () => {
  const m = await t.platform.members.register({ account: 'lotto01', password: 'Player123!' })
  memberId = m.id
  fundFromSandbox(t.platform, memberId, 1_000_000, 'lottery-seed')
  session = await sessionToken(t, memberId)
  token = t.platform.play.launcher.issueToken(memberId, nodeOf(GAME)).token
})

describe('draws', () => {
  it('publishes only the commitment before the draw, then numbers and salt that hash to it', async () => {
    await turn()
    const s = await sessionView()
    expect(s.game).toMatchObject({ gameCode: GAME, vendorCode: 'TCG_LOTTO_VN', area: 'VN', region: 'NORTH', schedule: { kind: 'interval', everyMs: 180_000 } })
    expect(s.current).toMatchObject({ status: 'OPEN', numbers: null, salt: null })
    expect(s.current.commitment).toMatch(/^[0-9a-f]{64}$/)
    expect(s.current.drawAt - s.current.closeAt).toBe(30_000)
    expect(s.current.numero).toMatch(/^20260115-\d{4}$/)

    clock = s.current.drawAt
    expect((await turn()).drawn).toBeGreaterThanOrEqual(1)
    const page = await get<OpenedPage>(`/lgw/vn/numeros/opened/game?gameCode=${GAME}&pageNo=1&pageSize=5`, false)
    const drawn = page.body.value.list.find((d) => d.numero === s.current.numero)!
    expect(drawn.status).toBe('DRAWN')
    expect(drawn.numbers).toHaveLength(27)
    expect(drawn.numbers![0]).toMatch(/^\d{5}$/)
    expect(drawn.numbers!.at(-1)).toMatch(/^\d{2}$/)
    expect(createHash('sha256').update(commitmentInput(drawn.numbers!, drawn.salt!)).digest('hex')).toBe(s.current.commitment)
    // the next draw is open at once, with a new commitment
    const next = await sessionView()
    expect(next.current.numero).not.toBe(s.current.numero)
    expect(next.last?.numero).toBe(s.current.numero)
  })
})

describe('bets', () => {
  it('debits a ticket before the close by exactly its lines and records it', async () => {
    const s = await sessionView()
    const before = balance()
    const r = await bet(
      [
        { type: 'LAST2', pick: '27', amount: 10 },
        { type: 'BIG_SMALL', pick: 'big', amount: '5.50' },
      ],
      s.current.numero,
    )
    expect(r.status).toBe(200)
    expect(balance()).toBe(before - 1_550)
    expect(r.body.value.balance).toBe((before - 1_550) / 100)
    expect(r.body.value.ticket).toMatchObject({ numero: s.current.numero, status: 'PLACED', amount: 15.5, payout: null })
    expect(r.body.value.ticket.lines).toEqual([
      { type: 'LAST2', pick: '27', amount: 10, odds: 95, payout: null },
      { type: 'BIG_SMALL', pick: 'BIG', amount: 5.5, odds: 1.95, payout: null },
    ])
    const record = t.db.$client
      .prepare<{ bet_amount: number; status: string; vendor_code: string }, [string]>('SELECT bet_amount, status, vendor_code FROM bet_records WHERE round_id = ?')
      .get(r.body.value.ticket.ticketId)
    expect(record).toEqual({ bet_amount: 1_550, status: 'OPEN', vendor_code: 'TCG_LOTTO_VN' })
  })

  it('refuses a bet after the close with a translated message and moves nothing', async () => {
    const s = await sessionView()
    const before = balance()
    clock = s.current.closeAt
    const en = await bet([{ type: 'LAST2', pick: '11', amount: 10 }], s.current.numero)
    expect(en.status).toBe(409)
    expect(en.body).toMatchObject({ success: false, code: 'BETTING_CLOSED', message: 'Betting on this draw has closed. Your bet was not placed; try the next draw.' })
    const ty = await post('/bet', { token, gameCode: GAME, numero: s.current.numero, lines: [{ type: 'LAST2', pick: '11', amount: 10 }] }, 'ty')
    expect(ty.body.message).toBe('Sarado na ang pagtaya sa bolang ito. Hindi naitala ang taya mo; subukan sa susunod na bola.')
    expect(balance()).toBe(before)
    // the draw is closed for everyone: the session now offers the next one
    expect((await sessionView()).current.numero).not.toBe(s.current.numero)
    clock = s.current.drawAt
    await turn()
  })

  it('refuses bad lines with their translated reason and moves nothing', async () => {
    const s = await sessionView()
    const before = balance()
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'LAST2', pick: '7', amount: 10 }, 'That pick is not valid for this bet type.'],
      [{ type: 'SUM', pick: '10', amount: 10 }, 'This bet type is not offered for this game.'],
      [{ type: 'LAST2', pick: '07', amount: 0.5 }, 'Each line must stake at least the minimum bet.'],
      [{ type: 'LAST2', pick: '07', amount: 10_001 }, 'A line cannot stake more than the maximum per line.'],
      [{ type: 'LAST2', pick: '07', amount: '1.005' }, 'Please enter a valid amount: more than 0, at most 2 decimals'],
    ]
    for (const [line, message] of cases) {
      const r = await bet([line as never], s.current.numero)
      expect(r.status).toBe(400)
      expect(r.body.message).toBe(message)
    }
    expect((await bet([], s.current.numero)).body.message).toBe('Add at least one line to your slip.')
    expect(
      (
        await bet(
          Array.from({ length: 6 }, () => ({ type: 'LAST2', pick: '01', amount: 10_000 })),
          s.current.numero,
        )
      ).body.code,
    ).toBe('ABOVE_MAX_TICKET')
    expect((await bet([{ type: 'LAST2', pick: '01', amount: 10 }], '20990101-0001')).body.code).toBe('DRAW_NOT_FOUND')
    expect((await bet([{ type: 'LAST2', pick: '01', amount: 10 }], s.current.numero, 'x'.repeat(32))).body.code).toBe('INVALID_TOKEN')
    expect(balance()).toBe(before)
  })

  it('refuses a ticket the balance cannot cover and keeps no trace of it', async () => {
    const poor = await t.platform.members.register({ account: 'lotto02', password: 'Player123!' })
    const poorToken = t.platform.play.launcher.issueToken(poor.id, nodeOf(GAME)).token
    const s = await sessionView()
    const r = await bet([{ type: 'LAST2', pick: '01', amount: 10 }], s.current.numero, poorToken)
    expect(r.status).toBe(409)
    expect(r.body).toMatchObject({ code: 'NOT_ENOUGH_MONEY', message: 'Your balance is too low for this bet. Deposit or lower the amount.' })
    expect(t.platform.lottery.tickets.ofMember(poor.id, null, 10)).toEqual([])
  })

  it('will not launch a lottery token for a trial account', async () => {
    const trial = await t.platform.members.register({ account: 'trial01', password: 'Player123!', type: MEMBER_TYPE.trial })
    expect(() => t.platform.play.launcher.issueToken(trial.id, nodeOf(GAME))).toThrow(expect.objectContaining({ code: 'NEED_TRUE_ACCOUNT' }))
  })
})

describe('settlement', () => {
  it('pays exactly the stated odds once, run twice and across a fresh platform instance', async () => {
    const s = await sessionView()
    const numbers = secretOf(s.current.numero).numbers
    const main = numbers[0]
    const last2 = main.slice(-2)
    const other2 = last2 === '00' ? '01' : '00'
    const any2 = numbers[5].slice(-2)
    const hits = numbers.filter((n) => n.slice(-2) === any2).length
    const big = Number(last2) >= 50 ? 'BIG' : 'SMALL'
    const odd = Number(main.slice(-1)) % 2 === 1 ? 'ODD' : 'EVEN'
    const anyOdds = s.game.betTypes.find((b) => b.code === 'ANY2')!.options[0].odds
    expect(anyOdds).toBe(3.51)
    const before = balance()
    const a = await bet(
      [
        { type: 'LAST2', pick: last2, amount: 10 }, // wins 10 × 95
        { type: 'LAST2', pick: other2, amount: 10 }, // loses
        { type: 'LAST3', pick: main.slice(-3), amount: 2 }, // wins 2 × 950
        { type: 'ANY2', pick: any2, amount: 3 }, // wins 3 × 3.51 per matching number
        { type: 'BIG_SMALL', pick: big, amount: 7.77 }, // wins ⌊7.77 × 1.95⌋
      ],
      s.current.numero,
    )
    const b = await bet([{ type: 'ODD_EVEN', pick: odd === 'ODD' ? 'EVEN' : 'ODD', amount: 4 }], s.current.numero) // loses
    expect(a.status).toBe(200)
    expect(b.status).toBe(200)
    const staked = 1_000 + 1_000 + 200 + 300 + 777 + 400
    expect(balance()).toBe(before - staked)
    const expected = 1_000 * 95 + 200 * 950 + Math.floor((300 * 351 * hits) / 100) + Math.floor((777 * 195) / 100)

    // The draw happens; a first worker decides the tickets, then "crashes" before paying.
    clock = s.current.drawAt
    t.platform.lottery.draws.drawDue(clock)
    const drawn = secretOf(s.current.numero)
    t.platform.lottery.tickets.decide(drawn, t.platform.lottery.games.byCode(GAME)!)
    expect(balance()).toBe(before - staked)

    // A fresh platform instance (a restart) settles what is left…
    const fresh = createPlatform({ db: t.db, brandCode: TEST_BRAND, now: () => clock, secretsKey: parseSecretsKey(TEST_SECRETS_KEY) })
    const freshVendor = createLotteryVendor(fresh, {
      ...deps,
      wallet: createWalletClient({ baseUrl: 'http://in-process', secretOf: (v) => fresh.play.launcher.secretOf(v), fetch: (url, init) => t.app.request(url, init) }),
    })
    expect(await freshVendor.settleAll()).toBeGreaterThanOrEqual(1)
    expect(balance()).toBe(before - staked + expected)
    // …and settling again, from either instance, moves nothing.
    await vendor.settleAll()
    await turn()
    await freshVendor.settleDraw(secretOf(s.current.numero))
    expect(balance()).toBe(before - staked + expected)
    expect(winTxCount(s.current.numero)).toBe(2)

    const mine = (await post<{ tickets: TicketView[] }>('/tickets', { token, gameCode: GAME })).body.value.tickets
    const ta = mine.find((x) => x.ticketId === a.body.value.ticket.ticketId)!
    expect(ta).toMatchObject({ status: 'WON', payout: expected / 100, numbers })
    expect(ta.lines.map((l) => l.payout)).toEqual([950, 0, 1_900, Math.floor((300 * 351 * hits) / 100) / 100, Math.floor((777 * 195) / 100) / 100])
    expect(mine.find((x) => x.ticketId === b.body.value.ticket.ticketId)).toMatchObject({ status: 'LOST', payout: 0 })
    const records = t.db.$client.prepare<{ status: string; payout: number }, [string]>('SELECT status, payout FROM bet_records WHERE round_id = ?')
    expect(records.get(a.body.value.ticket.ticketId)).toEqual({ status: 'SETTLED', payout: expected })
    expect(records.get(b.body.value.ticket.ticketId)).toEqual({ status: 'SETTLED', payout: 0 })
    expect(secretOf(s.current.numero).settledAt).not.toBeNull()
  })

  it('draws and settles on the next turn the draws missed while the server was down', async () => {
    const s = await sessionView()
    const numbers = secretOf(s.current.numero).numbers
    const before = balance()
    const r = await bet([{ type: 'LAST2', pick: numbers[0].slice(-2), amount: 2 }], s.current.numero)
    expect(r.status).toBe(200)
    clock += 3_600_000 // an hour later: the server was down through this draw and many slots
    const { drawn } = await turn()
    expect(drawn).toBeGreaterThanOrEqual(1)
    expect(secretOf(s.current.numero)).toMatchObject({ status: 'DRAWN' })
    expect(secretOf(s.current.numero).settledAt).not.toBeNull()
    expect(balance()).toBe(before - 200 + 19_000)
    expect((await sessionView()).current.closeAt).toBeGreaterThan(clock)
  })

  it('rolls back a ticket whose bet never got an answer', async () => {
    const s = await sessionView()
    const game = t.platform.lottery.games.byCode(GAME)!
    const draw = t.platform.lottery.draws.current(game)
    // A ticket left PENDING by a crash between the row and the wallet's answer…
    const lost = t.platform.lottery.tickets.begin(memberId, game, draw, [{ type: 'LAST2', pick: '42', amount: 500, oddsX100: 9_500 }])
    const before = balance()
    clock = s.current.drawAt
    await turn()
    // …is voided at the draw (a rollback of an unknown bet, remembered by the wallet), moving nothing.
    expect(t.platform.lottery.tickets.byId(lost.id)!.state).toBe('VOID')
    expect(balance()).toBe(before)
    expect(secretOf(s.current.numero).settledAt).not.toBeNull()
  })

  it("prunes a game's old draws without tickets, never a draw with tickets", () => {
    const rows = () =>
      t.db.$client
        .prepare<{ slot: number; tickets: number }, [string]>(
          'SELECT slot, (SELECT count(*) FROM lottery_tickets t WHERE t.draw_id = d.id) AS tickets FROM lottery_draws d WHERE game_code = ? ORDER BY slot DESC',
        )
        .all(GAME)
    const before = rows()
    expect(before.slice(2).some((d) => d.tickets === 0)).toBe(true)
    expect(t.platform.lottery.draws.prune(2)).toBeGreaterThan(0)
    const after = rows()
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2))
    expect(after.slice(2)).toEqual(before.slice(2).filter((d) => d.tickets > 0))
  })

  it('keeps the ledger consistent', () => {
    expect(t.platform.ledger.check()).toMatchObject({ ok: true })
  })
})

describe('the lobby calls (spec §7)', () => {
  it('game_menu lists the games with the draw taking bets and its countdown; it needs a session', async () => {
    expect((await get('/lgw/vn/games/game_menu', false)).status).toBe(401)
    const r = await get<LotteryMenuEntry[]>('/lgw/vn/games/game_menu?lottoArea=VN')
    expect(r.status).toBe(200)
    expect(r.body.value.length).toBe(66)
    const e = r.body.value.find((x) => x.gameCode === GAME)!
    expect(e).toMatchObject({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', area: 'VN', region: 'NORTH', prizeMode: 'LOTT', everyMs: 180_000 })
    expect(e.current.closeAt).toBeGreaterThan(clock)
    expect(e.countdown).toBe(e.current.closeAt - clock)
    expect(e.last?.numbers).toHaveLength(27)
    const daily = r.body.value.find((x) => x.gameCode === 'VN_HA_NOI')!
    expect(daily.everyMs).toBeNull()
    expect(daily.current.numero).toMatch(/^\d{8}$/)
    const elott = await get<LotteryMenuEntry[]>('/lgw/vn/games/game_menu?prizeMode=ELOTT')
    expect(elott.body.value.length).toBeGreaterThan(0)
    expect(elott.body.value.every((x) => x.prizeMode === 'ELOTT' && x.area === 'LOTTO')).toBe(true)
    expect((await get('/lgw/vn/games/game_menu?prizeMode=NOPE')).status).toBe(400)
  })

  it('game_menu/recent lists the games the member bet on', async () => {
    const r = await get<LotteryMenuEntry[]>('/lgw/vn/games/game_menu/recent')
    expect(r.body.value.map((x) => x.gameCode)).toEqual([GAME])
  })

  it('opened numbers page newest first; an unknown game is a 404', async () => {
    const r = await get<OpenedPage>(`/lgw/vn/numeros/opened/game?gameCode=${GAME}&pageNo=1&pageSize=2`, false)
    expect(r.body.value).toMatchObject({ pageNum: 1 })
    expect(r.body.value.list).toHaveLength(2)
    expect(r.body.value.totalPages).toBe(Math.ceil(r.body.value.total / 2))
    const [first, second] = r.body.value.list
    expect(first.drawAt).toBeGreaterThan(second.drawAt)
    expect((await get(`/lgw/vn/numeros/opened/game?gameCode=NOPE`, false)).status).toBe(404)
  })

  it('/lotto/lgw/games/opened/numero answers the latest opened draw per game (session needed)', async () => {
    expect((await get(`/lotto/lgw/games/opened/numero?gameCodes=${GAME}`, false)).status).toBe(401)
    const r = await get<{ list: { gameCode: string; numero: string; numbers: string[] }[] }>(`/lotto/lgw/games/opened/numero?gameCodes=${GAME},NOPE`)
    expect(r.body.value.list).toHaveLength(1)
    expect(r.body.value.list[0]).toMatchObject({ gameCode: GAME, status: 'DRAWN' })
    expect(r.body.value.list[0].numero).toBe(t.platform.lottery.draws.lastDrawn(GAME)!.numero)
  })

  it('the lottery launch answers the page and a token the vendor accepts', async () => {
    const r = await get<{ url: string; token: string; lottoPrizeMode: string; lottoArea: string; launchMode: string }>(
      `/lgw/vn/games/launch?lottoGameCode=${GAME}&lottoView=lobby&lottoArea=VN&launchMode=LOTT&device=desktop&language=en`,
    )
    expect(r.body.value).toMatchObject({ url: `/vnLottery?gameCode=${GAME}&lottoView=lobby`, lottoPrizeMode: 'LOTT', lottoArea: 'VN', launchMode: 'LOTT' })
    expect((await post('/session', { token: r.body.value.token, gameCode: GAME })).status).toBe(200)
  })

  it('launchGame routes lottery games to their pages (spec §4)', async () => {
    const route = (code: string) => t.platform.play.launcher.launch(memberId, nodeOf(code), 'en')
    expect(route(GAME)).toEqual({ kind: 'route', url: `/vnLottery?gameCode=${GAME}` })
    expect(route('SEA_4D_LOTTO')).toEqual({ kind: 'route', url: '/seaLottery?gameCode=SEA_4D_LOTTO' })
    expect(route('TCG_FAST_3_1_MIN')).toEqual({ kind: 'route', url: '/lottery?gameCode=TCG_FAST_3_1_MIN' })
  })
})

describe('operator', () => {
  it('`lottery draw` draws the open draw at once; betting on it is over and its tickets settle on the next turn', async () => {
    const s = await sessionView()
    const numbers = secretOf(s.current.numero).numbers
    const before = balance()
    const fresh = t.platform.play.launcher.issueToken(memberId, nodeOf(GAME)).token // the first one expired with the clock's jumps
    expect((await bet([{ type: 'LAST2', pick: numbers[0].slice(-2), amount: 2 }], s.current.numero, fresh)).status).toBe(200)
    const out = JSON.parse(await runLotteryCommand(t.platform, ['lottery', 'draw', GAME]))
    expect(out).toMatchObject({ gameCode: GAME, numero: s.current.numero, numbers, commitment: s.current.commitment })
    expect((await bet([{ type: 'LAST2', pick: '00', amount: 2 }], s.current.numero, fresh)).body.code).toBe('BETTING_CLOSED')
    await turn()
    expect(balance()).toBe(before - 200 + 19_000)
    const status = JSON.parse(await runLotteryCommand(t.platform, ['lottery', 'status', GAME]))
    expect(status.last).toMatchObject({ numero: s.current.numero, settled: true })
    expect(status.current.numero).not.toBe(s.current.numero)
    await expect(runLotteryCommand(t.platform, ['lottery', 'draw', 'NOPE'])).rejects.toThrow('Unknown lottery game: NOPE')
    await expect(runLotteryCommand(t.platform, ['lottery', 'fly', GAME])).rejects.toThrow(/Usage: npm run operator -- lottery draw\|status <gameCode>/)
    expect(t.platform.ledger.check()).toMatchObject({ ok: true })
  })
})

describe('recent games', () => {
  it('lists a lottery game the member bet on like any other game, played at its last ticket', async () => {
    const game = t.db.$client.prepare<{ node_id: string; game_type: string }, [string]>('SELECT node_id, game_type FROM games WHERE game_code = ?').get(GAME)!
    const lastTicket = t.db.$client.prepare<{ at: number }, [number]>("SELECT max(created_at) AS at FROM lottery_tickets WHERE member_id = ? AND state <> 'VOID'").get(memberId)!.at
    expect(lastTicket).toBeGreaterThan(0)
    for (const query of ['', `?gameType=${game.game_type}`, '?vassalage=TCG_LOTTO_VN']) {
      const recent = await get<{ list: { nodeId: string; lastPlayedAt: number }[]; total: number }>(`/wps/relay/GCS_recentGame${query}`)
      expect(recent.status).toBe(200)
      expect(recent.body.value.list.find((g) => g.nodeId === game.node_id)?.lastPlayedAt).toBe(lastTicket)
    }
    expect((await get('/wps/relay/GCS_recentGame?gameType=RNG')).body.value.list.some((g: { nodeId: string }) => g.nodeId === game.node_id)).toBe(false)
  })
})
