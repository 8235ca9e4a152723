/**
 * Punto banco baccarat (the sandbox's LIVE game for BAC and every live classification but
 * roulette): 8 decks, the standard third-card rules, bets on player (pays 1:1), banker (1:1 less
 * 5 % commission) and tie (8:1); player and banker bets are returned on a tie.
 * RTP: banker 98.94 %, player 98.76 %, tie 85.64 % (the textbook 8-deck figures).
 * Amounts are minor units.
 */
import { shoe, type Card } from './cards'
import { floorMinor, type Rng } from './random'

export const BACCARAT_SIDES = ['PLAYER', 'BANKER', 'TIE'] as const
export type BaccaratSide = (typeof BACCARAT_SIDES)[number]

/** What a winning bet returns per unit staked, stake included. */
export const BACCARAT_RETURNS: Readonly<Record<BaccaratSide, number>> = { PLAYER: 2, BANKER: 1.95, TIE: 9 }

export interface BaccaratHand {
  player: Card[]
  banker: Card[]
  playerTotal: number
  bankerTotal: number
  winner: BaccaratSide
}

const value = (c: Card) => (c.rank >= 10 ? 0 : c.rank)
const total = (cards: Card[]) => cards.reduce((a, c) => a + value(c), 0) % 10

/** Whether the banker draws a third card, given its total and the player's third card (null if the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerTotal <= 5
  const p = value(playerThird)
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true
    case 3:
      return p !== 8
    case 4:
      return p >= 2 && p <= 7
    case 5:
      return p >= 4 && p <= 7
    case 6:
      return p === 6 || p === 7
    default:
      return false
  }
}

/** Deals one coup from a fresh 8-deck shoe. */
export function dealBaccarat(rng: Rng): BaccaratHand {
  const draw = shoe(rng, 8)
  const player = [draw(), draw()]
  const banker = [draw(), draw()]
  const natural = total(player) >= 8 || total(banker) >= 8
  if (!natural) {
    let playerThird: Card | null = null
    if (total(player) <= 5) player.push((playerThird = draw()))
    if (bankerDraws(total(banker), playerThird)) banker.push(draw())
  }
  const playerTotal = total(player)
  const bankerTotal = total(banker)
  const winner: BaccaratSide = playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE'
  return { player, banker, playerTotal, bankerTotal, winner }
}

/** What a set of bets returns (stakes included) after a coup won by `winner`. */
export function baccaratPayout(bets: readonly { side: BaccaratSide; amount: number }[], winner: BaccaratSide): number {
  let paid = 0
  for (const b of bets) {
    if (b.side === winner) paid += floorMinor(b.amount * BACCARAT_RETURNS[b.side])
    else if (winner === 'TIE') paid += b.amount // player and banker bets push on a tie
  }
  return paid
}
