/**
 * The lottery vendor's tickets (table `lottery_tickets`): synchronous writes, no network — the
 * vendor (server/vendors/lottery) calls the wallet between them. Money minor units, times UTC ms.
 *
 * Lifecycle (`state`): PENDING (bet sent) → PLACED (debited) → SETTLING (payout decided at the draw,
 * win not yet acknowledged) → SETTLED; PENDING → VOIDING → VOID when a bet's fate was unknown at the
 * draw or it landed after the close. A refused bet's row is deleted. Every transition is a guarded
 * UPDATE (`WHERE state = …`), so two workers never move a ticket twice, and deciding a draw reads
 * only PLACED tickets, so running it again changes nothing.
 * @see db/schema/lottery.ts; decision 0014
 */
import type { Database } from 'bun:sqlite'
import type { PlatformContext } from '../context'
import type { LotteryGame } from './games'
import type { Draw } from './draws'
import { ticketPayout, type TicketLine } from '../../../shared/lottery/bets'

export type TicketState = 'PENDING' | 'PLACED' | 'SETTLING' | 'SETTLED' | 'VOIDING' | 'VOID'

export interface Ticket {
  id: number
  memberId: number
  vendorCode: string
  gameCode: string
  drawId: number
  lines: TicketLine[]
  amount: number
  payout: number
  linePayouts: number[] | null
  state: TicketState
  createdAt: number
  settledAt: number | null
}

/** A ticket with its draw, as a member's list shows it. */
export interface TicketWithDraw extends Ticket {
  numero: string
  drawAt: number
  drawStatus: 'OPEN' | 'DRAWN'
  numbers: string[] | null
}

interface TicketRow {
  id: number
  member_id: number
  vendor_code: string
  game_code: string
  draw_id: number
  lines: string
  amount: number
  payout: number
  line_payouts: string | null
  state: TicketState
  created_at: number
  settled_at: number | null
}
interface TicketDrawRow extends TicketRow {
  numero: string
  draw_at: number
  draw_status: 'OPEN' | 'DRAWN'
  numbers: string
}

const ticketOf = (r: TicketRow): Ticket => ({
  id: r.id,
  memberId: r.member_id,
  vendorCode: r.vendor_code,
  gameCode: r.game_code,
  drawId: r.draw_id,
  lines: JSON.parse(r.lines),
  amount: r.amount,
  payout: r.payout,
  linePayouts: r.line_payouts ? JSON.parse(r.line_payouts) : null,
  state: r.state,
  createdAt: r.created_at,
  settledAt: r.settled_at,
})

const withDrawOf = (r: TicketDrawRow): TicketWithDraw => ({
  ...ticketOf(r),
  numero: r.numero,
  drawAt: r.draw_at,
  drawStatus: r.draw_status,
  numbers: r.draw_status === 'DRAWN' ? JSON.parse(r.numbers) : null,
})

/** The round id a ticket's wallet calls carry; transaction ids are `<roundId>:bet|win|rollback`. */
export const ticketRoundId = (t: Pick<Ticket, 'id' | 'drawId'>) => `L${t.drawId}-${t.id}`

export function lotteryTickets(ctx: PlatformContext) {
  const sqlite: Database = ctx.db.$client
  const { brandCode } = ctx
  const q = {
    insert: sqlite.prepare<{ id: number }, [string, number, string, string, number, string, number, number]>(
      `INSERT INTO lottery_tickets (brand_code, member_id, vendor_code, game_code, draw_id, lines, amount, state, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'PENDING', ?) RETURNING id`,
    ),
    byId: sqlite.prepare<TicketRow, [number, string]>('SELECT * FROM lottery_tickets WHERE id = ? AND brand_code = ?'),
    move: sqlite.prepare<never, [string, number | null, number, string]>('UPDATE lottery_tickets SET state = ?1, settled_at = ?2 WHERE id = ?3 AND state = ?4'),
    remove: sqlite.prepare<never, [number]>("DELETE FROM lottery_tickets WHERE id = ? AND state = 'PENDING'"),
    placedOf: sqlite.prepare<TicketRow, [number]>("SELECT * FROM lottery_tickets WHERE draw_id = ? AND state = 'PLACED'"),
    decide: sqlite.prepare<never, [number, string, number]>("UPDATE lottery_tickets SET state = 'SETTLING', payout = ?1, line_payouts = ?2 WHERE id = ?3 AND state = 'PLACED'"),
    unfinished: sqlite.prepare<TicketRow, [number]>("SELECT * FROM lottery_tickets WHERE draw_id = ? AND state IN ('PENDING', 'PLACED', 'SETTLING', 'VOIDING') ORDER BY id"),
    ofMember: sqlite.prepare<TicketDrawRow, [string, number, string | null, number]>(
      `SELECT t.*, d.numero, d.draw_at, d.status AS draw_status, d.numbers FROM lottery_tickets t JOIN lottery_draws d ON d.id = t.draw_id
       WHERE t.brand_code = ?1 AND t.member_id = ?2 AND (?3 IS NULL OR t.game_code = ?3) ORDER BY t.id DESC LIMIT ?4`,
    ),
    withDraw: sqlite.prepare<TicketDrawRow, [number, string]>(
      `SELECT t.*, d.numero, d.draw_at, d.status AS draw_status, d.numbers FROM lottery_tickets t JOIN lottery_draws d ON d.id = t.draw_id
       WHERE t.id = ? AND t.brand_code = ?`,
    ),
    recentGames: sqlite.prepare<{ game_code: string }, [string, number, number]>(
      `SELECT game_code FROM lottery_tickets WHERE brand_code = ? AND member_id = ? AND state <> 'VOID'
       GROUP BY game_code ORDER BY max(id) DESC LIMIT ?`,
    ),
  }

  const move = (id: number, from: TicketState, to: TicketState, settledAt: number | null = null) => q.move.run(to, settledAt, id, from).changes === 1

  return {
    /** Opens a PENDING ticket (before the wallet bet). `lines` amounts minor units. */
    begin(memberId: number, game: LotteryGame, draw: Draw, lines: TicketLine[]): Ticket {
      const amount = lines.reduce((a, l) => a + l.amount, 0)
      const { id } = q.insert.get(brandCode, memberId, game.vendorCode, game.gameCode, draw.id, JSON.stringify(lines), amount, ctx.now())!
      return ticketOf(q.byId.get(id, brandCode)!)
    },

    byId(id: number): Ticket | null {
      const r = q.byId.get(id, brandCode)
      return r ? ticketOf(r) : null
    },

    /** PENDING → PLACED once the wallet took the bet; false if the ticket was meanwhile voided. */
    placed: (id: number) => move(id, 'PENDING', 'PLACED'),
    /** Deletes a PENDING ticket the wallet refused. */
    refused: (id: number) => {
      q.remove.run(id)
    },
    /** PENDING or PLACED → VOIDING before its rollback; false if it was already past that. */
    voiding: (id: number) => move(id, 'PENDING', 'VOIDING') || move(id, 'PLACED', 'VOIDING'),
    /** VOIDING → VOID once the wallet acknowledged the rollback. */
    voided: (id: number) => move(id, 'VOIDING', 'VOID', ctx.now()),
    /** SETTLING → SETTLED once the wallet acknowledged the win. */
    settled: (id: number) => move(id, 'SETTLING', 'SETTLED', ctx.now()),

    /**
     * Decides every PLACED ticket of a drawn draw: its payout at the odds it was placed at
     * (PLACED → SETTLING). Runs in one transaction; a second run finds nothing to decide.
     */
    decide(draw: Draw, game: LotteryGame): number {
      if (draw.status !== 'DRAWN') throw new Error(`draw ${draw.id} is not drawn`)
      return sqlite
        .transaction(() => {
          let n = 0
          for (const row of q.placedOf.all(draw.id)) {
            const t = ticketOf(row)
            const paid = ticketPayout(game.format, t.lines, draw.numbers)
            n += q.decide.run(paid.total, JSON.stringify(paid.lines), t.id).changes
          }
          return n
        })
        .immediate()
    },

    /** Tickets of a draw not yet SETTLED or VOID. */
    unfinished: (drawId: number): Ticket[] => q.unfinished.all(drawId).map(ticketOf),

    /** A member's newest tickets (of one game, or all), with their draws; numbers only once drawn. */
    ofMember: (memberId: number, gameCode: string | null, limit: number): TicketWithDraw[] => q.ofMember.all(brandCode, memberId, gameCode, limit).map(withDrawOf),

    /** One ticket with its draw, or null. */
    withDraw(id: number): TicketWithDraw | null {
      const r = q.withDraw.get(id, brandCode)
      return r ? withDrawOf(r) : null
    },

    /** The lottery games a member bet on most recently, newest first. */
    recentGames: (memberId: number, size: number): string[] => q.recentGames.all(brandCode, memberId, size).map((r) => r.game_code),
  }
}

export type LotteryTickets = ReturnType<typeof lotteryTickets>
