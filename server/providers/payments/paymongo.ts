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
 * @see https://developers.paymongo.com/docs/checkout-implementation, https://developers.paymongo.com/docs/securing-webhook
 * The secret key and the webhook secret never leave this module: not in logs, errors or answers.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { WebhookRefused, type Checkout, type CheckoutEvent, type CheckoutIntent, type CheckoutReading, type HostedCheckoutProvider } from '../../platform/wallet/payment-providers'

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
}

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
export function payMongoProvider(config: PayMongoConfig): HostedCheckoutProvider {
  const base = config.apiBase.replace(/\/+$/, '')
  const publicBase = config.publicBaseUrl.replace(/\/+$/, '')
  const auth = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`
  const live = config.secretKey.startsWith('sk_live_')
  const tolerance = config.toleranceMs ?? 300_000

  /** One API call; throws an Error naming the path and status (never the key) on failure. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { Authorization: auth, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    })
    if (!res.ok) throw new Error(`PayMongo ${method} ${path.replace(/cs_\w+/, 'cs_…')} answered ${res.status}`)
    return res.json()
  }

  const session = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const parsed = SessionAnswerSchema.safeParse(await call(method, path, body))
    if (!parsed.success) throw new Error(`PayMongo ${method} checkout session: unexpected answer`)
    return parsed.data.data
  }

  return {
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

    verifyWebhook(rawBody: string, signatureHeader: string | undefined, now: number): CheckoutEvent | null {
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
