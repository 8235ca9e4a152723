/**
 * The lottery vendor's answers as the island reads them (shared/lottery/api.ts): amounts in major
 * units (decision 0001), odds as decimals, an open draw's numbers hidden.
 */
import { toMajor } from '../../../shared/schemas/wallet'
import type { BetTypeView, DrawView, LotteryGameView, TicketStatus, TicketView } from '../../../shared/lottery/api'
import { DEFAULT_MIN_LINE, MAX_LINE_AMOUNT, MAX_TICKET_AMOUNT } from '../../../shared/lottery/api'
import type { BetType } from '../../../shared/lottery/bets'
import { publicDraw, type Draw, type LotteryGame, type TicketWithDraw } from '../../platform/lottery'

export const minLineOf = (game: LotteryGame) => Math.max(DEFAULT_MIN_LINE, game.minBet)

/** Five chips from the line minimum up (1, 5, 10, 50, 100 ×, rounded to 1-2-5 values), in major units. */
export function chipsOf(minLine: number): number[] {
  const nice = (x: number) => {
    const p = 10 ** Math.floor(Math.log10(Math.max(1, x)))
    for (const m of [1, 2, 5, 10]) if (m * p >= x) return m * p
    return 10 * p
  }
  const base = nice(minLine)
  return [...new Set([1, 5, 10, 50, 100].map((k) => nice(base * k)))].filter((v) => v <= MAX_LINE_AMOUNT).map(toMajor)
}

export function betTypeView(t: BetType): BetTypeView {
  return {
    code: t.code,
    pick: t.pick,
    perHit: t.perHit,
    options: t.options.map((o) => ({ value: o.value, odds: o.oddsX100 / 100, rtp: Math.round((o.oddsX100 / 100) * o.probability * 10_000) / 10_000 })),
  }
}

export function gameView(game: LotteryGame): LotteryGameView {
  const minLine = minLineOf(game)
  return {
    gameCode: game.gameCode,
    gameName: game.gameName,
    vendorCode: game.vendorCode,
    gameType: game.gameType,
    nodeId: game.nodeId,
    area: game.area,
    region: game.region,
    prizeMode: game.prizeMode,
    format: game.format,
    schedule: game.schedule,
    betTypes: game.betTypes.map(betTypeView),
    minLine: toMajor(minLine),
    maxLine: toMajor(MAX_LINE_AMOUNT),
    maxTicket: toMajor(MAX_TICKET_AMOUNT),
    chips: chipsOf(minLine),
  }
}

export const drawView = (d: Draw, now: number): DrawView => publicDraw(d, now)

const STATUS: Record<TicketWithDraw['state'], TicketStatus> = {
  PENDING: 'PENDING',
  PLACED: 'PLACED',
  SETTLING: 'SETTLING',
  SETTLED: 'LOST',
  VOIDING: 'VOID',
  VOID: 'VOID',
}

export function ticketView(t: TicketWithDraw): TicketView {
  const decided = t.state === 'SETTLING' || t.state === 'SETTLED'
  const status = t.state === 'SETTLED' ? (t.payout > 0 ? 'WON' : 'LOST') : STATUS[t.state]
  return {
    ticketId: `L${t.drawId}-${t.id}`,
    gameCode: t.gameCode,
    numero: t.numero,
    lines: t.lines.map((l, i) => ({ type: l.type, pick: l.pick, amount: toMajor(l.amount), odds: l.oddsX100 / 100, payout: decided && t.linePayouts ? toMajor(t.linePayouts[i] ?? 0) : null })),
    amount: toMajor(t.amount),
    payout: decided ? toMajor(t.payout) : null,
    status,
    placedAt: t.createdAt,
    drawAt: t.drawAt,
    numbers: t.numbers,
  }
}
