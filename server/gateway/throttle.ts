/**
 * Gateway rate limits (DESIGN §2 "429 throttled with Retry-After", §3 login failures throttled per
 * account and per IP; product-spec §5 and §9: captcha refresh and login SMS request once per
 * 1000 ms, "too-many-requests wait 5 minutes").
 *
 * Fixed-window counters kept in process memory: one Bun process serves one brand, so memory is the
 * right store (a restart forgets the counters, which only ever favours a visitor). A window opens at
 * the first event counted for a key and lasts `durationSeconds`; within it at most `points` events
 * are allowed. The store is `lru-cache` (bounded: a flood of distinct keys evicts the oldest instead
 * of growing without limit; entries expire with their window, no timers), and the clock is
 * injectable so tests move time without fake timers.
 *
 * The API is synchronous: no method does I/O or returns a Promise.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { LRUCache } from 'lru-cache'
import { fail } from './envelope'
import type { AppEnv } from './env'

/** Outcome of {@link Throttle.consume}. `retryAfterSeconds` is a whole number of seconds, at least 1. */
export type ThrottleResult = { ok: true } | { ok: false; retryAfterSeconds: number }

/** State of a key, read without counting (see {@link Throttle.peek}). */
export interface ThrottleState {
  /** Allowed events in the key's current window, 0..points (0 when none or the window has passed). */
  used: number
  /** `true` when `used >= points`: the next `consume` would be refused. */
  blocked: boolean
  /** Whole seconds (>= 1) until the window closes when blocked; 0 when not blocked. */
  retryAfterSeconds: number
}

/** One limit: at most `points` events per key in a window of `durationSeconds`. */
export interface ThrottleRule {
  points: number
  durationSeconds: number
}

/** A named limiter over string keys (an IP, an account, a phone number...). */
export interface Throttle extends ThrottleRule {
  readonly name: string
  /**
   * Counts one event for `key`. `{ ok: true }` while the window holds at most `points` events
   * (the event counted is allowed); `{ ok: false, retryAfterSeconds }` for the `points + 1`-th and
   * later events of the window (refused: not counted, and the window is not extended).
   */
  consume(key: string): ThrottleResult
  /**
   * Reads `key` without counting: how many events its window holds and whether the next `consume`
   * would be refused, and for how long. For a check before the guarded work (e.g. refuse a login
   * while an account is locked, saying when it opens).
   */
  peek(key: string): ThrottleState
  /** Forgets `key` (e.g. after a successful login, the account's failures). */
  reset(key: string): void
}

/** The gateway's limits. Windows in seconds. */
export const THROTTLE_RULES = {
  /** Login failures per account (lower-cased login name): 10 per 15 min; the 11th is refused. */
  loginFailuresPerAccount: { points: 10, durationSeconds: 15 * 60 },
  /** Login failures per IP: 10 per 15 min; the 11th is refused. */
  loginFailuresPerIp: { points: 10, durationSeconds: 15 * 60 },
  /** Captcha image refresh per IP: 1 per second (spec §5, §9 "captcha refresh gap 1000 ms"). */
  captchaRefresh: { points: 1, durationSeconds: 1 },
  /** SMS code request form per IP: 1 per second (spec §5, §9 "login SMS throttle 1000 ms"). */
  smsRequestPerIp: { points: 1, durationSeconds: 1 },
  /** Forgot password by e-mail per IP: 5 per 15 min (each answer says whether a username/e-mail pair exists, spec §8). */
  passwordEmailPerIp: { points: 5, durationSeconds: 15 * 60 },
  /** Forgot password by e-mail per account (lower-cased username): 3 per 15 min (each success e-mails a new password). */
  passwordEmailPerAccount: { points: 3, durationSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>

export type ThrottleName = keyof typeof THROTTLE_RULES
export type Throttles = Record<ThrottleName, Throttle>

function secondsFrom(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000))
}

/** Distinct keys one limiter remembers; past that the least recently used key is forgotten. */
export const THROTTLE_MAX_KEYS = 100_000

interface Window {
  used: number
  /** Clock ms at which the window closes. */
  resetAt: number
}

function createThrottle(name: string, rule: ThrottleRule, now: () => number): Throttle {
  if (!(Number.isInteger(rule.points) && rule.points > 0 && Number.isInteger(rule.durationSeconds) && rule.durationSeconds > 0)) {
    throw new RangeError(`throttle ${name}: points and durationSeconds must be positive integers`)
  }
  const { points, durationSeconds } = rule
  const durationMs = durationSeconds * 1000
  // ttlResolution 0: read the (possibly injected) clock on every access instead of caching it for 1 ms.
  const windows = new LRUCache<string, Window>({ max: THROTTLE_MAX_KEYS, ttl: durationMs, ttlResolution: 0, perf: { now } })

  function live(key: string, t: number): Window | undefined {
    const w = windows.get(key)
    return w && w.resetAt > t ? w : undefined
  }

  return {
    name,
    points,
    durationSeconds,
    consume(key) {
      const t = now()
      let w = live(key, t)
      if (!w) {
        w = { used: 0, resetAt: t + durationMs }
        windows.set(key, w)
      }
      if (w.used < points) {
        w.used += 1
        return { ok: true }
      }
      return { ok: false, retryAfterSeconds: secondsFrom(w.resetAt - t) }
    },
    peek(key) {
      const t = now()
      const w = live(key, t)
      if (!w) return { used: 0, blocked: false, retryAfterSeconds: 0 }
      const blocked = w.used >= points
      return { used: w.used, blocked, retryAfterSeconds: blocked ? secondsFrom(w.resetAt - t) : 0 }
    },
    reset(key) {
      windows.delete(key)
    },
  }
}

/**
 * The gateway's named limiters ({@link THROTTLE_RULES}), fresh (empty) per call: create one set per
 * app and hand it to the routes that need it. Synchronous API.
 * @param now clock in ms (default `Date.now`); tests pass their own to move time.
 * @param overrides replace a rule (tests, or a brand's configuration); others keep {@link THROTTLE_RULES}.
 * @throws RangeError when a rule's points or durationSeconds is not a positive integer.
 * @example
 *   const t = createThrottles()
 *   const r = t.captchaRefresh.consume(ip)
 *   if (!r.ok) return tooManyRequests(c, r.retryAfterSeconds)
 */
export function createThrottles(now: () => number = Date.now, overrides: Partial<Record<ThrottleName, ThrottleRule>> = {}): Throttles {
  const out = {} as Throttles
  for (const name of Object.keys(THROTTLE_RULES) as ThrottleName[]) {
    out[name] = createThrottle(name, overrides[name] ?? THROTTLE_RULES[name], now)
  }
  return out
}

/**
 * The 429 answer of DESIGN §2: header `Retry-After: <seconds>` and the envelope
 * `{ success: false, code: 'TOO_MANY_REQUESTS', message }`, the message translated into the
 * request's language from `messageKey` (default `errors.tooManyRequests`, spec §8 "try again after
 * 5 minutes").
 * @param retryAfterSeconds seconds; rounded up, at least 1.
 */
export function tooManyRequests(c: Context<AppEnv>, retryAfterSeconds: number, messageKey = 'errors.tooManyRequests') {
  c.header('Retry-After', String(secondsFrom(retryAfterSeconds * 1000)))
  return fail(c, 429, 'TOO_MANY_REQUESTS', messageKey)
}

/**
 * Hono middleware: counts every request through `throttle` under `keyOf(c)` (by default the
 * visitor IP that the gateway put on the context) and answers {@link tooManyRequests} when over.
 * For per-request form throttles such as `captchaRefresh` and `smsRequestPerIp`; login failures are
 * counted by the login handler itself, only when a login fails.
 */
export function rateLimit(throttle: Throttle, keyOf: (c: Context<AppEnv>) => string = (c) => c.get('ip')): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const r = throttle.consume(keyOf(c))
    if (!r.ok) return tooManyRequests(c, r.retryAfterSeconds)
    await next()
  }
}
