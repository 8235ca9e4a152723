/**
 * Spec §7 rows closed by decision 0056: the fallback launch GCS_gameLaunchFB, the announcement
 * content calls by type (B, PL, PU, PR, H) and free play's encrypted body plus gateway-version header.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp, encryptFor } from '../fixtures/app'
import { apiClient, signIn } from '../fixtures/api-client'
import { runCommsCommand } from '../../server/operator/comms-commands'
import { MEMBER_TYPE } from '../../shared/member'
import { GATEWAY_VERSION } from '../../shared/gateway-version'
import { tFor } from '../../shared/i18n'

const t = createTestApp()
afterAll(() => t.cleanup())
const { call } = apiClient(t)

const nodeOf = (vendor: string) => t.db.$client.prepare<{ nodeId: string }, [string]>('SELECT node_id AS nodeId FROM games WHERE vendor_code = ? ORDER BY sequence LIMIT 1').get(vendor)!.nodeId
const memberCount = () => t.db.$client.prepare<{ n: number }, []>('SELECT count(*) AS n FROM members').get()!.n

describe('GCS_gameLaunchFB (spec §7 "Game launch FB")', () => {
  it('answers what launchGame answers, by the same rules: a member gets a launch, a trial NEED_TRUE_ACCOUNT, a visitor 401, a bad query 400', async () => {
    const nodeId = nodeOf('PG')
    const m = await signIn(t, 'fb')
    const fb = await m.call('GET', `/wps/relay/GCS_gameLaunchFB?nodeId=${encodeURIComponent(nodeId)}`)
    const post = await m.call('POST', '/wps/game/launchGame', { json: { nodeId } })
    expect(fb.status, JSON.stringify(fb.body)).toBe(200)
    expect(fb.body.success).toBe(true)
    expect(fb.body.value.kind).toBe(post.body.value.kind)
    expect(Object.keys(fb.body.value).sort()).toEqual(Object.keys(post.body.value).sort())
    expect(new URL(fb.body.value.url, 'http://x').pathname).toBe(new URL(post.body.value.url, 'http://x').pathname)
    // The launch is recorded as any launch: the game is on top of the recent list.
    expect((await m.call('GET', '/wps/relay/GCS_recentGame')).body.value.list[0].nodeId).toBe(nodeId)

    const trial = await signIn(t, 'fbt', { type: MEMBER_TYPE.trial })
    const refused = await trial.call('GET', `/wps/relay/GCS_gameLaunchFB?nodeId=${nodeId}`, { language: 'ty' })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ success: false, code: 'NEED_TRUE_ACCOUNT', message: tFor('ty')('errors.needTrueAccount') })
    expect((await call('GET', `/wps/relay/GCS_gameLaunchFB?nodeId=${nodeId}`)).status).toBe(401)
    for (const q of ['', '?nodeId=', `?nodeId=${'9'.repeat(65)}`, `?nodeId=${nodeId}&extra=1`]) {
      const bad = await m.call('GET', `/wps/relay/GCS_gameLaunchFB${q}`)
      expect(bad.status, q).toBe(400)
      expect(bad.body.success).toBe(false)
    }
  })
})

describe('MCSFE_getAnnouncementContent (spec §7 "Announcement content")', () => {
  const content = async (q: string, language?: string) => call('GET', `/wps/relay/MCSFE_getAnnouncementContent${q}`, { language })

  it('answers each type from the announcement list: B banners, PL player, PU popup (by execution), PR promotion, H notices', async () => {
    const popup = JSON.parse(
      await runCommsCommand(t.platform, ['announcement', 'add', 'POPUP', '--execution', 'F', '--title', 'Welcome', '--content', '<p>Hi<script>x()</script></p>', '--title-ty', 'Maligayang pagdating']),
    )
    const notice = JSON.parse(await runCommsCommand(t.platform, ['announcement', 'add', 'NOTICE', '--title', 'Upgrade tonight', '--content', '<b>02:00</b>']))
    const all = (await call('GET', '/wps/relay/MCSFE_getListAnnouncements')).body.value
    const parts = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion', H: 'notices' } as const
    for (const [type, part] of Object.entries(parts)) {
      const res = await content(`?type=${type}&platform=W`)
      expect(res.status, type).toBe(200)
      expect(res.body.value, type).toEqual({ type, list: all[part] })
    }
    expect((await content('?type=PU')).body.value.list.find((p: any) => p.id === popup.id)).toMatchObject({ title: 'Welcome', execution: 'F', content: '<p>Hi</p>' })
    expect((await content('?type=PU&platform=W&execution=F', 'ty')).body.value.list.find((p: any) => p.id === popup.id).title).toBe('Maligayang pagdating')
    expect((await content('?type=PU&execution=A')).body.value.list.some((p: any) => p.id === popup.id)).toBe(false)
    expect((await content('?type=H')).body.value.list.map((n: any) => n.id)).toContain(notice.id)
  })

  it('refuses an unknown type, platform or execution with a translated 400', async () => {
    for (const q of ['', '?type=X', '?type=b', '?type=PU&platform=A', '?type=PU&execution=Z', '?type=B&foo=1']) {
      const res = await content(q, 'ty')
      expect(res.status, q).toBe(400)
      expect(res.body.success, q).toBe(false)
      expect(res.body.message, q).toBeTruthy()
      expect(res.body.message, q).not.toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/)
    }
  })
})

describe('free play login (spec §7: os, platform W, encrypted token, gateway version header)', () => {
  const freeplay = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.request('/wps/session/login/freeplay', { method: 'POST', headers: { 'content-type': 'application/json', cookie: 'lang=ty', ...headers }, body: JSON.stringify(body) })

  it('refuses a request without the gateway-version header or without an encrypted body, translated, creating no account', async () => {
    const before = memberCount()
    const noHeader = await freeplay(await encryptFor(t.app, { os: 'linux', platform: 'W' }))
    expect(noHeader.status).toBe(400)
    expect(await noHeader.json()).toMatchObject({ success: false, code: 'GATEWAY_VERSION', message: tFor('ty')('errors.badRequest') })
    const oldVersion = await freeplay(await encryptFor(t.app, { platform: 'W' }), { 'x-gateway-version': '0' })
    expect((await oldVersion.json()).code).toBe('GATEWAY_VERSION')
    const plain = await freeplay({ os: 'linux', platform: 'W' }, { 'x-gateway-version': GATEWAY_VERSION })
    expect(plain.status).toBe(400)
    expect(await plain.json()).toMatchObject({ success: false, code: 'ENCRYPTION_REQUIRED', message: tFor('ty')('errors.encryptionRequired') })
    const badPayload = await freeplay(await encryptFor(t.app, { os: 'linux', platform: 'W', extra: 1 }), { 'x-gateway-version': GATEWAY_VERSION })
    expect(badPayload.status).toBe(400)
    expect(memberCount()).toBe(before)
  })

  it('an encrypted body with the header starts a trial session; the same body again is a replay', async () => {
    const body = await encryptFor(t.app, { os: 'linux', platform: 'W' })
    const res = await freeplay(body, { 'x-gateway-version': GATEWAY_VERSION })
    expect(res.status).toBe(200)
    const v = ((await res.json()) as any).value
    expect(v.token).toBeTruthy()
    expect(v.user.type).toBe(MEMBER_TYPE.trial)
    const again = await freeplay(body, { 'x-gateway-version': GATEWAY_VERSION })
    expect(again.status).toBe(400)
    expect(((await again.json()) as any).code).toBe('REPLAYED')
  })
})
