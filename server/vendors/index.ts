/**
 * The embedded game vendors' servers (DESIGN §5), mounted beside the platform in the same process
 * but talking to it only through the signed wallet contract:
 * - /vendors/sandbox/*: generic games for every catalogue entry of a third-party vendor;
 * - /vendors/inhouse/*: the brand's provably fair in-house games (vendor BGS);
 * - /vendors/lottery/*: the lottery's tickets, settled at each draw (every LOTT/ELOTT game).
 */
import { Hono } from 'hono'
import type { AppEnv } from '../gateway/env'
import type { WalletClient } from './wallet-client'
import { sandboxVendor } from './sandbox/routes'
import { inhouseVendor } from './inhouse/routes'
import { lotteryVendor } from './lottery/routes'
import { clientBody } from '../gateway/body'

/** A game as its vendor knows it (a real vendor keeps its own catalogue). `minBet` in minor units. */
export interface VendorGame {
  nodeId: string
  gameName: string
  gameType: string
  classification: string
  minBet: number
  iconUrl: string
}

export interface VendorDeps {
  wallet: WalletClient
  /** The vendor's game by code and type, or null; and the currency its wallet account is kept in. */
  catalogue: { game(vendor: string, gameCode: string, gameType: string): VendorGame | null; currency(): string }
}

export function vendorServers(deps: VendorDeps) {
  return new Hono<AppEnv>().use('/vendors/*', clientBody).route('/vendors/sandbox', sandboxVendor(deps)).route('/vendors/inhouse', inhouseVendor(deps)).route('/vendors/lottery', lotteryVendor(deps))
}
