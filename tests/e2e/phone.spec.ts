/**
 * The phone-first lobby (issue 16, decision 0042) at 320, 360 and 390 px: the bottom tab bar on
 * every page (game pages included), the header with a seven-figure balance in every complete
 * language, the global search and the game list's first games above the fold, and axe WCAG 2.1 AA
 * on / and /rng.
 */
import type { Page } from '@playwright/test'
import { resolve } from 'node:path'
import { test, expect, hydrated, renderSkipped } from './fixtures'
import { COMPLETE_LANGUAGES } from '../../shared/i18n/languages'

const AXE = resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js')

const PHONES = [320, 360, 390] as const
/** Where the screenshots go: PHONE_SHOTS_DIR when set (test-results/ is emptied by the next run), else the test's output folder. */
const shot = (info: { outputPath: (name: string) => string }, name: string) => (process.env.PHONE_SHOTS_DIR ? resolve(process.env.PHONE_SHOTS_DIR, name) : info.outputPath(name))
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
/** How far the page is wider than the window, the parts skipped off screen rendered first (content-visibility, decision 0061). */
const overflow = async (page: Page) => {
  await renderSkipped(page)
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/** Elements inside `selector` whose box sticks out of the window or whose text is cut (scrollWidth above clientWidth). */
const clipped = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const out: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>(`${sel}, ${sel} *`)) {
      const r = el.getBoundingClientRect()
      // .sr-only text is visually hidden on purpose (a name for screen readers), not cut.
      if (r.width === 0 || getComputedStyle(el).visibility === 'hidden' || el.classList.contains('sr-only')) continue
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
    // Keyboard: the bar's links are in the tab order; Enter follows them.
    await page.goto('/promotions')
    await hydrated(page)
    await bar.getByRole('link', { name: 'Promos' }).focus()
    await page.keyboard.press('Tab')
    await expect(bar.getByRole('link', { name: 'Me', exact: true })).toBeFocused()
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
  test('a visitor: login and register fit at 320, 360 and 390 px in every complete language', async ({ page }) => {
    test.setTimeout(180_000)
    for (const language of COMPLETE_LANGUAGES) {
      for (const width of PHONES) {
        await page.setViewportSize({ width, height: HEIGHT })
        await page.goto(`/?language=${language}`)
        await expect(page.locator('.header__actions .btn')).toHaveCount(2)
        expect(await overflow(page), `${language} ${width} px`).toBeLessThanOrEqual(0)
        expect(await clipped(page, '.header'), `${language} ${width} px`).toEqual([])
        await expect(page.getByTestId('search-open')).toBeInViewport()
      }
    }
  })

  test('₱1,234,567.89 fits at 320, 360 and 390 px in every complete language', async ({ page, member }) => {
    test.setTimeout(240_000)
    await deposit(page, 1_234_567.89, member.account)
    for (const language of COMPLETE_LANGUAGES) {
      for (const width of PHONES) {
        await page.setViewportSize({ width, height: HEIGHT })
        await page.goto(`/?language=${language}`)
        // The locale's own grouping: 1,234,567.89 (en), 1.234.567,89 (es), 12,34,567.89 (hi); Latin digits in every language.
        await expect(page.getByTestId('header-balance-amount')).toContainText(/1\D?2\D?3\D?4\D?5\D?6\D?7\D?8\D?9/)
        await expect(page.getByTestId('search-open')).toBeInViewport()
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

test.describe('global search', () => {
  for (const width of PHONES) {
    test(`${width} px: "/" opens it, titles of every category come back above the fold`, async ({ page }) => {
      await page.setViewportSize({ width, height: HEIGHT })
      await page.goto('/')
      await hydrated(page)
      const panel = page.getByRole('dialog', { name: 'Search' })
      // The shortcut listens once the island's effects have run, a moment after hydration.
      await expect(async () => {
        if (!(await panel.isVisible())) await page.keyboard.press('/')
        await expect(panel).toBeVisible({ timeout: 1_000 })
      }).toPass()
      const field = panel.getByRole('searchbox', { name: 'Search games, providers and categories' })
      await expect(field).toBeFocused()
      await expect(panel).toContainText('Type at least 2 letters')
      await field.pressSequentially('dragon')
      const games = panel.getByRole('region', { name: 'Games' }).getByRole('link')
      await expect(games.first()).toBeVisible()
      // Slots and live titles alike (the seed has dragons in both).
      await expect(panel.getByRole('region', { name: 'Games' })).toContainText('Slots')
      await expect(panel.getByRole('region', { name: 'Games' })).toContainText('Live Casino')
      const first = (await games.first().boundingBox())!
      expect(first.y + first.height).toBeLessThanOrEqual(HEIGHT)
      expect(await overflow(page)).toBeLessThanOrEqual(0)
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
    })
  }

  test('providers and categories by name, arrows and Enter open one, a no-result state; the header button opens it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: HEIGHT })
    await page.goto('/promotions')
    await hydrated(page)
    await page.getByRole('button', { name: 'Search games' }).click()
    const panel = page.getByRole('dialog', { name: 'Search' })
    const field = panel.getByRole('searchbox')
    await field.fill('zzqx')
    await expect(panel.getByTestId('search-empty')).toContainText('No games, providers or categories match “zzqx”')
    await field.fill('live cas')
    await expect(panel.getByRole('region', { name: 'Categories' }).getByRole('link', { name: 'Live Casino' })).toBeVisible()
    await field.fill('booongo')
    const vendor = panel.getByRole('region', { name: 'Providers' }).getByRole('link', { name: /Booongo/ })
    await expect(vendor).toBeVisible()
    await field.press('Escape')
    await expect(panel).toBeHidden()
    await page.keyboard.press('/')
    await expect(field).toHaveValue('booongo')
    await field.press('ArrowDown')
    await expect(panel.locator('a.gsearch__item').first()).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(field).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/rng\?vassalage=BNG$/)
    await expect(panel).toBeHidden()
    await expect(page.locator('.vendor-tab.is-active')).toHaveAttribute('data-vendor', 'BNG')
  })

  test('a visitor choosing a game gets the login popup; Filipino texts', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: HEIGHT })
    await page.goto('/?language=ty')
    await hydrated(page)
    await page.getByTestId('search-open').click()
    const panel = page.getByRole('dialog', { name: 'Maghanap' })
    await expect(panel).toContainText('Mag-type ng hindi bababa sa 2 titik')
    await panel.getByRole('searchbox').fill('dragon')
    await panel.getByRole('region', { name: 'Mga laro' }).getByRole('link').first().click()
    await expect(panel).toBeHidden()
    await expect(page.locator('dialog.auth-dialog')).toBeVisible()
  })
})

test.describe('screenshots', () => {
  test('390 and 1440 px: a member with a seven-figure balance, the tab bar, the search with results, a game list', async ({ page, member }, info) => {
    test.setTimeout(120_000)
    await deposit(page, 1_234_567.89, member.account)
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 })
      await page.goto('/?language=en')
      await hydrated(page)
      await page.screenshot({ path: shot(info, `home-${width}.png`) })
      await page.goto('/rng')
      await hydrated(page)
      await page.screenshot({ path: shot(info, `rng-${width}.png`) })
      await page.getByTestId('search-open').click()
      await page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox').fill('dragon')
      await expect(page.getByRole('region', { name: 'Games' }).getByRole('link').first()).toBeVisible()
      await page.screenshot({ path: shot(info, `search-${width}.png`) })
      await page.keyboard.press('Escape')
      await page.goto('/?language=ty')
      await hydrated(page)
      await page.screenshot({ path: shot(info, `home-ty-${width}.png`) })
    }
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 700 })
      for (const language of ['en', 'ty']) {
        await page.goto(`/?language=${language}`)
        await hydrated(page)
        await page.screenshot({ path: shot(info, `header-${language}-${width}.png`), clip: { x: 0, y: 0, width, height: 120 } })
      }
    }
  })
})

test.describe('accessibility', () => {
  // axe's script goes in next to the page's nonce-tagged ones; bypassing the CSP changes nothing axe checks.
  test.use({ bypassCSP: true })
  for (const path of ['/', '/rng']) {
    test(`axe WCAG 2.1 AA: no violations on ${path} at 390 and 1440 px`, async ({ page }) => {
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await hydrated(page)
        await page.addScriptTag({ path: AXE })
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe
          const res = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
          return res.violations.map(
            (v) =>
              `${v.id}: ${v.nodes.length} (${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(', ')})`,
          )
        })
        expect(violations, `${path} at ${width} px`).toEqual([])
      }
    })
  }
})

test.describe('game lists on phones', () => {
  for (const width of PHONES) {
    test(`${width} px: the first row of games is above the fold; filters scroll sideways, not the page`, async ({ page }) => {
      await page.setViewportSize({ width, height: HEIGHT })
      await page.goto('/rng')
      const bar = (await page.getByTestId('tab-bar').boundingBox())!
      const tiles = page.locator('#game-grid .tile')
      await expect(tiles.first()).toBeVisible()
      for (const i of [0, 1, 2]) {
        const box = (await tiles.nth(i).boundingBox())!
        expect(box.y + box.height, `tile ${i + 1}`).toBeLessThanOrEqual(bar.y)
      }
      expect(await overflow(page)).toBeLessThanOrEqual(0)
      // Every filter is still there, one swipe away.
      const chips = page.locator('.filters .chip')
      await chips.last().scrollIntoViewIfNeeded()
      await expect(chips.last()).toBeInViewport()
    })
  }
})
