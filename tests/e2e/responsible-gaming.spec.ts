/**
 * Responsible gaming and live events in the browser (issue 8), in English and Filipino: a deposit
 * limit set in the member centre refuses a deposit above it with the limit and what is left; a
 * break taken after the confirmation signs the tab out with a notice saying until when and the
 * login is then refused with the same end; a second tab of the member sees the header balance
 * change pushed after an in-house game round in the first, without a reload. Screenshots of the
 * tab and the notices at 1440 and 390 px (tests/e2e/screenshots/responsible-gaming-*.png).
 */
import type { BrowserContext, Page } from '@playwright/test'
import { test, expect, hydrated, registerMember, submitLoginWithCaptcha, shootAtBothWidths } from './fixtures'
import { ageSession } from './data'
import { responsibleGamingEn, responsibleGamingTy } from '../../shared/i18n/responsible-gaming'
import { walletUiEn, walletUiTy } from '../../shared/i18n/wallet-ui'

let seq = Date.now() % 100000
const uniqueName = (prefix: string) => `${prefix}${String(seq++).padStart(5, '0')}`
const LANGS = [
  { code: 'en', rg: responsibleGamingEn, ui: walletUiEn, login: 'Log in' },
  { code: 'ty', rg: responsibleGamingTy, ui: walletUiTy, login: 'Mag-log in' },
] as const

async function useLanguage(context: BrowserContext, baseURL: string | undefined, code: string) {
  await context.addCookies([{ name: 'lang', value: code, url: baseURL! }])
}

const shoot = (page: Page, name: string) => shootAtBothWidths(page, `responsible-gaming-${name}`)

async function openRgTab(page: Page) {
  await page.goto('/member?tab=responsibleGaming')
  await hydrated(page)
  await expect(page.getByTestId('rg-tab')).toBeVisible()
}

async function depositSandbox(page: Page, amount: string) {
  await page.goto('/member?tab=depositv2')
  await hydrated(page)
  await page.locator('input[name=amount]').fill(amount)
  await page.locator('form.wform button[type=submit]').click()
}

for (const lang of LANGS) {
  test.describe(`responsible gaming (${lang.code})`, () => {
    test.setTimeout(120_000)

    test('a deposit limit refuses a deposit above it and says what is left', async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      const account = uniqueName(`lim${lang.code}`)
      await registerMember(page, account)
      await useLanguage(context, baseURL, lang.code)
      await openRgTab(page)
      await expect(page.getByTestId('member-center').getByRole('link', { name: lang.ui.menu.responsibleGaming })).toHaveAttribute('aria-current', 'page')
      await page.getByTestId('rg-limit-DEPOSIT-DAY').fill('300')
      await page.getByTestId('rg-limits-save').click()
      await expect(page.getByTestId('rg-limits-status')).toHaveText(lang.rg.rg.saved)
      await expect(page.getByTestId('rg-history')).toContainText(
        lang.rg.rg.actions.LIMIT_SET.replace('{{kind}}', lang.rg.rg.kinds.DEPOSIT).replace('{{period}}', lang.rg.rg.periods.DAY).replace('{{to}}', '₱300.00'),
      )
      await shoot(page, `tab-${lang.code}`)

      await depositSandbox(page, '500')
      const refusal = lang.rg.errors.depositLimit.DAY.replace('{{limit}}', '₱300.00').replace('{{remaining}}', '₱300.00')
      await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible()
      await expect(page.getByTestId('header-balance-amount')).toHaveText('₱0.00')
      if (lang.code === 'en') await shoot(page, 'deposit-refused-en')

      await page.locator('input[name=amount]').fill('300')
      await page.locator('form.wform button[type=submit]').click()
      await expect(page.getByRole('status').filter({ hasText: lang.ui.deposit.creditedTitle })).toBeVisible()
      await expect(page.getByTestId('header-balance-amount')).toHaveText('₱300.00')

      // A raise waits 24 hours: the tab says when it starts, and the old limit still holds.
      await openRgTab(page)
      await page.getByTestId('rg-limit-DEPOSIT-DAY').fill('1000')
      await page.getByTestId('rg-limits-save').click()
      await expect(page.getByTestId('rg-pending-DEPOSIT-DAY')).toBeVisible()
      await depositSandbox(page, '100')
      await expect(page.getByRole('alert')).toContainText('₱300.00')

      // Reality check every 10 minutes: the session is made to have begun 9¾ minutes ago, so the
      // reminder falls due within seconds of the reload (the page waits for the server's time), with the session's result.
      await openRgTab(page)
      await page.getByTestId('rg-reality-select').selectOption('10')
      await page.getByTestId('rg-reality-save').click()
      await expect(page.getByTestId('rg-reality-status')).toHaveText(lang.rg.rg.realitySaved)
      ageSession(account, 585_000)
      await page.goto('/')
      await hydrated(page)
      const reminder = page.getByTestId('reality-check')
      await expect(reminder).toBeVisible({ timeout: 30_000 })
      await expect(reminder).toContainText(lang.rg.reality.title)
      await expect(reminder).toContainText(lang.rg.reality.net)
      await expect(reminder).toContainText('₱0.00')
      await shoot(page, `reality-${lang.code}`)
      await reminder.getByTestId('reality-continue').click()
      await expect(reminder).toBeHidden()
    })

    // The signed-out tab's balance check answers 401 and the refused login 403: the browser logs both.
    test.use({ allowedConsoleError: /status of 40[013]/ })
    test('a break signs the tab out at once, says until when, and the login is refused', async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      const name = uniqueName(`brk${lang.code}`)
      await registerMember(page, name)
      await useLanguage(context, baseURL, lang.code)
      await openRgTab(page)
      await page.getByTestId('rg-break-select').selectOption('1')
      await page.getByTestId('rg-break-open').click()
      const confirm = page.getByTestId('rg-confirm').first()
      await expect(confirm).toBeVisible()
      await expect(confirm).toContainText(lang.rg.rg.confirmTitle)
      await shoot(page, `confirm-${lang.code}`)
      await confirm.getByTestId('rg-confirm-yes').click()

      const notice = page.getByTestId('live-notice')
      await expect(notice).toBeVisible()
      const [before, after] = lang.rg.live.timeOut.split('{{until}}')
      await expect(page.getByTestId('live-notice-text')).toContainText(before!)
      await expect(page.getByTestId('live-notice-text')).toContainText(after!)
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByTestId('member-name')).toHaveCount(0)
      await shoot(page, `signed-out-${lang.code}`)
      await notice.getByRole('button').click()
      await expect(notice).toBeHidden()

      // Logging in again is refused with the end of the break.
      await page.goto('/login')
      await hydrated(page)
      const d = page.locator('dialog.auth-dialog')
      await d.locator('input[name=username]').fill(name)
      await d.locator('input[name=password]').fill('Passw0rd!')
      await submitLoginWithCaptcha(page, d.getByRole('button', { name: lang.login, exact: true }))
      const [b2, a2] = lang.rg.errors.loginTimeOut.split('{{until}}')
      const alert = d.getByRole('alert')
      await expect(alert).toContainText(b2!)
      await expect(alert).toContainText(a2!)
      await expect(alert).toContainText('UTC')
      await expect(page.getByTestId('member-name')).toHaveCount(0)
      if (lang.code === 'en') await shoot(page, 'login-refused-en')
    })
  })
}

test.describe('live events', () => {
  test.setTimeout(120_000)

  test('a second tab sees the balance change pushed after an in-house game round, without a reload', async ({ page, context }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await registerMember(page, uniqueName('live'))
    await depositSandbox(page, '500')
    await expect(page.getByTestId('header-balance-amount')).toHaveText('₱500.00')

    const second = await context.newPage()
    await second.goto('/')
    await hydrated(second)
    await expect(second.getByTestId('header-balance-amount')).toHaveText('₱500.00')
    await second.evaluate(() => {
      ;(window as unknown as { marker: number }).marker = 42
    })
    // The tab's live-event stream is connected.
    await expect(second.locator('html[data-live="open"]')).toHaveCount(1)

    await page.goto('/bgs')
    await hydrated(page)
    await page.locator('a.tile[data-node-id="BGS-INHOUSE-1"]').first().click()
    const game = page.frameLocator('dialog.gf-dialog iframe')
    await expect(game.getByTestId('ih-balance')).toHaveText('₱500.00')
    await game.getByRole('button', { name: 'Bet', exact: true }).click()
    await expect(game.getByTestId('ih-history-row')).toHaveCount(1)
    const after = (await game.getByTestId('ih-balance').textContent())!
    expect(after).not.toBe('₱500.00')

    await expect(second.getByTestId('header-balance-amount')).toHaveText(after)
    expect(await second.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
  })
})
