'use client'
/**
 * The tab's live-event listener (issue 8; spec §4 "a live-event listener runs only when logged
 * in"). The island sits in the layout, outside the member bar, on every page — a visitor's too — so
 * that the "you were signed out" notice of a break or a session ended elsewhere outlives the
 * re-render to the visitor's page. A visitor's page loads only this shell (issue 16, decision 0039):
 * the stream itself (client/islands/live-events-stream.tsx, with the API client and the member
 * summary) loads once a member is signed in, and stays mounted from then on.
 */
import { lazy, Suspense, useEffect, useState } from 'react'

export type LiveLogoutReason = 'revoked' | 'passwordChanged' | 'timeOut' | 'selfExclusion' | 'expired'

export interface LiveEventsLabels extends Record<LiveLogoutReason, string> {
  signedOutTitle: string
  ok: string
}

/** `enabled`: a member is signed in (the stream listens); `language`: the page's, for the notice's dates. */
export interface LiveEventsProps {
  enabled: boolean
  language: string
  labels: LiveEventsLabels
}

const Stream = lazy(() => import('./live-events-stream'))

/** Loads and mounts the stream once `enabled` (a member signed in); renders nothing before (and on the server). */
export function LiveEvents(props: LiveEventsProps) {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (props.enabled) setWanted(true)
  }, [props.enabled])
  return wanted ? (
    <Suspense fallback={null}>
      <Stream {...props} />
    </Suspense>
  ) : null
}
