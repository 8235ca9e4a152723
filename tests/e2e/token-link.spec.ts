/**
 * Token links in the browser (spec §4, DESIGN §3, decision 0048): opening a page with `?token=` signs
 * the visitor in, and the token is gone from the address bar, the history and every Referer at once;
 * a used or bad link signs nobody in and says so in the visitor's language.
 */
import { test, expect, hydrated } from './fixtures'

/** The session token of the signed-in `page` (its session cookie), as an app would put it in a link. */
async function tokenOf(page: import('@playwright/test').Page): Promise<string> {
  const sid = (await page.context().cookies()).find((c) => c.name === 'sid' || c.name === '__Host-sid')
  expect(sid).toBeTruthy()
  return sid!.value
}

/** A fresh browser (no cookie) whose session already closed the announcement popups, as the fixtures' `page` has. */
async function freshBrowser(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext()
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem('announcementPopupClosed:guest', '1')
      sessionStorage.setItem('announcementPopupClosed:member', '1')
    } catch {
      /* about:blank has no storage */
    }
  })
  return context
}

test('a token link signs in once, leaving no token in the URL, the history or a Referer', async ({ page, member, browser }) => {
  const token = await tokenOf(page)
  const visitor = await freshBrowser(browser)
  const tab = await visitor.newPage()
  const referers: string[] = []
  tab.on('request', (r) => {
    const ref = r.headers().referer
    if (ref) referers.push(ref)
  })
  await tab.goto('/promotions')
  const before = await tab.evaluate(() => history.length)
  await tab.goto(`/rng?token=${token}&language=en`)
  await hydrated(tab)
  await expect(tab.getByTestId('member-name')).toHaveText(member.account)
  expect(tab.url()).not.toContain('token')
  expect(new URL(tab.url()).pathname).toBe('/rng')
  // One entry for the one page opened: the URL with the token never became one.
  expect(await tab.evaluate(() => history.length)).toBe(before + 1)
  await tab.goBack()
  expect(new URL(tab.url()).pathname).toBe('/promotions')
  expect(referers.filter((r) => r.includes(token))).toEqual([])

  // The same link again, in another browser: refused, with the notice (in Filipino here), and the flag leaves the URL.
  const other = await freshBrowser(browser)
  const late = await other.newPage()
  await late.goto(`/?token=${token}&language=ty`)
  await hydrated(late)
  const notice = late.getByTestId('token-link-notice')
  await expect(notice).toContainText('nagamit na ang sign-in link')
  await expect(late.locator('.header__actions [data-auth-open="login"]')).toBeVisible()
  expect(late.url()).not.toContain('token')
  expect(late.url()).not.toContain('signin=')
  await notice.getByRole('button').click()
  await expect(notice).toBeHidden()
  await visitor.close()
  await other.close()
})

test('a forged token link signs nobody in and shows the message', async ({ page }) => {
  await page.goto('/?token=eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl')
  await hydrated(page)
  await expect(page.getByTestId('token-link-notice')).toContainText('This sign-in link is invalid, has expired or was already used')
  await expect(page.locator('.header__actions [data-auth-open="login"]')).toBeVisible()
  expect(page.url()).not.toContain('token')
  expect(new URL(page.url()).search).toBe('')
})

for (const width of [390, 1440]) {
  test(`the refused-link notice at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/?token=bad')
    await hydrated(page)
    await expect(page.getByTestId('token-link-notice')).toBeVisible()
    await page.screenshot({ path: `tests/e2e/screenshots/token-link-refused-${width}.png` })
  })
}
