/**
 * Limbo (crash-point style): one float f gives a multiplier 0.99 / (1 − f), floored to 2 decimals,
 * at least 1.00 and at most 1,000,000.00; the bet wins target × bet when the multiplier reaches
 * the target. P(multiplier ≥ x) = 0.99 / x, so every target returns 99 % (1 % house edge).
 * Computed on integers: with k = f × 2³² and j = 2³² − k, multiplier in hundredths = ⌊99 × 2³² / j⌋.
 */
import { z } from 'zod'
import { FLOAT_SCALE } from './floats'
import { hundredths } from './dice'

export const LIMBO_EDGE = 0.01
export const LIMBO_MIN_TARGET = 1.01
export const LIMBO_MAX_TARGET = 1_000_000

export const LimboParamsSchema = z
  .object({
    /** 1.01–1,000,000, 2 decimals. */
    target: z.number({ error: 'inhouse.errors.badParams' }),
  })
  .strict()
  .superRefine((p, ctx) => {
    const t = hundredths(p.target)
    if (t === null || t < LIMBO_MIN_TARGET * 100 || t > LIMBO_MAX_TARGET * 100) ctx.addIssue({ code: 'custom', path: ['target'], message: 'inhouse.errors.limboTarget' })
  })
export type LimboParams = z.infer<typeof LimboParamsSchema>

export interface LimboOutcome {
  result: number
  win: boolean
}

/** The multiplier in hundredths from one float (integer arithmetic, exact). */
export function limboHundredths(f: number): number {
  const j = FLOAT_SCALE - Math.round(f * FLOAT_SCALE)
  const a = 99 * FLOAT_SCALE
  let q = Math.floor(a / j)
  if (q * j > a) q -= 1 // a float quotient can round up to the next integer
  return Math.min(LIMBO_MAX_TARGET * 100, Math.max(100, q))
}

export function limboOutcome(floats: readonly number[], p: LimboParams): LimboOutcome {
  const r = limboHundredths(floats[0]!)
  return { result: r / 100, win: r >= Math.round(p.target * 100) }
}

/** Win chance in percent at a target (e.g. 49.5 at 2.00). */
export function limboChance(p: LimboParams): number {
  return (100 * (1 - LIMBO_EDGE)) / p.target
}

/** Payout in minor units: floor(bet × target) on a win, else 0. */
export function limboPayout(bet: number, p: LimboParams, o: LimboOutcome): number {
  return o.win ? Math.floor((bet * Math.round(p.target * 100)) / 100) : 0
}
