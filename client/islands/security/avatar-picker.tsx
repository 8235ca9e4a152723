'use client'
/**
 * The avatar of the security center (issue 8; spec §7 member icon, §8 default avatar on image
 * failure): the current avatar as a button that opens a dialog of the brand's avatars and the
 * default; choosing one saves it with PUT /wps/member/info/icon and re-renders the page.
 */
import { useRef, useState } from 'react'
import { refresh } from '../../router'
import { api, call } from '../../api'
import { failureText, translator, type Texts } from '../../components/form-kit'
import { DEFAULT_AVATAR_URL, type AvatarId } from '../../../shared/avatars'

export function AvatarPicker({ current, choices, texts }: { current: string | null; choices: { id: string; url: string }[]; texts: Texts }) {
  const t = translator(texts)
  const dialog = useRef<HTMLDialogElement>(null)
  const [picked, setPicked] = useState<string | null>(current)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const src = choices.find((c) => c.id === current)?.url ?? DEFAULT_AVATAR_URL
  const fallback = (e: React.SyntheticEvent<HTMLImageElement>) => {
    if (!e.currentTarget.src.endsWith(DEFAULT_AVATAR_URL)) e.currentTarget.src = DEFAULT_AVATAR_URL
  }

  async function save() {
    setBusy(true)
    const r = await call(api.security.info.icon.$put({ json: { icon: picked as AvatarId | null } }))
    setBusy(false)
    if (!r.success) return setError(failureText(t, r))
    dialog.current?.close()
    refresh()
  }

  const all = [{ id: null as string | null, url: DEFAULT_AVATAR_URL, label: t('security.avatar.defaultName') }, ...choices.map((c, i) => ({ ...c, label: t('security.avatar.choice', { n: i + 1 }) }))]
  return (
    <>
      <button
        type="button"
        className="sc-avatar"
        onClick={() => {
          setPicked(current)
          setError(null)
          dialog.current?.showModal()
        }}
        aria-label={t('security.avatar.change')}
        data-testid="avatar-button"
      >
        <img src={src} alt="" width={72} height={72} onError={fallback} />
        <span className="sc-avatar__edit" aria-hidden="true">
          ✎
        </span>
      </button>
      <dialog ref={dialog} className="sc-dialog" aria-labelledby="sc-avatar-title">
        <h3 id="sc-avatar-title" className="sc-dialog__title">
          {t('security.avatar.title')}
        </h3>
        <div className="sc-avatars" role="radiogroup" aria-label={t('security.avatar.title')}>
          {all.map((a) => (
            // biome-ignore lint/a11y/useSemanticElements: a button drawn as a chip/segment in the ARIA radio pattern; an <input type=radio> cannot carry this look and content
            <button
              key={a.id ?? 'default'}
              type="button"
              role="radio"
              aria-checked={picked === a.id}
              aria-label={a.label}
              className={picked === a.id ? 'sc-avatars__item is-picked' : 'sc-avatars__item'}
              onClick={() => setPicked(a.id)}
            >
              <img src={a.url} alt="" width={56} height={56} loading="lazy" onError={fallback} />
            </button>
          ))}
        </div>
        {error ? (
          <p className="auth-alert" role="alert">
            {error}
          </p>
        ) : null}
        <div className="wactions sc-dialog__actions">
          <button type="button" className="btn btn--primary" onClick={save} disabled={busy}>
            {t('security.avatar.save')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => dialog.current?.close()}>
            {t('security.account.cancel')}
          </button>
        </div>
      </dialog>
    </>
  )
}
