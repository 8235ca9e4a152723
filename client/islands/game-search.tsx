'use client'
/**
 * The game list's name field (spec §4/§5: searched 500 ms after the last key, TIMING.searchDebounceMs):
 * the list URL gains `gameName` (page resets to 1, the chip returns to ALL), so a search can be
 * reloaded and shared. The header's search of every category is `GlobalSearch` (global-search.tsx).
 */
import { useEffect, useRef, useState } from 'react'
import { navigate } from '../router'
import { TIMING } from '../../shared/constants'
import { Icon } from '../components/icon'
import { useDebounced } from '../components/use-debounced'

export function GameSearch({ initial, baseHref, placeholder, label }: { initial: string; baseHref: string; placeholder: string; label: string }) {
  const [value, setValue] = useState(initial)
  const last = useRef(initial)
  useEffect(() => {
    setValue(initial)
    last.current = initial
  }, [initial])
  const submit = (v: string) => {
    const q = v.trim()
    if (q === last.current) return
    last.current = q
    const url = new URL(baseHref, location.href)
    if (q) url.searchParams.set('gameName', q)
    navigate(url.pathname + url.search, { replace: true, keepScroll: true })
  }
  const debounced = useDebounced(submit, TIMING.searchDebounceMs)
  return (
    // biome-ignore lint/a11y/useSemanticElements: the search role sits on the form itself (it owns the submit handler); a <search> wrapper would add a box around it
    <form
      className="search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
        debounced.cancel()
        submit(value)
      }}
    >
      <Icon name="search" size={18} />
      <input
        type="search"
        name="gameName"
        value={value}
        placeholder={placeholder}
        aria-label={label}
        maxLength={60}
        autoComplete="off"
        onChange={(e) => {
          setValue(e.target.value)
          debounced.schedule(e.target.value)
        }}
      />
    </form>
  )
}
