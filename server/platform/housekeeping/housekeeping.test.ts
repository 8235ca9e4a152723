import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrateDatabases, openCacheDb, openPlatformDb } from '../../../db/client'
import { brands, captchas, emailOutbox, smsOutbox, usedJwtIds, verificationCodes } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'
import { outboxProvider } from '../verification/sms-provider'
import { outboxEmailProvider } from '../verification/email-provider'
import { DELIVERY_KEEP_MS, deliveryLog } from '../verification/delivery'
import { HOUSEKEEPING, housekeepingModule } from './housekeeping'
import { every } from '../../jobs/every'

const DAY = 86_400_000

/** A real, migrated SQLite file with one brand, and a clock the test moves. */
function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'housekeeping-test-'))
  const db = openPlatformDb(join(dir, 'platform.db'))
  const cacheDb = openCacheDb(join(dir, 'cache.db'))
  migrateDatabases(db, cacheDb)
  db.insert(brands).values({ code: 'TEST', name: 'Royal Lucky', currency: 'PHP', currencySymbol: '₱', mainDomain: 'example.test', imageCdns: [], launchGameCdns: [] }).run()
  const clock = { t: Date.UTC(2026, 0, 1) }
  const ctx: PlatformContext = { db, brandCode: 'TEST', now: () => clock.t, overrides: {} }
  return {
    db,
    ctx,
    clock,
    cleanup() {
      db.$client.close()
      cacheDb.$client.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

describe('housekeeping (outboxes, spent codes and captchas older than 7 days)', () => {
  let env: ReturnType<typeof setup>
  beforeEach(() => {
    env = setup()
    vi.spyOn(console, 'log').mockImplementation(() => {})
  })
  afterEach(() => {
    env.cleanup()
    vi.restoreAllMocks()
  })

  /**
   * One of everything the prune looks at, stamped with the clock's current time: outbox messages
   * through the embedded providers, a used code and a live one, a used captcha and a live one.
   * (Rows are written directly: the modules prune their own tables opportunistically.)
   */
  function writeOneOfEach(tag: string) {
    const now = env.clock.t
    outboxProvider(env.ctx).send(`+63917000000${tag}`, 'code')
    outboxEmailProvider(env.ctx).send(`user${tag}@example.com`, 'subject', 'text')
    const code = { brandCode: 'TEST', purpose: 'REGISTER', codeHash: 'x', ip: '203.0.113.9', createdAt: now, expiresAt: now + 5 * 60_000 }
    env.db
      .insert(verificationCodes)
      .values([
        { ...code, target: `used${tag}`, usedAt: now },
        { ...code, target: `live${tag}` },
      ])
      .run()
    env.db
      .insert(captchas)
      .values([
        { id: `used${tag}`, answer: 'abcd', createdAt: now, expiresAt: now + 5 * 60_000, usedAt: now },
        { id: `live${tag}`, answer: 'abcd', createdAt: now, expiresAt: now + 5 * 60_000 },
      ])
      .run()
    env.db
      .insert(usedJwtIds)
      .values({ jti: `jti-${tag}-0000`, expiresAt: now + 6 * 60_000 })
      .run()
  }
  const count = (table: typeof smsOutbox | typeof emailOutbox | typeof verificationCodes | typeof captchas | typeof usedJwtIds) => env.db.select().from(table).all().length

  it('deletes what is older than 7 days and keeps what is newer', () => {
    writeOneOfEach('1')
    env.clock.t += HOUSEKEEPING.keepMs - DAY
    writeOneOfEach('2')
    env.clock.t += DAY + 1 // the first batch is now just over 7 days old, the second 1 day old
    const pruned = housekeepingModule(env.ctx).prune()
    expect(pruned).toEqual({ smsOutbox: 1, emailOutbox: 1, verificationCodes: 2, captchas: 2, usedJwtIds: 2, trials: 0, chatGuests: 0, messageDeliveries: 0 })
    expect(env.db.select({ to: smsOutbox.to }).from(smsOutbox).all()).toEqual([{ to: '+639170000002' }])
    expect(env.db.select({ to: emailOutbox.to }).from(emailOutbox).all()).toEqual([{ to: 'user2@example.com' }])
    expect(
      env.db
        .select({ target: verificationCodes.target })
        .from(verificationCodes)
        .all()
        .map((r) => r.target)
        .sort(),
    ).toEqual(['live2', 'used2'])
    expect(
      env.db
        .select({ id: captchas.id })
        .from(captchas)
        .all()
        .map((r) => r.id)
        .sort(),
    ).toEqual(['live2', 'used2'])
    expect(count(usedJwtIds)).toBe(0) // expired ids guard nothing
    expect(housekeepingModule(env.ctx).prune()).toEqual({ smsOutbox: 0, emailOutbox: 0, verificationCodes: 0, captchas: 0, usedJwtIds: 0, trials: 0, chatGuests: 0, messageDeliveries: 0 })
  })

  it('leaves the outboxes of another brand alone', () => {
    outboxProvider({ ...env.ctx, brandCode: 'OTHER' }).send('+639170000009', 'old')
    outboxEmailProvider({ ...env.ctx, brandCode: 'OTHER' }).send('o@example.com', 'old', 'old')
    env.clock.t += HOUSEKEEPING.keepMs + 1
    housekeepingModule(env.ctx).prune()
    expect([count(smsOutbox), count(emailOutbox)]).toEqual([1, 1])
  })

  it('deletes the SMS and e-mail delivery log rows older than 30 days at its turn, keeps newer ones and other brands', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {}) // the failed delivery's log line
    const log = deliveryLog(env.ctx)
    const sent = () => ({ delivered: true as const, attempts: 1 })
    await log.deliver('SMS', 'semaphore', '+639170000001', 'LOGIN', sent)
    await log.deliver('EMAIL', 'smtp', 'old@example.com', 'RESET', () => ({ delivered: false, attempts: 3, reason: 'SMTP 451' }))
    await deliveryLog({ ...env.ctx, brandCode: 'OTHER' }).deliver('SMS', 'semaphore', '+639170000009', 'LOGIN', sent)
    env.clock.t += DELIVERY_KEEP_MS - DAY
    await log.deliver('SMS', 'semaphore', '+639170000002', 'LOGIN', sent)
    expect(log.list('SMS').map((r) => r.to)).toEqual(['+639170000002', '+639170000001']) // sending prunes nothing
    expect(housekeepingModule(env.ctx).prune().messageDeliveries).toBe(0) // 29 days: all kept
    env.clock.t += DAY + 1 // the first rows are now just over 30 days old, the last one 1 day old
    expect(housekeepingModule(env.ctx).prune().messageDeliveries).toBe(2)
    expect(log.list('SMS').map((r) => r.to)).toEqual(['+639170000002'])
    expect(log.list('EMAIL')).toEqual([])
    expect(deliveryLog({ ...env.ctx, brandCode: 'OTHER' }).list('SMS')).toHaveLength(1)
  })

  it('the housekeeping job prunes at once and then on every tick, and survives a failed run', () => {
    vi.useFakeTimers()
    try {
      const runs: number[] = []
      const failing = {
        prune: () => {
          runs.push(runs.length)
          if (runs.length === 2) throw new Error('disk full')
          return { smsOutbox: 0, emailOutbox: 0, verificationCodes: 0, captchas: 0, usedJwtIds: 0, trials: 0, chatGuests: 0, messageDeliveries: 0 }
        },
      }
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
      const stop = every('housekeeping', 1000, () => failing.prune())
      expect(runs).toHaveLength(1)
      vi.advanceTimersByTime(2000)
      expect(runs).toHaveLength(3)
      expect(logged).toHaveBeenCalledWith('[housekeeping]', expect.any(Error))
      stop()
      vi.advanceTimersByTime(5000)
      expect(runs).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })
})
