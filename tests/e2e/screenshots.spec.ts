import { test, expect, hydrated, renderSkipped } from './fixtures'

// Screenshots for people to look at (tests/e2e/screenshots/, not committed), at desktop and phone widths.
for (const [name, width, height] of [
  ['desktop', 1440, 900],
  ['phone', 390, 844],
] as const) {
  test(`home and slots at ${width}px have no horizontal overflow`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    for (const path of ['/', '/rng', '/sports', '/help']) {
      await page.goto(path)
      await hydrated(page)
      await page.evaluate(() => document.fonts.ready)
      await renderSkipped(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${path} overflows at ${width}px`).toBeLessThanOrEqual(0)
      const slug = path === '/' ? 'home' : path.slice(1)
      await page.screenshot({ path: `tests/e2e/screenshots/${slug}-${name}.png`, fullPage: path !== '/help' })
    }
  })
}
