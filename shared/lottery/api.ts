/**
 * The lottery's calls and answer shapes, shared by the servers and the islands (issue 5 "Lottery").
 *
 * The embedded lottery vendor (POST /vendors/lottery/…, the launch token in the body; envelope of
 * DESIGN §2; amounts in MAJOR units, decision 0001):
 * | path | body | value |
 * |---|---|---|
 * | /session | { token, gameCode } | LotterySessionView |
 * | /bet | { token, gameCode, numero, lines: [{ type, pick, amount }] } | { ticket: TicketView, balance } |
 * | /tickets | { token, gameCode? } | { tickets: TicketView[] } |
 *
 * The lobby's lottery calls (spec §7; GET, envelope): /lgw/vn/games/game_menu (LotteryMenuEntry[]),
 * /lgw/vn/games/game_menu/recent (T; the member's recent lottery games), /lgw/vn/numeros/opened/game
 * (a game's opened numbers, paged), /lotto/lgw/games/opened/numero (T; the latest opened numbers of
 * several games), /lgw/vn/games/launch (T; the lottery launch of spec §7 with its parameters).
 */
import { z } from 'zod'
import { AmountSchema } from '../schemas/wallet'
import { BET_TYPE_CODES, PRIZE_MODES, type BetTypeCode, type PrizeMode } from './bets'
import { LOTTERY_AREAS, type LotteryArea, type VnRegion } from './games'
import type { LotteryFormat } from './formats'
import type { Schedule } from './schedule'

/** Most lines on one ticket. */
export const MAX_TICKET_LINES = 20
/** Most one line may stake (minor units): ₱10,000. */
export const MAX_LINE_AMOUNT = 1_000_000
/** Most one ticket may stake (minor units): ₱50,000. */
export const MAX_TICKET_AMOUNT = 5_000_000
/** Smallest stake when the catalogue names none (minor units): ₱1. */
export const DEFAULT_MIN_LINE = 100

export const LaunchTokenSchema = z.string({ error: 'lottery.errors.invalidToken' }).regex(/^[A-Za-z0-9_-]{16,128}$/, 'lottery.errors.invalidToken')
export const GameCodeSchema = z
  .string({ error: 'lottery.errors.gameNotFound' })
  .trim()
  .regex(/^[A-Za-z0-9_]{1,64}$/, 'lottery.errors.gameNotFound')
export const NumeroSchema = z.string({ error: 'lottery.errors.drawNotFound' }).regex(/^\d{8}(-\d{4})?$/, 'lottery.errors.drawNotFound')

export const SessionBodySchema = z.object({ token: LaunchTokenSchema, gameCode: GameCodeSchema }).strict()
export const TicketsBodySchema = z.object({ token: LaunchTokenSchema, gameCode: GameCodeSchema.optional() }).strict()

export const BetLineSchema = z
  .object({
    type: z.enum(BET_TYPE_CODES, { error: 'lottery.errors.badLine' }),
    pick: z.string({ error: 'lottery.errors.badPick' }).trim().min(1, 'lottery.errors.badPick').max(8, 'lottery.errors.badPick'),
    /** Major units → minor units. */
    amount: AmountSchema,
  })
  .strict()

export const BetBodySchema = z
  .object({
    token: LaunchTokenSchema,
    gameCode: GameCodeSchema,
    numero: NumeroSchema,
    lines: z.array(BetLineSchema, { error: 'lottery.errors.emptySlip' }).min(1, 'lottery.errors.emptySlip').max(MAX_TICKET_LINES, 'lottery.errors.tooManyLines'),
  })
  .strict()
export type BetBody = z.infer<typeof BetBodySchema>

const Paging = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
}
/** Fields every lobby call may carry and the lottery calls ignore (spec §7 notes). */
const Common = { language: z.string().max(8).optional(), clientType: z.string().max(8).optional(), platform: z.string().max(40).optional(), merchant: z.string().max(32).optional() }

export const GameMenuQuerySchema = z
  .object({
    ...Common,
    prizeMode: z.enum(PRIZE_MODES).optional(),
    lottoArea: z.enum(LOTTERY_AREAS).optional(),
  })
  .strict()
export const RecentMenuQuerySchema = z.object({ ...Common, size: z.coerce.number().int().min(1).max(50).default(20) }).strict()
export const OpenedGameQuerySchema = z.object({ ...Common, gameCode: GameCodeSchema, ...Paging }).strict()
export const OpenedNumeroQuerySchema = z
  .object({
    ...Common,
    /** Comma-separated game codes; none = every lottery game of the area (or all). */
    gameCodes: z
      .string()
      .max(2_000)
      .regex(/^[A-Za-z0-9_,]*$/)
      .optional(),
    lottoArea: z.enum(LOTTERY_AREAS).optional(),
  })
  .strict()
/** The lottery launch parameters of spec §7. */
export const LotteryLaunchQuerySchema = z
  .object({
    ...Common,
    lottoGameCode: GameCodeSchema,
    lottoArea: z.string().max(8).optional(),
    launchMode: z.string().max(8).optional(),
    lottoPrizeMode: z.enum(PRIZE_MODES).optional(),
    lottoView: z.enum(['betting', 'lobby']).default('betting'),
    device: z.string().max(16).optional(),
    backUrl: z.string().max(300).optional(),
  })
  .strict()

/** A draw as players see it: numbers and salt only once drawn. Times UTC ms. */
export interface DrawView {
  numero: string
  openAt: number
  closeAt: number
  drawAt: number
  /** SHA-256 (hex) of `numbers.join(',') + ':' + salt`, published before the draw. */
  commitment: string
  status: 'OPEN' | 'CLOSED' | 'DRAWN'
  numbers: string[] | null
  salt: string | null
  /** Every ticket of the draw has been paid (or voided). */
  settled: boolean
}

/** A bet type with its odds as decimals (stake included) and the exact RTP per option. */
export interface BetTypeView {
  code: BetTypeCode
  pick: { kind: 'digits'; length: number } | { kind: 'ball'; min: number; max: number } | { kind: 'choice' }
  options: { value: string; odds: number; rtp: number }[]
  perHit: boolean
}

export interface LotteryGameView {
  gameCode: string
  gameName: string
  vendorCode: string
  gameType: string
  nodeId: string
  area: LotteryArea
  region: VnRegion | null
  prizeMode: PrizeMode
  format: LotteryFormat
  schedule: Schedule
  betTypes: BetTypeView[]
  /** Major units. */
  minLine: number
  maxLine: number
  maxTicket: number
  chips: number[]
}

export type TicketStatus = 'PENDING' | 'PLACED' | 'SETTLING' | 'WON' | 'LOST' | 'VOID'

export interface TicketView {
  ticketId: string
  gameCode: string
  numero: string
  /** Major units; `payout` per line once the draw is decided. */
  lines: { type: BetTypeCode; pick: string; amount: number; odds: number; payout: number | null }[]
  amount: number
  payout: number | null
  status: TicketStatus
  placedAt: number
  drawAt: number
  numbers: string[] | null
}

export interface LotterySessionView {
  /** Major units. */
  balance: number
  currency: string
  serverNow: number
  game: LotteryGameView
  current: DrawView
  last: DrawView | null
  tickets: TicketView[]
}

/** One game of the lottery menu (spec §7 game_menu): with its betting draw and countdown. */
export interface LotteryMenuEntry {
  gameCode: string
  gameName: string
  vassalage: string
  gameType: string
  nodeId: string
  iconUrl: string
  area: LotteryArea
  region: VnRegion | null
  prizeMode: PrizeMode
  classification: string
  /** Interval in ms, or null for a daily game. */
  everyMs: number | null
  current: { numero: string; closeAt: number; drawAt: number; commitment: string }
  /** ms until betting closes, from the server's clock. */
  countdown: number
  last: { numero: string; numbers: string[]; drawAt: number } | null
}

export interface OpenedPage {
  list: DrawView[]
  pageNum: number
  totalPages: number
  total: number
}
