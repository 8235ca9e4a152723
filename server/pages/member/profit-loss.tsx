/**
 * Personal profit/loss (personalProfit, spec §2 member center): the member's bets summed per
 * business day, game type and provider (newest day first), with the net result of the whole filter
 * on top. Same URL filters as the betting record (date preset, game type, provider, page).
 */
import type { PageContext } from '../context'
import { RecordsView, money, recordsQuery } from './betting-record'
import { WalletTable, type Column } from './wallet-table'
import { localeOf } from '../../../shared/i18n/format'

type Line = ReturnType<PageContext['platform']['play']['records']['profitLoss']>['list'][number]

export function ProfitLossTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const { query } = recordsQuery(ctx)
  const page = ctx.platform.play.records.profitLoss(ctx.member!.id, query)
  const { fmt, signed } = money(ctx)
  const vendorNames = ctx.platform.vendors.names()
  const net = page.totals.winLoss
  const columns: Column<Line>[] = [
    { key: 'day', label: t('records.pl.day'), cell: (l) => <time dateTime={l.day}>{l.day}</time> },
    { key: 'type', label: t('records.pl.gameType'), cell: (l) => t(`nav.${l.gameType}`, { defaultValue: l.gameType }) },
    { key: 'vendor', label: t('records.pl.vendor'), cell: (l) => vendorNames.get(l.vendor) ?? l.vendor },
    { key: 'count', label: t('records.pl.count'), numeric: true, cell: (l) => l.count.toLocaleString(localeOf(ctx.language)) },
    { key: 'bet', label: t('records.bets.bet'), numeric: true, cell: (l) => fmt(l.betAmount) },
    { key: 'valid', label: t('records.bets.validBet'), numeric: true, cell: (l) => fmt(l.validBet) },
    { key: 'payout', label: t('records.bets.payout'), numeric: true, cell: (l) => fmt(l.payout) },
    { key: 'winLoss', label: t('records.bets.winLoss'), numeric: true, cell: (l) => <b className={l.winLoss > 0 ? 'wplus' : l.winLoss < 0 ? 'wminus' : undefined}>{signed(l.winLoss)}</b> },
  ]
  return (
    <RecordsView
      ctx={ctx}
      tab="personalProfit"
      page={page}
      testId="profit-loss"
      lead={
        <section className={`rec-net rec-net--${net > 0 ? 'up' : net < 0 ? 'down' : 'even'}`} aria-label={t('records.pl.net')}>
          <span className="rec-net__label">{t(net > 0 ? 'records.pl.up' : net < 0 ? 'records.pl.down' : 'records.pl.even')}</span>
          <b className="rec-net__amount" data-testid="pl-net">
            {signed(net)}
          </b>
        </section>
      }
      table={<WalletTable rows={page.list} columns={columns} rowKey={(l) => `${l.day}|${l.gameType}|${l.vendor}`} caption={t('records.pl.caption')} testId="profit-loss-rows" />}
      empty={{ text: t('records.pl.empty'), hint: t('records.pl.emptyHint') }}
    />
  )
}
