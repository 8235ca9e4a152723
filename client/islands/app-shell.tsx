'use client'
/**
 * The lobby frame: remembers the side menu collapse (desktop) and opens it as a drawer on phones.
 * Collapse is stored in localStorage and applied before paint by the document's early script.
 */
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react'
import { Icon } from '../components/icon'

const STORAGE_KEY = 'sideCollapsed'
const ShellContext = createContext<{ toggleCollapsed: () => void; toggleOpen: () => void; collapsed: boolean; open: boolean }>({
  toggleCollapsed: () => {},
  toggleOpen: () => {},
  collapsed: false,
  open: false,
})

export function AppShell({ variant, closeLabel, children }: { variant: 'main' | 'game'; closeLabel: string; children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    setCollapsed(document.documentElement.dataset.side === 'collapsed')
  }, [])
  useEffect(() => {
    const close = () => setOpen(false)
    addEventListener('popstate', close)
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false)
    }
    addEventListener('keydown', onKey)
    return () => {
      removeEventListener('popstate', close)
      removeEventListener('keydown', onKey)
    }
  }, [])
  const toggleCollapsed = useCallback(
    () =>
      setCollapsed((c) => {
        const next = !c
        document.documentElement.dataset.side = next ? 'collapsed' : 'open'
        try {
          localStorage.setItem(STORAGE_KEY, next ? '1' : '0')
        } catch {
          /* private mode */
        }
        return next
      }),
    [],
  )
  const toggleOpen = useCallback(() => setOpen((o) => !o), [])
  return (
    <ShellContext.Provider value={{ toggleCollapsed, toggleOpen, collapsed, open }}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a delegated listener, not a control: it closes the phone drawer after a link inside was followed, and links fire click from the keyboard too */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a delegated listener for link clicks (Enter on a link fires click), not a control of its own */}
      <div
        className={`app app--${variant}${open ? ' is-drawer-open' : ''}`}
        onClick={(e) => {
          // Close the phone drawer after a link inside it was followed.
          if (open && (e.target as Element).closest('.side a[href]')) setOpen(false)
        }}
      >
        {children}
        {open ? <button type="button" className="drawer-scrim" aria-label={closeLabel} onClick={() => setOpen(false)} /> : null}
      </div>
    </ShellContext.Provider>
  )
}

export function CollapseButton({ labels }: { labels: { collapse: string; expand: string } }) {
  const { toggleCollapsed, collapsed } = useContext(ShellContext)
  return (
    <button type="button" className="icon-btn side__collapse" onClick={toggleCollapsed} aria-label={collapsed ? labels.expand : labels.collapse} aria-expanded={!collapsed}>
      <Icon name={collapsed ? 'right' : 'left'} size={18} />
    </button>
  )
}

export function MenuButton({ label }: { label: string }) {
  const { toggleOpen, open } = useContext(ShellContext)
  return (
    <button type="button" className="icon-btn header__menu" onClick={toggleOpen} aria-label={label} aria-expanded={open}>
      <Icon name="menu" />
    </button>
  )
}
