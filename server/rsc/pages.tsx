/**
 * Page routes (spec §2 route table): each path renders a server component tree to Flight and, for
 * a document request, to HTML. `?_rsc` (or `Accept: text/x-component`) returns the Flight payload
 * for client navigation. Anonymous renders are served from the render cache.
 */
import type { Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import type { ReactNode } from 'react'
import type { AppEnv } from '../gateway/env'
import { tFor } from '../../shared/i18n'
import { createRenderCache, pickEncoding } from './render-cache'
import { Document } from '../pages/layout/document'
import { resolveRoute, type RouteMatch } from '../pages/routes'
import type { PageContext } from '../pages/context'

export interface PageRenderers {
  renderFlight: (element: ReactNode) => ReadableStream<Uint8Array>
  renderHtml: (flight: ReadableStream<Uint8Array>, opts: { nonce: string }) => Promise<ReadableStream<Uint8Array>>
  renderCache: boolean
}

/** Name of the session cookie (accounts issue); its presence keeps a render out of the cache. */
export const SESSION_COOKIE = 'sid'

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

export function mountPages(app: Hono<AppEnv>, r: PageRenderers) {
  const cache = createRenderCache()

  async function render(c: Context<AppEnv>, match: RouteMatch) {
    const { platform, language, ip } = c.var
    const url = new URL(c.req.url)
    const wantsFlight = url.searchParams.has('_rsc') || (c.req.header('accept') ?? '').includes('text/x-component')
    url.searchParams.delete('_rsc')
    const status = platform.brand.visitorStatus(ip)
    const anonymous = !getCookie(c, SESSION_COOKIE)
    // The region page shows the visitor's IP, so it is never shared.
    const cacheable = r.renderCache && anonymous && status.status !== 2
    const version = platform.brand.contentVersion()
    const key = `${platform.ctx.brandCode}|${language}|${status.status}|${wantsFlight ? 'f' : 'h'}|${url.pathname}${url.search}`
    const contentType = wantsFlight ? 'text/x-component; charset=utf-8' : 'text/html; charset=utf-8'

    if (cacheable) {
      const hit = cache.get(key, version)
      if (hit) {
        const enc = pickEncoding(c.req.header('accept-encoding'))
        const body = enc === 'br' ? hit.br : enc === 'gzip' ? hit.gzip : hit.identity
        const headers: Record<string, string> = { 'Content-Type': hit.contentType, 'Content-Security-Policy': hit.csp, 'Cache-Control': 'no-cache', Vary: 'Cookie, Accept-Encoding', 'X-Render-Cache': 'hit' }
        if (enc !== 'identity') headers['Content-Encoding'] = enc
        return c.body(body as Uint8Array<ArrayBuffer>, hit.status as 200, headers)
      }
    }

    const nonce = newNonce()
    const ctx: PageContext = { platform, language, t: tFor(language), path: url.pathname, url, ip, nonce, status, route: match, loggedIn: false }
    const flight = r.renderFlight(<Document ctx={ctx} />)
    const httpStatus = match.kind === 'notFound' ? 404 : status.status === 1 ? 503 : 200
    const csp = contentSecurityPolicy(nonce)
    const headers: Record<string, string> = { 'Content-Type': contentType, 'Content-Security-Policy': csp, 'Cache-Control': 'no-cache', Vary: 'Cookie, Accept-Encoding' }
    if (status.status === 1) headers['Retry-After'] = '300'
    const stream = wantsFlight ? flight : await r.renderHtml(flight, { nonce })
    if (!cacheable) return new Response(stream, { status: httpStatus, headers: { ...headers, 'X-Render-Cache': 'bypass' } })

    const entry = cache.set(key, { version, status: httpStatus, contentType, csp, identity: await bytesOf(stream) })
    const enc = pickEncoding(c.req.header('accept-encoding'))
    const body = enc === 'br' ? entry.br : enc === 'gzip' ? entry.gzip : entry.identity
    if (enc !== 'identity') headers['Content-Encoding'] = enc
    return c.body(body as Uint8Array<ArrayBuffer>, httpStatus as 200, { ...headers, 'X-Render-Cache': 'miss' })
  }

  app.get('*', async (c, next) => {
    const match = resolveRoute(c.req.path)
    if (!match) return next()
    if (match.kind === 'redirect') return c.redirect(match.to + (c.req.query('_rsc') !== undefined ? '?_rsc=1' : ''), 302)
    return render(c, match)
  })
}
