/**
 * Deposit (depositv2, spec §2): the brand's methods with their marks and limits, the deposit bonuses
 * the member can take (`platform.promotions`, DEPOSIT_BONUS in state join/joined), the deposit form
 * (island), and the member's pending requests and recent deposits with their reference numbers,
 * read from `platform.wallet`; the pending list follows the operator's decisions (DepositWatch, issue 16).
 */
import type { PageContext } from '../context'
import { formatMoney } from '../../../shared/format'
import { localized } from '../../platform/localized'
import { LocalTime } from '../../../client/islands/local-time'
import { DepositForm } from '../../../client/islands/wallet/deposit-form'
import { DepositWatch } from '../../../client/islands/wallet/deposit-watch'
import { PayLogo, payMarkOf } from '../../../client/islands/wallet/pay-logo'
import { walletTexts } from './texts'
import { DepositReturn } from './deposit-return'
import { EmptyList, StatusPill, WalletTable, type Column } from './wallet-table'
import { localeOf } from '../../../shared/i18n/format'

type Deposit = ReturnType<PageContext['platform']['wallet']['deposits']>['list'][number]

export function DepositTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const wallet = ctx.platform.wallet
  const memberId = ctx.member!.id
  const settings = wallet.settings()
  const methods = wallet.methods()
  const names = new Map(methods.map((m) => [m.code, localized(m.name, ctx.language)]))
  const pending = wallet.deposits(memberId, { status: 'PENDING', page: 1, pageSize: 20 }).list
  const recent = wallet
    .deposits(memberId, { page: 1, pageSize: 10 })
    .list.filter((d) => d.status !== 'PENDING')
    .slice(0, 5)
  const fmt = (minor: number) => formatMoney(minor, settings.currencySymbol, localeOf(ctx.language))
  const bonuses = ctx.member!.isTrial
    ? []
    : ctx.platform.promotions
        .list(memberId, ctx.language)
        .filter((p) => p.kind === 'DEPOSIT_BONUS' && (p.state === 'join' || p.state === 'joined'))
        .map((p) => ({ id: p.id, title: p.title, summary: p.summary, joined: p.state === 'joined' }))
  const columns: Column<Deposit>[] = [
    { key: 'time', label: t('walletUi.common.date'), cell: (d) => <LocalTime ms={d.createdAt} language={ctx.language} /> },
    {
      key: 'method',
      label: t('walletUi.common.method'),
      cell: (d) => (
        <span className="wcell-method">
          <PayLogo mark={payMarkOf(d.methodCode)} size={22} />
          <span>{names.get(d.methodCode) ?? d.methodCode}</span>
        </span>
      ),
    },
    {
      key: 'reference',
      label: t('walletUi.deposit.referenceNo'),
      cell: (d) => (
        <span className="wcell-status">
          <span className="wmono">{d.reference}</span>
          {d.payerReference ? <span className="wcell-note">{d.payerReference}</span> : null}
        </span>
      ),
    },
    { key: 'amount', label: t('walletUi.common.amount'), numeric: true, cell: (d) => <b>{fmt(d.amount)}</b> },
    { key: 'status', label: t('walletUi.common.status'), cell: (d) => <StatusPill status={d.status} label={t(`wallet.status.${d.status}`)} /> },
  ]
  return (
    <div className="wstack">
      <DepositReturn ctx={ctx} />
      <DepositForm
        methods={methods.map((m) => ({ code: m.code, provider: m.provider, name: localized(m.name, ctx.language), min: m.minAmount, max: m.maxAmount, payee: m.payee }))}
        bonuses={bonuses}
        currency={{ symbol: settings.currencySymbol, locale: localeOf(ctx.language) }}
        texts={walletTexts(ctx, 'walletUi.deposit.')}
      />
      <DepositWatch pending={pending.length} />
      <section className="wsection" aria-labelledby="deposit-pending-title">
        <h3 id="deposit-pending-title" className="wsection__title">
          {t('walletUi.deposit.pendingList')}
          {pending.length ? <span className="wcount">{pending.length}</span> : null}
        </h3>
        {pending.length ? (
          <WalletTable rows={pending} columns={columns} rowKey={(d) => d.id} caption={t('walletUi.deposit.pendingList')} testId="deposits-pending" />
        ) : (
          <EmptyList text={t('walletUi.common.noneYet')} />
        )}
      </section>
      {recent.length ? (
        <section className="wsection" aria-labelledby="deposit-recent-title">
          <h3 id="deposit-recent-title" className="wsection__title">
            {t('walletUi.deposit.recentList')}
          </h3>
          <WalletTable rows={recent} columns={columns} rowKey={(d) => d.id} caption={t('walletUi.deposit.recentList')} testId="deposits-recent" />
        </section>
      ) : null}
    </div>
  )
}
