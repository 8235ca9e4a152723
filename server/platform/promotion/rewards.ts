/**
 * The reward center (decision 0020): the member's pending rewards and history, claiming one through
 * the ledger (HOUSE → MEMBER, key `reward:<id>:claim`) in the money writer so a double claim pays
 * once, and the turnover a claimed bonus still owes before a withdrawal. Minor units, UTC ms.
 */
import { and, count, desc, eq, gt } from 'drizzle-orm'
import type { LocalizedText } from '../../../db/schema/platform'
import { promotions, rewards } from '../../../db/schema/promotions'
import type { RewardSource, RewardStatus } from '../../../shared/schemas/promotions'
import { localized } from '../localized'
import type { PromotionCore, RewardRow } from './core'
import { PromotionError, type RewardView } from './model'
import type { PromotionList } from './state'

/** The reward calls of `platform.promotions`; `sync` writes earned rewards first (earn.ts). */
export function promotionRewards(core: PromotionCore, sync: (memberId: number) => void, page: Pick<PromotionList, 'announce'>) {
  const { deps, db, brandCode, member, turnoverOf, pay } = core
  const { money } = deps
  const { announce } = page

  function rewardView(r: RewardRow, titles: Map<number, LocalizedText>, language: string): RewardView {
    return {
      id: r.id,
      promotionId: r.promotionId,
      promotionTitle: r.promotionId !== null && titles.has(r.promotionId) ? localized(titles.get(r.promotionId)!, language) : '',
      source: r.source as RewardSource,
      amount: r.amount,
      status: r.status as RewardStatus,
      turnoverRequired: r.turnoverRequired,
      turnoverDone: turnoverOf(r),
      detail: r.detail,
      createdAt: r.createdAt,
      claimedAt: r.claimedAt,
    }
  }
  const titleMap = () =>
    new Map(
      db
        .select({ id: promotions.id, title: promotions.title })
        .from(promotions)
        .where(eq(promotions.brandCode, brandCode))
        .all()
        .map((p) => [p.id, p.title]),
    )

  return {
    /** The member's rewards waiting to be claimed, newest first (reward center; writes earned ones first). */
    pending(memberId: number, language: string): RewardView[] {
      sync(memberId)
      const titles = titleMap()
      return db
        .select()
        .from(rewards)
        .where(and(eq(rewards.brandCode, brandCode), eq(rewards.memberId, memberId), eq(rewards.status, 'PENDING')))
        .orderBy(desc(rewards.id))
        .all()
        .map((r) => rewardView(r, titles, language))
    },

    /** How many rewards wait to be claimed (the rewardCenter badge). */
    pendingCount(memberId: number): number {
      sync(memberId)
      return db
        .select({ n: count() })
        .from(rewards)
        .where(and(eq(rewards.brandCode, brandCode), eq(rewards.memberId, memberId), eq(rewards.status, 'PENDING')))
        .get()!.n
    },

    /**
     * The member's rewards, newest first, optionally of one status and source, paged
     * (`{ list, pageNum, totalPages, totalCount }`). `bonusOnly` keeps those with a turnover (bonus details).
     */
    history(memberId: number, language: string, q: { status?: RewardStatus; source?: RewardSource; page: number; pageSize: number; bonusOnly?: boolean }) {
      sync(memberId)
      const where = and(
        eq(rewards.brandCode, brandCode),
        eq(rewards.memberId, memberId),
        q.status ? eq(rewards.status, q.status) : undefined,
        q.source ? eq(rewards.source, q.source) : undefined,
        q.bonusOnly ? eq(rewards.status, 'CLAIMED') : undefined,
      )
      const total = db.select({ n: count() }).from(rewards).where(where).get()!.n
      const titles = titleMap()
      const list = db
        .select()
        .from(rewards)
        .where(where)
        .orderBy(desc(rewards.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .all()
        .map((r) => rewardView(r, titles, language))
      return { list, pageNum: q.page, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), totalCount: total }
    },

    /**
     * Claims a pending reward: pays it through the ledger (HOUSE → MEMBER) in the money writer, once.
     * A second claim of the same reward, even concurrent, is refused with ALREADY_CLAIMED.
     * @throws PromotionError REWARD_NOT_FOUND (404, also another member's), ALREADY_CLAIMED (409), NEED_TRUE_ACCOUNT (403)
     */
    async claim(memberId: number, rewardId: number, language = 'en'): Promise<RewardView & { balance: number }> {
      member(memberId)
      const answer = await money.run(() => {
        const r = db
          .select()
          .from(rewards)
          .where(and(eq(rewards.brandCode, brandCode), eq(rewards.id, rewardId)))
          .get()
        if (!r || r.memberId !== memberId) throw new PromotionError('REWARD_NOT_FOUND', 'promo.errors.rewardNotFound', 404)
        if (r.status !== 'PENDING') throw new PromotionError('ALREADY_CLAIMED', 'promo.errors.alreadyClaimed', 409)
        return pay(r)
      })
      announce(memberId)
      const r = db.select().from(rewards).where(eq(rewards.id, rewardId)).get()!
      return { ...rewardView(r, titleMap(), language), balance: answer.balance }
    },

    /**
     * Turnover still owed before a withdrawal (minor units): the largest unmet remainder among the
     * member's claimed bonuses (each counts the valid bets placed since its own claim).
     */
    turnoverOwed(memberId: number): number {
      const open = db
        .select()
        .from(rewards)
        .where(and(eq(rewards.memberId, memberId), eq(rewards.status, 'CLAIMED'), gt(rewards.turnoverRequired, 0)))
        .all()
      return open.reduce((owed, r) => Math.max(owed, r.turnoverRequired - turnoverOf(r)), 0)
    },
  }
}
