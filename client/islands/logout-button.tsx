'use client'
/**
 * Sign out (spec §2 footer/header: logout asks for confirmation — cancel/confirm — shows a loader,
 * calls logout, replaces the route with home).
 */
import { useRef, useState } from 'react'
import { navigate } from '../router'
import { announceOwnLogout } from '../own-logout'
import { forgetMemberSummary } from '../member-summary'
import { api, call } from '../api'

/** `to`: where the member lands afterwards (home; the agent site goes back to /agent). */
export function LogoutButton({ labels, className, to = '/' }: { labels: { signOut: string; confirmTitle: string; confirm: string; cancel: string }; className?: string; to?: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [busy, setBusy] = useState(false)
  const logout = async () => {
    setBusy(true)
    try {
      announceOwnLogout(true)
      await call(api.session.logout.$delete())
    } finally {
      dialog.current?.close()
      setBusy(false)
      forgetMemberSummary()
      navigate(to, { replace: true })
    }
  }
  return (
    <>
      <button type="button" className={className ?? 'menu__item'} onClick={() => dialog.current?.showModal()}>
        {labels.signOut}
      </button>
      <dialog ref={dialog} className="modal modal--small" aria-labelledby="logout-title">
        <div className="modal__body">
          <header className="modal__head">
            <h2 id="logout-title">{labels.confirmTitle}</h2>
          </header>
          <footer className="modal__foot">
            <button type="button" className="btn btn--ghost" onClick={() => dialog.current?.close()} disabled={busy}>
              {labels.cancel}
            </button>
            <button type="button" className="btn btn--primary" onClick={logout} disabled={busy} aria-busy={busy} data-testid="logout-confirm">
              {labels.confirm}
            </button>
          </footer>
        </div>
      </dialog>
    </>
  )
}
