/**
 * The in-house vendor's game API (POST /vendors/inhouse/…), shared by its server and the game
 * island: request schemas (zod, used on both sides) and answer shapes. Every call carries the
 * launch token; amounts travel in MAJOR units (decision 0001: bets as a number or numeric string
 * with ≤ 2 decimals, answers as numbers), the server keeps minor units. Answers use the envelope of
 * DESIGN §2: `{ success: true, value }` or `{ success: false, code, message }`.
 *
 * | path | body | value |
 * |---|---|---|
 * | /session | { token, gameCode } | SessionView |
 * | /bet | { token, gameCode, bet, params } | BetView (dice, limbo, plinko, slot) |
 * | /mines/start | { token, gameCode, bet, params } | BetView (round OPEN) |
 * | /mines/reveal | { token, roundId, tile } | BetView |
 * | /mines/cashout | { token, roundId } | BetView |
 * | /seed/client | { token, clientSeed } | SeedView |
 * | /seed/rotate | { token } | RotateView |
 */
import { z } from 'zod'
import { AmountSchema } from '../schemas/wallet'
import { ClientSeedSchema } from './seeds'
import type { Engine } from './engines'

export const LaunchTokenSchema = z.string({ error: 'inhouse.errors.invalidToken' }).regex(/^[A-Za-z0-9_-]{16,128}$/, 'inhouse.errors.invalidToken')
const GameCodeSchema = z.string({ error: 'inhouse.errors.gameNotFound' }).trim().min(1, 'inhouse.errors.gameNotFound').max(64, 'inhouse.errors.gameNotFound')
const RoundIdSchema = z.string({ error: 'inhouse.errors.roundNotFound' }).regex(/^ih-[0-9a-f-]{3,40}$/, 'inhouse.errors.roundNotFound')

export const SessionBodySchema = z.object({ token: LaunchTokenSchema, gameCode: GameCodeSchema }).strict()
/** `bet` in major units → minor units; `params` are checked against the game's engine afterwards. */
export const BetBodySchema = z
  .object({
    token: LaunchTokenSchema,
    gameCode: GameCodeSchema,
    bet: AmountSchema,
    params: z.record(z.string(), z.unknown(), { error: 'inhouse.errors.badParams' }),
  })
  .strict()
export const RevealBodySchema = z
  .object({
    token: LaunchTokenSchema,
    roundId: RoundIdSchema,
    tile: z.number({ error: 'inhouse.errors.badParams' }).int('inhouse.errors.badParams').min(0, 'inhouse.errors.badParams').max(24, 'inhouse.errors.badParams'),
  })
  .strict()
export const CashoutBodySchema = z.object({ token: LaunchTokenSchema, roundId: RoundIdSchema }).strict()
export const ClientSeedBodySchema = z.object({ token: LaunchTokenSchema, clientSeed: ClientSeedSchema }).strict()
export const RotateBodySchema = z.object({ token: LaunchTokenSchema }).strict()

export type SessionBody = z.infer<typeof SessionBodySchema>
export type BetBody = z.input<typeof BetBodySchema>

/** The active pair as the player may see it (never the server seed). */
export interface SeedView {
  serverSeedHash: string
  clientSeed: string
  nonce: number
}

/** A round. Amounts major units; times UTC ms. */
export interface RoundView {
  roundId: string
  gameCode: string
  engine: Engine
  nonce: number
  clientSeed: string
  serverSeedHash: string
  /** Known once the pair has been rotated: the round can then be verified. */
  serverSeed: string | null
  params: Record<string, unknown>
  /**
   * The engine's outcome. A mines round in play shows only `revealed` (the safe tiles picked);
   * once over, `mines` too and `hit` (the mine picked, or null on a cash-out).
   */
  outcome: Record<string, unknown>
  bet: number
  payout: number
  /** payout / bet for a decided round; for a mines round in play, the current cash-out multiplier. */
  multiplier: number
  /** OPEN (mines in play), SETTLING (payout being credited) or SETTLED. */
  status: 'OPEN' | 'SETTLING' | 'SETTLED'
  createdAt: number
  /** Mines in play: what the next safe tile would pay, and the cash-out now (major units). */
  next?: { multiplier: number; cashout: number }
}

export interface GameView {
  gameCode: string
  name: string
  classification: string
  engine: Engine
  /** Settings the game opens with. */
  params: Record<string, unknown>
  minBet: number
  maxBet: number
  /** Theoretical RTP range of the engine (fractions). */
  rtp: { min: number; max: number }
}

export interface SessionView {
  balance: number
  currency: string
  seed: SeedView
  game: GameView
  /** A mines round left in play, to resume. */
  openRound: RoundView | null
  history: RoundView[]
}

export interface BetView {
  round: RoundView
  /** The balance after the bet (and the win, once credited). */
  balance: number
  seed: SeedView
}

export interface RotateView {
  /** The pair just revealed: its server seed, hash, client seed and how many nonces it used. */
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonces: number }
  seed: SeedView
  history: RoundView[]
}
