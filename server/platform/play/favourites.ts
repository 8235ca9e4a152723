/**
 * Favourite games (spec §3 "Favourites query", §4 "Favourite toggle", §6 trial rules, §7
 * MCSFE_*FavoriteGame*; §9 page size 999): a member's games, newest first. Adding and removing are
 * idempotent (adding a favourite twice keeps one, removing a game that is not one succeeds), so a
 * repeated or crossed call from the optimistic toggle never fails. A member keeps at most
 * {@link MAX_FAVOURITES} games, so one page of 999 always holds them all (docs/decisions).
 * Trial accounts are refused (NEED_TRUE_ACCOUNT, 403). Times UTC ms.
 */
import type { Database } from 'bun:sqlite'
import { inArray } from 'drizzle-orm'
import * as s from '../../../db/schema/platform'
import { DomainError } from '../errors'
import type { PlatformContext } from '../context'
import { toGameCard } from '../game/games'
import { isTrial } from '../../../shared/member'
import { PAGE_SIZE } from '../../../shared/constants'
import type { GameCard } from '../../../shared/schemas/game'
import type { AddFavourite, FavouriteChange, FavouritePage } from '../../../shared/schemas/favourites'

export class FavouriteError extends DomainError<'NEED_TRUE_ACCOUNT' | 'MEMBER_NOT_FOUND' | 'GAME_NOT_FOUND' | 'FAVOURITES_FULL'> {}

/** Most favourites a member keeps: one page of the favourites list (spec §9). */
export const MAX_FAVOURITES = PAGE_SIZE.favourites

/** The catalogue rows of `ids` as game cards, in the order of `ids` (games no longer listed are skipped). */
export function cardsInOrder(ctx: PlatformContext, ids: number[]): GameCard[] {
  if (ids.length === 0) return []
  const rows = ctx.db.select().from(s.games).where(inArray(s.games.gameId, ids)).all()
  const byId = new Map(rows.map((r) => [r.gameId, toGameCard(r)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Throws unless `memberId` is an active, real (non-trial) member of the brand. */
export function requireRealMember(sqlite: Database, brandCode: string, memberId: number): void {
  const m = sqlite.prepare<{ type: number; status: string }, [number, string]>('SELECT type, status FROM members WHERE id = ? AND brand_code = ?').get(memberId, brandCode)
  if (m?.status !== 'ACTIVE') throw new FavouriteError('MEMBER_NOT_FOUND', 'errors.notLoggedIn', 401)
  if (isTrial(m.type)) throw new FavouriteError('NEED_TRUE_ACCOUNT', 'errors.needTrueAccount', 403)
}

export function favouritesModule(ctx: PlatformContext) {
  const sqlite: Database = ctx.db.$client
  const { brandCode } = ctx
  const q = {
    ids: sqlite.prepare<{ node_id: string }, [number, string]>('SELECT node_id FROM favourite_games WHERE member_id = ? AND brand_code = ? ORDER BY created_at DESC, game_id DESC'),
    page: sqlite.prepare<{ game_id: number }, [number, string, string | null, string | null, number, number]>(
      `SELECT game_id FROM favourite_games WHERE member_id = ?1 AND brand_code = ?2 AND (?3 IS NULL OR game_type = ?3) AND (?4 IS NULL OR vendor_code = ?4)
       ORDER BY created_at DESC, game_id DESC LIMIT ?5 OFFSET ?6`,
    ),
    count: sqlite.prepare<{ n: number }, [number, string, string | null, string | null]>(
      `SELECT count(*) AS n FROM favourite_games WHERE member_id = ?1 AND brand_code = ?2 AND (?3 IS NULL OR game_type = ?3) AND (?4 IS NULL OR vendor_code = ?4)`,
    ),
    // NOTE: node_id has no index of its own; game type and vendor narrow the scan to one vendor's
    // games through games_type_vendor_seq_idx.
    game: sqlite.prepare<{ game_id: number; node_id: string; vendor_code: string; game_type: string }, [string, string, string]>(
      'SELECT game_id, node_id, vendor_code, game_type FROM games WHERE game_type = ? AND vendor_code = ? AND node_id = ?',
    ),
    has: sqlite.prepare<{ n: number }, [number, number]>('SELECT count(*) AS n FROM favourite_games WHERE member_id = ? AND game_id = ?'),
    insert: sqlite.prepare<never, [string, number, number, string, string, string, number]>(
      `INSERT INTO favourite_games (brand_code, member_id, game_id, node_id, vendor_code, game_type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (member_id, game_id) DO NOTHING`,
    ),
    remove: sqlite.prepare<never, [number, string, string]>('DELETE FROM favourite_games WHERE member_id = ? AND brand_code = ? AND node_id = ?'),
  }

  return {
    /**
     * The nodeIds of a member's favourites, newest first (MCSFE_getFavoriteGames).
     * @throws FavouriteError NEED_TRUE_ACCOUNT (trial), MEMBER_NOT_FOUND
     */
    ids(memberId: number): string[] {
      requireRealMember(sqlite, brandCode, memberId)
      return q.ids.all(memberId, brandCode).map((r) => r.node_id)
    },

    /**
     * One page of a member's favourite games as game cards, newest first, optionally of one game type
     * and vendor (MCSFE_getFavoriteGamesList). Pages start at 1; a page past the end is empty.
     * @throws FavouriteError NEED_TRUE_ACCOUNT (trial), MEMBER_NOT_FOUND
     */
    list(memberId: number, query: { pageNo: number; pageSize: number; gameType?: string; vendor?: string }): FavouritePage {
      requireRealMember(sqlite, brandCode, memberId)
      const type = query.gameType ?? null
      const vendor = query.vendor ?? null
      const total = q.count.get(memberId, brandCode, type, vendor)!.n
      const ids = q.page.all(memberId, brandCode, type, vendor, query.pageSize, (query.pageNo - 1) * query.pageSize).map((r) => r.game_id)
      return { content: cardsInOrder(ctx, ids), pageNum: query.pageNo, totalPages: Math.ceil(total / query.pageSize), total }
    },

    /**
     * Makes a game a favourite (MCSFE_addFavoriteGameV2); a game that already is one stays as it was.
     * @throws FavouriteError GAME_NOT_FOUND (no such nodeId with that vendor and type, 404),
     *   FAVOURITES_FULL (already {@link MAX_FAVOURITES}, 409), NEED_TRUE_ACCOUNT, MEMBER_NOT_FOUND
     */
    add(memberId: number, game: AddFavourite): FavouriteChange {
      requireRealMember(sqlite, brandCode, memberId)
      const row = q.game.get(game.gameType, game.vendor, game.nodeId)
      if (!row) throw new FavouriteError('GAME_NOT_FOUND', 'records.errors.gameNotFound', 404)
      ctx.db.transaction(
        () => {
          if (q.has.get(memberId, row.game_id)!.n > 0) return
          if (q.count.get(memberId, brandCode, null, null)!.n >= MAX_FAVOURITES) {
            throw new FavouriteError('FAVOURITES_FULL', 'records.errors.favouritesFull', 409, { max: MAX_FAVOURITES })
          }
          q.insert.run(brandCode, memberId, row.game_id, row.node_id, row.vendor_code, row.game_type, ctx.now())
        },
        { behavior: 'immediate' },
      )
      return { nodeId: row.node_id, favourite: true }
    },

    /**
     * Removes a game from the favourites (MCSFE_removeFavoriteGameV2); removing one that is not a
     * favourite (or not in the catalogue) succeeds and changes nothing.
     * @throws FavouriteError NEED_TRUE_ACCOUNT, MEMBER_NOT_FOUND
     */
    remove(memberId: number, nodeId: string): FavouriteChange {
      requireRealMember(sqlite, brandCode, memberId)
      q.remove.run(memberId, brandCode, nodeId)
      return { nodeId, favourite: false }
    },
  }
}

export type Favourites = ReturnType<typeof favouritesModule>
