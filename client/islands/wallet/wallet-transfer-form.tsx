'use client'
/**
 * Moving money between the main wallet and a game wallet (spec §7 GCS_walletTransfer), for brands
 * with separate game wallets (GCS_merchantWallet value.isSingle false). One side is always the
 * main wallet. POST /wps/relay/GCS_walletTransfer with a fresh Idempotency-Key per submission.
 */
import { useState } from 'react'
import { refresh } from '../../router'
import { WalletTransferBodySchema, toMajor } from '../../../shared/schemas/wallet'
import { AmountField, checkAmount, money, syncBalance, useSubmission, withAmount, type Currency } from './money'
import { api } from '../../api'
import { FormAlert, SubmitButton, check, translator, useForm, type Texts } from '../../components/form-kit'

/** A wallet the member can move money from or to: `MAIN` or a vendor code; balance in minor units. */
export interface WalletChoice {
  code: string
  name: string
  balance: number
}

export function WalletTransferForm({ wallets, limits, currency, texts }: { wallets: WalletChoice[]; limits: { min: number; max: number }; currency: Currency; texts: Texts }) {
  const t = translator(texts)
  const [from, setFrom] = useState('MAIN')
  const [to, setTo] = useState(wallets.find((w) => w.code !== 'MAIN')?.code ?? 'MAIN')
  const [amount, setAmount] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const { busy, alert, errors, clear, form, submitWith, failed } = useForm()
  const submission = useSubmission()
  const source = wallets.find((w) => w.code === from)
  const nameOf = (code: string) => wallets.find((w) => w.code === code)?.name ?? code

  // One side is the main wallet: choosing a game wallet on one side puts MAIN on the other.
  const choose = (side: 'from' | 'to', code: string) => {
    setMessage(null)
    if (side === 'from') {
      setFrom(code)
      if (code !== 'MAIN') setTo('MAIN')
      else if (to === 'MAIN') setTo(wallets.find((w) => w.code !== 'MAIN')?.code ?? 'MAIN')
    } else {
      setTo(code)
      if (code !== 'MAIN') setFrom('MAIN')
      else if (from === 'MAIN') setFrom(wallets.find((w) => w.code !== 'MAIN')?.code ?? 'MAIN')
    }
  }

  const submit = submitWith(
    () => withAmount(check(WalletTransferBodySchema, { from, to, amount }, t), checkAmount(amount, t, currency, limits, source?.balance)),
    async (parsed) => {
      setMessage(null)
      const res = await submission.send(api.wallet.relay.GCS_walletTransfer.$post, { from: parsed.from, to: parsed.to, amount: toMajor(parsed.amount) })
      if (!res.success) return failed(res, t)
      await syncBalance(res.value?.balance)
      setMessage(t('walletUi.wallet.transferred', { amount: money(parsed.amount, currency), to: nameOf(parsed.to) }))
      setAmount('')
      refresh()
    },
  )

  const select = (side: 'from' | 'to', value: string) => (
    <label className="wselect">
      <span className="auth-field__label">{t(side === 'from' ? 'walletUi.wallet.from' : 'walletUi.wallet.to')}</span>
      <select name={side} value={value} onChange={(e) => choose(side, e.target.value)}>
        {wallets.map((w) => (
          <option key={w.code} value={w.code}>{`${w.name} · ${money(w.balance, currency)}`}</option>
        ))}
      </select>
    </label>
  )

  return (
    <form ref={form} className="wform wcard" noValidate onSubmit={submit} data-testid="wallet-transfer-form">
      <h3 className="wsub__title">{t('walletUi.wallet.transferTitle')}</h3>
      <div className="wgrid2">
        {select('from', from)}
        {select('to', to)}
      </div>
      {errors.to ? <p className="auth-field__error">{errors.to}</p> : null}
      <AmountField
        label={t('walletUi.common.amount')}
        value={amount}
        onValue={(v) => {
          setAmount(v)
          clear('amount')
        }}
        error={errors.amount || undefined}
        currency={currency}
        limits={limits}
        t={t}
      />
      <FormAlert message={alert} />
      {message ? (
        <p className="wok" role="status">
          {message}
        </p>
      ) : null}
      <SubmitButton busy={busy} t={t}>
        {t('walletUi.wallet.transfer')}
      </SubmitButton>
    </form>
  )
}
