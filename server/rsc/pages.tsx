/**
 * Page routes (spec §2 route table): each path renders a server component tree to Flight and, for
 * a document request, to HTML. `?_rsc` (or `Accept: text/x-component`) returns the Flight payload
 * for client navigation. Anonymous renders are served from the render cache.
 */
import type { Context, Hono } from 'hono'
import type { ReactNode } from 'react'
import type { AppEnv } from '../gateway/env'
import type { Platform } from '../platform'
import type { MemberInfo } from '../platform/member/members'
import { SESSION_COOKIE_RE, loadSession, readSessionCookie } from '../gateway/session'
import { tFor } from '../../shared/i18n'
import { LANGUAGE_COOKIE, resolveLanguage } from '../../shared/i18n/languages'
import { HSTS, SECURITY_HEADERS, isHttps } from '../app'
import { createRenderCache, pickEncoding, type CachedRender } from './render-cache'
import { Document } from '../pages/layout/document'
import { resolveRoute, type RouteMatch } from '../pages/routes'
import type { PageContext } from '../pages/context'

export interface PageRenderers {
  renderFlight: (element: ReactNode) => ReadableStream<Uint8Array>
  renderHtml: (flight: ReadableStream<Uint8Array>, opts: { nonce: string }) => Promise<ReadableStream<Uint8Array>>
  renderCache: boolean
}


function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** What a cached page is keyed by: brand, language, status, Flight or HTML, and the URL (host included: pages print absolute links such as the app QR codes) without `_rsc`. */
function cacheKey(brandCode: string, language: string, status: number, url: URL, accept: string | null) {
  const wantsFlight = url.searchParams.has('_rsc') || (accept ?? '').includes('text/x-component')
  url.searchParams.delete('_rsc')
  return { wantsFlight, key: `${brandCode}|${language}|${status}|${wantsFlight ? 'f' : 'h'}|${url.host}${url.pathname}${url.search}` }
}

function cachedHeaders(hit: Pick<CachedRender, 'contentType' | 'csp'>, enc: 'br' | 'gzip' | 'identity', state: 'hit' | 'miss'): Record<string, string> {
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS, 'Content-Type': hit.contentType, 'Content-Security-Policy': hit.csp,
    'Cache-Control': 'no-cache', Vary: 'Cookie, Accept-Encoding', 'X-Render-Cache': state,
  }
  if (enc !== 'identity') headers['Content-Encoding'] = enc
  return headers
}

const hitHeaders = new WeakMap<CachedRender, Record<'br' | 'gzip' | 'identity', Record<string, string>>>()

function cachedResponse(hit: CachedRender, acceptEncoding: string | null | undefined, state: 'hit' | 'miss'): Response {
  const enc = pickEncoding(acceptEncoding ?? undefined)
  const body = enc === 'br' ? hit.br : enc === 'gzip' ? hit.gzip : hit.identity
  let headers: Record<string, string>
  if (state === 'hit') {
    let all = hitHeaders.get(hit)
    if (!all) hitHeaders.set(hit, all = { br: cachedHeaders(hit, 'br', 'hit'), gzip: cachedHeaders(hit, 'gzip', 'hit'), identity: cachedHeaders(hit, 'identity', 'hit') })
    headers = all[enc]
  } else headers = cachedHeaders(hit, enc, state)
  return new Response(body as Uint8Array<ArrayBuffer>, { status: hit.status, headers })
}

const LANGUAGE_COOKIE_RE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`)

/**
 * Page routes plus the render cache's fast path. `serveCached` answers an anonymous GET straight
 * from the cache before any middleware runs (the lobby's hot path), or returns null so the request
 * takes the full route; whatever the full route renders for an anonymous visitor is cached.
 */
export function createPages(platform: Platform, r: PageRenderers, trustProxy = false) {
  const cache = createRenderCache()

  function serveCached(req: Request): Response | null {
    if (!r.renderCache || req.method !== 'GET') return null
    const cookie = req.headers.get('cookie') ?? ''
    if (SESSION_COOKIE_RE.test(cookie)) return null
    const state = platform.brand.lobbyState()
    // Region restriction depends on the visitor's IP: the full route decides.
    if (state.regionRestriction) return null
    const url = new URL(req.url)
    const match = resolveRoute(url.pathname)
    if (!match || match.kind === 'redirect') return null
    const language = resolveLanguage(url.searchParams.get('language') ?? LANGUAGE_COOKIE_RE.exec(cookie)?.[1] ?? null)
    const { key } = cacheKey(platform.brandCode, language, state.maintenance ? 1 : 0, url, req.headers.get('accept'))
    const hit = cache.get(key, state.version)
    if (!hit) return null
    const res = cachedResponse(hit, req.headers.get('accept-encoding'), 'hit')
    if (isHttps(req, trustProxy)) res.headers.set('Strict-Transport-Security', HSTS)
    return res
  }

  function mount(app: Hono<AppEnv>) { mountPages(app, r, cache) }

  return { serveCached, mount }
}

function mountPages(app: Hono<AppEnv>, r: PageRenderers, cache: ReturnType<typeof createRenderCache>) {
  async function render(c: Context<AppEnv>, match: RouteMatch, member: MemberInfo | null, passwordChangeRequired = false) {
    const { platform, language, ip } = c.var
    const url = new URL(c.req.url)
    const status = platform.brand.visitorStatus(ip)
    const anonymous = !member && !passwordChangeRequired && !readSessionCookie(c)
    // The region page shows the visitor's IP, so it is never shared.
    // Game pages carry a launch token (or launch one): never shared.
    const cacheable = r.renderCache && anonymous && status.status !== 2 && match.kind !== 'play' && match.kind !== 'seamless'
      && match.kind !== 'winners' // real wins change with every settled bet, not with the content version
    const version = platform.brand.contentVersion()
    const { wantsFlight, key } = cacheKey(platform.brandCode, language, status.status, url, c.req.header('accept') ?? null)
    const contentType = wantsFlight ? 'text/x-component; charset=utf-8' : 'text/html; charset=utf-8'

    if (cacheable) {
      const hit = cache.get(key, version)
      if (hit) return cachedResponse(hit, c.req.header('accept-encoding'), 'hit')
    }

    const nonce = newNonce()
    const ctx: PageContext = { platform, language, t: tFor(language), path: url.pathname, url, ip, nonce, status, route: match, loggedIn: member !== null, member, sessionId: member ? c.get('session')?.id ?? null : null, passwordChangeRequired }
    const flight = r.renderFlight(<Document ctx={ctx} />)
    const httpStatus = match.kind === 'notFound' ? 404 : status.status === 1 ? 503 : 200
    const csp = contentSecurityPolicy(nonce)
    const headers: Record<string, string> = { 'Content-Type': contentType, 'Content-Security-Policy': csp, 'Cache-Control': 'no-cache', Vary: 'Cookie, Accept-Encoding' }
    if (status.status === 1) headers['Retry-After'] = '300'
    const stream = wantsFlight ? flight : await r.renderHtml(flight, { nonce })
    if (!cacheable) return new Response(stream, { status: httpStatus, headers: { ...headers, 'X-Render-Cache': 'bypass' } })

    const entry = cache.set(key, { version, status: httpStatus, contentType, csp, identity: await bytesOf(stream) })
    return cachedResponse(entry, c.req.header('accept-encoding'), 'miss')
  }

  app.get('*', loadSession, async (c, next) => {
    const session = c.get('session')
    // A session that must change its password (decision 0030) gets the page a visitor gets, with the
    // forced change-password dialog over it: none of the member's data or actions until the change.
    const passwordChangeRequired = !!session && c.get('platform').passwords.changeRequired(session.memberId, session.loginType)
    const member = session && !passwordChangeRequired ? c.get('platform').members.info(session.memberId) : null
    const match = resolveRoute(c.req.path, member)
    if (!match) return next()
    if (match.kind === 'redirect') return c.redirect(match.to + (c.req.query('_rsc') !== undefined ? '?_rsc=1' : ''), 302)
    return render(c, match, member, passwordChangeRequired)
  })
}
