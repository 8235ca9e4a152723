/**
 * The lottery calls of product-spec §7 (issue 5 "Lottery"; shapes in shared/lottery/api.ts):
 * - GET /lgw/vn/games/game_menu (T) ?prizeMode&lottoArea → LotteryMenuEntry[]: each game with the
 *   draw taking bets, its countdown (ms) and the last opened numbers;
 * - GET /lgw/vn/games/game_menu/recent (T) ?size → the member's recently bet lottery games, same shape;
 * - GET /lgw/vn/numeros/opened/game ?gameCode&pageNo&pageSize → a game's opened draws, newest first,
 *   with the commitment and the revealed salt ({ list, pageNum, totalPages, total });
 * - GET /lotto/lgw/games/opened/numero (T) ?gameCodes|lottoArea → the latest opened draw of each game;
 * - GET /lgw/vn/games/launch (T) — the lottery launch with spec §7's parameters (lottoArea,
 *   launchMode, lottoPrizeMode, lottoGameCode, lottoView betting|lobby, device, backUrl, language) →
 *   the lottery page's URL and a fresh launch token for the lottery vendor.
 * The general lottery menus (/lgw/games/game_menus) stay in games.ts.
 */
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { fail, ok } from './envelope'
import { validate } from './validate'
import { loadSession, requireSession } from './session'
import { menuEntryView } from '../platform/lottery'
import { AREA_PATHS } from '../../shared/lottery/games'
import { GameMenuQuerySchema, LotteryLaunchQuerySchema, OpenedGameQuerySchema, OpenedNumeroQuerySchema, RecentMenuQuerySchema } from '../../shared/lottery/api'

export const lotteryRoutes = new Hono<AppEnv>()
  .get('/lgw/vn/games/game_menu', requireSession, validate('query', GameMenuQuerySchema), (c) => {
    const { prizeMode, lottoArea } = c.req.valid('query')
    const { lottery } = c.get('platform')
    const now = c.get('platform').now()
    return ok(
      c,
      lottery.menu({ area: lottoArea, prizeMode }, now).map((e) => menuEntryView(e, now)),
    )
  })
  .get('/lgw/vn/games/game_menu/recent', requireSession, validate('query', RecentMenuQuerySchema), (c) => {
    const { lottery } = c.get('platform')
    const now = c.get('platform').now()
    return ok(
      c,
      lottery.recentMenu(c.var.session.memberId, c.req.valid('query').size, now).map((e) => menuEntryView(e, now)),
    )
  })
  .get('/lgw/vn/numeros/opened/game', validate('query', OpenedGameQuerySchema), (c) => {
    const { gameCode, pageNo, pageSize } = c.req.valid('query')
    const page = c.get('platform').lottery.opened(gameCode, pageNo, pageSize)
    return page ? ok(c, page) : fail(c, 404, 'GAME_NOT_FOUND', 'lottery.errors.gameNotFound')
  })
  .get('/lotto/lgw/games/opened/numero', loadSession, requireSession, validate('query', OpenedNumeroQuerySchema), (c) => {
    const { gameCodes, lottoArea } = c.req.valid('query')
    const { lottery } = c.get('platform')
    const codes = gameCodes
      ? gameCodes.split(',').filter(Boolean).slice(0, 200)
      : lottery.games
          .all()
          .filter((g) => !lottoArea || g.area === lottoArea)
          .map((g) => g.gameCode)
    return ok(c, { list: lottery.latestOpened(codes) })
  })
  .get('/lgw/vn/games/launch', requireSession, validate('query', LotteryLaunchQuerySchema), (c) => {
    const q = c.req.valid('query')
    const { lottery, play } = c.get('platform')
    const game = lottery.games.byCode(q.lottoGameCode)
    if (!game) return fail(c, 404, 'GAME_NOT_FOUND', 'lottery.errors.gameNotFound')
    const issued = play.launcher.issueToken(c.var.session.memberId, game.nodeId)
    const url = `${AREA_PATHS[game.area]}?${new URLSearchParams({ gameCode: game.gameCode, lottoView: q.lottoView })}`
    return ok(c, {
      url,
      token: issued.token,
      expiresAt: issued.expiresAt,
      vendor: game.vendorCode,
      lottoArea: game.area,
      launchMode: 'LOTT',
      lottoPrizeMode: game.prizeMode,
      lottoGameCode: game.gameCode,
      lottoView: q.lottoView,
      language: c.get('language'),
    })
  })
