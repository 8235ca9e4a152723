/**
 * Points mall and missions inputs (issue 7), used by the islands' forms and the gateway alike:
 * redeem, convert, the redeem-history and points-details queries, a mission claim and the
 * leaderboard period. Issue messages are i18n keys (`points.errors.*`, `wallet.errors.*`).
 * @see product-spec §3 points records, §4 redeem status, §7 points, redeem, convert, missions
 */
import { z } from 'zod'
import { PaymentPasswordSchema } from './wallet'
import { pointsSchema } from './amount'

/** Redeem statuses of spec §4 (`points.status.*`): in process, rejected, approved. */
export const REDEEM_STATUSES = ['PROCESSING', 'REJECTED', 'APPROVED'] as const
/** Kinds of points change (`points.kinds.*`). */
export const POINT_ENTRY_KINDS = ['EARN', 'REDEEM', 'REFUND', 'CONVERT'] as const
/** Leaderboard periods (`points.missions.leaderboard.periods.*`). */
export const LEADERBOARD_PERIODS = ['daily', 'weekly', 'monthly'] as const
/** Most units of one reward a single request may take. */
export const MAX_REDEEM_QUANTITY = 10
/** Largest points figure accepted in a conversion. */
export const MAX_POINTS = 1_000_000_000

const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(2 ** 31, message)

/** POST /wps/relay/passwordCheck/MCS2_redeemPointReward (E). */
export const RedeemBodySchema = z
  .object({
    rewardId: id('points.errors.reward'),
    quantity: pointsSchema({ message: 'points.errors.quantity', max: MAX_REDEEM_QUANTITY }).default(1),
    paymentPassword: PaymentPasswordSchema,
  })
  .strict()
export type RedeemBody = z.infer<typeof RedeemBodySchema>

/** POST /wps/relay/passwordCheck/MCS2_convertPoint (E). */
export const ConvertBodySchema = z
  .object({
    /** Whole points: a JSON integer or a string of digits, strictly (decision 0031). */
    points: pointsSchema({ message: 'points.errors.points', max: MAX_POINTS }),
    paymentPassword: PaymentPasswordSchema,
  })
  .strict()
export type ConvertBody = z.infer<typeof ConvertBodySchema>

const page = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
}

/** GET /wps/relay/MCS2_getRedeemPointList. */
export const RedeemListQuerySchema = z.object({ status: z.enum(REDEEM_STATUSES, { error: 'points.errors.status' }).optional(), ...page }).strict()
/** GET /wps/relay/MCS2_getPointDetails. */
export const PointDetailsQuerySchema = z.object({ kind: z.enum(POINT_ENTRY_KINDS, { error: 'points.errors.kind' }).optional(), ...page }).strict()
/** POST /wps/relay/MCS2_claimMission. */
export const MissionClaimBodySchema = z.object({ missionId: id('points.errors.mission') }).strict()
/** GET /wps/relay/MCS2_getLeaderboard. */
export const LeaderboardQuerySchema = z.object({ period: z.enum(LEADERBOARD_PERIODS, { error: 'points.errors.period' }).default('weekly') }).strict()
