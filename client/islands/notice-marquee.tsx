'use client'
/**
 * Notice marquee (spec §2): scrolling notice titles; a click opens the notice modal at that index,
 * with previous/next and Escape to close. Content is HTML sanitised on the server.
 */
import { useEffect, useRef, useState } from 'react'
import { Icon } from '../components/icon'

export interface MarqueeNotice {
  id: number
  title: string
  html: string
}

export function NoticeMarquee({ notices, labels }: { notices: MarqueeNotice[]; labels: { title: string; close: string; previous: string; next: string } }) {
  const [open, setOpen] = useState<number | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const d = dialog.current
    if (!d) return
    if (open !== null && !d.open) d.showModal()
    if (open === null && d.open) d.close()
  }, [open])
  if (notices.length === 0) return null
  const current = open === null ? null : notices[open]
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: kept as shipped; naming the marquee for AT needs a role (region/group) on it, which would change the element's role, left to an a11y pass
    <div className="marquee" aria-label={labels.title}>
      <span className="marquee__icon" aria-hidden="true">
        <Icon name="megaphone" size={18} />
      </span>
      <div className="marquee__viewport">
        <div className="marquee__track">
          {[0, 1].map((copy) =>
            notices.map((n, i) => (
              <button key={`${copy}-${n.id}`} type="button" className="marquee__item" tabIndex={copy ? -1 : 0} aria-hidden={copy ? true : undefined} onClick={() => setOpen(i)}>
                {n.title}
              </button>
            )),
          )}
        </div>
      </div>
      <dialog ref={dialog} className="modal" onClose={() => setOpen(null)} aria-labelledby="notice-title">
        {current ? (
          <div className="modal__body">
            <header className="modal__head">
              <h2 id="notice-title">{current.title}</h2>
              <button type="button" className="icon-btn" aria-label={labels.close} onClick={() => setOpen(null)}>
                <Icon name="close" />
              </button>
            </header>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: current.html is the notice content passed through sanitizeHtml (server/html/sanitize.ts) in home-page.tsx */}
            <div className="prose" dangerouslySetInnerHTML={{ __html: current.html }} />
            <footer className="modal__foot">
              <button type="button" className="btn btn--ghost" disabled={open === 0} onClick={() => setOpen((o) => (o ?? 1) - 1)}>
                {labels.previous}
              </button>
              <span className="modal__count">
                {(open ?? 0) + 1} / {notices.length}
              </span>
              <button type="button" className="btn btn--ghost" disabled={open === notices.length - 1} onClick={() => setOpen((o) => (o ?? 0) + 1)}>
                {labels.next}
              </button>
            </footer>
          </div>
        ) : null}
      </dialog>
    </div>
  )
}
