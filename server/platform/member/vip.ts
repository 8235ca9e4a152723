/**
 * VIP level of a member (issue 8; spec §3 shared state hasVip, promotion tag VIP): the valid bet of
 * the member's settled bets placed in the last VIP_PERIOD_DAYS days (rolling, ending now), against
 * the brand's ladder (shared/vip.ts). Read by the header (hasVip), the security center and the VIP
 * promotion tag (`platform.vip.status(memberId).hasVip`). Uses bet_records' (member_id, placed_at) index.
 * @see docs/decisions/0018
 */
import { and, eq, gte, sql } from 'drizzle-orm'
import { betRecords } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'
import { VIP_PERIOD_DAYS, vipFor, type VipStatus } from '../../../shared/vip'

export function vipModule(ctx: PlatformContext) {
  const { db, brandCode } = ctx
  const sum = db.select({ v: sql<number>`coalesce(sum(${betRecords.validBet}), 0)` }).from(betRecords)
    .where(and(eq(betRecords.memberId, sql.placeholder('member')), gte(betRecords.placedAt, sql.placeholder('since')),
      eq(betRecords.brandCode, brandCode), eq(betRecords.status, 'SETTLED'))).prepare()

  return {
    /** Valid bet (minor units) of settled bets placed in the rolling period, and the level it gives. */
    status(memberId: number): VipStatus {
      const since = ctx.now() - VIP_PERIOD_DAYS * 86_400_000
      const row = sum.get({ member: memberId, since })
      return vipFor(Number(row?.v ?? 0))
    },
  }
}

export type VipModule = ReturnType<typeof vipModule>
