/**
 * My account (securityCenter, the member centre's default tab, spec §2): the account's details,
 * the password change, and whether the withdrawal PIN is set (set it in Withdraw).
 */
import type { PageContext } from '../context'
import { LocalTime } from '../../../client/islands/local-time'
import { tabHref } from './member-menu'

export function MyAccountTab({ ctx }: { ctx: PageContext }) {
  const m = ctx.member!
  const t = ctx.t
  const type = m.isAgent ? t('account.typeAgent') : m.isTrial ? t('account.typeTrial') : t('account.typeMember')
  const pinSet = ctx.platform.wallet.paymentPasswordSet(m.id)
  return (
    <div className="wstack">
      <dl className="info-grid wcard" data-testid="account-info">
        <dt>{t('account.accountName')}</dt><dd>{m.account}</dd>
        <dt>{t('account.nickname')}</dt><dd>{m.nickname}</dd>
        <dt>{t('account.memberType')}</dt><dd>{type}</dd>
        <dt>{t('account.mobile')}</dt><dd>{m.mobile ?? t('account.notSet')}</dd>
        <dt>{t('account.email')}</dt><dd>{m.email ?? t('account.notSet')}</dd>
        <dt>{t('account.joined')}</dt><dd><LocalTime ms={m.createdAt} language={ctx.language} /></dd>
        <dt>{t('walletUi.common.paymentPassword')}</dt>
        <dd>{pinSet ? <span className="wstatus wstatus--ok">✓ {t('walletUi.common.pinIsSet')}</span> : <a className="wlink" href={tabHref('withdraw')}>{t('walletUi.withdraw.setupTitle')}</a>}</dd>
      </dl>
      <div className="wactions">
        <button type="button" className="btn btn--ghost" data-auth-open="changePassword">{t('account.changePassword')}</button>
      </div>
    </div>
  )
}
