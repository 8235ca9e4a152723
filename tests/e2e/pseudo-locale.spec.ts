/**
 * The pseudo-locale run (issue 18, decision 0055): the main pages at 390 px in `xa` (every text
 * of the locales accented, ~40 % longer, in brackets; the server runs with PSEUDO_LOCALE=on, see
 * playwright.config.ts). A visible text with plain English letters and no pseudo mark is
 * hard-coded English (or data: game, vendor, brand and member names are allowed below); any page
 * wider than the phone overflows. Also the right-to-left variant `xb`: `dir="rtl"` and no overflow.
 */
import type { Page } from '@playwright/test'
import { test, expect, hydrated, renderSkipped, agentLogin, addAgent, freshAccount, shootAtBothWidths, AGENT_PASSWORD } from './fixtures'

const PHONE = { width: 390, height: 844 }

/**
 * The visible text nodes of the page with two or more plain Latin letters in a row and no accented
 * pseudo letter, with a short path of their element: what the pseudo-locale did not translate.
 * Texts inside the `allowed` selectors (data: names of games, vendors, the brand, the member…) are
 * left out.
 */
async function untranslated(page: Page, allowed: string[]): Promise<string[]> {
  return page.evaluate((allowedSelectors) => {
    const pseudo = /[\u00C0-\u024F\u1E00-\u1EFF]/
    const english = /[A-Za-z]{2,}/
    const out: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim()
      if (!english.test(text) || pseudo.test(text)) continue
      const el = n.parentElement
      if (!el || el.closest('script,style,noscript,template,svg')) continue
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
      const rect = el.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      if (allowedSelectors.some((s) => el.closest(s))) continue
      // A device as its user agent names it ("Chrome 156 · Linux").
      if (/^[\w .]+ · [\w .]+$/.test(text)) continue
      const path = [el, el.parentElement]
        .filter(Boolean)
        .map((e) => `${e!.tagName.toLowerCase()}${e!.className && typeof e!.className === 'string' ? `.${e!.className.trim().split(/\s+/).join('.')}` : ''}`)
      out.push(`${text.slice(0, 60)}  ←  ${path.reverse().join(' > ')}`)
    }
    return [...new Set(out)]
  }, allowed)
}

/** How far the page is wider than the viewport (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** The elements that reach past the viewport's right edge (the cause of an overflow), innermost first. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const w = document.documentElement.clientWidth
    const out: string[] = []
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect()
      if (r.right > w + 1 && r.width > 0 && ![...el.children].some((c) => c.getBoundingClientRect().right > w + 1))
        out.push(`${el.tagName.toLowerCase()}.${String(el.className).trim().split(/\s+/).join('.')} right=${Math.round(r.right)}`)
    }
    return out.slice(0, 8)
  })

/**
 * Data shown as stored, never an i18n key: the brand's own content (name, customer-service names,
 * footer links and licence line, announcements, banners, promotions and the referral programme's
 * rule, reward names, payment method names), game and
 * vendor names, the member's account and devices, reference numbers and invite links, and dates and
 * times (Intl, in the locale's own format: en-XA formats as English).
 */
const DATA = [
  'time',
  '.agent-clock',
  '.side__brand',
  '.side__link--small',
  '.footer li',
  '.footer__licence',
  '.marquee',
  '.banner-carousel',
  '.tile__name',
  '.tile__vendor',
  '.tile',
  '.vendor-card',
  '.vendor-tab',
  '.winners',
  '.win-table__player',
  '.win-table__game',
  '.chips[role=tablist]',
  '.promo-card__title',
  '.promo-card__summary',
  '.ref-rule',
  '.ref-invite__row',
  '.reward-card__what',
  '[data-testid=reward-center] td',
  '.ac__brand-text',
  '.mc__account',
  '.ac__name',
  '.sc-hero__who',
  '.sc-device__name',
  '.sc-devices',
  '.wmethod__name',
  '.wcell-method',
  '.wbonus__text',
  '.wmono',
  '.ainvite__row',
  '[data-testid=member-name]',
]

async function check(page: Page, path: string, report: Map<string, string[]>, lang = 'xa') {
  await page.goto(path)
  await hydrated(page)
  await page.evaluate(() => document.fonts.ready)
  await expect(page.locator('html')).toHaveAttribute('data-lang', lang)
  await renderSkipped(page)
  const found = await untranslated(page, DATA)
  if (found.length) report.set(path, found)
  const wider = await overflow(page)
  expect.soft(wider, `${path} overflows at 390 px in ${lang}: ${(await overflowing(page)).join(', ')}`).toBeLessThanOrEqual(0)
  await page.screenshot({ path: `tests/e2e/screenshots/pseudo-${lang}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-phone.png`, fullPage: true, animations: 'disabled' })
}

test.use({ viewport: PHONE })

test('visitor pages in the pseudo-locale: every text translated, nothing wider than a phone', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'xa', url: baseURL! }])
  const report = new Map<string, string[]>()
  for (const path of ['/', '/rng', '/live', '/promotions', '/winners', '/download']) await check(page, path, report)
  expect(Object.fromEntries(report)).toEqual({})
})

test('member pages in the pseudo-locale: deposit, withdraw, records, security center', async ({ page, baseURL, fundedMember }) => {
  test.setTimeout(120_000)
  expect(fundedMember.balance).toBeGreaterThan(0)
  await page.context().addCookies([{ name: 'lang', value: 'xa', url: baseURL! }])
  const report = new Map<string, string[]>()
  for (const tab of [
    'depositv2',
    'withdraw',
    'transactionHistory',
    'personalHistoryCopy',
    'personalProfit',
    'securityCenter',
    'transferFund',
    'rewardCenter',
    'referral',
    'messageV2',
    'responsibleGaming',
  ])
    await check(page, `/member?tab=${tab}`, report)
  expect(Object.fromEntries(report)).toEqual({})
})

test('agent pages in the pseudo-locale', async ({ page, baseURL }) => {
  const account = freshAccount('pse')
  await addAgent(account, AGENT_PASSWORD)
  await agentLogin(page, account, AGENT_PASSWORD)
  await page.context().addCookies([{ name: 'lang', value: 'xa', url: baseURL! }])
  const report = new Map<string, string[]>()
  for (const tab of ['agentTeamOverview', 'registerCenter', 'downlineManagmentView', 'personalHistoryCopy']) await check(page, `/agentHome?tab=${tab}`, report)
  expect(Object.fromEntries(report)).toEqual({})
})

test('right to left (pseudo-locale xb): dir="rtl", a mirrored layout without overflow, amounts left to right; screenshots at 390 and 1440 px', async ({ page, baseURL, fundedMember }) => {
  expect(fundedMember.balance).toBeGreaterThan(0)
  await page.context().addCookies([{ name: 'lang', value: 'xb', url: baseURL! }])
  for (const [name, path] of [
    ['home', '/'],
    ['rng', '/rng'],
    ['deposit', '/member?tab=depositv2'],
  ] as const) {
    await page.goto(path)
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await shootAtBothWidths(page, `rtl-${name}`)
  }
  // The header sits mirrored: the member's menu at the left (the end of the line), the brand at the right.
  const brand = await page.locator('.header__brand').boundingBox()
  const menu = await page.locator('.account-menu__toggle').boundingBox()
  if (brand && menu) expect(menu.x).toBeLessThan(brand.x)
  // The balance reads "₱1,000.00" left to right.
  await expect(page.getByTestId('header-balance-amount')).toHaveText('₱1,000.00')
  await page.locator('.account-menu__toggle').click()
  await expect(page.locator('.account-menu__panel')).toBeVisible()
  await shootAtBothWidths(page, 'rtl-account-menu')
})

test('Arabic: right to left in its own words, at 390 and 1440 px', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL! }])
  for (const [name, path] of [
    ['home', '/'],
    ['rng', '/rng'],
  ] as const) {
    await page.goto(path)
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await shootAtBothWidths(page, `ar-${name}`)
  }
})

test('a complete language renders in its own words and dates; an incomplete one falls back to English and is not offered', async ({ page, fundedMember }) => {
  expect(fundedMember.balance).toBeGreaterThan(0)
  await page.goto('/?language=zh')
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await shootAtBothWidths(page, 'zh-home')
  const options = await page.locator('.lang-select select option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
  expect(options).toContain('zh')
  expect(options).not.toContain('kk')
  expect(options).not.toContain('xa')
  // Dates the Chinese way (Intl for zh-Hans): 2026年11月26日; amounts keep the brand's symbol.
  await page.goto('/member?tab=transactionHistory&language=zh')
  await hydrated(page)
  await expect(page.getByTestId('records').locator('tbody tr').first().locator('time')).toHaveText(/\d{4}年\d{1,2}月\d{1,2}日/)
  await expect(page.getByTestId('records').locator('tbody tr').first()).toContainText('₱1,000.00')
  await page.goto('/?language=kk')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
