/**
 * Pages in two parts (issue 16, decision 0064): the frame (head, side menu, header, footer, tab bar,
 * dialogs) is kept per URL and content version and hydrated by the document's root; the page's
 * content is rendered per request and hydrated by a root of its own in `<main id="content">`.
 * A framed page's navigation fetches both payloads in one answer; a page without a frame loads whole.
 */
import type { Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures'

/** Follows a same-origin link to `href` the way a visitor does (a click, which the lobby navigates itself), marking the document first. */
async function follow(page: Page, href: string) {
  await page.evaluate((to) => {
    ;(window as { __sameDocument?: boolean }).__sameDocument = true
    const a = document.createElement('a')
    a.href = to
    a.className = 'followed-link'
    a.textContent = to
    document.body.append(a)
  }, href)
  await page.locator('a.followed-link').click()
}

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1]

test.describe('framed pages', () => {
  test('the document holds the content inside the frame’s <main>, every script with the response’s nonce, and no placeholder', async ({ page }) => {
    for (const path of ['/', '/rng?page=1', '/promotions']) {
      const res = await page.request.get(path)
      expect(res.status()).toBe(200)
      const html = await res.text()
      const nonce = nonceOf(res.headers()['content-security-policy'] ?? '')
      expect(nonce, path).toBeTruthy()
      expect(html.match(/<main id="content" class="content" data-framed="">/g)?.length, path).toBe(1)
      expect(html).not.toContain('frame-nonce-')
      expect(html).not.toContain('<!--lobby-content-->')
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1])
      expect(scripts.length).toBeGreaterThan(3)
      for (const attrs of scripts) if (!attrs.includes('type="application/json"')) expect(attrs, path).toContain(`nonce="${nonce}"`)
      // The content (here its first section or heading) is inside <main>, the footer after it.
      const main = html.slice(html.indexOf('<main id="content"'), html.indexOf('<footer'))
      expect(main).toMatch(/<(section|h1|h2|div) /)
      // Both payloads at the end of the body: the frame's (its byte length first), then the content's.
      expect(html.indexOf('self.__lobbyFrame=')).toBeGreaterThan(html.indexOf('<footer'))
    }
  })

  test('a framed page’s navigation answers the frame’s Flight, then the content’s; a page without a frame asks for a whole load', async ({ page }) => {
    const framed = await page.request.get('/rng?_rsc=1', { headers: { 'X-Lobby-Frame': '1' } })
    const length = Number(framed.headers()['x-lobby-frame-length'])
    expect(length).toBeGreaterThan(1000)
    const body = await framed.body()
    const frame = body.subarray(0, length).toString()
    const content = body.subarray(length).toString()
    // The frame's payload: the document with the layout; the content's: the page under its error boundary, no layout.
    expect(frame).toContain('["$","html",null,{"lang":"en"')
    expect(frame).toContain('side__nav')
    expect(content).toContain('"ErrorBoundary"')
    expect(content).not.toContain('side__nav')
    expect(content).not.toContain('"html"')

    // A navigation from a page without a frame gets the whole document's payload, as before.
    const whole = await page.request.get('/rng?_rsc=1')
    expect(whole.headers()['x-lobby-frame-length']).toBeUndefined()
    expect(await whole.text()).toContain('side__nav')

    const bare = await page.request.get('/livechat?_rsc=1', { headers: { 'X-Lobby-Frame': '1' } })
    expect(bare.headers()['x-lobby-reload']).toBe('1')
    expect((await bare.body()).byteLength).toBe(0)
  })

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px a navigation keeps the frame and shows the next page’s content; back returns; a page without a frame loads whole`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      await hydrated(page)
      await expect(page.locator('main#content .section').first()).toBeVisible()
      // Marks on the frame's DOM: a navigation that reloaded or rendered the frame anew would lose them.
      await page.evaluate(() => {
        document.querySelector('.tab-bar')?.setAttribute('data-kept', '1')
        ;(window as { __sameDocument?: boolean }).__sameDocument = true
      })
      await page
        .locator(viewport.width > 800 ? '.topnav a[href="/rng"]' : '.tab-bar a[href="/rng"], .tab-bar a[href^="/rng"]')
        .first()
        .click()
      await expect(page).toHaveURL(/\/rng$/)
      await expect(page).toHaveTitle(/^Slots · /)
      await expect(page.locator('main#content h1')).toHaveText('Slots')
      await hydrated(page)
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
      await expect(page.locator('.tab-bar')).toHaveAttribute('data-kept', '1')
      // The frame follows the page: its current entry is Slots now.
      if (viewport.width > 800) await expect(page.locator('.topnav a[href="/rng"]').first()).toHaveAttribute('aria-current', 'page')

      // Back to the home; a tile's heart (an island of the content's root) opens the login dialog (of the frame's).
      await page.goBack()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.locator('main#content .section').first()).toBeVisible()
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
      await page.locator('main#content .fav-toggle').first().click()
      await expect(page.locator('dialog.auth-dialog')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.locator('dialog.auth-dialog')).toBeHidden()

      // /livechat has no frame: the browser loads it whole.
      await follow(page, '/livechat')
      await expect(page).toHaveURL(/\/livechat$/)
      await hydrated(page)
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined()
    })
  }

  test('a page opened in a language by its URL keeps that language on the next page, reached by client navigation', async ({ page }) => {
    await page.goto('/?language=ar')
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('ar')
    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true))
    await page.locator('.topnav a[href="/rng"]').first().click()
    await expect(page).toHaveURL(/\/rng$/)
    await hydrated(page)
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('main#content h1')).not.toHaveText('Slots')
  })

  test('a member’s own page comes framed too: its content is the member’s, the frame the class’s', async ({ page, fundedMember }) => {
    // Rendered for the member, so gzip spliced from the frame's parts compressed once and the content's compressed now (decision 0065).
    const document = await page.goto('/member')
    expect(document?.headers()['content-encoding']).toBe('gzip')
    expect(document?.headers()['x-render-cache']).toBe('bypass')
    await hydrated(page)
    await expect(page.locator('main#content')).toHaveAttribute('data-framed', '')
    await expect(page.locator('main#content')).toContainText(fundedMember.account)

    await page.goto('/')
    await hydrated(page)
    const navigation = page.waitForResponse((r) => new URL(r.url()).pathname === '/member' && r.request().headers()['x-lobby-frame'] === '1')
    await follow(page, '/member')
    expect((await navigation).headers()['content-encoding']).toBe('gzip')
    await expect(page).toHaveURL(/\/member$/)
    await expect(page.locator('main#content')).toContainText(fundedMember.account)
    await hydrated(page)
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    await expect(page.getByTestId('header-balance-amount')).toHaveText('₱1,000.00')
  })
})
