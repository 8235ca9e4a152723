/**
 * The provably fair random source (DESIGN §5), server side (node:crypto):
 * - a server seed is 32 random bytes written as 64 hex characters; before play the player sees
 *   SHA-256 of that text (so `printf %s <seed> | sha256sum` checks it after the reveal);
 * - a bet's randomness is HMAC-SHA256 keyed with the server seed's text over
 *   `${clientSeed}:${nonce}:${round}`, `round` = 0, 1, 2 … while more than 8 floats are needed;
 *   each digest gives 8 floats (floats.ts).
 * @example fairFloats({ serverSeed, clientSeed: 'lucky', nonce: 0 }, 3) // three floats in [0, 1)
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { FLOATS_PER_DIGEST, floatsOfDigest } from './floats'

/** The seeds and nonce that fix one bet's floats. */
export interface FairSeeds {
  /** 64 hex characters. */
  serverSeed: string
  clientSeed: string
  /** 0, 1, 2 … per bet under one seed pair. */
  nonce: number
}

/** A fresh server seed: 32 random bytes as 64 lowercase hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex')
}

/** SHA-256 (hex) of the server seed's text: the commitment shown before play. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex')
}

/** A default client seed for a new player (16 hex characters); the player may replace it. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex')
}

/** The first `count` floats of a bet, in order (digest 0 gives floats 0–7, digest 1 floats 8–15, …). */
export function fairFloats(seeds: FairSeeds, count: number): number[] {
  const out: number[] = []
  for (let round = 0; out.length < count; round++) {
    const digest = createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${round}`).digest()
    out.push(...floatsOfDigest(digest).slice(0, Math.min(FLOATS_PER_DIGEST, count - out.length)))
  }
  return out
}
