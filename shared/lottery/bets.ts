/**
 * Lottery bet types, their stated odds and how a line settles (issue 5 "Lottery"; decision 0014).
 * Pure and shared: the vendor settles with it, the page and the island state the same odds.
 *
 * Odds are decimal and include the stake: a winning line pays ⌊amount × odds⌋ (minor units); an
 * ANY2 line pays that once per opened number ending in its two digits. Odds come from the game's
 * prize mode (spec §3/§4: LOTT, ZY, ELOTT, SEA), which fixes the return to player of each bet
 * class, and the bet's exact probability: odds = ⌊RTP ÷ p⌋ to 2 decimals, kept as an integer
 * `oddsX100` so money never meets a float.
 */
import type { LotteryFormat } from './formats'

export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const
export type PrizeMode = (typeof PRIZE_MODES)[number]

/** Return to player of number bets and of two-sided (big/small, odd/even) bets, per prize mode. */
export const PRIZE_MODE_RTP: Record<PrizeMode, { number: number; even: number }> = {
  LOTT: { number: 0.95, even: 0.975 },
  ZY: { number: 0.95, even: 0.975 },
  ELOTT: { number: 0.97, even: 0.99 },
  SEA: { number: 0.96, even: 0.975 },
}

export const BET_TYPE_CODES = ['LAST2', 'LAST3', 'LAST4', 'ANY2', 'NUMBER', 'FIRST', 'SUM', 'BIG_SMALL', 'ODD_EVEN'] as const
export type BetTypeCode = (typeof BET_TYPE_CODES)[number]

/** What a line picks: a string of digits, a ball number, or one of named options. */
export type PickSpec = { kind: 'digits'; length: number } | { kind: 'ball'; min: number; max: number } | { kind: 'choice' }

/** One option of a choice bet (or the single odds of a digits/ball bet), with its probability. */
export interface BetOption {
  value: string
  oddsX100: number
  probability: number
}

export interface BetType {
  code: BetTypeCode
  pick: PickSpec
  /** Choice bets: each option with its odds. Digits and ball bets: one entry with value '*'. */
  options: BetOption[]
  /** ANY2 pays per matching number; `probability` is then the expected number of matches. */
  perHit: boolean
}

const floorOdds = (rtp: number, p: number) => Math.floor((rtp * 100) / p + 1e-6)
const one = (rtp: number, p: number): BetOption[] => [{ value: '*', oddsX100: floorOdds(rtp, p), probability: p }]
const choice = (rtp: number, ps: Record<string, number>): BetOption[] => Object.entries(ps).map(([value, p]) => ({ value, oddsX100: floorOdds(rtp, p), probability: p }))

/** Exact distribution of the sum of `k` distinct balls of 1..n (probabilities indexed by sum). */
function pickSumDistribution(k: number, n: number): number[] {
  const max = (k * (2 * n - k + 1)) / 2
  // ways[j][s]: subsets of size j with sum s among the balls seen so far (floats: only ratios matter).
  let ways = Array.from({ length: k + 1 }, () => new Float64Array(max + 1))
  ways[0][0] = 1
  for (let b = 1; b <= n; b++) {
    const next = ways.map((row) => row.slice())
    for (let j = 1; j <= k; j++) for (let s = b; s <= max; s++) next[j][s] += ways[j - 1][s - b]
    ways = next
  }
  const total = ways[k].reduce((a, b) => a + b, 0)
  return Array.from(ways[k], (w) => w / total)
}

const sumCache = new Map<string, number[]>()
function pickSums(k: number, n: number): number[] {
  const key = `${k}/${n}`
  let d = sumCache.get(key)
  if (!d) sumCache.set(key, (d = pickSumDistribution(k, n)))
  return d
}

/** Ways three dice make each total 3..18 (of 216). */
const DICE_WAYS: Record<number, number> = { 3: 1, 4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 27, 11: 27, 12: 25, 13: 21, 14: 15, 15: 10, 16: 6, 17: 3, 18: 1 }

/** The middle of a PICK game's sums: above is BIG, below is SMALL, equal loses both. */
export const pickMidSum = (k: number, n: number) => (k * (n + 1)) / 2

/** The bet types a game of `format` offers, with odds for its prize mode. */
export function betTypesOf(format: LotteryFormat, prizeMode: PrizeMode): BetType[] {
  const rtp = PRIZE_MODE_RTP[prizeMode]
  const out: BetType[] = []
  if (format.kind === 'DIGITS') {
    const mainDigits = format.tiers[0].digits
    const count = format.tiers.reduce((n, t) => n + t.count, 0)
    for (const n of [2, 3, 4] as const) {
      if (mainDigits >= n) out.push({ code: `LAST${n}`, pick: { kind: 'digits', length: n }, options: one(rtp.number, 10 ** -n), perHit: false })
    }
    if (count > 1) out.push({ code: 'ANY2', pick: { kind: 'digits', length: 2 }, options: one(rtp.number, count / 100), perHit: true })
    out.push({ code: 'BIG_SMALL', pick: { kind: 'choice' }, options: choice(rtp.even, { BIG: 0.5, SMALL: 0.5 }), perHit: false })
    out.push({ code: 'ODD_EVEN', pick: { kind: 'choice' }, options: choice(rtp.even, { ODD: 0.5, EVEN: 0.5 }), perHit: false })
    return out
  }
  if (format.kind === 'PICK') {
    const { pick: k, of: n } = format
    if (format.ordered) {
      const big = Math.floor(n / 2) / n
      const odd = Math.ceil(n / 2) / n
      out.push({ code: 'FIRST', pick: { kind: 'ball', min: 1, max: n }, options: one(rtp.number, 1 / n), perHit: false })
      out.push({ code: 'BIG_SMALL', pick: { kind: 'choice' }, options: choice(rtp.even, { BIG: big, SMALL: 1 - big }), perHit: false })
      out.push({ code: 'ODD_EVEN', pick: { kind: 'choice' }, options: choice(rtp.even, { ODD: odd, EVEN: 1 - odd }), perHit: false })
      return out
    }
    const d = pickSums(k, n)
    const mid = pickMidSum(k, n)
    let big = 0,
      small = 0,
      odd = 0
    d.forEach((p, s) => {
      if (s > mid) big += p
      else if (s < mid) small += p
      if (s % 2 === 1) odd += p
    })
    out.push({ code: 'NUMBER', pick: { kind: 'ball', min: 1, max: n }, options: one(rtp.number, k / n), perHit: false })
    out.push({ code: 'BIG_SMALL', pick: { kind: 'choice' }, options: choice(rtp.even, { BIG: big, SMALL: small }), perHit: false })
    out.push({ code: 'ODD_EVEN', pick: { kind: 'choice' }, options: choice(rtp.even, { ODD: odd, EVEN: 1 - odd }), perHit: false })
    return out
  }
  out.push({ code: 'BIG_SMALL', pick: { kind: 'choice' }, options: choice(rtp.even, { BIG: 105 / 216, SMALL: 105 / 216 }), perHit: false })
  out.push({ code: 'ODD_EVEN', pick: { kind: 'choice' }, options: choice(rtp.even, { ODD: 105 / 216, EVEN: 105 / 216 }), perHit: false })
  out.push({
    code: 'SUM',
    pick: { kind: 'choice' },
    perHit: false,
    options: Object.entries(DICE_WAYS).map(([total, ways]) => ({ value: total, oddsX100: floorOdds(rtp.number, ways / 216), probability: ways / 216 })),
  })
  return out
}

/**
 * The canonical form of a pick for `type`, or null when it is not a valid pick: digits keep their
 * zeros ("07"), balls are written with two digits, choices must be one of the options.
 */
export function normalizePick(type: BetType, raw: string): string | null {
  const v = raw.trim().toUpperCase()
  if (type.pick.kind === 'digits') return new RegExp(`^\\d{${type.pick.length}}$`).test(v) ? v : null
  if (type.pick.kind === 'ball') {
    if (!/^\d{1,2}$/.test(v)) return null
    const n = Number(v)
    return n >= type.pick.min && n <= type.pick.max ? String(n).padStart(2, '0') : null
  }
  return type.options.some((o) => o.value === v) ? v : null
}

/** The odds (×100) a valid pick of `type` is placed at. */
export function oddsOf(type: BetType, pick: string): number {
  return (type.options.find((o) => o.value === pick) ?? type.options[0]).oddsX100
}

/**
 * How many times a line wins against the opened `numbers`: 0 or 1, or the number of matching
 * numbers for ANY2. `pick` must be normalized.
 */
export function hitsOf(format: LotteryFormat, code: BetTypeCode, pick: string, numbers: string[]): number {
  if (format.kind === 'DIGITS') {
    const main = numbers[0]
    switch (code) {
      case 'LAST2':
      case 'LAST3':
      case 'LAST4':
        return main.slice(-pick.length) === pick ? 1 : 0
      case 'ANY2':
        return numbers.filter((n) => n.slice(-2) === pick).length
      case 'BIG_SMALL':
        return (Number(main.slice(-2)) >= 50 ? 'BIG' : 'SMALL') === pick ? 1 : 0
      case 'ODD_EVEN':
        return (Number(main.slice(-1)) % 2 === 1 ? 'ODD' : 'EVEN') === pick ? 1 : 0
      default:
        return 0
    }
  }
  const values = numbers.map(Number)
  const sum = values.reduce((a, b) => a + b, 0)
  if (format.kind === 'PICK') {
    const subject = format.ordered ? values[0] : sum
    switch (code) {
      case 'NUMBER':
        return values.includes(Number(pick)) ? 1 : 0
      case 'FIRST':
        return values[0] === Number(pick) ? 1 : 0
      case 'BIG_SMALL': {
        const mid = format.ordered ? format.of / 2 + 0.5 : pickMidSum(format.pick, format.of)
        if (subject === mid) return 0
        return (subject > mid ? 'BIG' : 'SMALL') === pick ? 1 : 0
      }
      case 'ODD_EVEN':
        return (subject % 2 === 1 ? 'ODD' : 'EVEN') === pick ? 1 : 0
      default:
        return 0
    }
  }
  const triple = values.every((v) => v === values[0])
  switch (code) {
    case 'BIG_SMALL':
      return !triple && (sum >= 11 ? 'BIG' : 'SMALL') === pick ? 1 : 0
    case 'ODD_EVEN':
      return !triple && (sum % 2 === 1 ? 'ODD' : 'EVEN') === pick ? 1 : 0
    case 'SUM':
      return sum === Number(pick) ? 1 : 0
    default:
      return 0
  }
}

/** A line as a ticket keeps it: stake in minor units and the odds it was placed at. */
export interface TicketLine {
  type: BetTypeCode
  pick: string
  amount: number
  oddsX100: number
}

/** What one line pays (minor units, stake included; 0 for a loss). */
export function linePayout(format: LotteryFormat, line: TicketLine, numbers: string[]): number {
  const hits = hitsOf(format, line.type, line.pick, numbers)
  return Math.floor((line.amount * line.oddsX100 * hits) / 100)
}

/** What a ticket pays in total and per line (minor units). */
export function ticketPayout(format: LotteryFormat, lines: TicketLine[], numbers: string[]): { total: number; lines: number[] } {
  const per = lines.map((l) => linePayout(format, l, numbers))
  return { total: per.reduce((a, b) => a + b, 0), lines: per }
}
