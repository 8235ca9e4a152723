/**
 * The sandbox vendor's own round records (DESIGN §5 "Sandbox vendor"): what a real vendor keeps so
 * that no round is lost when its server dies. A round is written BEFORE its bet goes to the wallet,
 * its payout BEFORE its win goes, and the redelivery job (server/vendors/redelivery.ts) re-sends
 * every unacknowledged win or rollback with the same transaction id until the wallet takes it.
 * Money in integer minor units, times UTC ms. Re-exported by `platform.ts`.
 * @see issue 5 "Play" (durability of the embedded vendors); docs/decisions/0011-sandbox-games-and-launch.md
 */
import { sqliteTable, integer, text, index, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * One sandbox round. Lifecycle (`status`): PENDING (bet sent, answer not yet known) → SETTLING
 * (bet debited, outcome drawn and payout fixed, win not yet acknowledged) → SETTLED; PENDING →
 * VOIDING → VOID when the bet's fate is unknown and it is rolled back. A refused bet deletes the
 * row. REFUSED: the wallet answered a win or rollback with a final refusal (kept for the operator).
 * Transaction ids derive from `round_id`: `<roundId>:bet`, `:win`, `:rollback`.
 */
export const sandboxRounds = sqliteTable(
  'sandbox_rounds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The catalogue vendor the round was played under (its wallet account and secret), e.g. PG. */
    vendorCode: text('vendor_code').notNull(),
    roundId: text('round_id').notNull(),
    /** The wallet's user id for the member (as the balance call named it). */
    user: text('user').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    /** Minor units. */
    bet: integer('bet').notNull(),
    /** Minor units (0 for a loss); fixed at SETTLING. */
    payout: integer('payout').notNull().default(0),
    /** The round as the game showed it (shared/schemas/sandbox.ts SandboxOutcome); null until drawn. */
    outcome: text('outcome', { mode: 'json' }).$type<Record<string, unknown>>(),
    status: text('status').notNull(),
    /** Wallet calls made for the win or rollback by the redelivery job (for the operator). */
    attempts: integer('attempts').notNull().default(0),
    /** The wallet's last refusal code, when REFUSED. */
    refusal: text('refusal'),
    createdAt: integer('created_at').notNull(),
    /** Last change of `status` (the redelivery job leaves rounds changed in the last seconds alone). */
    updatedAt: integer('updated_at').notNull(),
    settledAt: integer('settled_at'),
  },
  (t) => [
    uniqueIndex('sandbox_rounds_round_uq').on(t.vendorCode, t.roundId),
    index('sandbox_rounds_status_idx').on(t.status, t.updatedAt),
    index('sandbox_rounds_player_idx').on(t.vendorCode, t.user, t.gameCode, t.id),
  ],
)
