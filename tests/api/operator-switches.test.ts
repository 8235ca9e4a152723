/**
 * The operator's switches as an operator runs them (`runOperator`, what `npm run operator` calls,
 * against the test app's DATA_DIR) and as callers then see them through the app: a vendor under
 * maintenance refuses to launch, a brand without a single wallet says so, a registration field
 * switched on is in the register settings.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, TEST_BRAND } from '../fixtures/app'
import { apiClient, signIn } from '../fixtures/api-client'
import { runOperator } from '../../server/operator'

const t = createTestApp()
beforeAll(() => {
  vi.stubEnv('DATA_DIR', t.dir)
  vi.stubEnv('BRAND_CODE', TEST_BRAND)
})
afterAll(() => {
  vi.unstubAllEnvs()
  t.cleanup()
})

describe('npm run operator -- vendors | wallet | register-field', () => {
  it('vendors maintenance <code> on|off: the vendor’s games refuse to launch, its card says so, and open again', async () => {
    const m = await signIn(t, 'opsw')
    const game = (await m.call('GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')).body.value.games[0] as { nodeId: string; vassalage: string }
    const card = async () => {
      const lanes = (await m.call('GET', '/wps/relay/GCSGAME_newGameVendor')).body.value.lanes as { cards: { vassalage: string; maintenance: boolean }[] }[]
      return lanes.flatMap((l) => l.cards).find((c) => c.vassalage === game.vassalage)
    }
    const launch = () => m.call('POST', '/wps/game/launchGame', { json: { nodeId: game.nodeId } })
    expect((await launch()).status).toBe(200)

    expect(await runOperator(['vendors', 'maintenance', game.vassalage, 'on'])).toBe(`vendor ${game.vassalage} maintenance: on`)
    const refused = await launch()
    expect(refused.status).toBe(503)
    expect(refused.body.code).toBe('GAME_MAINTENANCE')
    expect(await card()).toMatchObject({ maintenance: true })

    expect(await runOperator(['vendors', 'maintenance', game.vassalage, 'off'])).toBe(`vendor ${game.vassalage} maintenance: off`)
    expect((await launch()).status).toBe(200)
    expect(await card()).toMatchObject({ maintenance: false })
  })

  it('vendors maintenance refuses an unknown vendor and a bad word, changing nothing', async () => {
    await expect(runOperator(['vendors', 'maintenance', 'NOSUCHVENDOR', 'on'])).rejects.toThrow(/No vendor has the code NOSUCHVENDOR/)
    await expect(runOperator(['vendors', 'maintenance', 'PG', 'maybe'])).rejects.toThrow(/Invalid command: vendors maintenance PG maybe\nUsage: npm run operator -- vendors maintenance <code> on\|off/)
    await expect(runOperator(['vendors', 'maintenance', 'PG', 'on', 'extra'])).rejects.toThrow(/Invalid command/)
    const lanes = (await t.get('/wps/relay/GCSGAME_newGameVendor')).body.value.lanes as { cards: { maintenance: boolean }[] }[]
    expect(lanes.flatMap((l) => l.cards).filter((c) => c.maintenance)).toEqual([])
  })

  it('wallet single-wallet off|on: the member’s wallet reports separate game wallets, then one again', async () => {
    const m = await signIn(t, 'opwal')
    const isSingle = async () => (await m.call('GET', '/wps/relay/GCS_merchantWallet')).body.value.isSingle
    expect(await isSingle()).toBe(true)
    expect(await runOperator(['wallet', 'single-wallet', 'off'])).toBe('single wallet: off')
    expect(await isSingle()).toBe(false)
    expect(await runOperator(['wallet', 'single-wallet', 'on'])).toBe('single wallet: on')
    expect(await isSingle()).toBe(true)
    await expect(runOperator(['wallet', 'single-wallet'])).rejects.toThrow(/Invalid command: wallet single-wallet\n/)
  })

  it('register-field <field> on|off: the register settings show the field, its rule kept, then hide it', async () => {
    const { call } = apiClient(t)
    const field = async () => (await call('GET', '/wps/system/setting/register')).body.value.recommenderId
    const before = await field()
    expect(before.enabled).toBe(false)
    expect(await runOperator(['register-field', 'recommenderId', 'on'])).toBe('register field recommenderId: on')
    expect(await field()).toEqual({ ...before, enabled: true })
    expect(await runOperator(['register-field', 'recommenderId', 'off'])).toBe('register field recommenderId: off')
    expect(await field()).toEqual(before)
    await expect(runOperator(['register-field', 'favouriteColour', 'on'])).rejects.toThrow(/Invalid command: register-field favouriteColour on/)
  })
})
