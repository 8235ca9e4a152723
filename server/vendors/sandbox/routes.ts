/**
 * The sandbox vendor's game server (DESIGN §5 "Sandbox vendor"): a generic game of its type for
 * every catalogue entry of a third-party vendor, talking to the platform's wallet only through the
 * signed seamless-wallet contract over HTTP (deps.wallet), as a real vendor would.
 *
 * POST /vendors/sandbox/session { token, vendor, gameCode, gameType } — the first call of a game:
 *   asks the wallet for the balance by launch token (which names the member), and opens the table.
 * POST /vendors/sandbox/balance { token } — the balance again.
 * POST /vendors/sandbox/play { token, game, … } — one round (shapes in shared/schemas/sandbox.ts).
 *
 * Sessions live in memory, keyed by launch token; after a restart the game opens its session again.
 * Rounds are the vendor's own records (sandbox_rounds, platform.vendorRounds.sandbox), written before each wallet call;
 * a session's history is read from them, so it survives a restart too (settle.ts).
 * One round at a time per session. Amounts in the API are major units (decision 0001).
 */
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../../gateway/env'
import type { VendorDeps, VendorGame } from '../index'
import { SANDBOX_ERROR_CODES, SandboxBalanceSchema, SandboxPlaySchema, SandboxSessionSchema, type SandboxErrorCode, type SandboxGameInfo, type SandboxRound } from '../../../shared/schemas/sandbox'
import { SANDBOX_DEFAULT_MIN_BET, SANDBOX_MAX_BET, chipsFor, sandboxGameOf, slipSportsOf, type SandboxGame } from '../../../shared/sandbox/kinds'
import { publicFixture } from '../../../shared/sandbox/betslip'
import { toMajor } from '../../../shared/schemas/wallet'
import { cryptoRng, newRoundId } from './random'
import { settleRound } from './settle'
import { callWithRetry } from '../wallet-client'
import type { SandboxRoundRecord } from '../../platform/vendor-rounds/sandbox'
import { openFixtures, prepareRound, type RoundTable } from './games'
import { readJson } from '../../gateway/body'

interface Session {
  token: string
  user: string
  vendor: string
  gameCode: string
  game: VendorGame
  kind: SandboxGame
  currency: string
  table: RoundTable
  busy: boolean
  lastSeen: number
}

const HISTORY = 12
const MAX_SESSIONS = 20_000
const IDLE_MS = 6 * 3_600_000

/** HTTP status of each refusal. */
const STATUS: Partial<Record<SandboxErrorCode, ContentfulStatusCode>> = {
  BAD_REQUEST: 400,
  BELOW_MIN_BET: 400,
  ABOVE_MAX_BET: 400,
  WRONG_GAME: 400,
  FIXTURE_CLOSED: 409,
  SESSION_NOT_FOUND: 404,
  GAME_NOT_FOUND: 404,
  BUSY: 409,
  NETWORK: 502,
  RS_ERROR_INVALID_TOKEN: 401,
  RS_ERROR_TOKEN_EXPIRED: 401,
  RS_ERROR_USER_DISABLED: 403,
  RS_ERROR_NOT_ENOUGH_MONEY: 409,
  RS_ERROR_LIMIT_REACHED: 403,
}

function refuse(c: Context<AppEnv>, code: string, balance?: number) {
  const known = (SANDBOX_ERROR_CODES as readonly string[]).includes(code) ? (code as SandboxErrorCode) : 'RS_ERROR_UNKNOWN'
  return c.json({ success: false as const, code: known, ...(balance !== undefined ? { balance: toMajor(balance) } : {}) }, STATUS[known] ?? 409)
}

async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  if (!(c.req.header('content-type') ?? '').includes('application/json')) return null
  return readJson(c)
}

/** A recorded round as the game shows it (major units). */
const roundView = (r: SandboxRoundRecord): SandboxRound => ({
  roundId: r.roundId,
  bet: toMajor(r.bet),
  payout: toMajor(r.payout),
  at: r.createdAt,
  outcome: r.outcome as unknown as SandboxRound['outcome'],
  ...(r.status === 'SETTLING' ? { settling: true } : {}),
})

function gameInfo(s: Session): SandboxGameInfo {
  const g = s.game
  return {
    vendor: s.vendor,
    gameCode: s.gameCode,
    gameType: g.gameType,
    classification: g.classification,
    name: g.gameName,
    iconUrl: g.iconUrl,
    game: s.kind,
    minBet: toMajor(s.table.minBet),
    maxBet: toMajor(SANDBOX_MAX_BET),
    chips: chipsFor(s.table.minBet).map(toMajor),
    ...(s.kind === 'BETSLIP' ? { sports: s.table.sports } : {}),
  }
}

export function sandboxVendor(deps: VendorDeps) {
  const sessions = new Map<string, Session>()

  function prune(now: number) {
    if (sessions.size < MAX_SESSIONS) return
    for (const [token, s] of sessions) if (now - s.lastSeen > IDLE_MS || sessions.size >= MAX_SESSIONS) sessions.delete(token)
  }

  function fixturesOf(s: Session) {
    return s.kind === 'BETSLIP' ? { fixtures: s.table.fixtures.map(publicFixture) } : {}
  }

  return new Hono<AppEnv>()
    .post('/session', async (c) => {
      const parsed = SandboxSessionSchema.safeParse(await jsonBody(c))
      if (!parsed.success) return refuse(c, 'BAD_REQUEST')
      const { token, vendor, gameCode, gameType } = parsed.data
      const game = deps.catalogue.game(vendor, gameCode, gameType)
      if (!game) return refuse(c, 'GAME_NOT_FOUND')
      const currency = deps.catalogue.currency()
      const answer = await callWithRetry(deps.wallet, vendor, 'balance', { token, currency })
      if (!answer) return refuse(c, 'NETWORK')
      if (answer.status !== 'RS_OK' || !answer.user) return refuse(c, answer.status === 'RS_OK' ? 'RS_ERROR_INVALID_TOKEN' : answer.status)
      const now = Date.now()
      let s = sessions.get(token)
      // A token opens one game: the same token for another game starts that game's table afresh.
      if (!s || s.vendor !== vendor || s.gameCode !== gameCode || s.user !== answer.user) {
        prune(now)
        const kind = sandboxGameOf(game.gameType, game.classification)
        s = {
          token,
          user: answer.user,
          vendor,
          gameCode,
          game,
          kind,
          currency,
          table: { minBet: game.minBet > 0 ? game.minBet : SANDBOX_DEFAULT_MIN_BET, sports: slipSportsOf(game.gameType), fixtures: [], nextFixture: 0 },
          busy: false,
          lastSeen: now,
        }
        if (kind === 'BETSLIP') openFixtures(cryptoRng, s.table)
        sessions.set(token, s)
      }
      s.lastSeen = now
      const history = c.get('platform').vendorRounds.sandbox.history(s.vendor, s.user, s.gameCode, HISTORY).map(roundView)
      return c.json({ success: true as const, value: { game: gameInfo(s), balance: toMajor(answer.balance ?? 0), currency, history, ...fixturesOf(s) } })
    })

    .post('/balance', async (c) => {
      const parsed = SandboxBalanceSchema.safeParse(await jsonBody(c))
      if (!parsed.success) return refuse(c, 'BAD_REQUEST')
      const s = sessions.get(parsed.data.token)
      if (!s) return refuse(c, 'SESSION_NOT_FOUND')
      const answer = await callWithRetry(deps.wallet, s.vendor, 'balance', { user: s.user, currency: s.currency })
      if (!answer) return refuse(c, 'NETWORK')
      if (answer.status !== 'RS_OK') return refuse(c, answer.status)
      return c.json({ success: true as const, value: { balance: toMajor(answer.balance ?? 0) } })
    })

    .post('/play', async (c) => {
      const raw = await jsonBody(c)
      const parsed = SandboxPlaySchema.safeParse(raw)
      if (!parsed.success) return refuse(c, 'BAD_REQUEST')
      const body = parsed.data
      const s = sessions.get(body.token)
      if (!s) return refuse(c, 'SESSION_NOT_FOUND')
      if (body.game !== s.kind) return refuse(c, 'WRONG_GAME')
      if (s.busy) return refuse(c, 'BUSY')
      const prepared = prepareRound(cryptoRng, s.table, body)
      if (!prepared.ok) return refuse(c, prepared.code)
      s.busy = true
      s.lastSeen = Date.now()
      try {
        const roundId = newRoundId()
        const result = await settleRound(
          { wallet: deps.wallet, store: c.get('platform').vendorRounds.sandbox, vendor: s.vendor, user: s.user, token: s.token, gameCode: s.gameCode, currency: s.currency },
          roundId,
          prepared.amount,
          prepared.play,
        )
        if (!result.ok) return refuse(c, result.code, result.balance)
        const round: SandboxRound = {
          roundId,
          bet: toMajor(prepared.amount),
          payout: toMajor(result.payout),
          at: Date.now(),
          outcome: result.outcome,
          ...(result.settling ? { settling: true } : {}),
        }
        return c.json({ success: true as const, value: { round, balance: toMajor(result.balance), ...fixturesOf(s) } })
      } finally {
        s.busy = false
      }
    })
}
