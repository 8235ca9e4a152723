/**
 * Header when logged in (spec §2): the member's name, deposit and withdraw buttons, and the account
 * dropdown — betting record, account record, personal profit/loss, reward center, points (PTSYS3),
 * my account, agent center (agents only), manual rebate (MANPLAYREB3), sign out with confirmation.
 * Entries whose pages arrive with later issues link to their member-centre tabs.
 * The balance joins the bar with the wallet (issue 4).
 */
import type { PageContext } from '../context'
import { LogoutButton } from '../../../client/islands/logout-button'

export function MemberBar({ ctx }: { ctx: PageContext }) {
  const m = ctx.member!
  const modules = ctx.platform.brand.enabledModules()
  const t = ctx.t
  const tab = (name: string) => `/member?tab=${name}`
  const entries: [string, string][] = [
    [t('account.bettingRecord'), tab('personalHistoryCopy')],
    [t('account.accountRecord'), tab('transactionHistory')],
    [t('account.profitLoss'), tab('personalProfit')],
    [t('account.rewardCenter'), tab('rewardCenter')],
    ...(modules.has('PTSYS3') ? [[t('account.points'), '/pointMall'] as [string, string]] : []),
    [t('account.security'), tab('securityCenter')],
    ...(m.isAgent ? [[t('account.agentCenter'), '/agentHome'] as [string, string]] : []),
    ...(modules.has('MANPLAYREB3') ? [[t('account.manualRebate'), tab('manualRebate')] as [string, string]] : []),
  ]
  return (
    <div className="member-bar">
      {!m.isTrial ? (
        <>
          <a className="btn btn--primary member-bar__deposit" href={tab('depositv2')}>{t('account.deposit')}</a>
          <a className="btn btn--ghost member-bar__withdraw" href={tab('withdraw')}>{t('account.withdraw')}</a>
        </>
      ) : <span className="pill">{t('account.trial')}</span>}
      <details className="account-menu">
        <summary className="account-menu__toggle" aria-label={t('account.menu')}>
          <span className="avatar" aria-hidden="true">{m.nickname.slice(0, 1).toUpperCase()}</span>
          <span className="account-menu__name" data-testid="member-name">{m.nickname}</span>
        </summary>
        <div className="account-menu__panel" role="menu">
          <p className="account-menu__hello">{t('account.hello', { name: m.nickname })}</p>
          {entries.map(([label, href]) => <a key={href} className="menu__item" role="menuitem" href={href}>{label}</a>)}
          <LogoutButton labels={{ signOut: t('account.signOut'), confirmTitle: t('account.signOutConfirm'), confirm: t('account.confirm'), cancel: t('account.cancel') }} />
        </div>
      </details>
    </div>
  )
}
