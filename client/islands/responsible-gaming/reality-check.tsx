'use client'
/**
 * The reality check island (issue 8; UKGC RTS 13), mounted on every page. For a visitor, or a
 * member without an interval, it is nothing; for a member it loads the reminder (reality-dialog.tsx:
 * the schedule the server sets and the dialog), so a visitor's first load does not carry it
 * (issue 16, decision 0039).
 */
import { lazy, Suspense } from 'react'

export interface RealityLabels {
  title: string
  played: string
  net: string
  wagered: string
  hm: string
  m: string
  continue: string
  leave: string
}

export interface RealityCheckProps {
  /** A member is signed in (the server tells whether an interval is set). */
  enabled: boolean
  symbol: string
  /** The page's BCP 47 tag (shared/i18n/format.ts `localeOf`) for the amounts' separators; English when absent. */
  locale?: string
  labels: RealityLabels
}

const RealityDialog = lazy(() => import('./reality-dialog'))

/** The reality check: the reminder of a signed-in member, nothing for a visitor. */
export function RealityCheck(props: RealityCheckProps) {
  return props.enabled ? (
    <Suspense fallback={null}>
      <RealityDialog {...props} />
    </Suspense>
  ) : null
}
