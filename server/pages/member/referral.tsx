/**
 * The member centre's referral tab (spec §2 member center `referral`, side menu invite friends):
 * the member's invite link and code with a QR code to scan, the reward rule as the brand sets it
 * (its REFERRAL promotion, or a note that none runs), and the friends who signed up with the link
 * with their status (registered, deposited, active), 10 a page; and what the member earns (decision
 * 0049): the brand's earning rule in words, this period's estimate and the paid periods (10 a page,
 * `hpage`), streamed behind a loading line. An agent is sent to the agent
 * center's register center, where its invite link and new accounts live.
 * @see server/platform/support/referral.ts, docs/decisions/0025-support-and-content.md
 */
import { Suspense } from 'react'
import type { PageContext } from '../context'
import { CopyButton } from '../../../client/islands/agent/copy-button'
import { formatMoney } from '../../../shared/format'
import { isAgent } from '../../../shared/member'
import { qrSvg } from '../shared/qr'
import { EmptyList, WalletTable } from './wallet-table'
import { tabHref } from './member-menu'
import type { InvitedMember, InvitedStatus } from '../../platform/support/referral'
import type { EarningPayment } from '../../platform/support/referral-earnings'
import { localeOf } from '../../../shared/i18n/format'

const TONE: Record<InvitedStatus, string> = { registered: 'pending', deposited: 'action', active: 'ok' }

export async function ReferralTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const me = ctx.member!
  if (isAgent(me.type)) {
    return (
      <div className="wempty" data-testid="referral-agent">
        <h3 className="wempty__title">{t('support.referral.agentTitle')}</h3>
        <p className="wempty__text">{t('support.referral.agentText')}</p>
        <a className="btn btn--primary" href="/agentHome?tab=registerCenter">
          {t('support.referral.agentGo')}
        </a>
      </div>
    )
  }
  const { referral } = ctx.platform
  const invite = referral.invite(me.id)
  const link = new URL(invite.path, ctx.url.origin).toString()
  const pageParam = Number(ctx.url.searchParams.get('page') ?? '1')
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1
  const invited = referral.invited(me.id, page)
  const rule = referral.rule(ctx.language)
  const qr = await qrSvg(link)
  const symbol = ctx.platform.brand.info().currencySymbol
  const date = new Intl.DateTimeFormat(localeOf(ctx.language), { dateStyle: 'medium', timeZone: 'Asia/Manila' })
  return (
    <div className="wstack" data-testid="referral">
      <p className="wnote wnote--small">{t('support.referral.lead')}</p>
      <div className="ref-invite">
        <div className="ref-invite__qr">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the qrcode library draws from our own URL (pages/shared/qr.ts); no user markup */}
          <span className="ref-invite__code" role="img" aria-label={t('support.referral.qr')} data-testid="referral-qr" dangerouslySetInnerHTML={{ __html: qr }} />
          <small>{t('support.referral.qr')}</small>
        </div>
        <div className="ref-invite__links">
          <p className="wupline__label">{t('support.referral.link')}</p>
          <div className="ref-invite__row">
            <code className="ref-invite__link" data-testid="referral-link">
              {link}
            </code>
            <CopyButton text={link} label={t('support.referral.copy')} copied={t('support.referral.copied')} />
          </div>
          <p className="wupline__label">{t('support.referral.code')}</p>
          <div className="ref-invite__row">
            <b className="ref-invite__value wmono" data-testid="referral-code">
              {invite.code}
            </b>
            <CopyButton text={invite.code} label={t('support.referral.copy')} copied={t('support.referral.copied')} />
          </div>
        </div>
      </div>
      <section className="wsection" aria-labelledby="ref-rule-title">
        <h3 id="ref-rule-title" className="wsection__title">
          {t('support.referral.rule')}
        </h3>
        {rule ? (
          <div className="wcard ref-rule" data-testid="referral-rule">
            <b>{rule.title}</b>
            <p>{rule.summary}</p>
            {rule.terms.length ? (
              <ul>
                {rule.terms.map((l, i) => (
                  <li key={i}>{l}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : (
          <p className="wnote wnote--small" data-testid="referral-rule">
            {t('support.referral.noRule')}
          </p>
        )}
      </section>
      <Suspense
        fallback={
          <p className="wnote wnote--small" aria-busy="true" data-testid="referral-earnings-loading">
            {t('support.referral.earn.loading')}
          </p>
        }
      >
        <Earnings ctx={ctx} />
      </Suspense>
      <section className="wsection" aria-labelledby="ref-list-title">
        <h3 id="ref-list-title" className="wsection__title">
          {t('support.referral.invited')} <span className="wcount">{invited.totalCount}</span>
        </h3>
        <p className="ref-counts" data-testid="referral-counts">
          {(['registered', 'deposited', 'active'] as const).map((s) => (
            <span key={s} className={`wpill wpill--${TONE[s]}`}>
              {t(`support.referral.status.${s}`)}: {invited.counts[s]}
            </span>
          ))}
        </p>
        {invited.totalCount === 0 ? (
          <EmptyList text={t('support.referral.empty')} hint={t('support.referral.emptyText')} />
        ) : (
          <>
            <WalletTable<InvitedMember>
              rows={invited.list}
              rowKey={(r) => r.account}
              caption={t('support.referral.invited')}
              testId="referral-invited"
              columns={[
                { key: 'account', label: t('support.referral.account'), cell: (r) => <b>{r.account}</b> },
                { key: 'registeredAt', label: t('support.referral.registeredAt'), cell: (r) => date.format(r.registeredAt) },
                { key: 'deposited', label: t('support.referral.deposited'), numeric: true, cell: (r) => formatMoney(r.deposited, symbol, localeOf(ctx.language)) },
                { key: 'validBet', label: t('support.referral.validBet'), numeric: true, cell: (r) => formatMoney(r.validBet, symbol, localeOf(ctx.language)) },
                {
                  key: 'status',
                  label: t('support.referral.statusLabel'),
                  cell: (r) => (
                    <span className={`wpill wpill--${TONE[r.status]}`} data-status={r.status}>
                      {t(`support.referral.status.${r.status}`)}
                    </span>
                  ),
                },
              ]}
            />
            <Pager ctx={ctx} param="page" page={page} total={invited.totalPages} count={t('support.referral.total', { count: invited.totalCount })} />
          </>
        )}
        <p className="wnote wnote--small">{t('support.referral.statusHelp')}</p>
      </section>
    </div>
  )
}

/**
 * What the member earns from its invited friends (decision 0049): the rule in words (or that none
 * is paid), this period's figures so far, and the paid periods newest first (`hpage`, 10 a page).
 * Renders nothing when the brand never set a rule and the member was never paid.
 */
async function Earnings({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const me = ctx.member!
  const { earnings } = ctx.platform.referral
  const rule = earnings.rule()
  const hp = Number(ctx.url.searchParams.get('hpage') ?? '1')
  const hpage = Number.isInteger(hp) && hp >= 1 ? hp : 1
  const history = earnings.history(me.id, hpage)
  if (!rule && history.totalCount === 0) return null
  const symbol = ctx.platform.brand.info().currencySymbol
  const locale = localeOf(ctx.language)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Manila' })
  const periodText = (p: { periodStart: number; periodEnd: number }) => (p.periodEnd - p.periodStart <= 86_400_000 ? date.format(p.periodStart) : date.formatRange(p.periodStart, p.periodEnd - 1))
  const on = rule?.enabled ? rule : null
  const estimate = earnings.estimate(me.id)
  const word = on ? t(`support.referral.earn.period.${on.period}`) : ''
  return (
    <section className="wsection" aria-labelledby="ref-earn-title" data-testid="referral-earnings">
      <h3 id="ref-earn-title" className="wsection__title">
        {t('support.referral.earn.title')}
      </h3>
      {on ? (
        <div className="wcard ref-rule" data-testid="referral-earn-rule">
          <p>{t(on.basis === 'valid-bets' ? 'support.referral.earn.ruleValidBets' : 'support.referral.earn.ruleFirstDeposit', { rate: percent.format(on.rateBp / 10_000), period: word })}</p>
          <p className="ref-rule__small">
            {on.cap === null ? t('support.referral.earn.noCap') : t('support.referral.earn.cap', { cap: formatMoney(on.cap, symbol, localeOf(ctx.language)), period: word })}
          </p>
        </div>
      ) : (
        <p className="wnote wnote--small" data-testid="referral-earn-rule">
          {t('support.referral.earn.off')}
        </p>
      )}
      {on && estimate ? (
        <div className="ref-estimate" data-testid="referral-estimate">
          <p className="ref-estimate__title">
            {t(`support.referral.earn.thisPeriod.${on.period}`)} <span className="ref-estimate__when">{periodText(estimate)}</span>
          </p>
          <dl className="ref-estimate__grid">
            <div className="wstat">
              <dt className="wstat__label">{t('support.referral.earn.friends')}</dt>
              <dd className="wstat__value">{estimate.friends}</dd>
            </div>
            <div className="wstat">
              <dt className="wstat__label">{t(`support.referral.earn.basis.${on.basis}`)}</dt>
              <dd className="wstat__value">{formatMoney(estimate.basisAmount, symbol, localeOf(ctx.language))}</dd>
            </div>
            <div className="wstat">
              <dt className="wstat__label">{t('support.referral.earn.estimate')}</dt>
              <dd className="wstat__value ref-estimate__amount" data-testid="referral-estimate-amount">
                {formatMoney(estimate.amount, symbol, localeOf(ctx.language))}
              </dd>
            </div>
          </dl>
          <p className="wnote wnote--small">{t('support.referral.earn.estimateNote', { period: word })}</p>
        </div>
      ) : null}
      <h4 className="ref-earn__sub">
        {t('support.referral.earn.history')}
        {history.totalCount > 0 ? (
          <span className="ref-earn__total"> · {t('support.referral.earn.totalEarned', { amount: formatMoney(history.totalEarned, symbol, localeOf(ctx.language)) })}</span>
        ) : null}
      </h4>
      {history.totalCount === 0 ? (
        <EmptyList text={t('support.referral.earn.empty')} hint={t('support.referral.earn.emptyText')} />
      ) : (
        <>
          <WalletTable<EarningPayment>
            rows={history.list}
            rowKey={(r) => r.periodKey}
            caption={t('support.referral.earn.history')}
            testId="referral-payments"
            columns={[
              { key: 'period', label: t('support.referral.earn.periodCol'), cell: (r) => periodText(r) },
              { key: 'friends', label: t('support.referral.earn.friends'), numeric: true, cell: (r) => r.friends },
              {
                key: 'basisAmount',
                label: t('support.referral.earn.basisCol'),
                numeric: true,
                cell: (r) => (
                  <span title={t(`support.referral.earn.basis.${r.basis}`)}>
                    {formatMoney(r.basisAmount, symbol, localeOf(ctx.language))} <small className="ref-earn__rate">× {percent.format(r.rateBp / 10_000)}</small>
                  </span>
                ),
              },
              { key: 'amount', label: t('support.referral.earn.earned'), numeric: true, cell: (r) => <b className="wstatus--ok">{formatMoney(r.amount, symbol, localeOf(ctx.language))}</b> },
            ]}
          />
          <Pager ctx={ctx} param="hpage" page={hpage} total={history.totalPages} />
        </>
      )}
    </section>
  )
}

/** Previous / next links of one of the tab's lists (`param` names its page in the URL); nothing for a single page. */
function Pager({ ctx, param, page, total, count }: { ctx: PageContext; param: 'page' | 'hpage'; page: number; total: number; count?: string }) {
  if (total <= 1) return null
  const t = ctx.t
  const cls = (on: boolean) => (on ? 'btn btn--ghost wpager__btn' : 'btn btn--ghost wpager__btn is-disabled')
  return (
    <nav className="wpager" aria-label={t('support.posts.pages')}>
      {count ? <span className="wpager__count">{count}</span> : null}
      <span className="wpager__pages">
        <a className={cls(page > 1)} href={tabHref('referral', { [param]: page - 1 })}>
          {t('support.posts.prev')}
        </a>
        <span className="wpager__now">{t('support.posts.page', { page, total })}</span>
        <a className={cls(page < total)} href={tabHref('referral', { [param]: page + 1 })}>
          {t('support.posts.next')}
        </a>
      </span>
    </nav>
  )
}
