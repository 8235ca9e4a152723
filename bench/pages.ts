/**
 * The pages as players get them (issue 16): signed-in throughput, page weight on the wire,
 * Lighthouse and axe, on the render-cached production server started by bench/throughput.ts.
 * `BENCH_ONLY=pages` runs this section alone (with the cached server and the ceiling of its own).
 *
 * - Signed-in players: PAGES.members members registered through the real API and logged in
 *   through the real login (bench/members.ts), so each cookie is a real session.
 * - (j) signed-in `GET /`, (k) signed-in `GET /rng` and (l) the member summary call every signed-in
 *   page makes (`GET /wps/member/summary`, decision 0038): autocannon with the same settings as (a)–(e)
 *   (bench/throughput.ts LOAD: 50 connections, 2 s warm-up, 10 s measured, `accept-encoding: br,
 *   gzip`), each request carrying the next member's cookie in turn, so the connections spread over
 *   every member; rps, p50, p99 and the ratio to the ceiling (a) of the same run.
 * - HTML of `/` on the wire: anonymous raw (identity) and br bytes, and what a browser gets with
 *   `accept-encoding: br, gzip` (bytes, Content-Encoding, X-Render-Cache); the same for a signed-in
 *   member; the anonymous page's inline Flight data and inline SVG bytes.
 * - Lighthouse mobile on anonymous and signed-in `/` (bench/lighthouse.ts) and axe WCAG 2.1 AA on
 *   `/` and `/rng` (bench/axe.ts).
 * Units: rps, ms, bytes (KB = 1000 B), scores 0–100.
 */
import type { AutocannonRequest } from 'autocannon'
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib'
import { axeBench, axeMarkdown, type AxeReport } from './axe'
import { rawGet } from './first-load'
import { f0, kb, table } from './format'
import { HOST, say, type Server } from './harness'
import { lighthouseBench, lighthouseMarkdown, LIGHTHOUSE, type LighthouseReport, median } from './lighthouse'
import { signedInCookies } from './members'
import type { Figures } from './regressions'
import { LOAD, loadResultsTable, loadTest, type LoadResult } from './throughput'

/** The member summary call that feeds a signed-in page's member parts (client/member-summary.ts). */
const SUMMARY_PATH = '/wps/member/summary'

export const PAGES = {
  /** Signed-in members whose cookies the load spreads over. */
  members: 8,
  prefix: 'benchpage',
}

/** Time the section needs: registration (one captcha a second), three load tests, the HTML reads, Lighthouse (≈ 60 s a run on this machine) and axe (8 page loads). */
export const PAGES_RESERVE_MS = PAGES.members * 1_100 + 3 * (LOAD.warmupSec + LOAD.durationSec) * 1000 + LIGHTHOUSE.runs * 2 * 60_000 + 60_000

/** One response of `/` as it went over the wire. */
export interface WireHtml {
  /** Body bytes as sent (compressed when Content-Encoding is set). */
  bytes: number
  encoding: string | null
  renderCache: string | null
}

export interface HtmlWeight {
  anonymous: {
    raw: number
    /** br bytes as served for `accept-encoding: br`; when the server does not answer br, brotli (quality 11) of the raw page here. */
    br: number
    brServed: boolean
    browser: WireHtml
    /** Bytes of inline `<script>` bodies carrying Flight data (`__FLIGHT_DATA`). */
    flightBytes: number
    /** Bytes of inline `<svg>…</svg>` elements. */
    svgBytes: number
    svgCount: number
  }
  signedIn: {
    raw: number
    browser: WireHtml
    /** Whether the signed-in page names the member (the username appears in the HTML). */
    namesMember: boolean
  }
}

export interface PagesReport {
  ceiling: LoadResult
  /** Whether the ceiling was measured by this section (BENCH_ONLY=pages) rather than taken from (a). */
  ownCeiling: boolean
  signedIn: LoadResult[]
  members: number
  html: HtmlWeight
  lighthouse: LighthouseReport
  axe: AxeReport
}

/** Byte length of every match of `re` in `html`, and how many matched. */
function matchedBytes(html: string, re: RegExp, keep: (m: string) => boolean = () => true): { bytes: number; count: number } {
  let bytes = 0
  let count = 0
  for (const m of html.matchAll(re)) {
    if (!keep(m[0])) continue
    bytes += Buffer.byteLength(m[0])
    count++
  }
  return { bytes, count }
}

async function wire(url: string, headers: Record<string, string>): Promise<{ body: Buffer; wire: WireHtml }> {
  // A long timeout: right after (j) and (k) the server may still be answering their last requests.
  const r = await rawGet(url, headers, 60_000)
  if (r.status !== 200) throw new Error(`GET ${url} answered ${r.status}`)
  const header = (k: string) => {
    const v = r.headers[k]
    return v === undefined ? null : String(v)
  }
  return { body: r.body, wire: { bytes: r.body.length, encoding: header('content-encoding'), renderCache: header('x-render-cache') } }
}

/** The HTML of `/` anonymous and signed in (with `cookie`, member `username`) on `server`. */
async function htmlWeight(server: Server, cookie: string, username: string): Promise<HtmlWeight> {
  const url = `http://${HOST}:${server.port}/`
  const browserHeaders = { 'accept-encoding': LOAD.headers['accept-encoding'] }
  const anonRaw = await wire(url, { 'accept-encoding': 'identity' })
  if (anonRaw.wire.encoding) throw new Error(`GET / with accept-encoding: identity answered Content-Encoding ${anonRaw.wire.encoding}`)
  const anonBr = await wire(url, { 'accept-encoding': 'br' })
  const brServed = anonBr.wire.encoding === 'br'
  const html = anonRaw.body.toString('utf8')
  const flight = matchedBytes(html, /<script\b[^>]*>[\s\S]*?<\/script>/g, (m) => m.includes('__FLIGHT_DATA'))
  const svg = matchedBytes(html, /<svg\b[\s\S]*?<\/svg>/g)
  const signedRaw = await wire(url, { 'accept-encoding': 'identity', cookie })
  const signedBrowser = await wire(url, { ...browserHeaders, cookie })
  return {
    anonymous: {
      raw: anonRaw.body.length,
      br: brServed ? anonBr.body.length : brotliCompressSync(anonRaw.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      brServed,
      browser: (await wire(url, browserHeaders)).wire,
      flightBytes: flight.bytes,
      svgBytes: svg.bytes,
      svgCount: svg.count,
    },
    signedIn: { raw: signedRaw.body.length, browser: signedBrowser.wire, namesMember: signedRaw.body.toString('utf8').includes(username) },
  }
}

/**
 * Measures the section on `cached` (DATA_DIR `dataDir`). `ceiling`: (a) of this run, or the ceiling
 * server to measure it on (BENCH_ONLY=pages). `laterMs`: time the sections after it need.
 */
export async function pagesBench(cached: Server, dataDir: string, ceiling: LoadResult | Server, laterMs: number): Promise<PagesReport> {
  const cookies = await signedInCookies(cached, dataDir, PAGES.members, PAGES.prefix)
  const ownCeiling = !('rps' in ceiling)
  const a = 'rps' in ceiling ? ceiling : await loadTest('a', 'ceiling GET /ping (plain Hono)', ceiling, '/ping', laterMs + PAGES_RESERVE_MS)
  let cursor = 0
  const withCookie = (): AutocannonRequest[] => [{ method: 'GET', setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: cookies[cursor++ % cookies.length] } }) }]
  const lhAxeMs = LIGHTHOUSE.runs * 2 * 60_000 + 60_000
  const signedIn = [
    await loadTest('j', `GET / signed in (${cookies.length} members' cookies in turn)`, cached, '/', laterMs + lhAxeMs, withCookie),
    await loadTest('k', `GET /rng signed in (${cookies.length} members' cookies in turn)`, cached, '/rng', laterMs + lhAxeMs, withCookie),
    // The member's parts of a signed-in page come from this one call, which every signed-in page preloads (decision 0038).
    await loadTest('l', `GET ${SUMMARY_PATH} signed in (${cookies.length} members' cookies in turn)`, cached, SUMMARY_PATH, laterMs + lhAxeMs, withCookie),
  ]
  say('HTML of / on the wire, anonymous and signed in')
  const html = await htmlWeight(cached, cookies[0], `${PAGES.prefix}01`)
  say(`Lighthouse mobile on / (${LIGHTHOUSE.runs} runs anonymous, ${LIGHTHOUSE.runs} signed in)`)
  const lighthouse = await lighthouseBench(`http://${HOST}:${cached.port}/`, cookies[1 % cookies.length], laterMs + 60_000)
  say('axe WCAG 2.1 AA on / and /rng')
  const axe = await axeBench(cached, cookies[2 % cookies.length])
  return { ceiling: a, ownCeiling, signedIn, members: cookies.length, html, lighthouse, axe }
}

/** The figures of issue 16's table that this section measures (bench/regressions.ts FIGURES). */
export function pagesFigures(p: PagesReport): Figures {
  const [home, rng, summary] = p.signedIn
  const ratio = (r: LoadResult) => (r.rps / p.ceiling.rps) * 100
  const lh = p.lighthouse
  return {
    ...(p.ownCeiling ? { 'ceiling.rps': p.ceiling.rps } : {}),
    'signedIn.home.rps': home.rps,
    'signedIn.home.ratio': ratio(home),
    'signedIn.home.p50': home.p50,
    'signedIn.home.p99': home.p99,
    'signedIn.rng.rps': rng.rps,
    'signedIn.rng.ratio': ratio(rng),
    'signedIn.rng.p99': rng.p99,
    ...(summary ? { 'signedIn.summary.ratio': ratio(summary), 'signedIn.summary.p99': summary.p99 } : {}),
    'signedIn.home.wireBytes': p.html.signedIn.browser.bytes,
    'signedIn.home.compressed': p.html.signedIn.browser.encoding ? 1 : 0,
    'anon.home.rawBytes': p.html.anonymous.raw,
    'anon.home.brBytes': p.html.anonymous.br,
    'lh.anon.performance': lh.anonymous.median.performance,
    'lh.anon.lcp': lh.anonymous.median.lcp,
    'lh.anon.tbt': lh.anonymous.median.tbt,
    'lh.anon.bytes': lh.anonymous.median.bytes,
    'lh.anon.mainThread': lh.anonymous.median.mainThread,
    'lh.anon.seo': lh.anonymous.median.seo,
    'lh.anon.bestPractices': lh.anonymous.median.bestPractices,
    'lh.signedIn.performance': lh.signedIn.median.performance,
    'lh.signedIn.lcp': lh.signedIn.median.lcp,
    'lh.signedIn.tbt': lh.signedIn.median.tbt,
    'lh.signedIn.bytes': lh.signedIn.median.bytes,
    'lh.signedIn.mainThread': lh.signedIn.median.mainThread,
    'lh.signedIn.seo': lh.signedIn.median.seo,
    'lh.signedIn.bestPractices': lh.signedIn.median.bestPractices,
    'lh.benchmarkIndex': median([...lh.anonymous.runs, ...lh.signedIn.runs].map((r) => r.benchmarkIndex)),
    'axe.violations': p.axe.total,
  }
}

/** Whether every signed-in load-test response was 2xx with no errors. */
export function pagesClean(p: PagesReport): boolean {
  return p.signedIn.every((r) => r.non2xx === 0 && r.errors === 0 && r.timeouts === 0)
}

/** The section "Pages: signed in, weight, Lighthouse, axe" and its notes; `nproc`: the machine's cores (for "bound by"). */
export function pagesMarkdown(p: PagesReport, nproc: number) {
  const ceilingRps = p.ceiling.rps
  const loadTable = loadResultsTable([...(p.ownCeiling ? [p.ceiling] : []), ...p.signedIn], p.ceiling, nproc)
  const h = p.html
  const enc = (w: WireHtml) => `${w.encoding ?? 'none'}${w.renderCache ? `, X-Render-Cache: ${w.renderCache}` : ''}`
  const htmlTable = table(
    ['HTML of `/`', 'bytes', 'KB', 'Content-Encoding, render cache'],
    [
      ['anonymous, raw (`accept-encoding: identity`)', f0(h.anonymous.raw), kb(h.anonymous.raw), '—'],
      [`anonymous, br${h.anonymous.brServed ? ' (as served)' : ' (not served br: brotli q11 of the raw page here)'}`, f0(h.anonymous.br), kb(h.anonymous.br), h.anonymous.brServed ? 'br' : '—'],
      ['anonymous, as a browser gets it (`br, gzip`)', f0(h.anonymous.browser.bytes), kb(h.anonymous.browser.bytes), enc(h.anonymous.browser)],
      ['  of the raw page: inline Flight data (`__FLIGHT_DATA` scripts)', f0(h.anonymous.flightBytes), kb(h.anonymous.flightBytes), '—'],
      [`  of the raw page: inline SVG (${h.anonymous.svgCount} \`<svg>\`)`, f0(h.anonymous.svgBytes), kb(h.anonymous.svgBytes), '—'],
      ['signed-in, raw (`accept-encoding: identity`)', f0(h.signedIn.raw), kb(h.signedIn.raw), '—'],
      ['**signed-in, on the wire (`br, gzip`)**', `**${f0(h.signedIn.browser.bytes)}**`, kb(h.signedIn.browser.bytes), enc(h.signedIn.browser)],
    ],
  )
  const lh = lighthouseMarkdown(p.lighthouse)
  const ax = axeMarkdown(p.axe)
  const notes = [...lh.notes]
  if (!h.signedIn.namesMember)
    notes.push(
      `The signed-in HTML of \`/\` does not contain the member's username (${PAGES.prefix}01): the member's parts are no longer in the server-rendered page (e.g. islands fed by a summary call), so (j) and the wire size measure the shell alone; a cold signed-in load also makes those calls (Lighthouse counts them).`,
    )
  if (!pagesClean(p))
    notes.push(
      `**Signed-in load tests with failures:** ${p.signedIn.map((r) => `(${r.id}) non-2xx ${r.non2xx}, errors ${r.errors + r.timeouts}, status codes ${JSON.stringify(r.statusCodes)}`).join('; ')}.`,
    )
  const section = `## Pages: signed in, weight, Lighthouse, axe

${p.members} members registered through \`PUT /wps/member/register\` and logged in through \`POST /wps/session/login\` (real sessions; one captcha a second). (j), (k) and (l) use the settings of (a)–(e) (${LOAD.connections} connections, ${LOAD.warmupSec} s warm-up, ${LOAD.durationSec} s measured, \`accept-encoding: br, gzip\`) with each request carrying the next member's \`cookie: sid=…\` in turn; (l) is the one call that brings a signed-in page its member's parts (balance, name, badges, hearts; decision 0038), so a signed-in page view costs (j) or (k) plus (l). The ratio is to the ceiling (a) ${p.ownCeiling ? 'measured in this section' : 'of the throughput section'} (${f0(ceilingRps)} rps).

${loadTable}

### HTML of \`/\` on the wire

${htmlTable}

${lh.section}

${ax.section}`
  return { section, notes }
}
