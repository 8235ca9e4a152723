/**
 * Encrypted request bodies for the calls marked E in spec §7 (DESIGN §3): the body is
 * `{"jwe": "<compact JWE>"}`, ECDH-ES on P-256 with A256GCM, to the gateway's public key published
 * at GET /wps/system/jwks. The payload carries `iat` (seconds) and a `jti`; a body older than five
 * minutes, from the future, or with a `jti` seen before is refused, and so is a plain body.
 * The JWE header's kid names the key (current or previous, keyring.ts); none names the current key.
 */
import { compactDecrypt, type JWK } from 'jose'
import { z } from 'zod'
import type { Platform } from '../platform'
import { DomainError } from '../platform/errors'
import { jweKeyFor, jweKeyRing, type JweKey } from './keyring'

export class CryptoError extends DomainError<'ENCRYPTION_REQUIRED' | 'BAD_ENCRYPTION' | 'REPLAYED' | 'STALE'> {}

const MAX_AGE_S = 300
const EncryptedBody = z.object({ jwe: z.string().min(20).max(20_000) }).strict()

export type { JweKey as JweKeys } from './keyring'

/** The gateway's current JWE key (created once, kept sealed in the platform database: keyring.ts). */
export async function jweKeys(platform: Platform): Promise<JweKey> {
  return (await jweKeyRing(platform))[0]!
}

/** The public JWKs of the live JWE keys, current first (GET /wps/system/jwks; clients encrypt to the first). */
export async function publishedJwks(platform: Platform): Promise<JWK[]> {
  return (await jweKeyRing(platform)).map((k) => k.publicJwk)
}

/**
 * Decrypts an E-call body and returns its payload (without iat/jti).
 * @throws CryptoError ENCRYPTION_REQUIRED (plain body), BAD_ENCRYPTION, STALE, REPLAYED — all 400.
 */
export async function decryptBody(platform: Platform, body: unknown): Promise<Record<string, unknown>> {
  const parsed = EncryptedBody.safeParse(body)
  if (!parsed.success) throw new CryptoError('ENCRYPTION_REQUIRED', 'errors.encryptionRequired', 400)
  let payload: Record<string, unknown>
  try {
    // The header's kid picks the key (current or a previous one not yet retired, decision 0032).
    const keyFor = async (header: { kid?: string }) => {
      const key = await jweKeyFor(platform, header.kid)
      if (!key) throw new Error('unknown kid')
      return key.privateKey
    }
    const { plaintext } = await compactDecrypt(parsed.data.jwe, keyFor, {
      keyManagementAlgorithms: ['ECDH-ES'],
      contentEncryptionAlgorithms: ['A256GCM'],
    })
    payload = JSON.parse(new TextDecoder().decode(plaintext))
  } catch {
    throw new CryptoError('BAD_ENCRYPTION', 'errors.badEncryption', 400)
  }
  const { iat, jti, ...rest } = payload
  const nowS = Math.floor(platform.now() / 1000)
  if (typeof iat !== 'number' || typeof jti !== 'string' || jti.length < 8 || jti.length > 64) throw new CryptoError('BAD_ENCRYPTION', 'errors.badEncryption', 400)
  if (iat < nowS - MAX_AGE_S || iat > nowS + 60) throw new CryptoError('STALE', 'errors.badEncryption', 400)
  if (!platform.keys.claimJti(jti, (iat + MAX_AGE_S + 60) * 1000)) throw new CryptoError('REPLAYED', 'errors.badEncryption', 400)
  return rest
}
