/**
 * Security center in the browser (issue 8; spec §2 my account), in English and Filipino: edit the
 * profile (a refused field shows the server's message and saves nothing; real name then locked),
 * bind a mobile with the code from the SMS outbox, see the login history with the other device and
 * sign it out ("sign out everywhere else": the second browser context is logged out), with
 * screenshots at 1440 and 390 px; then an avatar, the withdrawal PIN and a password change with the
 * CHNGPASSVERIF3 code sent to the bound mobile (the tab stays signed in).
 */
import type { Page } from '@playwright/test'
import { test, expect, ageVerificationCodes, hydrated, latestSmsCode, registerMember, shootAtBothWidths } from './fixtures'
import { playRounds } from './data'
import { securityEn, securityTy } from '../../shared/i18n/security'

// The refused profile save answers 400, which the browser logs.
test.use({ allowedConsoleError: /status of 400/ })

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const stamp = String(Date.now()).slice(-5)

/** Screenshots at both widths, each with a second one tall enough for the whole tab (the member centre scrolls inside its overlay). */
const shoot = (page: Page, name: string) =>
  shootAtBothWidths(page, `account-${name}`, async (label, width, height) => {
    const tall = await page.getByTestId('security-center').evaluate((el) => Math.ceil(el.getBoundingClientRect().height) + 400)
    await page.setViewportSize({ width, height: Math.max(height, tall) })
    await page.screenshot({ path: `tests/e2e/screenshots/account-${name}-${label}-full.png`, animations: 'disabled' })
  })

for (const [lang, T, n] of [
  ['en', securityEn, '1'],
  ['ty', securityTy, '2'],
] as const) {
  test(`security center in ${lang}: profile, mobile binding, login history, signing out another device, avatar, PIN and a password change with its code`, async ({ page, browser, baseURL }) => {
    test.slow()
    const name = `acct${lang}${stamp}`
    await registerMember(page, name)
    if (lang === 'ty') await page.context().addCookies([{ name: 'lang', value: 'ty', url: baseURL! }])
    await page.goto('/member')
    await hydrated(page)
    const sc = page.getByTestId('security-center')
    await expect(sc).toBeVisible()
    await shoot(page, `empty-${lang}`)

    // Profile: a handle with a space is refused by the brand rule and nothing is saved.
    const form = page.getByTestId('profile-form')
    await form.locator('[name=nickname]').fill(`Ana ${lang.toUpperCase()}`)
    await form.locator('[name=realName]').fill('Ana Cruz')
    await form.locator('[name=birthday]').fill('1990-05-17')
    await form.locator('[name=nationality]').selectOption('PH')
    await form.locator('[name=occupation]').fill('Nurse')
    await form.locator('[name=sourceOfIncome]').selectOption('SALARY')
    await form.locator('[name=address]').fill('12 Rizal St, Makati')
    await form.locator('[name=telegram]').fill('ana cruz')
    await form.locator('button[type=submit]').click()
    await expect(form.locator('.auth-field.is-invalid')).toHaveCount(1)
    await expect(form.locator('.auth-field.is-invalid [name=telegram]')).toBeVisible()
    await form.locator('[name=telegram]').fill('ana_cruz')
    await form.locator('button[type=submit]').click()
    await expect(page.getByRole('status').filter({ hasText: T.profile.saved })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByTestId('member-name')).toHaveText(`Ana ${lang.toUpperCase()}`)
    // Real name and birthday are now locked: customer service changes them.
    await expect(form.locator('[name=realName]')).toHaveAttribute('readonly', '')
    await expect(form.locator('[name=birthday]')).toHaveValue('1990-05-17')
    await expect(form.getByText(T.profile.locked).first()).toBeVisible()

    // Bind a mobile with the code from the outbox.
    const mobile = `91712${stamp}`.slice(0, 9) + n
    await page.getByTestId('row-mobile').getByRole('button', { name: T.account.bind }).click()
    const mform = page.getByTestId('mobile-form')
    await mform.locator('[name=mobileNum]').fill(mobile)
    await mform.getByTestId('send-code').click()
    await expect(mform.getByRole('status')).toBeVisible()
    await mform.locator('[name=verificationCode]').fill(latestSmsCode(`+63${mobile}`))
    await mform.locator('button[type=submit]').click()
    await expect(page.getByTestId('value-mobile')).toContainText(mobile.slice(-4), { timeout: 15_000 })
    await expect(page.getByTestId('security-level')).toHaveAttribute('data-level', 'medium')

    // A second device signs in...
    const other = await browser.newContext({ baseURL, userAgent: IPHONE })
    const phone = await other.newPage()
    await phone.goto('/login')
    await hydrated(phone)
    const d = phone.locator('dialog.auth-dialog')
    await d.locator('input[name=username]').fill(name)
    await d.locator('input[name=password]').fill('Passw0rd!')
    await d.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(phone.getByTestId('member-name')).toBeVisible({ timeout: 15_000 })

    // ...shows in the login history and the devices, and is signed out from here.
    await page.reload()
    await hydrated(page)
    const history = page.getByTestId('login-history')
    await expect(history.locator('tbody tr')).toHaveCount(2)
    await expect(history.locator('tbody tr').first()).toContainText('iOS')
    await expect(history.locator('tbody tr').first()).toContainText(T.history.deviceTypes.mobile)
    await expect(page.getByTestId('session')).toHaveCount(2)
    await shoot(page, `filled-${lang}`)
    await page.getByTestId('sign-out-others').click()
    await page.getByTestId('confirm-sign-out-others').click()
    await expect(page.getByRole('status').filter({ hasText: T.sessions.done.split('{{')[0]!.trim() })).toBeVisible()
    await expect(page.getByTestId('session')).toHaveCount(1)
    await phone.reload()
    await expect(phone.getByTestId('member-name')).toHaveCount(0)
    await expect(page.getByTestId('member-name')).toBeVisible()
    await other.close()

    // An avatar of the brand, shown in the header too.
    await page.getByTestId('avatar-button').click()
    await page.getByRole('radio', { name: T.avatar.choice.replace('{{n}}', '3') }).click()
    await shoot(page, `avatar-${lang}`)
    await page.getByRole('button', { name: T.avatar.save }).click()
    await expect(page.locator('.member-bar .avatar img')).toHaveAttribute('src', '/img/avatar/a03.svg')

    // The withdrawal PIN, set here.
    await page.getByTestId('row-paymentPassword').getByRole('button', { name: T.account.set }).click()
    const pin = page.getByTestId('pin-form')
    await pin.locator('[name=password]').fill('246810')
    await pin.locator('[name=confirmPassword]').fill('246810')
    await pin.locator('button[type=submit]').click()
    await expect(page.getByTestId('value-paymentPassword')).toHaveText(T.account.isSet)

    // A password change asks for the code sent to the bound mobile (CHNGPASSVERIF3), and this tab stays signed in.
    ageVerificationCodes()
    await page.getByTestId('row-loginPassword').getByRole('button', { name: T.account.change }).click()
    const pw = page.getByTestId('password-form')
    await pw.locator('[name=oldPassword]').fill('Passw0rd!')
    await pw.locator('[name=newPassword]').fill('N3wPassw0rd!')
    await pw.locator('[name=confirmNewPassword]').fill('N3wPassw0rd!')
    await pw.locator('button[type=submit]').click()
    await expect(pw.locator('.auth-field.is-invalid [name=verificationCode]')).toBeVisible()
    await pw.getByTestId('send-code').click()
    await expect(pw.getByRole('status')).toContainText(mobile.slice(-4))
    await pw.locator('[name=verificationCode]').fill(latestSmsCode(`+63${mobile}`))
    await pw.locator('button[type=submit]').click()
    await expect(page.getByRole('status').filter({ hasText: T.password.done })).toBeVisible({ timeout: 15_000 })
    await page.reload()
    await expect(page.getByTestId('member-name')).toBeVisible()
    await expect(page.getByTestId('live-notice')).not.toBeVisible()

    // ₱1,500 of settled bets today make the member VIP 1: the header and the VIP card show it. The
    // member deposits the stake and loses it in one round, played as the game's vendor plays it.
    const deposit = await page.request.post('/wps/wallet/deposit', { headers: { 'idempotency-key': `vip-${name}` }, data: { methodCode: 'GCASH', amount: 1500 } })
    expect(deposit.ok(), await deposit.text()).toBe(true)
    expect(await playRounds(name, [{ stake: 150_000, payout: 0 }])).toBe(0)
    await page.reload()
    await hydrated(page)
    await expect(page.getByTestId('header-vip')).toHaveText('VIP 1')
    await expect(page.getByTestId('vip-card')).toHaveAttribute('data-level', '1')
    await expect(page.getByTestId('vip-card')).toContainText(T.vip.levels.bronze)
    await shoot(page, `vip-${lang}`)
  })
}
