/**
 * Account record (transactionHistory, spec §2): the main wallet's movements, newest first, as a
 * server-rendered table (cards on phones): date and time in the member's zone, type, amount
 * (+ credit green, − debit red), balance after, reference. Filters and paging live in the URL
 * (`records-url.ts`); a row opens its detail (ODSFE2_MemTransDet) in a dialog.
 */
import type { PageContext } from '../context'
import { formatMoney } from '../../../shared/format'
import { MOVEMENT_KINDS, RECORDS_DEFAULT_PAGE_SIZE } from '../../../shared/schemas/wallet'
import { LocalTime } from '../../../client/islands/local-time'
import { RecordsFilter } from '../../../client/islands/wallet/records-filter'
import { TransactionDetailButton } from '../../../client/islands/wallet/transaction-detail'
import { readRecordsFilter, recordsHref } from './records-url'
import { walletTexts } from './texts'
import { EmptyList, WalletTable, type Column } from './wallet-table'
import { WalletPager } from './wallet-pager'
import { localeOf } from '../../../shared/i18n/format'

type Entry = ReturnType<PageContext['platform']['wallet']['records']>['list'][number]

/** Kinds a member's main wallet can show (a payout moves held money, never the main wallet). */
const RECORD_KINDS = MOVEMENT_KINDS.filter((k) => k !== 'WITHDRAW_PAYOUT')

/** "deposit:12" → "DEP-12"; a transfer shows the other member's account. */
function referenceText(e: Pick<Entry, 'reference' | 'counterpart'>): string {
  if (e.counterpart) return e.counterpart
  if (!e.reference) return '—'
  const [kind, id] = e.reference.split(':', 2)
  const prefix: Record<string, string> = { deposit: 'DEP', withdrawal: 'WD', vendor: '' }
  if (id === undefined) return e.reference
  return kind in prefix ? (prefix[kind] ? `${prefix[kind]}-${id}` : id) : e.reference
}

export function AccountRecordTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const wallet = ctx.platform.wallet
  const settings = wallet.settings()
  const filter = readRecordsFilter(ctx.url.searchParams, ctx.platform.now())
  const page = wallet.records(ctx.member!.id, { from: filter.from, to: filter.to, kind: filter.kind, page: filter.page, pageSize: RECORDS_DEFAULT_PAGE_SIZE })
  const fmt = (minor: number) => formatMoney(minor, settings.currencySymbol, localeOf(ctx.language))
  const signed = (minor: number) => (minor > 0 ? `+${fmt(minor)}` : fmt(minor))
  const detailTexts = walletTexts(ctx, 'walletUi.records.', 'wallet.kinds.')
  const columns: Column<Entry>[] = [
    { key: 'time', label: t('walletUi.records.time'), cell: (e) => <LocalTime ms={e.createdAt} language={ctx.language} /> },
    { key: 'kind', label: t('walletUi.records.kind'), cell: (e) => <span className={`wkind wkind--${e.kind.toLowerCase()}`}>{t(`wallet.kinds.${e.kind}`)}</span> },
    { key: 'amount', label: t('walletUi.records.amount'), numeric: true, cell: (e) => <b className={e.amount >= 0 ? 'wplus' : 'wminus'}>{signed(e.amount)}</b> },
    { key: 'after', label: t('walletUi.records.balanceAfter'), numeric: true, cell: (e) => fmt(e.balanceAfter) },
    {
      key: 'reference',
      label: t('walletUi.records.reference'),
      className: 'wcell-ref',
      cell: (e) => <TransactionDetailButton id={e.id} label={referenceText(e)} symbol={settings.currencySymbol} language={ctx.language} texts={detailTexts} />,
    },
  ]
  const hrefOf = (p: number) => recordsHref({ ...filter, page: p })
  return (
    <div className="wstack">
      <RecordsFilter
        range={filter.range}
        from={filter.from}
        to={filter.to}
        kind={filter.kind ?? ''}
        kinds={[['', t('walletUi.records.allTypes')], ...RECORD_KINDS.map((k) => [k, t(`wallet.kinds.${k}`)] as [string, string])]}
        texts={walletTexts(ctx, 'walletUi.records.')}
      />
      {page.list.length ? (
        <>
          <WalletTable rows={page.list} columns={columns} rowKey={(e) => e.id} caption={t('walletUi.menu.transactionHistory')} testId="records" rowClass={() => 'is-clickable'} />
          <WalletPager
            label={t('walletUi.records.paging')}
            count={t('walletUi.records.count', { count: page.totalCount })}
            now={t('walletUi.records.page', { page: page.pageNum, total: page.totalPages })}
            pageNum={page.pageNum}
            totalPages={page.totalPages}
            hrefOf={hrefOf}
            labels={{ prev: t('walletUi.records.prev'), next: t('walletUi.records.next') }}
            testIds={{ count: 'records-count', page: 'records-page' }}
          />
        </>
      ) : (
        <EmptyList text={t('walletUi.records.empty')} hint={t('walletUi.records.emptyHint')} />
      )}
    </div>
  )
}
