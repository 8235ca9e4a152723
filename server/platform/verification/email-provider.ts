/**
 * Where e-mails go. The platform hands a finished, translated message to a provider; the embedded
 * default keeps it in the `email_outbox` table so no e-mail leaves the machine (DESIGN §1: the whole
 * platform works with no outside service). A real gateway (SMTP, SES, ...) implements the same
 * interface later. Used for forgot password by e-mail and for the new-IP check of a member without
 * a mobile number.
 * @see product-spec §3 forgot by email, §4 Login (extra verification by SMS or email), §8
 */
import { desc, eq } from 'drizzle-orm'
import { emailOutbox } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'

/** Sends one e-mail. Fire-and-forget and synchronous: a provider that talks to a network queues the message itself. */
export interface EmailProvider {
  /**
   * @param to the recipient's address, e.g. `alice@example.com`.
   * @param subject one line, already translated.
   * @param text the plain-text body, already translated.
   */
  send(to: string, subject: string, text: string): void
}

/** One message of the embedded provider's outbox. */
export interface EmailOutboxMessage {
  to: string
  subject: string
  text: string
  /** UTC ms. */
  createdAt: number
}

/**
 * The embedded default provider: inserts each message into `email_outbox` for the context's brand,
 * stamped with `ctx.now()` (UTC ms), and, when `NODE_ENV !== 'production'`, also prints
 * `[email] <to>: <subject>` and the body to the console so a developer can read it. Never throws
 * for a valid database; a database error propagates (inside a caller's transaction it rolls back).
 */
export function outboxEmailProvider(ctx: PlatformContext): EmailProvider {
  const { db, brandCode } = ctx
  return {
    send(to, subject, text) {
      db.insert(emailOutbox).values({ brandCode, to, subject, text, createdAt: ctx.now() }).run()
      if (process.env.NODE_ENV !== 'production') console.log(`[email] ${to}: ${subject}\n${text}`)
    },
  }
}

/**
 * The brand's newest `email_outbox` messages (embedded provider), newest first, for the operator
 * command `email outbox`. `limit` is clamped to 1..500 (default 20).
 */
export function emailOutboxOf(ctx: PlatformContext, limit = 20): EmailOutboxMessage[] {
  const n = Math.min(Math.max(Math.trunc(limit) || 1, 1), 500)
  return ctx.db
    .select({ to: emailOutbox.to, subject: emailOutbox.subject, text: emailOutbox.text, createdAt: emailOutbox.createdAt })
    .from(emailOutbox)
    .where(eq(emailOutbox.brandCode, ctx.brandCode))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(n)
    .all()
}
