/**
 * The sandbox vendor's game API (POST /vendors/sandbox/*), spoken by the sandbox game islands
 * inside the game frame. The browser names the game only by its launch token; every outcome is
 * drawn on the vendor's server. Amounts in requests and answers are MAJOR units with at most 2
 * decimals (decision 0001); the vendor works in minor units. Answers use the envelope
 * `{ success: true, value }` / `{ success: false, code, balance? }`, and the page translates `code`
 * (`play.errors.<code>`): a body that does not fit is `BAD_REQUEST`, so the schemas' own messages
 * (i18n keys, `validation.schema.*`, decision 0033) stay on the server.
 * @see DESIGN §5 "Sandbox vendor"
 */
import { z } from 'zod'
import { AmountSchema } from './wallet'
import { BACCARAT_SIDES, type BaccaratSide } from '../sandbox/baccarat'
import { ROULETTE_BET_KINDS, validRouletteBet, type RouletteBetKind } from '../sandbox/roulette'
import { FISH_IDS, FISH_MAX_SHOTS, type FishId } from '../sandbox/fish'
import type { Fixture, SlipSport } from '../sandbox/betslip'
import type { SlotLineWin, SlotSymbol } from '../sandbox/slot'
import type { Card } from '../sandbox/cards'
import type { TeenPattiHand } from '../sandbox/teen-patti'
import type { SandboxGame } from '../sandbox/kinds'

/** A launch token as the platform issues it (base64url). */
export const LaunchTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/)

export const SandboxSessionSchema = z
  .object({
    token: LaunchTokenSchema,
    vendor: z.string().regex(/^[A-Z0-9_]{2,32}$/),
    gameCode: z.string().trim().min(1).max(64),
    gameType: z.string().regex(/^[A-Z]{2,12}$/),
  })
  .strict()
export type SandboxSessionBody = z.infer<typeof SandboxSessionSchema>

export const SandboxBalanceSchema = z.object({ token: LaunchTokenSchema }).strict()

const fixtureId = z.string().regex(/^F\d{1,6}$/)

/** One round of the session's game; `game` must be the session's. Amounts in major units. */
export const SandboxPlaySchema = z.discriminatedUnion('game', [
  z.object({ token: LaunchTokenSchema, game: z.literal('SLOT'), bet: AmountSchema }).strict(),
  z
    .object({
      token: LaunchTokenSchema,
      game: z.literal('BACCARAT'),
      bets: z
        .array(z.object({ side: z.enum(BACCARAT_SIDES), amount: AmountSchema }).strict())
        .min(1)
        .max(3)
        .refine((bs) => new Set(bs.map((b) => b.side)).size === bs.length, 'validation.schema.oneBetPerSide'),
    })
    .strict(),
  z
    .object({
      token: LaunchTokenSchema,
      game: z.literal('ROULETTE'),
      bets: z
        .array(
          z
            .object({ kind: z.enum(ROULETTE_BET_KINDS), value: z.number().int().optional(), amount: AmountSchema })
            .strict()
            .refine(validRouletteBet, 'validation.schema.betValue'),
        )
        .min(1)
        .max(60),
    })
    .strict(),
  z
    .object({
      token: LaunchTokenSchema,
      game: z.literal('BETSLIP'),
      mode: z.enum(['SINGLES', 'COMBO']),
      /** COMBO: the one stake. */
      stake: AmountSchema.optional(),
      selections: z
        .array(z.object({ fixtureId, outcome: z.string().regex(/^[A-Z0-9]{1,8}$/), stake: AmountSchema.optional() }).strict())
        .min(1)
        .max(8)
        .refine((ss) => new Set(ss.map((s) => s.fixtureId)).size === ss.length, 'validation.schema.oneSelectionPerFixture'),
    })
    .strict()
    .refine(
      (s) =>
        s.mode === 'COMBO'
          ? s.stake !== undefined && s.selections.length >= 2 && s.selections.every((x) => x.stake === undefined)
          : s.stake === undefined && s.selections.every((x) => x.stake !== undefined),
      'validation.schema.slipStakes',
    ),
  z.object({ token: LaunchTokenSchema, game: z.literal('FISH'), target: z.enum(FISH_IDS), betPerShot: AmountSchema, shots: z.number().int().min(1).max(FISH_MAX_SHOTS) }).strict(),
  z.object({ token: LaunchTokenSchema, game: z.literal('SHOWDOWN'), bet: AmountSchema }).strict(),
])
export type SandboxPlayBody = z.infer<typeof SandboxPlaySchema>
/** What a game sends for a round, without the token (amounts in major units). */
export type SandboxPlayRequest = z.input<typeof SandboxPlaySchema> extends infer T ? (T extends unknown ? Omit<T, 'token'> : never) : never

/** Why a call was refused; the page shows `play.errors.<code>`. */
export const SANDBOX_ERROR_CODES = [
  'BAD_REQUEST',
  'SESSION_NOT_FOUND',
  'GAME_NOT_FOUND',
  'WRONG_GAME',
  'BELOW_MIN_BET',
  'ABOVE_MAX_BET',
  'FIXTURE_CLOSED',
  'BUSY',
  'NETWORK',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_LIMIT_REACHED',
  'RS_ERROR_UNKNOWN',
] as const
export type SandboxErrorCode = (typeof SANDBOX_ERROR_CODES)[number]

/** What a round looked like, per game (amounts in major units). */
export type SandboxOutcome =
  | { game: 'SLOT'; grid: SlotSymbol[][]; wins: SlotLineWin[] }
  | { game: 'BACCARAT'; player: Card[]; banker: Card[]; playerTotal: number; bankerTotal: number; winner: BaccaratSide; bets: { side: BaccaratSide; amount: number }[] }
  | { game: 'ROULETTE'; number: number; colour: 'GREEN' | 'RED' | 'BLACK'; bets: { kind: RouletteBetKind; value?: number; amount: number; payout: number }[] }
  | {
      game: 'BETSLIP'
      mode: 'SINGLES' | 'COMBO'
      stake?: number
      selections: { fixtureId: string; league: string; home: string; away: string; outcome: string; odds: number; stake?: number; result: string; won: boolean }[]
    }
  | { game: 'FISH'; target: FishId; betPerShot: number; catches: number[] }
  | { game: 'SHOWDOWN'; player: Card[]; house: Card[]; playerHand: TeenPattiHand; houseHand: TeenPattiHand; result: 'WIN' | 'LOSE' | 'TIE' }

export interface SandboxRound {
  roundId: string
  bet: number
  payout: number
  at: number
  outcome: SandboxOutcome /** The win is still being delivered to the wallet. */
  settling?: boolean
}

export interface SandboxGameInfo {
  vendor: string
  gameCode: string
  gameType: string
  classification: string
  name: string
  iconUrl: string
  game: SandboxGame
  minBet: number
  maxBet: number
  chips: number[]
  /** Bet slip only. */
  sports?: SlipSport[]
}

export interface SandboxSessionValue {
  game: SandboxGameInfo
  balance: number
  currency: string
  history: SandboxRound[]
  fixtures?: Fixture[]
}
export interface SandboxPlayValue {
  round: SandboxRound
  balance: number
  fixtures?: Fixture[]
}
