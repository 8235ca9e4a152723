/**
 * Member center (spec §2 "Member center pages"): an overlay over the lobby with a close button
 * (back to the page the member came from, or home), the left menu in the spec's order with count
 * badges (missionLeaderboard, messageV2, rewardCenter when above 0), and the open tab. The URL
 * holds the tab and its filters (`/member?tab=transactionHistory&range=30d&page=2`), so links,
 * reload and back/forward work; on phones the menu becomes a horizontal strip.
 * Wallet tabs (issue 4): my wallet, deposit, withdraw, transfer to upline, account record; the
 * tabs later issues build show an empty state that says so.
 */
import type { ReactNode } from 'react'
import type { PageContext } from '../context'
import { MemberCenterClose } from '../../../client/islands/wallet/member-overlay'
import { ReferralTab } from './referral'
import { resolveTab, tabHref, visibleTabs, type BadgeTab, type MemberTab } from './member-menu'
import { MenuIcon } from './menu-icons'
import { avatarUrl } from '../../../shared/avatars'
import { LiveCount } from '../../../client/islands/live-count'
import { MyAccountTab } from './my-account'
import { ResponsibleGamingTab } from './responsible-gaming'
import { MyWalletTab } from './my-wallet'
import { DepositTab } from './deposit'
import { WithdrawTab } from './withdraw'
import { TransferUplineTab } from './transfer-upline'
import { AccountRecordTab } from './account-record'
import { BettingRecordTab } from './betting-record'
import { ProfitLossTab } from './profit-loss'
import { MessagesTab } from './messages'
import { BonusDetailsTab, ManualRebateTab, RewardCenterTab } from './rewards'
import { MissionLeaderboardTab } from './mission-leaderboard'

export { MEMBER_TABS } from './member-menu'

/**
 * Counts behind the menu badges: unread inbox messages (spec §4 messages, §7 CSP_unreadCount);
 * missions and rewards open with later issues (0 until then, so no badge).
 */
function badgeCounts(ctx: PageContext): Record<BadgeTab, number> {
  return {
    messageV2: ctx.platform.messages.unreadCount(ctx.member!.id),
    missionLeaderboard: ctx.member!.isTrial ? 0 : ctx.platform.missions.claimableCount(ctx.member!.id),
    rewardCenter: ctx.member!.isTrial ? 0 : ctx.platform.promotions.pendingCount(ctx.member!.id),
  }
}

function TabContent({ ctx, tab }: { ctx: PageContext; tab: MemberTab }): ReactNode {
  switch (tab) {
    case 'securityCenter':
      return <MyAccountTab ctx={ctx} />
    case 'responsibleGaming':
      return <ResponsibleGamingTab ctx={ctx} />
    case 'transferFund':
      return <MyWalletTab ctx={ctx} />
    case 'depositv2':
      return <DepositTab ctx={ctx} />
    case 'withdraw':
      return <WithdrawTab ctx={ctx} />
    case 'transferUpline':
      return <TransferUplineTab ctx={ctx} />
    case 'transactionHistory':
      return <AccountRecordTab ctx={ctx} />
    case 'personalHistoryCopy':
      return <BettingRecordTab ctx={ctx} />
    case 'personalProfit':
      return <ProfitLossTab ctx={ctx} />
    case 'messageV2':
      return <MessagesTab ctx={ctx} />
    case 'referral':
      return <ReferralTab ctx={ctx} />
    case 'rewardCenter':
      return <RewardCenterTab ctx={ctx} />
    case 'bonusDetails':
      return <BonusDetailsTab ctx={ctx} />
    case 'manualRebate':
      return <ManualRebateTab ctx={ctx} />
    case 'missionLeaderboard':
      return <MissionLeaderboardTab ctx={ctx} />
  }
}

export function MemberCenterPage({ ctx }: { ctx: PageContext }) {
  const m = ctx.member!
  const t = ctx.t
  const visible = visibleTabs(ctx.platform.brand.enabledModules())
  const tab = resolveTab(ctx.url.searchParams.get('tab'), visible)
  const counts = badgeCounts(ctx)
  return (
    <div className="mc-overlay">
      <div className="mc" role="dialog" aria-labelledby="mc-title" data-testid="member-center" data-tab={tab}>
        <header className="mc__head">
          <span className="avatar mc__avatar" aria-hidden="true">
            {m.avatar ? <img className="avatar__img" src={avatarUrl(m.avatar)} alt="" width={40} height={40} /> : m.nickname.slice(0, 1).toUpperCase()}
          </span>
          <div className="mc__who">
            <h1 id="mc-title" className="mc__title">
              {t('walletUi.center.title')}
            </h1>
            <p className="mc__account">{m.nickname === m.account ? m.account : `${m.nickname} · ${m.account}`}</p>
          </div>
          <MemberCenterClose label={t('walletUi.center.close')} tab={tab} />
        </header>
        <div className="mc__body">
          <nav className="mc-menu" aria-label={t('walletUi.center.menu')}>
            {visible.map((k) => {
              const count = (counts as Partial<Record<MemberTab, number>>)[k] ?? 0
              return (
                <a key={k} href={tabHref(k)} className={k === tab ? 'mc-menu__item is-active' : 'mc-menu__item'} aria-current={k === tab ? 'page' : undefined} data-tab={k}>
                  <MenuIcon tab={k} />
                  <span className="mc-menu__label">{t(`walletUi.menu.${k}`)}</span>
                  {k === 'messageV2' ? (
                    // The unread count follows the live-event stream (client/islands/live-events.tsx).
                    <LiveCount initial={count} event="live:messages" className="mc-menu__badge" testId={`badge-${k}`} srLabel={t('walletUi.center.newCount', { count: '{{count}}' })} />
                  ) : count > 0 ? (
                    <span className="mc-menu__badge" data-testid={`badge-${k}`}>
                      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
                      <span className="sr-only">{t('walletUi.center.newCount', { count })}</span>
                    </span>
                  ) : null}
                </a>
              )
            })}
          </nav>
          <section className="mc__panel" aria-labelledby="mc-tab-title">
            <h2 id="mc-tab-title" className="mc__tab-title">
              {t(`walletUi.menu.${tab}`)}
            </h2>
            <TabContent ctx={ctx} tab={tab} />
          </section>
        </div>
      </div>
    </div>
  )
}

export function NeedTrueAccountPage({ ctx }: { ctx: PageContext }) {
  return (
    <div className="empty-state empty-state--page" role="alert">
      <h1>{ctx.t('account.needTrueTitle')}</h1>
      <p>{ctx.t('account.needTrueText')}</p>
      <button type="button" className="btn btn--primary" data-auth-open="register">
        {ctx.t('account.registerNow')}
      </button>
    </div>
  )
}
