/**
 * Return to player, in one place. THEORETICAL_RTP states each game's return; `exactReturn`
 * derives it (and the variance of one round's payout per unit bet) from the rules and paytables,
 * with no sampling — the simulation test checks the engines against these figures.
 * Returns are fractions (0.99 = 99 %), before the rounding of payouts down to the minor unit.
 */
import { diceMultiplier, diceWinCount, type DiceParams } from './dice'
import { FLOAT_SCALE } from './floats'
import type { LimboParams } from './limbo'
import { MINES_EDGE, MINES_TILES, type MinesParams } from './mines'
import { PLINKO_PAYTABLES, PLINKO_RISKS, type PlinkoParams } from './plinko'
import { SLOT_LINES, SLOT_REELS, slotSpin } from './slot'
import type { AnyParams, Engine } from './engines'

export interface ReturnStats {
  /** Expected payout per unit bet. */
  rtp: number
  /** Variance of the payout per unit bet. */
  variance: number
}

function binomial(n: number, k: number): number {
  let r = 1
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1)
  return r
}

/** A two-point game: pays `m` with probability `p`, else nothing. */
const twoPoint = (p: number, m: number): ReturnStats => ({ rtp: p * m, variance: p * m * m - (p * m) ** 2 })

export function plinkoReturn(p: PlinkoParams): ReturnStats {
  const table = PLINKO_PAYTABLES[p.rows]![p.risk]
  let e = 0
  let e2 = 0
  table.forEach((m, k) => {
    const pk = binomial(p.rows, k) / 2 ** p.rows
    e += pk * m
    e2 += pk * m * m
  })
  return { rtp: e, variance: e2 - e * e }
}

let slotStats: ReturnStats | null = null
/** Exact, by enumerating every combination of stops (24³ = 13,824 spins). */
export function slotReturn(): ReturnStats {
  if (slotStats) return slotStats
  let e = 0
  let e2 = 0
  let n = 0
  const [a, b, c] = SLOT_REELS.map((r) => r.length) as [number, number, number]
  for (let i = 0; i < a; i++)
    for (let j = 0; j < b; j++)
      for (let k = 0; k < c; k++) {
        const m = slotSpin([i, j, k]).pay / SLOT_LINES.length
        e += m
        e2 += m * m
        n++
      }
  return (slotStats = { rtp: e / n, variance: e2 / n - (e / n) ** 2 })
}

/**
 * Exact return of one round with these parameters. For mines, `minesPicks` is the strategy
 * (reveal that many tiles, then cash out); every strategy returns the same 99 %.
 */
export function exactReturn(engine: Engine, params: AnyParams, minesPicks = 1): ReturnStats {
  switch (engine) {
    case 'dice': {
      const p = params as DiceParams
      return twoPoint(diceWinCount(p) / 10_000, diceMultiplier(p))
    }
    case 'limbo': {
      const x = Math.round((params as LimboParams).target * 100)
      return twoPoint(Math.floor((99 * FLOAT_SCALE) / x) / FLOAT_SCALE, x / 100)
    }
    case 'mines': {
      const m = (params as MinesParams).mines
      const survive = binomial(MINES_TILES - m, minesPicks) / binomial(MINES_TILES, minesPicks)
      return twoPoint(survive, (1 - MINES_EDGE) / survive)
    }
    case 'plinko':
      return plinkoReturn(params as PlinkoParams)
    case 'slot':
      return slotReturn()
  }
}

/** The range of a game's return over every choice of its parameters. */
export interface StatedRtp {
  min: number
  max: number
}

function plinkoRange(): StatedRtp {
  const all = Object.keys(PLINKO_PAYTABLES).flatMap((rows) => PLINKO_RISKS.map((risk) => plinkoReturn({ rows: Number(rows), risk }).rtp))
  return { min: Math.min(...all), max: Math.max(...all) }
}

/**
 * Each engine's theoretical RTP: 99 % for dice, limbo (any target up to rounding of the 2⁻³²
 * float grid) and mines (any strategy); the paytables' own for plinko (98.9 %–99.2 %) and the
 * slot (96.09 %).
 */
export const THEORETICAL_RTP: Readonly<Record<Engine, StatedRtp>> = {
  dice: { min: 0.99, max: 0.99 },
  limbo: { min: 0.99, max: 0.99 },
  mines: { min: 0.99, max: 0.99 },
  plinko: plinkoRange(),
  slot: { min: slotReturn().rtp, max: slotReturn().rtp },
}
