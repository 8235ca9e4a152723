/**
 * Team betting (spec §2 personalHistoryCopy in the agent center): the team's bet records placed in
 * the range, newest first, filtered by member, game type, provider and status, paged, with the
 * totals of every matching record (decision 0014: all statuses listed; totals = the listed rows).
 */
import type { PageContext } from '../context'
import { GAME_TYPES } from '../../../shared/constants'
import { BET_STATUSES } from '../../../shared/schemas/agent'
import { agentHref, rangeParams, readChoice, readPage } from './report-url'
import { Empty, Pager, ReportHead, ReportTable, SelectFilter, Signed, reportBase, type Column } from './report-kit'
import { NotInTeam, scopeFor } from './scope'
import type { BetRow } from '../../platform/agent/reports'

const TAB = 'personalHistoryCopy'
const PAGE_SIZE = 20

export function TeamBettingTab({ ctx }: { ctx: PageContext }) {
  const { t, q, range, member, f, clear } = reportBase(ctx, TAB)
  const vendors = [...new Set(ctx.platform.vendors.lanes().flatMap((l) => l.cards.map((c) => c.vassalage)))].sort()
  const filters = {
    member,
    gameType: readChoice(q, 'gameType', GAME_TYPES),
    vendor: readChoice(q, 'vendor', vendors),
    status: readChoice(q, 'status', BET_STATUSES),
  }
  const keep = { ...filters }
  const head = (
    <ReportHead ctx={ctx} tab={TAB} range={range} keep={keep} clear={clear}>
      <SelectFilter
        label={t('agent.filter.gameType')}
        name="gameType"
        value={filters.gameType}
        options={[['', t('agent.filter.all')], ...GAME_TYPES.map((g) => [g, t(`nav.${g}`)] as [string, string])]}
      />
      <SelectFilter label={t('agent.filter.vendor')} name="vendor" value={filters.vendor} options={[['', t('agent.filter.all')], ...vendors.map((v) => [v, v] as [string, string])]} />
      <SelectFilter
        label={t('agent.filter.status')}
        name="status"
        value={filters.status}
        options={[['', t('agent.filter.all')], ...BET_STATUSES.map((s) => [s, t(`agent.betting.statuses.${s}`)] as [string, string])]}
      />
    </ReportHead>
  )
  const scope = scopeFor(ctx, filters.member)
  if (!scope.ok)
    return (
      <div className="astack">
        {head}
        <NotInTeam ctx={ctx} account={scope.account} clearHref={clear} />
      </div>
    )
  const r = ctx.platform.agent.reports.betting(scope.scope, range, { gameType: filters.gameType, vendor: filters.vendor, status: filters.status, page: readPage(q), pageSize: PAGE_SIZE })
  const columns: Column<BetRow>[] = [
    { key: 'time', label: t('agent.betting.time'), cell: (b) => f.time(b.placedAt) },
    { key: 'account', label: t('agent.betting.account'), cell: (b) => b.account },
    {
      key: 'game',
      label: t('agent.betting.game'),
      cell: (b) => (
        <span className="agame">
          <b>{b.gameCode}</b>
          <small>{`${b.vendorCode} · ${t(`nav.${b.gameType}`)}`}</small>
        </span>
      ),
    },
    { key: 'round', label: t('agent.betting.round'), cell: (b) => <code className="around">{b.roundId}</code> },
    { key: 'bet', label: t('agent.betting.bet'), numeric: true, cell: (b) => f.money(b.betAmount), total: f.money(r.totals.betAmount) },
    { key: 'valid', label: t('agent.betting.validBet'), numeric: true, cell: (b) => f.money(b.validBet), total: f.money(r.totals.validBet) },
    { key: 'payout', label: t('agent.betting.payout'), numeric: true, cell: (b) => f.money(b.payout), total: f.money(r.totals.payout) },
    {
      key: 'wl',
      label: t('agent.betting.winLoss'),
      numeric: true,
      cell: (b) => <Signed minor={b.winLoss} text={f.signed(b.winLoss)} />,
      total: <Signed minor={r.totals.winLoss} text={f.signed(r.totals.winLoss)} />,
    },
    { key: 'status', label: t('agent.betting.status'), cell: (b) => <span className={`apill apill--${b.status.toLowerCase()}`}>{t(`agent.betting.statuses.${b.status}`)}</span> },
  ]
  return (
    <div className="astack">
      {head}
      {r.list.length ? (
        <>
          <ReportTable
            rows={r.list}
            columns={columns}
            rowKey={(b) => b.id}
            caption={t('agent.menu.personalHistoryCopy')}
            testId="betting"
            totalsLabel={t('agent.betting.totals', { count: r.totals.count })}
          />
          <Pager ctx={ctx} page={r.pageNum} totalPages={r.totalPages} totalCount={r.totalCount} hrefOf={(p) => agentHref(TAB, { ...rangeParams(range), ...keep, page: p })} />
        </>
      ) : (
        <Empty title={t('agent.betting.empty')} hint={t('agent.betting.emptyHint')} />
      )}
    </div>
  )
}
