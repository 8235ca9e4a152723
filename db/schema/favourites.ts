/**
 * Members' favourite games (spec §3 "Favourites query", §4 "Favourite toggle", §7 MCSFE_*FavoriteGames*):
 * one row per member and game, newest first. The game is kept by its catalogue id (joins by primary
 * key) and by the spec's nodeId, vendor and game type, which the favourite calls name. Times UTC ms.
 * Re-exported by `platform.ts`.
 * @see issue 5 "Favourites, recent, records"
 */
import { sqliteTable, integer, text, index, primaryKey } from 'drizzle-orm/sqlite-core'

export const favouriteGames = sqliteTable(
  'favourite_games',
  {
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    /** games.game_id of the favourite. */
    gameId: integer('game_id').notNull(),
    nodeId: text('node_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameType: text('game_type').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('favourite_games_member_idx').on(t.memberId, t.createdAt)],
)
