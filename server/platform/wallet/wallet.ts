/**
 * `platform.wallet`: the member's money (issue 4) over the double-entry ledger and the money
 * writer (DESIGN §4). Composed of sibling modules, one per aggregate:
 * - deposit.ts — methods, deposit requests, the operator's decision (SANDBOX instant, BANK manual);
 * - payment-password.ts — the withdrawal PIN (decision 0008);
 * - withdraw.ts — bank accounts, withdrawals with hold, decision, confirmation and auto-confirm job;
 * - payout.ts — withdrawals paid out through a provider's transfer API and settled by its events (decision 0052);
 * - transfer.ts — to the upline, to a downline, between main and game wallets;
 * - records.ts — the account record and transaction detail.
 * Every amount is integer minor units (the gateway converts at the edge, decision 0001); times UTC ms.
 * Every call that moves money runs inside `money.run` (group commit) with the member's idempotency key.
 * @see product-spec §2 member center, §4 withdrawal confirmation and messages, §7 wallet calls
 */
import { and, eq } from 'drizzle-orm'
import { walletAccounts } from '../../../db/schema/wallet'
import { EMBEDDED_PROVIDERS, type PaymentProviders } from './payment-providers'
import { depositModule } from './deposit'
import { paymentPasswordModule } from './payment-password'
import { EXPECTED_PAYOUT_MINUTES, withdrawModule } from './withdraw'
import { transferModule } from './transfer'
import { payoutModule } from './payout'
import { recordsModule } from './records'
import { inboxOf, readSettings, unreadCount, type WalletDeps, type WalletSettings } from './wallet-support'

export { WalletError, type WalletSettings, type Page } from './wallet-support'
export type { DepositView, DepositAnswer, DepositMethod, DepositQueueItem, Payee, CheckoutSettlement, PendingCheckout, OperatorMethod, MethodChange } from './deposit'
export type { WithdrawalView, WithdrawalAnswer, WithdrawalQueueItem, BankAccountView, ProofUpload } from './withdraw'
export type { PayoutSettlement, PendingPayout } from './payout'
export type { TransferAnswer, WalletTransferAnswer } from './transfer'
export type { RecordEntry, TransactionDetail, DetailLeg } from './records'

/** The member's funds at a glance (minor units): GET /wps/member/info/funds/consolidated. */
export type WalletSummary = {
  /** Main wallet. */
  balance: number
  /** Held for withdrawals awaiting the operator. */
  pendingWithdrawals: number
  /** Requested deposits awaiting the operator (not yet in the balance). */
  pendingDeposits: number
  /** Separate game wallets (brands without a single wallet). */
  gameWallets: { vendor: string; balance: number }[]
}

export function walletModule(deps: WalletDeps, providers: PaymentProviders = EMBEDDED_PROVIDERS) {
  const { ctx, ledger } = deps
  const pin = paymentPasswordModule(deps)
  const deposits = depositModule(deps, providers)
  const withdrawals = withdrawModule(deps, pin, providers)
  const payouts = payoutModule(deps, providers)
  const transfers = transferModule(deps, pin)
  const records = recordsModule(deps)

  return {
    /** The brand's wallet settings with its currency (minor units, minutes). */
    settings: (): WalletSettings => readSettings(ctx),

    /** The member's main balance in minor units: one indexed read (the header refreshes it). */
    balance: (memberId: number): number => ledger.balance({ kind: 'MEMBER', memberId }),

    /** Main balance, amounts pending either way, and game wallets (minor units). */
    summary(memberId: number): WalletSummary {
      const gameWallets = ctx.db
        .select({ vendor: walletAccounts.code, balance: walletAccounts.balance })
        .from(walletAccounts)
        .where(and(eq(walletAccounts.brandCode, ctx.brandCode), eq(walletAccounts.kind, 'GAME'), eq(walletAccounts.memberId, memberId)))
        .orderBy(walletAccounts.code)
        .all()
      return {
        balance: ledger.balance({ kind: 'MEMBER', memberId }),
        pendingWithdrawals: withdrawals.pendingWithdrawalTotal(memberId),
        pendingDeposits: deposits.pendingDepositTotal(memberId),
        gameWallets,
      }
    },

    methods: deposits.methods,
    operatorMethods: deposits.operatorMethods,
    configureMethod: deposits.configureMethod,
    deposit: deposits.deposit,
    decideDeposit: deposits.decideDeposit,
    deposits: deposits.deposits,
    depositQueue: deposits.depositQueue,
    settleCheckout: deposits.settleCheckout,
    failUnopenedCheckout: deposits.failUnopenedCheckout,
    pendingCheckouts: deposits.pendingCheckouts,
    hostedProvider: deposits.hostedProvider,
    depositByReference: deposits.depositByReference,

    paymentPasswordSet: pin.paymentPasswordSet,
    setPaymentPassword: pin.setPaymentPassword,
    /** UTC ms until which the member's withdrawals are locked after wrong PINs, or null. */
    paymentPasswordLockedUntil: pin.lockedUntil,

    /** The withdrawal rule the member is shown (issue 16): minutes a payout usually takes, by kind of account. */
    payoutMinutes: () => EXPECTED_PAYOUT_MINUTES,
    bankAccounts: withdrawals.bankAccounts,
    addBankAccount: withdrawals.addBankAccount,
    withdraw: withdrawals.withdraw,
    decideWithdrawal: withdrawals.decideWithdrawal,
    confirmWithdrawal: withdrawals.confirmWithdrawal,
    autoConfirmWithdrawals: withdrawals.autoConfirmWithdrawals,
    withdrawals: withdrawals.withdrawals,
    withdrawalQueue: withdrawals.withdrawalQueue,
    withdrawalProof: withdrawals.withdrawalProof,
    sendPayout: payouts.sendPayout,
    settlePayout: payouts.settlePayout,
    pendingPayouts: payouts.pendingPayouts,
    payoutProvider: payouts.payoutProvider,

    transferUpline: transfers.transferUpline,
    transferDownline: transfers.transferDownline,
    confirmedTransferDownline: transfers.confirmedTransferDownline,
    walletTransfer: transfers.walletTransfer,
    /** Whether `memberId` is in `agentId`'s downline (direct or indirect). */
    isDownline: transfers.isInTree,

    records: records.records,
    transactionDetail: records.transactionDetail,

    /** The member's inbox messages, newest first (what the wallet wrote: spec §4 messages). */
    inbox: (memberId: number) => inboxOf(ctx, memberId),
    /** Unread inbox messages of the member (the messageV2 badge). */
    unread: (memberId: number) => unreadCount(ctx, memberId),
  }
}

export type WalletModule = ReturnType<typeof walletModule>
