'use client'
/**
 * Convert points to balance (spec §7 passwordCheck/MCS2_convertPoint, E): whole points, at least
 * the brand's minimum and at most the points held, the value shown as it is typed, the payment
 * password; a fresh Idempotency-Key per submission. On success the header balance follows
 * (`wallet:changed`) and the page refreshes (points balance, details).
 */
import { useState } from 'react'
import { refresh } from '../../router'
import { formatMoney } from '../../../shared/format'
import { formatPoints } from '../../../shared/number-format'
import { ConvertBodySchema } from '../../../shared/schemas/points'
import { FormAlert, TextField, ResultCard, SubmitButton, check, translator, useForm, type Texts } from '../../components/form-kit'
import { majorToMinor, syncBalance, useSubmission } from '../wallet/money'
import { api } from '../../api'
import { PointsPinField } from './pin-field'

export function ConvertForm({
  pointsBalance,
  minPoints,
  minorPerPoint,
  pinSet,
  symbol,
  locale,
  texts,
  setPinHref,
}: {
  pointsBalance: number
  minPoints: number
  /** Minor units one point is worth. */
  minorPerPoint: number
  pinSet: boolean
  symbol: string
  /** The page's BCP 47 tag (shared/i18n/format.ts `localeOf`) for amounts and points; English when absent. */
  locale?: string
  texts: Texts
  setPinHref: string
}) {
  const t = translator(texts)
  const [points, setPoints] = useState('')
  const [pin, setPin] = useState('')
  const [done, setDone] = useState<{ points: number; amount: number; balance: number | null; pointsBalance: number } | null>(null)
  const { busy, alert, errors, setErrors, clear, form, submitWith, failed } = useForm()
  const submission = useSubmission()
  const typed = /^\d{1,10}$/.test(points) ? Number(points) : 0

  const validate = () => {
    const parsed = check(ConvertBodySchema, { points, paymentPassword: pin }, t)
    if (!parsed.ok) return parsed
    if (parsed.value.points < minPoints) return { ok: false as const, errors: { points: t('points.errors.belowMinPoints', { min: formatPoints(minPoints, locale) }) } }
    if (parsed.value.points > pointsBalance) return { ok: false as const, errors: { points: t('points.errors.insufficientPoints') } }
    return parsed
  }

  const submit = submitWith(validate, async (body) => {
    const res = await submission.send(api.points.passwordCheck.MCS2_convertPoint.$post, body, { encrypt: true })
    if (!res.success || !res.value) return failed(res, t)
    const v = res.value
    setDone({ points: v.points, amount: majorToMinor(v.amount), balance: await syncBalance(v.balance), pointsBalance: v.pointsBalance })
    setPoints('')
    setPin('')
    setErrors({})
  })

  if (!pinSet) {
    return (
      <div className="pm-convert__nopin">
        <p className="wnote">{t('points.mall.noPin')}</p>
        <a className="btn btn--ghost" href={setPinHref}>
          {t('points.mall.setPin')}
        </a>
      </div>
    )
  }

  if (done) {
    return (
      <ResultCard
        title={t('points.mall.converted', { points: formatPoints(done.points, locale), amount: formatMoney(done.amount, symbol, locale) })}
        actions={
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setDone(null)
              refresh()
            }}
            data-testid="convert-done"
          >
            {t('points.mall.done')}
          </button>
        }
      >
        {done.balance !== null ? (
          <p className="wresult__figure">
            <span>{t('points.mall.newBalance')}</span>
            <b data-testid="convert-balance">{formatMoney(done.balance, symbol, locale)}</b>
          </p>
        ) : null}
        <p className="wresult__figure">
          <span>{t('points.mall.pointsLeft')}</span>
          <b>{formatPoints(done.pointsBalance, locale)}</b>
        </p>
      </ResultCard>
    )
  }

  return (
    <form ref={form} className="wform pm-convert__form" noValidate onSubmit={submit} aria-busy={busy || undefined} data-testid="convert-form">
      <TextField
        name="points"
        label={t('points.mall.convertPoints')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={formatPoints(minPoints, locale)}
        value={points}
        onValue={(v) => {
          setPoints(v.replace(/\D/g, '').slice(0, 10))
          clear('points')
        }}
        error={errors.points || undefined}
        hint={t('points.mall.convertValue', { amount: formatMoney(typed * minorPerPoint, symbol, locale) })}
        aside={
          <button
            type="button"
            className="wlinkbtn"
            onClick={() => {
              setPoints(String(pointsBalance))
              clear('points')
            }}
          >
            {t('points.mall.convertAll')}
          </button>
        }
      />
      <PointsPinField
        t={t}
        value={pin}
        onValue={(v) => {
          setPin(v)
          clear('paymentPassword')
        }}
        error={errors.paymentPassword}
      />
      <FormAlert message={alert} />
      <SubmitButton busy={busy} t={t}>
        {t('points.mall.convertSubmit')}
      </SubmitButton>
    </form>
  )
}
