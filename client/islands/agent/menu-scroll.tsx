'use client'
/** On phones the agent menu is a horizontal strip: bring the open tab into view after each render. */
import { useEffect } from 'react'

export function MenuScroll({ tab }: { tab: string }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: tab is the re-run trigger (the active item moved in the DOM), not a value the effect reads
  useEffect(() => {
    const item = document.querySelector<HTMLElement>('.ac-menu .is-active')
    const strip = item?.closest<HTMLElement>('.ac-menu')
    if (item && strip && strip.scrollWidth > strip.clientWidth) strip.scrollLeft = item.offsetLeft - (strip.clientWidth - item.offsetWidth) / 2
  }, [tab])
  return null
}
