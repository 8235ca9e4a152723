/**
 * Shapes of the account game lists (product-spec §3 "Favourites query", "Recent query"; §7
 * MCSFE_getFavoriteGames, MCSFE_getFavoriteGamesList, MCSFE_addFavoriteGameV2,
 * MCSFE_removeFavoriteGameV2, GCS_recentGame; §9 favourites page size 999, recent size 20).
 * One schema serves the gateway's validation and the favourite toggle that sends the same body.
 */
import { z } from 'zod'
import { PAGE_SIZE } from '../constants'
import { GameTypeSchema, type GameCard } from './game'

const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,32}$/, 'validation.schema.code')
/** A catalogue node id as the game cards carry it (`PG-RNG-12`). */
export const NodeIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'validation.schema.nodeId')

/** Fields every client sends along (spec §3: clientType, platform, token, language); accepted and not used. */
const clientFields = {
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(64).optional(),
  token: z.string().max(4096).optional(),
  language: z.string().max(8).optional(),
}

/** Query of MCSFE_getFavoriteGames (the favourite id list). */
export const FavouriteIdsQuerySchema = z.object({ ...clientFields }).strict()

/** Query of MCSFE_getFavoriteGamesList: pages from 1, at most 999 a page (spec §9). */
export const FavouriteListQuerySchema = z
  .object({
    ...clientFields,
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE.favourites).default(PAGE_SIZE.favourites),
    gameType: GameTypeSchema.optional(),
    vendor: code.optional(),
  })
  .strict()
export type FavouriteListQuery = z.infer<typeof FavouriteListQuerySchema>

/** Body of MCSFE_addFavoriteGameV2 (spec §7: nodeId, vendor, gameType). */
export const AddFavouriteSchema = z
  .object({
    nodeId: NodeIdSchema,
    vendor: code,
    gameType: GameTypeSchema,
  })
  .strict()
export type AddFavourite = z.infer<typeof AddFavouriteSchema>

/** What MCSFE_removeFavoriteGameV2 takes, in the query or a JSON body: the game's nodeId (vendor and gameType may ride along). */
export const RemoveFavouriteSchema = z
  .object({
    ...clientFields,
    nodeId: NodeIdSchema,
    vendor: code.optional(),
    gameType: GameTypeSchema.optional(),
  })
  .strict()

/** Query of GCS_recentGame: pages from 1, 20 a page by default (spec §9). */
export const RecentQuerySchema = z
  .object({
    ...clientFields,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.recent),
    gameType: GameTypeSchema.optional(),
    vassalage: code.optional(),
  })
  .strict()
export type RecentQuery = z.infer<typeof RecentQuerySchema>

/** Answer of MCSFE_getFavoriteGamesList. */
export interface FavouritePage {
  content: GameCard[]
  pageNum: number
  totalPages: number
  total: number
}

/** Answer of GCS_recentGame: `lastPlayedAt` is the member's latest launch of the game, UTC ms. */
export interface RecentPage {
  list: (GameCard & { lastPlayedAt: number })[]
  pageNum: number
  totalPages: number
  total: number
}

/** Answer of the add and remove calls: the game and whether it is a favourite now. */
export interface FavouriteChange {
  nodeId: string
  favourite: boolean
}
