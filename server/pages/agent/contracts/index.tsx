/**
 * The agent center's contract pages (spec §2: agentDividendRecordCopy2 / enableCt, agentDailyWages2
 * / salary, agentHourSalary / hourSalary, agentRealtimeSalary / agentRealtimeSalary) and the offer
 * form of downline management ("offer or change a contract"). The agent center renders them by
 * importing from here; the menu shows a page per `platform.contracts.typesFor(agent)`.
 * @see ./contract-page.tsx, client/islands/contracts/offer-form.tsx
 */
import type { PageContext } from '../../context'
import { ContractTypePage } from './contract-page'
import { contractTexts } from './texts'
import { OfferContractFormIsland, type OfferTypeOption } from '../../../../client/islands/contracts/offer-form'
import { localeOf } from '../../../../shared/i18n/format'
import { CONTRACT_TYPES, RATE_CAP_BP, bpToPercent } from '../../../../shared/schemas/contracts'

/** Dividend (bonus) contract records — menu entry agentDividendRecordCopy2, type enableCt. */
export function DividendRecordPage({ ctx }: { ctx: PageContext }) {
  return <ContractTypePage ctx={ctx} type="DIVIDEND" />
}

/** Daily salary contract records — menu entry agentDailyWages2, type salary. */
export function DailySalaryPage({ ctx }: { ctx: PageContext }) {
  return <ContractTypePage ctx={ctx} type="DAILY_SALARY" />
}

/** Hourly salary contract records — menu entry agentHourSalary, type hourSalary. */
export function HourlySalaryPage({ ctx }: { ctx: PageContext }) {
  return <ContractTypePage ctx={ctx} type="HOURLY_SALARY" />
}

/** Real-time salary contract records — menu entry agentRealtimeSalary, type agentRealtimeSalary. */
export function RealtimeSalaryPage({ ctx }: { ctx: PageContext }) {
  return <ContractTypePage ctx={ctx} type="REALTIME_SALARY" />
}

/**
 * The form an agent uses to offer (or change) a contract to one direct downline: each type with
 * the agent's own rate as the ceiling, and the downline's contract in force and open offer.
 * Renders nothing for a member who is not the downline's direct upline.
 */
export function OfferContractForm({ ctx, downlineId }: { ctx: PageContext; downlineId: number }) {
  const me = ctx.member
  const { contracts, members } = ctx.platform
  const downline = members.byId(downlineId)
  if (!me || !downline || downline.uplineId !== me.id) return null
  const options = CONTRACT_TYPES.map((type): OfferTypeOption => {
    const current = contracts.current(downline.id, type)
    const pending = contracts.list(me.id, type).team.find((c) => c.downlineId === downline.id && c.status === 'OFFERED')
    return {
      type,
      ceiling: bpToPercent(contracts.ownRate(me.id, type)),
      brandCap: bpToPercent(RATE_CAP_BP[type]),
      current: current ? { status: current.status, maxRate: bpToPercent(current.maxRate) } : null,
      pending: pending ? { maxRate: bpToPercent(pending.maxRate) } : null,
    }
  })
  return (
    <OfferContractFormIsland
      downline={{ id: downline.id, account: downline.account }}
      options={options}
      symbol={ctx.platform.wallet.settings().currencySymbol}
      locale={localeOf(ctx.language)}
      texts={contractTexts(ctx, ['contracts.offer.', 'contracts.tiers.', 'contracts.types.', 'contracts.periods.', 'contracts.status.', 'contracts.errors.', 'contracts.popup.failed'])}
    />
  )
}
