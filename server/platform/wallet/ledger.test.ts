import { afterAll, describe, expect, it } from 'vitest'
import { createLedgerDb } from '../../../tests/fixtures/ledger-db'
import { ledgerModule, LedgerError, type Leg } from './ledger'
import { createMoneyWriter } from './money-writer'

const env = createLedgerDb()
afterAll(() => env.cleanup())
const ctx = { db: env.db, brandCode: 'LEDGER', now: () => Date.now(), overrides: {} }
const ledger = ledgerModule(ctx)
const money = createMoneyWriter(env.db.$client)

const deposit = (memberId: number, amount: number, key: string) => ({
  key,
  kind: 'DEPOSIT' as const,
  memberId,
  amount,
  legs: [
    { account: { kind: 'PROVIDER', provider: 'SANDBOX' }, amount: -amount },
    { account: { kind: 'MEMBER', memberId }, amount },
  ] as Leg[],
  result: ({ balances }: { balances: number[] }) => ({ balance: balances[1]! }),
})
const transfer = (from: number, to: number, amount: number, key: string) => ({
  key,
  kind: 'TRANSFER_UPLINE' as const,
  memberId: from,
  amount,
  legs: [
    { account: { kind: 'MEMBER', memberId: from }, amount: -amount },
    { account: { kind: 'MEMBER', memberId: to }, amount },
  ] as Leg[],
  result: ({ balances }: { balances: number[] }) => ({ balance: balances[0]! }),
})

describe('ledger', () => {
  it('credits a member from a provider and records both legs with balances after', () => {
    const posted = money.runNow(() => ledger.post(deposit(1, 10_000, 'd1')))
    expect(posted).toMatchObject({ replayed: false, result: { balance: 10_000 } })
    expect(ledger.balance({ kind: 'MEMBER', memberId: 1 })).toBe(10_000)
    expect(ledger.balance({ kind: 'PROVIDER', provider: 'SANDBOX' })).toBe(-10_000)
    expect(ledger.check().ok).toBe(true)
  })

  it('replays a repeated key with its first answer and moves nothing', () => {
    const again = money.runNow(() => ledger.post(deposit(1, 10_000, 'd1')))
    expect(again).toMatchObject({ replayed: true, result: { balance: 10_000 } })
    expect(ledger.balance({ kind: 'MEMBER', memberId: 1 })).toBe(10_000)
  })

  it('refuses the same key with another amount as a conflict', () => {
    expect(() => money.runNow(() => ledger.post(deposit(1, 5_000, 'd1')))).toThrow(expect.objectContaining({ code: 'IDEMPOTENCY_CONFLICT', status: 409 }))
    expect(ledger.balance({ kind: 'MEMBER', memberId: 1 })).toBe(10_000)
  })

  it('refuses to take a member below zero and leaves nothing behind', () => {
    let error: unknown
    try {
      money.runNow(() => ledger.post(transfer(1, 2, 10_001, 't1')))
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(LedgerError)
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: { balance: 10_000 } })
    expect(ledger.balance({ kind: 'MEMBER', memberId: 2 })).toBe(0)
    expect(ledger.check()).toMatchObject({ ok: true, movements: 1 })
  })

  it('refuses unbalanced legs, zero or fractional amounts, and posting outside a transaction', () => {
    const bad = {
      ...deposit(3, 100, 'u1'),
      legs: [
        { account: { kind: 'MEMBER', memberId: 3 }, amount: 100 },
        { account: { kind: 'HOUSE' }, amount: -99 },
      ] as Leg[],
    }
    expect(() => money.runNow(() => ledger.post(bad))).toThrow(expect.objectContaining({ code: 'LEDGER_UNBALANCED' }))
    expect(() => money.runNow(() => ledger.post(deposit(3, 0, 'u2')))).toThrow(expect.objectContaining({ code: 'BAD_AMOUNT' }))
    expect(() => money.runNow(() => ledger.post(deposit(3, 1.5, 'u3')))).toThrow(expect.objectContaining({ code: 'BAD_AMOUNT' }))
    expect(() => ledger.post(deposit(3, 100, 'u4'))).toThrow(expect.objectContaining({ code: 'NOT_IN_TRANSACTION' }))
  })

  it('entries and movements cannot be edited or deleted', () => {
    expect(() => env.db.$client.run('UPDATE ledger_entries SET amount = amount + 1')).toThrow(/immutable/)
    expect(() => env.db.$client.run('DELETE FROM ledger_movements')).toThrow(/immutable/)
  })

  it('check() reports a balance changed behind the ledger’s back', () => {
    env.db.$client.run("UPDATE wallet_accounts SET balance = balance + 1 WHERE kind = 'MEMBER' AND member_id = 1")
    const report = ledger.check()
    expect(report.ok).toBe(false)
    expect(report.driftedBalances).toHaveLength(1)
    expect(report.brokenChains).toHaveLength(1)
    env.db.$client.run("UPDATE wallet_accounts SET balance = balance - 1 WHERE kind = 'MEMBER' AND member_id = 1")
    expect(ledger.check().ok).toBe(true)
  })
})

describe('money writer (group commit)', () => {
  it('commits calls that arrive together in one transaction; a failing one is rolled back alone', async () => {
    const before = money.stats().commits
    money.runNow(() => ledger.post(deposit(10, 300, 'g0')))
    const calls = [
      money.run(() => ledger.post(transfer(10, 11, 100, 'g1'))),
      money.run(() => ledger.post(transfer(10, 11, 100, 'g2'))),
      money.run(() => ledger.post(transfer(10, 11, 500, 'g3'))),
      money.run(() => ledger.post(transfer(10, 11, 100, 'g4'))),
      money.run(() => ledger.post(transfer(10, 11, 100, 'g5'))),
    ]
    const settled = await Promise.allSettled(calls)
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'rejected'])
    expect(money.stats().commits).toBe(before + 2)
    expect(ledger.balance({ kind: 'MEMBER', memberId: 10 })).toBe(0)
    expect(ledger.balance({ kind: 'MEMBER', memberId: 11 })).toBe(300)
    expect(ledger.check().ok).toBe(true)
  })

  it('100 copies of one call with one key move money once and all get the same answer', async () => {
    money.runNow(() => ledger.post(deposit(20, 1_000, 'h0')))
    const answers = await Promise.all(Array.from({ length: 100 }, () => money.run(() => ledger.post(transfer(20, 21, 250, 'h1')))))
    expect(new Set(answers.map((a) => JSON.stringify([a.movementId, a.result]))).size).toBe(1)
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1)
    expect(ledger.balance({ kind: 'MEMBER', memberId: 20 })).toBe(750)
  })

  it('a batch larger than the cap spreads over several transactions, all committed', async () => {
    money.runNow(() => ledger.post(deposit(30, 1_000, 'b0')))
    const small = createMoneyWriter(env.db.$client, 8)
    await Promise.all(Array.from({ length: 20 }, (_, i) => small.run(() => ledger.post(transfer(30, 31, 1, `b${i + 1}`)))))
    expect(small.stats()).toMatchObject({ commits: 3, units: 20, largestBatch: 8 })
    expect(ledger.balance({ kind: 'MEMBER', memberId: 31 })).toBe(20)
  })
})
