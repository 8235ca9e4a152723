/** Byte helpers of the page streams (frame.ts, inline-flight.ts, spliced-gzip.ts). */

/** `parts` in one array (the one part itself when there is one). */
export function concatBytes(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!
  let size = 0
  for (const p of parts) size += p.byteLength
  const out = new Uint8Array(size)
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.byteLength
  }
  return out
}
