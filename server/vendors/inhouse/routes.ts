/**
 * The in-house vendor's game server (BGS), mounted at /vendors/inhouse: the API of
 * shared/fair/api.ts, called by the game island with the launch token. Thin: validate with the
 * shared zod schemas, call the game logic (game-server.ts), answer in the DESIGN §2 envelope with
 * amounts in major units (decision 0001). Errors are FairErrors with translated messages (the
 * language comes from `?language=` or the lobby's cookie).
 * @see DESIGN §5 "In-house vendor"
 */
import { Hono, type Context } from 'hono'
import { readJson } from '../../gateway/body'
import type { z } from 'zod'
import type { AppEnv } from '../../gateway/env'
import { fail, issueMessage, ok } from '../../gateway/envelope'
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

/** Parses the JSON body; a failure answers 400 VALIDATION with the first issue's translated text. */
async function parse<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<{ data: z.output<S> } | { res: Response }> {
  const parsed = schema.safeParse(await readJson(c))
  if (parsed.success) return { data: parsed.data }
  const first = parsed.error.issues[0]?.message ?? ''
  const fields = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: issueMessage(i) }))
  return { res: fail(c, 400, 'VALIDATION', /^(inhouse|wallet)\./.test(first) ? first : 'inhouse.errors.badParams', { fields }) }
}

export function inhouseVendor(deps: VendorDeps) {
  const servers = new WeakMap<Platform, GameServer>()
  const serverOf = (c: Context<AppEnv>): GameServer => {
    const platform = c.get('platform')
    let s = servers.get(platform)
    if (!s) servers.set(platform, (s = createGameServer(platform, deps)))
    return s
  }

  return new Hono<AppEnv>()
    .post('/session', async (c) => {
      const p = await parse(c, SessionBodySchema)
      if ('res' in p) return p.res
      const server = serverOf(c)
      const s = await server.session(p.data.token, p.data.gameCode)
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
    .post('/bet', async (c) => {
      const p = await parse(c, BetBodySchema)
      if ('res' in p) return p.res
      const server = serverOf(c)
      return ok(c, betView(server, await server.bet(p.data.token, p.data.gameCode, p.data.bet, p.data.params)))
    })
    .post('/mines/start', async (c) => {
      const p = await parse(c, BetBodySchema)
      if ('res' in p) return p.res
      const server = serverOf(c)
      return ok(c, betView(server, await server.minesStart(p.data.token, p.data.gameCode, p.data.bet, p.data.params)))
    })
    .post('/mines/reveal', async (c) => {
      const p = await parse(c, RevealBodySchema)
      if ('res' in p) return p.res
      const server = serverOf(c)
      return ok(c, betView(server, await server.minesReveal(p.data.token, p.data.roundId, p.data.tile)))
    })
    .post('/mines/cashout', async (c) => {
      const p = await parse(c, CashoutBodySchema)
      if ('res' in p) return p.res
      const server = serverOf(c)
      return ok(c, betView(server, await server.minesCashout(p.data.token, p.data.roundId)))
    })
    .post('/seed/client', async (c) => {
      const p = await parse(c, ClientSeedBodySchema)
      if ('res' in p) return p.res
      return ok(c, seedView(await serverOf(c).setClientSeed(p.data.token, p.data.clientSeed)))
    })
    .post('/seed/rotate', async (c) => {
      const p = await parse(c, RotateBodySchema)
      if ('res' in p) return p.res
      const server = serverOf(c)
      const r = await server.rotate(p.data.token)
      const value: RotateView = {
        revealed: { serverSeed: r.revealed.serverSeed, serverSeedHash: r.revealed.serverSeedHash, clientSeed: r.revealed.clientSeed, nonces: r.revealed.nextNonce },
        seed: seedView(r.next),
        history: historyView(server, r.history),
      }
      return ok(c, value)
    })
}
