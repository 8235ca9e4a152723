'use client'
/**
 * Language select (spec §2 side menu, §4 "Language change"): stores the choice in a cookie (so the
 * server renders in it) and in localStorage, then re-renders the page from the server, which
 * reloads hot games, vendors, winners and announcements in the new language.
 */
import { refresh } from '../router'

export function LanguageSelect({ current, label, options }: { current: string; label: string; options: { code: string; label: string }[] }) {
  return (
    <label className="lang-select">
      <span className="sr-only">{label}</span>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />
      </svg>
      <select
        value={current}
        aria-label={label}
        onChange={(e) => {
          const code = e.target.value
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and older Firefox; the lang cookie must be set synchronously before refresh() asks the server, which reads it
          document.cookie = `lang=${code}; path=/; max-age=31536000; samesite=lax`
          try {
            localStorage.setItem('language', code)
          } catch {
            /* private mode */
          }
          refresh()
        }}
      >
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}
