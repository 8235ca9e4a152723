/**
 * The phone-first lobby (issue 16, decision 0042) at 320, 360 and 390 px: the bottom tab bar on
 * every page (game pages included), the header with a seven-figure balance in English and
 * Filipino, the global search and the game list's first games above the fold, and axe WCAG 2.1 AA
 * on / and /rng.
 */
import type { Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures'

const PHONES = [320, 360, 390] as const
const HEIGHT = 740

/** Deposits `total` pesos through the sandbox GCash method (instant), in deposits of at most ₱50,000 (the method's limit). */
async function deposit(page: Page, total: number, key: string) {
  let left = Math.round(total * 100)
  for (let i = 0; left > 0; i++) {
    const part = Math.min(left, 5_000_000)
    const res = await page.request.post('/wps/wallet/deposit', { headers: { 'idempotency-key': `phone-${key}-${i}` }, data: { methodCode: 'GCASH', amount: part / 100 } })
    expect(res.ok(), await res.text()).toBe(true)
    left -= part
  }
}

/** How far the document is wider than the window (0 when nothing overflows sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** Elements inside `selector` whose box sticks out of the window or whose text is cut (scrollWidth above clientWidth). */
const clipped = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const out: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>(`${sel}, ${sel} *`)) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 || getComputedStyle(el).visibility === 'hidden') continue
      if (r.left < -0.5 || r.right > window.innerWidth + 0.5) out.push(`${el.className || el.tagName} outside (${r.left.toFixed(1)}..${r.right.toFixed(1)})`)
      else if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible' && el.children.length === 0) out.push(`${el.className || el.tagName} cut`)
    }
    return out
  }, selector)

test.describe('bottom tab bar', () => {
  for (const width of PHONES) {
    test(`${width} px: five labelled tabs, the current one marked, nothing hidden behind it`, async ({ page }) => {
      await page.setViewportSize({ width, height: HEIGHT })
      await page.goto('/rng')
      const bar = page.getByRole('navigation', { name: 'Quick navigation' })
      await expect(bar).toBeVisible()
      await expect(bar.getByRole('link')).toHaveText(['Home', 'Casino', 'Deposit', 'Promos', 'Me'])
      await expect(bar.getByRole('link', { name: 'Casino' })).toHaveAttribute('aria-current', 'page')
      await expect(bar.locator('[aria-current]')).toHaveCount(1)
      const box = (await bar.boundingBox())!
      expect(box.y + box.height).toBeCloseTo(HEIGHT, 0)
      expect(await overflow(page)).toBeLessThanOrEqual(0)
      // Scrolled to the end, the footer's last line sits above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const last = (await page.locator('.footer__copy').boundingBox())!
      expect(last.y + last.height).toBeLessThanOrEqual(box.y)
    })
  }

  test('is hidden on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    await expect(page.getByTestId('tab-bar')).toBeHidden()
  })

  test('a visitor: Home, Casino and Promotions open their pages; Deposit and Me open the login popup; keyboard reachable', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: HEIGHT })
    await page.goto('/promotions')
    await hydrated(page)
    const bar = page.getByTestId('tab-bar')
    await expect(bar.getByRole('link', { name: 'Promos' })).toHaveAttribute('aria-current', 'page')
    await bar.getByRole('link', { name: 'Casino' }).click()
    await expect(page).toHaveURL(/\/rng$/)
    await expect(bar.getByRole('link', { name: 'Casino' })).toHaveAttribute('aria-current', 'page')
    await bar.getByRole('link', { name: 'Home', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(bar.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page')
    await bar.getByRole('link', { name: 'Deposit' }).click()
    await expect(page.locator('dialog.auth-dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.locator('dialog.auth-dialog')).toBeHidden()
    // Keyboard: Tab reaches the bar's links, Enter follows them.
    const me = bar.getByRole('link', { name: 'Me', exact: true })
    for (let i = 0; i < 200 && !(await me.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(me).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('dialog.auth-dialog')).toBeVisible()
  })

  test('a member: Deposit opens the deposit tab and Me the member centre; game pages keep the bar (a way home)', async ({ page, member }) => {
    expect(member.account).toBeTruthy()
    await page.setViewportSize({ width: 390, height: HEIGHT })
    await page.goto('/')
    await hydrated(page)
    const bar = page.getByTestId('tab-bar')
    await bar.getByRole('link', { name: 'Deposit' }).click()
    await expect(page).toHaveURL(/\/member\?tab=depositv2$/)
    await expect(bar.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page')
    await expect(bar).toBeVisible()
    await bar.getByRole('link', { name: 'Me', exact: true }).click()
    await expect(page).toHaveURL(/\/member$/)
    await expect(bar.getByRole('link', { name: 'Me', exact: true })).toHaveAttribute('aria-current', 'page')
    for (const path of ['/seamless', '/lottery']) {
      await page.goto(path)
      await expect(bar).toBeVisible()
      await bar.getByRole('link', { name: 'Home', exact: true }).click()
      await expect(page).toHaveURL(/\/$/)
    }
  })

  test('Filipino labels', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: HEIGHT })
    await page.goto('/?language=ty')
    const bar = page.getByTestId('tab-bar')
    await expect(bar.getByRole('link')).toHaveText(['Home', 'Casino', 'Deposito', 'Promo', 'Ako'])
    await expect(bar.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page')
    expect(await clipped(page, '.tab-bar')).toEqual([])
  })
})

test.describe('header with a seven-figure balance', () => {
  test('₱1,234,567.89 fits at 320, 360 and 390 px in English and Filipino', async ({ page, member }) => {
    test.setTimeout(120_000)
    await deposit(page, 1_234_567.89, member.account)
    for (const language of ['en', 'ty']) {
      for (const width of PHONES) {
        await page.setViewportSize({ width, height: HEIGHT })
        await page.goto(`/?language=${language}`)
        await expect(page.getByTestId('header-balance-amount')).toContainText('1,234,567.89')
        expect(await overflow(page), `${language} ${width} px`).toBeLessThanOrEqual(0)
        expect(await clipped(page, '.header'), `${language} ${width} px`).toEqual([])
      }
    }
  })
})

test.describe('meta description', () => {
  test('each page says what it is, in the visitor language', async ({ page }) => {
    await page.goto('/')
    const home = (await page.locator('meta[name=description]').getAttribute('content')) ?? ''
    expect(home).toContain(await page.locator('.header__brand').getAttribute('aria-label'))
    expect(home.length).toBeGreaterThan(50)
    await page.goto('/rng')
    await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /^Slots at /)
    await page.goto('/rng?language=ty')
    const fil = (await page.locator('meta[name=description]').getAttribute('content')) ?? ''
    expect(fil).toMatch(/ sa /)
    expect(fil).not.toContain('Slots at')
  })
})
