/**
 * The provably fair maths against a known vector: the digests were computed outside this code
 * (`openssl dgst -sha256 -hmac <seed>` and Python's hmac), so a change in how floats are made or
 * outcomes read from them shows here.
 */
import { describe, expect, it } from 'vitest'
import { fairFloats, hashServerSeed } from './rng'
import { verifyRound } from './verify'
import { outcomeOf, instantPayout } from './engines'
import { diceMultiplier } from './dice'
import { minesMultiplier, minesPayout } from './mines'

// printf %s lobby-fair-vector | sha256sum
const serverSeed = 'd6c4fa1c826a05216592aea5c4318a7ca085371fc65e12e989f63c8fe1bb0ff5'
const seeds = { serverSeed, clientSeed: 'player-seed', nonce: 7 }
// printf %s player-seed:7:0 | openssl dgst -sha256 -hmac <serverSeed>  → 5511ef53 0ad4badb 57e2b72b d3efab12 …
const DIGEST0 = [0x5511ef53, 0x0ad4badb, 0x57e2b72b, 0xd3efab12, 0x03699965, 0x5d054020, 0xcec326f8, 0xd0235c81]
// … player-seed:7:1 → c172fe2a 5894005b …
const DIGEST1 = [0xc172fe2a, 0x5894005b]

describe('known vector', () => {
  it('hashes the server seed text with SHA-256', () => {
    expect(hashServerSeed(serverSeed)).toBe('153e3803de3d43866266690d94dbbbac1be0dad41c4f77f956efc8789e9d497e')
  })

  it('turns each 4 bytes into one float and moves to round 1 after 8 floats', () => {
    expect(fairFloats(seeds, 10)).toEqual([...DIGEST0, ...DIGEST1].map((n) => n / 2 ** 32))
    expect(fairFloats(seeds, 1)[0]).toBeCloseTo(0.33230491424910724, 15)
  })

  it('reads every engine’s outcome from those floats', () => {
    const f = fairFloats(seeds, 8)
    expect(outcomeOf('dice', f, { target: 50, condition: 'under' })).toEqual({ roll: 33.23, win: true })
    expect(outcomeOf('limbo', f, { target: 1.48 })).toEqual({ result: 1.48, win: true })
    expect(outcomeOf('limbo', f, { target: 1.49 })).toEqual({ result: 1.48, win: false })
    expect(outcomeOf('mines', f, { mines: 3 })).toEqual({ mines: [8, 2, 9] })
    expect(outcomeOf('plinko', f, { rows: 8, risk: 'low' })).toEqual({ path: [0, 0, 0, 1, 0, 0, 1, 1], bucket: 3, multiplier: 1 })
    const slot = outcomeOf('slot', f, {})
    expect(slot.stops).toEqual([7, 1, 8])
    expect(slot.grid).toEqual([
      ['plum', 'lemon', 'bell'],
      ['cherry', 'bar', 'cherry'],
      ['cherry', 'bell', 'bell'],
    ])
    expect(slot.pay).toBe(0)
  })

  it('verifies a round from its revealed seed and names a hash that does not match', () => {
    const v = verifyRound({ game: 'dice', ...seeds, serverSeedHash: hashServerSeed(serverSeed), params: { target: 50, condition: 'under' } })
    expect(v).toMatchObject({ hashMatches: true, outcome: { roll: 33.23, win: true } })
    expect(verifyRound({ game: 'dice', ...seeds, serverSeedHash: '0'.repeat(64), params: { target: 50, condition: 'under' } }).hashMatches).toBe(false)
  })
})

describe('payouts in minor units', () => {
  it('dice pays 99 / chance, rounded down', () => {
    expect(diceMultiplier({ target: 50, condition: 'over' })).toBe(1.98)
    expect(instantPayout('dice', 1_000, { target: 50, condition: 'over' }, { roll: 50, win: true })).toBe(1_980)
    expect(instantPayout('dice', 1_000, { target: 33.33, condition: 'under' }, { roll: 1, win: true })).toBe(2_970) // 9,900,000 / 3,333 = 2,970.3
    expect(instantPayout('dice', 1_000, { target: 50, condition: 'over' }, { roll: 49.99, win: false })).toBe(0)
  })

  it('mines pays 0.99 × C(25,k) / C(25−m,k) and nothing before a reveal', () => {
    expect(minesPayout(10_000, { mines: 3 }, 0)).toBe(0)
    expect(minesPayout(10_000, { mines: 3 }, 1)).toBe(11_250) // 0.99 × 25/22
    expect(minesPayout(10_000, { mines: 24 }, 1)).toBe(247_500) // 0.99 × 25
    expect(minesMultiplier({ mines: 1 }, 24)).toBeCloseTo(24.75, 10)
  })
})
