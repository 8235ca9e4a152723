/**
 * Stylesheets by page (issue 16, decision 0050), on the production build the browser tests serve:
 * - the first paint of `/` waits for one stylesheet, the lobby's, of at most `LOBBY_BUDGET` gzipped
 *   (a CSS import added to a layout component would link a second one, or grow this one);
 * - the rest of the layout's styles (dialogs, forms) arrive after the first paint, before a visitor can
 *   open a dialog;
 * - a page that is not a browse page links the lobby's, the extras' and its own sheet in that order, so
 *   its rules win over the shell's, and a client-side navigation to it applies its sheet.
 */
import { gzip9 } from '../../bench/html-scripts'
import { test, expect } from './fixtures'

/** The lobby's sheet measured 10.4 KB gzip -9 (9.3 KB br) when it was split out; KB = 1000 B. */
const LOBBY_BUDGET = 12_000

/** The stylesheet hrefs of `<link rel="stylesheet">` in the HTML, in document order. */
function stylesheetLinks(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\brel="stylesheet"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '')
}

test.describe('stylesheets by page', () => {
  test('the first paint of / waits for the lobby sheet alone, within its budget', async ({ request }) => {
    const res = await request.get('/', { headers: { 'accept-encoding': 'identity' } })
    expect(res.status()).toBe(200)
    const links = stylesheetLinks(await res.text())
    expect(links, 'stylesheets linked by the HTML of /').toHaveLength(1)
    expect(links[0]).toMatch(/^\/assets\/lobby-[\w-]+\.css$/)
    const css = await request.get(links[0], { headers: { 'accept-encoding': 'identity' } })
    expect(css.status()).toBe(200)
    expect(gzip9(await css.body()), `${links[0]} gzip -9`).toBeLessThanOrEqual(LOBBY_BUDGET)
  })

  test('the dialogs are styled once the page is up: the extras arrive after the first paint', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const extrasRules = () => page.evaluate(() => [...document.styleSheets].filter((s) => s.href?.includes('/assets/extras-')).reduce((n, s) => n + s.cssRules.length, 0))
    await expect.poll(extrasRules).toBeGreaterThan(100)
    // The announcement popup of a first visit may be open; it is one of the dialogs these styles dress.
    await page.keyboard.press('Escape')
    await page.locator('[data-auth-open="login"]').first().click()
    const submit = page.locator('.auth-submit').first()
    await expect(submit).toBeVisible()
    // auth.css (in the extras) makes the submit button a full-width gold pill; unstyled it would be a plain button.
    const box = await submit.boundingBox()
    const field = await page.locator('.auth-field__control').first().boundingBox()
    expect(box && field && Math.abs(box.width - field.width) < 40, 'the submit button spans the form like its fields').toBeTruthy()
  })

  test('a page links the lobby, the extras and its own sheet in that order, also after a client-side navigation', async ({ page, request }) => {
    const res = await request.get('/promotions', { headers: { 'accept-encoding': 'identity' } })
    expect(res.status()).toBe(200)
    const names = stylesheetLinks(await res.text()).map((href) => /\/assets\/([a-z-]+)-[\w-]+\.css$/.exec(href)?.[1])
    expect(names).toEqual(['lobby', 'extras', 'promotions'])

    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page.keyboard.press('Escape')
    await page.evaluate(() => {
      const a = document.querySelector<HTMLAnchorElement>('a[href="/promotions"]')
      a?.click()
    })
    await expect(page).toHaveURL(/\/promotions$/)
    // promotions.css lays the page out as a column with an 18 px gap.
    await expect(page.locator('.promos')).toHaveCSS('row-gap', '18px')
  })
})
