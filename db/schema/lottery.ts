/**
 * The embedded lottery (issue 5 "Lottery"; shared/lottery; decision 0014): draws on a schedule with
 * committed numbers, and the lottery vendor's tickets settled at each draw through the seamless
 * wallet. Money in integer minor units, times UTC ms. Re-exported by `platform.ts`.
 */
import { sql } from 'drizzle-orm'
import { sqliteTable, integer, text, index, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * One draw of a lottery game (slot k of its schedule). The numbers are drawn with a CSPRNG when the
 * draw opens and kept secret; only `commitment` = SHA-256(numbers + salt) is shown until the draw
 * time, when `status` becomes DRAWN and the numbers and salt are published. `settled_at` is set once
 * every ticket of the draw has been paid or voided.
 */
export const lotteryDraws = sqliteTable(
  'lottery_draws',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    /** The schedule's slot number (shared/lottery/schedule.ts). */
    slot: integer('slot').notNull(),
    /** Issue number: YYYYMMDD or YYYYMMDD-NNNN (UTC+8 business day). */
    numero: text('numero').notNull(),
    openAt: integer('open_at').notNull(),
    closeAt: integer('close_at').notNull(),
    drawAt: integer('draw_at').notNull(),
    /** The opened numbers (JSON string[]); secret until DRAWN. */
    numbers: text('numbers', { mode: 'json' }).$type<string[]>().notNull(),
    /** 16 random bytes, hex; secret until DRAWN. */
    salt: text('salt').notNull(),
    /** SHA-256 hex of `numbers.join(',') + ':' + salt`. */
    commitment: text('commitment').notNull(),
    /** OPEN or DRAWN */
    status: text('status').notNull(),
    drawnAt: integer('drawn_at'),
    settledAt: integer('settled_at'),
  },
  (t) => [
    uniqueIndex('lottery_draws_slot_uq').on(t.brandCode, t.gameCode, t.slot),
    index('lottery_draws_game_idx').on(t.brandCode, t.gameCode, t.drawAt),
    index('lottery_draws_due_idx').on(t.status, t.drawAt),
    index('lottery_draws_unsettled_idx').on(t.status).where(sql`status = 'DRAWN' AND settled_at IS NULL`),
  ],
)

/**
 * A ticket of the lottery vendor: lines on one draw, one wallet bet (`L<drawId>-<id>:bet`) and one
 * win (`…:win`, 0 for a loss). Lifecycle (`state`): PENDING (bet sent) → PLACED (debited) →
 * SETTLING (payout decided at the draw, win not yet acknowledged) → SETTLED; PENDING → VOIDING →
 * VOID when the bet's fate was unknown or it landed after the close and was rolled back.
 */
export const lotteryTickets = sqliteTable(
  'lottery_tickets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => lotteryDraws.id),
    /** Lines: { type, pick, amount (minor), oddsX100 } — the odds stated when the ticket was placed. */
    lines: text('lines', { mode: 'json' }).$type<{ type: string; pick: string; amount: number; oddsX100: number }[]>().notNull(),
    /** Minor units: the sum of the lines. */
    amount: integer('amount').notNull(),
    /** Minor units, decided at SETTLING (0 for a loss). */
    payout: integer('payout').notNull().default(0),
    /** Per-line payouts (JSON number[]), decided at SETTLING. */
    linePayouts: text('line_payouts', { mode: 'json' }).$type<number[]>(),
    state: text('state').notNull(),
    createdAt: integer('created_at').notNull(),
    settledAt: integer('settled_at'),
  },
  (t) => [index('lottery_tickets_draw_idx').on(t.drawId, t.state), index('lottery_tickets_member_idx').on(t.brandCode, t.memberId, t.id)],
)
