/**
 * A member's betting record and personal profit/loss (spec §2 member center personalHistoryCopy,
 * personalProfit), and the winners board from real wins (spec §1 winners board, §7
 * GCSGAME_getRankList), all read from `bet_records` (DESIGN §5: what every report reads).
 *
 * - Ranges are business days (UTC+8, shared/periods.ts, decision 0010): a bet belongs to
 *   the day it was placed. Windows are half-open [from, to) in UTC ms.
 * - Totals are sums over every row of the filter (all pages), so they equal the rows.
 * - Money in minor units: `winLoss` = payout − bet for a settled bet (the member's view: + is a
 *   win), 0 while open or after a rollback; a rolled-back bet keeps its bet amount and has no valid bet.
 */
import type { Database } from 'bun:sqlite'
import type { PlatformContext } from '../context'
import { BUSINESS_OFFSET_MS, businessDay, periodAt } from '../../../shared/periods'
import type { BetFilter } from '../../../shared/schemas/records'
import { DATE_PRESET_DAYS } from '../../../shared/constants'

const DAY_MS = 86_400_000

export interface BetRecordRow {
  id: number
  vendor: string
  gameType: string
  gameCode: string
  /** The catalogue's display name, or the game code when the game is not listed. */
  gameName: string
  roundId: string
  betTxId: string
  betAmount: number
  validBet: number
  payout: number
  winLoss: number
  /** OPEN, SETTLED, ROLLED_BACK */
  status: 'OPEN' | 'SETTLED' | 'ROLLED_BACK'
  placedAt: number
  settledAt: number | null
}

export interface RecordTotals {
  count: number
  betAmount: number
  validBet: number
  payout: number
  winLoss: number
}

/** One line of the profit/loss: a business day, game type and vendor. */
export interface ProfitLossRow extends RecordTotals {
  /** Business day `yyyy-mm-dd`. */
  day: string
  gameType: string
  vendor: string
}

export interface RecordsPage<R> {
  list: R[]
  totals: RecordTotals
  pageNum: number
  totalPages: number
  total: number
}

export interface RecordsQuery {
  /** UTC ms, inclusive. */
  from: number
  /** UTC ms, exclusive. */
  to: number
  gameType?: string
  vendor?: string
  page: number
  pageSize: number
}

/** A winners board entry (spec §3 "Winner entry"); `winAmount` in minor units, `wonAt` UTC ms. */
export interface WinnerEntry {
  player: string
  gameName: string
  gameType: string
  prize: string
  winAmount: number
  wonAt: number
}

/** Real wins stay on the board this long. */
export const WINNERS_WINDOW_MS = 7 * DAY_MS

/**
 * The window of a filter's range in business days: [start of the first day, end of the last day).
 * today / yesterday / 7d (today and the 6 days before) / 30d (today and the 29 before) / custom.
 * @example rangeWindow({ range: '7d', page: 1 }, now) → { from: start of (today − 6), to: start of tomorrow, fromDay, toDay }
 */
export function rangeWindow(f: Pick<BetFilter, 'range' | 'from' | 'to'>, now: number): { from: number; to: number; fromDay: string; toDay: string } {
  const today = periodAt('daily', now)
  const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - BUSINESS_OFFSET_MS
  const back = (days: number) => today.start - days * DAY_MS
  switch (f.range) {
    case 'yesterday':
      return { from: back(1), to: today.start, fromDay: businessDay(back(1)), toDay: businessDay(back(1)) }
    case '7d':
    case '30d': {
      const first = back(DATE_PRESET_DAYS[f.range] - 1)
      return { from: first, to: today.end, fromDay: businessDay(first), toDay: today.key.slice(1) }
    }
    case 'custom':
      if (f.from && f.to) return { from: dayStart(f.from), to: dayStart(f.to) + DAY_MS, fromDay: f.from, toDay: f.to }
      return { from: today.start, to: today.end, fromDay: today.key.slice(1), toDay: today.key.slice(1) }
    default:
      return { from: today.start, to: today.end, fromDay: today.key.slice(1), toDay: today.key.slice(1) }
  }
}

/** `ma***01`: enough of an account to recognise oneself, never the whole name. */
export function maskPlayer(account: string): string {
  if (account.length <= 2) return `${account.slice(0, 1)}***`
  if (account.length <= 4) return `${account.slice(0, 1)}***${account.slice(-1)}`
  return `${account.slice(0, 2)}***${account.slice(-2)}`
}

/** The board's label of a win by its multiple of the bet (the seeded entries' words). */
export function prizeOf(payout: number, bet: number): string {
  const x = bet > 0 ? payout / bet : 0
  return x >= 100 ? 'Super Mega Win' : x >= 25 ? 'Mega Win' : x >= 5 ? 'Big Win' : 'Win'
}

export function recordsModule(ctx: PlatformContext) {
  const sqlite: Database = ctx.db.$client
  const { brandCode } = ctx
  const where = `b.member_id = ?1 AND b.brand_code = ?2 AND b.placed_at >= ?3 AND b.placed_at < ?4
    AND (?5 IS NULL OR b.game_type = ?5) AND (?6 IS NULL OR b.vendor_code = ?6)`
  const sums = `count(*) AS count, coalesce(sum(b.bet_amount), 0) AS betAmount, coalesce(sum(b.valid_bet), 0) AS validBet,
    coalesce(sum(b.payout), 0) AS payout, coalesce(sum(b.win_loss), 0) AS winLoss`
  type Args = [number, string, number, number, string | null, string | null]
  type PageArgs = [...Args, number, number]
  const dayExpr = `(b.placed_at + ${BUSINESS_OFFSET_MS}) / ${DAY_MS}`
  const q = {
    bets: sqlite.prepare<BetRecordRow, PageArgs>(
      `SELECT b.id, b.vendor_code AS vendor, b.game_type AS gameType, b.game_code AS gameCode, coalesce(g.display_name, b.game_code) AS gameName,
        b.round_id AS roundId, b.bet_tx_id AS betTxId, b.bet_amount AS betAmount, b.valid_bet AS validBet, b.payout, b.win_loss AS winLoss,
        b.status, b.placed_at AS placedAt, b.settled_at AS settledAt
       FROM bet_records b LEFT JOIN games g ON g.vendor_code = b.vendor_code AND g.game_code = b.game_code AND g.game_type = b.game_type
       WHERE ${where} ORDER BY b.placed_at DESC, b.id DESC LIMIT ?7 OFFSET ?8`,
    ),
    totals: sqlite.prepare<RecordTotals, Args>(`SELECT ${sums} FROM bet_records b WHERE ${where}`),
    groups: sqlite.prepare<Omit<ProfitLossRow, 'day'> & { dayIndex: number }, PageArgs>(
      `SELECT ${dayExpr} AS dayIndex, b.game_type AS gameType, b.vendor_code AS vendor, ${sums}
       FROM bet_records b WHERE ${where} GROUP BY dayIndex, b.game_type, b.vendor_code
       ORDER BY dayIndex DESC, b.game_type, b.vendor_code LIMIT ?7 OFFSET ?8`,
    ),
    groupCount: sqlite.prepare<{ n: number }, Args>(`SELECT count(*) AS n FROM (SELECT 1 FROM bet_records b WHERE ${where} GROUP BY ${dayExpr}, b.game_type, b.vendor_code)`),
    bigWins: sqlite.prepare<{ account: string; gameName: string; gameType: string; payout: number; betAmount: number; winLoss: number; wonAt: number }, [string, number, string | null, number]>(
      `SELECT m.account, coalesce(g.display_name, b.game_code) AS gameName, b.game_type AS gameType, b.payout, b.bet_amount AS betAmount,
        b.win_loss AS winLoss, b.settled_at AS wonAt
       FROM bet_records b JOIN members m ON m.id = b.member_id
       LEFT JOIN games g ON g.vendor_code = b.vendor_code AND g.game_code = b.game_code AND g.game_type = b.game_type
       WHERE b.brand_code = ?1 AND b.placed_at >= ?2 AND b.status = 'SETTLED' AND b.win_loss > 0 AND (?3 IS NULL OR b.game_type = ?3)
       ORDER BY b.win_loss DESC, b.id DESC LIMIT ?4`,
    ),
    lastTx: sqlite.prepare<{ id: number | null }, []>('SELECT max(id) AS id FROM vendor_transactions'),
  }

  const args = (memberId: number, f: RecordsQuery): Args => [memberId, brandCode, f.from, f.to, f.gameType ?? null, f.vendor ?? null]
  const paged = (f: RecordsQuery): [number, number] => [f.pageSize, (f.page - 1) * f.pageSize]

  // The board's real wins change only when a vendor transaction arrives: remembered per category and limit until then.
  const wins = new Map<string, { lastTx: number | null; value: WinnerEntry[] }>()

  /**
   * The biggest settled wins (win/loss above 0) of the last {@link WINNERS_WINDOW_MS}, of one game
   * type or all ('ALL'), with masked player names; `winAmount` is the net win in minor units.
   */
  function bigWins(gameCategory: string, limit: number): WinnerEntry[] {
    const key = `${gameCategory}:${limit}`
    const lastTx = q.lastTx.get()!.id
    const hit = wins.get(key)
    if (hit && hit.lastTx === lastTx) return hit.value
    const value = q.bigWins.all(brandCode, ctx.now() - WINNERS_WINDOW_MS, gameCategory === 'ALL' ? null : gameCategory, limit).map((w) => ({
      player: maskPlayer(w.account),
      gameName: w.gameName,
      gameType: w.gameType,
      prize: prizeOf(w.payout, w.betAmount),
      winAmount: w.winLoss,
      wonAt: w.wonAt,
    }))
    if (wins.size > 100) wins.clear()
    wins.set(key, { lastTx, value })
    return value
  }

  return {
    bigWins,

    /**
     * One page of a member's bets in a window, newest first, with the totals of the whole filter
     * (betting record, personalHistoryCopy). Pages start at 1; a page past the end is empty.
     */
    bets(memberId: number, f: RecordsQuery): RecordsPage<BetRecordRow> {
      const totals = q.totals.get(...args(memberId, f))!
      const list = q.bets.all(...args(memberId, f), ...paged(f))
      return { list, totals, pageNum: f.page, totalPages: Math.ceil(totals.count / f.pageSize), total: totals.count }
    },

    /**
     * A member's profit and loss in a window, one line per business day, game type and vendor
     * (newest day first), with the totals of the whole filter (personalProfit).
     */
    profitLoss(memberId: number, f: RecordsQuery): RecordsPage<ProfitLossRow> {
      const totals = q.totals.get(...args(memberId, f))!
      const total = q.groupCount.get(...args(memberId, f))!.n
      const list = q.groups.all(...args(memberId, f), ...paged(f)).map(({ dayIndex, ...r }) => ({
        day: businessDay(dayIndex * DAY_MS - BUSINESS_OFFSET_MS),
        ...r,
      }))
      return { list, totals, pageNum: f.page, totalPages: Math.ceil(total / f.pageSize), total }
    },

    /**
     * The winners board (GCSGAME_getRankList, the home winners section): the biggest real wins merged
     * with the brand's listed winners, newest first, at most `limit`.
     * @param listed the brand's listed winners (platform.games.rankList), newest first.
     */
    rankList(gameCategory: string, limit: number, listed: (gameCategory: string, limit: number) => WinnerEntry[]): WinnerEntry[] {
      return [...bigWins(gameCategory, limit), ...listed(gameCategory, limit)].sort((a, b) => b.wonAt - a.wonAt).slice(0, limit)
    },
  }
}

export type Records = ReturnType<typeof recordsModule>
