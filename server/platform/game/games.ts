/**
 * The game catalogue: paged lists with every filter of spec §3, hot games, vendor game types,
 * the winner board and the lottery game menus.
 * @see product-spec §3 "Game card", "Game list query"; §4 "Game list"; §7
 */
import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm'
import type { Statement } from 'bun:sqlite'
import * as s from '../../../db/schema/platform'
import type { PlatformContext } from '../context'
import { memoByVersion } from '../memo'
import type { GameCard, GameListPage, GameListQuery } from '../../../shared/schemas/game'

type GameRow = typeof s.games.$inferSelect

/** The filters of a game list query (everything but paging); `minBet` in minor units, as everything in the platform. */
export type ListFilter = Pick<GameListQuery, 'gameType' | 'vassalage' | 'gameClassify' | 'isNew' | 'gameName' | 'minBet' | 'minLineNum'>

/**
 * Maps a catalogue row to the spec's game card, `minBet` in minor units (the gateway's `toApi`
 * gives the API's major units, decision 0001).
 */
export function toGameCard(g: GameRow): GameCard {
  return {
    gameId: g.gameId,
    nodeId: g.nodeId,
    nodeName: g.gameName,
    gameName: g.gameName,
    displayName: g.displayName,
    gameType: g.gameType,
    vassalage: g.vendorCode,
    gameCode: g.gameCode,
    isGame: g.isGame,
    isHot: g.isHot ? 1 : 0,
    isNew: g.isNew ? 1 : 0,
    iconUrl: g.iconUrl,
    lagerIcon: g.lagerIcon,
    gameClassify: g.classification,
    minBet: g.minBet,
    lineNum: g.lineNum,
  }
}

/** Escapes LIKE wildcards so a search for '50%' finds the text, not everything. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export function gameModule(ctx: PlatformContext, contentVersion: () => number) {
  const { db, brandCode } = ctx
  // NOTE: a filter's ordered game ids are kept in memory until the catalogue's content version moves
  // (bounded; cleared wholesale when full). Counting a filter walks its index (~0.4 ms for 8,000
  // slots) and a deep OFFSET walks as many rows again; with the ids in hand, any page is one
  // primary-key read of its 18 rows, and totalPages is the list's length.
  const orders = new Map<string, { version: number; ids: Int32Array }>()

  function orderedIds(q: ListFilter): Int32Array {
    const version = contentVersion()
    const key = JSON.stringify([q.gameType, q.vassalage, q.gameClassify, q.isNew, q.gameName, q.minBet, q.minLineNum])
    const hit = orders.get(key)
    if (hit && hit.version === version) return hit.ids
    const where: SQL[] = [eq(s.games.gameType, q.gameType), eq(s.games.enabled, 1)]
    if (q.vassalage) where.push(eq(s.games.vendorCode, q.vassalage))
    if (q.gameClassify) where.push(eq(s.games.classification, q.gameClassify))
    if (q.isNew) where.push(eq(s.games.isNew, 1))
    if (q.gameName) where.push(sql`${s.games.searchName} like ${likeContains(q.gameName)} escape '\\'`)
    if (q.minBet !== undefined) where.push(gte(s.games.minBet, q.minBet))
    if (q.minLineNum !== undefined) where.push(gte(s.games.lineNum, q.minLineNum))
    // sequence is unique within a game type (seed), so it alone orders the list and rides the index.
    const rows = db
      .select({ id: s.games.gameId })
      .from(s.games)
      .where(and(...where))
      .orderBy(asc(s.games.sequence))
      .all()
    const ids = Int32Array.from(rows, (r) => r.id)
    if (orders.size >= 2_000) orders.clear()
    orders.set(key, { version, ids })
    return ids
  }

  /**
   * One page of games of a type, filtered (spec §3 query fields). Pages start at 1; a page past the
   * end returns no games with the real totalPages.
   */
  // NOTE: the hot read of a page goes to bun:sqlite directly, selecting the card's columns in the
  // card's shape, with one statement prepared per page length: drizzle's query building and row
  // mapping cost ~6× the read itself (measured: 142 µs vs 22 µs for 18 rows). Keep CARD_COLUMNS in
  // step with toGameCard.
  const CARD_COLUMNS = [
    'game_id as gameId',
    'node_id as nodeId',
    'game_name as nodeName',
    'game_name as gameName',
    'display_name as displayName',
    'game_type as gameType',
    'vendor_code as vassalage',
    'game_code as gameCode',
    'is_game as isGame',
    'is_hot as isHot',
    'is_new as isNew',
    'icon_url as iconUrl',
    'lager_icon as lagerIcon',
    'classification as gameClassify',
    'min_bet as minBet',
    'line_num as lineNum',
  ].join(', ')
  const pageStatements = new Map<number, Statement<GameCard, number[]>>()
  function cardsByIds(ids: number[]): GameCard[] {
    let stmt = pageStatements.get(ids.length)
    if (!stmt) {
      stmt = db.$client.query<GameCard, number[]>(`select ${CARD_COLUMNS} from games where game_id in (${ids.map(() => '?').join(',')})`)
      pageStatements.set(ids.length, stmt)
    }
    return stmt.all(...ids)
  }

  function list(q: ListFilter & Pick<GameListQuery, 'pageNo' | 'pageSize'>): GameListPage {
    const ids = orderedIds(q)
    const pageIds = Array.from(ids.subarray((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize))
    const cards = pageIds.length ? cardsByIds(pageIds) : []
    const byId = new Map(cards.map((c) => [c.gameId, c]))
    const games = pageIds.flatMap((id) => byId.get(id) ?? [])
    return { games, pageNum: q.pageNo, totalPages: Math.ceil(ids.length / q.pageSize), total: ids.length }
  }

  /** Hot games, all types or one, in hot rank order (spec §4: the hot list has no paging). */
  function hot(gameType?: string): GameCard[] {
    const where = gameType ? and(eq(s.games.isHot, 1), eq(s.games.enabled, 1), eq(s.games.gameType, gameType)) : and(eq(s.games.isHot, 1), eq(s.games.enabled, 1))
    return db.select().from(s.games).where(where).orderBy(asc(s.games.hotRank), asc(s.games.gameId)).all().map(toGameCard)
  }

  /** Game types and classifications each vendor serves (GCSGAME_getVassGameType). */
  function vendorGameTypes(vassalage?: string) {
    const rows = db
      .select({ vassalage: s.games.vendorCode, gameType: s.games.gameType, classify: s.games.classification, n: sql<number>`count(*)` })
      .from(s.games)
      .where(vassalage ? and(eq(s.games.enabled, 1), eq(s.games.vendorCode, vassalage)) : eq(s.games.enabled, 1))
      .groupBy(s.games.vendorCode, s.games.gameType, s.games.classification)
      .orderBy(asc(s.games.vendorCode), asc(s.games.gameType), asc(s.games.classification))
      .all()
    const out = new Map<string, { vassalage: string; gameType: string; gameClassify: string[]; gameCount: number }>()
    for (const r of rows) {
      const key = `${r.vassalage}:${r.gameType}`
      const e = out.get(key) ?? { vassalage: r.vassalage, gameType: r.gameType, gameClassify: [], gameCount: 0 }
      e.gameClassify.push(r.classify)
      e.gameCount += r.n
      out.set(key, e)
    }
    return [...out.values()]
  }

  /** Winner board (GCSGAME_getRankList): latest wins first; `winAmount` in minor units. */
  function rankList(gameCategory: string, limitNum: number) {
    return db
      .select()
      .from(s.winners)
      .where(gameCategory === 'ALL' ? eq(s.winners.brandCode, brandCode) : and(eq(s.winners.brandCode, brandCode), eq(s.winners.gameType, gameCategory)))
      .orderBy(desc(s.winners.wonAt), desc(s.winners.id))
      .limit(limitNum)
      .all()
      .map((w) => ({ player: w.player, gameName: w.gameName, gameType: w.gameType, prize: w.prize, winAmount: w.winAmount, wonAt: w.wonAt }))
  }

  /**
   * Lottery game menus (/lgw/games/game_menus): LOTT and ELOTT games grouped by vendor with the
   * prize mode of spec §4 (ELOTT when the ELOTT vendors include TCG_LOTTO_VN or LOTT, else LOTT;
   * TCG_SEA games use SEA).
   */
  function lotteryMenus() {
    const rows = db.select().from(s.games).where(sql`${s.games.gameType} in ('LOTT', 'ELOTT')`).orderBy(asc(s.games.gameType), asc(s.games.vendorCode), asc(s.games.sequence)).all()
    const elottVendors = new Set(rows.filter((r) => r.gameType === 'ELOTT').map((r) => r.vendorCode))
    const defaultMode = elottVendors.has('TCG_LOTTO_VN') || elottVendors.has('LOTT') ? 'ELOTT' : 'LOTT'
    const menus = new Map<string, { vassalage: string; gameType: string; prizeMode: string; games: { gameCode: string; gameName: string; nodeId: string; iconUrl: string }[] }>()
    for (const r of rows) {
      const key = `${r.gameType}:${r.vendorCode}`
      const prizeMode = r.vendorCode === 'TCG_SEA' ? 'SEA' : r.gameType === 'ELOTT' ? 'ELOTT' : defaultMode
      const m = menus.get(key) ?? { vassalage: r.vendorCode, gameType: r.gameType, prizeMode, games: [] }
      m.games.push({ gameCode: r.gameCode, gameName: r.gameName, nodeId: r.nodeId, iconUrl: r.iconUrl })
      menus.set(key, m)
    }
    return [...menus.values()]
  }

  function byNodeId(nodeId: string): GameCard | null {
    const row = db.select().from(s.games).where(eq(s.games.nodeId, nodeId)).get()
    return row ? toGameCard(row) : null
  }

  /** The game a vendor serves under `gameCode` in `gameType` (the catalogue's unique key), or null. */
  function byCode(vendorCode: string, gameCode: string, gameType: string): GameCard | null {
    const row = db
      .select()
      .from(s.games)
      .where(and(eq(s.games.vendorCode, vendorCode), eq(s.games.gameCode, gameCode), eq(s.games.gameType, gameType)))
      .get()
    return row ? toGameCard(row) : null
  }

  /** Distinct classifications of a game type (and vendor), in catalogue order. */
  function classifications(gameType: string, vassalage?: string): string[] {
    return db
      .selectDistinct({ c: s.games.classification })
      .from(s.games)
      .where(vassalage ? and(eq(s.games.enabled, 1), eq(s.games.gameType, gameType), eq(s.games.vendorCode, vassalage)) : and(eq(s.games.enabled, 1), eq(s.games.gameType, gameType)))
      .orderBy(asc(s.games.classification))
      .all()
      .map((r) => r.c)
  }

  return {
    list,
    hot: memoByVersion(contentVersion, hot),
    vendorGameTypes: memoByVersion(contentVersion, vendorGameTypes),
    rankList,
    lotteryMenus: memoByVersion(contentVersion, lotteryMenus),
    byNodeId,
    byCode,
    classifications: memoByVersion(contentVersion, classifications),
  }
}
