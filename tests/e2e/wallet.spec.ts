/**
 * Wallet screens in the browser (issue 4; spec §2 member center and header, §4 withdrawal
 * confirmation): deposit with the sandbox method and the header following without a reload, a
 * bank deposit an operator approves (the header follows it live), a withdrawal from PIN set-up to confirmation, the transfer to
 * an upline, the account record's filters and paging in the URL, the overlay's close and keyboard
 * use, a trial account's buttons, Filipino, and screenshots at 1440 and 390 px.
 */
import type { Page } from '@playwright/test'
import { test, expect, hydrated, operator, registerMember, submitLoginWithCaptcha } from './fixtures'
import { queuedRequestId, singleWallet } from './data'
import { CHECK_MS } from '../../server/gateway/live-events'
import { walletUiEn as EN, walletUiTy as TY } from '../../shared/i18n/wallet-ui'
import { walletEn, walletTy } from '../../shared/i18n/wallet'

let seq = Date.now() % 100000
/** A fresh username (6–16 letters or digits, starting with a letter). */
const uniqueName = (prefix: string) => `${prefix}${String(seq++).padStart(5, '0')}`
const dialog = (page: Page) => page.locator('dialog.auth-dialog')
const center = (page: Page) => page.getByTestId('member-center')
const headerAmount = (page: Page) => page.getByTestId('header-balance-amount')

/** Opens a member-centre tab through its menu entry (client navigation, no reload). */
async function openTab(page: Page, tab: string) {
  await center(page).locator(`.mc-menu [data-tab="${tab}"]`).click()
  await expect(center(page)).toHaveAttribute('data-tab', tab)
}

/** Deposits `amount` with the first (sandbox) method through the deposit form and waits for the result. */
async function depositSandbox(page: Page, amount: string, texts = EN) {
  await page.goto('/member?tab=depositv2')
  await hydrated(page)
  await page.locator('input[name=amount]').fill(amount)
  await page.locator('form.wform button[type=submit]').click()
  await expect(page.getByRole('status').filter({ hasText: texts.deposit.creditedTitle })).toBeVisible()
}

/** Fills a form's inputs by name and submits it. */
async function submitForm(form: ReturnType<Page['locator']>, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value)
  await form.locator('button[type=submit]').click()
}

/** Screenshots of the current state at 1440 and 390 px (tests/e2e/screenshots/, for people to look at). */
async function shoot(page: Page, name: string) {
  const before = page.viewportSize()
  for (const [label, width, height] of [
    ['desktop', 1440, 900],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.evaluate(() => document.fonts.ready)
    // Finished transitions: the side drawer slides away when the width drops to a phone's.
    await page.screenshot({ path: `tests/e2e/screenshots/wallet-${name}-${label}.png`, animations: 'disabled' })
  }
  if (before) await page.setViewportSize(before)
}

test.describe('deposit', () => {
  test('the sandbox method credits at once and the header balance follows without a reload; a bank transfer waits for the operator', async ({ page }) => {
    const name = uniqueName('dep')
    await registerMember(page, name)
    await expect(headerAmount(page)).toHaveText('₱0.00')
    await page.evaluate(() => {
      ;(window as unknown as { marker: number }).marker = 1
    })

    await page.locator('.member-bar__deposit').click()
    await expect(center(page)).toHaveAttribute('data-tab', 'depositv2')
    const methods = page.locator('.wmethod')
    await expect(methods.first()).toHaveClass(/is-active/)
    await expect(page.locator('.wamount')).toContainText('Min ₱100.00 · Max ₱50,000.00')

    // Client-side refusal with the shared schema: nothing is sent.
    await page.locator('input[name=amount]').fill('50')
    await page.locator('form.wform button[type=submit]').click()
    await expect(page.locator('.wamount .auth-field__error')).toHaveText('The amount is below the minimum of ₱100.00 (allowed: ₱100.00 – ₱50,000.00)')

    await page.getByRole('button', { name: '₱500', exact: true }).click()
    await expect(page.locator('input[name=amount]')).toHaveValue('500')
    await page.getByRole('button', { name: 'Deposit ₱500.00' }).click()
    await expect(page.getByRole('status').filter({ hasText: EN.deposit.creditedTitle })).toBeVisible()
    await expect(page.getByTestId('deposit-new-balance')).toHaveText('₱500.00')
    await shoot(page, 'deposit-credited')
    await expect(headerAmount(page)).toHaveText('₱500.00')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)

    // Bank transfer: the payee's details, a reference, then pending until the operator decides.
    await page.getByRole('button', { name: EN.deposit.again }).click()
    await methods.filter({ hasText: 'Bank transfer' }).click()
    await expect(page.locator('.wpayee')).toContainText('BDO Unibank')
    await page.locator('input[name=amount]').fill('1000')
    await page.locator('input[name=payerReference]').fill('BDO-REF-778')
    await shoot(page, 'deposit-bank')
    await page.getByRole('button', { name: 'Deposit ₱1,000.00' }).click()
    await expect(page.getByRole('status').filter({ hasText: EN.deposit.pendingTitle })).toBeVisible()
    await expect(page.getByTestId('deposits-pending')).toContainText('BDO-REF-778')
    await expect(headerAmount(page)).toHaveText('₱500.00')

    const id = queuedRequestId(['deposit', 'list'], name)
    operator('deposit', 'approve', String(id))
    // The operator command is another process: the tab's live stream notices at its next check (CHECK_MS), no click, no reload.
    await expect(headerAmount(page)).toHaveText('₱1,500.00', { timeout: CHECK_MS + 5_000 })
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    // The header's refresh button reads the balance again (spinner while it loads).
    await page.getByRole('button', { name: EN.header.refresh }).click()
    await expect(headerAmount(page)).toHaveText('₱1,500.00')

    // Two credited deposits → two unread messages on the platform-information badge.
    await page.reload()
    await hydrated(page)
    await expect(page.getByTestId('deposits-pending')).toHaveCount(0)
    await expect(page.getByTestId('badge-messageV2')).toContainText('2')

    // The hide toggle shows *** and is remembered.
    await page.getByRole('button', { name: EN.header.hide }).click()
    await expect(headerAmount(page)).toBeHidden()
    await expect(page.locator('.hbal__mask')).toHaveText('***')
    await page.reload()
    await hydrated(page)
    await expect(headerAmount(page)).toBeHidden()
    await page.getByRole('button', { name: EN.header.show }).click()
    await expect(headerAmount(page)).toHaveText('₱1,500.00')

    // No upline: the transfer tab says why.
    await openTab(page, 'transferUpline')
    await expect(page.getByTestId('no-upline')).toContainText(EN.upline.noUplineTitle)
  })
})

test.describe('withdraw', () => {
  // A wrong PIN is refused by the server (the browser logs the 4xx answer).
  test.use({ allowedConsoleError: /status of 40[0-9]/ })

  test('PIN set-up, bank account, request, operator approval, then received; a second one not received with a proof image', async ({ page }) => {
    const name = uniqueName('wd')
    await registerMember(page, name)
    await depositSandbox(page, '3000')
    await openTab(page, 'withdraw')

    const pin = page.getByTestId('pin-setup')
    await submitForm(pin, { password: '123456', confirmPassword: '654321' })
    await expect(pin).toContainText(walletEn.errors.paymentPasswordMismatch)
    await submitForm(pin, { confirmPassword: '123456' })

    const bank = page.getByTestId('bank-form')
    await bank.locator('.wkind').filter({ hasText: EN.withdraw.types.BANK }).click()
    await bank.locator('select[name="bank"]').selectOption('BPI')
    await submitForm(bank, { accountNumber: '12', payeeName: 'Juan Dela Cruz' })
    await expect(bank).toContainText(walletEn.errors.accountNumberInvalid)
    await submitForm(bank, { accountNumber: '4455 6677 88' })

    const form = page.getByTestId('withdraw-form')
    await expect(form.locator('.wbank.is-active')).toContainText('BPI')
    await expect(form).toContainText('Available: ₱3,000.00')
    await form.locator('input[name=amount]').fill('5000')
    await form.locator('input[name=paymentPassword]').fill('123456')
    await form.locator('button[type=submit]').click()
    await expect(form).toContainText(walletEn.errors.insufficientFunds)

    await form.locator('input[name=amount]').fill('1000')
    await form.locator('input[name=paymentPassword]').fill('111111')
    await form.getByRole('button', { name: 'Withdraw ₱1,000.00' }).click()
    await expect(form.locator('input[name=paymentPassword]')).toHaveAttribute('aria-invalid', 'true')
    await expect(form).toContainText(walletEn.errors.paymentPasswordWrong)
    await form.locator('input[name=paymentPassword]').fill('123456')
    await form.getByRole('button', { name: 'Withdraw ₱1,000.00' }).click()
    await expect(page.getByRole('status').filter({ hasText: EN.withdraw.requestedTitle })).toBeVisible()
    await expect(headerAmount(page)).toHaveText('₱2,000.00')
    await expect(page.getByTestId('withdrawals').locator('tbody tr').first()).toContainText(walletEn.status.PENDING)

    const first = queuedRequestId(['withdrawal', 'list'], name)
    operator('withdrawal', 'approve', String(first))
    await page.reload()
    const confirm = page.getByTestId(`confirm-${first}`)
    await expect(confirm).toContainText('If you do not answer by')
    await shoot(page, 'withdraw-confirm')
    await confirm.getByText(EN.withdraw.received, { exact: true }).click()
    await confirm.getByRole('button', { name: EN.withdraw.sendConfirm }).click()
    await expect(page.getByTestId(`confirmed-${first}`)).toContainText(`${EN.withdraw.confirmed}${walletEn.status.RECEIVED}`)
    await expect(page.getByTestId('withdrawals').locator('tbody tr').first()).toContainText(walletEn.status.RECEIVED)

    // Not received: the proof image is required, previewed, and sent with the answer.
    await form.locator('input[name=amount]').fill('200')
    await form.locator('input[name=paymentPassword]').fill('123456')
    await form.getByRole('button', { name: 'Withdraw ₱200.00' }).click()
    await expect(headerAmount(page)).toHaveText('₱1,800.00')
    const second = queuedRequestId(['withdrawal', 'list'], name)
    operator('withdrawal', 'approve', String(second))
    await page.reload()
    const dispute = page.getByTestId(`confirm-${second}`)
    await dispute.getByText(EN.withdraw.notReceived, { exact: true }).click()
    await dispute.getByRole('button', { name: EN.withdraw.sendConfirm }).click()
    await expect(dispute).toContainText(walletEn.errors.proofRequired)
    await dispute.locator('input[type=file]').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG_1PX })
    await expect(dispute.getByRole('img', { name: EN.withdraw.proofPreview })).toBeVisible()
    await dispute.locator('textarea[name=remark]').fill('Nothing arrived at my bank')
    await shoot(page, 'withdraw-proof')
    await dispute.getByRole('button', { name: EN.withdraw.sendConfirm }).click()
    await expect(page.getByTestId(`confirmed-${second}`)).toContainText(walletEn.status.NOT_RECEIVED)
    await expect(page.getByTestId('withdrawals').locator('tbody tr').first()).toContainText(walletEn.status.NOT_RECEIVED)
  })
})

test('a member who joined with an agent’s invitation code transfers to that upline', async ({ page, browser }) => {
  const agent = uniqueName('up')
  const { affiliateCode } = JSON.parse(operator('agent', 'add', agent, 'Agent123!').trim().split('\n').at(-1)!) as { affiliateCode: string }
  const name = uniqueName('dl')
  await registerMember(page, name, `/register?referralCode=${affiliateCode}`)
  await depositSandbox(page, '300')
  await openTab(page, 'transferUpline')
  await expect(page.getByTestId('upline-account')).toHaveText(agent)
  const form = page.getByTestId('upline-form')
  await shoot(page, 'upline')
  await form.locator('input[name=amount]').fill('400')
  await form.locator('button[type=submit]').click()
  await expect(form).toContainText(walletEn.errors.insufficientFunds)
  await form.locator('input[name=amount]').fill('120.50')
  await form.getByRole('button', { name: 'Transfer ₱120.50' }).click()
  await expect(page.getByRole('status')).toContainText(`₱120.50 sent to ${agent}.`)
  await expect(headerAmount(page)).toHaveText('₱179.50')
  // The upline, signed in at /agent in its own browser, has the ₱120.50 (earlier failed logins of the run may ask for the captcha).
  const uplineContext = await browser.newContext()
  const uplinePage = await uplineContext.newPage()
  await uplinePage.goto('/agent')
  await hydrated(uplinePage)
  const login = uplinePage.locator('dialog.auth-dialog')
  await login.locator('input[name=username]').fill(agent)
  await login.locator('input[name=password]').fill('Agent123!')
  await submitLoginWithCaptcha(uplinePage, login.getByRole('button', { name: 'Log in', exact: true }))
  await expect(uplinePage).toHaveURL(/\/agentHome$/, { timeout: 15_000 })
  const upline = await uplinePage.request.get('/wps/v2/wallets/balance')
  expect(((await upline.json()) as { value: { balance: number } }).value.balance).toBe(120.5)
  await uplineContext.close()
})

test('a brand with separate game wallets: money moves to a game wallet and back', async ({ page }) => {
  const name = uniqueName('gwal')
  await registerMember(page, name)
  await depositSandbox(page, '1000')
  singleWallet(false)
  try {
    await openTab(page, 'transferFund')
    const form = page.getByTestId('wallet-transfer-form')
    await expect(form.locator('select[name=from]')).toHaveValue('MAIN')
    const vendor = await form.locator('select[name=to]').inputValue()
    await form.locator('input[name=amount]').fill('250')
    await form.locator('button[type=submit]').click()
    await expect(form.getByRole('status')).toContainText('₱250.00 moved to')
    await expect(headerAmount(page)).toHaveText('₱750.00')
    await expect(page.getByTestId('game-wallets')).toContainText('₱250.00')
    await shoot(page, 'game-wallets')
    // Back: choosing the game wallet as the source puts the main wallet on the other side.
    await form.locator('select[name=from]').selectOption(vendor)
    await expect(form.locator('select[name=to]')).toHaveValue('MAIN')
    await form.locator('input[name=amount]').fill('300')
    await form.locator('button[type=submit]').click()
    await expect(form).toContainText(walletEn.errors.insufficientFunds)
    await form.locator('input[name=amount]').fill('250')
    await form.locator('button[type=submit]').click()
    await expect(headerAmount(page)).toHaveText('₱1,000.00')
  } finally {
    singleWallet(true)
  }
})

test('the account record keeps its filters and page in the URL; a row opens its detail', async ({ page }) => {
  const name = uniqueName('rec')
  await registerMember(page, name)
  await page.goto('/member?tab=transactionHistory')
  await hydrated(page)
  await expect(page.getByText(EN.records.empty)).toBeVisible()
  // 22 deposits through the API (each with its own Idempotency-Key), then one repeat that moves nothing.
  await page.evaluate(async () => {
    const send = (key: string, amount: number) =>
      fetch('/wps/wallet/deposit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ methodCode: 'GCASH', amount }),
      })
    for (let i = 1; i <= 22; i++) await send(`records-${i}-${crypto.randomUUID()}`, 100 + i)
  })
  await page.reload()
  await expect(page.getByTestId('records-count')).toHaveText('22 transactions')
  await expect(page.getByTestId('records-page')).toHaveText('Page 1 of 2')
  await expect(page.getByTestId('records').locator('tbody tr')).toHaveCount(20)
  await expect(page.getByTestId('records').locator('tbody tr').first()).toContainText('+₱122.00')

  await page.getByRole('link', { name: EN.records.next }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(page.getByTestId('records-page')).toHaveText('Page 2 of 2')
  await expect(page.getByTestId('records').locator('tbody tr')).toHaveCount(2)
  await page.goBack()
  await expect(page.getByTestId('records-page')).toHaveText('Page 1 of 2')
  await page.goForward()
  await expect(page.getByTestId('records-page')).toHaveText('Page 2 of 2')

  await page.getByRole('link', { name: EN.records.past30 }).click()
  await expect(page).toHaveURL(/range=30d/)
  await expect(page).not.toHaveURL(/page=2/)
  await page.locator('select[name=kind]').selectOption('WITHDRAW_HOLD')
  await expect(page).toHaveURL(/range=30d.*kind=WITHDRAW_HOLD|kind=WITHDRAW_HOLD.*range=30d/)
  await expect(page.getByText(EN.records.empty)).toBeVisible()
  await page.reload()
  await hydrated(page)
  await expect(page.locator('select[name=kind]')).toHaveValue('WITHDRAW_HOLD')
  await page.locator('select[name=kind]').selectOption('DEPOSIT')
  await expect(page.getByTestId('records-count')).toHaveText('22 transactions')

  // Custom range: yesterday only → nothing.
  await page.getByRole('button', { name: EN.records.custom }).click()
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  await page.locator('input[name=from]').fill(day)
  await page.locator('input[name=to]').fill(day)
  await page.getByRole('button', { name: EN.records.apply }).click()
  await expect(page).toHaveURL(/range=custom/)
  await expect(page.getByText(EN.records.empty)).toBeVisible()

  await page.getByRole('link', { name: EN.records.past7 }).click()
  await page.getByTestId('records').locator('tbody tr').first().getByRole('button').click()
  const detail = page.locator('dialog.wdetail[open]')
  await expect(detail).toContainText(EN.records.detailTitle)
  await expect(detail.getByTestId('detail-amount')).toHaveText('+₱122.00')
  await expect(detail).toContainText(walletEn.kinds.DEPOSIT)
  await shoot(page, 'record-detail')
  await page.keyboard.press('Escape')
  await expect(detail).toHaveCount(0)
})

test('the member centre is an overlay: the menu in the spec order, keyboard use, close back to where the member came from', async ({ page }) => {
  await registerMember(page, uniqueName('ovl'))
  await page.goto('/rng')
  await hydrated(page)
  await page.locator('.member-bar__deposit').click()
  await expect(center(page)).toBeVisible()
  const labels = await center(page).locator('.mc-menu__label').allTextContents()
  expect(labels.slice(0, 14)).toEqual([
    EN.menu.securityCenter,
    EN.menu.responsibleGaming,
    EN.menu.transferFund,
    EN.menu.depositv2,
    EN.menu.withdraw,
    EN.menu.transferUpline,
    EN.menu.personalHistoryCopy,
    EN.menu.transactionHistory,
    EN.menu.personalProfit,
    EN.menu.bonusDetails,
    EN.menu.rewardCenter,
    EN.menu.referral,
    EN.menu.missionLeaderboard,
    EN.menu.messageV2,
  ])
  // Bonus details (issue 7) opens its screen.
  await openTab(page, 'bonusDetails')
  await expect(page.getByTestId('bonus-details')).toBeVisible()
  // Keyboard: the menu entries are links in tab order; Enter opens one.
  await center(page).locator('.mc-menu [data-tab="transferFund"]').focus()
  await page.keyboard.press('Enter')
  await expect(center(page)).toHaveAttribute('data-tab', 'transferFund')
  await expect(page).toHaveURL(/tab=transferFund/)
  await page.goBack()
  await expect(center(page)).toHaveAttribute('data-tab', 'bonusDetails')
  // Escape (focus outside a field) closes and returns to the slots page.
  await page.locator('.mc__title').click()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/rng$/)
  await expect(center(page)).toHaveCount(0)
  await page.locator('.member-bar__withdraw').click()
  await page.getByTestId('member-center-close').click()
  await expect(page).toHaveURL(/\/rng$/)
  // The account dropdown's "Account record" opens the tab and the dropdown closes.
  await page.locator('.account-menu__toggle').click()
  await page.getByRole('menuitem', { name: 'Account record' }).click()
  await expect(center(page)).toHaveAttribute('data-tab', 'transactionHistory')
  await expect(page.locator('details.account-menu')).not.toHaveAttribute('open', '')
})

test('a trial account’s deposit button opens the need-true-account message, whose confirm opens registration', async ({ page }) => {
  await page.goto('/login')
  await hydrated(page)
  await dialog(page).getByRole('button', { name: 'Play for free' }).click()
  await expect(page.locator('.member-bar .pill')).toHaveText('Trial account')
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'trial header overflows').toBeLessThanOrEqual(0)
  // On a phone the header's deposit gives way to the tab bar's (decision 0042); the header's is the one at desktop width.
  await expect(page.locator('.member-bar__deposit')).toBeHidden()
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.locator('.member-bar__deposit').click()
  const message = page.locator('dialog.wtrue[open]')
  await expect(message).toContainText('Real account needed')
  await shoot(page, 'trial')
  await expect(page).not.toHaveURL(/\/member/)
  await message.getByTestId('need-true-register').click()
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).locator('input[name=password]')).toBeVisible()
})

test.describe('in Filipino', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lang', value: 'ty', url: baseURL! }])
  })

  test('a deposit and the account record speak Filipino', async ({ page }) => {
    const name = uniqueName('fil')
    await registerMember(page, name)
    await page.goto('/member?tab=depositv2')
    await hydrated(page)
    await expect(center(page).locator('.mc__tab-title')).toHaveText(TY.menu.depositv2)
    await page.locator('input[name=amount]').fill('abc')
    await page.locator('form.wform button[type=submit]').click()
    await expect(page.locator('.wamount .auth-field__error')).toHaveText(TY.common.required)
    await page.locator('input[name=amount]').fill('1000')
    await page.getByRole('button', { name: 'Magdeposito ng ₱1,000.00' }).click()
    await expect(page.getByRole('status').filter({ hasText: TY.deposit.creditedTitle })).toBeVisible()
    await expect(headerAmount(page)).toHaveText('₱1,000.00')
    await openTab(page, 'transactionHistory')
    await expect(page.getByTestId('records').locator('tbody tr').first()).toContainText(walletTy.kinds.DEPOSIT)
    await expect(page.getByRole('link', { name: TY.records.past30 })).toBeVisible()
    // The longer Filipino labels still fit a phone.
    await page.setViewportSize({ width: 390, height: 844 })
    for (const tab of ['depositv2', 'withdraw', 'transactionHistory']) {
      await page.goto(`/member?tab=${tab}`)
      await hydrated(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${tab} overflows`).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `tests/e2e/screenshots/wallet-${tab}-ty-phone.png`, animations: 'disabled' })
    }
  })
})

// Screenshots for people to look at (tests/e2e/screenshots/, not committed), at desktop and phone widths.
test('every wallet tab at 1440 and 390 px without horizontal overflow', async ({ page }) => {
  test.setTimeout(120_000)
  const name = uniqueName('shot')
  await registerMember(page, name)
  await depositSandbox(page, '2500')
  for (const [label, width, height] of [
    ['desktop', 1440, 900],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    for (const tab of ['securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'transactionHistory', 'messageV2']) {
      await page.goto(`/member?tab=${tab}`)
      await hydrated(page)
      await page.evaluate(() => document.fonts.ready)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${tab} overflows at ${width}px`).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `tests/e2e/screenshots/wallet-${tab}-${label}.png` })
    }
  }
})

/** A 1×1 PNG (the proof upload; the server checks the bytes are a PNG). */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
