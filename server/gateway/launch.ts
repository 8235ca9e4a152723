/**
 * POST /wps/game/launchGame (T) { nodeId } → { kind: 'url', url, … } to open in the game frame, or
 * { kind: 'route', url } for lottery vendors (spec §4 launch routing). Trial accounts get
 * NEED_TRUE_ACCOUNT (403), a vendor under maintenance GAME_MAINTENANCE (503).
 * @see product-spec §4 launch routing, §6; DESIGN §5
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { AppEnv, SessionEnv } from './env'
import { ok } from './envelope'
import { requireSession } from './session'
import { readJson } from './body'

const LaunchBody = z.object({ nodeId: z.string().trim().min(1).max(64) })

export const launchRoutes = new Hono<AppEnv>().post('/game/launchGame', requireSession, async (c) => {
  const { nodeId } = LaunchBody.parse(await readJson(c))
  return ok(c, await launchFor(c, nodeId))
})

/**
 * The launch answer of a signed-in member's game `nodeId` (the launch rules of launchGame; also
 * GCS_gameLaunchFB, play-relays.ts, decision 0056).
 * @throws the launcher's DomainErrors: NEED_TRUE_ACCOUNT (403), GAME_MAINTENANCE (503), not found (404)
 */
export async function launchFor(c: Context<SessionEnv>, nodeId: string) {
  // An aggregator's game (Hub88, decision 0046) asks the aggregator for its URL; the others launch as before.
  const client = { ip: c.get('ip'), mobile: /Mobi|Android|iPhone/i.test(c.req.header('user-agent') ?? ''), lobbyUrl: new URL(c.req.url).origin }
  return c.get('platform').play.launcher.launchGame(c.var.session.memberId, nodeId, c.get('language'), client)
}
