/**
 * What became of each message handed to a network SMS or e-mail provider (issue 17; decision 0047):
 * one row per hand-over, written after the provider's last attempt, so an operator can list failed
 * deliveries (`npm run operator -- sms deliveries --failed`). The message itself is never stored
 * (it carries a one-time code or a temporary password); the embedded outbox providers keep their own
 * tables (`sms_outbox`, `email_outbox`). Times UTC ms. Re-exported by `platform.ts`.
 */
import { sqliteTable, integer, text, index } from 'drizzle-orm/sqlite-core'

export const messageDeliveries = sqliteTable(
  'message_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    /** SMS or EMAIL. */
    channel: text('channel').notNull(),
    /** The adapter's name, e.g. `semaphore`, `smtp`. */
    provider: text('provider').notNull(),
    /** E.164 number or e-mail address. */
    to: text('to').notNull(),
    /** What the message was: a verification purpose (REGISTER, LOGIN, RESET, NEW_IP, BIND, PASSWORD) or TEMP_PASSWORD. */
    purpose: text('purpose').notNull(),
    /** DELIVERED (the provider accepted it) or FAILED (after the last attempt). */
    status: text('status').notNull(),
    /** Requests made to the provider (retries included). */
    attempts: integer('attempts').notNull(),
    /** Why it failed, for the operator: an HTTP status or SMTP reply, never the message or a credential. */
    error: text('error'),
    /** The provider's id of the message (Semaphore message_id, SMTP Message-ID), when it gave one. */
    providerRef: text('provider_ref'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('message_deliveries_brand_idx').on(t.brandCode, t.channel, t.status, t.createdAt)],
)
