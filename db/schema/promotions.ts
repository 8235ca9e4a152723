/**
 * Promotions and rewards schema (issue 7; spec §3 promotion categories and tags, §4 promotion
 * states, §5 activity application, §7 MCS2_claimRafflePromotion). Money in integer minor units,
 * rates in basis points (1 bp = 0.01 %), times UTC ms. Re-exported by `platform.ts`.
 * - `promotions`: what the brand offers, by kind (DEPOSIT_BONUS, DAILY_REBATE, NEWBIE, RAFFLE,
 *   APPLY, REFERRAL), with its category, tags, texts in the brand's languages and its rule numbers.
 * - `promotion_entries`: a member's part in one promotion (joined, an application under review,
 *   its decision); one per member and promotion.
 * - `promotion_images`: the png/jpg images of an application (≤ 3, ≤ 5 MB each), base64.
 * - `rewards`: money a promotion owes a member: PENDING until claimed (reward center), CLAIMED
 *   with the ledger movement that paid it; `source_key` makes each reward unique (a rebate per
 *   business day, one deposit bonus per promotion…); `turnover_required` is the valid bet that must
 *   follow the claim before a withdrawal (decision in docs/decisions).
 * - `manual_rebate_claims` and `rebate_rates`: the member-claimed rebate (MANPLAYREB3) on valid
 *   bets settled since the previous claim, at the brand's rate per game type.
 * @see product-spec §2 member center (bonusDetails, rewardCenter, manualRebate), §3, §4, §5
 */
import { sqliteTable, integer, text, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core'
import type { LocalizedText } from './platform'

export const promotions = sqliteTable(
  'promotions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    /** Stable code, e.g. `WELCOME100`. */
    code: text('code').notNull(),
    /** DEPOSIT_BONUS, DAILY_REBATE, NEWBIE, RAFFLE, APPLY, REFERRAL */
    kind: text('kind').notNull(),
    /** One of spec §3's categories (OTHER, SPORTS, LIVE, SLOTS, CARDS, FISH, LOTTO, REBATE, POINTS, RANKING, DEPOSIT, APP, NEWBIE, GAMING). */
    category: text('category').notNull(),
    /** Spec §3 tags: NEWBIE, LIMITED, SPECIAL, DAILY, HIGH_REBATE, VIP. */
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull(),
    title: text('title', { mode: 'json' }).$type<LocalizedText>().notNull(),
    summary: text('summary', { mode: 'json' }).$type<LocalizedText>().notNull(),
    /** The terms, one rule per line. */
    terms: text('terms', { mode: 'json' }).$type<LocalizedText>().notNull(),
    /** Rule numbers of the kind (minor units, bp, days): percent, cap, minDeposit, turnoverMultiple, rateBp, amount, days, prizes… */
    config: text('config', { mode: 'json' }).$type<Record<string, number | number[]>>().notNull(),
    /** Colour theme of the generated art. */
    theme: integer('theme').notNull().default(0),
    startsAt: integer('starts_at').notNull(),
    /** null = open-ended. */
    endsAt: integer('ends_at'),
    sort: integer('sort').notNull().default(0),
    enabled: integer('enabled').notNull().default(1),
  },
  (t) => [uniqueIndex('promotions_code_uq').on(t.brandCode, t.code)],
)

export const promotionEntries = sqliteTable(
  'promotion_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    promotionId: integer('promotion_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** JOINED, APPLYING (application under review), REJECTED, ISSUED (approved and paid) */
    status: text('status').notNull(),
    /** The member's application comment (≤ 140 characters). */
    comment: text('comment'),
    /** The operator's reason for a rejection or note on an approval. */
    note: text('note'),
    /** Minor units paid on approval. */
    amount: integer('amount'),
    movementId: integer('movement_id'),
    createdAt: integer('created_at').notNull(),
    decidedAt: integer('decided_at'),
  },
  (t) => [
    uniqueIndex('promotion_entries_member_uq').on(t.promotionId, t.memberId),
    index('promotion_entries_status_idx').on(t.brandCode, t.status, t.id),
    index('promotion_entries_member_idx').on(t.memberId),
  ],
)

export const promotionImages = sqliteTable(
  'promotion_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    entryId: integer('entry_id').notNull(),
    /** 1..3 in the order the member chose them. */
    seq: integer('seq').notNull(),
    /** image/png or image/jpeg, from the file's bytes. */
    type: text('type').notNull(),
    /** Bytes. */
    size: integer('size').notNull(),
    /** base64 of the bytes. */
    data: text('data').notNull(),
  },
  (t) => [uniqueIndex('promotion_images_entry_uq').on(t.entryId, t.seq)],
)

export const rewards = sqliteTable(
  'rewards',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    promotionId: integer('promotion_id'),
    /** DEPOSIT_BONUS, DAILY_REBATE, NEWBIE, RAFFLE, APPLY */
    source: text('source').notNull(),
    /** Unique per brand: `rebate:<promo>:<day>:<member>`, `deposit:<promo>:<member>`… */
    sourceKey: text('source_key').notNull(),
    /** Minor units, > 0. */
    amount: integer('amount').notNull(),
    /** Valid bet (minor units) required after the claim before withdrawing; 0 = none. */
    turnoverRequired: integer('turnover_required').notNull().default(0),
    /** What the reward is for, e.g. the business day of a rebate or the deposit it matched. */
    detail: text('detail', { mode: 'json' }).$type<Record<string, string | number>>().notNull(),
    /** PENDING, CLAIMED */
    status: text('status').notNull(),
    createdAt: integer('created_at').notNull(),
    claimedAt: integer('claimed_at'),
    movementId: integer('movement_id'),
  },
  (t) => [uniqueIndex('rewards_source_uq').on(t.brandCode, t.sourceKey), index('rewards_member_idx').on(t.memberId, t.status, t.id)],
)

export const rebateRates = sqliteTable(
  'rebate_rates',
  {
    brandCode: text('brand_code').notNull(),
    /** LIVE, RNG, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, LOTT, ELOTT, INHOUSE */
    gameType: text('game_type').notNull(),
    /** Basis points of the valid bet (80 = 0.80 %). */
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandCode, t.gameType] })],
)

export const manualRebateClaims = sqliteTable(
  'manual_rebate_claims',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    /** The member's Idempotency-Key of the claim. */
    requestKey: text('request_key').notNull(),
    /** Bets settled in (from, to] count; `to` is the next claim's `from`. UTC ms. */
    fromTime: integer('from_time').notNull(),
    toTime: integer('to_time').notNull(),
    /** Minor units. */
    validBet: integer('valid_bet').notNull(),
    amount: integer('amount').notNull(),
    /** Per game type: valid bet, rate and rebate (minor units, bp). */
    detail: text('detail', { mode: 'json' }).$type<{ gameType: string; validBet: number; rateBp: number; amount: number }[]>().notNull(),
    movementId: integer('movement_id').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('manual_rebate_claims_key_uq').on(t.brandCode, t.memberId, t.requestKey), index('manual_rebate_claims_member_idx').on(t.memberId, t.id)],
)
