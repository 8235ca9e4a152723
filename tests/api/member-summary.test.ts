/**
 * The member summary (decision 0038): what the lobby's shared pages fill in for the signed-in
 * member, through the real app over a real seeded SQLite file. The pages that use it are in
 * tests/e2e/signed-in-pages.spec.ts.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp, fundFromSandbox } from '../fixtures/app'
import { signIn } from '../fixtures/api-client'
import { MEMBER_TYPE } from '../../shared/member'
import { recognisedSession, sessionFromToken } from '../../server/gateway/session'

const t = createTestApp()
afterAll(() => t.cleanup())

const firstGame = () =>
  t.db.$client
    .prepare<{ nodeId: string; vendor: string; gameType: string }, []>(
      "SELECT node_id AS nodeId, vendor_code AS vendor, game_type AS gameType FROM games WHERE game_type = 'RNG' ORDER BY sequence LIMIT 1",
    )
    .get()!

describe('GET /wps/member/summary', () => {
  it('needs a session', async () => {
    const res = await t.app.request('/wps/member/summary')
    expect(res.status).toBe(401)
    expect(((await res.json()) as { code: string }).code).toBe('NOT_LOGGED_IN')
  })

  it("gives the member's balance in major units, name, badges and favourite hearts, never cached", async () => {
    const m = await signIn(t, 'sum', { nickname: 'Lucky Ann' })
    fundFromSandbox(t.platform, m.id, 123_456, `sum-${m.id}`)
    const g = firstGame()
    expect((await m.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { json: { nodeId: g.nodeId, vendor: g.vendor, gameType: g.gameType } })).status).toBe(200)

    const res = await t.app.request('/wps/member/summary', { headers: { authorization: `Bearer ${m.token}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const { value } = (await res.json()) as { value: Record<string, unknown> }
    expect(value).toMatchObject({ memberId: m.id, nickname: 'Lucky Ann', isTrial: false, isAgent: false, balance: 1234.56, favourites: [g.nodeId], pendingContracts: [] })
    expect(typeof value.unreadMessages).toBe('number')
    expect(typeof value.availablePromoCount).toBe('number')
  })

  it('gives a trial account no badges and no hearts', async () => {
    const trial = await signIn(t, 'sumt', { type: MEMBER_TYPE.trial })
    const { body } = await trial.call('GET', '/wps/member/summary')
    expect(body.value).toMatchObject({ isTrial: true, unreadMessages: 0, availablePromoCount: 0, favourites: [], pendingContracts: [] })
  })

  it('marks an agent as one', async () => {
    const agent = await signIn(t, 'suma', { type: 1 })
    const { body } = await agent.call('GET', '/wps/member/summary')
    expect(body.value).toMatchObject({ isAgent: true, isTrial: false })
  })
})

describe("the render cache's fast path recognises a session", () => {
  it('only from a token this process verified, and only while its session is live', async () => {
    const m = await signIn(t, 'fast')
    expect(recognisedSession(t.platform, m.token)).toBeNull()
    expect((await sessionFromToken(t.platform, m.token))?.memberId).toBe(m.id)
    expect(recognisedSession(t.platform, m.token)?.memberId).toBe(m.id)
    t.platform.sessions.revoke(m.session.id)
    expect(recognisedSession(t.platform, m.token)).toBeNull()
    expect(recognisedSession(t.platform, `${m.token}x`)).toBeNull()
  })
})
