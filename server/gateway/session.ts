/**
 * Sessions at the edge (DESIGN §3): a JWT (HS256, jose, with the kid of its key: decision 0032)
 * naming a platform session, sent as an httpOnly SameSite=Lax cookie (`__Host-sid`, Secure, over
 * HTTPS; `sid` over plain HTTP) and accepted as `Authorization: Bearer`.
 * Verification requires exp, iat, aud (the brand) and sid, and allows exactly one algorithm; the
 * platform session must still be live. State-changing calls need a JSON body and, when the browser
 * sends one, an Origin of this host (CSRF).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { SignJWT, jwtVerify } from 'jose'
import type { AppEnv, SessionEnv } from './env'
import type { Platform } from '../platform'
import type { ActiveSession, LoginType } from '../platform/member/sessions'
import { clientMistake, fail } from './envelope'
import { isLiveSigningKid, signingKey, verifyingKey } from './keyring'

/** The session cookie's name over plain HTTP. */
export const SESSION_COOKIE = 'sid'
/**
 * Its name over HTTPS: the `__Host-` prefix (RFC 6265bis §4.1.3.2) makes the browser keep it only
 * when Secure, Path=/ and without Domain, so a sibling subdomain cannot plant or shadow it.
 */
export const SECURE_SESSION_COOKIE = '__Host-sid'
/** Matches a Cookie header carrying a session cookie under either name (the render cache's bypass). */
export const SESSION_COOKIE_RE = /(?:^|;\s*)(?:__Host-)?sid=/
const ALG = 'HS256'

/** Signs the token of a session (exp = the session's absolute expiry) with the current key, naming its kid. */
export async function signSessionToken(platform: Platform, session: ActiveSession): Promise<string> {
  const { kid, key } = signingKey(platform)
  return new SignJWT({ sid: session.id, typ: session.loginType })
    .setProtectedHeader({ alg: ALG, kid })
    .setSubject(String(session.memberId))
    .setAudience(platform.brandCode)
    .setIssuedAt(Math.floor(platform.now() / 1000))
    .setExpirationTime(Math.floor(session.expiresAt / 1000))
    .sign(key)
}

/** What a verified token says (exp in UTC ms) and the kid of the key that verified it. */
interface VerifiedClaims {
  sid: string
  sub: string
  exp: number
  kid: string
}

/** Tokens whose signature and claims were verified, per platform (the hot path of every signed-in call). */
const verifiedTokens = new WeakMap<Platform, Map<string, VerifiedClaims>>()
/** Cache bound: past it the map is cleared wholesale (a few MB at most). */
const MAX_VERIFIED_TOKENS = 20_000

/**
 * The token's claims: from the cache when this exact token was verified before (its signature
 * cannot have changed, so only the expiry and its key's retirement are checked again), else from
 * `jwtVerify` with the key its header's kid names (current or previous, keyring.ts).
 * @throws when the token is not valid (bad signature, unknown or retired kid, wrong audience, expired, claims missing)
 */
async function verifiedClaims(platform: Platform, token: string): Promise<VerifiedClaims> {
  let cache = verifiedTokens.get(platform)
  if (!cache) verifiedTokens.set(platform, (cache = new Map()))
  const now = platform.now()
  const hit = cache.get(token)
  if (hit) {
    if (hit.exp > now && isLiveSigningKid(platform, hit.kid)) return hit
    cache.delete(token)
    throw new Error('token expired or its key retired')
  }
  let kid = ''
  const keyFor = verifyingKey(platform, (k) => {
    kid = k
  })
  const { payload } = await jwtVerify(token, keyFor, {
    algorithms: [ALG],
    audience: platform.brandCode,
    requiredClaims: ['exp', 'iat', 'sub', 'sid'],
    currentDate: new Date(now),
  })
  const claims = { sid: String(payload.sid), sub: String(payload.sub), exp: payload.exp! * 1000, kid }
  if (cache.size >= MAX_VERIFIED_TOKENS) cache.clear()
  cache.set(token, claims)
  return claims
}

/**
 * The live session a token names, or null (bad signature, wrong audience, expired, revoked).
 * A token is verified once (jose) and then recognised by its exact text until it expires; the
 * platform session behind it is checked on every call, so a revoked session ends at once.
 */
export async function sessionFromToken(platform: Platform, token: string): Promise<ActiveSession | null> {
  try {
    return liveSession(platform, await verifiedClaims(platform, token))
  } catch {
    return null
  }
}

/** The platform session verified claims name, when it is live and its member's. */
function liveSession(platform: Platform, claims: VerifiedClaims): ActiveSession | null {
  const s = platform.sessions.validate(claims.sid)
  return s && String(s.memberId) === claims.sub ? s : null
}

/**
 * The live session of a token this process verified before, synchronously (the render cache's fast
 * path for signed-in pages, decision 0038): null when the token is not recognised here, expired, its
 * key retired, or its session is no longer live — the request then takes the full route, whose
 * `loadSession` verifies the token (and clears a dead cookie).
 */
export function recognisedSession(platform: Platform, token: string): ActiveSession | null {
  const hit = verifiedTokens.get(platform)?.get(token)
  if (!hit || hit.exp <= platform.now() || !isLiveSigningKid(platform, hit.kid)) return null
  return liveSession(platform, hit)
}

/**
 * Whether the request came over HTTPS as the server trusts it: the `https` variable the app sets
 * (the URL's scheme, or X-Forwarded-Proto only with TRUST_PROXY=on: server/app.ts isHttps), else the URL.
 */
function isHttpsRequest<E extends AppEnv>(c: Context<E>): boolean {
  return c.get('https') ?? c.req.url.startsWith('https:')
}

/** The session cookie's name for this request's scheme: `__Host-sid` over HTTPS, `sid` over plain HTTP. */
export function sessionCookieName<E extends AppEnv>(c: Context<E>): string {
  return isHttpsRequest(c) ? SECURE_SESSION_COOKIE : SESSION_COOKIE
}

/** The session cookie of this request under the name that fits its scheme, or undefined. */
export function readSessionCookie<E extends AppEnv>(c: Context<E>): string | undefined {
  return getCookie(c, sessionCookieName(c))
}

/** Sets the session cookie: httpOnly, SameSite=Lax, Path=/; over HTTPS named `__Host-sid` and Secure. */
export function setSessionCookie<E extends AppEnv>(c: Context<E>, token: string, session: ActiveSession) {
  const https = isHttpsRequest(c)
  setCookie(c, https ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure: https, path: '/', expires: new Date(session.expiresAt) })
}

/** Clears the session cookie under both names (a deployment may have moved between HTTP and HTTPS). */
export function clearSessionCookie<E extends AppEnv>(c: Context<E>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/' })
  deleteCookie(c, SECURE_SESSION_COOKIE, { path: '/', secure: true })
}

function tokenOf<E extends AppEnv>(c: Context<E>): string | undefined {
  const auth = c.req.header('authorization')
  if (auth?.startsWith('Bearer ')) return auth.slice(7)
  return readSessionCookie(c)
}

/** Loads the session when a token comes with the request (sets the `session` variable, else leaves it undefined). */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = tokenOf(c)
  if (token) {
    const session = await sessionFromToken(c.get('platform'), token)
    if (session) c.set('session', session)
    else if (readSessionCookie(c)) clearSessionCookie(c)
  }
  await next()
}

/**
 * 401 NOT_LOGGED_IN unless a live session came with the request. Typed (`SessionEnv`) so the
 * handlers after it read a non-null `c.var.session`.
 * @example .get('/info', requireSession, (c) => ok(c, platform.members.info(c.var.session.memberId)))
 */
export const requireSession = createMiddleware<SessionEnv>(async (c, next) => {
  const session: ActiveSession | undefined = c.get('session')
  if (!session) return fail(c, 401, 'NOT_LOGGED_IN', 'errors.notLoggedIn')
  await next()
})

/** The origin (`scheme://host[:port]`) of an Origin or Referer header, or null when it is not an absolute http(s) URL. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * CSRF (DESIGN §3): POST, PUT, PATCH and DELETE under /wps and /lgw need a JSON content type when
 * they carry a body, and an Origin (or Referer) of this host when the browser sends one; an
 * Origin or Referer that is not an absolute http(s) URL is refused (403 CSRF, issue 14 §4).
 */
export const csrfGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next()
  const claimed = c.req.header('origin') ?? c.req.header('referer')
  const origin = claimed === undefined || claimed === 'null' ? claimed : originOf(claimed)
  // An Origin or Referer that is not an absolute URL names no page we could trust: refused, never a throw.
  if (origin === null) return clientMistake(c, 403, 'CSRF', 'errors.badOrigin')
  if (origin && origin !== 'null' && new URL(origin).host !== new URL(c.req.url).host) return fail(c, 403, 'CSRF', 'errors.forbidden')
  if (origin === 'null') return fail(c, 403, 'CSRF', 'errors.forbidden')
  // A cross-site form can only send form or text content types, never application/json.
  const type = c.req.header('content-type')
  // Uploads (multipart) only with this host's Origin or a bearer token, which a cross-site form cannot send.
  if (type?.startsWith('multipart/form-data') && (origin || c.req.header('authorization')?.startsWith('Bearer '))) return next()
  if (type && !type.startsWith('application/json')) return fail(c, 415, 'JSON_ONLY', 'errors.jsonOnly')
  await next()
}

export type { LoginType }
