/**
 * Social sign-in in Chromium (issue 18, decision 0054) against a server of its own wired to a real
 * local OpenID provider (npm oidc-provider, tests/fakes/oidc.ts, run as its own Bun process) through
 * OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET, as a brand configures Google or Facebook.
 * English: sign up through the login dialog's button, the provider's login and consent pages and
 * the dialog that asks what registration needs; sign in again in a fresh browser; the security
 * center lists the account and refuses to unlink the only way in; a password member links from the
 * security center and unlinks. Filipino: the provider's cancel comes back as §8's "Login failure"
 * text, and a sign-up in Filipino. Screenshots (SOCIAL_SHOTS, a folder) of the login dialog with the
 * buttons and of the linked accounts at 390 and 1440 px.
 */
import { test, expect, type Page, type BrowserContext } from '@playwright/test'
import type { ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { E2E_DATA_DIR } from './env'
import { registerMember } from './fixtures'
import { captchaAnswerIn, freePort, startBun } from './spawn'

test.describe.configure({ mode: 'serial' })

const DATA_DIR = `${E2E_DATA_DIR}-social`
const SHOTS = process.env.SOCIAL_SHOTS
const children: ChildProcess[] = []
let base = ''

test.beforeAll(async () => {
  test.setTimeout(120_000)
  rmSync(DATA_DIR, { recursive: true, force: true })
  const port = await freePort()
  const fake = await startBun(children, ['tests/fakes/oidc.ts'], { OIDC_FAKE_REDIRECT_URI: `http://127.0.0.1:${port}/auth/oidc/callback` }, /oidc fake listening on (http:\S+)/)
  const env = {
    NODE_ENV: 'production',
    DATA_DIR,
    PORT: String(port),
    HOST: '127.0.0.1',
    OIDC_ISSUER: fake[1]!,
    OIDC_CLIENT_ID: 'lobby-test',
    OIDC_CLIENT_SECRET: 'lobby-test-secret-0123456789abcdef',
    OIDC_NAME: 'Local ID',
  }
  await startBun(children, ['server/main.ts'], env, /listening on/)
  base = `http://127.0.0.1:${port}`
  await expect(async () => expect((await fetch(`${base}/healthz`)).ok).toBe(true)).toPass({ timeout: 60_000 })
})

test.afterAll(() => {
  for (const c of children) c.kill('SIGTERM')
  rmSync(DATA_DIR, { recursive: true, force: true })
})

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 })
const dialog = (page: Page) => page.locator('dialog.auth-dialog')

/** Opens the security center, past the signed-in announcement popup when the brand shows one. */
async function securityCenter(page: Page) {
  await page.goto(`${base}/member?tab=securityCenter`)
  await hydrated(page)
  await page
    .getByTestId('announcement-popup-close')
    .click({ timeout: 3_000 })
    .catch(() => {})
}

/** At the provider's development pages: signs in as `login` and consents. */
async function atProvider(page: Page, login: string) {
  await page.waitForURL((u) => !u.href.startsWith(base))
  await page.locator('input[name=login]').fill(login)
  await page.locator('input[name=password]').fill('any-password')
  await page.locator('button[type=submit]').click()
  // The consent page (first time for this account), then back to the lobby.
  const consent = page.getByRole('button', { name: 'Continue' })
  await Promise.race([consent.click({ timeout: 10_000 }).catch(() => {}), page.waitForURL((u) => u.href.startsWith(base), { timeout: 10_000 })])
  await page.waitForURL((u) => u.href.startsWith(base), { timeout: 15_000 })
}

/** The login dialog's "Continue with Local ID", from /login. */
async function continueWithProvider(page: Page, language: 'en' | 'ty' = 'en') {
  await page.goto(`${base}/login`)
  await hydrated(page)
  await dialog(page)
    .getByRole('link', { name: language === 'en' ? 'Continue with Local ID' : 'Magpatuloy gamit ang Local ID' })
    .click()
}

async function inFilipino(context: BrowserContext) {
  await context.addCookies([{ name: 'lang', value: 'ty', url: base }])
}

test('English: sign up through the dialog, sign in again, and the only way in cannot be unlinked', async ({ page, browser }) => {
  test.setTimeout(120_000)
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    await page.goto(`${base}/login`)
    await hydrated(page)
    await expect(dialog(page).getByTestId('social-buttons')).toContainText('or continue with')
    await expect(dialog(page).getByRole('link', { name: 'Continue with Local ID' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    if (SHOTS) await dialog(page).screenshot({ path: `${SHOTS}/social-login-dialog-${width}.png` })
  }
  await continueWithProvider(page)
  await atProvider(page, 'eve')
  await expect(page).toHaveURL(`${base}/register?social=1`)
  await hydrated(page)
  const d = dialog(page)
  await expect(d.getByRole('heading', { level: 2 })).toHaveText('Finish signing in')
  await expect(d.getByTestId('social-complete')).toContainText('You signed in with Local ID as eve@example.test.')
  // The terms and 18+ box first (spec §4 Register).
  await d.locator('input[name=username]').fill('eve001')
  await d.getByRole('button', { name: 'Create account' }).click()
  await expect(d.locator('#social-terms-error')).toBeVisible()
  await d.locator('input[name=terms]').check()
  if (SHOTS) await d.screenshot({ path: `${SHOTS}/social-complete-390.png` })
  await d.getByRole('button', { name: 'Create account' }).click()
  // Signed in; the nickname is the name the provider gave.
  await expect(page.getByTestId('member-name')).toHaveText('Player eve', { timeout: 15_000 })

  // A fresh browser: the provider signs the member straight in.
  const other = await browser.newContext()
  const again = await other.newPage()
  await continueWithProvider(again)
  await atProvider(again, 'eve')
  await expect(again.getByTestId('member-name')).toHaveText('Player eve', { timeout: 15_000 })
  await other.close()

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    await securityCenter(page)
    const linked = page.getByTestId('linked-accounts')
    await expect(linked.getByTestId('linked-oidc')).toContainText('eve@example.test')
    await expect(linked).toContainText('You have no password yet')
    await linked.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    if (SHOTS) await linked.locator('xpath=..').screenshot({ path: `${SHOTS}/social-linked-${width}.png` })
  }
  const linked = page.getByTestId('linked-accounts')
  await linked.getByRole('button', { name: 'Unlink' }).click()
  await expect(linked.getByTestId('linked-note')).toHaveText('This is your only way to log in. Set a password first (Forgot password) or link another account')
  await expect(linked.getByTestId('linked-oidc')).toBeVisible()
})

test('English: a password member links from the security center, then unlinks', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await registerMember(page, 'gus001', `${base}/register`, () => captchaAnswerIn(DATA_DIR))
  await securityCenter(page)
  await page.getByTestId('link-oidc').click()
  await atProvider(page, 'gus')
  await expect(page).toHaveURL(`${base}/member?tab=securityCenter&linked=oidc`)
  const linked = page.getByTestId('linked-accounts')
  await expect(linked.getByTestId('linked-note')).toHaveText('Local ID is linked: you can log in with it.')
  await expect(linked.getByTestId('linked-oidc')).toContainText('gus@example.test')
  await linked.getByRole('button', { name: 'Unlink' }).click()
  await expect(linked.getByTestId('linked-note')).toHaveText('Local ID is no longer linked.')
  await expect(linked.getByTestId('linked-oidc')).toHaveCount(0)
  await expect(linked.getByTestId('link-oidc')).toBeVisible()
})

test('Filipino: a cancelled sign-in says §8 "Login failure" in Filipino, and a sign-up in Filipino', async ({ page, context }) => {
  await inFilipino(context)
  await page.setViewportSize({ width: 390, height: 844 })
  await continueWithProvider(page, 'ty')
  await page.waitForURL((u) => !u.href.startsWith(base))
  await page.getByRole('link', { name: '[ Cancel ]' }).click()
  await page.waitForURL((u) => u.href.startsWith(`${base}/login`))
  await hydrated(page)
  await expect(dialog(page).locator('.auth-notice__text')).toHaveText('Nabigo ang pag-log in. Pakisubukang muli')
  // The flag leaves the address bar.
  await expect(page).toHaveURL(`${base}/login`)
  if (SHOTS) await dialog(page).screenshot({ path: `${SHOTS}/social-cancelled-ty-390.png` })
  await dialog(page).locator('.auth-notice__ok').click()

  await continueWithProvider(page, 'ty')
  await atProvider(page, 'hana')
  await hydrated(page)
  const d = dialog(page)
  await expect(d.getByRole('heading', { level: 2 })).toHaveText('Tapusin ang pag-sign in')
  await expect(d.getByTestId('social-complete')).toContainText('Nag-sign in ka gamit ang Local ID bilang hana@example.test.')
  await d.locator('input[name=username]').fill('hana01')
  await d.locator('input[name=terms]').check()
  await d.getByRole('button', { name: 'Gumawa ng account' }).click()
  await expect(page.getByTestId('member-name')).toHaveText('Player hana', { timeout: 15_000 })
  await securityCenter(page)
  const linked = page.getByTestId('linked-accounts')
  await expect(linked).toContainText('Mag-log in gamit ang mga account na ito sa halip na ang iyong password.')
  await linked.getByRole('button', { name: 'Alisin ang link' }).click()
  await expect(linked.getByTestId('linked-note')).toHaveText('Ito lang ang paraan mo para mag-log in. Magtakda muna ng password (Nakalimutan ang password) o mag-link ng ibang account')
})
