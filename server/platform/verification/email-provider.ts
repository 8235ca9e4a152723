/**
 * Where e-mails go. The platform hands a finished, translated message (plain text and its HTML
 * rendering, ./email-html.ts) to a provider and awaits what became of it; the embedded default keeps
 * it in the `email_outbox` table so no e-mail leaves the machine (DESIGN §1: the whole platform works
 * with no outside service). A real gateway (server/providers/mail/smtp.ts) implements the same
 * interface, retrying transient failures itself (docs/decisions/0047-sms-and-email-providers.md).
 * Used for forgot password by e-mail, e-mailed codes and the new-IP check of a member without a
 * mobile number.
 * @see product-spec §3 forgot by email, §4 Login (extra verification by SMS or email), §8
 */
import { desc, eq } from 'drizzle-orm'
import { emailOutbox } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'
import { EMBEDDED_PROVIDER, type DeliveryResult } from './delivery'

/** Sends one e-mail. Never called inside a database transaction (a network provider waits on the network). */
export interface EmailProvider {
  /** Short adapter name for the operator's delivery list, e.g. `smtp`; the embedded one is `outbox`. */
  readonly name: string
  /**
   * @param to the recipient's address, e.g. `alice@example.com`.
   * @param subject one line, already translated.
   * @param text the plain-text body, already translated.
   * @param html the same message as an HTML document (escaped), when the caller has one.
   * @returns the outcome after the provider's last attempt; a network provider resolves (never
   *   rejects) with `delivered: false` and a reason on a final failure.
   */
  send(to: string, subject: string, text: string, html?: string): DeliveryResult | Promise<DeliveryResult>
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
 * `[email] <to>: <subject>` and the body to the console so a developer can read it. Keeps the
 * plain text only (the HTML is its rendering). Synchronous: the row is written before `send` returns
 * `{ delivered: true, attempts: 1 }`. Never fails for a valid database; a database error throws.
 */
export function outboxEmailProvider(ctx: PlatformContext): EmailProvider {
  const { db, brandCode } = ctx
  return {
    name: EMBEDDED_PROVIDER,
    send(to, subject, text) {
      db.insert(emailOutbox).values({ brandCode, to, subject, text, createdAt: ctx.now() }).run()
      if (process.env.NODE_ENV !== 'production') console.log(`[email] ${to}: ${subject}\n${text}`)
      return { delivered: true, attempts: 1 }
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
