'use client'
/**
 * Money moved at once within the team (spec §2 transferUpline; §6 "Member: can transfer to
 * upline", agent role: transfer to a downline): an amount within the balance and the brand's
 * transfer limits goes to the member's upline (POST /wps/wallet/transfer/upline) or to a downline
 * of the agent's team (POST /wps/agent/transfer/downline). A fresh Idempotency-Key per submission
 * (a retry after a network failure reuses it, so the money never moves twice).
 */
import { useState } from 'react'
import { refresh } from '../../router'
import { TransferDownlineBodySchema, TransferUplineBodySchema, toMajor } from '../../../shared/schemas/wallet'
import { AmountField, checkAmount, money, syncBalance, useSubmission, withAmount, type Currency } from './money'
import { api } from '../../api'
import { FormAlert, ResultCard, SubmitButton, check, translator, useForm, type T, type Texts } from '../../components/form-kit'

type Submission = ReturnType<typeof useSubmission>

/** What differs between the two directions: the route, its schema and body, the texts and the test id. */
const DIRECTIONS = {
  upline: {
    send: (submission: Submission, _account: string, minor: number) => submission.send(api.wallet.wallet.transfer.upline.$post, { amount: toMajor(minor) }),
    testId: 'upline-form',
    prefix: 'walletUi.upline',
    check: (_account: string, amount: string, t: T) => check(TransferUplineBodySchema, { amount }, t),
  },
  downline: {
    send: (submission: Submission, account: string, minor: number) => submission.send(api.wallet.agent.transfer.downline.$post, { account, amount: toMajor(minor) }),
    testId: 'transfer-downline',
    prefix: 'agent.transfer',
    check: (account: string, amount: string, t: T) => check(TransferDownlineBodySchema, { account, amount }, t),
  },
} as const

/**
 * The transfer form of the member (`to="upline"`) and of the agent (`to="downline"`): the amount
 * field with the available balance, the note, and after a success a card naming the amount and
 * the receiving account (the upline's card adds the new balance).
 */
export function TransferForm({
  to,
  account,
  limits,
  balance,
  currency,
  texts,
}: {
  to: 'upline' | 'downline'
  /** The receiving account: the member's upline or the agent's downline. */
  account: string
  /** Minor units. */
  limits: { min: number; max: number }
  /** The sender's main balance, minor units. */
  balance: number
  currency: Currency
  texts: Texts
}) {
  const t = translator(texts)
  const way = DIRECTIONS[to]
  const [amount, setAmount] = useState('')
  const [done, setDone] = useState<{ amount: number; balance: number | null } | null>(null)
  const { busy, alert, errors, clear, form, submitWith, failed } = useForm()
  const submission = useSubmission()
  const ok = checkAmount(amount, t, currency, limits, balance)
  const label = 'minor' in ok ? t(`${way.prefix}.submit`, { amount: money(ok.minor, currency) }) : t(`${way.prefix}.submitEmpty`)

  const submit = submitWith(
    () => withAmount(way.check(account, amount, t), ok),
    async (parsed) => {
      const res = await way.send(submission, account, parsed.amount)
      if (!res.success) return failed(res, t)
      setDone({ amount: parsed.amount, balance: await syncBalance(res.value?.balance) })
      setAmount('')
      refresh()
    },
  )

  if (done) {
    return (
      <ResultCard
        title={t(`${way.prefix}.done`, { amount: money(done.amount, currency), account })}
        actions={
          <button type="button" className="btn btn--ghost" onClick={() => setDone(null)}>
            {t('walletUi.common.done')}
          </button>
        }
      >
        {to === 'downline' ? (
          <p className="wresult__text" data-testid="transfer-done">
            {t('agent.transfer.note')}
          </p>
        ) : done.balance !== null ? (
          <p className="wresult__figure">
            <span>{t('walletUi.deposit.newBalance')}</span>
            <b>{money(done.balance, currency)}</b>
          </p>
        ) : null}
      </ResultCard>
    )
  }
  return (
    <form ref={form} className="wform" noValidate onSubmit={submit} aria-busy={busy || undefined} data-testid={way.testId}>
      <AmountField
        label={t(`${way.prefix}.amount`)}
        value={amount}
        onValue={(v) => {
          setAmount(v)
          clear('amount')
        }}
        error={errors.amount || undefined}
        currency={currency}
        limits={limits}
        t={t}
        extra={<span className="wavail">{t('walletUi.common.available', { amount: money(balance, currency) })}</span>}
      />
      <p className="wnote wnote--small">{t(`${way.prefix}.note`)}</p>
      <FormAlert message={alert} />
      <SubmitButton busy={busy} t={t}>
        {label}
      </SubmitButton>
    </form>
  )
}
