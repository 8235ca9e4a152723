'use client'
/**
 * The responsible-gaming tab's forms (issue 8): limits (deposit, loss, wager per 24 hours, 7 days,
 * 30 days), the reality-check interval, and a break or self-exclusion behind a confirmation step.
 * Calls /wps/member/responsible-gaming/* (server/gateway/responsible-gaming.ts); after a save the
 * page re-renders from the server (limits in force, waiting raises, history). A break or
 * self-exclusion signs the member out: `live:logout` tells the tab's LiveEvents island, which
 * shows until when and goes home.
 * Amounts: the props are MINOR units, the API speaks major units.
 */
import { useId, useRef, useState } from 'react'
import { api, call, type Envelope } from '../../api'
import { refresh } from '../../router'
import { check, failureText, translator, useForm, type FailureKeys, type T, type Texts } from '../../components/form-kit'
import { formatMoney } from '../../../shared/format'
import { MINOR_PER_MAJOR } from '../../../shared/schemas/wallet'
import { RgExclusionBodySchema, RgLimitsBodySchema, RgRealityCheckBodySchema } from '../../../shared/schemas/responsible-gaming'
import { localeOf } from '../../../shared/i18n/format'

type Kind = 'DEPOSIT' | 'LOSS' | 'WAGER'
type Period = 'DAY' | 'WEEK' | 'MONTH'
export interface RgLimitProp {
  kind: Kind
  period: Period
  amount: number | null
  next: { amount: number | null; from: number } | null
  used: number
}

/** The calls of this tab (server/gateway/responsible-gaming.ts). */
const rg = api.responsibleGaming.member['responsible-gaming']

const KINDS: Kind[] = ['DEPOSIT', 'LOSS', 'WAGER']
const PERIODS: Period[] = ['DAY', 'WEEK', 'MONTH']

const majorText = (minor: number | null) => (minor === null ? '' : String(minor / MINOR_PER_MAJOR))
const when = (ms: number, language: string) => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(ms)

type Status = { kind: 'ok' | 'error'; text: string } | null

/** A refused call without a message of its own says "failed", whatever the way it failed. */
const FAILURES: FailureKeys = { network: 'responsibleGaming.rg.failed', encryption: 'responsibleGaming.rg.failed', unknown: 'responsibleGaming.rg.failed' }
const failed = (t: T, res: Envelope): Status => ({ kind: 'error', text: failureText(t, res, FAILURES) })

function Alert({ status, testId }: { status: Status; testId: string }) {
  if (!status) return null
  return (
    <p className={status.kind === 'ok' ? 'rg-alert rg-alert--ok' : 'rg-alert rg-alert--error'} role={status.kind === 'ok' ? 'status' : 'alert'} data-testid={testId}>
      {status.text}
    </p>
  )
}

export function RgLimitsForm({ limits, symbol, language, texts }: { limits: RgLimitProp[]; symbol: string; language: string; texts: Texts }) {
  const t = translator(texts)
  const initial = Object.fromEntries(limits.map((l) => [`${l.kind}:${l.period}`, majorText(l.next ? l.next.amount : l.amount)]))
  const [values, setValues] = useState<Record<string, string>>(initial)
  const [status, setStatus] = useState<Status>(null)
  const { busy, form, submitWith } = useForm()
  const id = useId()

  const changes = () =>
    limits.flatMap((l) => {
      const key = `${l.kind}:${l.period}`
      const v = (values[key] ?? '').trim()
      if (v === initial[key]) return []
      return [{ kind: l.kind, period: l.period, amount: v === '' ? null : v }]
    })
  // Checked with the gateway's schema; the amounts are sent as typed (major units), the server parses them.
  const submit = submitWith(
    () => {
      setStatus(null)
      const limits = changes()
      if (limits.length === 0) return { ok: true as const, value: limits }
      const checked = check(RgLimitsBodySchema, { limits }, t)
      if (!checked.ok) setStatus({ kind: 'error', text: Object.values(checked.errors)[0]! })
      return checked.ok ? { ok: true as const, value: limits } : checked
    },
    async (limits) => {
      if (limits.length === 0) {
        setStatus({ kind: 'ok', text: t('responsibleGaming.rg.saved') })
        return
      }
      const res = await call(rg.limits.$put({ json: { limits } }))
      if (res.success) {
        setStatus({ kind: 'ok', text: t('responsibleGaming.rg.saved') })
        refresh()
      } else setStatus(failed(t, res))
    },
  )

  return (
    <form ref={form} className="rg-limits" onSubmit={submit} noValidate data-testid="rg-limits">
      <div className="rg-limits__grid">
        {KINDS.map((kind) => (
          <fieldset key={kind} className="rg-card" data-kind={kind}>
            <legend className="rg-card__title">{t(`responsibleGaming.rg.kinds.${kind}`)}</legend>
            <p className="rg-card__hint">{t(`responsibleGaming.rg.kindHints.${kind}`)}</p>
            {PERIODS.map((period) => {
              const l = limits.find((x) => x.kind === kind && x.period === period)!
              const key = `${kind}:${period}`
              const inputId = `${id}-${kind}-${period}`
              return (
                <div key={period} className="rg-limit">
                  <label htmlFor={inputId} className="rg-limit__label">
                    {t(`responsibleGaming.rg.periods.${period}`)}
                  </label>
                  <div className="rg-limit__input">
                    <span className="rg-limit__symbol" aria-hidden="true">
                      {symbol}
                    </span>
                    <input
                      id={inputId}
                      name={key}
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder={t('responsibleGaming.rg.noLimit')}
                      aria-label={t('responsibleGaming.rg.amountLabel', { kind: t(`responsibleGaming.rg.kinds.${kind}`), period: t(`responsibleGaming.rg.periods.${period}`) })}
                      value={values[key] ?? ''}
                      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                      data-testid={`rg-limit-${kind}-${period}`}
                    />
                  </div>
                  <p className="rg-limit__meta">
                    {l.amount !== null
                      ? t('responsibleGaming.rg.used', { used: formatMoney(Math.min(l.used, l.amount), symbol, localeOf(language)), limit: formatMoney(l.amount, symbol, localeOf(language)) })
                      : t('responsibleGaming.rg.usedNoLimit', { used: formatMoney(l.used, symbol, localeOf(language)) })}
                  </p>
                  {l.next ? (
                    <p className="rg-limit__pending" data-testid={`rg-pending-${kind}-${period}`}>
                      {l.next.amount === null
                        ? t('responsibleGaming.rg.pendingRemoval', { when: when(l.next.from, language) })
                        : t('responsibleGaming.rg.pendingRaise', { amount: formatMoney(l.next.amount, symbol, localeOf(language)), when: when(l.next.from, language) })}
                    </p>
                  ) : null}
                </div>
              )
            })}
          </fieldset>
        ))}
      </div>
      <div className="rg-actions">
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy} data-testid="rg-limits-save">
          {busy ? t('responsibleGaming.rg.saving') : t('responsibleGaming.rg.save')}
        </button>
        <Alert status={status} testId="rg-limits-status" />
      </div>
    </form>
  )
}

export function RgRealityForm({ minutes, choices, texts }: { minutes: number | null; choices: { value: number; label: string }[]; texts: Texts }) {
  const t = translator(texts)
  const [value, setValue] = useState(minutes === null ? '' : String(minutes))
  const [status, setStatus] = useState<Status>(null)
  const { busy, form, submitWith } = useForm()
  const id = useId()
  const submit = submitWith(
    () => check(RgRealityCheckBodySchema, { minutes: value === '' ? null : Number(value) }, t),
    async (body) => {
      const res = await call(rg['reality-check'].$put({ json: body }))
      if (res.success) {
        setStatus({ kind: 'ok', text: t('responsibleGaming.rg.realitySaved') })
        dispatchEvent(new CustomEvent('rg:reality', { detail: { minutes: body.minutes } }))
        refresh()
      } else setStatus(failed(t, res))
    },
  )
  return (
    <form ref={form} className="rg-inline" onSubmit={submit} data-testid="rg-reality">
      <label htmlFor={id} className="sr-only">
        {t('responsibleGaming.rg.realityTitle')}
      </label>
      <select id={id} value={value} onChange={(e) => setValue(e.target.value)} data-testid="rg-reality-select">
        <option value="">{t('responsibleGaming.rg.realityOff')}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {t('responsibleGaming.rg.realityEvery', { label: c.label })}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn--ghost" disabled={busy} aria-busy={busy} data-testid="rg-reality-save">
        {t('responsibleGaming.rg.saveReality')}
      </button>
      <Alert status={status} testId="rg-reality-status" />
    </form>
  )
}

/** A break (TIME_OUT, days) or self-exclusion (SELF_EXCLUSION, months), with a confirmation dialog. */
export function RgExclusionForm({ kind, choices, language, texts }: { kind: 'TIME_OUT' | 'SELF_EXCLUSION'; choices: { value: number; label: string }[]; language: string; texts: Texts }) {
  const t = translator(texts)
  const [value, setValue] = useState(String(choices[0]!.value))
  const { busy, alert: error, setAlert: setError, submitWith } = useForm()
  const dialog = useRef<HTMLDialogElement>(null)
  const id = useId()
  const isBreak = kind === 'TIME_OUT'
  // What the confirmation shows: the end as the server will compute it (days exact, months by the calendar).
  const until = (() => {
    const n = Number(value)
    const d = new Date()
    if (isBreak) return d.getTime() + n * 86_400_000
    d.setMonth(d.getMonth() + n)
    return d.getTime()
  })()
  const confirm = submitWith(
    () => check(RgExclusionBodySchema, isBreak ? { kind, days: Number(value), confirm: true } : { kind, months: Number(value), confirm: true }, t),
    async (body) => {
      const res = await call(rg.exclusion.$post({ json: body }))
      if (!res.success) {
        setError(failureText(t, res, FAILURES))
        return
      }
      dialog.current?.close()
      dispatchEvent(new CustomEvent('live:logout', { detail: { reason: isBreak ? 'timeOut' : 'selfExclusion', until: res.value?.until ?? until } }))
    },
  )
  return (
    <div className="rg-inline" data-testid={isBreak ? 'rg-break' : 'rg-exclude'}>
      <label htmlFor={id} className="sr-only">
        {t('responsibleGaming.rg.length')}
      </label>
      <select id={id} value={value} onChange={(e) => setValue(e.target.value)} data-testid={isBreak ? 'rg-break-select' : 'rg-exclude-select'}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={isBreak ? 'btn btn--ghost' : 'btn btn--danger'}
        onClick={() => {
          setError(null)
          dialog.current?.showModal()
        }}
        data-testid={isBreak ? 'rg-break-open' : 'rg-exclude-open'}
      >
        {isBreak ? t('responsibleGaming.rg.takeBreak') : t('responsibleGaming.rg.exclude')}
      </button>
      <dialog ref={dialog} className="modal modal--small rg-confirm" aria-labelledby={`${id}-title`} data-testid="rg-confirm">
        <div className="modal__body">
          <header className="modal__head">
            <h2 id={`${id}-title`}>{t('responsibleGaming.rg.confirmTitle')}</h2>
          </header>
          <p className="rg-confirm__text">{t('responsibleGaming.rg.confirmText', { until: when(until, language) })}</p>
          {error ? (
            <p className="rg-alert rg-alert--error" role="alert">
              {error}
            </p>
          ) : null}
          <footer className="modal__foot">
            <button type="button" className="btn btn--ghost" onClick={() => dialog.current?.close()} disabled={busy}>
              {t('responsibleGaming.rg.cancel')}
            </button>
            <button type="button" className="btn btn--primary" onClick={confirm} disabled={busy} aria-busy={busy} data-testid="rg-confirm-yes">
              {isBreak ? t('responsibleGaming.rg.confirmBreak') : t('responsibleGaming.rg.confirmExclude')}
            </button>
          </footer>
        </div>
      </dialog>
    </div>
  )
}

export { readReality, type RealityState } from './reality-state'
