/**
 * The member's inbox, "platform information" (spec §2 messageV2, §4 messages, §7 CSP_unreadCount):
 * what the wallet writes (deposit credited or failed, withdrawal approved or rejected: i18n
 * templates `wallet.messages.<kind>` filled from the row's params in the reader's language) and
 * what an operator sends to one member or to every member (kind `announcement`, plain text as
 * written). Messages are listed newest first; opening one marks it read; "mark all read" reads
 * every unread one. Nothing is deleted (the spec names no delete). Every change publishes the new
 * unread count as a live `messages` event (server/platform/events.ts) to the member's open tabs.
 * @see product-spec §2 member center pages (badges), §4 Messages, §7 CSP_unreadCount
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import { memberMessages, members } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'
import { DomainError } from '../errors'
import { tFor } from '../../../shared/i18n'
import { MEMBER_TYPE } from '../../../shared/member'

export class MessageError extends DomainError<'MESSAGE_NOT_FOUND' | 'MEMBER_NOT_FOUND'> {}

/** Kind of an operator's message to members; its params are `{ title, content }`. */
export const ANNOUNCEMENT_KIND = 'announcement'
/** Longest operator title and content, characters. */
export const MESSAGE_LIMITS = { title: 80, content: 2000 } as const

/** One inbox message as the member reads it. */
export interface InboxMessage {
  id: number
  kind: string
  title: string
  /** Plain text (never HTML). */
  content: string
  read: boolean
  /** UTC ms. */
  createdAt: number
}

/** A page of the inbox plus the member's unread count. */
export interface InboxPage {
  list: InboxMessage[]
  pageNum: number
  totalPages: number
  totalCount: number
  unread: number
}

/** SQL: the `members` row is in no time-out or self-exclusion at ?4 (ms UTC; rg_settings, decision 0021). */
const NOT_EXCLUDED = `NOT EXISTS (SELECT 1 FROM rg_settings s WHERE s.brand_code = members.brand_code AND s.member_id = members.id
  AND s.exclusion_kind IS NOT NULL AND s.excluded_until > ?4)`

export function messageModule(ctx: PlatformContext) {
  const { db, brandCode } = ctx
  const mine = (memberId: number) => and(eq(memberMessages.brandCode, brandCode), eq(memberMessages.memberId, memberId))

  // Prepared once: every signed-in page's member summary reads the inbox badge (issue 16).
  const unreadQuery = db
    .select({ n: count() })
    .from(memberMessages)
    .where(and(eq(memberMessages.brandCode, brandCode), eq(memberMessages.memberId, sql.placeholder('memberId')), isNull(memberMessages.readAt)))
    .prepare()

  function unreadCount(memberId: number): number {
    return unreadQuery.get({ memberId })?.n ?? 0
  }

  /** Publishes the member's new unread count to its open tabs (live events: the messageV2 and header badges). */
  function changed(memberId: number) {
    const live = ctx.live
    if (live && live.events.listeners(memberId) > 0) live.events.publish(memberId, { type: 'messages', unread: unreadCount(memberId) })
  }

  function texts(row: typeof memberMessages.$inferSelect, language: string): { title: string; content: string } {
    if (row.kind === ANNOUNCEMENT_KIND) return { title: String(row.params.title ?? ''), content: String(row.params.content ?? '') }
    const t = tFor(language)
    return { title: t(`wallet.messages.${row.kind}Title`), content: t(`wallet.messages.${row.kind}`, row.params) }
  }

  return {
    /** Unread messages of the member (the badge of messageV2 and the header; CSP_unreadCount). */
    unreadCount,

    /**
     * One page of the member's inbox, newest first, in `language`.
     * @param q page from 1, pageSize 1..50
     */
    list(memberId: number, q: { page: number; pageSize: number }, language: string): InboxPage {
      const total = db.select({ n: count() }).from(memberMessages).where(mine(memberId)).get()?.n ?? 0
      const rows = db
        .select()
        .from(memberMessages)
        .where(mine(memberId))
        .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .all()
      return {
        list: rows.map((r) => ({ id: r.id, kind: r.kind, ...texts(r, language), read: r.readAt !== null, createdAt: r.createdAt })),
        pageNum: q.page,
        totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
        totalCount: total,
        unread: unreadCount(memberId),
      }
    },

    /**
     * Marks one of the member's messages read (opening it); reading it again changes nothing.
     * @returns the message and the member's unread count afterwards
     * @throws MessageError MESSAGE_NOT_FOUND (404) for an id that is not the member's
     */
    read(memberId: number, id: number, language: string): { message: InboxMessage; unread: number } {
      const row = db
        .select()
        .from(memberMessages)
        .where(and(mine(memberId), eq(memberMessages.id, id)))
        .get()
      if (!row) throw new MessageError('MESSAGE_NOT_FOUND', 'comms.errors.messageNotFound', 404)
      if (row.readAt === null) {
        db.update(memberMessages)
          .set({ readAt: ctx.now() })
          .where(and(eq(memberMessages.id, id), isNull(memberMessages.readAt)))
          .run()
        changed(memberId)
      }
      return { message: { id: row.id, kind: row.kind, ...texts(row, language), read: true, createdAt: row.createdAt }, unread: unreadCount(memberId) }
    },

    /** Marks every unread message of the member read. @returns how many were marked, and unread 0 */
    readAll(memberId: number): { marked: number; unread: number } {
      const marked = db
        .update(memberMessages)
        .set({ readAt: ctx.now() })
        .where(and(mine(memberId), isNull(memberMessages.readAt)))
        .returning({ id: memberMessages.id })
        .all().length
      if (marked > 0) changed(memberId)
      return { marked, unread: 0 }
    },

    /**
     * An operator's message to one member, by account (plain text; title ≤ 80, content ≤ 2000 characters).
     * @throws MessageError MEMBER_NOT_FOUND (404)
     */
    sendToMember(account: string, title: string, content: string): { id: number; memberId: number } {
      const m = db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.brandCode, brandCode), eq(members.account, account.trim().toLowerCase())))
        .get()
      if (!m) throw new MessageError('MEMBER_NOT_FOUND', 'comms.errors.memberNotFound', 404)
      const row = db.insert(memberMessages).values({ brandCode, memberId: m.id, kind: ANNOUNCEMENT_KIND, params: { title, content }, createdAt: ctx.now() }).returning({ id: memberMessages.id }).get()
      changed(m.id)
      return { id: row.id, memberId: m.id }
    },

    /**
     * An operator's message to every member and agent of the brand existing now (one row each, one
     * statement; trial accounts have no inbox). A broadcast is marketing, so members in a time-out or
     * self-exclusion (issue 8, decision 0021) are left out; a message to one member still reaches them.
     * @returns how many members got it
     */
    sendToAll(title: string, content: string): { sent: number } {
      const now = ctx.now()
      const params = JSON.stringify({ title, content })
      const r = db.$client
        .prepare(`INSERT INTO member_messages (brand_code, member_id, kind, params, created_at)
        SELECT ?1, id, ?2, ?3, ?4 FROM members WHERE brand_code = ?1 AND type <> ?5 AND ${NOT_EXCLUDED}`)
        .run(brandCode, ANNOUNCEMENT_KIND, params, now, MEMBER_TYPE.trial)
      if (ctx.live) {
        const ids = db.$client
          .prepare<{ id: number }, [string, number, number]>(`SELECT id FROM members WHERE brand_code = ?1 AND type <> ?3 AND ${NOT_EXCLUDED.replaceAll('?4', '?2')}`)
          .all(brandCode, now, MEMBER_TYPE.trial)
        for (const { id } of ids) changed(id)
      }
      return { sent: r.changes }
    },
  }
}

export type MessageModule = ReturnType<typeof messageModule>
