/**
 * The draw commitment (issue 5 "Lottery"; decision 0014): before a draw the vendor publishes
 * SHA-256 of `numbers.join(',') + ':' + salt` (hex); after the draw it reveals the numbers and the
 * salt, so anyone can recompute the hash and see the numbers were fixed before betting closed.
 * Uses WebCrypto, available in browsers and Bun alike.
 */

/** The text whose SHA-256 is the commitment, e.g. `07,19,33:9f2c…`. */
export function commitmentInput(numbers: string[], salt: string): string {
  return `${numbers.join(',')}:${salt}`
}

/** SHA-256 of UTF-8 `text`, as lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Whether revealed `numbers` and `salt` match the published `commitment`. */
export async function verifyCommitment(numbers: string[], salt: string, commitment: string): Promise<boolean> {
  return (await sha256Hex(commitmentInput(numbers, salt))) === commitment.toLowerCase()
}
