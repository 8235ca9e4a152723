import { test, expect, hydrated } from './fixtures'
import { en } from '../../shared/i18n/en'
import { ty } from '../../shared/i18n/ty'

// Decision 0058: the account dialogs' texts are not in the page; the dialog fetches them once per language and build.
test('the home page carries none of the account dialogs’ texts; the login dialog fetches them when opened, once, and shows them', async ({ page, request }) => {
  const html = await (await request.get('/')).text()
  // Texts only the dialogs show (the header's own "Log in" link is in the page, these are not).
  for (const text of [en.auth.login.remember, en.auth.forgot.emailIntro, en.auth.forgot.emailSent]) expect(html).not.toContain(text)

  const fetched: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/texts/')) fetched.push(r.url())
  })
  await page.goto('/')
  await hydrated(page)
  expect(fetched).toEqual([])
  await page.locator('.header__actions [data-auth-open="login"]').click()
  const dialog = page.locator('dialog.auth-dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(en.auth.login.remember)).toBeVisible()
  expect(fetched).toHaveLength(1)
  expect(fetched[0]).toMatch(/\/texts\/auth\?lang=en&v=/)
  // Closing and opening again (another view too) asks nothing more.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.locator('.header__actions [data-auth-open="register"]').click()
  await expect(dialog).toBeVisible()
  expect(fetched).toHaveLength(1)
})

test('a page that opens the dialog by itself shows it in the visitor’s language', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'ty', url: baseURL! }])
  await page.goto('/login')
  await hydrated(page)
  const dialog = page.locator('dialog.auth-dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(ty.auth.login.remember)).toBeVisible()
})
