/**
 * Playing cards for the sandbox's table games: rank 1 (ace) … 13 (king), suit 0–3
 * (spades, hearts, diamonds, clubs). Dealt without replacement from a shoe of `decks` decks.
 */
import type { Rng } from './random'

export interface Card {
  rank: number
  suit: number
}

export const SUITS = ['♠', '♥', '♦', '♣'] as const
export const RANK_LABELS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const

/** Deals cards one at a time from a freshly shuffled shoe (each draw uniform over the unseen cards). */
export function shoe(rng: Rng, decks = 1): () => Card {
  const size = 52 * decks
  const used = new Set<number>()
  return () => {
    if (used.size >= size) throw new Error('shoe is empty')
    let i: number
    do i = rng.int(size)
    while (used.has(i))
    used.add(i)
    const c = i % 52
    return { rank: (c % 13) + 1, suit: Math.floor(c / 13) }
  }
}

/** "A♠", "10♥". */
export function cardLabel(c: Card): string {
  return `${RANK_LABELS[c.rank]}${SUITS[c.suit]}`
}
