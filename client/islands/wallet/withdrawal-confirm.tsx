'use client'
/**
 * Confirming an approved withdrawal (spec §4 "Withdrawal confirmation"): the member answers
 * received, partly received (with a remark) or not received (with a proof image, png/jpg ≤ 5 MB,
 * previewed before sending). Unanswered by the deadline it counts as received; the deadline is
 * shown in the member's time zone. POST /wps/wallet/withdrawals/:id/confirm as multipart/form-data.
 * Once answered, the card says thanks with the answer (the page keeps it a few minutes).
 */
import { useEffect, useId, useState } from 'react'
import { refresh } from '../../router'
import { CONFIRM_STATUSES, ConfirmWithdrawalFieldsSchema, PROOF_MAX_BYTES, ProofSchema, type ConfirmStatus } from '../../../shared/schemas/wallet'
import { FormAlert, SubmitButton, check, translator, useForm, type Texts } from '../../components/form-kit'
import { api, call } from '../../api'
import { localeOf } from '../../../shared/i18n/format'

const CHOICE_KEY: Record<ConfirmStatus, string> = {
  RECEIVED: 'walletUi.withdraw.received',
  PARTLY_RECEIVED: 'walletUi.withdraw.partly',
  NOT_RECEIVED: 'walletUi.withdraw.notReceived',
}

export interface WithdrawalConfirmProps {
  id: number
  /** "₱1,000.00" */
  amountText: string
  /** "BDO ••• 6789" */
  bankText: string
  /** UTC ms after which an unanswered withdrawal counts as received; null when unknown. */
  deadline: number | null
  /** The member's answer when already given (status text), else null. */
  answer: string | null
  language: string
  texts: Texts
}

export function WithdrawalConfirm({ id, amountText, bankText, deadline, answer, language, texts }: WithdrawalConfirmProps) {
  const t = translator(texts)
  const [status, setStatus] = useState<ConfirmStatus | null>(null)
  const [remark, setRemark] = useState('')
  const [proof, setProof] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [deadlineText, setDeadlineText] = useState(() => (deadline ? formatTime(deadline, language, 'UTC') : ''))
  const [sent, setSent] = useState(false)
  const { busy, alert, setAlert, errors, setErrors, clear, form, submitWith, failed } = useForm()
  const ids = useId()

  useEffect(() => {
    if (deadline) setDeadlineText(formatTime(deadline, language))
  }, [deadline, language])
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )

  const pickProof = (file: File | null) => {
    clear('proof')
    setProof(null)
    setPreview(null)
    if (!file) return
    const r = ProofSchema.safeParse({ type: file.type, size: file.size })
    if (!r.success) {
      setErrors((e) => ({ ...e, proof: t(file.size > PROOF_MAX_BYTES ? 'walletUi.withdraw.proofTooBig' : 'walletUi.withdraw.proofType') }))
      return
    }
    setProof(file)
    setPreview(URL.createObjectURL(file))
  }

  const submit = submitWith(
    () => {
      if (!status) return { ok: false, errors: { status: t('wallet.errors.confirmStatusInvalid') } }
      const parsed = check(ConfirmWithdrawalFieldsSchema, { status, remark: status === 'RECEIVED' ? undefined : remark }, t)
      if (status !== 'NOT_RECEIVED' || proof) return parsed
      return { ok: false, errors: { ...(parsed.ok ? {} : parsed.errors), proof: errors.proof || t('wallet.errors.proofRequired') } }
    },
    async (fields) => {
      const body = new FormData()
      body.set('status', fields.status)
      if (fields.remark) body.set('remark', fields.remark)
      if (fields.status === 'NOT_RECEIVED' && proof) body.set('proof', proof)
      const res = await call(api.wallet.wallet.withdrawals[':id'].confirm.$post({ param: { id: String(id) } }, { init: { body } }))
      if (!res.success) return failed(res, t)
      setSent(true)
      refresh()
    },
  )

  if (sent || answer) {
    return (
      <p className="wconfirm__done" role="status" data-testid={`confirmed-${id}`}>
        {t('walletUi.withdraw.confirmed')}
        {answer ? <b className="wconfirm__answer">{answer}</b> : null}
      </p>
    )
  }

  return (
    <form ref={form} className="wconfirm" noValidate onSubmit={submit} data-testid={`confirm-${id}`}>
      <div className="wconfirm__head">
        <p className="wconfirm__title">{t('walletUi.withdraw.confirmTitle')}</p>
        <p className="wconfirm__text">{t('walletUi.withdraw.confirmText', { amount: amountText, bank: bankText })}</p>
        {deadline ? <p className="wconfirm__deadline">{t('walletUi.withdraw.deadline', { time: deadlineText })}</p> : null}
      </div>
      <div className="wconfirm__choices" role="radiogroup" aria-label={t('walletUi.withdraw.confirmTitle')} aria-invalid={errors.status ? true : undefined}>
        {CONFIRM_STATUSES.map((s) => (
          <label key={s} className={status === s ? `wchoice wchoice--${s.toLowerCase()} is-active` : `wchoice wchoice--${s.toLowerCase()}`}>
            <input
              type="radio"
              name={`status-${id}`}
              value={s}
              checked={status === s}
              onChange={() => {
                setStatus(s)
                setErrors({})
                setAlert(null)
              }}
            />
            <span>{t(CHOICE_KEY[s])}</span>
          </label>
        ))}
      </div>
      {errors.status ? <p className="auth-field__error">{errors.status}</p> : null}
      {status === 'PARTLY_RECEIVED' || status === 'NOT_RECEIVED' ? (
        <div className={`auth-field wfield${errors.remark ? ' is-invalid' : ''}`}>
          <label className="auth-field__label" htmlFor={`${ids}-remark`}>
            {t(status === 'PARTLY_RECEIVED' ? 'walletUi.withdraw.remark' : 'walletUi.withdraw.remarkOptional')}
          </label>
          <textarea
            id={`${ids}-remark`}
            name="remark"
            className="wtextarea"
            rows={2}
            maxLength={200}
            placeholder={status === 'PARTLY_RECEIVED' ? t('walletUi.withdraw.remarkPlaceholder') : undefined}
            value={remark}
            onChange={(e) => {
              setRemark(e.target.value)
              clear('remark')
            }}
            aria-invalid={errors.remark ? true : undefined}
            aria-describedby={errors.remark ? `${ids}-remark-error` : undefined}
          />
          {errors.remark ? (
            <p className="auth-field__error" id={`${ids}-remark-error`}>
              {errors.remark}
            </p>
          ) : null}
        </div>
      ) : null}
      {status === 'NOT_RECEIVED' ? (
        <div className={`auth-field wfield${errors.proof ? ' is-invalid' : ''}`}>
          <span className="auth-field__label" id={`${ids}-proof-label`}>
            {t('walletUi.withdraw.proof')}
          </span>
          <div className="wproof">
            {preview ? (
              <img className="wproof__preview" src={preview} alt={t('walletUi.withdraw.proofPreview')} />
            ) : (
              <span className="wproof__empty" aria-hidden="true">
                PNG · JPG
              </span>
            )}
            <label className="btn btn--ghost wproof__pick">
              {preview ? t('walletUi.withdraw.proofChange') : t('walletUi.withdraw.proofChoose')}
              <input
                type="file"
                name="proof"
                accept="image/png,image/jpeg"
                className="sr-only"
                aria-labelledby={`${ids}-proof-label`}
                aria-invalid={errors.proof ? true : undefined}
                aria-describedby={`${ids}-proof-hint`}
                onChange={(e) => pickProof(e.target.files?.[0] ?? null)}
              />
            </label>
          </div>
          {errors.proof ? (
            <p className="auth-field__error" id={`${ids}-proof-hint`}>
              {errors.proof}
            </p>
          ) : (
            <p className="auth-field__hint" id={`${ids}-proof-hint`}>
              {t('walletUi.withdraw.proofHint')}
            </p>
          )}
        </div>
      ) : null}
      <FormAlert message={alert} />
      {status ? (
        <SubmitButton busy={busy} t={t} className="wconfirm__submit">
          {t('walletUi.withdraw.sendConfirm')}
        </SubmitButton>
      ) : null}
    </form>
  )
}

function formatTime(ms: number, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(ms) + (timeZone ? ' UTC' : '')
}
