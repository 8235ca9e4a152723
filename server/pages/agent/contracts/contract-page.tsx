/**
 * One contract page of the agent center (spec §2: agentDividendRecordCopy2 / enableCt,
 * agentDailyWages2 / salary, agentHourSalary / hourSalary, agentRealtimeSalary /
 * agentRealtimeSalary): the agent's own contract of the type with its upline (or the house), its
 * contracts with its direct downlines and their status, and the payment records — period, the
 * team's figures, the applied rate, the amount, paid or awaiting the payer's funds — received or
 * paid, with date presets, status and account filters, totals and paging. Rendered on the server;
 * every filter lives in the URL (`/agentHome?tab=agentDailyWages2&role=paid&range=30d&page=2`).
 * Answers (accept, refuse, ask to end) are small islands that confirm first.
 * @see docs/decisions/0013-agent-contracts.md
 */
import type { PageContext } from '../../context'
import type { ContractType, ContractView, PaymentView } from '../../../platform/agent/contracts'
import { PAYMENT_ROLES, PAYMENT_STATUSES, contractToApi, type ContractStatusName } from '../../../../shared/schemas/contracts'
import { TiersTable } from '../../../../client/islands/contracts/tiers-table'
import { localeOf } from '../../../../shared/i18n/format'
import { formatNumber, formatPercent } from '../../../../shared/number-format'
import { ContractAction } from '../../../../client/islands/contracts/contract-action'
import { dayStart } from '../../../../shared/periods'
import { agentHref, rangeParams, readChoice, readPage, readRange, readText } from '../report-url'
import { Empty, FilterForm, Pager, RangeBar, ReportTable, SelectFilter, TextFilter, formatters, type Column } from '../report-kit'
import { CONTRACT_TABS } from '../menu'
import { periodLabel } from './period-label'

const PAGE_SIZE = 20

function StatusChip({ ctx, status }: { ctx: PageContext; status: ContractStatusName | 'PAID' | 'UNPAID' }) {
  const text = status === 'PAID' || status === 'UNPAID' ? ctx.t(`contracts.paymentStatus.${status}`) : ctx.t(`contracts.status.${status}`)
  return (
    <span className={`cstatus cstatus--${status}`} data-status={status}>
      {text}
    </span>
  )
}

/** The answers a member may give on a contract right now, as confirm-first buttons. */
function Actions({ ctx, c, me }: { ctx: PageContext; c: ContractView; me: number }) {
  const t = ctx.t
  const type = t(`contracts.types.${c.type}`)
  const labels = { confirm: t('contracts.popup.confirm'), cancel: t('contracts.popup.cancel'), failed: t('contracts.popup.failed') }
  const mySide = c.downlineId === me ? 'downline' : 'upline'
  const act = (action: 'accept' | 'refuse' | 'terminate', label: string, question: string, primary = false) => (
    <ContractAction key={action} type={c.type} id={c.id} action={action} label={label} question={question} labels={labels} primary={primary} />
  )
  if (c.status === 'OFFERED') {
    return mySide === 'downline' ? (
      <>
        {act('refuse', t('contracts.popup.refuse'), t('contracts.popup.confirmRefuse', { type }))}
        {act('accept', t('contracts.popup.accept'), t('contracts.popup.confirmAccept', { type }), true)}
      </>
    ) : (
      act('refuse', t('contracts.page.withdraw'), t('contracts.popup.confirmRefuse', { type }))
    )
  }
  if (c.status === 'ACTIVE') return act('terminate', t('contracts.page.terminate'), t('contracts.popup.confirmAgree', { type }))
  if (c.status === 'TERMINATION_REQUESTED') {
    return c.terminationRequestedBy === mySide ? (
      act('refuse', t('contracts.page.withdraw'), t('contracts.popup.confirmDecline', { type }))
    ) : (
      <>
        {act('refuse', t('contracts.popup.decline'), t('contracts.popup.confirmDecline', { type }))}
        {act('accept', t('contracts.popup.agree'), t('contracts.popup.confirmAgree', { type }), true)}
      </>
    )
  }
  return null
}

function MyContract({ ctx, type, me, symbol }: { ctx: PageContext; type: ContractType; me: number; symbol: string }) {
  const t = ctx.t
  const f = formatters(ctx)
  const { contracts } = ctx.platform
  const current = contracts.current(me, type)
  const offers = contracts
    .pending(me)
    .filter((p) => p.contract.type === type && p.request === 'NEW')
    .map((p) => p.contract)
  const ceiling = contracts.ownRate(me, type)
  const shown = [...(current ? [current] : []), ...offers]
  return (
    <section className="apanel ccard" data-testid="contract-mine" aria-labelledby="contract-mine-title">
      <div className="ccard__head">
        <h3 id="contract-mine-title">{t('contracts.page.mine')}</h3>
      </div>
      {shown.length === 0 ? (
        <>
          <p className="ahint">{t('contracts.page.mineNone', { type: t(`contracts.types.${type}`) })}</p>
          {ceiling > 0 ? <p className="ahint">{t('contracts.offer.ceiling', { rate: formatNumber(ceiling / 100, localeOf(ctx.language)) })}</p> : null}
        </>
      ) : (
        shown.map((c) => (
          <div key={c.id} className="ccard" data-testid={`contract-${c.id}`}>
            <p className="ccard__meta">
              <StatusChip ctx={ctx} status={c.status} />
              <span>
                {t('contracts.page.upline')}: <b>{c.uplineAccount ?? t('contracts.house')}</b>
              </span>
              <span>
                {t('contracts.offer.period')}: <b>{t(`contracts.periods.${c.period}`)}</b>
              </span>
              {c.activatedAt ? (
                <span>
                  {t('contracts.page.since')}: <b>{f.time(c.activatedAt)}</b>
                </span>
              ) : null}
            </p>
            <TiersTable type={c.type} tiers={contractToApi(c).tiers} symbol={symbol} locale={localeOf(ctx.language)} t={(k, p) => ctx.t(k, p ?? {})} />
            <div className="ccard__actions">
              <Actions ctx={ctx} c={c} me={me} />
            </div>
          </div>
        ))
      )}
      {current ? <p className="ahint">{t('contracts.page.schedule', { period: t(`contracts.periods.${current.period}`).toLowerCase() })}</p> : null}
    </section>
  )
}

function TeamContracts({ ctx, type, me }: { ctx: PageContext; type: ContractType; me: number }) {
  const t = ctx.t
  const f = formatters(ctx)
  const { team } = ctx.platform.contracts.list(me, type)
  const open = team.filter((c) => ctx.platform.contracts.isOpen(c.status))
  const ended = team.filter((c) => !ctx.platform.contracts.isOpen(c.status)).slice(0, 10)
  const list = [...open, ...ended]
  return (
    <section className="apanel ccard" data-testid="contract-team" aria-labelledby="contract-team-title">
      <div className="ccard__head">
        <h3 id="contract-team-title">{t('contracts.page.team')}</h3>
        <a className="aback" href={agentHref('downlineManagmentView')}>
          {t('contracts.offer.title')}
        </a>
      </div>
      {list.length === 0 ? (
        <p className="ahint">{t('contracts.page.teamNone', { type: t(`contracts.types.${type}`) })}</p>
      ) : (
        <ul className="cteam">
          {list.map((c) => {
            const waitingMe = c.status === 'TERMINATION_REQUESTED' && c.terminationRequestedBy === 'downline'
            const waitingThem = c.status === 'OFFERED' || (c.status === 'TERMINATION_REQUESTED' && c.terminationRequestedBy === 'upline')
            return (
              <li key={c.id} className="cteam__item" data-testid={`team-contract-${c.id}`} data-status={c.status}>
                <span className="cteam__who">
                  <b>{c.downlineAccount}</b>
                  <small>
                    {t(`contracts.periods.${c.period}`)} · {f.time(c.activatedAt ?? c.createdAt)}
                  </small>
                </span>
                <span className="cteam__side">
                  <span className="cteam__rate">≤ {formatPercent(c.maxRate / 10_000, localeOf(ctx.language), 0, 2)}</span>
                  <StatusChip ctx={ctx} status={c.status} />
                  <Actions ctx={ctx} c={c} me={me} />
                </span>
                {waitingMe || waitingThem || c.endReason ? (
                  <p className="cteam__note">{waitingMe ? t('contracts.page.pendingYou') : waitingThem ? t('contracts.page.pendingThem') : t(`contracts.endReason.${c.endReason}`)}</p>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

function Payments({ ctx, type, me }: { ctx: PageContext; type: ContractType; me: number }) {
  const t = ctx.t
  const f = formatters(ctx)
  const tab = CONTRACT_TABS[type]!
  const q = ctx.url.searchParams
  const range = readRange(q, ctx.platform.now())
  const role = readChoice(q, 'role', PAYMENT_ROLES) ?? 'received'
  const status = readChoice(q, 'status', PAYMENT_STATUSES)
  const account = readText(q, 'account')
  const page = readPage(q)
  const result = ctx.platform.contracts.payments(me, {
    type,
    role,
    status,
    account,
    from: dayStart(range.from),
    to: dayStart(range.to + 1) - 1,
    pageNo: page,
    pageSize: PAGE_SIZE,
  })
  const keep = { role: role === 'received' ? undefined : role, status, account }
  const href = (extra: Record<string, string | number | undefined>) => agentHref(tab, { ...rangeParams(range), ...keep, ...extra })
  const columns: Column<PaymentView>[] = [
    { key: 'period', label: t('contracts.page.period'), cell: (p) => <span data-period={p.periodKey}>{periodLabel(p.periodKey, p.periodStart, p.periodEnd)}</span> },
    {
      key: 'who',
      label: role === 'received' ? t('contracts.page.paidBy') : t('contracts.page.downline'),
      cell: (p) => (role === 'received' ? (p.payerAccount ?? t('contracts.house')) : p.agentAccount),
    },
    { key: 'members', label: t('contracts.page.activeMembers'), numeric: true, cell: (p) => f.int(p.figures.activeMembers) },
    { key: 'validBet', label: t('contracts.page.validBet'), numeric: true, cell: (p) => f.money(p.figures.validBet) },
    { key: 'pl', label: t('contracts.page.profitLoss'), numeric: true, cell: (p) => f.signed(p.figures.profitLoss) },
    { key: 'rate', label: t('contracts.page.rate'), numeric: true, cell: (p) => `${p.rate / 100}%` },
    {
      key: 'amount',
      label: t('contracts.page.amount'),
      numeric: true,
      cell: (p) => <b>{f.money(p.amount)}</b>,
      total: <b data-testid="payments-total">{f.money(result.totals.paid + result.totals.unpaid)}</b>,
    },
    { key: 'status', label: t('contracts.page.status'), cell: (p) => <StatusChip ctx={ctx} status={p.status} /> },
  ]
  return (
    <section className="apanel astack" data-testid="contract-payments" aria-labelledby="contract-payments-title">
      <div className="ccard__head">
        <h3 id="contract-payments-title">{t('contracts.page.records')}</h3>
        <nav className="crole" aria-label={t('contracts.page.records')}>
          {PAYMENT_ROLES.map((r) => (
            <a
              key={r}
              href={agentHref(tab, { ...rangeParams(range), role: r === 'received' ? undefined : r })}
              className={role === r ? 'achip is-active' : 'achip'}
              aria-current={role === r ? 'true' : undefined}
              data-role={r}
            >
              {t(`contracts.page.${r}`)}
            </a>
          ))}
        </nav>
      </div>
      <RangeBar ctx={ctx} tab={tab} range={range} keep={keep} />
      <FilterForm ctx={ctx} tab={tab} range={range} clearHref={agentHref(tab, { ...rangeParams(range), role: keep.role })} active={!!(status || account)}>
        {role === 'paid' ? <input type="hidden" name="role" value="paid" /> : null}
        <SelectFilter
          label={t('contracts.page.status')}
          name="status"
          value={status}
          options={[['', t('contracts.page.allStatuses')], ...PAYMENT_STATUSES.map((s): [string, string] => [s, t(`contracts.paymentStatus.${s}`)])]}
        />
        <TextFilter label={t('contracts.page.account')} name="account" value={account} placeholder={t('contracts.page.accountPlaceholder')} />
      </FilterForm>
      <p className="ccard__meta" data-testid="payments-totals">
        <span>{t('contracts.page.totalPaid', { amount: f.money(result.totals.paid) })}</span>
        {result.totals.unpaid > 0 ? <span>{t('contracts.page.totalUnpaid', { amount: f.money(result.totals.unpaid) })}</span> : null}
      </p>
      {result.list.length === 0 ? (
        <Empty title={t('contracts.page.empty')} />
      ) : (
        <>
          <ReportTable rows={result.list} columns={columns} rowKey={(p) => p.id} caption={t('contracts.page.records')} testId="payments-table" totalsLabel={t('contracts.page.total')} />
          <Pager ctx={ctx} page={result.pageNum} totalPages={result.totalPages} totalCount={result.totalCount} hrefOf={(n) => href({ page: n })} />
        </>
      )}
    </section>
  )
}

/** The page of one contract type for the signed-in agent. */
export function ContractTypePage({ ctx, type }: { ctx: PageContext; type: ContractType }) {
  const me = ctx.member!.id
  const symbol = ctx.platform.wallet.settings().currencySymbol
  return (
    <div className="cpage" data-testid={`contract-page-${type}`}>
      <div className="cpage__grid">
        <MyContract ctx={ctx} type={type} me={me} symbol={symbol} />
        <TeamContracts ctx={ctx} type={type} me={me} />
      </div>
      <Payments ctx={ctx} type={type} me={me} />
    </div>
  )
}
