/**
 * The in-house provably fair games in the browser (issue 5; DESIGN §5 "In-house vendor"): a member
 * registers, deposits with the sandbox method, opens in-house Dice from /bgs in the game frame,
 * plays ten rounds, rotates the seed pair (the revealed seed's hash is the one shown before play)
 * and verifies a round on /fair/verify; mines (by keyboard), limbo, plinko and the slot each play a
 * round; a coin flip in Filipino with a refused bet; every game and the verify page at 1440 and
 * 390 px (tests/e2e/screenshots/inhouse-*.png).
 */
import type { FrameLocator, Page } from '@playwright/test'
import { test, expect, hydrated, registerMember } from './fixtures'
import { inhouseEn as T, inhouseTy as TY } from '../../shared/i18n/inhouse'
import { walletUiEn, walletUiTy } from '../../shared/i18n/wallet-ui'

let seq = Date.now() % 100000
const uniqueName = (prefix: string) => `${prefix}${String(seq++).padStart(5, '0')}`
const frameDialog = (page: Page) => page.locator('dialog.gf-dialog')
const game = (page: Page) => page.frameLocator('dialog.gf-dialog iframe')
const shot = (name: string) => `tests/e2e/screenshots/inhouse-${name}.png`

/** Deposits `amount` pesos with the sandbox method (credited at once). */
async function deposit(page: Page, amount: string, texts: { deposit: { creditedTitle: string } } = walletUiEn) {
  await page.goto('/member?tab=depositv2')
  await hydrated(page)
  await page.locator('input[name=amount]').fill(amount)
  await page.locator('form.wform button[type=submit]').click()
  await expect(page.getByRole('status').filter({ hasText: texts.deposit.creditedTitle })).toBeVisible()
}

/** Opens the in-house game `nodeId` from /bgs in the game frame and waits for its session. */
async function openGame(page: Page, nodeId: string): Promise<FrameLocator> {
  await page.goto('/bgs')
  await hydrated(page)
  await page.locator(`a.tile[data-node-id="${nodeId}"]`).first().click()
  await expect(frameDialog(page)).toBeVisible()
  const g = game(page)
  await expect(g.getByTestId('ih-balance')).toBeVisible()
  return g
}

const rows = (g: FrameLocator) => g.getByTestId('ih-history-row')

/** Clicks the game's main button and waits until the history has one more round. */
async function playRound(g: FrameLocator, button: string) {
  const before = await rows(g).count()
  await g.getByRole('button', { name: button, exact: true }).click()
  await expect(rows(g)).toHaveCount(Math.min(20, before + 1))
  await expect(g.getByRole('button', { name: button, exact: true })).toBeEnabled()
}

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.screenshot({ path: shot(`${name}-desktop`) })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: shot(`${name}-phone`) })
  await page.setViewportSize({ width: 1440, height: 900 })
}

test.describe('in-house games', () => {
  test.setTimeout(180_000)

  test('dice: ten rounds, seed rotation reveals the committed seed, and the verify page recomputes a round', async ({ page, context }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await registerMember(page, uniqueName('fair'))
    await deposit(page, '500')
    const g = await openGame(page, 'BGS-INHOUSE-1')
    await expect(g.getByTestId('ih-balance')).toHaveText('₱500.00')
    await expect(g.getByTestId('ih-nonce')).toHaveText('0')
    const hash = (await g.getByTestId('ih-seed-hash').locator('code').textContent())!
    expect(hash).toMatch(/^[0-9a-f]{64}$/)

    for (let i = 0; i < 10; i++) await playRound(g, T.common.bet)
    await expect(g.getByTestId('ih-nonce')).toHaveText('10')
    const lastRoll = (await g.getByTestId('ih-dice-roll').textContent())!
    const balance = (await g.getByTestId('ih-balance').textContent())!
    const wallet = await page.evaluate(async () => ((await (await fetch('/wps/v2/wallets/balance')).json()) as { value: { balance: number } }).value.balance)
    expect(balance).toBe(`₱${wallet.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`)
    await expect(rows(g).first().getByText(T.history.verifyAfterRotate)).toBeVisible()
    await screenshots(page, 'dice')

    await g.getByRole('button', { name: T.fair.rotate }).click()
    await expect(g.getByTestId('ih-revealed')).toBeVisible()
    await expect(g.getByTestId('ih-revealed').locator('code').nth(1)).toHaveText(hash)
    await expect(g.getByTestId('ih-nonce')).toHaveText('0')
    await expect(g.getByTestId('ih-seed-hash').locator('code')).not.toHaveText(hash)

    const link = rows(g).first().getByRole('link', { name: T.history.verify })
    const [verify] = await Promise.all([context.waitForEvent('page'), link.click()])
    await verify.waitForLoadState()
    await expect(verify.getByTestId('fv-result')).toContainText(T.verify.hashOk)
    await expect(verify.getByTestId('fv-result')).toContainText(`Roll ${lastRoll}`)
    await verify.setViewportSize({ width: 1440, height: 900 })
    await verify.screenshot({ path: shot('verify-desktop'), fullPage: true })
    await verify.setViewportSize({ width: 390, height: 844 })
    await verify.reload()
    await hydrated(verify)
    await expect(verify.getByTestId('fv-result')).toContainText(T.verify.hashOk)
    await verify.screenshot({ path: shot('verify-phone') })
    await verify.close()
  })

  test('mines, limbo, plinko and the slot each play a round', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await registerMember(page, uniqueName('fair'))
    await deposit(page, '500')

    let g = await openGame(page, 'BGS-INHOUSE-3')
    await g.getByRole('button', { name: T.mines.start }).click()
    await expect(g.getByRole('button', { name: /^Cash out/ })).toBeVisible()
    // Keyboard: the board takes focus in its middle; arrows move, Enter reveals.
    await expect(g.locator('button[data-tile="12"]')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(g.locator('button[data-tile="13"]')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(g.locator('button[data-tile="13"]')).toHaveClass(/is-open/)
    // A gem leaves the round in play (cash out); a mine has ended it.
    const cashout = g.getByRole('button', { name: /^Cash out/ })
    if (await cashout.isVisible()) await cashout.click()
    await expect(rows(g)).toHaveCount(1)
    await screenshots(page, 'mines')

    g = await openGame(page, 'BGS-INHOUSE-2')
    await playRound(g, T.common.bet)
    await screenshots(page, 'limbo')

    g = await openGame(page, 'BGS-INHOUSE-4')
    await playRound(g, T.plinko.drop)
    await screenshots(page, 'plinko')

    g = await openGame(page, 'BGS-INHOUSE-5')
    await playRound(g, T.slot.spin)
    await screenshots(page, 'slot')
  })
})

test.describe('in-house games in Filipino', () => {
  test.setTimeout(120_000)
  // The refused bet's 409 answer makes the browser log a line; that one is expected.
  test.use({ allowedConsoleError: /status of 409/ })

  test('the game, its fairness panel and its refusals speak Filipino', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'ty', url: baseURL! }])
    await page.setViewportSize({ width: 390, height: 844 })
    await registerMember(page, uniqueName('fair'))
    await deposit(page, '100', walletUiTy)
    const g = await openGame(page, 'BGS-INHOUSE-11')
    await expect(g.getByRole('heading', { name: TY.fair.title })).toBeVisible()
    await playRound(g, TY.common.bet)
    await g.getByRole('textbox', { name: TY.common.betAmount }).fill('10000')
    await g.getByRole('button', { name: TY.common.bet, exact: true }).click()
    await expect(g.getByRole('status').filter({ hasText: TY.errors.notEnoughMoney })).toBeVisible()
    await page.screenshot({ path: shot('coinflip-ty-phone') })
  })
})
