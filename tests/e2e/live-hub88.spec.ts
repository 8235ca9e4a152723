/**
 * A live brand's Hub88 game played in the lobby's game frame (issue 17 "Proof", decision 0046), in
 * Chromium against servers of the spec's own: the lobby in BRAND_MODE=live on a fresh DATA_DIR with
 * HUB88_* set, and the local fake Hub88 (tests/fakes/hub88.ts, its own Bun process) whose games are
 * served over https with a certificate made here (Hub88's studios serve theirs over https, and the
 * lobby's frame rule admits https: only when Hub88 is connected: production's rule, not loosened for
 * the test; the browser context trusts the test's certificate). The operator imports the catalogue
 * (`games import hub88`), adds a bank-transfer method and approves the member's deposit; the member
 * opens Dragon Rising from /rng: the frame shows the Hub88 game with the wallet's balance, a spin is
 * a signed bet and win on the lobby's /hub88 wallet, and the header shows the new balance once the
 * frame is closed. No demo marker. Screenshots at 1440 and 390 px (LIVE_HUB88_SHOTS, a folder). Last,
 * the same folder started without HUB88_PRIVATE_KEY exits 1 naming it (no key printed).
 */
import { test, expect, type Page } from '@playwright/test'
import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { E2E_DATA_DIR } from './env'
import { registerMember } from './fixtures'
import { bun, captchaAnswerIn, freePort, liveServerEnv, root, startBun } from './spawn'

test.describe.configure({ mode: 'serial' })
test.use({ ignoreHTTPSErrors: true })

const DATA_DIR = `${E2E_DATA_DIR}-live-hub88`
const CERT_DIR = `${DATA_DIR}-tls`
const SECRETS_KEY = Buffer.alloc(32, 0x88).toString('base64')
const SHOTS = process.env.LIVE_HUB88_SHOTS

const children: ChildProcess[] = []
let base = ''
let gameBase = ''
let env: Record<string, string> = {}

/** An RSA key pair in PEM (Hub88's, or the operator's). */
function keyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() }
}

/** The live brand's operator command (`npm run operator -- …`) on its data folder. */
const operator = (...args: string[]) => execFileSync(bun, [resolve(root, 'server/operator.ts'), ...args], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  rmSync(DATA_DIR, { recursive: true, force: true })
  rmSync(CERT_DIR, { recursive: true, force: true })
  mkdirSync(CERT_DIR, { recursive: true })
  // The game host's certificate (a studio's https host; 127.0.0.1, one day).
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      `${CERT_DIR}/key.pem`,
      '-out',
      `${CERT_DIR}/cert.pem`,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  )
  const hub88 = keyPair()
  const operatorKeys = keyPair()
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  const fake = await startBun(
    children,
    ['tests/fakes/hub88.ts'],
    {
      FAKE_HUB88_OPERATOR_PUBLIC_KEY: operatorKeys.publicPem,
      FAKE_HUB88_PRIVATE_KEY: hub88.privatePem,
      FAKE_HUB88_WALLET_URL: `${base}/hub88`,
      FAKE_HUB88_OPERATOR_ID: '77',
      FAKE_HUB88_TLS_CERT_FILE: `${CERT_DIR}/cert.pem`,
      FAKE_HUB88_TLS_KEY_FILE: `${CERT_DIR}/key.pem`,
    },
    /listening on (http:\S+) games on (https:\S+)/,
  )
  gameBase = fake[2]!
  env = {
    ...liveServerEnv(DATA_DIR, port, SECRETS_KEY),
    HUB88_OPERATOR_ID: '77',
    HUB88_API_BASE: fake[1]!,
    HUB88_PUBLIC_KEY: hub88.publicPem,
    HUB88_PRIVATE_KEY: operatorKeys.privatePem,
  }
  await startBun(children, ['server/main.ts'], env, /listening|\[start\] mode: live/)
  await expect(async () => expect((await fetch(`${base}/healthz`)).ok).toBe(true)).toPass({ timeout: 60_000 })
  const imported = JSON.parse(operator('games', 'import', 'hub88')) as { added: number; imagesFetched: number }
  expect(imported).toMatchObject({ added: 3, imagesFetched: 3 })
  expect(operator('methods', 'add', 'BANK', 'BANK', '100', '50000', 'Bank transfer')).toContain('BANK  BANK')
})

test.afterAll(() => {
  for (const c of children) c.kill('SIGTERM')
  rmSync(DATA_DIR, { recursive: true, force: true })
  rmSync(CERT_DIR, { recursive: true, force: true })
})

/** Registers `account` on the live server and has the operator credit a ₱500.00 bank deposit. */
async function fundedMember(page: Page, account: string) {
  await registerMember(page, account, `${base}/register`, () => captchaAnswerIn(DATA_DIR))
  const asked = await page.request.post(`${base}/wps/wallet/deposit`, { headers: { 'idempotency-key': `hub88-${account}` }, data: { methodCode: 'BANK', amount: 500 } })
  expect(asked.status()).toBe(200)
  const id = new RegExp(`^#(\\d+)  ${account}  `, 'm').exec(operator('deposit', 'list'))![1]!
  operator('deposit', 'approve', id)
}

const frameDialog = (page: Page) => page.locator('dialog.gf-dialog')
const game = (page: Page) => page.frameLocator('dialog.gf-dialog iframe')

for (const width of [1440, 390]) {
  test(`at ${width} px a member plays an imported Hub88 game in the game frame, on the lobby's wallet`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    const account = `hub${width}${Date.now().toString(36).slice(-4)}`
    await fundedMember(page, account)

    await page.goto(`${base}/rng`)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 })
    await expect(page.getByTestId('demo-marker')).toHaveCount(0)
    await expect(page.getByTestId('header-balance-amount')).toHaveText('₱500.00')
    const tile = page.locator('a.tile[data-name="Dragon Rising"]')
    // The imported image, stored and served by the lobby (never hot-linked from Hub88).
    await expect(tile.locator('img')).toHaveAttribute('src', /^\/img\/catalogue\//)
    await tile.click()
    await expect(frameDialog(page)).toBeVisible()
    await expect(frameDialog(page).locator('.gf__title')).toHaveText('Dragon Rising')
    // The frame holds Hub88's game on its https host, reading the member's balance from the lobby's wallet.
    await expect(frameDialog(page).locator('iframe')).toHaveAttribute('src', /./)
    await expect(game(page).getByTestId('hub88-balance')).toHaveText('PHP 500.00', { timeout: 15_000 })
    expect(page.frames().some((f) => f.url().startsWith(`${gameBase}/play/clt_dragonrising?`))).toBe(true)

    await game(page).getByRole('button', { name: 'Spin PHP 10.00' }).click()
    await expect(game(page).getByTestId('hub88-round')).toHaveText('Bet PHP 10.00 · Win PHP 25.00')
    await expect(game(page).getByTestId('hub88-balance')).toHaveText('PHP 515.00')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/live-hub88-${width}.png` })
    // Neither key reaches the lobby's page.
    for (const pem of [env.HUB88_PRIVATE_KEY!, env.HUB88_PUBLIC_KEY!, SECRETS_KEY]) expect(await page.content()).not.toContain(pem.split('\n')[1] ?? pem)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

    await page.getByTestId('game-frame-close').click()
    await expect(frameDialog(page)).toBeHidden()
    await expect(page.getByTestId('header-balance-amount')).toHaveText('₱515.00')
    expect(operator('ledger', 'check')).toContain('"ok": true')
  })
}

test('a live start-up with the imported Hub88 games and a Hub88 setting missing exits 1 naming it, never printing a key', async () => {
  test.setTimeout(90_000)
  const { HUB88_PRIVATE_KEY: privatePem, ...withoutKey } = env
  const started = spawnSync(bun, ['server/main.ts'], { cwd: root, env: { ...process.env, ...withoutKey, PORT: String(await freePort()) }, encoding: 'utf8', timeout: 60_000 })
  expect(started.status).toBe(1)
  expect(started.stderr).toContain('3 enabled HUB88 games in the catalogue, but HUB88 is not configured: set HUB88_PRIVATE_KEY (or HUB88_PRIVATE_KEY_FILE)')
  const printed = `${started.stdout}${started.stderr}`
  for (const pem of [privatePem!, env.HUB88_PUBLIC_KEY!]) expect(printed).not.toContain(pem.split('\n')[1]!)
})
