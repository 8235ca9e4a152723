/**
 * Responsible gaming (issue 8; beyond the spec, as UKGC RTS 12/13/14 and MGA require): a member's
 * deposit, loss and wager limits, reality-check interval, time-out and self-exclusion, and the
 * append-only audit log of every change. Amounts are minor units; times UTC ms.
 * Re-exported by `platform.ts`.
 * @see server/platform/responsible-gaming/responsible-gaming.ts for the rules
 */
import { sqliteTable, integer, text, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core'

export type RgLimitKind = 'DEPOSIT' | 'LOSS' | 'WAGER'
export type RgLimitPeriod = 'DAY' | 'WEEK' | 'MONTH'
export type RgExclusionKind = 'TIME_OUT' | 'SELF_EXCLUSION'

/**
 * One limit of a member per kind and period. `amount` is the limit in force (null: none). A raise or
 * a removal waits 24 hours: `nextFrom` is when `nextAmount` (null: no limit) takes over.
 */
export const rgLimits = sqliteTable(
  'rg_limits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<RgLimitKind>().notNull(),
    period: text('period').$type<RgLimitPeriod>().notNull(),
    amount: integer('amount'),
    nextAmount: integer('next_amount'),
    nextFrom: integer('next_from'),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('rg_limits_member_kind_period').on(t.brandCode, t.memberId, t.kind, t.period)],
)

/** A member's reality-check interval and exclusion (one row, created on first change). */
export const rgSettings = sqliteTable(
  'rg_settings',
  {
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    /** Minutes between reality checks while playing (10–480), null = off. */
    realityCheckMinutes: integer('reality_check_minutes'),
    exclusionKind: text('exclusion_kind').$type<RgExclusionKind>(),
    excludedFrom: integer('excluded_from'),
    excludedUntil: integer('excluded_until'),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandCode, t.memberId] }), index('rg_settings_excluded_idx').on(t.brandCode, t.excludedUntil)],
)

/** Every responsible-gaming change, never updated or deleted (SQLite triggers refuse both). */
export const rgAudit = sqliteTable(
  'rg_audit',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    /** LIMIT_SET, LIMIT_DECREASED, LIMIT_INCREASE_REQUESTED, REALITY_CHECK_SET, TIME_OUT, SELF_EXCLUSION. */
    action: text('action').notNull(),
    detail: text('detail', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** Who made it: MEMBER or OPERATOR. */
    actor: text('actor').notNull(),
    /** IP of the request, when made over the API. */
    ip: text('ip'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('rg_audit_member_idx').on(t.brandCode, t.memberId, t.createdAt)],
)
