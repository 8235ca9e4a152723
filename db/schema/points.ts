/**
 * Points mall and missions schema (issue 7; module PTSYS3; decision 0019).
 *
 * - `point_settings`: the brand's rates — valid bet (minor units) per point earned, minor units a
 *   point converts to, the smallest conversion.
 * - `point_accounts`: one row per member: points balance, the valid bet not yet worth a whole point
 *   (`carry`), lifetime settled valid bet and points earned. Kept by SQLite triggers on `bet_records`
 *   (migration `points_triggers`) in the very transaction that settles a bet, so points are exact
 *   and a repeated vendor call (which writes nothing) or a rolled-back transaction earns nothing.
 * - `point_entries`: every change of a balance (EARN, REDEEM, REFUND, CONVERT) with the balance
 *   after it — the points details of spec §3. Unique per member and idempotency key.
 * - `point_rewards` and `point_redemptions`: the mall's rewards and the members' redeem requests
 *   (PROCESSING → APPROVED | REJECTED by an operator; a rejection returns the points).
 * - `missions` and `mission_claims`: daily missions read their progress from `member_daily`; a
 *   claim is unique per member, mission and business day and pays through the ledger.
 * Points are integers and never expire; money in integer minor units; times UTC ms.
 * Re-exported by `platform.ts`.
 * @see product-spec §3 points records, §4 redeem status, §7 points, redeem, convert, missions; §9 points never expire
 */
import { sqliteTable, integer, text, index, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { LocalizedText } from './platform'

export const pointSettings = sqliteTable('point_settings', {
  brandCode: text('brand_code').primaryKey(),
  /** Settled valid bet, in minor units, that earns one point (e.g. 1000 = 1 point per ₱10). */
  validBetPerPoint: integer('valid_bet_per_point').notNull(),
  /** Minor units one point converts to (e.g. 10 = ₱0.10). */
  convertMinorPerPoint: integer('convert_minor_per_point').notNull(),
  /** The fewest points a conversion takes. */
  convertMinPoints: integer('convert_min_points').notNull(),
  updatedAt: integer('updated_at').notNull(),
})

export const pointAccounts = sqliteTable('point_accounts', {
  memberId: integer('member_id').primaryKey(),
  brandCode: text('brand_code').notNull(),
  /** Points the member holds now. */
  balance: integer('balance').notNull().default(0),
  /** Settled valid bet (minor units) not yet worth a whole point; always in [0, validBetPerPoint). */
  carry: integer('carry').notNull().default(0),
  /** Lifetime settled valid bet (minor units): what a reward's amount requirement is checked against. */
  validBetTotal: integer('valid_bet_total').notNull().default(0),
  /** Lifetime points earned from valid bets. */
  earnedTotal: integer('earned_total').notNull().default(0),
  updatedAt: integer('updated_at').notNull(),
})

/** Kinds of points change (`points.kinds.*`). */
export type PointEntryKind = 'EARN' | 'REDEEM' | 'REFUND' | 'CONVERT'

export const pointEntries = sqliteTable(
  'point_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<PointEntryKind>().notNull(),
    /** Signed points: + earned or returned, − spent. */
    points: integer('points').notNull(),
    /** The member's points balance right after this entry. */
    balanceAfter: integer('balance_after').notNull(),
    /** What it belongs to: `bet:<bet record id>`, `redeem:<id>`, `convert:<movement id>`. */
    reference: text('reference').notNull(),
    /** The member's idempotency key (REDEEM, CONVERT); null for EARN and REFUND. */
    requestKey: text('request_key'),
    /** Free text shown as the remark: the game of an EARN, the operator's note of a REFUND. */
    remark: text('remark'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('point_entries_member_idx').on(t.memberId, t.id), uniqueIndex('point_entries_key_uq').on(t.brandCode, t.memberId, t.requestKey)],
)

/** Reward types (`points.rewardTypes.*`): goods shipped, a voucher code sent, a VIP experience. */
export type PointRewardType = 'GIFT' | 'VOUCHER' | 'EXPERIENCE'

export const pointRewards = sqliteTable(
  'point_rewards',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    code: text('code').notNull(),
    type: text('type').$type<PointRewardType>().notNull(),
    name: text('name', { mode: 'json' }).$type<LocalizedText>().notNull(),
    description: text('description', { mode: 'json' }).$type<LocalizedText>().notNull(),
    /** Points requirement (per unit). */
    points: integer('points').notNull(),
    /** Amount requirement: lifetime settled valid bet (minor units) the member must have reached. */
    amountRequirement: integer('amount_requirement').notNull().default(0),
    /** Units left; null = unlimited. */
    stock: integer('stock'),
    /** Art of the generated image (server/images/reward-art.ts). */
    art: text('art').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: integer('enabled').notNull().default(1),
  },
  (t) => [uniqueIndex('point_rewards_code_uq').on(t.brandCode, t.code)],
)

/** Redeem statuses (spec §4): in process, rejected, approved. */
export type RedeemStatus = 'PROCESSING' | 'REJECTED' | 'APPROVED'

export const pointRedemptions = sqliteTable(
  'point_redemptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    rewardId: integer('reward_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** Points spent (points requirement × quantity). */
    points: integer('points').notNull(),
    /** The reward's points requirement and amount requirement (minor units) when redeemed. */
    pointsRequirement: integer('points_requirement').notNull(),
    amountRequirement: integer('amount_requirement').notNull(),
    status: text('status').$type<RedeemStatus>().notNull(),
    requestKey: text('request_key').notNull(),
    note: text('note'),
    createdAt: integer('created_at').notNull(),
    decidedAt: integer('decided_at'),
  },
  (t) => [
    uniqueIndex('point_redemptions_key_uq').on(t.brandCode, t.memberId, t.requestKey),
    index('point_redemptions_member_idx').on(t.memberId, t.id),
    index('point_redemptions_status_idx').on(t.brandCode, t.status, t.id),
  ],
)

/** Mission kinds: a day's settled valid bet (minor units), deposits credited (count), settled rounds played (count). */
export type MissionKind = 'VALID_BET' | 'DEPOSIT' | 'GAMES_PLAYED'

export const missions = sqliteTable(
  'missions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    code: text('code').notNull(),
    kind: text('kind').$type<MissionKind>().notNull(),
    /** Minor units for VALID_BET; a count for DEPOSIT and GAMES_PLAYED. */
    target: integer('target').notNull(),
    /** Paid to the main wallet on claim (minor units). */
    reward: integer('reward').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: integer('enabled').notNull().default(1),
  },
  (t) => [uniqueIndex('missions_code_uq').on(t.brandCode, t.code)],
)

export const missionClaims = sqliteTable(
  'mission_claims',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    missionId: integer('mission_id').notNull(),
    /** Business-day index (UTC+8, as `member_daily.day`). */
    day: integer('day').notNull(),
    /** Minor units paid. */
    amount: integer('amount').notNull(),
    movementId: integer('movement_id').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('mission_claims_uq').on(t.memberId, t.missionId, t.day)],
)
