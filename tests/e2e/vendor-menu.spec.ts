/**
 * The header nav's vendor menu (spec §2 "vendor menu on hover", §9 "vendor menu 7 slides per view,
 * spacing 2 px, arrows above 7 vendors", "Icon vendors"; decision 0060) in the production build at
 * 1440 px: a type with more than 7 vendors shows 7 at a time and its arrows move the carousel, by
 * pointer and by keyboard; Escape closes the menu; nothing moves when Swiper takes over; icon vendors
 * show their square icon. At 390 px the nav (and so the menu) is not shown.
 */
import type { Locator, Page } from '@playwright/test'
import { ICON_VENDORS, VENDOR_MENU } from '../../shared/constants'
import { test, expect, hydrated, shootAtBothWidths } from './fixtures'

test.use({ viewport: { width: 1440, height: 900 } })

/** The nav entry of the first type whose vendor menu has arrows (more than VENDOR_MENU.arrowsAbove vendors). */
async function carouselEntry(page: Page): Promise<{ item: Locator; menu: Locator; count: number }> {
  const items = page.locator('.topnav__item.has-menu:not(.topnav__more)')
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i)
    const count = await item.locator('.vendor-menu__item').count()
    if (count > VENDOR_MENU.arrowsAbove) return { item, menu: item.locator('.vendor-menu'), count }
  }
  throw new Error('no nav type with more than VENDOR_MENU.arrowsAbove vendors in the seeded catalogue')
}

/** The vendor codes whose slide lies wholly inside the carousel's frame, in order. */
async function inView(menu: Locator): Promise<string[]> {
  return menu.evaluate((el) => {
    const frame = el.querySelector('.vendor-menu__swiper')!.getBoundingClientRect()
    return [...el.querySelectorAll<HTMLElement>('.vendor-menu__item')]
      .filter((s) => {
        const r = s.getBoundingClientRect()
        return r.width > 0 && r.left >= frame.left - 1 && r.right <= frame.right + 1
      })
      .map((s) => s.dataset.vendor ?? '')
  })
}

test('a type with more than 7 vendors shows 7 at a time, its arrows move them, and nothing shifts when Swiper starts', async ({ page }) => {
  const swiperChunks: string[] = []
  page.on('request', (r) => {
    if (/vendor-menu-swiper.*\.js$/.test(new URL(r.url()).pathname)) swiperChunks.push(r.url())
  })
  // Hold Swiper's chunk until the menu as the server rendered it has been measured.
  let release: () => void = () => {}
  const held = new Promise<void>((r) => {
    release = r
  })
  await page.route(/vendor-menu-swiper.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/')
  await hydrated(page)
  const { item, menu, count } = await carouselEntry(page)
  expect(swiperChunks, 'Swiper is not loaded before a menu opens').toEqual([])
  await expect(menu).toBeHidden()

  await item.locator('.topnav__link').hover()
  await expect(menu).toBeVisible()
  await expect(menu).toHaveClass(count > VENDOR_MENU.largeAbove ? /vendor-menu--large/ : /^(?!.*vendor-menu--large)/)
  const first = await inView(menu)
  expect(first).toHaveLength(VENDOR_MENU.perView)
  const before = await menu.locator('.vendor-menu__item').evaluateAll((els) => els.slice(0, 7).map((e) => JSON.stringify(e.getBoundingClientRect())))
  release()
  await expect(menu.locator('.vendor-menu__swiper')).toHaveClass(/swiper-initialized/)
  expect(swiperChunks.length, 'Swiper loads when the menu opens').toBeGreaterThan(0)
  const after = await menu.locator('.vendor-menu__item').evaluateAll((els) => els.slice(0, 7).map((e) => JSON.stringify(e.getBoundingClientRect())))
  expect(after, 'the slides stay where the server put them').toEqual(before)

  // Slides 2 px apart (spec §9).
  const gap = await menu.locator('.vendor-menu__item').evaluateAll((els) => els[1].getBoundingClientRect().left - els[0].getBoundingClientRect().right)
  expect(gap).toBeCloseTo(VENDOR_MENU.spaceBetween, 0)

  const prev = menu.getByRole('button', { name: 'Previous providers' })
  const next = menu.getByRole('button', { name: 'Next providers' })
  await expect(prev).toHaveAttribute('aria-disabled', 'true')
  await next.click()
  // Once the slide transition ends: 7 in view again, starting one vendor further.
  await expect.poll(async () => (await inView(menu)).join()).toBe([...first.slice(1), await menu.locator('.vendor-menu__item').nth(VENDOR_MENU.perView).getAttribute('data-vendor')].join())
  await expect(prev).toHaveAttribute('aria-disabled', 'false')
  // To the end: at most one click per vendor, then the next arrow is off.
  for (let i = 0; i < count && (await next.getAttribute('aria-disabled')) !== 'true'; i++) await next.click()
  await expect(next).toHaveAttribute('aria-disabled', 'true')
  await expect.poll(async () => (await inView(menu)).at(-1)).toBe(await menu.locator('.vendor-menu__item').last().getAttribute('data-vendor'))
  await page.screenshot({ path: 'tests/e2e/screenshots/vendor-menu-open-desktop.png', animations: 'disabled' })
  await prev.click()
  await expect(next).toHaveAttribute('aria-disabled', 'false')
})

test('the vendor menu works from the keyboard: arrows are labelled buttons, ←/→ bring a vendor into view, Escape closes', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const { item, menu } = await carouselEntry(page)
  const link = item.locator('.topnav__link')
  await link.focus()
  await expect(menu).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(menu.locator('.vendor-menu__arrow--prev')).toBeFocused()
  await page.keyboard.press('Tab')
  const slides = menu.locator('.vendor-menu__item')
  await expect(slides.first()).toBeFocused()
  // The menu's keys are handled by code the first opening loads (vendor-menu-controls.ts, then Swiper): keys pressed
  // before it is there do nothing, as for a person who types within its first ~100 ms.
  await expect.poll(() => menu.evaluate((m) => m.matches('.swiper-initialized') || !!m.querySelector('.swiper-initialized'))).toBe(true)
  for (let i = 0; i < VENDOR_MENU.perView; i++) await page.keyboard.press('ArrowRight')
  const eighth = slides.nth(VENDOR_MENU.perView)
  await expect(eighth).toBeFocused()
  await expect.poll(() => inView(menu)).toContain(await eighth.getAttribute('data-vendor'))
  await expect(menu.locator('.vendor-menu__arrow--prev')).toHaveAttribute('aria-disabled', 'false')

  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(link).toBeFocused()
  // Closed, the menu is left out of the tab order; back on the entry from elsewhere, it opens again.
  await page.keyboard.press('Tab')
  await expect(link).not.toBeFocused()
  await expect(menu).toBeHidden()
  await page.keyboard.press('Shift+Tab')
  await expect(link).toBeFocused()
  await expect(menu).toBeVisible()
})

test('icon vendors show their square icon art, the others their logo plate', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const { item, menu } = await carouselEntry(page)
  await item.locator('.topnav__link').hover()
  await expect(menu).toBeVisible()
  const slides = await page.locator('.topnav .vendor-menu:not(.more-menu) .vendor-menu__item').evaluateAll((els) =>
    els.map((e) => {
      const img = e.querySelector('img')!
      const r = img.getBoundingClientRect()
      return { code: (e as HTMLElement).dataset.vendor ?? '', src: img.getAttribute('src') ?? '', square: r.width === 0 || Math.abs(r.width - r.height) < 1 }
    }),
  )
  const icons = slides.filter((s) => ICON_VENDORS.includes(s.code))
  expect(icons.length, 'the seeded catalogue has icon vendors in the nav').toBeGreaterThan(0)
  expect(slides.length - icons.length, 'and other vendors').toBeGreaterThan(0)
  for (const s of slides) expect(s.src.endsWith('/icon.svg'), s.code).toBe(ICON_VENDORS.includes(s.code))
  // The icon vendors shown in the open menu are square and their art loads.
  const shown = menu.locator('.vendor-menu__item--icon img')
  expect(await shown.count()).toBeGreaterThan(0)
  for (const img of await shown.all()) {
    if (!(await img.isVisible())) continue
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true)
    const box = (await img.boundingBox())!
    expect(Math.abs(box.width - box.height)).toBeLessThan(1)
  }
})

test('a type with at most 7 vendors shows them all, without arrows and without loading Swiper', async ({ page }) => {
  const swiperChunks: string[] = []
  page.on('request', (r) => {
    if (/vendor-menu-swiper.*\.js$/.test(new URL(r.url()).pathname)) swiperChunks.push(r.url())
  })
  await page.goto('/')
  await hydrated(page)
  const items = page.locator('.topnav__item.has-menu:not(.topnav__more)')
  let shown = 0
  for (const item of await items.all()) {
    const count = await item.locator('.vendor-menu__item').count()
    if (count > VENDOR_MENU.arrowsAbove || !(await item.isVisible())) continue
    await item.locator('.topnav__link').hover()
    const menu = item.locator('.vendor-menu')
    await expect(menu).toBeVisible()
    expect(await inView(menu)).toHaveLength(count)
    await expect(menu.locator('.vendor-menu__arrow')).toHaveCount(0)
    if (shown++ === 0) await page.screenshot({ path: 'tests/e2e/screenshots/vendor-menu-small-desktop.png', animations: 'disabled' })
  }
  expect(shown, 'the seeded nav has a type with 2 to 7 vendors').toBeGreaterThan(0)
  expect(swiperChunks).toEqual([])
})

test('in Arabic the carousel runs right to left with translated arrow labels', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL! }])
  await page.goto('/')
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const { item, menu } = await carouselEntry(page)
  await item.locator('.topnav__link').hover()
  await expect(menu).toBeVisible()
  await expect(menu.locator('.vendor-menu__swiper')).toHaveClass(/swiper-initialized/)
  const first = await inView(menu)
  expect(first).toHaveLength(VENDOR_MENU.perView)
  // The first vendor sits at the right edge of the frame.
  const edge = await menu.evaluate((el) => {
    const frame = el.querySelector('.vendor-menu__swiper')!.getBoundingClientRect()
    return Math.round(frame.right - el.querySelector('.vendor-menu__item')!.getBoundingClientRect().right)
  })
  expect(edge).toBeLessThanOrEqual(VENDOR_MENU.spaceBetween)
  const next = menu.locator('.vendor-menu__arrow--next')
  await expect(next).toHaveAttribute('aria-label', 'المزوّدون التاليون')
  await next.click()
  await expect.poll(async () => (await inView(menu))[0]).toBe(first[1])
  await page.screenshot({ path: 'tests/e2e/screenshots/vendor-menu-ar-desktop.png', animations: 'disabled' })
})

test('signed in, the menu is the same carousel (its own static part in the member header)', async ({ page, member }) => {
  expect(member.account.length).toBeGreaterThan(0)
  // The member header's balance and buttons move nav types into "More" on narrower desktops: wide enough to keep one with a carousel.
  await page.setViewportSize({ width: 1920, height: 1000 })
  await page.goto('/')
  await hydrated(page)
  await expect(page.locator('.header--member')).toBeVisible()
  const { item, menu } = await carouselEntry(page)
  await expect(item).toBeVisible()
  await item.locator('.topnav__link').hover()
  await expect(menu).toBeVisible()
  await expect(menu.locator('.vendor-menu__swiper')).toHaveClass(/swiper-initialized/)
  const first = await inView(menu)
  expect(first).toHaveLength(VENDOR_MENU.perView)
  await menu.locator('.vendor-menu__arrow--next').click()
  await expect.poll(async () => (await inView(menu))[0]).toBe(first[1])
  await page.screenshot({ path: 'tests/e2e/screenshots/vendor-menu-member-desktop.png', animations: 'disabled' })
})

test('the vendor menu stays off phones; the header fits at 390 and 1440 px', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await shootAtBothWidths(page, 'vendor-menu', async (label) => {
    if (label === 'phone') await expect(page.locator('.topnav')).toBeHidden()
  })
})
