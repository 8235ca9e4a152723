/**
 * The sandbox games' maths: stated RTPs hold by exact computation or by simulation with a seeded
 * source (repeatable, tolerance ≥ 4 standard errors), and the rules a player would check by hand.
 */
import { describe, expect, it } from 'vitest'
import { seededRng, type Rng } from './random'
import { SLOT_RTP, evaluateSlot, lineWin, slotPayout, slotRtp, spinSlot } from './slot'
import { bankerDraws, baccaratPayout, dealBaccarat } from './baccarat'
import { ROULETTE_RTP, rouletteColour, roulettePayout, rouletteReturn, validRouletteBet } from './roulette'
import { compareHands, dealShowdown, rankTeenPatti, showdownPayout } from './teen-patti'
import { BETSLIP_MARGIN, generateFixture, settleFixture, slipPayout } from './betslip'
import { FISH_RTP, FISH_SPECIES, catchChance, fishPayout, shootVolley } from './fish'
import type { Card } from './cards'

/** Mean and standard error of n draws of f. */
function simulate(n: number, rng: Rng, f: (rng: Rng) => number) {
  let sum = 0,
    sq = 0
  for (let i = 0; i < n; i++) {
    const x = f(rng)
    sum += x
    sq += x * x
  }
  const mean = sum / n
  return { mean, se: Math.sqrt((sq / n - mean * mean) / n) }
}
const c = (rank: number, suit = 0): Card => ({ rank, suit })

describe('slot', () => {
  it('states the RTP its weights and paytable give (≈ 96.6 %), and spins agree', () => {
    expect(slotRtp()).toBeCloseTo(SLOT_RTP, 4)
    const { mean, se } = simulate(200_000, seededRng(7), (r) => evaluateSlot(spinSlot(r)).multiplier / 20)
    expect(Math.abs(mean - SLOT_RTP)).toBeLessThan(5 * se)
  })

  it('pays left to right with wilds substituting, the better of the wild run and the symbol run', () => {
    expect(lineWin(['CHERRY', 'CHERRY', 'CHERRY', 'PLUM', 'CHERRY'])).toEqual({ symbol: 'CHERRY', count: 3, multiplier: 6 })
    expect(lineWin(['WILD', 'CHERRY', 'WILD', 'CHERRY', 'PLUM'])).toEqual({ symbol: 'CHERRY', count: 4, multiplier: 20 })
    expect(lineWin(['WILD', 'WILD', 'WILD', 'PLUM', 'LEMON'])).toEqual({ symbol: 'WILD', count: 3, multiplier: 50 })
    expect(lineWin(['PLUM', 'CHERRY', 'CHERRY', 'CHERRY', 'CHERRY'])).toBeNull()
    expect(slotPayout(1_000, 6)).toBe(300) // ₱10 over 20 lines, one 6× line
  })
})

describe('baccarat', () => {
  it('banker draws by the third-card table', () => {
    expect(bankerDraws(5, null)).toBe(true)
    expect(bankerDraws(6, null)).toBe(false)
    expect(bankerDraws(3, c(8))).toBe(false)
    expect(bankerDraws(4, c(1))).toBe(false)
    expect(bankerDraws(6, c(7))).toBe(true)
  })

  it('banker returns ≈ 98.94 %, player ≈ 98.76 %, tie ≈ 85.64 %', () => {
    const n = 200_000
    const rng = seededRng(11)
    let banker = 0,
      player = 0,
      tie = 0
    for (let i = 0; i < n; i++) {
      const w = dealBaccarat(rng).winner
      banker += baccaratPayout([{ side: 'BANKER', amount: 100 }], w)
      player += baccaratPayout([{ side: 'PLAYER', amount: 100 }], w)
      tie += baccaratPayout([{ side: 'TIE', amount: 100 }], w)
    }
    expect(banker / n / 100).toBeCloseTo(0.9894, 2)
    expect(player / n / 100).toBeCloseTo(0.9876, 2)
    expect(Math.abs(tie / n / 100 - 0.8564)).toBeLessThan(0.02)
  })

  it('returns player and banker bets on a tie', () => {
    expect(
      baccaratPayout(
        [
          { side: 'PLAYER', amount: 500 },
          { side: 'TIE', amount: 100 },
        ],
        'TIE',
      ),
    ).toBe(500 + 900)
    expect(baccaratPayout([{ side: 'BANKER', amount: 1_000 }], 'BANKER')).toBe(1_950)
  })
})

describe('roulette', () => {
  it('pays 35:1, 2:1 and 1:1 and loses every outside bet on zero', () => {
    expect(rouletteReturn({ kind: 'STRAIGHT', value: 17 }, 17)).toBe(36)
    expect(rouletteReturn({ kind: 'RED' }, 0)).toBe(0)
    expect(rouletteReturn({ kind: 'DOZEN', value: 3 }, 36)).toBe(3)
    expect(rouletteReturn({ kind: 'COLUMN', value: 1 }, 34)).toBe(3)
    expect(rouletteColour(32)).toBe('RED')
    expect(validRouletteBet({ kind: 'STRAIGHT', value: 37 })).toBe(false)
    expect(validRouletteBet({ kind: 'RED', value: 1 })).toBe(false)
  })

  it('every bet kind returns 36/37 over the 37 pockets', () => {
    const bets = [{ kind: 'STRAIGHT', value: 5 }, { kind: 'BLACK' }, { kind: 'EVEN' }, { kind: 'HIGH' }, { kind: 'DOZEN', value: 2 }, { kind: 'COLUMN', value: 3 }] as const
    for (const b of bets) {
      let back = 0
      for (let n = 0; n <= 36; n++) back += roulettePayout([{ ...b, amount: 1 }], n)
      expect(back / 37).toBeCloseTo(ROULETTE_RTP, 10)
    }
  })
})

describe('teen patti showdown', () => {
  it('ranks trail > pure sequence > sequence > colour > pair > high card, A-K-Q the best sequence', () => {
    const trail = rankTeenPatti([c(2, 0), c(2, 1), c(2, 2)])
    const pure = rankTeenPatti([c(5, 1), c(6, 1), c(7, 1)])
    const akq = rankTeenPatti([c(1, 0), c(13, 1), c(12, 2)])
    const a23 = rankTeenPatti([c(1, 0), c(2, 1), c(3, 2)])
    const colour = rankTeenPatti([c(2, 3), c(9, 3), c(12, 3)])
    const pair = rankTeenPatti([c(9, 0), c(9, 1), c(4, 2)])
    const highCard = rankTeenPatti([c(1, 0), c(9, 1), c(4, 2)])
    expect([trail.hand, pure.hand, akq.hand, colour.hand, pair.hand, highCard.hand]).toEqual(['TRAIL', 'PURE_SEQUENCE', 'SEQUENCE', 'COLOUR', 'PAIR', 'HIGH_CARD'])
    expect(compareHands(trail, pure)).toBe(1)
    expect(compareHands(akq, a23)).toBe(1)
    expect(compareHands(colour, pair)).toBe(1)
    expect(compareHands(pair, highCard)).toBe(1)
  })

  it('returns ≈ 97.5 %: 1.95× on a win, the bet on a tie', () => {
    const { mean, se } = simulate(200_000, seededRng(3), (r) => showdownPayout(100, dealShowdown(r).result) / 100)
    expect(Math.abs(mean - 0.975)).toBeLessThan(5 * se + 0.002)
    expect(showdownPayout(1_000, 'TIE')).toBe(1_000)
  })
})

describe('bet slip', () => {
  it('prices every fixture with at least the margin and settles consistently with the odds', () => {
    const rng = seededRng(5)
    let staked = 0,
      back = 0
    for (let i = 0; i < 4_000; i++) {
      const sport = (['FOOTBALL', 'BASKETBALL', 'ESPORTS', 'COCKFIGHT'] as const)[i % 4]
      const f = generateFixture(rng, sport, `F${i}`)
      expect(f.outcomes.reduce((a, o) => a + 1 / o.odds, 0)).toBeGreaterThanOrEqual(1 + BETSLIP_MARGIN - 1e-9)
      expect(f.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10)
      // a selection's expected return is p × odds ≤ 1 / (1 + margin)
      f.outcomes.forEach((o, k) => expect(f.p[k] * o.odds).toBeLessThanOrEqual(1 / (1 + BETSLIP_MARGIN) + 1e-9))
      for (let r = 0; r < 25; r++) {
        const result = settleFixture(rng, f)
        for (const o of f.outcomes) {
          staked += 100
          back += result === o.key ? 100 * o.odds : 0
        }
      }
    }
    expect(back / staked).toBeGreaterThan(0.9)
    expect(back / staked).toBeLessThan(1 / (1 + BETSLIP_MARGIN) + 0.01)
  })

  it('singles pay each winner; a combo pays the product only when all win', () => {
    const sel = [
      { fixtureId: 'A', outcome: '1', odds: 2.5, stake: 1_000 },
      { fixtureId: 'B', outcome: '2', odds: 1.8, stake: 500 },
    ]
    expect(
      slipPayout(
        'SINGLES',
        sel,
        new Map([
          ['A', '1'],
          ['B', '1'],
        ]),
      ),
    ).toBe(2_500)
    expect(
      slipPayout(
        'COMBO',
        sel,
        new Map([
          ['A', '1'],
          ['B', '2'],
        ]),
        1_000,
      ),
    ).toBe(4_500)
    expect(
      slipPayout(
        'COMBO',
        sel,
        new Map([
          ['A', '1'],
          ['B', 'X'],
        ]),
        1_000,
      ),
    ).toBe(0)
  })
})

describe('fish', () => {
  it('every fish returns 96 % per shot', () => {
    for (const f of FISH_SPECIES) {
      expect(catchChance(f.id) * (f.multipliers.reduce((a, b) => a + b, 0) / f.multipliers.length)).toBeCloseTo(FISH_RTP, 10)
      const { mean, se } = simulate(100_000, seededRng(f.multipliers[0]), (r) => fishPayout(1, shootVolley(r, f.id, 1)))
      expect(Math.abs(mean - FISH_RTP)).toBeLessThan(5 * se)
    }
  })
})
