/**
 * Favourites and recent games (spec §3, §4 favourite toggle, §6 trial rules, §7 MCSFE_* and
 * GCS_recentGame, §9 sizes) through the real app over a real seeded SQLite file: every call with
 * good and bad input. The pages (/favorite, /recent, the FAV/RECENT chips) are in tests/e2e/favourites.spec.ts.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'
import { signIn } from '../fixtures/api-client'
import { MEMBER_TYPE } from '../../shared/member'

let clock = Date.now()
const t = createTestApp({ now: () => clock })
afterAll(() => t.cleanup())

type Game = { nodeId: string; vendor: string; gameType: string; gameName: string }
const gamesOf = (vendor: string, type: string, n: number): Game[] =>
  t.db.$client
    .prepare<Game, [string, string, number]>(
      'SELECT node_id AS nodeId, vendor_code AS vendor, game_type AS gameType, game_name AS gameName FROM games WHERE vendor_code = ? AND game_type = ? ORDER BY sequence LIMIT ?',
    )
    .all(vendor, type, n)
const [pg1, pg2, pg3] = gamesOf('PG', 'RNG', 3)
const [evo1] = gamesOf('EVOLUTION', 'LIVE', 1)
const [jl1] = gamesOf('JL', 'RNG', 1)

/** A signed-in member (or trial account), a client for its calls and its favourites calls. */
async function member(type: number = MEMBER_TYPE.member) {
  const m = await signIn(t, 'fav', { type })
  const ids = async () => (await m.call('GET', '/wps/relay/MCSFE_getFavoriteGames')).body.value as string[]
  const add = (g: Game) => m.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { json: { nodeId: g.nodeId, vendor: g.vendor, gameType: g.gameType } })
  const remove = (nodeId: string) => m.call('DELETE', `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${encodeURIComponent(nodeId)}`)
  return { ...m, ids, add, remove }
}

describe('favourites', () => {
  it('every call needs a session', async () => {
    for (const [method, path] of [
      ['GET', '/wps/relay/MCSFE_getFavoriteGames'],
      ['GET', '/wps/relay/MCSFE_getFavoriteGamesList'],
      ['GET', '/wps/relay/GCS_recentGame'],
      ['POST', '/wps/relay/MCSFE_addFavoriteGameV2'],
      ['DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=x'],
    ]) {
      const res = await t.app.request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify({ nodeId: pg1.nodeId, vendor: 'PG', gameType: 'RNG' }) : undefined,
      })
      expect(res.status, path).toBe(401)
      expect(((await res.json()) as { code: string }).code).toBe('NOT_LOGGED_IN')
    }
  })

  it('adds a game once however often it is added, newest first, and lists it as a game card', async () => {
    const m = await member()
    expect(await m.ids()).toEqual([])
    expect((await m.add(pg1)).body).toEqual({ success: true, value: { nodeId: pg1.nodeId, favourite: true } })
    clock += 1_000
    await m.add(pg2)
    expect((await m.add(pg1)).status).toBe(200)
    expect(await m.ids()).toEqual([pg2.nodeId, pg1.nodeId])
    const list = (await m.call('GET', '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=999&language=en&clientType=3&platform=flash')).body.value
    expect(list).toMatchObject({ pageNum: 1, totalPages: 1, total: 2 })
    expect(list.content.map((g: { nodeId: string }) => g.nodeId)).toEqual([pg2.nodeId, pg1.nodeId])
    expect(list.content[0]).toMatchObject({ nodeId: pg2.nodeId, vassalage: 'PG', gameType: 'RNG', gameName: pg2.gameName })
  })

  it('removes a game, and removing one that is not a favourite succeeds and changes nothing', async () => {
    const m = await member()
    await m.add(pg1)
    await m.add(pg2)
    expect((await m.remove(pg1.nodeId)).body).toEqual({ success: true, value: { nodeId: pg1.nodeId, favourite: false } })
    expect(await m.ids()).toEqual([pg2.nodeId])
    expect((await m.remove(pg1.nodeId)).status).toBe(200)
    expect((await m.remove('NOPE-1')).status).toBe(200)
    // The nodeId may also come in a JSON body.
    expect((await m.call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { json: { nodeId: pg2.nodeId } })).status).toBe(200)
    expect(await m.ids()).toEqual([])
  })

  it('pages and filters the list by game type and vendor', async () => {
    const m = await member()
    for (const g of [pg1, pg2, pg3, evo1, jl1]) {
      clock += 1_000
      await m.add(g)
    }
    const get = async (q: string) => (await m.call('GET', `/wps/relay/MCSFE_getFavoriteGamesList?${q}`)).body.value
    const p1 = await get('pageNo=1&pageSize=2')
    expect(p1).toMatchObject({ pageNum: 1, totalPages: 3, total: 5 })
    expect(p1.content.map((g: Game) => g.nodeId)).toEqual([jl1.nodeId, evo1.nodeId])
    expect((await get('pageNo=3&pageSize=2')).content.map((g: Game) => g.nodeId)).toEqual([pg1.nodeId])
    expect((await get('pageNo=4&pageSize=2')).content).toEqual([])
    expect((await get('gameType=LIVE')).content.map((g: Game) => g.nodeId)).toEqual([evo1.nodeId])
    expect((await get('gameType=rng&vendor=PG')).content.map((g: Game) => g.nodeId)).toEqual([pg3.nodeId, pg2.nodeId, pg1.nodeId])
  })

  it('refuses unknown games and bad input with a clear error and changes nothing', async () => {
    const m = await member()
    await m.add(pg1)
    const unknown = await m.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { json: { nodeId: 'NOPE-RNG-1', vendor: 'PG', gameType: 'RNG' } })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ success: false, code: 'GAME_NOT_FOUND', message: 'This game is not available.' })
    // The right game under another vendor or type is not that game.
    expect((await m.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { json: { nodeId: pg2.nodeId, vendor: 'JL', gameType: 'RNG' } })).status).toBe(404)
    expect((await m.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { json: { nodeId: pg2.nodeId, vendor: 'PG', gameType: 'LIVE' } })).status).toBe(404)
    for (const body of [
      {},
      { nodeId: pg2.nodeId },
      { nodeId: pg2.nodeId, vendor: 'PG', gameType: 'CHESS' },
      { nodeId: '<script>', vendor: 'PG', gameType: 'RNG' },
      { nodeId: pg2.nodeId, vendor: 'PG', gameType: 'RNG', extra: 1 },
    ]) {
      const res = await m.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { json: body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.code).toBe('VALIDATION')
    }
    // The schema's own check is an i18n key the server translates: the same English text as before, Filipino in a Filipino lobby (decision 0033).
    const badId = { nodeId: '<script>', vendor: 'PG', gameType: 'RNG' }
    expect((await m.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { json: badId })).body.fields).toEqual([{ field: 'nodeId', message: 'a game id' }])
    expect((await m.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2?language=ty', { json: badId })).body.fields).toEqual([{ field: 'nodeId', message: 'isang game id' }])
    expect((await m.call('GET', '/wps/relay/MCSFE_getFavoriteGamesList?pageSize=1000')).body.code).toBe('VALIDATION')
    expect((await m.call('GET', '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=0')).status).toBe(400)
    expect((await m.call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2')).body.code).toBe('VALIDATION')
    // Filipino messages for a Filipino lobby.
    const ty = await m.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2?language=ty', { json: { nodeId: 'NOPE-RNG-1', vendor: 'PG', gameType: 'RNG' } })
    expect(ty.body.message).toBe('Hindi available ang larong ito.')
    expect(await m.ids()).toEqual([pg1.nodeId])
  })

  it('keeps at most 999 favourites, so one page always holds them all', async () => {
    const m = await member()
    const ids = t.db.$client
      .prepare<{ game_id: number; node_id: string; vendor_code: string; game_type: string }, []>(
        "SELECT game_id, node_id, vendor_code, game_type FROM games WHERE game_type = 'RNG' ORDER BY game_id LIMIT 999",
      )
      .all()
    const insert = t.db.$client.prepare('INSERT INTO favourite_games (brand_code, member_id, game_id, node_id, vendor_code, game_type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    for (const g of ids) insert.run('TEST', m.id, g.game_id, g.node_id, g.vendor_code, g.game_type, clock)
    const full = await m.add(evo1)
    expect(full.status).toBe(409)
    expect(full.body.code).toBe('FAVOURITES_FULL')
    // A game already there may be added again (nothing changes); the list answers all 999 on one page.
    expect((await m.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { json: { nodeId: ids[0]!.node_id, vendor: ids[0]!.vendor_code, gameType: 'RNG' } })).status).toBe(200)
    const list = (await m.call('GET', '/wps/relay/MCSFE_getFavoriteGamesList')).body.value
    expect(list).toMatchObject({ total: 999, totalPages: 1 })
    expect(list.content).toHaveLength(999)
  })

  it('refuses trial accounts: need true account', async () => {
    const trial = await member(MEMBER_TYPE.trial)
    for (const res of [await trial.add(pg1), await trial.call('GET', '/wps/relay/MCSFE_getFavoriteGames'), await trial.remove(pg1.nodeId), await trial.call('GET', '/wps/relay/GCS_recentGame')]) {
      expect(res.status).toBe(403)
      expect(res.body).toMatchObject({ success: false, code: 'NEED_TRUE_ACCOUNT', message: 'Please register a real account to use this feature' })
    }
  })
})

describe('recent games', () => {
  const launch = (memberId: number, g: Game) => {
    clock += 1_000
    const r = t.platform.play.launcher.launch(memberId, g.nodeId, 'en')
    expect(r.kind).toBe('url')
  }

  it('lists each launched game once, the last launched first, 20 a page', async () => {
    const m = await member()
    expect((await m.call('GET', '/wps/relay/GCS_recentGame')).body.value).toEqual({ list: [], pageNum: 1, totalPages: 0, total: 0 })
    launch(m.id, pg1)
    launch(m.id, evo1)
    launch(m.id, pg2)
    launch(m.id, pg1)
    const v = (await m.call('GET', '/wps/relay/GCS_recentGame?page=1&pageSize=20&language=en&clientType=3')).body.value
    expect(v).toMatchObject({ pageNum: 1, totalPages: 1, total: 3 })
    expect(v.list.map((g: Game) => g.nodeId)).toEqual([pg1.nodeId, pg2.nodeId, evo1.nodeId])
    expect(v.list[0].lastPlayedAt).toBe(clock)
    expect((await m.call('GET', '/wps/relay/GCS_recentGame?gameType=LIVE')).body.value.list.map((g: Game) => g.nodeId)).toEqual([evo1.nodeId])
    expect((await m.call('GET', '/wps/relay/GCS_recentGame?vassalage=PG&pageSize=1&page=2')).body.value).toMatchObject({ pageNum: 2, totalPages: 2, total: 2, list: [{ nodeId: pg2.nodeId }] })
    expect((await m.call('GET', '/wps/relay/GCS_recentGame?pageSize=0')).status).toBe(400)
    // Another member's launches are not mine.
    const other = await member()
    expect((await other.call('GET', '/wps/relay/GCS_recentGame')).body.value.total).toBe(0)
  })

  it('launching through the gateway puts the game on top', async () => {
    const m = await member()
    launch(m.id, pg2)
    clock += 1_000
    const res = await m.call('POST', '/wps/game/launchGame', { json: { nodeId: jl1.nodeId } })
    expect(res.status).toBe(200)
    expect((await m.call('GET', '/wps/relay/GCS_recentGame')).body.value.list.map((g: Game) => g.nodeId)).toEqual([jl1.nodeId, pg2.nodeId])
  })
})
