'use client'
/**
 * The contract popup island (spec §2 popups "contract popup only when logged in"; §4 contracts):
 * when nothing awaits the member it is nothing, so most pages never load it; when an offer or a
 * termination request does, it loads the popup (contract-popup-view.tsx, with the tiers table and
 * the relays) and opens it (issue 16, decision 0039).
 */
import { lazy, Suspense } from 'react'
import type { PendingContractApi } from '../../../shared/schemas/contracts'

export interface ContractPopupProps {
  pending: PendingContractApi[]
  /** contracts.popup.*, contracts.tiers.*, contracts.types.*, contracts.periods.*, contracts.house */
  texts: Record<string, string>
  symbol: string
  /** The page's BCP 47 tag (shared/i18n/format.ts `localeOf`) for amounts and rates; English when absent. */
  locale?: string
  /** The member's id: the session's "closed" mark is per member. */
  memberId: number
}

const ContractPopupView = lazy(() => import('./contract-popup-view'))

/** The contract popup, loaded only when something awaits the member (see the module comment). */
export function ContractPopup(props: ContractPopupProps) {
  return props.pending.length > 0 ? (
    <Suspense fallback={null}>
      <ContractPopupView {...props} />
    </Suspense>
  ) : null
}
