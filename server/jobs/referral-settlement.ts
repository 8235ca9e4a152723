/**
 * The `referral-settlement` job (issue 18 "Referral pays", decision 0049): every minute, each closed
 * period of the brand's referral rule (daily or weekly, UTC+8) is settled once — every referrer
 * paid its share of its invited friends' valid bets or first deposits through the ledger, with an
 * inbox message (server/platform/support/referral-earnings.ts). Idempotent and safe on several
 * replicas at once: one payment row and one ledger key per (referrer, period).
 */
import type { Platform } from '../platform'

/** The job's pace (ms). */
export const REFERRAL_JOB = { everyMs: 60_000 } as const

/**
 * The turn of the job: `referral.earnings.run()` at the platform clock, logging what it paid.
 * Resolves with the run's report (periods settled, referrers paid).
 */
export function referralSettlementTurn(platform: Pick<Platform, 'referral'>): () => Promise<{ periods: { key: string; paid: number }[] }> {
  return async () => {
    const r = await platform.referral.earnings.run()
    if (r.periods.length > 0) console.log(`[referral] settled ${r.periods.length} period(s): ${r.periods.reduce((s, p) => s + p.paid, 0)} referrer(s) paid`)
    return r
  }
}
