/**
 * SMS through Semaphore, the Philippine SMS gateway (https://semaphore.co/docs; decision 0047):
 * `POST {base}/api/v4/messages` for a plain message and the priority OTP route `POST
 * {base}/api/v4/otp` for a verification code, form-encoded with `apikey`, `number`, `message`,
 * `sendername` and, on the OTP route, `code` (our own code: the message carries it at the `{otp}`
 * placeholder, so the code Semaphore sends is the one the platform stored hashed). A successful
 * answer is a JSON array with one object per recipient (`message_id`, `recipient`, `message`,
 * `sender_name`, `network`, `status` Pending|Queued|Sent…, `code` on the OTP route); a refused
 * request answers a JSON object naming the fields and why (`{"number": ["The number format is
 * invalid."]}`), an HTTP 4xx for bad credentials, 429 when throttled, 5xx when the gateway fails.
 *
 * Transient failures (network, timeout, 429, 5xx) are retried by {@link withRetries}; a refusal ends
 * at once. The answer to the platform says delivered (accepted by Semaphore, with its message_id)
 * or failed with a reason that never holds the API key, the message or the code.
 */
import type { SmsProvider } from '../../platform/verification/sms-provider'
import { DEFAULT_RETRY_POLICY, withRetries, type AttemptOutcome, type RetryPolicy } from '../retry'

export interface SemaphoreOptions {
  /** SEMAPHORE_API_KEY. */
  apiKey: string
  /** SEMAPHORE_SENDER_NAME: a sender name registered with Semaphore; omitted, Semaphore's default (SEMAPHORE). */
  senderName?: string
  /** SEMAPHORE_API_BASE, default `https://api.semaphore.co` (the tests' fake listens on 127.0.0.1). */
  baseUrl?: string
  retry?: RetryPolicy
  /** Defaults to the global fetch. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>
}

export const SEMAPHORE_DEFAULT_BASE = 'https://api.semaphore.co'

/** Semaphore's number form of an E.164 number: the digits without `+` (`+639171234567` → `639171234567`). */
export function semaphoreNumber(e164: string): string {
  return e164.replace(/^\+/, '')
}

/** The `{"field": ["why", …]}` of a refusal as one line, e.g. `number: The number format is invalid.`. */
function refusalText(body: unknown): string {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const parts = Object.entries(body as Record<string, unknown>).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(' ') : String(v)}`)
    if (parts.length > 0) return parts.join('; ')
  }
  return typeof body === 'string' ? body : JSON.stringify(body)
}

/**
 * The Semaphore adapter of the platform's SmsProvider port. `send(to, text, { otp })` goes to the
 * OTP route when `otp` is in `text`, else to the messages route; resolves (never rejects) after the
 * last attempt.
 * @throws Error at construction when `apiKey` is empty.
 */
export function semaphoreProvider(opts: SemaphoreOptions): SmsProvider {
  if (!opts.apiKey) throw new Error('semaphoreProvider: an API key is required (SEMAPHORE_API_KEY)')
  const base = (opts.baseUrl ?? SEMAPHORE_DEFAULT_BASE).replace(/\/+$/, '')
  const doFetch = opts.fetch ?? ((url: string, init: RequestInit) => fetch(url, init))
  const policy = opts.retry ?? DEFAULT_RETRY_POLICY

  return {
    name: 'semaphore',
    async send(to, text, sendOpts) {
      const otp = sendOpts?.otp && text.includes(sendOpts.otp) ? sendOpts.otp : undefined
      const form = new URLSearchParams({ apikey: opts.apiKey, number: semaphoreNumber(to), message: otp ? text.replace(otp, '{otp}') : text })
      if (opts.senderName) form.set('sendername', opts.senderName)
      if (otp) form.set('code', otp)
      const url = `${base}/api/v4/${otp ? 'otp' : 'messages'}`
      /** Keeps the key and the code out of a reason a log line or the operator will read. */
      const clean = (reason: string) => {
        let r = reason.split(opts.apiKey).join('***')
        if (otp) r = r.split(otp).join('******')
        return r.slice(0, 300)
      }

      const result = await withRetries(async (signal): Promise<AttemptOutcome> => {
        const res = await doFetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: form.toString(), signal })
        const raw = await res.text()
        let body: unknown = raw
        try {
          body = JSON.parse(raw)
        } catch {
          // Not JSON (an HTML error page): the status decides.
        }
        if (res.status === 429) {
          const seconds = Number(res.headers.get('retry-after'))
          return { kind: 'transient', reason: 'HTTP 429 throttled', ...(seconds > 0 ? { retryAfterMs: seconds * 1000 } : {}) }
        }
        if (res.status >= 500) return { kind: 'transient', reason: `HTTP ${res.status}` }
        if (!res.ok) return { kind: 'permanent', reason: clean(`HTTP ${res.status} ${refusalText(body)}`) }
        if (!Array.isArray(body) || body.length === 0) return { kind: 'permanent', reason: clean(`refused: ${refusalText(body)}`) }
        const first = body[0] as { message_id?: unknown; status?: unknown }
        if (typeof first.status === 'string' && /^(failed|refunded)$/i.test(first.status)) return { kind: 'permanent', reason: `status ${first.status}` }
        return { kind: 'done', ...(first.message_id != null ? { ref: String(first.message_id) } : {}) }
      }, policy)
      return result.delivered ? result : { ...result, reason: clean(result.reason) }
    },
  }
}
