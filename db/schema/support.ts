/**
 * Support and content (issue 7; spec §2 "Other screens" blog, news, notification, live chat; §3
 * customer service): the brand's published posts and the embedded live chat's messages. Times UTC ms.
 * Re-exported by `platform.ts`.
 * @see docs/decisions/0025-support-and-content.md
 */
import { sqliteTable, integer, text, index, uniqueIndex } from 'drizzle-orm/sqlite-core'

type LocalizedText = Record<string, string>

/**
 * Posts of the blog, news and notification pages. `kind`: BLOG, NEWS, NOTIFICATION; `slug` names
 * the detail page (unique per brand and kind); `content` is HTML per language, sanitised when shown.
 */
export const contentPosts = sqliteTable(
  'content_posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    title: text('title', { mode: 'json' }).$type<LocalizedText>().notNull(),
    summary: text('summary', { mode: 'json' }).$type<LocalizedText>().notNull(),
    content: text('content', { mode: 'json' }).$type<LocalizedText>().notNull(),
    /** A short tag shown on the card (e.g. Guide, Promotion, Maintenance), per language. */
    tag: text('tag', { mode: 'json' }).$type<LocalizedText>().notNull(),
    publishedAt: integer('published_at').notNull(),
  },
  (t) => [uniqueIndex('content_posts_slug_uq').on(t.brandCode, t.kind, t.slug), index('content_posts_list_idx').on(t.brandCode, t.kind, t.publishedAt)],
)

/**
 * The embedded live chat (the brand's LIVECHAT service when no outside chat is configured): one
 * conversation per member; `sender` MEMBER or OPERATOR. The member's page polls for ids above the
 * last one it shows.
 */
export const chatMessages = sqliteTable(
  'chat_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    memberId: integer('member_id').notNull(),
    sender: text('sender').notNull(),
    text: text('text').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('chat_messages_member_idx').on(t.memberId, t.id)],
)

/**
 * A visitor who opened the live chat without signing in (issue 18 "Live chat reachable before
 * login", decision 0059): the name and contact it gave (`contactKind` PHONE: E.164 checked with
 * libphonenumber-js; EMAIL: lower-cased), the IP and language it wrote from. The browser keeps its
 * id in a signed guest cookie; it is never merged into a member's account.
 */
export const chatGuests = sqliteTable(
  'chat_guests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    contactKind: text('contact_kind').notNull(),
    ip: text('ip').notNull(),
    language: text('language').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('chat_guests_brand_idx').on(t.brandCode, t.createdAt)],
)

/** A guest's conversation (decision 0059): `sender` GUEST or OPERATOR; the guest's page polls for ids above its last one. */
export const chatGuestMessages = sqliteTable(
  'chat_guest_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandCode: text('brand_code').notNull(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => chatGuests.id),
    sender: text('sender').notNull(),
    text: text('text').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('chat_guest_messages_guest_idx').on(t.guestId, t.id)],
)
