/**
 * Agent contracts in the browser (issue 6; spec §2 contract popup and contract pages, §4
 * contracts, §9 daily salary paid the next day): an agent made by the operator logs in at /agent,
 * opens a downline it registered in team management and offers it a daily salary; the downline logs
 * in on the lobby, where the contract popup shows the terms and takes the answer after a
 * confirmation; the downline's bets of the day are settled by the operator's `contracts settle`
 * as the scheduler would the next day; the agent's daily salary page shows the payment with its
 * period, figures, rate and amount, the downline its contract, and the team overview charts the
 * downline's play. Screenshots at 1440 and 390 px
 * (tests/e2e/screenshots/, not committed) for people to look at.
 * Run: E2E_PORT=4051 E2E_DATA_DIR=/tmp/lobby-e2e-contracts npx playwright test --config tests/e2e/playwright.config.ts tests/e2e/agent-contracts.spec.ts
 */
import type { Page } from '@playwright/test'
import { test, expect, dialogLogin, hydrated, operator } from './fixtures'
import { playRounds } from './data'
import { periodAt } from '../../shared/periods'

const stamp = Date.now().toString(36).slice(-5)

/** Screenshots at 1440 and 390 px with `focus` scrolled into view; neither width may overflow sideways. */
async function shoot(page: Page, name: string, focus?: string) {
  const before = page.viewportSize()
  for (const [label, width, height] of [
    ['desktop', 1440, 900],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    if (focus) await page.getByTestId(focus).scrollIntoViewIfNeeded()
    await page.evaluate(() => document.fonts.ready)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${name} overflows at ${width}px`).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `tests/e2e/screenshots/contracts-${name}-${label}.png` })
  }
  if (before) await page.setViewportSize(before)
}

test.describe.configure({ mode: 'serial' })
// The offer above the agent's own rate is answered 400 on purpose; the browser logs that response.
test.use({ allowedConsoleError: /status of 400/ })

// The agent (signed in on `page`) with one member downline, ready to log in.
test.use({ downlineKinds: ['member'] })

test('an agent offers a daily salary, the downline accepts it in the popup, the job pays it and the agent sees the payment', async ({ page, browser, agentWithDownlines }) => {
  test.setTimeout(150_000)
  const AGENT = agentWithDownlines.account
  const { account: PLAYER, password: PASSWORD } = agentWithDownlines.downlines[0]

  // Team management → the downline → offer a daily salary: a rate above the agent's own is refused in place.
  await page.goto(`/agentHome?tab=downlineManagmentView&account=${PLAYER}`)
  await hydrated(page)
  const form = page.getByTestId('offer-form')
  await expect(form).toBeVisible()
  await form.getByTestId('offer-type').selectOption('DAILY_SALARY')
  await expect(form).toContainText('Your own rate: up to 2%')
  await form.getByTestId('offer-rate-0').fill('abc')
  await form.getByTestId('offer-submit').click()
  await expect(form.locator('.coffer__err')).toHaveText('Please enter a rate in percent: more than 0, at most 100, at most 2 decimals')
  await form.getByTestId('offer-rate-0').fill('2.5')
  await form.getByTestId('offer-submit').click()
  await expect(form.getByTestId('offer-result')).toHaveText('The highest rate, 2.5%, is above your own rate of 2%')
  await form.getByTestId('offer-activeMembers-0').fill('1')
  await form.getByTestId('offer-validBet-0').fill('100')
  await form.getByTestId('offer-rate-0').fill('0.5')
  await form.getByRole('button', { name: 'Add tier' }).click()
  await form.getByTestId('offer-activeMembers-1').fill('1')
  await form.getByTestId('offer-validBet-1').fill('1000')
  await form.getByTestId('offer-rate-1').fill('1.2')
  await form.getByTestId('offer-submit').click()
  await expect(form.getByTestId('offer-result')).toHaveText(`Offer sent. It waits for ${PLAYER} to accept.`)
  await expect(page.getByTestId('offer-form')).toContainText('Offer awaiting answer: up to 1.2%')
  await shoot(page, 'offer-form', 'offer-form')

  // The downline logs in on the lobby: the popup shows the offer; accepting asks first.
  const context = await browser.newContext()
  const member = await context.newPage()
  await dialogLogin(member, '/login', PLAYER, PASSWORD)
  // The first-login announcements come first (spec §2 popups, execution F); closed, the contract popup is next.
  await member.getByTestId('announcement-popup-close').click({ timeout: 15_000 })
  const popup = member.getByTestId('contract-popup')
  await expect(popup).toBeVisible({ timeout: 15_000 })
  await expect(popup.getByTestId('contract-popup-headline')).toHaveText(`${AGENT} offers you a Daily salary contract`)
  await expect(popup.getByTestId('contract-popup-tiers')).toContainText('at least ₱1,000.00')
  await expect(popup.getByTestId('contract-popup-tiers')).toContainText('1.2%')
  await shoot(member, 'popup')
  await popup.getByTestId('contract-accept').click()
  await expect(popup.getByTestId('contract-popup-confirm')).toHaveText('Accept this Daily salary contract?')
  await popup.getByTestId('contract-confirm').click()
  await expect(popup.getByTestId('contract-popup-done')).toHaveText('The contract is active.')
  await popup.getByTestId('contract-next').click()
  await expect(popup).toBeHidden()
  await member.reload()
  await hydrated(member)
  await expect(member.getByTestId('contract-popup')).toHaveCount(0)

  // The downline deposits ₱450.00 and plays today, as the game's vendor settles its rounds (the
  // ₱450.00 round first: its win pays the ₱800.00 stake); the agent has funds.
  const now = Date.now()
  const funded = await member.request.post('/wps/wallet/deposit', { headers: { 'idempotency-key': `e2e-pdep-${stamp}` }, data: { methodCode: 'GCASH', amount: 450 } })
  expect(funded.ok(), await funded.text()).toBe(true)
  const afterPlay = await playRounds(PLAYER, [
    { stake: 45_000, payout: 90_000 },
    { stake: 80_000, payout: 20_000 },
  ])
  const deposit = await page.request.post('/wps/wallet/deposit', { headers: { 'idempotency-key': `e2e-cdep-${stamp}` }, data: { methodCode: 'GCASH', amount: 500 } })
  expect(deposit.ok()).toBe(true)

  // Tomorrow one minute past midnight (UTC+8), the job pays today's salary: 1.2 % of ₱1,250.00 = ₱15.00.
  const today = periodAt('daily', now)
  const out = operator('contracts', 'settle', '--at', new Date(today.end + 61_000).toISOString())
  expect(out).toContain(`${today.key}: 1 contract(s), 1 paid`)

  await page.goto('/agentHome?tab=agentDailyWages2&role=paid')
  await hydrated(page)
  const team = page.getByTestId('contract-team')
  await expect(team).toContainText(PLAYER)
  await expect(team.locator('[data-status=ACTIVE]').first()).toBeVisible()
  const table = page.getByTestId('payments-table')
  await expect(table).toContainText(today.key.slice(1))
  await expect(table).toContainText(PLAYER)
  await expect(table).toContainText('₱1,250.00')
  await expect(table).toContainText('1.2%')
  await expect(table).toContainText('₱15.00')
  await expect(table).toContainText('Paid')
  await expect(page.getByTestId('payments-totals')).toContainText('Paid: ₱15.00')
  await shoot(page, 'daily-salary-paid', 'payments-table')

  // The received side: the downline's wallet has it on top of what its play left, and a Filipino reader sees the page translated.
  const balance = await member.request.get('/wps/v2/wallets/balance')
  expect(((await balance.json()) as { value: { balance: number } }).value.balance).toBe(afterPlay / 100 + 15)
  await page.goto('/agentHome?tab=agentDailyWages2&role=paid&language=ty')
  await expect(page.getByTestId('contract-payments')).toContainText('Mga tala ng bayad')

  // The team overview charts the downline's play, drawn on the server as SVG: ₱1,250.00 of valid bet today.
  await page.goto('/agentHome?tab=agentTeamOverview&language=en')
  await expect(page.getByTestId('stat-valid')).toContainText('₱1,250.00')
  await expect(page.getByTestId('trend-chart')).toBeVisible()
  await expect(page.getByTestId('trend-chart').locator('path, polyline, rect').first()).toBeAttached()
  await context.close()
})
