/**
 * A live brand's deposit through PayMongo (issue 17 "Proof", decision 0045), in Chromium against a
 * server of its own: BRAND_MODE=live on a fresh DATA_DIR with SECRETS_KEY, wired to the local fake
 * PayMongo (tests/fakes/paymongo.ts, run as its own Bun process: Playwright's runner is Node). The
 * operator adds a GCash method with provider PAYMONGO (`methods add`, no SQL); a member registers,
 * deposits ₱250.00, is sent to the fake checkout page, pays, comes back to the deposit tab, and sees
 * the deposit credited with the new balance. No demo marker and no sandbox method anywhere; the
 * return card is looked at in screenshots at 390 and 1440 px (LIVE_DEPOSIT_SHOTS, a folder).
 * Payouts (decision 0052): with PAYMONGO_PAYOUT_ACCOUNT_* set, the member's withdrawals approved by
 * the operator CLI are sent to the fake's transfers API and the member's list shows "Paying out",
 * then "Paid", or "Failed, refunded" with the amount back in the balance. Last, the same folder with
 * a sandbox method enabled (added by a CLI run without BRAND_MODE=live) does not start live: exit 1
 * with the message naming the method; nor with games no game server serves (a file imported by a CLI
 * run without BRAND_MODE=live; the live CLI refuses it) until `games disable <vendor>`.
 */
import { test, expect, type Page } from '@playwright/test'
import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { E2E_DATA_DIR } from './env'
import { registerMember } from './fixtures'
import { bun, captchaAnswerIn, freePort, liveServerEnv, root, startBun } from './spawn'

test.describe.configure({ mode: 'serial' })

const DATA_DIR = `${E2E_DATA_DIR}-live-deposit`
const SECRETS_KEY = Buffer.alloc(32, 0x17).toString('base64')
const PAYMONGO_SECRET_KEY = 'sk_test_livedeposite2e0000000000'
const PAYMONGO_WEBHOOK_SECRET = 'whsk_livedeposite2e0000000'
const SHOTS = process.env.LIVE_DEPOSIT_SHOTS

const children: ChildProcess[] = []
let base = ''
let fakeUrl = ''

const liveEnv = (port: number, fakeUrl: string) => ({
  ...liveServerEnv(DATA_DIR, port, SECRETS_KEY),
  PAYMONGO_SECRET_KEY,
  PAYMONGO_WEBHOOK_SECRET,
  PAYMONGO_API_BASE: fakeUrl,
  PAYMONGO_PAYOUT_ACCOUNT_NUMBER: '779554303093',
  PAYMONGO_PAYOUT_ACCOUNT_NAME: 'Lobby Payouts',
})

let env: Record<string, string> = {}

/** The live brand's operator command (`npm run operator -- …`) on its data folder. */
const operator = (...args: string[]) => execFileSync(bun, [resolve(root, 'server/operator.ts'), ...args], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  rmSync(DATA_DIR, { recursive: true, force: true })
  const port = await freePort()
  const fake = await startBun(
    children,
    ['tests/fakes/paymongo.ts'],
    { FAKE_PAYMONGO_SECRET_KEY: PAYMONGO_SECRET_KEY, FAKE_PAYMONGO_WEBHOOK_SECRET: PAYMONGO_WEBHOOK_SECRET, FAKE_PAYMONGO_WEBHOOK_URL: `http://127.0.0.1:${port}/webhooks/paymongo` },
    /listening on (http:\S+)/,
  )
  fakeUrl = fake[1]!
  env = liveEnv(port, fakeUrl)
  await startBun(children, ['server/main.ts'], env, /listening|\[start\] mode: live/)
  base = `http://127.0.0.1:${port}`
  await expect(async () => expect((await fetch(`${base}/healthz`)).ok).toBe(true)).toPass({ timeout: 60_000 })
  expect(operator('methods', 'add', 'GCASH', 'PAYMONGO', '100', '50000', 'GCash')).toContain('GCASH  PAYMONGO')
})

test.afterAll(() => {
  for (const c of children) c.kill('SIGTERM')
  rmSync(DATA_DIR, { recursive: true, force: true })
})

/** Registers `username` on the live server (its own captcha table). */
const register = (page: Page, username: string) => registerMember(page, username, `${base}/register`, () => captchaAnswerIn(DATA_DIR))

test('the live home page invents nothing: no demo marker, no made-up winners (the board says it has none yet), no licence until the operator sets one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${base}/`)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 })
  await expect(page.getByTestId('demo-marker')).toHaveCount(0)
  const board = page.locator('#section-winners')
  await board.scrollIntoViewIfNeeded()
  await expect(board.locator('.winners__empty')).toHaveText('No wins to show yet. The next big win could be yours.')
  await expect(board.locator('.winners__row')).toHaveCount(0)
  // The footer claims no licence until the operator sets it; then it shows the statement and its number.
  await expect(page.getByTestId('footer-licence')).toHaveCount(0)
  operator('licence', 'set', '--number', 'GLI-2026-0417', '--text', 'Licensed and regulated by the Philippine Amusement and Gaming Corporation.')
  await page.reload()
  await expect(page.getByTestId('footer-licence')).toHaveText('Licensed and regulated by the Philippine Amusement and Gaming Corporation. Licence no. GLI-2026-0417')
  await page.setViewportSize({ width: 1440, height: 900 })
  await expect(page.getByTestId('footer-licence')).toBeVisible()
  await expect(page.getByTestId('demo-marker')).toHaveCount(0)
})

for (const width of [1440, 390]) {
  test(`at ${width} px a member deposits through the PayMongo checkout page and sees the balance; no demo marker, no sandbox method`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    const account = `live${width}${Date.now().toString(36).slice(-4)}`
    await register(page, account)
    await page.goto(`${base}/member?tab=depositv2`)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 })
    await expect(page.getByTestId('demo-marker')).toHaveCount(0)
    const methods = page.locator('.wmethod')
    await expect(methods).toHaveCount(1)
    await expect(methods.first()).toContainText('GCash')
    await expect(methods.first()).toContainText('Pay online')
    await expect(page.locator('body')).not.toContainText(/instant|sandbox/i)

    await page.getByRole('textbox', { name: 'Deposit amount' }).fill('250')
    await page.getByRole('button', { name: /Deposit ₱250\.00/ }).click()
    // The fake's hosted checkout page (PayMongo's in production).
    await page.waitForURL(/\/checkout\/cs_/)
    await expect(page.getByTestId('fake-amount')).toHaveText('PHP 250.00')
    await page.getByRole('button', { name: 'Pay' }).click()

    // Back on the lobby (success_url): the deposit is credited and the balance shows it.
    await page.waitForURL(new RegExp(`^${base}/member\\?tab=depositv2&deposit=DP\\d+&checkout=success`))
    const card = page.getByTestId('deposit-return')
    await expect(card).toHaveAttribute('data-state', 'credited')
    await expect(card).toContainText('Payment received')
    await expect(page.getByTestId('deposit-return-balance')).toHaveText('₱250.00')
    await expect(page.getByTestId('demo-marker')).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/live-deposit-${width}.png` })
    // Secrets never reach a page.
    for (const secret of [PAYMONGO_SECRET_KEY, PAYMONGO_WEBHOOK_SECRET, SECRETS_KEY]) expect(await page.content()).not.toContain(secret)
  })
}

test('a member who cancels on the checkout page comes back to a pending deposit with a link to pay it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await register(page, `livec${Date.now().toString(36).slice(-5)}`)
  await page.goto(`${base}/member?tab=depositv2`)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 })
  await page.getByRole('textbox', { name: 'Deposit amount' }).fill('150')
  await page.getByRole('button', { name: /Deposit ₱150\.00/ }).click()
  await page.waitForURL(/\/checkout\/cs_/)
  const checkout = page.url()
  await page.getByRole('link', { name: 'Cancel' }).click()
  await page.waitForURL(/checkout=cancel/)
  const card = page.getByTestId('deposit-return')
  await expect(card).toHaveAttribute('data-state', 'cancelled')
  await expect(card.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute('href', checkout)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/live-deposit-cancelled-390.png` })
})

/** The operator approves the member's newest pending withdrawal; answers the PayMongo transfer id `withdrawal list` shows. */
function approveNewest(account: string): string {
  const id = new RegExp(`^#(\\d+)  ${account}  .* PENDING`, 'm').exec(operator('withdrawal', 'list'))![1]!
  expect(operator('withdrawal', 'approve', id)).toContain(`withdrawal #${id} PAYING`)
  return new RegExp(`^#${id}  .* payout: PAYMONGO (tr_\\w+)`, 'm').exec(operator('withdrawal', 'list'))![1]!
}

test('a member’s withdrawals paid out through PayMongo show Paying out, then Paid or Failed, refunded (390 and 1440 px)', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const account = `livew${Date.now().toString(36).slice(-5)}`
  await register(page, account)
  await page.goto(`${base}/member?tab=depositv2`)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 })
  await page.getByRole('textbox', { name: 'Deposit amount' }).fill('500')
  await page.getByRole('button', { name: /Deposit ₱500\.00/ }).click()
  await page.waitForURL(/\/checkout\/cs_/)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByTestId('deposit-return')).toHaveAttribute('data-state', 'credited')

  // PIN, a GCash account, a withdrawal of ₱200.
  await page.goto(`${base}/member?tab=withdraw`)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 })
  const pin = page.getByTestId('pin-setup')
  await pin.locator('[name="password"]').fill('135790')
  await pin.locator('[name="confirmPassword"]').fill('135790')
  await pin.locator('button[type=submit]').click()
  await expect(pin).toBeHidden()
  const bank = page.getByTestId('bank-form')
  await bank.locator('.wkind').filter({ hasText: 'GCash' }).click()
  await bank.locator('[name="accountNumber"]').fill('0917 123 4567')
  await bank.locator('[name="payeeName"]').fill('Juan Dela Cruz')
  await bank.locator('button[type=submit]').click()
  const withdraw = async (amount: string) => {
    // After a reload the form is typed into only once hydrated (its scripts start after the first paint: decision 0050).
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 })
    const form = page.getByTestId('withdraw-form')
    await form.locator('input[name=amount]').fill(amount)
    await form.locator('[name="paymentPassword"]').fill('135790')
    await form.getByRole('button', { name: `Withdraw ₱${amount}.00` }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Withdrawal requested' })).toBeVisible()
  }
  await withdraw('200')
  const rows = page.getByTestId('withdrawals').locator('tbody tr')

  const paid = approveNewest(account)
  await page.reload()
  await expect(rows.first().locator('[data-status]')).toHaveText('Paying out')
  if (SHOTS) await page.getByTestId('withdrawals').screenshot({ path: `${SHOTS}/live-payout-paying-390.png` })
  expect((await fetch(`${fakeUrl}/__fake/transfers/${paid}/succeeded`, { method: 'POST' })).ok).toBe(true)
  await page.reload()
  await expect(rows.first().locator('[data-status]')).toHaveText('Paid')

  // A second one fails at PayMongo: refunded.
  await withdraw('100')
  const failed = approveNewest(account)
  expect((await fetch(`${fakeUrl}/__fake/transfers/${failed}/failed`, { method: 'POST' })).ok).toBe(true)
  await page.reload()
  await expect(rows.first().locator('[data-status]')).toHaveText('Failed, refunded')
  await expect(rows.nth(1).locator('[data-status]')).toHaveText('Paid')
  await expect(page.getByTestId('withdraw-form')).toContainText('Available: ₱300.00')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  if (SHOTS) await page.getByTestId('withdrawals').screenshot({ path: `${SHOTS}/live-payout-390.png` })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.reload()
  await expect(rows.first().locator('[data-status]')).toHaveText('Failed, refunded')
  if (SHOTS) await page.getByTestId('withdrawals').screenshot({ path: `${SHOTS}/live-payout-1440.png` })
})

test('starting the live brand with a sandbox method enabled exits 1 with the message naming it', async () => {
  test.setTimeout(90_000)
  // The live CLI refuses a sandbox method (SANDBOX_IN_LIVE); one run without BRAND_MODE=live adds it to the live folder all the same.
  expect(() => operator('methods', 'add', 'INSTANT', 'SANDBOX', '100', '50000', 'Instant')).toThrow(/SANDBOX_IN_LIVE/)
  const demoCli = execFileSync(bun, [resolve(root, 'server/operator.ts'), 'methods', 'add', 'INSTANT', 'SANDBOX', '100', '50000', 'Instant'], {
    cwd: root,
    env: { ...process.env, ...env, BRAND_MODE: 'demo' },
    encoding: 'utf8',
  })
  expect(demoCli).toContain('INSTANT  SANDBOX')
  try {
    const started = spawnSync(bun, ['server/main.ts'], { cwd: root, env: { ...process.env, ...env, PORT: String(await freePort()) }, encoding: 'utf8', timeout: 60_000 })
    expect(started.status).toBe(1)
    expect(started.stderr).toContain('[start] refused to start in live mode (BRAND_MODE=live)')
    expect(started.stderr).toContain('payment method INSTANT uses the sandbox provider, which credits deposits that were never paid. Disable or remove them before starting live.')
    expect(`${started.stdout}${started.stderr}`).not.toContain(PAYMONGO_SECRET_KEY)
  } finally {
    operator('methods', 'disable', 'INSTANT')
  }
})

test('starting the live brand with games no game server serves (a file imported without BRAND_MODE=live) exits 1 naming them, until `games disable`', async () => {
  test.setTimeout(90_000)
  const csv = `${DATA_DIR}-acme.csv`
  writeFileSync(csv, 'vendor,game_code,game_name,game_type\nACME,acme_1,Golden Dragon,RNG\nACME,acme_2,Fishing King,FISH\n')
  try {
    // The live CLI refuses the file; a run without BRAND_MODE=live imports it onto the embedded sandbox.
    expect(() => operator('games', 'import', csv)).toThrow(/no game server is connected for ACME/)
    execFileSync(bun, [resolve(root, 'server/operator.ts'), 'games', 'import', csv], { cwd: root, env: { ...process.env, ...env, BRAND_MODE: 'demo' }, encoding: 'utf8' })
    const started = spawnSync(bun, ['server/main.ts'], { cwd: root, env: { ...process.env, ...env, PORT: String(await freePort()) }, encoding: 'utf8', timeout: 60_000 })
    expect(started.status).toBe(1)
    expect(started.stderr).toContain('2 enabled games of ACME (2) have no game server connected: the embedded sandbox would serve them for play money')
    expect(started.stderr).toContain('npm run operator -- games disable <vendor>')
    expect(JSON.parse(operator('games', 'disable', 'ACME'))).toEqual({ vendor: 'ACME', disabled: 2 })
  } finally {
    rmSync(csv, { force: true })
  }
})
