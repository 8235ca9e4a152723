/**
 * Deposits (spec §2 depositv2, §4 messages; DESIGN §4): the brand's methods with their limits, the
 * member's requests, and the operator's decision on manual transfers.
 *
 * A request and its movement (PROVIDER:<provider> → MEMBER) are written in one money-writer unit.
 * The member's idempotency key is unique per member: a repeat with the same content returns the
 * first answer unchanged (kept in `deposit_requests.result`), with other content it is refused
 * (IDEMPOTENCY_CONFLICT, 409). Amounts are minor units; times UTC ms.
 */
import { and, count, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import { depositRequests, paymentEvents, paymentMethods } from '../../../db/schema/wallet'
import { members } from '../../../db/schema/platform'
import type { LocalizedText } from '../../../db/schema/platform'
import type { DepositStatus } from '../../../shared/schemas/wallet'
import { EMBEDDED_PROVIDERS, HOSTED_PROVIDER_CODES, PROVIDER_CODES, isHosted, type CheckoutEvent, type HostedCheckoutProvider, type PaymentProviders, type ProviderCode } from './payment-providers'
import { WalletError, activeMember, checkLimits, money, readSettings, toPage, writeInbox, type Page, type PageQuery, type WalletDeps } from './wallet-support'
import { businessDay } from '../../../shared/periods'
import { responsibleGamingGuard } from '../responsible-gaming/responsible-gaming'

/** Bank details a member transfers to for a manual deposit. */
export type Payee = { bankName: string; accountNumber: string; accountName: string }

/** A deposit method as the deposit screen shows it. */
export type DepositMethod = {
  code: string
  provider: ProviderCode
  name: LocalizedText
  /** Minor units. */
  minAmount: number
  maxAmount: number
  /** Where to transfer (BANK only). */
  payee: Payee | null
}

/** A deposit request as the member sees it (minor units, UTC ms). */
export type DepositView = {
  id: number
  /** The request's reference number as the member quotes it to customer service (`depositReference`). */
  reference: string
  methodCode: string
  provider: ProviderCode
  amount: number
  status: DepositStatus
  payerReference: string | null
  /** Where to transfer (BANK requests). */
  payee: Payee | null
  createdAt: number
  decidedAt: number | null
}

/**
 * The answer to a deposit call: the request and the member's main balance right after it; for a
 * hosted-checkout method (PAYMONGO) also the page where the member pays (`checkoutUrl`).
 */
export type DepositAnswer = DepositView & { balance: number; checkoutUrl?: string }

/** What settling a checkout did (decision 0045): credited, failed (expired), or nothing (a repeat, a late event, still open). */
export type CheckoutSettlement = { outcome: 'CREDITED' | 'FAILED' | 'DUPLICATE' | 'IGNORED' | 'OPEN'; depositId: number | null }

/** A deposit method as the operator sees it (`methods list`): every method, enabled or not (minor units). */
export type OperatorMethod = DepositMethod & { enabled: boolean; sort: number }

/** What `configureMethod` changes; a new method needs `provider`, `minAmount` and `maxAmount` (minor units). */
export type MethodChange = { provider?: ProviderCode; name?: string; minAmount?: number; maxAmount?: number; enabled?: boolean }

/** A PENDING hosted-checkout request the reconciliation job should look at. */
export type PendingCheckout = { id: number; provider: ProviderCode; providerRef: string | null; createdAt: number }

/** A pending request in the operator's list. */
export type DepositQueueItem = DepositView & { memberId: number; account: string }

type DepositRow = typeof depositRequests.$inferSelect
type MethodRow = typeof paymentMethods.$inferSelect

export type DepositInput = {
  methodCode: string
  /** Minor units, > 0. */
  amount: number
  /** The member's Idempotency-Key. */
  key: string
  payerReference?: string | null
}

/**
 * A deposit's reference number (issue 16): "DP", the request's day in the brand's business day
 * (`businessDay`, YYMMDD) and its id on at least 6 digits, e.g. DP251125000042. Unique (the id is).
 */
export function depositReference(id: number, createdAt: number): string {
  return `DP${businessDay(createdAt).slice(2).replaceAll('-', '')}${String(id).padStart(6, '0')}`
}

export function depositModule(deps: WalletDeps, providers: PaymentProviders = EMBEDDED_PROVIDERS) {
  const { ctx, ledger } = deps
  const { db, brandCode } = ctx
  const responsibleGaming = responsibleGamingGuard(ctx)
  const p = sql.placeholder
  // Prepared once: a deposit reads its method and key twice and writes its request twice; building
  // these with the query builder on every call cost ~600 µs of a ~850 µs deposit (bench g).
  const q = {
    method: db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.brandCode, brandCode), eq(paymentMethods.code, p('code'))))
      .prepare(),
    byKey: db
      .select()
      .from(depositRequests)
      .where(and(eq(depositRequests.brandCode, brandCode), eq(depositRequests.memberId, p('memberId')), eq(depositRequests.requestKey, p('key'))))
      .prepare(),
    insert: db
      .insert(depositRequests)
      .values({
        brandCode,
        memberId: p('memberId'),
        methodCode: p('methodCode'),
        provider: p('provider'),
        amount: p('amount'),
        status: p('status'),
        requestKey: p('requestKey'),
        payerReference: p('payerReference'),
        createdAt: p('createdAt'),
        decidedAt: p('decidedAt'),
      })
      .returning()
      .prepare(),
    // (set() is typed without placeholders; drizzle maps them, JSON encoding included.)
    settle: db
      .update(depositRequests)
      .set({ movementId: p('movementId'), result: p('result') } as unknown as Partial<DepositRow>)
      .where(eq(depositRequests.id, p('id')))
      .returning()
      .prepare(),
  }

  /**
   * Responsible gaming (issue 8): no deposit during a time-out or self-exclusion, none over a deposit
   * limit. Called before the provider and again inside the unit, where racing deposits are serialised.
   * @throws WalletError EXCLUDED (403), DEPOSIT_LIMIT (403) naming the limit and what is left of it
   */
  function checkResponsibleGaming(memberId: number, amount: number) {
    const excluded = responsibleGaming.exclusion(memberId)
    if (excluded) throw new WalletError('EXCLUDED', 'responsibleGaming.errors.excludedDeposit', 403)
    const v = responsibleGaming.depositViolation(memberId, amount)
    if (!v) return
    const settings = readSettings(ctx)
    throw new WalletError('DEPOSIT_LIMIT', `responsibleGaming.errors.depositLimit.${v.period}`, 403, { limit: money(settings, v.limit), remaining: money(settings, v.remaining) })
  }

  function methodRow(code: string): MethodRow | undefined {
    return q.method.get({ code: code.toUpperCase() })
  }

  const view = (r: DepositRow, payee: Payee | null): DepositView => ({
    id: r.id,
    reference: depositReference(r.id, r.createdAt),
    methodCode: r.methodCode,
    provider: r.provider as ProviderCode,
    amount: r.amount,
    status: r.status as DepositStatus,
    payerReference: r.payerReference,
    payee,
    createdAt: r.createdAt,
    decidedAt: r.decidedAt,
  })
  const payeeOf = (methodCode: string) => methodRow(methodCode)?.payee ?? null

  /** The request a checkout event is about: by provider reference, else by the reference number of a request with none. */
  function findCheckoutRequest(provider: ProviderCode, event: CheckoutEvent): DepositRow | undefined {
    const byRef = db
      .select()
      .from(depositRequests)
      .where(and(eq(depositRequests.brandCode, brandCode), eq(depositRequests.provider, provider), eq(depositRequests.providerRef, event.providerRef)))
      .get()
    if (byRef || !event.reference) return byRef
    const m = /^DP\d{6}(\d{6,})$/.exec(event.reference)
    if (!m) return undefined
    const r = db
      .select()
      .from(depositRequests)
      .where(and(eq(depositRequests.brandCode, brandCode), eq(depositRequests.provider, provider), eq(depositRequests.id, Number(m[1])), isNull(depositRequests.providerRef)))
      .get()
    return r && depositReference(r.id, r.createdAt) === event.reference ? r : undefined
  }

  function byKey(memberId: number, key: string): DepositRow | undefined {
    return q.byKey.get({ memberId, key })
  }

  /** @throws WalletError IDEMPOTENCY_CONFLICT when a repeated key comes with other content. */
  function replayCheck(prior: DepositRow, input: DepositInput, methodCode: string) {
    if (prior.methodCode !== methodCode || prior.amount !== input.amount || (prior.payerReference ?? null) !== (input.payerReference ?? null)) {
      throw new WalletError('IDEMPOTENCY_CONFLICT', 'wallet.errors.idempotencyConflict', 409)
    }
  }

  /** First answer of a repeated key, or IDEMPOTENCY_CONFLICT when the content differs. */
  function replay(prior: DepositRow, input: DepositInput, methodCode: string): DepositAnswer {
    replayCheck(prior, input, methodCode)
    return answerOf(prior)
  }

  /** The first answer kept for a request, or (a hosted request decided before its checkout opened) its view now. */
  function answerOf(r: DepositRow): DepositAnswer {
    if (r.result) return { ...(r.result as DepositAnswer), reference: depositReference(r.id, r.createdAt) }
    return { ...view(r, null), balance: ledger.balance({ kind: 'MEMBER', memberId: r.memberId }) }
  }

  /**
   * A hosted-checkout deposit (decision 0045): the request is written PENDING first (checks and
   * insert in one money unit, no network inside), then the provider's checkout is opened.
   */
  async function hostedDeposit(provider: HostedCheckoutProvider, memberId: number, input: DepositInput, method: MethodRow): Promise<DepositAnswer> {
    const payerReference = input.payerReference ?? null
    const row = await deps.money.run(
      () => {
        const again = byKey(memberId, input.key)
        if (again) {
          replayCheck(again, input, method.code)
          return again
        }
        checkResponsibleGaming(memberId, input.amount)
        return q.insert.get({
          memberId,
          methodCode: method.code,
          provider: provider.code,
          amount: input.amount,
          status: 'PENDING',
          requestKey: input.key,
          payerReference,
          createdAt: ctx.now(),
          decidedAt: null,
        })!
      },
      { checksFirst: true },
    )
    if (row.checkoutUrl || row.status !== 'PENDING') return answerOf(row)
    return openCheckout(provider, row, method)
  }

  /**
   * Opens the provider's checkout for a PENDING request that has none yet and records it; when two
   * calls race, the first recorded checkout is the answer of both (the same key, the same page).
   * @throws WalletError PROVIDER_UNAVAILABLE (503) when the provider cannot be reached; the request stays PENDING, a retry with the same key tries again
   */
  async function openCheckout(provider: HostedCheckoutProvider, row: DepositRow, method: MethodRow): Promise<DepositAnswer> {
    const reference = depositReference(row.id, row.createdAt)
    let checkout: Awaited<ReturnType<HostedCheckoutProvider['createCheckout']>>
    try {
      checkout = await provider.createCheckout({
        memberId: row.memberId,
        methodCode: row.methodCode,
        amount: row.amount,
        requestKey: row.requestKey,
        payerReference: row.payerReference,
        depositId: row.id,
        reference,
        currency: readSettings(ctx).currency,
        description: method.name.en ?? method.code,
      })
    } catch (e) {
      console.warn(`[payments] ${provider.code} checkout for deposit ${row.id} failed: ${e instanceof Error ? e.message : String(e)}`)
      throw new WalletError('PROVIDER_UNAVAILABLE', 'wallet.errors.providerUnavailable', 503)
    }
    return deps.money.runNow(() => {
      const now = db.select().from(depositRequests).where(eq(depositRequests.id, row.id)).get()!
      if (now.checkoutUrl || now.status !== 'PENDING') return answerOf(now)
      const answer: DepositAnswer = { ...view(now, null), balance: ledger.balance({ kind: 'MEMBER', memberId: row.memberId }), checkoutUrl: checkout.checkoutUrl }
      db.update(depositRequests).set({ providerRef: checkout.providerRef, checkoutUrl: checkout.checkoutUrl, result: answer }).where(eq(depositRequests.id, row.id)).run()
      return answer
    })
  }

  function credit(r: DepositRow, key: string): number {
    const posted = ledger.post({
      key,
      kind: 'DEPOSIT',
      memberId: r.memberId,
      amount: r.amount,
      reference: `deposit:${r.id}`,
      legs: [
        { account: { kind: 'PROVIDER', provider: r.provider }, amount: -r.amount },
        { account: { kind: 'MEMBER', memberId: r.memberId }, amount: r.amount },
      ],
      result: ({ balances }) => ({ balance: balances[1]! }),
    })
    return posted.movementId
  }

  function message(r: DepositRow, kind: 'depositCredited' | 'depositFailed') {
    const m = methodRow(r.methodCode)
    writeInbox(ctx, r.memberId, kind, { id: r.id, amount: money(readSettings(ctx), r.amount), method: m?.name.en ?? r.methodCode, methodCode: r.methodCode })
  }

  return {
    /** Enabled deposit methods, in the brand's order (spec §2 depositv2); a live brand never lists a SANDBOX one. */
    methods(): DepositMethod[] {
      return db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.brandCode, brandCode), eq(paymentMethods.enabled, 1), ctx.mode === 'live' ? ne(paymentMethods.provider, 'SANDBOX') : undefined))
        .orderBy(paymentMethods.sort, paymentMethods.id)
        .all()
        .map((m) => ({ code: m.code, provider: m.provider as ProviderCode, name: m.name, minAmount: m.minAmount, maxAmount: m.maxAmount, payee: m.payee ?? null }))
    },

    /** Every deposit method of the brand, enabled or not, in the brand's order (operator `methods list`). */
    operatorMethods(): OperatorMethod[] {
      return db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.brandCode, brandCode))
        .orderBy(paymentMethods.sort, paymentMethods.id)
        .all()
        .map((m) => ({
          code: m.code,
          provider: m.provider as ProviderCode,
          name: m.name,
          minAmount: m.minAmount,
          maxAmount: m.maxAmount,
          payee: m.payee ?? null,
          enabled: m.enabled === 1,
          sort: m.sort,
        }))
    },

    /**
     * Adds a deposit method or changes one (operator `methods add|set|enable|disable`, decision 0045):
     * a new code needs a provider and both limits (minor units; the name defaults to the code, in
     * every language); a given field replaces the stored one. A live brand refuses an enabled
     * SANDBOX method (decision 0028). Returns the method as stored.
     * @throws WalletError METHOD_UNKNOWN (404) for a new code without provider or limits; SANDBOX_IN_LIVE (400); BELOW_MIN (400) when min is not positive or above max
     */
    configureMethod(code: string, change: MethodChange): OperatorMethod {
      const upper = code.toUpperCase()
      const row = methodRow(upper)
      const provider = change.provider ?? (row?.provider as ProviderCode | undefined)
      const min = change.minAmount ?? row?.minAmount
      const max = change.maxAmount ?? row?.maxAmount
      if (!provider || !PROVIDER_CODES.includes(provider) || min === undefined || max === undefined) throw new WalletError('METHOD_UNKNOWN', 'wallet.errors.methodUnknown', 404)
      const settings = readSettings(ctx)
      if (min <= 0 || max < min) throw new WalletError('BELOW_MIN', 'wallet.errors.belowMin', 400, { min: money(settings, min), max: money(settings, max) })
      const enabled = change.enabled ?? (row ? row.enabled === 1 : true)
      if (provider === 'SANDBOX' && enabled && ctx.mode === 'live') throw new WalletError('SANDBOX_IN_LIVE', 'wallet.errors.sandboxInLive', 400)
      const name = change.name ? { en: change.name, ty: change.name } : (row?.name ?? { en: upper, ty: upper })
      if (row) {
        db.update(paymentMethods)
          .set({ provider, name, minAmount: min, maxAmount: max, enabled: enabled ? 1 : 0 })
          .where(eq(paymentMethods.id, row.id))
          .run()
      } else {
        const last = db
          .select({ s: sql<number>`coalesce(max(${paymentMethods.sort}), 0)` })
          .from(paymentMethods)
          .where(eq(paymentMethods.brandCode, brandCode))
          .get()!.s
        db.insert(paymentMethods)
          .values({ brandCode, code: upper, provider, name, minAmount: min, maxAmount: max, enabled: enabled ? 1 : 0, sort: last + 1 })
          .run()
      }
      const m = methodRow(upper)!
      return { code: m.code, provider: m.provider as ProviderCode, name: m.name, minAmount: m.minAmount, maxAmount: m.maxAmount, payee: m.payee ?? null, enabled: m.enabled === 1, sort: m.sort }
    },

    /**
     * Requests a deposit. SANDBOX methods are credited at once (message 'deposit credited') in a demo
     * brand and refused in a live one (decision 0028); BANK requests stay PENDING until an operator
     * decides (`decideDeposit`).
     * @throws WalletError METHOD_UNKNOWN | METHOD_DISABLED | SANDBOX_IN_LIVE | BELOW_MIN | ABOVE_MAX (400), EXCLUDED | DEPOSIT_LIMIT (403),
     *   IDEMPOTENCY_CONFLICT (409), NEED_TRUE_ACCOUNT (403)
     * @see product-spec §2 depositv2, §4 messages
     */
    async deposit(memberId: number, input: DepositInput): Promise<DepositAnswer> {
      activeMember(deps, memberId)
      const method = methodRow(input.methodCode)
      if (!method) throw new WalletError('METHOD_UNKNOWN', 'wallet.errors.methodUnknown', 400)
      // NOTE: defence in depth (decision 0028): a live server refuses to start with an enabled sandbox method, and the
      // live seed writes none; a row added later (or copied from a demo) still never credits unpaid money.
      if (method.provider === 'SANDBOX' && ctx.mode === 'live') throw new WalletError('SANDBOX_IN_LIVE', 'wallet.errors.sandboxInLive', 400)
      const prior = byKey(memberId, input.key)
      const provider = providers[method.provider as ProviderCode]
      if (prior && isHosted(provider) && !prior.checkoutUrl && prior.status === 'PENDING') {
        replayCheck(prior, input, method.code)
        return openCheckout(provider, prior, method)
      }
      if (prior) return replay(prior, input, method.code)
      if (method.enabled !== 1) throw new WalletError('METHOD_DISABLED', 'wallet.errors.methodDisabled', 400)
      checkLimits(readSettings(ctx), input.amount, method.minAmount, method.maxAmount)
      checkResponsibleGaming(memberId, input.amount)
      if (!provider) throw new WalletError('METHOD_DISABLED', 'wallet.errors.methodDisabled', 400)
      if (isHosted(provider)) return hostedDeposit(provider, memberId, input, method)
      const payerReference = input.payerReference ?? null
      const outcome = await provider.startDeposit({ memberId, methodCode: method.code, amount: input.amount, requestKey: input.key, payerReference })
      return deps.money.run(
        () => {
          const again = byKey(memberId, input.key)
          if (again) return replay(again, input, method.code)
          checkResponsibleGaming(memberId, input.amount)
          const now = ctx.now()
          let row = q.insert.get({
            memberId,
            methodCode: method.code,
            provider: provider.code,
            amount: input.amount,
            status: outcome,
            requestKey: input.key,
            payerReference,
            createdAt: now,
            decidedAt: outcome === 'PENDING' ? null : now,
          })!
          const movementId = outcome === 'CREDITED' ? credit(row, `m:${memberId}:deposit:${input.key}`) : null
          const answer: DepositAnswer = { ...view(row, method.payee ?? null), balance: ledger.balance({ kind: 'MEMBER', memberId }) }
          row = q.settle.get({ movementId, result: answer, id: row.id })!
          if (outcome !== 'PENDING') message(row, outcome === 'CREDITED' ? 'depositCredited' : 'depositFailed')
          return answer
        },
        { checksFirst: true },
      ) // the replay and limit checks come before the first insert
    },

    /**
     * The operator's decision on a PENDING request (manual bank transfer): approve credits the
     * member (PROVIDER → MEMBER, message 'deposit credited'); reject moves nothing (message
     * 'deposit failed'). A hosted-checkout request (PAYMONGO) is never approved by hand: only the
     * provider's verified event or the reconciliation job credits it, so no unpaid checkout is
     * credited (an operator may still reject it; money arriving later credits it anyway, decision
     * 0045). Runs in a transaction of its own, now.
     * @throws WalletError DEPOSIT_NOT_FOUND (404), NOT_PENDING (409), PROVIDER_DECIDES (409) approving a hosted-checkout request
     */
    decideDeposit(id: number, decision: 'approve' | 'reject', note?: string | null): DepositView {
      return deps.money.runNow(() => {
        const r = db
          .select()
          .from(depositRequests)
          .where(and(eq(depositRequests.brandCode, brandCode), eq(depositRequests.id, id)))
          .get()
        if (!r) throw new WalletError('DEPOSIT_NOT_FOUND', 'wallet.errors.depositNotFound', 404)
        if (r.status !== 'PENDING') throw new WalletError('NOT_PENDING', 'wallet.errors.notPending', 409)
        if (decision === 'approve' && r.provider !== 'BANK') throw new WalletError('PROVIDER_DECIDES', 'wallet.errors.providerDecides', 409)
        const movementId = decision === 'approve' ? credit(r, `deposit:${r.id}:credit`) : null
        const decided = db
          .update(depositRequests)
          .set({
            status: decision === 'approve' ? 'CREDITED' : 'REJECTED',
            movementId,
            note: note ?? null,
            decidedAt: ctx.now(),
          })
          .where(eq(depositRequests.id, r.id))
          .returning()
          .get()!
        message(decided, decision === 'approve' ? 'depositCredited' : 'depositFailed')
        return view(decided, payeeOf(decided.methodCode))
      })
    },

    /**
     * Settles a hosted-checkout request from a verified provider event or the reconciliation job's
     * reading (decision 0045), exactly once, in one transaction of its own: the event id is recorded
     * in `payment_events` with what it did, so a repeat of it changes nothing; PAID credits a PENDING
     * request (PROVIDER:<code> → MEMBER under the key `deposit:<id>:credit`, message 'deposit
     * credited'; a request failed earlier is credited too, since the money arrived); EXPIRED fails a
     * PENDING one (REJECTED, message 'deposit failed'); anything else (OPEN, already decided, no
     * request of this brand) is recorded as IGNORED, or not at all when OPEN. The request is found by
     * the provider reference, else by its reference number (a checkout opened just before a crash).
     * @throws WalletError PAYMENT_MISMATCH (409) when a paid amount, currency or reference differs from the request: nothing is recorded or moved
     */
    settleCheckout(provider: ProviderCode, event: CheckoutEvent): CheckoutSettlement {
      return deps.money.runNow(() => {
        const seen = db
          .select({ depositId: paymentEvents.depositId })
          .from(paymentEvents)
          .where(and(eq(paymentEvents.brandCode, brandCode), eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.eventId)))
          .get()
        if (seen) return { outcome: 'DUPLICATE', depositId: seen.depositId }
        const r = findCheckoutRequest(provider, event)
        const record = (outcome: 'CREDITED' | 'FAILED' | 'IGNORED') => {
          db.insert(paymentEvents)
            .values({ brandCode, provider, eventId: event.eventId, type: event.type, providerRef: event.providerRef, depositId: r?.id ?? null, outcome, receivedAt: ctx.now() })
            .run()
          return { outcome, depositId: r?.id ?? null }
        }
        if (!r) return record('IGNORED')
        if (event.status === 'OPEN') return { outcome: 'OPEN', depositId: r.id }
        if (event.status === 'PAID') {
          if (event.amount !== r.amount || event.currency !== readSettings(ctx).currency || (event.reference !== null && event.reference !== depositReference(r.id, r.createdAt))) {
            console.warn(`[payments] ${provider} event ${event.eventId} does not match deposit ${r.id} (amount, currency or reference): nothing credited`)
            throw new WalletError('PAYMENT_MISMATCH', 'wallet.errors.paymentMismatch', 409)
          }
          if (r.status === 'CREDITED') return record('IGNORED')
          const movementId = credit(r, `deposit:${r.id}:credit`)
          const decided = db
            .update(depositRequests)
            .set({ status: 'CREDITED', movementId, decidedAt: ctx.now(), providerRef: r.providerRef ?? event.providerRef, note: r.status === 'REJECTED' ? 'paid after it was failed' : r.note })
            .where(eq(depositRequests.id, r.id))
            .returning()
            .get()!
          message(decided, 'depositCredited')
          return record('CREDITED')
        }
        if (r.status !== 'PENDING') return record('IGNORED')
        const failed = db.update(depositRequests).set({ status: 'REJECTED', decidedAt: ctx.now(), note: 'checkout expired' }).where(eq(depositRequests.id, r.id)).returning().get()!
        message(failed, 'depositFailed')
        return record('FAILED')
      })
    },

    /**
     * Fails a PENDING hosted-checkout request that never got a checkout (the provider could not be
     * reached and the member did not retry): REJECTED, message 'deposit failed'. A payment that still
     * arrives for it later is credited by `settleCheckout`. Returns whether it changed.
     */
    failUnopenedCheckout(id: number): boolean {
      return deps.money.runNow(() => {
        const r = db
          .update(depositRequests)
          .set({ status: 'REJECTED', decidedAt: ctx.now(), note: 'checkout never opened' })
          .where(and(eq(depositRequests.brandCode, brandCode), eq(depositRequests.id, id), eq(depositRequests.status, 'PENDING'), isNull(depositRequests.providerRef)))
          .returning()
          .get()
        if (r) message(r, 'depositFailed')
        return !!r
      })
    },

    /** PENDING hosted-checkout requests created before `before` (UTC ms), oldest first, at most `limit` (the reconciliation job's work). */
    pendingCheckouts(before: number, limit = 100): PendingCheckout[] {
      return db
        .select({ id: depositRequests.id, provider: depositRequests.provider, providerRef: depositRequests.providerRef, createdAt: depositRequests.createdAt })
        .from(depositRequests)
        .where(
          and(eq(depositRequests.brandCode, brandCode), eq(depositRequests.status, 'PENDING'), inArray(depositRequests.provider, [...HOSTED_PROVIDER_CODES]), lt(depositRequests.createdAt, before)),
        )
        .orderBy(depositRequests.createdAt)
        .limit(limit)
        .all()
        .map((r) => ({ ...r, provider: r.provider as ProviderCode }))
    },

    /** The hosted-checkout provider wired for `code`, if any (the webhook route and the reconciliation job use it). */
    hostedProvider(code: ProviderCode): HostedCheckoutProvider | undefined {
      const p = providers[code]
      return isHosted(p) ? p : undefined
    },

    /** One of the member's deposit requests by its reference number, with its checkout page if any (the checkout return page), or undefined. */
    depositByReference(memberId: number, reference: string): (DepositView & { checkoutUrl: string | null }) | undefined {
      const m = /^DP\d{6}(\d{6,})$/.exec(reference)
      if (!m) return undefined
      const r = db
        .select()
        .from(depositRequests)
        .where(and(eq(depositRequests.brandCode, brandCode), eq(depositRequests.id, Number(m[1])), eq(depositRequests.memberId, memberId)))
        .get()
      return r && depositReference(r.id, r.createdAt) === reference ? { ...view(r, null), checkoutUrl: r.checkoutUrl } : undefined
    },

    /** The member's deposit requests, newest first, optionally of one status. */
    deposits(memberId: number, q: PageQuery & { status?: DepositStatus }): Page<DepositView> {
      const where = and(eq(depositRequests.brandCode, brandCode), eq(depositRequests.memberId, memberId), q.status ? eq(depositRequests.status, q.status) : undefined)
      const total = db.select({ n: count() }).from(depositRequests).where(where).get()!.n
      const rows = db
        .select()
        .from(depositRequests)
        .where(where)
        .orderBy(desc(depositRequests.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .all()
      return toPage(
        rows.map((r) => view(r, payeeOf(r.methodCode))),
        total,
        q,
      )
    },

    /** Sum of the member's PENDING deposits (minor units). */
    pendingDepositTotal(memberId: number): number {
      return db
        .select({ s: sql<number>`coalesce(sum(${depositRequests.amount}), 0)` })
        .from(depositRequests)
        .where(and(eq(depositRequests.brandCode, brandCode), eq(depositRequests.memberId, memberId), eq(depositRequests.status, 'PENDING')))
        .get()!.s
    },

    /** Every PENDING request of the brand, oldest first (operator `deposit list`). */
    depositQueue(): DepositQueueItem[] {
      return db
        .select({ r: depositRequests, account: members.account })
        .from(depositRequests)
        .innerJoin(members, eq(members.id, depositRequests.memberId))
        .where(and(eq(depositRequests.brandCode, brandCode), eq(depositRequests.status, 'PENDING')))
        .orderBy(depositRequests.id)
        .all()
        .map(({ r, account }) => ({ ...view(r, null), memberId: r.memberId, account }))
    },
  }
}
