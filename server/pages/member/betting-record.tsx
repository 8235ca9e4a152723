/**
 * Betting record (personalHistoryCopy, spec §2 member center): the member's bets, newest first, as
 * a server-rendered table (cards on phones): time in the member's zone, game and provider with the
 * round, bet, valid bet, payout, win/loss (+ green, − red) and status. Date preset, game type,
 * provider and page live in the URL (shared/schemas/records.ts); the totals above the table are the
 * sums of every bet of the filter, so they equal the rows of all its pages.
 * Also the pieces the profit/loss tab shares (filters, totals, pager, the tab's frame), and the
 * pager of the account game lists.
 */
import type { ReactNode } from 'react'
import type { PageContext } from '../context'
import { formatMoney } from '../../../shared/format'
import { GAME_TYPES } from '../../../shared/constants'
import { RECORDS_PAGE_SIZE, betFilterHref, readBetFilter, type BetFilter, type RecordTab } from '../../../shared/schemas/records'
import { rangeWindow, type RecordTotals, type RecordsPage, type RecordsQuery } from '../../platform/play/records'
import { LocalTime } from '../../../client/islands/local-time'
import { BetRecordsFilter, type BetRecordsFilterTexts } from '../../../client/islands/bet-records-filter'
import { EmptyList, WalletTable, type Column } from './wallet-table'
import { localeOf } from '../../../shared/i18n/format'

type Bet = ReturnType<PageContext['platform']['play']['records']['bets']>['list'][number]

/** The filter of a records tab from its URL, and the platform query it stands for. */
export function recordsQuery(ctx: PageContext): { filter: BetFilter; query: RecordsQuery; fromDay: string; toDay: string } {
  const filter = readBetFilter(ctx.url.searchParams)
  const w = rangeWindow(filter, ctx.platform.now())
  return { filter, fromDay: w.fromDay, toDay: w.toDay, query: { from: w.from, to: w.to, gameType: filter.gameType, vendor: filter.vendor, page: filter.page, pageSize: RECORDS_PAGE_SIZE } }
}

/** `₱1,234.50`, and `+₱…` for a positive win/loss. */
export function money(ctx: PageContext) {
  const symbol = ctx.platform.brand.info().currencySymbol
  const locale = localeOf(ctx.language)
  const fmt = (minor: number) => formatMoney(minor, symbol, locale)
  return { fmt, signed: (minor: number) => (minor > 0 ? `+${fmt(minor)}` : fmt(minor)) }
}

/** The vendors the brand offers (optionally of one game type), by name, for the provider filter. */
function vendorOptions(ctx: PageContext, gameType: string | undefined): [string, string][] {
  const seen = new Map<string, string>()
  for (const lane of ctx.platform.vendors.lanes()) {
    if (gameType && lane.gameType !== gameType) continue
    for (const c of lane.cards) seen.set(c.vassalage, c.name)
  }
  return [...seen].sort((a, b) => a[1].localeCompare(b[1]))
}

/** The filters of a records tab (presets, custom days, game type, provider). */
export function RecordsFilters({ ctx, tab }: { ctx: PageContext; tab: RecordTab }) {
  const t = ctx.t
  const { filter, fromDay, toDay } = recordsQuery(ctx)
  const k = (key: string) => t(`records.filters.${key}`)
  const texts: BetRecordsFilterTexts = {
    range: k('range'),
    today: k('today'),
    yesterday: k('yesterday'),
    past7: k('past7'),
    past30: k('past30'),
    custom: k('custom'),
    from: k('from'),
    to: k('to'),
    apply: k('apply'),
    gameType: k('gameType'),
    allTypes: k('allTypes'),
    vendor: k('vendor'),
    allVendors: k('allVendors'),
    days: k('days'),
    required: k('required'),
    rangeOrder: t('records.errors.rangeOrder'),
    rangeTooLong: t('records.errors.rangeTooLong'),
  }
  const { error: _error, ...kept } = filter
  return (
    <>
      <BetRecordsFilter
        tab={tab}
        filter={kept}
        fromDay={fromDay}
        toDay={toDay}
        texts={texts}
        gameTypes={GAME_TYPES.map((g) => [g, t(`nav.${g}`)] as [string, string])}
        vendors={vendorOptions(ctx, filter.gameType)}
      />
      {filter.error ? (
        <p className="rec-alert" role="alert" data-testid="records-error">
          {t(`records.errors.${filter.error}`)}
        </p>
      ) : null}
    </>
  )
}

/** The totals of the whole filter: bets, bet amount, valid bet, payout, win/loss. */
export function RecordsTotals({ ctx, totals }: { ctx: PageContext; totals: RecordTotals }) {
  const t = ctx.t
  const { fmt, signed } = money(ctx)
  const tone = totals.winLoss > 0 ? 'wplus' : totals.winLoss < 0 ? 'wminus' : ''
  return (
    <section className="rec-totals" aria-label={t('records.totals.title')} data-testid="records-totals">
      <div className="rec-total">
        <span className="rec-total__label">{t('records.totals.count')}</span>
        <b data-total="count">{totals.count.toLocaleString(localeOf(ctx.language))}</b>
      </div>
      <div className="rec-total">
        <span className="rec-total__label">{t('records.totals.bet')}</span>
        <b data-total="bet">{fmt(totals.betAmount)}</b>
      </div>
      <div className="rec-total">
        <span className="rec-total__label">{t('records.totals.validBet')}</span>
        <b data-total="validBet">{fmt(totals.validBet)}</b>
      </div>
      <div className="rec-total">
        <span className="rec-total__label">{t('records.totals.payout')}</span>
        <b data-total="payout">{fmt(totals.payout)}</b>
      </div>
      <div className="rec-total rec-total--main">
        <span className="rec-total__label">{t('records.totals.winLoss')}</span>
        <b data-total="winLoss" className={tone}>
          {signed(totals.winLoss)}
        </b>
      </div>
    </section>
  )
}

/**
 * Previous / page x of y / next as links (a disabled end shows greyed), with an optional count.
 * Shared by the records tabs and the account game lists.
 */
export function Pager({
  label,
  count,
  page,
  hrefOf,
  texts,
}: {
  label: string
  count?: ReactNode
  page: { pageNum: number; totalPages: number }
  hrefOf: (page: number) => string
  texts: { prev: string; next: string; page: string }
}) {
  const end = (rel: 'prev' | 'next', to: number | null, text: string) =>
    to !== null ? (
      <a className="btn btn--ghost wpager__btn" href={hrefOf(to)} rel={rel}>
        {text}
      </a>
    ) : (
      <span className="btn btn--ghost wpager__btn is-disabled" aria-disabled="true">
        {text}
      </span>
    )
  return (
    <nav className="wpager" aria-label={label}>
      {count}
      {page.totalPages > 1 ? (
        <span className="wpager__pages">
          {end('prev', page.pageNum > 1 ? Math.min(page.pageNum - 1, page.totalPages) : null, texts.prev)}
          <span className="wpager__now" aria-current="page" data-testid="records-page">
            {texts.page}
          </span>
          {end('next', page.pageNum < page.totalPages ? page.pageNum + 1 : null, texts.next)}
        </span>
      ) : null}
    </nav>
  )
}

/**
 * A records tab: its filters, then (when the filter has rows) the lead (profit/loss's net result),
 * the totals, the table and the pager; else the empty state with a way to play.
 */
export function RecordsView({
  ctx,
  tab,
  page,
  table,
  empty,
  lead,
  testId,
}: {
  ctx: PageContext
  tab: RecordTab
  page: RecordsPage<unknown>
  table: ReactNode
  empty: { text: string; hint: string }
  lead?: ReactNode
  testId: string
}) {
  const t = ctx.t
  const { filter } = recordsQuery(ctx)
  return (
    <div className="wstack rec" data-testid={testId}>
      <RecordsFilters ctx={ctx} tab={tab} />
      {page.total > 0 ? (
        <>
          {lead}
          <RecordsTotals ctx={ctx} totals={page.totals} />
          {page.list.length > 0 ? table : <EmptyList text={empty.text} />}
          <Pager
            label={t('records.paging.label')}
            page={page}
            hrefOf={(p) => betFilterHref(tab, { ...filter, page: p })}
            count={
              <span className="wpager__count" data-testid="records-count">
                {t('records.paging.count', { count: page.total })}
              </span>
            }
            texts={{ prev: t('records.paging.prev'), next: t('records.paging.next'), page: t('records.paging.page', { page: page.pageNum, total: page.totalPages }) }}
          />
        </>
      ) : (
        <EmptyList text={empty.text} hint={empty.hint}>
          <a className="btn btn--ghost" href="/rng">
            {t('records.bets.play')}
          </a>
        </EmptyList>
      )}
    </div>
  )
}

function StatusPill({ ctx, status }: { ctx: PageContext; status: Bet['status'] }) {
  const tone = status === 'OPEN' ? 'pending' : status === 'ROLLED_BACK' ? 'warn' : 'ok'
  return (
    <span className={`wpill wpill--${tone}`} data-status={status}>
      {ctx.t(`records.status.${status}`)}
    </span>
  )
}

export function BettingRecordTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const { query } = recordsQuery(ctx)
  const page = ctx.platform.play.records.bets(ctx.member!.id, query)
  const { fmt, signed } = money(ctx)
  const columns: Column<Bet>[] = [
    { key: 'time', label: t('records.bets.time'), cell: (b) => <LocalTime ms={b.placedAt} language={ctx.language} /> },
    {
      key: 'game',
      label: t('records.bets.game'),
      className: 'rec-game',
      cell: (b) => (
        <span className="rec-game__cell">
          <b className="rec-game__name">{b.gameName}</b>
          <span className="rec-game__meta">
            {b.vendor} · {t(`nav.${b.gameType}`, { defaultValue: b.gameType })} · <span className="rec-game__round">{t('records.bets.round', { id: b.roundId })}</span>
          </span>
        </span>
      ),
    },
    { key: 'bet', label: t('records.bets.bet'), numeric: true, cell: (b) => fmt(b.betAmount) },
    { key: 'valid', label: t('records.bets.validBet'), numeric: true, cell: (b) => fmt(b.validBet) },
    { key: 'payout', label: t('records.bets.payout'), numeric: true, cell: (b) => fmt(b.payout) },
    { key: 'winLoss', label: t('records.bets.winLoss'), numeric: true, cell: (b) => <b className={b.winLoss > 0 ? 'wplus' : b.winLoss < 0 ? 'wminus' : undefined}>{signed(b.winLoss)}</b> },
    { key: 'status', label: t('records.bets.status'), cell: (b) => <StatusPill ctx={ctx} status={b.status} /> },
  ]
  return (
    <RecordsView
      ctx={ctx}
      tab="personalHistoryCopy"
      page={page}
      testId="betting-record"
      table={<WalletTable rows={page.list} columns={columns} rowKey={(b) => b.id} caption={t('records.bets.caption')} testId="bets" />}
      empty={{ text: t('records.bets.empty'), hint: t('records.bets.emptyHint') }}
    />
  )
}
