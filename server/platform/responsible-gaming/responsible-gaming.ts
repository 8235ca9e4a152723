/**
 * Responsible gaming (issue 8; beyond the spec, as UKGC RTS 12–14 and the MGA require; decision
 * 0021): a member's deposit, loss and wager limits, reality check, time-out and self-exclusion.
 *
 * Rules (amounts minor units, times UTC ms):
 * - Limits per kind (DEPOSIT, LOSS, WAGER) and period (DAY = 24 h, WEEK = 7 × 24 h, MONTH = 30 × 24 h,
 *   rolling windows ending now); each limit in force is checked, so the lowest one applies.
 *   Setting a lower limit (or a first one) applies at once; a higher one or a removal waits
 *   RAISE_DELAY_MS (24 h), and until then the old limit holds.
 * - Deposits count every PENDING or CREDITED request of the window; `depositViolation` is called
 *   inside the deposit's money-writer unit, so two deposits racing a limit are serialised and never
 *   both pass. Wagers count bet stakes of the window (rolled-back bets excluded); losses count
 *   stakes minus payouts (an open bet is a lost stake until it settles). `betRefusal` runs inside the
 *   seamless wallet's bet unit.
 * - Reality check every 10 minutes to 8 hours of a login session, showing time played and net result.
 * - Time-out 1 to 42 days, self-exclusion 6 to 60 months: effective at once, every session revoked
 *   (the tabs get a `logout` event), login, deposits and bets refused until the end. A new exclusion
 *   may only lengthen the one in force: nothing the member does can shorten it.
 * - Every change is a row of `rg_audit`, which triggers keep append-only.
 */
import type { Database } from 'bun:sqlite'
import type { PlatformContext } from '../context'
import { DomainError } from '../errors'
import type { SessionModule } from '../member/sessions'
import type { RgExclusionKind, RgLimitKind, RgLimitPeriod } from '../../../db/schema/responsible-gaming'

export type { RgExclusionKind, RgLimitKind, RgLimitPeriod }

export const RG_LIMIT_KINDS: readonly RgLimitKind[] = ['DEPOSIT', 'LOSS', 'WAGER']
export const RG_PERIODS: readonly RgLimitPeriod[] = ['DAY', 'WEEK', 'MONTH']
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Length of each rolling window. */
export const RG_WINDOW_MS: Record<RgLimitPeriod, number> = { DAY, WEEK: 7 * DAY, MONTH: 30 * DAY }
/** A raise or removal of a limit waits this long. */
export const RAISE_DELAY_MS = DAY
export const REALITY_CHECK_MINUTES = { min: 10, max: 480 } as const
export const TIME_OUT_DAYS = { min: 1, max: 42 } as const
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const

export class ResponsibleGamingError extends DomainError<'BAD_LIMIT' | 'BAD_REALITY_CHECK' | 'BAD_EXCLUSION' | 'EXCLUDED' | 'NEED_TRUE_ACCOUNT'> {}

/** One limit as the member sees it: in force, waiting, and used in its window. */
export interface LimitView {
  kind: RgLimitKind
  period: RgLimitPeriod
  /** The limit in force now; null = none. */
  amount: number | null
  /** A raise or removal waiting: the limit (null = none) from `nextFrom`. */
  next: { amount: number | null; from: number } | null
  /** What the window has used so far (deposits, stakes or net loss; a net win counts 0). */
  used: number
}

export interface Exclusion {
  kind: RgExclusionKind
  from: number
  until: number
}

export interface ResponsibleGamingOverview {
  limits: LimitView[]
  realityCheckMinutes: number | null
  exclusion: Exclusion | null
}

/** A deposit or bet over a limit: which one, and how much of it is left. */
export interface LimitViolation {
  kind: RgLimitKind
  period: RgLimitPeriod
  limit: number
  used: number
  remaining: number
}

export interface RealityCheck {
  intervalMinutes: number | null
  /** When this login session started. */
  sessionStartedAt: number
  /** Minutes since the session started. */
  minutesPlayed: number
  /** Stakes of the session's bets (rolled back excluded). */
  wagered: number
  /** Payouts minus stakes of the session's bets (negative = a loss). */
  net: number
  bets: number
  /** When the next reminder is due (null when off). */
  nextAt: number | null
  /** Milliseconds from now until `nextAt` (so a browser with another clock can wait for it). */
  dueInMs: number | null
}

export type ExclusionRequest = { kind: 'TIME_OUT'; days: number } | { kind: 'SELF_EXCLUSION'; months: number }
export interface ChangeMeta {
  actor?: 'MEMBER' | 'OPERATOR'
  ip?: string | null
}

interface LimitRow {
  kind: RgLimitKind
  period: RgLimitPeriod
  amount: number | null
  next_amount: number | null
  next_from: number | null
}
interface SettingsRow {
  reality_check_minutes: number | null
  exclusion_kind: RgExclusionKind | null
  excluded_from: number | null
  excluded_until: number | null
}

/** The limit of a row in force at `now`. */
function inForce(r: LimitRow, now: number): number | null {
  return r.next_from !== null && r.next_from <= now ? r.next_amount : r.amount
}

/** Adds `months` calendar months to a UTC instant (the day clamps to the month's end). */
export function addMonths(ms: number, months: number): number {
  const d = new Date(ms)
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + months)
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d.getTime()
}

/**
 * The read side that the money paths call inside their transactions (prepared statements: the
 * seamless wallet's bet is the hot path). Needs only the context, so the wallet and the seamless
 * wallet build their own without a dependency on the rest of the module.
 */
export function responsibleGamingGuard(ctx: PlatformContext) {
  const sqlite: Database = ctx.db.$client
  const { brandCode } = ctx
  const q = {
    limits: sqlite.prepare<LimitRow, [string, number]>('SELECT kind, period, amount, next_amount, next_from FROM rg_limits WHERE brand_code = ? AND member_id = ?'),
    settings: sqlite.prepare<SettingsRow, [string, number]>('SELECT reality_check_minutes, exclusion_kind, excluded_from, excluded_until FROM rg_settings WHERE brand_code = ? AND member_id = ?'),
    deposits: sqlite.prepare<{ s: number }, [string, number, number]>(
      "SELECT coalesce(sum(amount), 0) AS s FROM deposit_requests WHERE brand_code = ? AND member_id = ? AND status IN ('PENDING', 'CREDITED') AND created_at > ?",
    ),
    bets: sqlite.prepare<{ wagered: number; lost: number; n: number }, [string, number, number]>(
      `SELECT coalesce(sum(bet_amount), 0) AS wagered, coalesce(sum(bet_amount - payout), 0) AS lost, count(*) AS n FROM bet_records
       WHERE brand_code = ? AND member_id = ? AND placed_at > ? AND status != 'ROLLED_BACK'`,
    ),
  }

  function exclusion(memberId: number, now = ctx.now()): Exclusion | null {
    const s = q.settings.get(brandCode, memberId)
    if (!s || s.exclusion_kind === null || s.excluded_until === null || s.excluded_until <= now) return null
    return { kind: s.exclusion_kind, from: s.excluded_from ?? now, until: s.excluded_until }
  }

  /** Used amount of a kind in the window ending `now`. */
  function used(memberId: number, kind: RgLimitKind, period: RgLimitPeriod, now: number): number {
    const since = now - RG_WINDOW_MS[period]
    if (kind === 'DEPOSIT') return q.deposits.get(brandCode, memberId, since)!.s
    const b = q.bets.get(brandCode, memberId, since)!
    return kind === 'WAGER' ? b.wagered : Math.max(0, b.lost)
  }

  /** The first limit of `kinds` that `amount` more would exceed (the tightest by what is left), or null. */
  function violation(memberId: number, kinds: readonly RgLimitKind[], amount: number): LimitViolation | null {
    const rows = q.limits.all(brandCode, memberId)
    if (rows.length === 0) return null
    const now = ctx.now()
    let worst: LimitViolation | null = null
    for (const r of rows) {
      if (!kinds.includes(r.kind)) continue
      const limit = inForce(r, now)
      if (limit === null) continue
      const u = used(memberId, r.kind, r.period, now)
      if (u + amount > limit) {
        const v = { kind: r.kind, period: r.period, limit, used: u, remaining: Math.max(0, limit - u) }
        if (!worst || v.remaining < worst.remaining) worst = v
      }
    }
    return worst
  }

  return {
    q,
    used,
    exclusion,
    /**
     * Inside the deposit's transaction: the deposit limit `amount` would exceed, or null.
     * @see module rules
     */
    depositViolation: (memberId: number, amount: number) => violation(memberId, ['DEPOSIT'], amount),
    /**
     * Inside the bet's transaction: why a bet of `amount` is refused — 'EXCLUDED' (time-out or
     * self-exclusion), a loss or wager limit it would exceed — or null when it may go ahead.
     */
    betRefusal(memberId: number, amount: number): 'EXCLUDED' | LimitViolation | null {
      if (exclusion(memberId)) return 'EXCLUDED'
      return violation(memberId, ['LOSS', 'WAGER'], amount)
    },
  }
}

export type ResponsibleGamingGuard = ReturnType<typeof responsibleGamingGuard>

export function responsibleGamingModule(ctx: PlatformContext, deps: { sessions: SessionModule; isTrial: (memberId: number) => boolean }) {
  const sqlite: Database = ctx.db.$client
  const { brandCode } = ctx
  const guard = responsibleGamingGuard(ctx)
  const q = {
    upsertLimit: sqlite.prepare<never, [string, number, string, string, number | null, number | null, number | null, number]>(
      `INSERT INTO rg_limits (brand_code, member_id, kind, period, amount, next_amount, next_from, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
       ON CONFLICT (brand_code, member_id, kind, period) DO UPDATE SET amount = ?5, next_amount = ?6, next_from = ?7, updated_at = ?8`,
    ),
    ensureSettings: sqlite.prepare<never, [string, number, number]>('INSERT INTO rg_settings (brand_code, member_id, updated_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
    setReality: sqlite.prepare<never, [number | null, number, string, number]>('UPDATE rg_settings SET reality_check_minutes = ?, updated_at = ? WHERE brand_code = ? AND member_id = ?'),
    setExclusion: sqlite.prepare<never, [string, number, number, number, string, number]>(
      'UPDATE rg_settings SET exclusion_kind = ?, excluded_from = ?, excluded_until = ?, updated_at = ? WHERE brand_code = ? AND member_id = ?',
    ),
    audit: sqlite.prepare<never, [string, number, string, string, string, string | null, number]>(
      'INSERT INTO rg_audit (brand_code, member_id, action, detail, actor, ip, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    auditOf: sqlite.prepare<{ id: number; action: string; detail: string; actor: string; ip: string | null; created_at: number }, [string, number, number]>(
      'SELECT id, action, detail, actor, ip, created_at FROM rg_audit WHERE brand_code = ? AND member_id = ? ORDER BY id DESC LIMIT ?',
    ),
    sessionStart: sqlite.prepare<{ created_at: number }, [string, string]>('SELECT created_at FROM sessions WHERE id = ? AND brand_code = ?'),
  }

  const audit = (memberId: number, action: string, detail: Record<string, unknown>, meta: ChangeMeta) =>
    q.audit.run(brandCode, memberId, action, JSON.stringify(detail), meta.actor ?? 'MEMBER', meta.ip ?? null, ctx.now())

  const tx = <T>(work: () => T): T => sqlite.transaction(work).immediate()

  function noTrial(memberId: number) {
    if (deps.isTrial(memberId)) throw new ResponsibleGamingError('NEED_TRUE_ACCOUNT', 'errors.needTrueAccount', 403)
  }

  function overview(memberId: number): ResponsibleGamingOverview {
    const now = ctx.now()
    const rows = guard.q.limits.all(brandCode, memberId)
    const limits: LimitView[] = []
    for (const kind of RG_LIMIT_KINDS) {
      for (const period of RG_PERIODS) {
        const r = rows.find((x) => x.kind === kind && x.period === period)
        const amount = r ? inForce(r, now) : null
        const next = r && r.next_from !== null && r.next_from > now ? { amount: r.next_amount, from: r.next_from } : null
        limits.push({ kind, period, amount, next, used: guard.used(memberId, kind, period, now) })
      }
    }
    const s = guard.q.settings.get(brandCode, memberId)
    return { limits, realityCheckMinutes: s?.reality_check_minutes ?? null, exclusion: guard.exclusion(memberId, now) }
  }

  return {
    guard,
    overview,
    exclusion: (memberId: number) => guard.exclusion(memberId),

    /**
     * Sets limits (amount in minor units > 0, or null to remove). A lower limit (or a first one)
     * applies at once and cancels a waiting raise; a higher one or a removal waits 24 hours.
     * All changes in one transaction, each audited.
     * @throws ResponsibleGamingError BAD_LIMIT (400), NEED_TRUE_ACCOUNT (403)
     */
    setLimits(memberId: number, changes: { kind: RgLimitKind; period: RgLimitPeriod; amount: number | null }[], meta: ChangeMeta = {}): ResponsibleGamingOverview {
      noTrial(memberId)
      for (const c of changes) {
        if (c.amount !== null && (!Number.isSafeInteger(c.amount) || c.amount <= 0)) throw new ResponsibleGamingError('BAD_LIMIT', 'responsibleGaming.errors.badLimit', 400)
      }
      tx(() => {
        const now = ctx.now()
        const rows = guard.q.limits.all(brandCode, memberId)
        for (const c of changes) {
          const r = rows.find((x) => x.kind === c.kind && x.period === c.period)
          const current = r ? inForce(r, now) : null
          const pending = r && r.next_from !== null && r.next_from > now ? { amount: r.next_amount } : null
          const detail = { kind: c.kind, period: c.period, from: current, to: c.amount }
          if (c.amount === current) {
            if (!pending) continue
            // Keeping the limit in force cancels a waiting raise: a tightening, so at once.
            q.upsertLimit.run(brandCode, memberId, c.kind, c.period, current, null, null, now)
            audit(memberId, 'LIMIT_RAISE_CANCELLED', detail, meta)
          } else if (c.amount !== null && (current === null || c.amount < current)) {
            q.upsertLimit.run(brandCode, memberId, c.kind, c.period, c.amount, null, null, now)
            audit(memberId, current === null ? 'LIMIT_SET' : 'LIMIT_DECREASED', detail, meta)
          } else {
            const from = now + RAISE_DELAY_MS
            q.upsertLimit.run(brandCode, memberId, c.kind, c.period, current, c.amount, from, now)
            audit(memberId, c.amount === null ? 'LIMIT_REMOVAL_REQUESTED' : 'LIMIT_INCREASE_REQUESTED', { ...detail, effectiveAt: from }, meta)
          }
        }
      })
      return overview(memberId)
    },

    /**
     * Reality-check interval in minutes (10–480), or null for none. Audited.
     * @throws ResponsibleGamingError BAD_REALITY_CHECK (400)
     */
    setRealityCheck(memberId: number, minutes: number | null, meta: ChangeMeta = {}): ResponsibleGamingOverview {
      noTrial(memberId)
      if (minutes !== null && (!Number.isInteger(minutes) || minutes < REALITY_CHECK_MINUTES.min || minutes > REALITY_CHECK_MINUTES.max)) {
        throw new ResponsibleGamingError('BAD_REALITY_CHECK', 'responsibleGaming.errors.badRealityCheck', 400)
      }
      tx(() => {
        const now = ctx.now()
        q.ensureSettings.run(brandCode, memberId, now)
        const before = guard.q.settings.get(brandCode, memberId)!.reality_check_minutes
        if (before === minutes) return
        q.setReality.run(minutes, now, brandCode, memberId)
        audit(memberId, 'REALITY_CHECK_SET', { from: before, to: minutes }, meta)
      })
      return overview(memberId)
    },

    /**
     * Starts a time-out (1–42 days) or self-exclusion (6–60 months) now, or lengthens the one in
     * force (never shortens it: a shorter request keeps the later end). Revokes every session of
     * the member; their tabs get a `logout` event with the end. Audited.
     * @throws ResponsibleGamingError BAD_EXCLUSION (400), NEED_TRUE_ACCOUNT (403)
     */
    exclude(memberId: number, request: ExclusionRequest, meta: ChangeMeta = {}): Exclusion {
      noTrial(memberId)
      const ok =
        request.kind === 'TIME_OUT'
          ? Number.isInteger(request.days) && request.days >= TIME_OUT_DAYS.min && request.days <= TIME_OUT_DAYS.max
          : Number.isInteger(request.months) && request.months >= SELF_EXCLUSION_MONTHS.min && request.months <= SELF_EXCLUSION_MONTHS.max
      if (!ok) throw new ResponsibleGamingError('BAD_EXCLUSION', 'responsibleGaming.errors.badExclusion', 400)
      const result = tx(() => {
        const now = ctx.now()
        q.ensureSettings.run(brandCode, memberId, now)
        const current = guard.exclusion(memberId, now)
        const asked = request.kind === 'TIME_OUT' ? now + request.days * DAY : addMonths(now, request.months)
        // Self-exclusion outranks a time-out; the later end always wins.
        const kind: RgExclusionKind = current?.kind === 'SELF_EXCLUSION' || request.kind === 'SELF_EXCLUSION' ? 'SELF_EXCLUSION' : 'TIME_OUT'
        const until = Math.max(asked, current?.until ?? 0)
        const from = current?.from ?? now
        q.setExclusion.run(kind, from, until, now, brandCode, memberId)
        audit(memberId, request.kind, { requested: request, until, previousUntil: current?.until ?? null }, meta)
        return { kind, from, until }
      })
      deps.sessions.revokeAll(memberId, undefined, result.kind === 'TIME_OUT' ? 'timeOut' : 'selfExclusion', result.until)
      return result
    },

    /**
     * The reality check of a login session: interval, minutes since the session started, and the
     * session's bets (stakes, net result). `nextAt` is the next multiple of the interval.
     */
    realityCheck(memberId: number, sessionId: string): RealityCheck {
      const now = ctx.now()
      const start = q.sessionStart.get(sessionId, brandCode)?.created_at ?? now
      const interval = guard.q.settings.get(brandCode, memberId)?.reality_check_minutes ?? null
      const b = guard.q.bets.get(brandCode, memberId, start - 1)!
      const elapsed = Math.max(0, now - start)
      const step = interval ? interval * 60_000 : 0
      const nextAt = step ? start + (Math.floor(elapsed / step) + 1) * step : null
      return {
        intervalMinutes: interval,
        sessionStartedAt: start,
        minutesPlayed: Math.floor(elapsed / 60_000),
        wagered: b.wagered,
        net: -b.lost,
        bets: b.n,
        nextAt,
        dueInMs: nextAt === null ? null : nextAt - now,
      }
    },

    /** Whether the member may get promotional messages and offers (not while excluded). */
    marketingAllowed: (memberId: number) => guard.exclusion(memberId) === null,

    /** The member's audit trail, newest first. */
    audit(memberId: number, limit = 100) {
      return q.auditOf
        .all(brandCode, memberId, limit)
        .map((r) => ({ id: r.id, action: r.action, detail: JSON.parse(r.detail) as Record<string, unknown>, actor: r.actor, ip: r.ip, createdAt: r.created_at }))
    },
  }
}

export type ResponsibleGamingModule = ReturnType<typeof responsibleGamingModule>
