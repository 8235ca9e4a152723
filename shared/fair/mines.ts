/**
 * Mines: a 5 × 5 grid (tiles 0–24, row by row) hides 1–24 mines, placed by a Fisher–Yates shuffle
 * driven by one float per mine (float i picks among the 25 − i tiles left). The player reveals
 * tiles and may cash out after any safe one; after k safe tiles the multiplier is
 * 0.99 × C(25, k) / C(25 − mines, k) — the fair odds of surviving k picks with a 1 % house edge,
 * so every way of playing returns 99 %. A mine ends the round with nothing.
 */
import { z } from 'zod'

export const MINES_TILES = 25
export const MINES_EDGE = 0.01

export const MinesParamsSchema = z
  .object({
    mines: z.number({ error: 'inhouse.errors.badParams' }).int('inhouse.errors.minesCount').min(1, 'inhouse.errors.minesCount').max(24, 'inhouse.errors.minesCount'),
  })
  .strict()
export type MinesParams = z.infer<typeof MinesParamsSchema>

export interface MinesOutcome {
  /** The mines' tiles, in the order the shuffle placed them. */
  mines: number[]
}

/** Floats a round needs: one per mine. */
export function minesFloats(p: MinesParams): number {
  return p.mines
}

/** Places the mines: the first `mines` picks of a Fisher–Yates shuffle of the 25 tiles. */
export function minesOutcome(floats: readonly number[], p: MinesParams): MinesOutcome {
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i)
  for (let i = 0; i < p.mines; i++) {
    const j = i + Math.floor(floats[i]! * (MINES_TILES - i))
    ;[tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!]
  }
  return { mines: tiles.slice(0, p.mines) }
}

function choose(n: number, k: number): bigint {
  let r = 1n
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1)
  return r
}

/** Safe tiles a round holds (25 − mines): revealing them all cashes out. */
export function minesSafeTiles(p: MinesParams): number {
  return MINES_TILES - p.mines
}

/** Multiplier after `safe` safe reveals (1 before any), unrounded. */
export function minesMultiplier(p: MinesParams, safe: number): number {
  if (safe === 0) return 1
  return ((1 - MINES_EDGE) * Number(choose(MINES_TILES, safe))) / Number(choose(MINES_TILES - p.mines, safe))
}

/** Payout in minor units on cashing out after `safe` ≥ 1 safe reveals: floor(bet × 99 × C(25,k) / (100 × C(25−m,k))). */
export function minesPayout(bet: number, p: MinesParams, safe: number): number {
  if (safe < 1) return 0
  return Number((BigInt(bet) * 99n * choose(MINES_TILES, safe)) / (100n * choose(MINES_TILES - p.mines, safe)))
}
