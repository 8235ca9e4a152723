/**
 * Server-side sessions (DESIGN §3): every token names one; it dies on logout, password change,
 * idle timeout or absolute expiry, at once. A revoked session's open live-event streams get a
 * `logout` event (server/platform/events.ts) so the member's other tabs sign out without a reload.
 * Times are UTC ms.
 */
import { and, eq, isNull, ne } from 'drizzle-orm'
import { sessions } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'
import type { EventBus, LogoutReason } from '../events'

export type LoginType = 'username' | 'sms' | 'freeplay' | 'reset' | 'register' | 'social'

export interface SessionLimits {
  idleMinutes: number
  maxHours: number
}

export interface ActiveSession {
  id: string
  memberId: number
  loginType: LoginType
  expiresAt: number
}

/** lastSeenAt is written at most this often per session (keeps reads off the write path). */
const TOUCH_EVERY_MS = 60_000

export function sessionModule(ctx: PlatformContext, limits: () => SessionLimits, events?: EventBus) {
  const { db, brandCode } = ctx

  function create(memberId: number, loginType: LoginType, ip: string, userAgent: string | null): ActiveSession {
    const now = ctx.now()
    const id = crypto.randomUUID()
    const expiresAt = now + limits().maxHours * 3_600_000
    db.insert(sessions).values({ id, memberId, brandCode, loginType, ip, userAgent, createdAt: now, lastSeenAt: now, expiresAt }).run()
    return { id, memberId, loginType, expiresAt }
  }

  // Prepared once (bun:sqlite, no query builder): every signed-in request validates its session.
  const byIdQuery = db.$client.prepare<{ id: string; memberId: number; loginType: string; expiresAt: number; lastSeenAt: number; revokedAt: number | null }, [string, string]>(
    `SELECT id, member_id AS memberId, login_type AS loginType, expires_at AS expiresAt, last_seen_at AS lastSeenAt, revoked_at AS revokedAt
     FROM sessions WHERE id = ? AND brand_code = ?`,
  )

  /** The session if it is live (not revoked, not idle past the limit, not expired), touching it; else null. */
  function validate(id: string): ActiveSession | null {
    const s = byIdQuery.get(id, brandCode)
    const now = ctx.now()
    if (!s || s.revokedAt !== null || s.expiresAt <= now || s.lastSeenAt + limits().idleMinutes * 60_000 <= now) return null
    if (now - s.lastSeenAt >= TOUCH_EVERY_MS) db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id)).run()
    return { id: s.id, memberId: s.memberId, loginType: s.loginType as LoginType, expiresAt: s.expiresAt }
  }

  /** True while the session is live, without touching it (the live-event stream's heartbeat). */
  function isLive(id: string): boolean {
    const s = byIdQuery.get(id, brandCode)
    const now = ctx.now()
    return !!s && s.revokedAt === null && s.expiresAt > now && s.lastSeenAt + limits().idleMinutes * 60_000 > now
  }

  const pushLogout = (ended: { id: string; memberId: number }[], reason: LogoutReason, until?: number | null) => {
    for (const s of ended) events?.publish(s.memberId, { type: 'logout', reason, sessionId: s.id, ...(until !== undefined ? { until } : {}) })
  }

  function revoke(id: string, reason: LogoutReason = 'revoked'): void {
    const ended = db
      .update(sessions)
      .set({ revokedAt: ctx.now() })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id, memberId: sessions.memberId })
      .all()
    pushLogout(ended, reason)
  }

  /**
   * Revokes every live session of a member, except `keep` when given; each one's streams get a
   * `logout` event with `reason` (and `until`, the end of a time-out or self-exclusion).
   */
  function revokeAll(memberId: number, keep?: string, reason: LogoutReason = 'revoked', until?: number | null): void {
    const where = keep ? and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), ne(sessions.id, keep)) : and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt))
    const ended = db.update(sessions).set({ revokedAt: ctx.now() }).where(where).returning({ id: sessions.id, memberId: sessions.memberId }).all()
    pushLogout(ended, reason, until)
  }

  return { create, validate, isLive, revoke, revokeAll }
}

export type SessionModule = ReturnType<typeof sessionModule>
