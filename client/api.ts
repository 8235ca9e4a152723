/**
 * The browser's one API client (issue 15, decision 0034): `hono/client` typed from the gateway's
 * sub-routers (server/gateway/api-types.ts, types only), so a call's path, method, query, body and
 * answer are checked against the route. `call(…)` turns the fetch into the envelope of DESIGN §2
 * and never rejects; `encrypted(…)` sends an E call's payload as `{ jwe }`; `withKey` adds a money
 * call's Idempotency-Key. The client code (hono/client) and the encryption load with the first call,
 * not with the page: a visitor's first screen calls nothing (issue 16, decision 0039).
 * @example const res = await call(api.wallet.wallet.deposit.$post({ json: body }, withKey(key)))
 * @example const res = await encrypted(api.session.login.$post, { username, password, type: 'username' })
 */
import type { Hono } from 'hono'
import type { ClientResponse, hc } from 'hono/client'
import type * as Api from '../server/gateway/api-types'
import type { Envelope } from './islands/auth/encrypt'
import { GATEWAY_VERSION, GATEWAY_VERSION_HEADER } from '../shared/gateway-version'

export type { Envelope }

/** Same-origin cookies, JSON answers, the gateway version this client speaks (decision 0056). */
export const options = { init: { credentials: 'same-origin' as const }, headers: { accept: 'application/json', [GATEWAY_VERSION_HEADER]: GATEWAY_VERSION } }

/**
 * `hc<T>(base, options)`, typed exactly as hono's client, whose code loads on the first request: a
 * property read only extends the path (`api.wallet.wallet.deposit`), and calling the end of it
 * (`.$post(args, init)`) loads hono/client, walks the same path on the real client and makes the
 * call there, so the request is hono's own.
 */
// biome-ignore lint/suspicious/noExplicitAny: hono's own bound for a typed app (Hono<Env, Schema, BasePath>)
function lazyHc<T extends Hono<any, any, any>>(base: string): ReturnType<typeof hc<T>> {
  const at = (path: readonly string[]): unknown =>
    new Proxy(() => {}, {
      get: (_, key) => (typeof key === 'string' ? at([...path, key]) : undefined),
      apply: (_, __, args: unknown[]) =>
        import('hono/client').then(({ hc: client }) => {
          let node = client<T>(base, options) as unknown as Record<string, unknown>
          for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>
          return (node[path[path.length - 1]] as (...a: unknown[]) => unknown)(...args)
        }),
    })
  return at([]) as ReturnType<typeof hc<T>>
}

/** One client per sub-router, at the path index.ts mounts it on. */
export const api = {
  session: lazyHc<Api.SessionApi>('/wps/session'),
  member: lazyHc<Api.MemberApi>('/wps/member'),
  security: lazyHc<Api.SecurityApi>('/wps/member'),
  authenticator: lazyHc<Api.AuthenticatorApi>('/wps/member'),
  responsibleGaming: lazyHc<Api.ResponsibleGamingApi>('/wps'),
  registration: lazyHc<Api.RegistrationApi>('/wps'),
  social: lazyHc<Api.SocialApi>('/wps'),
  verification: lazyHc<Api.VerificationApi>('/wps'),
  wallet: lazyHc<Api.WalletApi>('/wps'),
  agent: lazyHc<Api.AgentApi>('/wps'),
  launch: lazyHc<Api.LaunchApi>('/wps'),
  system: lazyHc<Api.SystemApi>('/wps/system'),
  games: lazyHc<Api.GameRelaysApi>('/wps/relay'),
  play: lazyHc<Api.PlayRelaysApi>('/wps/relay'),
  contracts: lazyHc<Api.ContractRelaysApi>('/wps/relay'),
  favourites: lazyHc<Api.FavouriteRelaysApi>('/wps/relay'),
  messages: lazyHc<Api.MessageRelaysApi>('/wps/relay'),
  feedback: lazyHc<Api.FeedbackApi>('/wps'),
  points: lazyHc<Api.PointRelaysApi>('/wps/relay'),
  promotions: lazyHc<Api.PromotionApi>('/wps'),
  chat: lazyHc<Api.ChatRelaysApi>('/wps/relay'),
  sandbox: lazyHc<Api.SandboxVendorApi>('/vendors/sandbox'),
  lottery: lazyHc<Api.LotteryVendorApi>('/vendors/lottery'),
  inhouse: lazyHc<Api.InhouseVendorApi>('/vendors/inhouse'),
}

/** What a route answers with `{ success: true, value }`: the type of `value`. */
export type ValueOf<R> = R extends ClientResponse<infer O, infer _S, infer _F> ? (O extends { success: true; value: infer V } ? V : never) : never

/**
 * The envelope of an API call, never rejecting: a network failure is `code: 'NETWORK'` (status 0),
 * an answer that is not JSON `code: 'UNKNOWN'` (`TOO_MANY_REQUESTS` for a 429); `retryAfterSeconds`
 * from the body or the Retry-After header.
 */
export async function call<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<Envelope<ValueOf<R>>> {
  let res: R
  try {
    res = await request
  } catch {
    return { success: false, code: 'NETWORK', status: 0 }
  }
  let parsed: Partial<Envelope<ValueOf<R>>> & Record<string, unknown>
  try {
    parsed = (await res.json()) as typeof parsed
  } catch {
    return { success: false, code: res.status === 429 ? 'TOO_MANY_REQUESTS' : 'UNKNOWN', status: res.status }
  }
  const retryHeader = Number(res.headers.get('retry-after'))
  const retryAfterSeconds = typeof parsed.retryAfterSeconds === 'number' ? parsed.retryAfterSeconds : retryHeader > 0 ? retryHeader : undefined
  return { ...parsed, success: parsed.success === true && res.ok, status: res.status, retryAfterSeconds }
}

/** Request options of a money call: its Idempotency-Key. */
export function withKey(key: string) {
  return { headers: { 'idempotency-key': key } }
}

/**
 * An E call (spec §7, DESIGN §3): `payload` — typed as the route's decrypted body — is encrypted and
 * sent as `{ jwe }`. When the gateway cannot read it (key rotated, browser clock off) the key is
 * fetched again and the call repeated once with a new `jti`. An encryption failure in the browser
 * (no WebCrypto: an insecure origin) resolves as `code: 'ENCRYPTION'`.
 * @example await encrypted(api.session.login.$post, { username, password, type: 'username' })
 */
export async function encrypted<I, R extends ClientResponse<unknown, number, string>>(
  send: (args: { json: I }, options?: { headers?: Record<string, string> }) => Promise<R>,
  payload: I,
  options?: { headers?: Record<string, string> },
): Promise<Envelope<ValueOf<R>>> {
  let encryption: typeof import('./islands/auth/encrypt')
  try {
    encryption = await import('./islands/auth/encrypt')
  } catch {
    return { success: false, code: 'NETWORK', status: 0 }
  }
  const { encryptBody, resetEncryption } = encryption
  for (let attempt = 0; ; attempt++) {
    let body: { jwe: string }
    try {
      body = await encryptBody(payload as Record<string, unknown>)
    } catch {
      return { success: false, code: globalThis.crypto?.subtle ? 'NETWORK' : 'ENCRYPTION', status: 0 }
    }
    const res = await call(send({ json: body as I }, options))
    if (attempt === 0 && (res.code === 'BAD_ENCRYPTION' || res.code === 'STALE')) {
      resetEncryption()
      continue
    }
    return res
  }
}
