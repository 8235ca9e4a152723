/**
 * Secrets at rest (DESIGN §1 "Secrets", decision 0032): every secret the platform stores (session
 * signing keys, JWE private keys, vendor HMAC secrets) is sealed with AES-256-GCM (NIST SP 800-38D)
 * under the key-encryption key (KEK) the process gets from its environment, so a copied platform.db
 * alone yields nothing usable.
 *
 * A sealed value is `v1:<kekId>:<nonce>:<ciphertext+tag>` (the last three base64url): a random
 * 96-bit nonce per seal, a 128-bit tag, and the row's identity (table, kind or vendor, kid) as the
 * additional authenticated data, so a sealed value copied into another row does not open.
 * `kekId` names the KEK (an HMAC of a fixed label under it, not the key) so that opening a value
 * with the wrong key fails with a message that says so.
 */
import { createCipheriv, createDecipheriv, createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto'

/** The key-encryption key: 32 bytes held as a KeyObject (never printed), and its public id. */
export interface SecretsKey {
  /** 8 base64url characters naming this key in sealed values (not secret). */
  readonly id: string
  readonly key: KeyObject
}

/** Why a secret could not be sealed or opened; `code` is stable, `message` names the fix. */
export class SecretsError extends Error {
  constructor(
    readonly code: 'SECRETS_KEY_MISSING' | 'SECRETS_KEY_MISMATCH' | 'SECRET_CORRUPT',
    message: string,
  ) {
    super(message)
    this.name = 'SecretsError'
  }
}

const PREFIX = 'v1:'
const NONCE_BYTES = 12
const TAG_BYTES = 16

/**
 * Wraps 32 raw bytes as the KEK.
 * @throws RangeError when `bytes` is not exactly 32 bytes long.
 */
export function secretsKeyFrom(bytes: Uint8Array): SecretsKey {
  if (bytes.length !== 32) throw new RangeError('the secrets key must be 32 bytes')
  const id = createHmac('sha256', bytes).update('lobby secrets key id').digest('base64url').slice(0, 8)
  return { id, key: createSecretKey(Buffer.from(bytes)) }
}

/** True when `stored` is a sealed value (rows an earlier version wrote hold the plain secret). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX)
}

/** The id of the KEK a sealed value was sealed under, or null for a plain value. */
export function sealedUnder(stored: string): string | null {
  return isSealed(stored) ? (stored.split(':')[1] ?? null) : null
}

/**
 * Seals `plain` (UTF-8) under `kek`, bound to `aad` (the row's identity, e.g. `server_keys:JWT_HS256:<kid>`).
 * @returns `v1:<kekId>:<nonce>:<ciphertext+tag>`
 */
export function seal(kek: SecretsKey, plain: string, aad: string): string {
  const nonce = randomBytes(NONCE_BYTES)
  const cipher = createCipheriv('aes-256-gcm', kek.key, nonce, { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(aad, 'utf8'))
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return `${PREFIX}${kek.id}:${nonce.toString('base64url')}:${body.toString('base64url')}`
}

/**
 * Opens a value sealed by {@link seal} with the same `aad`.
 * @throws SecretsError SECRETS_KEY_MISMATCH (sealed under another KEK), SECRET_CORRUPT (not a
 * sealed value, altered, or moved to another row).
 */
export function unseal(kek: SecretsKey, stored: string, aad: string): string {
  const parts = stored.split(':')
  if (parts.length !== 4 || parts[0] !== 'v1') throw new SecretsError('SECRET_CORRUPT', `the secret of ${aad} is not a sealed value`)
  if (parts[1] !== kek.id) throw mismatch(parts[1]!, kek)
  const nonce = Buffer.from(parts[2]!, 'base64url')
  const body = Buffer.from(parts[3]!, 'base64url')
  if (nonce.length !== NONCE_BYTES || body.length < TAG_BYTES) throw new SecretsError('SECRET_CORRUPT', `the secret of ${aad} is damaged`)
  try {
    const decipher = createDecipheriv('aes-256-gcm', kek.key, nonce, { authTagLength: TAG_BYTES })
    decipher.setAAD(Buffer.from(aad, 'utf8'))
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES))
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8')
  } catch {
    throw new SecretsError('SECRET_CORRUPT', `the secret of ${aad} does not open under this SECRETS_KEY (altered or moved)`)
  }
}

/** The error for a value sealed under another KEK (names both ids, never a key). */
export function mismatch(storedId: string, kek: SecretsKey): SecretsError {
  return new SecretsError(
    'SECRETS_KEY_MISMATCH',
    `platform.db's secrets are sealed under another SECRETS_KEY (key id ${storedId}; this process has ${kek.id}). Start with the key the database was sealed under.`,
  )
}

/** The error for a secret needed by a platform created without a KEK. */
export function missingKey(what: string): SecretsError {
  return new SecretsError('SECRETS_KEY_MISSING', `${what} needs the secrets key: pass secretsKey to createPlatform (SECRETS_KEY or SECRETS_KEY_FILE)`)
}
