/**
 * The Hono application: request id (hono/request-id), request context (platform, cache, IP,
 * language), security headers (hono/secure-headers), the gateway, images, and — when given — the
 * page routes. Shared by the production entry and the tests. Decision 0036.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { requestId } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'
import type { Platform } from './platform'
import type { GatewayCache } from './gateway/cache'
import type { AppEnv } from './gateway/env'
import { gateway } from './gateway'
import { compressJson } from './gateway/compress-json'
import { errorToEnvelope } from './gateway/envelope'
import { images } from './images'
import { vendorServers } from './vendors'
import { hub88Wallet, type Hub88WalletPort } from './gateway/hub88-wallet'
import { paymentWebhooks } from './gateway/payment-webhooks'
import { tokenLink } from './gateway/token-link'
import { socialAuth } from './gateway/social'
import { pwa } from './pages/download-pwa'
import { createWalletClient } from './vendors/wallet-client'
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, resolveLanguage } from '../shared/i18n/languages'

export interface AppDeps {
  platform: Platform
  cache: GatewayCache
  trustProxy?: boolean
  /**
   * Where the embedded vendors reach the platform's wallet over HTTP (e.g. `http://127.0.0.1:3000`).
   * Unset (tests driving `app.request`): the vendors call the app in process, through the same
   * handlers and signature checks.
   */
  walletBaseUrl?: string
  /** Hub88's adapter when configured (decision 0046): checks the signature of its wallet calls under /hub88. */
  hub88?: Hub88WalletPort
}

/** The visitor's IP: X-Forwarded-For's first entry behind a trusted proxy, else the socket's peer. */
function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const fwd = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (fwd) return fwd
  }
  const server = c.env as { requestIP?: (req: Request) => { address: string } | null } | undefined
  // app.request() in tests has no socket (and no server): loopback.
  if (typeof server?.requestIP !== 'function') return '127.0.0.1'
  return server.requestIP(c.req.raw)?.address ?? '127.0.0.1'
}

let counter = 0

/** HSTS for responses served over TLS (directly or behind a trusted proxy). */
export const HSTS = 'max-age=31536000; includeSubDomains'

export function isHttps(req: Request, trustProxy: boolean): boolean {
  return req.url.startsWith('https:') || (trustProxy && req.headers.get('x-forwarded-proto') === 'https')
}

/**
 * Headers on every response (pages add their Content-Security-Policy). The middleware below sends
 * them; the render cache's fast path, which answers before Hono runs, stores them with each page.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
}

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>

/**
 * hono/secure-headers sending only the headers given: its other defaults (COOP, CORP,
 * Origin-Agent-Cluster, X-XSS-Protection, …) are off, since they would change what browsers allow
 * the lobby and the vendors' game frames. A header the handler set itself wins (`overwrite: false`):
 * a page's Content-Security-Policy with its nonce, a cached page's stored one.
 */
export function securityHeaders(opts: Pick<SecureHeadersOptions, 'contentSecurityPolicy' | 'strictTransportSecurity' | 'xContentTypeOptions' | 'referrerPolicy' | 'xFrameOptions'>): MiddlewareHandler {
  return secureHeaders({
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xContentTypeOptions: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    removePoweredBy: false,
    overwrite: false,
    ...opts,
  })
}

/** Every response: SECURITY_HEADERS, and the policy of responses that never run scripts (JSON, images, files). */
const EVERY_RESPONSE = {
  xContentTypeOptions: SECURITY_HEADERS['X-Content-Type-Options'],
  referrerPolicy: SECURITY_HEADERS['Referrer-Policy'],
  xFrameOptions: SECURITY_HEADERS['X-Frame-Options'],
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
} satisfies SecureHeadersOptions
const plainHeaders = securityHeaders(EVERY_RESPONSE)
const tlsHeaders = securityHeaders({ ...EVERY_RESPONSE, strictTransportSecurity: HSTS })

/** Builds the app; `mountPages` adds the server-component routes (the rsc entry passes them). */
export function createApp(deps: AppDeps, mountPages?: (app: Hono<AppEnv>) => void): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const trustProxy = deps.trustProxy ?? false
  // The id every log line of this request carries, sent as X-Request-Id (decision 0031): a user can
  // quote it to support. `limitLength: 0` refuses an id the client sends: the server names its requests.
  app.use(requestId({ limitLength: 0, generator: () => (++counter).toString(36) }))
  app.use(async (c, next) => {
    c.set('platform', deps.platform)
    c.set('cache', deps.cache)
    c.set('ip', clientIp(c, trustProxy))
    c.set('https', isHttps(c.req.raw, trustProxy))
    const asked = c.req.query('language')
    const stored = getCookie(c, LANGUAGE_COOKIE)
    const language = resolveLanguage(asked ?? stored)
    c.set('language', language)
    await next()
    // A page asked for in a language (a shared link, the app's download page) keeps it: the pages the visitor opens next, client
    // navigations included, come in it too, as after the language select (client/islands/language-select.tsx sets the same cookie).
    if (asked !== undefined && language === asked.trim().toLowerCase() && language !== stored && c.res.headers.get('content-type')?.startsWith('text/html'))
      c.res.headers.append('Set-Cookie', `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`)
  })
  app.use((c, next) => (c.get('https') ? tlsHeaders : plainHeaders)(c, next))
  // The gateway's JSON answers of 1 KB and more go out compressed (decision 0040); the vendors'
  // wallet calls (/wallet-api, small answers on the money path) are left alone.
  app.use('/wps/*', compressJson)
  app.use('/lgw/*', compressJson)
  app.route('/', gateway)
  app.route('/', images)
  const wallet = createWalletClient({
    baseUrl: deps.walletBaseUrl ?? 'http://in-process',
    secretOf: (vendor) => deps.platform.play.launcher.secretOf(vendor),
    fetch: deps.walletBaseUrl ? undefined : (url, init) => app.request(url, init),
  })
  const catalogue = {
    game(vendor: string, gameCode: string, gameType: string) {
      const g = deps.platform.games.byCode(vendor, gameCode, gameType)
      return g && { nodeId: g.nodeId, gameName: g.gameName, gameType: g.gameType, classification: g.gameClassify, minBet: g.minBet, iconUrl: g.iconUrl }
    },
    currency: () => deps.platform.brand.info().currency,
  }
  app.route('/', vendorServers({ wallet, catalogue }))
  app.route('/', hub88Wallet(deps.hub88))
  app.route('/', paymentWebhooks)
  app.get('/healthz', (c) => c.json({ ok: true }))
  // Sign-in through a social account: /auth/<provider>/start and /callback (decision 0054).
  app.route('/', socialAuth)
  // The installable app: manifest, icons, service worker and its offline page (decision 0057).
  app.route('/', pwa)
  // A page URL carrying a session token (`?token=`) is exchanged for the cookie and redirected without it (decision 0048).
  app.get('*', tokenLink)
  mountPages?.(app)
  app.onError(errorToEnvelope)
  return app
}
