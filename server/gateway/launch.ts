/**
 * POST /wps/game/launchGame (T) { nodeId } → { kind: 'url', url, … } to open in the game frame, or
 * { kind: 'route', url } for lottery vendors (spec §4 launch routing). Trial accounts get
 * NEED_TRUE_ACCOUNT (403), a vendor under maintenance GAME_MAINTENANCE (503).
 * @see product-spec §4 launch routing, §6; DESIGN §5
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from './env'
import { ok } from './envelope'
import { requireSession } from './session'
import { readJson } from './body'

const LaunchBody = z.object({ nodeId: z.string().trim().min(1).max(64) })

export const launchRoutes = new Hono<AppEnv>().post('/game/launchGame', requireSession, async (c) => {
  const { nodeId } = LaunchBody.parse(await readJson(c))
  // An aggregator's game (Hub88, decision 0046) asks the aggregator for its URL; the others launch as before.
  const client = { ip: c.get('ip'), mobile: /Mobi|Android|iPhone/i.test(c.req.header('user-agent') ?? ''), lobbyUrl: new URL(c.req.url).origin }
  return ok(c, await c.get('platform').play.launcher.launchGame(c.var.session.memberId, nodeId, c.get('language'), client))
})
