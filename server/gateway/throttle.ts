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
 * The API is synchronous: no method does I/O or returns a Promise. That is what makes a guessable
 * secret's limit hold under a burst (issue 14 §2, docs/decisions/0029): `consume` *reserves* an
 * attempt atomically (one synchronous step of the event loop) before the expensive check, so
 * attempts still in flight count; the caller decides from the position it was given, and on success
 * gives back only its own attempt with `refund` (never `reset`, which would forget the failures of
 * the others in the burst). {@link reserveAttempt} adds the attempts in flight on top (async: a full
 * limiter with attempts in flight waits for them to settle before refusing).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { LRUCache } from 'lru-cache'
import { tFor } from '../../shared/i18n'
import { DomainError } from '../platform/errors'
import type { AppEnv } from './env'

/**
 * Outcome of {@link Throttle.consume}: allowed with `used`, this event's position in the window
 * (1..points, counting the events allowed before it, in flight or done), or refused with
 * `retryAfterSeconds`, a whole number of seconds, at least 1.
 */
export type ThrottleResult = { ok: true; used: number } | { ok: false; retryAfterSeconds: number }

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
   * Counts one event for `key`, at once (a reservation: the guarded work runs after). `{ ok: true,
   * used }` while the window holds at most `points` events (the event counted is allowed; `used` is
   * its position); `{ ok: false, retryAfterSeconds }` for the `points + 1`-th and later events of
   * the window (refused: not counted, and the window is not extended).
   */
  consume(key: string): ThrottleResult
  /**
   * Gives back one event counted by `consume` in the key's current window (e.g. the reservation of
   * an attempt that turned out right). Never below 0; a no-op once the window has passed. The
   * window's end does not move.
   */
  refund(key: string): void
  /**
   * Reads `key` without counting: how many events its window holds and whether the next `consume`
   * would be refused, and for how long. For a check before the guarded work (e.g. refuse a login
   * while an account is locked, saying when it opens).
   */
  peek(key: string): ThrottleState
  /**
   * Forgets `key` and every event of its window. Not for a success among attempts that may still be
   * in flight (that is {@link Throttle.refund}); for tests and operators.
   */
  reset(key: string): void
}

/** The gateway's limits. Windows in seconds. */
export const THROTTLE_RULES = {
  /**
   * Wrong login passwords per account: 10 per 15 min; the 11th attempt is refused unchecked. Keyed
   * `member:<id>` for an existing account (so its name and its mobile share one count, and the
   * current-password checks of a signed-in member count here too), else `<type>:<lower-cased name>`.
   */
  loginFailuresPerAccount: { points: 10, durationSeconds: 15 * 60 },
  /** Login failures per IP: 10 per 15 min; the 11th attempt is refused unchecked. */
  loginFailuresPerIp: { points: 10, durationSeconds: 15 * 60 },
  /** Captcha image refresh per IP: 1 per second (spec §5, §9 "captcha refresh gap 1000 ms"). */
  captchaRefresh: { points: 1, durationSeconds: 1 },
  /** SMS code request form per IP: 1 per second (spec §5, §9 "login SMS throttle 1000 ms"). */
  smsRequestPerIp: { points: 1, durationSeconds: 1 },
  /** Forgot password by e-mail per IP: 5 per 15 min (each answer says whether a username/e-mail pair exists, spec §8). */
  passwordEmailPerIp: { points: 5, durationSeconds: 15 * 60 },
  /** Forgot password by e-mail per account (lower-cased username): 3 per 15 min (each success e-mails a new password). */
  passwordEmailPerAccount: { points: 3, durationSeconds: 15 * 60 },
  /** Free-play (trial) accounts created per IP: 5 per hour (issue 14 §5; each is a member row). */
  freeplayPerIp: { points: 5, durationSeconds: 60 * 60 },
  /** Free-play accounts created per brand (one process serves one brand, key = brand code): 500 per hour. */
  freeplayPerBrand: { points: 500, durationSeconds: 60 * 60 },
  /** Guest live chats started per IP: 5 per hour (decision 0059; each is a row and a conversation in the operator's queue). */
  guestChatStartPerIp: { points: 5, durationSeconds: 60 * 60 },
  /** Guest chat messages per IP: 30 per minute, over all its guests (decision 0059; each guest also has 10 a minute of its own). */
  guestChatSendPerIp: { points: 30, durationSeconds: 60 },
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
  // maxSize with every window counted 1, not max: the same bound, but lru-cache preallocates `max` slots
  // (~4 MB of heap per throttle at 100,000 keys, issue 16's idle RSS) and grows a maxSize cache as keys come.
  const windows = new LRUCache<string, Window>({ maxSize: THROTTLE_MAX_KEYS, sizeCalculation: () => 1, ttl: durationMs, ttlResolution: 0, perf: { now } })

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
        return { ok: true, used: w.used }
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
    refund(key) {
      const w = live(key, now())
      if (w && w.used > 0) w.used -= 1
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
 * The gateway's limiters of this process (one Bun process serves one brand): the routes that share
 * a count (login and the current-password checks of signed-in members) use this one set.
 */
export const gatewayThrottles: Throttles = createThrottles()

/**
 * The `loginFailuresPerAccount` key of a member's password: login by name or mobile and every check
 * of the current password by a signed-in member (change password, changing a bound mobile or
 * e-mail) share it, so one secret has one count.
 */
export const memberAttemptKey = (memberId: number): string => `member:${memberId}`

/** An attempt reserved on one or more limiters by {@link reserveAttempt}; settle it exactly once. */
export interface Reservation {
  ok: true
  /** This attempt's highest position among its limiters (1..points): attempts before it, in flight or failed, plus one. */
  used: number
  /** The attempt failed (a wrong secret): it stays counted. */
  keep(): void
  /** Gives this attempt back on every limiter (a right secret, or an attempt not checked after all). */
  refund(): void
}

/** A count of attempts per limiter and key, with the attempts waiting for it to go down. */
type Pending = WeakMap<Throttle, Map<string, { n: number; waiters: (() => void)[] }>>

/** The entry of `limiter`/`key` in `store`, created empty. */
function pendingOf(store: Pending, limiter: Throttle, key: string) {
  let byKey = store.get(limiter)
  if (!byKey) store.set(limiter, (byKey = new Map()))
  let f = byKey.get(key)
  if (!f) byKey.set(key, (f = { n: 0, waiters: [] }))
  return f
}

/** Takes one attempt off `limiter`/`key` in `store` and wakes everything waiting on it. */
function release(store: Pending, limiter: Throttle, key: string) {
  const byKey = store.get(limiter)
  const f = byKey?.get(key)
  if (!byKey || !f) return
  f.n -= 1
  const waiters = f.waiters.splice(0)
  if (f.n <= 0) byKey.delete(key)
  for (const wake of waiters) wake()
}

/** Attempts reserved and not yet settled, per limiter and key, with the reservations waiting on them. */
const inFlight: Pending = new WeakMap()

/**
 * Reserves one attempt on every `[limiter, key]` pair at once, before the expensive check of a
 * guessable secret (issue 14 §2): all reserved, or none. Attempts are positioned in arrival order
 * and those in flight count, so a burst is limited exactly like a sequence:
 * - a pair with room: the attempt is counted at once and returned with its position (`used`);
 * - a pair full while some of its attempts are still in flight: the attempt waits until one of them
 *   settles (about one hash), then tries again, so a right secret among them frees its place
 *   instead of causing a refusal;
 * - a pair full of settled failures: `{ ok: false, retryAfterSeconds }` (the longest wait), the
 *   attempt refused unchecked.
 * The caller settles the reservation exactly once: `keep()` for a wrong secret, `refund()` for a
 * right one (only its own attempt: the failures of the others stay counted) or when it did not check.
 * @example
 *   const r = await reserveAttempt([[t.loginFailuresPerIp, ip], [t.loginFailuresPerAccount, key]])
 *   if (!r.ok) return tooManyRequests(c, r.retryAfterSeconds, 'errors.tooManyAttempts')
 *   if (await Bun.password.verify(password, hash)) r.refund(); else r.keep()
 */
export async function reserveAttempt(pairs: ReadonlyArray<readonly [Throttle, string]>): Promise<Reservation | { ok: false; retryAfterSeconds: number }> {
  for (;;) {
    const taken: (readonly [Throttle, string])[] = []
    let used = 0
    let full: readonly [Throttle, string] | undefined
    let retryAfterSeconds = 0
    for (const pair of pairs) {
      const r = pair[0].consume(pair[1])
      if (!r.ok) {
        full = pair
        retryAfterSeconds = r.retryAfterSeconds
        break
      }
      taken.push(pair)
      used = Math.max(used, r.used)
    }
    if (!full) {
      for (const [l, k] of taken) pendingOf(inFlight, l, k).n += 1
      let settled = false
      const settle = (refund: boolean) => {
        if (settled) return
        settled = true
        for (const [l, k] of taken) {
          if (refund) l.refund(k)
          release(inFlight, l, k)
        }
      }
      return { ok: true, used, keep: () => settle(false), refund: () => settle(true) }
    }
    for (const [l, k] of taken) l.refund(k)
    const pending = inFlight.get(full[0])?.get(full[1])
    if (pending && pending.n > 0) {
      await new Promise<void>((wake) => pending.waiters.push(wake))
      continue
    }
    return { ok: false, retryAfterSeconds: Math.max(retryAfterSeconds, ...pairs.map(([l, k]) => l.peek(k).retryAfterSeconds)) }
  }
}

/** Attempts being checked without a captcha, per limiter and key, with the attempts waiting on them. */
const checking: Pending = new WeakMap()

/** A reserved attempt allowed to be checked without a captcha; `done()` after its reservation is settled. */
export interface CaptchaFreeSlot {
  needCaptcha: false
  done(): void
}

/**
 * Decides whether an attempt already reserved by {@link reserveAttempt} on `pairs` needs a captcha
 * (spec §4: the captcha appears after failures), exactly as if every attempt had come one after the
 * other (issue 14 §2, decision 0029):
 * - `{ needCaptcha: true }` once `threshold` failures are settled (kept) on any pair;
 * - a {@link CaptchaFreeSlot} while the settled failures plus the attempts being checked without a
 *   captcha stay below `threshold` on every pair: at most `threshold` captcha-free checks can ever
 *   be failures, however many arrive at once;
 * - otherwise it waits until one of those checks settles (about one password hash) and decides
 *   again. So honest logins sharing an IP (carrier NAT) that succeed never bring a captcha, and a
 *   burst gets no more captcha-free guesses than a sequence.
 * The caller settles its reservation first (`keep()` or `refund()`), then calls `done()`: the
 * waiters then see the failure counted.
 * Failures settled on a pair = its window's count minus its reservations in flight.
 */
export async function captchaFreeCheck(pairs: ReadonlyArray<readonly [Throttle, string]>, threshold: number): Promise<{ needCaptcha: true } | CaptchaFreeSlot> {
  for (;;) {
    let blocking: { n: number; waiters: (() => void)[] } | undefined
    for (const [l, k] of pairs) {
      const settled = l.peek(k).used - (inFlight.get(l)?.get(k)?.n ?? 0)
      if (settled >= threshold) return { needCaptcha: true }
      const c = checking.get(l)?.get(k)
      if (c && settled + c.n >= threshold) blocking ??= c
    }
    if (blocking) {
      const wait = blocking
      await new Promise<void>((wake) => wait.waiters.push(wake))
      continue
    }
    const held = pairs.map(([l, k]) => {
      pendingOf(checking, l, k).n += 1
      return [l, k] as const
    })
    let open = true
    return {
      needCaptcha: false,
      done() {
        if (!open) return
        open = false
        for (const [l, k] of held) release(checking, l, k)
      },
    }
  }
}

/**
 * Runs `check`, a call that verifies a signed-in member's current login password (change password,
 * changing a bound mobile or e-mail), with one attempt reserved first on the member's password count
 * (`loginFailuresPerAccount` under {@link memberAttemptKey}, shared with login): while 10 wrong ones
 * are counted, it answers {@link tooManyRequests} unchecked (waiting first for attempts in flight). A `WRONG_PASSWORD`
 * error keeps the attempt (and is rethrown for the envelope); any other outcome gives it back.
 * @returns `check`'s response, or the 429 response.
 * @see issue 14 §2, docs/decisions/0029
 */
export async function withPasswordAttempt<E extends AppEnv>(c: Context<E>, memberId: number, check: () => Promise<Response>, throttles: Throttles = gatewayThrottles): Promise<Response> {
  const attempt = await reserveAttempt([[throttles.loginFailuresPerAccount, memberAttemptKey(memberId)]])
  if (!attempt.ok) return tooManyRequests(c, attempt.retryAfterSeconds, 'errors.tooManyAttempts')
  let wrong = false
  try {
    return await check()
  } catch (err) {
    wrong = err instanceof DomainError && err.code === 'WRONG_PASSWORD'
    throw err
  } finally {
    if (wrong) attempt.keep()
    else attempt.refund()
  }
}

/**
 * The 429 answer of DESIGN §2: header `Retry-After: <seconds>` and the envelope
 * `{ success: false, code: 'TOO_MANY_REQUESTS', message, retryAfterSeconds }`, the message
 * translated into the request's language from `messageKey` (default `errors.tooManyRequests`, spec
 * §8 "try again after 5 minutes"), with `{{minutes}}` the wait in whole minutes (rounded up) for
 * keys that name it (`errors.tooManyAttempts`, `errors.freeplayTooMany`).
 * @param retryAfterSeconds seconds; rounded up, at least 1.
 */
export function tooManyRequests<E extends AppEnv>(c: Context<E>, retryAfterSeconds: number, messageKey = 'errors.tooManyRequests') {
  const seconds = secondsFrom(retryAfterSeconds * 1000)
  c.header('Retry-After', String(seconds))
  const message = tFor(c.get('language') ?? 'en')(messageKey, { minutes: Math.ceil(seconds / 60) })
  return c.json({ success: false as const, message, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: seconds }, 429)
}

/**
 * Hono middleware: counts every request through `throttle` under `keyOf(c)` (by default the
 * visitor IP that the gateway put on the context) and answers {@link tooManyRequests} when over.
 * For per-request form throttles such as `captchaRefresh` and `smsRequestPerIp`; login attempts are
 * reserved by the login handler itself ({@link reserveAttempt}) and kept only when they fail.
 */
export function rateLimit(throttle: Throttle, keyOf: (c: Context<AppEnv>) => string = (c) => c.get('ip')): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const r = throttle.consume(keyOf(c))
    if (!r.ok) return tooManyRequests(c, r.retryAfterSeconds)
    await next()
  }
}
