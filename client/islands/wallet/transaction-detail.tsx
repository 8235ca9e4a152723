'use client'
/**
 * A row of the account record opens its transaction detail (spec §7 ODSFE2_MemTransDet): the
 * movement's number, type, time, amount, reference and its entries (own wallets with the balance
 * after; other members by account name). Loaded when opened, shown in a modal dialog.
 */
import { useRef, useState } from 'react'
import { formatMoney } from '../../../shared/format'
import { majorToMinor } from './money'
import { api, call } from '../../api'
import { translator, failureText, type Texts } from '../../components/form-kit'
import { localeOf } from '../../../shared/i18n/format'

/** The relay's answer (amounts in major units, time UTC ms). */
interface DetailAnswer {
  id: number
  kind: string
  amount: number
  reference: string | null
  counterpart: string | null
  createdAt: number
  legs: { account: string; code: string | null; own: boolean; amount: number; balanceAfter: number | null }[]
}

/** What the movement did to the member's main wallet (signed), else its size. */
function mainAmount(d: DetailAnswer): number {
  return d.legs.find((l) => l.own && l.account === 'MAIN')?.amount ?? d.amount
}

export function TransactionDetailButton({ id, label, symbol, language, texts }: { id: number; label: string; symbol: string; language: string; texts: Texts }) {
  const t = translator(texts)
  const dialog = useRef<HTMLDialogElement>(null)
  const [detail, setDetail] = useState<DetailAnswer | null>(null)
  const [error, setError] = useState<string | null>(null)
  const fmt = (major: number) => {
    const minor = majorToMinor(major)
    return minor > 0 ? `+${formatMoney(minor, symbol, localeOf(language))}` : formatMoney(minor, symbol, localeOf(language))
  }
  const time = (ms: number) => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'medium' }).format(ms)

  const open = async () => {
    dialog.current?.showModal()
    if (detail) return
    setError(null)
    const res = await call(api.wallet.relay.ODSFE2_MemTransDet.$get({ query: { id: String(id) } }))
    if (res.success && res.value) setDetail(res.value)
    else setError(res.status ? failureText(t, res) : t('walletUi.records.loadFailed'))
  }

  const legName = (leg: DetailAnswer['legs'][number]) => {
    const kind = t(`walletUi.records.accounts.${leg.account}`)
    return leg.code && leg.account !== 'MAIN' ? `${kind} · ${leg.code}` : kind
  }

  return (
    <>
      <button type="button" className="wref" onClick={open} aria-haspopup="dialog" aria-label={`${t('walletUi.records.detail')}: ${label}`}>
        <span className="wmono">{label}</span>
        <svg width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d="M9 5l7 7-7 7" />
        </svg>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click closes the modal; its keyboard equivalent is the native dialog Escape (cancel), and the click only acts when the target is the dialog box itself */}
      <dialog
        ref={dialog}
        className="modal wdetail"
        aria-labelledby={`tx-${id}-title`}
        onClick={(e) => {
          if (e.target === e.currentTarget) dialog.current?.close()
        }}
      >
        <header className="modal__head">
          <h2 id={`tx-${id}-title`}>{t('walletUi.records.detailTitle')}</h2>
          <button type="button" className="icon-btn" aria-label={t('walletUi.common.close')} onClick={() => dialog.current?.close()}>
            <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </header>
        <div className="wdetail__body" aria-busy={!detail && !error}>
          {error ? (
            <p className="auth-alert" role="alert">
              {error}
            </p>
          ) : !detail ? (
            <p className="wdetail__loading">
              <span className="auth-spinner" aria-hidden="true" /> {t('walletUi.records.loading')}
            </p>
          ) : (
            <>
              <p className={mainAmount(detail) >= 0 ? 'wdetail__amount wplus' : 'wdetail__amount wminus'} data-testid="detail-amount">
                {fmt(mainAmount(detail))}
              </p>
              <dl className="wdetail__grid">
                <dt>{t('walletUi.records.movement')}</dt>
                <dd className="wmono">{detail.id}</dd>
                <dt>{t('walletUi.records.kind')}</dt>
                <dd>{t(`wallet.kinds.${detail.kind}`)}</dd>
                <dt>{t('walletUi.records.time')}</dt>
                <dd>{time(detail.createdAt)}</dd>
                <dt>{t('walletUi.records.reference')}</dt>
                <dd className="wmono">{label}</dd>
              </dl>
              <h3 className="wdetail__legs-title">{t('walletUi.records.legs')}</h3>
              <ul className="wdetail__legs">
                {detail.legs.map((leg, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a transaction's legs have no id and never change once loaded; the position is the leg
                  <li key={i} className={leg.own ? 'wleg is-own' : 'wleg'}>
                    <span className="wleg__name">{legName(leg)}</span>
                    <span className={leg.amount >= 0 ? 'wleg__amount wplus' : 'wleg__amount wminus'}>{fmt(leg.amount)}</span>
                    {leg.balanceAfter !== null ? (
                      <span className="wleg__after">
                        {t('walletUi.records.balanceAfter')}: {formatMoney(majorToMinor(leg.balanceAfter), symbol, localeOf(language))}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </dialog>
    </>
  )
}
