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
 * Transfers (payouts, decision 0052; https://developers.paymongo.com/reference/transfer-resource):
 * - `POST /v2/transfers` `{ data: { attributes: { transfers: [{ source_account, destination_account
 *   ({ number, name, bic }), amount, currency, provider (instapay | pesonet | paymongo),
 *   reference_number, purpose, metadata }] } } }` → 200 `{ data: { id: 'batch_tr_…', transfers:
 *   [{ id: 'tr_…', status: 'pending', … }] } }`; the same `Idempotency-Key` header again answers the
 *   first batch and creates nothing; a transfer without accounts, BICs, a positive amount or a
 *   reference → 400 `parameter_required`;
 * - `GET /v2/transfers/{id}` → `{ data: <transfer> }`.
 * `completeTransfer(id, 'succeeded' | 'failed')` (or `POST /__fake/transfers/{id}/succeeded|failed`
 * when the fake runs on its own) sets the outcome and posts the signed event whose
 * `attributes.data` is the `wallet_transaction` resource (type send_money, transfer_id,
 * reference_number, amount, currency, status, provider_error…), as the status webhook does.
 * Test hooks: `pay(id)` (as the page's Pay button), `expire(id)`, `paidEvent(id)` to build an event,
 * `transferEvent(id)` likewise for a transfer, `sign(body, t?)`, `send(body, header)` to post
 * anything to `webhookUrl`, `suppressWebhooks(on)`, `failNext(n)` (the next `n` API calls answer
 * 500, as an outage would), `refuseNextTransfer(code)` (the next transfer is refused with 400 `code`).
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

export interface FakeAccount {
  number: string
  name: string
  bic: string
}

export interface FakeTransfer {
  id: string
  batch_transfer_id: string
  source_account: FakeAccount
  destination_account: FakeAccount
  amount: number
  fee: number
  currency: string
  provider: string
  reference_number: string
  purpose: string | null
  metadata: Record<string, string>
  status: 'pending' | 'succeeded' | 'failed'
  provider_error: string | null
  provider_error_code: string | null
  livemode: boolean
  created_at: string
  updated_at: string
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
  /** Every transfer created (a repeated Idempotency-Key creates none), by id. */
  transfers: Map<string, FakeTransfer>
  /** The Idempotency-Key of each transfer request, in order (repeats included). */
  transferKeys: string[]
  /** The next transfer request is refused with 400 and this error code. */
  refuseNextTransfer(code: string): void
  /** Sets a transfer's outcome and posts its signed status event (unless suppressed); resolves once answered. */
  completeTransfer(id: string, status: 'succeeded' | 'failed', opts?: { error?: string }): Promise<FakeWebhookDelivery | null>
  /** The status event of a transfer (its current status unless given), as a raw body, with a fresh event id unless given. */
  transferEvent(id: string, opts?: { eventId?: string; status?: 'pending' | 'succeeded' | 'failed'; amount?: number; reference?: string; currency?: string }): { body: string; eventId: string }
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
  let refusing: string | null = null
  let base = ''
  const transfers = new Map<string, FakeTransfer>()
  const transferKeys: string[] = []
  /** Idempotency-Key → the batch answered. */
  const batches = new Map<string, { id: string; transfers: string[] }>()

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

  /** Posts the event about `id` that `build` makes, signed, and notes the answer; null while webhooks are suppressed. */
  async function deliver(id: string, build: () => { body: string; eventId: string }): Promise<FakeWebhookDelivery | null> {
    if (suppressed || !fake.webhookUrl) return null
    const { body, eventId } = build()
    const res = await send(body)
    await res.arrayBuffer()
    const d = { eventId, sessionId: id, status: res.status }
    deliveries.push(d)
    return d
  }

  async function send(body: string, signature: string | null = sign(body)): Promise<Response> {
    if (!fake.webhookUrl) throw new Error('fake PayMongo: webhookUrl is not set')
    return fetch(fake.webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(signature === null ? {} : { 'Paymongo-Signature': signature }) }, body })
  }

  function transferEvent(id: string, o: { eventId?: string; status?: 'pending' | 'succeeded' | 'failed'; amount?: number; reference?: string; currency?: string } = {}) {
    const tr = transfers.get(id)
    if (!tr) throw new Error(`fake PayMongo: no transfer ${id}`)
    const eventId = o.eventId ?? rid('evt')
    const now = Math.floor(Date.now() / 1000)
    const bank = (a: FakeAccount) => ({ bank_account_name: a.name, bank_account_number: a.number, bank_code: a.bic, bank_id: '000', bank_name: a.bic })
    const walletTransaction = {
      id: rid('wallet_tr'),
      type: 'wallet_transaction',
      attributes: {
        wallet_id: 'wallet_fake',
        amount: o.amount ?? tr.amount,
        currency: o.currency ?? tr.currency,
        description: tr.purpose,
        fee: tr.fee,
        livemode: live,
        net_amount: o.amount ?? tr.amount,
        provider: tr.provider,
        provider_error: tr.provider_error,
        provider_error_code: tr.provider_error_code,
        purpose: tr.purpose,
        batch_transaction_id: tr.batch_transfer_id,
        receiver: bank(tr.destination_account),
        sender: bank(tr.source_account),
        reference_number: o.reference ?? tr.reference_number,
        status: o.status ?? tr.status,
        type: 'send_money',
        transfer_id: tr.id,
        created_at: now,
        updated_at: now,
      },
    }
    const body = JSON.stringify({
      data: { id: eventId, type: 'event', attributes: { type: 'transfer.updated', livemode: live, data: walletTransaction, previous_data: {}, created_at: now, updated_at: now } },
    })
    return { body, eventId }
  }

  async function completeTransfer(id: string, status: 'succeeded' | 'failed', opts: { error?: string } = {}): Promise<FakeWebhookDelivery | null> {
    const tr = transfers.get(id)
    if (!tr) throw new Error(`fake PayMongo: no transfer ${id}`)
    tr.status = status
    tr.updated_at = new Date().toISOString()
    if (status === 'failed') {
      tr.provider_error_code = 'resource_not_found'
      tr.provider_error = opts.error ?? `no such account with receiver_account_number ${tr.destination_account.number}`
    }
    return deliver(id, () => transferEvent(id))
  }

  /** POST /v2/transfers: validates each transfer as the resource documents it; one Idempotency-Key, one batch. */
  async function createTransfers(req: Request): Promise<Response> {
    const key = req.headers.get('idempotency-key')
    if (key) transferKeys.push(key)
    const prior = key ? batches.get(key) : undefined
    if (prior) return json({ data: { id: prior.id, transfers: prior.transfers.map((t) => transfers.get(t)) } })
    if (refusing) {
      const code = refusing
      refusing = null
      return json({ errors: [{ code, detail: 'The transfer was refused.' }] }, 400)
    }
    const body = (await req.json().catch(() => null)) as { data?: { attributes?: { transfers?: Record<string, unknown>[] } } } | null
    const list = body?.data?.attributes?.transfers
    const account = (a: unknown): a is FakeAccount => {
      const x = a as Partial<FakeAccount> | null
      return !!x && typeof x.number === 'string' && x.number.length > 0 && typeof x.name === 'string' && typeof x.bic === 'string' && /^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(x.bic)
    }
    const valid = (t: Record<string, unknown>) =>
      account(t.source_account) &&
      account(t.destination_account) &&
      Number.isInteger(t.amount) &&
      (t.amount as number) > 0 &&
      t.currency === 'PHP' &&
      ['instapay', 'pesonet', 'paymongo'].includes(t.provider as string) &&
      typeof t.reference_number === 'string' &&
      t.reference_number.length > 0
    if (!Array.isArray(list) || list.length === 0 || !list.every(valid)) {
      return json({ errors: [{ code: 'parameter_required', detail: 'source_account, destination_account, amount, currency, provider and reference_number are required.' }] }, 400)
    }
    const batchId = rid('batch_tr')
    const now = new Date().toISOString()
    const created = list.map((t) => {
      const tr: FakeTransfer = {
        id: rid('tr'),
        batch_transfer_id: batchId,
        source_account: t.source_account as FakeAccount,
        destination_account: t.destination_account as FakeAccount,
        amount: t.amount as number,
        fee: 1000,
        currency: t.currency as string,
        provider: t.provider as string,
        reference_number: t.reference_number as string,
        purpose: typeof t.purpose === 'string' ? t.purpose : null,
        metadata: (t.metadata as Record<string, string>) ?? {},
        status: 'pending',
        provider_error: null,
        provider_error_code: null,
        livemode: live,
        created_at: now,
        updated_at: now,
      }
      transfers.set(tr.id, tr)
      return tr
    })
    if (key) batches.set(key, { id: batchId, transfers: created.map((t) => t.id) })
    return json({ data: { id: batchId, transfers: created } })
  }

  async function pay(id: string): Promise<FakeWebhookDelivery | null> {
    const s = sessions.get(id)
    if (!s) throw new Error(`fake PayMongo: no session ${id}`)
    if (s.status === 'expired') throw new Error(`fake PayMongo: session ${id} expired`)
    if (s.payments.length === 0) {
      const total = s.line_items.reduce((n, l) => n + l.amount * l.quantity, 0)
      s.payments.push({ id: rid('pay'), type: 'payment', attributes: { amount: total, currency: s.line_items[0]?.currency ?? 'PHP', status: 'paid' } })
    }
    return deliver(id, () => paidEvent(id))
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
      const api = path.startsWith('/v1/') || path.startsWith('/v2/')
      if (api && failing > 0) {
        failing--
        return json({ errors: [{ code: 'internal_error', detail: 'Something went wrong.' }] }, 500)
      }
      if (api && req.headers.get('authorization') !== auth) {
        return json({ errors: [{ code: 'authentication_failed', detail: 'The API key is invalid.' }] }, 401)
      }
      // Run on its own (the browser test), the fake completes a transfer on request, as PayMongo would later.
      const done = /^\/__fake\/transfers\/(tr_\w+)\/(succeeded|failed)$/.exec(path)
      if (done && req.method === 'POST') {
        if (!transfers.has(done[1]!)) return json({ errors: [{ code: 'resource_not_found' }] }, 404)
        return json({ delivery: await completeTransfer(done[1]!, done[2] as 'succeeded' | 'failed') })
      }
      if (req.method === 'POST' && path === '/v2/transfers') {
        calls.push('POST /v2/transfers')
        return createTransfers(req)
      }
      const tm = /^\/v2\/transfers\/(tr_\w+)$/.exec(path)
      if (tm && req.method === 'GET') {
        calls.push('GET /v2/transfers/{id}')
        const tr = transfers.get(tm[1]!)
        return tr ? json({ data: tr }) : json({ errors: [{ code: 'resource_not_found', detail: 'No such transfer.' }] }, 404)
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
    transfers,
    transferKeys,
    refuseNextTransfer: (code) => {
      refusing = code
    },
    completeTransfer,
    transferEvent,
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
