/**
 * Amounts, numbers and dates in the islands speak the page's language (issue 18 "numbers and dates
 * through Intl for the locale"): a member with ₱150,234.56 opens the screens whose islands format
 * money themselves — the header balance, the responsible-gaming limits, the account record's detail
 * dialog, the lottery board and the in-house dice game — in Spanish (es: "₱150.234,56", percentages
 * "49,50 %"), the header and the lottery board in Hindi (hi: lakh grouping "₱1,50,234.56"), and again
 * in English, which shows what it always showed ("₱150,234.56"). Digits stay Latin (shared/format.ts).
 * The sandbox games too: the sports bet slip's odds in Spanish ("1,95"), roulette in Hindi.
 * Screenshots of the limits form, the record detail and the two games at 390 and 1440 px
 * (tests/e2e/screenshots/locale-numbers-*.png).
 */
import type { Page } from '@playwright/test'
import { test, expect, hydrated, shootAtBothWidths } from './fixtures'
import { firstGame } from './data'

const LOTTERY = '/vnLottery?gameCode=VN_MIEN_BAC_10_MIN'

/** Tops the funded member's ₱1,000.00 up to ₱150,234.56 with the sandbox method (three instant deposits within its ₱50,000 limit). */
async function topUp(page: Page, account: string) {
  for (const [i, amount] of [49_234.56, 50_000, 50_000].entries()) {
    const res = await page.request.post('/wps/wallet/deposit', { headers: { 'idempotency-key': `e2e-intl-${account}-${i}` }, data: { methodCode: 'GCASH', amount } })
    expect(res.ok(), await res.text()).toBe(true)
  }
}

async function speak(page: Page, baseURL: string, lang: string) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL }])
}

/** The account record's newest row opened in its detail dialog. */
async function openNewestRecord(page: Page) {
  await page.goto('/member?tab=transactionHistory')
  await hydrated(page)
  await page.getByTestId('records').locator('tbody tr').first().getByRole('button').click()
  const detail = page.locator('dialog.wdetail[open]')
  await expect(detail.getByTestId('detail-amount')).toBeVisible()
  return detail
}

/** The "used today" line under the daily deposit limit of the responsible-gaming form. */
const depositUsedToday = (page: Page) => page.locator('.rg-limit', { has: page.getByTestId('rg-limit-DEPOSIT-DAY') }).locator('.rg-limit__meta')

/** Opens the first sandbox game of `query` in the page (its launch URL, as the game frame would). */
async function openSandbox(page: Page, query: Parameters<typeof firstGame>[0]) {
  const { nodeId } = await firstGame(query)
  const res = await page.request.post('/wps/game/launchGame', { data: { nodeId } })
  expect(res.ok(), await res.text()).toBe(true)
  await page.goto(((await res.json()) as { value: { url: string } }).value.url)
  await hydrated(page)
  await expect(page.getByTestId('game-balance')).toBeVisible()
}

/** Opens in-house Dice from /bgs in the game frame. */
async function openDice(page: Page) {
  await page.goto('/bgs')
  await hydrated(page)
  await page.locator('a.tile[data-node-id="BGS-INHOUSE-1"]').first().click()
  const g = page.frameLocator('dialog.gf-dialog iframe')
  await expect(g.getByTestId('ih-balance')).toBeVisible()
  return g
}

test.describe('numbers in the page language', () => {
  test.setTimeout(180_000)

  test('Spanish and Hindi group and separate amounts their way in every island; English is unchanged', async ({ page, baseURL, fundedMember }) => {
    await topUp(page, fundedMember.account)
    await page.setViewportSize({ width: 1440, height: 900 })

    // Spanish: dots group, the comma separates the cents.
    await speak(page, baseURL!, 'es')
    await page.goto('/member?tab=responsibleGaming')
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByTestId('header-balance-amount')).toHaveText('₱150.234,56')
    await expect(depositUsedToday(page)).toContainText('₱150.234,56')
    await shootAtBothWidths(page, 'locale-numbers-es-limits')

    const detail = await openNewestRecord(page)
    await expect(detail.getByTestId('detail-amount')).toHaveText('+₱50.000,00')
    await shootAtBothWidths(page, 'locale-numbers-es-record-detail')
    await page.keyboard.press('Escape')

    await page.goto(LOTTERY)
    await hydrated(page)
    await expect(page.getByTestId('lottery-balance')).toHaveText('₱150.234,56')

    const dice = await openDice(page)
    await expect(dice.getByTestId('ih-balance')).toHaveText('₱150.234,56')
    // The win chance is a percentage the Spanish way: "49,50 %" (a no-break space before the sign).
    await expect(dice.locator('.ih-stat', { hasText: /%/ }).first()).toContainText(/\d+,\d{2}\u00a0%/)

    // Hindi: Latin digits, lakh grouping.
    await speak(page, baseURL!, 'hi')
    await page.goto(LOTTERY)
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByTestId('lottery-balance')).toHaveText('₱1,50,234.56')

    // English shows what it showed before issue 18.
    await speak(page, baseURL!, 'en')
    await page.goto('/member?tab=responsibleGaming')
    await hydrated(page)
    await expect(page.getByTestId('header-balance-amount')).toHaveText('₱150,234.56')
    await expect(depositUsedToday(page)).toContainText('₱150,234.56')
    const detailEn = await openNewestRecord(page)
    await expect(detailEn.getByTestId('detail-amount')).toHaveText('+₱50,000.00')
    await page.keyboard.press('Escape')
    await page.goto(LOTTERY)
    await hydrated(page)
    await expect(page.getByTestId('lottery-balance')).toHaveText('₱150,234.56')
    const diceEn = await openDice(page)
    await expect(diceEn.getByTestId('ih-balance')).toHaveText('₱150,234.56')
    await expect(diceEn.locator('.ih-stat', { hasText: /%/ }).first()).toContainText(/\d+\.\d{2}%/)
  })

  test('the sandbox games: odds in Spanish, the balance and chips of roulette in Hindi', async ({ page, baseURL, fundedMember }) => {
    await topUp(page, fundedMember.account)
    await page.setViewportSize({ width: 1440, height: 900 })
    await speak(page, baseURL!, 'es')
    await openSandbox(page, { gameType: 'SPORTS' })
    await expect(page.getByTestId('game-balance')).toHaveText('₱150.234,56')
    const odds = page.getByTestId('fixture').first().locator('.sbx-odds__value')
    await expect(odds.first()).toHaveText(/^\d+,\d{2}$/)
    await shootAtBothWidths(page, 'locale-numbers-es-betslip')

    await speak(page, baseURL!, 'hi')
    await openSandbox(page, { gameType: 'LIVE', gameClassify: 'ROU' })
    await expect(page.getByTestId('game-balance')).toHaveText('₱1,50,234.56')
    // A chip staked on a spot shows there as the chip reads in the rack.
    const chip = page.locator('.sbx-chips--rack .sbx-chip').last()
    await chip.click()
    await page.locator('[data-spot="RED"]').click()
    await expect(page.locator('[data-spot="RED"] .sbx-rcell__chip')).toHaveText((await chip.textContent())!)
    await shootAtBothWidths(page, 'locale-numbers-hi-roulette')
  })
})
