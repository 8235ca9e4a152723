/**
 * The demo marker (decision 0028): the test server runs the default BRAND_MODE (demo), so every
 * page (lobby, game list, agent, maintenance) shows the "Demo brand · play money" strip, readable
 * and inside the viewport at a phone's 390 px and a desktop's 1440 px; the footer's licence says
 * it is a demo. A modal popup (the agent page's login dialog) covers it like the rest of the page. (That a live brand shows none is tests/api/brand-mode.test.ts.)
 */
import { test, expect, hydrated, operator } from './fixtures'

test.describe.configure({ mode: 'serial' })

const SHOTS = process.env.DEMO_MARKER_SHOTS // a folder to keep screenshots in, for a look by eye

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } })

    for (const [name, path] of [
      ['home', '/'],
      ['game list', '/rng'],
      ['agent', '/agent'],
    ] as const) {
      test(`the ${name} page shows the demo marker without horizontal overflow`, async ({ page }) => {
        await page.goto(path)
        if (path === '/agent') {
          // The agent login page opens its login dialog (a modal over everything); the page is under it.
          await hydrated(page)
          await expect(page.locator('dialog.auth-dialog')).toBeVisible()
          await page.keyboard.press('Escape')
          await expect(page.locator('dialog.auth-dialog')).toBeHidden()
        }
        const marker = page.getByTestId('demo-marker')
        await expect(marker).toBeVisible()
        await expect(marker).toContainText('Demo brand · play money')
        const box = (await marker.boundingBox())!
        expect(box.y).toBe(0)
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(width)
        expect(box.height).toBeLessThan(48) // a slim strip, one line of text
        // Nothing covers it: the element at its centre is the marker or inside it.
        expect(
          await marker.evaluate((el) => {
            const r = el.getBoundingClientRect()
            return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2))
          }),
        ).toBe(true)
        const label = page.locator('.demo-marker__label')
        const labelBox = (await label.boundingBox())!
        expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(width)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/demo-${name.replace(' ', '-')}-${width}.png` })
      })
    }
  })
}

test.describe('maintenance', () => {
  test.use({ allowedConsoleError: /status of 503/ })
  test('the maintenance page shows the marker too, and the footer says the licence is a demo one', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByTestId('footer-licence')).toContainText('demo brand')
    operator('maintenance', 'on')
    try {
      await page.goto('/')
      await expect(page.getByTestId('maintenance-title')).toBeVisible()
      await expect(page.getByTestId('demo-marker')).toBeVisible()
    } finally {
      operator('maintenance', 'off')
    }
  })
})
