/**
 * The tab's live-event stream (issue 8; spec §4 "a live-event listener runs only when logged in"),
 * loaded by the `LiveEvents` island (client/islands/live-events.tsx) once a member is signed in:
 * one EventSource on `/wps/member/events` per tab, open only while `enabled` and closed when it turns
 * off (logout) or the island unmounts.
 * - `balance` → `wallet:changed` (the header balance follows, header-balance.tsx);
 * - `messages` / `promotions` → `live:messages` / `live:promotions` with the count (badges, live-count.tsx);
 * - `logout` → the session of this tab ended elsewhere: if the cookie still names a live session
 *   (this tab changed the password and got a new one) the stream reconnects; otherwise a notice
 *   says why (with the end of a time-out or self-exclusion) and the page re-renders signed out;
 * - `maintenance` → the page re-renders from the server, which shows the maintenance page.
 * It stays mounted after the sign-out (`enabled` false), so the notice outlives the re-render.
 */
import { useEffect, useRef, useState } from 'react'
import { navigate, refresh } from '../router'
import { api, call } from '../api'
import { fill } from '../components/texts'
import { forgetMemberSummary } from '../member-summary'
import { ownLogout } from '../own-logout'
import type { LiveEventsProps, LiveLogoutReason } from './live-events'
import { localeOf } from '../../shared/i18n/format'

const EVENTS_URL = '/wps/member/events'

/** Dispatches a window event other islands listen to (`wallet:changed`, `live:messages`, ...). */
function emit(name: string, detail: unknown) {
  dispatchEvent(new CustomEvent(name, { detail }))
}

function parse(e: Event): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse((e as MessageEvent<string>).data)
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** True while the browser's cookie still names a live session (401 otherwise). */
async function stillSignedIn(): Promise<boolean> {
  const res = await call(api.wallet.v2.wallets.balance.$get())
  return res.status >= 200 && res.status < 300
}

/** The stream and its sign-out notice (see the module comment); mounted by `LiveEvents` once a member is signed in. */
export default function LiveEventsStream({ enabled, language, labels }: LiveEventsProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [generation, setGeneration] = useState(0)
  // Texts come with every server render; the stream must not reconnect for that.
  const text = useRef(labels)
  text.current = labels

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is the reconnect trigger (bumped after a false logout), not a value the effect reads
  useEffect(() => {
    if (!enabled) return
    const source = new EventSource(EVENTS_URL, { withCredentials: true })
    let done = false
    const stop = () => {
      done = true
      source.close()
      delete document.documentElement.dataset.live
    }
    // `html[data-live="open"]` while the stream is connected (tests and styles can tell).
    source.onopen = () => {
      document.documentElement.dataset.live = 'open'
    }
    const signedOut = async (reason: LiveLogoutReason, until: number | null) => {
      stop()
      const { own, final } = ownLogout()
      if (final) return forgetMemberSummary()
      if (await stillSignedIn()) {
        setGeneration((g) => g + 1)
        return
      }
      forgetMemberSummary()
      if (own) return
      const when = until ? new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(until) : ''
      setNotice(fill(text.current[reason] ?? text.current.expired, { until: when }))
      navigate('/', { replace: true })
    }
    source.addEventListener('balance', (e) => {
      const d = parse(e)
      if (typeof d?.balance === 'number') emit('wallet:changed', { balance: d.balance })
    })
    source.addEventListener('messages', (e) => {
      const d = parse(e)
      if (typeof d?.unread === 'number') emit('live:messages', { count: d.unread })
    })
    source.addEventListener('promotions', (e) => {
      const d = parse(e)
      if (typeof d?.count === 'number') emit('live:promotions', { count: d.count })
    })
    source.addEventListener('logout', (e) => {
      const d = parse(e)
      void signedOut((typeof d?.reason === 'string' ? d.reason : 'expired') as LiveLogoutReason, typeof d?.until === 'number' ? d.until : null)
    })
    source.addEventListener('maintenance', () => {
      stop()
      refresh()
    })
    // This tab took a break or self-excluded (the answer came before, or instead of, the stream's event).
    const onLocal = (e: Event) => {
      const d = (e as CustomEvent<{ reason?: LiveLogoutReason; until?: number }>).detail
      void signedOut(d?.reason ?? 'expired', d?.until ?? null)
    }
    addEventListener('live:logout', onLocal)
    // A refused (re)connect (401: the session ended while the stream was down) closes the source for good.
    source.onerror = () => {
      if (!done && source.readyState === EventSource.CLOSED) void signedOut('expired', null)
    }
    return () => {
      removeEventListener('live:logout', onLocal)
      stop()
    }
  }, [enabled, generation, language])

  useEffect(() => {
    if (notice && !dialog.current?.open) dialog.current?.showModal()
  }, [notice])

  return (
    <dialog ref={dialog} className="modal modal--small live-notice" aria-labelledby="live-notice-title" data-testid="live-notice" onClose={() => setNotice(null)}>
      <div className="modal__body">
        <header className="modal__head">
          <h2 id="live-notice-title">{labels.signedOutTitle}</h2>
        </header>
        <p className="live-notice__text" data-testid="live-notice-text">
          {notice}
        </p>
        <footer className="modal__foot">
          <button type="button" className="btn btn--primary" onClick={() => dialog.current?.close()}>
            {labels.ok}
          </button>
        </footer>
      </div>
    </dialog>
  )
}
