/**
 * A quick Teen Patti showdown (the sandbox's PVP game): the player and the house each get three
 * cards from one deck; the better hand wins. Ranks, best first: trail (three of a kind), pure
 * sequence (straight flush), sequence, colour (flush), pair, high card; aces high, A-K-Q the best
 * sequence and A-2-3 the lowest. A win returns 1.95× the bet (5 % commission), a tie returns the
 * bet, a loss nothing: RTP = P(win)·1.95 + P(tie) ≈ 97.5 % (the game is symmetric).
 * Amounts are minor units.
 */
import { shoe, type Card } from './cards'
import { floorMinor, type Rng } from './random'

export const SHOWDOWN_WIN_RETURN = 1.95

export const TEEN_PATTI_HANDS = ['HIGH_CARD', 'PAIR', 'COLOUR', 'SEQUENCE', 'PURE_SEQUENCE', 'TRAIL'] as const
export type TeenPattiHand = (typeof TEEN_PATTI_HANDS)[number]

export interface RankedHand {
  hand: TeenPattiHand /** Compare lexicographically: category first, then the kickers. */
  score: number[]
}

const high = (rank: number) => (rank === 1 ? 14 : rank)

/** Ranks three cards. */
export function rankTeenPatti(cards: readonly Card[]): RankedHand {
  const values = cards.map((c) => high(c.rank)).sort((a, b) => b - a)
  const flush = cards.every((c) => c.suit === cards[0].suit)
  const lowAce = values[0] === 14 && values[1] === 3 && values[2] === 2
  const straight = lowAce || (values[0] - values[1] === 1 && values[1] - values[2] === 1)
  const seq = lowAce ? [3, 2, 1] : values
  if (values[0] === values[2]) return { hand: 'TRAIL', score: [5, values[0]] }
  if (straight && flush) return { hand: 'PURE_SEQUENCE', score: [4, ...seq] }
  if (straight) return { hand: 'SEQUENCE', score: [3, ...seq] }
  if (flush) return { hand: 'COLOUR', score: [2, ...values] }
  if (values[0] === values[1] || values[1] === values[2]) {
    const pair = values[1]
    const kicker = values[0] === values[1] ? values[2] : values[0]
    return { hand: 'PAIR', score: [1, pair, kicker] }
  }
  return { hand: 'HIGH_CARD', score: [0, ...values] }
}

/** 1 when a beats b, -1 when b beats a, 0 for a tie. */
export function compareHands(a: RankedHand, b: RankedHand): number {
  for (let i = 0; i < Math.max(a.score.length, b.score.length); i++) {
    const d = (a.score[i] ?? 0) - (b.score[i] ?? 0)
    if (d !== 0) return Math.sign(d)
  }
  return 0
}

export interface Showdown {
  player: Card[]
  house: Card[]
  playerHand: TeenPattiHand
  houseHand: TeenPattiHand
  result: 'WIN' | 'LOSE' | 'TIE'
}

export function dealShowdown(rng: Rng): Showdown {
  const draw = shoe(rng, 1)
  const player = [draw(), draw(), draw()]
  const house = [draw(), draw(), draw()]
  const p = rankTeenPatti(player)
  const h = rankTeenPatti(house)
  const c = compareHands(p, h)
  return { player, house, playerHand: p.hand, houseHand: h.hand, result: c > 0 ? 'WIN' : c < 0 ? 'LOSE' : 'TIE' }
}

/** What a bet returns (stake included) for a showdown result. */
export function showdownPayout(bet: number, result: Showdown['result']): number {
  return result === 'WIN' ? floorMinor(bet * SHOWDOWN_WIN_RETURN) : result === 'TIE' ? bet : 0
}
