/**
 * Referral earnings (issue 18 "Referral pays"; spec §2 referral page; DESIGN §4 money, §6 settled
 * once per period): the brand's rule — the referrer earns `rateBp` of its invited friends' valid
 * bets in the period (`valid-bets`: settled bets placed in the period, the figures the agent reports
 * and contracts use), or of each friend's first credited deposit (`first-deposit`: counted in the
 * period it was credited) — capped per referrer and period, settled daily or weekly.
 * Friends are the referrer's direct downlines (signed up with its invite code); referrers who are
 * agents are paid by their contracts instead and earn nothing here (decision 0049).
 * Each run settles every period of the rule's kind that ended at least `SETTLE_GRACE_MS` ago, after
 * the rule was set, and has no `referral_settlement_runs` row (catching up at most `CATCH_UP`).
 * Each referrer is one money-writer unit that skips when its `referral_payments` row exists, else
 * writes the row and posts `referral:<referrerId>:<periodKey>` (HOUSE → member, kind REFERRAL) and
 * the inbox message `referralEarned`. The unique row, the unique ledger key and BEGIN IMMEDIATE
 * make a period pay once, on any number of replicas. Rounding: ⌊basis × rateBp / 10 000⌋ (floor to
 * the minor unit), then the cap. Minor units, basis points, UTC ms.
 * @see docs/decisions/0049-referral-earnings.md, server/platform/agent/settlement.ts
 */
import type { Database } from 'bun:sqlite'
import type { PlatformContext } from '../context'
import type { Ledger } from '../wallet/ledger'
import type { MoneyWriter } from '../wallet/money-writer'
import { money as formatAmount, readSettings, writeInbox } from '../wallet/wallet-support'
import { businessDay, periodAt, previousPeriod, type Period } from '../../../shared/periods'
import { AGENT_TYPES } from '../../../shared/member'
import type { ReferralBasis, ReferralPeriod } from '../../../db/schema/referral'

export type { ReferralBasis, ReferralPeriod }
export const REFERRAL_BASES: readonly ReferralBasis[] = ['valid-bets', 'first-deposit']
export const REFERRAL_PERIODS: readonly ReferralPeriod[] = ['daily', 'weekly']
/** A period is settled this long after it ends (late bets of its last moments settle first). */
export const SETTLE_GRACE_MS = 60_000
/** Most periods a late job catches up (older ones are not paid). */
export const CATCH_UP: Record<ReferralPeriod, number> = { daily: 31, weekly: 5 }

/** The brand's earning rule. */
export interface EarningRule {
  basis: ReferralBasis
  /** Basis points (250 = 2.5 %). */
  rateBp: number
  /** Minor units per referrer and period; null = none. */
  cap: number | null
  period: ReferralPeriod
  enabled: boolean
  /** UTC ms the rule was set or switched on; periods ending after it are paid. */
  since: number
}

/** A referrer's figures over a period. */
export interface EarningFigures {
  /** Friends counted (with a valid bet, or a first deposit, in the period). */
  friends: number
  /** Their valid bets or first deposits, minor units. */
  basisAmount: number
  /** What the rule pays on them, minor units (floor, then the cap). */
  amount: number
}

/** One paid (or zero) period of a referrer, as the history shows it. */
export interface EarningPayment extends EarningFigures {
  periodKey: string
  /** UTC ms, [start, end). */
  periodStart: number
  periodEnd: number
  basis: ReferralBasis
  rateBp: number
  paidAt: number
}

export interface EarningPeriodReport {
  key: string
  referrers: number
  paid: number
  /** Rows written with amount 0 (figures too small to earn a minor unit). */
  zero: number
  /** Referrers another run had already settled. */
  doneBefore: number
}

type RuleRow = { basis: ReferralBasis; rate_bp: number; cap: number | null; period: ReferralPeriod; enabled: number; since: number }
type PaymentRow = {
  period_key: string
  period_start: number
  period_end: number
  basis: ReferralBasis
  rate_bp: number
  friends: number
  basis_amount: number
  amount: number
  created_at: number
}
type Outcome = 'paid' | 'zero' | 'empty' | 'done-before'

/** ⌊basis × rateBp / 10 000⌋ (floor to the minor unit, exact for any integer basis), at most `cap`. */
export function earningOf(basisAmount: number, rateBp: number, cap: number | null): number {
  const raw = Number((BigInt(Math.max(0, basisAmount)) * BigInt(rateBp)) / 10_000n)
  return cap === null ? raw : Math.min(raw, cap)
}

/** The period's days for messages: `2026-11-21`, or `2026-11-16 – 2026-11-22` for a week. */
export function periodLabel(p: { periodStart: number; periodEnd: number }): string {
  const first = businessDay(p.periodStart)
  const last = businessDay(p.periodEnd - 1)
  return first === last ? first : `${first} – ${last}`
}

export interface ReferralEarningsDeps {
  ctx: PlatformContext
  ledger: Ledger
  money: MoneyWriter
}

export function referralEarningsModule({ ctx, ledger, money }: ReferralEarningsDeps) {
  const sqlite: Database = ctx.db.$client
  const { brandCode } = ctx
  const agents = AGENT_TYPES.join(',')
  const q = {
    rule: sqlite.query<RuleRow, [string]>('SELECT basis, rate_bp, cap, period, enabled, since FROM referral_rules WHERE brand_code = ?'),
    setRule: sqlite.query<never, [string, string, number, number | null, string, number, number]>(
      `INSERT INTO referral_rules (brand_code, basis, rate_bp, cap, period, enabled, since, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?7)
       ON CONFLICT (brand_code) DO UPDATE SET basis = ?2, rate_bp = ?3, cap = ?4, period = ?5, enabled = 1, since = ?6, updated_at = ?7`,
    ),
    off: sqlite.query<never, [number, string]>('UPDATE referral_rules SET enabled = 0, updated_at = ? WHERE brand_code = ?'),
    // Valid bets: settled bets placed in [start, end) by the referrer's direct downlines (contracts' figures).
    betFigures: sqlite.query<{ friends: number; basis: number }, [number, string, string, number, number]>(
      `SELECT count(DISTINCT b.member_id) AS friends, coalesce(sum(b.valid_bet), 0) AS basis
       FROM members m JOIN bet_records b ON b.member_id = m.id
       WHERE m.upline_id = ?1 AND m.brand_code = ?2 AND b.brand_code = ?3 AND b.status = 'SETTLED' AND b.valid_bet > 0 AND b.placed_at >= ?4 AND b.placed_at < ?5`,
    ),
    betReferrers: sqlite.query<{ id: number }, [string, number, number]>(
      `SELECT DISTINCT u.id FROM bet_records b JOIN members m ON m.id = b.member_id JOIN members u ON u.id = m.upline_id
       WHERE b.brand_code = ?1 AND b.status = 'SETTLED' AND b.valid_bet > 0 AND b.placed_at >= ?2 AND b.placed_at < ?3 AND u.type NOT IN (${agents})
       ORDER BY u.id`,
    ),
    // First deposits: each friend's earliest credited deposit, counted when it was credited.
    depositFigures: sqlite.query<{ friends: number; basis: number }, [number, string, number, number]>(
      `SELECT count(*) AS friends, coalesce(sum(d.amount), 0) AS basis
       FROM members m JOIN deposit_requests d ON d.member_id = m.id AND d.brand_code = m.brand_code
       WHERE m.upline_id = ?1 AND m.brand_code = ?2 AND d.status = 'CREDITED' AND d.decided_at >= ?3 AND d.decided_at < ?4
         AND d.id = (SELECT f.id FROM deposit_requests f WHERE f.member_id = m.id AND f.brand_code = m.brand_code AND f.status = 'CREDITED' ORDER BY f.decided_at, f.id LIMIT 1)`,
    ),
    depositReferrers: sqlite.query<{ id: number }, [string, number, number]>(
      `SELECT DISTINCT u.id FROM deposit_requests d JOIN members m ON m.id = d.member_id JOIN members u ON u.id = m.upline_id
       WHERE d.brand_code = ?1 AND d.status = 'CREDITED' AND d.decided_at >= ?2 AND d.decided_at < ?3 AND u.type NOT IN (${agents})
       ORDER BY u.id`,
    ),
    payment: sqlite.query<{ id: number }, [string, number, string]>('SELECT id FROM referral_payments WHERE brand_code = ? AND referrer_id = ? AND period_key = ?'),
    insertPayment: sqlite.query<{ id: number }, [string, number, string, number, number, string, number, number | null, number, number, number, number]>(
      `INSERT INTO referral_payments (brand_code, referrer_id, period_key, period_start, period_end, basis, rate_bp, cap, friends, basis_amount, amount, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    ),
    setMovement: sqlite.query<never, [number, number]>('UPDATE referral_payments SET movement_id = ? WHERE id = ?'),
    history: sqlite.query<PaymentRow, [string, number, number, number]>(
      `SELECT period_key, period_start, period_end, basis, rate_bp, friends, basis_amount, amount, created_at FROM referral_payments
       WHERE brand_code = ? AND referrer_id = ? ORDER BY period_end DESC, id DESC LIMIT ? OFFSET ?`,
    ),
    historyTotals: sqlite.query<{ n: number; earned: number }, [string, number]>(
      'SELECT count(*) AS n, coalesce(sum(amount), 0) AS earned FROM referral_payments WHERE brand_code = ? AND referrer_id = ?',
    ),
    runDone: sqlite.query<{ one: number }, [string, string]>('SELECT 1 AS one FROM referral_settlement_runs WHERE brand_code = ? AND period_key = ?'),
    lastRunEnd: sqlite.query<{ end: number | null }, [string, string]>('SELECT max(period_end) AS end FROM referral_settlement_runs WHERE brand_code = ? AND substr(period_key, 1, 1) = ?'),
    insertRun: sqlite.query<never, [string, string, number, number, number, number]>(
      'INSERT INTO referral_settlement_runs (brand_code, period_key, period_end, referrers, paid, finished_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    paidCount: sqlite.query<{ n: number }, [string, string]>('SELECT count(*) AS n FROM referral_payments WHERE brand_code = ? AND period_key = ? AND amount > 0'),
  }

  function rule(): EarningRule | null {
    const r = q.rule.get(brandCode)
    return r ? { basis: r.basis, rateBp: r.rate_bp, cap: r.cap, period: r.period, enabled: r.enabled === 1, since: r.since } : null
  }

  /** A referrer's figures over [start, end) under `r`. */
  function figures(referrerId: number, r: Pick<EarningRule, 'basis' | 'rateBp' | 'cap'>, start: number, end: number): EarningFigures {
    const f = r.basis === 'valid-bets' ? q.betFigures.get(referrerId, brandCode, brandCode, start, end) : q.depositFigures.get(referrerId, brandCode, start, end)
    const friends = f?.friends ?? 0
    const basisAmount = f?.basis ?? 0
    return { friends, basisAmount, amount: earningOf(basisAmount, r.rateBp, r.cap) }
  }

  /** One referrer for one period (a money unit's work). */
  function settleOne(referrerId: number, period: Period, r: EarningRule): Outcome {
    if (q.payment.get(brandCode, referrerId, period.key)) return 'done-before'
    const f = figures(referrerId, r, period.start, period.end)
    if (f.friends === 0) return 'empty'
    const now = ctx.now()
    const id = q.insertPayment.get(brandCode, referrerId, period.key, period.start, period.end, r.basis, r.rateBp, r.cap, f.friends, f.basisAmount, f.amount, now)!.id
    if (f.amount === 0) return 'zero'
    const key = `referral:${referrerId}:${period.key}`
    const posted = ledger.post({
      key,
      kind: 'REFERRAL',
      memberId: referrerId,
      amount: f.amount,
      reference: key,
      legs: [
        { account: { kind: 'HOUSE' }, amount: -f.amount },
        { account: { kind: 'MEMBER', memberId: referrerId }, amount: f.amount },
      ],
      result: ({ balances }) => ({ amount: f.amount, periodKey: period.key, balance: balances[1]! }),
    })
    q.setMovement.run(posted.movementId, id)
    writeInbox(ctx, referrerId, 'referralEarned', {
      amount: formatAmount(readSettings(ctx), f.amount),
      friends: f.friends,
      period: periodLabel({ periodStart: period.start, periodEnd: period.end }),
    })
    return 'paid'
  }

  /** Periods due at `now` under the enabled rule, oldest first. */
  function duePeriods(now: number): Period[] {
    const r = rule()
    if (!r?.enabled) return []
    const letter = r.period === 'daily' ? 'D' : 'W'
    const lastEnd = q.lastRunEnd.get(brandCode, letter)?.end ?? -Infinity
    const due: Period[] = []
    for (let p = previousPeriod(r.period, now - SETTLE_GRACE_MS); p.end > r.since && p.end > lastEnd && due.length < CATCH_UP[r.period]; p = periodAt(r.period, p.start - 1)) due.push(p)
    return due.reverse()
  }

  /** Settles one period: every referrer with figures in it, each in its own unit; then the run row. */
  async function settlePeriod(period: Period, r: EarningRule): Promise<EarningPeriodReport> {
    const report: EarningPeriodReport = { key: period.key, referrers: 0, paid: 0, zero: 0, doneBefore: 0 }
    if (q.runDone.get(brandCode, period.key)) return report
    const ids = (r.basis === 'valid-bets' ? q.betReferrers : q.depositReferrers).all(brandCode, period.start, period.end).map((x) => x.id)
    report.referrers = ids.length
    let failed = false
    const units = ids.map((id) =>
      money.run(() => {
        try {
          return settleOne(id, period, r)
        } catch (e) {
          failed = true
          throw e
        }
      }),
    )
    const done = money.run(() => {
      if (!failed) q.insertRun.run(brandCode, period.key, period.end, ids.length, q.paidCount.get(brandCode, period.key)?.n ?? 0, ctx.now())
    })
    const outcomes = (await Promise.all([...units, done])).slice(0, units.length) as Outcome[]
    for (const o of outcomes) {
      if (o === 'paid') report.paid++
      else if (o === 'zero') report.zero++
      else if (o === 'done-before') report.doneBefore++
    }
    return report
  }

  return {
    /** The brand's rule (enabled or switched off), or null when none was ever set. */
    rule,

    /**
     * Sets the brand's rule and switches it on; periods ending from now on are paid by it.
     * @param input rateBp 1–10 000 (basis points), cap minor units or null.
     * @throws RangeError on a rate outside 1–10 000 bp or a negative cap (the CLI validates first).
     */
    setRule(input: { basis: ReferralBasis; rateBp: number; cap: number | null; period: ReferralPeriod }): EarningRule {
      if (!Number.isInteger(input.rateBp) || input.rateBp < 1 || input.rateBp > 10_000) throw new RangeError('rateBp must be 1–10000')
      if (input.cap !== null && (!Number.isInteger(input.cap) || input.cap < 1)) throw new RangeError('cap must be a positive integer')
      const now = ctx.now()
      money.runNow(() => q.setRule.run(brandCode, input.basis, input.rateBp, input.cap, input.period, now, now))
      return rule()!
    },

    /** Switches the rule off (nothing more is paid; the history stays). Returns false when there was no rule. */
    turnOff(): boolean {
      return money.runNow(() => q.off.run(ctx.now(), brandCode).changes > 0)
    },

    /** The member's figures in the running period under the enabled rule (an estimate: the period is open), or null without a rule. */
    estimate(memberId: number): (EarningFigures & { periodKey: string; periodStart: number; periodEnd: number }) | null {
      const r = rule()
      if (!r?.enabled) return null
      const p = periodAt(r.period, ctx.now())
      return { periodKey: p.key, periodStart: p.start, periodEnd: p.end, ...figures(memberId, r, p.start, p.end) }
    },

    /**
     * The member's settled periods, newest first, a page of them, with the total ever earned.
     * @param page 1-based; pageSize 1–100.
     */
    history(memberId: number, page = 1, pageSize = 10): { list: EarningPayment[]; pageNum: number; totalPages: number; totalCount: number; totalEarned: number } {
      const totals = q.historyTotals.get(brandCode, memberId) ?? { n: 0, earned: 0 }
      const list = q.history.all(brandCode, memberId, pageSize, (page - 1) * pageSize).map(
        (p): EarningPayment => ({
          periodKey: p.period_key,
          periodStart: p.period_start,
          periodEnd: p.period_end,
          basis: p.basis,
          rateBp: p.rate_bp,
          friends: p.friends,
          basisAmount: p.basis_amount,
          amount: p.amount,
          paidAt: p.created_at,
        }),
      )
      return { list, pageNum: page, totalPages: Math.max(1, Math.ceil(totals.n / pageSize)), totalCount: totals.n, totalEarned: totals.earned }
    },

    duePeriods,

    /**
     * One settlement run at `now` (default the platform clock): every due period, oldest first.
     * Safe at any time, repeatedly, from several processes at once.
     */
    async run(now = ctx.now()): Promise<{ periods: EarningPeriodReport[] }> {
      const r = rule()
      const periods: EarningPeriodReport[] = []
      if (!r?.enabled) return { periods }
      for (const p of duePeriods(now)) periods.push(await settlePeriod(p, r))
      return { periods }
    },
  }
}

export type ReferralEarningsModule = ReturnType<typeof referralEarningsModule>
