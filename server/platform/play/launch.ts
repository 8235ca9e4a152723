/**
 * Game launch (spec §4 launch routing, §6 trial rules; DESIGN §5): checks who may play what, routes
 * lottery vendors to their pages, and otherwise issues a short-lived launch token bound to the
 * member and game, handed to the vendor in the launch URL. Also keeps each vendor's wallet secret
 * (created on first use) and verifies the HMAC-SHA256 signature of the vendor's calls.
 * Times UTC ms.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Database } from 'bun:sqlite'
import { DomainError } from '../errors'
import type { PlatformContext } from '../context'
import { isTrial } from '../../../shared/member'
import { missingKey, seal, unseal } from '../keys/sealed'
import { vendorSecretAad } from '../keys/keys'
import { INHOUSE_VENDOR } from '../fair/store'

export class LaunchError extends DomainError<'NEED_TRUE_ACCOUNT' | 'GAME_NOT_FOUND' | 'GAME_MAINTENANCE' | 'MEMBER_NOT_FOUND'> {}

/** Launch tokens live this long; a vendor's win or rollback is accepted after it (DESIGN §5). */
export const LAUNCH_TOKEN_TTL_MS = 30 * 60_000

/** What a game aggregator needs to open a game for a member (decision 0046). */
export interface GameUrlRequest {
  memberId: number
  /** The launch token the aggregator's wallet calls carry back. */
  token: string
  gameCode: string
  /** ISO 4217, the brand's. */
  currency: string
  /** ISO 639-1, the lobby language. */
  language: string
  ip?: string
  /** ISO 3166-1 alpha-2. */
  country?: string
  lobbyUrl?: string
  mobile?: boolean
}

/**
 * The port a game aggregator's adapter implements (server/providers/aggregator/*, wired by
 * server/bootstrap.ts): the landing URL of a game for a launch token.
 * @throws any Error when the aggregator cannot be reached or refuses (the launch answers GAME_MAINTENANCE).
 */
export interface GameAggregator {
  gameUrl(req: GameUrlRequest): Promise<string>
}

/** Where the member launches from (the launch route's request). */
export interface LaunchClient {
  ip?: string
  mobile?: boolean
  lobbyUrl?: string
}

/** Adapters of vendors whose games the embedded servers play (everything else needs a connected aggregator). */
const EMBEDDED_ADAPTERS = new Set(['SANDBOX', 'INHOUSE'])

export type LaunchResult = { kind: 'url'; url: string; token: string; vendor: string; gameCode: string; gameType: string; expiresAt: number } | { kind: 'route'; url: string }

/** Lottery vendors open their own pages (spec §4 launch routing); other LOTT/ELOTT games open /lottery (decision 0014). */
const LOTTERY_ROUTES: Record<string, string> = { TCG_LOTTO_VN: '/vnLottery', TCG_SEA: '/seaLottery', LOTT: '/lottery', ELOTT: '/lottery' }
const lotteryRouteOf = (vendor: string, gameType: string) => LOTTERY_ROUTES[vendor] ?? (gameType === 'LOTT' || gameType === 'ELOTT' ? '/lottery' : undefined)

export function launchModule(ctx: PlatformContext, launchCdns: () => string[]) {
  const sqlite: Database = ctx.db.$client
  const { brandCode } = ctx
  const secrets = new Map<string, string>()
  /** Aggregators connected by bootstrap, by vendor code (decision 0046). */
  const aggregators = new Map<string, GameAggregator>()
  const q = {
    game: sqlite.prepare<{ vendor_code: string; game_code: string; game_type: string; node_id: string; maintenance: number; adapter: string; enabled: number }, [string]>(
      `SELECT g.vendor_code, g.game_code, g.game_type, g.node_id, v.maintenance, v.adapter, g.enabled FROM games g JOIN vendors v ON v.code = g.vendor_code WHERE g.node_id = ?`,
    ),
    currency: sqlite.prepare<{ currency: string }, [string]>('SELECT currency FROM brands WHERE code = ?'),
    member: sqlite.prepare<{ type: number; status: string }, [number, string]>('SELECT type, status FROM members WHERE id = ? AND brand_code = ?'),
    insertToken: sqlite.prepare<never, [string, string, number, string, string, string, string, number, number]>(
      `INSERT INTO launch_tokens (token, brand_code, member_id, vendor_code, game_code, game_type, node_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    secret: sqlite.prepare<{ secret: string }, [string, string]>('SELECT secret FROM vendor_credentials WHERE brand_code = ? AND vendor_code = ?'),
    createSecret: sqlite.prepare<never, [string, string, string, number]>(
      `INSERT INTO vendor_credentials (brand_code, vendor_code, secret, currency, created_at)
       SELECT ?1, ?2, ?3, currency, ?4 FROM brands WHERE code = ?1 ON CONFLICT DO NOTHING`,
    ),
    vendorExists: sqlite.prepare<{ n: number }, [string]>('SELECT count(*) AS n FROM vendors WHERE code = ?'),
  }

  /**
   * The vendor's wallet secret (hex), created on first use; null for an unknown vendor. Stored sealed
   * under the secrets key (decision 0032), kept open in memory once read.
   * @throws SecretsError SECRETS_KEY_MISSING (platform without a secrets key), SECRETS_KEY_MISMATCH.
   */
  function secretOf(vendor: string): string | null {
    const known = secrets.get(vendor)
    if (known) return known
    if (q.vendorExists.get(vendor)!.n === 0) return null
    const kek = ctx.secretsKey
    if (!kek) throw missingKey(`the wallet secret of ${vendor}`)
    const aad = vendorSecretAad(brandCode, vendor)
    let row = q.secret.get(brandCode, vendor)
    if (!row) {
      q.createSecret.run(brandCode, vendor, seal(kek, randomBytes(32).toString('hex'), aad), ctx.now())
      row = q.secret.get(brandCode, vendor)
    }
    if (!row) return null
    // NOTE: rows of earlier versions (plain) were sealed in place by keys.sealAtRest when the platform was created.
    const secret = unseal(kek, row.secret, aad)
    secrets.set(vendor, secret)
    return secret
  }

  /** The game a member may play now; throws the LaunchErrors of `launch`. */
  function playable(memberId: number, nodeId: string) {
    const member = q.member.get(memberId, brandCode)
    if (member?.status !== 'ACTIVE') throw new LaunchError('MEMBER_NOT_FOUND', 'errors.notLoggedIn', 401)
    if (isTrial(member.type)) throw new LaunchError('NEED_TRUE_ACCOUNT', 'errors.needTrueAccount', 403)
    const game = q.game.get(nodeId)
    if (game?.enabled !== 1) throw new LaunchError('GAME_NOT_FOUND', 'errors.notFound', 404)
    const viaAggregator = !EMBEDDED_ADAPTERS.has(game.adapter)
    // NOTE: every vendor code but the in-house one and the aggregators' is served by the embedded
    // sandbox vendor, which plays for play money: a live brand launches only the in-house games and
    // those of a connected aggregator (decisions 0028, 0046).
    if (ctx.mode === 'live' && game.vendor_code !== INHOUSE_VENDOR && !viaAggregator) throw new LaunchError('GAME_NOT_FOUND', 'errors.notFound', 404)
    if (game.maintenance === 1 || (viaAggregator && !aggregators.has(game.vendor_code))) throw new LaunchError('GAME_MAINTENANCE', 'errors.gameMaintenance', 503)
    return game
  }

  function insertToken(memberId: number, game: { vendor_code: string; game_code: string; game_type: string; node_id: string }) {
    const token = randomBytes(24).toString('base64url')
    const now = ctx.now()
    const expiresAt = now + LAUNCH_TOKEN_TTL_MS
    q.insertToken.run(token, brandCode, memberId, game.vendor_code, game.game_code, game.game_type, game.node_id, now, expiresAt)
    return { token, expiresAt }
  }

  return {
    secretOf,

    /** Connects the aggregator that serves `vendor`'s games (bootstrap, from the environment; decision 0046). */
    connectAggregator(vendor: string, aggregator: GameAggregator): void {
      aggregators.set(vendor, aggregator)
    },

    /**
     * `launch`, and for a game of a connected aggregator (Hub88) the aggregator's landing URL for a
     * fresh launch token (its wallet calls carry the token back). Same errors as `launch`; an
     * aggregator that fails or refuses: GAME_MAINTENANCE (503), the token unused.
     * @see DESIGN §5; decision 0046
     */
    async launchGame(memberId: number, nodeId: string, language: string, client: LaunchClient = {}): Promise<LaunchResult> {
      const game = playable(memberId, nodeId)
      const aggregator = aggregators.get(game.vendor_code)
      if (!aggregator || EMBEDDED_ADAPTERS.has(game.adapter)) return this.launch(memberId, nodeId, language)
      const { token, expiresAt } = insertToken(memberId, game)
      let url: string
      try {
        url = await aggregator.gameUrl({ memberId, token, gameCode: game.game_code, currency: q.currency.get(brandCode)!.currency, language, ...client })
      } catch (e) {
        console.error(`[launch] ${game.vendor_code} game URL of ${game.game_code} failed: ${(e as Error).message}`)
        throw new LaunchError('GAME_MAINTENANCE', 'errors.gameMaintenance', 503)
      }
      return { kind: 'url', url, token, vendor: game.vendor_code, gameCode: game.game_code, gameType: game.game_type, expiresAt }
    },

    /**
     * A launch token for a game that opens in a lobby route (the lottery pages hand it to their
     * vendor). Same checks and errors as `launch`; `expiresAt` UTC ms.
     */
    issueToken(memberId: number, nodeId: string): { token: string; expiresAt: number; vendor: string; gameCode: string; gameType: string } {
      const game = playable(memberId, nodeId)
      return { ...insertToken(memberId, game), vendor: game.vendor_code, gameCode: game.game_code, gameType: game.game_type }
    },

    /** hex HMAC-SHA256 of `body` under the vendor's secret (what a vendor puts in X-Signature). */
    sign(vendor: string, body: string): string {
      const secret = secretOf(vendor)
      if (!secret) throw new LaunchError('GAME_NOT_FOUND', 'errors.notFound', 404)
      return createHmac('sha256', secret).update(body).digest('hex')
    },

    /** Constant-time check of a vendor call's signature; false for unknown vendors or bad hex. */
    verify(vendor: string, body: string, signature: string | undefined): boolean {
      const secret = secretOf(vendor)
      if (!secret || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return false
      const expected = createHmac('sha256', secret).update(body).digest()
      return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
    },

    /**
     * Launches the game `nodeId` for a member. Throws NEED_TRUE_ACCOUNT (trial, 403),
     * GAME_NOT_FOUND (404), GAME_MAINTENANCE (503), MEMBER_NOT_FOUND (401).
     * @param language the lobby language, passed on to the game.
     */
    launch(memberId: number, nodeId: string, language: string): LaunchResult {
      const game = playable(memberId, nodeId)
      // An aggregator's game opens only through its own URL (launchGame), never in the sandbox.
      if (!EMBEDDED_ADAPTERS.has(game.adapter)) throw new LaunchError('GAME_MAINTENANCE', 'errors.gameMaintenance', 503)
      const route = lotteryRouteOf(game.vendor_code, game.game_type)
      if (route) return { kind: 'route', url: `${route}?gameCode=${encodeURIComponent(game.game_code)}` }
      const { token, expiresAt } = insertToken(memberId, game)
      const cdns = launchCdns()
      const base = (cdns[Math.floor(Math.random() * cdns.length)] ?? '/').replace(/\/$/, '')
      const params = new URLSearchParams({ token, language, gameType: game.game_type })
      return {
        kind: 'url',
        url: `${base}/play/${encodeURIComponent(game.vendor_code)}/${encodeURIComponent(game.game_code)}?${params}`,
        token,
        vendor: game.vendor_code,
        gameCode: game.game_code,
        gameType: game.game_type,
        expiresAt,
      }
    },
  }
}

export type Launcher = ReturnType<typeof launchModule>
