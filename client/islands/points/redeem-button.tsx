'use client'
/**
 * Redeem a reward of the points mall (spec §7 passwordCheck/MCS2_redeemPointReward, E): the card's
 * button opens a dialog with the reward, a quantity stepper (1 to the most the member can take),
 * the total, and the payment password; the encrypted call carries a fresh Idempotency-Key per
 * submission (the same key again after an uncertain answer). On success the page refreshes (new
 * points balance, the request in the redeem history, status "in process").
 */
import { useRef, useState } from 'react'
import { refresh } from '../../router'
import { formatMoney } from '../../../shared/format'
import { formatPoints } from '../../../shared/number-format'
import { MAX_REDEEM_QUANTITY, RedeemBodySchema } from '../../../shared/schemas/points'
import { FormAlert, ResultCard, SubmitButton, check, translator, useForm, type Texts } from '../../components/form-kit'
import { useSubmission } from '../wallet/money'
import { api } from '../../api'
import { PointsPinField } from './pin-field'

export interface RedeemReward {
  id: number
  name: string
  description: string
  imageUrl: string
  /** Points per unit. */
  points: number
  /** Minor units of lifetime valid bet required. */
  amountRequirement: number
  /** Units left; null = unlimited. */
  stock: number | null
}

export function RedeemButton({
  reward,
  pointsBalance,
  pinSet,
  symbol,
  locale,
  texts,
  setPinHref,
}: {
  reward: RedeemReward
  pointsBalance: number
  pinSet: boolean
  symbol: string
  /** The page's BCP 47 tag (shared/i18n/format.ts `localeOf`) for amounts and points; English when absent. */
  locale?: string
  texts: Texts
  /** Where the payment password is set (member centre, withdraw tab). */
  setPinHref: string
}) {
  const t = translator(texts)
  const dialog = useRef<HTMLDialogElement>(null)
  const most = Math.max(1, Math.min(MAX_REDEEM_QUANTITY, reward.stock ?? MAX_REDEEM_QUANTITY, Math.floor(pointsBalance / reward.points)))
  const [quantity, setQuantity] = useState(1)
  const [pin, setPin] = useState('')
  const [done, setDone] = useState(false)
  const { busy, alert, setAlert, errors, clear, form, submitWith, failed } = useForm()
  const submission = useSubmission()
  const titleId = `redeem-${reward.id}-title`

  const open = () => {
    setDone(false)
    setAlert(null)
    setPin('')
    setQuantity(1)
    dialog.current?.showModal()
  }
  const close = () => {
    dialog.current?.close()
    if (done) refresh()
  }

  const submit = submitWith(
    () => check(RedeemBodySchema, { rewardId: reward.id, quantity, paymentPassword: pin }, t),
    async (body) => {
      const res = await submission.send(api.points.passwordCheck.MCS2_redeemPointReward.$post, body, { encrypt: true })
      if (!res.success) return failed(res, t)
      setDone(true)
      setPin('')
    },
  )

  return (
    <>
      <button type="button" className="btn btn--primary pm-card__cta" onClick={open} aria-haspopup="dialog" data-testid={`redeem-${reward.id}`}>
        {t('points.mall.redeem')}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click closes the modal; its keyboard equivalent is the native dialog Escape (cancel), and the click only acts when the target is the dialog box itself */}
      <dialog
        ref={dialog}
        className="modal modal--small pm-dialog"
        aria-labelledby={titleId}
        onClose={() => {
          if (done) refresh()
        }}
        onClick={(e) => {
          if (e.target === e.currentTarget) close()
        }}
      >
        <header className="modal__head">
          <h2 id={titleId}>{t('points.mall.redeemTitle', { name: reward.name })}</h2>
          <button type="button" className="icon-btn" aria-label={t('points.mall.close')} onClick={close}>
            <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </header>
        <div className="pm-dialog__body">
          {done ? (
            <ResultCard
              title={t('points.mall.redeemed')}
              actions={
                <button type="button" className="btn btn--primary" onClick={close} data-testid="redeem-done">
                  {t('points.mall.done')}
                </button>
              }
            >
              <p className="wresult__text">{t('points.mall.redeemedText', { name: reward.name })}</p>
            </ResultCard>
          ) : (
            <>
              <div className="pm-dialog__reward">
                <img src={reward.imageUrl} alt="" width={120} height={90} />
                <div>
                  <p className="pm-dialog__name">{reward.name}</p>
                  <p className="pm-dialog__desc">{reward.description}</p>
                  <p className="pm-dialog__req">
                    {t('points.mall.amountRequirement')}: {reward.amountRequirement > 0 ? formatMoney(reward.amountRequirement, symbol, locale) : t('points.mall.noRequirement')}
                  </p>
                </div>
              </div>
              {!pinSet ? (
                <div className="pm-dialog__nopin">
                  <p className="wnote">{t('points.mall.noPin')}</p>
                  <a className="btn btn--primary" href={setPinHref}>
                    {t('points.mall.setPin')}
                  </a>
                </div>
              ) : (
                <form ref={form} className="wform" noValidate onSubmit={submit} aria-busy={busy || undefined} data-testid="redeem-form">
                  <div className="pm-qty">
                    <span className="pm-qty__label" id={`${titleId}-qty`}>
                      {t('points.mall.quantity')}
                    </span>
                    {/* biome-ignore lint/a11y/useSemanticElements: a named group of buttons laid out with flex/grid; a <fieldset> brings its own border, padding and min-inline-size and would change the look */}
                    <div className="pm-qty__stepper" role="group" aria-labelledby={`${titleId}-qty`}>
                      <button type="button" className="icon-btn" aria-label={t('points.mall.decrease')} disabled={quantity <= 1} onClick={() => setQuantity((q) => Math.max(1, q - 1))}>
                        −
                      </button>
                      <output className="pm-qty__value" aria-live="polite" data-testid="redeem-quantity">
                        {quantity}
                      </output>
                      <button type="button" className="icon-btn" aria-label={t('points.mall.increase')} disabled={quantity >= most} onClick={() => setQuantity((q) => Math.min(most, q + 1))}>
                        +
                      </button>
                    </div>
                    <p className="pm-qty__total">
                      {t('points.mall.totalPoints')}: <b data-testid="redeem-total">{t('points.mall.pts', { points: formatPoints(reward.points * quantity, locale) })}</b>
                    </p>
                  </div>
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
                  <div className="pm-dialog__actions">
                    <button type="button" className="btn btn--ghost" onClick={close}>
                      {t('points.mall.cancel')}
                    </button>
                    <SubmitButton busy={busy} t={t}>
                      {t('points.mall.submitRedeem')}
                    </SubmitButton>
                  </div>
                </form>
              )}
            </>
          )}
        </div>
      </dialog>
    </>
  )
}
