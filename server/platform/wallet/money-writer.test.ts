import { afterAll, describe, expect, it } from 'vitest'
import { Database } from 'bun:sqlite'
import { createLedgerDb } from '../../../tests/fixtures/ledger-db'
import { expectConsoleError } from '../../../tests/setup'
import { ledgerModule, type Leg } from './ledger'
import { createMoneyWriter } from './money-writer'

const env = createLedgerDb()
afterAll(() => env.cleanup())
const ctx = { db: env.db, brandCode: 'WRITER', now: () => Date.now(), overrides: {} }
const ledger = ledgerModule(ctx)

const deposit = (memberId: number, amount: number, key: string) => ({
  key,
  kind: 'DEPOSIT' as const,
  memberId,
  amount,
  legs: [
    { account: { kind: 'PROVIDER', provider: 'SANDBOX' }, amount: -amount },
    { account: { kind: 'MEMBER', memberId }, amount },
  ] as Leg[],
})
const synchronous = () => env.db.$client.prepare<{ synchronous: number }, []>('PRAGMA synchronous').get()!.synchronous

describe('money writer: the commit fsync off the event loop (decision 0026)', () => {
  const money = createMoneyWriter(env.db.$client)

  it('answers a batch on a WAL file database only after an fsync of the WAL, and leaves the connection at synchronous=FULL', async () => {
    expect(synchronous()).toBe(2)
    const before = money.stats().syncs
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => money.run(() => ledger.post(deposit(1, 100, `s${i}`)).movementId)))
    expect(new Set(answers).size).toBe(30)
    expect(money.stats().syncs).toBeGreaterThan(before)
    expect(synchronous()).toBe(2)
    // What was answered is in the file, seen by another connection.
    const other = new Database(`${env.dir}/platform.db`, { readonly: true })
    expect(other.prepare<{ n: number }, []>("SELECT count(*) AS n FROM ledger_movements WHERE idempotency_key LIKE 's%'").get()!.n).toBe(30)
    other.close()
  })

  it('a unit that throws is refused alone; the batch commits the others and stays FULL', async () => {
    const results = await Promise.allSettled([
      money.run(() => ledger.post(deposit(3, 100, 'ok-1'))),
      money.run(() => {
        ledger.post(deposit(3, 100, 'bad-1'))
        throw new Error('refused')
      }),
      money.run(() => ledger.post(deposit(3, 100, 'ok-2'))),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(ledger.balance({ kind: 'MEMBER', memberId: 3 })).toBe(200)
    expect(synchronous()).toBe(2)
    expect(ledger.check().ok).toBe(true)
  })

  it('checksFirst units run without a savepoint: one refused before writing leaves the others committed', async () => {
    const pay = (from: number, key: string) =>
      ledger.post({
        key,
        kind: 'TRANSFER_UPLINE',
        memberId: from,
        amount: 100,
        legs: [
          { account: { kind: 'MEMBER', memberId: from }, amount: -100 },
          { account: { kind: 'MEMBER', memberId: 99 }, amount: 100 },
        ],
      })
    await money.run(() => ledger.post(deposit(4, 100, 'cf-fund')))
    const accounts = () => env.db.$client.prepare<{ n: number }, []>('SELECT count(*) AS n FROM wallet_accounts').get()!.n
    const before = accounts()
    const results = await Promise.allSettled([
      money.run(() => pay(4, 'cf-1'), { checksFirst: true }),
      money.run(() => pay(4, 'cf-2'), { checksFirst: true }), // nothing left to pay
      money.run(() => pay(777, 'cf-3'), { checksFirst: true }), // a member who never had an account
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected'])
    expect(ledger.balance({ kind: 'MEMBER', memberId: 4 })).toBe(0)
    expect(accounts()).toBe(before + 1) // member 99's account, credited once; none created for 777
    expect(money.stats().aborted).toBe(0)
    expect(ledger.check().ok).toBe(true)
  })

  it('a checksFirst unit that throws after writing aborts its whole batch: nothing of it stays, every call is refused', async () => {
    expectConsoleError(/\[money\] a checksFirst unit threw after writing/)
    const movements = () => env.db.$client.prepare<{ n: number }, []>('SELECT count(*) AS n FROM ledger_movements').get()!.n
    const before = movements()
    const results = await Promise.allSettled([
      money.run(() => ledger.post(deposit(5, 100, 'ab-1'))),
      money.run(
        () => {
          ledger.post(deposit(5, 100, 'ab-2'))
          throw new Error('late refusal')
        },
        { checksFirst: true },
      ),
      money.run(() => ledger.post(deposit(5, 100, 'ab-3')), { checksFirst: true }),
    ])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected'])
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('late refusal')
    expect(movements()).toBe(before)
    expect(money.stats().aborted).toBe(1)
    expect(synchronous()).toBe(2)
    // The writer goes on with the next batch.
    await money.run(() => ledger.post(deposit(5, 100, 'ab-4')), { checksFirst: true })
    expect(ledger.balance({ kind: 'MEMBER', memberId: 5 })).toBe(100)
  })

  it('commits inline on a database that is not a WAL file (nothing to fsync separately)', async () => {
    const mem = createMoneyWriter(new Database(':memory:'))
    await mem.run(() => 1)
    expect(mem.stats()).toMatchObject({ commits: 1, syncs: 0 })
  })
})
