/**
 * What every part of `platform.promotions` shares (promotions.ts composes the parts): the brand's
 * enabled promotions, the member checks (true account, VIP tag), a member's entries and deposits,
 * the turnover done on a claimed bonus and the payment of a reward through the ledger.
 * Minor units, UTC ms.
 * @see docs/decisions/0020-promotion-rules.md
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm'
import { betRecords, ledgerMovements } from '../../../db/schema/platform'
import { promotionEntries, promotions, rewards } from '../../../db/schema/promotions'
import { isTrial } from '../../../shared/member'
import { businessDay } from '../../../shared/periods'
import type { PromoKind } from '../../../shared/schemas/promotions'
import { PromotionError, type PromotionDeps, type PromotionErrorCode } from './model'

export type PromotionRow = typeof promotions.$inferSelect
export type RewardRow = typeof rewards.$inferSelect
export type EntryRow = typeof promotionEntries.$inferSelect

/** A number of a promotion's `config` (0 when absent). */
export const num = (c: PromotionRow['config'], k: string): number => (typeof c[k] === 'number' ? (c[k] as number) : 0)

/** The shared queries and steps of the promotion parts, over one platform context. */
export function promotionCore(deps: PromotionDeps) {
  const { ctx, ledger } = deps
  const { db, brandCode } = ctx

  // Prepared once (drizzle `.prepare`): every signed-in page's member summary counts the available
  // promotions (availablePromoCount), which reads these for each promotion (issue 16).
  const allQuery = db
    .select()
    .from(promotions)
    .where(and(eq(promotions.brandCode, brandCode), eq(promotions.enabled, 1)))
    .orderBy(asc(promotions.sort), asc(promotions.id))
    .prepare()
  const entryQuery = db
    .select()
    .from(promotionEntries)
    .where(and(eq(promotionEntries.promotionId, sql.placeholder('promotionId')), eq(promotionEntries.memberId, sql.placeholder('memberId'))))
    .prepare()
  const depositQuery = db
    .select({ id: ledgerMovements.id })
    .from(ledgerMovements)
    .where(and(eq(ledgerMovements.brandCode, brandCode), eq(ledgerMovements.memberId, sql.placeholder('memberId')), eq(ledgerMovements.kind, 'DEPOSIT')))
    .limit(1)
    .prepare()

  /** The brand's enabled promotions, in page order. */
  const all = (): PromotionRow[] => allQuery.all()
  /** An enabled promotion of the brand, or undefined. */
  const byId = (id: number): PromotionRow | undefined =>
    db
      .select()
      .from(promotions)
      .where(and(eq(promotions.brandCode, brandCode), eq(promotions.id, id), eq(promotions.enabled, 1)))
      .get()

  /**
   * True when a VIP-tagged promotion (spec §3 tag VIP) is out of this member's reach: no VIP level yet.
   * The informational REFERRAL promotion is never locked (it only shows the invite rule).
   */
  const vipLocked = (p: PromotionRow, memberId: number): boolean => p.kind !== 'REFERRAL' && (p.tags as string[]).includes('VIP') && deps.isVip !== undefined && !deps.isVip(memberId)
  /** @throws PromotionError VIP_ONLY (403) */
  function requireVip(p: PromotionRow, memberId: number): void {
    if (vipLocked(p, memberId)) throw new PromotionError('VIP_ONLY', 'promo.errors.vipOnly', 403)
  }

  /** The member, who must hold a true account. @throws PromotionError MEMBER_NOT_FOUND (404), NEED_TRUE_ACCOUNT (403) */
  function member(memberId: number) {
    const m = deps.members.byId(memberId)
    if (!m) throw new PromotionError('MEMBER_NOT_FOUND', 'errors.notFound', 404)
    if (isTrial(m.type)) throw new PromotionError('NEED_TRUE_ACCOUNT', 'errors.needTrueAccount', 403)
    return m
  }

  /** Whether the promotion runs at `at` (UTC ms). */
  const open = (p: PromotionRow, at: number) => p.startsAt <= at && (p.endsAt === null || at < p.endsAt)

  /**
   * The enabled promotion `promotionId` if it is of `kind`, running now and within the member's
   * reach (VIP tag): what join, apply and the raffle act on.
   * @throws PromotionError PROMOTION_NOT_FOUND (404), `wrongKind` (400), PROMOTION_CLOSED (409), VIP_ONLY (403)
   */
  function actionable(promotionId: number, memberId: number, kind: PromoKind, wrongKind: [PromotionErrorCode, string]): PromotionRow {
    const p = byId(promotionId)
    if (!p) throw new PromotionError('PROMOTION_NOT_FOUND', 'promo.errors.notFound', 404)
    if (p.kind !== kind) throw new PromotionError(wrongKind[0], wrongKind[1], 400)
    if (!open(p, ctx.now())) throw new PromotionError('PROMOTION_CLOSED', 'promo.errors.closed', 409)
    requireVip(p, memberId)
    return p
  }

  /** Settled valid bet (minor units) of bets placed at or after `since`. */
  function validBetSince(memberId: number, since: number): number {
    return db
      .select({ s: sql<number>`coalesce(sum(${betRecords.validBet}), 0)` })
      .from(betRecords)
      .where(and(eq(betRecords.memberId, memberId), gte(betRecords.placedAt, since), eq(betRecords.status, 'SETTLED')))
      .get()!.s
  }

  function entryOf(promotionId: number, memberId: number): EntryRow | undefined {
    return entryQuery.get({ promotionId, memberId })
  }

  /** Turnover done on a claimed reward (minor units): valid bet since its claim, capped at the requirement. */
  function turnoverOf(r: RewardRow): number {
    if (r.status !== 'CLAIMED' || r.turnoverRequired === 0 || r.claimedAt === null) return 0
    return Math.min(r.turnoverRequired, validBetSince(r.memberId, r.claimedAt))
  }

  function hasDeposit(memberId: number): boolean {
    return !!depositQuery.get({ memberId })
  }

  /** The source key of a member's raffle draw of the business day of `at`. */
  const raffleKey = (p: PromotionRow, memberId: number, at: number) => `raffle:${p.id}:${businessDay(at)}:${memberId}`

  /** Pays a reward row (HOUSE → MEMBER) and marks it CLAIMED; inside a money unit. */
  function pay(r: RewardRow): { balance: number } {
    const kind = r.source === 'DAILY_REBATE' ? 'REBATE' : 'BONUS'
    const posted = ledger.post({
      key: `reward:${r.id}:claim`,
      kind,
      memberId: r.memberId,
      amount: r.amount,
      reference: `reward:${r.id}`,
      legs: [
        { account: { kind: 'HOUSE' }, amount: -r.amount },
        { account: { kind: 'MEMBER', memberId: r.memberId }, amount: r.amount },
      ],
      result: ({ balances }) => ({ balance: balances[1]! }),
    })
    db.update(rewards).set({ status: 'CLAIMED', claimedAt: ctx.now(), movementId: posted.movementId }).where(eq(rewards.id, r.id)).run()
    return posted.result
  }

  return { deps, ctx, db, brandCode, all, byId, vipLocked, member, open, actionable, entryOf, turnoverOf, hasDeposit, raffleKey, pay }
}

export type PromotionCore = ReturnType<typeof promotionCore>
