'use client'
/**
 * A horizontal rail of server-rendered items with previous/next arrows (spec §2 home sections:
 * 6 columns per view, 2 games per column, spacing 13; arrows only when there are more than 12
 * items). Scrolls natively (touch, trackpad, keyboard) with CSS scroll-snap; the arrows page by
 * one view.
 */
import { useRef, useState, useEffect, type ReactNode } from 'react'
import { Icon } from '../components/icon'

export function Rail({
  children,
  count,
  arrowsAbove,
  rows = 2,
  labels,
  variant = 'games',
}: {
  children: ReactNode
  count: number
  arrowsAbove: number
  rows?: 1 | 2
  labels: { previous: string; next: string }
  variant?: 'games' | 'vendors'
}) {
  const ref = useRef<HTMLDivElement>(null)
  const [edge, setEdge] = useState({ start: true, end: false })
  const arrows = count > arrowsAbove
  useEffect(() => {
    const el = ref.current
    if (!el || !arrows) return
    // Right to left (decision 0055) the start is scrollLeft 0 and the end its most negative value.
    const onScroll = () => {
      const x = Math.abs(el.scrollLeft)
      setEdge({ start: x <= 2, end: x + el.clientWidth >= el.scrollWidth - 2 })
    }
    el.addEventListener('scroll', onScroll, { passive: true })
    // NOTE: the first reading waits for the observer (called after the browser's next layout): read
    // during hydration, the sizes would force the whole page's layout inside the hydration task.
    const last = el.lastElementChild
    const seen = new IntersectionObserver(onScroll, { root: el })
    if (last) seen.observe(last)
    return () => {
      el.removeEventListener('scroll', onScroll)
      seen.disconnect()
    }
  }, [arrows])
  // "Next" goes towards the end of the line: leftwards in a right-to-left page.
  const page = (dir: 1 | -1) => {
    const el = ref.current
    if (el) el.scrollBy({ left: (getComputedStyle(el).direction === 'rtl' ? -dir : dir) * el.clientWidth, behavior: 'smooth' })
  }
  return (
    <div className={`rail rail--${variant}`}>
      {arrows ? (
        <div className="rail__arrows">
          <button type="button" className="icon-btn" aria-label={labels.previous} disabled={edge.start} onClick={() => page(-1)}>
            <Icon name="left" size={18} />
          </button>
          <button type="button" className="icon-btn" aria-label={labels.next} disabled={edge.end} onClick={() => page(1)}>
            <Icon name="right" size={18} />
          </button>
        </div>
      ) : null}
      <div ref={ref} className={rows === 2 ? 'rail__track rail__track--2rows' : 'rail__track'}>
        {children}
      </div>
    </div>
  )
}
