/**
 * Security of an account (issue 8 security center; spec §2 my account, §3 flags CHNGPASSVERIF3):
 * login history and active sessions from the server-side sessions table (device parsed from the
 * user agent with bowser), "sign out everywhere else" that revokes the other sessions at once,
 * binding or changing the mobile and e-mail with a verification code, the verification target of a
 * password change, the security level summary and the avatar choice.
 * Sessions are exposed by a public id (first 16 hex of SHA-256 of the session id), never the id
 * the token carries. Times UTC ms.
 * @see docs/decisions/0018
 */
import { createHash } from 'node:crypto'
import Bowser from 'bowser'
import { and, desc, eq, isNull, ne } from 'drizzle-orm'
import { members, sessions } from '../../../db/schema/platform'
import { DomainError } from '../errors'
import type { PlatformContext } from '../context'
import type { MemberModule } from './members'
import type { SessionLimits, SessionModule } from './sessions'
import type { VerificationModule } from '../verification/verification'
import { AVATAR_IDS } from '../../../shared/avatars'
import { isTrial } from '../../../shared/member'

export class SecurityError extends DomainError<
  'MOBILE_EXISTS' | 'PASSWORD_REQUIRED' | 'WRONG_PASSWORD' | 'SAME_TARGET' | 'AVATAR_UNKNOWN' | 'SESSION_NOT_FOUND' | 'NEED_TRUE_ACCOUNT' | 'MEMBER_NOT_FOUND'
> {}

/** A device as parsed from a user agent: e.g. `{ browser: 'Chrome 131', os: 'Windows 10', type: 'desktop' }`. */
export interface Device {
  browser: string | null
  os: string | null
  type: 'desktop' | 'mobile' | 'tablet' | 'tv' | 'unknown'
}

/** One login (a session the member opened). */
export interface LoginRecord {
  /** Public id of the session (not the token's). */
  id: string
  /** UTC ms of the login. */
  time: number
  ip: string
  device: Device
  /** username, sms, freeplay, reset, register. */
  loginType: string
  /** UTC ms of the last request seen. */
  lastSeenAt: number
  /** The session this request came with. */
  current: boolean
  /** Still usable (not signed out, not expired, not idle). */
  active: boolean
}

/** One item of the security level summary. */
export interface SecurityItem {
  key: 'loginPassword' | 'mobile' | 'email' | 'paymentPassword' | 'realName' | 'authenticator'
  done: boolean
}
export interface SecuritySummary {
  items: SecurityItem[]
  score: number
  max: number
  level: 'low' | 'medium' | 'high'
}

/**
 * Parses a user agent with bowser (a well-kept parser; the regexes of browsers and systems are its
 * job, not ours). Unknown or missing agents give nulls and type 'unknown'.
 * @example parseDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) ... Safari/604.1').type === 'mobile'
 */
export function parseDevice(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: null, os: null, type: 'unknown' }
  const r = Bowser.parse(userAgent)
  const major = r.browser.version?.split('.')[0]
  const browser = r.browser.name ? (major ? `${r.browser.name} ${major}` : r.browser.name) : null
  const os = r.os.name ? [r.os.name, r.os.versionName ?? r.os.version].filter(Boolean).join(' ') : null
  const t = r.platform.type
  const type = t === 'desktop' || t === 'mobile' || t === 'tablet' || t === 'tv' ? t : 'unknown'
  return { browser, os, type }
}

/** The public id of a session id. */
export function publicSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex').slice(0, 16)
}

/** `+639171234567` → `+63 •••• 4567`; `ana@example.com` → `a••@example.com`. */
export function maskTarget(target: string): string {
  if (target.includes('@')) {
    const [local, domain] = target.split('@') as [string, string]
    return `${local.slice(0, 1)}••@${domain}`
  }
  return `${target.slice(0, 3)} •••• ${target.slice(-4)}`
}

export interface SecurityDeps {
  members: MemberModule
  verification: VerificationModule
  /** Revocations go through the session module, so open live-event streams of those sessions get their logout. */
  sessions: SessionModule
  limits: () => SessionLimits
  /** Whether the member has an enabled authenticator app (authenticator.ts), one item of the level. */
  authenticatorEnabled: (memberId: number) => boolean
}

export function securityModule(ctx: PlatformContext, deps: SecurityDeps) {
  const { db, brandCode } = ctx

  function member(memberId: number) {
    const m = deps.members.byId(memberId)
    if (!m) throw new SecurityError('MEMBER_NOT_FOUND', 'errors.notFound', 404)
    return m
  }

  function trueMember(memberId: number) {
    const m = member(memberId)
    if (isTrial(m.type)) throw new SecurityError('NEED_TRUE_ACCOUNT', 'errors.needTrueAccount', 403)
    return m
  }

  /** Changing a bound mobile or e-mail asks for the login password (binding the first one does not). */
  async function assertPassword(m: typeof members.$inferSelect, password: string | undefined) {
    if (!password) throw new SecurityError('PASSWORD_REQUIRED', 'security.errors.passwordRequired', 400)
    if (!(await Bun.password.verify(password, m.passwordHash))) throw new SecurityError('WRONG_PASSWORD', 'errors.wrongPassword', 400)
  }

  function isActive(s: typeof sessions.$inferSelect, now: number): boolean {
    return s.revokedAt === null && s.expiresAt > now && s.lastSeenAt + deps.limits().idleMinutes * 60_000 > now
  }

  /**
   * Whether `e164` may be bound by this member: throws SecurityError MOBILE_EXISTS (409) when
   * another member has it, SAME_TARGET (400) when it is already this member's, NEED_TRUE_ACCOUNT (403).
   */
  function assertMobileFree(memberId: number, e164: string): void {
    const m = trueMember(memberId)
    if (m.mobile === e164) throw new SecurityError('SAME_TARGET', 'security.errors.sameMobile', 400)
    const other = deps.members.byMobile(e164)
    if (other && other.id !== memberId) throw new SecurityError('MOBILE_EXISTS', 'errors.mobileExists', 409)
  }

  /** SAME_TARGET (400) when `email` is already the member's; NEED_TRUE_ACCOUNT (403). */
  function assertEmailNew(memberId: number, email: string): void {
    const m = trueMember(memberId)
    if (m.email && m.email.toLowerCase() === email.trim().toLowerCase()) throw new SecurityError('SAME_TARGET', 'security.errors.sameEmail', 400)
  }

  return {
    assertMobileFree,
    assertEmailNew,

    /**
     * The member's logins, newest first (at most `limit`, 1..100, default 20): time, IP, device,
     * login type, whether it is the current session and whether it is still active.
     */
    loginHistory(memberId: number, currentSessionId: string | null, limit = 20): LoginRecord[] {
      const now = ctx.now()
      const n = Math.min(Math.max(Math.trunc(limit) || 1, 1), 100)
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId), eq(sessions.brandCode, brandCode)))
        .orderBy(desc(sessions.createdAt))
        .limit(n)
        .all()
        .map((s) => ({
          id: publicSessionId(s.id),
          time: s.createdAt,
          ip: s.ip,
          device: parseDevice(s.userAgent),
          loginType: s.loginType,
          lastSeenAt: s.lastSeenAt,
          current: s.id === currentSessionId,
          active: isActive(s, now),
        }))
    },

    /** The member's sessions that are still usable, the current one first, then by last use. */
    activeSessions(memberId: number, currentSessionId: string | null): LoginRecord[] {
      const now = ctx.now()
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId), eq(sessions.brandCode, brandCode), isNull(sessions.revokedAt)))
        .orderBy(desc(sessions.lastSeenAt))
        .all()
        .filter((s) => isActive(s, now))
        .map((s) => ({
          id: publicSessionId(s.id),
          time: s.createdAt,
          ip: s.ip,
          device: parseDevice(s.userAgent),
          loginType: s.loginType,
          lastSeenAt: s.lastSeenAt,
          current: s.id === currentSessionId,
          active: true,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current))
    },

    /**
     * Signs out every other session of the member at once ("sign out everywhere else"): their
     * tokens stop working on the next request. Returns how many were revoked.
     */
    signOutOthers(memberId: number, currentSessionId: string): { revoked: number } {
      const others = db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), ne(sessions.id, currentSessionId)))
        .all()
      for (const s of others) deps.sessions.revoke(s.id)
      return { revoked: others.length }
    },

    /**
     * Signs out one of the member's sessions by its public id.
     * @throws SecurityError SESSION_NOT_FOUND (404) when no live session of the member has that id
     */
    signOutSession(memberId: number, publicId: string): void {
      const live = db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
        .all()
      const hit = live.find((s) => publicSessionId(s.id) === publicId)
      if (!hit) throw new SecurityError('SESSION_NOT_FOUND', 'security.errors.sessionNotFound', 404)
      deps.sessions.revoke(hit.id)
    },

    /**
     * Binds (or changes) the member's mobile to `e164` with the code sent to it (purpose BIND).
     * Changing an already bound mobile also needs the login password. Nothing changes on any error.
     * @throws SecurityError MOBILE_EXISTS (409) | SAME_TARGET | PASSWORD_REQUIRED | WRONG_PASSWORD (400) |
     *   NEED_TRUE_ACCOUNT (403); VerificationError CODE_* (400) for a wrong, expired or missing code
     */
    async bindMobile(memberId: number, input: { e164: string; countryDialingCode: string; code: string; password?: string }): Promise<void> {
      const m = trueMember(memberId)
      assertMobileFree(memberId, input.e164)
      if (m.mobile) await assertPassword(m, input.password)
      deps.verification.check('BIND', input.e164, input.code)
      try {
        db.update(members).set({ mobile: input.e164, countryDialingCode: input.countryDialingCode }).where(eq(members.id, memberId)).run()
      } catch (err) {
        // The unique index: someone bound the number between the check and this write.
        if (String(err).includes('UNIQUE')) throw new SecurityError('MOBILE_EXISTS', 'errors.mobileExists', 409)
        throw err
      }
    },

    /**
     * Binds (or changes) the member's e-mail with the code sent to it (purpose BIND); stored
     * lower-cased. Changing a bound e-mail also needs the login password.
     * @throws SecurityError SAME_TARGET | PASSWORD_REQUIRED | WRONG_PASSWORD (400) | NEED_TRUE_ACCOUNT (403);
     *   VerificationError CODE_* (400)
     */
    async bindEmail(memberId: number, input: { email: string; code: string; password?: string }): Promise<void> {
      const m = trueMember(memberId)
      const email = input.email.trim().toLowerCase()
      assertEmailNew(memberId, email)
      if (m.email) await assertPassword(m, input.password)
      deps.verification.check('BIND', email, input.code)
      db.update(members).set({ email }).where(eq(members.id, memberId)).run()
    },

    /**
     * Where the code of a password change goes under CHNGPASSVERIF3: the bound mobile, else the
     * bound e-mail; null when the member has neither (then the old password alone suffices).
     */
    passwordCodeTarget(memberId: number): { channel: 'sms' | 'email'; target: string; masked: string } | null {
      const m = member(memberId)
      if (m.mobile) return { channel: 'sms', target: m.mobile, masked: maskTarget(m.mobile) }
      if (m.email) return { channel: 'email', target: m.email, masked: maskTarget(m.email) }
      return null
    },

    /** The security level: login password, mobile, e-mail, payment password, real name, authenticator app; 5–6 = high, 3–4 medium, else low. */
    summary(memberId: number): SecuritySummary {
      const m = member(memberId)
      const items: SecurityItem[] = [
        { key: 'loginPassword', done: true },
        { key: 'mobile', done: Boolean(m.mobile) },
        { key: 'email', done: Boolean(m.email) },
        { key: 'paymentPassword', done: Boolean(m.paymentPasswordHash) },
        { key: 'realName', done: Boolean(m.payeeName) },
        { key: 'authenticator', done: deps.authenticatorEnabled(memberId) },
      ]
      const score = items.filter((i) => i.done).length
      return { items, score, max: items.length, level: score >= 5 ? 'high' : score >= 3 ? 'medium' : 'low' }
    },

    /**
     * Chooses one of the brand's avatars (shared/avatars.ts AVATAR_IDS), or null for the default.
     * @throws SecurityError AVATAR_UNKNOWN (400) for an id not offered; NEED_TRUE_ACCOUNT (403)
     */
    setAvatar(memberId: number, avatar: string | null): void {
      trueMember(memberId)
      if (avatar !== null && !(AVATAR_IDS as readonly string[]).includes(avatar)) throw new SecurityError('AVATAR_UNKNOWN', 'security.errors.avatar', 400)
      db.update(members).set({ avatar }).where(eq(members.id, memberId)).run()
    },
  }
}

export type SecurityModule = ReturnType<typeof securityModule>
