/**
 * The guest live chat (issue 18 "Live chat reachable before login", decision 0059) through the real
 * app over a seeded SQLite file: a visitor starts a chat with a name and a contact, writes, the
 * operator's `chat list/show/reply guest:<id>` sees and answers it, the answer comes back on the
 * guest's next poll and after a reload (the signed cookie); starts and messages limited per IP and
 * per guest under parallel requests; a forged, foreign or expired cookie is no guest; bad bodies
 * are refused 400 with translated texts and store nothing; a member's conversation stays apart.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'
import { signIn } from '../fixtures/api-client'
import { runSupportCommand } from '../../server/operator/support-commands'
import { GUEST_COOKIE, signGuestToken } from '../../server/gateway/guest-chat'

let clock = Date.now()
const t = createTestApp({ now: () => clock })
afterAll(() => t.cleanup())

const count = (table: 'chat_guests' | 'chat_guest_messages') => t.db.$client.query<{ n: number }, []>(`select count(*) as n from ${table}`).get()!.n
let ipSeq = 0
/** A fresh client IP per test, so the per-IP limits of one test do not reach the next. */
const freshIp = () => `198.51.100.${++ipSeq}`

type Answer = { status: number; body: any; cookie: string | null; setCookie: string | null }

/** A call to the chat relays from `ip`, with the guest cookie `cookie` when given. */
async function relay(method: 'GET' | 'POST', path: string, opts: { ip: string; cookie?: string | null; json?: unknown; language?: string }): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': opts.ip }
  if (opts.cookie) headers.cookie = `${GUEST_COOKIE}=${opts.cookie}`
  if (opts.json !== undefined) headers['content-type'] = 'application/json'
  const url = `/wps/relay/${path}${opts.language ? `${path.includes('?') ? '&' : '?'}language=${opts.language}` : ''}`
  const res = await t.app.request(url, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) })
  const setCookie = res.headers.get('set-cookie')
  const cookie = setCookie?.match(new RegExp(`${GUEST_COOKIE}=([^;]+)`))?.[1] ?? null
  return { status: res.status, body: await res.json(), cookie, setCookie }
}

async function startGuest(name: string, contact: string, ip = freshIp()) {
  const r = await relay('POST', 'CBS_guestChat', { ip, json: { name, contact } })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return { id: r.body.value.guest.id as number, cookie: r.cookie!, ip, answer: r }
}

describe('guest live chat: start, write, operator answers', () => {
  it('starts a chat with a name and a phone number, sets a signed HttpOnly cookie, and a reload keeps the conversation', async () => {
    const g = await startGuest('  Ana Cruz ', '0917 123 4567')
    expect(g.answer.body.value).toEqual({ guest: { id: g.id, name: 'Ana Cruz' }, messages: [] })
    expect(g.answer.setCookie).toMatch(/HttpOnly/i)
    expect(g.answer.setCookie).toMatch(/SameSite=Lax/i)
    expect(g.answer.setCookie).toMatch(/Path=\/wps\/relay/)
    expect(t.platform.chat.guest(g.id)).toMatchObject({ name: 'Ana Cruz', contact: '+639171234567', contactKind: 'PHONE' })

    const sent = await relay('POST', 'CBS_guestSendChat', { ip: g.ip, cookie: g.cookie, json: { text: 'Hi, can I deposit by GCash?' } })
    expect(sent.status).toBe(200)
    expect(sent.body.value).toMatchObject({ sender: 'GUEST', text: 'Hi, can I deposit by GCash?' })

    // The same operator queue as members: named guest:<id>, marked guest with its name and contact, awaiting an answer.
    expect(await runSupportCommand(t.platform, ['chat', 'list'])).toMatch(new RegExp(`WAITING\\s+guest:${g.id}\\s.*\\[guest\\] Ana Cruz <\\+639171234567> Hi, can I deposit by GCash\\?`))
    const reply = JSON.parse(await runSupportCommand(t.platform, ['chat', 'reply', `guest:${g.id}`, 'Yes,', 'GCash', 'works.']))
    expect(reply).toMatchObject({ account: `guest:${g.id}`, guest: true })
    expect(await runSupportCommand(t.platform, ['chat', 'list'])).toMatch(new RegExp(`ANSWERED\\s+guest:${g.id}\\s`))
    expect(await runSupportCommand(t.platform, ['chat', 'show', `guest:${g.id}`])).toMatch(/Ana Cruz: Hi, can I deposit by GCash\?\n.*operator: Yes, GCash works\./)

    // The guest's poll brings the answer; a reload (GET CBS_guestChat) has the whole conversation.
    const polled = await relay('GET', `CBS_guestChatMessages?after=${sent.body.value.id}`, { ip: g.ip, cookie: g.cookie })
    expect(polled.body.value).toEqual([expect.objectContaining({ sender: 'OPERATOR', text: 'Yes, GCash works.' })])
    const reload = await relay('GET', 'CBS_guestChat', { ip: g.ip, cookie: g.cookie })
    expect(reload.body.value.guest.name).toBe('Ana Cruz')
    expect(reload.body.value.messages.map((m: { sender: string }) => m.sender)).toEqual(['GUEST', 'OPERATOR'])
  })

  it('takes an e-mail as the contact (lower-cased) and keeps each guest to its own conversation', async () => {
    const a = await startGuest('Ben', 'Ben.Santos@Example.COM')
    const b = await startGuest('Cara', '+1 415 555 2671')
    expect(t.platform.chat.guest(a.id)).toMatchObject({ contact: 'ben.santos@example.com', contactKind: 'EMAIL' })
    expect(t.platform.chat.guest(b.id)).toMatchObject({ contact: '+14155552671', contactKind: 'PHONE' })
    await relay('POST', 'CBS_guestSendChat', { ip: a.ip, cookie: a.cookie, json: { text: 'from Ben' } })
    expect((await relay('GET', 'CBS_guestChatMessages', { ip: b.ip, cookie: b.cookie })).body.value).toEqual([])
    expect((await relay('GET', 'CBS_guestChatMessages', { ip: a.ip, cookie: a.cookie })).body.value.map((m: { text: string }) => m.text)).toEqual(['from Ben'])
  })

  it('keeps the guest conversation apart from the member the visitor signs in as (no merge)', async () => {
    const g = await startGuest('Dina', 'dina@example.com')
    await relay('POST', 'CBS_guestSendChat', { ip: g.ip, cookie: g.cookie, json: { text: 'as a guest' } })
    const m = await signIn(t, 'gc')
    expect((await m.call('GET', '/wps/relay/CBS_chatMessages')).body.value).toEqual([])
    await m.call('POST', '/wps/relay/CBS_sendChat', { json: { text: 'as a member' } })
    expect((await relay('GET', 'CBS_guestChatMessages', { ip: g.ip, cookie: g.cookie })).body.value.map((x: { text: string }) => x.text)).toEqual(['as a guest'])
    expect((await m.call('GET', '/wps/relay/CBS_chatMessages')).body.value.map((x: { text: string }) => x.text)).toEqual(['as a member'])
    const list = await runSupportCommand(t.platform, ['chat', 'list'])
    expect(list).toMatch(new RegExp(`WAITING\\s+guest:${g.id}\\s`))
    expect(list).toMatch(new RegExp(`WAITING\\s+${m.account}\\s`))
    await expect(runSupportCommand(t.platform, ['chat', 'reply', 'guest:999999', 'hi'])).rejects.toThrow(/Unknown guest/)
    await expect(runSupportCommand(t.platform, ['chat', 'show', 'guest:abc'])).rejects.toThrow(/Usage/)
  })
})

describe('guest live chat: limits under parallel requests', () => {
  it('lets one IP start 5 chats an hour, however many arrive at once', async () => {
    const ip = freshIp()
    const before = count('chat_guests')
    const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => relay('POST', 'CBS_guestChat', { ip, json: { name: `Burst ${i}`, contact: `burst${i}@example.com` } })))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5)
    const refused = answers.filter((a) => a.status === 429)
    expect(refused).toHaveLength(4)
    for (const r of refused) {
      expect(r.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' })
      expect(r.body.retryAfterSeconds).toBeGreaterThan(0)
      expect(r.cookie).toBeNull()
    }
    expect(count('chat_guests')).toBe(before + 5)
    // Another IP is not affected.
    expect((await relay('POST', 'CBS_guestChat', { ip: freshIp(), json: { name: 'Other', contact: 'other@example.com' } })).status).toBe(200)
  })

  it('lets a guest send 10 messages a minute, and one IP 30 a minute over all its guests, under parallel sends', async () => {
    const g = await startGuest('Eli', 'eli@example.com')
    const before = count('chat_guest_messages')
    const burst = await Promise.all(Array.from({ length: 14 }, (_, i) => relay('POST', 'CBS_guestSendChat', { ip: freshIp(), cookie: g.cookie, json: { text: `msg ${i}` } })))
    expect(burst.filter((a) => a.status === 200)).toHaveLength(10)
    const tooFast = burst.filter((a) => a.status === 429)
    expect(tooFast).toHaveLength(4)
    expect(tooFast[0].body.message).toBe('You are sending messages too quickly. Please wait a moment.')
    expect(count('chat_guest_messages')).toBe(before + 10)

    // Four guests behind one IP, 9 each at once (under each guest's own 10): the IP's 30 a minute holds.
    const guests = await Promise.all(['F1', 'F2', 'F3', 'F4'].map((n) => startGuest(n, `${n.toLowerCase()}@example.com`)))
    const ip = freshIp()
    const sends = await Promise.all(guests.flatMap((x) => Array.from({ length: 9 }, (_, i) => relay('POST', 'CBS_guestSendChat', { ip, cookie: x.cookie, json: { text: `${i}` } }))))
    expect(sends.filter((a) => a.status === 200)).toHaveLength(30)
    expect(sends.filter((a) => a.status === 429)).toHaveLength(6)
  })
})

describe('guest live chat: the cookie', () => {
  it('refuses a missing, forged, foreign or unknown guest cookie with a translated 401 and stores nothing', async () => {
    const g = await startGuest('Gia', 'gia@example.com')
    const member = await signIn(t, 'gk')
    const [head, payload, sig] = g.cookie.split('.')
    const otherGuest = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' })).toString('base64url')
    const before = count('chat_guest_messages')
    for (const cookie of [null, `${head}.${payload}.${sig.slice(0, -2)}xx`, `${head}.${otherGuest}.${sig}`, member.token, await signGuestToken(t.platform, 987654), 'not-a-jwt']) {
      const sent = await relay('POST', 'CBS_guestSendChat', { ip: freshIp(), cookie, json: { text: 'hello' } })
      expect(sent.status, String(cookie)).toBe(401)
      expect(sent.body).toMatchObject({ code: 'GUEST_CHAT_NONE', message: 'This chat has ended. Please start a new one.' })
      expect((await relay('GET', 'CBS_guestChatMessages', { ip: freshIp(), cookie })).status).toBe(401)
      // The chat page's question "is there a conversation?" answers no guest instead of refusing.
      expect((await relay('GET', 'CBS_guestChat', { ip: freshIp(), cookie })).body).toEqual({ success: true, value: { guest: null, messages: [] } })
    }
    expect((await relay('GET', 'CBS_guestChatMessages', { ip: freshIp(), language: 'ty' })).body.message).toBe('Natapos na ang chat na ito. Magsimula ng bago.')
    expect(count('chat_guest_messages')).toBe(before)
  })

  it('refuses a cookie past its 30 days', async () => {
    const g = await startGuest('Hana', 'hana@example.com')
    expect((await relay('GET', 'CBS_guestChat', { ip: g.ip, cookie: g.cookie })).body.value.guest).toEqual({ id: g.id, name: 'Hana' })
    clock += 30 * 24 * 60 * 60_000 + 1000
    try {
      const late = await relay('POST', 'CBS_guestSendChat', { ip: g.ip, cookie: g.cookie, json: { text: 'still there?' }, language: 'es' })
      expect(late.status).toBe(401)
      expect(late.body.message).toBe('Este chat ha terminado. Inicia uno nuevo.')
      expect((await relay('GET', 'CBS_guestChat', { ip: g.ip, cookie: g.cookie })).body.value.guest).toBeNull()
    } finally {
      clock -= 30 * 24 * 60 * 60_000 + 1000
    }
  })
})

describe('guest live chat: bad input', () => {
  it('refuses bad start bodies 400 with translated texts and stores nothing', async () => {
    const ip = freshIp()
    const before = count('chat_guests')
    const cases: [unknown, string, string][] = [
      [{ name: '   ', contact: 'a@example.com' }, 'name', 'Please enter your name (1 to 60 characters)'],
      [{ name: 'x'.repeat(61), contact: 'a@example.com' }, 'name', 'Please enter your name (1 to 60 characters)'],
      [{ name: 'Bad\u0007Bell', contact: 'a@example.com' }, 'name', 'Please enter your name (1 to 60 characters)'],
      [{ name: 'Ivy', contact: '' }, 'contact', 'Please enter a valid phone number or e-mail address'],
    ]
    for (const [json, field, message] of cases) {
      const r = await relay('POST', 'CBS_guestChat', { ip, json })
      expect(r.status, JSON.stringify(json)).toBe(400)
      expect(r.body).toMatchObject({ code: 'VALIDATION', message })
      expect(r.body.fields).toContainEqual({ field, message })
    }
    for (const contact of ['12345', 'not a phone', 'ivy@', '+63 917 123', 'ivy@example']) {
      const r = await relay('POST', 'CBS_guestChat', { ip, json: { name: 'Ivy', contact } })
      expect(r.status, contact).toBe(400)
      expect(r.body).toMatchObject({ code: 'GUEST_CONTACT_INVALID', message: 'Please enter a valid phone number or e-mail address' })
    }
    const zh = await relay('POST', 'CBS_guestChat', { ip, json: { name: 'Ivy', contact: 'nope' }, language: 'zh' })
    expect(zh.body.message).toBe('请输入有效的手机号码或电子邮箱')
    for (const json of [{ name: 'Ivy', contact: 'a@example.com', extra: 1 }, { name: 5, contact: 'a@example.com' }, []]) {
      expect((await relay('POST', 'CBS_guestChat', { ip, json })).status, JSON.stringify(json)).toBe(400)
    }
    expect(count('chat_guests')).toBe(before)
    // Refusals do not use up the IP's five starts.
    for (let i = 0; i < 5; i++) expect((await relay('POST', 'CBS_guestChat', { ip, json: { name: `Ivy ${i}`, contact: `ivy${i}@example.com` } })).status).toBe(200)
  })

  it('refuses an empty, a too long or a malformed message 400 with the translated text and stores nothing', async () => {
    const g = await startGuest('Jo', 'jo@example.com')
    const before = count('chat_guest_messages')
    for (const json of [{ text: '   ' }, { text: 'x'.repeat(501) }]) {
      const r = await relay('POST', 'CBS_guestSendChat', { ip: g.ip, cookie: g.cookie, json, language: 'ty' })
      expect(r.status).toBe(400)
      expect(r.body).toMatchObject({ code: 'VALIDATION', message: 'Sumulat ng 1 hanggang 500 na character' })
    }
    for (const json of [{ text: 5 }, { message: 'hi' }]) expect((await relay('POST', 'CBS_guestSendChat', { ip: g.ip, cookie: g.cookie, json })).status).toBe(400)
    expect((await relay('GET', 'CBS_guestChatMessages?after=-1', { ip: g.ip, cookie: g.cookie })).status).toBe(400)
    expect(count('chat_guest_messages')).toBe(before)
  })
})
