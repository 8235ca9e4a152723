/**
 * Referral pays, in the browser (issue 18 "Referral pays"; decision 0049): the operator sets the
 * brand's rule (`npm run operator -- referral rule set`), a member invites a friend with the link,
 * the friend deposits and plays (signed vendor calls, tests/e2e/data.ts), the member's referral tab
 * shows the rule in words and today's estimate; the operator runs the settlement as if tomorrow
 * (`referral settle --at`) and the tab shows the paid period with its friends, basis and earnings,
 * in English and Filipino, at 1440 and 390 px (screenshots in tests/e2e/screenshots/, not committed).
 * Run: E2E_PORT=3491 E2E_DATA_DIR=/tmp/e2e-i18ref npx playwright test --config tests/e2e/playwright.config.ts tests/e2e/referral.spec.ts
 */
import { test, expect, freshAccount, hydrated, operator, registerMember, shootAtBothWidths } from './fixtures'
import { playRounds } from './data'

test('a referrer sees the rule, today’s estimate, and after settlement the paid period in its history and wallet', async ({ page, browser }) => {
  test.setTimeout(180_000)
  expect(operator('referral', 'rule', 'set', '--basis', 'valid-bets', '--rate', '2', '--cap', '500', '--period', 'daily')).toContain('2% of invited friends')
  expect(operator('referral', 'rule', 'show')).toContain('at most ₱500.00 per referrer and period, settled daily')

  const referrer = freshAccount('ref')
  await registerMember(page, referrer)
  await page.goto('/member?tab=referral')
  await hydrated(page)
  const earnings = page.getByTestId('referral-earnings')
  await expect(earnings.getByTestId('referral-earn-rule')).toContainText('You earn 2% of the valid bets your invited friends place each day')
  await expect(earnings.getByTestId('referral-earn-rule')).toContainText('Up to ₱500.00 a day')
  await expect(earnings).toContainText('No payments yet')
  await expect(page.getByTestId('referral-estimate-amount')).toHaveText('₱0.00')
  const code = (await page.getByTestId('referral-code').textContent())!.trim()

  // The friend signs up with the link on another device, deposits ₱1,000.00 and plays ₱150.00 of stakes.
  const friend = freshAccount('frd')
  const context = await browser.newContext()
  const friendPage = await context.newPage()
  await registerMember(friendPage, friend, `/register?referralCode=${code}`)
  const deposit = await friendPage.request.post('/wps/wallet/deposit', { headers: { 'idempotency-key': `e2e-ref-${friend}` }, data: { methodCode: 'GCASH', amount: 1000 } })
  expect(deposit.ok(), await deposit.text()).toBe(true)
  await context.close()
  await playRounds(friend, [
    { stake: 10_000, payout: 0 },
    { stake: 5_000, payout: 2_000 },
  ])

  await page.reload()
  await hydrated(page)
  const estimate = page.getByTestId('referral-estimate')
  await expect(estimate).toContainText('₱150.00')
  await expect(page.getByTestId('referral-estimate-amount')).toHaveText('₱3.00')

  // The day is settled (as the job does after midnight, UTC+8): 2% of ₱150.00 = ₱3.00, paid once.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString()
  expect(operator('referral', 'settle', '--at', tomorrow)).toMatch(/1 referrer\(s\), 1 paid/)
  expect(operator('referral', 'settle', '--at', tomorrow)).toContain('settled 0 period(s)')

  await page.reload()
  await hydrated(page)
  const table = page.getByTestId('referral-payments')
  await expect(table.locator('tbody tr')).toHaveCount(1)
  await expect(table).toContainText('₱150.00')
  await expect(table).toContainText('₱3.00')
  await expect(earnings).toContainText('Total earned: ₱3.00')
  const api = (await (await page.request.get('/wps/member/referral/earnings')).json()) as {
    value: { history: { totalEarned: number; list: { friends: number; basisAmount: number; amount: number }[] } }
  }
  expect(api.value.history.totalEarned).toBe(3)
  expect(api.value.history.list[0]).toMatchObject({ friends: 1, basisAmount: 150, amount: 3 })
  const movements = (await (await page.request.get('/wps/wallet/records?kind=REFERRAL')).json()) as { value?: { list?: { amount: number }[] } }
  expect(movements.value?.list?.map((m) => m.amount)).toEqual([3])
  await earnings.scrollIntoViewIfNeeded()
  await shootAtBothWidths(page, 'referral-earnings', async (label) => {
    await page.getByTestId('referral-payments').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `tests/e2e/screenshots/referral-payments-${label}.png`, animations: 'disabled' })
    await earnings.scrollIntoViewIfNeeded()
  })

  await page.goto('/member?tab=referral&language=ty')
  await hydrated(page)
  await expect(page.getByTestId('referral-earnings')).toContainText('Kasaysayan ng bayad')
  await expect(page.getByTestId('referral-earn-rule')).toContainText('Kumikita ka ng 2%')
  await expect(page.getByTestId('referral-payments')).toContainText('₱3.00')
  await page.getByTestId('referral-earnings').scrollIntoViewIfNeeded()
  await shootAtBothWidths(page, 'referral-earnings-ty')
})
