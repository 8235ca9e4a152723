import { afterAll, describe, expect, it } from 'vitest'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { whitelabelModules } from '../../../db/schema/platform'
import { createTestApp, TEST_BRAND } from '../../../tests/fixtures/app'
import { CONTENT_VERSION_MAX_AGE_MS } from './brand'

const t = createTestApp()
afterAll(() => t.cleanup())

describe('brand.enabledModules', () => {
  it('is read once per content version: a flag switched off shows once the version moves', () => {
    const first = t.platform.brand.enabledModules()
    expect(first.has('FREEPLAY3')).toBe(true)
    expect(t.platform.brand.enabledModules()).toBe(first)
    t.db
      .update(whitelabelModules)
      .set({ enabled: 0 })
      .where(and(eq(whitelabelModules.brandCode, TEST_BRAND), eq(whitelabelModules.modId, 'FREEPLAY3')))
      .run()
    expect(t.platform.brand.enabledModules().has('FREEPLAY3')).toBe(true)
    t.platform.brand.bumpContentVersion()
    expect(t.platform.brand.enabledModules().has('FREEPLAY3')).toBe(false)
  })
})

describe('brand.lobbyState', () => {
  it('is exact by default; with a max age it sees another connection’s change that much later at most, and its own at once', async () => {
    const { Database } = await import('bun:sqlite')
    // Another process's connection (the operator command) on the same platform.db.
    const other = new Database(join(t.dir, 'platform.db'))
    const bump = () => other.query('update brands set content_version = content_version + 1 where code = ?').run(TEST_BRAND)
    try {
      const v0 = t.platform.brand.lobbyState().version
      bump()
      expect(t.platform.brand.lobbyState().version).toBe(v0 + 1)
      expect(t.platform.brand.lobbyState(60_000).version).toBe(v0 + 1)
      bump()
      // Read less than a minute ago: the other connection's commit is not read yet…
      expect(t.platform.brand.lobbyState(60_000).version).toBe(v0 + 1)
      // …an exact read sees it, and so does the next read within the age.
      expect(t.platform.brand.lobbyState().version).toBe(v0 + 2)
      expect(t.platform.brand.lobbyState(60_000).version).toBe(v0 + 2)
      // This process's own change shows at once.
      t.platform.brand.bumpContentVersion()
      expect(t.platform.brand.lobbyState(60_000).version).toBe(v0 + 3)
      bump()
      await new Promise((r) => setTimeout(r, 20))
      expect(t.platform.brand.lobbyState(10).version).toBe(v0 + 4)
    } finally {
      other.close()
    }
  })
})

describe('brand.contentVersion', () => {
  it('sees another connection’s change within CONTENT_VERSION_MAX_AGE_MS, and its own at once', async () => {
    const { Database } = await import('bun:sqlite')
    const other = new Database(join(t.dir, 'platform.db'))
    const bump = () => other.query('update brands set content_version = content_version + 1 where code = ?').run(TEST_BRAND)
    try {
      const v0 = t.platform.brand.contentVersion()
      bump()
      // A render's many reads within the window share one data_version check…
      await new Promise((r) => setTimeout(r, CONTENT_VERSION_MAX_AGE_MS + 15))
      expect(t.platform.brand.contentVersion()).toBe(v0 + 1)
      // …and this process's own change shows at once, without waiting for the window.
      expect(t.platform.brand.bumpContentVersion()).toBe(v0 + 2)
      expect(t.platform.brand.contentVersion()).toBe(v0 + 2)
    } finally {
      other.close()
    }
  })
})
