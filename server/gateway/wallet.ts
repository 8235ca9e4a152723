/**
 * Wallet and payment calls (issue 4): balance, deposits, withdrawals, transfers, account record.
 * Thin routes: session → Idempotency-Key (money calls) → zod → `platform.wallet` → envelope.
 * Amounts in JSON are major units (numbers, ≤ 2 decimals; decision 0001); times UTC ms.
 *
 * Contract notes (the others follow this file):
 * - Validation failures answer 400 `VALIDATION` with `fields[]`; the envelope's message is the
 *   first wallet text (e.g. the amount rule), translated. Domain errors carry their interpolated
 *   values beside the message (`min`, `max` formatted in the currency; `minutes`, `retryAfterSeconds`).
 * - A missing or malformed `Idempotency-Key` answers 400 `KEY_MISSING` before the body is read.
 * - The agent's transfer to a downline is an E call carrying the agent's payment PIN (decision 0043).
 * - A deposit may name a DEPOSIT_BONUS promotion (`promotionId`): the member joins it first, so the
 *   deposit counts for its bonus (decision 0043); a promotion that cannot be joined refuses the deposit.
 * - The withdrawal confirmation is multipart/form-data (`status`, `remark`, `proof`); the CSRF
 *   guard accepts multipart only with this host's Origin (browsers send it) or a bearer token.
 * - Deposit methods carry `name` in the request's language; bank account numbers come masked.
 * - Lists answer `{ list, pageNum, totalPages, totalCount }`; queries take `pageNo`, `pageSize` (≤ 100).
 * - Trial accounts get 403 `NEED_TRUE_ACCOUNT` on every call that changes something; reads answer
 *   normally. Error codes: `WalletErrorCode` in server/platform/wallet/wallet-support.ts.
 * @see product-spec §2 member center, §4 withdrawal confirmation, §7 wallet calls; DESIGN §4
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from './env'
import type { Platform } from '../platform'
import { fail, ok, validationFailed } from './envelope'
import { withCodeAttempt } from './authenticator'
import { uploadBodyLimit } from './body'
import { requireSession } from './session'
import { localized } from '../platform/localized'
import { idempotencyKey, requireIdempotencyKey } from './wallet-kit'
import { MONEY, toApi, toApiPage } from './to-api'
import { jwe, validate, VALIDATION_STYLES } from './validate'
import {
  BankAccountBodySchema,
  ConfirmWithdrawalFieldsSchema,
  DepositBodySchema,
  DepositsQuerySchema,
  PaymentPasswordBodySchema,
  PROOF_MAX_BYTES,
  ProofSchema,
  RecordsQuerySchema,
  TransactionDetailQuerySchema,
  TransferDownlineBodySchema,
  TransferUplineBodySchema,
  WalletTransferBodySchema,
  WithdrawBodySchema,
  WithdrawalsQuerySchema,
} from '../../shared/schemas/wallet'

const currencies = new WeakMap<Platform, { currency: string; currencySymbol: string }>()
/** The brand's currency, read once (it never changes after the brand is seeded). */
function currencyOf(platform: Platform) {
  let cur = currencies.get(platform)
  if (!cur) {
    const { currency, currencySymbol } = platform.wallet.settings()
    currencies.set(platform, (cur = { currency, currencySymbol }))
  }
  return cur
}

const IdParam = z.object({ id: z.coerce.number().int().positive() })

export const walletRoutes = new Hono<AppEnv>()
  .get('/v2/wallets/balance', requireSession, (c) => {
    const platform = c.get('platform')
    return ok(c, { ...toApi({ balance: platform.wallet.balance(c.var.session.memberId) }, MONEY.balance), ...currencyOf(platform) })
  })

  .get('/member/info/funds/consolidated', requireSession, (c) => {
    const s = c.get('platform').wallet.summary(c.var.session.memberId)
    const total = s.balance + s.gameWallets.reduce((sum, g) => sum + g.balance, 0)
    return ok(c, {
      ...toApi({ ...s, totalBalance: total }, MONEY.funds),
      gameWallets: s.gameWallets.map((g) => toApi(g, MONEY.balance)),
      ...currencyOf(c.get('platform')),
    })
  })

  .get('/relay/GCS_merchantWallet', requireSession, (c) => ok(c, { isSingle: c.get('platform').wallet.settings().singleWallet }))

  .post('/relay/GCS_walletTransfer', requireSession, requireIdempotencyKey, validate('json', WalletTransferBodySchema, VALIDATION_STYLES.wallet), async (c) =>
    ok(c, toApi(await c.get('platform').wallet.walletTransfer(c.var.session.memberId, { ...c.req.valid('json'), key: idempotencyKey(c) }), MONEY.transfer)),
  )

  // Deposits (spec §2 depositv2)
  .get('/wallet/deposit/methods', requireSession, (c) => {
    const { wallet } = c.get('platform')
    const methods = wallet.methods().map((m) => toApi({ ...m, name: localized(m.name, c.get('language')) }, MONEY.method))
    const pending = wallet.deposits(c.var.session.memberId, { status: 'PENDING', page: 1, pageSize: 20 }).list.map((d) => toApi(d, MONEY.request))
    return ok(c, { methods, pending })
  })
  .post('/wallet/deposit', requireSession, requireIdempotencyKey, validate('json', DepositBodySchema, VALIDATION_STYLES.wallet), async (c) => {
    const { promotionId, ...body } = c.req.valid('json')
    const platform = c.get('platform')
    if (promotionId !== undefined) platform.promotions.join(c.var.session.memberId, promotionId, c.get('language'))
    return ok(c, toApi(await platform.wallet.deposit(c.var.session.memberId, { ...body, key: idempotencyKey(c) }), MONEY.request))
  })
  .get('/wallet/deposits', requireSession, validate('query', DepositsQuerySchema, VALIDATION_STYLES.wallet), (c) => {
    const q = c.req.valid('query')
    return ok(c, toApiPage(c.get('platform').wallet.deposits(c.var.session.memberId, { status: q.status, page: q.pageNo, pageSize: q.pageSize }), MONEY.request))
  })

  // Withdrawals (spec §2 withdraw, §4 confirmation)
  .get('/wallet/withdraw/setting', requireSession, (c) => {
    const { wallet } = c.get('platform')
    const memberId = c.var.session.memberId
    const s = wallet.settings()
    return ok(c, {
      paymentPasswordSet: wallet.paymentPasswordSet(memberId),
      bankAccounts: wallet.bankAccounts(memberId),
      ...toApi({ min: s.withdrawMin, max: s.withdrawMax, balance: wallet.balance(memberId) }, MONEY.withdrawLimits),
      lockedUntil: wallet.paymentPasswordLockedUntil(memberId),
      confirmMinutes: s.withdrawConfirmMinutes,
      ...currencyOf(c.get('platform')),
    })
  })
  .post('/member/payment-password', requireSession, jwe(PaymentPasswordBodySchema, VALIDATION_STYLES.wallet), async (c) =>
    ok(c, await c.get('platform').wallet.setPaymentPassword(c.var.session.memberId, c.req.valid('json'))),
  )
  .post('/wallet/bank-accounts', requireSession, validate('json', BankAccountBodySchema, VALIDATION_STYLES.wallet), (c) =>
    ok(c, c.get('platform').wallet.addBankAccount(c.var.session.memberId, c.req.valid('json'))),
  )
  .post('/wallet/withdraw', requireSession, requireIdempotencyKey, jwe(WithdrawBodySchema, VALIDATION_STYLES.wallet), async (c) => {
    const { authenticatorCode, ...body } = c.req.valid('json')
    const { platform, session } = c.var
    const withdraw = async () => ok(c, toApi(await platform.wallet.withdraw(session.memberId, { ...body, key: idempotencyKey(c) }), MONEY.request))
    // The member's own guard (decision 0053): with it on, a withdrawal needs a code of their authenticator app, checked first.
    if (!platform.authenticator.guardsWithdrawals(session.memberId)) return withdraw()
    if (!authenticatorCode) return fail(c, 403, 'AUTHENTICATOR_REQUIRED', 'security.authenticator.errors.withdrawCode')
    return withCodeAttempt(c, session.memberId, () => {
      platform.authenticator.verify(session.memberId, authenticatorCode)
      return withdraw()
    })
  })
  .get('/wallet/withdrawals', requireSession, validate('query', WithdrawalsQuerySchema, VALIDATION_STYLES.wallet), (c) => {
    const q = c.req.valid('query')
    return ok(c, toApiPage(c.get('platform').wallet.withdrawals(c.var.session.memberId, { status: q.status, page: q.pageNo, pageSize: q.pageSize }), MONEY.request))
  })
  .post(
    '/wallet/withdrawals/:id/confirm',
    requireSession,
    validate('param', IdParam, VALIDATION_STYLES.wallet),
    uploadBodyLimit(PROOF_MAX_BYTES + 64 * 1024, (c) => validationFailed(c, proofTooLarge(), VALIDATION_STYLES.wallet)),
    async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
      const fields = ConfirmWithdrawalFieldsSchema.safeParse({ status: form.status, remark: typeof form.remark === 'string' ? form.remark : undefined })
      if (!fields.success) return validationFailed(c, fields.error, VALIDATION_STYLES.wallet)
      const file = form.proof
      let proof: { bytes: Uint8Array; type: string } | null = null
      if (file !== undefined && file !== '') {
        const declared = ProofSchema.safeParse(file instanceof File ? { type: file.type, size: file.size } : {})
        if (!declared.success) return validationFailed(c, declared.error, VALIDATION_STYLES.wallet)
        proof = { bytes: new Uint8Array(await (file as File).arrayBuffer()), type: declared.data.type }
      }
      const { id } = c.req.valid('param')
      return ok(c, toApi(c.get('platform').wallet.confirmWithdrawal(c.var.session.memberId, id, { ...fields.data, proof }), MONEY.request))
    },
  )

  // Transfers (spec §2 transferUpline, §6 agent → downline)
  .post('/wallet/transfer/upline', requireSession, requireIdempotencyKey, validate('json', TransferUplineBodySchema, VALIDATION_STYLES.wallet), async (c) =>
    ok(c, toApi(await c.get('platform').wallet.transferUpline(c.var.session.memberId, { ...c.req.valid('json'), key: idempotencyKey(c) }), MONEY.transfer)),
  )
  // An E call confirmed by the agent's payment PIN (issue 16, decision 0043).
  .post('/agent/transfer/downline', requireSession, requireIdempotencyKey, jwe(TransferDownlineBodySchema, VALIDATION_STYLES.wallet), async (c) =>
    ok(c, toApi(await c.get('platform').wallet.confirmedTransferDownline(c.var.session.memberId, { ...c.req.valid('json'), key: idempotencyKey(c) }), MONEY.transfer)),
  )

  // Account record (spec §2 transactionHistory) and transaction detail (§7 ODSFE2_MemTransDet)
  .get('/wallet/records', requireSession, validate('query', RecordsQuerySchema, VALIDATION_STYLES.wallet), (c) => {
    const { pageNo, ...q } = c.req.valid('query')
    return ok(c, toApiPage(c.get('platform').wallet.records(c.var.session.memberId, { ...q, page: pageNo }), MONEY.record))
  })
  .get('/relay/ODSFE2_MemTransDet', requireSession, validate('query', TransactionDetailQuerySchema, VALIDATION_STYLES.wallet), (c) => {
    const d = c.get('platform').wallet.transactionDetail(c.var.session.memberId, c.req.valid('query').id)
    return ok(c, { ...toApi(d, MONEY.amount), legs: d.legs.map((l) => toApi(l, MONEY.record)) })
  })

/** A ZodError-shaped refusal for a body over the proof limit (the body is never read). */
function proofTooLarge() {
  return ProofSchema.safeParse({ type: 'image/png', size: PROOF_MAX_BYTES + 1 }).error!
}
