'use client'
/**
 * Transfer to upline (spec §2 transferUpline, §6 "Member: can transfer to upline"): the amount,
 * within the balance and the brand's transfer limits, goes to the member's upline at once.
 * POST /wps/wallet/transfer/upline with a fresh Idempotency-Key per submission.
 */
import { useState } from 'react'
import { refresh } from '../../router'
import { TransferUplineBodySchema, toMajor } from '../../../shared/schemas/wallet'
import {
  AmountField, FormAlert, ResultCard, SubmitButton, check, checkAmount, money, syncBalance,
  translator, useSubmission, useWalletForm, withAmount, type Currency, type Texts,
} from './kit'

export function TransferUplineForm({ upline, limits, balance, currency, texts }: {
  /** The upline's account name. */
  upline: string
  /** Minor units. */
  limits: { min: number; max: number }
  /** Minor units. */
  balance: number
  currency: Currency
  texts: Texts
}) {
  const t = translator(texts)
  const [amount, setAmount] = useState('')
  const [done, setDone] = useState<{ amount: number; balance: number | null } | null>(null)
  const { busy, alert, errors, clear, form, submitWith, failed } = useWalletForm()
  const submission = useSubmission()
  const ok = checkAmount(amount, t, currency, limits, balance)
  const label = 'minor' in ok ? t('walletUi.upline.submit', { amount: money(ok.minor, currency) }) : t('walletUi.upline.submitEmpty')

  const submit = submitWith(() => withAmount(check(TransferUplineBodySchema, { amount }, t), ok), async (parsed) => {
    const res = await submission.send<{ balance?: number }>('/wps/wallet/transfer/upline', { amount: toMajor(parsed.amount) })
    if (!res.success) return failed(res, t)
    setDone({ amount: parsed.amount, balance: await syncBalance(res.value?.balance) })
    setAmount('')
    refresh()
  })

  if (done) {
    return (
      <ResultCard title={t('walletUi.upline.done', { amount: money(done.amount, currency), account: upline })} actions={<button type="button" className="btn btn--ghost" onClick={() => setDone(null)}>{t('walletUi.common.done')}</button>}>
        {done.balance !== null ? <p className="wresult__figure"><span>{t('walletUi.deposit.newBalance')}</span><b>{money(done.balance, currency)}</b></p> : null}
      </ResultCard>
    )
  }

  return (
    <form ref={form} className="wform" noValidate onSubmit={submit} aria-busy={busy || undefined} data-testid="upline-form">
      <AmountField
        label={t('walletUi.upline.amount')}
        value={amount}
        onValue={(v) => { setAmount(v); clear('amount') }}
        error={errors.amount || undefined}
        currency={currency}
        limits={limits}
        extra={<span className="wavail">{t('walletUi.common.available', { amount: money(balance, currency) })}</span>}
        t={t}
      />
      <p className="wnote wnote--small">{t('walletUi.upline.note')}</p>
      <FormAlert message={alert} />
      <SubmitButton busy={busy} t={t}>{label}</SubmitButton>
    </form>
  )
}
