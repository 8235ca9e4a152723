/**
 * The game catalogue: paged lists with every filter of spec §3, hot games, vendor game types,
 * the winner board and the lottery game menus.
 * @see product-spec §3 "Game card", "Game list query"; §4 "Game list"; §7
 */
import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm'
import * as s from '../../../db/schema/platform'
import type { PlatformContext } from '../context'
import type { GameCard, GameListPage, GameListQuery } from '../../../shared/schemas/game'

type GameRow = typeof s.games.$inferSelect

/** Maps a catalogue row to the spec's game card (minBet to major units). */
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
    minBet: g.minBet / 100,
    lineNum: g.lineNum,
  }
}

/** Escapes LIKE wildcards so a search for '50%' finds the text, not everything. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export function gameModule(ctx: PlatformContext) {
  const { db, brandCode } = ctx

  /**
   * One page of games of a type, filtered (spec §3 query fields). Pages start at 1; a page past the
   * end returns no games with the real totalPages.
   */
  function list(q: Pick<GameListQuery, 'gameType' | 'vassalage' | 'gameClassify' | 'isNew' | 'gameName' | 'minBet' | 'minLineNum' | 'pageNo' | 'pageSize'>): GameListPage {
    const where: SQL[] = [eq(s.games.gameType, q.gameType)]
    if (q.vassalage) where.push(eq(s.games.vendorCode, q.vassalage))
    if (q.gameClassify) where.push(eq(s.games.classification, q.gameClassify))
    if (q.isNew) where.push(eq(s.games.isNew, 1))
    if (q.gameName) where.push(sql`${s.games.searchName} like ${likeContains(q.gameName)} escape '\\'`)
    if (q.minBet !== undefined) where.push(gte(s.games.minBet, Math.round(q.minBet * 100)))
    if (q.minLineNum !== undefined) where.push(gte(s.games.lineNum, q.minLineNum))
    const cond = and(...where)
    const total = db.select({ n: sql<number>`count(*)` }).from(s.games).where(cond).get()?.n ?? 0
    const rows = db.select().from(s.games).where(cond)
      .orderBy(asc(s.games.sequence), asc(s.games.gameId))
      .limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).all()
    return { games: rows.map(toGameCard), pageNum: q.pageNo, totalPages: Math.ceil(total / q.pageSize), total }
  }

  /** Hot games, all types or one, in hot rank order (spec §4: the hot list has no paging). */
  function hot(gameType?: string): GameCard[] {
    const where = gameType ? and(eq(s.games.isHot, 1), eq(s.games.gameType, gameType)) : eq(s.games.isHot, 1)
    return db.select().from(s.games).where(where).orderBy(asc(s.games.hotRank), asc(s.games.gameId)).all().map(toGameCard)
  }

  /** Game types and classifications each vendor serves (GCSGAME_getVassGameType). */
  function vendorGameTypes(vassalage?: string) {
    const rows = db.select({ vassalage: s.games.vendorCode, gameType: s.games.gameType, classify: s.games.classification, n: sql<number>`count(*)` })
      .from(s.games).where(vassalage ? eq(s.games.vendorCode, vassalage) : undefined)
      .groupBy(s.games.vendorCode, s.games.gameType, s.games.classification)
      .orderBy(asc(s.games.vendorCode), asc(s.games.gameType), asc(s.games.classification)).all()
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

  /** Winner board (GCSGAME_getRankList): latest wins first; `winAmount` in major units. */
  function rankList(gameCategory: string, limitNum: number) {
    return db.select().from(s.winners)
      .where(gameCategory === 'ALL' ? eq(s.winners.brandCode, brandCode) : and(eq(s.winners.brandCode, brandCode), eq(s.winners.gameType, gameCategory)))
      .orderBy(desc(s.winners.wonAt), desc(s.winners.id)).limit(limitNum).all()
      .map((w) => ({ player: w.player, gameName: w.gameName, gameType: w.gameType, prize: w.prize, winAmount: w.winAmount / 100, wonAt: w.wonAt }))
  }

  /**
   * Lottery game menus (/lgw/games/game_menus): LOTT and ELOTT games grouped by vendor with the
   * prize mode of spec §4 (ELOTT when the ELOTT vendors include TCG_LOTTO_VN or LOTT, else LOTT;
   * TCG_SEA games use SEA).
   */
  function lotteryMenus() {
    const rows = db.select().from(s.games).where(sql`${s.games.gameType} in ('LOTT', 'ELOTT')`)
      .orderBy(asc(s.games.gameType), asc(s.games.vendorCode), asc(s.games.sequence)).all()
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

  /** Distinct classifications of a game type (and vendor), in catalogue order. */
  function classifications(gameType: string, vassalage?: string): string[] {
    return db.selectDistinct({ c: s.games.classification }).from(s.games)
      .where(vassalage ? and(eq(s.games.gameType, gameType), eq(s.games.vendorCode, vassalage)) : eq(s.games.gameType, gameType))
      .orderBy(asc(s.games.classification)).all().map((r) => r.c)
  }

  return { list, hot, vendorGameTypes, rankList, lotteryMenus, byNodeId, classifications }
}
