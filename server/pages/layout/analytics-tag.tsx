/**
 * The analytics tag (spec §1 permission payload `analytics.gtagId`, decision 0048): when the brand
 * has a Google tag id (operator: `npm run operator -- analytics set G-…`), the document loads
 * Google's gtag.js with the response's CSP nonce, and the page's policy allows Google's tag and
 * measurement origins (`analyticsSources`); with no id nothing is loaded and the policy names no
 * outside origin. The id is known when the page renders (the permission data is the brand's), so the
 * tag follows it; a change bumps the content version, so cached pages and their policies follow.
 * @see product-spec §1 (permission payload), §7 (permission call)
 */
import type { Context } from 'hono'
import type { AppEnv } from '../../gateway/env'
import type { PageContext } from '../context'

/** Where gtag.js is served from (its script-src origin). */
export const GTAG_ORIGIN = 'https://www.googletagmanager.com'

/**
 * The sources a page's policy adds per directive while a tag id is set, after Google's published
 * CSP guidance for Google Analytics 4 (measurement goes to regional *.google-analytics.com hosts).
 */
const SOURCES = {
  scriptSrc: GTAG_ORIGIN,
  imgSrc: 'https://*.google-analytics.com https://*.googletagmanager.com',
  connectSrc: 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com',
} as const

/**
 * A Content-Security-Policy value callback (hono/secure-headers) for `directive`: the analytics
 * sources while the brand has a tag id, else nothing.
 */
export function analyticsSources(directive: keyof typeof SOURCES) {
  return (c: Context) => ((c as Context<AppEnv>).get('platform')?.brand.info().gtagId ? SOURCES[directive] : '')
}

/** gtag's standard start: the data layer, `js` and `config` for the id (the id is validated, GtagIdSchema). */
const startScript = (id: string) =>
  `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(id).replace(/</g, '\\u003c')})`

/** The tag, or nothing when the brand has no tag id. */
export function AnalyticsTag({ ctx }: { ctx: PageContext }) {
  const id = ctx.platform.brand.info().gtagId
  if (!id) return null
  return (
    <>
      <script async nonce={ctx.nonce} src={`${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`} data-testid="gtag" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant start of gtag with a validated id, carrying the response's CSP nonce */}
      <script nonce={ctx.nonce} dangerouslySetInnerHTML={{ __html: startScript(id) }} />
    </>
  )
}
