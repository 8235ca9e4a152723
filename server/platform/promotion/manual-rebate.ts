/**
 * Manual rebate (spec §2 manualRebate, module MANPLAYREB3): the member claims the rebate earned on
 * the valid bets settled since the previous claim, at the brand's rate per game type
 * (`rebate_rates`, basis points; rebate floored to the minor unit per game type). A claim pays
 * through the ledger (HOUSE → MEMBER, kind REBATE) inside the money writer with the member's
 * idempotency key: a repeat of the key returns the first answer; a second claim with another key
 * finds nothing left (NOTHING_TO_CLAIM), since bets count in (previous claim, this claim].
 * Amounts minor units; times UTC ms.
 */
import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm'
import { betRecords } from '../../../db/schema/platform'
import { manualRebateClaims, rebateRates } from '../../../db/schema/promotions'
import { isTrial } from '../../../shared/member'
import { rebateOf } from '../../../shared/schemas/promotions'
import { PromotionError, type PromotionDeps } from './promotions'

/** What the member would receive now, per game type (minor units, bp). */
export interface RebatePreview {
  /** Bets settled after this instant count (UTC ms; the previous claim, or registration). */
  from: number
  to: number
  rows: { gameType: string; validBet: number; rateBp: number; amount: number }[]
  validBet: number
  amount: number
}

export interface RebateClaimView {
  id: number
  from: number
  to: number
  validBet: number
  amount: number
  detail: RebatePreview['rows']
  createdAt: number
}

type ClaimRow = typeof manualRebateClaims.$inferSelect
const claimView = (c: ClaimRow): RebateClaimView => ({ id: c.id, from: c.fromTime, to: c.toTime, validBet: c.validBet, amount: c.amount, detail: c.detail, createdAt: c.createdAt })

export function manualRebateModule(deps: PromotionDeps) {
  const { ctx, ledger, money } = deps
  const { db, brandCode } = ctx

  /** The brand's rates per game type (bp), in game-type order. */
  function rates(): { gameType: string; rateBp: number }[] {
    return db.select({ gameType: rebateRates.gameType, rateBp: rebateRates.rateBp }).from(rebateRates).where(eq(rebateRates.brandCode, brandCode)).orderBy(asc(rebateRates.gameType)).all()
  }

  function preview(memberId: number, createdAt: number, to: number): RebatePreview {
    const last = db
      .select({ to: manualRebateClaims.toTime })
      .from(manualRebateClaims)
      .where(and(eq(manualRebateClaims.brandCode, brandCode), eq(manualRebateClaims.memberId, memberId)))
      .orderBy(desc(manualRebateClaims.id))
      .limit(1)
      .get()
    const from = last?.to ?? createdAt - 1
    const sums = new Map(
      db
        .select({ gameType: betRecords.gameType, validBet: sql<number>`sum(${betRecords.validBet})` })
        .from(betRecords)
        .where(and(eq(betRecords.memberId, memberId), eq(betRecords.status, 'SETTLED'), gt(betRecords.settledAt, from), lte(betRecords.settledAt, to)))
        .groupBy(betRecords.gameType)
        .all()
        .map((r) => [r.gameType, r.validBet]),
    )
    const rows = rates().map(({ gameType, rateBp }) => {
      const validBet = sums.get(gameType) ?? 0
      return { gameType, validBet, rateBp, amount: rebateOf(validBet, rateBp) }
    })
    return { from, to, rows, validBet: rows.reduce((s, r) => s + r.validBet, 0), amount: rows.reduce((s, r) => s + r.amount, 0) }
  }

  function activeMember(memberId: number) {
    const m = deps.members.byId(memberId)
    if (!m) throw new PromotionError('MEMBER_NOT_FOUND', 'errors.notFound', 404)
    if (isTrial(m.type)) throw new PromotionError('NEED_TRUE_ACCOUNT', 'errors.needTrueAccount', 403)
    return m
  }

  return {
    rates,

    /** What a claim now would pay (per game type). */
    preview(memberId: number): RebatePreview {
      return preview(memberId, activeMember(memberId).createdAt, ctx.now())
    },

    /**
     * Claims the rebate earned since the previous claim. `key` is the member's Idempotency-Key.
     * @throws PromotionError NOTHING_TO_CLAIM (409, nothing earned since the last claim),
     *   NEED_TRUE_ACCOUNT (403); LedgerError IDEMPOTENCY_CONFLICT is impossible (the key's content is the member)
     */
    async claim(memberId: number, key: string): Promise<RebateClaimView & { balance: number }> {
      const m = activeMember(memberId)
      return money.run(() => {
        const prior = db
          .select()
          .from(manualRebateClaims)
          .where(and(eq(manualRebateClaims.brandCode, brandCode), eq(manualRebateClaims.memberId, memberId), eq(manualRebateClaims.requestKey, key)))
          .get()
        if (prior) return { ...claimView(prior), balance: ledger.balance({ kind: 'MEMBER', memberId }) }
        const p = preview(memberId, m.createdAt, ctx.now())
        if (p.amount <= 0) throw new PromotionError('NOTHING_TO_CLAIM', 'promo.errors.nothingToClaim', 409)
        const posted = ledger.post({
          key: `m:${memberId}:manual-rebate:${key}`,
          kind: 'REBATE',
          memberId,
          amount: p.amount,
          reference: `manual-rebate:${p.to}`,
          legs: [
            { account: { kind: 'HOUSE' }, amount: -p.amount },
            { account: { kind: 'MEMBER', memberId }, amount: p.amount },
          ],
          result: ({ balances }) => ({ balance: balances[1]! }),
        })
        const row = db
          .insert(manualRebateClaims)
          .values({
            brandCode,
            memberId,
            requestKey: key,
            fromTime: p.from,
            toTime: p.to,
            validBet: p.validBet,
            amount: p.amount,
            detail: p.rows.filter((r) => r.validBet > 0),
            movementId: posted.movementId,
            createdAt: ctx.now(),
          })
          .returning()
          .get()
        return { ...claimView(row), balance: posted.result.balance }
      })
    },

    /** The member's claims, newest first, paged. */
    claims(memberId: number, q: { page: number; pageSize: number }) {
      const where = and(eq(manualRebateClaims.brandCode, brandCode), eq(manualRebateClaims.memberId, memberId))
      const total = db.select({ n: count() }).from(manualRebateClaims).where(where).get()!.n
      const list = db
        .select()
        .from(manualRebateClaims)
        .where(where)
        .orderBy(desc(manualRebateClaims.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .all()
        .map(claimView)
      return { list, pageNum: q.page, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), totalCount: total }
    },
  }
}

export type ManualRebateModule = ReturnType<typeof manualRebateModule>
