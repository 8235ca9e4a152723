/**
 * The page a member comes back to from a hosted checkout (issue 17, decision 0045): PayMongo's
 * success_url and cancel_url are the deposit tab with `deposit=<reference>&checkout=success|cancel`
 * (server/providers/payments/paymongo.ts). Above the form, this card shows that deposit's state as
 * the wallet knows it now: credited (with the new balance), still waiting for the payment's
 * confirmation (the tab's DepositWatch re-renders the page when the webhook credits it), left
 * unpaid (cancel: a link back to the same checkout while it is pending), or failed. Nothing when
 * the reference is not one of the member's deposits.
 */
import type { PageContext } from '../context'
import { formatMoney } from '../../../shared/format'
import { localeOf } from '../../../shared/i18n/format'

type ReturnState = 'credited' | 'pending' | 'cancelled' | 'failed'

const ICON: Record<ReturnState, string> = { credited: '✓', pending: '⏳', cancelled: '↩', failed: '✕' }

export function DepositReturn({ ctx }: { ctx: PageContext }) {
  const reference = ctx.url.searchParams.get('deposit')
  if (!reference || !/^DP\d{12,20}$/.test(reference)) return null
  const wallet = ctx.platform.wallet
  const d = wallet.depositByReference(ctx.member!.id, reference)
  if (!d) return null
  const t = ctx.t
  const symbol = wallet.settings().currencySymbol
  const amount = formatMoney(d.amount, symbol, localeOf(ctx.language))
  const state: ReturnState = d.status === 'CREDITED' ? 'credited' : d.status === 'REJECTED' ? 'failed' : ctx.url.searchParams.get('checkout') === 'cancel' ? 'cancelled' : 'pending'
  const title = { credited: 'returnCreditedTitle', pending: 'returnPendingTitle', cancelled: 'returnCancelledTitle', failed: 'returnFailedTitle' }[state]
  const text = { credited: 'returnCreditedText', pending: 'returnPendingText', cancelled: 'returnCancelledText', failed: 'returnFailedText' }[state]
  return (
    <div className={`wresult wresult--${state === 'credited' ? 'success' : state === 'failed' ? 'failed' : 'pending'}`} role="status" data-testid="deposit-return" data-state={state}>
      <span className="wresult__icon" aria-hidden="true">
        {ICON[state]}
      </span>
      <h3 className="wresult__title">{t(`walletUi.deposit.${title}`)}</h3>
      <p className="wresult__text">{t(`walletUi.deposit.${text}`, { amount })}</p>
      {state === 'credited' ? (
        <p className="wresult__figure">
          <span>{t('walletUi.deposit.newBalance')}</span>
          <b data-testid="deposit-return-balance">{formatMoney(wallet.balance(ctx.member!.id), symbol, localeOf(ctx.language))}</b>
        </p>
      ) : null}
      <p className="wresult__figure">
        <span>{t('walletUi.deposit.referenceNo')}</span>
        <b className="wmono">{d.reference}</b>
      </p>
      <div className="wresult__actions">
        {state === 'cancelled' && d.checkoutUrl ? (
          <a className="btn btn--primary" href={d.checkoutUrl}>
            {t('walletUi.deposit.payNow')}
          </a>
        ) : null}
        <a className="btn btn--ghost" href="/member?tab=depositv2">
          {t('walletUi.deposit.again')}
        </a>
      </div>
    </div>
  )
}
