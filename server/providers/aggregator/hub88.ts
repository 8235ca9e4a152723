/**
 * Hub88 (https://docs.hub88.io, Operator API): the adapter the platform's game ports are wired to
 * (decision 0046). Two directions:
 * - the Games API we call: POST `{HUB88_API_BASE}/operator/generic/v2/game/list` and `/game/url`,
 *   JSON bodies signed with the operator's private key (RSA-SHA256 of the raw body, base64, in the
 *   `X-Hub88-Signature` header);
 * - the Wallet API Hub88 calls (routes in server/gateway/hub88-wallet.ts): its signature is checked
 *   here against Hub88's public key before the body is read.
 * Hub88 amounts are integers in 1/100000 of the currency (Operator API: "multiplied by 100000"); the
 * platform's are minor units, so a PHP centavo is 1000 Hub88 units.
 */
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto'
import { z } from 'zod'
import type { GameAggregator, GameUrlRequest } from '../../platform/play/launch'
import type { CatalogueRow } from '../../platform/game/catalogue-import'
import type { GameType } from '../../../shared/constants'

/** The vendor code Hub88's games are catalogued under and its wallet calls are booked to. */
export const HUB88_VENDOR = 'HUB88'

/** Hub88's user id of a member: the id zero-padded to 8 digits (Hub88 wants at least 4 characters). */
export const hub88User = (memberId: number) => String(memberId).padStart(8, '0')

/** Hub88's unit: 1/100000 of the currency. */
const HUB88_SCALE_DIGITS = 5

/** Decimal digits of a currency's minor unit (ISO 4217 via Intl: PHP 2, JPY 0, KWD 3). */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
}

/** Hub88 units per minor unit of `currency` (PHP: 1000). */
export function hub88UnitsPerMinor(currency: string): number {
  return 10 ** (HUB88_SCALE_DIGITS - minorDigits(currency))
}

/** Minor units → Hub88 units (integers). */
export const toHub88Amount = (minor: number, currency: string) => minor * hub88UnitsPerMinor(currency)

/**
 * Hub88 units → minor units; null when the amount has a fraction of a minor unit (the ledger holds
 * whole minor units: such a call is refused, decision 0046).
 */
export function fromHub88Amount(amount: number, currency: string): number | null {
  const per = hub88UnitsPerMinor(currency)
  return amount % per === 0 ? amount / per : null
}

/** base64 RSA-SHA256 of `body` under `privateKey` (what goes in X-Hub88-Signature). */
export function signHub88(privateKey: KeyObject, body: string): string {
  return sign('sha256', Buffer.from(body), privateKey).toString('base64')
}

/** Checks a base64 RSA-SHA256 `signature` of the raw `body` against `publicKey`; false for a missing or malformed one. */
export function verifyHub88(publicKey: KeyObject, body: string, signature: string | null | undefined): boolean {
  if (!signature || !/^[A-Za-z0-9+/=]{16,1024}$/.test(signature)) return false
  try {
    return verify('sha256', Buffer.from(body), publicKey, Buffer.from(signature, 'base64'))
  } catch {
    return false
  }
}

/** One entry of Hub88's game list (Operator API, Games API "Get a list of games"); fields we read, the rest ignored. */
export const Hub88GameSchema = z.object({
  game_code: z.string().trim().min(1).max(64),
  name: z.string().trim().min(1).max(120),
  /** The studio (e.g. "Pragmatic Play"). */
  product: z.string().trim().max(120).optional(),
  /** Hub88's category, e.g. "Video Slots", "Live Dealer", "Table Games", "Crash Games". */
  category: z.string().trim().max(60).optional().default(''),
  url_thumb: z.string().url().max(2000).nullish(),
  url_background: z.string().url().max(2000).nullish(),
  enabled: z.boolean().optional().default(true),
  platforms: z.array(z.string()).optional(),
})
export type Hub88Game = z.infer<typeof Hub88GameSchema>
const Hub88GameListSchema = z.array(Hub88GameSchema).max(50_000)
const Hub88GameUrlSchema = z.object({ url: z.string().url().max(4000) })

/** Which of our game types and classifications a Hub88 category (and name, for live tables) maps to. */
export function mapHub88Category(category: string, name: string): { gameType: GameType; classification: string } {
  const c = category.toLowerCase()
  const n = name.toLowerCase()
  if (c.includes('live')) {
    if (n.includes('baccarat')) return { gameType: 'LIVE', classification: 'BAC' }
    if (n.includes('roulette')) return { gameType: 'LIVE', classification: 'ROU' }
    if (n.includes('blackjack')) return { gameType: 'LIVE', classification: 'BJ' }
    if (n.includes('sic bo') || n.includes('sicbo')) return { gameType: 'LIVE', classification: 'SIC' }
    if (n.includes('dragon') && n.includes('tiger')) return { gameType: 'LIVE', classification: 'DT' }
    return { gameType: 'LIVE', classification: 'SHOW' }
  }
  if (c.includes('fish')) return { gameType: 'FISH', classification: 'FISH' }
  if (c.includes('sport')) return { gameType: 'SPORTS', classification: 'SPORTS' }
  if (c.includes('table') || c.includes('poker') || c.includes('card')) return { gameType: 'RNG', classification: 'TG' }
  if (c.includes('crash') || c.includes('instant') || c.includes('arcade') || c.includes('scratch')) return { gameType: 'RNG', classification: 'AC' }
  if (c.includes('bingo') || c.includes('keno') || c.includes('lottery')) return { gameType: 'RNG', classification: 'BG' }
  if (c.includes('jackpot')) return { gameType: 'RNG', classification: 'JP' }
  return { gameType: 'RNG', classification: 'SL' }
}

/** Hub88 settings as bootstrap reads them from the environment (server/env.ts). */
export interface Hub88Config {
  operatorId: number
  /** e.g. https://api.hub88.io (no trailing slash needed). */
  apiBase: string
  /** Hub88's public key (PEM): verifies the wallet calls. */
  hub88PublicKey: string
  /** The operator's private key (PEM): signs the Games API calls. */
  operatorPrivateKey: string
  /** The sub-partner (site) id, when Hub88 set one up for the brand. */
  subPartnerId?: string
  fetch?: (url: string, init: RequestInit) => Promise<Response>
  /** Per-call timeout, ms (default 10 s). */
  timeoutMs?: number
}

export class Hub88Error extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message)
  }
}

/**
 * The Hub88 adapter: Games API client (catalogue source and game-URL port of the platform) and the
 * wallet signature check.
 * @throws Error when a key is not a valid PEM (at creation, so start-up fails loudly).
 */
export function createHub88(config: Hub88Config) {
  const publicKey = createPublicKey(config.hub88PublicKey)
  const privateKey = createPrivateKey(config.operatorPrivateKey)
  const base = config.apiBase.replace(/\/+$/, '')
  const doFetch = config.fetch ?? ((url: string, init: RequestInit) => fetch(url, init))

  /** One signed POST of the Games API; the parsed JSON, or Hub88Error with Hub88's `error` text. */
  async function post(path: string, payload: Record<string, unknown>): Promise<unknown> {
    const body = JSON.stringify(payload)
    const res = await doFetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub88-signature': signHub88(privateKey, body) },
      body,
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    })
    const text = await res.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new Hub88Error(`Hub88 ${path}: HTTP ${res.status}, not JSON`, res.status)
    }
    if (!res.ok) {
      const error = (json as { error?: unknown })?.error
      throw new Hub88Error(`Hub88 ${path}: HTTP ${res.status}${typeof error === 'string' ? ` ${error.slice(0, 200)}` : ''}`, res.status)
    }
    return json
  }

  const aggregator: GameAggregator = {
    /** POST /operator/generic/v2/game/url: the landing URL of a game for a member's launch token. */
    async gameUrl(req: GameUrlRequest): Promise<string> {
      const payload: Record<string, unknown> = {
        user: hub88User(req.memberId),
        token: req.token,
        platform: req.mobile ? 'GPL_MOBILE' : 'GPL_DESKTOP',
        operator_id: config.operatorId,
        lobby_url: req.lobbyUrl,
        lang: req.language,
        ip: req.ip,
        game_code: req.gameCode,
        currency: req.currency,
        country: req.country,
        meta: {},
      }
      if (config.subPartnerId) payload.sub_partner_id = config.subPartnerId
      const parsed = Hub88GameUrlSchema.safeParse(await post('/operator/generic/v2/game/url', payload))
      if (!parsed.success) throw new Hub88Error('Hub88 /game/url: the answer has no valid url')
      return parsed.data.url
    },
  }

  return {
    vendor: HUB88_VENDOR,
    aggregator,
    /** Checks a wallet call's X-Hub88-Signature over its raw body. */
    verifyWallet: (body: string, signature: string | null | undefined) => verifyHub88(publicKey, body, signature),

    /** POST /operator/generic/v2/game/list: every game Hub88 offers the operator, validated. */
    async gameList(): Promise<Hub88Game[]> {
      const parsed = Hub88GameListSchema.safeParse(await post('/operator/generic/v2/game/list', { operator_id: config.operatorId }))
      if (!parsed.success) throw new Hub88Error(`Hub88 /game/list: unexpected answer (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})`)
      return parsed.data
    },

    /** The game list as catalogue rows (vendor HUB88; disabled games left out, so the import disables them). */
    async catalogue(): Promise<CatalogueRow[]> {
      return (await this.gameList())
        .filter((g) => g.enabled)
        .map((g) => ({ vendor: HUB88_VENDOR, gameCode: g.game_code, name: g.name, ...mapHub88Category(g.category, g.name), imageUrl: g.url_thumb ?? g.url_background ?? undefined }))
    },
  }
}

export type Hub88 = ReturnType<typeof createHub88>

/** The Hub88 variables of server/env.ts. */
export interface Hub88Env {
  HUB88_OPERATOR_ID?: number
  HUB88_API_BASE: string
  HUB88_PUBLIC_KEY?: string
  HUB88_PUBLIC_KEY_FILE?: string
  HUB88_PRIVATE_KEY?: string
  HUB88_PRIVATE_KEY_FILE?: string
  HUB88_SUB_PARTNER_ID?: string
}

/**
 * Hub88's settings from the environment (a key inline or in its _FILE), or null with the names of
 * what is missing when Hub88 is not (fully) configured. Never returns a key in `missing`.
 * @throws Error when a _FILE cannot be read.
 */
export function hub88Settings(e: Hub88Env, readFile: (path: string) => string): { config: Hub88Config; missing: [] } | { config: null; missing: string[] } {
  const publicKey = e.HUB88_PUBLIC_KEY ?? (e.HUB88_PUBLIC_KEY_FILE ? readFile(e.HUB88_PUBLIC_KEY_FILE) : undefined)
  const privateKey = e.HUB88_PRIVATE_KEY ?? (e.HUB88_PRIVATE_KEY_FILE ? readFile(e.HUB88_PRIVATE_KEY_FILE) : undefined)
  const missing: string[] = []
  if (e.HUB88_OPERATOR_ID === undefined) missing.push('HUB88_OPERATOR_ID')
  if (!publicKey) missing.push('HUB88_PUBLIC_KEY (or HUB88_PUBLIC_KEY_FILE)')
  if (!privateKey) missing.push('HUB88_PRIVATE_KEY (or HUB88_PRIVATE_KEY_FILE)')
  if (missing.length > 0 || !publicKey || !privateKey || e.HUB88_OPERATOR_ID === undefined) return { config: null, missing }
  return {
    config: { operatorId: e.HUB88_OPERATOR_ID, apiBase: e.HUB88_API_BASE, hub88PublicKey: publicKey, operatorPrivateKey: privateKey, subPartnerId: e.HUB88_SUB_PARTNER_ID },
    missing: [],
  }
}

/** The Hub88 variables the environment lacks (names only, never values); empty when Hub88 is configured. */
export function hub88Missing(e: Partial<Hub88Env>): string[] {
  const missing: string[] = []
  if (e.HUB88_OPERATOR_ID === undefined) missing.push('HUB88_OPERATOR_ID')
  if (!e.HUB88_PUBLIC_KEY && !e.HUB88_PUBLIC_KEY_FILE) missing.push('HUB88_PUBLIC_KEY (or HUB88_PUBLIC_KEY_FILE)')
  if (!e.HUB88_PRIVATE_KEY && !e.HUB88_PRIVATE_KEY_FILE) missing.push('HUB88_PRIVATE_KEY (or HUB88_PRIVATE_KEY_FILE)')
  return missing
}
