/**
 * Favourites, recent games and the member's records in the browser (issue 5 "Favourites, recent,
 * records"; spec §2 /favorite, /recent, member center personalHistoryCopy and personalProfit; §4
 * favourite toggle and game list rules; §5/§6 visitor and trial rules): a member hearts a slot on
 * /rng and finds it under FAV and on /favorite, plays it in the game frame and finds it under
 * RECENT and on /recent, then reads the bets in the betting record and the day's result in the
 * profit/loss; a visitor's heart and FAV chip open the login popup, a trial account's heart the
 * need-true-account dialog. Screenshots at 1440 and 390 px in tests/e2e/screenshots/fav-*.png.
 */
import type { Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures'
import { recordsEn as REC } from '../../shared/i18n/records'

const heart = (page: Page, nodeId: string) => page.locator(`#game-grid button.fav-toggle[data-fav-node="${nodeId}"]`)
const gridIds = (page: Page) => page.locator('#game-grid a.tile').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.nodeId))
const money = (n: number) => `₱${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

async function favouriteIds(page: Page): Promise<string[]> {
  return page.evaluate(async () => ((await (await fetch('/wps/relay/MCSFE_getFavoriteGames')).json()) as { value: string[] }).value)
}
async function balance(page: Page): Promise<number> {
  return page.evaluate(async () => ((await (await fetch('/wps/v2/wallets/balance')).json()) as { value: { balance: number } }).value.balance)
}
/** Screenshots at 1440 and 390 px (the phone one of the whole page unless it is an overlay). */
async function shoot(page: Page, name: string, overlay = false) {
  for (const [label, width, height] of [
    ['desktop', 1440, 900],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `tests/e2e/screenshots/fav-${name}-${label}.png`, animations: 'disabled', fullPage: label === 'phone' && !overlay })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('a member hearts a slot, finds it under FAV and on /favorite, plays it, finds it under RECENT and on /recent, and reads the betting record and profit/loss', async ({
  page,
  fundedMember: _signedInWith1000,
}) => {
  test.setTimeout(120_000)

  // An empty collection and no recent games yet.
  await page.goto('/favorite')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: REC.lists.favoriteEmpty })).toBeVisible()
  await shoot(page, 'favorite-empty')

  // Heart the first slot of /rng: the heart fills at once and the server keeps it.
  await page.goto('/rng')
  await hydrated(page)
  const tile = page.locator('#game-grid a.tile').first()
  const nodeId = (await tile.getAttribute('data-node-id'))!
  const name = (await tile.getAttribute('data-name'))!
  await expect(heart(page, nodeId)).toHaveAttribute('aria-pressed', 'false')
  await heart(page, nodeId).focus()
  await page.keyboard.press('Enter')
  await expect(heart(page, nodeId)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('fav-toast')).toHaveText(new RegExp(REC.fav.added.replace('{{name}}', name)))
  await expect.poll(() => favouriteIds(page)).toEqual([nodeId])
  await expect(heart(page, nodeId)).toHaveAttribute('aria-label', REC.fav.remove.replace('{{name}}', name))
  await page.locator('#game-grid .tile-cell').nth(1).hover()
  await shoot(page, 'rng')

  // FAV chip: only the favourite; /favorite shows it too.
  await page.locator('.chips [data-select="FAV"]').click()
  await expect(page).toHaveURL(/select=FAV/)
  await expect.poll(() => gridIds(page)).toEqual([nodeId])
  await page.goto('/favorite')
  await hydrated(page)
  expect(await gridIds(page)).toEqual([nodeId])
  await expect(heart(page, nodeId)).toHaveAttribute('aria-pressed', 'true')
  await shoot(page, 'favorite')

  // Play it: three spins in the game frame.
  await page.locator('#game-grid a.tile').first().click()
  const g = page.frameLocator('dialog.gf-dialog iframe')
  await expect(g.getByTestId('game-balance')).toHaveText('₱1,000.00')
  // Each spin adds its result to the list once it has settled.
  for (let spins = 1; spins <= 3; spins++) {
    await g.getByTestId('slot-spin').click()
    await expect(g.locator('.sbx-result')).toHaveCount(spins)
  }
  await expect(g.getByTestId('slot-spin')).toBeEnabled()
  await page.getByTestId('game-frame-close').click()
  await expect(page.locator('dialog.gf-dialog')).toBeHidden()
  const after = await balance(page)

  // RECENT chip and /recent.
  await page.goto('/rng?select=RECENT')
  await hydrated(page)
  expect(await gridIds(page)).toEqual([nodeId])
  await page.goto('/recent')
  await hydrated(page)
  expect(await gridIds(page)).toEqual([nodeId])
  await expect(page.getByTestId('account-games-count')).toHaveText('1 game')
  await shoot(page, 'recent')

  // Betting record: three settled bets of this game; the totals add up to what the wallet moved.
  await page.goto('/member?tab=personalHistoryCopy')
  await hydrated(page)
  const rows = page.locator('[data-testid="bets"] tbody tr')
  await expect(rows).toHaveCount(3)
  await expect(rows.first()).toContainText(name)
  await expect(page.locator('[data-testid="bets"] [data-status="SETTLED"]')).toHaveCount(3)
  const totals = page.getByTestId('records-totals')
  await expect(totals.locator('[data-total="count"]')).toHaveText('3')
  const winLoss = after - 1000
  await expect(totals.locator('[data-total="winLoss"]')).toHaveText((winLoss > 0 ? '+' : '') + money(winLoss).replace('₱-', '-₱'))
  await expect(page.getByTestId('records-count')).toHaveText('3 rows')
  await shoot(page, 'betting-record', true)
  // Another game type: nothing; back to all types by its select.
  await page.locator('select[name="gameType"]').selectOption('LIVE')
  await expect(page).toHaveURL(/gameType=LIVE/)
  await expect(page.getByText(REC.bets.empty)).toBeVisible()
  // A custom range longer than 92 days is refused before it is sent.
  await page.locator('[data-range="custom"]').click()
  await page.locator('input[name="from"]').fill('2020-01-01')
  await page.locator('button.wfilters__apply').click()
  await expect(page.locator('.wfilters__custom [role="alert"]')).toHaveText(REC.errors.rangeTooLong)

  // Profit/loss: today's line for slots and this vendor, and the net result.
  await page.goto('/member?tab=personalProfit&range=7d')
  await hydrated(page)
  const lines = page.locator('[data-testid="profit-loss-rows"] tbody tr')
  await expect(lines).toHaveCount(1)
  await expect(lines.first()).toContainText('Slots')
  await expect(lines.first().locator('td').nth(3)).toHaveText('3')
  await expect(page.getByTestId('pl-net')).toHaveText((winLoss > 0 ? '+' : '') + money(winLoss).replace('₱-', '-₱'))
  await shoot(page, 'profit-loss', true)

  // Un-heart it on /favorite: the server lets it go, and the page is empty on the next visit.
  await page.goto('/favorite')
  await hydrated(page)
  await heart(page, nodeId).click()
  await expect(heart(page, nodeId)).toHaveAttribute('aria-pressed', 'false')
  await expect.poll(() => favouriteIds(page)).toEqual([])
  await page.goto('/favorite')
  await expect(page.getByRole('heading', { name: REC.lists.favoriteEmpty })).toBeVisible()
})

test('quick clicks on a heart end where the member left it, with one call for a burst', async ({ page, member: _signedIn }) => {
  await page.goto('/pvp')
  await hydrated(page)
  const nodeId = (await page.locator('#game-grid a.tile').first().getAttribute('data-node-id'))!
  const calls: string[] = []
  page.on('request', (r) => {
    const m = /MCSFE_(add|remove)FavoriteGameV2/.exec(r.url())
    if (m) calls.push(m[1]!)
  })
  // Three clicks at once: on, off, on — one add is enough.
  await heart(page, nodeId).evaluate((b: HTMLButtonElement) => {
    b.click()
    b.click()
    b.click()
  })
  await expect(heart(page, nodeId)).toHaveAttribute('aria-pressed', 'true')
  await expect(heart(page, nodeId)).not.toHaveAttribute('data-pending')
  expect(await favouriteIds(page)).toEqual([nodeId])
  expect(calls).toEqual(['add'])
  // Two clicks at once: off, on — it stays a favourite.
  await heart(page, nodeId).evaluate((b: HTMLButtonElement) => {
    b.click()
    b.click()
  })
  await expect(heart(page, nodeId)).not.toHaveAttribute('data-pending')
  await expect(heart(page, nodeId)).toHaveAttribute('aria-pressed', 'true')
  expect(await favouriteIds(page)).toEqual([nodeId])
  // One more: off — the server lets it go.
  await heart(page, nodeId).click()
  await expect(heart(page, nodeId)).toHaveAttribute('aria-pressed', 'false')
  await expect(heart(page, nodeId)).not.toHaveAttribute('data-pending')
  await expect.poll(() => favouriteIds(page)).toEqual([])
  expect(calls.at(-1)).toBe('remove')
})

test('a visitor’s heart and FAV chip open the login popup; a trial account’s heart asks for a real account', async ({ page }) => {
  await page.goto('/rng')
  await hydrated(page)
  const nodeId = (await page.locator('#game-grid a.tile').first().getAttribute('data-node-id'))!
  await page.locator('#game-grid .tile-cell').first().hover()
  await heart(page, nodeId).click()
  const auth = page.locator('dialog.auth-dialog')
  await expect(auth).toHaveAttribute('data-view', 'login')
  await page.keyboard.press('Escape')
  await expect(auth).toBeHidden()
  await page.locator('.chips [data-select="FAV"]').click()
  await expect(auth).toHaveAttribute('data-view', 'login')
  await expect(page).toHaveURL(/\/rng$/)
  await page.keyboard.press('Escape')

  await page.goto('/login')
  await hydrated(page)
  await auth.getByRole('button', { name: 'Play for free' }).click()
  // NOTE: creating the trial account hashes a password (argon2id): slow on a loaded machine.
  await expect(page.locator('.member-bar__trial')).toBeVisible({ timeout: 20_000 })
  await page.goto('/rng')
  await hydrated(page)
  await heart(page, nodeId).click()
  const d = page.locator('dialog.wtrue[open]')
  await expect(d).toContainText('Real account needed')
  await d.getByRole('button', { name: 'Register now' }).click()
  await expect(auth).toHaveAttribute('data-view', 'register')
})
