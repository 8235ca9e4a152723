/**
 * Play (issue 5; DESIGN §5): game launch and the seamless-wallet contract vendors call.
 * `platform.play.launcher` issues launch tokens and checks vendor signatures;
 * `platform.play.wallet` answers the vendors' balance, bet, win and rollback calls.
 * `platform.play.favourites`, `.recent` and `.records` are the member's account game lists, betting
 * record, profit/loss and the winners board's real wins.
 */
import type { PlatformContext } from '../context'
import type { Ledger } from '../wallet/ledger'
import type { MoneyWriter } from '../wallet/money-writer'
import { launchModule } from './launch'
import { seamlessWalletModule } from './seamless-wallet'
import { favouritesModule } from './favourites'
import { recentModule } from './recent'
import { recordsModule } from './records'

export function playModule(ctx: PlatformContext, deps: { ledger: Ledger; money: MoneyWriter; brand: { info(): { currency: string; launchGameCdns: string[] } } }) {
  return {
    launcher: launchModule(ctx, () => deps.brand.info().launchGameCdns),
    wallet: seamlessWalletModule(ctx, deps.ledger, deps.money),
    favourites: favouritesModule(ctx),
    recent: recentModule(ctx),
    records: recordsModule(ctx),
  }
}

export type Play = ReturnType<typeof playModule>
