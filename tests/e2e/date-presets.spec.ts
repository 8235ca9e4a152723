/**
 * The "next 7 / 30 days" date presets of spec §9 on the promotions page (decision 0060): a chip row
 * under the tags keeps the promotions open at some time in the next 7 or 30 days, in the address
 * (`?within=7d`) with the category and tag, translated (English and Filipino), at 1440 and 390 px.
 */
import { test, expect, hydrated, shootAtBothWidths } from './fixtures'

test('"Next 7 days" hides the ended promotions and those starting later, keeps the running ones and the other filters', async ({ page }) => {
  await page.goto('/promotions')
  await hydrated(page)
  const cards = page.locator('.promo-card')
  const codes = async () => (await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''))).sort()
  const all = await codes()
  const later = (await page.locator('.promo-card[data-state="comingSoon"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''))).sort()
  expect(later.length, 'the seed has a promotion starting in 30 days').toBeGreaterThan(0)
  const dates = page.getByTestId('promo-dates')
  await expect(dates.getByRole('link', { name: 'Any date' })).toHaveAttribute('aria-current', 'true')

  await dates.getByRole('link', { name: 'Next 7 days' }).click()
  await expect(page).toHaveURL(/[?&]within=7d/)
  await expect(dates.getByRole('link', { name: 'Next 7 days' })).toHaveAttribute('aria-current', 'true')
  const next7 = await codes()
  expect(next7.length).toBeGreaterThan(0)
  expect(next7.length).toBeLessThan(all.length)
  for (const code of later) expect(next7).not.toContain(code)
  await expect(page.locator('.promo-card', { hasText: 'Ended' })).toHaveCount(0)
  for (const code of next7) expect(all).toContain(code)

  // A tag keeps the preset, and the preset keeps the tag.
  await page.locator('.promos__tags:not(.promos__dates) .promos__tag').nth(1).click()
  await expect(page).toHaveURL(/within=7d/)
  await expect(page).toHaveURL(/tag=/)
  await dates.getByRole('link', { name: 'Any date' }).click()
  await expect(page).not.toHaveURL(/within=/)
  await expect(page).toHaveURL(/tag=/)
})

test('the presets read in Filipino and fit at 390 and 1440 px', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'ty', url: baseURL! }])
  await page.goto('/promotions?within=30d')
  await hydrated(page)
  const dates = page.getByTestId('promo-dates')
  await expect(dates.getByRole('link', { name: 'Susunod na 30 araw' })).toHaveAttribute('aria-current', 'true')
  await expect(dates.getByRole('link', { name: 'Susunod na 7 araw' })).toBeVisible()
  await shootAtBothWidths(page, 'promotions-date-presets')
})
