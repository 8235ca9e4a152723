'use client'
/**
 * Game name search (spec §4/§5): debounced 500 ms, then the list URL gains `gameName` (page resets
 * to 1, the chip returns to ALL), so a search can be reloaded and shared.
 */
import { useEffect, useRef, useState } from 'react'
import { navigate } from '../router'
import { TIMING } from '../../shared/constants'
import { Icon } from '../components/icon'

export function GameSearch({ initial, baseHref, placeholder, label }: { initial: string; baseHref: string; placeholder: string; label: string }) {
  const [value, setValue] = useState(initial)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const last = useRef(initial)
  useEffect(() => {
    setValue(initial)
    last.current = initial
  }, [initial])
  useEffect(() => () => clearTimeout(timer.current), [])
  const submit = (v: string) => {
    const q = v.trim()
    if (q === last.current) return
    last.current = q
    const url = new URL(baseHref, location.href)
    if (q) url.searchParams.set('gameName', q)
    navigate(url.pathname + url.search, { replace: true, keepScroll: true })
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: the search role sits on the form itself (it owns the submit handler); a <search> wrapper would add a box around it
    <form
      className="search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
        clearTimeout(timer.current)
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
          const v = e.target.value
          setValue(v)
          clearTimeout(timer.current)
          timer.current = setTimeout(() => submit(v), TIMING.searchDebounceMs)
        }}
      />
    </form>
  )
}
