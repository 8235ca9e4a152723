/**
 * The embedded lottery vendor (issue 5 "Lottery"; DESIGN §5): takes tickets on the draw that is open
 * for bets and settles them at the draw, through the platform's seamless wallet over HTTP exactly as
 * a third-party vendor would (`deps.wallet`, signed, with the game's catalogue vendor code:
 * TCG_LOTTO_VN, TCG_SEA, GPI, TCG, …).
 *
 * A ticket: PENDING row → wallet `bet` (`L<drawId>-<ticketId>:bet`, the lines' total) → PLACED. The
 * bet must reach the wallet before the draw's close time; one that lands after it (or after the
 * operator drew the game early) is rolled back and refused. At the draw every PLACED ticket is
 * decided at the odds it was placed at (SETTLING) and its win (`…:win`, 0 for a loss) is sent until
 * acknowledged → SETTLED; a ticket whose bet fate is unknown is rolled back (`…:rollback`) → VOID.
 * Every step is keyed by draw and ticket ids and guarded by the ticket's state, so settling again,
 * from another process or after a restart, moves no money twice.
 * Amounts minor units inside; the routes answer in major units.
 */
import { DomainError } from '../../platform/errors'
import type { Platform } from '../../platform'
import { ticketRoundId, type Ticket } from '../../platform/lottery/tickets'
import type { Draw, LotteryGame } from '../../platform/lottery'
import type { VendorDeps } from '../index'
import { vendorWallet, WalletDown, type WalletPlayer } from '../wallet-client'
import type { VendorAnswer } from '../../../shared/schemas/vendor-wallet'
import { normalizePick, oddsOf, type TicketLine } from '../../../shared/lottery/bets'
import { MAX_LINE_AMOUNT, MAX_TICKET_AMOUNT } from '../../../shared/lottery/api'
import { bettingSlotAt } from '../../../shared/lottery/schedule'
import { minLineOf } from './views'

export type LotteryErrorCode =
  | 'INVALID_TOKEN'
  | 'TOKEN_EXPIRED'
  | 'USER_DISABLED'
  | 'LIMIT_REACHED'
  | 'NOT_ENOUGH_MONEY'
  | 'BET_REFUSED'
  | 'WALLET_UNAVAILABLE'
  | 'GAME_NOT_FOUND'
  | 'DRAW_NOT_FOUND'
  | 'BETTING_CLOSED'
  | 'BAD_LINE'
  | 'BAD_PICK'
  | 'BELOW_MIN'
  | 'ABOVE_MAX_LINE'
  | 'ABOVE_MAX_TICKET'

/** A refusal of the lottery vendor; the message key lives in the `lottery.errors` namespace. */
export class LotteryError extends DomainError<LotteryErrorCode> {}

/** A member as the launch token names them. */
export type Player = WalletPlayer

/** A line as posted (amount in minor units, already parsed). */
export interface PostedLine {
  type: string
  pick: string
  amount: number
}

export function createLotteryVendor(platform: Platform, deps: VendorDeps) {
  const { wallet, catalogue } = deps
  const lottery = platform.lottery
  const currency = () => catalogue.currency()

  const walletOf = vendorWallet(wallet, { namespace: 'lottery', currency, error: (r) => new LotteryError(r.code, r.messageKey, r.status, r.details) })
  /** A wallet call, retried with the same body; WalletDown when it never answers. */
  const walletCall = walletOf.call
  const refusal = walletOf.refusal

  function gameOf(gameCode: string): LotteryGame {
    const game = lottery.games.byCode(gameCode)
    if (!game) throw new LotteryError('GAME_NOT_FOUND', 'lottery.errors.gameNotFound', 404)
    return game
  }

  /** The member a launch token names and the balance (minor units); refuses an unknown token. */
  const balanceOf = (token: string, vendor: string) => walletOf.balanceOf(vendor, token)
  const playerOf = (token: string, vendor: string) => walletOf.playerOf(vendor, token)

  /** Checks posted lines against the game: offered type, valid pick, stake limits. Returns them with their odds. */
  function checkLines(game: LotteryGame, posted: PostedLine[]): TicketLine[] {
    const min = minLineOf(game)
    const lines = posted.map((p, i): TicketLine => {
      const type = game.betTypes.find((t) => t.code === p.type)
      if (!type) throw new LotteryError('BAD_LINE', 'lottery.errors.badLine', 400, { line: i + 1 })
      const pick = normalizePick(type, p.pick)
      if (pick === null) throw new LotteryError('BAD_PICK', 'lottery.errors.badPick', 400, { line: i + 1 })
      if (p.amount < min) throw new LotteryError('BELOW_MIN', 'lottery.errors.belowMin', 400, { line: i + 1, min: min / 100 })
      if (p.amount > MAX_LINE_AMOUNT) throw new LotteryError('ABOVE_MAX_LINE', 'lottery.errors.aboveMaxLine', 400, { line: i + 1, max: MAX_LINE_AMOUNT / 100 })
      return { type: type.code, pick, amount: p.amount, oddsX100: oddsOf(type, pick) }
    })
    if (lines.reduce((a, l) => a + l.amount, 0) > MAX_TICKET_AMOUNT) throw new LotteryError('ABOVE_MAX_TICKET', 'lottery.errors.aboveMaxTicket', 400, { max: MAX_TICKET_AMOUNT / 100 })
    return lines
  }

  /** Rolls back a ticket's bet (fate unknown, or landed after the close); true once acknowledged. */
  async function voidTicket(t: Ticket): Promise<boolean> {
    lottery.tickets.voiding(t.id)
    const round = ticketRoundId(t)
    try {
      const answer = await walletCall(t.vendorCode, 'rollback', { user: String(t.memberId), txId: `${round}:rollback`, betTxId: `${round}:bet`, roundId: round })
      if (answer.status !== 'RS_OK') {
        console.error(`[lottery] rollback of ${round} refused: ${answer.status}`)
        return false
      }
      return lottery.tickets.voided(t.id)
    } catch (e) {
      if (e instanceof WalletDown) return false
      throw e
    }
  }

  /** Sends a decided ticket's win (its payout, 0 for a loss) until acknowledged; true once SETTLED. */
  async function payTicket(t: Ticket): Promise<boolean> {
    const round = ticketRoundId(t)
    try {
      const answer = await walletCall(t.vendorCode, 'win', {
        user: String(t.memberId),
        txId: `${round}:win`,
        betTxId: `${round}:bet`,
        roundId: round,
        amount: t.payout,
        currency: currency(),
      })
      if (answer.status === 'RS_OK') return lottery.tickets.settled(t.id)
      console.error(`[lottery] win of ${round} refused: ${answer.status}`)
      return false
    } catch (e) {
      if (e instanceof WalletDown) return false
      throw e
    }
  }

  /**
   * Settles one drawn draw: decides its PLACED tickets, pays the decided ones, rolls back the ones
   * whose bet never got an answer, and marks the draw settled when nothing is left. Safe to repeat.
   */
  async function settleDraw(draw: Draw): Promise<boolean> {
    const game = lottery.games.byCode(draw.gameCode)
    if (!game) return false
    lottery.tickets.decide(draw, game)
    for (const t of lottery.tickets.unfinished(draw.id)) {
      if (t.state === 'SETTLING') await payTicket(t)
      else if (t.state === 'PENDING' || t.state === 'VOIDING') await voidTicket(t)
    }
    if (lottery.tickets.unfinished(draw.id).length > 0) return false
    lottery.draws.markSettled(draw.id)
    return true
  }

  /** Settles every drawn draw that still has unsettled tickets; returns how many draws finished. */
  async function settleAll(): Promise<number> {
    let done = 0
    for (const d of lottery.draws.unsettled()) if (await settleDraw(d)) done++
    return done
  }

  return {
    /** The member, the balance and the game a lottery page opens with. */
    async session(token: string, gameCode: string) {
      const game = gameOf(gameCode)
      const { player, balance } = await balanceOf(token, game.vendorCode)
      const now = platform.now()
      return {
        player,
        balance,
        currency: currency(),
        game,
        now,
        current: lottery.draws.current(game, now),
        last: lottery.draws.lastDrawn(game.gameCode),
        tickets: lottery.tickets.ofMember(player.memberId, game.gameCode, 20),
      }
    },

    /** A member's newest tickets (of one game or all), with their draws. */
    async tickets(token: string, gameCode: string | undefined) {
      const game = gameCode ? gameOf(gameCode) : null
      const vendor = game?.vendorCode ?? walletOf.vendorOf(token)
      if (!vendor) throw new LotteryError('INVALID_TOKEN', 'lottery.errors.invalidToken', 401)
      const player = await playerOf(token, vendor)
      return lottery.tickets.ofMember(player.memberId, game?.gameCode ?? null, 50)
    },

    /**
     * Places a ticket on the draw `numero` (which must be the one taking bets). Returns the ticket and
     * the balance after the debit (minor units); throws a LotteryError with the translated refusal.
     */
    async bet(token: string, gameCode: string, numero: string, posted: PostedLine[]) {
      const game = gameOf(gameCode)
      const lines = checkLines(game, posted)
      const player = await playerOf(token, game.vendorCode)
      const now = platform.now()
      const draw = lottery.draws.current(game, now)
      if (draw.numero !== numero) {
        const named = lottery.draws.byNumero(game.gameCode, numero)
        if (named && named.slot < draw.slot) throw new LotteryError('BETTING_CLOSED', 'lottery.errors.bettingClosed', 409, { numero, next: draw.numero })
        throw new LotteryError('DRAW_NOT_FOUND', 'lottery.errors.drawNotFound', 404, { numero })
      }
      const ticket = lottery.tickets.begin(player.memberId, game, draw, lines)
      const round = ticketRoundId(ticket)
      let answer: VendorAnswer
      try {
        answer = await walletCall(game.vendorCode, 'bet', {
          user: player.user,
          token,
          txId: `${round}:bet`,
          roundId: round,
          gameCode: game.gameCode,
          amount: ticket.amount,
          currency: currency(),
        })
      } catch (e) {
        if (!(e instanceof WalletDown)) throw e
        await voidTicket(ticket)
        throw new LotteryError('WALLET_UNAVAILABLE', 'lottery.errors.walletUnavailable', 503)
      }
      if (answer.status !== 'RS_OK') {
        lottery.tickets.refused(ticket.id)
        if (answer.status === 'RS_ERROR_TOKEN_EXPIRED' || answer.status === 'RS_ERROR_INVALID_TOKEN') walletOf.forget(token)
        throw refusal(answer)
      }
      const after = lottery.draws.byId(draw.id)!
      if (after.status !== 'OPEN' || platform.now() >= after.closeAt || !lottery.tickets.placed(ticket.id)) {
        await voidTicket(ticket)
        throw new LotteryError('BETTING_CLOSED', 'lottery.errors.bettingClosed', 409, { numero, next: lottery.draws.current(game).numero })
      }
      return { ticket: lottery.tickets.withDraw(ticket.id)!, balance: answer.balance ?? 0 }
    },

    settleDraw,
    settleAll,

    /**
     * One turn of the draw job: publishes every draw whose time has come (missed ones included),
     * opens the next draw of every game whose betting slot moved on, and settles drawn draws.
     * `opened` remembers each game's last opened slot between turns.
     */
    async tick(opened: Map<string, number>, now = platform.now()): Promise<{ drawn: number; settled: number }> {
      const drawn = lottery.draws.drawDue(now).length
      for (const game of lottery.games.all()) {
        const k = bettingSlotAt(game.schedule, now)
        if (opened.get(game.gameCode) === k) continue
        lottery.draws.current(game, now)
        opened.set(game.gameCode, k)
      }
      return { drawn, settled: await settleAll() }
    },
  }
}

export type LotteryVendor = ReturnType<typeof createLotteryVendor>
