/**
 * The in-house vendor's provably fair records (DESIGN §5 "In-house vendor"; shared/fair): each
 * member's seed pairs and every round played with them. Money in integer minor units, times UTC ms.
 * Re-exported by `platform.ts`.
 * @see issue 5 "Games that really play"; docs/decisions/0012-provably-fair-inhouse.md
 */
import { sql } from 'drizzle-orm'
import { sqliteTable, integer, text, index, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * A member's seed pair. The ACTIVE pair's server seed stays secret (only its SHA-256 is shown);
 * rotating marks it REVEALED, which publishes the seed, and starts a new ACTIVE pair.
 */
export const fairSeedPairs = sqliteTable(
  'fair_seed_pairs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    /** 32 random bytes as 64 hex characters; secret until the pair is revealed. */
    serverSeed: text('server_seed').notNull(),
    /** SHA-256 (hex) of the server seed's text, shown before play. */
    serverSeedHash: text('server_seed_hash').notNull(),
    /** The player's seed; editable while the pair is active (each round keeps the one it used). */
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next bet uses (= bets settled or open under this pair). */
    nextNonce: integer('next_nonce').notNull().default(0),
    /** ACTIVE or REVEALED */
    status: text('status').notNull(),
    createdAt: integer('created_at').notNull(),
    revealedAt: integer('revealed_at'),
  },
  (t) => [uniqueIndex('fair_seed_pairs_active_uq').on(t.brandCode, t.memberId).where(sql`status = 'ACTIVE'`), index('fair_seed_pairs_member_idx').on(t.memberId, t.id)],
)

/**
 * One round of an in-house game. Lifecycle (`status`): PENDING (bet sent to the wallet, answer not
 * yet known) → OPEN (bet debited; a mines round in play) → SETTLING (payout decided, win not yet
 * acknowledged) → SETTLED; or PENDING → VOIDING → VOID when the bet's fate was unknown and it was
 * rolled back. A refused bet leaves no row. The round's outcome is recomputable from its seeds.
 */
export const fairRounds = sqliteTable(
  'fair_rounds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    /** The round id sent to the wallet; transaction ids derive from it (`<roundId>:bet`, `:win`, `:rollback`). */
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull(),
    /** dice, limbo, mines, plinko, slot (shared/fair). */
    engine: text('engine').notNull(),
    seedPairId: integer('seed_pair_id').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    /** The game's parameters as the player chose them (e.g. dice target and condition). */
    params: text('params', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** The computed outcome; for mines the tiles revealed so far as well. */
    outcome: text('outcome', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** Minor units. */
    bet: integer('bet').notNull(),
    /** Minor units (0 for a loss); decided at SETTLING. */
    payout: integer('payout').notNull().default(0),
    status: text('status').notNull(),
    createdAt: integer('created_at').notNull(),
    settledAt: integer('settled_at'),
  },
  (t) => [
    uniqueIndex('fair_rounds_round_uq').on(t.brandCode, t.roundId),
    uniqueIndex('fair_rounds_nonce_uq').on(t.seedPairId, t.nonce).where(sql`status <> 'VOID'`),
    index('fair_rounds_member_idx').on(t.memberId, t.id),
    index('fair_rounds_status_idx').on(t.memberId, t.status),
  ],
)
