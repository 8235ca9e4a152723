'use client'
/**
 * Notice marquee (spec §2): scrolling notice titles; a click opens the notice modal at that index,
 * with previous/next and Escape to close (notice-dialog.tsx, loaded with the first click: issue 16,
 * decision 0039). Content is HTML sanitised on the server.
 */
import { lazy, Suspense, useState } from 'react'
import { Icon } from '../components/icon'

export interface MarqueeNotice {
  id: number
  title: string
  html: string
}

export interface MarqueeLabels {
  title: string
  close: string
  previous: string
  next: string
}

const NoticeDialog = lazy(() => import('./notice-dialog'))

export function NoticeMarquee({ notices, labels }: { notices: MarqueeNotice[]; labels: MarqueeLabels }) {
  // The notice shown; `undefined` until the first click (the dialog's code is not loaded before).
  const [open, setOpen] = useState<number | null | undefined>(undefined)
  if (notices.length === 0) return null
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
              <button key={`${copy}-${n.id}`} type="button" className="marquee__item" dir="auto" tabIndex={copy ? -1 : 0} aria-hidden={copy ? true : undefined} onClick={() => setOpen(i)}>
                {n.title}
              </button>
            )),
          )}
        </div>
      </div>
      {open !== undefined ? (
        <Suspense fallback={null}>
          <NoticeDialog notices={notices} open={open} onChange={setOpen} labels={labels} />
        </Suspense>
      ) : null}
    </div>
  )
}
