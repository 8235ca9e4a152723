/**
 * Withdrawals (spec §2 withdraw, §4 withdrawal confirmation and messages; DESIGN §4).
 *
 * - Request: payment password, a saved bank account, amount within the brand's limits and the
 *   balance; the amount is held at once (MEMBER → HOLD) in the unit that writes the request.
 * - Operator: approve pays out (HOLD → PROVIDER:BANK, message 'withdrawal approved', confirmation
 *   deadline set) or reject releases the hold (HOLD → MEMBER, message 'withdrawal rejected'). With a
 *   payout provider wired (PayMongo, decision 0052) approve instead moves the hold to the provider
 *   (PAYING) and the transfer is sent through its API (payout.ts), settled by its status event.
 * - Member: after approval confirms RECEIVED, PARTLY_RECEIVED (remark) or NOT_RECEIVED (png/jpg
 *   proof ≤ 5 MB, checked by its bytes); unconfirmed past the brand's minutes it becomes
 *   AUTO_RECEIVED (`autoConfirmWithdrawals`, a job). Disputes move no money (decision 0009).
 *
 * Idempotency: the member's key is unique per member; a repeat with the same amount and bank
 * account returns the first answer (kept with the hold movement), other content → 409.
 * Amounts minor units; times UTC ms.
 */
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import { members } from '../../../db/schema/platform'
import { memberBankAccounts, withdrawalRequests, ledgerMovements } from '../../../db/schema/wallet'
import { PROOF_MAX_BYTES, payoutAccountType, type ConfirmStatus, type PayoutAccountType, type WithdrawalStatus } from '../../../shared/schemas/wallet'
import { EMBEDDED_PROVIDERS, PAYOUT_PROVIDER, type PaymentProviders, type ProviderCode } from './payment-providers'
import { isPayoutProvider, type PayoutProvider } from './payout'
import type { PaymentPasswordModule } from './payment-password'
import type { PlatformContext } from '../context'
import { WalletError, activeMember, checkLimits, money, readSettings, toPage, withFunds, writeInbox, type Page, type PageQuery, type WalletDeps } from './wallet-support'

/** Bank accounts a member may keep. */
export const MAX_BANK_ACCOUNTS = 5

/**
 * How long a withdrawal usually takes to be paid out, in minutes, by the kind of account it goes to
 * (issue 16, decision 0043): e-wallets within the hour, banks within one business day. The member is
 * shown `expectedPayoutAt` = request time + these minutes; after the payout the brand's
 * `withdrawConfirmMinutes` to confirm it (decision 0009).
 */
export const EXPECTED_PAYOUT_MINUTES: Readonly<Record<PayoutAccountType, number>> = { GCASH: 60, MAYA: 60, BANK: 24 * 60 }

/** A saved withdrawal account (GCash, Maya or bank); the number is masked to its last 4 digits. */
export type BankAccountView = { id: number; type: PayoutAccountType; bankName: string; accountNumber: string; payeeName: string; createdAt: number }

/** A withdrawal request as the member sees it (minor units, UTC ms). */
export type WithdrawalView = {
  id: number
  amount: number
  /** The kind of account paid to, from its name. */
  accountType: PayoutAccountType
  bankName: string
  /** Masked, e.g. "******7890". */
  accountNumber: string
  payeeName: string
  status: WithdrawalStatus
  /** The operator's note on approval or rejection. */
  note: string | null
  /** After approval: when an unconfirmed withdrawal counts as received. */
  confirmDeadline: number | null
  /** While PENDING: when the payout is usually done (request time + {@link EXPECTED_PAYOUT_MINUTES} of its kind); else null. */
  expectedPayoutAt: number | null
  confirmRemark: string | null
  hasProof: boolean
  createdAt: number
  decidedAt: number | null
  confirmedAt: number | null
}

/** The answer to a withdrawal call: the request and the member's main balance right after the hold. */
export type WithdrawalAnswer = WithdrawalView & { balance: number }

/**
 * A request in the operator's list: pending ones, payouts in flight and disputed confirmations, with
 * the payout's provider, its transfer id and the provider's error when it failed (decision 0052).
 */
export type WithdrawalQueueItem = WithdrawalView & { memberId: number; account: string; payoutProvider: string | null; providerRef: string | null; payoutError: string | null }

/** A proof upload: the bytes and the type the client declared. */
export type ProofUpload = { bytes: Uint8Array; type: string }

type WithdrawalRow = typeof withdrawalRequests.$inferSelect

/** PNG or JPEG by magic bytes, else null. */
export function sniffImage(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  return null
}

const mask = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`

const view = (r: WithdrawalRow): WithdrawalView => ({
  id: r.id,
  amount: r.amount,
  accountType: payoutAccountType(r.bankName),
  bankName: r.bankName,
  accountNumber: mask(r.accountNumber),
  payeeName: r.payeeName,
  status: r.status as WithdrawalStatus,
  note: r.note,
  confirmDeadline: r.confirmDeadline,
  expectedPayoutAt: r.status === 'PENDING' || r.status === 'PAYING' ? r.createdAt + EXPECTED_PAYOUT_MINUTES[payoutAccountType(r.bankName)] * 60_000 : null,
  confirmRemark: r.confirmRemark,
  hasProof: r.proof !== null,
  createdAt: r.createdAt,
  decidedAt: r.decidedAt,
  confirmedAt: r.confirmedAt,
})

/**
 * Approved withdrawals still unconfirmed at their deadline become AUTO_RECEIVED (spec §4: forced
 * receipt). Returns how many changed. Moves no money: the payout happened on approval.
 */
export function autoConfirmDue(ctx: PlatformContext): number {
  const now = ctx.now()
  return ctx.db
    .update(withdrawalRequests)
    .set({ status: 'AUTO_RECEIVED', confirmedAt: now })
    .where(and(eq(withdrawalRequests.brandCode, ctx.brandCode), eq(withdrawalRequests.status, 'APPROVED'), lte(withdrawalRequests.confirmDeadline, now)))
    .returning({ id: withdrawalRequests.id })
    .all().length
}

export function withdrawModule(deps: WalletDeps, pin: PaymentPasswordModule, providers: PaymentProviders = EMBEDDED_PROVIDERS) {
  const { ctx, ledger } = deps
  const { db, brandCode } = ctx
  /** The provider that pays approved withdrawals out through its API, when one is wired (decision 0052). */
  let payout: PayoutProvider | undefined
  for (const p of Object.values(providers)) if (isPayoutProvider(p)) payout ??= p

  function bankAccount(memberId: number, id: number) {
    return db
      .select()
      .from(memberBankAccounts)
      .where(and(eq(memberBankAccounts.brandCode, brandCode), eq(memberBankAccounts.memberId, memberId), eq(memberBankAccounts.id, id)))
      .get()
  }

  function byKey(memberId: number, key: string): WithdrawalRow | undefined {
    return db
      .select()
      .from(withdrawalRequests)
      .where(and(eq(withdrawalRequests.brandCode, brandCode), eq(withdrawalRequests.memberId, memberId), eq(withdrawalRequests.requestKey, key)))
      .get()
  }

  function byId(id: number): WithdrawalRow | undefined {
    return db
      .select()
      .from(withdrawalRequests)
      .where(and(eq(withdrawalRequests.brandCode, brandCode), eq(withdrawalRequests.id, id)))
      .get()
  }

  /** First answer of a repeated key (from the hold movement), or IDEMPOTENCY_CONFLICT. */
  function replay(prior: WithdrawalRow, amount: number, accountNumber: string | undefined): WithdrawalAnswer {
    if (prior.amount !== amount || prior.accountNumber !== accountNumber) throw new WalletError('IDEMPOTENCY_CONFLICT', 'wallet.errors.idempotencyConflict', 409)
    return db.select({ result: ledgerMovements.result }).from(ledgerMovements).where(eq(ledgerMovements.id, prior.holdMovementId)).get()!.result as WithdrawalAnswer
  }

  function settle(r: WithdrawalRow, decision: 'approve' | 'reject', provider: ProviderCode = PAYOUT_PROVIDER): number {
    const to = decision === 'approve' ? { kind: 'PROVIDER' as const, provider } : { kind: 'MEMBER' as const, memberId: r.memberId }
    return ledger.post({
      key: `withdrawal:${r.id}:${decision === 'approve' ? 'payout' : 'release'}`,
      kind: decision === 'approve' ? 'WITHDRAW_PAYOUT' : 'WITHDRAW_RELEASE',
      memberId: r.memberId,
      amount: r.amount,
      reference: `withdrawal:${r.id}`,
      legs: [
        { account: { kind: 'HOLD' }, amount: -r.amount },
        { account: to, amount: r.amount },
      ],
    }).movementId
  }

  return {
    /** The member's saved bank accounts, oldest first (numbers masked). */
    bankAccounts(memberId: number): BankAccountView[] {
      return db
        .select()
        .from(memberBankAccounts)
        .where(and(eq(memberBankAccounts.brandCode, brandCode), eq(memberBankAccounts.memberId, memberId)))
        .orderBy(memberBankAccounts.id)
        .all()
        .map((b) => ({ id: b.id, type: payoutAccountType(b.bankName), bankName: b.bankName, accountNumber: mask(b.accountNumber), payeeName: b.payeeName, createdAt: b.createdAt }))
    },

    /**
     * Saves an account to withdraw to (fields already validated and normalised by `BankAccountBodySchema`:
     * an e-wallet is stored under the name "GCash" or "Maya" with its number as "09XXXXXXXXX").
     * @throws WalletError BANK_ACCOUNT_EXISTS (409), BANK_ACCOUNT_LIMIT (400, at most 5), NEED_TRUE_ACCOUNT (403)
     */
    addBankAccount(memberId: number, { bankName, accountNumber, payeeName }: { bankName: string; accountNumber: string; payeeName: string }): BankAccountView {
      const input = { bankName, accountNumber, payeeName }
      activeMember(deps, memberId)
      return db.transaction(
        (tx) => {
          const mine = and(eq(memberBankAccounts.brandCode, brandCode), eq(memberBankAccounts.memberId, memberId))
          if (
            tx
              .select({ id: memberBankAccounts.id })
              .from(memberBankAccounts)
              .where(and(mine, eq(memberBankAccounts.accountNumber, input.accountNumber)))
              .get()
          ) {
            throw new WalletError('BANK_ACCOUNT_EXISTS', 'wallet.errors.bankAccountExists', 409)
          }
          if (tx.select({ n: count() }).from(memberBankAccounts).where(mine).get()!.n >= MAX_BANK_ACCOUNTS) {
            throw new WalletError('BANK_ACCOUNT_LIMIT', 'wallet.errors.bankAccountLimit', 400, { max: MAX_BANK_ACCOUNTS })
          }
          const b = tx
            .insert(memberBankAccounts)
            .values({ brandCode, memberId, ...input, createdAt: ctx.now() })
            .returning()
            .get()
          return { id: b.id, type: payoutAccountType(b.bankName), bankName: b.bankName, accountNumber: mask(b.accountNumber), payeeName: b.payeeName, createdAt: b.createdAt }
        },
        { behavior: 'immediate' },
      )
    },

    /**
     * Requests a withdrawal and holds the amount (MEMBER → HOLD).
     * @throws WalletError PAYMENT_PASSWORD_NOT_SET | PAYMENT_PASSWORD_WRONG | BANK_ACCOUNT_UNKNOWN |
     *   BELOW_MIN | ABOVE_MAX (400), PAYMENT_PASSWORD_LOCKED (429), INSUFFICIENT_FUNDS |
     *   IDEMPOTENCY_CONFLICT (409), NEED_TRUE_ACCOUNT (403)
     * @see product-spec §2 withdraw
     */
    async withdraw(memberId: number, input: { amount: number; bankAccountId: number; paymentPassword: string; key: string }): Promise<WithdrawalAnswer> {
      const m = activeMember(deps, memberId)
      const bank = bankAccount(memberId, input.bankAccountId)
      const prior = byKey(memberId, input.key)
      if (prior) return replay(prior, input.amount, bank?.accountNumber)
      deps.withdrawGuard?.(memberId)
      if (!m.paymentPasswordHash) throw new WalletError('PAYMENT_PASSWORD_NOT_SET', 'wallet.errors.paymentPasswordNotSet', 400)
      if (!bank) throw new WalletError('BANK_ACCOUNT_UNKNOWN', 'wallet.errors.bankAccountUnknown', 400)
      const settings = readSettings(ctx)
      checkLimits(settings, input.amount, settings.withdrawMin, settings.withdrawMax)
      if (ledger.balance({ kind: 'MEMBER', memberId }) < input.amount) throw new WalletError('INSUFFICIENT_FUNDS', 'wallet.errors.insufficientFunds', 409)
      await pin.verify(memberId, m.paymentPasswordHash, input.paymentPassword)
      return deps.money.run(() => {
        const again = byKey(memberId, input.key)
        if (again) return replay(again, input.amount, bank.accountNumber)
        const row = db
          .insert(withdrawalRequests)
          .values({
            brandCode,
            memberId,
            amount: input.amount,
            bankName: bank.bankName,
            accountNumber: bank.accountNumber,
            payeeName: bank.payeeName,
            status: 'PENDING',
            requestKey: input.key,
            holdMovementId: 0,
            createdAt: ctx.now(),
          })
          .returning()
          .get()
        const posted = withFunds(() =>
          ledger.post({
            key: `m:${memberId}:withdraw:${input.key}`,
            kind: 'WITHDRAW_HOLD',
            memberId,
            amount: input.amount,
            reference: `withdrawal:${row.id}`,
            legs: [
              { account: { kind: 'MEMBER', memberId }, amount: -input.amount },
              { account: { kind: 'HOLD' }, amount: input.amount },
            ],
            result: ({ balances }): WithdrawalAnswer => ({ ...view(row), balance: balances[0]! }),
          }),
        )
        db.update(withdrawalRequests).set({ holdMovementId: posted.movementId }).where(eq(withdrawalRequests.id, row.id)).run()
        return posted.result
      })
    },

    /**
     * The operator's decision on a PENDING withdrawal. Approve: the hold is paid out (HOLD →
     * PROVIDER:BANK), the confirmation deadline set to now + the brand's minutes, message
     * 'withdrawal approved'. With a payout provider wired (decision 0052) and not `manual`, approve
     * moves the hold to that provider instead (HOLD → PROVIDER:<code>, key `withdrawal:<id>:payout`)
     * and leaves the withdrawal PAYING, without a message: the caller then sends the transfer
     * (`sendPayout`), and the provider's status event settles it. Reject: the hold goes back (HOLD →
     * MEMBER), message 'withdrawal rejected'. Runs in a transaction of its own, now; a second
     * decision on the same withdrawal is refused, so it is never paid twice.
     * @throws WalletError WITHDRAWAL_NOT_FOUND (404), NOT_PENDING (409), PAYOUT_UNSUPPORTED (409: the provider cannot send to this bank; pay it by hand with `manual`)
     */
    decideWithdrawal(id: number, decision: 'approve' | 'reject', note?: string | null, opts: { manual?: boolean } = {}): WithdrawalView {
      return deps.money.runNow(() => {
        const r = byId(id)
        if (!r) throw new WalletError('WITHDRAWAL_NOT_FOUND', 'wallet.errors.withdrawalNotFound', 404)
        if (r.status !== 'PENDING') throw new WalletError('NOT_PENDING', 'wallet.errors.notPending', 409)
        const settings = readSettings(ctx)
        const now = ctx.now()
        if (decision === 'approve' && payout && !opts.manual) {
          if (!payout.canPayTo(payoutAccountType(r.bankName), r.bankName)) throw new WalletError('PAYOUT_UNSUPPORTED', 'wallet.errors.payoutUnsupported', 409, { bank: r.bankName })
          const paying = db
            .update(withdrawalRequests)
            .set({ status: 'PAYING', payoutProvider: payout.code, settleMovementId: settle(r, decision, payout.code), note: note ?? null, decidedAt: now })
            .where(eq(withdrawalRequests.id, r.id))
            .returning()
            .get()!
          return view(paying)
        }
        const decided = db
          .update(withdrawalRequests)
          .set({
            status: decision === 'approve' ? 'APPROVED' : 'REJECTED',
            settleMovementId: settle(r, decision),
            note: note ?? null,
            decidedAt: now,
            confirmDeadline: decision === 'approve' ? now + settings.withdrawConfirmMinutes * 60_000 : null,
          })
          .where(eq(withdrawalRequests.id, r.id))
          .returning()
          .get()!
        const amount = money(settings, r.amount)
        if (decision === 'approve') writeInbox(ctx, r.memberId, 'withdrawalApproved', { id: r.id, amount, bank: r.bankName })
        else writeInbox(ctx, r.memberId, 'withdrawalRejected', { id: r.id, amount, note: note ?? '' })
        return view(decided)
      })
    },

    /**
     * The member's answer to an approved withdrawal (spec §4). PARTLY_RECEIVED needs a remark,
     * NOT_RECEIVED a proof image; a proof must be a PNG or JPEG by its bytes, ≤ 5 MB. Repeating the
     * answer already given returns the request unchanged. No money moves (decision 0009).
     * @throws WalletError WITHDRAWAL_NOT_FOUND (404, also for another member's id),
     *   NOT_AWAITING_CONFIRMATION (409), REMARK_REQUIRED | PROOF_REQUIRED | PROOF_TYPE | PROOF_SIZE (400)
     */
    confirmWithdrawal(memberId: number, id: number, input: { status: ConfirmStatus; remark?: string | null; proof?: ProofUpload | null }): WithdrawalView {
      const r = byId(id)
      if (!r || r.memberId !== memberId) throw new WalletError('WITHDRAWAL_NOT_FOUND', 'wallet.errors.withdrawalNotFound', 404)
      const remark = input.remark?.trim() || null
      if (r.status === input.status && r.confirmRemark === remark) return view(r)
      if (r.status !== 'APPROVED') throw new WalletError('NOT_AWAITING_CONFIRMATION', 'wallet.errors.notAwaitingConfirmation', 409)
      if (input.status === 'PARTLY_RECEIVED' && !remark) throw new WalletError('REMARK_REQUIRED', 'wallet.errors.remarkRequired', 400)
      if (input.status === 'NOT_RECEIVED' && !input.proof) throw new WalletError('PROOF_REQUIRED', 'wallet.errors.proofRequired', 400)
      let proof: { data: string; type: string } | null = null
      if (input.proof) {
        if (input.proof.bytes.length > PROOF_MAX_BYTES) throw new WalletError('PROOF_SIZE', 'wallet.errors.proofSize', 400)
        const type = sniffImage(input.proof.bytes)
        if (!type || input.proof.bytes.length === 0) throw new WalletError('PROOF_TYPE', 'wallet.errors.proofType', 400)
        proof = { data: Buffer.from(input.proof.bytes).toString('base64'), type }
      }
      const updated = db
        .update(withdrawalRequests)
        .set({
          status: input.status,
          confirmRemark: remark,
          confirmedAt: ctx.now(),
          ...(proof ? { proof: proof.data, proofType: proof.type } : {}),
        })
        .where(and(eq(withdrawalRequests.id, r.id), eq(withdrawalRequests.status, 'APPROVED')))
        .returning()
        .get()
      if (!updated) throw new WalletError('NOT_AWAITING_CONFIRMATION', 'wallet.errors.notAwaitingConfirmation', 409)
      return view(updated)
    },

    /**
     * Job: approved withdrawals still unconfirmed at their deadline count as received
     * (AUTO_RECEIVED, spec §4). Returns how many changed. Run every minute by the server.
     */
    autoConfirmWithdrawals: () => autoConfirmDue(ctx),

    /** The member's withdrawals, newest first, optionally of one status. */
    withdrawals(memberId: number, q: PageQuery & { status?: WithdrawalStatus }): Page<WithdrawalView> {
      const where = and(eq(withdrawalRequests.brandCode, brandCode), eq(withdrawalRequests.memberId, memberId), q.status ? eq(withdrawalRequests.status, q.status) : undefined)
      const total = db.select({ n: count() }).from(withdrawalRequests).where(where).get()!.n
      const rows = db
        .select()
        .from(withdrawalRequests)
        .where(where)
        .orderBy(desc(withdrawalRequests.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .all()
      return toPage(rows.map(view), total, q)
    },

    /** Sum of the member's PENDING withdrawals and payouts in flight (PAYING), minor units. */
    pendingWithdrawalTotal(memberId: number): number {
      return db
        .select({ s: sql<number>`coalesce(sum(${withdrawalRequests.amount}), 0)` })
        .from(withdrawalRequests)
        .where(and(eq(withdrawalRequests.brandCode, brandCode), eq(withdrawalRequests.memberId, memberId), inArray(withdrawalRequests.status, ['PENDING', 'PAYING'])))
        .get()!.s
    },

    /** The proof image of a withdrawal (operator), or null when there is none. */
    withdrawalProof(id: number): { bytes: Uint8Array; type: string } | null {
      const r = byId(id)
      if (!r) throw new WalletError('WITHDRAWAL_NOT_FOUND', 'wallet.errors.withdrawalNotFound', 404)
      return r.proof && r.proofType ? { bytes: new Uint8Array(Buffer.from(r.proof, 'base64')), type: r.proofType } : null
    },

    /** The operator's list: PENDING requests, payouts in flight (PAYING) and disputes (NOT_RECEIVED, PARTLY_RECEIVED), oldest first. */
    withdrawalQueue(): WithdrawalQueueItem[] {
      return db
        .select({ r: withdrawalRequests, account: members.account })
        .from(withdrawalRequests)
        .innerJoin(members, eq(members.id, withdrawalRequests.memberId))
        .where(and(eq(withdrawalRequests.brandCode, brandCode), inArray(withdrawalRequests.status, ['PENDING', 'PAYING', 'NOT_RECEIVED', 'PARTLY_RECEIVED'])))
        .orderBy(withdrawalRequests.id)
        .all()
        .map(({ r, account }) => ({ ...view(r), memberId: r.memberId, account, payoutProvider: r.payoutProvider, providerRef: r.providerRef, payoutError: r.payoutError }))
    },
  }
}
