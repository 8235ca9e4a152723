/**
 * Team management (spec §2 downlineManagmentView): search the team (account or nickname; direct
 * downlines or the whole team), page through it, and open one downline (`account`) to see its
 * detail and figures, offer or change a contract (direct downlines, the contracts module's form)
 * and transfer money to it (island, POST /wps/agent/transfer/downline).
 */
import type { PageContext } from '../context'
import { AgentError } from '../../platform/agent/agent'
import type { DownlineRow } from '../../platform/agent/team'
import { OfferContractForm } from './contracts'
import { TransferForm } from '../../../client/islands/wallet/transfer-form'
import { agentHref, presetRange, readChoice, readPage, readText } from './report-url'
import { Empty, Pager, ReportTable, Stat, formatters, type Column } from './report-kit'
import { agentTexts } from './texts'
import { businessDayIndex } from '../../../shared/periods'
import { localeOf } from '../../../shared/i18n/format'

const TAB = 'downlineManagmentView'
const PAGE_SIZE = 20

export function DownlinesTab({ ctx }: { ctx: PageContext }) {
  const account = readText(ctx.url.searchParams, 'account')
  return account ? <DownlineDetail ctx={ctx} account={account} /> : <DownlineList ctx={ctx} />
}

function TypeBadge({ ctx, agent }: { ctx: PageContext; agent: boolean }) {
  return <span className={agent ? 'apill apill--agent' : 'apill'}>{ctx.t(agent ? 'agent.team.typeAgent' : 'agent.team.typeMember')}</span>
}

function DownlineList({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const q = ctx.url.searchParams
  const search = readText(q, 'search')
  const scope = readChoice(q, 'scope', ['direct', 'all'] as const) ?? 'all'
  const f = formatters(ctx)
  const r = ctx.platform.agent.downlines(ctx.member!.id, { search, scope, page: readPage(q), pageSize: PAGE_SIZE })
  const columns: Column<DownlineRow>[] = [
    {
      key: 'account',
      label: t('agent.team.account'),
      cell: (m) => (
        <>
          <a href={agentHref(TAB, { account: m.account })} data-testid="downline-link">
            <b>{m.account}</b>
          </a>
          {/* Responsible gaming (issue 8): the agent sees a downline in a break or self-exclusion. */}
          {m.excludedUntil ? (
            <span className="pill pill--warn adl-excluded" data-testid="downline-excluded">
              {t('responsibleGaming.agent.excluded', { until: f.time(m.excludedUntil) })}
            </span>
          ) : null}
        </>
      ),
    },
    { key: 'nickname', label: t('agent.team.nickname'), cell: (m) => m.nickname },
    { key: 'type', label: t('agent.team.type'), cell: (m) => <TypeBadge ctx={ctx} agent={m.isAgent} /> },
    { key: 'level', label: t('agent.team.level'), numeric: true, cell: (m) => m.level },
    { key: 'upline', label: t('agent.team.upline'), cell: (m) => m.uplineAccount },
    { key: 'balance', label: t('agent.team.balance'), numeric: true, cell: (m) => f.money(m.balance) },
    { key: 'team', label: t('agent.team.teamSize'), numeric: true, cell: (m) => f.int(m.teamSize) },
    { key: 'joined', label: t('agent.team.joined'), cell: (m) => f.time(m.createdAt) },
    { key: 'login', label: t('agent.team.lastLogin'), cell: (m) => (m.lastLoginAt ? f.time(m.lastLoginAt) : t('agent.team.never')) },
  ]
  return (
    <div className="astack">
      {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark; a <search> wrapper would add a box around the .afilters grid */}
      <form className="afilters" method="get" action="/agentHome" role="search">
        <input type="hidden" name="tab" value={TAB} />
        <label className="afield afield--grow">
          <span>{t('agent.team.search')}</span>
          <input type="search" name="search" defaultValue={search ?? ''} maxLength={40} autoComplete="off" />
        </label>
        <label className="afield">
          <span>{t('agent.filter.title')}</span>
          <select name="scope" defaultValue={scope}>
            <option value="all">{t('agent.team.all')}</option>
            <option value="direct">{t('agent.team.direct')}</option>
          </select>
        </label>
        <div className="afilters__actions">
          <button type="submit" className="btn btn--primary">
            {t('agent.filter.apply')}
          </button>
          {search || scope !== 'all' ? (
            <a className="btn btn--ghost" href={agentHref(TAB)}>
              {t('agent.filter.clear')}
            </a>
          ) : null}
        </div>
      </form>
      <p className="ascope">
        <span>{t('agent.team.summary', { team: t('agent.overview.members', { count: r.teamSize }), direct: r.direct })}</span>
      </p>
      {r.list.length ? (
        <>
          <ReportTable rows={r.list} columns={columns} rowKey={(m) => m.id} caption={t('agent.menu.downlineManagmentView')} testId="downlines" />
          <Pager ctx={ctx} page={r.pageNum} totalPages={r.totalPages} totalCount={r.totalCount} hrefOf={(p) => agentHref(TAB, { search, scope: scope === 'all' ? undefined : scope, page: p })} />
        </>
      ) : search ? (
        <Empty title={t('agent.team.emptySearch', { search })} />
      ) : (
        <Empty title={t('agent.team.empty')} hint={t('agent.team.emptyHint')}>
          <a className="btn btn--primary" href={agentHref('registerCenter')}>
            {t('agent.menu.registerCenter')}
          </a>
        </Empty>
      )}
    </div>
  )
}

function DownlineDetail({ ctx, account }: { ctx: PageContext; account: string }) {
  const t = ctx.t
  const agentId = ctx.member!.id
  const f = formatters(ctx)
  let d: ReturnType<PageContext['platform']['agent']['downline']>
  try {
    d = ctx.platform.agent.downline(agentId, account)
  } catch (e) {
    if (!(e instanceof AgentError)) throw e
    return (
      <div className="astack">
        <a className="aback" href={agentHref(TAB)}>
          <span className="dir-arrow" aria-hidden="true">
            ←
          </span>{' '}
          {t('agent.team.back')}
        </a>
        <div className="anotice" role="alert" data-testid="not-in-team">
          <p>{t('agent.common.notInTeam', { account })}</p>
        </div>
      </div>
    )
  }
  const today = businessDayIndex(ctx.platform.now())
  const o = ctx.platform.agent.reports.overview({ agentId, memberId: d.id }, presetRange('30d', today))
  const wallet = ctx.platform.wallet
  const settings = wallet.settings()
  const reportLinks = [
    ['agentTeamOverview', { member: d.account, range: '30d' }],
    ['personalHistoryCopy', { member: d.account, range: '30d' }],
    ['palStatementsAgentCopy', { member: d.account, range: '30d' }],
    ['agentDownlineTransactionDetailsCopy', { member: d.account, range: '30d' }],
  ] as const
  return (
    <div className="astack" data-testid="downline-detail">
      <a className="aback" href={agentHref(TAB)}>
        <span className="dir-arrow" aria-hidden="true">
          ←
        </span>{' '}
        {t('agent.team.back')}
      </a>
      <header className="aperson">
        <span className="avatar aperson__avatar" aria-hidden="true">
          {d.nickname.slice(0, 1).toUpperCase()}
        </span>
        <div className="aperson__who">
          <h3 className="aperson__name" data-testid="detail-account">
            {d.account} <TypeBadge ctx={ctx} agent={d.isAgent} />
          </h3>
          <p className="aperson__meta">{[d.nickname, `${t('agent.team.level')} ${d.level}`, `${t('agent.team.upline')}: ${d.uplineAccount}`].join(' · ')}</p>
          <p className="aperson__meta">{`${t('agent.team.joined')}: ${f.time(d.createdAt)} · ${t('agent.team.lastLogin')}: ${d.lastLoginAt ? f.time(d.lastLoginAt) : t('agent.team.never')}`}</p>
        </div>
        <div className="aperson__balance">
          <span>{t('agent.team.balance')}</span>
          <b data-testid="detail-balance">{f.money(d.balance)}</b>
        </div>
      </header>
      <section className="apanel" aria-labelledby="figures-title">
        <h3 id="figures-title" className="apanel__title">
          {t('agent.team.figures')}
        </h3>
        <div className="astats astats--four">
          <Stat label={t('agent.overview.validBet')} value={f.money(o.totals.validBet)} sub={t('agent.overview.betCount', { count: o.totals.betCount })} />
          <Stat label={t('agent.loss.winLoss')} value={f.signed(o.totals.winLoss)} tone={o.totals.winLoss > 0 ? 'pos' : o.totals.winLoss < 0 ? 'neg' : undefined} />
          <Stat label={t('agent.overview.deposits')} value={f.money(o.totals.depositAmount)} />
          <Stat label={t('agent.overview.withdrawals')} value={f.money(o.totals.withdrawAmount)} />
        </div>
        <nav className="alinks" aria-label={t('agent.team.reports')}>
          {reportLinks.map(([tab, params]) => (
            <a key={tab} className="achip" href={agentHref(tab, params)}>
              {t(`agent.menu.${tab}`)}
            </a>
          ))}
        </nav>
      </section>
      <div className="agrid2">
        <section className="apanel" aria-labelledby="transfer-title">
          <h3 id="transfer-title" className="apanel__title">
            {t('agent.team.transfer')}
          </h3>
          <TransferForm
            to="downline"
            account={d.account}
            limits={{ min: settings.transferMin, max: settings.transferMax }}
            balance={wallet.balance(agentId)}
            currency={{ symbol: settings.currencySymbol, locale: localeOf(ctx.language) }}
            pinSet={wallet.paymentPasswordSet(agentId)}
            texts={agentTexts(ctx, ['agent.transfer.'])}
          />
        </section>
        <section className="apanel" aria-labelledby="contract-title">
          <h3 id="contract-title" className="apanel__title">
            {t('agent.team.contract')}
          </h3>
          {d.level === 1 ? <OfferContractForm ctx={ctx} downlineId={d.id} /> : <p className="ahint">{t('agent.team.contractOnlyDirect', { upline: d.uplineAccount })}</p>}
        </section>
      </div>
      <section className="apanel" aria-labelledby="directs-title">
        <h3 id="directs-title" className="apanel__title">
          {t('agent.team.directDownlines')}
        </h3>
        {d.directDownlines.length ? (
          <ul className="adirects">
            {d.directDownlines.map((m) => (
              <li key={m.id}>
                <a href={agentHref(TAB, { account: m.account })}>{m.account}</a>
                <span>{m.nickname}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="ahint">{t('agent.team.noDirect')}</p>
        )}
      </section>
    </div>
  )
}
