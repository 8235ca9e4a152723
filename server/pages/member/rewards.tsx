/**
 * The member centre's reward tabs (issue 7; spec §2 member center pages):
 * - rewardCenter: the rewards waiting to be claimed (a card each with its claim button, paid
 *   through the ledger once) and the history with status and type filters and paging in the URL
 *   (`/member?tab=rewardCenter&status=CLAIMED&source=NEWBIE&page=2`);
 * - bonusDetails: the claimed bonuses with their turnover progress and what is still owed before a
 *   withdrawal (decision 0020), filtered by type and paged;
 * - manualRebate (MANPLAYREB3): the valid bets since the last claim per game type, the brand's
 *   rates and the rebate, the claim button, and the previous claims.
 * Amounts minor units, shown in the brand's currency; times in the member's zone (LocalTime).
 */
import type { ReactNode } from 'react'
import type { PageContext } from '../context'
import { formatMoney } from '../../../shared/format'
import { REWARD_SOURCES, REWARD_STATUSES } from '../../../shared/schemas/promotions'
import type { RewardView } from '../../platform/promotion/promotions'
import { LocalTime } from '../../../client/islands/local-time'
import { PromoAction } from '../../../client/islands/promotions/promo-action'
import { promoTexts } from '../promotions/texts'
import { tabHref, type MemberTab } from './member-menu'
import { EmptyList, StatusPill, WalletTable, type Column } from './wallet-table'
import { localeOf } from '../../../shared/i18n/format'

const PAGE_SIZE = 10

function readList(url: URL) {
  const status = REWARD_STATUSES.find((s) => s === url.searchParams.get('status'))
  const source = REWARD_SOURCES.find((s) => s === url.searchParams.get('source'))
  const page = Math.min(100_000, Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1))
  return { status, source, page }
}

function money(ctx: PageContext) {
  const symbol = ctx.platform.brand.info().currencySymbol
  return { symbol, fmt: (minor: number) => formatMoney(minor, symbol, localeOf(ctx.language)) }
}

/** What a reward is for: the promotion's title, or the day of a rebate. */
function whatOf(ctx: PageContext, r: RewardView): string {
  if (r.source === 'DAILY_REBATE' && typeof r.detail.day === 'string') return ctx.t('promo.rewards.rebateOf', { day: r.detail.day })
  return r.promotionTitle || ctx.t(`promo.rewards.sources.${r.source}`)
}

function Chips({ label, items }: { label: string; items: { key: string; text: string; href: string; active: boolean }[] }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a div with role=group keeps the filter chip row layout; a <fieldset> brings a UA border, padding and min-width that its CSS does not reset
    <div className="rfilter__group" role="group" aria-label={label}>
      <span className="rfilter__label">{label}</span>
      {items.map((i) => (
        <a key={i.key} href={i.href} className={i.active ? 'promos__tag is-active' : 'promos__tag'} aria-current={i.active ? 'true' : undefined}>
          {i.text}
        </a>
      ))}
    </div>
  )
}

function Pager({ ctx, tab, page, params }: { ctx: PageContext; tab: MemberTab; page: { pageNum: number; totalPages: number; totalCount: number }; params: Record<string, string | undefined> }) {
  const t = ctx.t
  if (page.totalPages <= 1) return null
  const at = (p: number) => tabHref(tab, { ...params, page: p })
  const btn = (p: number, text: string, ok: boolean, rel: string) =>
    ok ? (
      <a className="btn btn--ghost wpager__btn" href={at(p)} rel={rel}>
        {text}
      </a>
    ) : (
      <span className="btn btn--ghost wpager__btn is-disabled" aria-disabled="true">
        {text}
      </span>
    )
  return (
    <nav className="wpager" aria-label={t('promo.rewards.history')}>
      <span className="wpager__count">{t('walletUi.records.count', { count: page.totalCount })}</span>
      <span className="wpager__pages">
        {btn(page.pageNum - 1, t('promo.rewards.previous'), page.pageNum > 1, 'prev')}
        <span className="wpager__now" aria-current="page" data-testid="rewards-page">
          {t('promo.rewards.pageOf', { page: page.pageNum, pages: page.totalPages })}
        </span>
        {btn(page.pageNum + 1, t('promo.rewards.next'), page.pageNum < page.totalPages, 'next')}
      </span>
    </nav>
  )
}

function turnoverCell(ctx: PageContext, r: RewardView, fmt: (m: number) => string): ReactNode {
  if (r.turnoverRequired === 0) return '—'
  const pct = Math.min(100, Math.floor((r.turnoverDone / r.turnoverRequired) * 100))
  return (
    <span className="rturnover">
      <span className="promo-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-label={ctx.t('promo.rewards.turnover')}>
        <span className="promo-progress__bar" style={{ width: `${pct}%` }} />
      </span>
      <span className="rturnover__text">
        {fmt(r.turnoverDone)} / {fmt(r.turnoverRequired)}
      </span>
    </span>
  )
}

export function RewardCenterTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const memberId = ctx.member!.id
  const { symbol, fmt } = money(ctx)
  const q = readList(ctx.url)
  const pending = ctx.platform.promotions.pending(memberId, ctx.language)
  const history = ctx.platform.promotions.history(memberId, ctx.language, { status: q.status, source: q.source, page: q.page, pageSize: PAGE_SIZE })
  const texts = promoTexts(ctx)
  const params = { status: q.status, source: q.source }
  const columns: Column<RewardView>[] = [
    { key: 'date', label: t('promo.rewards.date'), cell: (r) => <LocalTime ms={r.claimedAt ?? r.createdAt} language={ctx.language} /> },
    { key: 'source', label: t('promo.rewards.source'), cell: (r) => t(`promo.rewards.sources.${r.source}`) },
    { key: 'what', label: t('promo.rewards.promotion'), cell: (r) => whatOf(ctx, r) },
    { key: 'amount', label: t('promo.rewards.amount'), numeric: true, cell: (r) => <b className="wplus">{fmt(r.amount)}</b> },
    { key: 'status', label: t('promo.rewards.status'), cell: (r) => <StatusPill status={r.status === 'PENDING' ? 'PENDING' : 'RECEIVED'} label={t(`promo.rewards.statuses.${r.status}`)} /> },
  ]
  return (
    <div className="wstack" data-testid="reward-center">
      <section className="wsection" aria-labelledby="rewards-waiting">
        <h3 id="rewards-waiting" className="wsection__title">
          {t('promo.rewards.waiting')}
          {pending.length ? <span className="wcount">{pending.length}</span> : null}
        </h3>
        {pending.length ? (
          <ul className="rewards-list" data-testid="rewards-pending">
            {pending.map((r) => (
              <li key={r.id} className="reward-card" data-testid={`reward-${r.id}`}>
                <div className="reward-card__top">
                  <span className="reward-card__source">{t(`promo.rewards.sources.${r.source}`)}</span>
                  <span className="reward-card__amount">{fmt(r.amount)}</span>
                </div>
                <p className="reward-card__what">{whatOf(ctx, r)}</p>
                {r.turnoverRequired > 0 ? (
                  <p className="reward-card__note">
                    {t('promo.rewards.turnover')}: {fmt(r.turnoverRequired)}
                  </p>
                ) : null}
                <PromoAction kind="claim" id={r.id} label={t('promo.rewards.claim')} symbol={symbol} locale={localeOf(ctx.language)} texts={texts} compact />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyList text={t('promo.rewards.none')} hint={t('promo.rewards.noneHint')}>
            <a className="btn btn--primary" href="/promotions">
              {t('promo.rewards.browse')}
            </a>
          </EmptyList>
        )}
      </section>
      <section className="wsection" aria-labelledby="rewards-history">
        <h3 id="rewards-history" className="wsection__title">
          {t('promo.rewards.history')}
        </h3>
        <div className="rfilter">
          <Chips
            label={t('promo.rewards.status')}
            items={[undefined, ...REWARD_STATUSES].map((s) => ({
              key: s ?? 'all',
              text: s ? t(`promo.rewards.statuses.${s}`) : t('promo.rewards.all'),
              href: tabHref('rewardCenter', { ...params, status: s }),
              active: q.status === s,
            }))}
          />
          <Chips
            label={t('promo.rewards.source')}
            items={[undefined, ...REWARD_SOURCES].map((s) => ({
              key: s ?? 'all',
              text: s ? t(`promo.rewards.sources.${s}`) : t('promo.rewards.all'),
              href: tabHref('rewardCenter', { ...params, source: s }),
              active: q.source === s,
            }))}
          />
        </div>
        {history.list.length ? (
          <WalletTable rows={history.list} columns={columns} rowKey={(r) => r.id} caption={t('promo.rewards.history')} testId="rewards-history" />
        ) : (
          <EmptyList text={t('promo.rewards.noHistory')} />
        )}
        <Pager ctx={ctx} tab="rewardCenter" page={history} params={params} />
      </section>
    </div>
  )
}

export function BonusDetailsTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const memberId = ctx.member!.id
  const { fmt } = money(ctx)
  const q = readList(ctx.url)
  const owed = ctx.platform.promotions.turnoverOwed(memberId)
  const history = ctx.platform.promotions.history(memberId, ctx.language, { source: q.source, page: q.page, pageSize: PAGE_SIZE, bonusOnly: true })
  const params = { source: q.source }
  const columns: Column<RewardView>[] = [
    { key: 'date', label: t('promo.rewards.date'), cell: (r) => <LocalTime ms={r.claimedAt ?? r.createdAt} language={ctx.language} /> },
    { key: 'what', label: t('promo.rewards.promotion'), cell: (r) => whatOf(ctx, r) },
    { key: 'amount', label: t('promo.rewards.amount'), numeric: true, cell: (r) => <b className="wplus">{fmt(r.amount)}</b> },
    { key: 'turnover', label: t('promo.rewards.turnover'), cell: (r) => turnoverCell(ctx, r, fmt) },
    {
      key: 'status',
      label: t('promo.rewards.status'),
      cell: (r) => (r.turnoverDone >= r.turnoverRequired ? <StatusPill status="RECEIVED" label={t('promo.bonus.complete')} /> : <StatusPill status="PENDING" label={t('promo.bonus.inProgress')} />),
    },
  ]
  return (
    <div className="wstack" data-testid="bonus-details">
      <p className="wnote">{t('promo.bonus.intro')}</p>
      <div className="wcard rowed" data-testid="turnover-owed">
        <span>{owed > 0 ? t('promo.bonus.owed') : t('promo.bonus.clear')}</span>
        {owed > 0 ? <b className="rowed__amount">{fmt(owed)}</b> : null}
      </div>
      <div className="rfilter">
        <Chips
          label={t('promo.rewards.source')}
          items={[undefined, ...REWARD_SOURCES].map((s) => ({
            key: s ?? 'all',
            text: s ? t(`promo.rewards.sources.${s}`) : t('promo.rewards.all'),
            href: tabHref('bonusDetails', { source: s }),
            active: q.source === s,
          }))}
        />
      </div>
      {history.list.length ? (
        <WalletTable rows={history.list} columns={columns} rowKey={(r) => r.id} caption={t('walletUi.menu.bonusDetails')} testId="bonus-history" />
      ) : (
        <EmptyList text={t('promo.bonus.none')} hint={t('promo.rewards.noneHint')}>
          <a className="btn btn--primary" href="/promotions">
            {t('promo.rewards.browse')}
          </a>
        </EmptyList>
      )}
      <Pager ctx={ctx} tab="bonusDetails" page={history} params={params} />
    </div>
  )
}

export function ManualRebateTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const memberId = ctx.member!.id
  const { symbol, fmt } = money(ctx)
  const q = readList(ctx.url)
  const preview = ctx.platform.manualRebate.preview(memberId)
  const claims = ctx.platform.manualRebate.claims(memberId, { page: q.page, pageSize: PAGE_SIZE })
  type Row = (typeof preview.rows)[number]
  const rate = (bp: number) => `${(bp / 100).toFixed(2)}%`
  const columns: Column<Row>[] = [
    { key: 'type', label: t('promo.rebate.gameType'), cell: (r) => t(`nav.${r.gameType}`, { defaultValue: r.gameType }) },
    { key: 'bet', label: t('promo.rebate.validBet'), numeric: true, cell: (r) => fmt(r.validBet) },
    { key: 'rate', label: t('promo.rebate.rate'), numeric: true, cell: (r) => rate(r.rateBp) },
    { key: 'rebate', label: t('promo.rebate.rebate'), numeric: true, cell: (r) => <b className={r.amount > 0 ? 'wplus' : undefined}>{fmt(r.amount)}</b> },
  ]
  type Claim = (typeof claims.list)[number]
  const claimColumns: Column<Claim>[] = [
    { key: 'date', label: t('promo.rewards.date'), cell: (c) => <LocalTime ms={c.createdAt} language={ctx.language} /> },
    { key: 'bet', label: t('promo.rebate.validBet'), numeric: true, cell: (c) => fmt(c.validBet) },
    { key: 'amount', label: t('promo.rebate.rebate'), numeric: true, cell: (c) => <b className="wplus">{fmt(c.amount)}</b> },
  ]
  return (
    <div className="wstack" data-testid="manual-rebate">
      <p className="wnote">{t('promo.rebate.intro')}</p>
      <div className="wcard rebate-total">
        <div>
          <p className="whero__label">{t('promo.rebate.total')}</p>
          <p className="rebate-total__amount" data-testid="rebate-amount">
            {fmt(preview.amount)}
          </p>
          <p className="reward-card__note">
            {t('promo.rebate.since', { time: '' }).trim()} <LocalTime ms={Math.max(0, preview.from)} language={ctx.language} />
          </p>
        </div>
        {preview.amount > 0 ? (
          <PromoAction kind="rebate" id={0} label={t('promo.rebate.claim', { amount: fmt(preview.amount) })} symbol={symbol} locale={localeOf(ctx.language)} texts={promoTexts(ctx, 'promo.rebate.')} />
        ) : (
          <p className="wnote wnote--small">{t('promo.rebate.nothing')}</p>
        )}
      </div>
      <WalletTable
        rows={preview.rows}
        columns={columns}
        rowKey={(r) => r.gameType}
        caption={t('walletUi.menu.manualRebate')}
        testId="rebate-rows"
        rowClass={(r) => (r.validBet > 0 ? undefined : 'is-muted')}
      />
      <section className="wsection" aria-labelledby="rebate-history">
        <h3 id="rebate-history" className="wsection__title">
          {t('promo.rebate.history')}
        </h3>
        {claims.list.length ? (
          <WalletTable rows={claims.list} columns={claimColumns} rowKey={(c) => c.id} caption={t('promo.rebate.history')} testId="rebate-claims" />
        ) : (
          <EmptyList text={t('promo.rebate.noHistory')} />
        )}
        <Pager ctx={ctx} tab="manualRebate" page={claims} params={{}} />
      </section>
    </div>
  )
}
