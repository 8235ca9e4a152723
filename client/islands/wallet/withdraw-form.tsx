'use client'
/**
 * Withdraw (spec §2 withdraw, product issue 4): in order,
 * 1. the withdrawal PIN (payment password) when it is not set yet — PIN and confirmation,
 *    POST /wps/member/payment-password as an E call;
 * 2. a bank account when there is none (bank name, account number, account holder) —
 *    POST /wps/wallet/bank-accounts; another one can be added later from the form;
 * 3. the withdrawal: bank account, amount within the balance and the limits, the PIN —
 *    POST /wps/wallet/withdraw (E) with a fresh Idempotency-Key per submission → pending.
 * Each step re-renders the page from the server when it is done, so the next step and the list of
 * withdrawals come from the platform.
 */
import { useId, useState } from 'react'
import { refresh } from '../../router'
import { BankAccountBodySchema, PaymentPasswordBodySchema, WithdrawBodySchema, toMajor } from '../../../shared/schemas/wallet'
import { AmountField, amountText, checkAmount, money, syncBalance, useSubmission, withAmount, type Currency } from './money'
import { api, call, encrypted } from '../../api'
import { FormAlert, TextField, PinInput, ResultCard, SubmitButton, check, failureText, translator, useForm, type T, type Texts } from '../../components/form-kit'

/** A saved bank account (the number as the page shows it). */
export interface BankAccountView {
  id: number
  bankName: string
  accountNumber: string
  payeeName: string
}

export interface WithdrawPanelProps {
  pinSet: boolean
  bankAccounts: BankAccountView[]
  /** Minor units. */
  limits: { min: number; max: number }
  /** Minor units. */
  balance: number
  currency: Currency
  /** The member's payee name from registration, if any (prefills the account holder). */
  payeeName?: string
  texts: Texts
}

/** The numbered heading of a set-up step. */
function StepHead({ num, title, text }: { num: number; title: string; text: string }) {
  return (
    <div className="wstep__head">
      <span className="wstep__num" aria-hidden="true">
        {num}
      </span>
      <div>
        <h3 className="wstep__title">{title}</h3>
        <p className="wstep__text">{text}</p>
      </div>
    </div>
  )
}

/** Step 1: set the withdrawal PIN. */
function PinSetup({ t }: { t: T }) {
  const [pin, setPin] = useState('')
  const [confirm, setConfirm] = useState('')
  const { busy, alert, errors, clear, form, submitWith, failed } = useForm()
  const submit = submitWith(
    () => check(PaymentPasswordBodySchema, { password: pin, confirmPassword: confirm }, t),
    async (body) => {
      const res = await encrypted(api.wallet.member['payment-password'].$post, body)
      if (res.success) refresh()
      else failed(res, t)
    },
  )

  return (
    <form ref={form} className="wform wcard wcard--step" noValidate onSubmit={submit} data-testid="pin-setup">
      <StepHead num={1} title={t('walletUi.withdraw.setupTitle')} text={t('walletUi.withdraw.setupText')} />
      <div className="wgrid2">
        <PinInput
          name="password"
          label={t('walletUi.withdraw.newPassword')}
          value={pin}
          onValue={(v) => {
            setPin(v)
            clear('password')
          }}
          error={errors.password || undefined}
          hint={t('walletUi.common.paymentPasswordHint')}
        />
        <PinInput
          name="confirmPassword"
          label={t('walletUi.withdraw.confirmPassword')}
          value={confirm}
          onValue={(v) => {
            setConfirm(v)
            clear('confirmPassword')
          }}
          error={errors.confirmPassword || undefined}
        />
      </div>
      <FormAlert message={alert} />
      <SubmitButton busy={busy} t={t}>
        {t('walletUi.withdraw.setPassword')}
      </SubmitButton>
    </form>
  )
}

/** Step 2 (and "add another"): save a bank account. */
function BankAccountForm({ t, payeeName, onCancel, step }: { t: T; payeeName?: string; onCancel?: () => void; step: boolean }) {
  const [bankName, setBankName] = useState('')
  const [accountNumber, setAccountNumber] = useState('')
  const [payee, setPayee] = useState(payeeName ?? '')
  const { busy, alert, errors, clear, form, submitWith, failed } = useForm()
  const submit = submitWith(
    () => check(BankAccountBodySchema, { bankName, accountNumber, payeeName: payee }, t),
    async (body) => {
      const res = await call(api.wallet.wallet['bank-accounts'].$post({ json: body }))
      if (!res.success) return failed(res, t)
      onCancel?.()
      refresh()
    },
  )

  return (
    <form ref={form} className={step ? 'wform wcard wcard--step' : 'wform wsub'} noValidate onSubmit={submit} data-testid="bank-form">
      {step ? <StepHead num={2} title={t('walletUi.withdraw.addBank')} text={t('walletUi.withdraw.noBankText')} /> : <h3 className="wsub__title">{t('walletUi.withdraw.addAnother')}</h3>}
      <div className="wgrid2">
        <TextField
          name="bankName"
          label={t('walletUi.withdraw.bankName')}
          placeholder={t('walletUi.withdraw.bankNamePlaceholder')}
          value={bankName}
          onValue={(v) => {
            setBankName(v)
            clear('bankName')
          }}
          error={errors.bankName || undefined}
          maxLength={60}
          autoComplete="off"
        />
        <TextField
          name="accountNumber"
          label={t('walletUi.withdraw.accountNumber')}
          inputMode="numeric"
          value={accountNumber}
          onValue={(v) => {
            setAccountNumber(v)
            clear('accountNumber')
          }}
          error={errors.accountNumber || undefined}
          maxLength={40}
          autoComplete="off"
        />
      </div>
      <TextField
        name="payeeName"
        label={t('walletUi.withdraw.payeeName')}
        hint={t('walletUi.withdraw.payeeNameHint')}
        value={payee}
        onValue={(v) => {
          setPayee(v)
          clear('payeeName')
        }}
        error={errors.payeeName || undefined}
        maxLength={60}
        autoComplete="name"
      />
      <FormAlert message={alert} />
      <div className="wbuttons">
        {onCancel ? (
          <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
            {t('walletUi.common.cancel')}
          </button>
        ) : null}
        <SubmitButton busy={busy} t={t}>
          {t('walletUi.withdraw.saveBank')}
        </SubmitButton>
      </div>
    </form>
  )
}

/** Step 3: the withdrawal itself. */
function WithdrawForm({ t, bankAccounts, limits, balance, currency, payeeName }: { t: T } & Omit<WithdrawPanelProps, 'texts' | 'pinSet'>) {
  const [accountId, setAccountId] = useState<number>(bankAccounts[bankAccounts.length - 1].id)
  const [amount, setAmount] = useState('')
  const [pin, setPin] = useState('')
  const [adding, setAdding] = useState(false)
  const [done, setDone] = useState<{ amount: number } | null>(null)
  const { busy, alert, errors, setErrors, clear, form, submitWith, failed } = useForm()
  const submission = useSubmission()
  const groupId = useId()
  const chosen = bankAccounts.some((b) => b.id === accountId) ? accountId : bankAccounts[bankAccounts.length - 1].id
  const ok = checkAmount(amount, t, currency, limits, balance)
  const label = 'minor' in ok ? t('walletUi.withdraw.submit', { amount: money(ok.minor, currency) }) : t('walletUi.withdraw.submitEmpty')

  const submit = submitWith(
    () => withAmount(check(WithdrawBodySchema, { amount, bankAccountId: chosen, paymentPassword: pin }, t), ok),
    async (parsed) => {
      const body = { amount: toMajor(parsed.amount), bankAccountId: parsed.bankAccountId, paymentPassword: parsed.paymentPassword }
      const res = await submission.send(api.wallet.wallet.withdraw.$post, body, { encrypt: true })
      if (!res.success) {
        if (res.code === 'PAYMENT_PASSWORD_WRONG') setErrors({ paymentPassword: failureText(t, res) })
        else failed(res, t)
        return
      }
      await syncBalance(res.value?.balance)
      setDone({ amount: parsed.amount })
      setAmount('')
      setPin('')
      refresh()
    },
  )

  if (done) {
    return (
      <ResultCard
        tone="pending"
        title={t('walletUi.withdraw.requestedTitle')}
        actions={
          <button type="button" className="btn btn--ghost" onClick={() => setDone(null)}>
            {t('walletUi.common.done')}
          </button>
        }
      >
        <p className="wresult__text">{t('walletUi.withdraw.requestedText', { amount: money(done.amount, currency) })}</p>
      </ResultCard>
    )
  }

  return (
    <div className="wstack">
      <form ref={form} className="wform" noValidate onSubmit={submit} aria-busy={busy || undefined} data-testid="withdraw-form">
        <fieldset className="wbanks">
          <legend className="wlegend" id={groupId}>
            {t('walletUi.withdraw.bankTitle')}
          </legend>
          <div className="wbanks__list">
            {bankAccounts.map((b) => (
              <label key={b.id} className={b.id === chosen ? 'wbank is-active' : 'wbank'}>
                <input type="radio" name="bankAccountId" value={b.id} checked={b.id === chosen} onChange={() => setAccountId(b.id)} />
                <span className="wbank__logo" aria-hidden="true">
                  {b.bankName.slice(0, 2).toUpperCase()}
                </span>
                <span className="wbank__text">
                  <span className="wbank__name">{b.bankName}</span>
                  <span className="wbank__meta">
                    <span className="wmono">{b.accountNumber}</span> · {b.payeeName}
                  </span>
                </span>
              </label>
            ))}
            {!adding ? (
              <button type="button" className="wbank wbank--add" onClick={() => setAdding(true)}>
                <span className="wbank__logo" aria-hidden="true">
                  +
                </span>
                <span className="wbank__name">{t('walletUi.withdraw.addAnother')}</span>
              </button>
            ) : null}
          </div>
        </fieldset>
        {adding ? null : (
          <>
            <AmountField
              label={t('walletUi.withdraw.amount')}
              value={amount}
              onValue={(v) => {
                setAmount(v)
                clear('amount')
              }}
              error={errors.amount || undefined}
              currency={currency}
              limits={limits}
              extra={
                <span className="wavail">
                  {t('walletUi.common.available', { amount: money(balance, currency) })}
                  {balance >= limits.min ? (
                    <button
                      type="button"
                      className="wlinkbtn"
                      onClick={() => {
                        setAmount(amountText(Math.min(balance, limits.max)))
                        clear('amount')
                      }}
                    >
                      {t('walletUi.withdraw.all')}
                    </button>
                  ) : null}
                </span>
              }
              t={t}
            />
            <PinInput
              name="paymentPassword"
              label={t('walletUi.common.paymentPassword')}
              value={pin}
              onValue={(v) => {
                setPin(v)
                clear('paymentPassword')
              }}
              error={errors.paymentPassword || undefined}
              hint={t('walletUi.common.paymentPasswordHint')}
            />
            <FormAlert message={alert} />
            <SubmitButton busy={busy} t={t}>
              {label}
            </SubmitButton>
          </>
        )}
      </form>
      {adding ? <BankAccountForm t={t} payeeName={payeeName} onCancel={() => setAdding(false)} step={false} /> : null}
    </div>
  )
}

export function WithdrawPanel(props: WithdrawPanelProps) {
  const t = translator(props.texts)
  if (!props.pinSet) return <PinSetup t={t} />
  if (props.bankAccounts.length === 0) return <BankAccountForm t={t} payeeName={props.payeeName} step />
  return <WithdrawForm t={t} {...props} />
}
