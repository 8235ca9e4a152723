/**
 * The Hono application: request context (platform, cache, IP, language), security headers, the
 * gateway, images, and — when given — the page routes. Shared by the production entry and the tests.
 */
import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Platform } from './platform'
import type { GatewayCache } from './gateway/cache'
import type { AppEnv } from './gateway/env'
import { gateway } from './gateway'
import { errorToEnvelope } from './gateway/envelope'
import { images } from './images'
import { vendorServers } from './vendors'
import { createWalletClient } from './vendors/wallet-client'
import { LANGUAGE_COOKIE, resolveLanguage } from '../shared/i18n/languages'

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

/** Headers on every response (pages add their Content-Security-Policy). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
}

/** The policy of responses that never run scripts (JSON, images, files). */
const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

/** Builds the app; `mountPages` adds the server-component routes (the rsc entry passes them). */
export function createApp(deps: AppDeps, mountPages?: (app: Hono<AppEnv>) => void): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const trustProxy = deps.trustProxy ?? false
  app.use(async (c, next) => {
    c.set('platform', deps.platform)
    c.set('cache', deps.cache)
    c.set('ip', clientIp(c, trustProxy))
    const https = isHttps(c.req.raw, trustProxy)
    c.set('https', https)
    const requestId = (++counter).toString(36)
    c.set('requestId', requestId)
    // The id every log line of this request carries (decision 0031): a user can quote it to support.
    c.header('X-Request-Id', requestId)
    const lang = c.req.query('language') ?? getCookie(c, LANGUAGE_COOKIE)
    c.set('language', resolveLanguage(lang))
    // Set before the handler, the headers go into every response it builds with `c` (c.json, c.body)
    // at no cost; a page's own Content-Security-Policy (with its nonce) replaces the default.
    for (const k in SECURITY_HEADERS) c.header(k, SECURITY_HEADERS[k])
    if (https) c.header('Strict-Transport-Security', HSTS)
    c.header('Content-Security-Policy', STRICT_CSP)
    await next()
    // A handler that returned a Response of its own (not built with `c`) lacks them: add them now.
    if (!c.res.headers.has('X-Content-Type-Options')) for (const k in SECURITY_HEADERS) c.header(k, SECURITY_HEADERS[k])
    if (https && !c.res.headers.has('Strict-Transport-Security')) c.header('Strict-Transport-Security', HSTS)
    // JSON and images never run scripts: the strictest policy (pages set their own, with a nonce).
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', STRICT_CSP)
  })
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
      return g && { nodeId: g.nodeId, gameName: g.gameName, gameType: g.gameType, classification: g.gameClassify, minBet: Math.round(g.minBet * 100), iconUrl: g.iconUrl }
    },
    currency: () => deps.platform.brand.info().currency,
  }
  app.route('/', vendorServers({ wallet, catalogue }))
  app.get('/healthz', (c) => c.json({ ok: true }))
  mountPages?.(app)
  app.onError(errorToEnvelope)
  return app
}
