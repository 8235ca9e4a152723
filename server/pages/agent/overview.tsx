/**
 * Team overview (spec §2 agentTeamOverview, the agent center's default tab): figure cards for the
 * range (active and new members, deposits, withdrawals, valid bet, team profit/loss), the daily
 * trend chart, members by level and the daily table — for the whole team or one downline
 * (`member`). Charts are server-rendered SVG (./charts), no chart JS.
 */
import type { PageContext } from '../context'
import { agentHref } from './report-url'
import { Empty, ReportHead, ReportTable, Signed, Stat, reportBase, type Column } from './report-kit'
import { NotInTeam, scopeFor } from './scope'
import { TrendChart } from './charts/trend-chart'
import { LevelChart } from './charts/level-chart'
import type { TeamOverview } from '../../platform/agent/reports'

const TAB = 'agentTeamOverview'

export function OverviewTab({ ctx }: { ctx: PageContext }) {
  const { t, range, member, f, clear } = reportBase(ctx, TAB)
  const scope = scopeFor(ctx, member)
  const head = (
    <ReportHead ctx={ctx} tab={TAB} range={range} keep={{ member }} clear={clear}>
      {null}
    </ReportHead>
  )
  if (!scope.ok)
    return (
      <div className="astack">
        {head}
        <NotInTeam ctx={ctx} account={scope.account} clearHref={clear} />
      </div>
    )
  const o = ctx.platform.agent.reports.overview(scope.scope, range)
  const tot = o.totals
  type Day = TeamOverview['days'][number]
  const columns: Column<Day>[] = [
    { key: 'date', label: t('agent.overview.date'), cell: (d) => d.date },
    { key: 'active', label: t('agent.overview.activeMembers'), numeric: true, cell: (d) => f.int(d.activeMembers), total: f.int(tot.activeMembers) },
    { key: 'new', label: t('agent.overview.newMembers'), numeric: true, cell: (d) => f.int(d.newMembers), total: f.int(tot.newMembers) },
    { key: 'deposits', label: t('agent.overview.deposits'), numeric: true, cell: (d) => f.money(d.depositAmount), total: f.money(tot.depositAmount) },
    { key: 'withdrawals', label: t('agent.overview.withdrawals'), numeric: true, cell: (d) => f.money(d.withdrawAmount), total: f.money(tot.withdrawAmount) },
    { key: 'valid', label: t('agent.overview.validBet'), numeric: true, cell: (d) => f.money(d.validBet), total: f.money(tot.validBet) },
    {
      key: 'pl',
      label: t('agent.overview.profitLoss'),
      numeric: true,
      cell: (d) => <Signed minor={d.profitLoss} text={f.signed(d.profitLoss)} />,
      total: <Signed minor={tot.profitLoss} text={f.signed(tot.profitLoss)} />,
    },
  ]
  const hasBets = o.days.some((d) => d.betCount > 0)
  return (
    <div className="astack">
      {head}
      <p className="ascope" data-testid="overview-scope">
        <b>{scope.account ? t('agent.overview.scopeOne', { account: scope.account }) : t('agent.overview.scopeAll')}</b>
        {!scope.account ? <span>{t('agent.team.summary', { team: t('agent.overview.members', { count: o.teamSize }), direct: o.directCount })}</span> : null}
      </p>
      <div className="astats" data-testid="overview-stats">
        <Stat label={t('agent.overview.activeMembers')} value={f.int(tot.activeMembers)} sub={t('agent.overview.activeHint')} testId="stat-active" />
        <Stat label={t('agent.overview.newMembers')} value={f.int(tot.newMembers)} testId="stat-new" />
        <Stat label={t('agent.overview.deposits')} value={f.money(tot.depositAmount)} sub={t('agent.overview.depositCount', { count: tot.depositCount })} testId="stat-deposits" />
        <Stat label={t('agent.overview.withdrawals')} value={f.money(tot.withdrawAmount)} sub={t('agent.overview.withdrawCount', { count: tot.withdrawCount })} testId="stat-withdrawals" />
        <Stat label={t('agent.overview.validBet')} value={f.money(tot.validBet)} sub={t('agent.overview.betCount', { count: tot.betCount })} testId="stat-valid" />
        <Stat
          label={t('agent.overview.profitLoss')}
          value={f.signed(tot.profitLoss)}
          sub={t('agent.overview.profitHint')}
          tone={tot.profitLoss > 0 ? 'pos' : tot.profitLoss < 0 ? 'neg' : undefined}
          testId="stat-pl"
        />
      </div>
      <div className={scope.account ? 'acharts acharts--one' : 'acharts'}>
        <section className="apanel" aria-labelledby="trend-title">
          <h3 id="trend-title" className="apanel__title">
            {t('agent.overview.trend')}
          </h3>
          {hasBets ? (
            (
              [
                [720, 'achart--wide', 'trend-chart'],
                [360, 'achart--narrow', 'trend-chart-narrow'],
              ] as const
            ).map(([width, className, testId]) => (
              <TrendChart
                key={width}
                width={width}
                className={className}
                testId={testId}
                points={o.days.map((d) => ({ date: d.date, validBet: d.validBet, profitLoss: d.profitLoss }))}
                label={t('agent.overview.chartLabel', { from: o.from, to: o.to })}
                legend={{ validBet: t('agent.overview.validBet'), profitLoss: t('agent.overview.profitLoss') }}
                format={f.money}
              />
            ))
          ) : (
            <Empty title={t('agent.overview.trendEmpty')} />
          )}
        </section>
        {!scope.account ? (
          <section className="apanel" aria-labelledby="levels-title">
            <h3 id="levels-title" className="apanel__title">
              {t('agent.overview.byLevel')}
            </h3>
            {o.levels.length ? (
              <LevelChart levels={o.levels} label={t('agent.overview.levelLabel')} levelText={(level) => t('agent.overview.levelShort', { level })} />
            ) : (
              <Empty title={t('agent.overview.levelEmpty')}>
                <a className="btn btn--ghost" href={agentHref('registerCenter')}>
                  {t('agent.menu.registerCenter')}
                </a>
              </Empty>
            )}
          </section>
        ) : null}
      </div>
      <section className="apanel" aria-labelledby="daily-title">
        <h3 id="daily-title" className="apanel__title">
          {t('agent.overview.daily')}
        </h3>
        <ReportTable rows={[...o.days].reverse()} columns={columns} rowKey={(d) => d.date} caption={t('agent.overview.daily')} testId="overview-days" totalsLabel={t('agent.common.totals')} scroll />
      </section>
    </div>
  )
}
