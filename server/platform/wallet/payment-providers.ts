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
 *
 * A hosted-checkout provider (PAYMONGO, decision 0045) implements {@link HostedCheckoutProvider}
 * instead: the wallet records the request PENDING, asks the provider for a checkout page outside the
 * money transaction, and the member pays there; the provider's signed webhook (or the
 * reconciliation job's reading) settles the request through `wallet.settleCheckout`. Its adapter
 * lives in server/providers/payments/ and is wired by server/bootstrap.ts; the platform never
 * imports it.
 */
import type { PayoutEvent } from './payout'

export type ProviderCode = 'SANDBOX' | 'BANK' | 'PAYMONGO'
export const PROVIDER_CODES: readonly ProviderCode[] = ['SANDBOX', 'BANK', 'PAYMONGO']
/** Providers whose deposits the member pays on the provider's hosted checkout page. */
export const HOSTED_PROVIDER_CODES: readonly ProviderCode[] = ['PAYMONGO']

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

/** What the wallet asks a hosted-checkout provider for: a page where the member pays one PENDING request. */
export interface CheckoutIntent extends DepositIntent {
  /** The deposit request's id and reference number (`depositReference`), sent as the provider's reference. */
  depositId: number
  reference: string
  /** ISO 4217 code of the brand. */
  currency: string
  /** The method's name in English (the line item's name on the checkout page). */
  description: string
}

/** The provider's checkout: its reference (PayMongo `cs_…`) and the page the member is sent to. */
export interface Checkout {
  providerRef: string
  checkoutUrl: string
}

/**
 * A checkout as the provider reports it (webhook or reading): PAID with the paid amount (minor units)
 * and currency, OPEN (not paid yet) or EXPIRED (will never be paid). `reference` is the deposit's
 * reference number the wallet sent.
 */
export interface CheckoutReading {
  providerRef: string
  reference: string | null
  status: 'PAID' | 'OPEN' | 'EXPIRED'
  amount: number
  currency: string
}

/** A verified provider event about a checkout: its id (idempotency key) and type, with the reading it carries. */
export interface CheckoutEvent extends CheckoutReading {
  eventId: string
  type: string
}

/** Why a webhook was refused (the gateway answers 400/401 and nothing moves). */
export class WebhookRefused extends Error {
  constructor(
    readonly reason: 'SIGNATURE' | 'STALE' | 'MALFORMED',
    message: string,
  ) {
    super(message)
  }
}

/** A provider that takes payment on its own hosted checkout page (decision 0045). */
export interface HostedCheckoutProvider {
  readonly code: ProviderCode
  readonly hosted: true
  /** Creates the checkout page for a PENDING request (network call; never inside a money transaction). */
  createCheckout(intent: CheckoutIntent): Promise<Checkout>
  /** Reads a checkout's state from the provider (reconciliation). */
  readCheckout(providerRef: string): Promise<CheckoutReading>
  /** Closes a checkout that was never paid, so it can no longer be paid. */
  expireCheckout(providerRef: string): Promise<void>
  /**
   * Verifies a webhook's signature and age against the raw body and parses it: the checkout event,
   * a transfer's status event (`kind: 'PAYOUT'`, a provider that also pays out: decision 0052), or
   * null when it is a verified event about something else (acknowledged, nothing to do).
   * @param now UTC ms
   * @throws WebhookRefused SIGNATURE | STALE | MALFORMED
   */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined, now: number): CheckoutEvent | PayoutEvent | null
}

/** The providers a platform can use, by code: the embedded ones and, when configured, hosted-checkout adapters. */
export type PaymentProviders = Partial<Record<ProviderCode, PaymentProvider | HostedCheckoutProvider>>

/** Whether `p` takes payment on a hosted checkout page. */
export const isHosted = (p: PaymentProvider | HostedCheckoutProvider | undefined): p is HostedCheckoutProvider => !!p && 'hosted' in p && p.hosted === true

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
export const EMBEDDED_PROVIDERS: PaymentProviders = { SANDBOX: sandboxProvider, BANK: bankTransferProvider }

/** The provider that pays withdrawals out (its ledger account receives the held amount on approval). */
export const PAYOUT_PROVIDER: ProviderCode = 'BANK'
