/**
 * Browser side of the calls marked E in spec §7 (DESIGN §3): their encrypted bodies, and the API
 * envelope every call resolves to. The calls themselves go through the typed client, client/api.ts.
 *
 * An E-call body is `{ jwe }`: the payload plus `iat` (seconds) and `jti`, encrypted with ECDH-ES
 * (P-256) and A256GCM to the gateway key published at GET /wps/system/jwks. `jose` is imported on
 * first use, so it loads only when a form is opened or submitted, never with the page — and only the
 * two modules used (key import, compact encryption), not the whole library (decision 0039).
 * @see product-spec §3 login form, registration user, change/forgot password; §7
 */

/** The envelope of DESIGN §2, as every account call answers, plus the HTTP facts a form needs. */
export interface Envelope<T = unknown> {
  success: boolean
  value?: T
  /** Translated by the server into the visitor's language. */
  message?: string
  code?: string
  /** Refused fields; `message` is translated, or an i18n key with `params` (password rules). */
  fields?: { field: string; message: string; rule?: string; params?: { min: number; max: number } }[]
  /** A failed login asks for a captcha from now on (spec §4 Login). */
  captcha?: boolean
  /** A login from an unfamiliar IP needs this extra code (spec §4). */
  verification?: { method: string; target: string; expiredMinutes?: number }
  /** Bounds of the rule a refused password broke. */
  params?: { min: number; max: number }
  /** Seconds until a throttled call may be repeated (body detail or Retry-After header). */
  retryAfterSeconds?: number
  /** HTTP status; 0 when the network failed. */
  status: number
}

interface PublicKey {
  key: CryptoKey | Uint8Array
  kid: string
  /** Server clock minus browser clock, in ms (from the Date header), so `iat` is the server's time. */
  skewMs: number
}

let keyPromise: Promise<PublicKey> | null = null

function loadKey(): Promise<PublicKey> {
  keyPromise ??= (async () => {
    const [{ importJWK }, res] = await Promise.all([import('jose/key/import'), fetch('/wps/system/jwks', { credentials: 'same-origin' })])
    if (!res.ok) throw new Error(`jwks ${res.status}`)
    const body = (await res.json()) as { value?: { keys?: Record<string, unknown>[] } }
    const jwk = body.value?.keys?.[0]
    if (!jwk || typeof jwk.kid !== 'string') throw new Error('jwks: no key')
    const serverDate = Date.parse(res.headers.get('date') ?? '')
    const skewMs = Number.isFinite(serverDate) ? serverDate - Date.now() : 0
    return { key: await importJWK(jwk as never, 'ECDH-ES'), kid: jwk.kid, skewMs: Math.abs(skewMs) > 2_000 ? skewMs : 0 }
  })()
  // A failed fetch is not cached: the next submit tries again.
  keyPromise.catch(() => {
    keyPromise = null
  })
  return keyPromise
}

/** Loads `jose` and the gateway key ahead of a submit (call when a form opens). Never throws. */
export function warmEncryption(): void {
  loadKey().catch(() => {})
}

function newJti(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // NOTE: randomUUID exists only in secure contexts; the encryption needs one too, but keep the id valid.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Encrypts an E-call payload for the gateway.
 * @example await api.session.login.$post({ json: await encryptBody({ username, password, type: 'username' }) })
 */
export async function encryptBody(payload: Record<string, unknown>): Promise<{ jwe: string }> {
  const [{ CompactEncrypt }, { key, kid, skewMs }] = await Promise.all([import('jose/jwe/compact/encrypt'), loadKey()])
  const claims = { ...payload, iat: Math.floor((Date.now() + skewMs) / 1000), jti: newJti() }
  const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(claims))).setProtectedHeader({ alg: 'ECDH-ES', enc: 'A256GCM', kid }).encrypt(key)
  return { jwe }
}

/** Forgets the cached key (after the gateway could not read a body: the key or the clock moved). */
export function resetEncryption(): void {
  keyPromise = null
}
