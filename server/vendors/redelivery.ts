/**
 * The embedded vendors' redelivery job (issue 5, durability; DESIGN §5): what a real vendor runs so
 * that a win or rollback the wallet has not acknowledged — because the wallet did not answer, or
 * because the process died between the bet and the win — is sent again with the SAME transaction id
 * until the wallet takes it (the wallet is idempotent by id, so a repeat never pays twice).
 *  - sandbox vendor: rounds in sandbox_rounds left PENDING or VOIDING (rolled back) or SETTLING (win);
 *  - in-house vendor: fair_rounds left PENDING/VOIDING (rolled back), OPEN one-step or SETTLING (win);
 *  - the lottery vendor needs nothing here: its draw job settles every unfinished ticket of a drawn
 *    draw on each turn (server/jobs/lottery-draws.ts).
 * A round is touched only when it was last changed before this process started or more than
 * {@link REDELIVERY}.staleMs ago, so a round still in play in the request that made it is left alone.
 * Run at process start (first turn at once) and every {@link REDELIVERY}.everyMs as the job
 * `vendor-redelivery` of server/jobs/index.ts, in production and in `npm run dev`.
 */
import type { Platform } from '../platform'
import type { WalletClient } from './wallet-client'
import { redeliverRound } from './sandbox/settle'
import { createGameServer } from './inhouse/game-server'

/** Turn interval, the age (ms) below which a round of this process counts as still in play, and rows per turn. */
export const REDELIVERY = { everyMs: 10_000, staleMs: 30_000, batch: 500 }

export interface RedeliveryReport {
  /** Sandbox rounds finished (win or rollback acknowledged or finally refused) in this turn. */
  sandboxFinished: number
  /** Sandbox rounds still waiting for the wallet. */
  sandboxWaiting: number
  /** In-house members whose rounds still wait for the wallet. */
  inhouseWaiting: number
}

/** One redelivery turn over both vendors. `startedAt`: when this process started (UTC ms). */
export function redeliverer(platform: Platform, wallet: WalletClient, startedAt: number) {
  const sandbox = platform.vendorRounds.sandbox
  const inhouse = createGameServer(platform, { wallet, catalogue: { game: () => null, currency: () => platform.brand.info().currency } })
  return async function turn(now = platform.now()): Promise<RedeliveryReport> {
    const before = Math.max(startedAt, now - REDELIVERY.staleMs)
    const report: RedeliveryReport = { sandboxFinished: 0, sandboxWaiting: 0, inhouseWaiting: 0 }
    for (const r of sandbox.unfinished(before, REDELIVERY.batch)) {
      if (await redeliverRound(wallet, sandbox, r)) report.sandboxFinished++
      else report.sandboxWaiting++
    }
    report.inhouseWaiting = await inhouse.recoverStale(before)
    return report
  }
}
