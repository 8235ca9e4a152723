/**
 * Catalogue relays: /wps/relay/GCSGAME_* and /lgw/games/game_menus (product-spec §7).
 * Vendors, hot games and the winner board are served from the gateway cache, in the API's shape
 * (money in major units: `toApi` runs before the value is cached). The `minBet` filter arrives in
 * major units and goes to the platform in minor units.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { AppEnv } from './env'
import { ok } from './envelope'
import { JSON_COMPRESS_MIN } from './compress-json'
import { pickEncoding } from '../rsc/render-cache'
import { validate } from './validate'
import { MONEY, cardToApi, toApi } from './to-api'
import { MINOR_PER_MAJOR } from '../../shared/schemas/wallet'
import { GameListQuerySchema, GameMenusQuerySchema, HotGamesQuerySchema, RankListQuerySchema, VassGameTypeQuerySchema, VendorQuerySchema } from '../../shared/schemas/game'

const TTL = { vendors: 300_000, hot: 120_000, rank: 60_000 }

/** The request's query string as sent (after `?`), the key of its answer in the answer cache. */
function queryKey(c: Context<AppEnv>, name: string): string {
  const url = c.req.url
  const q = url.indexOf('?')
  return q < 0 ? name : `${name}?${url.slice(q + 1)}`
}

/**
 * Sends `ok(c, build())` from the gateway's answer cache (cache.ts `AnswerCache`): the envelope's
 * bytes per `key` and brand content version, already compressed as compress-json.ts would (brotli
 * or gzip from 1 KB, `Vary: Accept-Encoding`), so a repeated query costs no platform read,
 * serialisation or compression. Same status, headers and decoded body as `ok`. `version`: the
 * brand's content version, read once per request (each read asks SQLite's data_version).
 */
function okCached<T>(c: Context<AppEnv>, key: string, version: number, build: () => T): ReturnType<typeof ok<T, AppEnv>> {
  // c.get, not c.var: Hono builds c.var anew from its map on every read.
  const answers = c.get('cache').answers
  const body = () => JSON.stringify({ success: true, value: build() })
  const json = answers.get(key, version, 'identity', body)
  const encoding = json.byteLength < JSON_COMPRESS_MIN ? 'identity' : pickEncoding(c.req.header('accept-encoding'))
  c.header('Content-Type', 'application/json')
  if (encoding === 'identity') return c.body(json) as never
  c.header('Vary', 'Accept-Encoding', { append: true })
  c.header('Content-Encoding', encoding)
  return c.body(answers.get(key, version, encoding, body)) as never
}

/** Answers a query string seen before at the current content version from the answer cache, before its validation runs again. */
const answeredBefore =
  (name: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const key = queryKey(c, name)
    const version = c.get('platform').brand.contentVersion()
    if (c.get('cache').answers.has(key, version)) return okCached(c, key, version, () => undefined)
    await next()
  }

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
  // A page of a list is the same for everyone until the catalogue changes: its answer is kept as bytes per query string (okCached).
  .get('/GCSGAME_gameList', answeredBefore('gameList'), validate('query', GameListQuerySchema), (c) => {
    const q = c.req.valid('query')
    return okCached(c, queryKey(c, 'gameList'), c.get('platform').brand.contentVersion(), () => {
      const page = c.get('platform').games.list({ ...q, minBet: q.minBet === undefined ? undefined : Math.round(q.minBet * MINOR_PER_MAJOR) })
      return { ...page, games: page.games.map(cardToApi) }
    })
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
