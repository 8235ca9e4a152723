/**
 * Payouts through a provider (issue 17, decision 0052): an approved withdrawal is paid by the
 * provider's transfer API instead of by hand, and the provider's status event settles it.
 *
 * States of a withdrawal paid out so (`withdrawal_requests.status`):
 * - PAYING: the operator approved; the held amount moved HOLD → PROVIDER:<code> under the ledger key
 *   `withdrawal:<id>:payout` in the approval's transaction (money "in flight"). The transfer is sent
 *   after that transaction, never inside it, with the withdrawal's reference (`WD…`) and id as the
 *   provider's idempotency key, so a resend (a retried approval, the reconciliation job after a
 *   crash) cannot pay twice. `provider_ref` records the provider's transfer id once accepted.
 * - PAID: the provider reported the transfer succeeded; message 'withdrawal paid'. Nothing moves.
 * - PAYOUT_FAILED: the provider failed or refused it; the amount goes back PROVIDER:<code> → MEMBER
 *   under the key `withdrawal:<id>:refund` (kind WITHDRAW_RELEASE), exactly once; message 'payout
 *   failed, refunded'.
 * Every status event is recorded in `payment_events` (unique per brand, provider and event id) in
 * the transaction that acts on it: a repeat answers DUPLICATE and moves nothing; an event for a
 * withdrawal already settled is recorded IGNORED (out of order, late). Amounts minor units; times UTC ms.
 */
import { and, eq, lt } from 'drizzle-orm'
import { paymentEvents, withdrawalRequests } from '../../../db/schema/wallet'
import { payoutAccountType, type PayoutAccountType } from '../../../shared/schemas/wallet'
import { businessDay } from '../../../shared/periods'
import type { PaymentProviders, ProviderCode } from './payment-providers'
import { WalletError, money, readSettings, writeInbox, type WalletDeps } from './wallet-support'

/** What the wallet asks a payout provider to send (minor units). */
export interface PayoutIntent {
  withdrawalId: number
  /** The withdrawal's reference number (`withdrawalReference`), sent as the transfer's reference. */
  reference: string
  /**
   * The provider's idempotency key of this payout: `withdrawal-<brand>-<id>-<requested at ms>`, the
   * same on every send of one withdrawal and unique across brands and databases sharing one account.
   */
  key: string
  amount: number
  /** ISO 4217 code of the brand. */
  currency: string
  accountType: PayoutAccountType
  /** The account's bank as the member saved it ("GCash", "Maya", "BDO Unibank"…). */
  bankName: string
  accountNumber: string
  accountName: string
}

/** A transfer as the provider reports it: still PENDING, SUCCEEDED or FAILED (with the provider's reason). */
export interface PayoutTransfer {
  /** The provider's transfer id (PayMongo `tr_…`). */
  providerRef: string
  /** The reference the wallet sent (`WD…`), when the provider echoes it. */
  reference: string | null
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED'
  amount: number
  currency: string
  /** The provider's error code and text for a FAILED transfer. */
  error: string | null
}

/** A verified provider event about a transfer: its id (idempotency key) and type, with the transfer it carries. */
export interface PayoutEvent extends PayoutTransfer {
  kind: 'PAYOUT'
  eventId: string
  type: string
}

/** The provider refused a transfer for good (an invalid account, an unsupported institution): the withdrawal fails and is refunded. */
export class PayoutRefused extends Error {}

/** A provider that pays withdrawals out through its transfer API (decision 0052). */
export interface PayoutProvider {
  readonly code: ProviderCode
  readonly payouts: true
  /** Whether the provider can send to an account of this kind and bank (a receiving institution it knows). */
  canPayTo(accountType: PayoutAccountType, bankName: string): boolean
  /**
   * Sends the transfer (network call; never inside a money transaction). Idempotent by the
   * withdrawal: asked again for the same withdrawal, the provider answers the first transfer.
   * @throws PayoutRefused when the provider refuses it for good; any other error when it could not be reached (try again later)
   */
  sendPayout(intent: PayoutIntent): Promise<PayoutTransfer>
  /** Reads a transfer's state (reconciliation). */
  readPayout(providerRef: string): Promise<PayoutTransfer>
}

/** Whether a wired payment provider also pays out. */
export const isPayoutProvider = (p: unknown): p is PayoutProvider => !!p && typeof p === 'object' && 'payouts' in p && (p as { payouts: unknown }).payouts === true

/**
 * A withdrawal's reference number: "WD", the request's business day (YYMMDD) and its id on at least
 * 6 digits, e.g. WD251125000042 (the transfer's reference at the provider and on the member's statement).
 */
export function withdrawalReference(id: number, createdAt: number): string {
  return `WD${businessDay(createdAt).slice(2).replaceAll('-', '')}${String(id).padStart(6, '0')}`
}

/** What settling a payout event did. */
export type PayoutSettlement = { outcome: 'PAID' | 'REFUNDED' | 'DUPLICATE' | 'IGNORED' | 'PENDING'; withdrawalId: number | null }

/** A PAYING withdrawal the reconciliation job looks at: never sent (`providerRef` null) or not settled yet. */
export type PendingPayout = { id: number; provider: ProviderCode; providerRef: string | null; decidedAt: number }

type WithdrawalRow = typeof withdrawalRequests.$inferSelect

export function payoutModule(deps: WalletDeps, providers: PaymentProviders) {
  const { ctx, ledger } = deps
  const { db, brandCode } = ctx

  const byId = (id: number): WithdrawalRow | undefined =>
    db
      .select()
      .from(withdrawalRequests)
      .where(and(eq(withdrawalRequests.brandCode, brandCode), eq(withdrawalRequests.id, id)))
      .get()

  /** The withdrawal an event is about: by the provider's transfer id, else by the reference the wallet sent (a transfer accepted just before a crash). */
  function findPayout(provider: ProviderCode, t: PayoutTransfer): WithdrawalRow | undefined {
    const byRef = db
      .select()
      .from(withdrawalRequests)
      .where(and(eq(withdrawalRequests.brandCode, brandCode), eq(withdrawalRequests.payoutProvider, provider), eq(withdrawalRequests.providerRef, t.providerRef)))
      .get()
    if (byRef) return byRef
    const m = t.reference ? /^WD\d{6}(\d{6,})$/.exec(t.reference) : null
    const r = m ? byId(Number(m[1])) : undefined
    return r && r.payoutProvider === provider && withdrawalReference(r.id, r.createdAt) === t.reference ? r : undefined
  }

  /** PAYING → PAYOUT_FAILED with the refund (PROVIDER → MEMBER, once) and the member's message; call inside a money unit. */
  function refund(r: WithdrawalRow, error: string | null): void {
    ledger.post({
      key: `withdrawal:${r.id}:refund`,
      kind: 'WITHDRAW_RELEASE',
      memberId: r.memberId,
      amount: r.amount,
      reference: `withdrawal:${r.id}`,
      legs: [
        { account: { kind: 'PROVIDER', provider: r.payoutProvider! }, amount: -r.amount },
        { account: { kind: 'MEMBER', memberId: r.memberId }, amount: r.amount },
      ],
    })
    db.update(withdrawalRequests)
      .set({ status: 'PAYOUT_FAILED', payoutError: error?.slice(0, 500) ?? null, confirmedAt: ctx.now() })
      .where(eq(withdrawalRequests.id, r.id))
      .run()
    writeInbox(ctx, r.memberId, 'withdrawalPayoutFailed', { id: r.id, amount: money(readSettings(ctx), r.amount), bank: r.bankName })
  }

  function settle(provider: ProviderCode, event: Omit<PayoutEvent, 'kind'>): PayoutSettlement {
    return deps.money.runNow(() => {
      const seen = db
        .select({ withdrawalId: paymentEvents.withdrawalId })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.brandCode, brandCode), eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.eventId)))
        .get()
      if (seen) return { outcome: 'DUPLICATE', withdrawalId: seen.withdrawalId }
      const r = findPayout(provider, event)
      const record = (outcome: 'PAID' | 'REFUNDED' | 'IGNORED'): PayoutSettlement => {
        db.insert(paymentEvents)
          .values({ brandCode, provider, eventId: event.eventId, type: event.type, providerRef: event.providerRef, withdrawalId: r?.id ?? null, outcome, receivedAt: ctx.now() })
          .run()
        return { outcome, withdrawalId: r?.id ?? null }
      }
      if (!r) return record('IGNORED')
      if (event.amount !== r.amount || event.currency !== readSettings(ctx).currency || (event.reference !== null && event.reference !== withdrawalReference(r.id, r.createdAt))) {
        console.warn(`[payments] ${provider} transfer event ${event.eventId} does not match withdrawal ${r.id} (amount, currency or reference): nothing settled`)
        throw new WalletError('PAYMENT_MISMATCH', 'wallet.errors.paymentMismatch', 409)
      }
      if (event.status === 'PENDING') return { outcome: 'PENDING', withdrawalId: r.id }
      if (r.status !== 'PAYING') {
        if ((r.status === 'PAID') !== (event.status === 'SUCCEEDED'))
          console.warn(`[payments] ${provider} reports transfer ${event.providerRef} ${event.status} but withdrawal ${r.id} is ${r.status}: left as it is, check with the provider`)
        return record('IGNORED')
      }
      const providerRef = r.providerRef ?? event.providerRef
      if (event.status === 'SUCCEEDED') {
        db.update(withdrawalRequests).set({ status: 'PAID', providerRef, confirmedAt: ctx.now() }).where(eq(withdrawalRequests.id, r.id)).run()
        writeInbox(ctx, r.memberId, 'withdrawalPaid', { id: r.id, amount: money(readSettings(ctx), r.amount), bank: r.bankName })
        return record('PAID')
      }
      db.update(withdrawalRequests).set({ providerRef }).where(eq(withdrawalRequests.id, r.id)).run()
      refund(r, event.error)
      return record('REFUNDED')
    })
  }

  return {
    /**
     * Sends the transfer of a PAYING withdrawal not sent yet and records the provider's transfer id;
     * a withdrawal in any other state, or already sent, is left alone. A transfer the provider
     * refuses for good fails the withdrawal and refunds it; one it answers as already final is
     * settled at once (event id `send:<transfer>:<status>`). Safe to call again and from several
     * replicas: the provider is asked with the withdrawal as idempotency key.
     * @returns the withdrawal's status afterwards
     * @throws Error when the provider could not be reached (the withdrawal stays PAYING; the reconciliation job sends it again)
     */
    async sendPayout(id: number): Promise<string> {
      const r = byId(id)
      if (r?.status !== 'PAYING' || r.providerRef || !r.payoutProvider) return r?.status ?? 'UNKNOWN'
      const provider = providers[r.payoutProvider as ProviderCode]
      if (!isPayoutProvider(provider)) throw new Error(`payout provider ${r.payoutProvider} is not configured`)
      const intent: PayoutIntent = {
        withdrawalId: r.id,
        reference: withdrawalReference(r.id, r.createdAt),
        key: `withdrawal-${brandCode}-${r.id}-${r.createdAt}`,
        amount: r.amount,
        currency: readSettings(ctx).currency,
        accountType: payoutAccountType(r.bankName),
        bankName: r.bankName,
        accountNumber: r.accountNumber,
        accountName: r.payeeName,
      }
      let transfer: PayoutTransfer
      try {
        transfer = await provider.sendPayout(intent)
      } catch (e) {
        if (!(e instanceof PayoutRefused)) throw e
        console.warn(`[payments] ${provider.code} refused the transfer of withdrawal ${r.id}: ${e.message}`)
        deps.money.runNow(() => {
          const now = byId(id)
          if (now?.status === 'PAYING' && !now.providerRef) refund(now, e.message)
        })
        return byId(id)!.status
      }
      deps.money.runNow(() => {
        db.update(withdrawalRequests)
          .set({ providerRef: transfer.providerRef, payoutSentAt: ctx.now() })
          .where(and(eq(withdrawalRequests.id, r.id), eq(withdrawalRequests.status, 'PAYING')))
          .run()
      })
      if (transfer.status !== 'PENDING') settle(r.payoutProvider as ProviderCode, { ...transfer, eventId: `send:${transfer.providerRef}:${transfer.status}`, type: 'transfer' })
      return byId(id)!.status
    },

    /**
     * Settles a PAYING withdrawal from a verified provider event or the reconciliation job's reading,
     * exactly once, in one transaction of its own: SUCCEEDED → PAID (message 'withdrawal paid');
     * FAILED → PAYOUT_FAILED with the refund to the member's balance (once) and the message;
     * PENDING → nothing (not recorded); a repeated event id → DUPLICATE; a withdrawal already
     * settled, or none of this brand → IGNORED.
     * @throws WalletError PAYMENT_MISMATCH (409) when the amount, currency or reference differs from the withdrawal: nothing is recorded or moved
     */
    settlePayout: (provider: ProviderCode, event: PayoutEvent): PayoutSettlement => settle(provider, event),

    /** PAYING withdrawals approved before `before` (UTC ms), oldest first, at most `limit` (the reconciliation job's work). */
    pendingPayouts(before: number, limit = 100): PendingPayout[] {
      return db
        .select({ id: withdrawalRequests.id, provider: withdrawalRequests.payoutProvider, providerRef: withdrawalRequests.providerRef, decidedAt: withdrawalRequests.decidedAt })
        .from(withdrawalRequests)
        .where(and(eq(withdrawalRequests.brandCode, brandCode), eq(withdrawalRequests.status, 'PAYING'), lt(withdrawalRequests.decidedAt, before)))
        .orderBy(withdrawalRequests.decidedAt)
        .limit(limit)
        .all()
        .map((r) => ({ id: r.id, provider: r.provider as ProviderCode, providerRef: r.providerRef, decidedAt: r.decidedAt ?? 0 }))
    },

    /** The payout provider wired for `code`, if any (the webhook route and the reconciliation job use it). */
    payoutProvider(code: ProviderCode): PayoutProvider | undefined {
      const p = providers[code]
      return isPayoutProvider(p) ? p : undefined
    },
  }
}
