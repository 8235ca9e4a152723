'use client'
/**
 * Transfer to downline (spec §6 agent role; downline management): an amount within the agent's
 * balance and the brand's transfer limits goes to a downline of the team at once.
 * POST /wps/agent/transfer/downline with a fresh Idempotency-Key per submission (a retry after a
 * network failure reuses it, so the money never moves twice).
 */
import { useState } from 'react'
import { refresh } from '../../router'
import { TransferDownlineBodySchema, toMajor } from '../../../shared/schemas/wallet'
import {
  AmountField, FormAlert, ResultCard, SubmitButton, check, checkAmount, money, syncBalance,
  translator, useSubmission, useWalletForm, withAmount, type Currency, type Texts,
} from '../wallet/kit'

export function TransferDownlineForm({ account, limits, balance, currency, texts }: {
  /** The downline's account. */
  account: string
  /** Minor units. */
  limits: { min: number; max: number }
  /** The agent's main balance, minor units. */
  balance: number
  currency: Currency
  texts: Texts
}) {
  const t = translator(texts)
  const [amount, setAmount] = useState('')
  const [done, setDone] = useState<number | null>(null)
  const { busy, alert, errors, clear, form, submitWith, failed } = useWalletForm()
  const submission = useSubmission()
  const ok = checkAmount(amount, t, currency, limits, balance)
  const label = 'minor' in ok ? t('agent.transfer.submit', { amount: money(ok.minor, currency) }) : t('agent.transfer.submitEmpty')

  const submit = submitWith(() => withAmount(check(TransferDownlineBodySchema, { account, amount }, t), ok), async (parsed) => {
    const res = await submission.send<{ balance?: number }>('/wps/agent/transfer/downline', { account, amount: toMajor(parsed.amount) })
    if (!res.success) return failed(res, t)
    await syncBalance(res.value?.balance)
    setDone(parsed.amount)
    setAmount('')
    refresh()
  })

  if (done !== null) {
    return (
      <ResultCard title={t('agent.transfer.done', { amount: money(done, currency), account })} actions={<button type="button" className="btn btn--ghost" onClick={() => setDone(null)}>{t('walletUi.common.done')}</button>}>
        <p className="wresult__text" data-testid="transfer-done">{t('agent.transfer.note')}</p>
      </ResultCard>
    )
  }
  return (
    <form ref={form} className="wform" noValidate onSubmit={submit} aria-busy={busy || undefined} data-testid="transfer-downline">
      <AmountField label={t('agent.transfer.amount')} value={amount} onValue={(v) => { setAmount(v); clear('amount') }} error={errors.amount || undefined}
        currency={currency} limits={limits} t={t}
        extra={<span className="wavail">{t('walletUi.common.available', { amount: money(balance, currency) })}</span>} />
      <p className="wnote wnote--small">{t('agent.transfer.note')}</p>
      <FormAlert message={alert} />
      <SubmitButton busy={busy} t={t}>{label}</SubmitButton>
    </form>
  )
}
