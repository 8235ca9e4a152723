/**
 * The seamless-wallet contract between the platform and a game vendor (DESIGN §5), shaped like the
 * big aggregators' one-wallet APIs (Hub88, Evolution One Wallet, Pragmatic): the vendor POSTs JSON
 * to `/wallet-api/v1/<vendor>/{balance,bet,win,rollback}` with header `X-Signature` = hex
 * HMAC-SHA256 of the raw body under the vendor's secret. Every answer is HTTP 200 with a `status`
 * (`RS_OK` or an `RS_ERROR_*` code) and the member's balance when known.
 * Amounts are integers in the currency's minor unit. `user` is the member id the launch token names.
 * A call that does not fit is answered `RS_ERROR_BAD_REQUEST` alone (the contract carries no text);
 * the schemas' messages are i18n keys like every schema's (`validation.schema.*`, decision 0033), for logs and tests.
 */
import { z } from 'zod'

const id = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'validation.schema.vendorId')
const minor = z.number().int().nonnegative().max(1e12)

/** Balance by launch token (the vendor's first call after launch) or by user id. */
export const VendorBalanceSchema = z
  .object({ user: id.optional(), token: id.optional(), currency: z.string().length(3) })
  .strict()
  .refine((b) => b.user !== undefined || b.token !== undefined, 'validation.schema.userOrToken')
/** A bet's fields, any amount (a free round's stake is 0: `seamlessWallet.bet(…, { free: true })`). */
export const VendorBetFieldsSchema = z
  .object({
    user: id,
    token: id,
    txId: id,
    roundId: id,
    gameCode: z.string().trim().min(1).max(64),
    amount: minor,
    currency: z.string().length(3),
  })
  .strict()
/** A bet as a vendor sends it: a positive amount. */
export const VendorBetSchema = VendorBetFieldsSchema.refine((b) => b.amount > 0, { message: 'validation.schema.betAboveZero', path: ['amount'] })
export const VendorWinSchema = z
  .object({
    user: id,
    txId: id,
    betTxId: id,
    roundId: id,
    amount: minor,
    currency: z.string().length(3),
  })
  .strict()
export const VendorRollbackSchema = z.object({ user: id, txId: id, betTxId: id, roundId: id }).strict()

export type VendorBalanceCall = z.infer<typeof VendorBalanceSchema>
export type VendorBetCall = z.infer<typeof VendorBetSchema>
export type VendorWinCall = z.infer<typeof VendorWinSchema>
export type VendorRollbackCall = z.infer<typeof VendorRollbackSchema>

export const VENDOR_STATUSES = [
  'RS_OK',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_BAD_REQUEST',
  'RS_ERROR_UNKNOWN_VENDOR',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  /** A loss or wager limit the member set (responsible gaming) would be exceeded; nothing was debited. */
  'RS_ERROR_LIMIT_REACHED',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_TRANSACTION_SETTLED',
] as const
export type VendorStatus = (typeof VENDOR_STATUSES)[number]

/** Every answer of the contract. `balance` in minor units, absent when the member is unknown. */
export interface VendorAnswer {
  status: VendorStatus
  /** The member id, on a balance call that named only a token. */
  user?: string
  balance?: number
  currency?: string
  /** The platform's id of the transaction (the ledger movement), on RS_OK for bet, win, rollback. */
  platformTxId?: string
}
