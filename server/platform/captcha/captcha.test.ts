import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { migrateDatabases, openCacheDb, openPlatformDb, type PlatformDb } from '../../../db/client'
import { captchas } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'
import { CAPTCHA_CHARS, CAPTCHA_LENGTH, CAPTCHA_TTL_MS, captchaModule } from './captcha'

/** A real, migrated SQLite file per test (no mocks) and a clock the test moves. */
function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'captcha-test-'))
  const db = openPlatformDb(join(dir, 'platform.db'))
  const cacheDb = openCacheDb(join(dir, 'cache.db'))
  migrateDatabases(db, cacheDb)
  const clock = { t: Date.UTC(2026, 0, 1) }
  const ctx: PlatformContext = { db, brandCode: 'TEST', now: () => clock.t, overrides: {} }
  return {
    db,
    clock,
    captcha: captchaModule(ctx),
    cleanup() {
      db.$client.close()
      cacheDb.$client.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const answerOf = (db: PlatformDb, id: string) => db.select().from(captchas).where(eq(captchas.id, id)).get()!.answer

describe('captchaModule (spec §4 login captcha, §5)', () => {
  let env: ReturnType<typeof setup>
  beforeEach(() => {
    env = setup()
  })
  afterEach(() => env.cleanup())

  it('creates an SVG data URL with an id, a 5-minute expiry and a stored lower-case answer', () => {
    const c = env.captcha.create()
    expect(c.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(c.expiresAt).toBe(env.clock.t + CAPTCHA_TTL_MS)
    expect(c.image.startsWith('data:image/svg+xml;base64,')).toBe(true)
    const svg = Buffer.from(c.image.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('<path')
    const answer = answerOf(env.db, c.id)
    expect(answer).toHaveLength(CAPTCHA_LENGTH)
    expect(answer).toBe(answer.toLowerCase())
    for (const ch of answer) expect(CAPTCHA_CHARS.toLowerCase()).toContain(ch)
    // The answer is drawn as glyph paths, never as text in the markup.
    expect(svg).not.toContain('<text')
  })

  it('gives a different challenge each time', () => {
    const ids = new Set(Array.from({ length: 20 }, () => env.captcha.create().id))
    expect(ids.size).toBe(20)
    const answers = new Set([...ids].map((id) => answerOf(env.db, id)))
    expect(answers.size).toBeGreaterThan(15)
  })

  it('accepts the answer ignoring case and surrounding spaces', () => {
    const c = env.captcha.create()
    expect(env.captcha.verify(c.id, ` ${answerOf(env.db, c.id).toUpperCase()} `)).toBe(true)
  })

  it('is single use: a right answer cannot be replayed', () => {
    const c = env.captcha.create()
    const a = answerOf(env.db, c.id)
    expect(env.captcha.verify(c.id, a)).toBe(true)
    expect(env.captcha.verify(c.id, a)).toBe(false)
  })

  it('a wrong answer returns false and consumes the challenge', () => {
    const c = env.captcha.create()
    const a = answerOf(env.db, c.id)
    expect(env.captcha.verify(c.id, a === 'zzzz' ? 'yyyy' : 'zzzz')).toBe(false)
    expect(env.captcha.verify(c.id, a)).toBe(false)
  })

  it('returns false, without throwing, for an unknown id, an empty id or an empty answer', () => {
    const c = env.captcha.create()
    expect(env.captcha.verify('no-such-id', 'abcd')).toBe(false)
    expect(env.captcha.verify('', 'abcd')).toBe(false)
    expect(env.captcha.verify(c.id, '')).toBe(false)
    expect(env.captcha.verify(c.id, answerOf(env.db, c.id))).toBe(false) // the empty try consumed it
  })

  it('expires after 5 minutes', () => {
    const c1 = env.captcha.create()
    env.clock.t += CAPTCHA_TTL_MS - 1
    expect(env.captcha.verify(c1.id, answerOf(env.db, c1.id))).toBe(true)
    const c2 = env.captcha.create()
    env.clock.t += CAPTCHA_TTL_MS
    expect(env.captcha.verify(c2.id, answerOf(env.db, c2.id))).toBe(false)
  })

  it('prunes expired and used rows when new challenges are created', () => {
    const used = env.captcha.create()
    env.captcha.verify(used.id, 'x')
    const old = env.captcha.create()
    const count = () => env.db.select().from(captchas).all().length
    expect(count()).toBe(2)
    env.clock.t += CAPTCHA_TTL_MS + 1
    const fresh = env.captcha.create()
    const left = env.db
      .select()
      .from(captchas)
      .all()
      .map((r) => r.id)
    expect(left).toEqual([fresh.id])
    expect(left).not.toContain(old.id)
  })
})
