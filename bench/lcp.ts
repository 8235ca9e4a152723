/**
 * LCP of `/` in headless Chromium (the system /usr/bin/chromium, or CHROMIUM_PATH), viewport
 * 1440×900: LCP_RUNS cold loads (a new browser context each, so a cold HTTP cache) of the
 * render-cached server started by bench/throughput.ts, its render cache warm; each load reads the
 * last `largest-contentful-paint` entry (PerformanceObserver, buffered) 300 ms after the load event,
 * with FCP, TTFB, DOMContentLoaded and the load event beside it. The goal is on the median.
 * Also lists every JS file Chromium fetched, for the first-load JS cross-check (bench/first-load.ts).
 * Times in ms since navigation start.
 */
import { chromium } from '@playwright/test'
import { gzip9, rawGet } from './first-load'
import { f0, f1, mark, table } from './format'
import { HOST, onCleanup, say, type Server } from './harness'

const LCP_RUNS = 5
const VIEWPORT = { width: 1440, height: 900 }
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
}
/** Goal from the issue: median LCP of `/`. */
const GOAL_MS = 1000

export interface LcpRun {
  lcp: number
  fcp: number
  element: string
  ttfb: number
  domContentLoaded: number
  load: number
}

export interface LcpReport {
  runs: LcpRun[]
  median: number
  chromiumVersion: string
  jsLoaded: { path: string; gzip9: number }[]
}

/** LCP_RUNS cold loads of `/` on `server`; also lists every JS file Chromium fetched, with its gzip -9 size. */
export async function measureLcp(server: Server): Promise<LcpReport> {
  const browser = await chromium.launch({ executablePath: CHROMIUM.executablePath, args: CHROMIUM.args })
  const unregister = onCleanup(() => browser.close())
  const chromiumVersion = browser.version()
  const runs: LcpRun[] = []
  const jsSeen = new Set<string>()
  for (let i = 0; i < LCP_RUNS; i++) {
    const context = await browser.newContext({ viewport: VIEWPORT })
    try {
      const page = await context.newPage()
      page.on('response', (res) => {
        const u = new URL(res.url())
        if (u.pathname.endsWith('.js') || (res.headers()['content-type'] ?? '').includes('javascript')) jsSeen.add(u.pathname)
      })
      await page.goto(`http://${HOST}:${server.port}/`, { waitUntil: 'load', timeout: 20_000 })
      const run = await page.evaluate(
        () =>
          new Promise<LcpRun>((done) => {
            let last: PerformanceEntry | undefined
            const po = new PerformanceObserver((list) => {
              for (const e of list.getEntries()) last = e
            })
            po.observe({ type: 'largest-contentful-paint', buffered: true })
            setTimeout(() => {
              for (const e of po.takeRecords()) last = e
              po.disconnect()
              const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
              const e = last as (PerformanceEntry & { element?: Element | null; url?: string; size?: number }) | undefined
              const el = e?.element
              const desc = el
                ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${Array.from(el.classList).slice(0, 2).join('.')}` : ''}`
                : e
                  ? '(element since removed from the DOM)'
                  : '(no LCP entry)'
              done({
                lcp: e ? e.startTime : NaN,
                fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
                element: e?.url ? `${desc} ${new URL(e.url).pathname}` : desc,
                ttfb: nav ? nav.responseStart : NaN,
                domContentLoaded: nav ? nav.domContentLoadedEventEnd : NaN,
                load: nav ? nav.loadEventEnd : NaN,
              })
            }, 300)
          }),
      )
      runs.push(run)
      say(`LCP run ${i + 1}/${LCP_RUNS}: ${run.lcp.toFixed(0)} ms (${run.element})`)
    } finally {
      await context.close()
    }
  }
  await browser.close()
  unregister()
  const sorted = runs.map((r) => r.lcp).sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]
  const jsLoaded: { path: string; gzip9: number }[] = []
  for (const path of [...jsSeen].sort()) {
    const r = await rawGet(`http://${HOST}:${server.port}${path}`, { 'accept-encoding': 'identity' })
    jsLoaded.push({ path, gzip9: r.status === 200 ? gzip9(r.body) : NaN })
  }
  return { runs, median, chromiumVersion, jsLoaded }
}

/** The goal row, the section "LCP of `/`" and the notes on the spread between loads. */
export function lcpMarkdown(lcp: LcpReport) {
  const goalRow = ['LCP of `/` (median of 5 cold loads)', `< ${GOAL_MS / 1000} s`, `${f0(lcp.median)} ms (runs: ${lcp.runs.map((r) => f0(r.lcp)).join(', ')})`, mark(lcp.median < GOAL_MS)]
  const lcpTable = table(
    ['load', 'LCP ms', 'FCP ms', 'TTFB ms', 'DOMContentLoaded ms', 'load event ms', 'LCP element'],
    lcp.runs.map((r, i) => [String(i + 1), f0(r.lcp), f0(r.fcp), f1(r.ttfb), f0(r.domContentLoaded), f0(r.load), `\`${r.element}\``]),
  )
  const notes: string[] = []
  const late = lcp.runs.filter((r) => r.lcp - r.fcp > 100)
  if (late.length)
    notes.push(
      `**LCP spread.** In ${late.length} of ${lcp.runs.length} loads the final LCP entry came well after first contentful paint (${late.map((r) => `${f0(r.fcp)} → ${f0(r.lcp)} ms`).join(', ')}), close to DOMContentLoaded: a later, larger paint of ${[...new Set(late.map((r) => r.element))].map((e) => `\`${e}\``).join(', ')}. In the remaining load(s) LCP = FCP and the element first painted is later removed from the DOM. This matches client/islands/banner-carousel.tsx: the server-rendered Suspense fallback \`<img>\` of the first banner is replaced by the lazily imported Swiper (the banner-swiper chunk), whose new \`<img>\` can become a new, later LCP candidate. The median therefore depends on when that chunk lands on this CPU.`,
    )
  const gap = lcp.runs.map((r) => r.lcp - r.domContentLoaded)
  if (gap.every((g) => Math.abs(g) < 150))
    notes.push(
      `LCP tracks DOMContentLoaded in every load (LCP − DCL: ${gap.map((g) => f0(g)).join(', ')} ms) while TTFB is ≤ ${f0(Math.max(...lcp.runs.map((r) => r.ttfb)))} ms: the time goes into parsing/executing the document and its module scripts on this CPU, not into the network.`,
    )
  const section = `## LCP of \`/\`

Headless Chromium (${CHROMIUM.executablePath}, ${CHROMIUM.args.join(' ')}), viewport ${VIEWPORT.width}×${VIEWPORT.height}, a new browser context (cold HTTP cache) per load, \`largest-contentful-paint\` PerformanceObserver (buffered) read 300 ms after the load event; the server's render cache is warm. **Median: ${f0(lcp.median)} ms.** Times in ms since navigation start.

${lcpTable}`
  return { goalRow, section, notes }
}
