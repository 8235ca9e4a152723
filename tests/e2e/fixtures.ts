/**
 * Browser-test fixtures: every page fails its test on a console error or an uncaught exception
 * (STYLE: epic-stack), and `operator` runs the real operator command against the test server's data.
 */
import { test as base, expect } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { E2E_DATA_DIR } from './env'

const root = resolve(import.meta.dirname, '../..')

export function operator(...args: string[]): string {
  return execFileSync(resolve(root, 'node_modules/.bin/bun'), [resolve(root, 'server/operator.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  })
}

/**
 * The operator's `agent add <account> <password>`, tried again (polling up to 15 s) while the
 * freshly started server's jobs hold the database's write lock.
 */
export async function addAgent(account: string, password: string): Promise<string> {
  let out = ''
  await expect(async () => {
    try {
      out = operator('agent', 'add', account, password)
    } catch (e) {
      // Any other failure ends the wait at once: it is not the lock.
      if (!String(e).includes('database is locked')) out = `failed: ${String(e)}`
      else throw e
    }
  }).toPass({ intervals: [250, 500, 1_000, 2_000], timeout: 15_000 })
  if (out.startsWith('failed: ')) throw new Error(out.slice('failed: '.length))
  return out
}

/** Opens `path` (a page that shows the login dialog: /login, /agent), fills the dialog and presses "Log in" (solving the captcha when the server asks for one); waits for the answer, nothing after. */
export async function dialogLogin(page: import('@playwright/test').Page, path: string, account: string, password: string) {
  await page.goto(path)
  await hydrated(page)
  const d = page.locator('dialog.auth-dialog')
  await expect(d).toBeVisible()
  await d.locator('input[name=username]').fill(account)
  await d.locator('input[name=password]').fill(password)
  // Failed logins from 127.0.0.1 earlier in the run (auth.spec) may bring the per-IP captcha (spec §4): solved like a player would.
  await submitLoginWithCaptcha(page, d.getByRole('button', { name: 'Log in', exact: true }))
}

/** Logs in at /agent through the login dialog and waits for the hydrated agent center. */
export async function agentLogin(page: import('@playwright/test').Page, account: string, password: string) {
  await dialogLogin(page, '/agent', account, password)
  await expect(page).toHaveURL(/\/agentHome$/, { timeout: 15_000 })
  await hydrated(page)
}

let accountSeq = 0
/** A fresh account name (letters and digits, 4–16, starting with a letter), unique in the run. */
export const freshAccount = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${(accountSeq++).toString(36)}`.slice(0, 16)

export const MEMBER_PASSWORD = 'Passw0rd!'
export const AGENT_PASSWORD = 'Agent123!'
export interface E2eAccount {
  account: string
  password: string
}
export interface AgentWithDownlines extends E2eAccount {
  downlines: (E2eAccount & { kind: 'member' | 'agent' })[]
}

/** The fixtures a spec asks for by name (`test('…', async ({ page, fundedMember }) => …)`). */
interface AccountFixtures {
  /** A member registered through the register dialog: `page` is signed in as it. */
  member: E2eAccount
  /** {@link AccountFixtures.member} with ₱1,000.00 deposited (the sandbox GCash method credits at once). */
  fundedMember: E2eAccount & { balance: number }
  /** The kinds of the downlines {@link AccountFixtures.agentWithDownlines} opens (option; default a member and a sub-agent). */
  downlineKinds: ('member' | 'agent')[]
  /**
   * An agent made by the operator, signed in at /agent on `page`, with downlines it opened through
   * the register center's call (password {@link AGENT_PASSWORD}); their first-login password change
   * is already done, so each can log in at once.
   */
  agentWithDownlines: AgentWithDownlines
}

type Page = import('@playwright/test').Page

/** How long a navigation of `page` waits, at most, for the document it landed on to hydrate (ms); past it the call returns as before. */
const HYDRATION_WAIT_MS = 20_000

/**
 * Makes `page.goto`, `reload`, `goBack` and `goForward` return once the lobby page they landed on is
 * hydrated and no client navigation is in flight (`html[data-hydrated=true]`, no `html[data-navigating]`):
 * the page's scripts start after the first paint (decision 0050), so these calls otherwise return while
 * the islands are not listening yet, and a client navigation still running (a back press's re-render,
 * a refresh after a live event) would rewrite the history entry under the test's next call. Only a
 * document that will hydrate is waited for: it carries the server components' payload (`self.__FLIGHT_DATA`,
 * written by rsc-html-stream); JSON, /sw.js, /offline and other plain documents are not. A `goto` or
 * `reload` that asks for less than the load event (`waitUntil: 'commit' | 'domcontentloaded'`) gets what
 * it asked for. The wait is bounded ({@link HYDRATION_WAIT_MS}) and never fails by itself: a page that
 * does not hydrate is then the test's own assertion's business (`hydrated(page)` fails by name).
 * `fixtures.ts`'s `page` does this; a page a test opens itself (`context.newPage()`) can be given it here.
 */
export function navigationsWaitForHydration(page: Page): void {
  const settle = async () => {
    try {
      await page.waitForFunction(
        () => {
          const html = document.documentElement
          if (!('__FLIGHT_DATA' in self)) return true
          return html.dataset.hydrated === 'true' && html.dataset.navigating !== 'true'
        },
        undefined,
        { timeout: HYDRATION_WAIT_MS },
      )
    } catch {
      // The document went away meanwhile (a redirect, the next navigation) or did not hydrate in time: the test goes on as it would have.
    }
  }
  const early = (options?: { waitUntil?: string }) => options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded'
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (!early(options)) await settle()
    return response
  }
  for (const name of ['reload', 'goBack', 'goForward'] as const) {
    const original = page[name].bind(page)
    page[name] = async (options) => {
      const response = await original(options)
      if (!early(options)) await settle()
      return response
    }
  }
}

// biome-ignore lint/suspicious/noConfusingVoidType: Playwright types an automatic fixture that gives no value as void
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleError: RegExp | null; announcementPopups: boolean; popupMarks: void; waitForHydration: boolean } & AccountFixtures>({
  /**
   * true (default): `page`'s navigations return once the lobby page is hydrated ({@link navigationsWaitForHydration}).
   * A test that keeps a page from hydrating on purpose (its scripts blocked) sets it to false.
   */
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration }, use) => {
    if (waitForHydration) navigationsWaitForHydration(page)
    await use(page)
  },
  /** A console error a test expects, e.g. the browser's own line for a page answered 404 on purpose. */
  allowedConsoleError: [null, { option: true }],
  /**
   * false (default): the browser session has already closed the announcement popups (spec §2: the
   * session's "closed" marks), so they do not cover the page a test drives; tests of the popups
   * themselves set it to true.
   */
  announcementPopups: [false, { option: true }],
  popupMarks: [
    async ({ page, announcementPopups }, use) => {
      if (!announcementPopups) {
        await page.addInitScript(() => {
          try {
            sessionStorage.setItem('announcementPopupClosed:guest', '1')
            sessionStorage.setItem('announcementPopupClosed:member', '1')
          } catch {
            /* about:blank has no storage */
          }
        })
      }
      await use()
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, allowedConsoleError }, use) => {
      const errors: string[] = []
      page.on('console', (m) => {
        if (m.type() !== 'error' || allowedConsoleError?.test(m.text())) return
        // The login's "captcha required" answer (400) once earlier specs' failed logins marked 127.0.0.1: the
        // login helpers solve it (submitLoginWithCaptcha), so it is the expected answer, not a page's error.
        if (/status of 400/.test(m.text()) && m.location().url.endsWith('/wps/session/login')) return
        errors.push(m.text())
      })
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
  member: async ({ page }, use) => {
    const account = freshAccount('mem')
    await registerMember(page, account)
    await use({ account, password: MEMBER_PASSWORD })
  },
  fundedMember: async ({ page, member }, use) => {
    const res = await page.request.post('/wps/wallet/deposit', { headers: { 'idempotency-key': `e2e-fund-${member.account}` }, data: { methodCode: 'GCASH', amount: 1000 } })
    expect(res.ok(), await res.text()).toBe(true)
    await use({ ...member, balance: 1000 })
  },
  downlineKinds: [['member', 'agent'], { option: true }],
  agentWithDownlines: async ({ page, downlineKinds }, use) => {
    const account = freshAccount('agt')
    await addAgent(account, AGENT_PASSWORD)
    await agentLogin(page, account, AGENT_PASSWORD)
    const downlines: AgentWithDownlines['downlines'] = []
    for (const kind of downlineKinds) {
      const d = { account: freshAccount(kind === 'agent' ? 'sub' : 'dwn'), password: AGENT_PASSWORD, kind }
      const made = await page.request.post('/wps/agent/downlines', { data: { account: d.account, password: d.password, confirmPassword: d.password, kind } })
      expect(made.ok(), await made.text()).toBe(true)
      downlines.push(d)
    }
    passwordChangeDone(downlines.map((d) => d.account))
    await use({ account, password: AGENT_PASSWORD, downlines })
  },
})

export { expect }

/** Waits until React has hydrated the document (client navigation and islands work from then on). */
export async function hydrated(page: import('@playwright/test').Page) {
  // Bounded, so a page whose scripts never ran fails here by name instead of eating the test's whole time.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 })
}

/**
 * Renders every part the page skips while off screen (`content-visibility: auto`, decision 0061: the home sections
 * below the first screens), through the CSSOM so the page's CSP allows it: for full-page captures (Chromium does not
 * paint skipped parts beyond the viewport) and for checks that measure the whole page's layout (overflow).
 */
export async function renderSkipped(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('body *')) if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible'
  })
}

/** Runs one read-only SQL query against the test server's platform database: only for the named readers of the embedded providers' outboxes below (captcha, SMS, e-mail). */
export function sqlOne<T = Record<string, unknown>>(query: string): T | undefined {
  const script = `const { Database } = require('bun:sqlite'); const db = new Database(${JSON.stringify(resolve(E2E_DATA_DIR, 'platform.db'))}, { readonly: true }); console.log(JSON.stringify(db.query(${JSON.stringify(query)}).get() ?? null))`
  const out = execFileSync(resolve(root, 'node_modules/.bin/bun'), ['-e', script], { cwd: root, encoding: 'utf8' })
  return JSON.parse(out.trim()) ?? undefined
}

/** The newest SMS code sent to `e164` through the embedded provider's outbox. */
export function latestSmsCode(e164: string): string {
  const row = sqlOne<{ text: string }>(`select text from sms_outbox where "to" = '${e164.replace(/'/g, '')}' order by id desc limit 1`)
  const code = row && /\b\d{6}\b/.exec(row.text)?.[0]
  if (!code) throw new Error(`no SMS to ${e164}`)
  return code
}

/** The answer of the newest captcha the server issued (what a person reads off the image). */
export function latestCaptchaAnswer(): string {
  return sqlOne<{ answer: string }>('select answer from captchas order by created_at desc limit 1')!.answer
}

/** The answer of the captcha `id` the server issued (what a person reads off the image). @throws Error for an unknown id. */
export function captchaAnswer(id: string): string {
  const row = sqlOne<{ answer: string }>(`select answer from captchas where id = '${id.replace(/'/g, '')}'`)
  if (!row) throw new Error(`no captcha ${id}`)
  return row.answer
}

/**
 * Moves every sent verification code a couple of minutes into the past, so a test can ask for the
 * next code without waiting out the 60 s resend gap (a write the server sees at once: SQLite WAL).
 */
export function ageVerificationCodes(): void {
  sqlRun('update verification_codes set created_at = created_at - 120000')
}

/** The newest e-mail the embedded provider wrote to `to` (the `email_outbox` table). */
export function latestEmail(to: string): { subject: string; text: string } {
  const row = sqlOne<{ subject: string; text: string }>(`select subject, text from email_outbox where lower("to") = lower('${to.replace(/'/g, '')}') order by id desc limit 1`)
  if (!row) throw new Error(`no e-mail to ${to}`)
  return row
}

/**
 * Marks the forced first-login password change (decision 0030) of `accounts` as done, as if each
 * had changed its password, so a fixture's downlines log in at once. Writes the `members` table:
 * the real path (log in, change the password) costs two argon2 hashes and a dialog per account and
 * is tested on its own in forced-password-change.spec.ts.
 */
function passwordChangeDone(accounts: string[]): void {
  if (accounts.length) sqlRun(`update members set must_change_password = 0 where account in (${accounts.map((a) => `'${a.replace(/'/g, '')}'`).join(', ')})`)
}

/**
 * Runs statements that change the test server's platform database. Only for the named fixtures
 * here and in data.ts that say why no outside path makes their data; specs never call it. The
 * server sees the change at once (SQLite WAL).
 */
export function sqlRun(statements: string): void {
  const script = `const { Database } = require('bun:sqlite'); const db = new Database(${JSON.stringify(resolve(E2E_DATA_DIR, 'platform.db'))}); db.exec('PRAGMA busy_timeout = 5000'); db.exec(${JSON.stringify(statements)})`
  execFileSync(resolve(root, 'node_modules/.bin/bun'), ['-e', script], { cwd: root })
}

/**
 * Registers `username` (password `Passw0rd!`) through the register dialog on its Username tab,
 * solving the captcha from the server's table (`captchaAnswer`: another server's, e.g. a live server
 * a spec starts itself), and waits for the member bar.
 */
export async function registerMember(page: import('@playwright/test').Page, username: string, path = '/register', captchaAnswer: () => string = latestCaptchaAnswer): Promise<void> {
  await page.goto(path)
  await hydrated(page)
  const d = page.locator('dialog.auth-dialog')
  await d.getByRole('tab', { name: 'Username' }).click()
  await d.locator('input[name=username]').fill(username)
  await d.locator('input[name=password]').fill('Passw0rd!')
  await d.locator('input[name=confirmPassword]').fill('Passw0rd!')
  await expect(d.locator('img[src^="data:image/svg+xml"]')).toBeVisible()
  await d.getByLabel(/^Captcha/).fill(captchaAnswer())
  await d.getByRole('checkbox').first().check()
  await d.locator('button[type=submit]').click()
  // NOTE: argon2id hashing and the signed-in re-render take seconds on a loaded machine.
  await expect(page.getByTestId('member-name')).toHaveText(username, { timeout: 15_000 })
}

/**
 * Clicks the login dialog's `submit` and, when the server answers CAPTCHA_REQUIRED (failed logins
 * from 127.0.0.1 in earlier tests of the run trip the per-IP captcha, spec §4), solves the captcha
 * from the server's table and submits again. Tests using it allow the 400 that answer logs.
 */
export async function submitLoginWithCaptcha(page: import('@playwright/test').Page, submit: import('@playwright/test').Locator): Promise<void> {
  const d = page.locator('dialog.auth-dialog')
  const captcha = d.getByLabel(/^Captcha/)
  const picture = d.locator('img[src^="data:image/svg+xml"]')
  // A refused login marks the IP (every spec shares 127.0.0.1): the form then shows a captcha and will not send without it.
  // Any answer spends the captcha and the form draws a new one (≥ 1.1 s later, the field emptied at once): an answer is
  // read only once the new picture is there, so it is the newest captcha's, never the spent one's.
  if ((await captcha.isVisible()) && !(await captcha.inputValue())) {
    await expect(picture).toBeVisible()
    await captcha.fill(latestCaptchaAnswer())
  }
  const spent = (await picture.isVisible()) ? await picture.getAttribute('src') : null
  const answered = page.waitForResponse((r) => r.url().endsWith('/wps/session/login') && r.request().method() === 'POST')
  await submit.click()
  const body = (await (await answered).json().catch(() => ({}))) as { captcha?: boolean; code?: string }
  if (body.code !== 'CAPTCHA_REQUIRED' && body.code !== 'INVALID_CAPTCHA') return
  await expect(async () => {
    const src = await picture.getAttribute('src', { timeout: 1_000 })
    expect(src !== null && src !== spent, 'a new captcha picture').toBe(true)
  }).toPass({ timeout: 15_000 })
  await captcha.fill(latestCaptchaAnswer())
  await submit.click()
}

/**
 * Screenshots for people to look at, at 1440 × 900 and 390 × 844, into
 * tests/e2e/screenshots/<name>-desktop.png and -phone.png; neither width may overflow sideways.
 * `atWidth` runs after each shot (e.g. a second, taller shot); the viewport is restored at the end.
 */
export async function shootAtBothWidths(page: import('@playwright/test').Page, name: string, atWidth?: (label: 'desktop' | 'phone', width: number, height: number) => Promise<void>) {
  const before = page.viewportSize()
  for (const [label, width, height] of [
    ['desktop', 1440, 900],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.evaluate(() => document.fonts.ready)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${name} overflows at ${width}px`).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `tests/e2e/screenshots/${name}-${label}.png`, animations: 'disabled' })
    await atWidth?.(label, width, height)
  }
  if (before) await page.setViewportSize(before)
}
