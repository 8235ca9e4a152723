/**
 * `platform.missions`: daily missions and the leaderboard (issue 7; spec §2 missionLeaderboard,
 * §7 "Mission summary, leaderboard"; decision 0019).
 *
 * - Progress is read live from `member_daily` of today's business day (UTC+8, decision 0010), which
 *   SQLite triggers keep in the transaction of every bet and deposit: settled valid bet (VALID_BET),
 *   credited deposits (DEPOSIT), settled rounds (GAMES_PLAYED).
 * - A claim pays the mission's reward to the main wallet through the ledger (HOUSE → MEMBER,
 *   MISSION_REWARD) with the idempotency key `mission:<member>:<mission>:<day>` and a row unique per
 *   member, mission and day, in one money unit: however many claims arrive together, one pays.
 * - Leaderboard: members of the brand ranked by settled valid bet over today, this week (from
 *   Monday) or this month, accounts masked.
 * Money in minor units; times UTC ms.
 */
import { and, eq } from 'drizzle-orm'
import { memberDaily } from '../../../db/schema/agent-reports'
import { missionClaims, missions, type MissionKind } from '../../../db/schema/points'
import { DomainError } from '../errors'
import { businessDayIndex, dayStart, periodAt } from '../../../shared/periods'
import { activeMember, type WalletDeps } from '../wallet/wallet-support'

export type MissionsErrorCode = 'MISSION_NOT_FOUND' | 'NOT_COMPLETED' | 'ALREADY_CLAIMED'

/** Errors of the mission calls; `messageKey` is a `points.errors.*` key. */
export class MissionsError extends DomainError<MissionsErrorCode> {}

/** A mission as a member sees it today. */
export interface MissionView {
  id: number
  code: string
  kind: MissionKind
  /** Minor units for VALID_BET, a count otherwise. */
  target: number
  /** Same unit as `target`; may pass it. */
  progress: number
  /** Minor units paid on claim. */
  reward: number
  completed: boolean
  claimed: boolean
  /** Completed and not yet claimed. */
  claimable: boolean
}

/** Today's missions (MCS2_getMissionSummary). */
export interface MissionSummary {
  /** Business-day index (UTC+8). */
  day: number
  /** UTC ms when today's missions reset. */
  resetsAt: number
  missions: MissionView[]
  claimableCount: number
}

export type LeaderboardPeriod = 'daily' | 'weekly' | 'monthly'

/** One place on the leaderboard. */
export interface LeaderboardRow {
  rank: number
  /** Masked account, e.g. `pl***01`. */
  account: string
  /** Settled valid bet in the period (minor units). */
  validBet: number
  /** True for the asking member's own row. */
  me: boolean
}

/** The leaderboard of a period (MCS2_getLeaderboard). */
export interface Leaderboard {
  period: LeaderboardPeriod
  /** UTC ms, [start, end). */
  start: number
  end: number
  list: LeaderboardRow[]
  /** The asking member's place when outside the list (null when not ranked at all). */
  mine: LeaderboardRow | null
}

/** Places shown on the leaderboard (the winner board's size, spec §9). */
export const LEADERBOARD_SIZE = 20

/**
 * An account as others see it on the leaderboard: the first 2 and last 2 characters, *** between
 * (short accounts keep only their first character).
 * @example maskAccount('player01') === 'pl***01'; maskAccount('abc') === 'a***'
 */
export function maskAccount(account: string): string {
  return account.length >= 6 ? `${account.slice(0, 2)}***${account.slice(-2)}` : `${account.slice(0, 1)}***`
}

export type MissionClaimAnswer = { missionId: number; amount: number; balance: number; [k: string]: unknown }

export function missionsModule(deps: WalletDeps) {
  const { ctx, ledger, money } = deps
  const { db, brandCode } = ctx

  function today() {
    return businessDayIndex(ctx.now())
  }

  function progressOf(kind: MissionKind, d: { validBet: number; depositCount: number; betCount: number } | undefined): number {
    if (!d) return 0
    return kind === 'VALID_BET' ? d.validBet : kind === 'DEPOSIT' ? d.depositCount : d.betCount
  }

  function summary(memberId: number): MissionSummary {
    const day = today()
    const d = db
      .select({ validBet: memberDaily.validBet, depositCount: memberDaily.depositCount, betCount: memberDaily.betCount })
      .from(memberDaily)
      .where(and(eq(memberDaily.memberId, memberId), eq(memberDaily.day, day)))
      .get()
    const claimed = new Set(
      db
        .select({ id: missionClaims.missionId })
        .from(missionClaims)
        .where(and(eq(missionClaims.memberId, memberId), eq(missionClaims.day, day)))
        .all()
        .map((c) => c.id),
    )
    const list = db
      .select()
      .from(missions)
      .where(and(eq(missions.brandCode, brandCode), eq(missions.enabled, 1)))
      .orderBy(missions.sort, missions.id)
      .all()
      .map((m): MissionView => {
        const progress = progressOf(m.kind, d)
        const completed = progress >= m.target
        const isClaimed = claimed.has(m.id)
        return { id: m.id, code: m.code, kind: m.kind, target: m.target, progress, reward: m.reward, completed, claimed: isClaimed, claimable: completed && !isClaimed }
      })
    return { day, resetsAt: dayStart(day + 1), missions: list, claimableCount: list.filter((m) => m.claimable).length }
  }

  return {
    /** Today's missions with live progress (MCS2_getMissionSummary). */
    summary,

    /** Missions completed today and not yet claimed: the missionLeaderboard badge (spec §2). */
    claimableCount: (memberId: number): number => summary(memberId).claimableCount,

    /**
     * Claims today's reward of a completed mission into the main wallet, once.
     * @throws MissionsError MISSION_NOT_FOUND (404), NOT_COMPLETED (400), ALREADY_CLAIMED (409);
     *   WalletError NEED_TRUE_ACCOUNT (403)
     * @see product-spec §2 missionLeaderboard
     */
    claim(memberId: number, missionId: number): Promise<MissionClaimAnswer> {
      activeMember(deps, memberId)
      return money.run(() => {
        const s = summary(memberId)
        const m = s.missions.find((x) => x.id === missionId)
        if (!m) throw new MissionsError('MISSION_NOT_FOUND', 'points.errors.missionNotFound', 404)
        if (m.claimed) throw new MissionsError('ALREADY_CLAIMED', 'points.errors.alreadyClaimed', 409)
        if (!m.completed) throw new MissionsError('NOT_COMPLETED', 'points.errors.notCompleted', 400)
        const posted = ledger.post({
          key: `mission:${memberId}:${missionId}:${s.day}`,
          kind: 'MISSION_REWARD',
          memberId,
          amount: m.reward,
          reference: `mission:${missionId}:${s.day}`,
          legs: [
            { account: { kind: 'HOUSE' }, amount: -m.reward },
            { account: { kind: 'MEMBER', memberId }, amount: m.reward },
          ],
          result: ({ balances }): MissionClaimAnswer => ({ missionId, amount: m.reward, balance: balances[1]! }),
        })
        if (posted.replayed) throw new MissionsError('ALREADY_CLAIMED', 'points.errors.alreadyClaimed', 409)
        db.insert(missionClaims).values({ brandCode, memberId, missionId, day: s.day, amount: m.reward, movementId: posted.movementId, createdAt: ctx.now() }).run()
        return posted.result
      })
    },

    /** The brand's members ranked by settled valid bet over the period containing now (MCS2_getLeaderboard). */
    leaderboard(period: LeaderboardPeriod, memberId: number | null): Leaderboard {
      const p = periodAt(period, ctx.now())
      const from = businessDayIndex(p.start)
      const to = businessDayIndex(p.end - 1)
      const ranked = db.$client
        .prepare<{ memberId: number; account: string; validBet: number }, [number, number, string]>(
          `SELECT d.member_id AS memberId, m.account, sum(d.valid_bet) AS validBet
           FROM member_daily d JOIN members m ON m.id = d.member_id
          WHERE d.day BETWEEN ?1 AND ?2 AND m.brand_code = ?3
          GROUP BY d.member_id HAVING sum(d.valid_bet) > 0
          ORDER BY validBet DESC, d.member_id ASC`,
        )
        .all(from, to, brandCode)
      const row = (r: (typeof ranked)[number], i: number): LeaderboardRow => ({ rank: i + 1, account: maskAccount(r.account), validBet: r.validBet, me: r.memberId === memberId })
      const list = ranked.slice(0, LEADERBOARD_SIZE).map(row)
      const at = memberId === null ? -1 : ranked.findIndex((r) => r.memberId === memberId)
      return { period, start: p.start, end: p.end, list, mine: at >= LEADERBOARD_SIZE ? row(ranked[at]!, at) : null }
    },
  }
}

export type MissionsModule = ReturnType<typeof missionsModule>
