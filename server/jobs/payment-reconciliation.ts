/**
 * The `payment-reconciliation` job (decision 0045): hosted-checkout deposits (PayMongo) still
 * PENDING past a configured age are read from the provider (`GET /v1/checkout_sessions/{id}`) and
 * settled through the same call as the webhook (`wallet.settleCheckout`): paid → credited once;
 * expired → failed with the 'deposit failed' message; open → left alone, except that a checkout
 * open longer than {@link RECONCILIATION}.expireAfterMs is expired at the provider first (so it can
 * no longer be paid) and then failed. A request whose checkout never opened (the provider could not
 * be reached) is failed. Idempotent and safe on several replicas at once: a reading's event id
 * (`reconcile:<session>:<status>`) is recorded once, a deposit is credited under one ledger key, and
 * every state change checks the request is still PENDING inside its transaction.
 *
 * Payouts (decision 0052) in the same turn: a withdrawal left PAYING without a transfer (the process
 * died between the approval and the send, or the provider could not be reached) for
 * {@link RECONCILIATION}.resendAfterMs is sent again (`wallet.sendPayout`, the withdrawal as the
 * provider's idempotency key, so a transfer that did reach the provider is not made twice); one sent
 * but unsettled past the same age as deposits is read from the provider (`GET /v2/transfers/{id}`)
 * and settled through the webhook's call (`wallet.settlePayout`, event id `reconcile:<transfer>:<status>`):
 * succeeded → PAID, failed → refunded once, pending → left.
 */
import type { Platform } from '../platform'
import { WalletError } from '../platform/wallet/wallet-support'

/** The job's pace and ages (ms). */
export const RECONCILIATION = { everyMs: 60_000, defaultAfterMs: 15 * 60_000, expireAfterMs: 24 * 3_600_000, resendAfterMs: 60_000 } as const

/** What one turn did. */
export interface ReconciliationReport {
  credited: number
  failed: number
  stillOpen: number
  /** Payouts: transfers sent again, withdrawals PAID, withdrawals refunded (PAYOUT_FAILED), transfers still pending. */
  payoutsSent: number
  paid: number
  refunded: number
  stillPaying: number
  errors: number
}

/**
 * One turn over at most 100 pending requests older than `afterMs` (ms; default 15 minutes).
 * Provider errors are logged (without secrets) and counted; the request is tried again next turn.
 */
export function paymentReconciliationTurn(platform: Pick<Platform, 'wallet' | 'now'>, afterMs: number = RECONCILIATION.defaultAfterMs): () => Promise<ReconciliationReport> {
  const { wallet } = platform
  return async () => {
    const report: ReconciliationReport = { credited: 0, failed: 0, stillOpen: 0, payoutsSent: 0, paid: 0, refunded: 0, stillPaying: 0, errors: 0 }
    for (const p of wallet.pendingCheckouts(platform.now() - afterMs)) {
      const provider = wallet.hostedProvider(p.provider)
      if (!provider) continue
      if (!p.providerRef) {
        if (wallet.failUnopenedCheckout(p.id)) report.failed++
        continue
      }
      try {
        let reading = await provider.readCheckout(p.providerRef)
        if (reading.status === 'OPEN' && platform.now() - p.createdAt > RECONCILIATION.expireAfterMs) {
          await provider.expireCheckout(p.providerRef)
          reading = { ...reading, status: 'EXPIRED' }
        }
        if (reading.status === 'OPEN') {
          report.stillOpen++
          continue
        }
        const r = wallet.settleCheckout(p.provider, { ...reading, eventId: `reconcile:${p.providerRef}:${reading.status}`, type: 'reconciliation' })
        if (r.outcome === 'CREDITED') report.credited++
        if (r.outcome === 'FAILED') report.failed++
      } catch (e) {
        report.errors++
        console.warn(`[payments] reconciliation of deposit ${p.id} failed: ${e instanceof WalletError ? e.code : e instanceof Error ? e.message : String(e)}`)
      }
    }
    for (const p of wallet.pendingPayouts(platform.now() - Math.min(afterMs, RECONCILIATION.resendAfterMs))) {
      const provider = wallet.payoutProvider(p.provider)
      if (!provider) continue
      try {
        if (!p.providerRef) {
          const status = await wallet.sendPayout(p.id)
          report.payoutsSent++
          if (status === 'PAID') report.paid++
          if (status === 'PAYOUT_FAILED') report.refunded++
          continue
        }
        if (platform.now() - p.decidedAt < afterMs) continue
        const reading = await provider.readPayout(p.providerRef)
        if (reading.status === 'PENDING') {
          report.stillPaying++
          continue
        }
        const r = wallet.settlePayout(p.provider, { ...reading, kind: 'PAYOUT', eventId: `reconcile:${p.providerRef}:${reading.status}`, type: 'reconciliation' })
        if (r.outcome === 'PAID') report.paid++
        if (r.outcome === 'REFUNDED') report.refunded++
      } catch (e) {
        report.errors++
        console.warn(`[payments] reconciliation of withdrawal ${p.id} failed: ${e instanceof WalletError ? e.code : e instanceof Error ? e.message : String(e)}`)
      }
    }
    if (report.credited + report.failed + report.payoutsSent + report.paid + report.refunded > 0) {
      console.log(`[payments] reconciliation: ${report.credited} credited, ${report.failed} failed; payouts ${report.payoutsSent} sent, ${report.paid} paid, ${report.refunded} refunded`)
    }
    return report
  }
}
