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
import { localeOf } from '../../../shared/i18n/format'

export function MyWalletTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const wallet = ctx.platform.wallet
  const settings = wallet.settings()
  const summary = wallet.summary(ctx.member!.id)
  const fmt = (minor: number) => formatMoney(minor, settings.currencySymbol, localeOf(ctx.language))
  // Every vendor the brand offers can hold a game wallet; those never used have none yet (0).
  const vendors = new Map<string, string>()
  if (!settings.singleWallet) for (const lane of ctx.platform.vendors.lanes()) for (const c of lane.cards) if (!vendors.has(c.vassalage)) vendors.set(c.vassalage, c.name)
  const vendorName = (code: string) => vendors.get(code) ?? code
  const gameBalance = new Map(summary.gameWallets.map((g) => [g.vendor, g.balance]))
  const funded = summary.gameWallets.filter((g) => g.balance > 0)
  return (
    <div className="wstack">
      <div className="whero">
        <div className="whero__main">
          <p className="whero__label">{t('walletUi.wallet.mainWallet')}</p>
          <p className="whero__amount" data-testid="wallet-balance">
            {fmt(summary.balance)}
          </p>
        </div>
        <div className="whero__actions">
          <a className="btn btn--primary" href={tabHref('depositv2')}>
            {t('walletUi.wallet.quickDeposit')}
          </a>
          <a className="btn btn--ghost" href={tabHref('withdraw')}>
            {t('walletUi.wallet.quickWithdraw')}
          </a>
          <a className="btn btn--ghost" href={tabHref('transactionHistory')}>
            {t('walletUi.wallet.quickRecord')}
          </a>
        </div>
      </div>
      <div className="wstats">
        {(
          [
            ['pendingDeposits', summary.pendingDeposits, 'pending-deposits'],
            ['pendingWithdrawals', summary.pendingWithdrawals, 'pending-withdrawals'],
          ] as const
        ).map(([key, minor, testId]) => (
          <div key={key} className="wstat">
            <p className="wstat__label">{t(`walletUi.wallet.${key}`)}</p>
            <p className="wstat__value" data-testid={testId}>
              {fmt(minor)}
            </p>
            <p className="wstat__note">{t('walletUi.wallet.pendingNote')}</p>
          </div>
        ))}
      </div>
      {settings.singleWallet ? (
        <p className="wnote">{t('walletUi.wallet.singleWallet')}</p>
      ) : (
        <section className="wsection" aria-labelledby="game-wallets-title">
          <h3 id="game-wallets-title" className="wsection__title">
            {t('walletUi.wallet.gameWallets')}
          </h3>
          {funded.length ? (
            <ul className="wgames" data-testid="game-wallets">
              {funded.map((g) => (
                <li key={g.vendor} className="wgame">
                  <span className="wgame__name">{vendorName(g.vendor)}</span>
                  <b className="wgame__value">{fmt(g.balance)}</b>
                </li>
              ))}
            </ul>
          ) : (
            <p className="wnote wnote--small">{t('walletUi.wallet.noGameMoney')}</p>
          )}
          <WalletTransferForm
            wallets={[
              { code: 'MAIN', name: t('walletUi.wallet.main'), balance: summary.balance },
              ...[...new Set([...gameBalance.keys(), ...vendors.keys()])].map((code) => ({ code, name: vendorName(code), balance: gameBalance.get(code) ?? 0 })),
            ]}
            limits={{ min: settings.transferMin, max: settings.transferMax }}
            currency={{ symbol: settings.currencySymbol, locale: localeOf(ctx.language) }}
            texts={walletTexts(ctx, 'walletUi.wallet.')}
          />
        </section>
      )}
    </div>
  )
}
