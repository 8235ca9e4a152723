/**
 * Which generic game the sandbox vendor plays for a catalogue entry (DESIGN §5 "Sandbox vendor"),
 * its bet limits and chips. Minor units.
 */
import type { SlipSport } from './betslip'

export const SANDBOX_GAMES = ['SLOT', 'BACCARAT', 'ROULETTE', 'BETSLIP', 'FISH', 'SHOWDOWN'] as const
export type SandboxGame = (typeof SANDBOX_GAMES)[number]

/**
 * RNG → slot; LIVE → roulette for ROU, baccarat for every other classification; SPORTS, ESPORTS,
 * COCKFIGHT → bet slip; FISH → fish shooting; PVP → Teen Patti showdown. Lottery types that reach
 * the sandbox (no lottery page of their own) draw a number: roulette (docs/decisions/0011).
 */
export function sandboxGameOf(gameType: string, classification: string): SandboxGame {
  switch (gameType) {
    case 'LIVE':
      return classification === 'ROU' ? 'ROULETTE' : 'BACCARAT'
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return 'BETSLIP'
    case 'FISH':
      return 'FISH'
    case 'PVP':
      return 'SHOWDOWN'
    case 'LOTT':
    case 'ELOTT':
      return 'ROULETTE'
    default:
      return 'SLOT'
  }
}

/** The sports a bet slip's fixtures come from. */
export function slipSportsOf(gameType: string): SlipSport[] {
  return gameType === 'ESPORTS' ? ['ESPORTS'] : gameType === 'COCKFIGHT' ? ['COCKFIGHT'] : ['FOOTBALL', 'BASKETBALL']
}

/** Largest total a single round may stake: ₱50,000. */
export const SANDBOX_MAX_BET = 5_000_000
/** Smallest stake when the catalogue names none: ₱1. */
export const SANDBOX_DEFAULT_MIN_BET = 100

/** The next "round" amount at or above x: 1, 2, 5 × 10^k minor units. */
function nice(x: number): number {
  const p = 10 ** Math.floor(Math.log10(Math.max(1, x)))
  for (const m of [1, 2, 5, 10]) if (m * p >= x) return m * p
  return 10 * p
}

/** The 1-2-5 value after v (1 → 2 → 5 → 10 …). */
function nextNice(v: number): number {
  const p = 10 ** Math.floor(Math.log10(v))
  const m = Math.round(v / p)
  return m === 1 ? 2 * p : m === 2 ? 5 * p : 10 * p
}

/**
 * Five chips from the table minimum up, on the 1-2-5 ladder: the 1st, 3rd, 4th, 6th and 7th step
 * (₱1 → 1, 5, 10, 50, 100; ₱5 → 5, 20, 50, 200, 500), never above the max bet. Minor units.
 */
export function chipsFor(minBet: number): number[] {
  const ladder = [nice(Math.max(1, minBet))]
  while (ladder.length < 7) ladder.push(nextNice(ladder[ladder.length - 1]))
  return [0, 2, 3, 5, 6].map((i) => ladder[i]).filter((v) => v <= SANDBOX_MAX_BET)
}
