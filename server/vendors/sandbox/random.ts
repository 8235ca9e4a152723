/** The sandbox vendor's randomness: the operating system's CSPRNG (node:crypto randomInt), never the browser's. */
import { randomBytes, randomInt } from 'node:crypto'
import type { Rng } from '../../../shared/sandbox/random'

export const cryptoRng: Rng = {
  int(maxExclusive) {
    // randomInt takes ranges below 2^48; every draw of the games is far below that.
    return randomInt(maxExclusive)
  },
}

/** A round id unique across restarts: time (base 36) and 48 random bits, e.g. `SBX-lq3k2m-9f1c0a2b3d4e`. */
export function newRoundId(): string {
  return `SBX-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`
}
