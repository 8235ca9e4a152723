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
 */
import type { Platform } from '../platform'
import { WalletError } from '../platform/wallet/wallet-support'

/** The job's pace and ages (ms). */
export const RECONCILIATION = { everyMs: 60_000, defaultAfterMs: 15 * 60_000, expireAfterMs: 24 * 3_600_000 } as const

/** What one turn did. */
export interface ReconciliationReport {
  credited: number
  failed: number
  stillOpen: number
  errors: number
}

/**
 * One turn over at most 100 pending requests older than `afterMs` (ms; default 15 minutes).
 * Provider errors are logged (without secrets) and counted; the request is tried again next turn.
 */
export function paymentReconciliationTurn(platform: Pick<Platform, 'wallet' | 'now'>, afterMs: number = RECONCILIATION.defaultAfterMs): () => Promise<ReconciliationReport> {
  const { wallet } = platform
  return async () => {
    const report: ReconciliationReport = { credited: 0, failed: 0, stillOpen: 0, errors: 0 }
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
    if (report.credited + report.failed > 0) console.log(`[payments] reconciliation: ${report.credited} credited, ${report.failed} failed`)
    return report
  }
}
