/**
 * A local fake of Hub88 (https://docs.hub88.io, Operator API; decision 0046), started by the tests on
 * 127.0.0.1, never the internet:
 * - its Games API: POST /operator/generic/v2/game/list and /game/url, each checking the operator's
 *   `X-Hub88-Signature` (base64 RSA-SHA256 of the raw body) against the operator's public key and the
 *   `operator_id`; errors as Hub88 answers them (401 bad signature, 404 unknown operator or game,
 *   400 invalid body) with `{ error }`;
 * - the game images its list points to (GET /images/<code>.png);
 * - a driver playing Hub88 calling the operator's wallet: bodies signed with Hub88's private key.
 * Keys are generated per test run (`hub88Keys()`).
 */
import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import type { Server } from 'bun'
import { signHub88, verifyHub88, type Hub88Game } from '../../server/providers/aggregator/hub88'

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
  stop(): Promise<void>
}

/**
 * Starts the fake Games API. `operatorPublicPem` verifies the operator's signatures; `games` is the
 * initial list (its `url_thumb`s may use the placeholder `{base}`, replaced by the fake's address).
 */
export function startHub88Fake(opts: { operatorPublicPem: string; operatorId?: number; games?: Hub88Game[] }): Hub88Fake {
  const operatorKey = createPublicKey(opts.operatorPublicPem)
  const operatorId = opts.operatorId ?? 77
  const state = { games: [] as Hub88Game[], urlRequests: [] as Record<string, unknown>[], imageHits: [] as string[] }
  const json = (body: unknown, status = 200) => Response.json(body, { status })
  const server: Server<undefined> = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const url = new URL(req.url)
      if (req.method === 'GET' && url.pathname.startsWith('/images/')) {
        state.imageHits.push(url.pathname)
        return new Response(FAKE_PNG, { headers: { 'content-type': 'image/png' } })
      }
      if (req.method === 'GET' && url.pathname.startsWith('/play/')) return new Response('<!doctype html><title>Hub88 game</title>', { headers: { 'content-type': 'text/html' } })
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
        return json({ url: `${fake.base}/play/${encodeURIComponent(game.game_code)}?session=${encodeURIComponent(body.token)}&lang=${encodeURIComponent(String(body.lang))}` })
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
    stop: () => server.stop(true),
  }
  return fake
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
