/**
 * The one mapping at the edge from the platform's minor units to the API's major units (decision
 * 0001, issue 15, decision 0033): the platform speaks minor units only; the spec's API shapes carry
 * money in major units. Every money field of every answer is named here, by shape, and converted by
 * `toApi` with the currency's minor unit (`toMajor`); nothing else in the gateway divides by 100.
 */
import { toMajor } from '../../shared/schemas/wallet'
import type { GameCard } from '../../shared/schemas/game'

/** The money fields of each API shape (minor units inside the platform, major units in the answer). */
export const MONEY = {
  /** A deposit or withdrawal request and the balance after it. */
  request: ['amount', 'balance'],
  /** A transfer (game wallet, upline, downline). */
  transfer: ['amount', 'balance', 'gameBalance'],
  /** A wallet record (a ledger line) and a transaction's legs. */
  record: ['amount', 'balanceAfter'],
  /** The consolidated funds. */
  funds: ['balance', 'pendingWithdrawals', 'pendingDeposits', 'totalBalance'],
  /** A balance (an answer's, the live events' `balance` event). */
  balance: ['balance'],
  amount: ['amount'],
  /** A deposit method's limits. */
  method: ['minAmount', 'maxAmount'],
  /** The withdrawal settings. */
  withdrawLimits: ['min', 'max', 'balance'],
  /** An agent report's daily figures and totals. */
  agentFigures: ['depositAmount', 'withdrawAmount', 'betAmount', 'validBet', 'payout', 'winLoss', 'profitLoss'],
  /** A bet (agent betting and user-loss reports). */
  bet: ['betAmount', 'validBet', 'payout', 'winLoss'],
  /** An account-details line of the agent reports, and its totals. */
  accountLine: ['amount', 'balanceAfter'],
  accountTotals: ['credits', 'debits', 'net'],
  /** A points reward's threshold. */
  reward: ['amountRequirement'],
  pointConfig: ['validBetPerPoint', 'convertMinorPerPoint'],
  pointBalance: ['validBetTotal', 'nextPointIn'],
  /** A points conversion or a mission's claim: the credit and the balance after it. */
  credit: ['amount', 'balance'],
  /** A mission: its valid-bet target and progress only for VALID_BET missions. */
  validBetMission: ['target', 'progress', 'reward'],
  mission: ['reward'],
  validBet: ['validBet'],
  /** A promotion's reward and turnover. */
  promotion: ['rewardAmount'],
  turnover: ['required', 'done'],
  /** The bonus wallet: the turnover still owed on the member's bonuses. */
  bonusWallet: ['turnoverOwed'],
  raffle: ['prize', 'balance'],
  /** A reward-center entry and its detail. */
  promoReward: ['amount', 'turnoverRequired', 'turnoverDone', 'balance'],
  promoRewardDetail: ['deposit', 'validBet'],
  /** Manual rebate rows, previews and claims. */
  rebate: ['validBet', 'amount'],
  rebateClaim: ['validBet', 'amount', 'balance'],
  /** Responsible gaming: a limit and its use, the reality check's figures. */
  limit: ['amount', 'used'],
  realityCheck: ['wagered', 'net'],
  /** A PVP room's stakes. */
  room: ['smallBlind', 'bigBlind', 'minBuyIn', 'maxBuyIn'],
  /** A referral's figures. */
  referral: ['deposited', 'validBet'],
  /** An agent's contract payment (its period's figures and the amount) and the totals of the list. */
  contractPayment: ['validBet', 'profitLoss', 'amount'],
  contractPaymentTotals: ['paid', 'unpaid'],
  /** A game card, a winners-board entry. */
  gameCard: ['minBet'],
  winner: ['winAmount'],
} as const

/**
 * A copy of `value` with the named money fields in major units (those that are numbers; others stay).
 * @example toApi({ amount: 1250, id: 3 }, MONEY.amount) → { amount: 12.5, id: 3 }
 */
export function toApi<T extends object>(value: T, fields: readonly string[]): T {
  const out = { ...value } as Record<string, unknown>
  for (const f of fields) if (typeof out[f] === 'number') out[f] = toMajor(out[f] as number)
  return out as T
}

/** A page `{ list, … }` with each item's money fields in major units. */
export function toApiPage<P extends { list: object[] }>(page: P, fields: readonly string[]): P {
  return { ...page, list: page.list.map((x) => toApi(x, fields)) }
}

/** A game card as the API gives it (`minBet` in major units). */
export const cardToApi = <T extends Pick<GameCard, 'minBet'>>(card: T): T => toApi(card, MONEY.gameCard)
