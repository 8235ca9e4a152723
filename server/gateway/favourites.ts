/**
 * The account game lists under /wps/relay (product-spec §7, all T = session needed):
 * - GET MCSFE_getFavoriteGames → the member's favourite nodeIds, newest first;
 * - GET MCSFE_getFavoriteGamesList (pageNo, pageSize ≤ 999, gameType, vendor) → { content, pageNum, totalPages, total };
 * - POST MCSFE_addFavoriteGameV2 { nodeId, vendor, gameType } → { nodeId, favourite: true } (idempotent);
 * - DELETE MCSFE_removeFavoriteGameV2 (nodeId in the query or a JSON body) → { nodeId, favourite: false } (idempotent);
 * - GET GCS_recentGame (page, pageSize 20, gameType, vassalage) → { list, pageNum, totalPages, total }.
 * Trial accounts get NEED_TRUE_ACCOUNT (403); an unknown game GAME_NOT_FOUND (404).
 * @see product-spec §3 favourites and recent queries, §4 favourite toggle, §6, §9
 */
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { ok } from './envelope'
import { validate } from './validate'
import { MONEY, cardToApi, toApiPage } from './to-api'
import { requireSession } from './session'
import { AddFavouriteSchema, FavouriteIdsQuerySchema, FavouriteListQuerySchema, RecentQuerySchema, RemoveFavouriteSchema } from '../../shared/schemas/favourites'

/**
 * MCSFE_removeFavoriteGameV2 takes the game in the query or in a JSON body (the body's wins): each
 * part is validated by the route (a body that is not JSON-typed is not read), the game is required
 * of the two together, a ZodError (400 VALIDATION) when neither names it.
 */
const RemoveFavouritePartSchema = RemoveFavouriteSchema.partial({ nodeId: true })
const NodeIdRequired = RemoveFavouriteSchema.pick({ nodeId: true })

export const favouriteRelays = new Hono<AppEnv>()
  .get('/MCSFE_getFavoriteGames', requireSession, validate('query', FavouriteIdsQuerySchema), (c) => ok(c, c.get('platform').play.favourites.ids(c.var.session.memberId)))
  .get('/MCSFE_getFavoriteGamesList', requireSession, validate('query', FavouriteListQuerySchema), (c) => {
    const page = c.get('platform').play.favourites.list(c.var.session.memberId, c.req.valid('query'))
    return ok(c, { ...page, content: page.content.map(cardToApi) })
  })
  .post('/MCSFE_addFavoriteGameV2', requireSession, validate('json', AddFavouriteSchema), (c) => ok(c, c.get('platform').play.favourites.add(c.var.session.memberId, c.req.valid('json'))))
  .delete('/MCSFE_removeFavoriteGameV2', requireSession, validate('query', RemoveFavouritePartSchema), validate('json', RemoveFavouritePartSchema.optional()), (c) => {
    const { nodeId } = NodeIdRequired.parse({ nodeId: c.req.valid('json')?.nodeId ?? c.req.valid('query').nodeId })
    return ok(c, c.get('platform').play.favourites.remove(c.var.session.memberId, nodeId))
  })
  .get('/GCS_recentGame', requireSession, validate('query', RecentQuerySchema), (c) =>
    ok(c, toApiPage(c.get('platform').play.recent.list(c.var.session.memberId, c.req.valid('query')), MONEY.gameCard)),
  )
