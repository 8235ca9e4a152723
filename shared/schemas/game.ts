/**
 * Query and response shapes of the game catalogue calls (product-spec §3 "Game list query", §7).
 * One schema serves the gateway's validation and the pages that build the same queries.
 */
import { z } from 'zod'
import { GAME_TYPES } from '../constants'

const flag = z.union([z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')]).transform((v) => v === '1' || v === 'true')
const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,32}$/, 'validation.schema.code')
/** Accepts 'RNG' or 'rng'. */
export const GameTypeSchema = z
  .string()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(GAME_TYPES))

/** Query of `GCSGAME_gameList`. `minBet` is in major units (spec §9 "minimum bet 1 or more"). */
export const GameListQuerySchema = z
  .object({
    clientType: z.coerce.number().int().optional(),
    platform: z.string().max(64).optional(),
    merchant: z.string().max(32).optional(),
    gameType: GameTypeSchema.default('RNG'),
    vassalage: code.optional(),
    gameClassify: code.optional(),
    isNew: flag.optional(),
    gameName: z.string().trim().max(60).optional(),
    minBet: z.coerce.number().min(0).max(1_000_000).optional(),
    minLineNum: z.coerce.number().int().min(0).max(10_000).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(18),
    language: z.string().max(8).optional(),
  })
  .strict()
export type GameListQuery = z.infer<typeof GameListQuerySchema>

export const HotGamesQuerySchema = z
  .object({
    merchantCode: z.string().max(32).optional(),
    isPlatform: z.coerce.number().int().optional(),
    platform: z.string().max(64).optional(),
    language: z.string().max(8).optional(),
    gameType: GameTypeSchema.optional(),
  })
  .strict()

export const VendorQuerySchema = z
  .object({
    platform: z.string().max(64).optional(),
    language: z.string().max(8).optional(),
    merchantCode: z.string().max(32).optional(),
  })
  .strict()

export const VassGameTypeQuerySchema = z
  .object({
    vassalage: code.optional(),
    language: z.string().max(8).optional(),
  })
  .strict()

export const RankListQuerySchema = z
  .object({
    gameCategory: z.union([z.literal('ALL'), GameTypeSchema]).default('ALL'),
    language: z.string().max(8).optional(),
    limitNum: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict()

export const GameMenusQuerySchema = z
  .object({
    language: z.string().max(8).optional(),
    prizeMode: z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']).optional(),
  })
  .strict()

/** A game card as every list returns it (spec §3 "Game card"). `minBet` in major units in the API, minor units inside the platform (the gateway's `toApi`). */
export interface GameCard {
  gameId: number
  nodeId: string
  nodeName: string
  gameName: string
  displayName: string
  gameType: string
  vassalage: string
  gameCode: string
  /** GAME, or VASSALAGE when the card opens the vendor's game list popup. */
  isGame: string
  isHot: 0 | 1
  isNew: 0 | 1
  iconUrl: string
  lagerIcon: string
  gameClassify: string
  minBet: number
  lineNum: number
}

export interface GameListPage {
  games: GameCard[]
  pageNum: number
  totalPages: number
  total: number
}

/** A vendor card inside a lane (spec §3 "Vendor category entry"). */
export interface VendorCard {
  vassalage: string
  name: string
  gameType: string
  isGame: string
  maintenance: boolean
  gameCount: number
  images: Record<'default' | 'active', Record<'color' | 'white' | 'purple', string>>
}

export interface VendorLane {
  title: string
  gameType: string
  cards: VendorCard[]
  gameClassify: string[]
}
