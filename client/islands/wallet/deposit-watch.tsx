'use client'
/**
 * Keeps the deposit page's pending list current (issue 16): while the member has pending deposits,
 * an operator's decision re-renders the page from the server. The live events channel already tells
 * this tab (live-events.tsx): an approval moves the balance (`wallet:changed`), an approval or a
 * rejection writes an inbox message (`live:messages`). A light poll of the pending count every
 * {@link POLL_MS} while the tab is visible covers a tab whose event stream is down.
 */
import { useEffect } from 'react'
import { refresh } from '../../router'
import { api, call } from '../../api'

/** How often the pending count is checked when no event came, in ms. */
export const POLL_MS = 30_000

/** Renders nothing; `pending` is the number of pending deposits the page was rendered with. */
export function DepositWatch({ pending }: { pending: number }) {
  useEffect(() => {
    if (pending === 0) return
    let stopped = false
    const again = () => {
      if (!stopped) refresh()
    }
    const poll = async () => {
      if (document.visibilityState !== 'visible') return
      const res = await call(api.wallet.wallet.deposits.$get({ query: { status: 'PENDING', pageSize: '1' } }))
      if (res.success && res.value && res.value.totalCount !== pending) again()
    }
    addEventListener('wallet:changed', again)
    addEventListener('live:messages', again)
    const timer = setInterval(poll, POLL_MS)
    return () => {
      stopped = true
      removeEventListener('wallet:changed', again)
      removeEventListener('live:messages', again)
      clearInterval(timer)
    }
  }, [pending])
  return null
}
