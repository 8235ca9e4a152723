/**
 * The contracts' rows (table agent_contracts) as `platform.contracts` reads and changes them, and
 * the ceiling rules of decision 0013: a member's own rate per type, the cascade that ends what was
 * granted above it, the replacement of an open offer; and the team figures a contract pays on.
 * Every change here runs inside a money-writer unit of the caller. Rates bp, amounts minor units,
 * times UTC ms.
 */
import type { Database } from 'bun:sqlite'
import type { ContractFigures, ContractPeriod, ContractStatus, ContractTier, ContractType } from '../../../db/schema/contracts'
import { RATE_CAP_BP } from '../../../shared/schemas/contracts'
import { isAgent } from '../../../shared/member'
import { MAX_TREE_DEPTH } from '../wallet/transfer'
import { maxRateOf } from './contracts-rates'
import { ContractError, type ContractDeps, type ContractView, type PendingItem } from './contracts-model'

export type Row = {
  id: number
  upline_id: number | null
  downline_id: number
  type: ContractType
  period: ContractPeriod
  tiers: string
  max_rate: number
  status: ContractStatus
  termination_requested_by: number | null
  end_reason: string | null
  created_at: number
  responded_at: number | null
  activated_at: number | null
  ended_at: number | null
  upline_account: string | null
  downline_account: string
  downline_nickname: string
}

export const IN_FORCE: ContractStatus[] = ['ACTIVE', 'TERMINATION_REQUESTED']
export const OPEN: ContractStatus[] = ['OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED']

/** The contracts' queries and rules over one platform context. */
export function contractStore({ ctx, members }: Pick<ContractDeps, 'ctx' | 'members'>) {
  const sqlite: Database = ctx.db.$client
  const { brandCode } = ctx
  const SELECT = `SELECT c.*, u.account AS upline_account, d.account AS downline_account, d.nickname AS downline_nickname
    FROM agent_contracts c LEFT JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id`
  const q = {
    byId: sqlite.prepare<Row, [string, number]>(`${SELECT} WHERE c.brand_code = ? AND c.id = ?`),
    inForce: sqlite.prepare<Row, [string, number, string]>(
      `${SELECT} WHERE c.brand_code = ? AND c.downline_id = ? AND c.type = ? AND c.status IN ('ACTIVE', 'TERMINATION_REQUESTED') ORDER BY c.id DESC LIMIT 1`,
    ),
    openOffer: sqlite.prepare<{ id: number }, [string, number, string]>(`SELECT id FROM agent_contracts WHERE brand_code = ? AND downline_id = ? AND type = ? AND status = 'OFFERED'`),
    madeAbove: sqlite.prepare<{ id: number; downline_id: number; status: ContractStatus }, [string, number, string, number]>(
      `SELECT id, downline_id, status FROM agent_contracts WHERE brand_code = ? AND upline_id = ? AND type = ?
       AND status IN ('OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED') AND max_rate > ?`,
    ),
    insert: sqlite.prepare<{ id: number }, [string, number | null, number, string, string, string, number, number]>(
      `INSERT INTO agent_contracts (brand_code, upline_id, downline_id, type, period, tiers, max_rate, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'OFFERED', ?) RETURNING id`,
    ),
    end: sqlite.prepare<never, [string, string, number, number, string]>('UPDATE agent_contracts SET status = ?, end_reason = ?, ended_at = ? WHERE id = ? AND brand_code = ?'),
    activate: sqlite.prepare<never, [number, number, number, string]>(
      `UPDATE agent_contracts SET status = 'ACTIVE', responded_at = ?, activated_at = ? WHERE id = ? AND brand_code = ? AND status = 'OFFERED'`,
    ),
    refuse: sqlite.prepare<never, [number, number, string, number, string]>(
      `UPDATE agent_contracts SET status = 'REFUSED', responded_at = ?, ended_at = ?, end_reason = ? WHERE id = ? AND brand_code = ? AND status = 'OFFERED'`,
    ),
    requestEnd: sqlite.prepare<never, [number, number, number, string]>(
      `UPDATE agent_contracts SET status = 'TERMINATION_REQUESTED', termination_requested_by = ?, termination_requested_at = ? WHERE id = ? AND brand_code = ? AND status = 'ACTIVE'`,
    ),
    keep: sqlite.prepare<never, [number, string]>(
      `UPDATE agent_contracts SET status = 'ACTIVE', termination_requested_by = NULL, termination_requested_at = NULL WHERE id = ? AND brand_code = ? AND status = 'TERMINATION_REQUESTED'`,
    ),
    pending: sqlite.prepare<Row, [string, number, number, number, number]>(
      `${SELECT} WHERE c.brand_code = ?1 AND ((c.downline_id = ?2 AND c.status = 'OFFERED')
        OR (c.status = 'TERMINATION_REQUESTED' AND (c.downline_id = ?3 OR c.upline_id = ?4) AND c.termination_requested_by != ?5))
       ORDER BY c.id`,
    ),
    ofMember: sqlite.prepare<Row, [string, number, number, string]>(`${SELECT} WHERE c.brand_code = ?1 AND (c.downline_id = ?2 OR c.upline_id = ?3) AND c.type = ?4 ORDER BY c.id DESC LIMIT 200`),
    anyOfMember: sqlite.prepare<{ type: ContractType }, [string, number, number]>(
      `SELECT DISTINCT type FROM agent_contracts WHERE brand_code = ?1 AND (downline_id = ?2 OR upline_id = ?3) AND status != 'REFUSED'`,
    ),
    team: sqlite.prepare<{ activeMembers: number; validBet: number; profitLoss: number }, [number, string, number, string, number, number]>(
      `WITH RECURSIVE team(id, depth) AS (
         SELECT ?1, 0
         UNION ALL SELECT m.id, team.depth + 1 FROM members m JOIN team ON m.upline_id = team.id WHERE m.brand_code = ?2 AND team.depth < ?3
       )
       SELECT count(DISTINCT CASE WHEN b.valid_bet > 0 THEN b.member_id END) AS activeMembers,
              coalesce(sum(b.valid_bet), 0) AS validBet, coalesce(sum(b.win_loss), 0) AS profitLoss
       FROM team JOIN bet_records b ON b.member_id = team.id
       WHERE b.brand_code = ?4 AND b.status = 'SETTLED' AND b.placed_at >= ?5 AND b.placed_at < ?6`,
    ),
    houseList: sqlite.prepare<Row, [string]>(`${SELECT} WHERE c.brand_code = ? AND c.upline_id IS NULL ORDER BY c.id DESC LIMIT 200`),
  }

  const toView = (r: Row): ContractView => ({
    id: r.id,
    type: r.type,
    period: r.period,
    tiers: JSON.parse(r.tiers) as ContractTier[],
    maxRate: r.max_rate,
    status: r.status,
    uplineId: r.upline_id,
    uplineAccount: r.upline_account,
    downlineId: r.downline_id,
    downlineAccount: r.downline_account,
    downlineNickname: r.downline_nickname,
    terminationRequestedBy: r.termination_requested_by === null ? null : r.termination_requested_by === r.downline_id ? 'downline' : 'upline',
    endReason: r.end_reason,
    createdAt: r.created_at,
    respondedAt: r.responded_at,
    activatedAt: r.activated_at,
    endedAt: r.ended_at,
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
      const request = r.status === 'OFFERED' ? ('NEW' as const) : ('TERMINATE' as const)
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

  return { sqlite, brandCode, q, toView, row, ownRate, enforceCeiling, partyRow, insertOffer, pending, figures }
}

export type ContractStore = ReturnType<typeof contractStore>
