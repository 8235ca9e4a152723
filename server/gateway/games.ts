/**
 * Catalogue relays: /wps/relay/GCSGAME_* and /lgw/games/game_menus (product-spec §7).
 * Vendors, hot games and the winner board are served from the gateway cache, in the API's shape
 * (money in major units: `toApi` runs before the value is cached). The `minBet` filter arrives in
 * major units and goes to the platform in minor units.
 */
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { ok } from './envelope'
import { validate } from './validate'
import { MONEY, cardToApi, toApi } from './to-api'
import { MINOR_PER_MAJOR } from '../../shared/schemas/wallet'
import { GameListQuerySchema, GameMenusQuerySchema, HotGamesQuerySchema, RankListQuerySchema, VassGameTypeQuerySchema, VendorQuerySchema } from '../../shared/schemas/game'

const TTL = { vendors: 300_000, hot: 120_000, rank: 60_000 }

export const gameRelays = new Hono<AppEnv>()
  .get('/GCSGAME_newGameVendor', validate('query', VendorQuerySchema), (c) => {
    const { platform, cache } = c.var
    return ok(c, { lanes: cache.getOrBuild('vendors', platform.brand.contentVersion(), TTL.vendors, () => platform.vendors.lanes()) })
  })
  .get('/GCSGAME_hotGamesV2', validate('query', HotGamesQuerySchema), (c) => {
    const { platform, cache } = c.var
    const { gameType } = c.req.valid('query')
    const list = cache.getOrBuild(`hot:${gameType ?? 'ALL'}`, platform.brand.contentVersion(), TTL.hot, () => platform.games.hot(gameType).map(cardToApi))
    return ok(c, { list })
  })
  .get('/GCSGAME_gameList', validate('query', GameListQuerySchema), (c) => {
    const q = c.req.valid('query')
    const page = c.get('platform').games.list({ ...q, minBet: q.minBet === undefined ? undefined : Math.round(q.minBet * MINOR_PER_MAJOR) })
    return ok(c, { ...page, games: page.games.map(cardToApi) })
  })
  .get('/GCSGAME_getVassGameType', validate('query', VassGameTypeQuerySchema), (c) => ok(c, c.get('platform').games.vendorGameTypes(c.req.valid('query').vassalage)))
  .get('/GCSGAME_getRankList', validate('query', RankListQuerySchema), (c) => {
    const { platform, cache } = c.var
    const { gameCategory, limitNum } = c.req.valid('query')
    const list = cache.getOrBuild(`rank:${gameCategory}:${limitNum}`, platform.brand.contentVersion(), TTL.rank, () =>
      platform.play.records.rankList(gameCategory, limitNum, platform.games.rankList).map((w) => toApi(w, MONEY.winner)),
    )
    return ok(c, { list })
  })

export const lgwGames = new Hono<AppEnv>().get('/game_menus', validate('query', GameMenusQuerySchema), (c) => {
  const { prizeMode } = c.req.valid('query')
  const menus = c.get('platform').games.lotteryMenus()
  return ok(c, prizeMode ? menus.filter((m) => m.prizeMode === prizeMode) : menus)
})
