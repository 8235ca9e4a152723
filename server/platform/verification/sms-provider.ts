/**
 * Where SMS messages go. The platform hands a finished text to a provider; the embedded default
 * keeps it in the `sms_outbox` table so no message leaves the machine (DESIGN §1: the whole platform
 * works with no outside service). A real gateway (Twilio, Semaphore, ...) implements the same
 * interface later.
 * @see DESIGN §3 (SMS codes), product-spec §4 (SMS countdown)
 */
import { smsOutbox } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'

/** Sends one SMS. Fire-and-forget and synchronous: a provider that talks to a network queues the message itself. */
export interface SmsProvider {
  /**
   * @param to E.164 number, e.g. `+639171234567`.
   * @param text the finished, already translated message.
   */
  send(to: string, text: string): void
}

/**
 * The embedded default provider: inserts each message into `sms_outbox` for the context's brand,
 * stamped with `ctx.now()` (UTC ms), and, when `NODE_ENV !== 'production'`, also prints
 * `[sms] <to>: <text>` to the console so a developer can read the code. Never throws for a valid
 * database; a database error propagates.
 */
export function outboxProvider(ctx: PlatformContext): SmsProvider {
  const { db, brandCode } = ctx
  return {
    send(to, text) {
      db.insert(smsOutbox).values({ brandCode, to, text, createdAt: ctx.now() }).run()
      if (process.env.NODE_ENV !== 'production') console.log(`[sms] ${to}: ${text}`)
    },
  }
}
