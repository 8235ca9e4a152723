/**
 * Where SMS messages go. The platform hands a finished text to a provider and awaits what became of
 * it; the embedded default keeps it in the `sms_outbox` table so no message leaves the machine
 * (DESIGN §1: the whole platform works with no outside service). A real gateway
 * (server/providers/sms/semaphore.ts) implements the same interface, retrying transient failures
 * itself before it answers (docs/decisions/0047-sms-and-email-providers.md).
 * @see DESIGN §3 (SMS codes), product-spec §4 (SMS countdown)
 */
import { smsOutbox } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'
import { EMBEDDED_PROVIDER, type DeliveryResult } from './delivery'

/** Sends one SMS. Never called inside a database transaction (a network provider waits on the network). */
export interface SmsProvider {
  /** Short adapter name for the operator's delivery list, e.g. `semaphore`; the embedded one is `outbox`. */
  readonly name: string
  /**
   * @param to E.164 number, e.g. `+639171234567`.
   * @param text the finished, already translated message.
   * @param opts.otp the one-time code the text carries, when it is a verification code (a gateway
   *   may send it through a priority OTP route); never logged.
   * @returns the outcome after the provider's last attempt; a network provider resolves (never
   *   rejects) with `delivered: false` and a reason on a final failure.
   */
  send(to: string, text: string, opts?: { otp?: string }): DeliveryResult | Promise<DeliveryResult>
}

/**
 * The embedded default provider: inserts each message into `sms_outbox` for the context's brand,
 * stamped with `ctx.now()` (UTC ms), and, when `NODE_ENV !== 'production'`, also prints
 * `[sms] <to>: <text>` to the console so a developer can read the code. Synchronous: the row is
 * written before `send` returns `{ delivered: true, attempts: 1 }`. Never fails for a valid
 * database; a database error throws.
 */
export function outboxProvider(ctx: PlatformContext): SmsProvider {
  const { db, brandCode } = ctx
  return {
    name: EMBEDDED_PROVIDER,
    send(to, text) {
      db.insert(smsOutbox).values({ brandCode, to, text, createdAt: ctx.now() }).run()
      if (process.env.NODE_ENV !== 'production') console.log(`[sms] ${to}: ${text}`)
      return { delivered: true, attempts: 1 }
    },
  }
}
