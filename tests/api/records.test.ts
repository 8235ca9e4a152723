/**
 * Betting record, personal profit/loss and the winners board from real wins (spec §2 member center
 * personalHistoryCopy and personalProfit, §7 GCSGAME_getRankList, §9 date presets), over bets a
 * vendor places through the signed seamless-wallet contract (as tests/api/vendor-wallet.test.ts),
 * on a real seeded SQLite file with a clock the test moves. Business days are UTC+8 (decision 0010).
 * The pages that show them are in tests/e2e/favourites.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, fundFromSandbox } from '../fixtures/app'
import { vendorCall } from '../fixtures/api-client'
import { rangeWindow, maskPlayer, type BetRecordRow, type RecordsQuery } from '../../server/platform/play/records'
import { betFilterHref, readBetFilter } from '../../shared/schemas/records'

const H = 3_600_000
const DAY = 24 * H
/** 2026-03-10 00:00 in Manila (UTC+8), as UTC ms. */
const D0 = Date.UTC(2026, 2, 10) - 8 * H
let clock = D0 + 13 * H
const t = createTestApp({ now: () => clock })
afterAll(() => t.cleanup())

const { records } = t.platform.play
let seq = 0
type Game = { nodeId: string; gameCode: string; gameType: string; vendor: string; name: string }
const gameOf = (vendor: string, type: string): Game =>
  t.db.$client
    .prepare<Game, [string, string]>(
      'SELECT node_id AS nodeId, game_code AS gameCode, game_type AS gameType, vendor_code AS vendor, display_name AS name FROM games WHERE vendor_code = ? AND game_type = ? ORDER BY sequence LIMIT 1',
    )
    .get(vendor, type)!
const PG = gameOf('PG', 'RNG')
const EVO = gameOf('EVOLUTION', 'LIVE')
const JL = gameOf('JL', 'RNG')

async function call(vendor: string, action: string, payload: Record<string, unknown>) {
  expect((await vendorCall(t, vendor, action, payload)).body.status, `${action} ${JSON.stringify(payload)}`).toBe('RS_OK')
}

/** A member with ₱10,000.00 in the main wallet. */
async function member(account = `rec${++seq}player`) {
  const m = await t.platform.members.register({ account, password: 'Passw0rd!' })
  fundFromSandbox(t.platform, m.id, 1_000_000, `seed-${m.id}`)
  return m.id
}

/**
 * A round at `at`: the member launches the game, the vendor debits `bet` and then credits `win`
 * (a loss settles with 0), rolls the bet back, or leaves it open.
 */
async function round(memberId: number, g: Game, at: number, bet: number, outcome: number | 'rollback' | 'open') {
  clock = at
  const launched = t.platform.play.launcher.launch(memberId, g.nodeId, 'en')
  if (launched.kind !== 'url') throw new Error('expected a launch URL')
  const roundId = `r${++seq}`
  const user = String(memberId)
  await call(g.vendor, 'bet', { user, token: launched.token, txId: `${roundId}:bet`, roundId, gameCode: g.gameCode, amount: bet, currency: 'PHP' })
  if (outcome === 'open') return roundId
  if (outcome === 'rollback') await call(g.vendor, 'rollback', { user, txId: `${roundId}:rb`, betTxId: `${roundId}:bet`, roundId })
  else await call(g.vendor, 'win', { user, txId: `${roundId}:win`, betTxId: `${roundId}:bet`, roundId, amount: outcome, currency: 'PHP' })
  return roundId
}

let me = 0
let other = 0
const NOW = D0 + 13 * H
const query = (range: Parameters<typeof rangeWindow>[0], over: Partial<RecordsQuery> = {}): RecordsQuery => {
  const w = rangeWindow(range, NOW)
  return { from: w.from, to: w.to, page: 1, pageSize: 20, ...over }
}
/** Every row of a filter, walking all its pages. */
function allRows(memberId: number, q: RecordsQuery): BetRecordRow[] {
  const rows: BetRecordRow[] = []
  for (let page = 1; ; page++) {
    const p = records.bets(memberId, { ...q, page, pageSize: 2 })
    rows.push(...p.list)
    if (page >= p.totalPages) return rows
  }
}
const sum = (rows: { betAmount: number; validBet: number; payout: number; winLoss: number }[]) => ({
  count: rows.length,
  betAmount: rows.reduce((n, r) => n + r.betAmount, 0),
  validBet: rows.reduce((n, r) => n + r.validBet, 0),
  payout: rows.reduce((n, r) => n + r.payout, 0),
  winLoss: rows.reduce((n, r) => n + r.winLoss, 0),
})

beforeAll(async () => {
  me = await member('juandelacruz')
  other = await member()
  await round(me, PG, D0 - 40 * DAY + 9 * H, 100, 0) // 40 days ago: outside every preset
  await round(me, PG, D0 - 10 * DAY + 9 * H, 400, 600) // 10 days ago
  await round(me, PG, D0 - 1, 1_000, 0) // yesterday 23:59:59.999 Manila
  await round(me, PG, D0, 1_000, 1_000) // today 00:00 Manila: break-even
  await round(me, JL, D0 + 8 * H, 700, 'rollback')
  await round(me, EVO, D0 + 9 * H, 2_000, 3_900)
  await round(me, PG, D0 + 10 * H, 1_000, 250_000) // a 250× win
  await round(me, PG, D0 + 11 * H, 500, 0)
  await round(me, PG, D0 + 12 * H, 300, 'open')
  await round(other, PG, D0 + 12 * H + 1, 5_000, 0)
  clock = NOW
})

describe('betting record', () => {
  it('lists today’s bets newest first with bet, valid bet, payout, win/loss and status', () => {
    const page = records.bets(me, query({ range: 'today' }))
    expect(page.list.map((r) => [r.vendor, r.betAmount, r.validBet, r.payout, r.winLoss, r.status])).toEqual([
      ['PG', 300, 300, 0, 0, 'OPEN'],
      ['PG', 500, 500, 0, -500, 'SETTLED'],
      ['PG', 1_000, 1_000, 250_000, 249_000, 'SETTLED'],
      ['EVOLUTION', 2_000, 2_000, 3_900, 1_900, 'SETTLED'],
      ['JL', 700, 0, 0, 0, 'ROLLED_BACK'],
      ['PG', 1_000, 1_000, 1_000, 0, 'SETTLED'],
    ])
    expect(page.list[0]).toMatchObject({ gameName: PG.name, gameType: 'RNG', placedAt: D0 + 12 * H })
    expect(page.totals).toEqual({ count: 6, betAmount: 5_500, validBet: 4_800, payout: 254_900, winLoss: 250_400 })
  })

  it('totals equal the rows of every page of the filter', () => {
    for (const range of [{ range: 'today' }, { range: 'yesterday' }, { range: '7d' }, { range: '30d' }] as const) {
      const q = query(range)
      const first = records.bets(me, { ...q, pageSize: 2 })
      const rows = allRows(me, q)
      expect(rows).toHaveLength(first.total)
      expect(first.totals, range.range).toEqual(sum(rows))
      expect(first.totalPages).toBe(Math.ceil(rows.length / 2))
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length)
    }
  })

  it('cuts days at midnight Manila time: yesterday, past 7 and 30 days, a custom range', () => {
    expect(allRows(me, query({ range: 'yesterday' })).map((r) => r.placedAt)).toEqual([D0 - 1])
    expect(allRows(me, query({ range: '7d' }))).toHaveLength(7)
    expect(
      allRows(me, query({ range: '30d' }))
        .map((r) => r.placedAt)
        .at(-1),
    ).toBe(D0 - 10 * DAY + 9 * H)
    const custom = allRows(me, query({ range: 'custom', from: '2026-01-29', to: '2026-01-29' }))
    expect(custom.map((r) => r.betAmount)).toEqual([100])
  })

  it('filters by game type and by vendor, and never shows another member’s bets', () => {
    expect(allRows(me, query({ range: 'today' }, { gameType: 'LIVE' })).map((r) => r.vendor)).toEqual(['EVOLUTION'])
    expect(allRows(me, query({ range: 'today' }, { vendor: 'JL' })).map((r) => r.status)).toEqual(['ROLLED_BACK'])
    expect(allRows(me, query({ range: 'today' }, { gameType: 'LIVE', vendor: 'PG' }))).toEqual([])
    expect(allRows(other, query({ range: 'today' })).map((r) => r.betAmount)).toEqual([5_000])
  })

  it('a page past the end is empty with the real totals', () => {
    const p = records.bets(me, query({ range: 'today' }, { page: 9, pageSize: 5 }))
    expect(p).toMatchObject({ list: [], pageNum: 9, totalPages: 2, total: 6 })
    expect(p.totals.count).toBe(6)
  })
})

describe('personal profit/loss', () => {
  it('sums each business day, game type and vendor, newest day first, and the totals equal the lines', () => {
    const p = records.profitLoss(me, query({ range: '30d' }))
    expect(p.list.map((l) => [l.day, l.gameType, l.vendor, l.count, l.betAmount, l.validBet, l.payout, l.winLoss])).toEqual([
      ['2026-03-10', 'LIVE', 'EVOLUTION', 1, 2_000, 2_000, 3_900, 1_900],
      ['2026-03-10', 'RNG', 'JL', 1, 700, 0, 0, 0],
      ['2026-03-10', 'RNG', 'PG', 4, 2_800, 2_800, 251_000, 248_500],
      ['2026-03-09', 'RNG', 'PG', 1, 1_000, 1_000, 0, -1_000],
      ['2026-02-28', 'RNG', 'PG', 1, 400, 400, 600, 200],
    ])
    expect(p.totals).toEqual({ ...sum(p.list), count: p.list.reduce((n, l) => n + l.count, 0) })
    expect(p.totals).toEqual(records.bets(me, query({ range: '30d' })).totals)
  })

  it('pages the lines and filters like the betting record', () => {
    const p = records.profitLoss(me, query({ range: '30d' }, { pageSize: 2, page: 3 }))
    expect(p).toMatchObject({ pageNum: 3, totalPages: 3, total: 5 })
    expect(p.list.map((l) => l.day)).toEqual(['2026-02-28'])
    expect(records.profitLoss(me, query({ range: '7d' }, { vendor: 'PG' })).list.map((l) => l.day)).toEqual(['2026-03-10', '2026-03-09'])
  })
})

describe('winners board from real wins', () => {
  it('puts the biggest settled wins, masked, among the listed winners, newest first', async () => {
    const { body } = await t.get('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=en&limitNum=20')
    const list = body.value.list as { player: string; gameName: string; gameType: string; prize: string; winAmount: number; wonAt: number }[]
    expect(list).toHaveLength(20)
    expect(list.slice(0, 2)).toEqual([
      { player: 'ju***uz', gameName: PG.name, gameType: 'RNG', prize: 'Super Mega Win', winAmount: 2_490, wonAt: D0 + 10 * H },
      { player: 'ju***uz', gameName: EVO.name, gameType: 'LIVE', prize: 'Win', winAmount: 19, wonAt: D0 + 9 * H },
    ])
    // Break-even, lost, open and refunded bets are not wins; the win 10 days ago is past the board's week.
    expect(list.filter((w) => w.player === 'ju***uz')).toHaveLength(2)
    const times = list.map((w) => w.wonAt)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const live = await t.get('/wps/relay/GCSGAME_getRankList?gameCategory=LIVE&limitNum=3')
    expect(live.body.value.list[0]).toMatchObject({ player: 'ju***uz', gameType: 'LIVE' })
    expect(live.body.value.list.every((w: { gameType: string }) => w.gameType === 'LIVE')).toBe(true)
  })

  it('never shows a whole account name', () => {
    expect(maskPlayer('juandelacruz')).toBe('ju***uz')
    expect(maskPlayer('abcd')).toBe('a***d')
    expect(maskPlayer('ab')).toBe('a***')
  })
})

describe('record filters in the URL', () => {
  it('defaults to today, page 1; reads presets, game type, vendor and page', () => {
    expect(readBetFilter(new URLSearchParams('tab=personalHistoryCopy'))).toEqual({ range: 'today', gameType: undefined, vendor: undefined, page: 1 })
    expect(readBetFilter(new URLSearchParams('range=30d&gameType=LIVE&vendor=EVOLUTION&page=3'))).toEqual({ range: '30d', gameType: 'LIVE', vendor: 'EVOLUTION', page: 3 })
  })

  it('drops malformed values instead of failing, and reports an unusable custom range', () => {
    expect(readBetFilter(new URLSearchParams('range=week&gameType=CHESS&vendor=<x>&page=-2'))).toEqual({ range: 'today', gameType: undefined, vendor: undefined, page: 1 })
    expect(readBetFilter(new URLSearchParams('range=custom&from=2026-02-30&to=2026-03-01'))).toMatchObject({ range: 'today', error: 'rangeInvalid' })
    expect(readBetFilter(new URLSearchParams('range=custom&from=2025-01-01&to=2026-03-01'))).toMatchObject({ range: 'today', error: 'rangeTooLong' })
    expect(readBetFilter(new URLSearchParams('range=custom&from=2026-03-09&to=2026-03-01'))).toMatchObject({ range: 'custom', from: '2026-03-01', to: '2026-03-09' })
  })

  it('writes links that keep the filters and leave the defaults out', () => {
    expect(betFilterHref('personalProfit', { range: 'today', page: 1 })).toBe('/member?tab=personalProfit')
    expect(betFilterHref('personalHistoryCopy', { range: 'custom', from: '2026-03-01', to: '2026-03-09', gameType: 'RNG', vendor: 'PG', page: 2 })).toBe(
      '/member?tab=personalHistoryCopy&range=custom&from=2026-03-01&to=2026-03-09&gameType=RNG&vendor=PG&page=2',
    )
  })

  it('turns presets into business-day windows', () => {
    expect(rangeWindow({ range: 'today' }, NOW)).toEqual({ from: D0, to: D0 + DAY, fromDay: '2026-03-10', toDay: '2026-03-10' })
    expect(rangeWindow({ range: 'yesterday' }, NOW)).toEqual({ from: D0 - DAY, to: D0, fromDay: '2026-03-09', toDay: '2026-03-09' })
    expect(rangeWindow({ range: '7d' }, NOW)).toMatchObject({ from: D0 - 6 * DAY, to: D0 + DAY, fromDay: '2026-03-04' })
    expect(rangeWindow({ range: '30d' }, NOW)).toMatchObject({ from: D0 - 29 * DAY, fromDay: '2026-02-09' })
    expect(rangeWindow({ range: 'custom', from: '2026-03-01', to: '2026-03-02' }, NOW)).toEqual({ from: D0 - 9 * DAY, to: D0 - 7 * DAY, fromDay: '2026-03-01', toDay: '2026-03-02' })
  })
})
