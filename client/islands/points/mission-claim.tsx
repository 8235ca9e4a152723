'use client'
/**
 * The claim button of a completed daily mission (POST /wps/relay/MCS2_claimMission): pays the
 * reward into the main wallet once; the header balance follows (`wallet:changed`) and the page
 * refreshes (the mission shows claimed, the menu badge drops). A refused claim shows why.
 */
import { useRef, useState } from 'react'
import { refresh } from '../../router'
import { formatMoney } from '../../../shared/format'
import { failureText, translator, type Texts } from '../../components/form-kit'
import { majorToMinor, syncBalance } from '../wallet/money'
import { api, call } from '../../api'

export function MissionClaim({
  missionId,
  reward,
  symbol,
  locale,
  texts,
}: {
  missionId: number
  /** Minor units. */
  reward: number
  symbol: string
  /** The page's BCP 47 tag (shared/i18n/format.ts `localeOf`) for amounts and points; English when absent. */
  locale?: string
  texts: Texts
}) {
  const t = translator(texts)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const running = useRef(false)

  const claim = async () => {
    if (running.current) return
    running.current = true
    setBusy(true)
    setMessage(null)
    const res = await call(api.points.MCS2_claimMission.$post({ json: { missionId } }))
    running.current = false
    setBusy(false)
    if (!res.success || !res.value) return setMessage({ ok: false, text: failureText(t, res) })
    await syncBalance(res.value.balance)
    setMessage({ ok: true, text: t('points.missions.claimedToast', { amount: formatMoney(majorToMinor(res.value.amount), symbol, locale) }) })
    refresh()
  }

  return (
    <div className="ms-claim">
      <button type="button" className="btn btn--primary ms-claim__btn" onClick={claim} disabled={busy} aria-busy={busy || undefined} data-testid={`claim-${missionId}`}>
        {busy ? <span className="auth-spinner" aria-hidden="true" /> : null}
        {t('points.missions.claim', { amount: formatMoney(reward, symbol, locale) })}
      </button>
      {message ? (
        <p className={message.ok ? 'ms-claim__msg is-ok' : 'ms-claim__msg auth-alert'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
    </div>
  )
}
