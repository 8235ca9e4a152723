/**
 * A local fake of Hub88 (https://docs.hub88.io, Operator API; decision 0046), started by the tests on
 * 127.0.0.1, never the internet:
 * - its Games API: POST /operator/generic/v2/game/list and /game/url, each checking the operator's
 *   `X-Hub88-Signature` (base64 RSA-SHA256 of the raw body) against the operator's public key and the
 *   `operator_id`; errors as Hub88 answers them (401 bad signature, 404 unknown operator or game,
 *   400 invalid body) with `{ error }`;
 * - the game images its list points to (GET /images/<code>.png);
 * - a driver playing Hub88 calling the operator's wallet: bodies signed with Hub88's private key;
 * - with `gameHost`, the games themselves: the page /game/url points to (over https when given a
 *   certificate, as Hub88's studios serve them), showing the member's balance read from the
 *   operator's wallet (/user/balance) and a Spin button that plays a round as Hub88 does: a signed
 *   /transaction/bet, then /transaction/win of the same round.
 * Keys are generated per test run (`hub88Keys()`). Run on its own (`bun tests/fakes/hub88.ts`, see
 * the end of the file) for the live-mode browser test.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Server } from 'bun'
import { fromHub88Amount, signHub88, toHub88Amount, verifyHub88, type Hub88Game } from '../../server/providers/aggregator/hub88'

/** An RSA key pair in PEM and as key objects. */
export interface KeyPair {
  publicPem: string
  privatePem: string
  privateKey: KeyObject
}

/** A fresh 2048-bit RSA key pair (Hub88's or the operator's). */
export function hub88Keys(): KeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), privateKey }
}

/** A 1×1 PNG, the fake's game image. */
export const FAKE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

export interface Hub88Fake {
  base: string
  operatorId: number
  /** The list /game/list answers; change it to play an upstream change. */
  games: Hub88Game[]
  /** Every /game/url body received, parsed. */
  urlRequests: Record<string, unknown>[]
  /** Image paths served. */
  imageHits: string[]
  /** Where the games are served (the API's own address without `gameHost`). */
  gameBase: string
  stop(): Promise<void>
}

/** The games' host: what a game needs to play rounds on the operator's wallet. */
export interface Hub88GameHost {
  /** The operator's wallet, e.g. `http://127.0.0.1:3000/hub88`. */
  walletUrl: string
  /** Hub88's private key: signs the wallet calls. */
  hub88PrivateKey: KeyObject
  /** Certificate and key (PEM) to serve the games over https, as Hub88's studios do (plain http without). */
  tls?: { cert: string; key: string }
  /** A round's stake and win, minor units (default 1,000 and 2,500: ₱10.00 and ₱25.00). */
  stake?: number
  win?: number
}

/** A launched game session, as /game/url received it. */
interface GameSession {
  user: string
  token: string
  currency: string
  gameCode: string
  lastRound?: { bet: string; win: string }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Starts the fake Games API. `operatorPublicPem` verifies the operator's signatures; `games` is the
 * initial list (its `url_thumb`s may use the placeholder `{base}`, replaced by the fake's address).
 */
export function startHub88Fake(opts: { operatorPublicPem: string; operatorId?: number; games?: Hub88Game[]; gameHost?: Hub88GameHost }): Hub88Fake {
  const operatorKey = createPublicKey(opts.operatorPublicPem)
  const operatorId = opts.operatorId ?? 77
  const state = { games: [] as Hub88Game[], urlRequests: [] as Record<string, unknown>[], imageHits: [] as string[] }
  const sessions = new Map<string, GameSession>()
  const json = (body: unknown, status = 200) => Response.json(body, { status })
  const games = opts.gameHost ? startGameHost(opts.gameHost, sessions, () => state.games) : null
  const server: Server<undefined> = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const url = new URL(req.url)
      if (req.method === 'GET' && url.pathname.startsWith('/images/')) {
        state.imageHits.push(url.pathname)
        return new Response(FAKE_PNG, { headers: { 'content-type': 'image/png' } })
      }
      if (req.method === 'GET' && url.pathname.startsWith('/play/') && !games) return new Response('<!doctype html><title>Hub88 game</title>', { headers: { 'content-type': 'text/html' } })
      if (req.method !== 'POST') return json({ error: 'not found' }, 404)
      const raw = await req.text()
      if (!verifyHub88(operatorKey, raw, req.headers.get('x-hub88-signature'))) return json({ error: 'Invalid signature' }, 401)
      let body: Record<string, unknown>
      try {
        body = JSON.parse(raw)
      } catch {
        return json({ error: 'Invalid JSON' }, 400)
      }
      if (body.operator_id !== operatorId) return json({ error: 'Operator not found' }, 404)
      if (url.pathname === '/operator/generic/v2/game/list') return json(state.games)
      if (url.pathname === '/operator/generic/v2/game/url') {
        state.urlRequests.push(body)
        const game = state.games.find((g) => g.game_code === body.game_code)
        if (!game) return json({ error: 'Game not found' }, 404)
        if (typeof body.token !== 'string' || body.token.length < 10 || typeof body.user !== 'string' || typeof body.currency !== 'string') return json({ error: 'Invalid parameters' }, 400)
        sessions.set(body.token, { user: body.user, token: body.token, currency: body.currency, gameCode: game.game_code })
        return json({ url: `${fake.gameBase}/play/${encodeURIComponent(game.game_code)}?session=${encodeURIComponent(body.token)}&lang=${encodeURIComponent(String(body.lang))}` })
      }
      return json({ error: 'not found' }, 404)
    },
  })
  const base = `http://127.0.0.1:${server.port}`
  state.games = (opts.games ?? []).map((g) => ({ ...g, url_thumb: g.url_thumb?.replace('{base}', base) }))
  const fake: Hub88Fake = {
    base,
    operatorId,
    get games() {
      return state.games
    },
    set games(list) {
      state.games = list
    },
    urlRequests: state.urlRequests,
    imageHits: state.imageHits,
    gameBase: games ? games.base : base,
    stop: async () => {
      await server.stop(true)
      await games?.server.stop(true)
    },
  }
  return fake
}

/**
 * The games' host: GET /play/<code>?session=<token> is the game page (name, the member's balance
 * from the operator's /user/balance, the last round); POST /play/<code>/spin?session=<token> plays a
 * round (a signed /transaction/bet of `stake`, then /transaction/win of `win` closing the round) and
 * answers 303 back to the page. A wallet refusal shows as the page's status line.
 */
function startGameHost(host: Hub88GameHost, sessions: Map<string, GameSession>, games: () => Hub88Game[]) {
  const stake = host.stake ?? 1_000
  const winAmount = host.win ?? 2_500
  const wallet = hub88Driver(host.walletUrl, host.hub88PrivateKey)
  const money = (units: number | undefined, currency: string) => {
    const minor = units === undefined ? null : fromHub88Amount(units, currency)
    return minor === null ? '-' : `${currency} ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  }
  async function page(s: GameSession, status: string): Promise<Response> {
    const name = games().find((g) => g.game_code === s.gameCode)?.name ?? s.gameCode
    const read = await wallet.call<{ status: string; balance?: number }>('/user/balance', { request_uuid: crypto.randomUUID(), user: s.user, token: s.token, game_code: s.gameCode })
    const spin = `/play/${encodeURIComponent(s.gameCode)}/spin?session=${encodeURIComponent(s.token)}`
    const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(name)}</title>
<body style="font:16px system-ui;margin:0;padding:16px;background:#12203a;color:#fff">
<h1 style="font-size:20px">${escapeHtml(name)} <small>(fake Hub88 studio)</small></h1>
<p>Balance: <b data-testid="hub88-balance">${escapeHtml(money(read.body.balance, s.currency))}</b></p>
<p data-testid="hub88-status">${escapeHtml(status || read.body.status)}</p>
${s.lastRound ? `<p data-testid="hub88-round">Bet ${escapeHtml(s.lastRound.bet)} · Win ${escapeHtml(s.lastRound.win)}</p>` : ''}
<form method="post" action="${escapeHtml(spin)}"><button type="submit" data-stake="${stake}" data-win="${winAmount}">Spin ${escapeHtml(money(toHub88Amount(stake, s.currency), s.currency))}</button></form>
</body></html>`
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  }
  const server: Server<undefined> = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    ...(host.tls ? { tls: host.tls } : {}),
    async fetch(req) {
      const url = new URL(req.url)
      const m = /^\/play\/([^/]+)(\/spin)?$/.exec(url.pathname)
      const s = sessions.get(url.searchParams.get('session') ?? '')
      if (!m || !s || decodeURIComponent(m[1]!) !== s.gameCode) return new Response('Game session not found', { status: 404 })
      if (req.method === 'GET' && !m[2]) return page(s, '')
      if (req.method !== 'POST' || !m[2]) return new Response('Method not allowed', { status: 405 })
      const round = crypto.randomUUID()
      /** One money call of the round: transaction `tx` of `minor` units (a win names its bet and closes the round). */
      const move = (path: string, tx: string, minor: number, extra: Record<string, unknown>) =>
        wallet.call<{ status: string }>(path, {
          user: s.user,
          token: s.token,
          round,
          game_code: s.gameCode,
          currency: s.currency,
          is_free: false,
          is_aggregated: false,
          reward_uuid: null,
          round_closed: false,
          request_uuid: crypto.randomUUID(),
          transaction_uuid: tx,
          supplier_transaction_id: `fake-${tx}`,
          supplier_user: `fake_${s.user}`,
          bet: 'spin',
          amount: toHub88Amount(minor, s.currency),
          ...extra,
        })
      const bet = crypto.randomUUID()
      const placed = await move('/transaction/bet', bet, stake, {})
      if (placed.body.status !== 'RS_OK') return page(s, placed.body.status)
      const paid = await move('/transaction/win', crypto.randomUUID(), winAmount, { round_closed: true, reference_transaction_uuid: bet })
      if (paid.body.status !== 'RS_OK') return page(s, paid.body.status)
      s.lastRound = { bet: money(toHub88Amount(stake, s.currency), s.currency), win: money(toHub88Amount(winAmount, s.currency), s.currency) }
      return new Response(null, { status: 303, headers: { location: `/play/${encodeURIComponent(s.gameCode)}?session=${encodeURIComponent(s.token)}` } })
    },
  })
  return { server, base: `${host.tls ? 'https' : 'http'}://127.0.0.1:${server.port}` }
}

/**
 * The driver: Hub88 calling the operator's wallet at `walletBase` (e.g. `http://127.0.0.1:3000/hub88`),
 * each body signed with Hub88's private key unless `signature` is given (or `null`: no header).
 * `rawBody` sends a body as it is (to tamper with after signing, see the conformance suite).
 */
export function hub88Driver(walletBase: string, hub88PrivateKey: KeyObject) {
  return {
    sign: (body: string) => signHub88(hub88PrivateKey, body),
    async call<T = Record<string, unknown>>(path: string, payload: Record<string, unknown>, opts: { signature?: string | null; rawBody?: string } = {}): Promise<{ http: number; body: T }> {
      const body = JSON.stringify(payload)
      const signature = opts.signature === undefined ? signHub88(hub88PrivateKey, body) : opts.signature
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (signature !== null) headers['x-hub88-signature'] = signature
      const res = await fetch(`${walletBase}${path}`, { method: 'POST', headers, body: opts.rawBody ?? body })
      return { http: res.status, body: (await res.json()) as T }
    },
  }
}

/** The list the fake offers when run on its own: two studios' slots and a live table. */
export const FAKE_HUB88_GAMES: Hub88Game[] = [
  { game_code: 'clt_dragonrising', name: 'Dragon Rising', product: 'Crazy Tooth Studio', category: 'Video Slots', url_thumb: '{base}/images/clt_dragonrising.png', enabled: true },
  { game_code: 'bsg_goldrush', name: 'Gold Rush', product: 'Betsoft', category: 'Video Slots', url_thumb: '{base}/images/bsg_goldrush.png', enabled: true },
  { game_code: 'evo_lightningroulette', name: 'Lightning Roulette', product: 'Evolution', category: 'Live Dealer', url_thumb: '{base}/images/evo_lightningroulette.png', enabled: true },
]

// Run on its own (the live-mode browser test starts it so: Playwright's runner is Node):
//   bun tests/fakes/hub88.ts   with FAKE_HUB88_OPERATOR_PUBLIC_KEY (PEM, verifies the Games API calls),
//   FAKE_HUB88_PRIVATE_KEY (Hub88's PEM, signs the wallet calls), FAKE_HUB88_WALLET_URL (the lobby's /hub88),
//   optionally FAKE_HUB88_OPERATOR_ID (77), FAKE_HUB88_TLS_CERT_FILE and FAKE_HUB88_TLS_KEY_FILE (games over https);
//   prints `[fake-hub88] listening on <api> games on <game host>`.
if (import.meta.main) {
  const env = (name: string) => {
    const v = process.env[name]
    if (!v) throw new Error(`${name} is required`)
    return v
  }
  const certFile = process.env.FAKE_HUB88_TLS_CERT_FILE
  const keyFile = process.env.FAKE_HUB88_TLS_KEY_FILE
  const fake = startHub88Fake({
    operatorPublicPem: env('FAKE_HUB88_OPERATOR_PUBLIC_KEY'),
    operatorId: Number(process.env.FAKE_HUB88_OPERATOR_ID ?? 77),
    games: FAKE_HUB88_GAMES,
    gameHost: {
      walletUrl: env('FAKE_HUB88_WALLET_URL'),
      hub88PrivateKey: createPrivateKey(env('FAKE_HUB88_PRIVATE_KEY')),
      tls: certFile && keyFile ? { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') } : undefined,
    },
  })
  console.log(`[fake-hub88] listening on ${fake.base} games on ${fake.gameBase}`)
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.on(sig, () => {
      void fake.stop().then(() => process.exit(0))
    })
}
