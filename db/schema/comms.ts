/**
 * Communication tables (issue 7): feedback sent from the feedback modal (spec §3 "Feedback", §5,
 * §7 PUT /wps/feedback). Announcements and popups live in `announcements`, the inbox in
 * `member_messages` (platform.ts).
 */
import { sqliteTable, integer, text, index } from 'drizzle-orm/sqlite-core'

/** One feedback: type 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 apply agent, 0 others. */
export const feedbacks = sqliteTable(
  'feedbacks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    /** The signed-in member who sent it; null for a visitor. */
    memberId: integer('member_id'),
    /** The sender's username: the member's account, or what a visitor typed (may be empty). */
    sender: text('sender').notNull(),
    type: integer('type').notNull(),
    /** Plain text, 20 to 200 characters. */
    content: text('content').notNull(),
    ip: text('ip').notNull(),
    language: text('language').notNull(),
    createdAt: integer('created_at').notNull(),
    /** UTC ms when an operator marked it handled; null while open. */
    handledAt: integer('handled_at'),
    handledNote: text('handled_note'),
  },
  (t) => [index('feedbacks_open_idx').on(t.brandCode, t.handledAt, t.id)],
)
