/**
 * Contract settlement exactly once (issue 6; spec §9; DESIGN §6; decision 0013) over a real SQLite
 * file: the previous day's salary paid the next day, hourly and real-time slices, dividends on the
 * team's loss, a payer short of funds retried, the house paying a root agent — and a period paid
 * once when the job 'crashes' half-way and a fresh platform over the same file runs it again, when
 * two platforms on two connections run the same period at once, and when two operator processes
 * run it at once. The ledger's invariants hold after every test.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { createWalletPlatform, WALLET_BRAND } from '../fixtures/wallet-platform'
import { openPlatformDb } from '../../db/client'
import { createPlatform } from '../../server/platform'
import { platformRows } from '../fixtures/platform-rows'
import { agentContracts, contractPayments } from '../../db/schema/contracts'
import { periodAt } from '../../shared/periods'
import type { ContractTier, ContractType } from '../../db/schema/contracts'

const t = createWalletPlatform()
const { contracts, ledger } = t.platform
const { settlement } = contracts
afterAll(() => t.cleanup())
afterEach(() => expect(ledger.check().ok).toBe(true))

const HOUR = 3_600_000
const { member, bet } = platformRows(t, WALLET_BRAND, 's')
const DAY = 24 * HOUR
const tier = (activeMembers: number, validBet: number, rate: number, loss = 0): ContractTier => ({ activeMembers, validBet, loss, rate })
async function agreed(uplineId: number, downlineId: number, type: ContractType, tiers: ContractTier[], period?: 'daily' | 'weekly' | 'semimonthly' | 'monthly') {
  const o = await contracts.offer(uplineId, { type, downlineId, tiers, period })
  return (await contracts.accept(downlineId, o.id)).id
}
/** Moves the platform clock to `at` (never back) and runs the job there, as the scheduler would. */
async function settleAt(at: number) {
  if (at > t.now()) t.advance(at - t.now())
  return settlement.run()
}
const balance = (memberId: number) => ledger.balance({ kind: 'MEMBER', memberId })
const paymentsOf = (contractId: number) =>
  t.db
    .select()
    .from(contractPayments)
    .all()
    .filter((p) => p.contractId === contractId)
/** A root agent with `funds` and a direct sub-agent with two players below it. */
async function tree(funds = 1_000_000) {
  const root = member({ type: 1 })
  const sub = member({ type: 1, uplineId: root.id })
  const p1 = member({ uplineId: sub.id })
  const p2 = member({ uplineId: sub.id })
  if (funds > 0) await t.fund(root.id, funds)
  return { root, sub, p1, p2 }
}

describe('settling periods', () => {
  it("pays the previous day's salary the next day: the reached tier × the team's valid bet, once", async () => {
    const { root, sub, p1, p2 } = await tree()
    const id = await agreed(root.id, sub.id, 'DAILY_SALARY', [tier(1, 10_000, 50), tier(2, 100_000, 100)])
    const today = periodAt('daily', t.now())
    bet(p1.id, t.now() + 1000, 60_000, -20_000)
    bet(p2.id, t.now() + 2000, 50_000, 5_000)
    bet(sub.id, today.end + 1000, 999_999) // tomorrow: not in this period
    expect((await settlement.run()).periods).toEqual([]) // the day is not over
    expect(paymentsOf(id)).toEqual([])

    const report = await settleAt(today.end + 61_000)
    expect(report.periods).toEqual([{ key: today.key, contracts: 1, paid: 1, unpaid: 0, zero: 0, doneBefore: 0 }])
    const [p] = paymentsOf(id)
    expect(p).toMatchObject({
      periodKey: today.key,
      agentId: sub.id,
      payerId: root.id,
      contractType: 'DAILY_SALARY',
      rate: 100,
      amount: 1_100,
      status: 'PAID',
      figures: { activeMembers: 2, validBet: 110_000, profitLoss: -15_000 },
    })
    expect(balance(sub.id)).toBe(1_100)
    expect(balance(root.id)).toBe(1_000_000 - 1_100)

    expect((await settleAt(today.end + 10 * 60_000)).periods).toEqual([])
    expect(paymentsOf(id)).toHaveLength(1)
    expect(balance(sub.id)).toBe(1_100)
  })

  it('pays hourly and real-time salaries for each finished hour and 5-minute slice with bets', async () => {
    const { root, sub, p1 } = await tree()
    const hourly = await agreed(root.id, sub.id, 'HOURLY_SALARY', [tier(1, 0, 20)])
    const realtime = await agreed(root.id, sub.id, 'REALTIME_SALARY', [tier(1, 0, 10)])
    const slice = periodAt('realtime', t.now())
    bet(p1.id, slice.start + 10_000, 100_000)
    bet(p1.id, slice.end + 10_000, 200_000) // the next slice, same hour
    const hour = periodAt('hourly', t.now())
    await settleAt(hour.end + 61_000)
    expect(paymentsOf(hourly).map((p) => [p.periodKey, p.amount])).toEqual([[hour.key, 600]])
    expect(
      paymentsOf(realtime)
        .map((p) => [p.periodKey, p.amount])
        .sort(),
    ).toEqual(
      [
        [slice.key, 100],
        [periodAt('realtime', slice.end).key, 200],
      ].sort(),
    )
    expect(balance(sub.id)).toBe(900)
    for (const id of [hourly, realtime]) {
      await contracts.terminate(root.id, id)
      await contracts.accept(sub.id, id)
    }
  })

  it("pays a dividend on the team's net loss only, per its period", async () => {
    const { root, sub, p1, p2 } = await tree()
    const id = await agreed(root.id, sub.id, 'DIVIDEND', [tier(1, 0, 2000, 1)], 'weekly')
    const week = periodAt('weekly', t.now())
    bet(p1.id, t.now() + 1000, 50_000, -50_000)
    bet(p2.id, t.now() + 2000, 30_000, 20_000)
    await settleAt(week.end + 61_000)
    expect(paymentsOf(id)).toEqual([expect.objectContaining({ periodKey: week.key, rate: 2000, amount: 6_000, status: 'PAID' })])
    // The next week the team wins: a record with no payment.
    bet(p1.id, week.end + DAY, 10_000, 40_000)
    await settleAt(week.end + 7 * DAY + 61_000)
    expect(paymentsOf(id).map((p) => [p.amount, p.rate])).toEqual([
      [6_000, 2000],
      [0, 0],
    ])
  })

  it('records an unpaid salary when the upline lacks funds and pays it on a later run', async () => {
    const { root, sub, p1 } = await tree(0)
    const id = await agreed(root.id, sub.id, 'DAILY_SALARY', [tier(1, 0, 100)])
    bet(p1.id, t.now(), 300_000)
    const day = periodAt('daily', t.now())
    await settleAt(day.end + 61_000)
    expect(paymentsOf(id)).toEqual([expect.objectContaining({ amount: 3_000, status: 'UNPAID', movementId: null, failedAttempts: 1 })])
    expect(balance(sub.id)).toBe(0)
    expect((await settleAt(day.end + 2 * 61_000)).retried).toEqual({ paid: 0, unpaid: 1 })
    await t.fund(root.id, 10_000)
    expect((await settleAt(day.end + 3 * 61_000)).retried).toEqual({ paid: 1, unpaid: 0 })
    expect(paymentsOf(id)).toEqual([expect.objectContaining({ status: 'PAID', failedAttempts: 2 })])
    expect(balance(sub.id)).toBe(3_000)
    expect(balance(root.id)).toBe(7_000)
  })

  it("the house pays a root agent's house contract", async () => {
    const root = member({ type: 1 })
    const player = member({ uplineId: root.id })
    const o = await contracts.houseOffer(root.account, { type: 'DAILY_SALARY', tiers: [tier(1, 0, 150)] })
    expect(contracts.pending(root.id)).toEqual([expect.objectContaining({ request: 'NEW', contract: expect.objectContaining({ id: o.id, uplineId: null }) })])
    await contracts.accept(root.id, o.id)
    expect(contracts.ownRate(root.id, 'DAILY_SALARY')).toBe(150)
    bet(player.id, t.now(), 100_000)
    const house = ledger.balance({ kind: 'HOUSE' })
    await settleAt(periodAt('daily', t.now()).end + 61_000)
    expect(paymentsOf(o.id)).toEqual([expect.objectContaining({ payerId: 0, amount: 1_500, status: 'PAID' })])
    expect(balance(root.id)).toBe(1_500)
    expect(ledger.balance({ kind: 'HOUSE' })).toBe(house - 1_500)
  })

  it("pays the contract in force at the period's end: a lower contract accepted during the day pays the whole day", async () => {
    const { root, sub, p1 } = await tree()
    const first = await agreed(root.id, sub.id, 'DAILY_SALARY', [tier(1, 0, 100)])
    bet(p1.id, t.now(), 100_000)
    t.advance(HOUR)
    const second = await agreed(root.id, sub.id, 'DAILY_SALARY', [tier(1, 0, 40)])
    await settleAt(periodAt('daily', t.now()).end + 61_000)
    expect(paymentsOf(first)).toEqual([])
    expect(paymentsOf(second)).toEqual([expect.objectContaining({ amount: 400 })])
  })
})

describe('exactly once', () => {
  /** `n` sub-agents under one root, each with one player who bet today. */
  async function wide(n: number) {
    const root = member({ type: 1 })
    await t.fund(root.id, 1_000_000)
    const ids: number[] = []
    for (let i = 0; i < n; i++) {
      const sub = member({ type: 1, uplineId: root.id })
      const player = member({ uplineId: sub.id })
      ids.push(await agreed(root.id, sub.id, 'DAILY_SALARY', [tier(1, 0, 100)]))
      bet(player.id, t.now(), 10_000 * (i + 1))
    }
    return { root, ids, total: ((n * (n + 1)) / 2) * 100 }
  }
  const secondPlatform = () => {
    const db = openPlatformDb(join(t.dir, 'platform.db'))
    return { platform: createPlatform({ db, brandCode: WALLET_BRAND, now: t.now }), close: () => db.$client.close() }
  }

  it('a run that stops half-way is finished by a fresh platform over the same file, each contract paid once', async () => {
    t.advance(2 * DAY)
    const { root, ids, total } = await wide(6)
    const at = periodAt('daily', t.now()).end + 61_000
    const before = balance(root.id)
    await settleAt(at - DAY) // everything before this day, so the 'crash' falls in this day's period
    const day = periodAt('daily', t.now())
    t.advance(at - t.now())
    // Contracts of earlier tests are in force too (no bets today); ours are the newest, settled last.
    const inForce = t.db
      .select()
      .from(agentContracts)
      .all()
      .filter((c) => c.period === 'daily' && c.activatedAt !== null && c.endedAt === null).length
    const crashed = await settlement.settlePeriod(day, { stopAfter: inForce - 3 })
    expect(crashed).toMatchObject({ stopped: true, contracts: inForce, paid: 3 })
    expect(ids.map((id) => paymentsOf(id).length)).toEqual([1, 1, 1, 0, 0, 0])

    const fresh = secondPlatform()
    try {
      const resumed = await fresh.platform.contracts.settlement.run()
      expect(resumed.periods.filter((p) => p.key === day.key)).toEqual([expect.objectContaining({ contracts: inForce, paid: 3, doneBefore: 3 })])
      expect((await fresh.platform.contracts.settlement.run()).periods).toEqual([])
    } finally {
      fresh.close()
    }
    expect(ids.map((id) => paymentsOf(id).length)).toEqual([1, 1, 1, 1, 1, 1])
    expect(before - balance(root.id)).toBe(total)
  })

  it('two platforms on two connections settling the same period at once pay each contract once', async () => {
    t.advance(2 * DAY)
    const { root, ids, total } = await wide(8)
    const at = periodAt('daily', t.now()).end + 61_000
    const before = balance(root.id)
    const other = secondPlatform()
    try {
      await settleAt(at - DAY)
      const day = periodAt('daily', t.now()).key
      t.advance(at - t.now())
      const [a, b] = await Promise.all([settlement.run(), other.platform.contracts.settlement.run()])
      const mine = [...a.periods, ...b.periods].filter((p) => p.key === day)
      expect(mine.reduce((s, p) => s + p.paid, 0)).toBe(8)
    } finally {
      other.close()
    }
    expect(ids.map((id) => paymentsOf(id).length)).toEqual(Array(8).fill(1))
    expect(before - balance(root.id)).toBe(total)
  })

  it('two operator processes running `contracts settle` at once pay each contract once', async () => {
    t.advance(2 * DAY)
    const { root, ids, total } = await wide(10)
    const at = new Date(periodAt('daily', t.now()).end + 61_000).toISOString()
    await settleAt(periodAt('daily', t.now()).start)
    const before = balance(root.id)
    const runOnce = () =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ['server/operator.ts', 'contracts', 'settle', '--at', at], {
          env: { ...process.env, DATA_DIR: t.dir, BRAND_CODE: WALLET_BRAND, NODE_ENV: 'test' },
        })
        let out = ''
        child.stdout.on('data', (d) => {
          out += d
        })
        child.stderr.on('data', (d) => {
          out += d
        })
        child.on('close', (code) => resolve({ code, out }))
      })
    const results = await Promise.all([runOnce(), runOnce()])
    for (const r of results) expect(r.code, r.out).toBe(0)
    expect(ids.map((id) => paymentsOf(id).length)).toEqual(Array(10).fill(1))
    expect(before - balance(root.id)).toBe(total)
  })
})

describe('npm run operator -- contracts', () => {
  it('offers a house contract to a root agent, lists it, refuses bad input and ends it at once', async () => {
    const { runContractCommand } = await import('../../server/operator/contract-commands')
    const root = member({ type: 1 })
    const sub = member({ type: 1, uplineId: root.id })
    const offered = await runContractCommand(t.platform, ['contracts', 'offer', root.account, 'DIVIDEND', '25', '--period', 'monthly', '--members', '3', '--loss', '1000'])
    expect(offered).toMatch(new RegExp(`^house offer #\\d+ to ${root.account}: DIVIDEND monthly \\(≥3 active, ≥₱0.00 valid bet, ≥₱1,000.00 loss → 25%\\), awaiting the agent's answer$`))
    const id = Number(/#(\d+)/.exec(offered)![1])
    await expect(runContractCommand(t.platform, ['contracts', 'offer', sub.account, 'DAILY_SALARY', '1'])).rejects.toThrow(
      'NOT_DIRECT_DOWNLINE: Contracts can only be offered to your direct downlines',
    )
    await expect(runContractCommand(t.platform, ['contracts', 'offer', root.account, 'DAILY_SALARY', '3'])).rejects.toThrow('RATE_ABOVE_CEILING: The highest rate, 3%, is above your own rate of 2%')
    await expect(runContractCommand(t.platform, ['contracts', 'offer', root.account, 'WEEKLY', '1'])).rejects.toThrow(/^Invalid command: .*\nUsage: npm run operator -- contracts settle/)
    await contracts.accept(root.id, id)
    expect(await runContractCommand(t.platform, ['contracts', 'list'])).toContain(`#${id}  ${root.account}  DIVIDEND monthly  up to 25%  ACTIVE`)
    expect(await runContractCommand(t.platform, ['contracts', 'terminate', String(id)])).toBe(`house contract #${id} TERMINATED`)
    expect(contracts.current(root.id, 'DIVIDEND')).toBeNull()
    expect(await runContractCommand(t.platform, ['contracts', 'settle'])).toMatch(/^settled \d+ period\(s\); retried unpaid: 0 paid, 0 still unpaid/)
  })
})
