/**
 * Mounts the contract popup for a signed-in, non-trial member when the brand has AGENTPOLICY3 on
 * (spec §4: "on login ... for non-trial users with AGENTPOLICY3, consolidated data loads") — on the
 * lobby and on the agent site alike. The page carries the popup's texts only (it is shared by every
 * member, decision 0038); what awaits the member's answer comes with the member summary, and the
 * popup opens when something does. After a login the page is re-rendered, so the popup comes with it.
 * @see client/islands/contracts/contract-popup.tsx
 */
import type { PageContext } from '../../context'
import { SummaryContractPopup } from '../../../../client/islands/member-summary-parts'
import { contractTexts } from './texts'
import { localeOf } from '../../../../shared/i18n/format'

export function ContractPopupMount({ ctx }: { ctx: PageContext }) {
  if ((ctx.viewer !== 'member' && ctx.viewer !== 'agent') || !ctx.platform.brand.enabledModules().has('AGENTPOLICY3')) return null
  return (
    <SummaryContractPopup
      symbol={ctx.platform.wallet.settings().currencySymbol}
      locale={localeOf(ctx.language)}
      texts={contractTexts(ctx, ['contracts.popup.', 'contracts.tiers.', 'contracts.types.', 'contracts.periods.', 'contracts.house', 'contracts.offer.type', 'contracts.offer.period'])}
    />
  )
}
