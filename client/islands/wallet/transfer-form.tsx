'use client'
/**
 * Money moved at once within the team (spec §2 transferUpline; §6 "Member: can transfer to
 * upline", agent role: transfer to a downline): an amount within the balance and the brand's
 * transfer limits goes to the member's upline (POST /wps/wallet/transfer/upline) or to a downline
 * of the agent's team (POST /wps/agent/transfer/downline, an E call). The agent's transfer asks for
 * confirmation first — downline, amount, the agent's balance after it — and the payment PIN, which
 * the server checks (issue 16, decision 0043). A fresh Idempotency-Key per submission (a retry
 * after a network failure reuses it, so the money never moves twice).
 */
import { useState } from 'react'
import { refresh } from '../../router'
import { TransferDownlineBodySchema, TransferUplineBodySchema, toMajor } from '../../../shared/schemas/wallet'
import { AmountField, checkAmount, money, syncBalance, useSubmission, withAmount, type Currency } from './money'
import { api } from '../../api'
import { FormAlert, PinInput, ResultCard, SubmitButton, check, failureText, translator, useForm, type T, type Texts } from '../../components/form-kit'

type Submission = ReturnType<typeof useSubmission>

/** What differs between the two directions: the route, its schema and body, the texts and the test id. */
const DIRECTIONS = {
  upline: {
    send: (submission: Submission, _account: string, minor: number, _pin: string) => submission.send(api.wallet.wallet.transfer.upline.$post, { amount: toMajor(minor) }),
    testId: 'upline-form',
    prefix: 'walletUi.upline',
    check: (_account: string, amount: string, _pin: string | null, t: T) => check(TransferUplineBodySchema, { amount }, t),
  },
  downline: {
    send: (submission: Submission, account: string, minor: number, pin: string) =>
      submission.send(api.wallet.agent.transfer.downline.$post, { account, amount: toMajor(minor), paymentPassword: pin }, { encrypt: true }),
    testId: 'transfer-downline',
    prefix: 'agent.transfer',
    check: (account: string, amount: string, pin: string | null, t: T) =>
      pin === null ? check(TransferDownlineBodySchema.omit({ paymentPassword: true }), { account, amount }, t) : check(TransferDownlineBodySchema, { account, amount, paymentPassword: pin }, t),
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
  pinSet = true,
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
  /** Downline only: whether the agent has a payment PIN (without one the transfer cannot be confirmed). */
  pinSet?: boolean
  texts: Texts
}) {
  const t = translator(texts)
  const way = DIRECTIONS[to]
  const [amount, setAmount] = useState('')
  const [pin, setPin] = useState('')
  // Downline: the amount is reviewed first (minor units), then confirmed with the PIN.
  const [review, setReview] = useState<number | null>(null)
  const [done, setDone] = useState<{ amount: number; balance: number | null } | null>(null)
  const { busy, alert, setAlert, errors, setErrors, clear, form, submitWith, failed } = useForm()
  const submission = useSubmission()
  const ok = checkAmount(amount, t, currency, limits, balance)
  const label = 'minor' in ok ? t(`${way.prefix}.submit`, { amount: money(ok.minor, currency) }) : t(`${way.prefix}.submitEmpty`)
  const confirming = to === 'downline'

  const submit = submitWith(
    () => withAmount(way.check(account, amount, confirming && review === null ? null : pin, t), ok),
    async (parsed) => {
      if (confirming && review === null) {
        setReview(parsed.amount)
        return
      }
      const res = await way.send(submission, account, parsed.amount, pin)
      if (!res.success) {
        if (res.code === 'PAYMENT_PASSWORD_WRONG') setErrors({ paymentPassword: failureText(t, res) })
        else failed(res, t)
        return
      }
      setDone({ amount: parsed.amount, balance: await syncBalance(res.value?.balance) })
      setAmount('')
      setPin('')
      setReview(null)
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
  if (review !== null) {
    return (
      <form ref={form} className="wform wconfirm" noValidate onSubmit={submit} aria-busy={busy || undefined} data-testid="transfer-confirm">
        <h4 className="wconfirm__title">{t('agent.transfer.confirmTitle')}</h4>
        <dl className="wconfirm__grid">
          <dt>{t('agent.transfer.confirmTo')}</dt>
          <dd data-testid="confirm-account">{account}</dd>
          <dt>{t('agent.transfer.confirmAmount')}</dt>
          <dd>
            <b data-testid="confirm-amount">{money(review, currency)}</b>
          </dd>
          <dt>{t('agent.transfer.balanceAfter')}</dt>
          <dd data-testid="confirm-balance">{money(balance - review, currency)}</dd>
        </dl>
        {pinSet ? (
          <PinInput
            name="paymentPassword"
            label={t('agent.transfer.pin')}
            value={pin}
            onValue={(v) => {
              setPin(v)
              clear('paymentPassword')
            }}
            error={errors.paymentPassword || undefined}
            hint={t('agent.transfer.pinHint')}
          />
        ) : (
          <p className="wnote" role="alert">
            {t('agent.transfer.pinNotSet')}
          </p>
        )}
        <FormAlert message={alert} />
        <div className="wbuttons">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={busy}
            onClick={() => {
              setReview(null)
              setPin('')
              setAlert(null)
            }}
          >
            {t('agent.transfer.back')}
          </button>
          {pinSet ? (
            <SubmitButton busy={busy} t={t}>
              {t('agent.transfer.confirm')}
            </SubmitButton>
          ) : null}
        </div>
      </form>
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
