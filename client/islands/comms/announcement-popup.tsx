'use client'
/**
 * The public announcement popup (spec §2 popups, §3 announcement/popup execution, §4 "tabs paged 9
 * per page; selected item toggles open/closed", §9 announcement page size 9). Opens on its own once
 * per browser session with the popups meant for the visitor:
 * - anonymous: execution B;
 * - logged in: execution A, and F first when this session began with a first-time login (the
 *   login or register answer's `firstTimeLogin`, remembered in sessionStorage `firstTimeLogin`);
 * and is skipped once the session marks it closed (spec §2: separate keys for logged-in and
 * anonymous): sessionStorage `announcementPopupClosed:guest` and `announcementPopupClosed:member`.
 * Titles are tabs, 9 a page with previous/next; the selected tab shows its content beneath it and a
 * click on it again folds it (announcement-popup-view.tsx, loaded only when there is something to
 * show: issue 16, decision 0039). HTML is sanitised on the server. Not opened over another popup
 * route (/login, /register, /help): `suppress`.
 */
import { lazy, Suspense, useEffect, useState } from 'react'

export interface PopupItem {
  id: number
  title: string
  html: string
  execution: 'A' | 'B' | 'F'
}

export interface AnnouncementPopupProps {
  items: PopupItem[]
  /** A member (any class) is signed in; false for an anonymous visitor. */
  signedIn: boolean
  suppress: boolean
  pageSize: number
  /** comms.popup.* */
  texts: { title: string; close: string; previousPage: string; nextPage: string; pageOf: string; list: string }
}

const FIRST_LOGIN_KEY = 'firstTimeLogin'
/** The session's "closed" mark of anonymous visitors and of logged-in ones. */
export const POPUP_CLOSED_KEYS = { guest: 'announcementPopupClosed:guest', member: 'announcementPopupClosed:member' } as const
const closedKey = (signedIn: boolean) => (signedIn ? POPUP_CLOSED_KEYS.member : POPUP_CLOSED_KEYS.guest)

function storage(): Storage | null {
  try {
    return sessionStorage
  } catch {
    return null
  }
}

/** The popups for this visitor and session: B anonymous; A logged in, F first on a first-time login. */
export function popupsFor(items: PopupItem[], signedIn: boolean, firstLogin: boolean): PopupItem[] {
  if (!signedIn) return items.filter((i) => i.execution === 'B')
  return [...(firstLogin ? items.filter((i) => i.execution === 'F') : []), ...items.filter((i) => i.execution === 'A')]
}

const View = lazy(() => import('./announcement-popup-view'))

export function AnnouncementPopup({ items, signedIn, suppress, pageSize, texts }: AnnouncementPopupProps) {
  // The popups to show, numbered: each new choice mounts the dialog afresh (first page, first item open).
  const [round, setRound] = useState<{ n: number; shown: PopupItem[] } | null>(null)

  // A first-time login or registration: remember it for the signed-in render that follows.
  useEffect(() => {
    const onAuth = (e: Event) => {
      if ((e as CustomEvent<{ firstTimeLogin?: unknown }>).detail?.firstTimeLogin === true) storage()?.setItem(FIRST_LOGIN_KEY, '1')
    }
    addEventListener('auth:changed', onAuth)
    return () => removeEventListener('auth:changed', onAuth)
  }, [])

  useEffect(() => {
    if (suppress) return
    const s = storage()
    const list = popupsFor(items, signedIn, s?.getItem(FIRST_LOGIN_KEY) === '1')
    if (list.length === 0 || s?.getItem(closedKey(signedIn)) === '1') return
    setRound((r) => ({ n: (r?.n ?? 0) + 1, shown: list }))
  }, [items, signedIn, suppress])

  const closed = () => {
    const s = storage()
    s?.setItem(closedKey(signedIn), '1')
    if (signedIn) s?.removeItem(FIRST_LOGIN_KEY)
  }

  return round ? (
    <Suspense fallback={null}>
      <View key={round.n} shown={round.shown} pageSize={pageSize} texts={texts} onClose={closed} />
    </Suspense>
  ) : null
}
