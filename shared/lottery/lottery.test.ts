/**
 * The lottery's pure rules (decision 0016): draws are well formed, every bet type's stated odds
 * return what its prize mode promises (exactly, and by simulation of 200,000 draws), lines settle as
 * their rules say, and the schedule's slots, close times and numeros line up.
 */
import { describe, expect, it } from 'vitest'
import { SEA_4D, VN_NORTH, VN_SOUTH, isDrawOf, numbersIn, openNumbers, singleDigits, tiersOf, type LotteryFormat } from './formats'
import { PRIZE_MODE_RTP, betTypesOf, hitsOf, linePayout, normalizePick, ticketPayout, type PrizeMode } from './bets'
import { bettingSlotAt, closeTimeOf, drawTimeOf, lastDrawnSlotAt, numeroOf, type Schedule } from './schedule'
import { lotteryRulesOf } from './games'
import { commitmentInput, verifyCommitment } from './commitment'

const KENO: LotteryFormat = { kind: 'PICK', pick: 20, of: 80, ordered: false }
const LOTTO_6_45: LotteryFormat = { kind: 'PICK', pick: 6, of: 45, ordered: false }
const PK10: LotteryFormat = { kind: 'PICK', pick: 10, of: 10, ordered: true }
const DICE: LotteryFormat = { kind: 'DICE', dice: 3 }
const FORMATS: [string, LotteryFormat][] = [
  ['VN north', VN_NORTH],
  ['VN south', VN_SOUTH],
  ['SEA 4D', SEA_4D],
  ['3D', singleDigits(3)],
  ['keno', KENO],
  ['6/45', LOTTO_6_45],
  ['PK10', PK10],
  ['dice', DICE],
]

/** A seeded PRNG (mulberry32) so the simulations are repeatable. */
function rng(seed: number) {
  let a = seed
  return (n: number) => {
    a |= 0
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n)
  }
}

describe('draws', () => {
  it.each(FORMATS)('%s: a draw is well formed and tiers read back', (_, format) => {
    const r = rng(7)
    for (let i = 0; i < 200; i++) {
      const numbers = openNumbers(format, r)
      expect(isDrawOf(format, numbers)).toBe(true)
      expect(numbers).toHaveLength(numbersIn(format))
      expect(tiersOf(format, numbers).flatMap((t) => t.numbers)).toEqual(numbers)
    }
    expect(numbersIn(VN_NORTH)).toBe(27)
    expect(numbersIn(VN_SOUTH)).toBe(18)
    expect(numbersIn(SEA_4D)).toBe(23)
  })

  it('the commitment is SHA-256 of the numbers, a colon and the salt', async () => {
    expect(commitmentInput(['07', '19'], 'ab')).toBe('07,19:ab')
    // printf '07,19:ab' | sha256sum
    expect(await verifyCommitment(['07', '19'], 'ab', 'c3a0f7b0f0c8f0d0c1f7a3e6f2a9f5f0e1c5d8d1b8a2a4e7c2d6b0f9a1e3c5d7')).toBe(false)
    const { createHash } = await import('node:crypto')
    expect(await verifyCommitment(['07', '19'], 'ab', createHash('sha256').update('07,19:ab').digest('hex'))).toBe(true)
  })
})

describe('odds', () => {
  const modes: PrizeMode[] = ['LOTT', 'ELOTT', 'SEA']
  it.each(FORMATS)('%s: every option returns its prize mode’s RTP, floored to the odds’ 2 decimals', (_, format) => {
    for (const mode of modes) {
      for (const type of betTypesOf(format, mode)) {
        const target = ['BIG_SMALL', 'ODD_EVEN'].includes(type.code) ? PRIZE_MODE_RTP[mode].even : PRIZE_MODE_RTP[mode].number
        for (const o of type.options) {
          const rtp = (o.oddsX100 / 100) * o.probability
          expect(rtp).toBeLessThanOrEqual(target + 1e-9)
          expect(rtp).toBeGreaterThan(target - 0.01 * o.probability - 1e-9)
        }
      }
    }
  })

  it('states the classic odds', () => {
    const vn = betTypesOf(VN_NORTH, 'LOTT')
    expect(vn.map((t) => t.code)).toEqual(['LAST2', 'LAST3', 'LAST4', 'ANY2', 'BIG_SMALL', 'ODD_EVEN'])
    expect(vn.map((t) => t.options[0].oddsX100)).toEqual([9_500, 95_000, 950_000, 351, 195, 195])
    expect(betTypesOf(KENO, 'ELOTT').find((t) => t.code === 'NUMBER')!.options[0].oddsX100).toBe(388)
    expect(
      betTypesOf(DICE, 'LOTT')
        .find((t) => t.code === 'SUM')!
        .options.find((o) => o.value === '4')!.oddsX100,
    ).toBe(6_840)
    expect(betTypesOf(singleDigits(2), 'LOTT').map((t) => t.code)).toEqual(['LAST2', 'BIG_SMALL', 'ODD_EVEN'])
  })

  it.each(FORMATS)('%s: 200,000 simulated draws pay each bet type its stated return (within 5 standard errors)', (_, format) => {
    const types = betTypesOf(format, 'LOTT')
    const r = rng(42)
    const N = 200_000
    // one representative pick per option (digits and balls: a fixed pick)
    const bets = types.flatMap((t) =>
      t.options.map((o) => {
        const pick = t.pick.kind === 'digits' ? '7'.padStart(t.pick.length, '0') : t.pick.kind === 'ball' ? '07' : o.value
        return { code: t.code, pick, odds: o.oddsX100, rtp: (o.oddsX100 / 100) * o.probability, sum: 0, sq: 0 }
      }),
    )
    for (let i = 0; i < N; i++) {
      const numbers = openNumbers(format, r)
      for (const b of bets) {
        const x = (b.odds * hitsOf(format, b.code, b.pick, numbers)) / 100
        b.sum += x
        b.sq += x * x
      }
    }
    for (const b of bets) {
      const mean = b.sum / N
      const se = Math.sqrt(Math.max(b.sq / N - mean * mean, 1e-12) / N)
      expect(Math.abs(mean - b.rtp), `${b.code} ${b.pick}`).toBeLessThan(5 * se + 1e-9)
    }
  })
})

describe('settling lines', () => {
  it('reads the main number and every number for ANY2', () => {
    const numbers = ['98745', '00045', '11145', ...Array.from({ length: 24 }, () => '10')]
    expect(hitsOf(VN_NORTH, 'LAST2', '45', numbers)).toBe(1)
    expect(hitsOf(VN_NORTH, 'LAST3', '745', numbers)).toBe(1)
    expect(hitsOf(VN_NORTH, 'LAST4', '8745', numbers)).toBe(1)
    expect(hitsOf(VN_NORTH, 'ANY2', '45', numbers)).toBe(3)
    expect(hitsOf(VN_NORTH, 'BIG_SMALL', 'SMALL', numbers)).toBe(1)
    expect(hitsOf(VN_NORTH, 'ODD_EVEN', 'ODD', numbers)).toBe(1)
    expect(linePayout(VN_NORTH, { type: 'ANY2', pick: '45', amount: 300, oddsX100: 351 }, numbers)).toBe(3_159)
    expect(
      ticketPayout(
        VN_NORTH,
        [
          { type: 'LAST2', pick: '45', amount: 1_000, oddsX100: 9_500 },
          { type: 'LAST2', pick: '44', amount: 1_000, oddsX100: 9_500 },
        ],
        numbers,
      ),
    ).toEqual({ total: 95_000, lines: [95_000, 0] })
  })

  it('keno sums, PK10 champion and dice triples', () => {
    const keno = Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, '0')) // sum 210: small
    expect(hitsOf(KENO, 'BIG_SMALL', 'SMALL', keno)).toBe(1)
    expect(hitsOf(KENO, 'NUMBER', '20', keno)).toBe(1)
    expect(hitsOf(KENO, 'NUMBER', '21', keno)).toBe(0)
    const middle = [...Array.from({ length: 10 }, (_, i) => i + 1), ...Array.from({ length: 10 }, (_, i) => 71 + i)].map((n) => String(n).padStart(2, '0')) // sum 810
    expect(hitsOf(KENO, 'BIG_SMALL', 'BIG', middle) + hitsOf(KENO, 'BIG_SMALL', 'SMALL', middle)).toBe(0)
    const race = ['06', '01', '02', '03', '04', '05', '07', '08', '09', '10']
    expect([hitsOf(PK10, 'FIRST', '06', race), hitsOf(PK10, 'BIG_SMALL', 'BIG', race), hitsOf(PK10, 'ODD_EVEN', 'EVEN', race)]).toEqual([1, 1, 1])
    expect([hitsOf(DICE, 'BIG_SMALL', 'BIG', ['4', '4', '4']), hitsOf(DICE, 'SUM', '12', ['4', '4', '4']), hitsOf(DICE, 'BIG_SMALL', 'BIG', ['6', '5', '1'])]).toEqual([0, 1, 1])
  })

  it('normalizes picks and refuses the invalid ones', () => {
    const [last2] = betTypesOf(VN_NORTH, 'LOTT')
    const number = betTypesOf(KENO, 'LOTT').find((t) => t.code === 'NUMBER')!
    const big = betTypesOf(KENO, 'LOTT').find((t) => t.code === 'BIG_SMALL')!
    expect([normalizePick(last2, ' 07 '), normalizePick(last2, '7'), normalizePick(last2, '007')]).toEqual(['07', null, null])
    expect([normalizePick(number, '7'), normalizePick(number, '80'), normalizePick(number, '81'), normalizePick(number, '0')]).toEqual(['07', '80', null, null])
    expect([normalizePick(big, 'big'), normalizePick(big, 'HUGE')]).toEqual(['BIG', null])
  })
})

describe('schedules', () => {
  const fast: Schedule = { kind: 'interval', everyMs: 180_000 }
  const daily: Schedule = { kind: 'daily', atUtcMs: (11 * 60 + 15) * 60_000 }
  it('always has exactly one draw taking bets, closing before it draws', () => {
    for (const s of [fast, daily, { kind: 'interval' as const, everyMs: 45_000 }]) {
      for (let now = Date.UTC(2026, 0, 15); now < Date.UTC(2026, 0, 17); now += 7_919) {
        const k = bettingSlotAt(s, now)
        expect(closeTimeOf(s, k)).toBeGreaterThan(now)
        expect(closeTimeOf(s, k - 1)).toBeLessThanOrEqual(now)
        expect(drawTimeOf(s, k)).toBeGreaterThan(closeTimeOf(s, k))
        expect(lastDrawnSlotAt(s, now)).toBeLessThan(k)
      }
    }
  })

  it('numbers draws by the UTC+8 business day', () => {
    const first = bettingSlotAt(fast, Date.UTC(2026, 0, 14, 16, 0, 0) - 31_000) // draws at 16:00 UTC = 00:00 UTC+8
    expect(numeroOf(fast, first)).toBe('20260115-0001')
    expect(numeroOf(fast, first - 1)).toBe('20260114-0480')
    expect(numeroOf(daily, bettingSlotAt(daily, Date.UTC(2026, 0, 15, 10, 0)))).toBe('20260115')
  })

  it('reads each catalogue lottery game', () => {
    expect(lotteryRulesOf({ vendorCode: 'TCG_LOTTO_VN', gameCode: 'VN_MIEN_BAC_45_SEC', classification: 'QUICK' })).toMatchObject({
      area: 'VN',
      region: 'NORTH',
      format: VN_NORTH,
      schedule: { kind: 'interval', everyMs: 45_000 },
    })
    expect(lotteryRulesOf({ vendorCode: 'TCG_LOTTO_VN', gameCode: 'VN_HO_CHI_MINH', classification: 'LOTTO' })).toMatchObject({
      region: 'SOUTH',
      format: VN_SOUTH,
      schedule: { kind: 'daily', atUtcMs: (9 * 60 + 15) * 60_000 },
    })
    expect(lotteryRulesOf({ vendorCode: 'TCG_LOTTO_VN', gameCode: 'VN_DA_NANG', classification: 'LOTTO' })).toMatchObject({
      region: 'CENTRAL',
      schedule: { kind: 'daily', atUtcMs: (10 * 60 + 15) * 60_000 },
    })
    expect(lotteryRulesOf({ vendorCode: 'TCG_SEA', gameCode: 'SEA_MAGNUM_4D', classification: 'LOTTO' })).toMatchObject({ area: 'SEA', format: SEA_4D, schedule: { kind: 'daily' } })
    expect(lotteryRulesOf({ vendorCode: 'TCG_SEA', gameCode: 'SEA_MEGA_LOTTO_6_45', classification: 'LOTTO' }).format).toEqual(LOTTO_6_45)
    expect(lotteryRulesOf({ vendorCode: 'TCG_SEA', gameCode: 'SEA_SEA_QUICK_3D_1_MIN', classification: 'QUICK' }).format).toEqual(singleDigits(3))
    expect(lotteryRulesOf({ vendorCode: 'TCG', gameCode: 'TCG_FAST_3_1_MIN', classification: 'QUICK' })).toMatchObject({ area: 'LOTTO', format: DICE })
    expect(lotteryRulesOf({ vendorCode: 'GPI', gameCode: 'GPI_KENO_CLASSIC', classification: 'KENO' })).toMatchObject({ format: KENO, schedule: { kind: 'interval', everyMs: 900_000 } })
    expect(lotteryRulesOf({ vendorCode: 'TCG', gameCode: 'TCG_PK10_RACING_45_SEC', classification: 'QUICK' }).format).toEqual(PK10)
  })
})
