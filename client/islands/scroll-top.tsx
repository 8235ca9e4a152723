'use client'
/** Scroll-to-top button (spec §2), shown once the page is scrolled. */
import { useEffect, useState } from 'react'
import { Icon } from '../components/icon'

export function ScrollTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(scrollY > 400)
    // NOTE: no first reading here: scrollY forces a layout, and this effect runs with the page's
    // hydration. A page opened scrolled (a restored position) gets a scroll event.
    addEventListener('scroll', onScroll, { passive: true })
    return () => removeEventListener('scroll', onScroll)
  }, [])
  return (
    <button type="button" className={visible ? 'scroll-top is-visible' : 'scroll-top'} aria-label={label} tabIndex={visible ? 0 : -1} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <Icon name="up" />
    </button>
  )
}
