'use client'
/**
 * A count badge that follows a live event of the tab's stream (client/islands/live-events-stream.tsx:
 * `live:messages`, `live:promotions`), e.g. the member centre's unread messages.
 */
import { useEffect, useState } from 'react'
import { CountBadge } from '../components/count-badge'

/**
 * A count badge that follows a live event (`live:messages`, `live:promotions`): hidden at 0,
 * "99+" above 99. `srLabel` holds `{{count}}` for screen readers.
 */
export function LiveCount({ initial, event, srLabel, className, testId }: { initial: number; event: string; srLabel: string; className: string; testId?: string }) {
  const [count, setCount] = useState(initial)
  useEffect(() => setCount(initial), [initial])
  useEffect(() => {
    const on = (e: Event) => {
      const n = (e as CustomEvent<{ count?: unknown }>).detail?.count
      if (typeof n === 'number' && Number.isInteger(n) && n >= 0) setCount(n)
    }
    addEventListener(event, on)
    return () => removeEventListener(event, on)
  }, [event])
  return <CountBadge count={count} srLabel={srLabel} className={className} testId={testId} />
}
