/**
 * The agent center's contract pages (spec §2: agentDividendRecordCopy2, agentDailyWages2,
 * agentHourSalary, agentRealtimeSalary) and the offer form of downline management.
 * First version: simple placeholders so the agent center can import them; the full pages follow.
 */
import type { PageContext } from '../../context'

function Placeholder({ ctx, title }: { ctx: PageContext; title: string }) {
  return (
    <section className="agent-contracts" data-testid="contract-page">
      <h2>{title}</h2>
      <p>{ctx.t('account.agentSoon')}</p>
    </section>
  )
}

/** Dividend (bonus) contract records — menu entry agentDividendRecordCopy2, type enableCt. */
export function DividendRecordPage({ ctx }: { ctx: PageContext }) {
  return <Placeholder ctx={ctx} title="Dividend" />
}

/** Daily salary contract records — menu entry agentDailyWages2, type salary. */
export function DailySalaryPage({ ctx }: { ctx: PageContext }) {
  return <Placeholder ctx={ctx} title="Daily salary" />
}

/** Hourly salary contract records — menu entry agentHourSalary, type hourSalary. */
export function HourlySalaryPage({ ctx }: { ctx: PageContext }) {
  return <Placeholder ctx={ctx} title="Hourly salary" />
}

/** Real-time salary contract records — menu entry agentRealtimeSalary, type agentRealtimeSalary. */
export function RealtimeSalaryPage({ ctx }: { ctx: PageContext }) {
  return <Placeholder ctx={ctx} title="Real-time salary" />
}

/** The form an agent uses to offer a contract to one direct downline (downline management). */
export function OfferContractForm({ ctx, downlineId }: { ctx: PageContext; downlineId: number }) {
  return <div data-testid="offer-contract" data-downline={downlineId}>{ctx.t('account.agentSoon')}</div>
}
