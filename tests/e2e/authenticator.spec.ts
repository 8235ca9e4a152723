/**
 * Authenticator app (issue 18, decision 0053), as a member uses it, in English and Filipino: set it up
 * in the security center (the key read from the page, the code computed like an authenticator app
 * does, with otpauth), keep the recovery codes shown once, then sign in from an IP the member never
 * used and pass the new-IP check with a code from the app. The browser always comes from 127.0.0.1,
 * so "a new IP" is made by moving the member's known IP elsewhere in the database (the server then
 * sees 127.0.0.1 as unfamiliar, exactly as for a member whose earlier logins came from home).
 * Screenshots at 1440 and 390 px: the setup, the recovery codes and the new-IP check.
 */
import * as OTPAuth from 'otpauth'
import type { Locator, Page } from '@playwright/test'
import { test, expect, hydrated, submitLoginWithCaptcha, MEMBER_PASSWORD, registerMember, freshAccount, sqlRun, sqlOne } from './fixtures'
import { securityEn, securityTy } from '../../shared/i18n/security'
import { en } from '../../shared/i18n/en'
import { walletUiEn } from '../../shared/i18n/wallet-ui'
import { ty } from '../../shared/i18n/ty'

/** Screenshots at 1440 × 900 and 390 × 844 with `part` scrolled into view (tests/e2e/screenshots/<name>-desktop|phone.png); no sideways overflow. */
async function shootAt(page: Page, part: Locator, name: string) {
  for (const [label, width, height] of [
    ['desktop', 1440, 900],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    // Below the sticky header.
    await part.evaluate((el) => {
      el.scrollIntoView({ block: 'start' })
      window.scrollBy(0, -110)
    })
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name} overflows at ${width}px`).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `tests/e2e/screenshots/${name}-${label}.png`, animations: 'disabled' })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** The code an authenticator app shows for `key` (as the page shows it, in groups) `offsetMs` from now. */
function appCode(key: string, offsetMs = 0): string {
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(key.replace(/\s/g, '')), algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() + offsetMs })
}

// The refused answers of the flow (the new-IP 403, the wrong code's 400) are logged by the browser.
test.use({ allowedConsoleError: /status of (400|403)/ })

for (const [lang, S, L] of [
  ['en', securityEn, en.auth.login],
  ['ty', securityTy, ty.auth.login],
] as const) {
  test(`authenticator in ${lang}: set up with the QR code's key, recovery codes once, then a login from a new IP passes with a code`, async ({ page, baseURL }) => {
    test.slow()
    const account = freshAccount(`tot${lang}`)
    await registerMember(page, account)
    if (lang === 'ty') await page.context().addCookies([{ name: 'lang', value: 'ty', url: baseURL! }])
    await page.goto('/member')
    await hydrated(page)
    const card = page.getByTestId('authenticator-card')
    await expect(card.getByTestId('authenticator-state')).toHaveText(S.authenticator.off)
    await expect(card.getByText(S.authenticator.intro)).toBeVisible()

    // Set up: the QR code and the key to type by hand.
    await card.getByTestId('authenticator-start').click()
    const setup = card.getByTestId('authenticator-setup')
    await expect(setup.getByTestId('authenticator-qr')).toBeVisible()
    await expect(setup.getByText(S.authenticator.scan)).toBeVisible()
    const key = (await setup.getByTestId('authenticator-key').textContent())!.trim()
    expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/)
    await shootAt(page, card, `authenticator-setup-${lang}`)

    // The app's current code turns it on (a wrong one is refused in tests/api/authenticator.test.ts:
    // here it would count on 127.0.0.1's login failures, which every spec shares).
    await setup.locator('[name=code]').fill(appCode(key))
    await setup.locator('button[type=submit]').click()
    const codes = card.getByTestId('recovery-codes')
    await expect(codes.locator('li')).toHaveCount(10)
    await expect(codes.getByText(S.authenticator.recoveryText)).toBeVisible()
    const recovery = (await codes.locator('li').allTextContents()).map((c) => c.trim())
    for (const c of recovery) expect(c).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)
    await shootAt(page, card, `authenticator-codes-${lang}`)
    await codes.getByTestId('recovery-done').click()
    await expect(card.getByTestId('authenticator-state')).toHaveText(S.authenticator.on)
    await expect(card.getByText(S.authenticator.recoveryLeft.replace('{{count}}', '10'))).toBeVisible()
    // Counted in the security level.
    await expect(page.getByTestId('security-level')).toContainText(`✓ ${S.items.authenticator}`)
    // Stored sealed: the key is nowhere in the database.
    const row = sqlOne<{ secret: string }>(`select secret from member_authenticators where member_id = (select id from members where account = '${account}')`)!
    expect(row.secret.startsWith('v1:')).toBe(true)
    expect(row.secret).not.toContain(key.replace(/\s/g, ''))

    // Signed out; the member's earlier logins came from another address, so 127.0.0.1 is new now.
    await page.context().clearCookies()
    if (lang === 'ty') await page.context().addCookies([{ name: 'lang', value: 'ty', url: baseURL! }])
    sqlRun(
      `delete from member_ips where member_id = (select id from members where account = '${account}');
       insert into member_ips (member_id, ip, first_seen_at) select id, '198.51.100.77', 0 from members where account = '${account}';`,
    )
    await page.goto('/login')
    await hydrated(page)
    const d = page.locator('dialog.auth-dialog')
    await d.locator('input[name=username]').fill(account)
    await d.locator('input[name=password]').fill(MEMBER_PASSWORD)
    await submitLoginWithCaptcha(page, d.getByRole('button', { name: L.submit, exact: true }))
    const check = d.getByTestId('new-ip-check')
    await expect(check).toBeVisible()
    await expect(check.getByText(L.newIpTitle)).toBeVisible()
    await expect(check.getByText(L.newIpAuthenticatorText)).toBeVisible()
    await shootAt(page, check, `authenticator-new-ip-${lang}`)
    // A wrong code: the server's reason under the field, still signed out.
    await check.locator('[name=authenticatorCode]').fill('000000')
    await submitLoginWithCaptcha(page, d.getByRole('button', { name: L.submit, exact: true }))
    await expect(check.locator('.auth-field.is-invalid')).toContainText(S.authenticator.errors.codeWrong)
    // The app's next code (the current one was spent turning it on if it is still the same 30 s).
    await check.locator('[name=authenticatorCode]').fill(appCode(key, 30_000))
    await submitLoginWithCaptcha(page, d.getByRole('button', { name: L.submit, exact: true }))
    await expect(page.getByTestId('member-name')).toHaveText(account, { timeout: 15_000 })
  })
}

test('withdrawal guard: turned on with a recovery code, the withdraw form then asks for a code and the server refuses a withdrawal without one', async ({ page, fundedMember }) => {
  test.slow()
  await page.goto('/member')
  await hydrated(page)
  const card = page.getByTestId('authenticator-card')
  await card.getByTestId('authenticator-start').click()
  const setup = card.getByTestId('authenticator-setup')
  const key = (await setup.getByTestId('authenticator-key').textContent())!.trim()
  await setup.locator('[name=code]').fill(appCode(key))
  await setup.locator('button[type=submit]').click()
  await expect(card.getByTestId('recovery-codes').locator('li')).toHaveCount(10)
  const recovery = (await card.getByTestId('recovery-codes').locator('li').allTextContents()).map((c) => c.trim())
  await card.getByTestId('recovery-done').click()

  // Recovery codes do not depend on the clock: the guard is switched with one.
  await card.getByTestId('authenticator-open-guard').click()
  const guard = card.getByTestId('authenticator-guard')
  await guard.locator('[name=on]').check()
  await guard.locator('[name=code]').fill(recovery[0]!)
  await guard.locator('button[type=submit]').click()
  await expect(card.getByRole('status')).toContainText(securityEn.authenticator.guardOn)
  await expect(card.getByText(securityEn.authenticator.recoveryLeft.replace('{{count}}', '9'))).toBeVisible()

  await page.goto('/member?tab=withdraw')
  await hydrated(page)
  const pin = page.getByTestId('pin-setup')
  await pin.locator('[name=password]').fill('123456')
  await pin.locator('[name=confirmPassword]').fill('123456')
  await pin.locator('button[type=submit]').click()
  const bank = page.getByTestId('bank-form')
  await bank.locator('.wkind').filter({ hasText: walletUiEn.withdraw.types.BANK }).click()
  await bank.locator('select[name="bank"]').selectOption('BPI')
  await bank.locator('[name=accountNumber]').fill('4455 6677 88')
  await bank.locator('[name=payeeName]').fill('Juan Dela Cruz')
  await bank.locator('button[type=submit]').click()

  const form = page.getByTestId('withdraw-form')
  const code = form.locator('input[name=authenticatorCode]')
  await expect(code).toBeVisible()
  await form.locator('input[name=amount]').fill('100')
  await form.locator('input[name=paymentPassword]').fill('123456')
  await shootAt(page, form, 'authenticator-withdraw-en')
  // Without a code the server refuses and nothing moves.
  await form.locator('button[type=submit]').click()
  await expect(form.locator('.auth-field.is-invalid')).toContainText(securityEn.authenticator.errors.withdrawCode)
  await expect(page.getByTestId('withdrawals').locator('tbody tr')).toHaveCount(0)
  await code.fill(recovery[1]!)
  await form.locator('button[type=submit]').click()
  await expect(page.getByTestId('withdrawals').locator('tbody tr')).toHaveCount(1, { timeout: 15_000 })
  expect(fundedMember.balance).toBe(1000)
})
