/**
 * Members and agents: registration, credentials, profile info, trial accounts, password changes,
 * the IPs a member logs in from, and affiliate codes.
 * Passwords are argon2id (Bun.password); hashing runs before any transaction (DESIGN §4: no await
 * inside a transaction).
 * @see product-spec §3 "Member info", "Registration user"; §4 Login, Register, Forgot password; §6
 */
import { and, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm'
import { accountSettings, memberIps, members } from '../../../db/schema/platform'
import { DomainError } from '../errors'
import type { PlatformContext } from '../context'
import { MEMBER_TYPE, isAgent, isTrial } from '../../../shared/member'

export class MemberError extends DomainError<
  | 'ACCOUNT_EXISTS'
  | 'MOBILE_EXISTS'
  | 'LOGIN_FAILED'
  | 'MEMBER_NOT_FOUND'
  | 'AFFILIATE_INVALID'
  | 'RECOMMENDER_INVALID'
  | 'WRONG_PASSWORD'
  | 'SAME_PASSWORD'
  | 'ACCOUNT_DISABLED'
  | 'NOT_AGENT'
  | 'NOT_MEMBER'
  | 'USERNAME_EMAIL_NOT_FOUND'
> {}

type MemberRow = typeof members.$inferSelect

/** What the lobby and the API show of a member (spec §3 member info; never a hash). */
export interface MemberInfo {
  id: number
  account: string
  userName: string
  nickname: string
  type: number
  isAgent: boolean
  isTrial: boolean
  mobile: string | null
  email: string | null
  payeeName: string | null
  avatar: string | null
  uplineId: number | null
  affiliateCode: string | null
  createdAt: number
}

export function toMemberInfo(m: MemberRow): MemberInfo {
  return {
    id: m.id,
    account: m.account,
    userName: m.account,
    nickname: m.nickname,
    type: m.type,
    isAgent: isAgent(m.type),
    isTrial: isTrial(m.type),
    mobile: m.mobile,
    email: m.email,
    payeeName: m.payeeName,
    avatar: m.avatar,
    uplineId: m.uplineId,
    affiliateCode: m.affiliateCode,
    createdAt: m.createdAt,
  }
}

export interface NewMember {
  account: string
  password: string
  nickname?: string
  type?: number
  mobile?: string | null
  countryDialingCode?: string | null
  email?: string | null
  payeeName?: string | null
  idNumber?: string | null
  contacts?: Record<string, string>
  /** Affiliate (invitation) code of the agent the member joins. */
  affiliateCode?: string | null
  /** Account of the member who recommended this one (spec §3 recommenderId); the upline unless `affiliateCode` sets one. */
  recommenderId?: string | null
  uplineId?: number | null
  registerUrl?: string | null
  /** Someone other than the member set the password (an agent, the operator): changed before anything else (decision 0030). */
  mustChangePassword?: boolean
  /** false: a social sign-up (decision 0054): `password` is a random one nobody knows and `hasPassword` answers false until a password is set. Default true. */
  passwordSet?: boolean
  /** Runs inside the creating transaction with the new member's id (a social sign-up links its identity there, so both or neither exist). */
  onCreated?: (tx: MemberTx, memberId: number) => void
}

/** The transaction `register` runs in (handed to `NewMember.onCreated`). */
export type MemberTx = Parameters<Parameters<PlatformContext['db']['transaction']>[0]>[0]

/** The settings row of the brand, created with defaults on first use. */
/** Prepared once per database connection: the settings read runs on every session check (hot path). */
const settingsReads = new WeakMap<object, { get(p: { brand: string }): typeof accountSettings.$inferSelect | undefined }>()

export function accountSettingsOf(ctx: PlatformContext, defaults: () => typeof accountSettings.$inferInsert) {
  let read = settingsReads.get(ctx.db)
  if (!read) {
    read = ctx.db
      .select()
      .from(accountSettings)
      .where(eq(accountSettings.brandCode, sql.placeholder('brand')))
      .prepare()
    settingsReads.set(ctx.db, read)
  }
  const found = read.get({ brand: ctx.brandCode })
  if (found) return found
  ctx.db.insert(accountSettings).values(defaults()).onConflictDoNothing().run()
  return ctx.db.select().from(accountSettings).where(eq(accountSettings.brandCode, ctx.brandCode)).get()!
}

export function memberModule(ctx: PlatformContext) {
  const { db, brandCode } = ctx

  // Prepared once (bun:sqlite, columns aliased to the schema's keys): read on every money call,
  // twice for a transfer; the query builder's row mapping cost more than the read itself.
  const columns = getTableColumns(members)
  const byIdQuery = db.$client.prepare<MemberRow & { contacts: string }, [string, number]>(
    `SELECT ${Object.entries(columns)
      .map(([key, col]) => `"${col.name}" AS "${key}"`)
      .join(', ')} FROM members WHERE brand_code = ? AND id = ?`,
  )
  function byId(id: number): MemberRow | undefined {
    const row = byIdQuery.get(brandCode, id)
    return row ? { ...row, contacts: JSON.parse(row.contacts) as Record<string, string> } : undefined
  }

  /** Finds a member by login name (case-insensitive) or E.164 mobile (spec §5: the login field takes either). */
  function byLogin(login: string): MemberRow | undefined {
    const l = login.trim().toLowerCase()
    return db
      .select()
      .from(members)
      .where(and(eq(members.brandCode, brandCode), or(eq(members.account, l), eq(members.mobile, login.trim()))))
      .get()
  }

  /** Finds a member by login name only (case-insensitive), never by mobile. */
  function byAccount(account: string): MemberRow | undefined {
    return db
      .select()
      .from(members)
      .where(and(eq(members.brandCode, brandCode), eq(members.account, account.trim().toLowerCase())))
      .get()
  }

  /**
   * The member a registration's recommenderId names (spec §3 registration user): an existing,
   * active account of the brand (case-insensitive), not a trial account; else undefined.
   */
  function recommender(account: string): MemberRow | undefined {
    const m = account.trim() ? byAccount(account) : undefined
    return m && m.status === 'ACTIVE' && !isTrial(m.type) ? m : undefined
  }

  function byMobile(mobile: string): MemberRow | undefined {
    return db
      .select()
      .from(members)
      .where(and(eq(members.brandCode, brandCode), eq(members.mobile, mobile)))
      .get()
  }

  /** The agent owning an affiliate code, or undefined. */
  function agentByAffiliate(code: string): MemberRow | undefined {
    const m = db
      .select()
      .from(members)
      .where(and(eq(members.brandCode, brandCode), eq(members.affiliateCode, code.trim())))
      .get()
    return m && isAgent(m.type) ? m : undefined
  }

  /**
   * The member an invite code names (spec §2 invite friends, register's referralCode): an agent's
   * affiliate code, or a member's own referral code (referral.ts); active, not trial; else undefined.
   */
  function inviterByCode(code: string): MemberRow | undefined {
    const m = code.trim()
      ? db
          .select()
          .from(members)
          .where(and(eq(members.brandCode, brandCode), eq(members.affiliateCode, code.trim())))
          .get()
      : undefined
    return m && m.status === 'ACTIVE' && !isTrial(m.type) ? m : undefined
  }

  /** The member's invite code, given on first use to a member who has none (agents get one at sign-up). */
  function inviteCode(memberId: number): string {
    const m = byId(memberId)
    if (!m) throw new MemberError('MEMBER_NOT_FOUND', 'errors.notFound', 404)
    if (m.affiliateCode) return m.affiliateCode
    // NOTE: the unique index settles a race between two first uses: the loser re-reads the winner's code.
    try {
      db.update(members)
        .set({ affiliateCode: newAffiliateCode() })
        .where(and(eq(members.id, memberId), isNull(members.affiliateCode)))
        .run()
    } catch {
      /* collision: retried below */
    }
    return byId(memberId)?.affiliateCode ?? inviteCode(memberId)
  }

  /**
   * Creates a member. The upline is the agent of `affiliateCode` when given (refused if unknown),
   * else the member `recommenderId` names (refused if unknown, see `recommender`), else `uplineId`.
   * @throws MemberError ACCOUNT_EXISTS | MOBILE_EXISTS (409), AFFILIATE_INVALID | RECOMMENDER_INVALID
   *   (400, 'Invalid invitation code', spec §8)
   */
  async function register(input: NewMember): Promise<MemberInfo> {
    const account = input.account.trim().toLowerCase()
    let uplineId = input.uplineId ?? null
    if (input.recommenderId) {
      const by = recommender(input.recommenderId)
      if (!by) throw new MemberError('RECOMMENDER_INVALID', 'errors.invalidInvitationCode', 400)
      uplineId = by.id
    }
    if (input.affiliateCode) {
      // An agent's affiliate code, or a member's referral code: the sign-up joins the inviter.
      const inviter = inviterByCode(input.affiliateCode)
      if (!inviter) throw new MemberError('AFFILIATE_INVALID', 'errors.invalidInvitationCode', 400)
      uplineId = inviter.id
    }
    const passwordHash = await Bun.password.hash(input.password, { algorithm: 'argon2id' })
    const now = ctx.now()
    return db.transaction((tx) => {
      if (
        tx
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.brandCode, brandCode), eq(members.account, account)))
          .get()
      ) {
        throw new MemberError('ACCOUNT_EXISTS', 'errors.accountExists', 409)
      }
      if (
        input.mobile &&
        tx
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.brandCode, brandCode), eq(members.mobile, input.mobile)))
          .get()
      ) {
        throw new MemberError('MOBILE_EXISTS', 'errors.mobileExists', 409)
      }
      const row = tx
        .insert(members)
        .values({
          brandCode,
          account,
          nickname: input.nickname?.trim() || account,
          type: input.type ?? MEMBER_TYPE.member,
          passwordHash,
          mobile: input.mobile ?? null,
          countryDialingCode: input.countryDialingCode ?? null,
          email: input.email ?? null,
          payeeName: input.payeeName ?? null,
          idNumber: input.idNumber ?? null,
          contacts: input.contacts ?? {},
          uplineId,
          registerMethod: 'WEB',
          registerUrl: input.registerUrl ?? null,
          passwordChangedAt: now,
          createdAt: now,
          mustChangePassword: input.mustChangePassword ? 1 : 0,
          passwordSet: input.passwordSet === false ? 0 : 1,
          // Agents get an invitation code for their invite links (spec §2 register center).
          affiliateCode: isAgent(input.type ?? MEMBER_TYPE.member) ? newAffiliateCode() : null,
        })
        .returning()
        .get()
      input.onCreated?.(tx, row.id)
      return toMemberInfo(row)
    })
  }

  /**
   * Checks a login name (or mobile) and password.
   * @throws MemberError LOGIN_FAILED (401) for an unknown account or a wrong password alike.
   */
  async function authenticate(login: string, password: string): Promise<MemberRow> {
    const m = byLogin(login)
    // NOTE: verify against a dummy hash for unknown accounts so timing does not reveal which exist.
    const ok = await Bun.password.verify(password, m?.passwordHash ?? DUMMY_HASH)
    if (!m || !ok) throw new MemberError('LOGIN_FAILED', 'errors.loginFailed', 401)
    if (m.status !== 'ACTIVE') throw new MemberError('ACCOUNT_DISABLED', 'errors.accountDisabled', 403)
    return m
  }

  /** Marks a successful login: first-login time and the IP. Returns whether it was the first login and whether the IP is new. */
  function recordLogin(memberId: number, ip: string): { firstTimeLogin: boolean; newIp: boolean } {
    return db.transaction((tx) => {
      const m = tx.select({ firstLoginAt: members.firstLoginAt }).from(members).where(eq(members.id, memberId)).get()
      const known = tx
        .select()
        .from(memberIps)
        .where(and(eq(memberIps.memberId, memberId), eq(memberIps.ip, ip)))
        .get()
      if (!known) tx.insert(memberIps).values({ memberId, ip, firstSeenAt: ctx.now() }).onConflictDoNothing().run()
      if (m && m.firstLoginAt === null) tx.update(members).set({ firstLoginAt: ctx.now() }).where(eq(members.id, memberId)).run()
      return { firstTimeLogin: m?.firstLoginAt === null, newIp: !known }
    })
  }

  /** Whether a login from `ip` is from an IP this member never used, when the member has used others. */
  function isUnfamiliarIp(memberId: number, ip: string): boolean {
    const ips = db.select({ ip: memberIps.ip }).from(memberIps).where(eq(memberIps.memberId, memberId)).all()
    return ips.length > 0 && !ips.some((r) => r.ip === ip)
  }

  /** Creates a trial account (type 4) with a random name and password (spec §7 freeplay). */
  async function createTrial(): Promise<MemberRow> {
    const suffix = Array.from(crypto.getRandomValues(new Uint8Array(5)), (b) => (b % 36).toString(36)).join('')
    const info = await register({ account: `trial${suffix}`, password: crypto.randomUUID(), nickname: `Guest ${suffix.toUpperCase()}`, type: MEMBER_TYPE.trial })
    return byId(info.id)!
  }

  /**
   * Sets a new password (argon2id) and clears `mustChangePassword`; the caller revokes sessions.
   * @throws MemberError WRONG_PASSWORD when `oldPassword` is given and wrong, SAME_PASSWORD.
   */
  async function setPassword(memberId: number, newPassword: string, oldPassword?: string): Promise<void> {
    const m = byId(memberId)
    if (!m) throw new MemberError('MEMBER_NOT_FOUND', 'errors.notFound', 404)
    if (oldPassword !== undefined && !(await Bun.password.verify(oldPassword, m.passwordHash))) throw new MemberError('WRONG_PASSWORD', 'errors.wrongPassword', 400)
    if (await Bun.password.verify(newPassword, m.passwordHash)) throw new MemberError('SAME_PASSWORD', 'errors.samePassword', 400)
    const passwordHash = await Bun.password.hash(newPassword, { algorithm: 'argon2id' })
    db.update(members).set({ passwordHash, passwordChangedAt: ctx.now(), mustChangePassword: 0, passwordSet: 1 }).where(eq(members.id, memberId)).run()
  }

  /**
   * Sets a temporary password (argon2id) that the next username login must change
   * (`mustChangePassword` = 1, spec §4 forced change). Synchronous after hashing, so a caller can
   * run it inside its transaction: pass the hash from `Bun.password.hash(pw, { algorithm: 'argon2id' })`.
   */
  function setTemporaryPasswordHash(memberId: number, passwordHash: string): void {
    db.update(members).set({ passwordHash, passwordChangedAt: ctx.now(), mustChangePassword: 1, passwordSet: 1 }).where(eq(members.id, memberId)).run()
  }

  /**
   * Checks the member's current password (before a code is spent on a change).
   * @throws MemberError WRONG_PASSWORD (400), MEMBER_NOT_FOUND (404)
   */
  async function verifyPassword(memberId: number, password: string): Promise<void> {
    const m = byId(memberId)
    if (!m) throw new MemberError('MEMBER_NOT_FOUND', 'errors.notFound', 404)
    if (!(await Bun.password.verify(password, m.passwordHash))) throw new MemberError('WRONG_PASSWORD', 'errors.wrongPassword', 400)
  }

  /** Whether the member has a password of their own (false after a social sign-up until one is set: decision 0054). */
  function hasPassword(memberId: number): boolean {
    return byId(memberId)?.passwordSet !== 0
  }

  function info(memberId: number): MemberInfo {
    const m = byId(memberId)
    if (!m) throw new MemberError('MEMBER_NOT_FOUND', 'errors.notFound', 404)
    return toMemberInfo(m)
  }

  return {
    byId,
    byLogin,
    byAccount,
    byMobile,
    agentByAffiliate,
    inviterByCode,
    inviteCode,
    recommender,
    register,
    authenticate,
    recordLogin,
    isUnfamiliarIp,
    createTrial,
    setPassword,
    setTemporaryPasswordHash,
    verifyPassword,
    hasPassword,
    info,
  }
}

/** 8 characters from an unambiguous alphabet, e.g. 'K7M2QX9D'. */
function newAffiliateCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => alphabet[b % alphabet.length]).join('')
}

// argon2id hash of a random string, computed once: keeps unknown-account logins as slow as real ones.
const DUMMY_HASH = Bun.password.hashSync(crypto.randomUUID(), { algorithm: 'argon2id' })

export type MemberModule = ReturnType<typeof memberModule>
