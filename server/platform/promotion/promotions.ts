/**
 * `platform.promotions` (issue 7; spec §3 categories and tags, §4 promotion states, §5 activity
 * application, §7 MCS2_claimRafflePromotion): the brand's promotions with each member's state, and
 * the rewards they owe. Rules per kind (numbers in `promotions.config`, minor units / bp / days):
 * - DEPOSIT_BONUS: after joining, the first credited deposit ≥ `minDeposit` within the promotion's
 *   window earns `percent` % of it, at most `cap`, with a turnover of `turnoverMultiple` × bonus;
 * - DAILY_REBATE: each business day's settled valid bet (member_daily, UTC+8, decision 0010) earns
 *   `rateBp`; the reward appears from the next day (the last 7 days are kept claimable);
 * - NEWBIE: a member registered less than `days` ago who has made a deposit earns `amount`, with a
 *   turnover of `turnoverMultiple` × amount;
 * - RAFFLE: a member who has deposited draws once per business day one of `prizes`, paid at once;
 * - APPLY: the member applies with a comment and up to 3 images; an operator approves (pays) or
 *   rejects with a reason;
 * - REFERRAL: informational; enables the invite-friends entry (availablePromo.REFERRAL.enabled).
 * Rewards are written (PENDING) when the member's promotions are read (`sync`), claimed through the
 * ledger (HOUSE → MEMBER, kind BONUS or REBATE, key `reward:<id>:claim`) inside the money writer,
 * so a double claim pays once. While a claimed bonus's turnover is unmet, withdrawals are refused
 * (TURNOVER_UNMET, decision 0020).
 * One file per part: core.ts (shared queries, the payment of a reward), earn.ts (`sync`), state.ts
 * (list, states, join), applications.ts (APPLY), raffle.ts (RAFFLE), rewards.ts (reward center,
 * claim, turnover owed); model.ts holds the error and the views.
 */
import { promotionCore } from './core'
import { earning } from './earn'
import { promotionList } from './state'
import { promotionApplications } from './applications'
import { promotionRaffle } from './raffle'
import { promotionRewards } from './rewards'
import type { PromotionDeps } from './model'

export { PromotionError, VIP_ONLY_NOTE } from './model'
export type { ApplicationView, ImageUpload, PromotionDeps, PromotionErrorCode, PromotionView, RewardView } from './model'

/** `platform.promotions`: the parts above over one platform context. */
export function promotionModule(deps: PromotionDeps) {
  const core = promotionCore(deps)
  const { sync } = earning(core)
  const { view, announce, ...page } = promotionList(core, sync)
  return {
    /** The sync step (also run by every read below): writes earned rewards as PENDING. */
    sync,
    ...page,
    ...promotionApplications(core, { view, announce }),
    ...promotionRaffle(core, { announce }),
    ...promotionRewards(core, sync, { announce }),
  }
}

export type PromotionModule = ReturnType<typeof promotionModule>
