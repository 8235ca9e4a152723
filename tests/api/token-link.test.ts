/**
 * Token links (spec §4 "A token from URL query … triggers member info load", DESIGN §3, decision
 * 0048): a page URL with `?token=<session JWT>` answers 303 to the same URL without the token
 * (no-referrer, no-store), setting the session cookie once per session; a forged, expired, revoked
 * or used token signs nobody in and the redirect carries the refused flag.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { createTestApp } from '../fixtures/app'
import { signIn, sessionToken } from '../fixtures/api-client'

let offset = 0
const t = createTestApp({ now: () => Date.now() + offset })
afterAll(() => t.cleanup())

/** Opens a link as a browser's navigation would (no cookie yet). */
const open = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers: { accept: 'text/html', ...headers } })

/** The `sid` cookie a response sets, as a browser would send it back. */
function cookieOf(res: Response): string | null {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('sid='))
  return set ? set.split(';')[0]! : null
}

/** Who the cookie signs in, through the member info call; null when nobody. */
async function whoIs(cookie: string | null): Promise<string | null> {
  if (!cookie) return null
  const res = await t.app.request('/wps/member/info', { headers: { cookie } })
  if (res.status !== 200) return null
  return ((await res.json()) as { value: { userName: string } }).value.userName
}

describe('token links', () => {
  it('signs the visitor in and redirects to the same URL without the token, leaving no referrer and nothing cached', async () => {
    const m = await signIn(t, 'tlink')
    const res = await open(`/rng?vassalage=PP&token=${m.token}&language=ty`)
    expect(res.status).toBe(303)
    const location = res.headers.get('location')!
    expect(location).toBe('/rng?vassalage=PP&language=ty')
    expect(location).not.toContain(m.token)
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const cookie = cookieOf(res)
    expect(cookie).toBe(`sid=${m.token}`)
    expect(await whoIs(cookie)).toBe(m.account)
  })

  it('signs in only once per link: the same token opened again is refused', async () => {
    const m = await signIn(t, 'tlonce')
    const first = await open(`/?token=${m.token}`)
    expect(first.headers.get('location')).toBe('/')
    expect(await whoIs(cookieOf(first))).toBe(m.account)
    const again = await open(`/?token=${m.token}`)
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe('/?signin=link-refused')
    expect(cookieOf(again)).toBeNull()
  })

  it('lets one of 20 simultaneous openings of a link sign in', async () => {
    const m = await signIn(t, 'tlrace')
    const answers = await Promise.all(Array.from({ length: 20 }, () => open(`/promotions?token=${m.token}`)))
    expect(answers.every((r) => r.status === 303)).toBe(true)
    expect(answers.filter((r) => cookieOf(r) !== null)).toHaveLength(1)
    expect(answers.filter((r) => r.headers.get('location') === '/promotions?signin=link-refused')).toHaveLength(19)
  })

  it('refuses a forged, malformed, revoked or expired token, signing nobody in', async () => {
    const m = await signIn(t, 'tlbad')
    const forged = await new SignJWT({ sid: m.session.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(m.id))
      .setAudience('TEST')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-brand-key-not-the-brand-key'))
    const revokedToken = await sessionToken(t, m.id)
    const revokedSid = JSON.parse(Buffer.from(revokedToken.split('.')[1]!, 'base64url').toString()).sid as string
    t.platform.sessions.revoke(revokedSid)
    for (const bad of [forged, 'not-a-token', `${m.token}x`, revokedToken, '']) {
      const res = await open(`/?token=${encodeURIComponent(bad)}`)
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe('/?signin=link-refused')
      expect(cookieOf(res)).toBeNull()
    }
    // Two tokens at once are no link either.
    const two = await open(`/?token=${m.token}&token=${m.token}`)
    expect(two.headers.get('location')).toBe('/?signin=link-refused')
    // The link of a session past its absolute expiry.
    const late = await sessionToken(t, m.id)
    offset += 25 * 3_600_000
    try {
      const res = await open(`/?token=${late}`)
      expect(res.headers.get('location')).toBe('/?signin=link-refused')
      expect(cookieOf(res)).toBeNull()
    } finally {
      offset -= 25 * 3_600_000
    }
    // The member's own session was not used by any of these and still signs in once.
    expect(await whoIs(cookieOf(await open(`/?token=${m.token}`)))).toBe(m.account)
  })

  it('leaves the launch token of the embedded game pages and the API alone', async () => {
    const m = await signIn(t, 'tlplay')
    const play = await open(`/play/INHOUSE/dice?token=${m.token}`)
    expect(play.status).not.toBe(303)
    const api = await t.app.request(`/wps/system/jwks?token=${m.token}`)
    expect(api.status).toBe(200)
  })
})
