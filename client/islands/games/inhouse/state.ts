/**
 * What the in-house game's parts share (context of the InhouseGame island): texts, money, the
 * game's settings, balance, seeds, the bet amount, and `play` — one call to the vendor that keeps
 * balance, seeds and history up to date. Amounts major units (the vendor API's).
 */
import { createContext, useContext } from 'react'
import type { BetView, GameView, RoundView, SeedView } from '../../../../shared/fair/api'
import type { T } from './views'
import type { RoundPath } from './api'

export type Tone = 'win' | 'loss' | 'info' | 'error'

export interface Played {
  view: BetView
  /** Applies the answer's balance and history (games that animate call it when the animation ends). */
  commit: () => void
}

export interface GameState {
  t: T
  /** Major units → "₱1,234.50". */
  money: (major: number) => string
  /** The page's BCP 47 tag (shared/i18n/format.ts `localeOf`) for multipliers, rolls, chances and times. */
  locale: string
  info: GameView
  balance: number
  seed: SeedView
  /** Set while a call is on its way. */
  busy: boolean
  /** The token can no longer play (expired, invalid, disabled account). */
  ended: boolean
  /** The bet field's text and its value in major units (null while invalid or outside the limits). */
  betText: string
  setBetText: (text: string) => void
  bet: number | null
  /** The mines round in play, if any. */
  openRound: RoundView | null
  /** The line under the play button: a result or a refusal. */
  notice: { tone: Tone; text: string } | null
  notify: (tone: Tone, text: string) => void
  /**
   * POSTs to the vendor with the token. On success returns the answer (with `commit` already run
   * unless `defer`); on a refusal shows its message and returns null.
   */
  play: (path: RoundPath, body: Record<string, unknown>, opts?: { defer?: boolean }) => Promise<Played | null>
}

export const GameContext = createContext<GameState | null>(null)

export function useGame(): GameState {
  const g = useContext(GameContext)
  if (!g) throw new Error('useGame outside InhouseGame')
  return g
}

/** Whether the player prefers less motion (animations are then skipped). */
export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}
