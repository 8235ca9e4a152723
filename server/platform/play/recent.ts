/**
 * Recent games (spec §3 "Recent query", §7 GCS_recentGame, §9 size 20): the games a member played,
 * each once, the most recently played first, read from the launch tokens the launcher issues
 * (member, game and time; the lottery pages issue one too) and from the member's lottery tickets
 * (a ticket bet counts as playing its LOTT/ELOTT game at the ticket's time), like any other game.
 * Trial accounts cannot launch and are refused like on the favourites (NEED_TRUE_ACCOUNT).
 * Times UTC ms.
 */
import type { Database } from 'bun:sqlite'
import type { PlatformContext } from '../context'
import { cardsInOrder, requireRealMember } from './favourites'
import type { RecentPage } from '../../../shared/schemas/favourites'

export function recentModule(ctx: PlatformContext) {
  const sqlite: Database = ctx.db.$client
  const { brandCode } = ctx
  // NOTE: the member's tokens (launch_tokens_member_idx) and lottery tickets (lottery_tickets_member_idx),
  // joined to the catalogue through its unique (vendor, code, type) index, so a game dropped from the
  // catalogue disappears. A ticket names no type: its game is the vendor's LOTT or ELOTT game of that code.
  const plays = `SELECT vendor_code, game_code, game_type, created_at FROM launch_tokens WHERE member_id = ?1 AND brand_code = ?2
    UNION ALL SELECT vendor_code, game_code, NULL, created_at FROM lottery_tickets WHERE member_id = ?1 AND brand_code = ?2 AND state <> 'VOID'`
  const played = `SELECT g.game_id AS game_id, max(p.created_at) AS last FROM (${plays}) p
    JOIN games g ON g.vendor_code = p.vendor_code AND g.game_code = p.game_code
      AND (g.game_type = p.game_type OR (p.game_type IS NULL AND g.game_type IN ('LOTT', 'ELOTT')))
    WHERE (?3 IS NULL OR g.game_type = ?3) AND (?4 IS NULL OR g.vendor_code = ?4)
    GROUP BY g.game_id`
  const q = {
    page: sqlite.prepare<{ game_id: number; last: number }, [number, string, string | null, string | null, number, number]>(`${played} ORDER BY last DESC, game_id DESC LIMIT ?5 OFFSET ?6`),
    count: sqlite.prepare<{ n: number }, [number, string, string | null, string | null]>(`SELECT count(*) AS n FROM (${played})`),
    types: sqlite.prepare<{ game_type: string }, [number, string, null, null]>(`SELECT DISTINCT g.game_type FROM (${played}) r JOIN games g ON g.game_id = r.game_id`),
  }

  return {
    /**
     * One page of the games a member launched, newest launch first, optionally of one game type and
     * vendor (GCS_recentGame). Pages start at 1; a page past the end is empty.
     * @throws FavouriteError NEED_TRUE_ACCOUNT (trial, 403), MEMBER_NOT_FOUND (401)
     */
    list(memberId: number, query: { page: number; pageSize: number; gameType?: string; vassalage?: string }): RecentPage {
      requireRealMember(sqlite, brandCode, memberId)
      const type = query.gameType ?? null
      const vendor = query.vassalage ?? null
      const total = q.count.get(memberId, brandCode, type, vendor)!.n
      const rows = q.page.all(memberId, brandCode, type, vendor, query.pageSize, (query.page - 1) * query.pageSize)
      const last = new Map(rows.map((r) => [r.game_id, r.last]))
      const list = cardsInOrder(
        ctx,
        rows.map((r) => r.game_id),
      ).map((g) => ({ ...g, lastPlayedAt: last.get(g.gameId)! }))
      return { list, pageNum: query.page, totalPages: Math.ceil(total / query.pageSize), total }
    },

    /** The game types a member has launched games of (any order). */
    gameTypes(memberId: number): string[] {
      return q.types.all(memberId, brandCode, null, null).map((r) => r.game_type)
    },
  }
}

export type Recent = ReturnType<typeof recentModule>
