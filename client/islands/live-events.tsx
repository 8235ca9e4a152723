'use client'
/**
 * The tab's live-event listener (issue 8; spec §4 "a live-event listener runs only when logged
 * in"): one EventSource on `/wps/member/events` per tab, opened only while `enabled` (a member is
 * signed in) and closed when it turns off (logout) or the island unmounts.
 * - `balance` → `wallet:changed` (the header balance follows, header-balance.tsx);
 * - `messages` / `promotions` → `live:messages` / `live:promotions` with the count (badges, LiveCount);
 * - `logout` → the session of this tab ended elsewhere: if the cookie still names a live session
 *   (this tab changed the password and got a new one) the stream reconnects; otherwise a notice
 *   says why (with the end of a time-out or self-exclusion) and the page re-renders signed out;
 * - `maintenance` → the page re-renders from the server, which shows the maintenance page.
 * The island sits in the layout, outside the member bar, so the notice outlives the sign-out.
 */
import { useEffect, useRef, useState } from 'react'
import { navigate, refresh } from '../router'
import { api, call } from '../api'
import { fill } from '../components/form-kit'
import { CountBadge } from '../components/count-badge'
import { forgetMemberSummary } from '../member-summary'

export type LiveLogoutReason = 'revoked' | 'passwordChanged' | 'timeOut' | 'selfExclusion' | 'expired'

export interface LiveEventsLabels extends Record<LiveLogoutReason, string> {
  signedOutTitle: string
  ok: string
}

const EVENTS_URL = '/wps/member/events'

/** Until when (ms, epoch) a logout this tab asked for is under way: its own `logout` event is expected then. */
let ownLogoutUntil = 0
/** That logout ends the tab's session for good (the sign-out button), not renews it (a password change). */
let ownLogoutFinal = false

/**
 * Tells the stream that this tab is signing out by itself (the sign-out button, the change-password
 * form's logout), so the `logout` event the server sends for it closes the stream without the
 * "you were signed out" notice. Call it just before `DELETE /wps/session/logout`. `final`: the
 * session ends for good (the sign-out button), so the stream does not ask whether it still lives
 * (a call the server could only refuse).
 */
export function announceOwnLogout(final = false): void {
  ownLogoutUntil = Date.now() + 10_000
  ownLogoutFinal = final
}

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

export function LiveEvents({ enabled, language, labels }: { enabled: boolean; language: string; labels: LiveEventsLabels }) {
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
      const own = Date.now() < ownLogoutUntil
      if (own && ownLogoutFinal) return forgetMemberSummary()
      if (await stillSignedIn()) {
        setGeneration((g) => g + 1)
        return
      }
      forgetMemberSummary()
      if (own) return
      const when = until ? new Intl.DateTimeFormat(language === 'ty' ? 'fil' : 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(until) : ''
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

/**
 * A count badge that follows a live event (`live:messages`, `live:promotions`): hidden at 0,
 * "99+" above 99. `srLabel` holds `{{count}}` for screen readers.
 */
export function LiveCount({ initial, event, srLabel, className, testId }: { initial: number; event: string; srLabel: string; className: string; testId?: string }) {
  const [count, setCount] = useState(initial)
  useEffect(() => setCount(initial), [initial])
  useEffect(() => {
    const on = (e: Event) => {
      const n = (e as CustomEvent<{ count?: unknown }>).detail?.count
      if (typeof n === 'number' && Number.isInteger(n) && n >= 0) setCount(n)
    }
    addEventListener(event, on)
    return () => removeEventListener(event, on)
  }, [event])
  return <CountBadge count={count} srLabel={srLabel} className={className} testId={testId} />
}
