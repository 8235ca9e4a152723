/**
 * The outcome of handing one message to an SMS or e-mail provider, and the platform's record of it
 * (issue 17; docs/decisions/0047-sms-and-email-providers.md). A network provider answers only after
 * its last attempt (retries included), so the caller knows whether the member will get the message:
 * a final failure is told to the member ("could not send, try again") and kept for the operator.
 *
 * Never called inside a database transaction: a send may wait seconds on the network, and a
 * transaction held that long would block every writer (money included) of the brand.
 */
import { and, desc, eq } from 'drizzle-orm'
import { messageDeliveries } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'

/**
 * What became of one message.
 * - `attempts`: requests made to the provider (1 for the embedded outbox).
 * - `ref`: the provider's id of the message, when it gave one.
 * - `reason`: why it failed, for the operator: an HTTP status or SMTP reply and the provider's short
 *   explanation, never the message text, a code or a credential.
 */
export type DeliveryResult = { delivered: true; attempts: number; ref?: string } | { delivered: false; attempts: number; reason: string }

/** SMS or EMAIL (column `message_deliveries.channel`). */
export type DeliveryChannel = 'SMS' | 'EMAIL'

/** One row of `message_deliveries`, as the operator lists it. */
export interface DeliveryRecord {
  id: number
  channel: DeliveryChannel
  provider: string
  to: string
  purpose: string
  status: 'DELIVERED' | 'FAILED'
  attempts: number
  error: string | null
  providerRef: string | null
  /** UTC ms. */
  createdAt: number
}

/**
 * How long `message_deliveries` rows are kept (ms): a month of failures to look back on. The
 * `housekeeping` job deletes older rows (server/platform/housekeeping/housekeeping.ts).
 */
export const DELIVERY_KEEP_MS = 30 * 24 * 3_600_000

/** The name the embedded outbox providers carry: their messages are in their own tables, not recorded again. */
export const EMBEDDED_PROVIDER = 'outbox'

/** `+63917***4567`, `al***@example.com`: enough for an operator's log line, not a whole number or address. */
export function maskRecipient(to: string): string {
  const at = to.indexOf('@')
  if (at > 0) return `${to.slice(0, Math.min(2, at))}***${to.slice(at)}`
  return to.length > 8 ? `${to.slice(0, 6)}***${to.slice(-4)}` : '***'
}

/**
 * Deliveries of the context's brand.
 * - `deliver(channel, provider, to, purpose, send)`: awaits `send()` (a provider that throws counts
 *   as a failure after 1 attempt, reason `provider error: <message>`), records the outcome in
 *   `message_deliveries` unless `provider` is the embedded outbox, logs one line on a final failure
 *   (`[sms] delivery failed via semaphore to +63917***4567 after 3 attempts: HTTP 500`; no text, no
 *   code), and resolves to the result. Never throws for a valid database. (Rows older than
 *   {@link DELIVERY_KEEP_MS} are deleted by the housekeeping job, not here.)
 * - `list(channel, { failedOnly, limit })`: newest first; `limit` clamped to 1..500 (default 20).
 */
export function deliveryLog(ctx: PlatformContext) {
  const { db, brandCode } = ctx
  const d = messageDeliveries

  async function deliver(channel: DeliveryChannel, provider: string, to: string, purpose: string, send: () => DeliveryResult | Promise<DeliveryResult>): Promise<DeliveryResult> {
    let result: DeliveryResult
    try {
      result = await send()
    } catch (err) {
      result = { delivered: false, attempts: 1, reason: `provider error: ${err instanceof Error ? err.message : String(err)}`.slice(0, 300) }
    }
    if (provider === EMBEDDED_PROVIDER) return result
    db.insert(d)
      .values({
        brandCode,
        channel,
        provider,
        to,
        purpose,
        status: result.delivered ? 'DELIVERED' : 'FAILED',
        attempts: result.attempts,
        error: result.delivered ? null : result.reason,
        providerRef: result.delivered ? (result.ref ?? null) : null,
        createdAt: ctx.now(),
      })
      .run()
    if (!result.delivered)
      console.warn(`[${channel.toLowerCase()}] delivery failed via ${provider} to ${maskRecipient(to)} after ${result.attempts} attempt${result.attempts === 1 ? '' : 's'}: ${result.reason}`)
    return result
  }

  function list(channel: DeliveryChannel, opts: { failedOnly?: boolean; limit?: number } = {}): DeliveryRecord[] {
    const n = Math.min(Math.max(Math.trunc(opts.limit ?? 20) || 1, 1), 500)
    const where = opts.failedOnly ? and(eq(d.brandCode, brandCode), eq(d.channel, channel), eq(d.status, 'FAILED')) : and(eq(d.brandCode, brandCode), eq(d.channel, channel))
    return db
      .select({
        id: d.id,
        channel: d.channel,
        provider: d.provider,
        to: d.to,
        purpose: d.purpose,
        status: d.status,
        attempts: d.attempts,
        error: d.error,
        providerRef: d.providerRef,
        createdAt: d.createdAt,
      })
      .from(d)
      .where(where)
      .orderBy(desc(d.createdAt), desc(d.id))
      .limit(n)
      .all() as DeliveryRecord[]
  }

  return { deliver, list }
}

export type DeliveryLog = ReturnType<typeof deliveryLog>
