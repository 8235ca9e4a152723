/**
 * VIP levels (spec §3 shared state hasVip, promotion tag VIP; issue 8): a member's level comes from
 * the valid bet of settled bets over a rolling period, against thresholds that are constants of the
 * brand (docs/decisions/0018). Amounts in minor units of the brand currency.
 */

/** The rolling period the valid bet is summed over: this many business days, today included. */
export const VIP_PERIOD_DAYS = 30

export interface VipLevel {
  /** 0 = not VIP yet; 1.. = VIP levels. */
  level: number
  /** i18n key suffix of the level's name (`security.vip.levels.<code>`). */
  code: string
  /** Valid bet over the period needed, minor units (inclusive). */
  minValidBet: number
}

/** The brand's VIP ladder, ascending; level 0 starts at 0. PHP-sized thresholds (₱1,000 ... ₱1,000,000). */
export const VIP_LEVELS: readonly VipLevel[] = Object.freeze([
  { level: 0, code: 'member', minValidBet: 0 },
  { level: 1, code: 'bronze', minValidBet: 100_000 },
  { level: 2, code: 'silver', minValidBet: 1_000_000 },
  { level: 3, code: 'gold', minValidBet: 5_000_000 },
  { level: 4, code: 'platinum', minValidBet: 20_000_000 },
  { level: 5, code: 'diamond', minValidBet: 100_000_000 },
])

export interface VipStatus {
  level: number
  code: string
  /** level >= 1 (spec §3 shared state hasVip). */
  hasVip: boolean
  /** Valid bet over the last VIP_PERIOD_DAYS days, minor units. */
  validBet: number
  periodDays: number
  /** The next level and what it still needs (minor units), or null at the top. */
  next: { level: number; code: string; minValidBet: number; remaining: number } | null
  /** Progress from this level's threshold to the next one, 0..1 (1 at the top). */
  progress: number
}

/**
 * The status for a valid bet (minor units) on a ladder.
 * @example vipFor(150_000).level === 1 && vipFor(150_000).next!.remaining === 850_000
 */
export function vipFor(validBet: number, levels: readonly VipLevel[] = VIP_LEVELS): VipStatus {
  let i = 0
  while (i + 1 < levels.length && validBet >= levels[i + 1]!.minValidBet) i++
  const cur = levels[i]!
  const nxt = levels[i + 1]
  const progress = nxt ? Math.min(1, Math.max(0, (validBet - cur.minValidBet) / (nxt.minValidBet - cur.minValidBet))) : 1
  return {
    level: cur.level,
    code: cur.code,
    hasVip: cur.level >= 1,
    validBet,
    periodDays: VIP_PERIOD_DAYS,
    next: nxt ? { level: nxt.level, code: nxt.code, minValidBet: nxt.minValidBet, remaining: nxt.minValidBet - validBet } : null,
    progress,
  }
}
