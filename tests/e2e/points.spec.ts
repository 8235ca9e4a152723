/**
 * Points mall and missions in the browser (issue 7): a member deposits, sets the withdrawal PIN,
 * plays in-house Dice through the vendor contract and earns points from the valid bets; redeems a
 * reward (in process, then approved by the operator command), converts points to balance and sees
 * the header balance follow; completes the deposit mission and claims it, the menu badge drops;
 * the leaderboard shows the member. In English and in Filipino; every screen at 1440 and 390 px
 * (tests/e2e/screenshots/points-*.png).
 */
import type { Page } from '@playwright/test'
import { test, expect, hydrated, operator, registerMember } from './fixtures'
import { pointsEn as EN, pointsTy as TY } from '../../shared/i18n/points'
import { walletUiEn, walletUiTy } from '../../shared/i18n/wallet-ui'
import { inhouseEn, inhouseTy } from '../../shared/i18n/inhouse'

let seq = Date.now() % 100000
const uniqueName = (prefix: string) => `${prefix}${String(seq++).padStart(5, '0')}`
const shot = (name: string) => `tests/e2e/screenshots/points-${name}.png`

/** The page at 1440 and at 390 px (reloaded at each width, as a visitor would open it); `full` = the whole page. */
async function screenshots(page: Page, name: string, full = true) {
  for (const [width, height, suffix] of [
    [1440, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.reload()
    await hydrated(page)
    await page.screenshot({ path: shot(`${name}-${suffix}`), fullPage: full })
  }
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.reload()
  await hydrated(page)
}

type WalletTexts = { deposit: { creditedTitle: string }; withdraw: { setPassword: string } }
/** Deposits `amount` pesos with the sandbox method (credited at once) and sets the withdrawal PIN 123456. */
async function fundAndSetPin(page: Page, amount: string, w: WalletTexts) {
  await page.goto('/member?tab=depositv2')
  await hydrated(page)
  await page.locator('input[name=amount]').fill(amount)
  await page.locator('form.wform button[type=submit]').click()
  await expect(page.getByRole('status').filter({ hasText: w.deposit.creditedTitle })).toBeVisible()
  await page.goto('/member?tab=withdraw')
  await hydrated(page)
  const pin = page.getByTestId('pin-setup')
  await pin.locator('input[name=password]').fill('123456')
  await pin.locator('input[name=confirmPassword]').fill('123456')
  await pin.getByRole('button', { name: w.withdraw.setPassword }).click()
  await expect(pin).toHaveCount(0)
}

/** Plays `rounds` rounds of in-house Dice at `bet` pesos through the game frame (the vendor contract). */
async function playDice(page: Page, bet: string, rounds: number, ih: { common: { betAmount: string; bet: string } }) {
  await page.goto('/bgs')
  await hydrated(page)
  await page.locator('a.tile[data-node-id="BGS-INHOUSE-1"]').first().click()
  const g = page.frameLocator('dialog.gf-dialog iframe')
  await expect(g.getByTestId('ih-balance')).toBeVisible()
  await g.getByRole('textbox', { name: ih.common.betAmount }).fill(bet)
  for (let i = 0; i < rounds; i++) {
    const before = await g.getByTestId('ih-history-row').count()
    await g.getByRole('button', { name: ih.common.bet, exact: true }).click()
    await expect(g.getByTestId('ih-history-row')).toHaveCount(before + 1)
    await expect(g.getByRole('button', { name: ih.common.bet, exact: true })).toBeEnabled()
  }
}

const headerBalance = (page: Page) => page.getByTestId('header-balance-amount')
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

test.describe('points mall and missions', () => {
  test.setTimeout(240_000)

  test('earn points by playing, redeem a reward, convert points, claim a mission', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/pointMall')
    await hydrated(page)
    await expect(page.getByRole('heading', { name: EN.mall.title, level: 1 })).toBeVisible()
    await expect(page.getByText(EN.mall.loginTitle)).toBeVisible()
    await expect(page.getByTestId('reward')).toHaveCount(7)
    await screenshots(page, 'guest')

    await registerMember(page, uniqueName('pts'))
    await fundAndSetPin(page, '2000', walletUiEn)
    await playDice(page, '300', 2, inhouseEn)

    await page.goto('/pointMall')
    await hydrated(page)
    await expect(page.getByTestId('points-balance')).toHaveText('600')
    await expect(page.getByTestId('points-lifetime')).toHaveText('₱600.00')
    await expect(page.locator('[data-code=GCASH200]').getByTestId('reward-locked')).toContainText('₱400.00')
    await screenshots(page, 'mall')

    // Redeem ₱50 mobile load (500 points) with the withdrawal PIN.
    const load = page.locator('[data-code=LOAD50]')
    await load.getByRole('button', { name: EN.mall.redeem }).click()
    const dialog = page.getByRole('dialog', { name: EN.mall.redeemTitle.replace('{{name}}', '₱50 mobile load') })
    await expect(dialog.getByTestId('redeem-total')).toHaveText('500 pts')
    await dialog.getByLabel(EN.mall.paymentPassword).fill('123456')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: shot('redeem-phone') })
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.screenshot({ path: shot('redeem-desktop') })
    await dialog.getByRole('button', { name: EN.mall.submitRedeem }).click()
    await expect(dialog.getByText(EN.mall.redeemed)).toBeVisible()
    await dialog.getByTestId('redeem-done').click()
    await expect(page.getByTestId('points-balance')).toHaveText('100')

    await page.getByRole('link', { name: EN.mall.tabs.history }).click()
    const history = page.getByTestId('redeem-history')
    await expect(history.locator('tbody tr')).toHaveCount(1)
    await expect(history).toContainText(EN.status.PROCESSING)
    await expect(history).toContainText('₱50 mobile load')
    const ref = (await history.locator('tbody tr td').first().textContent())!
    expect(ref).toMatch(/^RD\d{8}$/)
    expect(operator('points', 'list')).toContain(ref)
    operator('points', 'approve', String(Number(ref.slice(2))))
    await page.reload()
    await expect(page.getByTestId('redeem-history')).toContainText(EN.status.APPROVED)
    await screenshots(page, 'history')

    // Convert the remaining 100 points into ₱1.00; the header balance follows.
    await page.getByRole('link', { name: EN.mall.tabs.rewards }).click()
    await hydrated(page)
    const before = money(await headerBalance(page).textContent())
    const convert = page.getByTestId('convert-form')
    await convert.getByLabel(EN.mall.convertPoints).fill('100')
    await expect(convert).toContainText(EN.mall.convertValue.replace('{{amount}}', '₱1.00'))
    await convert.getByLabel(EN.mall.paymentPassword).fill('123456')
    await convert.getByRole('button', { name: EN.mall.convertSubmit }).click()
    await expect(page.getByText(EN.mall.converted.replace('{{points}}', '100').replace('{{amount}}', '₱1.00'))).toBeVisible()
    await expect.poll(async () => money(await headerBalance(page).textContent())).toBeCloseTo(before + 1, 2)
    await page.getByTestId('convert-done').click()
    await expect(page.getByTestId('points-balance')).toHaveText('0')

    await page.getByRole('link', { name: EN.mall.tabs.details }).click()
    const details = page.getByTestId('points-details')
    await expect(details.locator('tbody tr')).toHaveCount(4)
    await expect(details.locator('tbody tr').first()).toContainText(EN.kinds.CONVERT)
    await expect(details.locator('tbody tr').first()).toContainText('-100')
    await screenshots(page, 'details')

    // The deposit mission is complete: the badge counts it; claiming pays ₱5.00 once and the badge drops.
    await page.goto('/member?tab=missionLeaderboard')
    await hydrated(page)
    await expect(page.getByTestId('badge-missionLeaderboard')).toHaveText(/1/)
    const depositMission = page.locator('[data-code=DEPOSIT_1]')
    await expect(depositMission).toHaveAttribute('data-state', 'claimable')
    await expect(page.locator('[data-code=BET_1K]').getByTestId('mission-progress')).toHaveText('₱600.00 / ₱1,000.00')
    await expect(page.getByTestId('leaderboard').locator('.is-me')).toHaveCount(1)
    await screenshots(page, 'missions', false)
    const beforeClaim = money(await headerBalance(page).textContent())
    await depositMission.getByRole('button', { name: EN.missions.claim.replace('{{amount}}', '₱5.00') }).click()
    await expect(depositMission).toHaveAttribute('data-state', 'claimed')
    await expect(depositMission).toContainText(EN.missions.claimed)
    await expect(page.getByTestId('badge-missionLeaderboard')).toHaveCount(0)
    await expect.poll(async () => money(await headerBalance(page).textContent())).toBeCloseTo(beforeClaim + 5, 2)
  })

  test('in Filipino: earn, redeem, convert and claim', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'ty', url: baseURL! }])
    await page.setViewportSize({ width: 390, height: 844 })
    await registerMember(page, uniqueName('ptty'))
    await fundAndSetPin(page, '1500', walletUiTy)
    await playDice(page, '350', 2, inhouseTy)

    await page.goto('/pointMall')
    await hydrated(page)
    await expect(page.getByRole('heading', { name: TY.mall.title, level: 1 })).toBeVisible()
    await expect(page.getByTestId('points-balance')).toHaveText('700')
    await page.locator('[data-code=LOAD50]').getByRole('button', { name: TY.mall.redeem }).click()
    const dialog = page.getByRole('dialog', { name: TY.mall.redeemTitle.replace('{{name}}', '₱50 na load') })
    await dialog.getByLabel(TY.mall.paymentPassword).fill('123456')
    await dialog.getByRole('button', { name: TY.mall.submitRedeem }).click()
    await expect(dialog.getByText(TY.mall.redeemed)).toBeVisible()
    await dialog.getByTestId('redeem-done').click()
    await expect(page.getByTestId('points-balance')).toHaveText('200')

    const convert = page.getByTestId('convert-form')
    await convert.getByLabel(TY.mall.convertPoints).fill('200')
    await convert.getByLabel(TY.mall.paymentPassword).fill('123456')
    await convert.getByRole('button', { name: TY.mall.convertSubmit }).click()
    await expect(page.getByText(TY.mall.converted.replace('{{points}}', '200').replace('{{amount}}', '₱2.00'))).toBeVisible()
    await page.screenshot({ path: shot('converted-ty-phone') })

    await page.goto('/pointMall?tab=history')
    await expect(page.getByTestId('redeem-history')).toContainText(TY.status.PROCESSING)
    await screenshots(page, 'history-ty')

    await page.goto('/member?tab=missionLeaderboard')
    await hydrated(page)
    await expect(page.getByRole('heading', { name: TY.missions.title })).toBeVisible()
    const depositMission = page.locator('[data-code=DEPOSIT_1]')
    await depositMission.getByRole('button', { name: TY.missions.claim.replace('{{amount}}', '₱5.00') }).click()
    await expect(depositMission).toContainText(TY.missions.claimed)
    await screenshots(page, 'missions-ty', false)
  })
})
