/**
 * My income (spec §2 agentRevenueReport): the dividends and salaries the agent's contracts paid it
 * in the range (contract payments of the contracts module), with the total and a total per type.
 */
import type { PageContext } from '../context'
import { agentHref, rangeParams, readPage, readRange } from './report-url'
import { Empty, Pager, RangeBar, ReportTable, Stat, formatters, type Column } from './report-kit'
import type { IncomeRow } from '../../platform/agent/reports'

const TAB = 'agentRevenueReport'
const PAGE_SIZE = 20

export function IncomeTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const q = ctx.url.searchParams
  const range = readRange(q, ctx.platform.now())
  const f = formatters(ctx)
  const r = ctx.platform.agent.reports.income(ctx.member!.id, range, { page: readPage(q), pageSize: PAGE_SIZE })
  const typeText = (type: string) => t(`agent.income.types.${type}`, { defaultValue: type })
  const columns: Column<IncomeRow>[] = [
    { key: 'time', label: t('agent.income.time'), cell: (p) => f.time(p.paidAt) },
    { key: 'type', label: t('agent.income.type'), cell: (p) => typeText(p.contractType) },
    { key: 'period', label: t('agent.income.period'), cell: (p) => <code className="around">{p.periodKey}</code> },
    { key: 'payer', label: t('agent.income.payer'), cell: (p) => p.payer ?? t('agent.income.house') },
    { key: 'rate', label: t('agent.income.rate'), numeric: true, cell: (p) => `${(p.rate / 100).toFixed(2)}%` },
    { key: 'amount', label: t('agent.income.amount'), numeric: true, cell: (p) => <b className="apos">{f.money(p.amount)}</b>, total: <b className="apos">{f.money(r.totals.amount)}</b> },
  ]
  return (
    <div className="astack">
      <RangeBar ctx={ctx} tab={TAB} range={range} keep={{}} />
      <div className="astats astats--income" data-testid="income-stats">
        <Stat label={t('agent.income.total')} value={f.money(r.totals.amount)} tone={r.totals.amount > 0 ? 'pos' : undefined} testId="income-total" />
        {r.totals.byType.map((b) => (
          <Stat key={b.contractType} label={typeText(b.contractType)} value={f.money(b.amount)} />
        ))}
      </div>
      {r.list.length ? (
        <>
          <ReportTable rows={r.list} columns={columns} rowKey={(p) => p.id} caption={t('agent.menu.agentRevenueReport')} testId="income" totalsLabel={t('agent.common.totals')} />
          <Pager ctx={ctx} page={r.pageNum} totalPages={r.totalPages} totalCount={r.totalCount} hrefOf={(p) => agentHref(TAB, { ...rangeParams(range), page: p })} />
        </>
      ) : (
        <Empty title={t('agent.income.empty')} hint={t('agent.income.emptyHint')} />
      )}
    </div>
  )
}
