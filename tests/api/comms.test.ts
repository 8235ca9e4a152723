/**
 * Communications (issue 7) through the real app over a real seeded SQLite file: feedback (spec §3,
 * §5, §7 PUT /wps/feedback), the inbox and CSP_unreadCount (spec §4 messages, §7), announcements
 * and popups by execution (spec §3, §7 MCSFE_getListAnnouncements), and the operator's commands.
 * Every refused call changes nothing. The screens are in tests/e2e/comms.spec.ts.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'
import { apiClient, signIn } from '../fixtures/api-client'
import { runCommsCommand } from '../../server/operator/comms-commands'

let clock = Date.now()
const t = createTestApp({ now: () => clock })
afterAll(() => t.cleanup())

/** Anonymous calls (no session). */
const { call } = apiClient(t)

/** A live captcha and its answer, read from the platform's table as a person would read the image. */
function captcha() {
  const c = t.platform.captcha.create()
  const row = t.db.$client.prepare<{ answer: string }, [string]>('SELECT answer FROM captchas WHERE id = ?').get(c.id)!
  return { captchaId: c.id, captcha: row.answer }
}

const feedbackCount = () => t.db.$client.prepare<{ n: number }, []>('SELECT count(*) AS n FROM feedbacks').get()!.n
const good = { type: 3, content: 'The fish game froze after my last bet.' }

describe('PUT /wps/feedback', () => {
  it("stores a visitor's feedback with what they typed as sender, and the operator lists and handles it", async () => {
    const before = feedbackCount()
    const res = await call('PUT', '/wps/feedback', { json: { ...good, sender: 'guest01', ...captcha() } })
    expect(res.status).toBe(200)
    expect(res.body.value.id).toBeGreaterThan(0)
    expect(feedbackCount()).toBe(before + 1)
    const listed = await runCommsCommand(t.platform, ['feedback', 'list'])
    expect(listed).toContain('"sender":"guest01"')
    expect(listed).toContain('3 game')
    const handled = JSON.parse(await runCommsCommand(t.platform, ['feedback', 'handle', String(res.body.value.id), 'replied', 'by', 'mail']))
    expect(handled).toMatchObject({ id: res.body.value.id, note: 'replied by mail' })
    expect(await runCommsCommand(t.platform, ['feedback', 'list'])).not.toContain(`"id":${res.body.value.id},`)
    expect(await runCommsCommand(t.platform, ['feedback', 'list', '--all'])).toContain(`"id":${res.body.value.id},`)
  })

  it("takes a signed-in member's account as the sender, whatever the body says", async () => {
    const m = await signIn(t, 'com', { type: 0 })
    const res = await m.call('PUT', '/wps/feedback', { json: { ...good, type: 0, sender: 'someoneelse', ...captcha() } })
    expect(res.status).toBe(200)
    expect(t.platform.feedback.list({ all: true })[0]).toMatchObject({ id: res.body.value.id, sender: m.info.account, memberId: m.info.id, type: 0 })
  })

  it('accepts every type of spec §3 (1, 2, 3, 4, 6, 0) and exactly 20 and 200 characters', async () => {
    for (const type of [1, 2, 3, 4, 6, 0]) expect((await call('PUT', '/wps/feedback', { json: { ...good, type, ...captcha() } })).status).toBe(200)
    expect((await call('PUT', '/wps/feedback', { json: { type: 1, content: 'x'.repeat(20), ...captcha() } })).status).toBe(200)
    expect((await call('PUT', '/wps/feedback', { json: { type: 1, content: 'y'.repeat(200), ...captcha() } })).status).toBe(200)
  })

  it('refuses bad input naming the field, and stores nothing', async () => {
    const before = feedbackCount()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, type: 5 }, 'type', 'comms.feedback.typeRequired'],
      [{ ...good, type: 'abc' }, 'type', 'comms.feedback.typeRequired'],
      [{ type: 1 }, 'content', 'comms.feedback.contentRequired'],
      [{ type: 1, content: 'too short, sorry' }, 'content', 'comms.feedback.contentShort'],
      [{ type: 1, content: `   ${'a'.repeat(19)}   ` }, 'content', 'comms.feedback.contentShort'],
      [{ type: 1, content: 'z'.repeat(201) }, 'content', 'comms.feedback.contentLong'],
      [{ ...good, sender: 's'.repeat(33) }, 'sender', 'comms.feedback.senderLong'],
      [{ ...good, extra: 1 }, '', ''],
    ]
    for (const [body, field, message] of cases) {
      const res = await call('PUT', '/wps/feedback', { json: { ...body, ...captcha() } })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.code).toBe('VALIDATION')
      if (field) expect(res.body.fields).toContainEqual({ field, message })
    }
    const noCaptcha = await call('PUT', '/wps/feedback', { json: { ...good, captcha: '', captchaId: 'x' } })
    expect(noCaptcha.body.fields).toContainEqual({ field: 'captcha', message: 'comms.feedback.captchaRequired' })
    expect(feedbackCount()).toBe(before)
  })

  it('refuses a wrong, spent or unknown captcha with the captcha marker, and stores nothing', async () => {
    const before = feedbackCount()
    const c = captcha()
    const wrong = await call('PUT', '/wps/feedback', { json: { ...good, captchaId: c.captchaId, captcha: c.captcha === 'abcd' ? 'abce' : 'abcd' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ code: 'INVALID_CAPTCHA', captcha: true })
    // The right answer after a miss: the challenge is spent.
    expect((await call('PUT', '/wps/feedback', { json: { ...good, ...c } })).body.code).toBe('INVALID_CAPTCHA')
    expect((await call('PUT', '/wps/feedback', { json: { ...good, captchaId: crypto.randomUUID(), captcha: 'abcd' } })).body.code).toBe('INVALID_CAPTCHA')
    expect(feedbackCount()).toBe(before)
  })

  it('refuses a form-encoded body (JSON only) and translates the message to Filipino', async () => {
    const res = await t.app.request('/wps/feedback', { method: 'PUT', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'type=1&content=hello' })
    expect(res.status).toBeGreaterThanOrEqual(400)
    const ty = await call('PUT', '/wps/feedback?language=ty', { json: { ...good, captchaId: crypto.randomUUID(), captcha: 'abcd' } })
    expect(ty.body.message).not.toBe((await call('PUT', '/wps/feedback', { json: { ...good, captchaId: crypto.randomUUID(), captcha: 'abcd' } })).body.message)
  })
})

describe('the inbox (messageV2) and CSP_unreadCount', () => {
  it('every inbox call needs a session', async () => {
    for (const [method, path] of [
      ['GET', '/wps/relay/CSP_unreadCount'],
      ['GET', '/wps/relay/CSP_messageList'],
      ['POST', '/wps/relay/CSP_readMessage'],
      ['POST', '/wps/relay/CSP_readAllMessages'],
    ]) {
      const res = await call(method!, path!, { json: method === 'POST' ? { id: 1 } : undefined })
      expect(res.status, path).toBe(401)
      expect(res.body.code).toBe('NOT_LOGGED_IN')
    }
  })

  it("lists the wallet's and the operator's messages newest first in the reader's language; opening one reads it and the count drops", async () => {
    const m = await signIn(t, 'com', { type: 0 })
    expect((await m.call('GET', '/wps/relay/CSP_unreadCount')).body.value).toEqual({ count: 0 })
    const wallet = await m.call('GET', '/wps/relay/CSP_messageList')
    expect(wallet.body.value).toMatchObject({ list: [], pageNum: 1, totalPages: 1, totalCount: 0, unread: 0 })

    t.db.$client
      .prepare('INSERT INTO member_messages (brand_code, member_id, kind, params, created_at) VALUES (?, ?, ?, ?, ?)')
      .run('TEST', m.info.id, 'depositCredited', JSON.stringify({ amount: '₱250.00', method: 'GCash' }), clock)
    clock += 1000
    await runCommsCommand(t.platform, ['message', 'send', m.info.account.toUpperCase(), '--title', 'Your VIP upgrade', '--content', 'You are now VIP 2.'])
    expect((await m.call('GET', '/wps/relay/CSP_unreadCount')).body.value).toEqual({ count: 2 })

    const page = (await m.call('GET', '/wps/relay/CSP_messageList?pageNo=1&pageSize=10')).body.value
    expect(page).toMatchObject({ totalCount: 2, unread: 2 })
    expect(page.list.map((x: any) => [x.title, x.read])).toEqual([
      ['Your VIP upgrade', false],
      ['Deposit credited', false],
    ])
    expect(page.list[1].content).toBe('Your deposit of ₱250.00 via GCash has been credited to your wallet.')
    const fil = (await m.call('GET', '/wps/relay/CSP_messageList?language=ty')).body.value
    expect(fil.list[1].title).toBe('Naipasok ang deposito')

    const opened = await m.call('POST', '/wps/relay/CSP_readMessage', { json: { id: page.list[1].id } })
    expect(opened.body.value).toMatchObject({ message: { id: page.list[1].id, read: true }, unread: 1 })
    expect((await m.call('POST', '/wps/relay/CSP_readMessage', { json: { id: page.list[1].id } })).body.value.unread).toBe(1)
    expect((await m.call('GET', '/wps/relay/CSP_unreadCount')).body.value).toEqual({ count: 1 })
    expect((await m.call('POST', '/wps/relay/CSP_readAllMessages')).body.value).toEqual({ marked: 1, unread: 0 })
    expect((await m.call('POST', '/wps/relay/CSP_readAllMessages')).body.value).toEqual({ marked: 0, unread: 0 })
    expect((await m.call('GET', '/wps/relay/CSP_unreadCount')).body.value).toEqual({ count: 0 })
  })

  it("publishes the new unread count to the member's open tabs (live event messages) on send, read and read all", async () => {
    const m = await signIn(t, 'com', { type: 0 })
    const seen: unknown[] = []
    const stop = t.platform.events.subscribe(m.info.id, (e) => {
      if (e.type === 'messages') seen.push(e.unread)
    })
    const a = t.platform.messages.sendToMember(m.info.account, 'One', 'x')
    t.platform.messages.sendToMember(m.info.account, 'Two', 'y')
    await m.call('POST', '/wps/relay/CSP_readMessage', { json: { id: a.id } })
    await m.call('POST', '/wps/relay/CSP_readMessage', { json: { id: a.id } })
    await m.call('POST', '/wps/relay/CSP_readAllMessages')
    stop()
    expect(seen).toEqual([1, 2, 1, 0])
  })

  it('pages the inbox', async () => {
    const m = await signIn(t, 'com', { type: 0 })
    for (let i = 1; i <= 12; i++) {
      clock += 1
      t.platform.messages.sendToMember(m.info.account, `Note ${i}`, 'text')
    }
    const p2 = (await m.call('GET', '/wps/relay/CSP_messageList?pageNo=2&pageSize=5')).body.value
    expect(p2).toMatchObject({ pageNum: 2, totalPages: 3, totalCount: 12, unread: 12 })
    expect(p2.list.map((x: any) => x.title)).toEqual(['Note 7', 'Note 6', 'Note 5', 'Note 4', 'Note 3'])
  })

  it("refuses bad input and another member's message, and reads nothing", async () => {
    const a = await signIn(t, 'com', { type: 0 })
    const b = await signIn(t, 'com', { type: 0 })
    const { id } = t.platform.messages.sendToMember(a.info.account, 'Private', 'only for a')
    const other = await b.call('POST', '/wps/relay/CSP_readMessage', { json: { id } })
    expect(other.status).toBe(404)
    expect(other.body.code).toBe('MESSAGE_NOT_FOUND')
    for (const body of [{ id: 0 }, { id: 'x' }, {}, { id: 1, more: true }]) expect((await b.call('POST', '/wps/relay/CSP_readMessage', { json: body })).status).toBe(400)
    for (const q of ['pageNo=0', 'pageSize=51', 'pageSize=abc', 'unknown=1']) expect((await a.call('GET', `/wps/relay/CSP_messageList?${q}`)).status, q).toBe(400)
    expect((await a.call('GET', '/wps/relay/CSP_unreadCount')).body.value).toEqual({ count: 1 })
  })

  it('the operator sends to everyone (not trial accounts) and refuses an unknown account or empty text', async () => {
    const a = await signIn(t, 'com', { type: 0 })
    const trial = await t.platform.members.register({ account: `trial${Math.random().toString(36).slice(2, 8)}`, password: 'Passw0rd!', type: 4 })
    const members = t.db.$client.prepare<{ n: number }, []>("SELECT count(*) AS n FROM members WHERE brand_code = 'TEST' AND type <> 4").get()!.n
    const before = (await a.call('GET', '/wps/relay/CSP_unreadCount')).body.value.count
    const out = JSON.parse(await runCommsCommand(t.platform, ['message', 'send-all', '--title', 'Maintenance tonight', '--content', 'From 02:00 to 03:00.']))
    expect(out).toEqual({ sent: members })
    expect((await a.call('GET', '/wps/relay/CSP_unreadCount')).body.value.count).toBe(before + 1)
    expect(t.platform.messages.unreadCount(trial.id)).toBe(0)
    // A member in a time-out gets no broadcast (issue 8: messages stop), but a direct message still arrives.
    const resting = await signIn(t, 'com', { type: 0 })
    t.platform.responsibleGaming.exclude(resting.info.id, { kind: 'TIME_OUT', days: 1 })
    const again = JSON.parse(await runCommsCommand(t.platform, ['message', 'send-all', '--title', 'Weekend promo', '--content', 'Double points.']))
    expect(again).toEqual({ sent: members }) // one more member, and that one is resting
    expect(t.platform.messages.unreadCount(resting.info.id)).toBe(0)
    t.platform.messages.sendToMember(resting.info.account, 'Your account', 'A note from support.')
    expect(t.platform.messages.unreadCount(resting.info.id)).toBe(1)
    const rows = () => t.db.$client.prepare<{ n: number }, []>('SELECT count(*) AS n FROM member_messages').get()!.n
    const n = rows()
    await expect(runCommsCommand(t.platform, ['message', 'send', 'nobody_here', '--title', 'x', '--content', 'y'])).rejects.toMatchObject({ code: 'MEMBER_NOT_FOUND' })
    await expect(runCommsCommand(t.platform, ['message', 'send-all', '--title', '', '--content', 'y'])).rejects.toThrow(/Usage/)
    await expect(runCommsCommand(t.platform, ['message', 'send-all', '--title', 'x'.repeat(81), '--content', 'y'])).rejects.toThrow(/Usage/)
    expect(rows()).toBe(n)
  })
})

describe('announcements and popups', () => {
  const list = async (q = '') => (await call('GET', `/wps/relay/MCSFE_getListAnnouncements${q}`)).body.value

  it('the operator adds a popup per execution, its HTML is sanitised, and retiring it hides it at once', async () => {
    const before = await list('?execution=A')
    const { id } = JSON.parse(
      await runCommsCommand(t.platform, [
        'announcement',
        'add',
        'POPUP',
        '--execution',
        'A',
        '--title',
        'Members only',
        '--content',
        '<p onclick="x()">Hi <script>alert(1)</script><b>there</b></p>',
        '--title-ty',
        'Para sa miyembro',
      ]),
    )
    const after = await list('?execution=A')
    expect(after.popup.length).toBe(before.popup.length + 1)
    const added = after.popup.find((p: any) => p.id === id)
    expect(added).toMatchObject({ title: 'Members only', execution: 'A', content: '<p>Hi <b>there</b></p>' })
    expect((await list('?execution=B')).popup.some((p: any) => p.id === id)).toBe(false)
    expect((await list('?execution=A&language=ty')).popup.find((p: any) => p.id === id).title).toBe('Para sa miyembro')
    expect(await runCommsCommand(t.platform, ['announcement', 'list'])).toContain(`{"id":${id},"kind":"POPUP","execution":"A","title":"Members only"`)

    await runCommsCommand(t.platform, ['announcement', 'retire', String(id)])
    expect((await list('?execution=A')).popup.some((p: any) => p.id === id)).toBe(false)
    expect(await runCommsCommand(t.platform, ['announcement', 'retire', String(id)])).toContain('"retired":true')
  })

  it('a new notice reaches the marquee list; bad operator input is refused and adds nothing', async () => {
    const { id } = JSON.parse(await runCommsCommand(t.platform, ['announcement', 'add', 'NOTICE', '--title', 'Server upgrade tonight', '--content', '<p>Short pause at 02:00.</p>']))
    expect((await list()).notices.map((n: any) => n.id)).toContain(id)
    const count = () => t.db.$client.prepare<{ n: number }, []>('SELECT count(*) AS n FROM announcements').get()!.n
    const n = count()
    for (const argv of [
      ['announcement', 'add', 'BANNER', '--title', 'x', '--content', 'y'],
      ['announcement', 'add', 'POPUP', '--execution', 'C', '--title', 'x', '--content', 'y'],
      ['announcement', 'add', 'POPUP', '--content', 'y'],
      ['announcement', 'retire', 'abc'],
      ['announcement', 'frobnicate'],
    ]) {
      await expect(runCommsCommand(t.platform, argv), argv.join(' ')).rejects.toThrow(/Usage/)
    }
    await expect(runCommsCommand(t.platform, ['announcement', 'retire', '999999'])).rejects.toMatchObject({ code: 'ANNOUNCEMENT_NOT_FOUND' })
    expect(count()).toBe(n)
    expect((await call('GET', '/wps/relay/MCSFE_getListAnnouncements?execution=Z')).status).toBe(400)
  })
})
