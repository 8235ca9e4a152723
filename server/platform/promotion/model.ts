/**
 * The shapes of `platform.promotions` (promotions.ts): its error, the views it answers (minor units,
 * UTC ms) and its dependencies. Re-exported by promotions.ts.
 */
import { DomainError } from '../errors'
import type { PlatformContext } from '../context'
import type { Ledger } from '../wallet/ledger'
import type { MoneyWriter } from '../wallet/money-writer'
import type { MemberModule } from '../member/members'
import type { PromoCategory, PromoKind, PromoState, PromoTag, RewardSource, RewardStatus } from '../../../shared/schemas/promotions'

export type PromotionErrorCode =
  | 'PROMOTION_NOT_FOUND'
  | 'PROMOTION_CLOSED'
  | 'NOT_JOINABLE'
  | 'NOT_APPLICABLE'
  | 'ALREADY_APPLIED'
  | 'COMMENT_REQUIRED'
  | 'COMMENT_TOO_LONG'
  | 'TOO_MANY_IMAGES'
  | 'IMAGE_TYPE'
  | 'IMAGE_SIZE'
  | 'NOT_A_RAFFLE'
  | 'RAFFLE_NOT_ELIGIBLE'
  | 'RAFFLE_USED'
  | 'REWARD_NOT_FOUND'
  | 'ALREADY_CLAIMED'
  | 'ENTRY_NOT_FOUND'
  | 'NOT_PENDING'
  | 'BAD_AMOUNT'
  | 'REASON_REQUIRED'
  | 'TURNOVER_UNMET'
  | 'NOTHING_TO_CLAIM'
  | 'NEED_TRUE_ACCOUNT'
  | 'MEMBER_NOT_FOUND'
  | 'VIP_ONLY'

/** Errors of the promotion calls; `messageKey` is a `promo.errors.*` key. */
export class PromotionError extends DomainError<PromotionErrorCode> {}

/** A promotion as the promotions page shows it to one visitor, in one language (minor units, UTC ms). */
export interface PromotionView {
  id: number
  code: string
  kind: PromoKind
  category: Exclude<PromoCategory, 'ALL'>
  tags: PromoTag[]
  title: string
  summary: string
  /** The terms, one rule per line. */
  terms: string[]
  /** The generated art. */
  image: string
  startsAt: number
  endsAt: number | null
  /** Spec §4 state for this visitor (anonymous: join, comingSoon or close). */
  state: PromoState
  /** The pending reward to claim (state claim), else null. */
  rewardId: number | null
  /** Minor units of that reward. */
  rewardAmount: number | null
  /** Turnover of the claimed bonus (state process): required and done, minor units. */
  turnover: { required: number; done: number } | null
  /** The operator's reason (state rejected) or the amount paid (issued). */
  note: string | null
}

/** A reward as the reward center lists it (minor units, UTC ms). */
export interface RewardView {
  id: number
  promotionId: number | null
  promotionTitle: string
  source: RewardSource
  amount: number
  status: RewardStatus
  turnoverRequired: number
  /** Valid bet since the claim, capped at the requirement (0 before the claim). */
  turnoverDone: number
  detail: Record<string, string | number>
  createdAt: number
  claimedAt: number | null
}

/** An application waiting for the operator. */
export interface ApplicationView {
  id: number
  promotionId: number
  promotionCode: string
  memberId: number
  account: string
  comment: string | null
  images: { seq: number; type: string; size: number }[]
  status: string
  note: string | null
  createdAt: number
}

/** One image of an application: the bytes and the type the client declared. */
export interface ImageUpload {
  bytes: Uint8Array
  type: string
}

export interface PromotionDeps {
  ctx: PlatformContext
  ledger: Ledger
  money: MoneyWriter
  members: MemberModule
  /** Whether the member holds a VIP level now (platform.vip, decision 0018); VIP-tagged promotions need it. */
  isVip?: (memberId: number) => boolean
}

/** The `note` of a VIP-tagged promotion shown closed to a member without a VIP level. */
export const VIP_ONLY_NOTE = 'VIP_ONLY'
