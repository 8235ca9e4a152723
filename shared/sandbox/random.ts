/**
 * The randomness the sandbox games draw from. The vendor server passes a crypto-backed source
 * (server/vendors/sandbox/random.ts); simulations and tests pass a seeded one, so RTP checks are
 * repeatable. Outcomes are never drawn in the browser.
 */
import { mulberry32 } from '../seeded'

/** A source of uniform integers in [0, maxExclusive). */
export interface Rng {
  int(maxExclusive: number): number
}

/** Index drawn with probability weight[i] / sum(weights). Weights are non-negative integers. */
export function pickWeighted(rng: Rng, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0)
  let r = rng.int(total)
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]
    if (r < 0) return i
  }
  return weights.length - 1
}

/** A uniform float in [0, 1) with 2^-32 resolution. */
export function float(rng: Rng): number {
  return rng.int(2 ** 32) / 2 ** 32
}

/**
 * A deterministic source (mulberry32) for simulations and tests; never for real rounds.
 * @example const rng = seededRng(42); rng.int(6) // always the same sequence for seed 42
 */
export function seededRng(seed: number): Rng {
  const next = mulberry32(seed)
  return { int: (n) => Math.floor(next() * n) }
}

/** Floors an amount of minor units (payouts never round up). */
export function floorMinor(x: number): number {
  return Math.floor(x + 1e-9)
}
