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
 * click on it again folds it. HTML is sanitised on the server. Not opened over another popup route
 * (/login, /register, /help): `suppress`.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { Icon } from '../../components/icon'
import { fill } from '../../components/form-kit'

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

export function AnnouncementPopup({ items, signedIn, suppress, pageSize, texts }: AnnouncementPopupProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [shown, setShown] = useState<PopupItem[]>([])
  const [page, setPage] = useState(0)
  const [selected, setSelected] = useState<number | null>(null)
  const baseId = useId()

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
    setShown(list)
    setPage(0)
    setSelected(list[0]!.id)
  }, [items, signedIn, suppress])

  useEffect(() => {
    const d = dialog.current
    if (d && shown.length > 0 && !d.open) d.showModal()
  }, [shown])

  const close = () => {
    const s = storage()
    s?.setItem(closedKey(signedIn), '1')
    if (signedIn) s?.removeItem(FIRST_LOGIN_KEY)
    dialog.current?.close()
  }

  const pages = Math.max(1, Math.ceil(shown.length / pageSize))
  const visible = shown.slice(page * pageSize, (page + 1) * pageSize)
  const goTo = (p: number) => {
    setPage(p)
    setSelected(shown[p * pageSize]?.id ?? null)
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click closes the modal; its keyboard equivalent is the native dialog Escape (cancel), and the click only acts when the target is the dialog box itself
    <dialog
      ref={dialog}
      className="modal ann-popup"
      aria-labelledby={`${baseId}-title`}
      data-testid="announcement-popup"
      onCancel={(e) => {
        e.preventDefault()
        close()
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) close()
      }}
    >
      {shown.length > 0 ? (
        <div className="modal__body">
          <header className="modal__head ann-popup__head">
            <h2 id={`${baseId}-title`}>
              <span className="ann-popup__mark" aria-hidden="true">
                <Icon name="megaphone" size={18} />
              </span>
              {texts.title}
            </h2>
            <button type="button" className="icon-btn" aria-label={texts.close} onClick={close} data-testid="announcement-popup-close">
              <Icon name="close" />
            </button>
          </header>
          <ul className="ann-popup__list" aria-label={texts.list}>
            {visible.map((item) => {
              const open = item.id === selected
              return (
                <li key={item.id} className={open ? 'ann-popup__item is-open' : 'ann-popup__item'} data-execution={item.execution}>
                  <button type="button" className="ann-popup__tab" aria-expanded={open} aria-controls={`${baseId}-${item.id}`} onClick={() => setSelected(open ? null : item.id)}>
                    <span className="ann-popup__title">{item.title}</span>
                    <span className="ann-popup__chev" aria-hidden="true">
                      <Icon name="right" size={16} />
                    </span>
                  </button>
                  <section
                    id={`${baseId}-${item.id}`}
                    className="prose ann-popup__content"
                    aria-label={item.title}
                    hidden={!open}
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: item.html is the announcement content passed through sanitizeHtml (server/html/sanitize.ts) in comms-mount.tsx
                    dangerouslySetInnerHTML={{ __html: item.html }}
                  />
                </li>
              )
            })}
          </ul>
          {pages > 1 ? (
            <footer className="modal__foot">
              <button type="button" className="btn btn--ghost" disabled={page === 0} onClick={() => goTo(page - 1)}>
                {texts.previousPage}
              </button>
              <span className="modal__count" data-testid="announcement-popup-page">
                {fill(texts.pageOf, { page: page + 1, pages })}
              </span>
              <button type="button" className="btn btn--ghost" disabled={page >= pages - 1} onClick={() => goTo(page + 1)}>
                {texts.nextPage}
              </button>
            </footer>
          ) : null}
        </div>
      ) : null}
    </dialog>
  )
}
