/**
 * One-time passwords and the forced password change in the browser (issue 14 §3, decision 0030):
 * an agent opens a member and a sub-agent without passwords and sees each one-time password once
 * (with a copy button and a "shown once" note; a reload does not bring it back); the member logs in
 * with it, gets the change-password dialog that cannot be dismissed, cannot reach the member center
 * (page or API) until the change, changes it and proceeds; the sub-agent does the same on the agent
 * site and lands in the agent center. Screenshots at 1440 and 390 px (tests/e2e/screenshots/, not
 * committed) for people to look at.
 */
import type { Page } from '@playwright/test'
import { test, expect, addAgent, hydrated, submitLoginWithCaptcha } from './fixtures'

const stamp = Date.now().toString(36).slice(-5)
const AGENT = `otpa${stamp}`
const MEMBER = `otpm${stamp}`
const SUB = `otps${stamp}`
const NEW_PASSWORD = 'Chang3d!pw'
/** The one-time passwords the agent saw, by account. */
const oneTime: Record<string, string> = {}

const dialog = (page: Page) => page.locator('dialog.auth-dialog')

async function logIn(page: Page, path: '/login' | '/agent', username: string, password: string) {
  await page.goto(path)
  await hydrated(page)
  const d = dialog(page)
  await d.locator('input[name=username]').fill(username)
  await d.locator('input[name=password]').fill(password)
  // Failed logins from 127.0.0.1 in earlier specs of the run may have tripped the per-IP captcha.
  await submitLoginWithCaptcha(page, d.getByRole('button', { name: 'Log in', exact: true }))
}

/** Opens an account in the register center without a password; returns the one-time password shown. */
async function openAccount(page: Page, account: string, kind: 'member' | 'agent'): Promise<string> {
  const form = page.getByTestId('register-downline')
  await form.locator(`input[name=kind][value=${kind}]`).check()
  await form.locator('input[name=account]').fill(account)
  await form.getByRole('button', { name: 'Create account' }).click()
  const shown = page.getByTestId('one-time-password')
  await expect(shown).toBeVisible({ timeout: 15_000 })
  await expect(shown).toContainText('Shown this once')
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible()
  const password = (await page.getByTestId('one-time-password-value').textContent())!.trim()
  expect(password).toMatch(/^[!-~]{12}$/)
  return password
}

test.describe.configure({ mode: 'serial' })
// A login may first be answered CAPTCHA_REQUIRED (400) after earlier specs' failures; see submitLoginWithCaptcha.
test.use({ allowedConsoleError: /status of 400/ })

test('an agent opens accounts without passwords and sees each one-time password once', async ({ page }) => {
  test.setTimeout(120_000)
  await addAgent(AGENT, 'Agent123!')
  await logIn(page, '/agent', AGENT, 'Agent123!')
  await expect(page).toHaveURL(/\/agentHome$/, { timeout: 15_000 })
  await page.goto('/agentHome?tab=registerCenter')
  await hydrated(page)
  // No brand-wide default password anywhere on the page any more.
  const form = page.getByTestId('register-downline')
  await expect(form).toContainText('Leave empty to get a one-time password, shown to you once.')
  expect(await page.content()).not.toContain('Secret123!')

  oneTime[MEMBER] = await openAccount(page, MEMBER, 'member')
  for (const [label, width, height] of [
    ['desktop', 1440, 900],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.getByTestId('one-time-password').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `tests/e2e/screenshots/one-time-password-${label}.png` })
  }
  await page.setViewportSize({ width: 1440, height: 900 })
  // Another account: the form again, the first password gone from the page.
  await page.getByRole('button', { name: 'Add another account' }).click()
  await expect(page.getByTestId('one-time-password')).toHaveCount(0)
  oneTime[SUB] = await openAccount(page, SUB, 'agent')
  expect(oneTime[SUB]).not.toBe(oneTime[MEMBER])
  // Never shown again: not after a reload, not in the downline's detail.
  await page.reload()
  await hydrated(page)
  await expect(page.getByTestId('register-downline')).toBeVisible()
  await page.goto(`/agentHome?tab=downlineManagmentView&account=${MEMBER}`)
  await expect(page.getByTestId('detail-account')).toContainText(MEMBER)
  for (const p of Object.values(oneTime)) expect(await page.content()).not.toContain(p)
})

test('the member must change the one-time password before anything else, then proceeds', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  await logIn(page, '/login', MEMBER, oneTime[MEMBER]!)
  const d = dialog(page)
  await expect(d.locator('input[name=newPassword]')).toBeVisible({ timeout: 15_000 })
  await expect(d).toContainText('For your security, please set a new password before you continue.')
  await page.keyboard.press('Escape')
  await expect(d).toBeVisible() // a forced change cannot be dismissed

  // The member center is out of reach: the page shows the dialog over a visitor's page, the API refuses.
  await page.goto('/member')
  await hydrated(page)
  await expect(d.locator('input[name=newPassword]')).toBeVisible()
  await expect(page.getByTestId('member-center')).toHaveCount(0)
  await expect(page.getByTestId('member-name')).toHaveCount(0)
  const balance = await page.request.get('/wps/v2/wallets/balance')
  expect(balance.status()).toBe(403)
  expect(await balance.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', message: 'Please change your password before you continue' })
  const pin = await page.request.post('/wps/member/payment-password', { data: { password: '123456', confirmPassword: '123456' } })
  expect(pin.status()).toBe(403)
  for (const [label, width, height] of [
    ['desktop', 1440, 900],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `tests/e2e/screenshots/forced-change-${label}.png` })
  }
  await page.setViewportSize({ width: 1440, height: 900 })

  // After a page load the dialog asks for the current password (the one-time one) as well.
  await d.locator('input[name=oldPassword]').fill(oneTime[MEMBER]!)
  await d.locator('input[name=newPassword]').fill(NEW_PASSWORD)
  await d.locator('input[name=confirmNewPassword]').fill(NEW_PASSWORD)
  await d.getByRole('button', { name: 'Change password', exact: true }).click()
  await expect(page.getByTestId('member-name')).toHaveText(MEMBER, { timeout: 15_000 })
  await expect(d).toBeHidden()
  expect((await page.request.get('/wps/v2/wallets/balance')).status()).toBe(200)
  await page.goto('/member')
  await expect(page.getByTestId('member-center')).toBeVisible()
  await context.close()
})

test('a sub-agent changes the one-time password on the agent site, then reaches the agent center', async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  await logIn(page, '/agent', SUB, oneTime[SUB]!)
  const d = dialog(page)
  await expect(d.locator('input[name=newPassword]')).toBeVisible({ timeout: 15_000 })
  // /agentHome sends a held-back session back to /agent, the dialog still up.
  await page.goto('/agentHome')
  await expect(page).toHaveURL(/\/agent$/)
  await hydrated(page)
  await expect(d.locator('input[name=newPassword]')).toBeVisible()
  await expect(page.getByTestId('agent-center')).toHaveCount(0)
  await d.locator('input[name=oldPassword]').fill(oneTime[SUB]!)
  await d.locator('input[name=newPassword]').fill(NEW_PASSWORD)
  await d.locator('input[name=confirmNewPassword]').fill(NEW_PASSWORD)
  await d.getByRole('button', { name: 'Change password', exact: true }).click()
  await expect(page).toHaveURL(/\/agentHome$/, { timeout: 15_000 })
  await expect(page.getByTestId('agent-center')).toBeVisible()
  await context.close()
})
