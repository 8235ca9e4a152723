import { afterAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { whitelabelModules } from '../../../db/schema/platform'
import { createTestApp, TEST_BRAND } from '../../../tests/fixtures/app'

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
