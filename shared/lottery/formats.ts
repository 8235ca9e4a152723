/**
 * Lottery draw formats (issue 5 "Lottery"; decision 0014): what one draw opens and how the opened
 * numbers read. Pure, shared by the lottery vendor (draws, settlement), the pages and the island.
 *
 * - DIGITS: tiers of zero-padded numbers (Vietnamese north/south results, a SEA 4D sheet, or a
 *   single 2D–6D number). The first tier's first number is the *main* number (the VN special
 *   prize, the SEA first prize) that most bet types read.
 * - PICK: `pick` distinct balls of 1..`of` (keno 20 of 80, lotto 6 of 45, 11-choose-5); `ordered`
 *   keeps the draw order (PK10 racing: 10 of 10, the first ball is the champion).
 * - DICE: three dice (Fast 3).
 *
 * Opened numbers are strings in draw order, tiers flattened in tier order; balls and dice are
 * written with two and one digits ("07", "4").
 */

export interface Tier {
  key: TierKey
  count: number
  digits: number
}
export type TierKey = 'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh' | 'eighth' | 'starter' | 'consolation' | 'winning'

export type LotteryFormat = { kind: 'DIGITS'; tiers: Tier[] } | { kind: 'PICK'; pick: number; of: number; ordered: boolean } | { kind: 'DICE'; dice: number }

/** Vietnamese northern results: 27 numbers, the special prize 5 digits. */
export const VN_NORTH: LotteryFormat = {
  kind: 'DIGITS',
  tiers: [
    { key: 'special', count: 1, digits: 5 },
    { key: 'first', count: 1, digits: 5 },
    { key: 'second', count: 2, digits: 5 },
    { key: 'third', count: 6, digits: 5 },
    { key: 'fourth', count: 4, digits: 4 },
    { key: 'fifth', count: 6, digits: 4 },
    { key: 'sixth', count: 3, digits: 3 },
    { key: 'seventh', count: 4, digits: 2 },
  ],
}

/** Vietnamese central and southern results: 18 numbers, the special prize 6 digits. */
export const VN_SOUTH: LotteryFormat = {
  kind: 'DIGITS',
  tiers: [
    { key: 'special', count: 1, digits: 6 },
    { key: 'first', count: 1, digits: 5 },
    { key: 'second', count: 1, digits: 5 },
    { key: 'third', count: 2, digits: 5 },
    { key: 'fourth', count: 7, digits: 5 },
    { key: 'fifth', count: 1, digits: 4 },
    { key: 'sixth', count: 3, digits: 4 },
    { key: 'seventh', count: 1, digits: 3 },
    { key: 'eighth', count: 1, digits: 2 },
  ],
}

/** A SEA 4D sheet: first, second and third prizes, 10 starters and 10 consolations (23 numbers). */
export const SEA_4D: LotteryFormat = {
  kind: 'DIGITS',
  tiers: [
    { key: 'first', count: 1, digits: 4 },
    { key: 'second', count: 1, digits: 4 },
    { key: 'third', count: 1, digits: 4 },
    { key: 'starter', count: 10, digits: 4 },
    { key: 'consolation', count: 10, digits: 4 },
  ],
}

/** One winning number of `digits` digits. */
export const singleDigits = (digits: number): LotteryFormat => ({ kind: 'DIGITS', tiers: [{ key: 'winning', count: 1, digits }] })

/** How many numbers a draw of this format opens. */
export function numbersIn(format: LotteryFormat): number {
  if (format.kind === 'DIGITS') return format.tiers.reduce((n, t) => n + t.count, 0)
  return format.kind === 'PICK' ? format.pick : format.dice
}

/**
 * Opens a draw: `randomInt(n)` must return a uniform integer in [0, n) from a CSPRNG (the vendor
 * passes node:crypto's). Returns the opened numbers as described in the module comment.
 */
export function openNumbers(format: LotteryFormat, randomInt: (n: number) => number): string[] {
  if (format.kind === 'DIGITS') {
    return format.tiers.flatMap((t) => Array.from({ length: t.count }, () => String(randomInt(10 ** t.digits)).padStart(t.digits, '0')))
  }
  if (format.kind === 'DICE') return Array.from({ length: format.dice }, () => String(randomInt(6) + 1))
  const balls = Array.from({ length: format.of }, (_, i) => i + 1)
  // Partial Fisher–Yates: the first `pick` places are a uniform draw in order.
  for (let i = 0; i < format.pick; i++) {
    const j = i + randomInt(format.of - i)
    ;[balls[i], balls[j]] = [balls[j], balls[i]]
  }
  const drawn = balls.slice(0, format.pick)
  if (!format.ordered) drawn.sort((a, b) => a - b)
  return drawn.map((b) => String(b).padStart(2, '0'))
}

/** Whether `numbers` is a well-formed draw of `format` (used when reading stored or posted draws). */
export function isDrawOf(format: LotteryFormat, numbers: string[]): boolean {
  if (numbers.length !== numbersIn(format)) return false
  if (format.kind === 'DIGITS') {
    let i = 0
    for (const t of format.tiers) for (let c = 0; c < t.count; c++) if (!new RegExp(`^\\d{${t.digits}}$`).test(numbers[i++])) return false
    return true
  }
  if (format.kind === 'DICE') return numbers.every((n) => /^[1-6]$/.test(n))
  const balls = numbers.map(Number)
  return numbers.every((n) => /^\d{2}$/.test(n)) && balls.every((b) => b >= 1 && b <= format.of) && new Set(balls).size === balls.length
}

/** The tiers of a DIGITS draw with their numbers, for display. */
export function tiersOf(format: LotteryFormat, numbers: string[]): { key: TierKey; numbers: string[] }[] {
  if (format.kind !== 'DIGITS') return [{ key: 'winning', numbers }]
  let i = 0
  return format.tiers.map((t) => ({ key: t.key, numbers: numbers.slice(i, (i += t.count)) }))
}
