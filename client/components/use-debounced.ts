/**
 * A debounced callback for the search fields (spec §4/§5: TIMING.searchDebounceMs): `schedule(...args)`
 * runs `fn` `ms` after the last call (a new call replaces the pending one), `cancel` drops the
 * pending one. The latest `fn` is the one run; the timer is cleared on unmount.
 */
import { useCallback, useEffect, useRef } from 'react'

export function useDebounced<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(fn)
  latest.current = fn
  useEffect(() => () => clearTimeout(timer.current), [])
  return {
    schedule: useCallback(
      (...args: A) => {
        clearTimeout(timer.current)
        timer.current = setTimeout(() => latest.current(...args), ms)
      },
      [ms],
    ),
    cancel: useCallback(() => clearTimeout(timer.current), []),
  }
}
