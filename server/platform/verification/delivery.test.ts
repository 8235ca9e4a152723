import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrateDatabases, openCacheDb, openPlatformDb } from '../../../db/client'
import type { PlatformContext } from '../context'
import { DELIVERY_KEEP_MS, EMBEDDED_PROVIDER, deliveryLog, maskRecipient } from './delivery'

describe('deliveryLog', () => {
  let dir: string
  let close: () => void
  let ctx: PlatformContext
  const clock = { t: Date.UTC(2026, 0, 1) }
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'delivery-test-'))
    const db = openPlatformDb(join(dir, 'platform.db'))
    const cacheDb = openCacheDb(join(dir, 'cache.db'))
    migrateDatabases(db, cacheDb)
    ctx = { db, brandCode: 'TEST', now: () => clock.t, overrides: {} }
    close = () => {
      db.$client.close()
      cacheDb.$client.close()
    }
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.restoreAllMocks()
    close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('records network sends with their outcome, lists failed ones per brand and channel, and skips the embedded outbox', async () => {
    const log = deliveryLog(ctx)
    await log.deliver('SMS', 'semaphore', '+639171234567', 'LOGIN', () => ({ delivered: true, attempts: 1, ref: '42' }))
    await log.deliver('SMS', 'semaphore', '+639171234568', 'REGISTER', async () => ({ delivered: false, attempts: 3, reason: 'HTTP 500' }))
    await log.deliver('EMAIL', 'smtp', 'a@example.com', 'RESET', () => {
      throw new Error('boom')
    })
    await log.deliver('SMS', EMBEDDED_PROVIDER, '+639171234569', 'LOGIN', () => ({ delivered: true, attempts: 1 }))
    await deliveryLog({ ...ctx, brandCode: 'OTHER' }).deliver('SMS', 'semaphore', '+639170000000', 'LOGIN', () => ({ delivered: false, attempts: 1, reason: 'x' }))
    expect(log.list('SMS').map((r) => [r.to, r.status, r.attempts, r.error, r.providerRef])).toEqual([
      ['+639171234568', 'FAILED', 3, 'HTTP 500', null],
      ['+639171234567', 'DELIVERED', 1, null, '42'],
    ])
    expect(log.list('SMS', { failedOnly: true })).toHaveLength(1)
    expect(log.list('EMAIL')[0]).toMatchObject({ status: 'FAILED', attempts: 1, error: 'provider error: boom' })
    expect(console.warn).toHaveBeenCalledWith('[sms] delivery failed via semaphore to +63917***4568 after 3 attempts: HTTP 500')
  })

  it('leaves rows past the keep period to the housekeeping job: recording deletes nothing', async () => {
    const log = deliveryLog(ctx)
    await log.deliver('SMS', 'semaphore', '+639171234567', 'LOGIN', () => ({ delivered: true, attempts: 1 }))
    clock.t += DELIVERY_KEEP_MS + 60_000
    await log.deliver('SMS', 'semaphore', '+639171234568', 'LOGIN', () => ({ delivered: true, attempts: 1 }))
    expect(log.list('SMS').map((r) => r.to)).toEqual(['+639171234568', '+639171234567'])
  })

  it('masks a number or an address for a log line', () => {
    expect(maskRecipient('+639171234567')).toBe('+63917***4567')
    expect(maskRecipient('rosa@example.com')).toBe('ro***@example.com')
    expect(maskRecipient('+6391')).toBe('***')
  })
})
