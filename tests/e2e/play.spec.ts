/**
 * Launching and playing in the browser (issue 5; spec §2 game tile and popups: game, §4 launch
 * routing, §5 trial rule): a visitor's tile opens the login popup, a trial account's the
 * need-true-account dialog; a member opens a slot from /rng in the game frame, spins, closes, and
 * the header shows the new balance; a live baccarat and a roulette round; every sandbox game at
 * 1440 and 390 px (screenshots in tests/e2e/screenshots/play-*.png).
 */
import type { BrowserContext, Page } from '@playwright/test'
import { test, expect, captchaAnswer, hydrated } from './fixtures'
import { firstGame, vendorMaintenance } from './data'
import { encryptorFor } from '../fixtures/money-client'
import { playEn as PLAY } from '../../shared/i18n/play'
import { ty } from '../../shared/i18n/ty'

let seq = Date.now() % 100000
const uniqueName = (prefix: string) => `${prefix}${(seq++).toString(36).padStart(4, '0')}`
const frameDialog = (page: Page) => page.locator('dialog.gf-dialog')
const game = (page: Page) => page.frameLocator('dialog.gf-dialog iframe')
const headerAmount = (page: Page) => page.getByTestId('header-balance-amount')

/**
 * A new member signed in on `context` (registered through the API: encrypted body, solved captcha),
 * with `deposit` pesos credited by the sandbox payment method.
 */
async function newMember(context: BrowserContext, baseURL: string, deposit: number): Promise<string> {
  const username = uniqueName('play')
  const encrypt = await encryptorFor(baseURL)
  const captcha = (await (await fetch(`${baseURL}/wps/captcha`)).json()) as { id: string }
  const answer = captchaAnswer(captcha.id)
  const res = await fetch(`${baseURL}/wps/member/register`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: await encrypt({ username, password: 'Passw0rd!', confirmPassword: 'Passw0rd!', captchaId: captcha.id, captcha: answer }),
  })
  const sid = /(?:^|[;,]\s*)sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
  if (res.status !== 200 || !sid) throw new Error(`register answered ${res.status}: ${await res.text()}`)
  await context.addCookies([{ name: 'sid', value: sid, url: baseURL }])
  if (deposit > 0) {
    const paid = await fetch(`${baseURL}/wps/wallet/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `play-${username}`, cookie: `sid=${sid}` },
      body: JSON.stringify({ methodCode: 'GCASH', amount: deposit }),
    })
    if (paid.status !== 200) throw new Error(`deposit answered ${paid.status}: ${await paid.text()}`)
  }
  return username
}

/** The member's balance as the wallet API reports it (major units). */
async function apiBalance(page: Page): Promise<number> {
  return page.evaluate(async () => ((await (await fetch('/wps/v2/wallets/balance')).json()) as { value: { balance: number } }).value.balance)
}

/** The game shows the balance the wallet holds. */
async function expectGameMatchesWallet(page: Page) {
  const wallet = await apiBalance(page)
  await expect(game(page).getByTestId('game-balance')).toHaveText(`₱${wallet.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`)
}

/** Opens the tile of `nodeId` on a list page in the game frame. */
async function openFromList(page: Page, path: string, nodeId?: string) {
  await page.goto(path)
  await hydrated(page)
  const tile = nodeId ? page.locator(`a.tile[data-node-id="${nodeId}"]`) : page.locator('.game-grid a.tile').first()
  const name = await tile.getAttribute('data-name')
  await tile.click()
  await expect(frameDialog(page)).toBeVisible()
  await expect(frameDialog(page).locator('.gf__title')).toHaveText(name!)
  await expect(game(page).getByTestId('game-balance')).toBeVisible()
  await expect(frameDialog(page).locator('.gf__loading')).toBeHidden()
}

test.describe('launching from the lobby', () => {
  test('a visitor’s tile opens the login popup and the page stays', async ({ page }) => {
    await page.goto('/rng')
    await hydrated(page)
    await page.locator('.game-grid a.tile').first().click()
    await expect(page.locator('dialog.auth-dialog')).toBeVisible()
    await expect(page.locator('dialog.auth-dialog')).toHaveAttribute('data-view', 'login')
    await expect(page).toHaveURL(/\/rng$/)
    await expect(frameDialog(page)).toBeHidden()
  })

  test('a trial account gets the need-true-account dialog, whose confirm opens registration', async ({ page }) => {
    await page.goto('/login')
    await hydrated(page)
    await page.locator('dialog.auth-dialog').getByRole('button', { name: 'Play for free' }).click()
    await expect(page.locator('.member-bar__trial')).toBeVisible()
    await page.goto('/live')
    await hydrated(page)
    await page.locator('.game-grid a.tile').first().click()
    const d = page.locator('dialog.launch-true')
    await expect(d).toBeVisible()
    await expect(d).toContainText('Real account needed')
    await expect(frameDialog(page)).toBeHidden()
    await d.getByTestId('launch-need-true-register').click()
    await expect(page.locator('dialog.auth-dialog')).toHaveAttribute('data-view', 'register')
  })
})

test.describe('a member', () => {
  test('opens a slot from /rng in the game frame, spins, closes; the header shows the new balance', async ({ page, context, baseURL }) => {
    await newMember(context, baseURL!, 1000)
    await page.goto('/rng')
    await hydrated(page)
    await expect(headerAmount(page)).toHaveText('₱1,000.00')
    await openFromList(page, '/rng')
    const g = game(page)
    await expect(g.getByTestId('game-balance')).toHaveText('₱1,000.00')
    for (let i = 0; i < 3; i++) {
      await g.getByTestId('slot-spin').click()
      await expect(g.getByTestId('round-result')).toBeVisible()
      await expect(g.getByTestId('slot-spin')).toBeEnabled()
    }
    await expect(g.locator('.sbx-result')).toHaveCount(3)
    await expectGameMatchesWallet(page)
    const inGame = await g.getByTestId('game-balance').textContent()
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.screenshot({ path: 'tests/e2e/screenshots/play-frame-slot-desktop.png', animations: 'disabled' })
    await page.getByTestId('game-frame-close').click()
    await expect(frameDialog(page)).toBeHidden()
    await expect(headerAmount(page)).toHaveText(inGame!)
    // Keyboard: the frame opens from the tile with Enter and closes with Escape; focus returns to the tile.
    const tile = page.locator('.game-grid a.tile').first()
    await tile.focus()
    await page.keyboard.press('Enter')
    await expect(frameDialog(page)).toBeVisible()
    await expect(game(page).getByTestId('slot-spin')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(frameDialog(page)).toBeHidden()
    await expect(tile).toBeFocused()
  })

  test.describe(() => {
    // A refused bet and a vendor under maintenance make the browser log the 409 and 503 answers.
    test.use({ allowedConsoleError: /status of (409|503)/ })

    test('plays a round of live baccarat and of live roulette; a refused bet shows the wallet’s reason', async ({ page, context, baseURL }) => {
      await newMember(context, baseURL!, 500)
      await openFromList(page, '/live?gameClassify=BAC')
      const g = game(page)
      await g.getByTestId('bac-spot-BANKER').click()
      await g.getByTestId('bac-spot-BANKER').click()
      await g.getByTestId('bac-deal').click()
      await expect(g.getByTestId('bac-winner')).toBeVisible()
      await expect(g.getByTestId('bac-total-PLAYER')).toBeVisible()
      await expect(g.locator('.sbx-result')).toHaveCount(1)
      await expectGameMatchesWallet(page)
      await page.getByTestId('game-frame-close').click()

      await openFromList(page, '/live?gameClassify=ROU')
      await g.locator('[data-spot="RED"]').click()
      await g.locator('[data-spot="STRAIGHT:17"]').click()
      await g.getByTestId('roulette-spin').click()
      await expect(g.getByTestId('roulette-number')).toBeVisible()
      await expect(g.getByTestId('round-result')).toBeVisible()
      await expect(g.locator('.sbx-result')).toHaveCount(1)
      await expectGameMatchesWallet(page)
      // More than the balance: the wallet refuses with its reason, translated, and nothing moves.
      const balance = await apiBalance(page)
      await g.locator('.sbx-chip').last().click()
      for (let i = 0; i < 6; i++) await g.locator('[data-spot="BLACK"]').click()
      await g.getByTestId('roulette-spin').click()
      await expect(g.getByRole('alert')).toHaveText(PLAY.errors.RS_ERROR_NOT_ENOUGH_MONEY)
      expect(await apiBalance(page)).toBe(balance)
      await expect(g.locator('.sbx-result')).toHaveCount(1)
    })

    test('a vendor under maintenance: the frame says so in the member’s language, and no game opens', async ({ page, context, baseURL }) => {
      await newMember(context, baseURL!, 0)
      await context.addCookies([{ name: 'lang', value: 'ty', url: baseURL! }])
      const vendor = (await firstGame({ gameType: 'FISH' })).vassalage
      await page.goto(`/fish?vassalage=${vendor}`)
      await hydrated(page)
      vendorMaintenance(vendor, true)
      try {
        await page.locator('.game-grid a.tile').first().click()
        await expect(page.getByTestId('launch-error')).toHaveText(ty.errors.gameMaintenance)
        await expect(frameDialog(page).locator('iframe')).toHaveCount(0)
      } finally {
        vendorMaintenance(vendor, false)
      }
      await frameDialog(page).getByRole('button', { name: ty.play.frame.retry }).click()
      await expect(game(page).getByTestId('game-balance')).toHaveText('₱0.00')
    })
  })

  test('/seamless shows a game full page without footer or side menu; a foreign URL is refused; /play may be framed by the lobby only', async ({ page, context, baseURL }) => {
    await newMember(context, baseURL!, 100)
    const { nodeId } = await firstGame({ gameType: 'PVP' })
    await page.goto(`/seamless?nodeId=${nodeId}`)
    await hydrated(page)
    await expect(page.locator('.footer')).toHaveCount(0)
    await expect(page.locator('.side')).toHaveCount(0)
    await expect(page.getByTestId('header-balance')).toHaveCount(0)
    const src = await page.locator('.seamless iframe').getAttribute('src')
    expect(src).toMatch(/^\/play\/[A-Z0-9_]+\/[^?]+\?token=[\w-]+&language=en&gameType=PVP$/)
    await expect(page.frameLocator('.seamless iframe').getByTestId('game-balance')).toHaveText('₱100.00')
    await expect(page.locator('.gf__loading')).toBeHidden()
    for (const [label, width, height] of [
      ['desktop', 1440, 900],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.screenshot({ path: `tests/e2e/screenshots/play-seamless-${label}.png`, animations: 'disabled' })
    }
    const res = await page.request.get(src!)
    expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN')
    expect(res.headers()['x-render-cache']).toBe('bypass')
    await page.goto(`/seamless?url=${encodeURIComponent('https://evil.example/play/PG/1?token=abc&gameType=RNG')}`)
    await expect(page.getByRole('alert')).toHaveText(PLAY.seamless.invalidUrl)
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  test('every sandbox game at 1440 and 390 px', async ({ page, context, baseURL }) => {
    await newMember(context, baseURL!, 2000)
    await page.goto('/')
    await hydrated(page)
    const shots: [string, Parameters<typeof firstGame>[0], (p: Page) => Promise<void>][] = [
      [
        'slot',
        { gameType: 'RNG' },
        async (p) => {
          await p.getByTestId('slot-spin').click()
          await expect(p.getByTestId('round-result')).toBeVisible()
        },
      ],
      [
        'baccarat',
        { gameType: 'LIVE', gameClassify: 'BAC' },
        async (p) => {
          await p.getByTestId('bac-spot-PLAYER').click()
          await p.getByTestId('bac-deal').click()
          await expect(p.getByTestId('bac-winner')).toBeVisible()
        },
      ],
      [
        'roulette',
        { gameType: 'LIVE', gameClassify: 'ROU' },
        async (p) => {
          await p.locator('[data-spot="RED"]').click()
          await p.locator('[data-spot="DOZEN:2"]').click()
          await p.getByTestId('roulette-spin').click()
          await expect(p.getByTestId('round-result')).toBeVisible()
        },
      ],
      [
        'betslip',
        { gameType: 'SPORTS' },
        async (p) => {
          await p.getByTestId('fixture').nth(0).locator('.sbx-odds').first().click()
          await p.getByTestId('fixture').nth(1).locator('.sbx-odds').last().click()
          await p.getByTestId('slip-place').click()
          await expect(p.getByTestId('round-result')).toBeVisible()
        },
      ],
      [
        'fish',
        { gameType: 'FISH' },
        async (p) => {
          await p.getByTestId('fish-fire').click()
          await expect(p.getByTestId('fish-shots')).toBeVisible()
        },
      ],
      [
        'showdown',
        { gameType: 'PVP' },
        async (p) => {
          await p.getByTestId('showdown-deal').click()
          await expect(p.getByTestId('showdown-result')).toBeVisible()
        },
      ],
    ]
    for (const [name, query, play] of shots) {
      const { nodeId } = await firstGame(query)
      for (const [label, width, height] of [
        ['desktop', 1280, 820],
        ['phone', 390, 844],
      ] as const) {
        await page.setViewportSize({ width, height })
        const url = await page.evaluate(async (id) => {
          const res = await fetch('/wps/game/launchGame', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nodeId: id }) })
          return ((await res.json()) as { value: { url: string } }).value.url
        }, nodeId)
        await page.goto(url)
        await hydrated(page)
        await expect(page.getByTestId('game-balance')).toBeVisible()
        await play(page)
        await page.screenshot({ path: `tests/e2e/screenshots/play-${name}-${label}.png`, fullPage: label === 'phone', animations: 'disabled' })
      }
    }
    // The frame itself on a phone: full screen over the lobby.
    await openFromList(page, '/live?gameClassify=ROU')
    await page.screenshot({ path: 'tests/e2e/screenshots/play-frame-roulette-phone.png', animations: 'disabled' })
  })
})
