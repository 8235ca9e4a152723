/**
 * The sandbox slot (every RNG game of a third-party vendor): 5 reels × 3 rows, 20 fixed paylines
 * paying left to right from the first reel, a wild that substitutes for every symbol and pays its
 * own line. Each cell is drawn independently with the symbol weights below (a "virtual reel"),
 * so the return to player is exact: {@link slotRtp} enumerates every line of symbols.
 * Amounts are minor units; multipliers are per line bet (total bet / 20).
 * @see DESIGN §5 "Sandbox vendor"
 */
import { floorMinor, pickWeighted, type Rng } from './random'

export const SLOT_SYMBOLS = ['WILD', 'CROWN', 'GEM', 'SEVEN', 'BELL', 'CHERRY', 'LEMON', 'PLUM'] as const
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number]

/** Relative weight of each symbol on every cell. */
export const SLOT_WEIGHTS: Readonly<Record<SlotSymbol, number>> = { WILD: 3, CROWN: 2, GEM: 3, SEVEN: 4, BELL: 5, CHERRY: 7, LEMON: 9, PLUM: 10 }

/** Line pays for 3, 4 and 5 of a kind, in multiples of the line bet. */
export const SLOT_PAYTABLE: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  WILD: [50, 250, 1000],
  CROWN: [25, 100, 500],
  GEM: [20, 80, 300],
  SEVEN: [15, 50, 200],
  BELL: [10, 30, 120],
  CHERRY: [6, 20, 80],
  LEMON: [5, 15, 50],
  PLUM: [4, 10, 40],
}

/** The theoretical return to player that {@link slotRtp} computes from the weights and paytable (≈ 96.61 %). */
export const SLOT_RTP = 0.9661

export const SLOT_REELS = 5
export const SLOT_ROWS = 3

/** The 20 paylines: the row (0 top … 2 bottom) each line crosses on reels 1–5. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
]

/** A visible window: grid[reel][row]. */
export type SlotGrid = SlotSymbol[][]

export interface SlotLineWin {
  line: number
  symbol: SlotSymbol
  count: number
  multiplier: number
}

const WEIGHTS = SLOT_SYMBOLS.map((s) => SLOT_WEIGHTS[s])

/** Draws a window of 5 × 3 symbols. */
export function spinSlot(rng: Rng): SlotGrid {
  return Array.from({ length: SLOT_REELS }, () => Array.from({ length: SLOT_ROWS }, () => SLOT_SYMBOLS[pickWeighted(rng, WEIGHTS)]))
}

/** The pay of one line of five symbols (left to right), in line bets, with its symbol and length; null when it pays nothing. */
export function lineWin(symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: number; multiplier: number } | null {
  let wilds = 0
  while (wilds < symbols.length && symbols[wilds] === 'WILD') wilds++
  const wildPay = wilds >= 3 ? SLOT_PAYTABLE.WILD[wilds - 3] : 0
  const target = symbols.find((s) => s !== 'WILD')
  let best: { symbol: SlotSymbol; count: number; multiplier: number } | null = wildPay > 0 ? { symbol: 'WILD', count: wilds, multiplier: wildPay } : null
  if (target) {
    let count = 0
    while (count < symbols.length && (symbols[count] === target || symbols[count] === 'WILD')) count++
    const pay = count >= 3 ? SLOT_PAYTABLE[target][count - 3] : 0
    if (pay > (best?.multiplier ?? 0)) best = { symbol: target, count, multiplier: pay }
  }
  return best
}

/** Every winning line of a window and their sum, in line bets. */
export function evaluateSlot(grid: SlotGrid): { wins: SlotLineWin[]; multiplier: number } {
  const wins: SlotLineWin[] = []
  SLOT_LINES.forEach((rows, i) => {
    const w = lineWin(rows.map((row, reel) => grid[reel][row]))
    if (w) wins.push({ line: i + 1, ...w })
  })
  return { wins, multiplier: wins.reduce((a, w) => a + w.multiplier, 0) }
}

/** What a window pays for a total bet (minor units), rounded down to the minor unit. */
export function slotPayout(totalBet: number, lineMultiplier: number): number {
  return floorMinor((totalBet * lineMultiplier) / SLOT_LINES.length)
}

/**
 * The exact theoretical RTP (before rounding down to the minor unit): every line is five
 * independent cells, so E[line pay] is a sum over all 8^5 lines of symbols, and the total bet is
 * 20 line bets on 20 lines.
 */
export function slotRtp(): number {
  const total = WEIGHTS.reduce((a, b) => a + b, 0)
  const p = WEIGHTS.map((w) => w / total)
  const n = SLOT_SYMBOLS.length
  let expected = 0
  const line: SlotSymbol[] = new Array(SLOT_REELS)
  const walk = (reel: number, prob: number) => {
    if (reel === SLOT_REELS) {
      expected += prob * (lineWin(line)?.multiplier ?? 0)
      return
    }
    for (let s = 0; s < n; s++) {
      line[reel] = SLOT_SYMBOLS[s]
      walk(reel + 1, prob * p[s])
    }
  }
  walk(0, 1)
  return expected
}
