/**
 * The chunk-load time-out of spec §9 (120 s) around the islands' client require (client/chunk-timeout.ts,
 * decision 0048): a load pending past the time-out rejects and the visitor is told once; a load in
 * time, or one that fails on its own, is unchanged; the same promise answers every require of an id.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, installChunkTimeout, withChunkTimeout } from '../../client/chunk-timeout'
import { tFor } from '../../shared/i18n'

afterEach(() => vi.useRealTimers())

/** A client require whose module loads resolve or hang as the test says. */
function fakeRequire() {
  const pending = new Map<string, { resolve: (m: unknown) => void; reject: (e: unknown) => void }>()
  const calls: string[] = []
  const require = (id: string) => {
    calls.push(id)
    if (id === 'sync') return { Sync: true }
    return new Promise((resolve, reject) => pending.set(id, { resolve, reject }))
  }
  return { require, pending, calls }
}

describe('chunk-load time-out', () => {
  it('is the 120 s of spec §9, with the §8 text in English and Filipino', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
    expect(tFor('en')('errors.pageLoadTimeout')).toBe('The page took longer time to load, please check your network connectivity')
    expect(tFor('ty')('errors.pageLoadTimeout')).not.toBe(tFor('en')('errors.pageLoadTimeout'))
  })

  it('rejects a load still pending after 120 s and tells the visitor once', async () => {
    vi.useFakeTimers()
    const fake = fakeRequire()
    const scope: { __vite_rsc_client_require__?: (id: string) => unknown } = { __vite_rsc_client_require__: fake.require }
    const onTimeout = vi.fn()
    expect(installChunkTimeout({ scope, onTimeout })).toBe(true)
    const slow = scope.__vite_rsc_client_require__!('islands/slow') as Promise<unknown>
    const outcome = slow.then(
      () => 'loaded',
      (e: unknown) => e,
    )
    vi.advanceTimersByTime(119_999)
    expect(onTimeout).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(await outcome).toBeInstanceOf(ChunkLoadTimeoutError)
    expect(onTimeout).toHaveBeenCalledTimes(1)
    // React reads a module back through the same promise: the id is not loaded a second time.
    expect(scope.__vite_rsc_client_require__!('islands/slow')).toBe(slow)
    expect(fake.calls).toEqual(['islands/slow'])
  })

  it('leaves a load in time, a failed load and a synchronous module as they are', async () => {
    vi.useFakeTimers()
    const fake = fakeRequire()
    const scope: { __vite_rsc_client_require__?: (id: string) => unknown } = { __vite_rsc_client_require__: fake.require }
    const onTimeout = vi.fn()
    installChunkTimeout({ scope, onTimeout, ms: 5_000 })
    const quick = scope.__vite_rsc_client_require__!('islands/quick') as Promise<unknown>
    fake.pending.get('islands/quick')!.resolve({ Quick: 1 })
    expect(await quick).toEqual({ Quick: 1 })
    const broken = scope.__vite_rsc_client_require__!('islands/broken') as Promise<unknown>
    const failure = new TypeError('Failed to fetch dynamically imported module')
    fake.pending.get('islands/broken')!.reject(failure)
    await expect(broken).rejects.toBe(failure)
    expect(scope.__vite_rsc_client_require__!('sync')).toEqual({ Sync: true })
    vi.advanceTimersByTime(10_000)
    expect(onTimeout).not.toHaveBeenCalled()
  })

  it('withChunkTimeout answers the value of a load that settles in time', async () => {
    expect(await withChunkTimeout(Promise.resolve(7), 1_000, () => {})).toBe(7)
  })

  it('does nothing without a client require', () => {
    expect(installChunkTimeout({ scope: {} })).toBe(false)
  })
})
