/**
 * The guest live chat in the browser (issue 18 "Live chat reachable before login", decision 0059),
 * in English and in Chinese: a visitor who is not signed in opens live chat from the side menu,
 * gives a name and a contact, writes; the operator sees `guest:<id>` marked guest in `chat list` and
 * answers with `chat reply guest:<id>`; the answer appears without a reload; a reload keeps the
 * conversation (the signed guest cookie). A wrong contact is refused with the translated text.
 * Screenshots at 1440 and 390 px in tests/e2e/screenshots/ (not committed).
 * Run: E2E_PORT=4820 E2E_DATA_DIR=/tmp/e2e-chat flock /tmp/e2e.lock npx playwright test --config tests/e2e/playwright.config.ts tests/e2e/guest-chat.spec.ts
 */
import { test, expect, hydrated, operator, shootAtBothWidths } from './fixtures'

const stamp = Date.now().toString(36).slice(-4)

/** The guest id the operator's `chat list` shows for the guest named `name`, waiting for an answer. */
function waitingGuest(name: string): string {
  const line = operator('chat', 'list')
    .split('\n')
    .find((l) => l.includes(`[guest] ${name} <`))
  expect(line, `chat list has ${name}`).toMatch(/^WAITING\s+guest:\d+\s/)
  return line!.match(/guest:\d+/)![0]
}

test('a visitor chats as a guest from the side menu; the operator answers through the CLI; a reload keeps it', async ({ page }) => {
  test.setTimeout(120_000)
  const name = `Maria ${stamp}`
  await page.goto('/')
  await hydrated(page)
  await page.getByTestId('live-chat-button').click()
  await expect(page.getByTestId('live-chat-panel')).toBeVisible()
  const chat = page.frameLocator('.chat-panel__frame')
  const form = chat.getByTestId('guest-chat-form')
  await expect(form).toContainText('No account needed')
  await chat.getByTestId('guest-name').fill(name)
  await chat.getByTestId('guest-contact').fill('0917 123 4567')
  await shootAtBothWidths(page, 'guest-chat-form')
  await chat.getByTestId('guest-start').click()
  await expect(chat.getByTestId('guest-chat-as')).toHaveText(`Chatting as ${name}`)
  await expect(chat.getByTestId('chat-messages')).toContainText('Say hello!')
  await chat.getByTestId('chat-input').fill('Hi, can I deposit with GCash before signing up?')
  await chat.getByTestId('chat-send').click()
  await expect(chat.locator('[data-sender=GUEST]')).toContainText('Hi, can I deposit with GCash before signing up?')

  const guest = waitingGuest(name)
  expect(operator('chat', 'show', guest)).toContain(`${name}: Hi, can I deposit with GCash before signing up?`)
  operator('chat', 'reply', guest, 'Welcome! Sign up first, then GCash deposits are instant.')
  await expect(chat.locator('[data-sender=OPERATOR]')).toContainText('Welcome! Sign up first, then GCash deposits are instant.', { timeout: 15_000 })
  await shootAtBothWidths(page, 'guest-chat-panel')

  // A reload (the chat page on its own, as a phone opens it) keeps the conversation.
  await page.goto('/livechat')
  await hydrated(page)
  await expect(page.getByTestId('guest-chat-as')).toHaveText(`Chatting as ${name}`)
  await expect(page.locator('[data-sender=GUEST]')).toHaveCount(1)
  await expect(page.locator('[data-sender=OPERATOR]')).toContainText('GCash deposits are instant')
  await shootAtBothWidths(page, 'guest-chat-page')
})

test.describe('in Chinese', () => {
  // The refused contact is a 400 answer on purpose: the browser logs it.
  test.use({ allowedConsoleError: /status of 400/ })

  test('a guest chats in Chinese: a wrong contact is refused in Chinese, the operator answer shows', async ({ page }) => {
    test.setTimeout(120_000)
    const name = `王芳 ${stamp}`
    await page.goto('/livechat?language=zh')
    await hydrated(page)
    await expect(page.getByTestId('guest-chat-form')).toContainText('无需账户')
    await page.getByTestId('guest-name').fill(name)
    await page.getByTestId('guest-contact').fill('12345')
    await page.getByTestId('guest-start').click()
    await expect(page.getByTestId('guest-chat-form')).toContainText('请输入有效的手机号码或电子邮箱')
    // The narrowest phones (320 px): the form with its error fits without sideways scrolling.
    const viewport = page.viewportSize()!
    await page.setViewportSize({ width: 320, height: 640 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    await page.screenshot({ path: 'tests/e2e/screenshots/guest-chat-zh-form-320.png' })
    await page.setViewportSize(viewport)
    await page.getByTestId('guest-contact').fill('wang.fang@example.com')
    await page.getByTestId('guest-start').click()
    await expect(page.getByTestId('guest-chat-as')).toHaveText(`当前身份：${name}`)
    await expect(page.getByTestId('chat-send')).toHaveText('发送')
    await page.getByTestId('chat-input').fill('你好，请问提款需要多久？')
    await page.getByTestId('chat-input').press('Enter')
    await expect(page.locator('[data-sender=GUEST]')).toContainText('你好，请问提款需要多久？')
    operator('chat', 'reply', waitingGuest(name), '您好，通常在15分钟内到账。')
    await expect(page.locator('[data-sender=OPERATOR]')).toContainText('您好，通常在15分钟内到账。', { timeout: 15_000 })
    await expect(page.locator('[data-sender=OPERATOR] .chat__who')).toContainText('客服')
    await shootAtBothWidths(page, 'guest-chat-zh')
  })
})
