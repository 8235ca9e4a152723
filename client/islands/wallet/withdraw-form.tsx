'use client'
/**
 * Withdraw (spec §2 withdraw, product issue 4): in order,
 * 1. the withdrawal PIN (payment password) when it is not set yet — PIN and confirmation,
 *    POST /wps/member/payment-password as an E call;
 * 2. an account to be paid to when there is none — GCash or Maya (the PH mobile number it is
 *    registered to, checked with libphonenumber-js by the shared schema) or a bank (picked from the
 *    list, whose account numbers must have that bank's digit count, or any other bank by name) and
 *    the account holder — POST /wps/wallet/bank-accounts; another one can be added later (issue 16);
 * 3. the withdrawal: account, amount within the balance and the limits, the PIN —
 *    POST /wps/wallet/withdraw (E) with a fresh Idempotency-Key per submission → pending, with the
 *    time the payout is usually done by (`expectedPayoutAt`) and the brand's payout rules.
 * Each step re-renders the page from the server when it is done, so the next step and the list of
 * withdrawals come from the platform.
 */
import { useId, useState } from 'react'
import { refresh } from '../../router'
import { BankAccountBodySchema, E_WALLET_NAMES, PAYOUT_ACCOUNT_TYPES, PH_BANKS, PaymentPasswordBodySchema, WithdrawBodySchema, toMajor, type PayoutAccountType } from '../../../shared/schemas/wallet'
import { AmountField, amountText, checkAmount, money, syncBalance, useSubmission, withAmount, type Currency } from './money'
import { api, call, encrypted } from '../../api'
import { Field, FormAlert, TextField, PinInput, ResultCard, SubmitButton, check, failureText, translator, useForm, type T, type Texts } from '../../components/form-kit'
import { LocalTime } from '../local-time'
import { PayLogo } from './pay-logo'

/** A saved withdrawal account (the number as the page shows it). */
export interface BankAccountView {
  id: number
  type: PayoutAccountType
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
  /** The brand's payout rules as the member reads them: how long each kind of account usually waits, and the confirmation window (decision 0009). */
  rules: { payout: Record<PayoutAccountType, string>; confirmWindow: string }
  language: string
  /** The member turned on "require a code for withdrawals" (decision 0053): the form asks for a code of the authenticator app. */
  authenticator?: boolean
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

/** "10 or 12" from a bank's digit counts. */
function digitsText(digits: readonly number[], t: T): string {
  return digits.length === 2 ? t('walletUi.withdraw.digitsOr', { a: String(digits[0]), b: String(digits[1]) }) : digits.join(', ')
}

/** Value of the bank picker for a bank not in the list. */
const OTHER_BANK = 'OTHER'

/** Step 2 (and "add another"): save an account to be paid to — GCash, Maya or a bank. */
function BankAccountForm({ t, payeeName, onCancel, step }: { t: T; payeeName?: string; onCancel?: () => void; step: boolean }) {
  const [type, setType] = useState<PayoutAccountType>('GCASH')
  const [bankCode, setBankCode] = useState('')
  const [otherName, setOtherName] = useState('')
  const [accountNumber, setAccountNumber] = useState('')
  const [payee, setPayee] = useState(payeeName ?? '')
  const { busy, alert, errors, clear, form, submitWith, failed } = useForm()
  const pickId = useId()
  const bank = PH_BANKS.find((b) => b.code === bankCode)
  const wallet = type === 'BANK' ? null : E_WALLET_NAMES[type]
  const bankName = bank ? bank.name : bankCode === OTHER_BANK ? otherName : ''
  const submit = submitWith(
    () => check(BankAccountBodySchema, type === 'BANK' ? { type, bankName, accountNumber, payeeName: payee } : { type, accountNumber, payeeName: payee }, t),
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
      <fieldset className="wkinds">
        <legend className="wlegend">{t('walletUi.withdraw.accountType')}</legend>
        <div className="wkinds__row">
          {PAYOUT_ACCOUNT_TYPES.map((k) => (
            <label key={k} className={k === type ? 'wkind is-active' : 'wkind'}>
              <input
                type="radio"
                name="type"
                value={k}
                checked={k === type}
                onChange={() => {
                  setType(k)
                  clear('accountNumber')
                  clear('bankName')
                }}
              />
              <PayLogo mark={k} size={28} />
              <span>{t(`walletUi.withdraw.types.${k}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {type === 'BANK' ? (
        <div className="wgrid2">
          <Field id={pickId} label={t('walletUi.withdraw.bankPick')} error={bankCode === OTHER_BANK ? undefined : errors.bankName || undefined}>
            <select
              id={pickId}
              name="bank"
              className="auth-input wselect"
              value={bankCode}
              aria-invalid={errors.bankName && bankCode !== OTHER_BANK ? true : undefined}
              onChange={(e) => {
                setBankCode(e.target.value)
                clear('bankName')
                clear('accountNumber')
              }}
            >
              <option value="">{t('walletUi.withdraw.bankPickPlaceholder')}</option>
              {PH_BANKS.map((b) => (
                <option key={b.code} value={b.code}>
                  {b.name}
                </option>
              ))}
              <option value={OTHER_BANK}>{t('walletUi.withdraw.otherBank')}</option>
            </select>
          </Field>
          {bankCode === OTHER_BANK ? (
            <TextField
              name="bankName"
              label={t('walletUi.withdraw.otherBankName')}
              value={otherName}
              onValue={(v) => {
                setOtherName(v)
                clear('bankName')
              }}
              error={errors.bankName || undefined}
              maxLength={60}
              autoComplete="off"
            />
          ) : null}
        </div>
      ) : null}
      <TextField
        name="accountNumber"
        label={wallet ? t('walletUi.withdraw.mobileNumber', { wallet }) : t('walletUi.withdraw.accountNumber')}
        inputMode={wallet ? 'tel' : 'numeric'}
        type={wallet ? 'tel' : undefined}
        placeholder={wallet ? '0917 123 4567' : undefined}
        hint={wallet ? t('walletUi.withdraw.mobileHint', { wallet }) : bank ? t('walletUi.withdraw.bankDigitsHint', { bank: bank.name, digits: digitsText(bank.digits, t) }) : undefined}
        value={accountNumber}
        onValue={(v) => {
          setAccountNumber(v)
          clear('accountNumber')
        }}
        error={errors.accountNumber || undefined}
        maxLength={40}
        autoComplete={wallet ? 'tel-national' : 'off'}
      />
      <TextField
        name="payeeName"
        label={wallet ? t('walletUi.withdraw.walletName', { wallet }) : t('walletUi.withdraw.payeeName')}
        hint={wallet ? undefined : t('walletUi.withdraw.payeeNameHint')}
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
          {t('walletUi.withdraw.saveAccount')}
        </SubmitButton>
      </div>
    </form>
  )
}

/** Step 3: the withdrawal itself. */
/** The payout rules of the brand: how long each kind usually takes, then the confirmation window. */
function PayoutRules({ t, rules }: { t: T; rules: WithdrawPanelProps['rules'] }) {
  return (
    <ul className="wrules" data-testid="payout-rules">
      {PAYOUT_ACCOUNT_TYPES.map((k) => (
        <li key={k}>
          <PayLogo mark={k} size={18} />
          {t('walletUi.withdraw.expectedRule', { kind: t(`walletUi.withdraw.types.${k}`), duration: rules.payout[k] })}
        </li>
      ))}
      <li className="wrules__confirm">{t('walletUi.withdraw.confirmAfter', { duration: rules.confirmWindow })}</li>
    </ul>
  )
}

function WithdrawForm({ t, bankAccounts, limits, balance, currency, payeeName, rules, language, authenticator }: { t: T } & Omit<WithdrawPanelProps, 'texts' | 'pinSet'>) {
  const [accountId, setAccountId] = useState<number>(bankAccounts[bankAccounts.length - 1].id)
  const [amount, setAmount] = useState('')
  const [pin, setPin] = useState('')
  const [code, setCode] = useState('')
  const [adding, setAdding] = useState(false)
  const [done, setDone] = useState<{ amount: number; account: string; expectedAt: number | null } | null>(null)
  const { busy, alert, errors, setErrors, clear, form, submitWith, failed } = useForm()
  const submission = useSubmission()
  const groupId = useId()
  const chosen = bankAccounts.some((b) => b.id === accountId) ? accountId : bankAccounts[bankAccounts.length - 1].id
  const ok = checkAmount(amount, t, currency, limits, balance)
  const label = 'minor' in ok ? t('walletUi.withdraw.submit', { amount: money(ok.minor, currency) }) : t('walletUi.withdraw.submitEmpty')

  const submit = submitWith(
    () => withAmount(check(WithdrawBodySchema, { amount, bankAccountId: chosen, paymentPassword: pin }, t), ok),
    async (parsed) => {
      const body = { amount: toMajor(parsed.amount), bankAccountId: parsed.bankAccountId, paymentPassword: parsed.paymentPassword, ...(authenticator ? { authenticatorCode: code.trim() } : {}) }
      const res = await submission.send(api.wallet.wallet.withdraw.$post, body, { encrypt: true })
      if (!res.success) {
        if (res.code === 'PAYMENT_PASSWORD_WRONG') setErrors({ paymentPassword: failureText(t, res) })
        else if (res.code === 'AUTHENTICATOR_REQUIRED' || res.code?.startsWith('CODE_')) setErrors({ authenticatorCode: failureText(t, res) })
        else failed(res, t)
        return
      }
      await syncBalance(res.value?.balance)
      const paidTo = bankAccounts.find((b) => b.id === parsed.bankAccountId)
      setDone({ amount: parsed.amount, account: paidTo ? `${paidTo.bankName} ${paidTo.accountNumber}` : '', expectedAt: res.value?.expectedPayoutAt ?? null })
      setAmount('')
      setPin('')
      setCode('')
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
        {done.expectedAt !== null ? (
          <p className="wresult__figure" data-testid="expected-payout">
            <span>{t('walletUi.withdraw.expectedTitle')}</span>
            <b>
              <LocalTime ms={done.expectedAt} language={language} />
            </b>
          </p>
        ) : null}
        {done.expectedAt !== null ? <p className="wnote wnote--small">{t('walletUi.withdraw.expectedText', { account: done.account })}</p> : null}
        <p className="wnote wnote--small">{t('walletUi.withdraw.confirmAfter', { duration: rules.confirmWindow })}</p>
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
                <span className="wbank__logo">
                  <PayLogo mark={b.type} size={36} />
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
            {authenticator ? (
              <TextField
                name="authenticatorCode"
                label={t('security.authenticator.withdrawCode')}
                value={code}
                onValue={(v) => {
                  setCode(
                    v
                      .toUpperCase()
                      .replace(/[^0-9A-Z-]/g, '')
                      .slice(0, 16),
                  )
                  clear('authenticatorCode')
                }}
                error={errors.authenticatorCode || undefined}
                hint={t('security.authenticator.withdrawHint')}
                inputMode="numeric"
                autoComplete="one-time-code"
              />
            ) : null}
            <PayoutRules t={t} rules={rules} />
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
