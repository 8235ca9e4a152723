/**
 * Agent center shapes shared by the gateway (server/gateway/agent.ts), the pages and the register
 * center island: the register-downline body, report queries and the sub-agent rule.
 * Dates are business days `YYYY-MM-DD` (UTC+8, decision 0010); amounts at the API edge are major
 * units (decision 0001).
 * @see product-spec §2 agent center (registerCenter, downlineManagmentView, reports), §3 member types
 */
import { z } from 'zod'

/**
 * Which agent types may register sub-agents, and the type a sub-agent gets (decision 0014):
 * main agents 1 and 41 open sub-agents of types 2 and 42; sub-agents (2, 42) register members only.
 */
export const SUB_AGENT_TYPE: Readonly<Record<number, number>> = { 1: 2, 41: 42 }

/** The type a sub-agent of an agent of `type` gets, or null when that agent may not open sub-agents. */
export function subAgentTypeOf(type: number): number | null {
  return SUB_AGENT_TYPE[type] ?? null
}

export const DOWNLINE_KINDS = ['member', 'agent'] as const
export type DownlineKind = (typeof DOWNLINE_KINDS)[number]

export const NICKNAME_MAX = 20

/**
 * The register center's form (spec §2 registerCenter). The account and password follow the brand's
 * registration rules (checked by the platform with them); an empty password means the brand's
 * default password. Every account an agent opens must change its password at first login.
 */
export const RegisterDownlineBodySchema = z
  .object({
    account: z.string().trim().min(1, 'agent.errors.accountRequired').max(40, 'agent.errors.accountRequired'),
    password: z.string().max(64).optional().default(''),
    confirmPassword: z.string().max(64).optional().default(''),
    nickname: z.string().trim().max(NICKNAME_MAX, 'agent.errors.nicknameLength').optional().default(''),
    kind: z.enum(DOWNLINE_KINDS).optional().default('member'),
  })
  .strict()
  .refine((b) => b.password === b.confirmPassword, { path: ['confirmPassword'], message: 'validation.confirmMismatch' })
export type RegisterDownlineBody = z.infer<typeof RegisterDownlineBodySchema>

const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'agent.errors.date')
const PageNo = z.coerce.number().int().min(1).max(100_000).optional().default(1)
const PageSize = z.coerce.number().int().min(1).max(100).optional().default(20)
const Account = z.string().trim().min(1).max(40).optional()

/** A report's date range: business days, inclusive; both default to today; at most 92 days. */
export const RangeQuery = { from: DateSchema.optional(), to: DateSchema.optional() }

export const BET_STATUSES = ['OPEN', 'SETTLED', 'ROLLED_BACK'] as const
export const USER_LOSS_SORTS = ['winLoss', '-winLoss', 'validBet', '-validBet'] as const
export type UserLossSort = (typeof USER_LOSS_SORTS)[number]

export const OverviewQuerySchema = z.object({ ...RangeQuery, member: Account }).strict()
export const BettingQuerySchema = z
  .object({
    ...RangeQuery,
    member: Account,
    gameType: z
      .string()
      .regex(/^[A-Z]{2,12}$/)
      .optional(),
    vendor: z
      .string()
      .regex(/^[A-Z0-9_]{2,32}$/)
      .optional(),
    status: z.enum(BET_STATUSES).optional(),
    pageNo: PageNo,
    pageSize: PageSize,
  })
  .strict()
export const UserLossQuerySchema = z.object({ ...RangeQuery, member: Account, sort: z.enum(USER_LOSS_SORTS).optional().default('winLoss'), pageNo: PageNo, pageSize: PageSize }).strict()
export const IncomeQuerySchema = z.object({ ...RangeQuery, pageNo: PageNo, pageSize: PageSize }).strict()
export const AccountDetailsQuerySchema = z
  .object({
    ...RangeQuery,
    member: Account,
    kind: z
      .string()
      .regex(/^[A-Z_]{2,32}$/)
      .optional(),
    pageNo: PageNo,
    pageSize: PageSize,
  })
  .strict()
export const DownlinesQuerySchema = z
  .object({
    search: z.string().trim().max(40).optional(),
    scope: z.enum(['direct', 'all']).optional().default('all'),
    pageNo: PageNo,
    pageSize: PageSize,
  })
  .strict()

/** The longest range a report takes, in days (a quarter). */
export const MAX_RANGE_DAYS = 92
