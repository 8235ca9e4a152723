'use client'
/**
 * Filters of the betting record and personal profit/loss (spec §2 personalHistoryCopy,
 * personalProfit; §9 date presets): today, yesterday, past 7 days, past 30 days or a custom range
 * of business days (decision 0010), a game type and a provider. Every choice is a new URL
 * (shared/schemas/records.ts; paging starts again) that the server renders, so links, reload and
 * back/forward keep the filters. Presets are plain links; the selects and the custom range need
 * script, and the custom range is checked here before it is sent (both days, in order, at most
 * 92 days) with a translated message.
 */
import { useEffect, useId, useState, type FormEvent } from 'react'
import { navigate } from '../router'
import { MAX_CUSTOM_DAYS, betFilterHref, daysBetween, isDay, type BetFilter, type RecordRange, type RecordTab } from '../../shared/schemas/records'

export interface BetRecordsFilterTexts {
  range: string
  today: string
  yesterday: string
  past7: string
  past30: string
  custom: string
  from: string
  to: string
  apply: string
  gameType: string
  allTypes: string
  vendor: string
  allVendors: string
  days: string
  required: string
  rangeOrder: string
  rangeTooLong: string
}

export function BetRecordsFilter({
  tab,
  filter,
  fromDay,
  toDay,
  gameTypes,
  vendors,
  texts,
}: {
  tab: RecordTab
  filter: Omit<BetFilter, 'error'>
  /** The shown window's first and last business day (`yyyy-mm-dd`), for the custom form. */
  fromDay: string
  toDay: string
  /** [code, label] options, without the "all" entry. */
  gameTypes: [string, string][]
  vendors: [string, string][]
  texts: BetRecordsFilterTexts
}) {
  const ids = useId()
  const [custom, setCustom] = useState(filter.range === 'custom')
  const [from, setFrom] = useState(fromDay)
  const [to, setTo] = useState(toDay)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    setCustom(filter.range === 'custom')
    setFrom(fromDay)
    setTo(toDay)
    setError(null)
  }, [filter.range, fromDay, toDay])

  const go = (over: Partial<Omit<BetFilter, 'error'>>) => navigate(betFilterHref(tab, { ...filter, page: 1, ...over }), { keepScroll: true })

  const apply = (ev: FormEvent) => {
    ev.preventDefault()
    if (!isDay(from) || !isDay(to)) return setError(texts.required)
    if (from > to) return setError(texts.rangeOrder)
    if (daysBetween(from, to) + 1 > MAX_CUSTOM_DAYS) return setError(texts.rangeTooLong)
    setError(null)
    go({ range: 'custom', from, to })
  }

  const preset = (r: Exclude<RecordRange, 'custom'>, label: string) => {
    const on = filter.range === r && !custom
    return (
      <a
        className={on ? 'wseg__item is-active' : 'wseg__item'}
        aria-current={on ? 'true' : undefined}
        data-range={r}
        href={betFilterHref(tab, { ...filter, range: r, from: undefined, to: undefined, page: 1 })}
      >
        {label}
      </a>
    )
  }

  return (
    <div className="wfilters rec-filters">
      <div className="wfilters__row">
        {/* biome-ignore lint/a11y/useSemanticElements: a named group of buttons laid out with flex/grid; a <fieldset> brings its own border, padding and min-inline-size and would change the look */}
        <div className="wseg" role="group" aria-label={texts.range}>
          {preset('today', texts.today)}
          {preset('yesterday', texts.yesterday)}
          {preset('7d', texts.past7)}
          {preset('30d', texts.past30)}
          <button
            type="button"
            className={custom ? 'wseg__item is-active' : 'wseg__item'}
            aria-expanded={custom}
            aria-controls={`${ids}-custom`}
            data-range="custom"
            onClick={() => setCustom((c) => !c)}
          >
            {texts.custom}
          </button>
        </div>
        <div className="rec-filters__selects">
          <label className="wselect wselect--inline">
            <span className="sr-only">{texts.gameType}</span>
            <select name="gameType" value={filter.gameType ?? ''} onChange={(e) => go({ gameType: (e.target.value || undefined) as BetFilter['gameType'] })}>
              <option value="">{texts.allTypes}</option>
              {gameTypes.map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className="wselect wselect--inline">
            <span className="sr-only">{texts.vendor}</span>
            <select name="vendor" value={filter.vendor ?? ''} onChange={(e) => go({ vendor: e.target.value || undefined })}>
              <option value="">{texts.allVendors}</option>
              {vendors.map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {custom ? (
        <form id={`${ids}-custom`} className="wfilters__custom" onSubmit={apply} noValidate>
          <label className="wdate">
            <span className="auth-field__label">{texts.from}</span>
            <input type="date" name="from" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} aria-invalid={error ? true : undefined} />
          </label>
          <label className="wdate">
            <span className="auth-field__label">{texts.to}</span>
            <input type="date" name="to" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} aria-invalid={error ? true : undefined} />
          </label>
          <button type="submit" className="btn btn--primary wfilters__apply">
            {texts.apply}
          </button>
          {error ? (
            <p className="auth-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
      <p className="rec-filters__note">{texts.days}</p>
    </div>
  )
}
