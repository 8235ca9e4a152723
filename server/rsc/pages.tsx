/**
 * Page routes (spec §2 route table): each path renders a server component tree to Flight and, for
 * a document request, to HTML. `?_rsc` (or `Accept: text/x-component`) returns the Flight payload
 * for client navigation. Anonymous renders are served from the render cache.
 */
import type { Context, Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { NONCE } from 'hono/secure-headers'
import type { ReactNode } from 'react'
import type { AppEnv, AppVariables } from '../gateway/env'
import { oneLine, safePath } from '../gateway/envelope'
import type { VisitorStatus } from '../platform/brand/brand'
import type { Platform } from '../platform'
import type { MemberInfo } from '../platform/member/members'
import { viewerClassOf, type ViewerClass } from '../../shared/member'
import { isOwnList } from '../pages/games/list-url'
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_COOKIE_RE, loadSession, readSessionCookie, recognisedSession } from '../gateway/session'
import { tFor } from '../../shared/i18n'
import { LANGUAGE_COOKIE, resolveLanguage } from '../../shared/i18n/languages'
import { HSTS, SECURITY_HEADERS, isHttps, securityHeaders } from '../app'
import { acceptsGzip, compress, createRenderCache, pickEncoding, type CachedRender } from './render-cache'
import { compressStream } from './compress-stream'
import { keptBytes, plainBytes, splicedGzip, type KeptBytes, type Piece } from './spliced-gzip'
import { Document, PageContent, hasFrame } from '../pages/layout/document'
import { FRAME_NONCE, createFrameCache, framedDocument, framedFlight, renderFrame, type Frame, type FrameRenderers } from './frame'
import { FRAME_LENGTH_HEADER, FRAME_REQUEST_HEADER, RELOAD_HEADER } from '../../shared/frame'
import { analyticsSources } from '../pages/layout/analytics-tag'
import { resolveRoute, type PageMatch, type Share } from '../pages/routes'
import type { PageContext } from '../pages/context'
import { islandTexts } from '../pages/shared/island-texts'

export interface PageRenderers extends FrameRenderers {
  renderFlight: (element: ReactNode) => ReadableStream<Uint8Array>
  renderHtml: (flight: ReadableStream<Uint8Array>, opts: { nonce: string }) => Promise<ReadableStream<Uint8Array>>
  renderCache: boolean
  /** Keep frames between requests (decision 0064); off in development, where the code changes under them. */
  keepFrames?: boolean
  /** Sources the game frame may load beside the lobby (CSP frame-src): `https:` when an aggregator such as Hub88 is connected (decision 0046). */
  frameSources?: string[]
}

/**
 * The policy of pages: scripts from the lobby, and inline ones only with the response's nonce, which
 * hono/secure-headers draws (`NONCE`) and the render reads as `c.var.secureHeadersNonce`; Google's
 * tag and measurement origins only while the brand has an analytics tag id (decision 0048).
 */
const pageHeadersFor = (frameSources: string[]) =>
  securityHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, analyticsSources('scriptSrc')],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', analyticsSources('imgSrc')],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", analyticsSources('connectSrc')],
      frameSrc: ["'self'", ...frameSources],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  })

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/**
 * What a cached page is keyed by: brand, language, status, viewer class (decision 0038), Flight or
 * HTML, and the URL (host included: pages print absolute links such as the app QR codes) without `_rsc`.
 */
function cacheKey(brandCode: string, language: string, status: number, viewer: ViewerClass, url: URL, accept: string | null, framedClient: boolean) {
  // Most requests have no `_rsc`: their query string is left alone (URLSearchParams costs a fifth of the cached path).
  const rsc = url.search.includes('_rsc') && url.searchParams.has('_rsc')
  const wantsFlight = rsc || (accept ?? '').includes('text/x-component')
  if (rsc) url.searchParams.delete('_rsc')
  // A framed page's navigation gets the frame's Flight and the content's (decision 0064), another page's the whole document's.
  const kind = wantsFlight ? (framedClient ? 'F' : 'f') : 'h'
  return { wantsFlight, key: `${brandCode}|${language}|${status}|${viewer}|${kind}|${url.host}${url.pathname}${url.search}` }
}

/**
 * Whether a render may be shared with every viewer of its class (route table `share`, decision
 * 0038): visitors share every page but `none`; signed-in viewers share `everyone` pages, except a
 * game list of the member's own favourites or recent games.
 */
export function sharedRender(match: PageMatch & { share: Share }, viewer: ViewerClass, url: URL): boolean {
  if (match.share === 'none') return false
  if (viewer === 'guest') return true
  return match.share === 'everyone' && !(match.kind === 'gameList' && isOwnList(url))
}

/** A render of the cache; a fresh one has no `csp` yet: `pageHeaders` writes it, then it is stored. A framed navigation's carries its frame's Flight length. */
type Servable = Omit<CachedRender, 'csp'> & { csp?: string; frameLength?: number }

/** What a page's answer varies by besides its URL: the session, the encoding, and whether a navigation came from a framed page (decision 0064). */
const PAGE_VARY = `Cookie, Accept-Encoding, ${FRAME_REQUEST_HEADER}`

/** The answer asking a framed page to load the URL whole (decision 0064): a page without a frame, or a frame that cannot be kept. */
const reloadAnswer = (c: Context) => c.body(null, 200, { [RELOAD_HEADER]: '1', 'Cache-Control': 'no-store', Vary: PAGE_VARY })

function cachedHeaders(hit: Servable, enc: 'br' | 'gzip' | 'identity', state: 'hit' | 'miss'): Record<string, string> {
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'Content-Type': hit.contentType,
    'Cache-Control': 'no-cache',
    Vary: PAGE_VARY,
    'X-Render-Cache': state,
  }
  if (hit.csp) headers['Content-Security-Policy'] = hit.csp
  if (hit.frameLength !== undefined) headers[FRAME_LENGTH_HEADER] = String(hit.frameLength)
  if (enc !== 'identity') headers['Content-Encoding'] = enc
  return headers
}

/**
 * A hit's answers, one per encoding, made once: each hit is served as a clone (~0.7 µs; a Response
 * built from the headers object costs ~5 µs, a fifth of the fast path). A clone shares the body's
 * bytes and has headers of its own, so adding HSTS to one changes no other.
 */
const hitResponses = new WeakMap<Servable, Partial<Record<'br' | 'gzip' | 'identity', Response>>>()

function bodyOf(hit: Servable, enc: 'br' | 'gzip' | 'identity'): Uint8Array<ArrayBuffer> {
  return (enc === 'br' ? hit.br : enc === 'gzip' ? hit.gzip : hit.identity) as Uint8Array<ArrayBuffer>
}

function cachedResponse(hit: Servable, acceptEncoding: string | null | undefined, state: 'hit' | 'miss'): Response {
  const enc = pickEncoding(acceptEncoding ?? undefined)
  if (state === 'miss') return new Response(bodyOf(hit, enc), { status: hit.status, headers: cachedHeaders(hit, enc, state) })
  let answers = hitResponses.get(hit)
  if (!answers) hitResponses.set(hit, (answers = {}))
  const answer = (answers[enc] ??= new Response(bodyOf(hit, enc), { status: hit.status, headers: cachedHeaders(hit, enc, 'hit') }))
  return answer.clone()
}

/**
 * How stale (ms) the render cache's fast path may read the brand's content version and status
 * flags when another process changed them (the operator command); this process's own changes count
 * at once. At 20,000 pages/s it reads SQLite's data_version once per ~100 requests instead of each.
 */
export const LOBBY_STATE_MAX_AGE_MS = 5

const LANGUAGE_COOKIE_RE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`)

/** The session cookie's value under the name of the request's scheme (server/gateway/session.ts). */
const SESSION_VALUE_RE = { plain: new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`), secure: new RegExp(`(?:^|;\\s*)${SECURE_SESSION_COOKIE}=([^;]*)`) }

/**
 * Page routes plus the render cache's fast path. `serveCached` answers a GET straight from the
 * cache before any middleware runs (the lobby's hot path), or returns null so the request takes the
 * full route; whatever the full route renders for a viewer class is cached. A signed-in request
 * takes the fast path when its token was verified before in this process and its session is live
 * (decision 0038): the same checks as the full route (live session, no forced password change, the
 * route guard, the route table's `share`), without the middleware.
 */
export function createPages(platform: Platform, r: PageRenderers, trustProxy = false) {
  // The best-level brotli pass runs in production only: dev servers and tests render pages once each.
  const cache = createRenderCache(undefined, process.env.NODE_ENV === 'production')

  function serveCached(req: Request): Response | null {
    if (!r.renderCache || req.method !== 'GET') return null
    const cookie = req.headers.get('cookie') ?? ''
    const https = isHttps(req, trustProxy)
    let signedIn: MemberInfo | null = null
    if (SESSION_COOKIE_RE.test(cookie)) {
      const token = (https ? SESSION_VALUE_RE.secure : SESSION_VALUE_RE.plain).exec(cookie)?.[1]
      const session = token ? recognisedSession(platform, token) : null
      if (!session || platform.passwords.changeRequired(session.memberId, session.loginType)) return null
      signedIn = platform.members.info(session.memberId)
    }
    // Read at most every LOBBY_STATE_MAX_AGE_MS: an operator's change from another process shows that much later at most.
    const state = platform.brand.lobbyState(LOBBY_STATE_MAX_AGE_MS)
    // Region restriction depends on the visitor's IP: the full route decides.
    if (state.regionRestriction) return null
    const url = new URL(req.url)
    const match = resolveRoute(url.pathname, signedIn)
    if (!match || match.kind === 'redirect') return null
    const viewer = viewerClassOf(signedIn)
    if (!sharedRender(match, viewer, url)) return null
    // A page asked for in a language takes the full route, which keeps that language in the visitor's cookie (server/app.ts).
    if (url.search.includes('language') && url.searchParams.has('language')) return null
    const language = resolveLanguage(LANGUAGE_COOKIE_RE.exec(cookie)?.[1] ?? null)
    const { key } = cacheKey(platform.brandCode, language, state.maintenance ? 1 : 0, viewer, url, req.headers.get('accept'), req.headers.get(FRAME_REQUEST_HEADER) === '1')
    const hit = cache.get(key, state.version)
    if (!hit) return null
    const res = cachedResponse(hit, req.headers.get('accept-encoding'), 'hit')
    if (https) res.headers.set('Strict-Transport-Security', HSTS)
    return res
  }

  function mount(app: Hono<AppEnv>) {
    // The on-demand islands' texts, per language and build (decision 0058), before the catch-all page route.
    app.route('/', islandTexts)
    mountPages(app, r, cache)
  }

  return { serveCached, mount }
}

/** What the page route hands from its first step to the render. */
interface PageRequest {
  match: PageMatch
  viewer: ViewerClass
  /** The signed-in member on a page of its own; null for visitors and shared renders. */
  member: MemberInfo | null
  passwordChangeRequired: boolean
  url: URL
  status: VisitorStatus
  wantsFlight: boolean
  version: number
  /** A render every viewer of its class may share: it goes into the render cache. */
  cacheable: boolean
  /** Rendered as the page's kept frame and its content (decision 0064): a document, or a framed page's navigation. */
  framed: boolean
  /** Such a render, compressed by `render`; `route` stores it once `pageHeaders` wrote its policy. */
  fresh?: Omit<CachedRender, 'csp'> & { frameLength?: number }
}

type PageEnv = { Variables: AppVariables & { page: PageRequest } }

/**
 * GET any path: resolve it through the route table (redirects of the route guard), answer a cached
 * page, or render it under `pageHeaders`, which writes the policy with the nonce the render used.
 * A signed-in viewer of a page shared with `everyone` gets its class's render from the cache (the
 * member's own parts come from the member summary call, decision 0038).
 */
function mountPages(app: Hono<AppEnv>, r: PageRenderers, cache: ReturnType<typeof createRenderCache>) {
  /** Renders under way for the cache, by key: they end when the render is stored (or failed). */
  const inFlight = new Map<string, Promise<void>>()
  // The kept frames (decision 0064): a document's, and a navigation's Flight.
  const frames = createFrameCache<Frame>()
  const navigationFrames = createFrameCache<KeptBytes>()
  /** A frame's key: what it depends on besides the content version (no member: decision 0038). */
  const frameKey = (ctx: PageContext) => `${ctx.platform.brandCode}|${ctx.language}|${ctx.viewer}|${ctx.url.host}${ctx.url.pathname}${ctx.url.search}`
  /** The frame's own context: no member, no nonce of its own (the document's placeholder is written over per answer). */
  const frameContext = (ctx: PageContext, nonce: string): PageContext => ({ ...ctx, nonce, member: null, sessionId: null, frame: true })
  /** `build()` as kept under `key` at `version`, or built for this request alone when frames are not kept (development). */
  const kept = <T,>(cache: ReturnType<typeof createFrameCache<T>>, key: string, version: number, build: () => Promise<T>) => (r.keepFrames === false ? build() : cache.get(key, version, build))
  /** A frame that cannot be built leaves the page whole (rendered in one piece, which logs its own failure if it has one); said once per request. */
  const unbuilt = (c: Context<PageEnv>) => (e: unknown) => {
    console.error(`[${c.get('requestId')}] frame of ${safePath(c)} not built, the page rendered whole: ${oneLine(e)}`)
    return null
  }
  const pageHeaders = pageHeadersFor(r.frameSources ?? [])
  const route = createMiddleware<PageEnv>(async (c, next) => {
    const { platform, language, ip } = c.var
    const session = c.var.session
    // A session that must change its password (decision 0030) gets the page a visitor gets, with the
    // forced change-password dialog over it: none of the member's data or actions until the change.
    const passwordChangeRequired = !!session && platform.passwords.changeRequired(session.memberId, session.loginType)
    const signedIn = session && !passwordChangeRequired ? platform.members.info(session.memberId) : null
    const match = resolveRoute(c.req.path, signedIn)
    if (!match) return c.notFound()
    if (match.kind === 'redirect') return c.redirect(match.to + (c.req.query('_rsc') !== undefined ? '?_rsc=1' : ''), 302)

    const url = new URL(c.req.url)
    const status = platform.brand.visitorStatus(ip)
    const viewer = viewerClassOf(signedIn)
    // A cookie of a session that just ended still marks a personal request: the render is not shared.
    const anonymous = !signedIn && !passwordChangeRequired && !readSessionCookie(c)
    // The region page shows the visitor's IP, so it is never shared; the route table says which pages are.
    const cacheable = r.renderCache && (anonymous || signedIn !== null) && status.status !== 2 && sharedRender(match, viewer, url)
    const version = platform.brand.contentVersion()
    const framedClient = c.req.header(FRAME_REQUEST_HEADER) === '1'
    const { wantsFlight, key } = cacheKey(platform.brandCode, language, status.status, viewer, url, c.req.header('accept') ?? null, framedClient)
    // A framed page's navigation to a page without a frame: the browser loads it whole (decision 0064).
    const framed = !passwordChangeRequired && status.status === 0 && hasFrame(match)
    if (wantsFlight && framedClient && !framed) return reloadAnswer(c)
    let rendered: (() => void) | undefined
    if (cacheable) {
      const hit = cache.get(key, version)
      if (hit) return cachedResponse(hit, c.req.header('accept-encoding'), 'hit')
      // One render per key at a time: requests that miss while it runs wait for it and share it
      // (a cold page under load would otherwise be rendered by every connection at once).
      const running = inFlight.get(key)
      if (running) {
        await running
        const shared = cache.get(key, version)
        if (shared) return cachedResponse(shared, c.req.header('accept-encoding'), 'hit')
      } else inFlight.set(key, new Promise<void>((resolve) => (rendered = resolve)))
    }
    const member = cacheable ? null : signedIn
    const page: PageRequest = { match, viewer, member, passwordChangeRequired, url, status, wantsFlight, version, cacheable, framed: framed && (!wantsFlight || framedClient) }
    c.set('page', page)
    try {
      await next()
      // Stored with the policy pageHeaders wrote: the nonce in it is the one baked into the page (decision 0003).
      if (page.fresh) cache.put(key, { ...page.fresh, csp: c.res.headers.get('Content-Security-Policy')! })
    } finally {
      if (rendered) {
        inFlight.delete(key)
        rendered()
      }
    }
  })

  const render = createMiddleware<PageEnv>(async (c) => {
    const { platform, language, ip } = c.var
    const { match, viewer, member, passwordChangeRequired, url, status, wantsFlight, version, cacheable } = c.var.page
    const nonce = c.var.secureHeadersNonce!
    const ctx: PageContext = {
      platform,
      language,
      t: tFor(language),
      path: url.pathname,
      url,
      ip,
      nonce,
      status,
      route: match,
      loggedIn: viewer !== 'guest',
      viewer,
      member,
      sessionId: member ? (c.var.session?.id ?? null) : null,
      passwordChangeRequired,
      document: !wantsFlight,
    }
    const httpStatus = match.kind === 'notFound' ? 404 : status.status === 1 ? 503 : 200
    const contentType = wantsFlight ? 'text/x-component; charset=utf-8' : 'text/html; charset=utf-8'
    let stream: ReadableStream<Uint8Array> | null = null
    /** A framed page's pieces: the frame's kept parts and the content's bytes (decision 0065). */
    let spliced: ReadableStream<Piece> | null = null
    let frameLength: number | undefined
    if (c.var.page.framed) {
      // The frame as kept for this URL and content version, the content rendered now (decision 0064). A frame that
      // cannot be kept (its render failed, or its Flight is not text) leaves the page whole.
      const key = frameKey(ctx)
      if (wantsFlight) {
        const frameFlight = await kept(navigationFrames, key, version, async () => keptBytes(await bytesOf(r.renderFlight(<Document ctx={frameContext(ctx, '')} />)))).catch(unbuilt(c))
        if (!frameFlight) return reloadAnswer(c)
        frameLength = frameFlight.raw.byteLength
        spliced = framedFlight(frameFlight, r.renderFlight(<PageContent ctx={ctx} />))
      } else {
        const frame = await kept(frames, key, version, () => renderFrame(r, r.renderFlight(<Document ctx={frameContext(ctx, FRAME_NONCE)} />))).catch(unbuilt(c))
        if (frame) {
          const [forHtml, forInline] = r.renderFlight(<PageContent ctx={ctx} />).tee()
          spliced = framedDocument(frame, await r.renderContentHtml(forHtml, { nonce }), forInline, nonce)
        }
      }
    }
    if (!spliced) {
      const flight = r.renderFlight(<Document ctx={ctx} />)
      stream = wantsFlight ? flight : await r.renderHtml(flight, { nonce })
    }
    if (!cacheable) {
      const headers: Record<string, string> = { 'Content-Type': contentType, 'Cache-Control': 'no-cache', Vary: PAGE_VARY, 'X-Render-Cache': 'bypass' }
      if (status.status === 1) headers['Retry-After'] = '300'
      if (frameLength !== undefined) headers[FRAME_LENGTH_HEADER] = String(frameLength)
      // Streamed and compressed chunk by chunk: each Suspense boundary still reaches the browser when rendered (decision 0040).
      // A framed page is gzip spliced from its frame's parts compressed once and its content's compressed now (decision 0065).
      const accepted = c.req.header('accept-encoding')
      if (spliced && acceptsGzip(accepted)) {
        headers['Content-Encoding'] = 'gzip'
        return new Response(splicedGzip(spliced), { status: httpStatus, headers })
      }
      const out = compressStream(stream ?? plainBytes(spliced!), accepted)
      if (out.encoding !== 'identity') headers['Content-Encoding'] = out.encoding
      return new Response(out.body, { status: httpStatus, headers })
    }
    const fresh = compress({ version, status: httpStatus, contentType, identity: await bytesOf(stream ?? plainBytes(spliced!)), frameLength })
    c.var.page.fresh = fresh
    return cachedResponse(fresh, c.req.header('accept-encoding'), 'miss')
  })

  app.get('*', loadSession, route, pageHeaders, render)
}
