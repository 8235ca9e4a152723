import { test, expect, operator } from './fixtures'

test.describe.configure({ mode: 'serial' })
test.use({ allowedConsoleError: /status of 503/ })

test.afterEach(() => {
  operator('maintenance', 'off')
  operator('region', 'off')
})

test('maintenance replaces the whole app with the maintenance page and its end time', async ({ page }) => {
  operator('maintenance', 'on', '--until', '2030-01-01T06:00:00Z')
  const res = await page.goto('/rng')
  expect(res?.status()).toBe(503)
  await expect(page.getByTestId('maintenance-title')).toHaveText('Scheduled maintenance')
  await expect(page.locator('time')).toHaveAttribute('datetime', '2030-01-01T06:00:00.000Z')
  await expect(page.locator('.system-card .btn')).toBeVisible()
  await expect(page.locator('.side')).toHaveCount(0)
  operator('maintenance', 'off')
  await page.goto('/rng')
  await expect(page.locator('h1.page-title')).toHaveText('Slots')
})

test('region restriction shows the blocked page with the visitor IP', async ({ page }) => {
  operator('region', 'on', '127.0.0.1')
  await page.goto('/')
  await expect(page.getByTestId('region-title')).toHaveText('Access restricted')
  await expect(page.getByTestId('region-ip')).toContainText('127.0.0.1')
  operator('region', 'off')
  await page.goto('/')
  await expect(page.locator('#section-hot')).toBeVisible()
})

test('anonymous pages come from the render cache until the brand content changes', async ({ request }) => {
  const first = await request.get('/pvp?cache-probe=1')
  expect(first.headers()['x-render-cache']).toBe('miss')
  const again = await request.get('/pvp?cache-probe=1')
  expect(again.headers()['x-render-cache']).toBe('hit')
  expect(await again.text()).toBe(await first.text())
  operator('maintenance', 'off') // any operator change bumps the content version
  const after = await request.get('/pvp?cache-probe=1')
  expect(after.headers()['x-render-cache']).toBe('miss')
  // A member's render (session cookie) is never served from or stored in the cache.
  const member = await request.get('/pvp?cache-probe=1', { headers: { cookie: 'sid=abc' } })
  expect(member.headers()['x-render-cache']).toBe('bypass')
})

test('built assets are hashed, cached for a year and served precompressed', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const asset = /\/assets\/[\w.-]+-[\w-]{8}\.js/.exec(html)?.[0]
  expect(asset).toBeTruthy()
  const res = await request.get(asset!, { headers: { 'accept-encoding': 'br' } })
  expect(res.status()).toBe(200)
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(res.headers()['content-encoding']).toBe('br')
})
