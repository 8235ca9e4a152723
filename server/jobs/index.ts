/**
 * Every background job of the process, listed once in {@link JOBS} and started through
 * {@link every} (server/jobs/every.ts: logging, stop, error handling), so that `npm start`
 * (server/main.ts) and `npm run dev` (server/bootstrap.ts under Vite) run the same ones:
 *  - housekeeping: old outbox messages, spent codes and captchas, quiet guest chats and SMS/e-mail delivery
 *    log rows past their retention pruned at once and hourly;
 *  - withdrawal auto-confirm (spec §4): every minute, approved withdrawals unconfirmed past the
 *    brand's minutes count as received;
 *  - contract settlement (spec §9, decision 0013): every minute, each due period settled once;
 *  - lottery draws (decision 0016): every second, missed draws first, settled through the wallet;
 *  - vendor redelivery (server/vendors/redelivery.ts): at once and every 10 s, unacknowledged
 *    sandbox and in-house wins and rollbacks re-sent with their transaction ids;
 *  - payment reconciliation (decision 0045): every minute, hosted-checkout deposits pending past
 *    PAYMENT_RECONCILE_MINUTES read from the provider and settled (paid → credited, expired → failed);
 *  - referral settlement (decision 0049): every minute, each closed period of the brand's referral
 *    rule paid once to every referrer (server/jobs/referral-settlement.ts).
 * Each turn is idempotent and safe on several replicas at once (STYLE "Boundaries"; DESIGN §4–§6).
 * The vendors' jobs call the wallet over loopback HTTP at `walletBaseUrl`, as a vendor's server would.
 * Every job works on the process's one platform (server/bootstrap.ts builds it), never a second one.
 */
import { HOUSEKEEPING } from '../platform/housekeeping/housekeeping'
import type { SettlementModule } from '../platform/agent/settlement'
import type { Platform } from '../platform'
import { createWalletClient } from '../vendors/wallet-client'
import { redeliverer, REDELIVERY } from '../vendors/redelivery'
import { every, type JobTurn } from './every'
import { LOTTERY_JOB, lotteryDrawTurn } from './lottery-draws'
import { RECONCILIATION, paymentReconciliationTurn } from './payment-reconciliation'
import { REFERRAL_JOB, referralSettlementTurn } from './referral-settlement'

export { every } from './every'

export interface JobsOptions {
  /** The process's platform (the vendors' jobs sign their wallet calls with the secrets it keeps). */
  platform: Platform
  /** Where the app (and so the platform's wallet) listens, e.g. `http://127.0.0.1:3000`. */
  walletBaseUrl: string
  /** Age (ms) after which a pending hosted-checkout deposit is reconciled (PAYMENT_RECONCILE_MINUTES); default 15 minutes. */
  paymentReconcileMs?: number
}

/** The names of the jobs {@link startJobs} starts, in order (logged at start). */
export const JOB_NAMES = ['housekeeping', 'withdrawal-auto-confirm', 'contract-settlement', 'lottery-draws', 'vendor-redelivery', 'payment-reconciliation', 'referral-settlement'] as const

export type JobName = (typeof JOB_NAMES)[number]

/** A job: the pause between its turns (ms) and how its turn is made from the process's options. */
export interface Job {
  everyMs: number
  turnOf: (opts: JobsOptions) => JobTurn
}

/**
 * The turn of the `withdrawal-auto-confirm` job (spec §4; decision 0009): `wallet.autoConfirmWithdrawals()`,
 * logging how many withdrawals it counted as received. Idempotent: a withdrawal changes once.
 */
export function withdrawalAutoConfirmTurn(wallet: Pick<Platform['wallet'], 'autoConfirmWithdrawals'>): () => void {
  return () => {
    const n = wallet.autoConfirmWithdrawals()
    if (n > 0) console.log(`[wallet] ${n} withdrawal(s) counted as received after the confirmation timeout`)
  }
}

/**
 * The turn of the `contract-settlement` job (DESIGN §6, decision 0013): `settlement.run()`, logging
 * what it paid. A period settles once even when two turns run at once (settlement.ts).
 */
export function contractSettlementTurn(settlement: Pick<SettlementModule, 'run'>): () => Promise<void> {
  return async () => {
    const r = await settlement.run()
    const paid = r.periods.reduce((s, p) => s + p.paid, 0) + r.retried.paid
    const unpaid = r.periods.reduce((s, p) => s + p.unpaid, 0)
    if (r.periods.length > 0 || r.retried.paid > 0) console.log(`[contracts] settled ${r.periods.length} period(s): ${paid} paid, ${unpaid} awaiting the payer's funds`)
    for (const [kind, n] of Object.entries(r.skippedTooOld)) console.warn(`[contracts] ${n} ${kind} period(s) older than the catch-up bound were not settled`)
  }
}

/**
 * The turn of the `vendor-redelivery` job (decision 0023): one {@link redeliverer} turn over the
 * sandbox and in-house vendors from `startedAt` (UTC ms, this process's start), logging what was
 * redelivered and what still waits. Idempotent: the wallet takes each transaction id once.
 */
export function vendorRedeliveryTurn({ platform, walletBaseUrl }: JobsOptions, startedAt = Date.now()): () => Promise<void> {
  const wallet = createWalletClient({ baseUrl: walletBaseUrl, secretOf: (vendor) => platform.play.launcher.secretOf(vendor) })
  const turn = redeliverer(platform, wallet, startedAt)
  return async () => {
    const r = await turn()
    if (r.sandboxFinished > 0) console.log(`[vendors] redelivered ${r.sandboxFinished} sandbox win(s)/rollback(s)`)
    if (r.sandboxWaiting + r.inhouseWaiting > 0) console.warn(`[vendors] still waiting for the wallet: ${r.sandboxWaiting} sandbox round(s), ${r.inhouseWaiting} in-house member(s)`)
  }
}

/** Every background job, by name: the one place they are listed. */
export const JOBS: Record<JobName, Job> = {
  housekeeping: {
    everyMs: HOUSEKEEPING.everyMs,
    turnOf:
      ({ platform }) =>
      () => {
        platform.housekeeping.prune()
      },
  },
  'withdrawal-auto-confirm': { everyMs: 60_000, turnOf: ({ platform }) => withdrawalAutoConfirmTurn(platform.wallet) },
  'contract-settlement': { everyMs: 60_000, turnOf: ({ platform }) => contractSettlementTurn(platform.contracts.settlement) },
  'lottery-draws': { everyMs: LOTTERY_JOB.everyMs, turnOf: lotteryDrawTurn },
  'vendor-redelivery': { everyMs: REDELIVERY.everyMs, turnOf: (opts) => vendorRedeliveryTurn(opts) },
  'payment-reconciliation': { everyMs: RECONCILIATION.everyMs, turnOf: ({ platform, paymentReconcileMs }) => paymentReconciliationTurn(platform, paymentReconcileMs) },
  'referral-settlement': { everyMs: REFERRAL_JOB.everyMs, turnOf: ({ platform }) => referralSettlementTurn(platform) },
}

/**
 * Starts the jobs named in `only` (default every job, in {@link JOB_NAMES} order) on `opts.platform`,
 * each with `every(name, JOBS[name].everyMs, turn)`; returns a function that stops them all.
 * @example const stop = startJobs({ platform, walletBaseUrl: loopbackUrl(host, port) })
 */
export function startJobs(opts: JobsOptions, only: readonly JobName[] = JOB_NAMES): () => void {
  const stops = only.map((name) => every(name, JOBS[name].everyMs, JOBS[name].turnOf(opts)))
  return () => {
    for (const stop of stops) stop()
  }
}

/** The loopback base URL of an app listening on `host`:`port` (a wildcard host becomes 127.0.0.1). */
export function loopbackUrl(host: string, port: number): string {
  const h = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return `http://${h.includes(':') ? `[${h}]` : h}:${port}`
}
