'use client'
/**
 * The header balance (spec §2 header): the member's balance with the currency symbol and 2
 * decimals, a hide toggle that shows *** (remembered in localStorage `balanceHidden`, applied
 * before paint by the document's early script through `html[data-balance="hidden"]`), and a
 * refresh button (GET /wps/v2/wallets/balance, spinner while it loads).
 * The balance comes from the member summary (client/member-summary.ts, decision 0038): the header
 * is part of pages shared by every member. After every money movement the wallet forms dispatch
 * `wallet:changed` with the new balance (major units): the header shows it at once, without a reload.
 */
import { useEffect, useState } from 'react'
import { api, call } from '../../api'
import { formatMajor } from '../../../shared/format'
import { patchMemberSummary, useMemberSummary } from '../../member-summary'

const STORAGE_KEY = 'balanceHidden'

export interface HeaderBalanceLabels {
  balance: string
  hide: string
  show: string
  refresh: string
  refreshFailed: string
}

const EYE = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z'
const EYE_OFF = 'M3 3l18 18M10.6 5.1A10.7 10.7 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2'
const REFRESH = 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7'

function Glyph({ d }: { d: string }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  )
}

/** The balance of the signed-in member (from the member summary; a placeholder until it arrives), in the page language's separators (`locale`, a BCP 47 tag). */
export function HeaderBalance({ symbol, locale, labels }: { symbol: string; locale?: string; labels: HeaderBalanceLabels }) {
  const summary = useMemberSummary()
  const [hidden, setHidden] = useState(false)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    setHidden(document.documentElement.dataset.balance === 'hidden')
    const onChanged = (e: Event) => {
      const value = (e as CustomEvent<{ balance?: unknown }>).detail?.balance
      if (typeof value === 'number' && Number.isFinite(value)) {
        patchMemberSummary({ balance: value })
        setFailed(false)
      }
    }
    addEventListener('wallet:changed', onChanged)
    return () => removeEventListener('wallet:changed', onChanged)
  }, [])

  const toggle = () => {
    const next = !hidden
    setHidden(next)
    if (next) document.documentElement.dataset.balance = 'hidden'
    else delete document.documentElement.dataset.balance
    try {
      localStorage.setItem(STORAGE_KEY, next ? '1' : '0')
    } catch {
      /* private mode */
    }
  }

  const refresh = async () => {
    if (loading) return
    setLoading(true)
    const res = await call(api.wallet.v2.wallets.balance.$get())
    setLoading(false)
    if (res.success && typeof res.value?.balance === 'number') {
      patchMemberSummary({ balance: res.value.balance })
      setFailed(false)
    } else setFailed(true)
  }

  const text = summary ? formatMajor(summary.balance, symbol, locale) : ''
  return (
    <div className="hbal" data-testid="header-balance" data-loaded={summary ? 'true' : undefined}>
      <span className="hbal__label">{labels.balance}</span>
      <span className="hbal__value" aria-live="polite" aria-busy={loading || undefined} title={failed ? labels.refreshFailed : undefined}>
        <span className="hbal__amount" data-testid="header-balance-amount">
          {text}
        </span>
        <span className="hbal__mask" aria-hidden={!hidden}>
          ***
        </span>
      </span>
      <button type="button" className="hbal__btn" onClick={toggle} aria-pressed={hidden} aria-label={hidden ? labels.show : labels.hide} title={hidden ? labels.show : labels.hide}>
        <Glyph d={hidden ? EYE_OFF : EYE} />
      </button>
      <button
        type="button"
        className={loading ? 'hbal__btn is-loading' : failed ? 'hbal__btn is-failed' : 'hbal__btn'}
        onClick={refresh}
        disabled={loading}
        aria-label={labels.refresh}
        title={failed ? labels.refreshFailed : labels.refresh}
      >
        <Glyph d={REFRESH} />
      </button>
    </div>
  )
}
