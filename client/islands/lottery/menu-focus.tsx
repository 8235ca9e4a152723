'use client'
/**
 * Brings the current game into view inside the lottery games menu (a scrolling column on desktop, a
 * scrolling row on phones) when the page opens, without scrolling the page itself.
 */
import { useEffect, useRef } from 'react'

export function MenuFocus() {
  const marker = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const active = marker.current?.closest('.lott-menu')?.querySelector<HTMLElement>('.lott-menu__item.is-active')
    if (!active) return
    for (const box of [active.closest<HTMLElement>('.lott-aside'), active.closest<HTMLElement>('.lott-menu')]) {
      if (!box) continue
      const a = active.getBoundingClientRect()
      const b = box.getBoundingClientRect()
      if (box.scrollHeight > box.clientHeight) box.scrollTop += a.top - b.top - (b.height - a.height) / 2
      if (box.scrollWidth > box.clientWidth) box.scrollLeft += a.left - b.left - (b.width - a.width) / 2
    }
  }, [])
  return <span ref={marker} hidden />
}
