/**
 * Promotions and rewards in the browser (issue 7; spec §3 categories and tags, §4 promotion states,
 * §5 activity application, §2 rewardCenter / bonusDetails / manualRebate), in English and
 * Filipino: the promotions page's categories, tags and states; joining the deposit bonus and
 * claiming it in the reward center with the header balance following; applying with a comment and
 * an image, which the operator approves (paid) or rejects (reason shown); the bonus turnover;
 * screenshots at 1440 and 390 px.
 */
import type { Page } from '@playwright/test'
import { test, expect, hydrated, operator, registerMember } from './fixtures'
import { queuedRequestId } from './data'
import { promoEn as EN, promoTy as TY } from '../../shared/i18n/promo'
import { walletUiEn, walletUiTy } from '../../shared/i18n/wallet-ui'

let seq = Date.now() % 100000
const uniqueName = (prefix: string) => `${prefix}${String(seq++).padStart(5, '0')}`
const headerAmount = (page: Page) => page.getByTestId('header-balance-amount')
const card = (page: Page, code: string) => page.getByTestId(`promo-${code}`)
/** A real 1×1 PNG (the server checks the bytes, the dialog previews it). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

async function shoot(page: Page, name: string) {
  const before = page.viewportSize()
  for (const [label, width, height] of [
    ['desktop', 1440, 900],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: `tests/e2e/screenshots/promo-${name}-${label}.png`, animations: 'disabled', fullPage: name.startsWith('page') && label === 'desktop' })
  }
  if (before) await page.setViewportSize(before)
}

async function depositSandbox(page: Page, amount: string, credited: string = walletUiEn.deposit.creditedTitle) {
  await page.goto('/member?tab=depositv2')
  await hydrated(page)
  await page.locator('input[name=amount]').fill(amount)
  await page.locator('form.wform button[type=submit]').click()
  await expect(page.getByRole('status').filter({ hasText: credited })).toBeVisible()
}

/** Applies to the share-your-win promotion with `comment` and the PNG, from its card. */
async function applyWithImage(page: Page, comment: string, texts: typeof TY) {
  await page.goto('/promotions?category=SLOTS')
  await hydrated(page)
  await card(page, 'SHAREWIN').getByRole('button', { name: texts.actions.apply }).click()
  const form = page.getByTestId('promo-apply-form')
  await expect(form).toBeVisible()
  await form.locator('textarea[name=comment]').fill(comment)
  await expect(page.getByTestId('promo-apply-counter')).toHaveText(`${[...comment].length}/140`)
  await page.getByTestId('promo-apply-file').setInputFiles({ name: 'big-win.png', mimeType: 'image/png', buffer: PNG })
  await expect(form.locator('.promo-apply__thumb img')).toHaveCount(1)
  await form.locator('button[type=submit]').click()
  await expect(form).toBeHidden()
  await expect(page.getByTestId('promo-state-SHAREWIN')).toHaveText(texts.states.applying)
}

test.describe('promotions', () => {
  test('English: categories and states, join and claim the deposit bonus, apply with an image that the operator approves', async ({ page }) => {
    await page.goto('/promotions')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: EN.page.title })).toBeVisible()
    await expect(page.getByTestId('promo-state-FISHFEST')).toHaveText(EN.states.comingSoon)
    await expect(page.getByTestId('promo-state-LIVEWEEK')).toHaveText(EN.states.close)
    await page.getByRole('link', { name: EN.categories.REBATE, exact: true }).click()
    await expect(page).toHaveURL(/category=REBATE/)
    await expect(page.locator('.promo-card')).toHaveCount(1)
    await page.getByRole('link', { name: `#${EN.tags.DAILY}` }).click()
    await expect(page).toHaveURL(/category=REBATE&tag=DAILY/)
    await expect(card(page, 'DAILYREBATE')).toBeVisible()

    const name = uniqueName('promo')
    await registerMember(page, name, '/register')
    await page.goto('/promotions')
    await hydrated(page)
    // availablePromoCount on the promotions entry (the side menu; the header's nav carries it too).
    await expect(page.locator('.side .nav-badge')).toHaveText('2')
    await shoot(page, 'page-en')
    await card(page, 'WELCOME100').getByRole('button', { name: EN.actions.join }).click()
    await expect(page.getByTestId('promo-state-WELCOME100')).toHaveText(EN.states.joined)

    await depositSandbox(page, '500')
    await expect(headerAmount(page)).toHaveText('₱500.00')
    await page.goto('/promotions?category=DEPOSIT')
    await expect(page.getByTestId('promo-state-WELCOME100')).toHaveText(EN.states.claim)

    await page.goto('/member?tab=rewardCenter')
    await hydrated(page)
    await expect(page.getByTestId('badge-rewardCenter')).toContainText('2')
    const waiting = page.getByTestId('rewards-pending').locator('.reward-card')
    await expect(waiting).toHaveCount(2)
    await shoot(page, 'reward-center-en')
    await waiting.filter({ hasText: EN.rewards.sources.DEPOSIT_BONUS }).getByRole('button', { name: EN.rewards.claim }).click()
    await expect(headerAmount(page)).toHaveText('₱1,000.00')
    await expect(page.getByTestId('rewards-pending').locator('.reward-card')).toHaveCount(1)
    await expect(page.getByTestId('rewards-history')).toContainText(EN.rewards.statuses.CLAIMED)

    await page.goto('/member?tab=bonusDetails')
    await expect(page.getByTestId('turnover-owed')).toContainText('₱5,000.00')
    await shoot(page, 'bonus-details-en')

    await applyWithImage(page, 'Won 120x on Fortune Tiger at 21:40!', EN)
    expect(operator('promotions', 'approve', String(queuedRequestId(['promotions', 'applications'], name)), '150')).toContain('ISSUED ₱150.00')
    await page.reload()
    await expect(page.getByTestId('promo-state-SHAREWIN')).toHaveText(EN.states.issued)
    await expect(headerAmount(page)).toHaveText('₱1,150.00')
    expect(operator('ledger', 'check')).toContain('"ok": true')
  })

  test('Filipino: claim a reward, manual rebate, apply with an image that the operator rejects with a reason', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lang', value: 'ty', url: baseURL! }])
    const name = uniqueName('promty')
    await registerMember(page, name, '/register')
    await depositSandbox(page, '200', walletUiTy.deposit.creditedTitle)
    await page.goto('/member?tab=rewardCenter')
    await hydrated(page)
    await expect(page.getByRole('heading', { name: TY.rewards.waiting })).toBeVisible()
    const newbie = page.getByTestId('rewards-pending').locator('.reward-card').filter({ hasText: TY.rewards.sources.NEWBIE })
    await newbie.getByRole('button', { name: TY.rewards.claim }).click()
    await expect(headerAmount(page)).toHaveText('₱238.00')
    await expect(page.getByText(TY.rewards.none)).toBeVisible()

    await page.goto('/member?tab=manualRebate')
    await expect(page.getByTestId('manual-rebate')).toContainText(TY.rebate.nothing)
    await shoot(page, 'manual-rebate-ty')

    await page.goto('/promotions')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: TY.page.title })).toBeVisible()
    await shoot(page, 'page-ty')
    await applyWithImage(page, 'Panalo sa slot!', TY)
    expect(operator('promotions', 'reject', String(queuedRequestId(['promotions', 'applications'], name)), 'Malabo', 'ang', 'screenshot')).toContain('REJECTED')
    await page.reload()
    await expect(page.getByTestId('promo-state-SHAREWIN')).toHaveText(TY.states.rejected)
    await expect(card(page, 'SHAREWIN')).toContainText('Malabo ang screenshot')
  })
})
