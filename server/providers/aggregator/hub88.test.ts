import { describe, expect, it } from 'vitest'
import { fromHub88Amount, hub88Missing, hub88Settings, hub88UnitsPerMinor, hub88User, mapHub88Category, signHub88, toHub88Amount, verifyHub88 } from './hub88'
import { createPublicKey } from 'node:crypto'
import { hub88Keys } from '../../../tests/fakes/hub88'

describe('Hub88 units (1/100000 of the currency)', () => {
  it('converts minor units by the currency’s ISO 4217 exponent', () => {
    expect(hub88UnitsPerMinor('PHP')).toBe(1000)
    expect(hub88UnitsPerMinor('JPY')).toBe(100_000)
    expect(hub88UnitsPerMinor('KWD')).toBe(100)
    expect(toHub88Amount(356, 'USD')).toBe(356_000)
    expect(fromHub88Amount(356_000, 'USD')).toBe(356)
    expect(fromHub88Amount(0, 'PHP')).toBe(0)
  })

  it('refuses a fraction of a minor unit (null)', () => {
    expect(fromHub88Amount(356_001, 'PHP')).toBeNull()
    expect(fromHub88Amount(50_000, 'JPY')).toBeNull()
  })
})

describe('signatures', () => {
  const keys = hub88Keys()
  const publicKey = createPublicKey(keys.publicPem)

  it('verifies its own base64 RSA-SHA256 signature and nothing else', () => {
    const body = '{"user":"00000012","request_uuid":"583c985f-fee6-4c0e-bbf5-308aad6265af"}'
    const signature = signHub88(keys.privateKey, body)
    expect(verifyHub88(publicKey, body, signature)).toBe(true)
    expect(verifyHub88(publicKey, `${body} `, signature)).toBe(false)
    expect(verifyHub88(publicKey, body, undefined)).toBe(false)
    expect(verifyHub88(publicKey, body, 'not*base64')).toBe(false)
    expect(verifyHub88(createPublicKey(hub88Keys().publicPem), body, signature)).toBe(false)
  })
})

describe('catalogue mapping', () => {
  it('maps Hub88 categories (and live table names) to our game types and classifications', () => {
    expect(mapHub88Category('Video Slots', 'Dragon Rising')).toEqual({ gameType: 'RNG', classification: 'SL' })
    expect(mapHub88Category('Live Dealer', 'Speed Baccarat A')).toEqual({ gameType: 'LIVE', classification: 'BAC' })
    expect(mapHub88Category('Live Casino', 'Lightning Roulette')).toEqual({ gameType: 'LIVE', classification: 'ROU' })
    expect(mapHub88Category('Live Dealer', 'Crazy Time')).toEqual({ gameType: 'LIVE', classification: 'SHOW' })
    expect(mapHub88Category('Table Games', 'European Blackjack')).toEqual({ gameType: 'RNG', classification: 'TG' })
    expect(mapHub88Category('Crash Games', 'Aviator')).toEqual({ gameType: 'RNG', classification: 'AC' })
    expect(mapHub88Category('Fishing', 'Ocean King')).toEqual({ gameType: 'FISH', classification: 'FISH' })
    expect(mapHub88Category('Virtual Sports', 'Virtual Football')).toEqual({ gameType: 'SPORTS', classification: 'SPORTS' })
  })
})

describe('configuration', () => {
  it('pads member ids to Hub88’s minimum of 4 characters', () => {
    expect(hub88User(12)).toBe('00000012')
    expect(hub88User(123_456_789)).toBe('123456789')
  })

  it('names what is missing, never a value; reads a key from its _FILE', () => {
    expect(hub88Missing({})).toEqual(['HUB88_OPERATOR_ID', 'HUB88_PUBLIC_KEY (or HUB88_PUBLIC_KEY_FILE)', 'HUB88_PRIVATE_KEY (or HUB88_PRIVATE_KEY_FILE)'])
    const read = (path: string) => `pem of ${path}`
    expect(hub88Settings({ HUB88_API_BASE: 'https://api.hub88.io', HUB88_OPERATOR_ID: 7, HUB88_PUBLIC_KEY_FILE: '/run/hub88.pem', HUB88_PRIVATE_KEY: 'ours' }, read)).toEqual({
      config: { operatorId: 7, apiBase: 'https://api.hub88.io', hub88PublicKey: 'pem of /run/hub88.pem', operatorPrivateKey: 'ours', subPartnerId: undefined },
      missing: [],
    })
    expect(hub88Settings({ HUB88_API_BASE: 'https://api.hub88.io', HUB88_PRIVATE_KEY: 'secret-value' }, read)).toEqual({
      config: null,
      missing: ['HUB88_OPERATOR_ID', 'HUB88_PUBLIC_KEY (or HUB88_PUBLIC_KEY_FILE)'],
    })
  })
})
