/**
 * Contract arithmetic (decision 0013), pure: a tier list's rate for the ceiling rule, the rate a
 * period's figures reach, and the amount it pays. Rates in basis points, amounts in minor units.
 * @see product-spec §3 contract fields; server/platform/agent/contracts.ts
 */
import type { ContractFigures, ContractTier, ContractType } from '../../../db/schema/contracts'

/** The highest rate of a tier list (bp). */
export const maxRateOf = (tiers: readonly ContractTier[]) => tiers.reduce((m, t) => Math.max(m, t.rate), 0)

/**
 * The rate a contract pays for a period's figures: the highest rate among the tiers the figures
 * reach (each threshold "at least"), 0 when none is reached.
 */
export function rateFor(tiers: readonly ContractTier[], f: ContractFigures): number {
  const loss = Math.max(0, -f.profitLoss)
  return tiers.reduce((best, t) => (f.activeMembers >= t.activeMembers && f.validBet >= t.validBet && loss >= t.loss && t.rate > best ? t.rate : best), 0)
}

/**
 * What a contract pays for a period (minor units, rounded down): salaries `rate × valid bet`,
 * dividends `rate × team net loss` (0 when the team won).
 */
export function amountFor(type: ContractType, rate: number, f: ContractFigures): number {
  const base = type === 'DIVIDEND' ? Math.max(0, -f.profitLoss) : f.validBet
  if (rate <= 0 || base <= 0) return 0
  return Number((BigInt(base) * BigInt(rate)) / 10_000n)
}
