import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'
import type { GameCard, VendorLane } from '../../shared/schemas/game'

const t = createTestApp()
afterAll(() => t.cleanup())

const CARD_FIELDS = ['nodeId', 'gameName', 'gameType', 'vassalage', 'gameCode', 'isGame', 'isHot', 'iconUrl', 'gameId', 'lagerIcon', 'displayName']

describe('GCSGAME_gameList', () => {
  it('pages a game type 18 at a time with pageNum and totalPages, no game twice', async () => {
    const first = await t.get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=18&clientType=3&platform=flash,html5-desktop&language=en')
    expect(first.status).toBe(200)
    const v = first.body.value
    expect(v.games).toHaveLength(18)
    expect(v.pageNum).toBe(1)
    expect(v.totalPages).toBe(Math.ceil(v.total / 18))
    for (const f of CARD_FIELDS) expect(v.games[0]).toHaveProperty(f)
    expect(v.games.every((g: GameCard) => g.gameType === 'RNG')).toBe(true)
    const second = await t.get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2&pageSize=18')
    const ids = new Set([...v.games, ...second.body.value.games].map((g: GameCard) => g.nodeId))
    expect(ids.size).toBe(36)
  })

  it('walks every page of a vendor and finds exactly `total` distinct games', async () => {
    const first = await t.get('/wps/relay/GCSGAME_gameList?gameType=FISH&vassalage=JL&pageNo=1&pageSize=5')
    const { totalPages, total } = first.body.value
    const seen = new Set<string>()
    for (let p = 1; p <= totalPages; p++) {
      const { body } = await t.get(`/wps/relay/GCSGAME_gameList?gameType=FISH&vassalage=JL&pageNo=${p}&pageSize=5`)
      for (const g of body.value.games as GameCard[]) {
        expect(g.vassalage).toBe('JL')
        seen.add(g.nodeId)
      }
    }
    expect(seen.size).toBe(total)
    const past = await t.get(`/wps/relay/GCSGAME_gameList?gameType=FISH&vassalage=JL&pageNo=${totalPages + 1}&pageSize=5`)
    expect(past.body.value.games).toEqual([])
    expect(past.body.value.totalPages).toBe(totalPages)
  })

  it('filters by name (case-insensitive, wildcards literal), classification, new flag, min bet and line count', async () => {
    const byName = await t.get('/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=MAHJONG&pageSize=50')
    expect(byName.body.value.games.length).toBeGreaterThan(0)
    expect(byName.body.value.games.every((g: GameCard) => g.gameName.toLowerCase().includes('mahjong'))).toBe(true)
    const wildcard = await t.get('/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=%25&pageSize=5')
    expect(wildcard.body.value.total).toBe(0)
    const jp = await t.get('/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=JP&pageSize=50')
    expect(jp.body.value.games.length).toBeGreaterThan(0)
    expect(jp.body.value.games.every((g: GameCard) => g.gameClassify === 'JP')).toBe(true)
    const fresh = await t.get('/wps/relay/GCSGAME_gameList?gameType=RNG&isNew=1&pageSize=50')
    expect(fresh.body.value.games.every((g: GameCard) => g.isNew === 1)).toBe(true)
    const rich = await t.get('/wps/relay/GCSGAME_gameList?gameType=RNG&minBet=1&minLineNum=25&pageSize=100')
    expect(rich.body.value.games.length).toBeGreaterThan(0)
    expect(rich.body.value.games.every((g: GameCard) => g.minBet >= 1 && g.lineNum >= 25)).toBe(true)
    const all = await t.get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')
    expect(rich.body.value.total).toBeLessThan(all.body.value.total)
  })

  it('refuses bad input with 400 VALIDATION and names the field', async () => {
    for (const [query, field] of [
      ['gameType=CASINO', 'gameType'],
      ['gameType=RNG&pageNo=0', 'pageNo'],
      ['gameType=RNG&pageSize=1000', 'pageSize'],
      ['gameType=RNG&vassalage=PG;drop', 'vassalage'],
      ['gameType=RNG&minBet=-1', 'minBet'],
      ['gameType=RNG&isNew=maybe', 'isNew'],
    ] as const) {
      const { status, body } = await t.get(`/wps/relay/GCSGAME_gameList?${query}`)
      expect(status, query).toBe(400)
      expect(body.success).toBe(false)
      expect(body.code).toBe('VALIDATION')
      expect(body.fields?.map((f) => f.field)).toContain(field)
    }
  })

  it('has about 10,000 games in the catalogue', async () => {
    let total = 0
    for (const type of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE']) {
      total += (await t.get(`/wps/relay/GCSGAME_gameList?gameType=${type}&pageSize=1`)).body.value.total
    }
    expect(total).toBeGreaterThan(9_500)
    expect(total).toBeLessThan(10_500)
  })
})

describe('GCSGAME_newGameVendor', () => {
  it('returns lanes in nav order with vendor cards, images and classifications', async () => {
    const { body } = await t.get('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=en')
    const lanes: VendorLane[] = body.value.lanes
    const types = lanes.map((l) => l.gameType)
    expect(types.indexOf('INHOUSE')).toBeLessThan(types.indexOf('RNG'))
    expect(types).toEqual(expect.arrayContaining(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']))
    const rng = lanes.find((l) => l.gameType === 'RNG')!
    expect(rng.cards.slice(0, 3).map((c) => c.vassalage)).toEqual(['PG', 'JL', 'PP'])
    expect(rng.cards[0].images.default.color).toMatch(/\/img\/vendor\/PG\//)
    expect(rng.gameClassify.length).toBeGreaterThan(1)
    expect(lanes.find((l) => l.gameType === 'ESPORTS')!.cards.map((c) => c.vassalage)).toEqual(['IMES'])
    expect(lanes.find((l) => l.gameType === 'COCKFIGHT')!.cards.map((c) => c.vassalage)).toEqual(['DS88'])
  })
})

describe('GCSGAME_hotGamesV2, getVassGameType, getRankList, game_menus', () => {
  it('lists hot games in hot order, optionally of one type', async () => {
    const all = await t.get('/wps/relay/GCSGAME_hotGamesV2?merchantCode=TEST&isPlatform=2&platform=html5-desktop&language=en')
    expect(all.body.value.list.length).toBeGreaterThan(10)
    expect(all.body.value.list.every((g: GameCard) => g.isHot === 1)).toBe(true)
    const live = await t.get('/wps/relay/GCSGAME_hotGamesV2?gameType=LIVE')
    expect(live.body.value.list.length).toBeGreaterThan(0)
    expect(live.body.value.list.every((g: GameCard) => g.gameType === 'LIVE')).toBe(true)
  })

  it('tells which game types and classifications a vendor serves', async () => {
    const { body } = await t.get('/wps/relay/GCSGAME_getVassGameType?vassalage=JL')
    const types = body.value.map((e: { gameType: string }) => e.gameType).sort()
    expect(types).toEqual(expect.arrayContaining(['FISH', 'PVP', 'RNG']))
    expect(body.value.every((e: { vassalage: string }) => e.vassalage === 'JL')).toBe(true)
  })

  it('returns the winner board in value.list, newest first, limited to limitNum (default 20)', async () => {
    const { body } = await t.get('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=en&limitNum=20')
    expect(body.value.list).toHaveLength(20)
    const times = body.value.list.map((w: { wonAt: number }) => w.wonAt)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const five = await t.get('/wps/relay/GCSGAME_getRankList?limitNum=5')
    expect(five.body.value.list).toHaveLength(5)
    expect((await t.get('/wps/relay/GCSGAME_getRankList?limitNum=0')).status).toBe(400)
  })

  it('groups lottery games into menus with a prize mode', async () => {
    const { body } = await t.get('/lgw/games/game_menus?language=en')
    expect(body.value.length).toBeGreaterThan(0)
    const vendors = body.value.map((m: { vassalage: string }) => m.vassalage)
    expect(vendors).toEqual(expect.arrayContaining(['TCG_LOTTO_VN', 'TCG_SEA']))
    expect(body.value.find((m: { vassalage: string }) => m.vassalage === 'TCG_SEA').prizeMode).toBe('SEA')
    for (const m of body.value) expect(m.games.length).toBeGreaterThan(0)
  })
})

describe('MCSFE_getListAnnouncements', () => {
  it('returns banners, player, popup, promotion and notices, with sanitised HTML', async () => {
    const { body } = await t.get('/wps/relay/MCSFE_getListAnnouncements?language=en')
    for (const k of ['banners', 'player', 'popup', 'promotion', 'notices']) expect(Array.isArray(body.value[k])).toBe(true)
    expect(body.value.notices.length).toBeGreaterThan(0)
    expect(body.value.promotion[0].announcementImages[0]).toHaveProperty('url')
    const onlyF = await t.get('/wps/relay/MCSFE_getListAnnouncements?execution=F')
    expect(onlyF.body.value.popup.every((p: { execution: string }) => p.execution === 'F')).toBe(true)
  })

  it('sanitises HTML an operator saved with a script', async () => {
    const { announcements } = await import('../../db/schema/platform')
    t.db
      .insert(announcements)
      .values({ brandCode: 'TEST', kind: 'PLAYER', title: { en: 'x' }, content: { en: '<p onclick="steal()">Hi<script>alert(1)</script></p>' }, execution: 'A', images: [], createdAt: 0 })
      .run()
    t.platform.brand.bumpContentVersion()
    const { body } = await t.get('/wps/relay/MCSFE_getListAnnouncements?language=en')
    const html = body.value.player.map((p: { content: string }) => p.content).join('')
    expect(html).toContain('<p>Hi</p>')
    expect(html).not.toMatch(/script|onclick/)
  })
})
