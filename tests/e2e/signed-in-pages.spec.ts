/**
 * Signed-in pages from the render cache (issue 16, decision 0038): a page shared with `everyone` is
 * rendered once per viewer class and served to every member of the class; the member's own parts
 * (balance, name, inbox and promotions badges, favourite hearts) come from the member summary.
 */
import { resolve } from 'node:path'
import { test, expect, hydrated, registerMember, freshAccount } from './fixtures'

test.describe('signed-in pages', () => {
  test('a member gets the shared render of /rng, with its own balance, name and hearts filled in', async ({ page, fundedMember }) => {
    // The second request of the page is answered from the cache, and the page holds nothing of the member's.
    await page.request.get('/rng')
    const res = await page.request.get('/rng', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.headers()['x-render-cache']).toBe('hit')
    expect(res.headers()['content-encoding']).toBe('br')
    const html = await res.text()
    expect(html).not.toContain(fundedMember.account)
    expect(html).toContain('/wps/member/summary')

    // A favourite added from one page shows as a filled heart on the shared page.
    await page.goto('/rng')
    await hydrated(page)
    await expect(page.getByTestId('header-balance-amount')).toHaveText('₱1,000.00')
    await expect(page.getByTestId('member-name')).toHaveText(fundedMember.account)
    const heart = page.locator('.fav-toggle').first()
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(heart).not.toHaveAttribute('data-pending', /.*/)
    await page.reload()
    await hydrated(page)
    await expect(page.locator('.fav-toggle').first()).toHaveAttribute('aria-pressed', 'true')
  })

  test('two members of one class share the page, each sees its own name; signing out brings the visitor page back', async ({ page, browser, member }) => {
    const other = await browser.newPage()
    const account = freshAccount('two')
    await registerMember(other, account)
    for (const p of [page, other]) await p.goto('/')
    await expect(page.getByTestId('member-name')).toHaveText(member.account)
    await expect(other.getByTestId('member-name')).toHaveText(account)
    const [a, b] = await Promise.all([page.request.get('/'), other.request.get('/')])
    expect(b.headers()['x-render-cache']).toBe('hit')
    // The same bytes but the per-response nonce of the policy (decision 0003 keeps it with the page).
    expect((await a.text()).length).toBe((await b.text()).length)
    await other.close()

    await page.locator('.account-menu__toggle').click()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByTestId('logout-confirm').click()
    await expect(page.locator('.header__actions [data-auth-open="login"]')).toBeVisible()
    await expect(page.getByTestId('member-name')).toHaveCount(0)
    await page.reload()
    await expect(page.locator('.header__actions [data-auth-open="login"]')).toBeVisible()
  })

  test("a signed-in member's own pages are its own: the promotions page and a list of its favourites are never shared", async ({ page, member }) => {
    expect(member.account).toBeTruthy()
    for (const path of ['/promotions', '/rng?select=FAV']) {
      await page.request.get(path)
      const res = await page.request.get(path)
      expect(res.headers()['x-render-cache'], path).toBe('bypass')
    }
  })
})

test('on a phone the account menu offers Withdraw, which the narrow header has no room for', async ({ page, member }) => {
  expect(member.account).toBeTruthy()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await hydrated(page)
  await expect(page.locator('.member-bar__withdraw')).toBeHidden()
  await page.locator('.account-menu__toggle').click()
  const withdraw = page.getByTestId('menu-withdraw')
  await expect(withdraw).toBeVisible()
  await withdraw.click()
  await expect(page).toHaveURL(/\/member\?tab=withdraw/)

  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  await hydrated(page)
  await expect(page.locator('.member-bar__withdraw')).toBeVisible()
  await page.locator('.account-menu__toggle').click()
  await expect(page.getByTestId('menu-withdraw')).toBeHidden()
})

test.describe('accessibility signed in', () => {
  // axe's script goes in next to the page's nonce-tagged ones; bypassing the CSP changes nothing axe checks.
  test.use({ bypassCSP: true })
  test("axe WCAG 2.1 AA: no violations on a member's / and /rng at 1440 and 390 px", async ({ page, member }) => {
    expect(member.account).toBeTruthy()
    for (const path of ['/', '/rng']) {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await hydrated(page)
        await expect(page.getByTestId('member-name')).toHaveAttribute('data-loaded', 'true')
        await page.addScriptTag({ path: resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js') })
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe
          const res = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
          return res.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
        })
        expect(violations, `${path} at ${width} px`).toEqual([])
      }
    }
  })
})
