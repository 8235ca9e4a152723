/**
 * Return to player by simulation: 10⁶ rounds per game through the real pipeline (HMAC-SHA256 →
 * floats → outcome → payout in minor units), with fixed seeds and nonces 0 … 10⁶ − 1 so the test
 * is deterministic. Each mean must sit within 5 standard errors (from the exact variance) of the
 * exact return, which itself must be the return THEORETICAL_RTP states.
 */
import { describe, expect, it } from 'vitest'
import { fairFloats } from './rng'
import { floatsNeeded, instantPayout, outcomeOf, type AnyParams, type Engine } from './engines'
import { minesPayout, type MinesOutcome, type MinesParams } from './mines'
import { exactReturn, THEORETICAL_RTP } from './rtp'

const ROUNDS = 1_000_000
const BET = 1_000_000 // minor units: large enough that rounding payouts down costs < 10⁻⁶ of the bet
const serverSeed = '5f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0'

/** Mean payout per unit bet over ROUNDS rounds; mines reveal tiles 0 … picks − 1, then cash out. */
function simulate(engine: Engine, params: AnyParams, clientSeed: string, minesPicks = 1): number {
  const need = floatsNeeded(engine, params)
  let paid = 0
  for (let nonce = 0; nonce < ROUNDS; nonce++) {
    const floats = fairFloats({ serverSeed, clientSeed, nonce }, need)
    if (engine === 'mines') {
      const { mines } = outcomeOf('mines', floats, params as MinesParams) as MinesOutcome
      if (mines.every((tile) => tile >= minesPicks)) paid += minesPayout(BET, params as MinesParams, minesPicks)
    } else {
      paid += instantPayout(engine, BET, params, outcomeOf(engine, floats, params as never))
    }
  }
  return paid / BET / ROUNDS
}

const cases: [Engine, AnyParams, number?][] = [
  ['dice', { target: 50, condition: 'over' }],
  ['dice', { target: 10, condition: 'under' }],
  ['limbo', { target: 2 }],
  ['mines', { mines: 3 }, 3],
  ['plinko', { rows: 16, risk: 'high' }],
  ['slot', {}],
]

describe('RTP by simulation (10⁶ rounds each, deterministic seeds)', () => {
  it.each(cases)(
    '%s %j returns its stated RTP',
    (engine, params, picks) => {
      const exact = exactReturn(engine, params, picks)
      const stated = THEORETICAL_RTP[engine]
      expect(exact.rtp).toBeGreaterThanOrEqual(stated.min - 1e-9)
      expect(exact.rtp).toBeLessThanOrEqual(stated.max + 1e-9)
      const tolerance = 5 * Math.sqrt(exact.variance / ROUNDS)
      const mean = simulate(engine, params, `sim-${engine}`, picks)
      expect(Math.abs(mean - exact.rtp)).toBeLessThanOrEqual(tolerance)
    },
    60_000,
  )

  it('states 99 % for dice, limbo and mines, 98.9–99.2 % for plinko and 96.09 % for the slot', () => {
    expect(THEORETICAL_RTP.dice).toEqual({ min: 0.99, max: 0.99 })
    expect(THEORETICAL_RTP.mines).toEqual({ min: 0.99, max: 0.99 })
    expect(THEORETICAL_RTP.plinko.min).toBeCloseTo(0.98906, 5)
    expect(THEORETICAL_RTP.plinko.max).toBeCloseTo(0.9916, 5)
    expect(THEORETICAL_RTP.slot.min).toBeCloseTo(0.96087, 5)
    // limbo: 99 % up to the 2⁻³² grid of the float, at every target
    for (const target of [1.01, 2, 13.37, 1_000, 1_000_000]) expect(exactReturn('limbo', { target }).rtp).toBeCloseTo(0.99, 4)
  })
})
