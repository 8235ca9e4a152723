/**
 * Referral earnings settled once per period (issue 18 "Referral pays"; decision 0049) over a real
 * SQLite file: a share of the invited friends' valid bets or first deposits, floored to the minor
 * unit and capped, paid through the ledger from the house with an inbox message in the reader's
 * language; a friend with no bets counts for nothing; a second run and a second platform on its own
 * connection running at the same moment pay nothing more. The ledger adds up after every test.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { join } from 'node:path'
import { createWalletPlatform, WALLET_BRAND } from '../../../tests/fixtures/wallet-platform'
import { openPlatformDb } from '../../../db/client'
import { createPlatform } from '..'
import { platformRows } from '../../../tests/fixtures/platform-rows'
import { periodAt } from '../../../shared/periods'
import { earningOf } from './referral-earnings'

const t = createWalletPlatform()
const { ledger, referral, messages } = t.platform
const { earnings } = referral
afterAll(() => t.cleanup())
afterEach(() => expect(ledger.check().ok).toBe(true))

const DAY = 86_400_000
const rows = platformRows(t, WALLET_BRAND, 'r')
/** A member row (type 0 unless given) invited by `uplineId`; its id. */
const member = (opts: { type?: number; uplineId?: number } = {}) => rows.member(opts).id
const { bet } = rows
const balance = (memberId: number) => ledger.balance({ kind: 'MEMBER', memberId })
const house = () => ledger.balance({ kind: 'HOUSE' })
/** Moves the clock to `at` (never back) and runs the job there. */
async function settleAt(at: number) {
  if (at > t.now()) t.advance(at - t.now())
  return earnings.run()
}
/** A fresh day for each test: the clock moves to 10:00 of the next business day. */
function nextDay() {
  const d = periodAt('daily', t.now() + DAY)
  t.advance(d.start + 2 * 3_600_000 - t.now())
  return d
}

describe('referral earnings', () => {
  it('pays the share of the friends’ valid bets of a closed day once, floored, with a message in the reader’s language', async () => {
    const day = nextDay()
    earnings.setRule({ basis: 'valid-bets', rateBp: 150, cap: null, period: 'daily' })
    const referrer = member()
    const f1 = member({ uplineId: referrer })
    const f2 = member({ uplineId: referrer })
    member({ uplineId: referrer }) // a friend with no bets
    const agent = member({ type: 1 }) // agents earn through their contracts, not here
    const agentsFriend = member({ uplineId: agent })
    bet(f1, t.now() + 1000, 60_000)
    bet(f1, t.now() + 2000, 40_000)
    bet(f2, t.now() + 3000, 33_333)
    bet(agentsFriend, t.now() + 4000, 500_000)
    bet(f1, day.end + 1000, 900_000) // the next day: not in this period

    expect(earnings.estimate(referrer)).toMatchObject({ periodKey: day.key, friends: 2, basisAmount: 133_333, amount: 1_999 })
    expect((await earnings.run()).periods).toEqual([]) // the day is not over
    const houseBefore = house()

    const report = await settleAt(day.end + 61_000)
    expect(report.periods).toEqual([{ key: day.key, referrers: 1, paid: 1, zero: 0, doneBefore: 0 }])
    // 133 333 × 1.5 % = 1 999.995 → 1 999 (floor to the minor unit)
    expect(balance(referrer)).toBe(1_999)
    expect(balance(agent)).toBe(0)
    expect(house()).toBe(houseBefore - 1_999)
    expect(earnings.history(referrer)).toMatchObject({
      totalCount: 1,
      totalEarned: 1_999,
      list: [{ periodKey: day.key, basis: 'valid-bets', rateBp: 150, friends: 2, basisAmount: 133_333, amount: 1_999 }],
    })

    const en = messages.list(referrer, { page: 1, pageSize: 10 }, 'en').list
    expect(en).toHaveLength(1)
    expect(en[0]).toMatchObject({ title: 'Referral earnings paid' })
    expect(en[0]!.content).toContain('₱19.99')
    expect(en[0]!.content).toContain(day.key.slice(1))
    expect(messages.list(referrer, { page: 1, pageSize: 10 }, 'ty').list[0]).toMatchObject({ title: 'Naibayad ang kita sa referral' })

    // Run again, later: nothing more.
    expect((await settleAt(day.end + 10 * 60_000)).periods).toEqual([])
    expect(balance(referrer)).toBe(1_999)
    expect(messages.list(referrer, { page: 1, pageSize: 10 }, 'en').list).toHaveLength(1)
  })

  it('caps what one referrer earns in a period; a referrer whose friends did not bet gets nothing', async () => {
    const day = nextDay()
    earnings.setRule({ basis: 'valid-bets', rateBp: 1_000, cap: 5_000, period: 'daily' })
    const big = member()
    const small = member()
    const idle = member()
    member({ uplineId: idle })
    bet(member({ uplineId: big }), t.now() + 1000, 100_000)
    bet(member({ uplineId: small }), t.now() + 1000, 20_000)
    await settleAt(day.end + 61_000)
    expect(balance(big)).toBe(5_000) // 10 000 capped at 5 000
    expect(balance(small)).toBe(2_000)
    expect(balance(idle)).toBe(0)
    expect(earnings.history(idle).totalCount).toBe(0)
    expect(earnings.history(big).list[0]).toMatchObject({ basisAmount: 100_000, amount: 5_000 })
  })

  it('pays a share of each friend’s first deposit in the week, never a later one or one before the week', async () => {
    nextDay()
    const referrer = member()
    const before = member({ uplineId: referrer })
    await t.fund(before, 80_000) // first deposit before the rule's week
    const week = periodAt('weekly', t.now() + 7 * DAY)
    t.advance(week.start + 3_600_000 - t.now())
    earnings.setRule({ basis: 'first-deposit', rateBp: 1_000, cap: null, period: 'weekly' })
    const f1 = member({ uplineId: referrer })
    const f2 = member({ uplineId: referrer })
    member({ uplineId: referrer }) // never deposits
    await t.fund(f1, 50_000)
    await t.fund(f1, 70_000) // a second deposit: not a first one
    t.advance(DAY)
    await t.fund(f2, 12_345)
    await t.fund(before, 99_000) // not its first
    expect(earnings.estimate(referrer)).toMatchObject({ periodKey: week.key, friends: 2, basisAmount: 62_345, amount: 6_234 })

    const report = await settleAt(week.end + 61_000)
    expect(report.periods.map((p) => p.key)).toEqual([week.key])
    expect(balance(referrer)).toBe(6_234) // ⌊62 345 × 10 %⌋
    expect(earnings.history(referrer).list[0]).toMatchObject({ periodKey: week.key, basis: 'first-deposit', friends: 2, basisAmount: 62_345, amount: 6_234 })
    const [msg] = messages.list(referrer, { page: 1, pageSize: 10 }, 'en').list
    expect(msg!.content).toContain('₱62.34')
    expect(msg!.content).toContain(' – ') // a week: first – last day
  })

  it('two platforms on two connections settling the same day at once pay each referrer once', async () => {
    const day = nextDay()
    earnings.setRule({ basis: 'valid-bets', rateBp: 200, cap: null, period: 'daily' })
    const referrers = Array.from({ length: 6 }, () => member())
    for (const r of referrers) bet(member({ uplineId: r }), t.now() + 1000, 10_000)
    const db = openPlatformDb(join(t.dir, 'platform.db'))
    const other = createPlatform({ db, brandCode: WALLET_BRAND, now: t.now })
    try {
      t.advance(day.end + 61_000 - t.now())
      const runs = await Promise.all([earnings.run(), other.referral.earnings.run(), earnings.run()])
      const mine = runs.flatMap((r) => r.periods).filter((p) => p.key === day.key)
      expect(mine.reduce((s, p) => s + p.paid, 0)).toBe(6)
      for (const r of referrers) {
        expect(balance(r)).toBe(200)
        expect(earnings.history(r).totalCount).toBe(1)
        expect(messages.list(r, { page: 1, pageSize: 10 }, 'en').list).toHaveLength(1)
      }
      expect(other.ledger.check().ok).toBe(true)
    } finally {
      db.$client.close()
    }
  })

  it('pays nothing once the rule is off', async () => {
    const day = nextDay()
    earnings.setRule({ basis: 'valid-bets', rateBp: 500, cap: null, period: 'daily' })
    const r = member()
    bet(member({ uplineId: r }), t.now() + 1000, 10_000)
    expect(earnings.turnOff()).toBe(true)
    expect(earnings.estimate(r)).toBeNull()
    expect((await settleAt(day.end + 61_000)).periods).toEqual([])
    expect(balance(r)).toBe(0)
    expect(earnings.rule()).toMatchObject({ enabled: false, rateBp: 500 })
  })

  it('floors to the minor unit exactly, even for sums beyond 2^53 / 10 000', () => {
    expect(earningOf(133_333, 150, null)).toBe(1_999)
    expect(earningOf(99, 100, null)).toBe(0)
    expect(earningOf(900_719_925_474_099, 9_999, null)).toBe(900_629_853_481_551)
    expect(earningOf(10_000, 10_000, 1)).toBe(1)
  })
})
