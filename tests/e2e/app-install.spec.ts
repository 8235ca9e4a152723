/**
 * The installable app in the browser (issue 18, decision 0057), English and Filipino: the page links
 * the brand's manifest and it is valid; no service worker is registered (decision 0057); the iOS and Android QR codes open that
 * platform's guide; "Install app" opens Chromium's deferred install prompt, and on an iPhone shows the
 * Share → Add to Home Screen guide. Screenshots at 1440 and 390 px in tests/e2e/screenshots/.
 */
import { test, expect, hydrated, shootAtBothWidths } from './fixtures'

const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

test('the page links a valid manifest of the brand: standalone from /, icons of 192 and 512 px', async ({ page }) => {
  await page.goto('/?language=ty')
  await hydrated(page)
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest?lang=ty')
  const res = await page.request.get(href!)
  expect(res.headers()['content-type']).toContain('application/manifest+json')
  const m = await res.json()
  expect(m).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', lang: 'fil', dir: 'ltr' })
  expect(m.name).toBe(await page.locator('.header__brand-name').first().textContent())
  for (const purpose of ['any', 'maskable']) {
    const icons = m.icons.filter((i: { purpose: string }) => i.purpose === purpose)
    expect(icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const i of icons) expect((await page.request.get(i.src)).status()).toBe(200)
  }
})

// The service worker is not registered for now (decision 0057, "Worker paused"): with it, the back button after a
// client navigation and a reload showed the later page's filters (tests/e2e/agent.spec.ts). /sw.js and the offline
// page stay served and tested in server/pages/download-pwa.test.ts.
test('pages do not register a service worker', async ({ page }) => {
  await page.goto('/download')
  await hydrated(page)
  await page.waitForLoadState('load')
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0)
})

test('the iOS and Android QR codes open the install guide of their platform, in English and Filipino', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.locator('.download').hover()
  const side = await page.locator('.download__qr').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(side).toEqual([expect.stringMatching(/\/download\?platform=ios&language=en$/), expect.stringMatching(/\/download\?platform=android&language=en$/)])
  await page.goto('/download?language=ty')
  await hydrated(page)
  const android = await page.getByTestId('download-qr-android').getAttribute('href')
  expect(android).toMatch(/\/download\?platform=android&language=ty$/)
  await page.goto(android!)
  await hydrated(page)
  // The Android guide comes first, marked as this phone's.
  await expect(page.locator('.dl-card').first()).toHaveAttribute('data-testid', 'download-android')
  await expect(page.getByTestId('download-android')).toHaveAttribute('aria-current', 'true')
  await expect(page.getByTestId('download-android')).toContainText('Gabay sa pag-install para sa iyong telepono')
  await page.goto(side[0]!)
  await hydrated(page)
  await expect(page.locator('.dl-card').first()).toHaveAttribute('data-testid', 'download-ios')
  await expect(page.getByTestId('download-ios')).toHaveAttribute('aria-current', 'true')
  await expect(page.getByTestId('download-ios')).toContainText('Install guide for your phone')
})

test('"Install app" opens the browser’s deferred install prompt and then says the app is installed', async ({ page }) => {
  await page.goto('/download')
  await hydrated(page)
  // Chromium's event, as the browser fires it once the page is installable: the head's script keeps it for the button.
  await page.evaluate(() => {
    const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> }
    e.prompt = async () => {
      document.documentElement.dataset.prompted = 'yes'
    }
    e.userChoice = Promise.resolve({ outcome: 'accepted' })
    dispatchEvent(e)
  })
  await shootAtBothWidths(page, 'app-install-download')
  await page.getByTestId('install-app').click()
  await expect(page.locator('html')).toHaveAttribute('data-prompted', 'yes')
  await expect(page.getByTestId('install-installed')).toHaveText('The app is installed: open it from your home screen.')
})

test('without a prompt, "Install app" says where the browser’s own install entry is (Filipino)', async ({ page }) => {
  await page.goto('/download?language=ty')
  await hydrated(page)
  await page.getByTestId('install-app').click()
  await expect(page.getByTestId('install-unavailable')).toContainText('Add to Home screen')
})

test('on an iPhone the iOS QR code’s page shows the Share → Add to Home Screen guide with its pictures', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })
  // As the fixture's page: the announcement popups already closed in this browser session.
  await context.addInitScript(() => sessionStorage.setItem('announcementPopupClosed:guest', '1'))
  const page = await context.newPage()
  await page.goto('/download?platform=ios&language=en')
  await hydrated(page)
  const guide = page.getByTestId('install-ios-guide')
  await expect(guide).toBeVisible()
  await expect(guide.locator('li')).toHaveText(['Tap Share in Safari’s toolbar.', 'Scroll down and tap “Add to Home Screen”.', 'Tap Add: the app opens from your home screen.'])
  await expect(guide.locator('li svg')).toHaveCount(3)
  await shootAtBothWidths(page, 'app-install-ios-guide')
  // Closed, the button opens it again.
  await guide.getByRole('button', { name: 'Close' }).click()
  await expect(guide).toBeHidden()
  await page.getByTestId('install-app').click()
  await expect(guide).toBeVisible()
  await context.close()
})
