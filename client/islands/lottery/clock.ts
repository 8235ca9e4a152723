/**
 * One shared one-second ticker for every lottery countdown on a page, and the server's clock: the
 * page hands `serverNow` (UTC ms at render) and the islands follow the server's clock when the
 * device's is off by more than 10 s, so a wrong device clock does not move the close time. Before mount the server's time is
 * used, so the server render and the first client render agree.
 */
import { useEffect, useState, useSyncExternalStore } from 'react'

const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined
let tick = 0

function subscribe(fn: () => void) {
  listeners.add(fn)
  if (!timer)
    timer = setInterval(() => {
      tick++
      listeners.forEach((l) => l())
    }, 1_000)
  return () => {
    listeners.delete(fn)
    if (listeners.size === 0 && timer) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

/** The server's current time (UTC ms), re-rendering every second once mounted. */
export function useServerNow(serverNow: number): number {
  const [offset, setOffset] = useState<number | null>(null)
  useEffect(() => {
    // NOTE: the page took some time to arrive and hydrate, so a small difference is that delay, not
    // a wrong clock: trust the device within 10 s, otherwise follow the server.
    const d = serverNow - Date.now()
    setOffset(Math.abs(d) < 10_000 ? 0 : d)
  }, [serverNow])
  useSyncExternalStore(
    subscribe,
    () => tick,
    () => 0,
  )
  return offset === null ? serverNow : Date.now() + offset
}
