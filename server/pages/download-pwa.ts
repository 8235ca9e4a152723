/**
 * The installable app (issue 18 "App download for real", decision 0057; spec §1 "app download for iOS
 * and Android (with install guides)"): the brand's web app manifest, its icons drawn from the brand's
 * logo mark, the service worker and the offline page it precaches.
 * - `GET /manifest.webmanifest?lang=<code>`: name, short name, description, icons (192 and 512, any and
 *   maskable), colours, `start_url` and `scope` `/`, `display: standalone`, `lang`/`dir` of the language;
 * - `GET /app-icon.svg`, `GET /app-icon-maskable.svg`: the brand's mark (its initial on the gold tile);
 * - `GET /sw.js`: client/sw.js, one worker for every language, with this build's version, the offline page of
 *   every complete language and the shell's files (`?lang=<code>`, the script URL of older registrations, is
 *   accepted and changes nothing);
 * - `GET /offline?lang=<code>`: a self-contained page (no script, no cookie read) the worker shows when a
 *   navigation fails for want of a network.
 * The language is a query parameter, never the cookie: browsers fetch manifests without cookies and the
 * worker caches the offline page once per language. An unknown language is the brand's default.
 */
import { createHash } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../gateway/env'
import { validate } from '../gateway/validate'
import { tFor } from '../../shared/i18n'
import { COMPLETE_LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_COOKIE, dirOf, htmlLangOf, resolveLanguage } from '../../shared/i18n/languages'
import { STYLESHEETS } from './shared/stylesheets'
import workerSource from '../../client/sw.js?raw'

/** The colours of the lobby's shell (the head's theme-color and the app's splash background). */
export const APP_COLOURS = { theme: '#120c24', background: '#120c24' } as const

const LangQuerySchema = z.object({ lang: z.string().max(16).optional() }).strict()

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The brand's logo mark as an SVG app icon: its initial on the gold tile; `maskable` fills the square and keeps the letter inside the 80 % safe zone. */
export function appIconSvg(brandName: string, maskable: boolean): string {
  const initial = escapeHtml(Array.from(brandName.trim())[0]?.toUpperCase() ?? '')
  const tile = maskable ? '<rect width="512" height="512" fill="url(#g)"/>' : '<rect x="16" y="16" width="480" height="480" rx="112" fill="url(#g)"/>'
  const size = maskable ? 230 : 300
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffc23d"/><stop offset="1" stop-color="#ff7a18"/></linearGradient></defs>${tile}<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-weight="900" font-size="${size}" fill="#2a1500">${initial}</text></svg>`
}

/** The offline page's URL for a language (what the worker precaches and answers). */
export const offlineUrl = (language: string) => `/offline?lang=${language}`

/** The offline page: the brand, a line saying the network is gone and a link back to the lobby; inline styles only. */
export function offlineHtml(brandName: string, language: string): string {
  const t = tFor(language)
  const name = escapeHtml(brandName)
  return `<!doctype html><html lang="${htmlLangOf(language)}" dir="${dirOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"><meta name="theme-color" content="${APP_COLOURS.theme}"><title>${escapeHtml(t('support.app.offlineTitle'))} · ${name}</title><style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:radial-gradient(circle at 50% 0,#2b1d5c,${APP_COLOURS.background} 70%);color:#f1edff;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;text-align:center}
main{padding:32px 24px;max-width:420px}.mark{display:inline-grid;place-items:center;width:72px;height:72px;border-radius:20px;background:linear-gradient(135deg,#ffc23d,#ff7a18);color:#2a1500;font-weight:900;font-size:38px;box-shadow:0 8px 24px rgba(255,160,40,.35)}
h1{font-size:24px;margin:20px 0 8px}p{margin:0 0 24px;color:#b9b0d9}a{display:inline-block;padding:12px 28px;border-radius:999px;background:linear-gradient(135deg,#ffc23d,#ff7a18);color:#2a1500;font-weight:800;text-decoration:none}
</style></head><body><main data-testid="offline-page"><span class="mark" aria-hidden="true">${escapeHtml(Array.from(brandName.trim())[0]?.toUpperCase() ?? '')}</span><h1>${escapeHtml(t('support.app.offlineTitle'))}</h1><p>${escapeHtml(t('support.app.offlineLead', { brand: brandName }))}</p><a href="/">${escapeHtml(t('support.app.offlineRetry'))}</a></main></body></html>`
}

/** The app shell's static files the worker precaches: the lobby's and the extras' sheets (hashed by the build) and the app icons. */
export const PRECACHE = [STYLESHEETS.lobby, STYLESHEETS.extras, '/app-icon.svg', '/app-icon-maskable.svg'] as const

/** The last script {@link workerScript} made, and for which brand name. */
let lastScript: { brandName: string; source: string } | null = null

/**
 * The worker's source: client/sw.js with its configuration `{ version, offline, fallback, cookie, precache }`:
 * the offline page's URL of every complete language (code → URL, 12 pages of ~1.3 KB), the default language, the
 * language cookie's name and the shell's files. One script for every language (decision 0057, "One worker for
 * every language"): a page in another language never replaces it. The version is a hash of the worker, every
 * offline page and the precached URLs (the sheets' names carry their content hash), so a build or brand change
 * that alters any of them installs a new worker, which deletes the old caches.
 */
export function workerScript(brandName: string): string {
  // Asked on every navigation's update check (no-cache): made once per brand name (an operator's rename makes a new one).
  if (lastScript?.brandName === brandName) return lastScript.source
  const offline = Object.fromEntries(COMPLETE_LANGUAGES.map((code) => [code, offlineUrl(code)]))
  const hash = createHash('sha256').update(workerSource)
  for (const code of COMPLETE_LANGUAGES) hash.update(offlineHtml(brandName, code))
  const version = hash.update(PRECACHE.join('\n')).digest('hex').slice(0, 16)
  const config = JSON.stringify({ version, offline, fallback: DEFAULT_LANGUAGE, cookie: LANGUAGE_COOKIE, precache: PRECACHE })
  const source = workerSource.replace('const CONFIG = __SW_CONFIG__', `const CONFIG = ${config}`)
  lastScript = { brandName, source }
  return source
}

/** The web app manifest of the brand in a language (W3C Web Application Manifest). */
export function manifestOf(brand: { name: string }, language: string) {
  const t = tFor(language)
  const icon = (src: string, purpose: 'any' | 'maskable') => [
    { src, sizes: '192x192', type: 'image/svg+xml', purpose },
    { src, sizes: '512x512', type: 'image/svg+xml', purpose },
  ]
  return {
    id: '/',
    name: brand.name,
    short_name: Array.from(brand.name).slice(0, 12).join(''),
    description: t('brand.tagline'),
    lang: htmlLangOf(language),
    dir: dirOf(language),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: APP_COLOURS.theme,
    background_color: APP_COLOURS.background,
    icons: [...icon('/app-icon.svg', 'any'), ...icon('/app-icon-maskable.svg', 'maskable')],
  }
}

const languageOf = (c: Context<AppEnv>) => resolveLanguage(c.req.query('lang'))
const brandName = (c: Context<AppEnv>) => c.get('platform').brand.info().name
const SVG = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' }

export const pwa = new Hono<AppEnv>()
  .get('/manifest.webmanifest', validate('query', LangQuerySchema), (c) =>
    c.body(JSON.stringify(manifestOf(c.get('platform').brand.info(), languageOf(c))), 200, { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
  )
  .get('/app-icon.svg', (c) => c.body(appIconSvg(brandName(c), false), 200, SVG))
  .get('/app-icon-maskable.svg', (c) => c.body(appIconSvg(brandName(c), true), 200, SVG))
  // NOTE: no-cache: the browser asks again on each update check, so a new build's worker is seen at once. Its
  // own policy lets it fetch the lobby (connect-src) and nothing else. `lang` (older registrations' script URL) is
  // accepted and ignored: every URL serves the same worker, so their update check installs it.
  .get('/sw.js', validate('query', LangQuerySchema), (c) =>
    c.body(workerScript(brandName(c)), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': "default-src 'none'; connect-src 'self'",
    }),
  )
  .get('/offline', validate('query', LangQuerySchema), (c) =>
    c.html(offlineHtml(brandName(c), languageOf(c)), 200, {
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    }),
  )
