/**
 * Deterministic randomness for what must look the same on every run and machine: generated art,
 * the demo catalogue and winners of the seed, simulations and tests. Never for real outcomes
 * (game rounds draw from a crypto source, server/vendors/sandbox/random.ts).
 */

/** FNV-1a 32-bit hash of a string: an unsigned 32-bit integer, stable across runs and platforms. */
export function hash32(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * Mulberry32: a small seeded PRNG returning floats in [0, 1) (2^-32 resolution).
 * @example const next = mulberry32(hash32('lane:slots')); next() // the same sequence every run
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
