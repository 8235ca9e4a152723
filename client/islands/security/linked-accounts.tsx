'use client'
/**
 * Linked accounts of the security center (social sign-in, decision 0054): each linked provider with
 * the e-mail it gave and when it was linked, "Unlink" (DELETE /wps/member/identities/:provider; the
 * server refuses the last way in of a member without a password, and the answer says so), and a
 * "Link …" button per configured provider not linked yet (a full page load to
 * /auth/<provider>/start?mode=link, back here with `linked` or `social_error`).
 */
import { useState } from 'react'
import { refresh } from '../../router'
import { api, call } from '../../api'
import { failureText, translator, type Texts } from '../../components/form-kit'
import { LocalTime } from '../local-time'

export interface LinkedView {
  provider: string
  name: string
  email: string | null
  linkedAt: number
}

export function LinkedAccounts({
  linked,
  providers,
  hasPassword,
  notice,
  language,
  texts,
}: {
  linked: LinkedView[]
  providers: { id: string; name: string }[]
  hasPassword: boolean
  /** What the page was opened for: a link just made, or a refused one (translated). */
  notice: { ok: boolean; text: string } | null
  language: string
  texts: Texts
}) {
  const t = translator(texts)
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState(notice)
  const unlinked = providers.filter((p) => !linked.some((l) => l.provider === p.id))

  async function unlink(l: LinkedView) {
    setBusy(true)
    const r = await call(api.social.member.identities[':provider'].$delete({ param: { provider: l.provider as 'google' } }))
    setBusy(false)
    setNote(r.success ? { ok: true, text: t('social.linked.unlinked', { provider: l.name }) } : { ok: false, text: failureText(t, r) })
    if (r.success) refresh()
  }

  return (
    <div data-testid="linked-accounts">
      <p className="sc-muted">{t('social.linked.intro')}</p>
      {linked.length ? (
        <ul className="sc-linked" style={{ marginTop: 14 }}>
          {linked.map((l) => (
            <li key={l.provider} className="sc-linked__item" data-testid={`linked-${l.provider}`}>
              <span className="sc-linked__mark" aria-hidden="true">
                {l.name.slice(0, 1)}
              </span>
              <div className="sc-linked__who">
                <p className="sc-linked__name">{l.name}</p>
                <p className="sc-muted">
                  {l.email ? <>{l.email} · </> : null}
                  {t('social.linked.linkedOn', { date: '' })}
                  <LocalTime ms={l.linkedAt} language={language} />
                </p>
              </div>
              <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => unlink(l)}>
                {t('social.linked.unlink')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="sc-muted sc-linked__note">{t('social.linked.none')}</p>
      )}
      {hasPassword ? null : <p className="sc-muted sc-linked__note">{t('social.linked.noPassword')}</p>}
      {unlinked.length ? (
        <div className="sc-linked__actions">
          {unlinked.map((p) => (
            <a key={p.id} className="btn btn--primary" href={`/auth/${p.id}/start?mode=link`} data-reload="" data-testid={`link-${p.id}`}>
              {t('social.linked.linkNew', { provider: p.name })}
            </a>
          ))}
        </div>
      ) : null}
      {note ? (
        <p className={note.ok ? 'sc-saved sc-linked__note' : 'auth-alert sc-linked__note'} role={note.ok ? 'status' : 'alert'} data-testid="linked-note">
          {note.text}
        </p>
      ) : null}
    </div>
  )
}
