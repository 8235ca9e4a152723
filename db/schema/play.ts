/**
 * Play schema (DESIGN §5): vendors' wallet credentials, launch tokens, the vendor transactions of
 * the seamless-wallet contract (idempotent by the vendor's transaction id) and the bet records every
 * report reads. Money in integer minor units, times UTC ms. Re-exported by `platform.ts`.
 * @see product-spec §3 game card, §7 launch game; issue 5
 */
import { sqliteTable, integer, text, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core'

/** A vendor's seamless-wallet credentials for one brand: the HMAC-SHA256 secret of its calls. */
export const vendorCredentials = sqliteTable(
  'vendor_credentials',
  {
    brandCode: text('brand_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    /** Shared secret (hex) both sides sign request bodies with, sealed under the secrets key (decision 0032). */
    secret: text('secret').notNull(),
    currency: text('currency').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandCode, t.vendorCode] })],
)

/** Short-lived tokens bound to one member and game; a vendor's balance and bet calls carry one. */
export const launchTokens = sqliteTable(
  'launch_tokens',
  {
    token: text('token').primaryKey(),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    nodeId: text('node_id').notNull(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('launch_tokens_member_idx').on(t.memberId, t.createdAt)],
)

/**
 * Every bet, win and rollback a vendor sent, once per transaction id, with the first answer.
 * A rollback of a bet never seen is kept here too, so that bet is refused if it arrives later.
 */
export const vendorTransactions = sqliteTable(
  'vendor_transactions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    /** The vendor's transaction id. */
    txId: text('tx_id').notNull(),
    /** BET, WIN, ROLLBACK */
    kind: text('kind').notNull(),
    memberId: integer('member_id').notNull(),
    roundId: text('round_id').notNull(),
    /** For WIN and ROLLBACK: the bet's transaction id. */
    betTxId: text('bet_tx_id'),
    /** Minor units (0 for a losing settle or a rollback). */
    amount: integer('amount').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The answer given, returned unchanged to a repeat. */
    response: text('response', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    movementId: integer('movement_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('vendor_transactions_tx_uq').on(t.brandCode, t.vendorCode, t.txId), index('vendor_transactions_bet_idx').on(t.brandCode, t.vendorCode, t.betTxId)],
)

/** One bet: what the betting record, profit/loss, agent reports and the winners board read. */
export const betRecords = sqliteTable(
  'bet_records',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameType: text('game_type').notNull(),
    gameCode: text('game_code').notNull(),
    roundId: text('round_id').notNull(),
    betTxId: text('bet_tx_id').notNull(),
    /** Minor units. */
    betAmount: integer('bet_amount').notNull(),
    /** The part of the bet that counts for turnover (0 once rolled back). */
    validBet: integer('valid_bet').notNull(),
    payout: integer('payout').notNull().default(0),
    /** payout − bet for settled bets (the member's view: + is a win). */
    winLoss: integer('win_loss').notNull().default(0),
    /** OPEN, SETTLED, ROLLED_BACK */
    status: text('status').notNull(),
    placedAt: integer('placed_at').notNull(),
    settledAt: integer('settled_at'),
  },
  (t) => [
    uniqueIndex('bet_records_tx_uq').on(t.brandCode, t.vendorCode, t.betTxId),
    index('bet_records_member_idx').on(t.memberId, t.placedAt),
    index('bet_records_brand_time_idx').on(t.brandCode, t.placedAt),
  ],
)
