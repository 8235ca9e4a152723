import { describe, expect, it } from 'vitest'
import { withRetries, type AttemptOutcome } from './retry'

const policy = { delaysMs: [10, 10], maxRetryAfterMs: 500, timeoutMs: 200, totalMs: 2_000 }

describe('withRetries', () => {
  it('retries transient failures and stops at the first success', async () => {
    const answers: AttemptOutcome[] = [
      { kind: 'transient', reason: 'HTTP 500' },
      { kind: 'transient', reason: 'HTTP 429', retryAfterMs: 20 },
      { kind: 'done', ref: '7' },
    ]
    let n = 0
    expect(await withRetries(async () => answers[n++]!, policy)).toEqual({ delivered: true, attempts: 3, ref: '7' })
  })

  it('stops at once on a permanent failure, and after the last attempt on transient ones', async () => {
    expect(await withRetries(async () => ({ kind: 'permanent', reason: 'HTTP 401' }), policy)).toEqual({ delivered: false, attempts: 1, reason: 'HTTP 401' })
    expect(await withRetries(async () => ({ kind: 'transient', reason: 'HTTP 503' }), policy)).toEqual({ delivered: false, attempts: 3, reason: 'HTTP 503' })
  })

  it('a Retry-After beyond the policy ends the retries, naming the wait', async () => {
    expect(await withRetries(async () => ({ kind: 'transient', reason: 'HTTP 429', retryAfterMs: 40_000 }), policy)).toEqual({ delivered: false, attempts: 1, reason: 'HTTP 429 (retry after 40 s)' })
  })

  it('an attempt that never answers is aborted after its time; a throw counts as a network failure', async () => {
    const hang = (signal: AbortSignal) => new Promise<AttemptOutcome>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))))
    expect(await withRetries(hang, { ...policy, delaysMs: [] })).toEqual({ delivered: false, attempts: 1, reason: 'timeout' })
    expect(
      await withRetries(
        async () => {
          throw new Error('ECONNREFUSED')
        },
        { ...policy, delaysMs: [] },
      ),
    ).toEqual({ delivered: false, attempts: 1, reason: 'network: ECONNREFUSED' })
  })

  it('starts no attempt the overall time could not give a second to', async () => {
    const hang = (signal: AbortSignal) => new Promise<AttemptOutcome>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))))
    // 1 s per attempt, 2.5 s in all: the second attempt ends near 2 s, leaving no second for a third.
    expect(await withRetries(hang, { delaysMs: [10, 10, 10, 10], maxRetryAfterMs: 500, timeoutMs: 1_000, totalMs: 2_500 })).toEqual({
      delivered: false,
      attempts: 2,
      reason: 'timeout (out of time)',
    })
  })
})
