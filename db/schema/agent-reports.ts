/**
 * Agent report schema (issue 6, DESIGN §6): `member_daily`, one row per member and business day
 * with the figures every agent report sums — settled bets (count, stake, valid bet, payout,
 * win/loss in the member's view), deposits credited and withdrawals paid. Money in integer minor
 * units. `day` is the business-day index: ⌊(UTC ms + 8 h) / 86 400 000⌋ (periods.ts
 * `businessDayIndex`, decision 0010's UTC+8), so day 20 594 is 2026-05-20 in Manila.
 *
 * The rows are maintained by SQLite triggers (migration `agent_reports_triggers`) inside the very
 * transaction that writes a bet record or a ledger movement, so the figures are always exactly the
 * sum of the underlying rows — no job, no lag — and a report reads one row per member and day
 * instead of every bet. Re-exported by `platform.ts`.
 * @see product-spec §2 agent center (agentTeamOverview, palStatementsAgentCopy); docs/decisions 0014
 */
import { sqliteTable, integer, index, primaryKey } from 'drizzle-orm/sqlite-core'

/** The figures of one day (minor units), the columns `member_daily` and `team_daily` share. */
function dayFigures() {
  return {
    /** Settled bets placed that day (bet time), their stake, valid bet, payout and payout − stake. */
    betCount: integer('bet_count').notNull().default(0),
    betAmount: integer('bet_amount').notNull().default(0),
    validBet: integer('valid_bet').notNull().default(0),
    payout: integer('payout').notNull().default(0),
    winLoss: integer('win_loss').notNull().default(0),
    /** Ledger DEPOSIT movements (credited deposits) that day. */
    depositCount: integer('deposit_count').notNull().default(0),
    depositAmount: integer('deposit_amount').notNull().default(0),
    /** Ledger WITHDRAW_PAYOUT movements (withdrawals paid out) that day. */
    withdrawCount: integer('withdraw_count').notNull().default(0),
    withdrawAmount: integer('withdraw_amount').notNull().default(0),
  }
}

export const memberDaily = sqliteTable(
  'member_daily',
  {
    memberId: integer('member_id').notNull(),
    /** Business-day index (days since 1970-01-01 in UTC+8). */
    day: integer('day').notNull(),
    ...dayFigures(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] }), index('member_daily_day_idx').on(t.day)],
)

/**
 * Every (member, ancestor) pair of the tree with the distance between them (1 = direct upline):
 * a closure of `members.upline_id`, kept by a trigger when a member is created, so an agent's whole
 * team is one index range (`ancestor_id = ?`) and `team_daily` can be kept per ancestor.
 */
export const memberAncestors = sqliteTable(
  'member_ancestors',
  {
    ancestorId: integer('ancestor_id').notNull(),
    memberId: integer('member_id').notNull(),
    depth: integer('depth').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.memberId] }), index('member_ancestors_member_idx').on(t.memberId)],
)

/**
 * `member_daily` summed over each agent's whole team (every downline at any depth) per business
 * day, kept by triggers on `member_daily` through `member_ancestors`; `active_members` counts the
 * downlines with a settled valid bet that day. The team overview reads one row per day.
 */
export const teamDaily = sqliteTable(
  'team_daily',
  {
    agentId: integer('agent_id').notNull(),
    day: integer('day').notNull(),
    activeMembers: integer('active_members').notNull().default(0),
    ...dayFigures(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day] })],
)
