/**
 * The embedded vendors' own books on the platform's database (DESIGN §5): the sandbox vendor's
 * rounds (sandbox.ts, table `sandbox_rounds`) and the in-house vendor's provably fair seed pairs and
 * rounds (../fair/store.ts, tables `fair_seed_pairs`, `fair_rounds`). The vendors (server/vendors)
 * reach them only as `platform.vendorRounds`, never through SQL of their own (decision 0035).
 */
import type { PlatformContext } from '../context'
import { fairStore } from '../fair/store'
import { sandboxRounds } from './sandbox'

export function vendorRoundsModule(ctx: PlatformContext) {
  return {
    /** The sandbox vendor's round records (server/vendors/sandbox, the redelivery job). */
    sandbox: sandboxRounds(ctx),
    /** The in-house vendor's seed pairs and rounds (server/vendors/inhouse/game-server.ts). */
    inhouse: fairStore(ctx),
  }
}

export type VendorRounds = ReturnType<typeof vendorRoundsModule>
