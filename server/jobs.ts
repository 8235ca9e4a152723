/**
 * Every background job of the process, started by one function so that `npm start`
 * (server/main.ts) and `npm run dev` (server/bootstrap.ts under Vite) run the same ones:
 *  - housekeeping: old outbox messages, spent codes and captchas pruned at once and hourly;
 *  - withdrawal auto-confirm (spec §4): every minute, approved withdrawals unconfirmed past the
 *    brand's minutes count as received;
 *  - contract settlement (spec §9, decision 0013): every minute, each due period settled once;
 *  - lottery draws (decision 0016): every second, missed draws first, settled through the wallet;
 *  - vendor redelivery (server/vendors/redelivery.ts): at once and every 10 s, unacknowledged
 *    sandbox and in-house wins and rollbacks re-sent with their transaction ids.
 * The vendors' jobs call the wallet over loopback HTTP at `walletBaseUrl`, as a vendor's server would.
 */
import type { PlatformDb } from '../db/client'
import { housekeepingModule, scheduleHousekeeping } from './platform/housekeeping/housekeeping'
import { scheduleWithdrawalAutoConfirm } from './platform/wallet/withdraw'
import { scheduleContractSettlement } from './platform/agent/settlement'
import { createPlatform } from './platform'
import type { SecretsKey } from './platform/keys/sealed'
import { startLotteryDraws } from './vendors/lottery/job'
import { startVendorRedelivery } from './vendors/redelivery'

export interface JobsOptions {
  db: PlatformDb
  brandCode: string
  /** Where the app (and so the platform's wallet) listens, e.g. `http://127.0.0.1:3000`. */
  walletBaseUrl: string
  /** The secrets key (server/secrets.ts): the vendors' jobs sign their wallet calls with secrets sealed under it. */
  secretsKey?: SecretsKey
}

/** The names of the jobs {@link startJobs} starts, in order (logged at start). */
export const JOB_NAMES = ['housekeeping', 'withdrawal-auto-confirm', 'contract-settlement', 'lottery-draws', 'vendor-redelivery'] as const

/** Starts every job on `db`; returns a function that stops them all. */
export function startJobs(opts: JobsOptions): () => void {
  const ctx = { db: opts.db, brandCode: opts.brandCode, now: Date.now, overrides: {} }
  const stops = [
    scheduleHousekeeping(housekeepingModule(ctx)),
    scheduleWithdrawalAutoConfirm(ctx),
    scheduleContractSettlement(createPlatform({ db: opts.db, brandCode: opts.brandCode, secretsKey: opts.secretsKey }).contracts.settlement),
    startLotteryDraws({ db: opts.db, brandCode: opts.brandCode, walletBaseUrl: opts.walletBaseUrl, secretsKey: opts.secretsKey }),
    startVendorRedelivery({ db: opts.db, brandCode: opts.brandCode, walletBaseUrl: opts.walletBaseUrl, secretsKey: opts.secretsKey }),
  ]
  return () => { for (const stop of stops) stop() }
}

/** The loopback base URL of an app listening on `host`:`port` (a wildcard host becomes 127.0.0.1). */
export function loopbackUrl(host: string, port: number): string {
  const h = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return `http://${h.includes(':') ? `[${h}]` : h}:${port}`
}
