/**
 * Retention of the guest live chat (decision 0059, issue 18 follow-up): the housekeeping run
 * deletes a guest conversation with no message, from the guest or the operator, for 30 days
 * (`HOUSEKEEPING.guestChatIdleMs`, not shorter than the guest cookie's life), with its messages
 * and so the visitor's name, contact and IP; at most `guestChatBatch` guests a run; a cookie naming
 * a deleted guest names no one (the page starts a fresh chat, never a 500), and its id is never given
 * to a new guest. Through the real app over a seeded SQLite file, the platform clock moved.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'
import { signIn } from '../fixtures/api-client'
import { runSupportCommand } from '../../server/operator/support-commands'
import { GUEST_COOKIE, GUEST_COOKIE_MS, signGuestToken } from '../../server/gateway/guest-chat'
import { HOUSEKEEPING } from '../../server/platform/housekeeping/housekeeping'

const DAY = 86_400_000
let clock = Date.UTC(2026, 3, 1)
const t = createTestApp({ now: () => clock })
afterAll(() => t.cleanup())

const count = (table: 'chat_guests' | 'chat_guest_messages', guestId?: number) =>
  t.db.$client.query<{ n: number }, [number]>(`select count(*) as n from ${table} where ?1 = 0 or ${table === 'chat_guests' ? 'id' : 'guest_id'} = ?1`).get(guestId ?? 0)!.n
let ipSeq = 0
const freshIp = () => `203.0.113.${++ipSeq}`

/** A chat call from `ip` with the guest cookie `cookie` when given; answers the status, body and the cookie set. */
async function relay(method: 'GET' | 'POST', path: string, opts: { ip: string; cookie?: string | null; json?: unknown; language?: string }) {
  const headers: Record<string, string> = { 'x-forwarded-for': opts.ip }
  if (opts.cookie) headers.cookie = `${GUEST_COOKIE}=${opts.cookie}`
  if (opts.json !== undefined) headers['content-type'] = 'application/json'
  const res = await t.app.request(`/wps/relay/${path}${opts.language ? `?language=${opts.language}` : ''}`, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) })
  const cookie = res.headers.get('set-cookie')?.match(new RegExp(`${GUEST_COOKIE}=([^;]+)`))?.[1] ?? null
  return { status: res.status, body: (await res.json()) as any, cookie }
}

async function startGuest(name: string, contact: string) {
  const ip = freshIp()
  const r = await relay('POST', 'CBS_guestChat', { ip, json: { name, contact } })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return { id: r.body.value.guest.id as number, cookie: r.cookie!, ip }
}
const say = async (g: { ip: string; cookie: string }, text: string) => expect((await relay('POST', 'CBS_guestSendChat', { ip: g.ip, cookie: g.cookie, json: { text } })).status).toBe(200)

describe('guest chat retention', () => {
  it('keeps a guest chat for 30 days after its last message (either side), then deletes it with its messages; members and newer guests stay', async () => {
    expect(HOUSEKEEPING.guestChatIdleMs).toBe(30 * DAY)
    // Never shorter than the cookie's life: no visitor's browser still reaches a deleted chat.
    expect(HOUSEKEEPING.guestChatIdleMs).toBeGreaterThanOrEqual(GUEST_COOKIE_MS)

    const quiet = await startGuest('Quiet Ana', 'ana@example.com')
    await say(quiet, 'Is GCash available?')
    const answered = await startGuest('Ben Answered', '0917 123 4567')
    await say(answered, 'Hello?')
    const silent = await startGuest('Silent Cara', 'cara@example.com') // started, never wrote
    const member = await signIn(t, 'ret')
    await member.call('POST', '/wps/relay/CBS_sendChat', { json: { text: 'member question' } })

    clock += 20 * DAY
    await runSupportCommand(t.platform, ['chat', 'reply', `guest:${answered.id}`, 'Sorry', 'for', 'the', 'wait.'])
    clock += 9 * DAY
    const recent = await startGuest('Recent Dan', 'dan@example.com')

    clock += 1 * DAY // exactly 30 days after the first three: not yet
    expect(t.platform.housekeeping.prune().chatGuests).toBe(0)
    expect([quiet.id, answered.id, silent.id, recent.id].map((id) => t.platform.chat.guest(id) !== null)).toEqual([true, true, true, true])

    clock += 1
    expect(t.platform.housekeeping.prune().chatGuests).toBe(2)
    for (const gone of [quiet, silent]) {
      expect(t.platform.chat.guest(gone.id)).toBeNull()
      expect(count('chat_guest_messages', gone.id)).toBe(0)
      await expect(runSupportCommand(t.platform, ['chat', 'show', `guest:${gone.id}`])).rejects.toThrow(/Unknown guest/)
    }
    expect(t.platform.chat.guest(answered.id)).toMatchObject({ name: 'Ben Answered', contact: '+639171234567' })
    expect(t.platform.chat.guest(recent.id)).not.toBeNull()
    const list = await runSupportCommand(t.platform, ['chat', 'list'])
    expect(list).not.toMatch(new RegExp(`guest:${quiet.id}\\s`))
    expect(list).toMatch(new RegExp(`ANSWERED\\s+guest:${answered.id}\\s`))
    expect(list).toMatch(new RegExp(`WAITING\\s+${member.account}\\s`))
    expect(t.platform.housekeeping.prune().chatGuests).toBe(0)

    // 30 days after the operator's answer the answered chat goes; the one started on day 29 waits until day 59.
    clock += 20 * DAY
    expect(t.platform.housekeeping.prune().chatGuests).toBe(1)
    expect(t.platform.chat.guest(answered.id)).toBeNull()
    expect(t.platform.chat.guest(recent.id)).not.toBeNull()
    clock += 9 * DAY
    expect(t.platform.housekeeping.prune().chatGuests).toBe(1)
    expect(count('chat_guests')).toBe(0)
    expect(count('chat_guest_messages')).toBe(0)
    // The member's conversation is not the housekeeping's business (its session has long expired: read it on the platform).
    expect(t.platform.chat.messages(t.platform.members.byAccount(member.account)!.id).map((m) => m.text)).toEqual(['member question'])
    expect(t.platform.ledger.check().ok).toBe(true)
  })

  it('a cookie naming a deleted guest is no guest: the page gets no conversation, sends are a translated 401, and a new chat starts with a new id', async () => {
    const g = await startGuest('Eva Last', 'eva@example.com')
    await say(g, 'anyone?')
    clock += HOUSEKEEPING.guestChatIdleMs + 1
    expect(t.platform.housekeeping.prune().chatGuests).toBeGreaterThanOrEqual(1)
    expect(t.platform.chat.guest(g.id)).toBeNull()

    // The old cookie has expired with it; one still valid for that id (a browser whose cookie outlived the chat) is no guest either.
    const stillSigned = await signGuestToken(t.platform, g.id)
    for (const cookie of [g.cookie, stillSigned]) {
      expect((await relay('GET', 'CBS_guestChat', { ip: g.ip, cookie })).body).toEqual({ success: true, value: { guest: null, messages: [] } })
      const sent = await relay('POST', 'CBS_guestSendChat', { ip: g.ip, cookie, json: { text: 'still there?' }, language: 'es' })
      expect(sent.status).toBe(401)
      expect(sent.body).toMatchObject({ code: 'GUEST_CHAT_NONE', message: 'Este chat ha terminado. Inicia uno nuevo.' })
      expect((await relay('GET', 'CBS_guestChatMessages', { ip: g.ip, cookie })).status).toBe(401)
    }
    expect(count('chat_guest_messages', g.id)).toBe(0)

    // Starting again from that browser gives a fresh chat; the deleted guest's id (the highest so far) is not given again.
    const again = await relay('POST', 'CBS_guestChat', { ip: freshIp(), cookie: stillSigned, json: { name: 'Eva Again', contact: 'eva@example.com' } })
    expect(again.status).toBe(200)
    expect(again.body.value).toEqual({ guest: { id: expect.any(Number), name: 'Eva Again' }, messages: [] })
    expect(again.body.value.guest.id).toBeGreaterThan(g.id)
    expect((await relay('GET', 'CBS_guestChat', { ip: g.ip, cookie: stillSigned })).body.value.guest).toBeNull()
    expect((await relay('GET', 'CBS_guestChat', { ip: g.ip, cookie: again.cookie })).body.value.guest.name).toBe('Eva Again')

    // The platform refuses a write for a deleted guest as "not found" (404), not a database failure.
    expect(() => t.platform.chat.guestSend(g.id, 'late')).toThrow(expect.objectContaining({ code: 'GUEST_NOT_FOUND', status: 404 }))
    expect(() => t.platform.chat.replyGuest(g.id, 'late')).toThrow(expect.objectContaining({ code: 'GUEST_NOT_FOUND', status: 404 }))
  })

  it(`deletes at most ${HOUSEKEEPING.guestChatBatch} guests a run, the next run takes the rest`, () => {
    clock += HOUSEKEEPING.guestChatIdleMs + 1 // the earlier tests' guests go first
    while (t.platform.housekeeping.prune().chatGuests > 0);
    expect(count('chat_guests')).toBe(0)
    const n = HOUSEKEEPING.guestChatBatch + 3
    for (let i = 0; i < n; i++) {
      const g = t.platform.chat.startGuest({ name: `Bulk ${i}`, contact: `bulk${i}@example.com`, ip: '198.51.100.7', language: 'en' })
      t.platform.chat.guestSend(g.id, `question ${i}`)
    }
    clock += HOUSEKEEPING.guestChatIdleMs + 1
    const keep = t.platform.chat.startGuest({ name: 'Fresh', contact: 'fresh@example.com', ip: '198.51.100.8', language: 'en' })
    expect(t.platform.housekeeping.prune().chatGuests).toBe(HOUSEKEEPING.guestChatBatch)
    expect(t.platform.housekeeping.prune().chatGuests).toBe(3)
    expect(t.platform.housekeeping.prune().chatGuests).toBe(0)
    expect(count('chat_guests')).toBe(1)
    expect(t.platform.chat.guest(keep.id)).not.toBeNull()
    expect(count('chat_guest_messages')).toBe(0)
  })
})
