/**
 * PayMongo (decision 0045): the platform's hosted-checkout port (`HostedCheckoutProvider`,
 * server/platform/wallet/payment-providers.ts) over PayMongo's published API:
 * - Checkout Sessions: `POST /v1/checkout_sessions` (HTTP basic auth, the secret key as user and an
 *   empty password; `data.attributes` line_items, payment_method_types, success_url, cancel_url,
 *   reference_number, description, metadata) answering `data.id` (`cs_…`) and
 *   `data.attributes.checkout_url`; `GET /v1/checkout_sessions/{id}`; `POST /v1/checkout_sessions/{id}/expire`.
 * - Webhooks: the `Paymongo-Signature` header `t=<unix s>,te=<test sig>,li=<live sig>`, each
 *   signature the hex HMAC-SHA256 of `<t>.<raw body>` under the webhook's secret key; the event
 *   `checkout_session.payment.paid` carries the session with its payments. Amounts in centavos
 *   (the platform's minor units of PHP).
 * - Transfers (payouts, decision 0052), when a source wallet account is configured:
 *   `POST /v2/transfers` with `data.attributes.transfers[]` (source_account and destination_account
 *   `{ number, name, bic }`, amount in centavos, currency, provider `instapay` — `pesonet` above
 *   InstaPay's ₱50,000 —, reference_number = the withdrawal's `WD…`, purpose, metadata) and the
 *   header `Idempotency-Key` (the payout's key: brand, withdrawal id and time), answering the batch `data.id` (`batch_tr_…`) with
 *   `data.transfers[]` (`tr_…`, status pending | succeeded | failed, provider_error…);
 *   `GET /v2/transfers/{id}` → `data` (one transfer). A status change arrives as an event whose
 *   `attributes.data` is the `wallet_transaction` resource (type `send_money`, `transfer_id`,
 *   `reference_number`, amount, currency, status, provider_error_code, provider_error), signed as above.
 * @see https://developers.paymongo.com/docs/checkout-implementation, https://developers.paymongo.com/docs/securing-webhook,
 *   https://developers.paymongo.com/docs/money-movement-moving-money-with-api, https://developers.paymongo.com/reference/transfer-resource,
 *   https://developers.paymongo.com/reference/wallet-transaction-resource, https://developers.paymongo.com/docs/statuses-messages-webhook-events-1
 * The secret key and the webhook secret never leave this module: not in logs, errors or answers.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { WebhookRefused, type Checkout, type CheckoutEvent, type CheckoutIntent, type CheckoutReading, type HostedCheckoutProvider } from '../../platform/wallet/payment-providers'
import { PayoutRefused, type PayoutEvent, type PayoutIntent, type PayoutProvider, type PayoutTransfer } from '../../platform/wallet/payout'
import { PAYMONGO_BIC, receivingBic } from './paymongo-banks'

export interface PayMongoConfig {
  /** `sk_live_…` or `sk_test_…`: live keys check the `li` signature, test keys the `te` one. */
  secretKey: string
  /** The webhook's signing secret (`whsk_…`). */
  webhookSecret: string
  /** e.g. https://api.paymongo.com (no trailing slash needed). */
  apiBase: string
  /** The lobby's public address; the member comes back to `<base>/member?tab=depositv2&deposit=<reference>&checkout=success|cancel`. */
  publicBaseUrl: string
  /** How far a webhook's timestamp may be from now (ms); default 5 minutes. */
  toleranceMs?: number
  /** Time allowed to one API call (ms); default 10 s. */
  timeoutMs?: number
  /**
   * The PayMongo wallet account payouts are sent from (decision 0052): its account number and name
   * as `GET /v2/wallets` shows them. Without it the adapter does not pay out (withdrawals are paid by hand).
   */
  payoutSource?: { accountNumber: string; accountName: string }
}

/** InstaPay's limit per transfer (centavos): larger payouts go through PESONet. */
export const INSTAPAY_MAX = 50_000_00

/** The webhook event type that settles a deposit. */
export const PAID_EVENT = 'checkout_session.payment.paid'

const PaymentSchema = z.object({
  id: z.string().min(1).max(100),
  attributes: z.object({ amount: z.number().int().nonnegative(), currency: z.string().length(3), status: z.string().max(40) }),
})

const SessionSchema = z.object({
  id: z.string().regex(/^cs_\w{1,100}$/),
  attributes: z.object({
    checkout_url: z.url().optional(),
    status: z.string().max(40),
    reference_number: z.string().max(100).nullish(),
    line_items: z.array(z.object({ amount: z.number().int().nonnegative(), currency: z.string().length(3), quantity: z.number().int().positive() })).max(50),
    payments: z.array(PaymentSchema).max(50).default([]),
  }),
})
type Session = z.infer<typeof SessionSchema>

const TRANSFER_STATUS = { pending: 'PENDING', succeeded: 'SUCCEEDED', failed: 'FAILED' } as const
const TransferId = z.string().regex(/^tr_\w{1,100}$/)
/** What a transfer and the wallet transaction of its status event share. */
const transferFields = {
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  status: z.enum(['pending', 'succeeded', 'failed']),
  reference_number: z.string().max(100).nullish(),
  provider_error: z.string().max(500).nullish(),
  provider_error_code: z.string().max(100).nullish(),
}
const TransferSchema = z.object({ id: TransferId, ...transferFields })
const TransferAnswerSchema = z.object({ data: TransferSchema })
const BatchAnswerSchema = z.object({ data: z.object({ id: z.string().max(120), transfers: z.array(TransferSchema).min(1).max(100) }) })
/** The resource a transfer's status event carries. */
const WalletTransactionSchema = z.object({
  id: z.string().max(120),
  type: z.literal('wallet_transaction'),
  attributes: z.object({ type: z.string().max(40), transfer_id: TransferId, ...transferFields }),
})

const errorText = (code: string | null | undefined, text: string | null | undefined) => (code || text ? [code, text].filter(Boolean).join(': ') : null)

/** A transfer as the platform reads it. */
function transferOf(t: z.infer<typeof TransferSchema>): PayoutTransfer {
  return {
    providerRef: t.id,
    reference: t.reference_number ?? null,
    status: TRANSFER_STATUS[t.status],
    amount: t.amount,
    currency: t.currency.toUpperCase(),
    error: errorText(t.provider_error_code, t.provider_error),
  }
}

/** An API answer that was not 2xx: its status and PayMongo's first error code (never the key). */
class PayMongoHttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message)
  }
}

const SessionAnswerSchema = z.object({ data: SessionSchema })

const EventSchema = z.object({
  data: z.object({
    id: z.string().regex(/^evt_\w{1,100}$/),
    type: z.literal('event'),
    attributes: z.object({ type: z.string().max(100), livemode: z.boolean(), data: z.unknown() }),
  }),
})

/** The payment method types of a method code (GCASH → gcash…); unknown codes offer every common one. */
export function paymentMethodTypes(methodCode: string): string[] {
  const c = methodCode.toUpperCase()
  if (c.includes('GCASH')) return ['gcash']
  if (c.includes('MAYA')) return ['paymaya']
  if (c.includes('GRAB')) return ['grab_pay']
  if (c.includes('QR')) return ['qrph']
  if (c.includes('CARD')) return ['card']
  return ['gcash', 'paymaya', 'card', 'qrph']
}

/** A session as the platform reads it: PAID (sum of its paid payments), EXPIRED, or OPEN. */
function readingOf(s: Session): CheckoutReading {
  const paid = s.attributes.payments.filter((p) => p.attributes.status === 'paid')
  const reference = s.attributes.reference_number ?? null
  if (paid.length > 0) return { providerRef: s.id, reference, status: 'PAID', amount: paid.reduce((n, p) => n + p.attributes.amount, 0), currency: paid[0]!.attributes.currency.toUpperCase() }
  const amount = s.attributes.line_items.reduce((n, l) => n + l.amount * l.quantity, 0)
  const currency = (s.attributes.line_items[0]?.currency ?? '').toUpperCase()
  return { providerRef: s.id, reference, status: s.attributes.status === 'expired' ? 'EXPIRED' : 'OPEN', amount, currency }
}

/** Parses `t=…,te=…,li=…` (order free); undefined when malformed. */
function parseSignature(header: string): { t: number; te: string; li: string } | undefined {
  const parts = new Map(header.split(',').map((p) => p.trim().split('=', 2) as [string, string | undefined]))
  const t = Number(parts.get('t'))
  if (!Number.isInteger(t) || t <= 0) return undefined
  return { t, te: parts.get('te') ?? '', li: parts.get('li') ?? '' }
}

const sameHex = (a: string, b: string) => a.length === b.length && /^[0-9a-f]+$/.test(b) && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'))

/**
 * The PayMongo adapter.
 * @example const paymongo = payMongoProvider({ secretKey, webhookSecret, apiBase: 'https://api.paymongo.com', publicBaseUrl: 'https://brand.example' })
 */
export function payMongoProvider(config: PayMongoConfig): HostedCheckoutProvider & Partial<PayoutProvider> {
  const base = config.apiBase.replace(/\/+$/, '')
  const publicBase = config.publicBaseUrl.replace(/\/+$/, '')
  const auth = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`
  const live = config.secretKey.startsWith('sk_live_')
  const tolerance = config.toleranceMs ?? 300_000

  /** One API call; throws a PayMongoHttpError naming the path, status and error code (never the key) on failure. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<unknown> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { Authorization: auth, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    })
    if (!res.ok) {
      const answer = (await res.json().catch(() => null)) as { errors?: { code?: unknown }[] } | null
      const code = typeof answer?.errors?.[0]?.code === 'string' ? answer.errors[0].code.slice(0, 100) : null
      throw new PayMongoHttpError(`PayMongo ${method} ${path.replace(/(cs|tr)_\w+/, '$1_…')} answered ${res.status}${code ? ` ${code}` : ''}`, res.status, code)
    }
    return res.json()
  }

  const source = config.payoutSource

  /** A verified event carrying a wallet transaction: the status of one of our transfers (send_money), else null. */
  function payoutEvent(id: string, attributes: { type: string; livemode: boolean; data: unknown }): PayoutEvent | null {
    const tx = WalletTransactionSchema.safeParse(attributes.data)
    if (!tx.success) throw new WebhookRefused('MALFORMED', 'event without a wallet transaction')
    if (tx.data.attributes.type !== 'send_money') return null
    if (attributes.livemode !== live) throw new WebhookRefused('MALFORMED', 'event mode differs from the key mode')
    const a = tx.data.attributes
    return { kind: 'PAYOUT', eventId: id, type: attributes.type, ...transferOf({ ...a, id: a.transfer_id }) }
  }

  const payouts: PayoutProvider | Record<string, never> = source
    ? {
        code: 'PAYMONGO',
        payouts: true,
        canPayTo: (accountType, bankName) => receivingBic(accountType, bankName) !== undefined,

        async sendPayout(intent: PayoutIntent): Promise<PayoutTransfer> {
          const bic = receivingBic(intent.accountType, intent.bankName)
          if (!bic) throw new PayoutRefused(`no receiving institution for ${intent.bankName}`)
          const transfer = {
            source_account: { number: source.accountNumber, name: source.accountName, bic: PAYMONGO_BIC },
            destination_account: { number: intent.accountNumber, name: intent.accountName, bic },
            amount: intent.amount,
            currency: intent.currency,
            provider: intent.amount > INSTAPAY_MAX ? 'pesonet' : 'instapay',
            reference_number: intent.reference,
            purpose: `Withdrawal ${intent.reference}`,
            metadata: { withdrawal_id: String(intent.withdrawalId) },
          }
          let answer: unknown
          try {
            answer = await call('POST', '/v2/transfers', { data: { attributes: { transfers: [transfer] } } }, { 'Idempotency-Key': intent.key })
          } catch (e) {
            // A refusal of the request itself (bad account, unknown institution) is final; 401 (our key), 409, 429 and 5xx are tried again.
            if (e instanceof PayMongoHttpError && (e.status === 400 || e.status === 404 || e.status === 422)) throw new PayoutRefused(e.code ?? `answered ${e.status}`)
            throw e
          }
          const batch = BatchAnswerSchema.safeParse(answer)
          if (!batch.success) throw new Error('PayMongo POST /v2/transfers: unexpected answer')
          return transferOf(batch.data.data.transfers[0]!)
        },

        async readPayout(providerRef: string): Promise<PayoutTransfer> {
          const t = TransferAnswerSchema.safeParse(await call('GET', `/v2/transfers/${encodeURIComponent(providerRef)}`))
          if (!t.success) throw new Error('PayMongo GET transfer: unexpected answer')
          return transferOf(t.data.data)
        },
      }
    : {}

  const session = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const parsed = SessionAnswerSchema.safeParse(await call(method, path, body))
    if (!parsed.success) throw new Error(`PayMongo ${method} checkout session: unexpected answer`)
    return parsed.data.data
  }

  return {
    ...payouts,
    code: 'PAYMONGO',
    hosted: true,

    async createCheckout(intent: CheckoutIntent): Promise<Checkout> {
      const back = (outcome: 'success' | 'cancel') => `${publicBase}/member?tab=depositv2&deposit=${encodeURIComponent(intent.reference)}&checkout=${outcome}`
      const s = await session('POST', '/v1/checkout_sessions', {
        data: {
          attributes: {
            line_items: [{ name: intent.description, amount: intent.amount, currency: intent.currency, quantity: 1 }],
            payment_method_types: paymentMethodTypes(intent.methodCode),
            success_url: back('success'),
            cancel_url: back('cancel'),
            reference_number: intent.reference,
            description: `Deposit ${intent.reference}`,
            send_email_receipt: false,
            show_line_items: true,
            metadata: { deposit_id: String(intent.depositId), member_id: String(intent.memberId) },
          },
        },
      })
      if (!s.attributes.checkout_url) throw new Error('PayMongo checkout session without checkout_url')
      return { providerRef: s.id, checkoutUrl: s.attributes.checkout_url }
    },

    async readCheckout(providerRef: string): Promise<CheckoutReading> {
      return readingOf(await session('GET', `/v1/checkout_sessions/${encodeURIComponent(providerRef)}`))
    },

    async expireCheckout(providerRef: string): Promise<void> {
      await session('POST', `/v1/checkout_sessions/${encodeURIComponent(providerRef)}/expire`)
    },

    verifyWebhook(rawBody: string, signatureHeader: string | undefined, now: number): CheckoutEvent | PayoutEvent | null {
      const sig = signatureHeader ? parseSignature(signatureHeader) : undefined
      if (!sig) throw new WebhookRefused('SIGNATURE', 'missing or malformed Paymongo-Signature')
      const expected = createHmac('sha256', config.webhookSecret).update(`${sig.t}.${rawBody}`).digest('hex')
      if (!sameHex(expected, live ? sig.li : sig.te)) throw new WebhookRefused('SIGNATURE', 'signature does not match')
      if (Math.abs(now - sig.t * 1000) > tolerance) throw new WebhookRefused('STALE', 'timestamp outside the tolerance')
      let json: unknown
      try {
        json = JSON.parse(rawBody)
      } catch {
        throw new WebhookRefused('MALFORMED', 'body is not JSON')
      }
      const event = EventSchema.safeParse(json)
      if (!event.success) throw new WebhookRefused('MALFORMED', 'not a PayMongo event')
      const { id, attributes } = event.data.data
      if (source && (attributes.data as { type?: unknown } | null)?.type === 'wallet_transaction') return payoutEvent(id, attributes)
      if (attributes.type !== PAID_EVENT) return null
      if (attributes.livemode !== live) throw new WebhookRefused('MALFORMED', 'event mode differs from the key mode')
      const s = SessionSchema.safeParse((attributes.data as { id?: unknown } | null) ?? null)
      if (!s.success) throw new WebhookRefused('MALFORMED', 'event without a checkout session')
      const reading = readingOf(s.data)
      if (reading.status !== 'PAID') throw new WebhookRefused('MALFORMED', 'paid event without a paid payment')
      return { ...reading, eventId: id, type: attributes.type }
    },
  }
}
