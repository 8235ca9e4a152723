/**
 * The announcement popup's dialog (spec §2 popups, §4 "tabs paged 9 per page; selected item toggles
 * open/closed"), loaded by the AnnouncementPopup island (announcement-popup.tsx) when there are
 * popups to show: titles are tabs, `pageSize` a page with previous/next; the selected tab shows its
 * content beneath it and a click on it again folds it. Opens on mount; `onClose` marks it closed for
 * the session. HTML is sanitised on the server.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { Icon } from '../../components/icon'
import { fill } from '../../components/texts'
import type { AnnouncementPopupProps, PopupItem } from './announcement-popup'

/** The dialog with `shown`, the popups the shell chose; open from its mount until closed. */
export default function AnnouncementPopupView({ shown, pageSize, texts, onClose }: { shown: PopupItem[]; pageSize: number; texts: AnnouncementPopupProps['texts']; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [page, setPage] = useState(0)
  const [selected, setSelected] = useState<number | null>(shown[0]?.id ?? null)
  const baseId = useId()

  useEffect(() => {
    const d = dialog.current
    if (d && shown.length > 0 && !d.open) d.showModal()
  }, [shown])

  const close = () => {
    onClose()
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
