/**
 * The vendor side of the seamless-wallet contract (DESIGN §5; decision 0023 vendor durability): how
 * the embedded vendors (sandbox, in-house, lottery) call the platform's wallet — over HTTP, signed,
 * exactly as a third-party vendor would. One client for all of them:
 *  - {@link createWalletClient}: the signed transport (one POST, no retry);
 *  - {@link callWithRetry}: a call repeated with the same body (so the same transaction id) while
 *    the wallet does not answer in the contract's terms;
 *  - {@link vendorWallet}: the retried call for a vendor's game server, the launch-token cache
 *    (`lru-cache` with a ttl) and the mapping of the wallet's refusals to the vendor's errors.
 * A real vendor adapter uses the same client with its own base URL and secret. Amounts minor units.
 */
import { createHmac } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { VENDOR_STATUSES, type VendorAnswer } from '../../shared/schemas/vendor-wallet'

export type WalletAction = 'balance' | 'bet' | 'win' | 'rollback'

export interface WalletClient {
  /** POSTs `body` to `<baseUrl>/wallet-api/v1/<vendor>/<action>` with its X-Signature; the parsed answer. */
  call(vendor: string, action: WalletAction, body: Record<string, unknown>): Promise<VendorAnswer>
}

export interface WalletClientOptions {
  /** Where the platform's wallet listens, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string
  /** The vendor's shared secret (hex). */
  secretOf: (vendor: string) => string | null
  /** Defaults to the global fetch; tests may pass the app's own request function. */
  fetch?: (url: string, init: RequestInit) => Promise<Response> | Response
}

/**
 * The signed transport: each `call` is one POST. Network failures, a missing secret and a non-JSON
 * answer reject; {@link callWithRetry} repeats it with the same transaction id.
 */
export function createWalletClient(opts: WalletClientOptions): WalletClient {
  const doFetch = opts.fetch ?? ((url: string, init: RequestInit) => fetch(url, init))
  return {
    async call(vendor, action, body) {
      const secret = opts.secretOf(vendor)
      if (!secret) throw new Error(`no wallet secret for vendor ${vendor}`)
      const raw = JSON.stringify(body)
      const res = await doFetch(`${opts.baseUrl}/wallet-api/v1/${encodeURIComponent(vendor)}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', secret).update(raw).digest('hex') },
        body: raw,
      })
      return (await res.json()) as VendorAnswer
    },
  }
}

/** The pause before each attempt of a wallet call (ms): three attempts, the first at once. */
export const WALLET_RETRY_DELAYS_MS = [0, 50, 250] as const

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * One wallet call, repeated with the same body on a network failure or an answer outside the
 * contract (e.g. an HTTP 500 page), after the pauses of {@link WALLET_RETRY_DELAYS_MS}. Resolves to
 * the wallet's answer, or null when it never answered in the contract's terms — the fate of the call
 * is then unknown (a bet must be rolled back, a win sent again later). Never rejects.
 */
export async function callWithRetry(wallet: WalletClient, vendor: string, action: WalletAction, body: Record<string, unknown>): Promise<VendorAnswer | null> {
  for (const delay of WALLET_RETRY_DELAYS_MS) {
    if (delay) await sleep(delay)
    try {
      const answer = await wallet.call(vendor, action, body)
      if ((VENDOR_STATUSES as readonly string[]).includes(answer?.status)) return answer
    } catch {
      // network or a non-JSON answer: the same transaction id again is safe
    }
  }
  return null
}

/** The wallet did not answer after the retries: the fate of the call is unknown. */
export class WalletDown extends Error {}

/** The codes a vendor answers for the wallet's refusals, and when the wallet does not answer. */
export type WalletRefusalCode = 'INVALID_TOKEN' | 'TOKEN_EXPIRED' | 'USER_DISABLED' | 'LIMIT_REACHED' | 'NOT_ENOUGH_MONEY' | 'BET_REFUSED' | 'WALLET_UNAVAILABLE'

/** A refusal as a vendor's error carries it (the shape of DomainError's constructor arguments). */
export interface WalletRefusal {
  code: WalletRefusalCode
  /** i18n key in the vendor's namespace, e.g. `inhouse.errors.notEnoughMoney`. */
  messageKey: string
  status: 401 | 403 | 409 | 503
  /** The balance the wallet told with the refusal, in MAJOR units (as the vendors' APIs answer). */
  details?: { balance: number }
}

const REFUSALS: Partial<Record<VendorAnswer['status'], [WalletRefusalCode, string, 401 | 403 | 409]>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: ['NOT_ENOUGH_MONEY', 'notEnoughMoney', 409],
  RS_ERROR_INVALID_TOKEN: ['INVALID_TOKEN', 'invalidToken', 401],
  RS_ERROR_TOKEN_EXPIRED: ['TOKEN_EXPIRED', 'tokenExpired', 401],
  RS_ERROR_USER_DISABLED: ['USER_DISABLED', 'userDisabled', 403],
  RS_ERROR_LIMIT_REACHED: ['LIMIT_REACHED', 'limitReached', 403],
}

/**
 * The refusal a vendor answers for the wallet's `answer` (any status other than the five above is
 * BET_REFUSED, 409), or WALLET_UNAVAILABLE (503) for no answer (null), with message keys in
 * `<namespace>.errors.*`.
 */
export function walletRefusal(namespace: string, answer: VendorAnswer | null): WalletRefusal {
  if (!answer) return { code: 'WALLET_UNAVAILABLE', messageKey: `${namespace}.errors.walletUnavailable`, status: 503 }
  const [code, key, status] = REFUSALS[answer.status] ?? ['BET_REFUSED', 'betRefused', 409]
  return { code, messageKey: `${namespace}.errors.${key}`, status, ...(answer.balance !== undefined ? { details: { balance: answer.balance / 100 } } : {}) }
}

/** A member as a launch token names them (`user` is the wallet's member id as a string). */
export interface WalletPlayer {
  memberId: number
  user: string
  token: string
}

/** How long a launch token's member is remembered without asking the wallet again (ms), and how many are. */
export const TOKEN_CACHE = { ttlMs: 5 * 60_000, max: 10_000 } as const

export interface VendorWalletOptions<E extends Error> {
  /** The i18n namespace of the vendor's messages (`inhouse`, `lottery`). */
  namespace: string
  /** The currency the members' wallet accounts are kept in (ISO 4217). */
  currency: () => string
  /** Builds the vendor's error (a DomainError subclass) from a refusal. */
  error: (r: WalletRefusal) => E
}

/**
 * The wallet as a vendor's game server uses it: retried calls ({@link callWithRetry}), the launch
 * token's member (and the vendor it was checked with) cached for {@link TOKEN_CACHE}.ttlMs, and the wallet's
 * refusals mapped to the vendor's errors ({@link walletRefusal}).
 */
export function vendorWallet<E extends Error>(wallet: WalletClient, opts: VendorWalletOptions<E>) {
  const players = new LRUCache<string, { memberId: number; user: string; vendor: string }>({ max: TOKEN_CACHE.max, ttl: TOKEN_CACHE.ttlMs })
  const refusal = (answer: VendorAnswer | null): E => opts.error(walletRefusal(opts.namespace, answer))

  /** A retried call; rejects with {@link WalletDown} when the wallet never answered. */
  async function call(vendor: string, action: WalletAction, body: Record<string, unknown>): Promise<VendorAnswer> {
    const answer = await callWithRetry(wallet, vendor, action, body)
    if (!answer) throw new WalletDown(`${vendor} ${action}: the wallet did not answer`)
    return answer
  }

  /**
   * The member a launch token names, with the balance (minor units), asked of the wallet (and
   * cached). @throws the vendor's error: WALLET_UNAVAILABLE, or the wallet's refusal of the token.
   */
  async function balanceOf(vendor: string, token: string): Promise<{ player: WalletPlayer; balance: number }> {
    const answer = await callWithRetry(wallet, vendor, 'balance', { token, currency: opts.currency() })
    if (answer?.status !== 'RS_OK' || !answer.user) throw refusal(answer)
    const memberId = Number(answer.user)
    players.set(token, { memberId, user: answer.user, vendor })
    return { player: { memberId, user: answer.user, token }, balance: answer.balance ?? 0 }
  }

  /** The member a launch token names, from the cache when asked within the ttl. @throws as {@link balanceOf}. */
  async function playerOf(vendor: string, token: string): Promise<WalletPlayer> {
    const known = players.get(token)
    if (known && known.vendor === vendor) return { memberId: known.memberId, user: known.user, token }
    return (await balanceOf(vendor, token)).player
  }

  return {
    call,
    balanceOf,
    playerOf,
    refusal,
    /**
     * The vendor a launch token was last checked with, or undefined (a token past the ttl still
     * names its vendor until evicted: the member is then checked again with it).
     */
    vendorOf: (token: string): string | undefined => players.peek(token, { allowStale: true })?.vendor,
    /** Forgets a launch token (the wallet refused it): the next call asks the wallet again. */
    forget: (token: string): void => {
      players.delete(token)
    },
  }
}

export type VendorWallet = ReturnType<typeof vendorWallet>
