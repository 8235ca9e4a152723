'use client'
/**
 * The parts of the lobby's shared pages that belong to the signed-in member (decision 0038), each
 * filled in from the member summary (client/member-summary.ts): the account menu's avatar, name and
 * VIP tag, the inbox and promotions badges (following their live events), and the contract popup.
 * The server renders them with their texts only, so one render of a page serves every member of a
 * viewer class; each shows a placeholder of its final size until the summary arrives.
 * @see product-spec §2 header (logged in), §3 shared state (hasVip, availablePromoCount), §2 popups
 */
import { useEffect, useState } from 'react'
import { patchMemberSummary, useMemberSummary, type MemberSummary } from '../member-summary'
import { CountBadge } from '../components/count-badge'
import { ContractPopup } from './contracts/contract-popup'
import { fill } from '../components/form-kit'

/** The avatar, nickname and VIP tag of the account menu's toggle. */
export function MemberIdentity() {
  const m = useMemberSummary()
  return (
    <>
      <span className="avatar" aria-hidden="true">
        {m?.avatar ? <img className="avatar__img" src={m.avatar} alt="" width={32} height={32} /> : (m?.nickname.slice(0, 1).toUpperCase() ?? '')}
      </span>
      <span className="account-menu__name" data-testid="member-name" data-loaded={m ? 'true' : undefined}>
        {m?.nickname ?? ''}
      </span>
      {m?.hasVip ? (
        <span className="vip-tag" data-testid="header-vip">
          VIP {m.vipLevel}
        </span>
      ) : null}
    </>
  )
}

/** "Hello, {{name}}" in the account menu (`template` holds `{{name}}`). */
export function MemberHello({ template }: { template: string }) {
  const m = useMemberSummary()
  return <p className="account-menu__hello">{m ? fill(template, { name: m.nickname }) : '\u00a0'}</p>
}

type CountField = 'unreadMessages' | 'availablePromoCount'

/** Keeps a count of the summary in step with its live event (`live:messages`, `live:promotions`). */
function useLiveField(field: CountField, event: string) {
  useEffect(() => {
    const on = (e: Event) => {
      const n = (e as CustomEvent<{ count?: unknown }>).detail?.count
      if (typeof n === 'number' && Number.isInteger(n) && n >= 0) patchMemberSummary({ [field]: n } as Partial<MemberSummary>)
    }
    addEventListener(event, on)
    return () => removeEventListener(event, on)
  }, [field, event])
}

/** The header inbox's unread badge: the summary's count, following `live:messages`. */
export function InboxCount({ srLabel, className, testId }: { srLabel: string; className: string; testId?: string }) {
  const m = useMemberSummary()
  useLiveField('unreadMessages', 'live:messages')
  return <CountBadge count={m?.unreadMessages ?? 0} srLabel={srLabel} className={className} testId={testId} />
}

/**
 * The promotions entry's badge (availablePromoCount, spec §3 shared state), rendered for members and
 * agents only (the server leaves it out for visitors and trial accounts); follows `live:promotions`. `label` holds
 * `{{count}}` and names the count for screen readers.
 */
export function PromoCount({ label, className = 'nav-badge', testId }: { label: string; className?: string; testId?: string }) {
  const m = useMemberSummary()
  useLiveField('availablePromoCount', 'live:promotions')
  const count = m?.availablePromoCount ?? 0
  if (count <= 0) return null
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the badge text stays the bare count (the look, and the promotions e2e reads it); the label words that count in the link name
    <span className={className} data-testid={testId} aria-label={fill(label, { count })}>
      {count}
    </span>
  )
}

/**
 * The contract popup (spec §2 popups; AGENTPOLICY3) of a signed-in member with an offer or a
 * termination request awaiting an answer (the summary's `pendingContracts`); nothing otherwise.
 */
export function SummaryContractPopup({ texts, symbol, locale }: { texts: Record<string, string>; symbol: string; locale?: string }) {
  const m = useMemberSummary()
  const waiting = m !== null && m.pendingContracts.length > 0
  // The announcements of a login come first (spec §2 popups): the contract popup opens once no other dialog is open.
  const [free, setFree] = useState(false)
  useEffect(() => {
    if (!waiting) return
    let done = false
    const next = () => {
      if (done) return
      const open = document.querySelector<HTMLDialogElement>('dialog[open]')
      if (!open) return setFree(true)
      open.addEventListener('close', () => setTimeout(next, 0), { once: true })
    }
    next()
    return () => {
      done = true
    }
  }, [waiting])
  if (!m || !waiting || !free) return null
  return <ContractPopup key={`${m.memberId}:${m.pendingContracts.length}`} pending={m.pendingContracts} memberId={m.memberId} texts={texts} symbol={symbol} locale={locale} />
}
