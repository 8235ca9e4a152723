/**
 * The daily raffle (spec §7 MCS2_claimRafflePromotion): a member who has deposited draws one of the
 * promotion's prizes once per business day, paid at once (HOUSE → MEMBER, BONUS). Minor units.
 */
import { randomInt } from 'node:crypto'
import { rewards } from '../../../db/schema/promotions'
import { businessDay } from '../../../shared/periods'
import type { PromotionCore } from './core'
import { PromotionError } from './model'
import type { PromotionList } from './state'

/** The raffle call of `platform.promotions`. */
export function promotionRaffle(core: PromotionCore, page: Pick<PromotionList, 'announce'>) {
  const { deps, ctx, db, brandCode, actionable, member, hasDeposit, raffleKey, pay } = core
  const { money } = deps
  const { announce } = page

  return {
    /**
     * Draws the member's raffle of today's business day (spec §7 MCS2_claimRafflePromotion): one of
     * the promotion's prizes, chosen uniformly by a CSPRNG, paid at once (HOUSE → MEMBER, BONUS).
     * One draw per member and business day (a second, even concurrent, is refused).
     * @throws PromotionError NOT_A_RAFFLE (400), PROMOTION_NOT_FOUND (404), PROMOTION_CLOSED | RAFFLE_USED (409),
     *   RAFFLE_NOT_ELIGIBLE (403: no deposit yet), NEED_TRUE_ACCOUNT | VIP_ONLY (403)
     */
    async claimRaffle(memberId: number, promotionId: number): Promise<{ rewardId: number; prize: number; balance: number }> {
      member(memberId)
      const p = actionable(promotionId, memberId, 'RAFFLE', ['NOT_A_RAFFLE', 'promo.errors.notRaffle'])
      if (!hasDeposit(memberId)) throw new PromotionError('RAFFLE_NOT_ELIGIBLE', 'promo.errors.raffleNotEligible', 403)
      const prizes = (p.config.prizes as number[] | undefined) ?? []
      const prize = prizes[randomInt(prizes.length)]!
      const won = await money.run(() => {
        const now = ctx.now()
        const reward = db
          .insert(rewards)
          .values({
            brandCode,
            memberId,
            promotionId: p.id,
            source: 'RAFFLE',
            sourceKey: raffleKey(p, memberId, now),
            amount: prize,
            turnoverRequired: 0,
            detail: { day: businessDay(now) },
            status: 'PENDING',
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning()
          .get()
        if (!reward) throw new PromotionError('RAFFLE_USED', 'promo.errors.raffleUsed', 409)
        const { balance } = pay(reward)
        return { rewardId: reward.id, prize, balance }
      })
      announce(memberId)
      return won
    },
  }
}
