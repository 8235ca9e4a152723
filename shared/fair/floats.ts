/**
 * Bytes → floats, the provably fair way (DESIGN §5): every 4 bytes b0..b3 of an HMAC-SHA256 digest
 * make one float b0/256 + b1/256² + b2/256³ + b3/256⁴ in [0, 1), so one digest yields 8 floats.
 * Each float is an exact multiple of 2⁻³² (a double holds it without rounding). Pure; used by the
 * server, the verify page and the tests.
 */

/** Floats one digest yields (32 bytes / 4). */
export const FLOATS_PER_DIGEST = 8

/** 2³²: a float times this is the integer its 4 bytes spell (big-endian). */
export const FLOAT_SCALE = 0x1_0000_0000

/** The floats of one digest, 4 bytes each, in order. */
export function floatsOfDigest(digest: Uint8Array): number[] {
  const out: number[] = []
  for (let i = 0; i + 4 <= digest.length; i += 4) {
    out.push(digest[i]! / 256 + digest[i + 1]! / 256 ** 2 + digest[i + 2]! / 256 ** 3 + digest[i + 3]! / 256 ** 4)
  }
  return out
}
