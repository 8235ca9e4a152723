/**
 * Header when logged in (spec §2): the balance with the currency symbol and 2 decimals (hide
 * toggle, refresh; hidden on game pages), deposit and withdraw buttons (a trial account gets the
 * 'need true account' dialog instead, spec §5), and the account dropdown — betting record,
 * account record, personal profit/loss, reward center, points (PTSYS3), my account, agent center
 * (agents only), manual rebate (MANPLAYREB3), sign out with confirmation.
 * Rendered for a viewer class, not a member (decision 0038): the page is shared by every member of
 * the class; the balance, avatar, name, VIP tag and inbox count are islands filled in from the
 * member summary (client/islands/member-summary-parts.tsx).
 */
import type { PageContext } from '../context'
import { LogoutButton } from '../../../client/islands/logout-button'
import { HeaderBalance } from '../../../client/islands/wallet/header-balance'
import { TrialMoneyButtons } from '../../../client/islands/wallet/need-true-account'
import { RememberReturnPath } from '../../../client/islands/wallet/member-overlay'
import { isGamePage, tabHref } from '../member/member-menu'
import { InboxCount, MemberHello, MemberIdentity } from '../../../client/islands/member-summary-parts'
import { Icon } from '../../../client/components/icon'
import { localeOf } from '../../../shared/i18n/format'

export function MemberBar({ ctx }: { ctx: PageContext }) {
  const trial = ctx.viewer === 'trial'
  const modules = ctx.platform.brand.enabledModules()
  const t = ctx.t
  const entries: [string, string][] = [
    [t('account.bettingRecord'), tabHref('personalHistoryCopy')],
    [t('account.accountRecord'), tabHref('transactionHistory')],
    [t('account.profitLoss'), tabHref('personalProfit')],
    [t('account.rewardCenter'), tabHref('rewardCenter')],
    ...(modules.has('PTSYS3') ? [[t('account.points'), '/pointMall'] as [string, string]] : []),
    [t('account.security'), tabHref('securityCenter')],
    ...(ctx.viewer === 'agent' ? [[t('account.agentCenter'), '/agentHome'] as [string, string]] : []),
    ...(modules.has('MANPLAYREB3') ? [[t('account.manualRebate'), tabHref('manualRebate')] as [string, string]] : []),
  ]
  const wallet = ctx.platform.wallet
  const showBalance = !isGamePage(ctx.path)
  return (
    <div className="member-bar">
      <RememberReturnPath path={ctx.url.pathname + ctx.url.search} />
      {showBalance ? (
        <HeaderBalance
          symbol={wallet.settings().currencySymbol}
          locale={localeOf(ctx.language)}
          labels={{
            balance: t('walletUi.header.balance'),
            hide: t('walletUi.header.hide'),
            show: t('walletUi.header.show'),
            refresh: t('walletUi.header.refresh'),
            refreshFailed: t('walletUi.header.refreshFailed'),
          }}
        />
      ) : null}
      {trial ? (
        <>
          <span className="pill member-bar__trial">{t('account.trial')}</span>
          <TrialMoneyButtons
            labels={{
              deposit: t('account.deposit'),
              withdraw: t('account.withdraw'),
              title: t('account.needTrueTitle'),
              text: t('account.needTrueText'),
              register: t('account.registerNow'),
              cancel: t('account.cancel'),
            }}
          />
        </>
      ) : (
        <>
          <a className="btn btn--primary member-bar__deposit" href={tabHref('depositv2')}>
            {t('account.deposit')}
          </a>
          <a className="btn btn--ghost member-bar__withdraw" href={tabHref('withdraw')}>
            {t('account.withdraw')}
          </a>
        </>
      )}
      {trial ? null : (
        <a className="icon-btn member-bar__inbox" href={tabHref('messageV2')} title={t('comms.inbox.headerLink')} data-testid="header-inbox">
          <span className="sr-only">{t('comms.inbox.headerLink')}</span>
          <Icon name="mail" />
          <InboxCount className="member-bar__badge" testId="header-inbox-badge" srLabel={t('walletUi.center.newCount', { count: '{{count}}' })} />
        </a>
      )}
      <details className="account-menu">
        {/* Named "My account" plus the visible name (axe label-content-name-mismatch: no aria-label that leaves the name out). */}
        <summary className="account-menu__toggle">
          <span className="sr-only">{t('account.menu')}</span>
          {/* hasVip (spec §3 shared state): the VIP level of the security center (issue 8). */}
          <MemberIdentity />
        </summary>
        <div className="account-menu__panel" role="menu">
          <MemberHello template={t('account.hello', { name: '{{name}}' })} />
          {/* Phones hide the header's withdraw button (its width): the account menu offers it first (issue 16). */}
          {trial ? null : (
            <a className="menu__item menu__item--phone" role="menuitem" href={tabHref('withdraw')} data-testid="menu-withdraw">
              {t('account.withdraw')}
            </a>
          )}
          {entries.map(([label, href]) => (
            <a key={href} className="menu__item" role="menuitem" href={href}>
              {label}
            </a>
          ))}
          <LogoutButton labels={{ signOut: t('account.signOut'), confirmTitle: t('account.signOutConfirm'), confirm: t('account.confirm'), cancel: t('account.cancel') }} />
        </div>
      </details>
    </div>
  )
}
