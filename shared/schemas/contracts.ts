/**
 * Agent contract inputs (issue 6; spec §3 contract fields, §4 contracts, §7 MCS2_/MCSFE_ relays),
 * used by the gateway and by the offer form and the contract popup alike.
 *
 * - Types: DIVIDEND (spec enableCt), DAILY_SALARY (salary), HOURLY_SALARY (hourSalary),
 *   REALTIME_SALARY (agentRealtimeSalary). Salaries settle by their type's period; a dividend
 *   settles daily, weekly, semimonthly or monthly as its contract says.
 * - A tier: `activeMembers` (team members with a valid bet in the period), `validBet` (the team's
 *   period valid bet — the daily or hourly bet amount), `loss` (the team's period net loss, i.e.
 *   −profit/loss; dividends are paid on it), each "at least"; and `rate`, a percentage with at most
 *   2 decimals. Amounts arrive in MAJOR units (decision 0001) and leave the schemas in minor units;
 *   rates leave in basis points (1.25 % → 125).
 * Issue messages are i18n keys of the `contracts` namespace (`contracts.errors.*`).
 * @see docs/decisions 0013 (contract rules), server/platform/agent/contracts.ts
 */
import { z } from 'zod'
import { moneySchema, parseMoney, pointsSchema } from './amount'

// The names and fixed rules without zod, for the islands that need only them (decision 0039).
export * from './contract-names'
import type { ContractPeriodName, ContractStatusName, ContractTypeName } from './contract-names'
import { BP_PER_PERCENT, CONTRACT_TYPES, DIVIDEND_PERIODS, MAX_TIERS } from './contract-names'

const PERCENT_MAX = 100
const THRESHOLD_MAX_MAJOR = 9_999_999_999_999

/**
 * A percentage (number or text, ≤ 2 decimals, 0 < p ≤ 100) → basis points, or null.
 * @example percentToBp('1.25') === 125; percentToBp(0.5) === 50; percentToBp('0') === null
 */
export function percentToBp(input: number | string): number | null {
  // A percentage has the shape of a money amount (≤ 2 decimals): the same strict parser (decision 0031).
  const bp = parseMoney(input, PERCENT_MAX)
  return bp !== null && bp > 0 ? bp : null
}

/** Basis points → a percentage number for JSON (125 → 1.25). */
export const bpToPercent = (bp: number) => bp / BP_PER_PERCENT

/** A threshold amount in major units (≥ 0, ≤ 2 decimals) → minor units, or null. */
export const thresholdToMinor = (input: number | string): number | null => parseMoney(input, THRESHOLD_MAX_MAJOR)

/** A number or text turned into an integer by `parse`, or the issue `message`. */
const parsed = (parse: (v: number | string) => number | null, message: string) =>
  z.union([z.number(), z.string().max(32)], { error: message }).transform((v, ctx) => {
    const n = parse(v)
    if (n === null) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return n
  })

const rateSchema = parsed(percentToBp, 'contracts.errors.rateInvalid')
const thresholdSchema = moneySchema({ message: 'contracts.errors.thresholdInvalid', allowZero: true, maxMajor: THRESHOLD_MAX_MAJOR })

/** One tier as sent: thresholds in major units, rate in percent. */
export const ContractTierSchema = z
  .object({
    activeMembers: pointsSchema({ message: 'contracts.errors.membersInvalid', min: 0, max: 1_000_000 }),
    validBet: thresholdSchema,
    loss: thresholdSchema.default(0),
    rate: rateSchema,
  })
  .strict()
export type ContractTierInput = z.infer<typeof ContractTierSchema>

const tiersSchema = z
  .array(ContractTierSchema, { error: 'contracts.errors.tiersRequired' })
  .min(1, 'contracts.errors.tiersRequired')
  .max(MAX_TIERS, 'contracts.errors.tooManyTiers')
  .refine((tiers) => new Set(tiers.map((t) => `${t.activeMembers}:${t.validBet}:${t.loss}`)).size === tiers.length, { message: 'contracts.errors.tiersDuplicate' })

const id = z.coerce.number({ error: 'contracts.errors.notFound' }).int('contracts.errors.notFound').positive('contracts.errors.notFound')

/** action=offer: to one direct downline, by id or login name; `period` only for dividends (required there). */
export const OfferBodySchema = z
  .object({
    action: z.literal('offer'),
    downlineId: id.optional(),
    account: z.string().trim().min(1, 'contracts.errors.notDirectDownline').max(64, 'contracts.errors.notDirectDownline').optional(),
    period: z.enum([...DIVIDEND_PERIODS, 'hourly', 'realtime'], { error: 'contracts.errors.periodInvalid' }).optional(),
    tiers: tiersSchema,
  })
  .strict()
  .refine((b) => b.downlineId !== undefined || b.account !== undefined, { message: 'contracts.errors.notDirectDownline', path: ['account'] })
export type OfferBody = z.infer<typeof OfferBodySchema>

/** action=accept | refuse | terminate on one contract (spec §4: accept, reject, terminate). */
export const DecisionBodySchema = z.object({ action: z.enum(['accept', 'refuse', 'terminate']), id }).strict()
export type DecisionBody = z.infer<typeof DecisionBodySchema>

/** action=list: the member's contracts of the relay's type, both sides. */
export const ListBodySchema = z.object({ action: z.literal('list') }).strict()

/** POST body of the four contract relays. */
export const ContractActionSchema = z.union([OfferBodySchema, DecisionBodySchema, ListBodySchema], { error: 'contracts.errors.actionInvalid' })
export type ContractAction = z.infer<typeof ContractActionSchema>

/** Whose payments a record page lists: received by the member, or paid by it to its downlines. */
export const PAYMENT_ROLES = ['received', 'paid'] as const
export type PaymentRole = (typeof PAYMENT_ROLES)[number]
export const PAYMENT_STATUSES = ['PAID', 'UNPAID'] as const

const utcMs = z.coerce.number().int().min(0).max(8_640_000_000_000_000)

/**
 * GET /wps/relay/MCS2_contractPayments: one type's payment records, `from`/`to` UTC ms over the
 * period start (default the past 30 days), optional role, status and downline account, paging.
 */
export const PaymentsQuerySchema = z
  .object({
    type: z.enum(CONTRACT_TYPES, { error: 'contracts.errors.typeInvalid' }),
    role: z.enum(PAYMENT_ROLES).default('received'),
    status: z.enum(PAYMENT_STATUSES).optional(),
    account: z.string().trim().max(64).optional(),
    from: utcMs.optional(),
    to: utcMs.optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    /** The answer's language (read by the gateway's middleware). */
    language: z.string().max(8).optional(),
  })
  .strict()
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { message: 'contracts.errors.rangeInvalid', path: ['from'] })
export type PaymentsQuery = z.infer<typeof PaymentsQuerySchema>

/** A rate tier as the API and the screens show it: thresholds in major units, rate in percent. */
export interface ContractTierApi {
  activeMembers: number
  validBet: number
  loss: number
  rate: number
}

/** A contract as the relays answer it (major units, percent; times UTC ms). */
export interface ContractApi {
  id: number
  type: ContractTypeName
  period: ContractPeriodName
  tiers: ContractTierApi[]
  /** Highest tier rate, percent. */
  maxRate: number
  status: ContractStatusName
  /** The upline's account; null = the house. */
  upline: string | null
  downline: string
  downlineNickname: string
  terminationRequestedBy: 'upline' | 'downline' | null
  endReason: string | null
  createdAt: number
  activatedAt: number | null
  endedAt: number | null
}

/** One item of the contract popup: an offer (NEW) or the other side's termination request (TERMINATE). */
export interface PendingContractApi {
  request: 'NEW' | 'TERMINATE'
  contract: ContractApi
  current: ContractApi | null
}

/** What the platform's contract views carry (minor units, bp), structurally. */
interface ContractLike {
  id: number
  type: ContractTypeName
  period: ContractPeriodName
  tiers: { activeMembers: number; validBet: number; loss: number; rate: number }[]
  maxRate: number
  status: ContractStatusName
  uplineAccount: string | null
  downlineAccount: string
  downlineNickname: string
  terminationRequestedBy: 'upline' | 'downline' | null
  endReason: string | null
  createdAt: number
  activatedAt: number | null
  endedAt: number | null
}

/** Platform view (minor units, bp) → API view (major units, percent). */
export function contractToApi(c: ContractLike): ContractApi {
  return {
    id: c.id,
    type: c.type,
    period: c.period,
    maxRate: bpToPercent(c.maxRate),
    status: c.status,
    tiers: c.tiers.map((t) => ({ activeMembers: t.activeMembers, validBet: t.validBet / 100, loss: t.loss / 100, rate: bpToPercent(t.rate) })),
    upline: c.uplineAccount,
    downline: c.downlineAccount,
    downlineNickname: c.downlineNickname,
    terminationRequestedBy: c.terminationRequestedBy,
    endReason: c.endReason,
    createdAt: c.createdAt,
    activatedAt: c.activatedAt,
    endedAt: c.endedAt,
  }
}

/** Platform pending item → API pending item. */
export function pendingToApi(p: { request: 'NEW' | 'TERMINATE'; contract: ContractLike; current: ContractLike | null }): PendingContractApi {
  return { request: p.request, contract: contractToApi(p.contract), current: p.current ? contractToApi(p.current) : null }
}
