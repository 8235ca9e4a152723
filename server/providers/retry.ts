/**
 * The one retry loop of the outside-service adapters (STYLE "a retry loop per vendor — one client"):
 * an attempt is repeated while it fails in a way that may pass (network error, timeout, HTTP 5xx or
 * 429, an SMTP 4xx reply), a bounded number of times, with growing pauses; a permanent failure
 * (refused credentials, an invalid number, a 4xx answer) stops at once. Used by the SMS and e-mail
 * adapters (docs/decisions/0047-sms-and-email-providers.md).
 */
import type { DeliveryResult } from '../platform/verification/delivery'

/** What one attempt came to. `retryAfterMs`: the provider's own hint (a 429's Retry-After), capped by the policy. */
export type AttemptOutcome = { kind: 'done'; ref?: string } | { kind: 'transient'; reason: string; retryAfterMs?: number } | { kind: 'permanent'; reason: string }

export interface RetryPolicy {
  /** Pauses (ms) before the 2nd, 3rd… attempt: its length + 1 attempts in all. */
  delaysMs: readonly number[]
  /** Longest pause a provider's Retry-After may ask for (ms); a longer one ends the retries. */
  maxRetryAfterMs: number
  /** Time allowed to one attempt (ms); the attempt's signal aborts after it. */
  timeoutMs: number
}

/** 3 attempts, 0.5 s then 2 s apart, 10 s each: a member waits at most ~33 s for a final answer, usually far less. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { delaysMs: [500, 2_000], maxRetryAfterMs: 5_000, timeoutMs: 10_000 }

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs `attempt` until it is done, fails permanently, or the policy's attempts are spent. An
 * attempt that throws counts as transient (its message is the reason; an abort after
 * `policy.timeoutMs` reads `timeout`). Resolves, never rejects, to the delivery result with the
 * number of attempts made and the last reason.
 */
export async function withRetries(attempt: (signal: AbortSignal) => Promise<AttemptOutcome>, policy: RetryPolicy = DEFAULT_RETRY_POLICY): Promise<DeliveryResult> {
  let last = 'no attempt'
  for (let n = 1; ; n++) {
    let outcome: AttemptOutcome
    const signal = AbortSignal.timeout(policy.timeoutMs)
    try {
      outcome = await attempt(signal)
    } catch (err) {
      outcome = { kind: 'transient', reason: signal.aborted ? 'timeout' : `network: ${err instanceof Error ? err.message : String(err)}`.slice(0, 200) }
    }
    if (outcome.kind === 'done') return { delivered: true, attempts: n, ...(outcome.ref ? { ref: outcome.ref } : {}) }
    last = outcome.reason
    if (outcome.kind === 'permanent' || n > policy.delaysMs.length) return { delivered: false, attempts: n, reason: last }
    const hint = outcome.retryAfterMs
    if (hint !== undefined && hint > policy.maxRetryAfterMs) return { delivered: false, attempts: n, reason: `${last} (retry after ${Math.ceil(hint / 1000)} s)` }
    await sleep(Math.max(policy.delaysMs[n - 1]!, hint ?? 0))
  }
}
