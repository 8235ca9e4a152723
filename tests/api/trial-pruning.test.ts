/**
 * Issue 14 §5, "idle trial (free-play) accounts are pruned" (decision 0031): a trial account made
 * by POST /wps/session/login/freeplay with no session activity for 7 days
 * (`HOUSEKEEPING.trialIdleMs`) is deleted by housekeeping with its sessions and every row naming
 * it; an active trial and a real member stay; the ledger adds up.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { createTestApp, encryptFor } from '../fixtures/app'
import { GATEWAY_VERSION } from '../../shared/gateway-version'
import { members, memberIps, sessions } from '../../db/schema/platform'
import { HOUSEKEEPING } from '../../server/platform/housekeeping/housekeeping'

const DAY = 86_400_000
let clock = Date.UTC(2026, 2, 1)
const t = createTestApp({ now: () => clock })
afterAll(() => t.cleanup())
afterEach(() => expect(t.platform.ledger.check().ok).toBe(true))

async function freeplay() {
  const res = await t.app.request('/wps/session/login/freeplay', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-gateway-version': GATEWAY_VERSION },
    body: JSON.stringify(await encryptFor(t.app, { platform: 'W' }, { iat: Math.floor(clock / 1000) })),
  })
  expect(res.status).toBe(200)
  const body = (await res.json()) as { value: { token: string; user: { account: string } } }
  const row = t.db.select().from(members).where(eq(members.account, body.value.user.account)).get()!
  return { id: row.id, token: body.value.token }
}
const exists = (id: number) => t.db.select({ id: members.id }).from(members).where(eq(members.id, id)).get() !== undefined
const sessionsOf = (ids: number[]) => t.db.select().from(sessions).where(inArray(sessions.memberId, ids)).all()

describe('idle trial accounts', () => {
  it('keeps a trial for 7 days of idleness, then deletes it with its sessions and IPs; an active trial and a real member stay', async () => {
    expect(HOUSEKEEPING.trialIdleMs).toBe(7 * DAY)
    const idle = await freeplay()
    const active = await freeplay()
    const real = await t.platform.members.register({ account: `realm${Date.now().toString(36)}`, password: 'Passw0rd!' })
    t.platform.sessions.create(real.id, 'username', '203.0.113.1', 'vitest')
    expect(sessionsOf([idle.id]).length).toBe(1)
    expect(t.db.select().from(memberIps).where(eq(memberIps.memberId, idle.id)).all().length).toBeGreaterThan(0)

    clock += 6 * DAY
    // The active trial has a session on day 6 (its first one idled out long ago): its last activity moves on.
    t.platform.sessions.create(active.id, 'freeplay', '203.0.113.2', 'vitest')
    expect(t.platform.housekeeping.prune().trials).toBe(0)
    expect(exists(idle.id)).toBe(true)

    clock += 1 * DAY + 1
    expect(t.platform.housekeeping.prune().trials).toBe(1)
    expect(exists(idle.id)).toBe(false)
    expect(sessionsOf([idle.id])).toEqual([])
    expect(t.db.select().from(memberIps).where(eq(memberIps.memberId, idle.id)).all()).toEqual([])
    expect(exists(active.id)).toBe(true)
    expect(exists(real.id)).toBe(true)
    // Its token is dead: the session went with the account.
    expect((await t.app.request('/wps/member/info', { headers: { authorization: `Bearer ${idle.token}` } })).status).toBe(401)

    clock += 8 * DAY
    expect(t.platform.housekeeping.prune().trials).toBe(1)
    expect(exists(active.id)).toBe(false)
    expect(exists(real.id)).toBe(true)
    expect(t.platform.housekeeping.prune().trials).toBe(0)
  })
})
