/**
 * User loss (spec §2 palStatementsAgentCopy): one row per team member with settled bets in the
 * range — bets, stake, valid bet, payout and the member's win/loss — sorted (biggest loss first by
 * default), paged, with the totals of every member.
 */
import type { PageContext } from '../context'
import { USER_LOSS_SORTS } from '../../../shared/schemas/agent'
import { agentHref, rangeParams, readChoice, readPage } from './report-url'
import { Empty, Pager, ReportHead, ReportTable, SelectFilter, Signed, reportBase, type Column } from './report-kit'
import { NotInTeam, scopeFor } from './scope'
import type { UserLossRow } from '../../platform/agent/reports'

const TAB = 'palStatementsAgentCopy'
const PAGE_SIZE = 20

export function UserLossTab({ ctx }: { ctx: PageContext }) {
  const { t, q, range, member, f, clear } = reportBase(ctx, TAB)
  const sort = readChoice(q, 'sort', USER_LOSS_SORTS)
  const keep = { member, sort }
  const head = (
    <ReportHead ctx={ctx} tab={TAB} range={range} keep={keep} clear={clear}>
      <SelectFilter label={t('agent.filter.sort')} name="sort" value={sort ?? 'winLoss'} options={USER_LOSS_SORTS.map((s) => [s, t(`agent.loss.sorts.${s}`)] as [string, string])} />
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
  const r = ctx.platform.agent.reports.userLoss(scope.scope, range, { sort: sort ?? 'winLoss', page: readPage(q), pageSize: PAGE_SIZE })
  const columns: Column<UserLossRow>[] = [
    { key: 'account', label: t('agent.loss.account'), cell: (m) => <a href={agentHref('downlineManagmentView', { account: m.account })}>{m.account}</a> },
    { key: 'nickname', label: t('agent.loss.nickname'), cell: (m) => m.nickname },
    { key: 'bets', label: t('agent.loss.bets'), numeric: true, cell: (m) => f.int(m.betCount), total: f.int(r.totals.betCount) },
    { key: 'stake', label: t('agent.loss.betAmount'), numeric: true, cell: (m) => f.money(m.betAmount), total: f.money(r.totals.betAmount) },
    { key: 'valid', label: t('agent.loss.validBet'), numeric: true, cell: (m) => f.money(m.validBet), total: f.money(r.totals.validBet) },
    { key: 'payout', label: t('agent.loss.payout'), numeric: true, cell: (m) => f.money(m.payout), total: f.money(r.totals.payout) },
    {
      key: 'wl',
      label: t('agent.loss.winLoss'),
      numeric: true,
      cell: (m) => <Signed minor={m.winLoss} text={f.signed(m.winLoss)} />,
      total: <Signed minor={r.totals.winLoss} text={f.signed(r.totals.winLoss)} />,
    },
  ]
  return (
    <div className="astack">
      {head}
      <p className="ahint">{t('agent.loss.hint')}</p>
      {r.list.length ? (
        <>
          <ReportTable
            rows={r.list}
            columns={columns}
            rowKey={(m) => m.memberId}
            caption={t('agent.menu.palStatementsAgentCopy')}
            testId="user-loss"
            totalsLabel={t('agent.loss.totals', { count: r.totals.members })}
          />
          <Pager ctx={ctx} page={r.pageNum} totalPages={r.totalPages} totalCount={r.totalCount} hrefOf={(p) => agentHref(TAB, { ...rangeParams(range), ...keep, page: p })} />
        </>
      ) : (
        <Empty title={t('agent.loss.empty')} hint={t('agent.betting.emptyHint')} />
      )}
    </div>
  )
}
