/**
 * Transfer to upline (transferUpline, spec §2, §6): the upline's account, the amount and the
 * result (island). A member without an upline sees why the transfer is not available.
 */
import type { PageContext } from '../context'
import { TransferForm } from '../../../client/islands/wallet/transfer-form'
import { walletTexts } from './texts'
import { localeOf } from '../../../shared/i18n/format'

export function TransferUplineTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const m = ctx.member!
  const upline = m.uplineId ? ctx.platform.members.info(m.uplineId) : null
  if (!upline) {
    return (
      <div className="wempty" data-testid="no-upline">
        <span className="wempty__art" aria-hidden="true">
          <svg aria-hidden="true" width={34} height={34} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
            <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 8l5 5M22 8l-5 5" />
          </svg>
        </span>
        <h3 className="wempty__title">{t('walletUi.upline.noUplineTitle')}</h3>
        <p className="wempty__text">{t('walletUi.upline.noUpline')}</p>
      </div>
    )
  }
  const wallet = ctx.platform.wallet
  const settings = wallet.settings()
  return (
    <div className="wstack wnarrow">
      <div className="wupline">
        <span className="avatar wupline__avatar" aria-hidden="true">
          {upline.account.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <p className="wupline__label">{t('walletUi.upline.upline')}</p>
          <p className="wupline__name" data-testid="upline-account">
            {upline.account}
          </p>
        </div>
      </div>
      <TransferForm
        to="upline"
        account={upline.account}
        limits={{ min: settings.transferMin, max: settings.transferMax }}
        balance={wallet.balance(m.id)}
        currency={{ symbol: settings.currencySymbol, locale: localeOf(ctx.language) }}
        texts={walletTexts(ctx, 'walletUi.upline.', 'walletUi.deposit.newBalance')}
      />
    </div>
  )
}
