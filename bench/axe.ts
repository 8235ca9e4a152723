/**
 * Accessibility: axe-core (npm `axe-core`) in headless Chromium through Playwright, WCAG 2.1 AA
 * rules only (tags wcag2a, wcag2aa, wcag21a, wcag21aa), on `/` and `/rng` of the render-cached
 * production server, anonymous and signed in (the member's session cookie in the browser context),
 * each at a phone viewport (390×844) and a desktop one (1440×900). Each page is loaded (a new
 * context each) and left to settle (network idle, finite animations done, at most a few seconds),
 * then axe runs on the document. A modal dialog open at that point (the announcements pop-up) makes
 * the rest of the page inert, which axe skips: so axe checks the page as loaded (the dialog), then
 * the dialog is closed as a player would (Escape) and axe checks the page behind it too.
 * Counts: a violation is one element failing one rule (axe's "nodes"); per rule id the elements
 * that fail it, over both checks.
 */
import { chromium, type Page } from '@playwright/test'
import axe from 'axe-core'
import { f0, table } from './format'
import { HOST, onCleanup, say, type Server } from './harness'
import { CHROMIUM } from './lcp'

export const AXE = {
  tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  paths: ['/', '/rng'],
  viewports: [
    { name: 'phone 390×844', width: 390, height: 844 },
    { name: 'desktop 1440×900', width: 1440, height: 900 },
  ],
}

/** One page checked: who, where, at which viewport, and the elements failing each rule. */
export interface AxeCase {
  who: 'anonymous' | 'signed-in'
  path: string
  viewport: string
  /** Failing elements per rule id, e.g. `{ 'color-contrast': 12 }`. */
  rules: Record<string, number>
  /** Sum of `rules`: elements failing a rule. */
  violations: number
  /** One example element (CSS selector) per rule id. */
  examples: Record<string, string>
  /** The modal dialog that was open after loading and closed for the second check (its class), or null. */
  dialog: string | null
}

export interface AxeReport {
  version: string
  cases: AxeCase[]
  /** Sum of violations over every case. */
  total: number
  /** Per rule id over every case. */
  byRule: Record<string, number>
}

interface AxeViolation {
  id: string
  nodes: { target: unknown[] }[]
}

/** Waits until `page` settles: network idle, finite animations finished (each wait at most 5 s), then 300 ms. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => {})),
      ),
      new Promise((done) => setTimeout(done, 5_000)),
    ]),
  )
  await page.waitForTimeout(300)
}

/** axe's violations on `page` (axe already added), WCAG 2.1 AA tags only. */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  return page.evaluate(
    async (tags) => (await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations,
    AXE.tags,
  ) as Promise<AxeViolation[]>
}

/** The open modal dialog's class (or 'dialog'), or null when none is open. */
const openModal = (page: Page) => page.evaluate(() => (document.querySelector('dialog:modal') as HTMLDialogElement | null)?.className || (document.querySelector('dialog:modal') ? 'dialog' : null))

/**
 * Runs axe (WCAG 2.1 AA tags) on AXE.paths × AXE.viewports of `server`, anonymous and with
 * `cookie` (a `cookie` header value, `sid=…`).
 * @throws Error when a page does not answer 2xx or axe fails to run.
 */
export async function axeBench(server: Server, cookie: string): Promise<AxeReport> {
  const base = `http://${HOST}:${server.port}`
  const [name, value] = cookie.split(/=(.*)/s)
  const browser = await chromium.launch({ executablePath: CHROMIUM.executablePath, args: CHROMIUM.args })
  const unregister = onCleanup(() => browser.close())
  const cases: AxeCase[] = []
  try {
    for (const who of ['anonymous', 'signed-in'] as const) {
      for (const path of AXE.paths) {
        for (const vp of AXE.viewports) {
          // bypassCSP lets axe's script in next to the page's nonce-tagged ones; it changes nothing axe checks.
          const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, bypassCSP: true })
          try {
            if (who === 'signed-in') await context.addCookies([{ name, value, url: base }])
            const page = await context.newPage()
            const res = await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 30_000 })
            if (!res?.ok()) throw new Error(`axe: ${who} ${path} answered ${res?.status()}`)
            await settle(page)
            await page.addScriptTag({ content: axe.source })
            const violations = await axeViolations(page)
            const dialog = await openModal(page)
            if (dialog) {
              // The rest of the page is inert behind a modal dialog: close it as a player would, then check what was behind it.
              await page.keyboard.press('Escape')
              await page.waitForFunction(() => !document.querySelector('dialog:modal'), undefined, { timeout: 3_000 }).catch(() => {})
              if (await openModal(page)) throw new Error(`axe: ${who} ${path}: the modal dialog .${dialog} did not close on Escape`)
              await page.waitForTimeout(300)
              violations.push(...(await axeViolations(page)))
            }
            const rules: Record<string, number> = {}
            const examples: Record<string, string> = {}
            for (const v of violations) {
              rules[v.id] = (rules[v.id] ?? 0) + v.nodes.length
              examples[v.id] ??= String(v.nodes[0]?.target?.[0] ?? '')
            }
            const count = Object.values(rules).reduce((s, n) => s + n, 0)
            cases.push({ who, path, viewport: vp.name, rules, violations: count, examples, dialog })
            say(
              `axe ${who} ${path} at ${vp.name}: ${count} violation(s)${
                count
                  ? ` (${Object.entries(rules)
                      .map(([id, n]) => `${id} ${n}`)
                      .join(', ')})`
                  : ''
              }`,
            )
          } finally {
            await context.close()
          }
        }
      }
    }
  } finally {
    await browser.close()
    unregister()
  }
  const byRule: Record<string, number> = {}
  for (const c of cases) for (const [id, n] of Object.entries(c.rules)) byRule[id] = (byRule[id] ?? 0) + n
  return { version: axe.version, cases, total: cases.reduce((s, c) => s + c.violations, 0), byRule }
}

/** The axe part of the pages section: violations per page, viewport and rule. */
export function axeMarkdown(a: AxeReport) {
  const axeTable = table(
    ['page', 'viewport', 'modal dialog closed for the second check', 'violations (elements)', 'rules (elements each)', 'example element per rule'],
    a.cases.map((c) => [
      `${c.who} \`${c.path}\``,
      c.viewport,
      c.dialog ? `\`.${c.dialog.trim().split(/\s+/).join('.')}\`` : '—',
      f0(c.violations),
      Object.entries(c.rules)
        .map(([id, n]) => `\`${id}\` ${n}`)
        .join(', ') || '—',
      Object.entries(c.examples)
        .map(([id, sel]) => `${id}: \`${sel.replaceAll('|', '\\|').slice(0, 80)}\``)
        .join('; ') || '—',
    ]),
    ['l', 'l', 'l', 'r', 'l', 'l'],
  )
  const section = `### Accessibility (axe, WCAG 2.1 AA)

axe-core ${a.version} in headless Chromium (Playwright, a new context per page, the page's CSP bypassed only to add axe's script), rules tagged ${AXE.tags.join(', ')}, on ${AXE.paths.map((p) => `\`${p}\``).join(' and ')}, anonymous and signed in (the member's session cookie), at ${AXE.viewports.map((v) => v.name).join(' and ')}, once the page has settled (network idle, finite animations done). When a modal dialog is open then (the announcements pop-up: the rest of the page is inert and axe skips it), axe checks the page with the dialog, then the dialog is closed with Escape and axe checks the page behind it; the counts add both. A violation is one element failing one rule. **Total: ${f0(a.total)}**${
    a.total
      ? ` (${Object.entries(a.byRule)
          .sort((x, y) => y[1] - x[1])
          .map(([id, n]) => `\`${id}\` ${n}`)
          .join(', ')})`
      : ''
  }.

${axeTable}`
  return { section }
}
