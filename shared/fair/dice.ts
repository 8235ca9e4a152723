/**
 * Dice: a roll of 0.00–99.99 (10,000 equally likely values, one float), won when it is under the
 * target (roll < target) or over it (roll ≥ target). The payout multiplier is (100 − edge) / chance:
 * 99 / chance% with the 1 % house edge, so the return is 99 % whatever the target.
 * Targets and rolls travel in hundredths inside this module (5,000 = 50.00).
 */
import { z } from 'zod'

/** House edge of dice. */
export const DICE_EDGE = 0.01
/** Winning rolls allowed, out of 10,000: a win chance of 1 % to 98 %. */
export const DICE_MIN_COUNT = 100
export const DICE_MAX_COUNT = 9_800

/** A number with at most 2 decimals, as an integer of hundredths (null otherwise). */
export function hundredths(n: number): number | null {
  const h = Math.round(n * 100)
  return Number.isFinite(n) && Math.abs(h - n * 100) < 1e-6 ? h : null
}

export const DiceParamsSchema = z
  .object({
    /** 0.01–99.99, 2 decimals. */
    target: z.number({ error: 'inhouse.errors.badParams' }),
    condition: z.enum(['over', 'under'], { error: 'inhouse.errors.badParams' }),
  })
  .strict()
  .superRefine((p, ctx) => {
    const t = hundredths(p.target)
    if (t === null || t < 1 || t > 9_999) return void ctx.addIssue({ code: 'custom', path: ['target'], message: 'inhouse.errors.badParams' })
    const count = diceWinCount(p)
    if (count < DICE_MIN_COUNT || count > DICE_MAX_COUNT) ctx.addIssue({ code: 'custom', path: ['target'], message: 'inhouse.errors.diceChance' })
  })
export type DiceParams = z.infer<typeof DiceParamsSchema>

export interface DiceOutcome {
  roll: number
  win: boolean
}

/** How many of the 10,000 rolls win. */
export function diceWinCount(p: DiceParams): number {
  const t = Math.round(p.target * 100)
  return p.condition === 'under' ? t : 10_000 - t
}

/** Win chance in percent (e.g. 49.5). */
export function diceChance(p: DiceParams): number {
  return diceWinCount(p) / 100
}

/** Payout multiplier 9,900 / winning rolls (e.g. 1.98 at 50 %), unrounded. */
export function diceMultiplier(p: DiceParams): number {
  return (10_000 * (1 - DICE_EDGE)) / diceWinCount(p)
}

/** The roll from one float. */
export function diceOutcome(floats: readonly number[], p: DiceParams): DiceOutcome {
  const r = Math.floor(floats[0]! * 10_000)
  const t = Math.round(p.target * 100)
  return { roll: r / 100, win: p.condition === 'under' ? r < t : r >= t }
}

/** Payout in minor units: floor(bet × 9,900 / winning rolls) on a win, else 0. */
export function dicePayout(bet: number, p: DiceParams, o: DiceOutcome): number {
  return o.win ? Math.floor((bet * 9_900) / diceWinCount(p)) : 0
}
