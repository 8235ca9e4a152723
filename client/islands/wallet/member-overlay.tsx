'use client'
/**
 * The member centre overlay's behaviour (spec §2: "Opens as an overlay with a close button"):
 * - `RememberReturnPath` (in the header, on every page of a signed-in member) remembers the last
 *   page outside the member centre in sessionStorage and closes the account dropdown;
 * - `MemberCenterClose` returns there (or home) on its button or on Escape (unless a dialog is
 *   open or a form field has the keyboard), and keeps the active menu entry in view when the menu
 *   is a horizontal strip (phones).
 */
import { useEffect } from 'react'
import { navigate } from '../../router'

const STORAGE_KEY = 'memberReturn'

/** Where closing the member centre goes: the remembered page, else home. */
function returnPath(): string {
  try {
    const p = sessionStorage.getItem(STORAGE_KEY)
    if (p?.startsWith('/') && !p.startsWith('//') && !p.startsWith('/member')) return p
  } catch {
    /* storage off */
  }
  return '/'
}

/**
 * Runs in the header on every page change (`path` = path + query being shown): remembers it unless
 * it is the member centre, and closes the account dropdown a followed entry left open (a
 * `<details>` keeps its open state across client navigation).
 */
export function RememberReturnPath({ path }: { path: string }) {
  useEffect(() => {
    for (const menu of document.querySelectorAll('details.account-menu[open]')) menu.removeAttribute('open')
    if (path.startsWith('/member')) return
    try {
      sessionStorage.setItem(STORAGE_KEY, path)
    } catch {
      /* storage off */
    }
  }, [path])
  return null
}

/** The overlay's close button; `tab` is the open tab (its menu entry is scrolled into view). */
export function MemberCenterClose({ label, tab }: { label: string; tab: string }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return
      if (document.querySelector('dialog[open]')) return
      const el = document.activeElement
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return
      navigate(returnPath())
    }
    addEventListener('keydown', onKey)
    return () => removeEventListener('keydown', onKey)
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: tab is the re-run trigger (the active menu entry moved in the DOM), not a value the effect reads
  useEffect(() => {
    const active = document.querySelector<HTMLElement>('.mc-menu [aria-current="page"]')
    const strip = active?.parentElement
    // Only the phone layout scrolls sideways; keep the page itself where it is.
    if (active && strip && strip.scrollWidth > strip.clientWidth) {
      strip.scrollTo({ left: active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2, behavior: 'auto' })
    }
  }, [tab])
  return (
    <button type="button" className="icon-btn mc__close" aria-label={label} title={label} data-testid="member-center-close" onClick={() => navigate(returnPath())}>
      <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6 6 18" />
      </svg>
    </button>
  )
}
