/**
 * VIP level of a member (issue 8; spec §3 shared state hasVip, promotion tag VIP): the valid bet of
 * the member's settled bets over the last VIP_PERIOD_DAYS business days (today and the 29 before it,
 * UTC+8 days of decision 0010), against the brand's ladder (shared/vip.ts). Read by the header
 * (hasVip), the security center and the VIP promotion tag (`platform.vip.status(memberId).hasVip`).
 *
 * It sums at most 30 rows of `member_daily` (kept by triggers in the transaction that settles a bet,
 * decision 0014) by primary key: measured 0.05 ms for a member with 75,000 bets in the period,
 * against 300 ms for summing `bet_records` (the header asks on every page).
 * @see docs/decisions/0018
 */
import { and, eq, gte, sql } from 'drizzle-orm'
import { memberDaily } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'
import { businessDayIndex } from '../../../shared/periods'
import { VIP_PERIOD_DAYS, vipFor, type VipStatus } from '../../../shared/vip'

export function vipModule(ctx: PlatformContext) {
  const sum = ctx.db
    .select({ v: sql<number>`coalesce(sum(${memberDaily.validBet}), 0)` })
    .from(memberDaily)
    .where(and(eq(memberDaily.memberId, sql.placeholder('member')), gte(memberDaily.day, sql.placeholder('since'))))
    .prepare()

  return {
    /** Valid bet (minor units) of settled bets placed in the last 30 business days, and the level it gives. */
    status(memberId: number): VipStatus {
      const since = businessDayIndex(ctx.now()) - (VIP_PERIOD_DAYS - 1)
      const row = sum.get({ member: memberId, since })
      return vipFor(Number(row?.v ?? 0))
    },
  }
}

export type VipModule = ReturnType<typeof vipModule>
