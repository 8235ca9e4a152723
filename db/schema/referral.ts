/**
 * Referral earnings (issue 18 "Referral pays"; spec §2 referral page, §3 availablePromo.REFERRAL):
 * the brand's earning rule, what each referrer was paid per period, and which periods are settled.
 * Money in integer minor units, rates in basis points (1 % = 100 bp), times UTC ms. Re-exported by
 * `platform.ts`.
 * @see docs/decisions/0049-referral-earnings.md, server/platform/support/referral-earnings.ts
 */
import { sqliteTable, integer, text, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core'

/** What the referrer earns a share of: the friends' valid bets in the period, or each friend's first deposit. */
export type ReferralBasis = 'valid-bets' | 'first-deposit'
/** How often referral earnings are settled (business days and Monday weeks, UTC+8: shared/periods.ts). */
export type ReferralPeriod = 'daily' | 'weekly'

/**
 * The brand's earning rule (one row per brand; none = nothing is paid). `since`: when the rule was
 * last set or switched on; only periods that end after it are paid. `enabled` 0 = switched off.
 */
export const referralRules = sqliteTable('referral_rules', {
  brandCode: text('brand_code').primaryKey(),
  basis: text('basis').$type<ReferralBasis>().notNull(),
  /** Share of the basis, basis points (250 = 2.5 %). */
  rateBp: integer('rate_bp').notNull(),
  /** Most a referrer earns in one period, minor units; null = no cap. */
  cap: integer('cap'),
  period: text('period').$type<ReferralPeriod>().notNull(),
  enabled: integer('enabled').notNull().default(1),
  since: integer('since').notNull(),
  updatedAt: integer('updated_at').notNull(),
})

/**
 * One referrer's earning for one period, written once (unique per referrer and period) in the same
 * transaction as its ledger movement `referral:<referrerId>:<periodKey>`. The rule's numbers are
 * copied so the history stays true after the rule changes.
 */
export const referralPayments = sqliteTable(
  'referral_payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    referrerId: integer('referrer_id').notNull(),
    periodKey: text('period_key').notNull(),
    periodStart: integer('period_start').notNull(),
    periodEnd: integer('period_end').notNull(),
    basis: text('basis').$type<ReferralBasis>().notNull(),
    rateBp: integer('rate_bp').notNull(),
    cap: integer('cap'),
    /** Friends whose figures counted (a valid bet in the period, or a first deposit in it). */
    friends: integer('friends').notNull(),
    /** Their valid bets or first deposits, minor units. */
    basisAmount: integer('basis_amount').notNull(),
    /** Paid, minor units: ⌊basisAmount × rateBp / 10 000⌋, at most `cap`. */
    amount: integer('amount').notNull(),
    movementId: integer('movement_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('referral_payments_period_uq').on(t.brandCode, t.referrerId, t.periodKey), index('referral_payments_referrer_idx').on(t.referrerId, t.periodEnd)],
)

/** A settled period (every referrer of it done); written after its payments, so a crash mid-period resumes. */
export const referralSettlementRuns = sqliteTable(
  'referral_settlement_runs',
  {
    brandCode: text('brand_code').notNull(),
    periodKey: text('period_key').notNull(),
    periodEnd: integer('period_end').notNull(),
    referrers: integer('referrers').notNull(),
    paid: integer('paid').notNull(),
    finishedAt: integer('finished_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandCode, t.periodKey] })],
)
