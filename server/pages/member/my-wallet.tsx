/**
 * My wallet (transferFund, spec §2): the main balance, pending deposits and withdrawals, quick
 * links to deposit, withdraw and the account record; for brands with separate game wallets
 * (GCS_merchantWallet value.isSingle false) each game wallet and the transfer form
 * (GCS_walletTransfer).
 */
import type { PageContext } from '../context'
import { formatMoney } from '../../../shared/format'
import { WalletTransferForm } from '../../../client/islands/wallet/wallet-transfer-form'
import { tabHref } from './member-menu'
import { walletTexts } from './texts'

export function MyWalletTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const wallet = ctx.platform.wallet
  const settings = wallet.settings()
  const summary = wallet.summary(ctx.member!.id)
  const fmt = (minor: number) => formatMoney(minor, settings.currencySymbol)
  const vendorName = (code: string) => ctx.platform.vendors.vendor(code)?.name ?? code
  return (
    <div className="wstack">
      <div className="whero">
        <div className="whero__main">
          <p className="whero__label">{t('walletUi.wallet.mainWallet')}</p>
          <p className="whero__amount" data-testid="wallet-balance">{fmt(summary.balance)}</p>
        </div>
        <div className="whero__actions">
          <a className="btn btn--primary" href={tabHref('depositv2')}>{t('walletUi.wallet.quickDeposit')}</a>
          <a className="btn btn--ghost" href={tabHref('withdraw')}>{t('walletUi.wallet.quickWithdraw')}</a>
          <a className="btn btn--ghost" href={tabHref('transactionHistory')}>{t('walletUi.wallet.quickRecord')}</a>
        </div>
      </div>
      <div className="wstats">
        {([['pendingDeposits', summary.pendingDeposits, 'pending-deposits'], ['pendingWithdrawals', summary.pendingWithdrawals, 'pending-withdrawals']] as const).map(([key, minor, testId]) => (
          <div key={key} className="wstat">
            <p className="wstat__label">{t(`walletUi.wallet.${key}`)}</p>
            <p className="wstat__value" data-testid={testId}>{fmt(minor)}</p>
            <p className="wstat__note">{t('walletUi.wallet.pendingNote')}</p>
          </div>
        ))}
      </div>
      {settings.singleWallet ? (
        <p className="wnote">{t('walletUi.wallet.singleWallet')}</p>
      ) : (
        <section className="wsection" aria-labelledby="game-wallets-title">
          <h3 id="game-wallets-title" className="wsection__title">{t('walletUi.wallet.gameWallets')}</h3>
          <ul className="wgames">
            {summary.gameWallets.map((g) => (
              <li key={g.vendor} className="wgame"><span className="wgame__name">{vendorName(g.vendor)}</span><b className="wgame__value">{fmt(g.balance)}</b></li>
            ))}
          </ul>
          <WalletTransferForm
            wallets={[{ code: 'MAIN', name: t('walletUi.wallet.main'), balance: summary.balance }, ...summary.gameWallets.map((g) => ({ code: g.vendor, name: vendorName(g.vendor), balance: g.balance }))]}
            limits={{ min: settings.transferMin, max: settings.transferMax }}
            currency={{ symbol: settings.currencySymbol }}
            texts={walletTexts(ctx, 'walletUi.wallet.')}
          />
        </section>
      )}
    </div>
  )
}
