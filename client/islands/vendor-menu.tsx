'use client'
/**
 * The header nav's vendor menus (spec §2, §9; decision 0060). The server renders each menu as Swiper
 * lays it out, inside the nav's static markup (server/pages/layout/header.tsx), so this island renders
 * nothing and weighs next to nothing in the first load: the first time a menu opens (the pointer over a
 * nav entry with a menu, or the focus in it) it loads vendor-menu-controls.ts, which installs the
 * keyboard, Escape and arrow handling and starts Swiper on a menu with arrows.
 */
import { useEffect } from 'react'

/** The events that open a menu: the pointer over a nav entry, or the focus in it. */
const OPENING = ['pointerover', 'focusin']

export function VendorMenus(): null {
  useEffect(() => {
    const open = (e: Event) => {
      const target = e.target as Element
      if (!target.closest?.('.has-menu')) return
      off()
      void import('./vendor-menu-controls').then((m) => m.install(target))
    }
    const off = () => {
      for (const type of OPENING) document.removeEventListener(type, open)
    }
    for (const type of OPENING) document.addEventListener(type, open)
    return off
  }, [])
  return null
}
