/**
 * European roulette (the sandbox's LIVE game for ROU): one zero, 37 pockets. Bets: a straight
 * number (35:1), red/black, odd/even, 1–18/19–36 (1:1), dozens and columns (2:1). Every bet's RTP
 * is 36/37 ≈ 97.30 %. Amounts are minor units.
 */
import type { Rng } from './random'

export const ROULETTE_RED: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])
export const ROULETTE_RTP = 36 / 37

export const ROULETTE_BET_KINDS = ['STRAIGHT', 'RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH', 'DOZEN', 'COLUMN'] as const
export type RouletteBetKind = (typeof ROULETTE_BET_KINDS)[number]

/** A bet: `value` is the number (STRAIGHT, 0–36) or the dozen/column (1–3); absent otherwise. */
export interface RouletteBet {
  kind: RouletteBetKind
  value?: number
  amount: number
}

/** Pocket order on the wheel (for drawing it), clockwise from zero. */
export const ROULETTE_WHEEL = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26] as const

export function spinRoulette(rng: Rng): number {
  return rng.int(37)
}

export function rouletteColour(n: number): 'GREEN' | 'RED' | 'BLACK' {
  return n === 0 ? 'GREEN' : ROULETTE_RED.has(n) ? 'RED' : 'BLACK'
}

/** Whether a bet's `value` fits its kind. */
export function validRouletteBet(b: { kind: RouletteBetKind; value?: number }): boolean {
  if (b.kind === 'STRAIGHT') return Number.isInteger(b.value) && b.value! >= 0 && b.value! <= 36
  if (b.kind === 'DOZEN' || b.kind === 'COLUMN') return Number.isInteger(b.value) && b.value! >= 1 && b.value! <= 3
  return b.value === undefined
}

/** What one bet returns per unit staked (stake included) when the ball lands on `n`; 0 when it loses. */
export function rouletteReturn(b: { kind: RouletteBetKind; value?: number }, n: number): number {
  if (b.kind === 'STRAIGHT') return n === b.value ? 36 : 0
  if (n === 0) return 0
  switch (b.kind) {
    case 'RED':
      return ROULETTE_RED.has(n) ? 2 : 0
    case 'BLACK':
      return ROULETTE_RED.has(n) ? 0 : 2
    case 'ODD':
      return n % 2 === 1 ? 2 : 0
    case 'EVEN':
      return n % 2 === 0 ? 2 : 0
    case 'LOW':
      return n <= 18 ? 2 : 0
    case 'HIGH':
      return n >= 19 ? 2 : 0
    case 'DOZEN':
      return Math.ceil(n / 12) === b.value ? 3 : 0
    case 'COLUMN':
      return ((n - 1) % 3) + 1 === b.value ? 3 : 0
  }
}

/** What a set of bets returns for the pocket `n`. */
export function roulettePayout(bets: readonly RouletteBet[], n: number): number {
  return bets.reduce((a, b) => a + b.amount * rouletteReturn(b, n), 0)
}
