/**
 * The lottery draw job (issue 5 "Lottery"; decision 0016), started by server/jobs.ts: every second
 * it publishes the draws whose time has come, opens each game's next draw, and settles drawn draws
 * through the wallet over loopback HTTP, as the lottery vendor's own server would. The first turn
 * after a start draws and settles whatever was missed while the server was down. Each game keeps
 * its newest 500 draws; older settled draws without tickets are pruned hourly.
 */
import type { PlatformDb } from '../../../db/client'
import { createPlatform } from '../../platform'
import type { SecretsKey } from '../../platform/keys/sealed'
import { createWalletClient } from '../wallet-client'
import { createLotteryVendor } from './service'

/** How often the job turns and prunes, and how many draws of each game are kept (those with tickets always). */
export const LOTTERY_JOB = { everyMs: 1_000, pruneEveryMs: 3_600_000, keepDraws: 500 }

export interface LotteryJobOptions {
  db: PlatformDb
  brandCode: string
  /** Where the platform's wallet listens, e.g. `http://127.0.0.1:3000` (loopback). */
  walletBaseUrl: string
  everyMs?: number
  /** The secrets key the vendors' wallet secrets are sealed under (decision 0032). */
  secretsKey?: SecretsKey
}

/** Starts the job; returns a function that stops it. */
export function startLotteryDraws(opts: LotteryJobOptions): () => void {
  const platform = createPlatform({ db: opts.db, brandCode: opts.brandCode, secretsKey: opts.secretsKey })
  const wallet = createWalletClient({
    baseUrl: opts.walletBaseUrl,
    secretOf: (vendor) => platform.play.launcher.secretOf(vendor),
  })
  const vendor = createLotteryVendor(platform, { wallet, catalogue: { game: () => null, currency: () => platform.brand.info().currency } })
  const opened = new Map<string, number>()
  let lastPrune = 0
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined

  async function turn() {
    try {
      await vendor.tick(opened)
      const now = Date.now()
      if (now - lastPrune >= LOTTERY_JOB.pruneEveryMs) {
        lastPrune = now
        platform.lottery.draws.prune(LOTTERY_JOB.keepDraws)
      }
    } catch (e) {
      console.error('[lottery] draw job:', e)
    }
    if (!stopped) timer = setTimeout(turn, opts.everyMs ?? LOTTERY_JOB.everyMs)
  }
  void turn()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
