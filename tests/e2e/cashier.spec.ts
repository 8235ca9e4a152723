/**
 * The cashier a GCash player recognises (issue 16), in the browser at 390 and 1440 px: deposit
 * methods with their marks, the bonus choice in the deposit form, the reference number after the
 * request and in the list, the pending list following the operator's approval without a reload;
 * withdrawal accounts typed GCash / Maya / bank with their number formats checked, the expected
 * payout after a request; the agent's transfer to a downline confirmed with the amount, the balance
 * after it and the payment PIN. Screenshots in tests/e2e/screenshots/cashier-*.
 */
import type { Page } from '@playwright/test'
import { test, expect, hydrated, operator, shootAtBothWidths } from './fixtures'
import { walletUiEn as EN } from '../../shared/i18n/wallet-ui'
import { walletEn } from '../../shared/i18n/wallet'
import { agentEn } from '../../shared/i18n/agent'

/** Sets the withdrawal PIN through the withdraw tab's first step. */
async function setPin(page: Page, pin = '123456') {
  await page.goto('/member?tab=withdraw')
  await hydrated(page)
  const form = page.getByTestId('pin-setup')
  await form.locator('[name="password"]').fill(pin)
  await form.locator('[name="confirmPassword"]').fill(pin)
  await form.getByRole('button', { name: EN.withdraw.setPassword }).click()
  await expect(form).toBeHidden()
}

for (const [label, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1440, 900],
] as const) {
  test.describe(`cashier at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    test('deposit: marks, the bonus choice, the reference number, and the pending list follows the approval live', async ({ page, member }) => {
      expect(member.account).toBeTruthy()
      await page.goto('/member?tab=depositv2')
      await hydrated(page)
      const methods = page.locator('.wmethod')
      await expect(methods.filter({ hasText: 'GCash' }).locator('svg.paylogo--gcash')).toBeVisible()
      await expect(methods.filter({ hasText: 'Maya' }).locator('svg.paylogo--maya')).toBeVisible()
      await expect(methods.filter({ hasText: 'Bank transfer' }).locator('svg.paylogo--bank')).toBeVisible()

      // The bonus choice: "No bonus" first, the 100% deposit bonus beside it.
      const bonus = page.getByTestId('deposit-bonus')
      await expect(bonus.locator('.wbonus__item.is-active')).toHaveText(EN.deposit.noBonus)
      await bonus.locator('.wbonus__item').filter({ hasText: '100% Deposit Bonus' }).click()
      await expect(bonus.locator('.wbonus__item.is-active')).toContainText('100% Deposit Bonus')
      await expect(bonus).toContainText(EN.deposit.bonusHint)
      if (label === 'phone') await shootAtBothWidths(page, 'cashier-deposit-form')

      await page.locator('input[name=amount]').fill('500')
      await page.getByRole('button', { name: 'Deposit ₱500.00' }).click()
      await expect(page.getByRole('status').filter({ hasText: EN.deposit.creditedTitle })).toBeVisible()
      const reference = (await page.getByTestId('deposit-reference').textContent()) ?? ''
      expect(reference).toMatch(/^DP\d{12,}$/)
      await expect(page.getByTestId('deposits-recent')).toContainText(reference)
      // The bonus was joined with the deposit: the promotions page offers its reward to claim.
      await page.goto('/promotions')
      await expect(page.locator('article.promo-card').filter({ hasText: '100% Deposit Bonus' }).first()).toHaveAttribute('data-state', 'claim')

      // A bank transfer waits: its reference is shown, the pending list holds it until the operator approves.
      await page.goto('/member?tab=depositv2')
      await hydrated(page)
      await methods.filter({ hasText: 'Bank transfer' }).click()
      await page.locator('input[name=amount]').fill('600')
      await page.locator('input[name=payerReference]').fill('BDO-778')
      await page.getByRole('button', { name: 'Deposit ₱600.00' }).click()
      await expect(page.getByRole('status').filter({ hasText: EN.deposit.pendingTitle })).toBeVisible()
      const pendingRef = (await page.getByTestId('deposit-reference').textContent()) ?? ''
      await expect(page.getByTestId('deposits-pending')).toContainText(pendingRef)
      await expect(page.getByTestId('deposits-pending')).toContainText('BDO-778')
      if (label === 'phone') await shootAtBothWidths(page, 'cashier-deposit-pending')
      operator('deposit', 'approve', String(Number(pendingRef.slice(8))))
      await expect(page.getByTestId('deposits-pending')).toHaveCount(0, { timeout: 15_000 })
      await expect(page.getByTestId('deposits-recent')).toContainText(pendingRef)
    })

    test('withdraw: GCash number checked, the account saved, the expected payout after the request', async ({ page, fundedMember }) => {
      expect(fundedMember.balance).toBe(1000)
      await setPin(page)
      const form = page.getByTestId('bank-form')
      await expect(form.locator('.wkind.is-active')).toContainText('GCash')
      await form.locator('[name="accountNumber"]').fill('(02) 8123 4567')
      await form.locator('[name="payeeName"]').fill('Juan Dela Cruz')
      await form.getByRole('button', { name: EN.withdraw.saveAccount }).click()
      await expect(form).toContainText(walletEn.errors.mobileWalletInvalid)

      // A bank account needs that bank's digit count.
      await form.locator('.wkind').filter({ hasText: EN.withdraw.types.BANK }).click()
      await form.locator('select[name="bank"]').selectOption('BDO')
      await expect(form).toContainText('BDO Unibank account numbers have 10 or 12 digits')
      await form.locator('[name="accountNumber"]').fill('1234 5678 901')
      await form.getByRole('button', { name: EN.withdraw.saveAccount }).click()
      await expect(form).toContainText(walletEn.errors.bankDigits)
      if (label === 'phone') await shootAtBothWidths(page, 'cashier-withdraw-account')

      await form.locator('.wkind').filter({ hasText: 'GCash' }).click()
      await form.locator('[name="accountNumber"]').fill('0917 123 4567')
      await form.getByRole('button', { name: EN.withdraw.saveAccount }).click()
      const withdraw = page.getByTestId('withdraw-form')
      await expect(withdraw.locator('.wbank.is-active')).toContainText('GCash')
      await expect(withdraw.locator('.wbank.is-active svg.paylogo--gcash')).toBeVisible()
      await expect(page.getByTestId('payout-rules')).toContainText('GCash: usually within 1 hour')
      await expect(page.getByTestId('payout-rules')).toContainText('Bank account: usually within 24 hours')

      await withdraw.locator('input[name=amount]').fill('200')
      await withdraw.locator('[name="paymentPassword"]').fill('123456')
      await withdraw.getByRole('button', { name: 'Withdraw ₱200.00' }).click()
      await expect(page.getByRole('status').filter({ hasText: EN.withdraw.requestedTitle })).toBeVisible()
      await expect(page.getByTestId('expected-payout')).toContainText(EN.withdraw.expectedTitle)
      await expect(page.getByTestId('withdrawals').locator('tbody tr').first()).toContainText('GCash')
      await expect(page.getByTestId('row-expected').first()).toBeVisible()
      if (label === 'phone') await shootAtBothWidths(page, 'cashier-withdraw-requested')
    })
  })
}

test.describe('agent transfer to a downline', () => {
  test.use({ downlineKinds: ['member'], allowedConsoleError: /status of 400/ })

  test('asks for confirmation (downline, amount, balance after) and the payment PIN; a wrong PIN moves nothing', async ({ page, agentWithDownlines }) => {
    const downline = agentWithDownlines.downlines[0]!.account
    const funded = await page.request.post('/wps/wallet/deposit', { headers: { 'idempotency-key': `e2e-cash-${agentWithDownlines.account}` }, data: { methodCode: 'GCASH', amount: 500 } })
    expect(funded.ok()).toBe(true)
    await setPin(page, '246810')
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.goto(`/agentHome?tab=downlineManagmentView&account=${downline}`)
      await hydrated(page)
      const transfer = page.getByTestId('transfer-downline')
      await transfer.locator('input[name=amount]').fill('125.50')
      await transfer.getByRole('button', { name: 'Transfer ₱125.50' }).click()
      const confirm = page.getByTestId('transfer-confirm')
      await expect(confirm.getByTestId('confirm-account')).toHaveText(downline)
      await expect(confirm.getByTestId('confirm-amount')).toHaveText('₱125.50')
      const after = width === 390 ? '₱374.50' : '₱249.00'
      await expect(confirm.getByTestId('confirm-balance')).toHaveText(after)
      await shootAtBothWidths(page, `cashier-agent-confirm-${width}`)
      if (width === 390) {
        await confirm.locator('[name="paymentPassword"]').fill('111111')
        await confirm.getByRole('button', { name: agentEn.transfer.confirm }).click()
        await expect(confirm).toContainText(walletEn.errors.paymentPasswordWrong)
      }
      await confirm.locator('[name="paymentPassword"]').fill('246810')
      await confirm.getByRole('button', { name: agentEn.transfer.confirm }).click()
      await expect(page.getByTestId('transfer-done')).toBeVisible({ timeout: 15_000 })
    }
    await expect(page.getByTestId('detail-balance')).toHaveText('₱251.00')
  })
})
