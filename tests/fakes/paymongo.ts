/**
 * A local PayMongo (https://developers.paymongo.com/docs/checkout-implementation) for the tests:
 * Bun.serve on 127.0.0.1, a random port. It answers as the published API does (decision 0045):
 * - `POST /v1/checkout_sessions` (HTTP basic auth: the secret key as user, empty password;
 *   `data.attributes` line_items, payment_method_types, success_url, cancel_url, reference_number,
 *   description, metadata) → 200 `{ data: { id: 'cs_…', type: 'checkout_session', attributes: {
 *   checkout_url, status: 'active', reference_number, line_items, payments: [], … } } }`;
 * - `GET /v1/checkout_sessions/{id}` → the session; `POST /v1/checkout_sessions/{id}/expire` → the
 *   session, `status: 'expired'` (400 once paid);
 * - a wrong or missing key → 401 `{ errors: [{ code: 'authentication_failed', detail }] }`; an unknown
 *   session → 404; a body without line_items, payment_method_types or URLs → 400.
 * The hosted checkout page `GET /checkout/{id}` shows the amount with "Pay" and "Cancel": Pay marks
 * the session paid (one payment `pay_…` with status `paid`), sends the signed
 * `checkout_session.payment.paid` event to `webhookUrl` (unless suppressed) and redirects to
 * success_url; Cancel goes to cancel_url.
 * Webhooks carry `Paymongo-Signature: t=<unix s>,te=<sig>,li=` (test keys; a live key signs `li`),
 * each signature the hex HMAC-SHA256 of `<t>.<raw body>` under `webhookSecret`.
 * Test hooks: `pay(id)` (as the page's Pay button), `expire(id)`, `paidEvent(id)` to build an event,
 * `sign(body, t?)`, `send(body, header)` to post anything to `webhookUrl`, `suppressWebhooks(on)`,
 * `failNext(n)` (the next `n` API calls answer 500, as an outage would).
 */
import { createHmac, randomBytes } from 'node:crypto'

export interface FakeLineItem {
  name: string
  amount: number
  currency: string
  quantity: number
}

export interface FakeSession {
  id: string
  status: 'active' | 'expired'
  reference_number: string | null
  description: string | null
  line_items: FakeLineItem[]
  payment_method_types: string[]
  success_url: string
  cancel_url: string
  metadata: Record<string, string>
  payments: { id: string; type: 'payment'; attributes: { amount: number; currency: string; status: 'paid' } }[]
  checkout_url: string
  created_at: number
}

export interface FakeWebhookDelivery {
  eventId: string
  sessionId: string
  status: number
}

export interface FakePayMongo {
  /** `http://127.0.0.1:<port>`: PAYMONGO_API_BASE. */
  url: string
  secretKey: string
  webhookSecret: string
  /** Where events are posted (the app's /webhooks/paymongo); set by the test once the app listens. */
  webhookUrl: string | null
  sessions: Map<string, FakeSession>
  /** Every event the fake posted, with the HTTP status it got. */
  deliveries: FakeWebhookDelivery[]
  /** API calls that reached a route, by `METHOD path-pattern`. */
  calls: string[]
  suppressWebhooks(on: boolean): void
  /** The next `n` API calls answer 500 `{ errors: [{ code: 'internal_error' }] }`. */
  failNext(n: number): void
  /** Pays the session as the page's Pay button does; resolves once its webhook was answered (or suppressed). */
  pay(id: string): Promise<FakeWebhookDelivery | null>
  /** Expires an unpaid session (as PayMongo does when it times out). */
  expire(id: string): void
  /** The `checkout_session.payment.paid` event of a session (paid or not), as a raw body, with a fresh event id unless given. */
  paidEvent(id: string, opts?: { eventId?: string; amount?: number; reference?: string; currency?: string }): { body: string; eventId: string }
  /** The Paymongo-Signature header of `body` at `t` (unix seconds; default now). */
  sign(body: string, t?: number, secret?: string): string
  /** Posts `body` to `webhookUrl` with the header `signature` (default a valid one). */
  send(body: string, signature?: string | null): Promise<Response>
  stop(): Promise<void>
}

const rid = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const json = (body: unknown, status = 200) => Response.json(body, { status })
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** Starts the fake with `secretKey` (default a test key) and `webhookSecret`. */
export function startFakePayMongo(opts: { secretKey?: string; webhookSecret?: string } = {}): FakePayMongo {
  const secretKey = opts.secretKey ?? 'sk_test_fakepaymongo000000000000'
  const webhookSecret = opts.webhookSecret ?? 'whsk_fakepaymongo0000000000'
  const live = secretKey.startsWith('sk_live_')
  const auth = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`
  const sessions = new Map<string, FakeSession>()
  const deliveries: FakeWebhookDelivery[] = []
  const calls: string[] = []
  let suppressed = false
  let failing = 0
  let base = ''

  const resource = (s: FakeSession) => ({ id: s.id, type: 'checkout_session', attributes: { ...s, id: undefined, livemode: live, updated_at: Math.floor(Date.now() / 1000) } })

  function sign(body: string, t = Math.floor(Date.now() / 1000), secret = webhookSecret): string {
    const sig = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
    return live ? `t=${t},te=,li=${sig}` : `t=${t},te=${sig},li=`
  }

  function paidEvent(id: string, o: { eventId?: string; amount?: number; reference?: string; currency?: string } = {}) {
    const s = sessions.get(id)
    if (!s) throw new Error(`fake PayMongo: no session ${id}`)
    const eventId = o.eventId ?? rid('evt')
    const total = s.line_items.reduce((n, l) => n + l.amount * l.quantity, 0)
    const currency = o.currency ?? s.line_items[0]?.currency ?? 'PHP'
    const payments = s.payments.length
      ? s.payments.map((p) => ({ ...p, attributes: { ...p.attributes, amount: o.amount ?? p.attributes.amount, currency } }))
      : [{ id: rid('pay'), type: 'payment' as const, attributes: { amount: o.amount ?? total, currency, status: 'paid' as const } }]
    const session = resource({ ...s, reference_number: o.reference ?? s.reference_number, payments })
    const now = Math.floor(Date.now() / 1000)
    const body = JSON.stringify({
      data: { id: eventId, type: 'event', attributes: { type: 'checkout_session.payment.paid', livemode: live, data: session, previous_data: {}, created_at: now, updated_at: now } },
    })
    return { body, eventId }
  }

  async function send(body: string, signature: string | null = sign(body)): Promise<Response> {
    if (!fake.webhookUrl) throw new Error('fake PayMongo: webhookUrl is not set')
    return fetch(fake.webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(signature === null ? {} : { 'Paymongo-Signature': signature }) }, body })
  }

  async function pay(id: string): Promise<FakeWebhookDelivery | null> {
    const s = sessions.get(id)
    if (!s) throw new Error(`fake PayMongo: no session ${id}`)
    if (s.status === 'expired') throw new Error(`fake PayMongo: session ${id} expired`)
    if (s.payments.length === 0) {
      const total = s.line_items.reduce((n, l) => n + l.amount * l.quantity, 0)
      s.payments.push({ id: rid('pay'), type: 'payment', attributes: { amount: total, currency: s.line_items[0]?.currency ?? 'PHP', status: 'paid' } })
    }
    if (suppressed || !fake.webhookUrl) return null
    const { body, eventId } = paidEvent(id)
    const res = await send(body)
    await res.arrayBuffer()
    const d = { eventId, sessionId: id, status: res.status }
    deliveries.push(d)
    return d
  }

  function page(s: FakeSession): Response {
    const total = s.line_items.reduce((n, l) => n + l.amount * l.quantity, 0)
    const amount = `${s.line_items[0]?.currency ?? 'PHP'} ${(total / 100).toFixed(2)}`
    const doc = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>PayMongo Checkout (fake)</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>Checkout</h1><p data-testid="fake-amount">${esc(amount)}</p><p>${esc(s.description ?? '')} · ${esc(s.reference_number ?? '')}</p>
<p>${esc(s.payment_method_types.join(', '))}</p>
${s.status === 'expired' ? '<p>This checkout has expired.</p>' : `<form method="post" action="/checkout/${s.id}/pay"><button type="submit">Pay</button></form>`}
<p><a href="${esc(s.cancel_url)}">Cancel</a></p></body></html>`
    return new Response(doc, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
  }

  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const url = new URL(req.url)
      const path = url.pathname
      const api = path.startsWith('/v1/')
      if (api && failing > 0) {
        failing--
        return json({ errors: [{ code: 'internal_error', detail: 'Something went wrong.' }] }, 500)
      }
      if (api && req.headers.get('authorization') !== auth) {
        return json({ errors: [{ code: 'authentication_failed', detail: 'The API key is invalid.' }] }, 401)
      }
      if (req.method === 'POST' && path === '/v1/checkout_sessions') {
        calls.push('POST /v1/checkout_sessions')
        const body = (await req.json().catch(() => null)) as { data?: { attributes?: Record<string, unknown> } } | null
        const a = body?.data?.attributes
        const items = a?.line_items as FakeLineItem[] | undefined
        if (!a || !Array.isArray(items) || items.length === 0 || !Array.isArray(a.payment_method_types) || typeof a.success_url !== 'string' || typeof a.cancel_url !== 'string') {
          return json({ errors: [{ code: 'parameter_required', detail: 'line_items, payment_method_types, success_url and cancel_url are required.' }] }, 400)
        }
        const id = rid('cs')
        const s: FakeSession = {
          id,
          status: 'active',
          reference_number: typeof a.reference_number === 'string' ? a.reference_number : null,
          description: typeof a.description === 'string' ? a.description : null,
          line_items: items.map((l) => ({ name: l.name, amount: l.amount, currency: l.currency, quantity: l.quantity })),
          payment_method_types: a.payment_method_types as string[],
          success_url: a.success_url,
          cancel_url: a.cancel_url,
          metadata: (a.metadata as Record<string, string>) ?? {},
          payments: [],
          checkout_url: `${base}/checkout/${id}`,
          created_at: Math.floor(Date.now() / 1000),
        }
        sessions.set(id, s)
        return json({ data: resource(s) })
      }
      const m = /^\/v1\/checkout_sessions\/(cs_\w+)(\/expire)?$/.exec(path)
      if (m) {
        const s = sessions.get(m[1]!)
        calls.push(`${req.method} /v1/checkout_sessions/{id}${m[2] ?? ''}`)
        if (!s) return json({ errors: [{ code: 'resource_not_found', detail: 'No such checkout session.' }] }, 404)
        if (req.method === 'GET' && !m[2]) return json({ data: resource(s) })
        if (req.method === 'POST' && m[2]) {
          if (s.payments.length) return json({ errors: [{ code: 'resource_processing_state', detail: 'The checkout session is already paid.' }] }, 400)
          s.status = 'expired'
          return json({ data: resource(s) })
        }
      }
      const c = /^\/checkout\/(cs_\w+)(\/pay)?$/.exec(path)
      if (c) {
        const s = sessions.get(c[1]!)
        if (!s) return new Response('Not found', { status: 404 })
        if (req.method === 'GET' && !c[2]) return page(s)
        if (req.method === 'POST' && c[2]) {
          await pay(s.id)
          return new Response(null, { status: 303, headers: { Location: s.success_url } })
        }
      }
      return json({ errors: [{ code: 'route_not_found', detail: 'Not found.' }] }, 404)
    },
  })
  base = `http://127.0.0.1:${server.port}`

  const fake: FakePayMongo = {
    url: base,
    secretKey,
    webhookSecret,
    webhookUrl: null,
    sessions,
    deliveries,
    calls,
    suppressWebhooks: (on) => {
      suppressed = on
    },
    failNext: (count) => {
      failing = count
    },
    pay,
    expire(id) {
      const s = sessions.get(id)
      if (s && s.payments.length === 0) s.status = 'expired'
    },
    paidEvent,
    sign,
    send,
    stop: async () => {
      await server.stop(true)
    },
  }
  return fake
}

// Run on its own (the live-mode browser test starts it so: Playwright's runner is Node):
//   bun tests/fakes/paymongo.ts   with FAKE_PAYMONGO_SECRET_KEY, FAKE_PAYMONGO_WEBHOOK_SECRET (defaults above)
//   and FAKE_PAYMONGO_WEBHOOK_URL; prints `[fake-paymongo] listening on <url>`.
if (import.meta.main) {
  const fake = startFakePayMongo({ secretKey: process.env.FAKE_PAYMONGO_SECRET_KEY, webhookSecret: process.env.FAKE_PAYMONGO_WEBHOOK_SECRET })
  fake.webhookUrl = process.env.FAKE_PAYMONGO_WEBHOOK_URL ?? null
  console.log(`[fake-paymongo] listening on ${fake.url}`)
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.on(sig, () => {
      void fake.stop().then(() => process.exit(0))
    })
}
