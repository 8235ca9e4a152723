/**
 * The guest live chat's cookie (issue 18 "Live chat reachable before login", decision 0059): a
 * visitor who starts a chat without signing in gets a signed, HttpOnly, SameSite=Lax cookie naming
 * its guest id, so a reload (or a new tab) keeps the conversation. The token is a JWT, HS256 with the
 * gateway's session-signing keys (keyring.ts: current key signs, previous keys verify until retired)
 * under its own audience `<brand>:guest-chat`, so it is never taken for a session token or a social
 * login cookie, nor they for it. Valid 30 days; a forged, expired or foreign cookie is no guest.
 * The routes that use it are in support.ts (chatRelays).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { SignJWT, jwtVerify } from 'jose'
import type { AppEnv } from './env'
import { fail } from './envelope'
import { signingKey, verifyingKey } from './keyring'
import type { Platform } from '../platform'

/** The guest chat's cookie, sent only to the chat calls (/wps/relay). */
export const GUEST_COOKIE = 'guest_chat'
const COOKIE_PATH = '/wps/relay'
/** How long a guest's browser keeps its conversation: 30 days (ms). */
export const GUEST_COOKIE_MS = 30 * 24 * 60 * 60_000
const ALG = 'HS256'
const audience = (platform: Platform) => `${platform.brandCode}:guest-chat`

/** A signed token naming guest `guestId`, valid {@link GUEST_COOKIE_MS} from the platform's clock. */
export async function signGuestToken(platform: Platform, guestId: number): Promise<string> {
  const { kid, key } = signingKey(platform)
  const now = platform.now()
  return new SignJWT({})
    .setProtectedHeader({ alg: ALG, kid })
    .setSubject(String(guestId))
    .setAudience(audience(platform))
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor((now + GUEST_COOKIE_MS) / 1000))
    .sign(key)
}

/** The guest id a token names, or null (missing, forged, another audience, expired, unknown key, or no such guest). */
export async function guestFromToken(platform: Platform, token: string | undefined): Promise<number | null> {
  if (!token || token.length > 2048) return null
  try {
    const { payload } = await jwtVerify(token, verifyingKey(platform), {
      algorithms: [ALG],
      audience: audience(platform),
      currentDate: new Date(platform.now()),
      requiredClaims: ['exp', 'iat', 'sub'],
    })
    const id = /^[1-9][0-9]{0,15}$/.test(payload.sub ?? '') ? Number(payload.sub) : 0
    return id && platform.chat.guest(id) ? id : null
  } catch {
    return null
  }
}

/** Sets the guest cookie for `guestId` on the answer. */
export async function setGuestCookie(c: Context<AppEnv>, guestId: number): Promise<void> {
  const token = await signGuestToken(c.get('platform'), guestId)
  setCookie(c, GUEST_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure: c.get('https') === true, path: COOKIE_PATH, maxAge: Math.floor(GUEST_COOKIE_MS / 1000) })
}

/**
 * Middleware: the request's guest (`c.var.guestId`) from its cookie, or 401 GUEST_CHAT_NONE with
 * the translated "start the chat again" text.
 */
export const requireGuest: MiddlewareHandler<AppEnv & { Variables: { guestId: number } }> = async (c, next) => {
  const id = await guestFromToken(c.get('platform'), getCookie(c, GUEST_COOKIE))
  if (!id) return fail(c, 401, 'GUEST_CHAT_NONE', 'support.errors.guestGone')
  c.set('guestId', id)
  await next()
}
