/**
 * The contract popup in the agent center (issue 6; spec §2 contract popup "only when logged in", §6
 * "subordinates accept or refuse dividend and salary contracts"): a sub-agent — an agent who is
 * himself a downline — signs in at /agent, lands in the agent center and answers his upline's
 * offer there, without visiting the lobby; the offer form shows the brand's maximum rate.
 * Run: E2E_PORT=4102 E2E_DATA_DIR=/tmp/lobby-e2e-support npx playwright test --config tests/e2e/playwright.config.ts tests/e2e/agent-popup.spec.ts
 */
import { test, expect, agentLogin, hydrated } from './fixtures'

// The root agent (signed in on `page`) with one sub-agent downline.
test.use({ downlineKinds: ['agent'] })

test("a sub-agent answers his upline's offer in the agent center popup", async ({ page, browser, agentWithDownlines }) => {
  test.setTimeout(120_000)
  const ROOT = agentWithDownlines.account
  const SUB = agentWithDownlines.downlines[0].account

  // The root agent's offer form names the brand's maximum beside his own rate.
  await page.goto(`/agentHome?tab=downlineManagmentView&account=${SUB}`)
  await hydrated(page)
  const form = page.getByTestId('offer-form')
  await form.getByTestId('offer-type').selectOption('HOURLY_SALARY')
  await expect(form.getByTestId('offer-brand-cap')).toHaveText('Brand maximum: 2%')
  const offered = await page.request.post('/wps/relay/MCS2_processContractHourSalary', {
    data: { action: 'offer', account: SUB, tiers: [{ activeMembers: 1, validBet: 100, loss: 0, rate: 0.8 }] },
  })
  expect(offered.ok(), await offered.text()).toBe(true)

  // The sub-agent signs in at /agent: the popup opens over the agent center.
  const context = await browser.newContext()
  const sub = await context.newPage()
  await agentLogin(sub, SUB, agentWithDownlines.downlines[0].password)
  await expect(sub.getByTestId('agent-center')).toBeVisible()
  const popup = sub.getByTestId('contract-popup')
  await expect(popup).toBeVisible()
  await expect(popup.getByTestId('contract-popup-headline')).toHaveText(`${ROOT} offers you a Hourly salary contract`)
  await expect(popup.getByTestId('contract-popup-tiers')).toContainText('0.8%')
  for (const [label, width, height] of [
    ['desktop', 1440, 900],
    ['phone', 390, 844],
  ] as const) {
    await sub.setViewportSize({ width, height })
    await sub.screenshot({ path: `tests/e2e/screenshots/agent-popup-${label}.png` })
  }
  await popup.getByTestId('contract-accept').click()
  await popup.getByTestId('contract-confirm').click()
  await expect(popup.getByTestId('contract-popup-done')).toHaveText('The contract is active.')
  await popup.getByTestId('contract-next').click()
  await expect(popup).toBeHidden()

  // Accepted: the hourly salary page shows it in force, and no popup comes back.
  await sub.goto('/agentHome?tab=agentHourSalary')
  await hydrated(sub)
  await expect(sub.getByTestId('contract-mine').locator('[data-status=ACTIVE]').first()).toBeVisible()
  await expect(sub.getByTestId('contract-popup')).toHaveCount(0)
  await context.close()
})
