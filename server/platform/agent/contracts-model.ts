/**
 * The shapes of `platform.contracts` (contracts.ts; decision 0013): its error, the views it answers
 * (rates bp, amounts minor units, times UTC ms), an offer's input and the period it settles by.
 * Re-exported by contracts.ts.
 */
import { DomainError } from '../errors'
import type { PlatformContext } from '../context'
import type { MemberModule } from '../member/members'
import type { MoneyWriter } from '../wallet/money-writer'
import type { Ledger } from '../wallet/ledger'
import type { ContractFigures, ContractPaymentStatus, ContractPeriod, ContractStatus, ContractTier, ContractType } from '../../../db/schema/contracts'
import { DIVIDEND_PERIODS, SALARY_PERIOD } from '../../../shared/schemas/contracts'

export type { ContractType, ContractStatus, ContractTier, ContractPeriod, ContractFigures }

export type ContractErrorCode =
  | 'CONTRACT_NOT_FOUND'
  | 'NOT_AGENT'
  | 'NOT_DIRECT_DOWNLINE'
  | 'NO_OWN_CONTRACT'
  | 'RATE_ABOVE_CEILING'
  | 'PERIOD_REQUIRED'
  | 'PERIOD_INVALID'
  | 'INVALID_STATE'
  | 'NOT_YOUR_TURN'
  | 'NEED_TRUE_ACCOUNT'

/** Errors of the contract calls; `messageKey` is a `contracts.errors.*` key (or `errors.*`). */
export class ContractError extends DomainError<ContractErrorCode> {}

/** A contract as both sides and the pages see it (rates bp, thresholds minor units). */
export interface ContractView {
  id: number
  type: ContractType
  period: ContractPeriod
  tiers: ContractTier[]
  maxRate: number
  status: ContractStatus
  /** null = the house. */
  uplineId: number | null
  uplineAccount: string | null
  downlineId: number
  downlineAccount: string
  downlineNickname: string
  /** Who asked to terminate: 'upline' | 'downline' | null. */
  terminationRequestedBy: 'upline' | 'downline' | null
  endReason: string | null
  createdAt: number
  respondedAt: number | null
  activatedAt: number | null
  endedAt: number | null
}

/** Something awaiting the member's answer (the contract popup). */
export interface PendingItem {
  /** NEW: an offer to accept or refuse; TERMINATE: the other side asks to end the contract. */
  request: 'NEW' | 'TERMINATE'
  contract: ContractView
  /** For NEW: the member's contract of that type in force now (the offer would replace it). */
  current: ContractView | null
}

export type ConsolidatedContracts = Record<'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype', '' | 'NEW' | 'TERMINATE'>

export interface PaymentView {
  id: number
  contractId: number
  contractType: ContractType
  agentId: number
  agentAccount: string
  payerId: number
  /** null = the house. */
  payerAccount: string | null
  periodKey: string
  periodStart: number
  periodEnd: number
  figures: ContractFigures
  rate: number
  amount: number
  status: ContractPaymentStatus
  movementId: number | null
  createdAt: number
  paidAt: number | null
}

export interface PaymentsPage {
  list: PaymentView[]
  pageNum: number
  totalPages: number
  totalCount: number
  /** Over every row of the filter (not only the page): paid and unpaid amounts, minor units. */
  totals: { paid: number; unpaid: number }
}

/** `terminationRequestedBy` value meaning the house. */
export const HOUSE_ID = 0

export interface OfferInput {
  type: ContractType
  /** The downline: by id or login name. */
  downlineId?: number
  account?: string
  /** Dividends only (required there): daily, weekly, semimonthly, monthly. */
  period?: ContractPeriod
  tiers: ContractTier[]
}

/**
 * The period a contract settles by: salaries by type, dividends as offered.
 * @throws ContractError PERIOD_REQUIRED | PERIOD_INVALID (400)
 */
export function periodOf(type: ContractType, period: ContractPeriod | undefined): ContractPeriod {
  if (type === 'DIVIDEND') {
    if (!period) throw new ContractError('PERIOD_REQUIRED', 'contracts.errors.periodRequired', 400)
    if (!(DIVIDEND_PERIODS as readonly string[]).includes(period)) throw new ContractError('PERIOD_INVALID', 'contracts.errors.periodInvalid', 400)
    return period
  }
  const fixed = SALARY_PERIOD[type]
  if (period && period !== fixed) throw new ContractError('PERIOD_INVALID', 'contracts.errors.periodInvalid', 400)
  return fixed
}

export interface ContractDeps {
  ctx: PlatformContext
  members: MemberModule
  ledger: Ledger
  money: MoneyWriter
}
