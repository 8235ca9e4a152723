/**
 * Earning (decision 0020): the rewards a member has earned and not yet received are written PENDING
 * when their promotions are read — deposit bonuses of joined promotions, the newbie bonus, the daily
 * rebates of the last 7 business days (member_daily, UTC+8, decision 0010). Minor units, bp, UTC ms.
 */
import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm'
import { ledgerMovements, memberDaily } from '../../../db/schema/platform'
import { rewards } from '../../../db/schema/promotions'
import { isTrial } from '../../../shared/member'
import { rebateOf } from '../../../shared/schemas/promotions'
import { businessDayIndex, dayStart, businessDay } from '../../../shared/periods'
import { num, type PromotionCore } from './core'

/** Business days of daily rebate kept claimable. */
const DAYS_KEPT = 7

/** The `sync` step of `platform.promotions`. */
export function earning(core: PromotionCore) {
  const { deps, ctx, db, brandCode, all, entryOf } = core

  const firstDepositQuery = db
    .select({ id: ledgerMovements.id, amount: ledgerMovements.amount, at: ledgerMovements.createdAt })
    .from(ledgerMovements)
    .where(
      and(
        eq(ledgerMovements.brandCode, brandCode),
        eq(ledgerMovements.memberId, sql.placeholder('memberId')),
        eq(ledgerMovements.kind, 'DEPOSIT'),
        gte(ledgerMovements.createdAt, sql.placeholder('after')),
        lt(ledgerMovements.createdAt, sql.placeholder('until')),
        gte(ledgerMovements.amount, sql.placeholder('min')),
      ),
    )
    .orderBy(asc(ledgerMovements.id))
    .limit(1)
    .prepare()

  /** The member's first deposit of at least `min` in [after, until) (no end when `until` is null). */
  function firstDeposit(memberId: number, after: number, until: number | null, min: number) {
    return firstDepositQuery.get({ memberId, after, until: until ?? Number.MAX_SAFE_INTEGER, min })
  }

  function insertReward(r: Omit<typeof rewards.$inferInsert, 'brandCode' | 'status' | 'createdAt'>) {
    if (r.amount <= 0) return
    db.insert(rewards)
      .values({ ...r, brandCode, status: 'PENDING', createdAt: ctx.now() })
      .onConflictDoNothing()
      .run()
  }

  /**
   * Writes the rewards the member has earned and not yet received (PENDING), once each (unique
   * source key): deposit bonuses of joined promotions, the newbie bonus, the daily rebates of the
   * last 7 business days. Idempotent; moves no money. Trial accounts earn nothing.
   */
  const dailyQuery = db
    .select({ day: memberDaily.day, validBet: memberDaily.validBet })
    .from(memberDaily)
    .where(and(eq(memberDaily.memberId, sql.placeholder('memberId')), gte(memberDaily.day, sql.placeholder('from')), lt(memberDaily.day, sql.placeholder('to')), gt(memberDaily.validBet, 0)))
    .prepare()

  function sync(memberId: number): void {
    const m = deps.members.byId(memberId)
    if (!m || isTrial(m.type) || m.status !== 'ACTIVE') return
    const now = ctx.now()
    const today = businessDayIndex(now)
    for (const p of all()) {
      const c = p.config
      if (p.kind === 'DEPOSIT_BONUS') {
        const entry = entryOf(p.id, memberId)
        if (!entry) continue
        const dep = firstDeposit(memberId, Math.max(entry.createdAt, p.startsAt), p.endsAt, num(c, 'minDeposit'))
        if (!dep) continue
        const amount = Math.min(Math.floor((dep.amount * num(c, 'percent')) / 100), num(c, 'cap'))
        insertReward({
          memberId,
          promotionId: p.id,
          source: 'DEPOSIT_BONUS',
          sourceKey: `deposit:${p.id}:${memberId}`,
          amount,
          turnoverRequired: amount * num(c, 'turnoverMultiple'),
          detail: { deposit: dep.amount, movementId: dep.id },
        })
      } else if (p.kind === 'NEWBIE') {
        if (now - m.createdAt >= num(c, 'days') * 86_400_000) continue
        const dep = firstDeposit(memberId, Math.max(m.createdAt, p.startsAt), p.endsAt, 1)
        if (!dep) continue
        const amount = num(c, 'amount')
        insertReward({
          memberId,
          promotionId: p.id,
          source: 'NEWBIE',
          sourceKey: `newbie:${p.id}:${memberId}`,
          amount,
          turnoverRequired: amount * num(c, 'turnoverMultiple'),
          detail: { deposit: dep.amount },
        })
      } else if (p.kind === 'DAILY_REBATE') {
        const from = Math.max(today - DAYS_KEPT, businessDayIndex(p.startsAt))
        const to = p.endsAt === null ? today : Math.min(today, businessDayIndex(p.endsAt - 1) + 1)
        if (from >= to) continue
        const days = dailyQuery.all({ memberId, from, to })
        for (const d of days) {
          const day = businessDay(dayStart(d.day))
          insertReward({
            memberId,
            promotionId: p.id,
            source: 'DAILY_REBATE',
            sourceKey: `rebate:${p.id}:${day}:${memberId}`,
            amount: rebateOf(d.validBet, num(c, 'rateBp')),
            turnoverRequired: 0,
            detail: { day, validBet: d.validBet, rateBp: num(c, 'rateBp') },
          })
        }
      }
    }
  }

  return { sync }
}
