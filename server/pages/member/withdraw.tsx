/**
 * Withdraw (spec §2 withdraw, §4 withdrawal confirmation): the withdrawal PIN set-up, bank
 * accounts and the withdrawal form (island), then the member's withdrawals with their status; an
 * approved one asks whether the money arrived (received / partly / not received with proof) until
 * its deadline, after which it counts as received. Issue 16: accounts are GCash, Maya or bank with
 * their marks; the form states the brand's payout rules (`wallet.payoutMinutes()`, the confirmation
 * window of decision 0009) and a pending withdrawal shows when it is usually paid by.
 */
import type { PageContext } from '../context'
import { formatMoney } from '../../../shared/format'
import { LocalTime } from '../../../client/islands/local-time'
import { WithdrawPanel } from '../../../client/islands/wallet/withdraw-form'
import { WithdrawalConfirm } from '../../../client/islands/wallet/withdrawal-confirm'
import { PayLogo } from '../../../client/islands/wallet/pay-logo'
import { PAYOUT_ACCOUNT_TYPES } from '../../../shared/schemas/wallet'
import { LANGUAGES } from '../../../shared/i18n/languages'
import { walletTexts } from './texts'
import { EmptyList, StatusPill, WalletTable, type Column } from './wallet-table'
import { localeOf } from '../../../shared/i18n/format'

type Withdrawal = ReturnType<PageContext['platform']['wallet']['withdrawals']>['list'][number]

/** The member's own answers (spec §4); AUTO_RECEIVED is the timeout's. */
const ANSWERS: ReadonlySet<string> = new Set(['RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED'])
/** How long an answered withdrawal keeps its card, in ms. */
const ANSWER_SHOWN_MS = 10 * 60_000

/** A duration in whole hours when it is one, else minutes, spelled out in the member's language ("1 hour", "24 oras"). */
function duration(minutes: number, language: string): string {
  const locale = LANGUAGES.find((l) => l.code === language)?.htmlLang ?? 'en'
  const hours = minutes % 60 === 0
  return new Intl.NumberFormat(locale, { style: 'unit', unit: hours ? 'hour' : 'minute', unitDisplay: 'long' }).format(hours ? minutes / 60 : minutes)
}

export function WithdrawTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const m = ctx.member!
  const wallet = ctx.platform.wallet
  const settings = wallet.settings()
  const fmt = (minor: number) => formatMoney(minor, settings.currencySymbol, localeOf(ctx.language))
  const withdrawals = wallet.withdrawals(m.id, { page: 1, pageSize: 20 }).list
  // An answer given in the last minutes keeps its card (with the thanks) so the page can re-render under it.
  const now = ctx.platform.now()
  const answeredLately = (w: Withdrawal) => ANSWERS.has(w.status) && w.confirmedAt !== null && now - w.confirmedAt < ANSWER_SHOWN_MS
  const awaiting = withdrawals.filter((w) => w.status === 'APPROVED' || answeredLately(w))
  const confirmTexts = awaiting.length ? walletTexts(ctx, 'walletUi.withdraw.') : {}
  const bank = (w: Withdrawal) => `${w.bankName} ${w.accountNumber}`
  const columns: Column<Withdrawal>[] = [
    { key: 'time', label: t('walletUi.common.date'), cell: (w) => <LocalTime ms={w.createdAt} language={ctx.language} /> },
    {
      key: 'bank',
      label: t('walletUi.withdraw.bank'),
      cell: (w) => (
        <span className="wcell-bank">
          <PayLogo mark={w.accountType} size={22} />
          <span>{w.bankName}</span> <span className="wmono">{w.accountNumber}</span>
        </span>
      ),
    },
    { key: 'amount', label: t('walletUi.common.amount'), numeric: true, cell: (w) => <b>{fmt(w.amount)}</b> },
    {
      key: 'status',
      label: t('walletUi.common.status'),
      cell: (w) => (
        <span className="wcell-status">
          <StatusPill status={w.status} label={t(`wallet.status.${w.status}`)} />
          {w.confirmRemark ? <span className="wcell-note">{w.confirmRemark}</span> : w.note ? <span className="wcell-note">{w.note}</span> : null}
          {w.expectedPayoutAt !== null ? (
            <span className="wcell-note" data-testid="row-expected">
              {t('walletUi.withdraw.expectedTitle')}: <LocalTime ms={w.expectedPayoutAt} language={ctx.language} />
            </span>
          ) : null}
        </span>
      ),
    },
  ]
  return (
    <div className="wstack">
      {awaiting.map((w) => (
        <WithdrawalConfirm
          key={w.id}
          id={w.id}
          amountText={fmt(w.amount)}
          bankText={bank(w)}
          deadline={w.confirmDeadline}
          answer={w.status === 'APPROVED' ? null : t(`wallet.status.${w.status}`)}
          language={ctx.language}
          texts={confirmTexts}
        />
      ))}
      <WithdrawPanel
        pinSet={wallet.paymentPasswordSet(m.id)}
        bankAccounts={wallet.bankAccounts(m.id).map((b) => ({ id: b.id, type: b.type, bankName: b.bankName, accountNumber: b.accountNumber, payeeName: b.payeeName }))}
        limits={{ min: settings.withdrawMin, max: settings.withdrawMax }}
        balance={wallet.balance(m.id)}
        currency={{ symbol: settings.currencySymbol, locale: localeOf(ctx.language) }}
        payeeName={m.payeeName ?? undefined}
        rules={{
          payout: Object.fromEntries(PAYOUT_ACCOUNT_TYPES.map((k) => [k, duration(wallet.payoutMinutes()[k], ctx.language)])) as Record<(typeof PAYOUT_ACCOUNT_TYPES)[number], string>,
          confirmWindow: duration(settings.withdrawConfirmMinutes, ctx.language),
        }}
        language={ctx.language}
        authenticator={ctx.platform.authenticator.guardsWithdrawals(m.id)}
        texts={{ ...walletTexts(ctx, 'walletUi.withdraw.'), ...Object.fromEntries(['withdrawCode', 'withdrawHint'].map((k) => [`security.authenticator.${k}`, t(`security.authenticator.${k}`)])) }}
      />
      <section className="wsection" aria-labelledby="withdrawals-title">
        <h3 id="withdrawals-title" className="wsection__title">
          {t('walletUi.withdraw.listTitle')}
        </h3>
        {withdrawals.length ? (
          <WalletTable
            rows={withdrawals}
            columns={columns}
            rowKey={(w) => w.id}
            caption={t('walletUi.withdraw.listTitle')}
            testId="withdrawals"
            rowClass={(w) => (w.status === 'APPROVED' ? 'is-highlight' : undefined)}
          />
        ) : (
          <EmptyList text={t('walletUi.withdraw.noRequests')} />
        )}
      </section>
    </div>
  )
}
