/**
 * The browser's one API client (issue 15, decision 0034): `hono/client` typed from the gateway's
 * sub-routers (server/gateway/api-types.ts, types only), so a call's path, method, query, body and
 * answer are checked against the route. `call(…)` turns the fetch into the envelope of DESIGN §2
 * and never rejects; `encrypted(…)` sends an E call's payload as `{ jwe }`; `withKey` adds a money
 * call's Idempotency-Key.
 * @example const res = await call(api.wallet.wallet.deposit.$post({ json: body }, withKey(key)))
 * @example const res = await encrypted(api.session.login.$post, { username, password, type: 'username' })
 */
import { hc, type ClientResponse } from 'hono/client'
import type * as Api from '../server/gateway/api-types'
import { encryptBody, resetEncryption, type Envelope } from './islands/auth/encrypt'

export type { Envelope }

/** Same-origin cookies, JSON answers. */
export const options = { init: { credentials: 'same-origin' as const }, headers: { accept: 'application/json' } }

/** One client per sub-router, at the path index.ts mounts it on. */
export const api = {
  session: hc<Api.SessionApi>('/wps/session', options),
  member: hc<Api.MemberApi>('/wps/member', options),
  security: hc<Api.SecurityApi>('/wps/member', options),
  responsibleGaming: hc<Api.ResponsibleGamingApi>('/wps', options),
  registration: hc<Api.RegistrationApi>('/wps', options),
  verification: hc<Api.VerificationApi>('/wps', options),
  wallet: hc<Api.WalletApi>('/wps', options),
  agent: hc<Api.AgentApi>('/wps', options),
  launch: hc<Api.LaunchApi>('/wps', options),
  system: hc<Api.SystemApi>('/wps/system', options),
  games: hc<Api.GameRelaysApi>('/wps/relay', options),
  play: hc<Api.PlayRelaysApi>('/wps/relay', options),
  contracts: hc<Api.ContractRelaysApi>('/wps/relay', options),
  favourites: hc<Api.FavouriteRelaysApi>('/wps/relay', options),
  messages: hc<Api.MessageRelaysApi>('/wps/relay', options),
  feedback: hc<Api.FeedbackApi>('/wps', options),
  points: hc<Api.PointRelaysApi>('/wps/relay', options),
  promotions: hc<Api.PromotionApi>('/wps', options),
  chat: hc<Api.ChatRelaysApi>('/wps/relay', options),
  sandbox: hc<Api.SandboxVendorApi>('/vendors/sandbox', options),
  lottery: hc<Api.LotteryVendorApi>('/vendors/lottery', options),
  inhouse: hc<Api.InhouseVendorApi>('/vendors/inhouse', options),
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
