/**
 * The brand's analytics tag id (spec §1 permission `analytics.gtagId`, decision 0048) as the operator
 * sets it: `analytics set|clear|show`, a malformed id refused with the usage and nothing changed, and
 * the permission call answering what was set.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'
import { runBrandCommand } from '../../server/operator/brand-commands'

const t = createTestApp()
afterAll(() => t.cleanup())

const gtagOfPermission = async () => (await t.get('/wps/system/status')).body.value.info.analytics.gtagId

describe('analytics tag id', () => {
  it('is unset by default, set and cleared by the operator, and answered by the permission call', async () => {
    expect(await runBrandCommand(t.platform, ['analytics', 'show'])).toContain('(none')
    expect(await gtagOfPermission()).toBeNull()
    const version = t.platform.brand.contentVersion()
    expect(await runBrandCommand(t.platform, ['analytics', 'set', 'G-AB12CD34EF'])).toBe('analytics gtagId: G-AB12CD34EF')
    expect(t.platform.brand.contentVersion()).toBeGreaterThan(version)
    expect(await gtagOfPermission()).toBe('G-AB12CD34EF')
    await runBrandCommand(t.platform, ['analytics', 'clear'])
    expect(await gtagOfPermission()).toBeNull()
  })

  it('refuses an id that is not a Google tag id and changes nothing', async () => {
    await runBrandCommand(t.platform, ['analytics', 'set', 'G-KEEP1234'])
    for (const bad of [
      ['analytics', 'set', "G-1234');alert(1)//"],
      ['analytics', 'set', 'UA<script>'],
      ['analytics', 'set'],
      ['analytics', 'set', 'G-ABCD1234', 'extra'],
      ['analytics', 'drop'],
    ]) {
      await expect(runBrandCommand(t.platform, bad)).rejects.toThrow(/Invalid command[\s\S]*Usage: npm run operator -- analytics/)
    }
    expect(await gtagOfPermission()).toBe('G-KEEP1234')
    await runBrandCommand(t.platform, ['analytics', 'clear'])
  })
})
