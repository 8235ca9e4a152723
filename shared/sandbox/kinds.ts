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
 * the sandbox (no lottery page of their own) draw a number: roulette (decision 0011).
 */
export function sandboxGameOf(gameType: string, classification: string): SandboxGame {
  switch (gameType) {
    case 'LIVE': return classification === 'ROU' ? 'ROULETTE' : 'BACCARAT'
    case 'SPORTS': case 'ESPORTS': case 'COCKFIGHT': return 'BETSLIP'
    case 'FISH': return 'FISH'
    case 'PVP': return 'SHOWDOWN'
    case 'LOTT': case 'ELOTT': return 'ROULETTE'
    default: return 'SLOT'
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

/** Five chips from the table minimum up: min, 5×, 10×, 50×, 100× (rounded to 1-2-5 values), capped by the max bet. */
export function chipsFor(minBet: number): number[] {
  const base = nice(Math.max(1, minBet))
  return [1, 5, 10, 50, 100].map((k) => nice(base * k)).filter((v, i, a) => v <= SANDBOX_MAX_BET && a.indexOf(v) === i)
}
