/**
 * The points mall (`/pointMall`, spec §2; module PTSYS3): the member's points, how they are earned
 * (valid bets at the brand's rate, never expiring), converting points to balance, and three tabs in
 * the URL (`?tab=rewards|history|details`, with `status`, `kind`, `page`): the rewards (redeem with
 * the payment password), the redeem history (spec §3 fields; states in process, rejected,
 * approved) and the points details (every change with the balance after it). Visitors see the
 * rewards and a login prompt. A brand without PTSYS3 answers "not found".
 * @see product-spec §2 points mall, §3 points records, §4 redeem status, §7 points calls
 */
import type { PageContext } from '../context'
import { formatMoney } from '../../../shared/format'
import { formatPoints } from '../../../shared/number-format'
import { POINT_ENTRY_KINDS, REDEEM_STATUSES } from '../../../shared/schemas/points'
import { localized } from '../../platform/localized'
import { LocalTime } from '../../../client/islands/local-time'
import { RedeemButton } from '../../../client/islands/points/redeem-button'
import { ConvertForm } from '../../../client/islands/points/convert-form'
import { NotFoundPage } from '../system/not-found-page'
import { EmptyList, StatusPill, WalletTable, type Column } from '../member/wallet-table'
import { tabHref } from '../member/member-menu'
import { pointsTexts } from './texts'
import { localeOf } from '../../../shared/i18n/format'

const TABS = ['rewards', 'history', 'details'] as const
type Tab = (typeof TABS)[number]
const PAGE_SIZE = 10

/** The `page` query value as a page number (1 when missing or not a number). */
const pageParam = (q: URLSearchParams) => Math.max(1, Math.min(100_000, Number.parseInt(q.get('page') ?? '1', 10) || 1))

/** `/pointMall` with the given query (empty values left out). */
function mallHref(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '' && !(k === 'tab' && v === 'rewards') && !(k === 'page' && v === 1)) q.set(k, String(v))
  const s = q.toString()
  return s ? `/pointMall?${s}` : '/pointMall'
}

/** The state a redeem request shows (spec §4: in process, rejected, approved) as a pill tone of the wallet's. */
const pillStatus = (s: string) => (s === 'PROCESSING' ? 'PENDING' : s === 'APPROVED' ? 'RECEIVED' : 'REJECTED')

function Pager({ ctx, page, pages, hrefOf }: { ctx: PageContext; page: number; pages: number; hrefOf: (p: number) => string }) {
  const t = ctx.t
  if (pages <= 1) return null
  return (
    <nav className="wpager" aria-label={t('points.mall.page', { page, pages })}>
      <span className="wpager__count" />
      <span className="wpager__pages">
        {page > 1 ? (
          <a className="btn btn--ghost wpager__btn" href={hrefOf(page - 1)} rel="prev">
            {t('points.mall.prev')}
          </a>
        ) : (
          <span className="btn btn--ghost wpager__btn is-disabled" aria-disabled="true">
            {t('points.mall.prev')}
          </span>
        )}
        <span className="wpager__now" aria-current="page">
          {t('points.mall.page', { page, pages })}
        </span>
        {page < pages ? (
          <a className="btn btn--ghost wpager__btn" href={hrefOf(page + 1)} rel="next">
            {t('points.mall.next')}
          </a>
        ) : (
          <span className="btn btn--ghost wpager__btn is-disabled" aria-disabled="true">
            {t('points.mall.next')}
          </span>
        )}
      </span>
    </nav>
  )
}

/** A row of filter links (all + each value), the active one marked. */
function FilterLinks({ label, all, options, active, hrefOf }: { label: string; all: string; options: [string, string][]; active: string; hrefOf: (v: string) => string }) {
  return (
    <nav className="wseg pm-filter" aria-label={label}>
      {[['', all] as [string, string], ...options].map(([v, text]) => (
        <a key={v || 'all'} href={hrefOf(v)} className={active === v ? 'wseg__item is-active' : 'wseg__item'} aria-current={active === v ? 'true' : undefined}>
          {text}
        </a>
      ))}
    </nav>
  )
}

function Rewards({ ctx, points, pinSet }: { ctx: PageContext; points: number | null; pinSet: boolean }) {
  const t = ctx.t
  const { platform, language } = ctx
  const symbol = platform.wallet.settings().currencySymbol
  const balance = points === null ? null : platform.points.balance(ctx.member!.id)
  const rewards = platform.points.rewards()
  if (!rewards.length) return <EmptyList text={t('points.mall.emptyRewards')} />
  const texts = pointsTexts(ctx, 'points.mall.')
  return (
    <ul className="pm-grid" data-testid="rewards">
      {rewards.map((r) => {
        const name = localized(r.name, language)
        const soldOut = r.stock !== null && r.stock <= 0
        const betShort = balance ? r.amountRequirement - balance.validBetTotal : 0
        const pointsShort = points === null ? 0 : r.points - points
        return (
          <li key={r.id} className="pm-card" data-testid="reward" data-code={r.code}>
            <div className="pm-card__media">
              <img src={`/img/reward/${r.id}.svg`} alt="" width={480} height={360} loading="lazy" />
              <span className={`pm-card__type pm-card__type--${r.type.toLowerCase()}`}>{t(`points.rewardTypes.${r.type}`)}</span>
            </div>
            <div className="pm-card__body">
              <h3 className="pm-card__name">{name}</h3>
              <p className="pm-card__desc">{localized(r.description, language)}</p>
              <p className="pm-card__price">
                <b>{formatPoints(r.points, localeOf(ctx.language))}</b> <span>{t('points.mall.pts', { points: '' }).trim()}</span>
              </p>
              <dl className="pm-card__meta">
                <div>
                  <dt>{t('points.mall.amountRequirement')}</dt>
                  <dd>{r.amountRequirement > 0 ? formatMoney(r.amountRequirement, symbol, localeOf(ctx.language)) : t('points.mall.noRequirement')}</dd>
                </div>
                <div>
                  <dt className="sr-only">{t('points.mall.stockLeft', { count: '' })}</dt>
                  <dd className={soldOut ? 'pm-card__stock is-out' : 'pm-card__stock'}>
                    {soldOut ? t('points.mall.soldOut') : r.stock === null ? t('points.mall.unlimited') : t('points.mall.stockLeft', { count: formatPoints(r.stock, localeOf(ctx.language)) })}
                  </dd>
                </div>
              </dl>
            </div>
            <div className="pm-card__foot">
              {points === null ? (
                <a className="btn btn--ghost pm-card__cta" href="/login" data-auth-open="login">
                  {t('points.mall.login')}
                </a>
              ) : soldOut ? (
                <span className="btn btn--ghost pm-card__cta is-disabled" aria-disabled="true">
                  {t('points.mall.soldOut')}
                </span>
              ) : betShort > 0 ? (
                <span className="pm-card__hint" data-testid="reward-locked">
                  {t('points.mall.locked', { amount: formatMoney(betShort, symbol, localeOf(ctx.language)) })}
                </span>
              ) : pointsShort > 0 ? (
                <span className="pm-card__hint">{t('points.mall.short', { points: formatPoints(pointsShort, localeOf(ctx.language)) })}</span>
              ) : (
                <RedeemButton
                  reward={{
                    id: r.id,
                    name,
                    description: localized(r.description, language),
                    imageUrl: `/img/reward/${r.id}.svg`,
                    points: r.points,
                    amountRequirement: r.amountRequirement,
                    stock: r.stock,
                  }}
                  pointsBalance={points}
                  pinSet={pinSet}
                  symbol={symbol}
                  locale={localeOf(ctx.language)}
                  texts={texts}
                  setPinHref={tabHref('withdraw')}
                />
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}

function History({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const q = ctx.url.searchParams
  const status = REDEEM_STATUSES.find((s) => s === q.get('status'))
  const page = pageParam(q)
  const symbol = ctx.platform.wallet.settings().currencySymbol
  const list = ctx.platform.points.redemptions(ctx.member!.id, { status, page, pageSize: PAGE_SIZE })
  type Row = (typeof list.list)[number]
  const columns: Column<Row>[] = [
    { key: 'ref', label: t('points.mall.columns.referenceNo'), cell: (r) => <span className="wmono">{r.referenceNo}</span> },
    { key: 'time', label: t('points.mall.columns.applyTime'), cell: (r) => <LocalTime ms={r.createdAt} language={ctx.language} /> },
    { key: 'type', label: t('points.mall.columns.type'), cell: (r) => t(`points.rewardTypes.${r.type}`) },
    { key: 'name', label: t('points.mall.columns.name'), cell: (r) => <b>{localized(r.name, ctx.language)}</b> },
    { key: 'qty', label: t('points.mall.columns.quantity'), numeric: true, cell: (r) => r.quantity },
    { key: 'pts', label: t('points.mall.columns.pointsRequirement'), numeric: true, cell: (r) => formatPoints(r.pointsRequirement, localeOf(ctx.language)) },
    { key: 'amt', label: t('points.mall.columns.amountRequirement'), numeric: true, cell: (r) => (r.amountRequirement > 0 ? formatMoney(r.amountRequirement, symbol, localeOf(ctx.language)) : '—') },
    {
      key: 'status',
      label: t('points.mall.columns.status'),
      cell: (r) => (
        <span title={r.note ?? undefined}>
          <StatusPill status={pillStatus(r.status)} label={t(`points.status.${r.status}`)} />
        </span>
      ),
    },
  ]
  return (
    <div className="wstack">
      <FilterLinks
        label={t('points.mall.filter')}
        all={t('points.mall.allStatuses')}
        options={REDEEM_STATUSES.map((s) => [s, t(`points.status.${s}`)])}
        active={status ?? ''}
        hrefOf={(v) => mallHref({ tab: 'history', status: v })}
      />
      {list.list.length ? (
        <>
          <WalletTable rows={list.list} columns={columns} rowKey={(r) => r.id} caption={t('points.mall.tabs.history')} testId="redeem-history" />
          <Pager ctx={ctx} page={list.pageNum} pages={list.totalPages} hrefOf={(p) => mallHref({ tab: 'history', status, page: p })} />
        </>
      ) : (
        <EmptyList text={t('points.mall.emptyHistory')} />
      )}
    </div>
  )
}

function Details({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const q = ctx.url.searchParams
  const kind = POINT_ENTRY_KINDS.find((k) => k === q.get('kind'))
  const page = pageParam(q)
  const list = ctx.platform.points.details(ctx.member!.id, { kind, page, pageSize: PAGE_SIZE })
  type Row = (typeof list.list)[number]
  const remark = (r: Row) => [r.name ? localized(r.name, ctx.language) : null, r.remark].filter(Boolean).join(' · ') || '—'
  const columns: Column<Row>[] = [
    { key: 'ref', label: t('points.mall.columns.referenceNo'), cell: (r) => <span className="wmono">{r.referenceNo}</span> },
    { key: 'time', label: t('points.mall.columns.time'), cell: (r) => <LocalTime ms={r.createdAt} language={ctx.language} /> },
    { key: 'type', label: t('points.mall.columns.type'), cell: (r) => <span className={`wkind pm-kind pm-kind--${r.type.toLowerCase()}`}>{t(`points.kinds.${r.type}`)}</span> },
    {
      key: 'change',
      label: t('points.mall.columns.changedPoints'),
      numeric: true,
      cell: (r) => (
        <b className={r.changedPoints >= 0 ? 'wplus' : 'wminus'}>
          {r.changedPoints > 0 ? '+' : ''}
          {formatPoints(r.changedPoints, localeOf(ctx.language))}
        </b>
      ),
    },
    { key: 'balance', label: t('points.mall.columns.pointsBalance'), numeric: true, cell: (r) => formatPoints(r.pointsBalance, localeOf(ctx.language)) },
    { key: 'remark', label: t('points.mall.columns.remark'), cell: (r) => <span className="pm-remark">{remark(r)}</span> },
  ]
  return (
    <div className="wstack">
      <FilterLinks
        label={t('points.mall.filter')}
        all={t('points.mall.allTypes')}
        options={POINT_ENTRY_KINDS.map((k) => [k, t(`points.kinds.${k}`)])}
        active={kind ?? ''}
        hrefOf={(v) => mallHref({ tab: 'details', kind: v })}
      />
      {list.list.length ? (
        <>
          <WalletTable rows={list.list} columns={columns} rowKey={(r) => r.id} caption={t('points.mall.tabs.details')} testId="points-details" />
          <Pager ctx={ctx} page={list.pageNum} pages={list.totalPages} hrefOf={(p) => mallHref({ tab: 'details', kind, page: p })} />
        </>
      ) : (
        <EmptyList text={t('points.mall.emptyDetails')}>
          <a className="btn btn--primary" href="/bgs">
            {t('points.mall.playNow')}
          </a>
        </EmptyList>
      )}
    </div>
  )
}

export function PointMallPage({ ctx }: { ctx: PageContext }) {
  const { platform, t } = ctx
  if (!platform.brand.enabledModules().has('PTSYS3')) return <NotFoundPage ctx={ctx} />
  const config = platform.points.config()
  const symbol = platform.wallet.settings().currencySymbol
  const m = ctx.member && !ctx.member.isTrial ? ctx.member : null
  const balance = m ? platform.points.balance(m.id) : null
  const pinSet = m ? platform.wallet.paymentPasswordSet(m.id) : false
  const requested = TABS.find((x) => x === ctx.url.searchParams.get('tab')) ?? 'rewards'
  const tab: Tab = m ? requested : 'rewards'
  const perPoint = config.validBetPerPoint
  const progress = balance && perPoint > 0 ? Math.round(((perPoint - balance.nextPointIn) / perPoint) * 100) : 0
  return (
    <div className="pm" data-testid="point-mall">
      <section className="pm-hero" aria-labelledby="pm-title">
        <div className="pm-hero__intro">
          <h1 id="pm-title" className="pm-hero__title">
            {t('points.mall.title')}
          </h1>
          <p className="pm-hero__text">{t('points.mall.subtitle')}</p>
          <ul className="pm-hero__facts">
            <li>{t('points.mall.earnRule', { amount: formatMoney(perPoint, symbol, localeOf(ctx.language)) })}</li>
            <li>{t('points.mall.neverExpire')}</li>
          </ul>
        </div>
        {balance ? (
          <>
            <div className="pm-balance">
              <p className="whero__label">{t('points.mall.myPoints')}</p>
              <p className="pm-balance__points" data-testid="points-balance">
                {formatPoints(balance.points, localeOf(ctx.language))}
              </p>
              <div
                className="pm-balance__bar"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                aria-label={t('points.mall.nextPoint', { amount: formatMoney(balance.nextPointIn, symbol, localeOf(ctx.language)) })}
              >
                <span style={{ width: `${progress}%` }} />
              </div>
              <p className="pm-balance__note">{t('points.mall.nextPoint', { amount: formatMoney(balance.nextPointIn, symbol, localeOf(ctx.language)) })}</p>
              <p className="pm-balance__note">
                {t('points.mall.lifetimeBet')}: <b data-testid="points-lifetime">{formatMoney(balance.validBetTotal, symbol, localeOf(ctx.language))}</b>
              </p>
            </div>
            <div className="pm-convert">
              <h2 className="pm-convert__title">{t('points.mall.convertTitle')}</h2>
              <p className="pm-convert__text">
                {t('points.mall.convertText', { amount: formatMoney(config.convertMinorPerPoint, symbol, localeOf(ctx.language)), min: formatPoints(config.convertMinPoints, localeOf(ctx.language)) })}
              </p>
              <ConvertForm
                pointsBalance={balance.points}
                minPoints={config.convertMinPoints}
                minorPerPoint={config.convertMinorPerPoint}
                pinSet={pinSet}
                symbol={symbol}
                locale={localeOf(ctx.language)}
                texts={pointsTexts(ctx, 'points.mall.')}
                setPinHref={tabHref('withdraw')}
              />
            </div>
          </>
        ) : (
          <div className="pm-balance pm-balance--guest">
            <p className="pm-balance__title">{t('points.mall.loginTitle')}</p>
            <p className="pm-balance__note">{t('points.mall.loginText')}</p>
            <div className="pm-balance__actions">
              <a className="btn btn--primary" href="/login" data-auth-open="login">
                {t('points.mall.login')}
              </a>
              <a className="btn btn--ghost" href="/register" data-auth-open="register">
                {t('points.mall.register')}
              </a>
            </div>
          </div>
        )}
      </section>
      {m ? (
        <nav className="wseg pm-tabs" aria-label={t('points.mall.title')}>
          {TABS.map((x) => (
            <a key={x} href={mallHref({ tab: x })} className={x === tab ? 'wseg__item is-active' : 'wseg__item'} aria-current={x === tab ? 'page' : undefined} data-tab={x}>
              {t(`points.mall.tabs.${x}`)}
            </a>
          ))}
        </nav>
      ) : null}
      <section className="pm-panel" aria-label={t(`points.mall.tabs.${tab}`)}>
        {tab === 'rewards' ? <Rewards ctx={ctx} points={balance?.points ?? null} pinSet={pinSet} /> : tab === 'history' ? <History ctx={ctx} /> : <Details ctx={ctx} />}
      </section>
    </div>
  )
}
