/**
 * Token links (spec §4 "A token from URL query … triggers member info load at startup", DESIGN §3
 * "A token in the page's query (`?token=`) is exchanged for the cookie and removed from the URL").
 *
 * A page request carrying `?token=<session JWT>` never renders: it answers 303 to the same path and
 * query without the token, with `Referrer-Policy: no-referrer` and `Cache-Control: no-store`, so the
 * token leaves the address bar at once, never becomes a history entry (a redirect replaces it), is
 * never sent as a Referer and never reaches the render cache's keys. A valid link sets the session
 * cookie of the session it names; each session's link signs in once (its id is claimed in
 * `used_jwt_ids` until the session's expiry). A malformed, forged, expired, revoked, other-brand or
 * already used token signs nobody in: the redirect carries `?signin=link-refused`, which the page
 * turns into a translated notice and strips from the address bar (server/pages/layout/token-link-notice.tsx).
 * Decision 0048.
 * @see product-spec §4 Login; DESIGN §3
 */
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppEnv } from './env'
import { sessionFromToken, setSessionCookie } from './session'

/** The query parameter a token link carries (DESIGN §3). */
export const TOKEN_LINK_PARAM = 'token'
/** The query flag of a refused link, read by the page's notice. */
export const TOKEN_LINK_FLAG = 'signin'
/** Its value. */
export const TOKEN_LINK_REFUSED = 'link-refused'

/** A compact JWS (three base64url parts), at most 4 KB; exactly one `token` value. */
const TokenLinkSchema = z
  .array(
    z
      .string()
      .max(4096)
      .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/),
  )
  .length(1)

/** Paths whose `token` query is not a session's: the embedded vendors' game pages carry their launch token. */
const NOT_A_LINK = /^\/play\//

/**
 * Exchanges a page URL's session token for the session cookie, once, and redirects to the URL
 * without it. Mounted on GET before the page routes (server/app.ts); requests without the
 * parameter pass through untouched.
 */
export const tokenLink: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Every page GET passes here: only a URL that names the parameter is parsed.
  if (c.req.method !== 'GET' || c.req.query(TOKEN_LINK_PARAM) === undefined || NOT_A_LINK.test(c.req.path)) return next()
  const url = new URL(c.req.url)
  const parsed = TokenLinkSchema.safeParse(url.searchParams.getAll(TOKEN_LINK_PARAM))
  url.searchParams.delete(TOKEN_LINK_PARAM)
  url.searchParams.delete(TOKEN_LINK_FLAG)
  const platform = c.get('platform')
  let signedIn = false
  if (parsed.success) {
    const token = parsed.data[0]!
    const session = await sessionFromToken(platform, token)
    // Once per session: the claim is an INSERT … ON CONFLICT DO NOTHING, so two links racing sign in one.
    if (session && platform.keys.claimJti(`token-link:${session.id}`, session.expiresAt)) {
      setSessionCookie(c, token, session)
      signedIn = true
    }
  }
  if (!signedIn) url.searchParams.set(TOKEN_LINK_FLAG, TOKEN_LINK_REFUSED)
  c.header('Referrer-Policy', 'no-referrer')
  c.header('Cache-Control', 'no-store')
  return c.redirect(`${url.pathname}${url.search}`, 303)
}
