/**
 * Encrypted request bodies for the calls marked E in spec §7 (DESIGN §3): the body is
 * `{"jwe": "<compact JWE>"}`, ECDH-ES on P-256 with A256GCM, to the gateway's public key published
 * at GET /wps/system/jwks. The payload carries `iat` (seconds) and a `jti`; a body older than five
 * minutes, from the future, or with a `jti` seen before is refused, and so is a plain body.
 */
import { compactDecrypt, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'
import { z } from 'zod'
import { lt } from 'drizzle-orm'
import type { Platform } from '../platform'
import { usedJwtIds } from '../../db/schema/platform'
import { DomainError } from '../platform/errors'

export class CryptoError extends DomainError<'ENCRYPTION_REQUIRED' | 'BAD_ENCRYPTION' | 'REPLAYED' | 'STALE'> {}

const MAX_AGE_S = 300
const EncryptedBody = z.object({ jwe: z.string().min(20).max(20_000) }).strict()

export interface JweKeys { kid: string; privateKey: CryptoKey; publicJwk: JWK }

const cache = new WeakMap<Platform, Promise<JweKeys>>()
/** The gateway's JWE key pair, created once and kept in the platform database. */
export function jweKeys(platform: Platform): Promise<JweKeys> {
  let keys = cache.get(platform)
  if (!keys) cache.set(platform, keys = (async () => {
    const existing = platform.keys.find('JWE_ECDH_P256')
    if (existing) return loadKeys(existing)
    const { privateKey } = await generateKeyPair('ECDH-ES', { crv: 'P-256', extractable: true })
    const jwk = JSON.stringify(await exportJWK(privateKey))
    return loadKeys(platform.keys.getOrCreate('JWE_ECDH_P256', () => jwk))
  })())
  return keys
}

async function loadKeys(row: { kid: string; secret: string }): Promise<JweKeys> {
  const jwk = JSON.parse(row.secret) as JWK
  const privateKey = (await importJWK(jwk, 'ECDH-ES')) as CryptoKey
  const { d: _d, ...pub } = jwk
  return { kid: row.kid, privateKey, publicJwk: { ...pub, kid: row.kid, alg: 'ECDH-ES', use: 'enc' } }
}

/**
 * Decrypts an E-call body and returns its payload (without iat/jti).
 * @throws CryptoError ENCRYPTION_REQUIRED (plain body), BAD_ENCRYPTION, STALE, REPLAYED — all 400.
 */
export async function decryptBody(platform: Platform, body: unknown): Promise<Record<string, unknown>> {
  const parsed = EncryptedBody.safeParse(body)
  if (!parsed.success) throw new CryptoError('ENCRYPTION_REQUIRED', 'errors.encryptionRequired', 400)
  const keys = await jweKeys(platform)
  let payload: Record<string, unknown>
  try {
    const { plaintext } = await compactDecrypt(parsed.data.jwe, keys.privateKey, {
      keyManagementAlgorithms: ['ECDH-ES'],
      contentEncryptionAlgorithms: ['A256GCM'],
    })
    payload = JSON.parse(new TextDecoder().decode(plaintext))
  } catch {
    throw new CryptoError('BAD_ENCRYPTION', 'errors.badEncryption', 400)
  }
  const { iat, jti, ...rest } = payload
  const nowS = Math.floor(platform.ctx.now() / 1000)
  if (typeof iat !== 'number' || typeof jti !== 'string' || jti.length < 8 || jti.length > 64) throw new CryptoError('BAD_ENCRYPTION', 'errors.badEncryption', 400)
  if (iat < nowS - MAX_AGE_S || iat > nowS + 60) throw new CryptoError('STALE', 'errors.badEncryption', 400)
  const db = platform.ctx.db
  const inserted = db.transaction((tx) => {
    tx.delete(usedJwtIds).where(lt(usedJwtIds.expiresAt, platform.ctx.now())).run()
    return tx.insert(usedJwtIds).values({ jti, expiresAt: (iat + MAX_AGE_S + 60) * 1000 }).onConflictDoNothing().returning().get()
  })
  if (!inserted) throw new CryptoError('REPLAYED', 'errors.badEncryption', 400)
  return rest
}
