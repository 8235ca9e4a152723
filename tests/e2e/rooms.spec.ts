/**
 * Poker rooms on the card-games list (issue 5; spec §7 GLS2_roomList; decision 0024): a visitor
 * sees a login prompt where the tables would be; a member with a balance sees eight tables with
 * blinds, buy-in and seats, pages to more tables (the page is in the URL), and joins a table with
 * the keyboard: the table's game opens in the game frame and deals a Teen Patti round through the
 * wallet. Screenshots at 1440 and 390 px in tests/e2e/screenshots/rooms-*.png.
 */
import type { Page } from '@playwright/test'
import { test, expect, hydrated, registerMember } from './fixtures'
import { playEn } from '../../shared/i18n/play'

let seq = Date.now() % 100000
const uniqueName = (prefix: string) => `${prefix}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`
const rooms = (page: Page) => page.getByTestId('poker-rooms')

async function shoot(page: Page, name: string) {
  for (const [label, width, height] of [
    ['desktop', 1440, 900],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `tests/e2e/screenshots/rooms-${name}-${label}.png`, animations: 'disabled', fullPage: label === 'phone' })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('a visitor is asked to log in to see the poker tables', async ({ page }) => {
  await page.goto('/pvp')
  await hydrated(page)
  const guest = page.locator('section.rooms--guest')
  await expect(guest.getByRole('heading', { name: playEn.rooms.title })).toBeVisible()
  await expect(guest).toContainText(playEn.rooms.guest)
  await guest.getByRole('link', { name: playEn.rooms.login }).click()
  await expect(page.locator('dialog.auth-dialog')).toBeVisible()
})

test('a member pages through the poker tables on /pvp and joins one: its game opens in the game frame and plays', async ({ page }) => {
  test.setTimeout(90_000)
  await registerMember(page, uniqueName('rooms'))
  const paid = await page.request.post('/wps/wallet/deposit', { headers: { 'idempotency-key': uniqueName('rooms-key-') }, data: { methodCode: 'GCASH', amount: 500 } })
  expect(paid.status()).toBe(200)

  await page.goto('/pvp')
  await hydrated(page)
  await expect(rooms(page).getByRole('heading', { name: playEn.rooms.title })).toBeVisible()
  const cards = rooms(page).locator('li.room-card')
  await expect(cards).toHaveCount(8)
  const first = cards.first()
  await expect(first).toContainText(playEn.rooms.blinds)
  await expect(first).toContainText(/₱[\d,]+\.\d\d \/ ₱[\d,]+\.\d\d/)
  await expect(first).toContainText(playEn.rooms.buyIn)
  // The same tables the GLS2_roomList call lists, in the same order.
  const listed = await page.evaluate(async () => ((await (await fetch('/wps/relay/GLS2_roomList?pageSize=8')).json()) as { value: { list: { roomId: string }[] } }).value.list.map((r) => r.roomId))
  expect(await cards.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.room))).toEqual(listed)
  await shoot(page, 'list')

  // More tables: the page is in the URL, and back again.
  await rooms(page).getByRole('link', { name: playEn.rooms.next }).click()
  await expect(page).toHaveURL(/roomsPage=2/)
  await expect(cards).toHaveCount(8)
  // The URL changes before the streamed page replaces the cards: wait for the new tables.
  await expect(cards.first()).not.toHaveAttribute('data-room', listed[0]!)
  await rooms(page).getByRole('link', { name: playEn.rooms.previous }).click()
  await expect(page).not.toHaveURL(/roomsPage/)
  await expect(cards.first()).toHaveAttribute('data-room', listed[0]!)

  // Join the first table with the keyboard: its game opens in the game frame and deals a round.
  await hydrated(page)
  const join = first.locator('a.room-card__join')
  const gameName = (await join.getAttribute('data-name'))!
  await join.focus()
  await page.keyboard.press('Enter')
  const dialog = page.locator('dialog.gf-dialog')
  await expect(dialog.locator('.gf__title')).toHaveText(gameName)
  const game = page.frameLocator('dialog.gf-dialog iframe')
  await expect(game.getByTestId('game-balance')).toHaveText('₱500.00')
  await game.getByTestId('showdown-deal').click()
  await expect(game.getByTestId('showdown-result')).toBeVisible()
  await shoot(page, 'joined')
})
