import { afterEach, describe, expect, it, vi } from 'vitest'
import { every } from './every'
import { JOB_NAMES, JOBS } from '.'

describe('every', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('waits for an asynchronous turn before the next pause, so turns never overlap, and logs a rejection under the job name', async () => {
    vi.useFakeTimers()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    let inFlight = 0
    let most = 0
    let turns = 0
    const stop = every('slow', 100, async () => {
      turns++
      inFlight++
      most = Math.max(most, inFlight)
      await new Promise((r) => setTimeout(r, 250))
      inFlight--
      if (turns === 1) throw new Error('wallet down')
    })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(most).toBe(1)
    expect(turns).toBe(3)
    expect(logged).toHaveBeenCalledWith('[slow]', expect.any(Error))
    stop()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(turns).toBe(3)
  })
})

describe('the job list', () => {
  it('lists every job once with its interval', () => {
    expect(Object.keys(JOBS)).toEqual([...JOB_NAMES])
    expect(Object.fromEntries(JOB_NAMES.map((n) => [n, JOBS[n].everyMs]))).toEqual({
      housekeeping: 3_600_000,
      'withdrawal-auto-confirm': 60_000,
      'contract-settlement': 60_000,
      'lottery-draws': 1_000,
      'vendor-redelivery': 10_000,
      'payment-reconciliation': 60_000,
      'referral-settlement': 60_000,
    })
  })
})
