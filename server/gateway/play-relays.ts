/**
 * Play relays under /wps/relay (spec §7): GLS2_roomList (T) lists the poker tables of the PVP
 * games the sandbox vendor serves, optionally of one vendor, classification or game, paged.
 * Amounts in major units (decision 0001). GCS_gameLaunchFB (T) is the fallback launch: `GET ?nodeId=`
 * answers what POST /wps/game/launchGame answers, by the same rules, for a client that can only
 * make a GET (a link, a reopened frame; decision 0056).
 * @see product-spec §7 "Poker rooms", "Game launch FB"
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from './env'
import { ok } from './envelope'
import { requireSession } from './session'
import { MONEY, toApi } from './to-api'
import { listRooms } from '../vendors/sandbox/rooms'
import { validate } from './validate'
import { launchFor } from './launch'

const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)

export const RoomListQuerySchema = z
  .object({
    vassalage: code.optional(),
    gameClassify: code.optional(),
    gameCode: code.optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    language: z.string().max(8).optional(),
  })
  .strict()

/** Query of GCS_gameLaunchFB: the game's `nodeId` (as launchGame's body), optionally the answer `language`. */
export const LaunchFbQuerySchema = z.object({ nodeId: z.string().trim().min(1).max(64), language: z.string().max(8).optional() }).strict()

export const playRelays = new Hono<AppEnv>()
  .get('/GLS2_roomList', requireSession, (c) => {
    const q = RoomListQuerySchema.parse(c.req.query())
    const rooms = listRooms(c.get('platform'), q, Date.now())
    const page = rooms.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize)
    return ok(c, {
      list: page.map((r) => toApi(r, MONEY.room)),
      pageNum: q.pageNo,
      totalPages: Math.ceil(rooms.length / q.pageSize),
      total: rooms.length,
    })
  })
  .get('/GCS_gameLaunchFB', requireSession, validate('query', LaunchFbQuerySchema), async (c) => ok(c, await launchFor(c, c.req.valid('query').nodeId)))
