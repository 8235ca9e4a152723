'use client'
/**
 * Filters of the account record (spec §2 transactionHistory, §9 date presets): past 7 days, past
 * 30 days, or a custom range of days in the member's own time zone; and the movement type. Every
 * choice is a new URL (`range`, `from`/`to` as UTC ms, `kind`; paging starts again), rendered by
 * the server, so links, reload and back/forward keep the filters.
 */
import { useEffect, useId, useState, type FormEvent } from 'react'
import { navigate } from '../../router'
import { DAY_MS } from '../../../shared/schemas/wallet'
import { translator, type Texts } from '../../components/form-kit'

export type RecordsRange = '7d' | '30d' | 'custom'

export interface RecordsFilterProps {
  range: RecordsRange
  /** The shown window, UTC ms. */
  from: number
  to: number
  kind: string
  /** [kind, label] in the menu's order; '' = all types. */
  kinds: [string, string][]
  texts: Texts
}

/** `yyyy-mm-dd` of an instant in the browser's time zone (UTC on the server render). */
function dayOf(ms: number, utc: boolean): string {
  const d = new Date(ms)
  const [y, m, day] = utc ? [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()] : [d.getFullYear(), d.getMonth() + 1, d.getDate()]
  return `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Local midnight of a `yyyy-mm-dd` day, UTC ms. */
function startOfDay(day: string): number {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(y, m - 1, d).getTime()
}

function hrefOf(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams({ tab: 'transactionHistory' })
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v))
  return `/member?${q}`
}

export function RecordsFilter({ range, from, to, kind, kinds, texts }: RecordsFilterProps) {
  const t = translator(texts)
  const ids = useId()
  const [custom, setCustom] = useState(range === 'custom')
  // The server renders in UTC; the browser shows the days of its own time zone.
  const [utc, setUtc] = useState(true)
  const [fromDay, setFromDay] = useState(dayOf(from, true))
  const [toDay, setToDay] = useState(dayOf(to, true))
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    setUtc(false)
    setFromDay(dayOf(from, false))
    setToDay(dayOf(to, false))
  }, [from, to])
  useEffect(() => setCustom(range === 'custom'), [range])

  const keep = (over: Record<string, string | number | undefined>) => {
    const base = range === 'custom' ? { range, from, to, kind } : { range: range === '7d' ? undefined : range, kind }
    return hrefOf({ ...base, ...over })
  }

  const apply = (ev: FormEvent) => {
    ev.preventDefault()
    if (!fromDay || !toDay) return setError(t('walletUi.common.required'))
    const a = startOfDay(fromDay)
    const b = startOfDay(toDay) + DAY_MS - 1
    if (a > b) return setError(t('wallet.errors.rangeInvalid'))
    setError(null)
    navigate(hrefOf({ range: 'custom', from: a, to: b, kind }), { keepScroll: true })
  }

  const preset = (r: RecordsRange, label: string) => (
    <a className={range === r && !custom ? 'wseg__item is-active' : 'wseg__item'} aria-current={range === r && !custom ? 'true' : undefined} href={hrefOf({ range: r === '7d' ? undefined : r, kind })}>
      {label}
    </a>
  )

  return (
    <div className="wfilters" data-utc={utc || undefined}>
      <div className="wfilters__row">
        {/* biome-ignore lint/a11y/useSemanticElements: a named group of buttons laid out with flex/grid; a <fieldset> brings its own border, padding and min-inline-size and would change the look */}
        <div className="wseg" role="group" aria-label={t('walletUi.records.range')}>
          {preset('7d', t('walletUi.records.past7'))}
          {preset('30d', t('walletUi.records.past30'))}
          <button type="button" className={custom ? 'wseg__item is-active' : 'wseg__item'} aria-expanded={custom} aria-controls={`${ids}-custom`} onClick={() => setCustom((c) => !c)}>
            {t('walletUi.records.custom')}
          </button>
        </div>
        <label className="wselect wselect--inline">
          <span className="sr-only">{t('walletUi.records.type')}</span>
          <select name="kind" value={kind} onChange={(e) => navigate(keep({ kind: e.target.value || undefined, page: undefined }), { keepScroll: true })}>
            {kinds.map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {custom ? (
        <form id={`${ids}-custom`} className="wfilters__custom" onSubmit={apply} noValidate>
          <label className="wdate">
            <span className="auth-field__label">{t('walletUi.records.from')}</span>
            <input type="date" name="from" value={fromDay} max={toDay || undefined} onChange={(e) => setFromDay(e.target.value)} />
          </label>
          <label className="wdate">
            <span className="auth-field__label">{t('walletUi.records.to')}</span>
            <input type="date" name="to" value={toDay} min={fromDay || undefined} onChange={(e) => setToDay(e.target.value)} />
          </label>
          <button type="submit" className="btn btn--primary wfilters__apply">
            {t('walletUi.records.apply')}
          </button>
          {error ? (
            <p className="auth-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  )
}
