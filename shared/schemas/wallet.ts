/**
 * Wallet and payment inputs (issue 4), used by the member centre's forms and by the gateway alike:
 * amounts, idempotency keys, deposit, payment password, bank account, withdrawal, transfers,
 * withdrawal confirmation and the account-record query.
 *
 * Amounts arrive in MAJOR units with at most 2 decimals (decision 0001) — a JSON number or the
 * spec's decimal string, parsed strictly by shared/schemas/amount.ts (decision 0031) — and leave
 * every schema as an integer of MINOR units.
 *
 * Issue messages are i18n keys of the `wallet` namespace (e.g. `wallet.errors.badAmount`): the
 * gateway and the forms translate them with `t(message)`.
 * @see product-spec §2 member center (depositv2, withdraw, transferUpline, transactionHistory), §4 withdrawal confirmation, §7
 */
import { z } from 'zod'
import { parsePhoneNumberFromString } from 'libphonenumber-js/core'
import { moneySchema, parseMoney } from './amount'
import { PH_MOBILE_METADATA } from './ph-mobile'

/** Minor units per major unit (2-decimal currencies, decision 0001). */
export const MINOR_PER_MAJOR = 100
/** Largest amount accepted anywhere, in major units (any real limit is far below). */
export const MAX_AMOUNT_MAJOR = 9_999_999_999
/** Withdrawal proof upload: png or jpg, at most 5 MB (spec §5, §9 images). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const
/** Account-record page size cap and default. */
export const RECORDS_MAX_PAGE_SIZE = 100
export const RECORDS_DEFAULT_PAGE_SIZE = 20
/** Default account-record window: the past 7 days (spec §9 date presets). */
export const RECORDS_DEFAULT_DAYS = 7
export const DAY_MS = 86_400_000

/** Kinds of ledger movement, as the account record filters them (`wallet.kinds.*`). */
export const MOVEMENT_KINDS = [
  'DEPOSIT',
  'WITHDRAW_HOLD',
  'WITHDRAW_RELEASE',
  'WITHDRAW_PAYOUT',
  'TRANSFER_UPLINE',
  'TRANSFER_DOWNLINE',
  'WALLET_TRANSFER',
  'BET',
  'WIN',
  'ROLLBACK',
  'ADJUST',
  'SALARY',
  'DIVIDEND',
  'POINTS_CONVERT',
  'MISSION_REWARD',
  'BONUS',
  'REBATE',
  'REFERRAL',
] as const
export type MovementKindName = (typeof MOVEMENT_KINDS)[number]

/** Deposit request statuses (`wallet.status.*`). */
export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'REJECTED'] as const
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number]

/**
 * Withdrawal request statuses (`wallet.status.*`, spec §4): PENDING (funds held) → APPROVED (paid
 * out, awaiting the member's confirmation) or REJECTED (hold released); APPROVED → RECEIVED,
 * PARTLY_RECEIVED, NOT_RECEIVED (member) or AUTO_RECEIVED (timeout). Paid out through a provider
 * (decision 0052): PENDING → PAYING (transfer in flight) → PAID or PAYOUT_FAILED (amount refunded).
 */
export const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED', 'AUTO_RECEIVED', 'PAYING', 'PAID', 'PAYOUT_FAILED'] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]

/** What a member may answer after a withdrawal is approved (spec §4). */
export const CONFIRM_STATUSES = ['RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED'] as const
export type ConfirmStatus = (typeof CONFIRM_STATUSES)[number]

/**
 * Major-unit text or number → integer minor units, or null when it is not a positive amount with
 * at most 2 decimals and at most {@link MAX_AMOUNT_MAJOR}. For text a person typed into a form:
 * surrounding whitespace is dropped here, never on the wire (`AmountSchema` is strict, decision 0031).
 * @example toMinor('12.5') === 1250; toMinor(0.1) === 10; toMinor('1.005') === null; toMinor(0) === null
 */
export function toMinor(input: number | string): number | null {
  const minor = parseMoney(typeof input === 'string' ? input.trim() : input, MAX_AMOUNT_MAJOR)
  return minor !== null && minor > 0 ? minor : null
}

/** Integer minor units → major units for JSON (1250 → 12.5); exact for every amount below 2^53. */
export function toMajor(minor: number): number {
  return minor / MINOR_PER_MAJOR
}

/**
 * An amount in major units parsed to minor units: a JSON number or the spec's decimal string,
 * > 0, ≤ 2 decimals, ≤ {@link MAX_AMOUNT_MAJOR}; arrays, hex, exponents, trailing dots, signs and
 * whitespace are refused (shared/schemas/amount.ts, decision 0031).
 */
export const AmountSchema = moneySchema({ message: 'wallet.errors.badAmount', maxMajor: MAX_AMOUNT_MAJOR })

/** The `Idempotency-Key` header of a money call: 8–64 of [A-Za-z0-9_-]. */
export const IdempotencyKeySchema = z.string({ error: 'wallet.errors.keyMissing' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'wallet.errors.keyMissing')

/** Payment password (withdrawal PIN): exactly 6 digits (decision 0008; the registration field uses the same rule). */
export const PaymentPasswordSchema = z.string({ error: 'wallet.errors.paymentPasswordFormat' }).regex(/^\d{6}$/, 'wallet.errors.paymentPasswordFormat')

/** POST /wps/wallet/deposit. */
export const DepositBodySchema = z
  .object({
    methodCode: z.string({ error: 'wallet.errors.methodUnknown' }).regex(/^[A-Za-z0-9_]{1,32}$/, 'wallet.errors.methodUnknown'),
    amount: AmountSchema,
    /** Manual bank transfers: the member's transfer reference or payer name. */
    payerReference: z.string().trim().max(64, 'wallet.errors.referenceTooLong').optional(),
    /** A DEPOSIT_BONUS promotion the member joins with this deposit (the bonus choice of the form; issue 16). */
    promotionId: z.number({ error: 'wallet.errors.bonusUnknown' }).int('wallet.errors.bonusUnknown').positive('wallet.errors.bonusUnknown').optional(),
  })
  .strict()
export type DepositBody = z.infer<typeof DepositBodySchema>

/** POST /wps/member/payment-password (E): set once; changing it needs the old one. */
export const PaymentPasswordBodySchema = z
  .object({
    password: PaymentPasswordSchema,
    confirmPassword: z.string().max(64),
    oldPassword: z.string().max(64).optional(),
  })
  .strict()
  .refine((b) => b.password === b.confirmPassword, { message: 'wallet.errors.paymentPasswordMismatch', path: ['confirmPassword'] })
export type PaymentPasswordBody = z.infer<typeof PaymentPasswordBodySchema>

/**
 * Kinds of withdrawal account (issue 16, decision 0043): the e-wallets GCash and Maya, paid to the
 * member's PH mobile number, and a bank account. Stored as the account's `bankName` ("GCash", "Maya"
 * or the bank's name), so `payoutAccountType` reads the kind back from it.
 */
export const PAYOUT_ACCOUNT_TYPES = ['GCASH', 'MAYA', 'BANK'] as const
export type PayoutAccountType = (typeof PAYOUT_ACCOUNT_TYPES)[number]
/** The name an e-wallet account is stored and shown under. */
export const E_WALLET_NAMES = { GCASH: 'GCash', MAYA: 'Maya' } as const

/** A Philippine bank the withdrawal form offers, with the digit counts of its account numbers. */
export type PhBank = { code: string; name: string; digits: readonly number[] }
/**
 * The banks the withdrawal form lists, with their account numbers' lengths as the banks print them.
 * A bank not listed (typed by the member) keeps the general rule of 6–30 digits.
 */
export const PH_BANKS: readonly PhBank[] = [
  { code: 'BDO', name: 'BDO Unibank', digits: [10, 12] },
  { code: 'BPI', name: 'BPI', digits: [10] },
  { code: 'METROBANK', name: 'Metrobank', digits: [13] },
  { code: 'LANDBANK', name: 'Landbank', digits: [10] },
  { code: 'PNB', name: 'PNB', digits: [12] },
  { code: 'UNIONBANK', name: 'UnionBank', digits: [12] },
  { code: 'SECURITYBANK', name: 'Security Bank', digits: [13] },
  { code: 'RCBC', name: 'RCBC', digits: [10] },
  { code: 'CHINABANK', name: 'China Bank', digits: [10, 12] },
  { code: 'EASTWEST', name: 'EastWest Bank', digits: [12] },
]

const squash = (v: string) => v.toLowerCase().replace(/[^a-z0-9]/g, '')
/** The listed bank a typed name means (its code or name, case, spaces and punctuation ignored), or undefined. */
export function phBank(name: string): PhBank | undefined {
  const key = squash(name)
  return PH_BANKS.find((b) => squash(b.code) === key || squash(b.name) === key)
}

/** The kind of a saved withdrawal account, from the name it is stored under ("GCash" → GCASH). */
export function payoutAccountType(bankName: string): PayoutAccountType {
  const key = squash(bankName)
  if (key === 'gcash') return 'GCASH'
  if (key === 'maya' || key === 'paymaya') return 'MAYA'
  return 'BANK'
}

/**
 * A PH mobile number as an e-wallet is registered to, in the local form "09XXXXXXXXX", or null when
 * it is not a valid Philippine mobile number (libphonenumber-js, PH mobile metadata). Accepts
 * "0917 123 4567", "+63 917 123 4567", "639171234567", dashes and spaces.
 */
export function phMobile(text: string): string | null {
  const p = parsePhoneNumberFromString(text.trim(), 'PH', PH_MOBILE_METADATA)
  return p?.country === 'PH' && p.isValid() && p.getType() === 'MOBILE' ? `0${p.nationalNumber}` : null
}

const bankDigits = (v: string) => v.replace(/[\s-]/g, '')
const bankNameOk = (v: unknown) => typeof v === 'string' && v.trim().length >= 2 && v.trim().length <= 60
/** Each rule runs even when another field failed (`when`: any object body), so the form shows every mistake at once. */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) }
type AccountFields = { type?: unknown; bankName?: unknown; accountNumber?: unknown }
const isBank = (b: AccountFields) => b.type === 'BANK' || b.type === undefined
const isWallet = (b: AccountFields) => b.type === 'GCASH' || b.type === 'MAYA'
const numberOf = (b: AccountFields) => (typeof b.accountNumber === 'string' ? b.accountNumber : '')

/**
 * POST /wps/wallet/bank-accounts: where withdrawals are paid (spec §2 withdraw; issue 16).
 * - `type` GCASH or MAYA: `accountNumber` must be a PH mobile number (`phMobile`), stored as
 *   "09XXXXXXXXX"; `bankName` is ignored and becomes "GCash" / "Maya".
 * - `type` BANK (the default, for callers before issue 16): `bankName` required (2–60); the number's
 *   spaces and dashes are dropped; a listed bank (`PH_BANKS`, by code or name) needs one of its digit
 *   counts, any other bank 6–30 digits.
 * Errors: wallet.errors.accountTypeInvalid, bankNameInvalid, accountNumberInvalid, mobileWalletInvalid, bankDigits, payeeNameInvalid.
 */
export const BankAccountBodySchema = z
  .object({
    type: z.enum(PAYOUT_ACCOUNT_TYPES, { error: 'wallet.errors.accountTypeInvalid' }).default('BANK'),
    bankName: z.string({ error: 'wallet.errors.bankNameInvalid' }).max(60, 'wallet.errors.bankNameInvalid').optional(),
    accountNumber: z.string({ error: 'wallet.errors.accountNumberInvalid' }).max(40, 'wallet.errors.accountNumberInvalid'),
    payeeName: z.string({ error: 'wallet.errors.payeeNameInvalid' }).trim().min(2, 'wallet.errors.payeeNameInvalid').max(60, 'wallet.errors.payeeNameInvalid'),
  })
  .strict()
  .refine((b: AccountFields) => !isBank(b) || bankNameOk(b.bankName), { message: 'wallet.errors.bankNameInvalid', path: ['bankName'], ...always })
  .refine((b: AccountFields) => !isBank(b) || /^[0-9]{6,30}$/.test(bankDigits(numberOf(b))), { message: 'wallet.errors.accountNumberInvalid', path: ['accountNumber'], ...always })
  .refine(
    (b: AccountFields) => {
      const bank = isBank(b) && typeof b.bankName === 'string' ? phBank(b.bankName) : undefined
      const digits = bankDigits(numberOf(b))
      return !bank || !/^[0-9]{6,30}$/.test(digits) || bank.digits.includes(digits.length)
    },
    { message: 'wallet.errors.bankDigits', path: ['accountNumber'], ...always },
  )
  .refine((b: AccountFields) => !isWallet(b) || phMobile(numberOf(b)) !== null, { message: 'wallet.errors.mobileWalletInvalid', path: ['accountNumber'], ...always })
  .transform((b) => {
    if (b.type !== 'BANK') return { type: b.type, bankName: E_WALLET_NAMES[b.type], accountNumber: phMobile(b.accountNumber)!, payeeName: b.payeeName }
    const name = (b.bankName ?? '').trim()
    return { type: b.type, bankName: name, accountNumber: bankDigits(b.accountNumber), payeeName: b.payeeName }
  })
export type BankAccountBody = z.infer<typeof BankAccountBodySchema>

/** POST /wps/wallet/withdraw (E). */
export const WithdrawBodySchema = z
  .object({
    amount: AmountSchema,
    bankAccountId: z.coerce.number({ error: 'wallet.errors.bankAccountUnknown' }).int('wallet.errors.bankAccountUnknown').positive('wallet.errors.bankAccountUnknown'),
    paymentPassword: PaymentPasswordSchema,
    /** A code of the member's authenticator app (or a recovery code), when they turned on its withdrawal guard (decision 0053). */
    authenticatorCode: z.string().trim().max(16, 'security.authenticator.errors.codeWrong').optional(),
  })
  .strict()
export type WithdrawBody = z.infer<typeof WithdrawBodySchema>

/** POST /wps/wallet/transfer/upline. */
export const TransferUplineBodySchema = z.object({ amount: AmountSchema }).strict()
export type TransferUplineBody = z.infer<typeof TransferUplineBodySchema>

/**
 * POST /wps/agent/transfer/downline (E): `account` is the downline's login name; the agent's payment
 * password (withdrawal PIN, decision 0008) confirms the transfer (issue 16, decision 0043).
 */
export const TransferDownlineBodySchema = z
  .object({
    account: z.string({ error: 'wallet.errors.notDownline' }).trim().min(1, 'wallet.errors.notDownline').max(64, 'wallet.errors.notDownline'),
    amount: AmountSchema,
    paymentPassword: PaymentPasswordSchema,
  })
  .strict()
export type TransferDownlineBody = z.infer<typeof TransferDownlineBodySchema>

const walletSide = z
  .string({ error: 'wallet.errors.walletUnknown' })
  .regex(/^[A-Za-z0-9_]{1,32}$/, 'wallet.errors.walletUnknown')
  .transform((v) => v.toUpperCase())
/** POST /wps/relay/GCS_walletTransfer: between the main wallet (`MAIN`) and a vendor's game wallet. */
export const WalletTransferBodySchema = z
  .object({ from: walletSide, to: walletSide, amount: AmountSchema })
  .strict()
  .refine((b) => b.from !== b.to && (b.from === 'MAIN' || b.to === 'MAIN'), { message: 'wallet.errors.walletUnknown', path: ['to'] })
export type WalletTransferBody = z.infer<typeof WalletTransferBodySchema>

/**
 * The text fields of POST /wps/wallet/withdrawals/:id/confirm (multipart). PARTLY_RECEIVED needs a
 * remark; NOT_RECEIVED needs a proof image (checked by the gateway and the platform, see `ProofSchema`).
 */
export const ConfirmWithdrawalFieldsSchema = z
  .object({
    status: z.enum(CONFIRM_STATUSES, { error: 'wallet.errors.confirmStatusInvalid' }),
    remark: z
      .string()
      .trim()
      .max(200, 'wallet.errors.remarkTooLong')
      .optional()
      .transform((v) => v || undefined),
  })
  .refine((b) => b.status !== 'PARTLY_RECEIVED' || b.remark, { message: 'wallet.errors.remarkRequired', path: ['remark'] })
export type ConfirmWithdrawalFields = z.infer<typeof ConfirmWithdrawalFieldsSchema>

/** The proof upload's declared type and size (the platform also checks the bytes are a PNG or JPEG). */
export const ProofSchema = z.object({
  type: z.enum(PROOF_TYPES, { error: 'wallet.errors.proofType' }),
  size: z.number().int().positive('wallet.errors.proofType').max(PROOF_MAX_BYTES, 'wallet.errors.proofSize'),
})

const page = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(RECORDS_MAX_PAGE_SIZE).default(RECORDS_DEFAULT_PAGE_SIZE),
}
const utcMs = z.coerce.number().int().min(0).max(8_640_000_000_000_000)

/**
 * GET /wps/wallet/records: `from`/`to` UTC ms (default the past 7 days up to now), optional kind,
 * paging (pageSize ≤ 100). `from` after `to` is refused.
 */
export const RecordsQuerySchema = z
  .object({ from: utcMs.optional(), to: utcMs.optional(), kind: z.enum(MOVEMENT_KINDS).optional(), ...page })
  .strict()
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { message: 'wallet.errors.rangeInvalid', path: ['from'] })
export type RecordsQuery = z.infer<typeof RecordsQuerySchema>

/** GET /wps/wallet/deposits. */
export const DepositsQuerySchema = z.object({ status: z.enum(DEPOSIT_STATUSES).optional(), ...page }).strict()
/** GET /wps/wallet/withdrawals. */
export const WithdrawalsQuerySchema = z.object({ status: z.enum(WITHDRAWAL_STATUSES).optional(), ...page }).strict()
/** GET /wps/relay/ODSFE2_MemTransDet?id=<movementId>. */
export const TransactionDetailQuerySchema = z.object({ id: z.coerce.number().int().positive() }).strict()
