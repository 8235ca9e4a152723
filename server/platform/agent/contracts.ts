/**
 * Agent contracts (issue 6; spec §3 contract fields and consolidated contract info, §4 contracts,
 * §6 agent role; DESIGN §6): an agent offers a dividend or a daily, hourly or real-time salary
 * contract with rate tiers to a direct downline; the downline accepts or refuses; either side asks
 * to terminate and the other agrees or declines. The rules of docs/decisions 0013:
 * - ceiling: an offer's highest rate ≤ the offerer's own rate of that type (its contract in force;
 *   a root agent without a house contract: the brand cap `RATE_CAP_BP`);
 * - cascade: whenever a member's own rate falls (a lower contract accepted, a contract ended),
 *   its contracts and open offers of that type above the new rate end (reason CEILING), recursively;
 * - one open offer and one contract in force per downline and type.
 * State changes run as money-writer units (one transaction each, cascade included). One file per
 * part: contracts-model.ts (error, views), contracts-store.ts (rows, ceiling rules, team figures),
 * contracts-lifecycle.ts (offers, answers, termination), contracts-views.ts (what pages read),
 * contracts-payments.ts (payment records), contracts-rates.ts (tiers); settlement lives in settlement.ts. Rates in basis points, amounts minor units, times UTC ms.
 * @see docs/decisions/0013-agent-contracts.md
 */
import { amountFor, rateFor } from './contracts-rates'
import { settlementModule } from './settlement'
import { contractStore } from './contracts-store'
import { contractLifecycle } from './contracts-lifecycle'
import { contractViews } from './contracts-views'
import { contractPayments } from './contracts-payments'
import type { ContractDeps } from './contracts-model'

export { ContractError, HOUSE_ID, periodOf } from './contracts-model'
export type {
  ConsolidatedContracts,
  ContractDeps,
  ContractErrorCode,
  ContractFigures,
  ContractPeriod,
  ContractStatus,
  ContractTier,
  ContractType,
  ContractView,
  OfferInput,
  PaymentView,
  PaymentsPage,
  PendingItem,
} from './contracts-model'

/**
 * `platform.contracts`: offers, answers, termination, the popup's pending items, consolidated
 * info, lists, payment records and team figures.
 */
export function contractsModule(deps: ContractDeps) {
  const { ctx, ledger, money } = deps
  const store = contractStore(deps)
  const { ownRate, pending, figures } = store
  return {
    ownRate,
    rateFor,
    amountFor,
    pending,
    figures,
    /** The settlement jobs over these contracts (settlement.ts). */
    settlement: settlementModule({ ctx, ledger, money, figures }),
    ...contractLifecycle(deps, store),
    ...contractViews(deps, store),
    ...contractPayments(deps, store),
  }
}

export type ContractsModule = ReturnType<typeof contractsModule>
