/**
 * Mounts the contract popup for a signed-in, non-trial member when the brand has AGENTPOLICY3 on
 * (spec §4: "on login ... for non-trial users with AGENTPOLICY3, consolidated data loads") and
 * something awaits the member's answer — on the lobby and on the agent site alike. Nothing is sent
 * to the browser otherwise. After a login the page is re-rendered, so the popup comes with it.
 * @see client/islands/contracts/contract-popup.tsx
 */
import '../../../../client/styles/contracts.css'
import type { PageContext } from '../../context'
import { ContractPopup } from '../../../../client/islands/contracts/contract-popup'
import { pendingToApi } from '../../../../shared/schemas/contracts'
import { contractTexts } from './texts'

export function ContractPopupMount({ ctx }: { ctx: PageContext }) {
  const m = ctx.member
  if (!m || m.isTrial || !ctx.platform.brand.enabledModules().has('AGENTPOLICY3')) return null
  const pending = ctx.platform.contracts.pending(m.id)
  if (pending.length === 0) return null
  return (
    <ContractPopup
      pending={pending.map(pendingToApi)}
      memberId={m.id}
      symbol={ctx.platform.wallet.settings().currencySymbol}
      texts={contractTexts(ctx, ['contracts.popup.', 'contracts.tiers.', 'contracts.types.', 'contracts.periods.', 'contracts.house', 'contracts.offer.type', 'contracts.offer.period'])}
    />
  )
}
