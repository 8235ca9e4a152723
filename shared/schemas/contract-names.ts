/**
 * Agent contract names and fixed rules (issue 6; spec §3 contract fields, §7 MCS2_/MCSFE_ relays)
 * without zod: the types, statuses, periods, caps and relay names that islands need without the
 * schemas (issue 16, decision 0039). shared/schemas/contracts.ts re-exports all of it with the
 * schemas; import from here in browser code that does not validate.
 * @see docs/decisions 0013 (contract rules)
 */
export const CONTRACT_TYPES = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const
export type ContractTypeName = (typeof CONTRACT_TYPES)[number]

export const CONTRACT_STATUSES = ['OFFERED', 'ACTIVE', 'REFUSED', 'TERMINATION_REQUESTED', 'TERMINATED', 'SUPERSEDED'] as const
export type ContractStatusName = (typeof CONTRACT_STATUSES)[number]

/** Periods a dividend may settle by (spec §3 "Salary periods"). */
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number]
export type ContractPeriodName = DividendPeriod | 'hourly' | 'realtime'

/** The fixed period of each salary type. */
export const SALARY_PERIOD: Record<Exclude<ContractTypeName, 'DIVIDEND'>, ContractPeriodName> = {
  DAILY_SALARY: 'daily',
  HOURLY_SALARY: 'hourly',
  REALTIME_SALARY: 'realtime',
}

/**
 * The brand's ceiling per type in basis points: what a root agent without a house contract may
 * offer at most (decision 0013). Dividends share the team's loss; salaries a share of its turnover.
 */
export const RATE_CAP_BP: Record<ContractTypeName, number> = { DIVIDEND: 6000, DAILY_SALARY: 200, HOURLY_SALARY: 200, REALTIME_SALARY: 200 }
export const MAX_TIERS = 10
/** Basis points per percent. */
export const BP_PER_PERCENT = 100

/**
 * Consolidated contract info field per type (spec §3 "Consolidated contract info"): the value is
 * 'NEW' when an offer awaits the member, 'TERMINATE' when the other side asked to end a contract
 * and awaits the member's answer, '' when nothing does.
 */
export const CONSOLIDATED_FIELDS: Record<ContractTypeName, 'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype'> = {
  DIVIDEND: 'divtypereq',
  DAILY_SALARY: 'dailysalreqtype',
  HOURLY_SALARY: 'contracthoursalreq',
  REALTIME_SALARY: 'realtimesalreqtype',
}

/** The spec's relay names per type (spec §7 contracts). */
export const CONTRACT_RELAYS = {
  DIVIDEND: 'MCS2_processDividendReq',
  DAILY_SALARY: 'MCS2_processDailySalContract',
  HOURLY_SALARY: 'MCS2_processContractHourSalary',
  REALTIME_SALARY: 'MCSFE_processRealTimeSalaryContract',
} as const satisfies Record<ContractTypeName, string>
