/**
 * Plinko: a ball falls through 8–16 rows of pegs; at each row one float sends it left (< 0.5) or
 * right, and the bucket it lands in (the number of rights, 0 … rows) pays its multiplier from the
 * paytable of the chosen risk. The paytables are the trade's classic ones; their exact returns
 * (98.9 %–99.2 %) are computed in rtp.ts from the binomial odds of each bucket.
 */
import { z } from 'zod'

export const PLINKO_RISKS = ['low', 'medium', 'high'] as const
export type PlinkoRisk = (typeof PLINKO_RISKS)[number]
export const PLINKO_MIN_ROWS = 8
export const PLINKO_MAX_ROWS = 16

/** Multipliers per bucket (left to right), by rows and risk. */
export const PLINKO_PAYTABLES: Record<number, Record<PlinkoRisk, readonly number[]>> = {
  8: { low: [5.6, 2.1, 1.1, 1, 0.5, 1, 1.1, 2.1, 5.6], medium: [13, 3, 1.3, 0.7, 0.4, 0.7, 1.3, 3, 13], high: [29, 4, 1.5, 0.3, 0.2, 0.3, 1.5, 4, 29] },
  9: { low: [5.6, 2, 1.6, 1, 0.7, 0.7, 1, 1.6, 2, 5.6], medium: [18, 4, 1.7, 0.9, 0.5, 0.5, 0.9, 1.7, 4, 18], high: [43, 7, 2, 0.6, 0.2, 0.2, 0.6, 2, 7, 43] },
  10: { low: [8.9, 3, 1.4, 1.1, 1, 0.5, 1, 1.1, 1.4, 3, 8.9], medium: [22, 5, 2, 1.4, 0.6, 0.4, 0.6, 1.4, 2, 5, 22], high: [76, 10, 3, 0.9, 0.3, 0.2, 0.3, 0.9, 3, 10, 76] },
  11: { low: [8.4, 3, 1.9, 1.3, 1, 0.7, 0.7, 1, 1.3, 1.9, 3, 8.4], medium: [24, 6, 3, 1.8, 0.7, 0.5, 0.5, 0.7, 1.8, 3, 6, 24], high: [120, 14, 5.2, 1.4, 0.4, 0.2, 0.2, 0.4, 1.4, 5.2, 14, 120] },
  12: {
    low: [10, 3, 1.6, 1.4, 1.1, 1, 0.5, 1, 1.1, 1.4, 1.6, 3, 10],
    medium: [33, 11, 4, 2, 1.1, 0.6, 0.3, 0.6, 1.1, 2, 4, 11, 33],
    high: [170, 24, 8.1, 2, 0.7, 0.2, 0.2, 0.2, 0.7, 2, 8.1, 24, 170],
  },
  13: {
    low: [8.1, 4, 3, 1.9, 1.2, 0.9, 0.7, 0.7, 0.9, 1.2, 1.9, 3, 4, 8.1],
    medium: [43, 13, 6, 3, 1.3, 0.7, 0.4, 0.4, 0.7, 1.3, 3, 6, 13, 43],
    high: [260, 37, 11, 4, 1, 0.2, 0.2, 0.2, 0.2, 1, 4, 11, 37, 260],
  },
  14: {
    low: [7.1, 4, 1.9, 1.4, 1.3, 1.1, 1, 0.5, 1, 1.1, 1.3, 1.4, 1.9, 4, 7.1],
    medium: [58, 15, 7, 4, 1.9, 1, 0.5, 0.2, 0.5, 1, 1.9, 4, 7, 15, 58],
    high: [420, 56, 18, 5, 1.9, 0.3, 0.2, 0.2, 0.2, 0.3, 1.9, 5, 18, 56, 420],
  },
  15: {
    low: [15, 8, 3, 2, 1.5, 1.1, 1, 0.7, 0.7, 1, 1.1, 1.5, 2, 3, 8, 15],
    medium: [88, 18, 11, 5, 3, 1.3, 0.5, 0.3, 0.3, 0.5, 1.3, 3, 5, 11, 18, 88],
    high: [620, 83, 27, 8, 3, 0.5, 0.2, 0.2, 0.2, 0.2, 0.5, 3, 8, 27, 83, 620],
  },
  16: {
    low: [16, 9, 2, 1.4, 1.4, 1.2, 1.1, 1, 0.5, 1, 1.1, 1.2, 1.4, 1.4, 2, 9, 16],
    medium: [110, 41, 10, 5, 3, 1.5, 1, 0.5, 0.3, 0.5, 1, 1.5, 3, 5, 10, 41, 110],
    high: [1000, 130, 26, 9, 4, 2, 0.2, 0.2, 0.2, 0.2, 0.2, 2, 4, 9, 26, 130, 1000],
  },
}

export const PlinkoParamsSchema = z
  .object({
    rows: z.number({ error: 'inhouse.errors.badParams' }).int('inhouse.errors.plinkoRows').min(PLINKO_MIN_ROWS, 'inhouse.errors.plinkoRows').max(PLINKO_MAX_ROWS, 'inhouse.errors.plinkoRows'),
    risk: z.enum(PLINKO_RISKS, { error: 'inhouse.errors.badParams' }),
  })
  .strict()
export type PlinkoParams = z.infer<typeof PlinkoParamsSchema>

export interface PlinkoOutcome {
  /** 0 = left, 1 = right, one per row. */
  path: number[]
  bucket: number
  multiplier: number
}

export function plinkoOutcome(floats: readonly number[], p: PlinkoParams): PlinkoOutcome {
  const path = floats.slice(0, p.rows).map((f): number => (f < 0.5 ? 0 : 1))
  const bucket = path.reduce((a, b) => a + b, 0)
  return { path, bucket, multiplier: PLINKO_PAYTABLES[p.rows]![p.risk][bucket]! }
}

/** Payout in minor units: floor(bet × multiplier), the multiplier taken in hundredths. */
export function plinkoPayout(bet: number, o: PlinkoOutcome): number {
  return Math.floor((bet * Math.round(o.multiplier * 100)) / 100)
}
