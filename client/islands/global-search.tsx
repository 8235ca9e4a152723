'use client'
/**
 * The header's global search (issue 16, decision 0042): a button (and the `/` key) opens a panel that
 * searches every category, provider and game title at once (global-search-panel.tsx). The panel
 * loads when first wanted — a click, the key, or ahead when the pointer or focus reaches the button
 * — so a page's first load carries only the button (decision 0039).
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { Icon } from '../components/icon'

/** The texts of the global search (phone.search.* of shared/i18n/phone.ts). `noResults` has {{query}}. */
export interface GlobalSearchLabels {
  open: string
  title: string
  placeholder: string
  label: string
  close: string
  hint: string
  loading: string
  noResults: string
  noResultsHint: string
  categories: string
  vendors: string
  games: string
  failed: string
}

/** A category of the main navigation: its game type (or PROMO), its name in the page's language and where it goes. */
export interface SearchCategory {
  key: string
  label: string
  href: string
}

/** The header search's props: the page's navigation, texts and links (see `GlobalSearch`). */
export interface GlobalSearchProps {
  categories: SearchCategory[]
  labels: GlobalSearchLabels
  launchHref: string
  imageBase: string
  language: string
}

const loadPanel = () => import('./global-search-panel')
const Panel = lazy(loadPanel)
/** Loads the panel ahead (pointer or focus on the button); a failed import is tried again by the next intent. */
const preload = () => void loadPanel().catch(() => {})

/** Whether a key press happened while typing somewhere (then `/` is a character, not the shortcut). */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName))
}

/**
 * The header's search button; the panel (a modal dialog at the top of the screen) loads and opens on
 * its click or on the `/` key, from anywhere but a text field or another open dialog.
 * `categories`: the main navigation's entries (no Home); `launchHref`: a game's address before the
 * launcher takes the click (the login route for visitors, else the seamless page, `{nodeId}`
 * filled); `imageBase`: the brand's image CDN prefix of game icons; `language`: the page's.
 */
export function GlobalSearch(props: GlobalSearchProps) {
  // How many times the search was asked for: 0 until the first, then the panel is mounted and opens at each new one.
  const [opens, setOpens] = useState(0)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return
      if (document.querySelector('dialog[open]:not(.gsearch)')) return
      e.preventDefault()
      setOpens((n) => n + 1)
    }
    addEventListener('keydown', onKey)
    return () => removeEventListener('keydown', onKey)
  }, [])

  return (
    <>
      <button
        type="button"
        className="gsearch-open"
        onClick={() => setOpens((n) => n + 1)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={props.labels.open}
        aria-haspopup="dialog"
        aria-keyshortcuts="/"
        data-testid="search-open"
      >
        <Icon name="search" size={18} />
        <span className="gsearch-open__text" aria-hidden="true">
          {props.labels.open}
        </span>
        <kbd className="gsearch-open__key">/</kbd>
      </button>
      {opens > 0 ? (
        <Suspense fallback={null}>
          <Panel {...props} opens={opens} />
        </Suspense>
      ) : null}
    </>
  )
}
