/**
 * Building blocks of the agent center's report pages, all rendered on the server with no client
 * JavaScript: the date-range bar (preset links and a custom GET form), the filter form, paging,
 * a responsive table (cards on phones) with a totals row, figure cards and money/time formatting.
 * Every control writes the URL (report-url.ts), so links, reload and back/forward keep the state.
 */
import type { ReactNode } from 'react'
import type { PageContext } from '../context'
import { formatMoney } from '../../../shared/format'
import { dayIndexToDate } from '../../../shared/periods'
import { RANGE_PRESETS, agentHref, rangeParams, readRange, readText, type RangeState } from './report-url'
import { localeOf } from '../../../shared/i18n/format'

/** Money and time helpers of one request: minor units → "₱1,234.50"; UTC ms → business time. */
export function formatters(ctx: PageContext) {
  const symbol = ctx.platform.wallet.settings().currencySymbol
  const locale = localeOf(ctx.language)
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' })
  const money = (minor: number) => formatMoney(minor, symbol, locale)
  return {
    money,
    signed: (minor: number) => (minor > 0 ? `+${money(minor)}` : money(minor)),
    time: (ms: number) => time.format(ms),
    int: (n: number) => n.toLocaleString(locale),
  }
}

/** Hidden inputs carrying the current filters through a GET form. */
function Hidden({ params }: { params: Record<string, string | number | undefined> }) {
  return <>{Object.entries(params).map(([k, v]) => (v === undefined || v === '' ? null : <input key={k} type="hidden" name={k} value={String(v)} />))}</>
}

/**
 * The date presets (today, yesterday, past 7 and 30 days) as links and a custom range form; `keep`
 * are the other filters of the page (kept by every link, paging reset).
 */
export function RangeBar({ ctx, tab, range, keep }: { ctx: PageContext; tab: string; range: RangeState; keep: Record<string, string | undefined> }) {
  const t = ctx.t
  return (
    // biome-ignore lint/a11y/useSemanticElements: a div with role=group keeps the date-range bar layout; a <fieldset> brings a UA border, padding and min-width that its CSS does not reset
    <div className="arange" role="group" aria-label={t('agent.range.label')}>
      <nav className="arange__presets">
        {RANGE_PRESETS.filter((p) => p !== 'custom').map((p) => (
          <a
            key={p}
            href={agentHref(tab, { ...keep, range: p === '7d' ? undefined : p })}
            className={range.preset === p ? 'achip is-active' : 'achip'}
            aria-current={range.preset === p ? 'true' : undefined}
            data-range={p}
          >
            {t(`agent.range.${p === '7d' ? 'd7' : p === '30d' ? 'd30' : p}`)}
          </a>
        ))}
      </nav>
      <form className="arange__custom" method="get" action="/agentHome">
        <Hidden params={{ tab, ...keep, range: 'custom' }} />
        <label className="afield afield--date">
          <span>{t('agent.range.from')}</span>
          <input type="date" name="from" defaultValue={dayIndexToDate(range.from)} required />
        </label>
        <label className="afield afield--date">
          <span>{t('agent.range.to')}</span>
          <input type="date" name="to" defaultValue={dayIndexToDate(range.to)} required />
        </label>
        <button type="submit" className={range.preset === 'custom' ? 'btn btn--ghost achip-btn is-active' : 'btn btn--ghost achip-btn'}>
          {t('agent.range.apply')}
        </button>
      </form>
      <p className="arange__showing" data-testid="range-showing">
        {t('agent.range.showing', { from: dayIndexToDate(range.from), to: dayIndexToDate(range.to) })}
      </p>
    </div>
  )
}

/** A GET form of filters for one tab; the range rides along, paging restarts. */
export function FilterForm({ ctx, tab, range, children, clearHref, active }: { ctx: PageContext; tab: string; range: RangeState; children: ReactNode; clearHref: string; active: boolean }) {
  return (
    <form className="afilters" method="get" action="/agentHome" aria-label={ctx.t('agent.filter.title')}>
      <Hidden params={{ tab, ...rangeParams(range) }} />
      {children}
      <div className="afilters__actions">
        <button type="submit" className="btn btn--primary">
          {ctx.t('agent.filter.apply')}
        </button>
        {active ? (
          <a className="btn btn--ghost" href={clearHref}>
            {ctx.t('agent.filter.clear')}
          </a>
        ) : null}
      </div>
    </form>
  )
}

export function TextFilter({ label, name, value, placeholder }: { label: string; name: string; value?: string; placeholder?: string }) {
  return (
    <label className="afield">
      <span>{label}</span>
      <input type="search" name={name} defaultValue={value ?? ''} placeholder={placeholder} maxLength={40} autoComplete="off" />
    </label>
  )
}

export function SelectFilter({ label, name, value, options }: { label: string; name: string; value?: string; options: [string, string][] }) {
  return (
    <label className="afield">
      <span>{label}</span>
      <select name={name} defaultValue={value ?? ''}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}

/** Previous/next paging with "page n of m" and the record count. */
export function Pager({ ctx, page, totalPages, totalCount, hrefOf }: { ctx: PageContext; page: number; totalPages: number; totalCount: number; hrefOf: (page: number) => string }) {
  const t = ctx.t
  return (
    <nav className="apager" aria-label={t('agent.paging.label')}>
      <span className="apager__count" data-testid="pager-count">
        {t('agent.paging.count', { count: totalCount })}
      </span>
      <span className="apager__pages">
        {page > 1 ? (
          <a className="btn btn--ghost" href={hrefOf(page - 1)} rel="prev">
            {t('agent.paging.prev')}
          </a>
        ) : (
          <span className="btn btn--ghost is-disabled" aria-disabled="true">
            {t('agent.paging.prev')}
          </span>
        )}
        <span className="apager__now" aria-current="page">
          {t('agent.paging.page', { page, total: totalPages })}
        </span>
        {page < totalPages ? (
          <a className="btn btn--ghost" href={hrefOf(page + 1)} rel="next">
            {t('agent.paging.next')}
          </a>
        ) : (
          <span className="btn btn--ghost is-disabled" aria-disabled="true">
            {t('agent.paging.next')}
          </span>
        )}
      </span>
    </nav>
  )
}

export interface Column<R> {
  key: string
  label: string
  cell: (row: R) => ReactNode
  /** Right-aligned figures. */
  numeric?: boolean
  /** The totals row's cell of this column. */
  total?: ReactNode
}

/** A table on wide screens, a card per row on phones (cells labelled by `data-label`) unless `scroll`, with an optional totals row. */
export function ReportTable<R>({
  rows,
  columns,
  rowKey,
  caption,
  testId,
  totalsLabel,
  scroll,
}: {
  rows: R[]
  columns: Column<R>[]
  rowKey: (r: R) => string | number
  caption: string
  testId: string
  totalsLabel?: string
  /** Stay a table on phones and scroll sideways (short rows of many figures, e.g. days). */
  scroll?: boolean
}) {
  return (
    <div className={scroll ? 'atable-wrap' : 'atable-wrap acards'} tabIndex={scroll ? 0 : undefined}>
      <table className="atable" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? 'is-num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)}>
              {columns.map((c) => (
                <td key={c.key} data-label={c.label} className={c.numeric ? 'is-num' : undefined}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totalsLabel ? (
          <tfoot>
            <tr data-testid={`${testId}-totals`}>
              {columns.map((c, i) => (
                <td key={c.key} data-label={c.label} className={[c.numeric ? 'is-num' : '', i === 0 ? 'atable__total-label' : ''].join(' ').trim() || undefined}>
                  {i === 0 ? <b>{totalsLabel}</b> : (c.total ?? null)}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  )
}

/** A win/loss-style figure coloured by its sign. */
export function Signed({ minor, text }: { minor: number; text: string }) {
  return <b className={minor > 0 ? 'apos' : minor < 0 ? 'aneg' : undefined}>{text}</b>
}

/** The empty state of a report. */
export function Empty({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="aempty" data-testid="report-empty">
      <svg width={40} height={40} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M3 3v18h18" />
        <path d="M7 15l4-4 3 3 5-6" />
      </svg>
      <p className="aempty__title">{title}</p>
      {hint ? <p className="aempty__hint">{hint}</p> : null}
      {children}
    </div>
  )
}

/** A figure card of the overview. */
export function Stat({ label, value, sub, tone, testId }: { label: string; value: string; sub?: string; tone?: 'pos' | 'neg'; testId?: string }) {
  return (
    <div className="astat" data-testid={testId}>
      <span className="astat__label">{label}</span>
      <b className={tone ? `astat__value a${tone}` : 'astat__value'}>{value}</b>
      {sub ? <span className="astat__sub">{sub}</span> : null}
    </div>
  )
}

/**
 * What every report tab reads first: texts, the query, the date range, the `member` filter,
 * formatters and the link that clears the filters (keeping the range).
 */
export function reportBase(ctx: PageContext, tab: string) {
  const q = ctx.url.searchParams
  const range = readRange(q, ctx.platform.now())
  return { t: ctx.t, q, range, member: readText(q, 'member'), f: formatters(ctx), clear: agentHref(tab, rangeParams(range)) }
}

/** The range bar and the filter form of a report; `keep` are its filters, `children` their fields. */
export function ReportHead({
  ctx,
  tab,
  range,
  keep,
  clear,
  children,
}: {
  ctx: PageContext
  tab: string
  range: RangeState
  keep: Record<string, string | undefined>
  clear: string
  children: ReactNode
}) {
  return (
    <>
      <RangeBar ctx={ctx} tab={tab} range={range} keep={keep} />
      <FilterForm ctx={ctx} tab={tab} range={range} clearHref={clear} active={Object.values(keep).some(Boolean)}>
        <TextFilter label={ctx.t('agent.filter.member')} name="member" value={keep.member} placeholder={ctx.t('agent.filter.memberPlaceholder')} />
        {children}
      </FilterForm>
    </>
  )
}
