/**
 * The lottery draw job's turn (issue 5 "Lottery"; decision 0016), run every second by
 * server/jobs/index.ts: it publishes the draws whose time has come, opens each game's next draw,
 * and settles drawn draws through the wallet over loopback HTTP, as the lottery vendor's own server
 * would. The first turn after a start draws and settles whatever was missed while the server was
 * down. Each game keeps its newest 500 draws; older settled draws without tickets are pruned hourly.
 * Idempotent: a draw is published and a ticket settled once (by its wallet transaction id) however
 * many turns or replicas see it.
 */
import type { Platform } from '../platform'
import { createWalletClient } from '../vendors/wallet-client'
import { createLotteryVendor } from '../vendors/lottery/service'

/** How often the job turns and prunes (ms), and how many draws of each game are kept (those with tickets always). */
export const LOTTERY_JOB = { everyMs: 1_000, pruneEveryMs: 3_600_000, keepDraws: 500 }

export interface LotteryJobOptions {
  /** The process's platform (its wallet secrets sign the vendor's calls, decision 0032). */
  platform: Platform
  /** Where the platform's wallet listens, e.g. `http://127.0.0.1:3000` (loopback). */
  walletBaseUrl: string
}

/**
 * One turn of the lottery draw job, for `every('lottery-draws', LOTTERY_JOB.everyMs, turn)`:
 * `vendor.tick` over the draws, then the hourly prune. Rejects when the tick fails (the job logs it).
 */
export function lotteryDrawTurn({ platform, walletBaseUrl }: LotteryJobOptions): () => Promise<void> {
  const wallet = createWalletClient({
    baseUrl: walletBaseUrl,
    secretOf: (vendor) => platform.play.launcher.secretOf(vendor),
  })
  const vendor = createLotteryVendor(platform, { wallet, catalogue: { game: () => null, currency: () => platform.brand.info().currency } })
  const opened = new Map<string, number>()
  let lastPrune = 0
  return async () => {
    await vendor.tick(opened)
    const now = Date.now()
    if (now - lastPrune >= LOTTERY_JOB.pruneEveryMs) {
      lastPrune = now
      platform.lottery.draws.prune(LOTTERY_JOB.keepDraws)
    }
  }
}
