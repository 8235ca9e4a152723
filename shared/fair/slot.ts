/**
 * The slot: 3 reels × 3 rows, 5 fixed lines (the three rows and both diagonals), the bet split
 * evenly over the lines. Each reel is a strip of 24 symbols; one float per reel picks its stop
 * (the symbol shown in the top row; the rows below show the next ones, wrapping). A line pays its
 * paytable multiple of the line bet for three of a kind, or 2 for two cherries from the left.
 * The symbols' weights are their counts on the strips; rtp.ts computes the exact return (96.09 %)
 * by enumerating all 24³ stops.
 */
import { z } from 'zod'

export const SLOT_SYMBOLS = ['seven', 'bar', 'bell', 'plum', 'orange', 'lemon', 'cherry'] as const
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number]

const LETTER: Record<string, SlotSymbol> = { S: 'seven', B: 'bar', E: 'bell', P: 'plum', O: 'orange', L: 'lemon', C: 'cherry' }

/** The reel strips (S seven, B bar, E bell, P plum, O orange, L lemon, C cherry). */
export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = ['OBLPCPBPCCOCCOESLLLLOEEP', 'CLBEOPPPPOOEOCBCCLESLLLC', 'OLBOOPLLECEPCBECPCOCPLSL'].map((s) => [...s].map((c) => LETTER[c]!))

export const SLOT_ROWS = 3
/** Each line lists the row it crosses on reels 1, 2, 3. */
export const SLOT_LINES: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [1, 1, 1],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
]

/** Three of a kind on a line, in line bets. */
export const SLOT_PAYS: Readonly<Record<SlotSymbol, number>> = { seven: 500, bar: 150, bell: 75, plum: 40, orange: 32, lemon: 22, cherry: 10 }
/** Two cherries from the left (the third anything else), in line bets. */
export const SLOT_TWO_CHERRIES = 2

export const SlotParamsSchema = z.object({}).strict()
export type SlotParams = z.infer<typeof SlotParamsSchema>

export interface SlotLineWin {
  line: number
  symbol: SlotSymbol
  count: 2 | 3
  pay: number
}
export interface SlotOutcome {
  stops: number[]
  /** grid[row][reel] */
  grid: SlotSymbol[][]
  wins: SlotLineWin[]
  /** Sum of the line wins, in line bets. */
  pay: number
}

/** The window and the line wins for three stops. */
export function slotSpin(stops: readonly number[]): SlotOutcome {
  const grid = Array.from({ length: SLOT_ROWS }, (_, row) =>
    stops.map((stop, reel) => {
      const strip = SLOT_REELS[reel]!
      return strip[(stop + row) % strip.length]!
    }),
  )
  const wins: SlotLineWin[] = []
  SLOT_LINES.forEach((rows, line) => {
    const [a, b, c] = rows.map((row, reel) => grid[row]![reel]!) as [SlotSymbol, SlotSymbol, SlotSymbol]
    if (a === b && b === c) wins.push({ line, symbol: a, count: 3, pay: SLOT_PAYS[a] })
    else if (a === 'cherry' && b === 'cherry') wins.push({ line, symbol: a, count: 2, pay: SLOT_TWO_CHERRIES })
  })
  return { stops: [...stops], grid, wins, pay: wins.reduce((s, w) => s + w.pay, 0) }
}

export function slotOutcome(floats: readonly number[]): SlotOutcome {
  return slotSpin(SLOT_REELS.map((strip, reel) => Math.floor(floats[reel]! * strip.length)))
}

/** Payout in minor units: floor(bet × line pays / 5). */
export function slotPayout(bet: number, o: SlotOutcome): number {
  return Math.floor((bet * o.pay) / SLOT_LINES.length)
}
