/**
 * The agent center (spec §2 /agentHome; issue 6): a layout of its own — no lobby side menu or
 * footer — with a header (brand, the clock with its GMT offset ticking every second, the agent's
 * nickname, language, logout back to /agent), the menu of spec §2 in its order (contract pages by
 * contract type; deposit, withdraw, platform messages and customer service at the end) and the open
 * tab. The URL holds the tab and its filters (`/agentHome?tab=personalHistoryCopy&range=30d`).
 * On phones the menu becomes a horizontal strip under the header.
 */
import type { ReactNode } from 'react'
import type { PageContext } from '../context'
import { AgentClock } from '../../../client/islands/agent-clock'
import { LogoutButton } from '../../../client/islands/logout-button'
import { LanguageSelect } from '../../../client/islands/language-select'
import { OFFERED_LANGUAGES } from '../../../shared/i18n/languages'
import { MenuScroll } from '../../../client/islands/agent/menu-scroll'
import { SERVICE_LINKS, resolveTab, visibleTabs, type AgentTab } from './menu'
import { agentHref } from './report-url'
import { AgentIcon } from './icons'
import { OverviewTab } from './overview'
import { RegisterCenterTab } from './register-center'
import { DownlinesTab } from './downlines'
import { TeamBettingTab } from './betting'
import { UserLossTab } from './user-loss'
import { IncomeTab } from './income'
import { AccountDetailsTab } from './account-details'
import { AnnouncementsTab } from './announcements'
import { SupportTab } from './support'
import { DailySalaryPage, DividendRecordPage, HourlySalaryPage, RealtimeSalaryPage } from './contracts'
import { ContractPopupMount } from './contracts/popup-mount'

function TabContent({ ctx, tab }: { ctx: PageContext; tab: AgentTab }): ReactNode {
  switch (tab) {
    case 'agentAnnouncement':
      return <AnnouncementsTab ctx={ctx} />
    case 'agentTeamOverview':
      return <OverviewTab ctx={ctx} />
    case 'registerCenter':
      return <RegisterCenterTab ctx={ctx} />
    case 'downlineManagmentView':
      return <DownlinesTab ctx={ctx} />
    case 'personalHistoryCopy':
      return <TeamBettingTab ctx={ctx} />
    case 'palStatementsAgentCopy':
      return <UserLossTab ctx={ctx} />
    case 'agentRevenueReport':
      return <IncomeTab ctx={ctx} />
    case 'agentDownlineTransactionDetailsCopy':
      return <AccountDetailsTab ctx={ctx} />
    case 'agentDividendRecordCopy2':
      return <DividendRecordPage ctx={ctx} />
    case 'agentDailyWages2':
      return <DailySalaryPage ctx={ctx} />
    case 'agentHourSalary':
      return <HourlySalaryPage ctx={ctx} />
    case 'agentRealtimeSalary':
      return <RealtimeSalaryPage ctx={ctx} />
    case 'support':
      return <SupportTab ctx={ctx} />
  }
}

export function AgentCenter({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const me = ctx.member!
  const brand = ctx.platform.brand.info()
  const visible = visibleTabs(ctx.platform.contracts.typesFor(ctx.member!.id))
  const tab = resolveTab(ctx.url.searchParams.get('tab'), visible)
  const menuLabel = (k: AgentTab) => t(`agent.menu.${k}`)
  return (
    <div className="ac" data-testid="agent-center" data-tab={tab}>
      <header className="ac__head">
        <a className="ac__brand" href={agentHref('agentTeamOverview')}>
          <span className="logo-mark" aria-hidden="true">
            {brand.name.slice(0, 1)}
          </span>
          <span className="ac__brand-text">
            <b>{brand.name}</b>
            <small>{t('agent.center.title')}</small>
          </span>
        </a>
        <AgentClock now={ctx.platform.now()} language={ctx.language} label={t('agent.center.clock')} />
        <div className="ac__who">
          <span className="avatar" aria-hidden="true">
            {me.nickname.slice(0, 1).toUpperCase()}
          </span>
          <span className="ac__name" data-testid="agent-nickname" title={t('agent.center.signedInAs', { name: me.account })}>
            {me.nickname}
          </span>
        </div>
        <div className="ac__lang">
          <LanguageSelect current={ctx.language} label={t('side.language')} options={OFFERED_LANGUAGES.map((l) => ({ code: l.code, label: l.label }))} />
        </div>
        <div className="ac__tools">
          <LogoutButton
            className="btn btn--ghost ac__logout"
            to="/agent"
            labels={{ signOut: t('agent.center.logout'), confirmTitle: t('account.signOutConfirm'), confirm: t('account.confirm'), cancel: t('account.cancel') }}
          />
        </div>
      </header>
      <div className="ac__body">
        <nav className="ac-menu" aria-label={t('agent.center.menu')}>
          <ul className="ac-menu__list">
            {visible
              .filter((k) => k !== 'support')
              .map((k) => (
                <li key={k}>
                  <a href={agentHref(k)} className={k === tab ? 'ac-menu__item is-active' : 'ac-menu__item'} aria-current={k === tab ? 'page' : undefined} data-tab={k}>
                    <AgentIcon name={k} />
                    <span>{menuLabel(k)}</span>
                  </a>
                </li>
              ))}
          </ul>
          <p className="ac-menu__group">{t('agent.center.services')}</p>
          <ul className="ac-menu__list">
            {SERVICE_LINKS.map((s) => (
              <li key={s.key}>
                <a href={s.href} className="ac-menu__item" data-tab={s.key}>
                  <AgentIcon name={s.key} />
                  <span>{t(`agent.menu.${s.key}`)}</span>
                </a>
              </li>
            ))}
            <li>
              <a href={agentHref('support')} className={tab === 'support' ? 'ac-menu__item is-active' : 'ac-menu__item'} aria-current={tab === 'support' ? 'page' : undefined} data-tab="support">
                <AgentIcon name="support" />
                <span>{t('agent.menu.support')}</span>
              </a>
            </li>
          </ul>
          <MenuScroll tab={tab} />
        </nav>
        <main className="ac__main" id="main">
          <h2 className="ac__title">{menuLabel(tab)}</h2>
          <TabContent ctx={ctx} tab={tab} />
        </main>
      </div>
      {/* An agent who is himself a downline answers his upline's offers here too (spec §2 contract popup). */}
      <ContractPopupMount ctx={ctx} />
    </div>
  )
}
