/**
 * Housekeeping of the account tables that only grow: the embedded SMS and e-mail outboxes, spent
 * verification codes and captchas, the JWE ids of the replay guard (DESIGN §3), and idle trial
 * (free-play) accounts (issue 14 §5, decision 0031), idle guest live chats (decision 0059), and the
 * SMS and e-mail delivery log once its month is over (decision 0047).
 * Nothing here is a record anyone needs after a week: codes live minutes, captchas 5 minutes, an
 * encrypted body is refused as stale long before its id is forgotten, and a trial account holds no
 * money (the wallet refuses trials, spec §6). A guest chat keeps a visitor's name, contact and IP:
 * it goes once its browser can no longer reach it (30 days without a message, the guest cookie's
 * lifetime) — personal data kept no longer than the conversation can be used.
 * The `housekeeping` job (server/jobs/index.ts) runs it at start and hourly.
 */
import { and, eq, gte, inArray, isNotNull, lt, notExists, or, sql } from 'drizzle-orm'
import { captchas, chatGuestMessages, chatGuests, emailOutbox, members, messageDeliveries, smsOutbox, usedJwtIds, verificationCodes } from '../../../db/schema/platform'
import { MEMBER_TYPE } from '../../../shared/member'
import type { PlatformContext } from '../context'
import { DELIVERY_KEEP_MS } from '../verification/delivery'

/** Times in ms. */
export const HOUSEKEEPING = {
  /** Outbox messages, codes and captchas older than this are deleted. */
  keepMs: 7 * 86_400_000,
  /** How often the `housekeeping` job (server/jobs/index.ts) prunes. */
  everyMs: 3_600_000,
  /** A trial account with no session activity (and not created) for this long is deleted. */
  trialIdleMs: 7 * 86_400_000,
  /** Most trial accounts deleted by one `prune()` (keeps its transaction short; the next run takes the rest). */
  trialBatch: 500,
  /**
   * A guest live chat (decision 0059) with no message, from either side, for this long (and not
   * started within it) is deleted with its messages: 30 days, the guest cookie's lifetime
   * (server/gateway/guest-chat.ts GUEST_COOKIE_MS, issued when the chat starts and never renewed), so
   * no visitor's browser still reaches a conversation deleted here. A platform constant like
   * `trialIdleMs`, not a brand setting: the brand's privacy notice states it.
   */
  guestChatIdleMs: 30 * 86_400_000,
  /** Most guest chats deleted by one `prune()` (with all their messages); the next run takes the rest. */
  guestChatBatch: 500,
} as const

/** Rows deleted per table by one `prune()`. */
export interface PruneCounts {
  smsOutbox: number
  emailOutbox: number
  verificationCodes: number
  captchas: number
  usedJwtIds: number
  /** Trial accounts deleted (with every row that names them). */
  trials: number
  /** Guest live chats deleted (each with its messages). */
  chatGuests: number
  /** `message_deliveries` rows (the SMS and e-mail delivery log) deleted. */
  messageDeliveries: number
}

/**
 * - `prune()`: deletes, with `cutoff = ctx.now() - 7 days`: the brand's `sms_outbox` and
 *   `email_outbox` messages created before the cutoff; the brand's `verification_codes` created
 *   before it that are used or expired; `captchas` created before it that are used or expired;
 *   and every `used_jwt_ids` row already expired (an expired id guards nothing: its body is refused
 *   as stale). The tables without a brand column serve this process's one brand. Then idle trial
 *   accounts (type 4) of the brand: created, and last seen in any session, before
 *   `now - HOUSEKEEPING.trialIdleMs` (7 days), at most `trialBatch` per run — each deleted with
 *   every row of every table that has a `member_id` column (sessions, IPs, messages, points…).
 *   A trial named by any ledger movement or owning a wallet account with a balance or entries is
 *   kept, so `ledger.check()` still adds up (none should exist: the wallet refuses trials).
 *   Then idle guest live chats of the brand (decision 0059): started, and last written in by the
 *   guest or the operator, before `now - HOUSEKEEPING.guestChatIdleMs` (30 days), at most
 *   `guestChatBatch` per run, each with its `chat_guest_messages` (the name, contact and IP go with
 *   the row). Guest ids are AUTOINCREMENT, never given again: a cookie naming a deleted guest names
 *   no one (the chat calls answer `{ guest: null }` / 401 GUEST_CHAT_NONE and the page starts anew).
 *   Then the brand's `message_deliveries` rows created before `now - DELIVERY_KEEP_MS` (30 days,
 *   server/platform/verification/delivery.ts). One transaction; returns the deleted row counts. Database errors propagate.
 */
export function housekeepingModule(ctx: PlatformContext) {
  const { db, brandCode } = ctx

  const changesStmt = db.$client.query<{ n: number }, []>('select changes() as n')
  /** Runs one delete and answers how many rows it removed (drizzle's bun-sqlite `run()` is typed void). */
  const deleted = (query: { run: () => unknown }): number => {
    query.run()
    return changesStmt.get()!.n
  }

  // Every table naming a member, read from the schema once: a table added later is pruned too.
  // NOTE: ledger tables are never pruned here; trials with ledger rows are not selected at all.
  const memberTables = db.$client
    .query<{ name: string }, []>(
      "SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'member_id' AND m.name NOT IN ('ledger_movements', 'ledger_entries')",
    )
    .all()
    .map((r) => r.name)
  const idleTrialsStmt = db.$client.query<{ id: number }, [string, number, number, number]>(`
    SELECT m.id FROM members m
    WHERE m.brand_code = ?1 AND m.type = ?2 AND m.created_at < ?3
      AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id AND (s.last_seen_at >= ?3 OR s.created_at >= ?3))
      AND NOT EXISTS (SELECT 1 FROM ledger_movements lm WHERE lm.member_id = m.id)
      AND NOT EXISTS (SELECT 1 FROM wallet_accounts w WHERE w.member_id = m.id AND w.brand_code = m.brand_code
        AND (w.balance <> 0 OR EXISTS (SELECT 1 FROM ledger_entries e WHERE e.account_id = w.id)))
    ORDER BY m.id LIMIT ?4`)

  /** Deletes idle guest chats and their messages (see `prune`); returns how many guests went. */
  function pruneGuestChats(): number {
    const cutoff = ctx.now() - HOUSEKEEPING.guestChatIdleMs
    const m = chatGuestMessages
    const spoken = db
      .select({ one: sql`1` })
      .from(m)
      .where(and(eq(m.guestId, chatGuests.id), gte(m.createdAt, cutoff)))
    const ids = db
      .select({ id: chatGuests.id })
      .from(chatGuests)
      .where(and(eq(chatGuests.brandCode, brandCode), lt(chatGuests.createdAt, cutoff), notExists(spoken)))
      .orderBy(chatGuests.id)
      .limit(HOUSEKEEPING.guestChatBatch)
      .all()
      .map((r) => r.id)
    if (ids.length === 0) return 0
    db.delete(chatGuestMessages).where(inArray(chatGuestMessages.guestId, ids)).run()
    return deleted(db.delete(chatGuests).where(and(eq(chatGuests.brandCode, brandCode), inArray(chatGuests.id, ids))))
  }

  /** Deletes idle trial accounts and their rows (see `prune`); returns how many accounts went. */
  function pruneTrials(): number {
    const ids = idleTrialsStmt.all(brandCode, MEMBER_TYPE.trial, ctx.now() - HOUSEKEEPING.trialIdleMs, HOUSEKEEPING.trialBatch).map((r) => r.id)
    if (ids.length === 0) return 0
    const list = ids.join(',') // integers from our own query
    for (const table of memberTables) db.$client.run(`DELETE FROM "${table}" WHERE member_id IN (${list})`)
    return deleted(db.delete(members).where(and(eq(members.brandCode, brandCode), inArray(members.id, ids))))
  }

  function prune(): PruneCounts {
    const now = ctx.now()
    const cutoff = now - HOUSEKEEPING.keepMs
    const vc = verificationCodes
    return db.transaction(
      (tx) => ({
        smsOutbox: deleted(tx.delete(smsOutbox).where(and(eq(smsOutbox.brandCode, brandCode), lt(smsOutbox.createdAt, cutoff)))),
        emailOutbox: deleted(tx.delete(emailOutbox).where(and(eq(emailOutbox.brandCode, brandCode), lt(emailOutbox.createdAt, cutoff)))),
        verificationCodes: deleted(tx.delete(vc).where(and(eq(vc.brandCode, brandCode), lt(vc.createdAt, cutoff), or(isNotNull(vc.usedAt), lt(vc.expiresAt, now))))),
        captchas: deleted(tx.delete(captchas).where(and(lt(captchas.createdAt, cutoff), or(isNotNull(captchas.usedAt), lt(captchas.expiresAt, now))))),
        usedJwtIds: deleted(tx.delete(usedJwtIds).where(lt(usedJwtIds.expiresAt, now))),
        trials: pruneTrials(),
        chatGuests: pruneGuestChats(),
        messageDeliveries: deleted(tx.delete(messageDeliveries).where(and(eq(messageDeliveries.brandCode, brandCode), lt(messageDeliveries.createdAt, now - DELIVERY_KEEP_MS)))),
      }),
      { behavior: 'immediate' },
    )
  }

  return { prune }
}

export type HousekeepingModule = ReturnType<typeof housekeepingModule>
