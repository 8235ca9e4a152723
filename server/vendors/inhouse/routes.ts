/**
 * The in-house vendor's game server (BGS), mounted at /vendors/inhouse: the API of
 * shared/fair/api.ts, called by the game island with the launch token. Thin: the body is validated
 * with the shared zod schemas by the gateway's one pipeline (`jsonBody`, style
 * `VALIDATION_STYLES.inhouse`, decision 0033), the game logic runs (game-server.ts), the answer is
 * the DESIGN §2 envelope (`ok`) with amounts in major units (decision 0001), so hono/client types
 * every answer. Errors are FairErrors with translated messages (the language comes from
 * `?language=` or the lobby's cookie).
 * @see DESIGN §5 "In-house vendor"
 */
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../gateway/env'
import { ok, VALIDATION_STYLES } from '../../gateway/envelope'
import { jsonBody, validate } from '../../gateway/validate'
import { LanguageQuerySchema } from '../language-query'
import type { VendorDeps } from '../index'
import type { Platform } from '../../platform'
import type { FairRound, HistoryRound, SeedPair } from '../../platform/fair/store'
import { createGameServer, type GameServer, type RoundResult } from './game-server'
import { BET_LIMITS, type Engine } from '../../../shared/fair/engines'
import { toMajor } from '../../../shared/schemas/wallet'
import {
  BetBodySchema,
  CashoutBodySchema,
  ClientSeedBodySchema,
  RevealBodySchema,
  RotateBodySchema,
  SessionBodySchema,
  type BetView,
  type RotateView,
  type RoundView,
  type SeedView,
  type SessionView,
} from '../../../shared/fair/api'

const seedView = (p: SeedPair): SeedView => ({ serverSeedHash: p.serverSeedHash, clientSeed: p.clientSeed, nonce: p.nextNonce })

/** A round as the player may see it: a mines round in play hides where the mines are. */
function roundView(server: GameServer, r: FairRound, seeds: { serverSeedHash: string; serverSeed: string | null }): RoundView {
  const open = r.status === 'OPEN'
  const outcome = open ? { revealed: (r.outcome as { revealed?: number[] }).revealed ?? [] } : r.outcome
  const mines = open ? server.minesNext(r) : null
  return {
    roundId: r.roundId,
    gameCode: r.gameCode,
    engine: r.engine as Engine,
    nonce: r.nonce,
    clientSeed: r.clientSeed,
    serverSeedHash: seeds.serverSeedHash,
    serverSeed: seeds.serverSeed,
    params: r.params,
    outcome,
    bet: toMajor(r.bet),
    payout: toMajor(r.payout),
    multiplier: mines ? Math.floor(mines.now * 10_000) / 10_000 : Math.round((r.payout / r.bet) * 10_000) / 10_000,
    status: r.status === 'SETTLED' ? 'SETTLED' : open ? 'OPEN' : 'SETTLING',
    createdAt: r.createdAt,
    ...(mines ? { next: { multiplier: Math.floor(mines.next * 10_000) / 10_000, cashout: toMajor(mines.cashout) } } : {}),
  }
}

const historyView = (server: GameServer, rows: HistoryRound[]) => rows.map((r) => roundView(server, r, r))

function betView(server: GameServer, res: RoundResult): BetView {
  return { round: roundView(server, res.round, { serverSeedHash: res.pair.serverSeedHash, serverSeed: null }), balance: toMajor(res.balance), seed: seedView(res.pair) }
}

/**
 * The in-house vendor's routes: POST /session, /bet, /mines/start, /mines/reveal, /mines/cashout,
 * /seed/client, /seed/rotate (bodies and answers in shared/fair/api.ts). A body that does not fit is
 * 400 VALIDATION (`VALIDATION_STYLES.inhouse`); a refusal is the FairError's status and code.
 */
export function inhouseVendor(deps: VendorDeps) {
  const servers = new WeakMap<Platform, GameServer>()
  const serverOf = (c: Context<AppEnv>): GameServer => {
    const platform = c.get('platform')
    let s = servers.get(platform)
    if (!s) servers.set(platform, (s = createGameServer(platform, deps)))
    return s
  }

  const query = validate('query', LanguageQuerySchema)
  const style = VALIDATION_STYLES.inhouse
  return new Hono<AppEnv>()
    .post('/session', query, jsonBody(SessionBodySchema, style), async (c) => {
      const p = c.req.valid('json')
      const server = serverOf(c)
      const s = await server.session(p.token, p.gameCode)
      const value: SessionView = {
        balance: toMajor(s.balance),
        currency: s.currency,
        seed: seedView(s.pair),
        game: { ...s.game, minBet: toMajor(BET_LIMITS.min), maxBet: toMajor(BET_LIMITS.max), params: s.game.params as Record<string, unknown> },
        openRound: s.openRound ? roundView(server, s.openRound, { serverSeedHash: s.pair.serverSeedHash, serverSeed: null }) : null,
        history: historyView(server, s.history),
      }
      return ok(c, value)
    })
    .post('/bet', query, jsonBody(BetBodySchema, style), async (c) => {
      const p = c.req.valid('json')
      const server = serverOf(c)
      return ok(c, betView(server, await server.bet(p.token, p.gameCode, p.bet, p.params)))
    })
    .post('/mines/start', query, jsonBody(BetBodySchema, style), async (c) => {
      const p = c.req.valid('json')
      const server = serverOf(c)
      return ok(c, betView(server, await server.minesStart(p.token, p.gameCode, p.bet, p.params)))
    })
    .post('/mines/reveal', query, jsonBody(RevealBodySchema, style), async (c) => {
      const p = c.req.valid('json')
      const server = serverOf(c)
      return ok(c, betView(server, await server.minesReveal(p.token, p.roundId, p.tile)))
    })
    .post('/mines/cashout', query, jsonBody(CashoutBodySchema, style), async (c) => {
      const p = c.req.valid('json')
      const server = serverOf(c)
      return ok(c, betView(server, await server.minesCashout(p.token, p.roundId)))
    })
    .post('/seed/client', query, jsonBody(ClientSeedBodySchema, style), async (c) => {
      const p = c.req.valid('json')
      return ok(c, seedView(await serverOf(c).setClientSeed(p.token, p.clientSeed)))
    })
    .post('/seed/rotate', query, jsonBody(RotateBodySchema, style), async (c) => {
      const p = c.req.valid('json')
      const server = serverOf(c)
      const r = await server.rotate(p.token)
      const value: RotateView = {
        revealed: { serverSeed: r.revealed.serverSeed, serverSeedHash: r.revealed.serverSeedHash, clientSeed: r.revealed.clientSeed, nonces: r.revealed.nextNonce },
        seed: seedView(r.next),
        history: historyView(server, r.history),
      }
      return ok(c, value)
    })
}
