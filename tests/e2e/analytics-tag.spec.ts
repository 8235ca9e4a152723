/**
 * The analytics tag (spec §1 permission `analytics.gtagId`, decision 0048): unset, the page loads
 * nothing from an outside origin and its policy names none; set through the operator command, the
 * page carries Google's gtag.js with the response's CSP nonce (served here by a local stub, never
 * the real script) and the policy allows exactly Google's tag origin for scripts.
 */
import { test, expect, hydrated, operator } from './fixtures'

const GTAG = 'https://www.googletagmanager.com'

test.afterEach(() => {
  operator('analytics', 'clear')
})

test('no analytics tag and no outside request while the brand has no tag id; the tag with the nonce once set', async ({ page }) => {
  const outside: string[] = []
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    const url = route.request().url()
    outside.push(url)
    // gtag.js from a local stub: a real browser would fetch it from Google.
    if (url.startsWith(`${GTAG}/gtag/js`)) return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagStubLoaded = true' })
    return route.abort()
  })
  expect(operator('analytics', 'show')).toContain('(none')
  const unset = await page.goto('/')
  await hydrated(page)
  expect(await page.locator(`script[src^="${GTAG}"]`).count()).toBe(0)
  expect(outside).toEqual([])
  expect(unset!.headers()['content-security-policy']).not.toContain('google')

  expect(operator('analytics', 'set', 'G-E2ETEST123')).toContain('G-E2ETEST123')
  const set = await page.goto('/rng')
  await hydrated(page)
  const csp = set!.headers()['content-security-policy']
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!
  expect(scriptSrc).toContain(GTAG)
  expect(scriptSrc).not.toContain('*')
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]
  const tag = page.locator(`script[src="${GTAG}/gtag/js?id=G-E2ETEST123"]`)
  await expect(tag).toHaveCount(1)
  expect(await tag.evaluate((s) => (s as HTMLScriptElement).nonce)).toBe(nonce)
  await expect.poll(() => page.evaluate(() => (window as { __gtagStubLoaded?: boolean }).__gtagStubLoaded)).toBe(true)
  // gtag's data layer got the config for the id.
  expect(await page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer?.map((a) => Array.from(a as ArrayLike<unknown>))))).toContain('G-E2ETEST123')
  expect(outside).toEqual([`${GTAG}/gtag/js?id=G-E2ETEST123`])

  operator('analytics', 'clear')
  await page.goto('/rng')
  expect(await page.locator(`script[src^="${GTAG}"]`).count()).toBe(0)
})
