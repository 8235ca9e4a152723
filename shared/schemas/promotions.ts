/**
 * Promotions and rewards: constants and the zod schemas the gateway and the islands share
 * (spec §3 promotion categories and tags, §4 promotion states, §5 activity application).
 * Messages are i18n keys (`promo.errors.*`), translated where they are shown.
 */
import { z } from 'zod'
import type { DATE_PRESET_DAYS } from '../constants'

/** Spec §3 categories, in the spec's order (ALL is the page's first tab, not a promotion's category). */
export const PROMO_CATEGORIES = ['ALL', 'OTHER', 'SPORTS', 'LIVE', 'SLOTS', 'CARDS', 'FISH', 'LOTTO', 'REBATE', 'POINTS', 'RANKING', 'DEPOSIT', 'APP', 'NEWBIE', 'GAMING'] as const
export type PromoCategory = (typeof PROMO_CATEGORIES)[number]

/** Spec §3 tags. */
export const PROMO_TAGS = ['NEWBIE', 'LIMITED', 'SPECIAL', 'DAILY', 'HIGH_REBATE', 'VIP'] as const
export type PromoTag = (typeof PROMO_TAGS)[number]

/** What a promotion does (the platform's rules per kind). */
export const PROMO_KINDS = ['DEPOSIT_BONUS', 'DAILY_REBATE', 'NEWBIE', 'RAFFLE', 'APPLY', 'REFERRAL'] as const
export type PromoKind = (typeof PROMO_KINDS)[number]

/** Spec §4 promotion states, as the API names them (`comingSoon` is the spec's "coming soon"). */
export const PROMO_STATES = ['join', 'claim', 'applying', 'close', 'rejected', 'issued', 'claimed', 'process', 'joined', 'comingSoon'] as const
export type PromoState = (typeof PROMO_STATES)[number]

/** Where a reward comes from. */
export const REWARD_SOURCES = ['DEPOSIT_BONUS', 'DAILY_REBATE', 'NEWBIE', 'RAFFLE', 'APPLY'] as const
export type RewardSource = (typeof REWARD_SOURCES)[number]
export const REWARD_STATUSES = ['PENDING', 'CLAIMED'] as const
export type RewardStatus = (typeof REWARD_STATUSES)[number]

/** Spec §5 / §9 activity application: comment ≤ 140 characters; ≤ 3 png/jpg images of ≤ 5 MB. */
export const APPLY_COMMENT_MAX = 140
export const APPLY_IMAGES_MAX = 3
export const APPLY_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const APPLY_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const

/** The application's text field (multipart field `comment`). */
export const ApplyCommentSchema = z.string().trim().min(1, 'promo.errors.commentRequired').max(APPLY_COMMENT_MAX, 'promo.errors.commentTooLong')

/** What the client declares of one image before its bytes are checked (type and size). */
export const ApplyImageSchema = z.object({
  type: z.enum(APPLY_IMAGE_TYPES, 'promo.errors.imageType'),
  size: z.number().int().positive('promo.errors.imageType').max(APPLY_IMAGE_MAX_BYTES, 'promo.errors.imageSize'),
})

const page = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
}

/** The date presets of the promotions list: the next 7 or 30 days (`DATE_PRESET_DAYS`). */
export const PROMO_WITHIN = ['7d', '30d'] as const satisfies readonly (keyof typeof DATE_PRESET_DAYS)[]
export type PromoWithin = (typeof PROMO_WITHIN)[number]

/** GET /wps/promotions. */
export const PromotionsQuerySchema = z
  .object({
    category: z.enum(PROMO_CATEGORIES).default('ALL'),
    tag: z.enum(PROMO_TAGS).optional(),
    /** "Next 7 / 30 days" (spec §9 date presets): only promotions open at some time in that window (decision 0060). */
    within: z.enum(PROMO_WITHIN).optional(),
  })
  .strict()

/** GET /wps/rewards (reward center history) and /wps/rewards/bonus (bonus details). */
export const RewardsQuerySchema = z
  .object({
    status: z.enum(REWARD_STATUSES).optional(),
    source: z.enum(REWARD_SOURCES).optional(),
    ...page,
  })
  .strict()

/** GET /wps/rebate/manual/claims. */
export const PageQuerySchema = z.object(page).strict()

/** POST /wps/relay/MCS2_claimRafflePromotion. */
export const RaffleBodySchema = z.object({ promotionId: z.number().int().positive() }).strict()

/** Rebate in minor units of a valid bet at a rate in basis points (floored: the house never overpays). */
export function rebateOf(validBet: number, rateBp: number): number {
  return Math.floor((validBet * rateBp) / 10_000)
}
