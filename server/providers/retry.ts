/**
 * The one retry loop of the outside-service adapters (STYLE "a retry loop per vendor — one client"):
 * an attempt is repeated while it fails in a way that may pass (network error, timeout, HTTP 5xx or
 * 429, an SMTP 4xx reply), a bounded number of times, with growing pauses, all within one overall
 * deadline; a permanent failure (refused credentials, an invalid number, a 4xx answer) stops at
 * once. Used by the SMS and e-mail adapters (docs/decisions/0047-sms-and-email-providers.md).
 */
import type { DeliveryResult } from '../platform/verification/delivery'

/** What one attempt came to. `retryAfterMs`: the provider's own hint (a 429's Retry-After), capped by the policy. */
export type AttemptOutcome = { kind: 'done'; ref?: string } | { kind: 'transient'; reason: string; retryAfterMs?: number } | { kind: 'permanent'; reason: string }

export interface RetryPolicy {
  /** Pauses (ms) before the 2nd, 3rd… attempt: its length + 1 attempts at most. */
  delaysMs: readonly number[]
  /** Longest pause a provider's Retry-After may ask for (ms); a longer one ends the retries. */
  maxRetryAfterMs: number
  /** Time allowed to one attempt (ms); the attempt's signal aborts after it (or at the deadline, if sooner). */
  timeoutMs: number
  /** Time allowed to all attempts and pauses together (ms): no attempt starts that could not get 1 s before it. */
  totalMs: number
}

/**
 * 3 attempts, 0.3 s then 1 s apart, 5 s each, 8 s in all: the member's request is answered within
 * the 10 s a Bun server keeps a quiet connection open (Bun.serve `idleTimeout`), usually after one
 * round trip.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { delaysMs: [300, 1_000], maxRetryAfterMs: 2_000, timeoutMs: 5_000, totalMs: 8_000 }

/** The least time worth starting one more attempt with (ms). */
const MIN_ATTEMPT_MS = 1_000

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs `attempt` until it is done, fails permanently, or the policy's attempts or time are spent.
 * An attempt that throws counts as transient (its message is the reason; an abort after its time
 * reads `timeout`). Resolves, never rejects, to the delivery result with the number of attempts
 * made and the last reason.
 */
export async function withRetries(attempt: (signal: AbortSignal) => Promise<AttemptOutcome>, policy: RetryPolicy = DEFAULT_RETRY_POLICY): Promise<DeliveryResult> {
  const deadline = Date.now() + policy.totalMs
  for (let n = 1; ; n++) {
    let outcome: AttemptOutcome
    const signal = AbortSignal.timeout(Math.max(1, Math.min(policy.timeoutMs, deadline - Date.now())))
    try {
      outcome = await attempt(signal)
    } catch (err) {
      outcome = { kind: 'transient', reason: signal.aborted ? 'timeout' : `network: ${err instanceof Error ? err.message : String(err)}`.slice(0, 200) }
    }
    if (outcome.kind === 'done') return { delivered: true, attempts: n, ...(outcome.ref ? { ref: outcome.ref } : {}) }
    const reason = outcome.reason
    if (outcome.kind === 'permanent' || n > policy.delaysMs.length) return { delivered: false, attempts: n, reason }
    const hint = outcome.retryAfterMs
    if (hint !== undefined && hint > policy.maxRetryAfterMs) return { delivered: false, attempts: n, reason: `${reason} (retry after ${Math.ceil(hint / 1000)} s)` }
    const pause = Math.max(policy.delaysMs[n - 1]!, hint ?? 0)
    if (Date.now() + pause + MIN_ATTEMPT_MS > deadline) return { delivered: false, attempts: n, reason: `${reason} (out of time)` }
    await sleep(pause)
  }
}

/** A promise that rejects with `timeout` when `signal` aborts: raced against a call that takes no signal. */
export function abortedBy(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(new Error('timeout'))
    else signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true })
  })
}
