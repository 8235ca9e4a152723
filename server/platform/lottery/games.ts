/**
 * The lottery games of the catalogue (LOTT and ELOTT types) with how each plays: area, draw format,
 * schedule, prize mode and bet types (shared/lottery). Prize modes come from the catalogue's lottery
 * menus (platform.games.lotteryMenus, spec §4 prize mode rule). Re-read when the menus change (the
 * brand's content version).
 * @see product-spec §3 prize modes, §4 prize mode and launch routing; decision 0014
 */
import type { Database } from 'bun:sqlite'
import type { PlatformContext } from '../context'
import { lotteryRulesOf, type LotteryArea, type VnRegion } from '../../../shared/lottery/games'
import { betTypesOf, PRIZE_MODES, type BetType, type PrizeMode } from '../../../shared/lottery/bets'
import type { LotteryFormat } from '../../../shared/lottery/formats'
import type { Schedule } from '../../../shared/lottery/schedule'

/** A catalogue lottery game with its rules. `minBet` in minor units. */
export interface LotteryGame {
  gameCode: string
  gameName: string
  vendorCode: string
  gameType: string
  classification: string
  nodeId: string
  iconUrl: string
  minBet: number
  area: LotteryArea
  region: VnRegion | null
  prizeMode: PrizeMode
  format: LotteryFormat
  schedule: Schedule
  betTypes: BetType[]
}

/** The lottery menus as platform.games.lotteryMenus() answers them (memoised per content version). */
export type LotteryMenus = () => { vassalage: string; gameType: string; prizeMode: string; games: { gameCode: string }[] }[]

interface GameRow {
  vendor_code: string
  game_code: string
  game_type: string
  classification: string
  game_name: string
  node_id: string
  icon_url: string
  min_bet: number
}

export function lotteryGames(ctx: PlatformContext, menus: LotteryMenus) {
  const sqlite: Database = ctx.db.$client
  const rows = sqlite.prepare<GameRow, []>(
    `SELECT vendor_code, game_code, game_type, classification, game_name, node_id, icon_url, min_bet FROM games
     WHERE game_type IN ('LOTT', 'ELOTT') ORDER BY game_type, vendor_code, sequence, game_code`,
  )
  let cache: { menus: ReturnType<LotteryMenus>; all: LotteryGame[]; byCode: Map<string, LotteryGame> } | null = null

  function load() {
    const m = menus()
    if (cache && cache.menus === m) return cache
    const modes = new Map<string, PrizeMode>()
    for (const menu of m) {
      const mode = (PRIZE_MODES as readonly string[]).includes(menu.prizeMode) ? (menu.prizeMode as PrizeMode) : 'LOTT'
      for (const g of menu.games) modes.set(`${menu.vassalage}:${g.gameCode}`, mode)
    }
    const all = rows.all().map((r): LotteryGame => {
      const rules = lotteryRulesOf({ vendorCode: r.vendor_code, gameCode: r.game_code, classification: r.classification })
      const prizeMode = modes.get(`${r.vendor_code}:${r.game_code}`) ?? 'LOTT'
      return {
        gameCode: r.game_code,
        gameName: r.game_name,
        vendorCode: r.vendor_code,
        gameType: r.game_type,
        classification: r.classification,
        nodeId: r.node_id,
        iconUrl: r.icon_url,
        minBet: r.min_bet,
        ...rules,
        prizeMode,
        betTypes: betTypesOf(rules.format, prizeMode),
      }
    })
    // NOTE: a game code names one game across the lottery vendors; the first (catalogue order) wins if not.
    const byCode = new Map<string, LotteryGame>()
    for (const g of all) if (!byCode.has(g.gameCode)) byCode.set(g.gameCode, g)
    cache = { menus: m, all, byCode }
    return cache
  }

  return {
    /** Every lottery game, in catalogue order. */
    all: (): LotteryGame[] => load().all,
    /** The games of one page's area. */
    ofArea: (area: LotteryArea): LotteryGame[] => load().all.filter((g) => g.area === area),
    /** A game by its code, or null. */
    byCode: (gameCode: string): LotteryGame | null => load().byCode.get(gameCode) ?? null,
  }
}

export type LotteryGames = ReturnType<typeof lotteryGames>
