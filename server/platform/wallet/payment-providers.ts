/**
 * Payment providers (DESIGN §4): where a deposit's money comes from and a withdrawal's goes to.
 * Each provider is a contra account in the ledger (`{ kind: 'PROVIDER', provider: code }`) that
 * mirrors the money outside the member wallets, so the ledger still sums to zero.
 *
 * The embedded defaults:
 * - SANDBOX: an instant e-wallet for demos and tests; every deposit is credited at once. A live
 *   brand (BRAND_MODE=live, decision 0028) never reaches it: the deposit is refused first, and the
 *   server will not start with an enabled sandbox method.
 * - BANK: a manual bank transfer; the request stays PENDING until a merchant operator approves
 *   (credit + 'deposit credited' message) or rejects it ('deposit failed') with
 *   `npm run operator -- deposit approve|reject <id>`. Withdrawals are paid out through it: the
 *   operator pays the bank account, then approves (`withdrawal approve <id>`).
 *
 * A real provider implements the same interface; `startDeposit` may call out to it, so the wallet
 * calls it before, never inside, the money transaction (DESIGN §4).
 */

export type ProviderCode = 'SANDBOX' | 'BANK'
export const PROVIDER_CODES: readonly ProviderCode[] = ['SANDBOX', 'BANK']

/** What the wallet asks a provider to start (minor units). */
export interface DepositIntent {
  memberId: number
  methodCode: string
  amount: number
  /** The member's idempotency key: a provider that is asked twice must answer the same. */
  requestKey: string
  payerReference: string | null
}

/** The provider's answer: credit now, wait for an operator (or a callback), or refuse. */
export type DepositOutcome = 'CREDITED' | 'PENDING' | 'REJECTED'

export interface PaymentProvider {
  readonly code: ProviderCode
  /** Starts a deposit. Must not touch the ledger: the wallet writes the outcome in its money unit. */
  startDeposit(intent: DepositIntent): Promise<DepositOutcome>
}

/** Instant sandbox provider: credits every deposit at once. */
export const sandboxProvider: PaymentProvider = {
  code: 'SANDBOX',
  startDeposit: async () => 'CREDITED',
}

/** Manual bank transfer: every deposit waits for an operator's decision. */
export const bankTransferProvider: PaymentProvider = {
  code: 'BANK',
  startDeposit: async () => 'PENDING',
}

/** The providers of the embedded platform, by code. */
export const EMBEDDED_PROVIDERS: Record<ProviderCode, PaymentProvider> = { SANDBOX: sandboxProvider, BANK: bankTransferProvider }

/** The provider that pays withdrawals out (its ledger account receives the held amount on approval). */
export const PAYOUT_PROVIDER: ProviderCode = 'BANK'
