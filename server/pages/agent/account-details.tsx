/**
 * Account details (spec §2 agentDownlineTransactionDetailsCopy): entries of the team members' main
 * wallets — deposits, withdrawals, transfers, bets, wins, salaries — newest first, filtered by member
 * and type, paged, with money in, money out and net over every matching entry.
 */
import type { PageContext } from '../context'
import { MOVEMENT_KINDS } from '../../../shared/schemas/wallet'
import { agentHref, rangeParams, readChoice, readPage } from './report-url'
import { Empty, Pager, ReportHead, ReportTable, SelectFilter, Signed, Stat, reportBase, type Column } from './report-kit'
import { NotInTeam, scopeFor } from './scope'
import type { DetailRow } from '../../platform/agent/reports'

const TAB = 'agentDownlineTransactionDetailsCopy'
const PAGE_SIZE = 20
/** Kinds a main wallet shows (a payout moves held money, not the main wallet). */
const KINDS = MOVEMENT_KINDS.filter((k) => k !== 'WITHDRAW_PAYOUT')

export function AccountDetailsTab({ ctx }: { ctx: PageContext }) {
  const { t, q, range, member, f, clear } = reportBase(ctx, TAB)
  const kind = readChoice(q, 'kind', KINDS)
  const keep = { member, kind }
  const head = (
    <ReportHead ctx={ctx} tab={TAB} range={range} keep={keep} clear={clear}>
      <SelectFilter label={t('agent.filter.kind')} name="kind" value={kind} options={[['', t('agent.filter.all')], ...KINDS.map((k) => [k, t(`wallet.kinds.${k}`)] as [string, string])]} />
    </ReportHead>
  )
  const scope = scopeFor(ctx, member)
  if (!scope.ok)
    return (
      <div className="astack">
        {head}
        <NotInTeam ctx={ctx} account={scope.account} clearHref={clear} />
      </div>
    )
  const r = ctx.platform.agent.reports.accountDetails(scope.scope, range, { kind, page: readPage(q), pageSize: PAGE_SIZE })
  const columns: Column<DetailRow>[] = [
    { key: 'time', label: t('agent.details.time'), cell: (e) => f.time(e.createdAt) },
    { key: 'account', label: t('agent.details.account'), cell: (e) => e.account },
    { key: 'kind', label: t('agent.details.kind'), cell: (e) => t(`wallet.kinds.${e.kind}`, { defaultValue: e.kind }) },
    {
      key: 'amount',
      label: t('agent.details.amount'),
      numeric: true,
      cell: (e) => <Signed minor={e.amount} text={f.signed(e.amount)} />,
      total: <Signed minor={r.totals.net} text={f.signed(r.totals.net)} />,
    },
    { key: 'after', label: t('agent.details.balanceAfter'), numeric: true, cell: (e) => f.money(e.balanceAfter) },
  ]
  return (
    <div className="astack">
      {head}
      <div className="astats astats--three" data-testid="details-stats">
        <Stat label={t('agent.details.credits')} value={f.money(r.totals.credits)} tone={r.totals.credits > 0 ? 'pos' : undefined} />
        <Stat label={t('agent.details.debits')} value={f.money(r.totals.debits)} tone={r.totals.debits < 0 ? 'neg' : undefined} />
        <Stat label={t('agent.details.net')} value={f.signed(r.totals.net)} />
      </div>
      {r.list.length ? (
        <>
          <ReportTable rows={r.list} columns={columns} rowKey={(e) => e.id} caption={t('agent.menu.agentDownlineTransactionDetailsCopy')} testId="details" totalsLabel={t('agent.common.totals')} />
          <Pager ctx={ctx} page={r.pageNum} totalPages={r.totalPages} totalCount={r.totalCount} hrefOf={(p) => agentHref(TAB, { ...rangeParams(range), ...keep, page: p })} />
        </>
      ) : (
        <Empty title={t('agent.details.empty')} hint={t('agent.betting.emptyHint')} />
      )}
    </div>
  )
}
