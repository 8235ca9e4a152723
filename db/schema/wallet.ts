/**
 * Wallet and payments schema (DESIGN §4): a double-entry ledger in integer minor units.
 * - `wallet_accounts`: one row per ledger account with its running balance. Members' accounts may
 *   never go below zero (a CHECK constraint backs the code); the brand's contra accounts (HOUSE,
 *   PROVIDER) may, since they mirror money outside the member wallets.
 * - `ledger_movements`: one row per money movement, unique per idempotency key; `request_hash`
 *   detects the same key reused with other content; `result` is the first answer, returned to repeats.
 * - `ledger_entries`: the immutable legs of each movement (triggers refuse UPDATE and DELETE); the
 *   legs of one movement sum to zero, and an account's entries sum to its balance.
 * Times are UTC ms. Re-exported by `platform.ts` so both live in the platform database.
 * @see product-spec §2 member center (transferFund, depositv2, withdraw, transferUpline, transactionHistory), §4 withdrawal confirmation, §7 wallet calls
 */
import { sqliteTable, integer, text, index, uniqueIndex, check } from 'drizzle-orm/sqlite-core'
import { sql } from 'drizzle-orm'
import type { LocalizedText } from './platform'

/** Ledger account kinds. */
export type WalletAccountKind = 'MEMBER' | 'GAME' | 'HOLD' | 'HOUSE' | 'PROVIDER'

export const walletAccounts = sqliteTable(
  'wallet_accounts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    /** MEMBER main wallet, GAME member wallet at one vendor, HOLD withdrawals awaiting payout, HOUSE game results, PROVIDER a payment provider (the outside world). */
    kind: text('kind').$type<WalletAccountKind>().notNull(),
    /** Owner for MEMBER and GAME; 0 for the brand's own accounts. */
    memberId: integer('member_id').notNull().default(0),
    /** Vendor code for GAME, provider code for PROVIDER, '' otherwise. */
    code: text('code').notNull().default(''),
    /** Minor units. */
    balance: integer('balance').notNull().default(0),
    /** 1 for contra accounts (HOUSE, PROVIDER) that may go below zero. */
    allowNegative: integer('allow_negative').notNull().default(0),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('wallet_accounts_owner_uq').on(t.brandCode, t.kind, t.memberId, t.code), check('wallet_accounts_not_negative', sql`${t.balance} >= 0 OR ${t.allowNegative} = 1`)],
)

export const ledgerMovements = sqliteTable(
  'ledger_movements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    /** Namespaced idempotency key, e.g. `m:12:deposit:<client request id>` or a vendor transaction id. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the call's content (kind, member, amount, counterpart…). */
    requestHash: text('request_hash').notNull(),
    /** DEPOSIT, WITHDRAW_HOLD, WITHDRAW_RELEASE, WITHDRAW_PAYOUT, TRANSFER_UPLINE, TRANSFER_DOWNLINE, WALLET_TRANSFER, BET, WIN, ROLLBACK, ADJUST */
    kind: text('kind').notNull(),
    /** The member the movement is about (the initiator for transfers). */
    memberId: integer('member_id').notNull(),
    /** Positive minor units. */
    amount: integer('amount').notNull(),
    /** What it belongs to: `deposit:<id>`, `withdrawal:<id>`, `member:<id>`, a round id… */
    reference: text('reference'),
    /** The first answer, as JSON; repeats of the key get it back unchanged. */
    result: text('result', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('ledger_movements_key_uq').on(t.brandCode, t.idempotencyKey), index('ledger_movements_member_idx').on(t.memberId, t.createdAt)],
)

export const ledgerEntries = sqliteTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    movementId: integer('movement_id')
      .notNull()
      .references(() => ledgerMovements.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => walletAccounts.id),
    /** Owner of the account (0 for brand accounts); lets the account record read one index. */
    memberId: integer('member_id').notNull(),
    /** The movement's kind, copied so the account record filters without a join. */
    kind: text('kind').notNull(),
    /** Signed minor units: + credit to the account, − debit. */
    amount: integer('amount').notNull(),
    /** The account's balance right after this entry. */
    balanceAfter: integer('balance_after').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId, t.id), index('ledger_entries_member_idx').on(t.memberId, t.createdAt), index('ledger_entries_movement_idx').on(t.movementId)],
)

/** Brand-level wallet settings (spec §4 withdrawal confirmation timeout, §7 merchant wallet isSingle). */
export const walletSettings = sqliteTable('wallet_settings', {
  brandCode: text('brand_code').primaryKey(),
  /** 1 = one wallet for every game (GCS_merchantWallet value.isSingle); 0 = separate game wallets. */
  singleWallet: integer('single_wallet').notNull().default(1),
  withdrawMin: integer('withdraw_min').notNull(),
  withdrawMax: integer('withdraw_max').notNull(),
  /** Minutes after approval before an unconfirmed withdrawal counts as received. */
  withdrawConfirmMinutes: integer('withdraw_confirm_minutes').notNull().default(1440),
  transferMin: integer('transfer_min').notNull(),
  transferMax: integer('transfer_max').notNull(),
})

/** Deposit methods a brand offers (spec §2 depositv2). */
export const paymentMethods = sqliteTable(
  'payment_methods',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    code: text('code').notNull(),
    /** SANDBOX (instant) or BANK (manual transfer an operator approves). */
    provider: text('provider').notNull(),
    name: text('name', { mode: 'json' }).$type<LocalizedText>().notNull(),
    /** Minor units. */
    minAmount: integer('min_amount').notNull(),
    maxAmount: integer('max_amount').notNull(),
    /** Bank details shown for manual transfers: bank, account number, account name. */
    payee: text('payee', { mode: 'json' }).$type<{ bankName: string; accountNumber: string; accountName: string } | null>(),
    sort: integer('sort').notNull().default(0),
    enabled: integer('enabled').notNull().default(1),
  },
  (t) => [uniqueIndex('payment_methods_code_uq').on(t.brandCode, t.code)],
)

export const depositRequests = sqliteTable(
  'deposit_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    methodCode: text('method_code').notNull(),
    provider: text('provider').notNull(),
    /** Minor units. */
    amount: integer('amount').notNull(),
    /** PENDING, CREDITED, REJECTED */
    status: text('status').notNull(),
    /** The member's idempotency key for the request (unique per member). */
    requestKey: text('request_key').notNull(),
    /** What the member typed as the transfer reference or payer name (manual transfers). */
    payerReference: text('payer_reference'),
    movementId: integer('movement_id'),
    note: text('note'),
    /** The first answer to the member's request, as JSON; a repeat of the key gets it back unchanged. */
    result: text('result', { mode: 'json' }).$type<Record<string, unknown>>(),
    /** A hosted-checkout provider's reference for the request (PayMongo: the checkout session id `cs_…`); null for SANDBOX and BANK. */
    providerRef: text('provider_ref'),
    /** Where the member pays (the provider's hosted checkout page); null for SANDBOX and BANK. */
    checkoutUrl: text('checkout_url'),
    createdAt: integer('created_at').notNull(),
    decidedAt: integer('decided_at'),
  },
  (t) => [
    uniqueIndex('deposit_requests_key_uq').on(t.brandCode, t.memberId, t.requestKey),
    index('deposit_requests_status_idx').on(t.brandCode, t.status, t.createdAt),
    uniqueIndex('deposit_requests_provider_ref_uq').on(t.provider, t.providerRef),
  ],
)

/**
 * Events a payment provider sent (webhooks) or the reconciliation job read, one row per provider
 * event id (decision 0045): a repeat of an event id changes nothing. Written in the same
 * transaction as the credit or failure it caused, so a crash leaves neither.
 */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    /** PAYMONGO */
    provider: text('provider').notNull(),
    /** The provider's event id (PayMongo `evt_…`), or `reconcile:<session id>` for the reconciliation job's reading. */
    eventId: text('event_id').notNull(),
    /** The provider's event type, e.g. `checkout_session.payment.paid`. */
    type: text('type').notNull(),
    /** The provider reference the event is about (checkout session id). */
    providerRef: text('provider_ref'),
    /** The deposit request it matched, if any. */
    depositId: integer('deposit_id'),
    /** The withdrawal whose payout it settled, if any (a transfer's status event, decision 0052). */
    withdrawalId: integer('withdrawal_id'),
    /** CREDITED, FAILED, IGNORED (already decided, or not about a deposit of this brand); for payouts PAID, REFUNDED, IGNORED */
    outcome: text('outcome').notNull(),
    /** UTC ms. */
    receivedAt: integer('received_at').notNull(),
  },
  (t) => [uniqueIndex('payment_events_event_uq').on(t.brandCode, t.provider, t.eventId)],
)

export const withdrawalRequests = sqliteTable(
  'withdrawal_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    /** Minor units. */
    amount: integer('amount').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    payeeName: text('payee_name').notNull(),
    /** PENDING, APPROVED, REJECTED, RECEIVED, PARTLY_RECEIVED, NOT_RECEIVED, AUTO_RECEIVED; paid through a provider (decision 0052): PAYING, PAID, PAYOUT_FAILED */
    status: text('status').notNull(),
    requestKey: text('request_key').notNull(),
    holdMovementId: integer('hold_movement_id').notNull(),
    settleMovementId: integer('settle_movement_id'),
    note: text('note'),
    /** After approval: when an unconfirmed withdrawal counts as received (UTC ms). */
    confirmDeadline: integer('confirm_deadline'),
    /** Member's statement for PARTLY_RECEIVED / NOT_RECEIVED. */
    confirmRemark: text('confirm_remark'),
    /** Proof image for NOT_RECEIVED (png/jpg ≤ 5 MB), stored as bytes with its MIME type. */
    proof: text('proof'),
    proofType: text('proof_type'),
    createdAt: integer('created_at').notNull(),
    decidedAt: integer('decided_at'),
    confirmedAt: integer('confirmed_at'),
    /** The provider paying it out (decision 0052: PAYMONGO), set on approval; null when paid by hand. */
    payoutProvider: text('payout_provider'),
    /** The provider's transfer id (PayMongo `tr_…`), once the transfer was accepted. */
    providerRef: text('provider_ref'),
    /** When the provider accepted the transfer (UTC ms). */
    payoutSentAt: integer('payout_sent_at'),
    /** Why the provider failed the transfer (its error code and text), for the operator. */
    payoutError: text('payout_error'),
  },
  (t) => [
    uniqueIndex('withdrawal_requests_key_uq').on(t.brandCode, t.memberId, t.requestKey),
    uniqueIndex('withdrawal_requests_provider_ref_uq').on(t.payoutProvider, t.providerRef),
    index('withdrawal_requests_status_idx').on(t.brandCode, t.status, t.createdAt),
    index('withdrawal_requests_member_idx').on(t.memberId, t.createdAt),
  ],
)

/** Bank accounts a member withdraws to. */
export const memberBankAccounts = sqliteTable(
  'member_bank_accounts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    payeeName: text('payee_name').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('member_bank_accounts_uq').on(t.memberId, t.accountNumber)],
)

/** Wrong payment passwords (withdrawal PIN), for the lock of decision 0008 (5 within 15 minutes lock withdrawals for 15 minutes). */
export const paymentPasswordFailures = sqliteTable(
  'payment_password_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id').notNull(),
    /** UTC ms. */
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('payment_password_failures_member_idx').on(t.memberId, t.createdAt)],
)
