/**
 * Agent reports (spec §2 agent center; issue 6) for the whole team or one downline over a range of
 * business days (UTC+8, periods.ts), all in integer minor units:
 * - team overview (agentTeamOverview): active members (a settled valid bet in the range), new
 *   members, deposits credited, withdrawals paid, valid bet, team profit/loss = −(members'
 *   win/loss); totals and every day of the range; members by level;
 * - team betting (personalHistoryCopy): the team's bet records with filters, paging and totals;
 * - user loss (palStatementsAgentCopy): per-member bets, valid bet, payout and win/loss, sorted;
 * - my income (agentRevenueReport): contract payments the agent received (`contract_payments`, PAID);
 * - account details (agentDowlineTransactionDetailsCopy): the team's main-wallet ledger entries.
 * Figures come from `member_daily` and, for a whole team, `team_daily` (both trigger-maintained in
 * the writing transaction, so exact) and the records themselves, so totals always equal the sum of
 * the rows to the minor unit. A bet counts on the day it was placed,
 * once settled (decision 0014).
 * @see product-spec §2; DESIGN §6; docs/decisions 0014
 */
import type { Database } from 'bun:sqlite'
import { MAX_RANGE_DAYS, type UserLossSort } from '../../../shared/schemas/agent'
import type { PlatformContext } from '../context'
import { AgentError, type TeamModule } from './team'
import { BUSINESS_OFFSET_MS, DAY_MS, businessDayIndex, dateToDayIndex, dayIndexToDate, dayStart } from '../../../shared/periods'

/** A range of business days, inclusive (day indexes, periods.ts `businessDayIndex`). */
export interface DayRange {
  from: number
  to: number
}

/** Who a report covers: the agent's whole team, or one downline (by id). */
export interface ReportScope {
  agentId: number
  memberId?: number
}

export interface Paging {
  page: number
  pageSize: number
}

export interface Page<T> {
  list: T[]
  pageNum: number
  totalPages: number
  totalCount: number
}

/** Figures of one day or of the whole range (minor units). */
export interface OverviewFigures {
  activeMembers: number
  newMembers: number
  depositCount: number
  depositAmount: number
  withdrawCount: number
  withdrawAmount: number
  betCount: number
  betAmount: number
  validBet: number
  payout: number
  /** Members' win/loss (payout − stake; + = members won). */
  winLoss: number
  /** The team's profit/loss = −winLoss (+ = members lost). */
  profitLoss: number
}

export interface TeamOverview {
  from: string
  to: string
  /** Members covered (the whole team, or 1 for one downline). */
  teamSize: number
  directCount: number
  totals: OverviewFigures
  days: (OverviewFigures & { date: string })[]
  /** Downlines per level below the agent (1 = direct), whole team only. */
  levels: { level: number; count: number }[]
}

export interface BetRow {
  id: number
  account: string
  vendorCode: string
  gameType: string
  gameCode: string
  roundId: string
  betAmount: number
  validBet: number
  payout: number
  winLoss: number
  status: string
  placedAt: number
  settledAt: number | null
}

export interface BetTotals {
  count: number
  betAmount: number
  validBet: number
  payout: number
  winLoss: number
}

export interface UserLossRow {
  memberId: number
  account: string
  nickname: string
  betCount: number
  betAmount: number
  validBet: number
  payout: number
  winLoss: number
}

export interface IncomeRow {
  id: number
  contractType: string
  periodKey: string
  /** The paying upline's account, or null for the house. */
  payer: string | null
  /** Basis points. */
  rate: number
  amount: number
  paidAt: number
}

export interface DetailRow {
  id: number
  movementId: number
  account: string
  kind: string
  amount: number
  balanceAfter: number
  createdAt: number
}

export interface DetailTotals {
  count: number
  credits: number
  debits: number
  net: number
}

const ZERO: Omit<OverviewFigures, 'profitLoss'> = {
  activeMembers: 0,
  newMembers: 0,
  depositCount: 0,
  depositAmount: 0,
  withdrawCount: 0,
  withdrawAmount: 0,
  betCount: 0,
  betAmount: 0,
  validBet: 0,
  payout: 0,
  winLoss: 0,
}

interface DayRow {
  day: number
  active: number
  bets: number
  stake: number
  valid: number
  payout: number
  wl: number
  dc: number
  da: number
  wc: number
  wa: number
}

const IDS = 'SELECT value FROM json_each(?1)'
/** Payments the agent (?1) received within [?2, ?3). */
const PAID = "WHERE p.agent_id = ?1 AND p.status = 'PAID' AND p.paid_at >= ?2 AND p.paid_at < ?3"
const SORTS: Record<UserLossSort, string> = { winLoss: 'wl ASC', '-winLoss': 'wl DESC', validBet: 'valid DESC', '-validBet': 'valid ASC' }

/**
 * A range from the query's `from`/`to` dates (`YYYY-MM-DD`); missing ends default to today, a
 * reversed range is swapped.
 * @throws AgentError VALIDATION (400) for a date that does not exist, RANGE_TOO_LONG (400) beyond 92 days
 */
export function dayRangeOf(now: number, from?: string, to?: string): DayRange {
  const today = businessDayIndex(now)
  const a = from ? dateToDayIndex(from) : today
  const b = to ? dateToDayIndex(to) : today
  if (a === null || b === null) throw new AgentError('VALIDATION', 'agent.errors.date', 400)
  const range = { from: Math.min(a, b), to: Math.max(a, b) }
  if (range.to - range.from + 1 > MAX_RANGE_DAYS) throw new AgentError('RANGE_TOO_LONG', 'agent.errors.rangeTooLong', 400, { max: MAX_RANGE_DAYS })
  return range
}

function paged<T>(rows: T[], total: number, p: Paging): Page<T> {
  return { list: rows, pageNum: p.page, totalPages: Math.max(1, Math.ceil(total / p.pageSize)), totalCount: total }
}

export function reportsModule(ctx: PlatformContext, team: TeamModule) {
  const sqlite: Database = ctx.db.$client
  const q = {
    days: sqlite.prepare<DayRow, [string, number, number]>(
      `SELECT day, count(CASE WHEN valid_bet > 0 THEN 1 END) AS active, sum(bet_count) AS bets, sum(bet_amount) AS stake, sum(valid_bet) AS valid,
         sum(payout) AS payout, sum(win_loss) AS wl, sum(deposit_count) AS dc, sum(deposit_amount) AS da, sum(withdraw_count) AS wc, sum(withdraw_amount) AS wa
       FROM member_daily WHERE member_id IN (${IDS}) AND day BETWEEN ?2 AND ?3 GROUP BY day`,
    ),
    teamDays: sqlite.prepare<DayRow, [number, number, number]>(
      `SELECT day, active_members AS active, bet_count AS bets, bet_amount AS stake, valid_bet AS valid, payout, win_loss AS wl,
         deposit_count AS dc, deposit_amount AS da, withdraw_count AS wc, withdraw_amount AS wa
       FROM team_daily WHERE agent_id = ?1 AND day BETWEEN ?2 AND ?3`,
    ),
    teamLevels: sqlite.prepare<{ level: number; count: number }, [number]>('SELECT depth AS level, count(*) AS count FROM member_ancestors WHERE ancestor_id = ?1 GROUP BY depth ORDER BY depth'),
    teamJoined: sqlite.prepare<{ day: number; n: number }, [number, number, number]>(
      `SELECT (m.created_at + ${BUSINESS_OFFSET_MS}) / ${DAY_MS} AS day, count(*) AS n FROM member_ancestors a JOIN members m ON m.id = a.member_id
       WHERE a.ancestor_id = ?1 AND m.created_at >= ?2 AND m.created_at < ?3 GROUP BY 1`,
    ),
    teamActive: sqlite.prepare<{ n: number }, [number, number, number]>(
      `SELECT count(*) AS n FROM member_ancestors a WHERE a.ancestor_id = ?1
         AND EXISTS (SELECT 1 FROM member_daily d WHERE d.member_id = a.member_id AND d.day BETWEEN ?2 AND ?3 AND d.valid_bet > 0)`,
    ),
    active: sqlite.prepare<{ n: number }, [string, number, number]>(
      `SELECT count(*) AS n FROM json_each(?1) j WHERE EXISTS (SELECT 1 FROM member_daily d WHERE d.member_id = j.value AND d.day BETWEEN ?2 AND ?3 AND d.valid_bet > 0)`,
    ),
    bets: sqlite.prepare<
      {
        id: number
        account: string
        vendor_code: string
        game_type: string
        game_code: string
        round_id: string
        bet_amount: number
        valid_bet: number
        payout: number
        win_loss: number
        status: string
        placed_at: number
        settled_at: number | null
      },
      [string, number, number, string | null, string | null, string | null, number, number]
    >(
      `SELECT b.id, m.account, b.vendor_code, b.game_type, b.game_code, b.round_id, b.bet_amount, b.valid_bet, b.payout, b.win_loss, b.status, b.placed_at, b.settled_at
       FROM bet_records b JOIN members m ON m.id = b.member_id
       WHERE b.member_id IN (${IDS}) AND b.placed_at >= ?2 AND b.placed_at < ?3 AND (?4 IS NULL OR b.game_type = ?4) AND (?5 IS NULL OR b.vendor_code = ?5) AND (?6 IS NULL OR b.status = ?6)
       ORDER BY b.placed_at DESC, b.id DESC LIMIT ?7 OFFSET ?8`,
    ),
    betTotals: sqlite.prepare<BetTotals, [string, number, number, string | null, string | null, string | null]>(
      `SELECT count(*) AS count, coalesce(sum(bet_amount), 0) AS betAmount, coalesce(sum(valid_bet), 0) AS validBet, coalesce(sum(payout), 0) AS payout, coalesce(sum(win_loss), 0) AS winLoss
       FROM bet_records WHERE member_id IN (${IDS}) AND placed_at >= ?2 AND placed_at < ?3 AND (?4 IS NULL OR game_type = ?4) AND (?5 IS NULL OR vendor_code = ?5) AND (?6 IS NULL OR status = ?6)`,
    ),
    lossTotals: sqlite.prepare<{ members: number; bets: number | null; stake: number | null; valid: number | null; payout: number | null; wl: number | null }, [string, number, number]>(
      `SELECT count(*) AS members, sum(bets) AS bets, sum(stake) AS stake, sum(valid) AS valid, sum(payout) AS payout, sum(wl) AS wl FROM (
         SELECT sum(bet_count) AS bets, sum(bet_amount) AS stake, sum(valid_bet) AS valid, sum(payout) AS payout, sum(win_loss) AS wl
         FROM member_daily WHERE member_id IN (${IDS}) AND day BETWEEN ?2 AND ?3 GROUP BY member_id HAVING sum(bet_count) > 0)`,
    ),
    entries: sqlite.prepare<
      { id: number; movement_id: number; account: string; kind: string; amount: number; balance_after: number; created_at: number },
      [string, number, number, string | null, number, number]
    >(
      `SELECT e.id, e.movement_id, m.account, e.kind, e.amount, e.balance_after, e.created_at
       FROM ledger_entries e JOIN wallet_accounts a ON a.id = e.account_id JOIN members m ON m.id = e.member_id
       WHERE e.member_id IN (${IDS}) AND a.kind = 'MEMBER' AND e.created_at >= ?2 AND e.created_at < ?3 AND (?4 IS NULL OR e.kind = ?4)
       ORDER BY e.id DESC LIMIT ?5 OFFSET ?6`,
    ),
    entryTotals: sqlite.prepare<{ count: number; credits: number; debits: number }, [string, number, number, string | null]>(
      `SELECT count(*) AS count, coalesce(sum(CASE WHEN e.amount > 0 THEN e.amount END), 0) AS credits, coalesce(sum(CASE WHEN e.amount < 0 THEN e.amount END), 0) AS debits
       FROM ledger_entries e JOIN wallet_accounts a ON a.id = e.account_id
       WHERE e.member_id IN (${IDS}) AND a.kind = 'MEMBER' AND e.created_at >= ?2 AND e.created_at < ?3 AND (?4 IS NULL OR e.kind = ?4)`,
    ),
    incomeByType: sqlite.prepare<{ contractType: string; amount: number; n: number }, [number, number, number]>(
      `SELECT p.contract_type AS contractType, sum(p.amount) AS amount, count(*) AS n FROM contract_payments p ${PAID} GROUP BY p.contract_type ORDER BY p.contract_type`,
    ),
    income: sqlite.prepare<{ id: number; contract_type: string; period_key: string; payer: string | null; rate: number; amount: number; paid_at: number }, [number, number, number, number, number]>(
      `SELECT p.id, p.contract_type, p.period_key, pm.account AS payer, p.rate, p.amount, p.paid_at FROM contract_payments p LEFT JOIN members pm ON pm.id = p.payer_id
       ${PAID} ORDER BY p.paid_at DESC, p.id DESC LIMIT ?4 OFFSET ?5`,
    ),
  }

  /** Ids of the members a scope covers, as the JSON array the queries take (`json_each(?1)`). */
  function idsOf(scope: ReportScope): string {
    if (scope.memberId !== undefined) return JSON.stringify([team.findDownline(scope.agentId, scope.memberId).id])
    return JSON.stringify(team.team(scope.agentId).map((m) => m.id))
  }

  const figures = (f: Omit<OverviewFigures, 'profitLoss'>): OverviewFigures => ({ ...f, profitLoss: f.winLoss === 0 ? 0 : -f.winLoss })

  return {
    /**
     * Team overview (spec §2 agentTeamOverview): totals and every day of the range (zero-filled).
     * Active members are counted once over the range; per day, those with a valid bet that day.
     * @throws AgentError NOT_AGENT (403), NOT_IN_TEAM (404)
     */
    overview(scope: ReportScope, range: DayRange): TeamOverview {
      const start = dayStart(range.from),
        end = dayStart(range.to + 1)
      const byDay = new Map<number, Omit<OverviewFigures, 'profitLoss'>>()
      for (let d = range.from; d <= range.to; d++) byDay.set(d, { ...ZERO })
      const totals = { ...ZERO }
      let rows: DayRow[], levels: { level: number; count: number }[], joined: { day: number; n: number }[]
      if (scope.memberId === undefined) {
        // The whole team: one pre-aggregated row per day (team_daily) and the tree's closure.
        team.requireAgent(scope.agentId)
        rows = q.teamDays.all(scope.agentId, range.from, range.to)
        levels = q.teamLevels.all(scope.agentId)
        joined = q.teamJoined.all(scope.agentId, start, end)
        totals.activeMembers = q.teamActive.get(scope.agentId, range.from, range.to)!.n
      } else {
        const d = team.findDownline(scope.agentId, scope.memberId)
        const ids = JSON.stringify([d.id])
        rows = q.days.all(ids, range.from, range.to)
        levels = []
        joined = d.createdAt >= start && d.createdAt < end ? [{ day: businessDayIndex(d.createdAt), n: 1 }] : []
        totals.activeMembers = q.active.get(ids, range.from, range.to)!.n
      }
      for (const j of joined) {
        byDay.get(j.day)!.newMembers += j.n
        totals.newMembers += j.n
      }
      for (const r of rows) {
        const f = byDay.get(r.day)!
        Object.assign(f, {
          activeMembers: r.active,
          betCount: r.bets,
          betAmount: r.stake,
          validBet: r.valid,
          payout: r.payout,
          winLoss: r.wl,
          depositCount: r.dc,
          depositAmount: r.da,
          withdrawCount: r.wc,
          withdrawAmount: r.wa,
        })
        totals.betCount += r.bets
        totals.betAmount += r.stake
        totals.validBet += r.valid
        totals.payout += r.payout
        totals.winLoss += r.wl
        totals.depositCount += r.dc
        totals.depositAmount += r.da
        totals.withdrawCount += r.wc
        totals.withdrawAmount += r.wa
      }
      const teamSize = scope.memberId === undefined ? levels.reduce((n, l) => n + l.count, 0) : 1
      return {
        from: dayIndexToDate(range.from),
        to: dayIndexToDate(range.to),
        teamSize,
        directCount: scope.memberId === undefined ? (levels.find((l) => l.level === 1)?.count ?? 0) : 0,
        totals: figures(totals),
        days: [...byDay].map(([day, f]) => ({ date: dayIndexToDate(day), ...figures(f) })),
        levels,
      }
    },

    /**
     * Team betting (spec §2 personalHistoryCopy in the agent center): bet records placed in the range,
     * newest first, with the totals of every matching record (not just the page).
     * @throws AgentError NOT_AGENT (403), NOT_IN_TEAM (404)
     */
    betting(scope: ReportScope, range: DayRange, f: { gameType?: string; vendor?: string; status?: string } & Paging): Page<BetRow> & { totals: BetTotals } {
      const ids = idsOf(scope)
      const args = [ids, dayStart(range.from), dayStart(range.to + 1), f.gameType ?? null, f.vendor ?? null, f.status ?? null] as const
      const totals = q.betTotals.get(...args)!
      const rows = q.bets.all(...args, f.pageSize, (f.page - 1) * f.pageSize).map((b) => ({
        id: b.id,
        account: b.account,
        vendorCode: b.vendor_code,
        gameType: b.game_type,
        gameCode: b.game_code,
        roundId: b.round_id,
        betAmount: b.bet_amount,
        validBet: b.valid_bet,
        payout: b.payout,
        winLoss: b.win_loss,
        status: b.status,
        placedAt: b.placed_at,
        settledAt: b.settled_at,
      }))
      return { ...paged(rows, totals.count, f), totals }
    },

    /**
     * User loss (spec §2 palStatementsAgentCopy): one row per member with settled bets in the range,
     * sorted by win/loss (biggest loss first, default) or valid bet; totals over every row.
     * @throws AgentError NOT_AGENT (403), NOT_IN_TEAM (404)
     */
    userLoss(scope: ReportScope, range: DayRange, f: { sort: UserLossSort } & Paging): Page<UserLossRow> & { totals: Omit<UserLossRow, 'memberId' | 'account' | 'nickname'> & { members: number } } {
      const ids = idsOf(scope)
      const t = q.lossTotals.get(ids, range.from, range.to)!
      const rows = sqlite
        .prepare<{ member_id: number; account: string; nickname: string; bets: number; stake: number; valid: number; payout: number; wl: number }, [string, number, number, number, number]>(
          `SELECT d.member_id, m.account, m.nickname, sum(d.bet_count) AS bets, sum(d.bet_amount) AS stake, sum(d.valid_bet) AS valid, sum(d.payout) AS payout, sum(d.win_loss) AS wl
         FROM member_daily d JOIN members m ON m.id = d.member_id
         WHERE d.member_id IN (${IDS}) AND d.day BETWEEN ?2 AND ?3 GROUP BY d.member_id HAVING sum(d.bet_count) > 0
         ORDER BY ${SORTS[f.sort]}, d.member_id LIMIT ?4 OFFSET ?5`,
        )
        .all(ids, range.from, range.to, f.pageSize, (f.page - 1) * f.pageSize)
        .map((r) => ({ memberId: r.member_id, account: r.account, nickname: r.nickname, betCount: r.bets, betAmount: r.stake, validBet: r.valid, payout: r.payout, winLoss: r.wl }))
      return {
        ...paged(rows, t.members, f),
        totals: { members: t.members, betCount: t.bets ?? 0, betAmount: t.stake ?? 0, validBet: t.valid ?? 0, payout: t.payout ?? 0, winLoss: t.wl ?? 0 },
      }
    },

    /**
     * My income (spec §2 agentRevenueReport): contract payments the agent received (dividends and
     * salaries, `contract_payments` PAID rows of the contracts module), paid within the range, newest
     * first, with the total and the total per contract type.
     * @throws AgentError NOT_AGENT (403)
     */
    income(agentId: number, range: DayRange, f: Paging): Page<IncomeRow> & { totals: { count: number; amount: number; byType: { contractType: string; amount: number }[] } } {
      team.requireAgent(agentId)
      const args = [agentId, dayStart(range.from), dayStart(range.to + 1)] as const
      const byType = q.incomeByType.all(...args)
      const count = byType.reduce((s, r) => s + r.n, 0)
      const rows = q.income.all(...args, f.pageSize, (f.page - 1) * f.pageSize).map((r) => ({
        id: r.id,
        contractType: r.contract_type,
        periodKey: r.period_key,
        payer: r.payer,
        rate: r.rate,
        amount: r.amount,
        paidAt: r.paid_at,
      }))
      return {
        ...paged(rows, count, f),
        totals: { count, amount: byType.reduce((s, r) => s + r.amount, 0), byType: byType.map((r) => ({ contractType: r.contractType, amount: r.amount })) },
      }
    },

    /**
     * Account details (spec §2 agentDownlineTransactionDetailsCopy): entries of the team members'
     * main wallets (deposits, withdrawals, transfers, bets, wins, salaries…), newest first, with
     * credits, debits and net over every matching entry.
     * @throws AgentError NOT_AGENT (403), NOT_IN_TEAM (404)
     */
    accountDetails(scope: ReportScope, range: DayRange, f: { kind?: string } & Paging): Page<DetailRow> & { totals: DetailTotals } {
      const ids = idsOf(scope)
      const args = [ids, dayStart(range.from), dayStart(range.to + 1), f.kind ?? null] as const
      const t = q.entryTotals.get(...args)!
      const rows = q.entries.all(...args, f.pageSize, (f.page - 1) * f.pageSize).map((e) => ({
        id: e.id,
        movementId: e.movement_id,
        account: e.account,
        kind: e.kind,
        amount: e.amount,
        balanceAfter: e.balance_after,
        createdAt: e.created_at,
      }))
      return { ...paged(rows, t.count, f), totals: { count: t.count, credits: t.credits, debits: t.debits, net: t.credits + t.debits } }
    },
  }
}

export type ReportsModule = ReturnType<typeof reportsModule>
