/**
 * The gateway's keys (DESIGN §3, decision 0032): the HS256 session-signing keys and the ECDH-ES
 * P-256 JWE keys, each with a kid, stored sealed by the platform (platform.keys). The current key
 * signs and is the first of the published JWK set; previous keys, until they retire, still verify
 * tokens (by the JWT header's kid, RFC 7515 §4.1.4) and decrypt bodies (by the JWE header's kid,
 * RFC 7516 §4.1.6). `npm run operator -- keys rotate` calls {@link rotateKeys}.
 */
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'
import type { Platform } from '../platform'

/** The kind of the session-signing keys (HS256, 32 random bytes, base64). */
export const JWT_KIND = 'JWT_HS256'
/** The kind of the JWE keys (a P-256 private JWK as JSON). */
export const JWE_KIND = 'JWE_ECDH_P256'

const randomJwtSecret = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64')

async function randomJweSecret(): Promise<string> {
  const { privateKey } = await generateKeyPair('ECDH-ES', { crv: 'P-256', extractable: true })
  return JSON.stringify(await exportJWK(privateKey))
}

/** HMAC keys by kid (a kid's secret never changes), per platform. */
const hmacKeys = new WeakMap<Platform, Map<string, Uint8Array>>()
function hmacKey(platform: Platform, k: { kid: string; secret: string }): Uint8Array {
  let m = hmacKeys.get(platform)
  if (!m) hmacKeys.set(platform, (m = new Map()))
  let key = m.get(k.kid)
  if (!key) m.set(k.kid, (key = new Uint8Array(Buffer.from(k.secret, 'base64'))))
  return key
}

/** The current session-signing key and its kid, created on first use. */
export function signingKey(platform: Platform): { kid: string; key: Uint8Array } {
  const k = platform.keys.getOrCreate(JWT_KIND, randomJwtSecret)
  return { kid: k.kid, key: hmacKey(platform, k) }
}

/**
 * The key that verifies a token whose header names `kid` (current or not yet retired), or null.
 * A token without a kid was signed before keys had one: the oldest live key is the one it could be.
 */
function verificationKey(platform: Platform, kid: string | undefined): { kid: string; key: Uint8Array } | null {
  const k = kid === undefined ? platform.keys.live(JWT_KIND).at(-1) : platform.keys.byKid(JWT_KIND, kid)
  return k ? { kid: k.kid, key: hmacKey(platform, k) } : null
}

/**
 * jose's key lookup (`jwtVerify(token, verifyingKey(platform), …)`) for a token signed with the
 * session-signing keys: the key its header's kid names, current or not yet retired; a token without
 * a kid (signed before keys had one) is tried with the oldest live key. `onKey`, when given, is told
 * the kid of the key handed to jose (the session cache records it, to drop the token when that key
 * retires).
 * @throws Error 'unknown kid' for a kid that is unknown, retired or revoked (jwtVerify then refuses the token)
 */
export function verifyingKey(platform: Platform, onKey?: (kid: string) => void): (header: { kid?: string }) => Uint8Array {
  return (header) => {
    const k = verificationKey(platform, header.kid)
    if (!k) throw new Error('unknown kid')
    onKey?.(k.kid)
    return k.key
  }
}

/** True while the signing key `kid` may still verify (not retired or revoked). */
export function isLiveSigningKid(platform: Platform, kid: string): boolean {
  return platform.keys.live(JWT_KIND).some((k) => k.kid === kid)
}

export interface JweKey {
  kid: string
  privateKey: CryptoKey
  publicJwk: JWK
}

/** Imported JWE keys by kid, per platform. */
const jweImported = new WeakMap<Platform, Map<string, Promise<JweKey>>>()
function importJwe(platform: Platform, k: { kid: string; secret: string }): Promise<JweKey> {
  let m = jweImported.get(platform)
  if (!m) jweImported.set(platform, (m = new Map()))
  let p = m.get(k.kid)
  if (!p) {
    m.set(
      k.kid,
      (p = (async () => {
        const jwk = JSON.parse(k.secret) as JWK
        const privateKey = (await importJWK(jwk, 'ECDH-ES')) as CryptoKey
        const { d: _d, ...pub } = jwk
        return { kid: k.kid, privateKey, publicJwk: { ...pub, kid: k.kid, alg: 'ECDH-ES', use: 'enc' } }
      })()),
    )
    p.catch(() => m.delete(k.kid))
  }
  return p
}

/**
 * The live JWE keys, the current one first (created on first use), then previous keys not yet
 * retired, newest first: what GET /wps/system/jwks publishes (clients encrypt to the first).
 */
export async function jweKeyRing(platform: Platform): Promise<JweKey[]> {
  if (!platform.keys.find(JWE_KIND)) {
    const secret = await randomJweSecret()
    platform.keys.getOrCreate(JWE_KIND, () => secret)
  }
  return Promise.all(platform.keys.live(JWE_KIND).map((k) => importJwe(platform, k)))
}

/** The JWE key a body's header names (`kid`), or the current key when it names none; undefined when unknown or retired. */
export async function jweKeyFor(platform: Platform, kid: string | undefined): Promise<JweKey | undefined> {
  if (kid === undefined) return (await jweKeyRing(platform))[0]
  const k = platform.keys.byKid(JWE_KIND, kid)
  return k ? importJwe(platform, k) : undefined
}

/**
 * Rotates both kinds: new current signing and JWE keys; the previous ones keep verifying and
 * decrypting until they retire (platform.keys.rotate), or stop at once with `revokePrevious`.
 * @returns the new kids and when the previous keys retire (UTC ms).
 */
export async function rotateKeys(platform: Platform, opts: { revokePrevious?: boolean } = {}) {
  const entries = [
    { kind: JWT_KIND, secret: randomJwtSecret() },
    { kind: JWE_KIND, secret: await randomJweSecret() },
  ]
  return platform.keys.rotate(entries, opts)
}
