/**
 * The live-event stream (issue 8) through the real app over a real seeded SQLite file: refused to
 * visitors; a signed-in tab gets its balance and unread count on connect, the new balance after a
 * committed deposit, the unread count after a new message, and a logout when its session is revoked
 * elsewhere (the stream then ends); another session's revocation leaves it open. A deposit the
 * operator approves from another process (the real `server/operator.ts`) reaches the tab within
 * CHECK_MS.
 */
import { spawn } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'
import { signIn } from '../fixtures/api-client'
import { CHECK_MS } from '../../server/gateway/live-events'

const t = createTestApp()
afterAll(() => t.cleanup())

/** Opens the stream and reads it event by event. */
async function open(token: string) {
  const res = await t.app.request('/wps/member/events', { headers: { authorization: `Bearer ${token}` } })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/event-stream')
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  /** The next event (comments skipped), or null when the stream has ended. */
  async function next(): Promise<{ event: string; data: any } | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n')
      if (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const lines = block.split('\n').filter((l) => !l.startsWith(':'))
        if (lines.length === 0) continue
        const event =
          lines
            .find((l) => l.startsWith('event:'))
            ?.slice(6)
            .trim() ?? 'message'
        const data = lines
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trim())
          .join('\n')
        return { event, data: JSON.parse(data) }
      }
      const { value, done } = await reader.read()
      if (done) return null
      buffer += value
    }
  }
  return { next, close: () => reader.cancel() }
}

let seq = 0
const deposit = (token: string, amount: number) =>
  t.app.request('/wps/wallet/deposit', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `live-key-${++seq}-${Date.now()}` },
    body: JSON.stringify({ methodCode: 'GCASH', amount }),
  })

describe('GET /wps/member/events', () => {
  it('is refused to visitors (401 NOT_LOGGED_IN) and never opened', async () => {
    const res = await t.app.request('/wps/member/events')
    expect(res.status).toBe(401)
    expect(((await res.json()) as { code: string }).code).toBe('NOT_LOGGED_IN')
  })

  it('pushes the balance and the unread count on connect, then after each committed deposit', async () => {
    const m = await signIn(t, 'live', { uplineId: null })
    const s = await open(m.token)
    expect(await s.next()).toEqual({ event: 'balance', data: { balance: 0, currencySymbol: '₱' } })
    expect(await s.next()).toEqual({ event: 'messages', data: { unread: 0 } })
    expect(t.platform.events.listeners(m.id)).toBe(1)
    expect((await deposit(m.token, 150.5)).status).toBe(200)
    const events = [await s.next(), await s.next()]
    // The deposit credit and its 'deposit credited' message arrive once the transaction committed.
    expect(events).toContainEqual({ event: 'balance', data: { balance: 150.5, currencySymbol: '₱' } })
    expect(events).toContainEqual({ event: 'messages', data: { unread: 1 } })
    await s.close()
  })

  it('a refused deposit pushes nothing', async () => {
    const m = await signIn(t, 'live', { uplineId: null })
    const s = await open(m.token)
    await s.next()
    await s.next()
    expect((await deposit(m.token, 0.001)).status).toBe(400)
    expect((await deposit(m.token, 200)).status).toBe(200)
    // The first event after the refusal is the good deposit's.
    expect(await s.next()).toMatchObject({ event: 'balance', data: { balance: 200 } })
    await s.close()
  })

  it("ends with a logout when the tab's session is revoked, not when another session is", async () => {
    const m = await signIn(t, 'live', { uplineId: null })
    const other = t.platform.sessions.create(m.id, 'username', '203.0.113.10', 'other browser')
    const s = await open(m.token)
    await s.next()
    await s.next()
    t.platform.sessions.revoke(other.id)
    t.platform.sessions.revokeAll(m.id, undefined, 'revoked')
    expect(await s.next()).toEqual({ event: 'logout', data: { reason: 'revoked', until: null } })
    expect(await s.next()).toBeNull()
    expect(t.platform.events.listeners(m.id)).toBe(0)
    // Reconnecting with the dead token is refused.
    expect((await t.app.request('/wps/member/events', { headers: { authorization: `Bearer ${m.token}` } })).status).toBe(401)
  })

  it('gives each tab its own stream: two tabs of one member both get the balance', async () => {
    const m = await signIn(t, 'live', { uplineId: null })
    const a = await open(m.token)
    const b = await open(m.token)
    for (const s of [a, b]) {
      await s.next()
      await s.next()
    }
    expect(t.platform.events.listeners(m.id)).toBe(2)
    expect((await deposit(m.token, 500)).status).toBe(200)
    for (const s of [a, b]) expect([await s.next(), await s.next()]).toContainEqual({ event: 'balance', data: { balance: 500, currencySymbol: '₱' } })
    await a.close()
    await b.close()
  })

  it('a deposit the operator approves from another process reaches the open tab within CHECK_MS', async () => {
    const m = await signIn(t, 'live', { uplineId: null })
    const s = await open(m.token)
    await s.next()
    await s.next()
    const request = await t.platform.wallet.deposit(m.id, { methodCode: 'BANK', amount: 75_000, key: `live-bank-${m.id}`, payerReference: 'BDO-7781' })
    // The operator command is its own process with its own connection: this process's event bus never hears of it.
    const cli = spawn(process.execPath, ['server/operator.ts', 'deposit', 'approve', String(request.id)], {
      env: { ...process.env, DATA_DIR: t.dir, BRAND_CODE: 'TEST' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    cli.stdout.on('data', (d) => {
      out += String(d)
    })
    cli.stderr.on('data', (d) => {
      out += String(d)
    })
    expect(await new Promise((done) => cli.on('exit', done))).toBe(0)
    expect(out).toContain(`deposit #${request.id} CREDITED ₱750.00`)
    const started = Date.now()
    const events = [await s.next(), await s.next()]
    expect(Date.now() - started).toBeLessThan(CHECK_MS + 2_000)
    expect(events).toContainEqual({ event: 'balance', data: { balance: 750, currencySymbol: '₱' } })
    expect(events).toContainEqual({ event: 'messages', data: { unread: 1 } })
    await s.close()
  }, 30_000)
})
