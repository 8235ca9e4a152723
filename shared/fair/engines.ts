/**
 * The in-house vendor's five game engines (dice, limbo, mines, plinko, slot) behind one interface,
 * and how the catalogue's BGS classifications map onto them (decision 0012: every BGS tile plays
 * the nearest engine). Pure and browser-safe: the randomness comes in as floats (rng.ts makes
 * them on the server). Bets and payouts are integer minor units.
 * @see DESIGN §5 "In-house vendor"
 */
import type { z } from 'zod'
import { DiceParamsSchema, diceOutcome, dicePayout, type DiceOutcome, type DiceParams } from './dice'
import { LimboParamsSchema, limboOutcome, limboPayout, type LimboOutcome, type LimboParams } from './limbo'
import { MinesParamsSchema, minesFloats, minesOutcome, type MinesOutcome, type MinesParams } from './mines'
import { PlinkoParamsSchema, plinkoOutcome, plinkoPayout, type PlinkoOutcome, type PlinkoParams } from './plinko'
import { SLOT_REELS, SlotParamsSchema, slotOutcome, slotPayout, type SlotOutcome, type SlotParams } from './slot'

export const ENGINES = ['dice', 'limbo', 'mines', 'plinko', 'slot'] as const
export type Engine = (typeof ENGINES)[number]

/** BGS classification → engine. Unknown classifications play dice. */
export const ENGINE_OF_CLASSIFICATION: Readonly<Record<string, Engine>> = {
  DICE: 'dice',
  COIN: 'dice',
  CARD: 'dice',
  ROULETTE: 'dice',
  CRASH: 'limbo',
  MINES: 'mines',
  TOWER: 'mines',
  KENO: 'mines',
  PLINKO: 'plinko',
  WHEEL: 'plinko',
  SLOT: 'slot',
}

export function engineOf(classification: string): Engine {
  return ENGINE_OF_CLASSIFICATION[classification] ?? 'dice'
}

/** Bet limits of every in-house game, minor units (1.00 to 10,000.00). */
export const BET_LIMITS = { min: 100, max: 1_000_000 } as const

export interface ParamsOf {
  dice: DiceParams
  limbo: LimboParams
  mines: MinesParams
  plinko: PlinkoParams
  slot: SlotParams
}
export interface OutcomeOf {
  dice: DiceOutcome
  limbo: LimboOutcome
  mines: MinesOutcome
  plinko: PlinkoOutcome
  slot: SlotOutcome
}
export type AnyParams = ParamsOf[Engine]
export type AnyOutcome = OutcomeOf[Engine]

export const PARAMS_SCHEMAS: { [E in Engine]: z.ZodType<ParamsOf[E]> } = {
  dice: DiceParamsSchema,
  limbo: LimboParamsSchema,
  mines: MinesParamsSchema,
  plinko: PlinkoParamsSchema,
  slot: SlotParamsSchema,
}

/** The parameters a game opens with, by classification (a coin flip is dice at 50 %, a tower is mines with 3). */
export function defaultParams(classification: string): AnyParams {
  switch (classification) {
    case 'COIN':
      return { target: 50, condition: 'over' }
    case 'CARD':
      return { target: 50, condition: 'under' }
    case 'ROULETTE':
      return { target: 48.65, condition: 'under' }
    case 'TOWER':
      return { mines: 5 }
    case 'KENO':
      return { mines: 10 }
    case 'WHEEL':
      return { rows: 10, risk: 'medium' }
  }
  switch (engineOf(classification)) {
    case 'dice':
      return { target: 50, condition: 'over' }
    case 'limbo':
      return { target: 2 }
    case 'mines':
      return { mines: 3 }
    case 'plinko':
      return { rows: 12, risk: 'low' }
    case 'slot':
      return {}
  }
}

/** Floats one round of the engine consumes. */
export function floatsNeeded(engine: Engine, params: AnyParams): number {
  switch (engine) {
    case 'dice':
    case 'limbo':
      return 1
    case 'mines':
      return minesFloats(params as MinesParams)
    case 'plinko':
      return (params as PlinkoParams).rows
    case 'slot':
      return SLOT_REELS.length
  }
}

/** The round's outcome from its floats (for mines: where the mines are). */
export function outcomeOf<E extends Engine>(engine: E, floats: readonly number[], params: ParamsOf[E]): OutcomeOf[E]
export function outcomeOf(engine: Engine, floats: readonly number[], params: AnyParams): AnyOutcome {
  switch (engine) {
    case 'dice':
      return diceOutcome(floats, params as DiceParams)
    case 'limbo':
      return limboOutcome(floats, params as LimboParams)
    case 'mines':
      return minesOutcome(floats, params as MinesParams)
    case 'plinko':
      return plinkoOutcome(floats, params as PlinkoParams)
    case 'slot':
      return slotOutcome(floats)
  }
}

/** Payout (minor units) of a one-step round; mines pay by cash-out (minesPayout). */
export function instantPayout(engine: Exclude<Engine, 'mines'>, bet: number, params: AnyParams, outcome: AnyOutcome): number {
  switch (engine) {
    case 'dice':
      return dicePayout(bet, params as DiceParams, outcome as DiceOutcome)
    case 'limbo':
      return limboPayout(bet, params as LimboParams, outcome as LimboOutcome)
    case 'plinko':
      return plinkoPayout(bet, outcome as PlinkoOutcome)
    case 'slot':
      return slotPayout(bet, outcome as SlotOutcome)
  }
}
