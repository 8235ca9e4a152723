/**
 * The notice marquee's dialog (spec §2), loaded by the marquee (notice-marquee.tsx) on the first
 * click on a title: the notice at `open` with previous/next, Escape or the close button to close
 * (`onChange(null)`). Content is HTML sanitised on the server.
 */
import { useEffect, useRef } from 'react'
import { Icon } from '../components/icon'
import type { MarqueeLabels, MarqueeNotice } from './notice-marquee'

export default function NoticeDialog({ notices, open, onChange, labels }: { notices: MarqueeNotice[]; open: number | null; onChange: (index: number | null) => void; labels: MarqueeLabels }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const d = dialog.current
    if (!d) return
    if (open !== null && !d.open) d.showModal()
    if (open === null && d.open) d.close()
  }, [open])
  const current = open === null ? null : notices[open]
  return (
    <dialog ref={dialog} className="modal" onClose={() => onChange(null)} aria-labelledby="notice-title">
      {current ? (
        <div className="modal__body">
          <header className="modal__head">
            <h2 id="notice-title">{current.title}</h2>
            <button type="button" className="icon-btn" aria-label={labels.close} onClick={() => onChange(null)}>
              <Icon name="close" />
            </button>
          </header>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: current.html is the notice content passed through sanitizeHtml (server/html/sanitize.ts) in home-page.tsx */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: current.html }} />
          <footer className="modal__foot">
            <button type="button" className="btn btn--ghost" disabled={open === 0} onClick={() => onChange((open ?? 1) - 1)}>
              {labels.previous}
            </button>
            <span className="modal__count">
              {(open ?? 0) + 1} / {notices.length}
            </span>
            <button type="button" className="btn btn--ghost" disabled={open === notices.length - 1} onClick={() => onChange((open ?? 0) + 1)}>
              {labels.next}
            </button>
          </footer>
        </div>
      ) : null}
    </dialog>
  )
}
