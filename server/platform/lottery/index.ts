/**
 * The lottery (issue 5 "Lottery"; decision 0014), exposed as `platform.lottery`:
 * - `games`: the catalogue's LOTT/ELOTT games with area, format, schedule, prize mode, bet types;
 * - `draws`: draws on each game's schedule with committed numbers (draws.ts);
 * - `tickets`: the embedded lottery vendor's tickets (tickets.ts), written by server/vendors/lottery;
 * - `menu`, `opened`, `latestOpened`, `recentMenu`: what the lobby's lottery calls and pages read
 *   (spec §7 `/lgw/vn/games/game_menu`, `…/recent`, `/lgw/vn/numeros/opened/game`,
 *   `/lotto/lgw/games/opened/numero`).
 * Money minor units, times UTC ms. Knows nothing of HTTP.
 */
import type { PlatformContext } from '../context'
import { lotteryGames, type LotteryGame, type LotteryMenus } from './games'
import { lotteryDraws, type Draw } from './draws'
import { lotteryTickets } from './tickets'
import type { LotteryArea } from '../../../shared/lottery/games'
import type { PrizeMode } from '../../../shared/lottery/bets'
import type { DrawView, LotteryMenuEntry } from '../../../shared/lottery/api'

export type { LotteryGame } from './games'
export type { Draw } from './draws'
export type { Ticket, TicketWithDraw, TicketState } from './tickets'

/** A draw as anyone may see it (shared/lottery/api.ts DrawView): numbers and salt only once drawn. */
export type PublicDraw = DrawView

/** Hides an open draw's secret numbers; CLOSED = betting over, numbers not yet published. */
export function publicDraw(d: Draw, now: number): PublicDraw {
  const drawn = d.status === 'DRAWN'
  return {
    numero: d.numero,
    openAt: d.openAt,
    closeAt: d.closeAt,
    drawAt: d.drawAt,
    commitment: d.commitment,
    status: drawn ? 'DRAWN' : now >= d.closeAt ? 'CLOSED' : 'OPEN',
    numbers: drawn ? d.numbers : null,
    salt: drawn ? d.salt : null,
    settled: d.settledAt !== null,
  }
}

/** One game of the lottery menu with its betting draw (spec §7 game_menu). */
export interface MenuEntry {
  game: LotteryGame
  current: Draw
  last: Draw | null
}

export function lotteryModule(ctx: PlatformContext, menus: LotteryMenus) {
  const games = lotteryGames(ctx, menus)
  const draws = lotteryDraws(ctx)
  const tickets = lotteryTickets(ctx)

  function menuOf(list: LotteryGame[], now: number): MenuEntry[] {
    return list.map((game) => ({ game, current: draws.current(game, now), last: draws.lastDrawn(game.gameCode) }))
  }

  return {
    games,
    draws,
    tickets,

    /** The menu of lottery games (of an area, a prize mode) with their betting and last draws. */
    menu(filter: { area?: LotteryArea; prizeMode?: PrizeMode } = {}, now = ctx.now()): MenuEntry[] {
      const list = games.all().filter((g) => (!filter.area || g.area === filter.area) && (!filter.prizeMode || g.prizeMode === filter.prizeMode))
      return menuOf(list, now)
    },

    /** The member's recently bet lottery games (newest first, at most `size`) as menu entries. */
    recentMenu(memberId: number, size: number, now = ctx.now()): MenuEntry[] {
      const list = tickets
        .recentGames(memberId, size)
        .map((code) => games.byCode(code))
        .filter((g): g is LotteryGame => g !== null)
      return menuOf(list, now)
    },

    /** A game's opened numbers, newest first (paged from 1); null for an unknown game. */
    opened(gameCode: string, pageNo: number, pageSize: number, now = ctx.now()) {
      if (!games.byCode(gameCode)) return null
      const page = draws.opened(gameCode, pageNo, pageSize)
      return { list: page.list.map((d) => publicDraw(d, now)), pageNum: pageNo, total: page.total, totalPages: Math.max(1, Math.ceil(page.total / pageSize)) }
    },

    /** The latest opened draw of each game named (unknown codes skipped). */
    latestOpened(gameCodes: string[], now = ctx.now()) {
      return gameCodes.flatMap((code) => {
        const game = games.byCode(code)
        const last = game ? draws.lastDrawn(code) : null
        return game && last ? [{ gameCode: code, gameName: game.gameName, ...publicDraw(last, now) }] : []
      })
    },
  }
}

export type Lottery = ReturnType<typeof lotteryModule>

/** A menu entry in the shape of spec §7 game_menu (shared/lottery/api.ts LotteryMenuEntry). */
export function menuEntryView(e: MenuEntry, now: number): LotteryMenuEntry {
  const { game, current, last } = e
  return {
    gameCode: game.gameCode,
    gameName: game.gameName,
    vassalage: game.vendorCode,
    gameType: game.gameType,
    nodeId: game.nodeId,
    iconUrl: game.iconUrl,
    area: game.area,
    region: game.region,
    prizeMode: game.prizeMode,
    classification: game.classification,
    everyMs: game.schedule.kind === 'interval' ? game.schedule.everyMs : null,
    current: { numero: current.numero, closeAt: current.closeAt, drawAt: current.drawAt, commitment: current.commitment },
    countdown: Math.max(0, current.closeAt - now),
    last: last ? { numero: last.numero, numbers: last.numbers, drawAt: last.drawAt } : null,
  }
}
