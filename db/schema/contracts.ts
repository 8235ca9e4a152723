/**
 * Agent contracts and their settlement (issue 6, DESIGN §6; spec §3 contract fields, §4 contracts):
 * - `agent_contracts`: a contract an upline offers to one direct downline — dividend or daily,
 *   hourly or real-time salary — with rate tiers, its status and the times it changed. `upline_id`
 *   null means the house (the brand) is the upline of a root agent.
 * - `contract_payments`: what one contract paid for one period (unique per contract and period):
 *   the team's figures, the applied rate, the amount and the ledger movement. UNPAID rows wait for
 *   the payer's funds and are retried by every settlement run.
 * - `contract_settlement_runs`: one row per settled period (`D2026-11-21`, `H…`, `R…`, `W…`, `S…`,
 *   `M…`), so a late or restarted job knows which periods are still to do.
 * Money in integer minor units; rates in basis points (1/100 of a percent); times UTC ms.
 * Re-exported by `platform.ts`.
 * @see server/platform/agent/contracts.ts, server/platform/agent/settlement.ts, docs/decisions 0013
 */
import { sqliteTable, integer, text, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core'

/** Contract types (spec §2: enableCt, salary, hourSalary, agentRealtimeSalary). */
export type ContractType = 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY'
/** Contract statuses (spec §4: offered, accepted, refused, termination requested, terminated). */
export type ContractStatus = 'OFFERED' | 'ACTIVE' | 'REFUSED' | 'TERMINATION_REQUESTED' | 'TERMINATED' | 'SUPERSEDED'
/** Settlement periods (shared/periods.ts kinds). */
export type ContractPeriod = 'realtime' | 'hourly' | 'daily' | 'weekly' | 'semimonthly' | 'monthly'

/**
 * One rate tier: reached when the team's period figures are at least every threshold; the best
 * reached tier's rate applies. `validBet` and `loss` (the team's net loss, −profit/loss) are minor
 * units; `rate` is basis points.
 */
export interface ContractTier {
  activeMembers: number
  validBet: number
  loss: number
  rate: number
}

export const agentContracts = sqliteTable(
  'agent_contracts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    /** The paying side; null = the house (a root agent's contract with the brand). */
    uplineId: integer('upline_id'),
    /** The paid side, a direct downline of the upline. */
    downlineId: integer('downline_id').notNull(),
    type: text('type').$type<ContractType>().notNull(),
    /** How often it settles: salaries by their type (daily, hourly, realtime); dividends daily, weekly, semimonthly or monthly. */
    period: text('period').$type<ContractPeriod>().notNull(),
    tiers: text('tiers', { mode: 'json' }).$type<ContractTier[]>().notNull(),
    /** The highest tier rate (bp): the contract's rate for the ceiling rule. */
    maxRate: integer('max_rate').notNull(),
    status: text('status').$type<ContractStatus>().notNull(),
    /** Who asked to terminate (member id; 0 = the house). */
    terminationRequestedBy: integer('termination_requested_by'),
    terminationRequestedAt: integer('termination_requested_at'),
    /** AGREED (both sides), SUPERSEDED (a newer contract was accepted), CEILING (the upline's own rate fell below it), REFUSED, WITHDRAWN. */
    endReason: text('end_reason'),
    createdAt: integer('created_at').notNull(),
    /** When the downline answered the offer. */
    respondedAt: integer('responded_at'),
    /** In force from (acceptance) until `endedAt` (exclusive); null while offered. */
    activatedAt: integer('activated_at'),
    endedAt: integer('ended_at'),
  },
  (t) => [
    index('agent_contracts_downline_idx').on(t.brandCode, t.downlineId, t.type, t.status),
    index('agent_contracts_upline_idx').on(t.brandCode, t.uplineId, t.status),
    index('agent_contracts_period_idx').on(t.brandCode, t.period, t.activatedAt),
  ],
)

/** PAID (movement posted) or UNPAID (the payer lacked funds; retried by every run). */
export type ContractPaymentStatus = 'PAID' | 'UNPAID'

/** The team's figures over one period (minor units). */
export interface ContractFigures {
  activeMembers: number
  validBet: number
  profitLoss: number
}

export const contractPayments = sqliteTable(
  'contract_payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    contractId: integer('contract_id').notNull(),
    /** The paid agent (the contract's downline). */
    agentId: integer('agent_id').notNull(),
    /** The payer: the contract's upline; 0 = the house. */
    payerId: integer('payer_id').notNull(),
    contractType: text('contract_type').$type<ContractType>().notNull(),
    /** periods.ts key of the settled period, e.g. `D2026-11-21`. */
    periodKey: text('period_key').notNull(),
    periodStart: integer('period_start').notNull(),
    periodEnd: integer('period_end').notNull(),
    /** The team's figures the amount was computed from. */
    figures: text('figures', { mode: 'json' }).$type<ContractFigures>().notNull(),
    /** Applied rate, basis points (0 when no tier was reached). */
    rate: integer('rate').notNull(),
    /** Minor units: floor(base × rate / 10 000); base = valid bet for salaries, team loss for dividends. */
    amount: integer('amount').notNull(),
    status: text('status').$type<ContractPaymentStatus>().notNull(),
    /** The ledger movement (key `contract:<contractId>:<periodKey>`), once paid. */
    movementId: integer('movement_id'),
    /** Payment attempts that found the payer short of funds. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    paidAt: integer('paid_at'),
  },
  (t) => [
    uniqueIndex('contract_payments_period_uq').on(t.contractId, t.periodKey),
    index('contract_payments_agent_idx').on(t.brandCode, t.agentId, t.contractType, t.periodStart),
    index('contract_payments_payer_idx').on(t.brandCode, t.payerId, t.contractType, t.periodStart),
    index('contract_payments_status_idx').on(t.brandCode, t.status),
  ],
)

/** A period every contract of its kind has been settled for (the job's progress). */
export const contractSettlementRuns = sqliteTable(
  'contract_settlement_runs',
  {
    brandCode: text('brand_code').notNull(),
    periodKey: text('period_key').notNull(),
    /** periods.ts kind of the key. */
    kind: text('kind').$type<ContractPeriod>().notNull(),
    periodEnd: integer('period_end').notNull(),
    /** Contracts considered, payments written (paid and unpaid). */
    contracts: integer('contracts').notNull(),
    payments: integer('payments').notNull(),
    finishedAt: integer('finished_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandCode, t.periodKey] }), index('contract_settlement_runs_kind_idx').on(t.brandCode, t.kind, t.periodEnd)],
)
