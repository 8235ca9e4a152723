'use client'
/**
 * Deposit (spec §2 depositv2): the method as cards, the amount with quick chips within the
 * method's limits and the min–max shown, and for a bank transfer the payee's bank details and the
 * payer's reference. Submit → POST /wps/wallet/deposit with a fresh Idempotency-Key (the same key
 * on a retry of the same submission). A sandbox method is credited at once (the success state
 * shows the new balance and the header follows through `wallet:changed`); a bank transfer waits
 * for an operator (pending state), and the page re-renders its pending list from the server.
 * Issue 16: each method shows its mark (pay-logo.tsx); the deposit bonuses the member can join are
 * offered in the form ("No bonus" unless one is already joined) and the chosen one is joined with the
 * deposit (`promotionId`); the result shows the request's reference number.
 * Issue 17: a PayMongo method answers a checkout page (`checkoutUrl`): the browser goes there, and the
 * member comes back to the deposit tab, which shows that deposit's state (server/pages/member/deposit-return.tsx).
 */
import { useState } from 'react'
import { refresh } from '../../router'
import { DepositBodySchema, toMajor } from '../../../shared/schemas/wallet'
import { AmountField, checkAmount, chipsWithin, money, syncBalance, useSubmission, withAmount, type Currency } from './money'
import { api } from '../../api'
import { FormAlert, TextField, ResultCard, SubmitButton, check, translator, useForm, type Texts } from '../../components/form-kit'
import { PayLogo, payMarkOf } from './pay-logo'

/** A deposit method as the page passes it: name already in the member's language, limits in minor units. */
export interface DepositMethodView {
  code: string
  provider: 'SANDBOX' | 'BANK' | 'PAYMONGO'
  name: string
  min: number
  max: number
  payee: { bankName: string; accountNumber: string; accountName: string } | null
}

/** A DEPOSIT_BONUS promotion the member may take with this deposit (title and summary in the member's language). */
export interface DepositBonusView {
  id: number
  title: string
  summary: string
  /** Already joined: the next qualifying deposit earns it anyway. */
  joined: boolean
}

type Outcome = { kind: 'credited'; amount: number; balance: number | null; reference: string | null } | { kind: 'pending'; amount: number; reference: string | null }

/** The request's reference number with its note (both outcomes). */
function ReferenceLine({ reference, t }: { reference: string | null; t: (key: string) => string }) {
  if (!reference) return null
  return (
    <>
      <p className="wresult__figure">
        <span>{t('walletUi.deposit.referenceNo')}</span>
        <b className="wmono" data-testid="deposit-reference">
          {reference}
        </b>
      </p>
      <p className="wnote wnote--small">{t('walletUi.deposit.referenceText')}</p>
    </>
  )
}

function CopyButton({ text, labels }: { text: string; labels: { copy: string; copied: string } }) {
  const [done, setDone] = useState(false)
  return (
    <button
      type="button"
      className="wcopy"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text)
          setDone(true)
          setTimeout(() => setDone(false), 1500)
        } catch {
          /* clipboard refused: the text stays selectable */
        }
      }}
    >
      {done ? labels.copied : labels.copy}
    </button>
  )
}

export function DepositForm({ methods, bonuses = [], currency, texts }: { methods: DepositMethodView[]; bonuses?: DepositBonusView[]; currency: Currency; texts: Texts }) {
  const t = translator(texts)
  const [code, setCode] = useState(methods[0]?.code ?? '')
  const [bonusId, setBonusId] = useState<number | null>(bonuses.find((b) => b.joined)?.id ?? null)
  const [amount, setAmount] = useState('')
  const [reference, setReference] = useState('')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const { busy, alert, setAlert, errors, clear, form, submitWith, failed } = useForm()
  const submission = useSubmission()
  const method = methods.find((m) => m.code === code) ?? methods[0]

  if (!method) return <p className="wnote">{t('walletUi.deposit.noMethods')}</p>

  const limits = { min: method.min, max: method.max }
  const amountOk = checkAmount(amount, t, currency, limits)
  const label = 'minor' in amountOk ? t('walletUi.deposit.submit', { amount: money(amountOk.minor, currency) }) : t('walletUi.deposit.submitEmpty')

  const submit = submitWith(
    () =>
      withAmount(
        check(DepositBodySchema, { methodCode: method.code, amount, payerReference: method.provider === 'BANK' && reference.trim() ? reference : undefined, promotionId: bonusId ?? undefined }, t),
        amountOk,
      ),
    async (parsed) => {
      const body = {
        methodCode: parsed.methodCode,
        amount: toMajor(parsed.amount),
        ...(parsed.payerReference ? { payerReference: parsed.payerReference } : {}),
        ...(parsed.promotionId ? { promotionId: parsed.promotionId } : {}),
      }
      const res = await submission.send(api.wallet.wallet.deposit.$post, body)
      if (!res.success) return failed(res, t)
      const ref = res.value?.reference ?? null
      // A hosted-checkout method (PayMongo, decision 0045): the member pays on the provider's page and comes back to the deposit tab.
      const checkoutUrl = (res.value as { checkoutUrl?: string } | undefined)?.checkoutUrl
      if (checkoutUrl && res.value?.status === 'PENDING') {
        window.location.assign(checkoutUrl)
        return
      }
      if (res.value?.status === 'CREDITED') setOutcome({ kind: 'credited', amount: parsed.amount, balance: await syncBalance(res.value.balance), reference: ref })
      else setOutcome({ kind: 'pending', amount: parsed.amount, reference: ref })
      setAmount('')
      setReference('')
      refresh()
    },
  )

  if (outcome) {
    const again = (
      <button type="button" className="btn btn--ghost" onClick={() => setOutcome(null)}>
        {t('walletUi.deposit.again')}
      </button>
    )
    return outcome.kind === 'credited' ? (
      <ResultCard title={t('walletUi.deposit.creditedTitle')} actions={again}>
        <p className="wresult__text">{t('walletUi.deposit.creditedText', { amount: money(outcome.amount, currency) })}</p>
        {outcome.balance !== null ? (
          <p className="wresult__figure">
            <span>{t('walletUi.deposit.newBalance')}</span>
            <b data-testid="deposit-new-balance">{money(outcome.balance, currency)}</b>
          </p>
        ) : null}
        <ReferenceLine reference={outcome.reference} t={t} />
      </ResultCard>
    ) : (
      <ResultCard tone="pending" title={t('walletUi.deposit.pendingTitle')} actions={again}>
        <p className="wresult__text">{t('walletUi.deposit.pendingText', { amount: money(outcome.amount, currency) })}</p>
        <ReferenceLine reference={outcome.reference} t={t} />
      </ResultCard>
    )
  }

  return (
    <form ref={form} className="wform" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <fieldset className="wmethods">
        <legend className="wlegend">{t('walletUi.deposit.chooseMethod')}</legend>
        <div className="wmethods__grid">
          {methods.map((m) => (
            <label key={m.code} className={m.code === method.code ? 'wmethod is-active' : 'wmethod'}>
              <input
                type="radio"
                name="method"
                value={m.code}
                checked={m.code === method.code}
                onChange={() => {
                  setCode(m.code)
                  clear('amount')
                  setAlert(null)
                }}
              />
              <span className="wmethod__logo">
                <PayLogo mark={payMarkOf(m.code)} />
              </span>
              <span className="wmethod__text">
                <span className="wmethod__top">
                  <span className="wmethod__name">{m.name}</span>
                  <span className={m.provider === 'BANK' ? 'wtag' : 'wtag wtag--instant'}>
                    {m.provider === 'SANDBOX' ? t('walletUi.deposit.instant') : m.provider === 'PAYMONGO' ? t('walletUi.deposit.online') : t('walletUi.deposit.bank')}
                  </span>
                </span>
                <span className="wmethod__meta">{t('walletUi.deposit.limits', { min: money(m.min, currency), max: money(m.max, currency) })}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {method.provider === 'BANK' && method.payee ? (
        <div className="wpayee">
          <p className="wpayee__title">{t('walletUi.deposit.payee')}</p>
          <p className="wpayee__steps">{t('walletUi.deposit.bankSteps')}</p>
          <dl className="wpayee__grid">
            <dt>{t('walletUi.deposit.payeeBank')}</dt>
            <dd>{method.payee.bankName}</dd>
            <dt>{t('walletUi.deposit.payeeNumber')}</dt>
            <dd>
              <span className="wmono">{method.payee.accountNumber}</span>{' '}
              <CopyButton text={method.payee.accountNumber} labels={{ copy: t('walletUi.deposit.copy'), copied: t('walletUi.deposit.copied') }} />
            </dd>
            <dt>{t('walletUi.deposit.payeeName')}</dt>
            <dd>{method.payee.accountName}</dd>
          </dl>
        </div>
      ) : null}

      <AmountField
        label={t('walletUi.deposit.amount')}
        value={amount}
        onValue={(v) => {
          setAmount(v)
          clear('amount')
        }}
        error={errors.amount || undefined}
        currency={currency}
        limits={limits}
        chips={chipsWithin(method.min, method.max)}
        t={t}
      />

      {bonuses.length ? (
        <fieldset className="wbonus" data-testid="deposit-bonus">
          <legend className="wlegend">{t('walletUi.deposit.bonusTitle')}</legend>
          <div className="wbonus__list">
            <label className={bonusId === null ? 'wbonus__item is-active' : 'wbonus__item'}>
              <input type="radio" name="promotionId" value="" checked={bonusId === null} onChange={() => setBonusId(null)} />
              <span className="wbonus__title">{t('walletUi.deposit.noBonus')}</span>
            </label>
            {bonuses.map((b) => (
              <label key={b.id} className={bonusId === b.id ? 'wbonus__item is-active' : 'wbonus__item'}>
                <input type="radio" name="promotionId" value={b.id} checked={bonusId === b.id} onChange={() => setBonusId(b.id)} />
                <span className="wbonus__text">
                  <span className="wbonus__title">
                    {b.title}
                    {b.joined ? <span className="wtag wtag--instant">{t('walletUi.deposit.bonusJoined')}</span> : null}
                  </span>
                  {b.summary ? <span className="wbonus__summary">{b.summary}</span> : null}
                </span>
              </label>
            ))}
          </div>
          {bonusId !== null ? <p className="wnote wnote--small">{t('walletUi.deposit.bonusHint')}</p> : null}
        </fieldset>
      ) : null}

      {method.provider === 'BANK' ? (
        <TextField
          name="payerReference"
          label={t('walletUi.deposit.payerReference')}
          value={reference}
          onValue={(v) => {
            setReference(v)
            clear('payerReference')
          }}
          error={errors.payerReference || undefined}
          hint={t('walletUi.deposit.payerReferenceHint')}
          maxLength={64}
          autoComplete="off"
        />
      ) : null}

      <FormAlert message={alert} />
      <SubmitButton busy={busy} t={t}>
        {label}
      </SubmitButton>
    </form>
  )
}
