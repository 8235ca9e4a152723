'use client'
/**
 * Tabs over server-rendered panels (the RNG section's vendor filter, spec §2): every panel is in
 * the HTML, the island only shows one. Arrow keys move between tabs (WAI-ARIA tabs pattern).
 */
import { useId, useState, type ReactNode, type KeyboardEvent } from 'react'

export function TabbedPanels({ tabs, panels, label }: { tabs: string[]; panels: ReactNode[]; label: string }) {
  const [active, setActive] = useState(0)
  const id = useId()
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return
    const next = (active + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length
    setActive(next)
    document.getElementById(`${id}-tab-${next}`)?.focus()
  }
  return (
    <div className="tabbed">
      <div className="chips" role="tablist" aria-label={label} onKeyDown={onKey}>
        {tabs.map((t, i) => (
          <button
            key={t}
            id={`${id}-tab-${i}`}
            type="button"
            role="tab"
            className={i === active ? 'chip is-active' : 'chip'}
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {t}
          </button>
        ))}
      </div>
      {panels.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the panels are fixed children matched to their tabs by position
        <div key={i} id={`${id}-panel-${i}`} role="tabpanel" aria-labelledby={`${id}-tab-${i}`} hidden={i !== active}>
          {p}
        </div>
      ))}
    </div>
  )
}
