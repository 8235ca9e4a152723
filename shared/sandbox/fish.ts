/**
 * The sandbox's fish shooting round (FISH): the player picks a target and fires a volley of shots
 * at a fixed bet per shot. Each shot catches the target with probability RTP / E[multiplier]; a
 * catch pays the bet times a multiplier drawn uniformly from the fish's list. So every shot at
 * every fish returns FISH_RTP (96 %) of its bet on average: big fish pay more, less often.
 * Amounts are minor units.
 */
import type { Rng } from './random'

export const FISH_RTP = 0.96
export const FISH_MAX_SHOTS = 10

export const FISH_SPECIES = [
  { id: 'SHRIMP', multipliers: [2, 2, 3] },
  { id: 'CLOWN', multipliers: [3, 4, 5] },
  { id: 'PUFFER', multipliers: [5, 6, 8] },
  { id: 'TURTLE', multipliers: [8, 10, 12] },
  { id: 'SHARK', multipliers: [15, 20, 30] },
  { id: 'WHALE', multipliers: [40, 50, 60] },
  { id: 'DRAGON', multipliers: [80, 100, 150] },
] as const satisfies readonly { id: string; multipliers: readonly number[] }[]
export type FishId = (typeof FISH_SPECIES)[number]['id']
export const FISH_IDS = FISH_SPECIES.map((f) => f.id) as unknown as readonly [FishId, ...FishId[]]

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

/** The chance one shot catches this fish. */
export function catchChance(id: FishId): number {
  const fish = FISH_SPECIES.find((f) => f.id === id)!
  return FISH_RTP / mean(fish.multipliers)
}

/** One volley: for each shot, the multiplier it caught (0 for a miss). */
export function shootVolley(rng: Rng, id: FishId, shots: number): number[] {
  const fish = FISH_SPECIES.find((f) => f.id === id)!
  // NOTE: the chance is compared in millionths so an integer draw decides it exactly.
  const chance = Math.round(catchChance(id) * 1_000_000)
  return Array.from({ length: shots }, () => (rng.int(1_000_000) < chance ? fish.multipliers[rng.int(fish.multipliers.length)] : 0))
}

/** What a volley returns: the bet per shot times every caught multiplier. */
export function fishPayout(betPerShot: number, catches: readonly number[]): number {
  return catches.reduce((a, m) => a + betPerShot * m, 0)
}
