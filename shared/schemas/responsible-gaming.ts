/**
 * Request bodies of the responsible-gaming calls (issue 8), shared by the gateway and the tab's forms.
 * Amounts are major units in JSON (decision 0001), parsed to minor units; `null` removes a limit.
 */
import { z } from 'zod'
import { AmountSchema } from './wallet'

export const RG_LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const
export const RG_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const
/** Reality-check choices in minutes (10 minutes to 8 hours). */
export const REALITY_CHECK_CHOICES = [10, 15, 30, 45, 60, 90, 120, 180, 240, 480] as const
/** Break (time-out) choices in days: 24 hours to 6 weeks. */
export const TIME_OUT_CHOICES = [1, 3, 7, 14, 28, 42] as const
/** Self-exclusion choices in months: 6 months or more. */
export const SELF_EXCLUSION_CHOICES = [6, 12, 24, 60] as const

export const RgLimitsBodySchema = z
  .object({
    limits: z
      .array(
        z
          .object({
            kind: z.enum(RG_LIMIT_KINDS),
            period: z.enum(RG_PERIODS),
            amount: AmountSchema.nullable(),
          })
          .strict(),
      )
      .min(1)
      .max(9),
  })
  .strict()

export const RgRealityCheckBodySchema = z
  .object({
    minutes: z.number().int().min(10).max(480).nullable(),
  })
  .strict()

/** A break or self-exclusion; `confirm: true` is the member's answer to the confirmation step. */
export const RgExclusionBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('TIME_OUT'), days: z.number().int().min(1).max(42), confirm: z.literal(true, { error: 'responsibleGaming.errors.confirmRequired' }) }).strict(),
  z.object({ kind: z.literal('SELF_EXCLUSION'), months: z.number().int().min(6).max(60), confirm: z.literal(true, { error: 'responsibleGaming.errors.confirmRequired' }) }).strict(),
])

export type RgLimitsBody = z.infer<typeof RgLimitsBodySchema>
export type RgExclusionBody = z.infer<typeof RgExclusionBodySchema>
