/**
 * Agent contracts (issue 6; spec §3 contract fields and consolidated contract info, §4 contracts,
 * §6 agent role; DESIGN §6): an agent offers a dividend or a daily, hourly or real-time salary
 * contract with rate tiers to a direct downline; the downline accepts or refuses; either side asks
 * to terminate and the other agrees or declines. The rules of docs/decisions 0013:
 * - ceiling: an offer's highest rate ≤ the offerer's own rate of that type (its contract in force;
 *   a root agent without a house contract: the brand cap `RATE_CAP_BP`);
 * - cascade: whenever a member's own rate falls (a lower contract accepted, a contract ended),
 *   its contracts and open offers of that type above the new rate end (reason CEILING), recursively;
 * - one open offer and one contract in force per downline and type.
 * State changes run as money-writer units (one transaction each, cascade included). Settlement
 * lives in settlement.ts. Rates in basis points, amounts minor units, times UTC ms.
 * @see docs/decisions/0013-agent-contracts.md
 */
import type { Database } from 'bun:sqlite'
import { DomainError } from '../errors'
import type { PlatformContext } from '../context'
import type { MemberModule } from '../member/members'
import type { MoneyWriter } from '../wallet/money-writer'
import type { ContractFigures, ContractPaymentStatus, ContractPeriod, ContractStatus, ContractTier, ContractType } from '../../../db/schema/contracts'
import {
  CONSOLIDATED_FIELDS, CONTRACT_TYPES, DIVIDEND_PERIODS, RATE_CAP_BP, SALARY_PERIOD, type PaymentsQuery,
} from '../../../shared/schemas/contracts'
import { isAgent, isTrial } from '../../../shared/member'
import { MAX_TREE_DEPTH } from '../wallet/transfer'
import type { Ledger } from '../wallet/ledger'
import { amountFor, maxRateOf, rateFor } from './contracts-rates'
import { settlementModule } from './settlement'

export type { ContractType, ContractStatus, ContractTier, ContractPeriod, ContractFigures }

export type ContractErrorCode =
  | 'CONTRACT_NOT_FOUND' | 'NOT_AGENT' | 'NOT_DIRECT_DOWNLINE' | 'NO_OWN_CONTRACT' | 'RATE_ABOVE_CEILING'
  | 'PERIOD_REQUIRED' | 'PERIOD_INVALID' | 'INVALID_STATE' | 'NOT_YOUR_TURN' | 'NEED_TRUE_ACCOUNT'

export class ContractError extends DomainError<ContractErrorCode> {}

/** A contract as both sides and the pages see it (rates bp, thresholds minor units). */
export interface ContractView {
  id: number
  type: ContractType
  period: ContractPeriod
  tiers: ContractTier[]
  maxRate: number
  status: ContractStatus
  /** null = the house. */
  uplineId: number | null
  uplineAccount: string | null
  downlineId: number
  downlineAccount: string
  downlineNickname: string
  /** Who asked to terminate: 'upline' | 'downline' | null. */
  terminationRequestedBy: 'upline' | 'downline' | null
  endReason: string | null
  createdAt: number
  respondedAt: number | null
  activatedAt: number | null
  endedAt: number | null
}

/** Something awaiting the member's answer (the contract popup). */
export interface PendingItem {
  /** NEW: an offer to accept or refuse; TERMINATE: the other side asks to end the contract. */
  request: 'NEW' | 'TERMINATE'
  contract: ContractView
  /** For NEW: the member's contract of that type in force now (the offer would replace it). */
  current: ContractView | null
}

export type ConsolidatedContracts = Record<'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype', '' | 'NEW' | 'TERMINATE'>

export interface PaymentView {
  id: number
  contractId: number
  contractType: ContractType
  agentId: number
  agentAccount: string
  payerId: number
  /** null = the house. */
  payerAccount: string | null
  periodKey: string
  periodStart: number
  periodEnd: number
  figures: ContractFigures
  rate: number
  amount: number
  status: ContractPaymentStatus
  movementId: number | null
  createdAt: number
  paidAt: number | null
}

export interface PaymentsPage {
  list: PaymentView[]
  pageNum: number
  totalPages: number
  totalCount: number
  /** Over every row of the filter (not only the page): paid and unpaid amounts, minor units. */
  totals: { paid: number; unpaid: number }
}

type Row = {
  id: number; upline_id: number | null; downline_id: number; type: ContractType; period: ContractPeriod; tiers: string; max_rate: number
  status: ContractStatus; termination_requested_by: number | null; end_reason: string | null; created_at: number
  responded_at: number | null; activated_at: number | null; ended_at: number | null
  upline_account: string | null; downline_account: string; downline_nickname: string
}

const IN_FORCE: ContractStatus[] = ['ACTIVE', 'TERMINATION_REQUESTED']
const OPEN: ContractStatus[] = ['OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED']
/** `terminationRequestedBy` value meaning the house. */
export const HOUSE_ID = 0

export interface OfferInput {
  type: ContractType
  /** The downline: by id or login name. */
  downlineId?: number
  account?: string
  /** Dividends only (required there): daily, weekly, semimonthly, monthly. */
  period?: ContractPeriod
  tiers: ContractTier[]
}

/** The period a contract settles by: salaries by type, dividends as offered. */
export function periodOf(type: ContractType, period: ContractPeriod | undefined): ContractPeriod {
  if (type === 'DIVIDEND') {
    if (!period) throw new ContractError('PERIOD_REQUIRED', 'contracts.errors.periodRequired', 400)
    if (!(DIVIDEND_PERIODS as readonly string[]).includes(period)) throw new ContractError('PERIOD_INVALID', 'contracts.errors.periodInvalid', 400)
    return period
  }
  const fixed = SALARY_PERIOD[type]
  if (period && period !== fixed) throw new ContractError('PERIOD_INVALID', 'contracts.errors.periodInvalid', 400)
  return fixed
}

export interface ContractDeps {
  ctx: PlatformContext
  members: MemberModule
  ledger: Ledger
  money: MoneyWriter
}

/**
 * `platform.contracts`: offers, answers, termination, the popup's pending items, consolidated
 * info, lists, payment records and team figures.
 */
export function contractsModule({ ctx, members, ledger, money }: ContractDeps) {
  const sqlite: Database = ctx.db.$client
  const { brandCode } = ctx
  const SELECT = `SELECT c.*, u.account AS upline_account, d.account AS downline_account, d.nickname AS downline_nickname
    FROM agent_contracts c LEFT JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id`
  const q = {
    byId: sqlite.prepare<Row, [string, number]>(`${SELECT} WHERE c.brand_code = ? AND c.id = ?`),
    inForce: sqlite.prepare<Row, [string, number, string]>(
      `${SELECT} WHERE c.brand_code = ? AND c.downline_id = ? AND c.type = ? AND c.status IN ('ACTIVE', 'TERMINATION_REQUESTED') ORDER BY c.id DESC LIMIT 1`),
    openOffer: sqlite.prepare<{ id: number }, [string, number, string]>(
      `SELECT id FROM agent_contracts WHERE brand_code = ? AND downline_id = ? AND type = ? AND status = 'OFFERED'`),
    madeAbove: sqlite.prepare<{ id: number; downline_id: number; status: ContractStatus }, [string, number, string, number]>(
      `SELECT id, downline_id, status FROM agent_contracts WHERE brand_code = ? AND upline_id = ? AND type = ?
       AND status IN ('OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED') AND max_rate > ?`),
    insert: sqlite.prepare<{ id: number }, [string, number | null, number, string, string, string, number, number]>(
      `INSERT INTO agent_contracts (brand_code, upline_id, downline_id, type, period, tiers, max_rate, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'OFFERED', ?) RETURNING id`),
    end: sqlite.prepare<never, [string, string, number, number, string]>(
      'UPDATE agent_contracts SET status = ?, end_reason = ?, ended_at = ? WHERE id = ? AND brand_code = ?'),
    activate: sqlite.prepare<never, [number, number, number, string]>(
      `UPDATE agent_contracts SET status = 'ACTIVE', responded_at = ?, activated_at = ? WHERE id = ? AND brand_code = ? AND status = 'OFFERED'`),
    refuse: sqlite.prepare<never, [number, number, string, number, string]>(
      `UPDATE agent_contracts SET status = 'REFUSED', responded_at = ?, ended_at = ?, end_reason = ? WHERE id = ? AND brand_code = ? AND status = 'OFFERED'`),
    requestEnd: sqlite.prepare<never, [number, number, number, string]>(
      `UPDATE agent_contracts SET status = 'TERMINATION_REQUESTED', termination_requested_by = ?, termination_requested_at = ? WHERE id = ? AND brand_code = ? AND status = 'ACTIVE'`),
    keep: sqlite.prepare<never, [number, string]>(
      `UPDATE agent_contracts SET status = 'ACTIVE', termination_requested_by = NULL, termination_requested_at = NULL WHERE id = ? AND brand_code = ? AND status = 'TERMINATION_REQUESTED'`),
    pending: sqlite.prepare<Row, [string, number, number, number, number]>(
      `${SELECT} WHERE c.brand_code = ?1 AND ((c.downline_id = ?2 AND c.status = 'OFFERED')
        OR (c.status = 'TERMINATION_REQUESTED' AND (c.downline_id = ?3 OR c.upline_id = ?4) AND c.termination_requested_by != ?5))
       ORDER BY c.id`),
    ofMember: sqlite.prepare<Row, [string, number, number, string]>(
      `${SELECT} WHERE c.brand_code = ?1 AND (c.downline_id = ?2 OR c.upline_id = ?3) AND c.type = ?4 ORDER BY c.id DESC LIMIT 200`),
    anyOfMember: sqlite.prepare<{ type: ContractType }, [string, number, number]>(
      `SELECT DISTINCT type FROM agent_contracts WHERE brand_code = ?1 AND (downline_id = ?2 OR upline_id = ?3) AND status != 'REFUSED'`),
    team: sqlite.prepare<{ activeMembers: number; validBet: number; profitLoss: number }, [number, string, number, string, number, number]>(
      `WITH RECURSIVE team(id, depth) AS (
         SELECT ?1, 0
         UNION ALL SELECT m.id, team.depth + 1 FROM members m JOIN team ON m.upline_id = team.id WHERE m.brand_code = ?2 AND team.depth < ?3
       )
       SELECT count(DISTINCT CASE WHEN b.valid_bet > 0 THEN b.member_id END) AS activeMembers,
              coalesce(sum(b.valid_bet), 0) AS validBet, coalesce(sum(b.win_loss), 0) AS profitLoss
       FROM team JOIN bet_records b ON b.member_id = team.id
       WHERE b.brand_code = ?4 AND b.status = 'SETTLED' AND b.placed_at >= ?5 AND b.placed_at < ?6`),
    houseList: sqlite.prepare<Row, [string]>(`${SELECT} WHERE c.brand_code = ? AND c.upline_id IS NULL ORDER BY c.id DESC LIMIT 200`),
  }

  const toView = (r: Row): ContractView => ({
    id: r.id, type: r.type, period: r.period, tiers: JSON.parse(r.tiers) as ContractTier[], maxRate: r.max_rate, status: r.status,
    uplineId: r.upline_id, uplineAccount: r.upline_account, downlineId: r.downline_id, downlineAccount: r.downline_account,
    downlineNickname: r.downline_nickname,
    terminationRequestedBy: r.termination_requested_by === null ? null : r.termination_requested_by === r.downline_id ? 'downline' : 'upline',
    endReason: r.end_reason, createdAt: r.created_at, respondedAt: r.responded_at, activatedAt: r.activated_at, endedAt: r.ended_at,
  })

  function row(id: number): Row {
    const r = q.byId.get(brandCode, id)
    if (!r) throw new ContractError('CONTRACT_NOT_FOUND', 'contracts.errors.notFound', 404)
    return r
  }

  /**
   * The member's own rate of a type (bp): see the module notes. Never above the brand's cap
   * (RATE_CAP_BP), so no offer anywhere in the tree can pass it.
   */
  function ownRate(memberId: number, type: ContractType): number {
    const own = q.inForce.get(brandCode, memberId, type)
    if (own) return Math.min(own.max_rate, RATE_CAP_BP[type])
    const m = members.byId(memberId)
    return m && m.uplineId === null && isAgent(m.type) ? RATE_CAP_BP[type] : 0
  }

  /**
   * Ends what `memberId` offered or granted of `type` above its own rate now, then the same below
   * every contract so ended (their downlines' own rate is now 0). Inside a unit.
   */
  function enforceCeiling(memberId: number, type: ContractType, now: number, depth = 0): void {
    if (depth > MAX_TREE_DEPTH) return
    const ceiling = ownRate(memberId, type)
    for (const c of q.madeAbove.all(brandCode, memberId, type, ceiling)) {
      const wasInForce = IN_FORCE.includes(c.status)
      q.end.run(wasInForce ? 'TERMINATED' : 'SUPERSEDED', 'CEILING', now, c.id, brandCode)
      if (wasInForce) enforceCeiling(c.downline_id, type, now, depth + 1)
    }
  }

  function isParty(r: Row, memberId: number) {
    return r.downline_id === memberId || r.upline_id === memberId
  }

  /** The contract, or CONTRACT_NOT_FOUND for strangers (never tells others' contracts apart). */
  function partyRow(memberId: number, id: number): Row {
    const r = row(id)
    if (!isParty(r, memberId)) throw new ContractError('CONTRACT_NOT_FOUND', 'contracts.errors.notFound', 404)
    return r
  }

  /** Inserts an offer after the checks, replacing the downline's open offer of that type. Inside a unit. */
  function insertOffer(uplineId: number | null, downlineId: number, type: ContractType, period: ContractPeriod, tiers: ContractTier[], now: number): number {
    const prior = q.openOffer.get(brandCode, downlineId, type)
    if (prior) q.end.run('SUPERSEDED', 'REPLACED', now, prior.id, brandCode)
    return q.insert.get(brandCode, uplineId, downlineId, type, period, JSON.stringify(tiers), maxRateOf(tiers), now)!.id
  }

  /** What awaits the member's answer, oldest first (the contract popup, spec §2 popups). */
  function pending(memberId: number): PendingItem[] {
    return q.pending.all(brandCode, memberId, memberId, memberId, memberId).map((r) => {
      const request = r.status === 'OFFERED' ? 'NEW' as const : 'TERMINATE' as const
      const current = request === 'NEW' ? q.inForce.get(brandCode, memberId, r.type) : null
      return { request, contract: toView(r), current: current ? toView(current) : null }
    })
  }

  /**
   * The team's figures over [start, end): the downline and everyone below it (at most
   * MAX_TREE_DEPTH levels), bets placed in the range and settled (decision 0013).
   */
  function figures(downlineId: number, start: number, end: number): ContractFigures {
    return q.team.get(downlineId, brandCode, MAX_TREE_DEPTH, brandCode, start, end) ?? { activeMembers: 0, validBet: 0, profitLoss: 0 }
  }

  return {
    ownRate,
    rateFor,
    amountFor,
    pending,
    figures,
    /** The settlement jobs over these contracts (settlement.ts). */
    settlement: settlementModule({ ctx, ledger, money, figures }),

    /**
     * Offers a contract to a direct downline. Replaces the downline's open offer of that type.
     * @throws ContractError NOT_AGENT (403), NOT_DIRECT_DOWNLINE (403), NO_OWN_CONTRACT (403: a
     *   non-root agent without its own contract of the type), RATE_ABOVE_CEILING (400, details
     *   `{ rate, ceiling }` as percent), PERIOD_REQUIRED | PERIOD_INVALID (400)
     * @see product-spec §4 contracts, §6 agent
     */
    async offer(uplineId: number, input: OfferInput): Promise<ContractView> {
      const upline = members.byId(uplineId)
      if (!upline || upline.status !== 'ACTIVE' || !isAgent(upline.type)) throw new ContractError('NOT_AGENT', 'errors.notAgent', 403)
      const downline = input.downlineId !== undefined ? members.byId(input.downlineId) : input.account !== undefined ? members.byAccount(input.account) : undefined
      if (!downline || downline.uplineId !== uplineId || isTrial(downline.type) || downline.status !== 'ACTIVE') {
        throw new ContractError('NOT_DIRECT_DOWNLINE', 'contracts.errors.notDirectDownline', 403)
      }
      const period = periodOf(input.type, input.period)
      const id = await money.run(() => {
        const ceiling = ownRate(uplineId, input.type)
        if (ceiling === 0) throw new ContractError('NO_OWN_CONTRACT', 'contracts.errors.noOwnContract', 403)
        const rate = maxRateOf(input.tiers)
        if (rate > ceiling) throw new ContractError('RATE_ABOVE_CEILING', 'contracts.errors.rateAboveCeiling', 400, { rate: rate / 100, ceiling: ceiling / 100 })
        return insertOffer(uplineId, downline.id, input.type, period, input.tiers, ctx.now())
      })
      return toView(row(id))
    },

    /**
     * The house's offer to a root agent (operator command): paid by the HOUSE account, capped by
     * the brand's cap. The agent accepts it in the contract popup like any other.
     * @throws ContractError NOT_DIRECT_DOWNLINE (403: not a root agent), RATE_ABOVE_CEILING, PERIOD_*
     */
    async houseOffer(account: string, input: Omit<OfferInput, 'downlineId' | 'account'>): Promise<ContractView> {
      const agent = members.byAccount(account)
      if (!agent || agent.uplineId !== null || !isAgent(agent.type)) throw new ContractError('NOT_DIRECT_DOWNLINE', 'contracts.errors.notDirectDownline', 403)
      const period = periodOf(input.type, input.period)
      const rate = maxRateOf(input.tiers)
      if (rate > RATE_CAP_BP[input.type]) throw new ContractError('RATE_ABOVE_CEILING', 'contracts.errors.rateAboveCeiling', 400, { rate: rate / 100, ceiling: RATE_CAP_BP[input.type] / 100 })
      const id = await money.run(() => insertOffer(null, agent.id, input.type, period, input.tiers, ctx.now()))
      return toView(row(id))
    },

    /**
     * Accepts: an offer (the downline; the contract in force of that type, if any, is superseded)
     * or the other side's termination request (→ TERMINATED, reason AGREED). Either way the
     * downline's own contracts above its new rate end (cascade).
     * @throws ContractError CONTRACT_NOT_FOUND (404), NOT_YOUR_TURN (403), INVALID_STATE (409),
     *   RATE_ABOVE_CEILING (409: the upline's own rate fell below the offer meanwhile)
     */
    async accept(memberId: number, id: number): Promise<ContractView> {
      await money.run(() => {
        const r = partyRow(memberId, id)
        const now = ctx.now()
        if (r.status === 'OFFERED') {
          if (r.downline_id !== memberId) throw new ContractError('NOT_YOUR_TURN', 'contracts.errors.notYourTurn', 403)
          const ceiling = r.upline_id === null ? RATE_CAP_BP[r.type] : ownRate(r.upline_id, r.type)
          if (r.max_rate > ceiling) throw new ContractError('RATE_ABOVE_CEILING', 'contracts.errors.offerAboveCeiling', 409, { rate: r.max_rate / 100, ceiling: ceiling / 100 })
          const current = q.inForce.get(brandCode, memberId, r.type)
          if (current) q.end.run('SUPERSEDED', 'SUPERSEDED', now, current.id, brandCode)
          q.activate.run(now, now, id, brandCode)
        } else if (r.status === 'TERMINATION_REQUESTED') {
          if (r.termination_requested_by === memberId) throw new ContractError('NOT_YOUR_TURN', 'contracts.errors.notYourTurn', 403)
          q.end.run('TERMINATED', 'AGREED', now, id, brandCode)
        } else {
          throw new ContractError('INVALID_STATE', 'contracts.errors.invalidState', 409)
        }
        enforceCeiling(r.downline_id, r.type, now)
      })
      return toView(row(id))
    },

    /**
     * Refuses: an offer (the downline refuses it; the upline withdraws it) or a termination
     * request (the other side declines, or the asker withdraws it: the contract stays ACTIVE).
     * @throws ContractError CONTRACT_NOT_FOUND (404), INVALID_STATE (409)
     */
    async refuse(memberId: number, id: number): Promise<ContractView> {
      await money.run(() => {
        const r = partyRow(memberId, id)
        const now = ctx.now()
        if (r.status === 'OFFERED') q.refuse.run(now, now, r.downline_id === memberId ? 'REFUSED' : 'WITHDRAWN', id, brandCode)
        else if (r.status === 'TERMINATION_REQUESTED') q.keep.run(id, brandCode)
        else throw new ContractError('INVALID_STATE', 'contracts.errors.invalidState', 409)
      })
      return toView(row(id))
    },

    /**
     * Asks to terminate an ACTIVE contract (either side); the other side then accepts or refuses.
     * @throws ContractError CONTRACT_NOT_FOUND (404), INVALID_STATE (409)
     */
    async terminate(memberId: number, id: number): Promise<ContractView> {
      await money.run(() => {
        const r = partyRow(memberId, id)
        if (r.status !== 'ACTIVE') throw new ContractError('INVALID_STATE', 'contracts.errors.invalidState', 409)
        q.requestEnd.run(memberId, ctx.now(), id, brandCode)
      })
      return toView(row(id))
    },

    /**
     * The house ends its contract with a root agent at once (operator command), with the cascade.
     * @throws ContractError CONTRACT_NOT_FOUND (404: unknown or not a house contract), INVALID_STATE (409)
     */
    async houseTerminate(id: number): Promise<ContractView> {
      await money.run(() => {
        const r = row(id)
        if (r.upline_id !== null) throw new ContractError('CONTRACT_NOT_FOUND', 'contracts.errors.notFound', 404)
        const now = ctx.now()
        if (r.status === 'OFFERED') q.refuse.run(now, now, 'WITHDRAWN', id, brandCode)
        else if (IN_FORCE.includes(r.status)) q.end.run('TERMINATED', 'AGREED', now, id, brandCode)
        else throw new ContractError('INVALID_STATE', 'contracts.errors.invalidState', 409)
        enforceCeiling(r.downline_id, r.type, now)
      })
      return toView(row(id))
    },

    /** The house's contracts, newest first (operator `contracts list`). */
    houseContracts(): ContractView[] {
      return q.houseList.all(brandCode).map(toView)
    },

    /** One contract, for a party of it. @throws ContractError CONTRACT_NOT_FOUND (404) */
    get(memberId: number, id: number): ContractView {
      return toView(partyRow(memberId, id))
    },

    /**
     * Consolidated contract info (spec §3, §4 "on login ... consolidated data"): per type, 'NEW'
     * when an offer awaits the member, 'TERMINATE' when a termination request does, else ''.
     */
    consolidated(memberId: number): ConsolidatedContracts {
      const out: ConsolidatedContracts = { divtypereq: '', dailysalreqtype: '', contracthoursalreq: '', realtimesalreqtype: '' }
      for (const p of pending(memberId)) {
        const field = CONSOLIDATED_FIELDS[p.contract.type]
        if (out[field] !== 'NEW') out[field] = p.request
      }
      return out
    },

    /** The member's contract of a type in force now (with its upline or the house), or null. */
    current(memberId: number, type: ContractType): ContractView | null {
      const r = q.inForce.get(brandCode, memberId, type)
      return r ? toView(r) : null
    },

    /**
     * The member's contracts of a type, both sides, newest first (at most 200): `mine` with its
     * upline (or the house), `team` with its direct downlines.
     */
    list(memberId: number, type: ContractType): { mine: ContractView[]; team: ContractView[] } {
      const all = q.ofMember.all(brandCode, memberId, memberId, type).map(toView)
      return { mine: all.filter((c) => c.downlineId === memberId), team: all.filter((c) => c.uplineId === memberId) }
    },

    /**
     * Which of the four contract pages the agent center shows the member (spec §2 "depend on
     * contract type"): types it holds or held, offered, or may offer (a root agent: all four).
     */
    typesFor(memberId: number): ContractType[] {
      const m = members.byId(memberId)
      if (m && m.uplineId === null && isAgent(m.type)) return [...CONTRACT_TYPES]
      const seen = new Set(q.anyOfMember.all(brandCode, memberId, memberId).map((r) => r.type))
      return CONTRACT_TYPES.filter((t) => seen.has(t))
    },

    /**
     * Payment records of one type: `received` by the member, or `paid` by it to its downlines,
     * optionally of one status and one counterpart account, period start within [from, to]
     * (default the past 30 days), newest period first, paged, with totals of the whole filter.
     */
    payments(memberId: number, query: PaymentsQuery): PaymentsPage {
      const to = query.to ?? ctx.now()
      const from = query.from ?? to - 30 * 86_400_000
      const where = [`p.brand_code = ?`, `p.contract_type = ?`, query.role === 'received' ? `p.agent_id = ?` : `p.payer_id = ?`, `p.period_start >= ?`, `p.period_start <= ?`]
      const args: (string | number)[] = [brandCode, query.type, memberId, from, to]
      if (query.status) { where.push('p.status = ?'); args.push(query.status) }
      if (query.account) {
        where.push(query.role === 'received' ? 'coalesce(pa.account, \'\') = ?' : 'a.account = ?')
        args.push(query.account.trim().toLowerCase())
      }
      const from_ = `FROM contract_payments p JOIN members a ON a.id = p.agent_id LEFT JOIN members pa ON pa.id = p.payer_id WHERE ${where.join(' AND ')}`
      const agg = sqlite.prepare<{ n: number; paid: number; unpaid: number }, (string | number)[]>(
        `SELECT count(*) AS n, coalesce(sum(CASE WHEN p.status = 'PAID' THEN p.amount END), 0) AS paid,
                coalesce(sum(CASE WHEN p.status = 'UNPAID' THEN p.amount END), 0) AS unpaid ${from_}`).get(...args)!
      const rows = sqlite.prepare<Record<string, unknown>, (string | number)[]>(
        `SELECT p.*, a.account AS agent_account, pa.account AS payer_account ${from_} ORDER BY p.period_start DESC, p.id DESC LIMIT ? OFFSET ?`,
      ).all(...args, query.pageSize, (query.pageNo - 1) * query.pageSize)
      return {
        list: rows.map((r) => ({
          id: r.id as number, contractId: r.contract_id as number, contractType: r.contract_type as ContractType, agentId: r.agent_id as number,
          agentAccount: r.agent_account as string, payerId: r.payer_id as number, payerAccount: (r.payer_account as string | null) ?? null,
          periodKey: r.period_key as string, periodStart: r.period_start as number, periodEnd: r.period_end as number,
          figures: JSON.parse(r.figures as string) as ContractFigures, rate: r.rate as number, amount: r.amount as number,
          status: r.status as ContractPaymentStatus, movementId: (r.movement_id as number | null) ?? null, createdAt: r.created_at as number,
          paidAt: (r.paid_at as number | null) ?? null,
        })),
        pageNum: query.pageNo,
        totalPages: Math.max(1, Math.ceil(agg.n / query.pageSize)),
        totalCount: agg.n,
        totals: { paid: agg.paid, unpaid: agg.unpaid },
      }
    },

    /** Whether a status is open (offered or in force). */
    isOpen: (status: ContractStatus) => OPEN.includes(status),
  }
}

export type ContractsModule = ReturnType<typeof contractsModule>
