/**
 * Play (issue 5; DESIGN §5): game launch and the seamless-wallet contract vendors call.
 * `platform.play.launcher` issues launch tokens and checks vendor signatures;
 * `platform.play.wallet` answers the vendors' balance, bet, win and rollback calls.
 */
import type { PlatformContext } from '../context'
import type { Ledger } from '../wallet/ledger'
import type { MoneyWriter } from '../wallet/money-writer'
import { launchModule } from './launch'
import { seamlessWalletModule } from './seamless-wallet'

export function playModule(ctx: PlatformContext, deps: { ledger: Ledger; money: MoneyWriter; brand: { info(): { currency: string; launchGameCdns: string[] } } }) {
  return {
    launcher: launchModule(ctx, () => deps.brand.info().launchGameCdns),
    wallet: seamlessWalletModule(ctx, deps.ledger, deps.money, () => deps.brand.info().currency),
  }
}

export type Play = ReturnType<typeof playModule>
