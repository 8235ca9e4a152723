/**
 * A local Semaphore (https://semaphore.co/docs) for the tests: Bun.serve on 127.0.0.1, a random
 * port. It answers as the published API does:
 * - `POST /api/v4/messages` and `POST /api/v4/otp` (form-encoded or JSON: `apikey`, `number`,
 *   `message`, `sendername`, and on the OTP route `code`, put in place of `{otp}` in the message,
 *   generated when absent) → 200 and a JSON array with one object per recipient: `message_id`,
 *   `user_id`, `user`, `account_id`, `account`, `recipient`, `message`, `sender_name`, `network`,
 *   `status` ("Pending"), `type` ("Single"), `source` ("Api"), `created_at`, `updated_at`, and
 *   `code` on the OTP route;
 * - a wrong or missing `apikey` → 401 `{"apikey": ["The apikey is invalid."]}`;
 * - a number that is not a Philippine mobile (`09XXXXXXXXX` or `639XXXXXXXXX`) or an empty message →
 *   200 and a JSON object naming the field (`{"number": ["The number format is invalid."]}`), as
 *   Semaphore answers a refused request.
 * Switches: `failNext(n, status)` answers the next `n` sends with `status` (500, 503, 429 with
 * `Retry-After: 0`…) before answering normally; `failAlways(status)` answers every send so until
 * `failAlways(null)`. Every request that reached a route is counted in `requests`; accepted
 * messages are kept in `messages`.
 */
import { failureSwitch } from './failure-switch'

export interface FakeSemaphoreMessage {
  route: 'messages' | 'otp'
  /** The number as sent, e.g. `639171234567`. */
  number: string
  /** The message as delivered to the phone (the OTP route's `{otp}` replaced). */
  message: string
  sendername: string | null
  /** The OTP route's code. */
  code: string | null
}

export interface FakeSemaphore {
  /** `http://127.0.0.1:<port>`: SEMAPHORE_API_BASE. */
  url: string
  apiKey: string
  messages: FakeSemaphoreMessage[]
  /** Send requests that reached a route (answered or failed on purpose). */
  requests: number
  failNext(n: number, status: number): void
  failAlways(status: number | null): void
  stop(): Promise<void>
}

const PH_MOBILE = /^(09|639)\d{9}$/

async function params(req: Request): Promise<Record<string, string>> {
  const type = req.headers.get('content-type') ?? ''
  if (type.includes('application/json')) {
    const body = (await req.json().catch(() => ({}))) as Record<string, unknown>
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]))
  }
  return Object.fromEntries(new URLSearchParams(await req.text()))
}

/** Starts the fake with API key `apiKey` (default `test-semaphore-key`). */
export function startFakeSemaphore(apiKey = 'test-semaphore-key'): FakeSemaphore {
  const failures = failureSwitch()
  let nextId = 200_000_000
  const messages: FakeSemaphoreMessage[] = []
  const state = { requests: 0 }

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(req) {
      const path = new URL(req.url).pathname.replace(/\/+$/, '')
      const route = path === '/api/v4/messages' ? 'messages' : path === '/api/v4/otp' ? 'otp' : null
      if (!route || req.method !== 'POST') return Response.json({ message: 'Not Found' }, { status: 404 })
      state.requests++
      const status = failures.take()
      if (status !== null) {
        return Response.json({ message: status === 429 ? 'Too Many Attempts.' : 'Server Error' }, { status, headers: status === 429 ? { 'retry-after': '0' } : {} })
      }
      const p = await params(req)
      if (p.apikey !== apiKey) return Response.json({ apikey: ['The apikey is invalid.'] }, { status: 401 })
      if (!PH_MOBILE.test(p.number ?? '')) return Response.json({ number: ['The number format is invalid.'] })
      if (!p.message) return Response.json({ message: ['The message field is required.'] })
      const code = route === 'otp' ? (p.code ?? String(Math.floor(100_000 + Math.random() * 900_000))) : null
      const message = code ? (p.message.includes('{otp}') ? p.message.replace('{otp}', code) : `${p.message} Your One Time Password is ${code}`) : p.message
      const sendername = p.sendername ?? null
      messages.push({ route, number: p.number!, message, sendername, code })
      const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
      const answer = {
        message_id: nextId++,
        user_id: 33333,
        user: 'owner@brand.example',
        account_id: 11111,
        account: 'Test Brand',
        recipient: p.number!.replace(/^0/, '63'),
        message,
        sender_name: sendername ?? 'SEMAPHORE',
        network: 'Globe',
        status: 'Pending',
        type: 'Single',
        source: 'Api',
        created_at: now,
        updated_at: now,
        ...(code ? { code: Number(code) } : {}),
      }
      return Response.json([answer])
    },
  })

  return {
    url: `http://127.0.0.1:${server.port}`,
    apiKey,
    messages,
    get requests() {
      return state.requests
    },
    failNext: failures.failNext,
    failAlways: failures.failAlways,
    async stop() {
      await server.stop(true)
    },
  }
}
