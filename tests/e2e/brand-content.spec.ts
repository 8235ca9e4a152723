/**
 * The demo brand's own content in the page's language (issue 18, decision 0055): a visitor in
 * 中文, العربية, 日本語, ไทย or हिन्दी sees the home page's notices (the marquee), banners and
 * promotions in that language, not the English the brand was first seeded in, and the longer texts
 * fit at 390 px; the help articles and a blog post read in Hindi and Arabic. Screenshots at 390 and
 * 1440 px (tests/e2e/screenshots/brand-content-*.png).
 */
import { test, expect, hydrated, shootAtBothWidths } from './fixtures'

/** A seeded notice, banner and promotion title in each language (db/seed/index.ts, promotions.ts). */
const SEEN: Record<string, { notice: string; banner: string; promotion: string }> = {
  zh: { notice: 'JILI 游戏，每周二', banner: '迎新奖金 100%', promotion: '100% 存款奖金' },
  ar: { notice: 'صيانة مجدولة', banner: 'مكافأة الترحيب 100%', promotion: 'مكافأة إيداع 100%' },
  ja: { notice: '定期メンテナンス', banner: 'ウェルカムボーナス100%', promotion: '100%入金ボーナス' },
  th: { notice: 'ปิดปรับปรุงตามกำหนด', banner: 'โบนัสต้อนรับ 100%', promotion: 'โบนัสเงินฝาก 100%' },
  hi: { notice: 'निर्धारित मेंटेनेंस', banner: 'वेलकम बोनस 100%', promotion: '100% डिपॉज़िट बोनस' },
}

for (const [language, seen] of Object.entries(SEEN)) {
  test(`home page and promotions in ${language}: the brand's notices, banners and promotions in that language`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/?language=${language}`)
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', /./)
    await expect(page.locator('.marquee__item').filter({ hasText: seen.notice }).first()).toBeAttached()
    await expect(page.locator('.marquee')).not.toContainText('Scheduled maintenance')
    await expect(page.locator(`.banner-carousel img[alt="${seen.banner}"]`).first()).toBeAttached()
    await shootAtBothWidths(page, `brand-content-home-${language}`)

    await page.goto(`/promotions?language=${language}`)
    await hydrated(page)
    await expect(page.locator('.promo-card__title', { hasText: seen.promotion })).toBeVisible()
    await expect(page.locator('.promo-card__title', { hasText: '100% Deposit Bonus' })).toHaveCount(0)
    await shootAtBothWidths(page, `brand-content-promotions-${language}`)
  })
}

for (const [language, help, post] of [
  ['hi', 'नियम और शर्तें', 'स्लॉट वोलैटिलिटी, आसान भाषा में'],
  ['ar', 'الشروط والأحكام', 'شرح تقلب ألعاب السلوتس'],
] as const) {
  test(`help articles and a blog post in ${language}`, async ({ page }) => {
    await page.goto(`/help?language=${language}`)
    await hydrated(page)
    await expect(page.getByText(help).first()).toBeVisible()
    await expect(page.getByText('Terms and Conditions')).toHaveCount(0)
    await shootAtBothWidths(page, `brand-content-help-${language}`)
    await page.goto(`/blog/slots-volatility-explained?language=${language}`)
    await hydrated(page)
    await expect(page.getByText(post).first()).toBeVisible()
    await shootAtBothWidths(page, `brand-content-blog-${language}`)
  })
}
