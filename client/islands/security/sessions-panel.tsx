'use client'
/**
 * Signed-in devices of the security center (issue 8): each live session with its device, IP, when it
 * signed in and was last active, "this device" first; "Sign out" ends one
 * (DELETE /wps/member/sessions/:id) and "Sign out everywhere else" every other one after a
 * confirmation (DELETE /wps/member/sessions). Ended sessions are logged out on their next request.
 */
import { useState } from 'react'
import { refresh } from '../../router'
import { api, call } from '../../api'
import { failureText, translator, type Texts } from '../../components/form-kit'
import { LocalTime } from '../local-time'

export interface SessionView {
  id: string
  device: string
  deviceType: string
  ip: string
  time: number
  lastSeenAt: number
  current: boolean
}

export function SessionsPanel({ sessions, language, texts }: { sessions: SessionView[]; language: string; texts: Texts }) {
  const t = translator(texts)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null)
  const others = sessions.filter((s) => !s.current).length

  /** Signs out one session (`id`) or every other one. */
  async function run(id: string | null, done: (value: { revoked: number }) => string) {
    setBusy(true)
    const r = await call(id ? api.security.sessions[':id{[0-9a-f]{16}}'].$delete({ param: { id } }) : api.security.sessions.$delete())
    setBusy(false)
    setConfirming(false)
    setNote(r.success ? { ok: true, text: done(r.value!) } : { ok: false, text: failureText(t, r) })
    refresh()
  }

  return (
    <div className="sc-sessions" data-testid="sessions">
      <ul className="sc-devices">
        {sessions.map((s) => (
          <li key={s.id} className={s.current ? 'sc-device is-current' : 'sc-device'} data-testid="session">
            <span className={`sc-device__icon sc-device__icon--${s.deviceType}`} aria-hidden="true" />
            <div className="sc-device__main">
              <p className="sc-device__name">
                {s.device}
                {s.current ? <span className="pill sc-pill">{t('security.history.current')}</span> : null}
              </p>
              <p className="sc-device__meta">
                <span>{s.ip}</span>
                <span>
                  {t('security.sessions.since')} <LocalTime ms={s.time} language={language} />
                </span>
                <span>
                  {t('security.sessions.lastSeen')} <LocalTime ms={s.lastSeenAt} language={language} />
                </span>
              </p>
            </div>
            {s.current ? null : (
              <button type="button" className="btn btn--ghost sc-device__out" disabled={busy} onClick={() => run(s.id, () => t('security.sessions.done', { count: 1 }))}>
                {t('security.sessions.signOut')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {note ? (
        <p className={note.ok ? 'sc-saved' : 'auth-alert'} role={note.ok ? 'status' : 'alert'}>
          {note.ok ? '✓ ' : ''}
          {note.text}
        </p>
      ) : null}
      {others === 0 ? (
        <p className="sc-muted">{t('security.sessions.onlyThis')}</p>
      ) : confirming ? (
        // biome-ignore lint/a11y/useSemanticElements: a named group of buttons laid out with flex/grid; a <fieldset> brings its own border, padding and min-inline-size and would change the look
        <div className="sc-confirm" role="group" aria-label={t('security.sessions.confirmOthers')}>
          <p>{t('security.sessions.confirmOthers')}</p>
          <div className="wactions">
            <button
              type="button"
              className="btn btn--primary"
              disabled={busy}
              onClick={() => run(null, (v) => t('security.sessions.done', { count: v.revoked }))}
              data-testid="confirm-sign-out-others"
            >
              {t('security.sessions.signOutOthers')}
            </button>
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => setConfirming(false)}>
              {t('security.account.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn btn--ghost sc-outall" onClick={() => setConfirming(true)} data-testid="sign-out-others">
          {t('security.sessions.signOutOthers')}
        </button>
      )}
    </div>
  )
}
