/**
 * Member center (spec §2 "Member center pages", left menu order; /member?tab=…): My account
 * (securityCenter, the default) shows the member's account; the wallet, records, rewards and
 * messages tabs open with their issues and say so.
 */
import type { PageContext } from '../context'
import { LocalTime } from '../../../client/islands/local-time'

export const MEMBER_TABS = ['securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy', 'transactionHistory', 'personalProfit', 'bonusDetails', 'rewardCenter', 'referral', 'missionLeaderboard', 'messageV2', 'manualRebate'] as const

const TAB_LABEL: Record<(typeof MEMBER_TABS)[number], string> = {
  securityCenter: 'account.security', transferFund: 'account.menu', depositv2: 'account.deposit', withdraw: 'account.withdraw',
  transferUpline: 'account.accountRecord', personalHistoryCopy: 'account.bettingRecord', transactionHistory: 'account.accountRecord',
  personalProfit: 'account.profitLoss', bonusDetails: 'account.rewardCenter', rewardCenter: 'account.rewardCenter', referral: 'side.invite',
  missionLeaderboard: 'account.rewardCenter', messageV2: 'account.centerTitle', manualRebate: 'account.manualRebate',
}

export function MemberCenterPage({ ctx }: { ctx: PageContext }) {
  const m = ctx.member!
  const t = ctx.t
  const requested = ctx.url.searchParams.get('tab') ?? 'securityCenter'
  const tab = (MEMBER_TABS as readonly string[]).includes(requested) ? requested as (typeof MEMBER_TABS)[number] : 'securityCenter'
  const type = m.isAgent ? t('account.typeAgent') : m.isTrial ? t('account.typeTrial') : t('account.typeMember')
  return (
    <div className="member-page">
      <header className="page-head"><h1 className="page-title">{t('account.centerTitle')}</h1></header>
      <div className="member-center">
        <nav className="member-center__menu" aria-label={t('account.centerTitle')}>
          {(['securityCenter', 'depositv2', 'withdraw', 'personalHistoryCopy', 'transactionHistory', 'personalProfit', 'rewardCenter'] as const).map((k) => (
            <a key={k} href={`/member?tab=${k}`} className={k === tab ? 'is-active' : undefined} aria-current={k === tab ? 'page' : undefined}>{t(TAB_LABEL[k])}</a>
          ))}
        </nav>
        <section className="member-center__body" aria-labelledby="member-tab-title">
          <h2 id="member-tab-title">{t(TAB_LABEL[tab])}</h2>
          {tab === 'securityCenter' ? (
            <>
              <dl className="info-grid" data-testid="account-info">
                <dt>{t('account.accountName')}</dt><dd>{m.account}</dd>
                <dt>{t('account.nickname')}</dt><dd>{m.nickname}</dd>
                <dt>{t('account.memberType')}</dt><dd>{type}</dd>
                <dt>{t('account.mobile')}</dt><dd>{m.mobile ?? t('account.notSet')}</dd>
                <dt>{t('account.email')}</dt><dd>{m.email ?? t('account.notSet')}</dd>
                <dt>{t('account.joined')}</dt><dd><LocalTime ms={m.createdAt} language={ctx.language} /></dd>
              </dl>
              <div><button type="button" className="btn btn--ghost" data-auth-open="changePassword">{t('account.changePassword')}</button></div>
            </>
          ) : <p className="footer__muted">{t('account.sectionSoon')}</p>}
        </section>
      </div>
    </div>
  )
}

export function NeedTrueAccountPage({ ctx }: { ctx: PageContext }) {
  return (
    <div className="empty-state empty-state--page" role="alert">
      <h1>{ctx.t('account.needTrueTitle')}</h1>
      <p>{ctx.t('account.needTrueText')}</p>
      <button type="button" className="btn btn--primary" data-auth-open="register">{ctx.t('account.registerNow')}</button>
    </div>
  )
}
