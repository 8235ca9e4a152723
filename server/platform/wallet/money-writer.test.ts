import { afterAll, describe, expect, it } from 'vitest'
import { Database } from 'bun:sqlite'
import { createLedgerDb } from '../../../tests/fixtures/ledger-db'
import { ledgerModule, type Leg } from './ledger'
import { createMoneyWriter } from './money-writer'

const env = createLedgerDb()
afterAll(() => env.cleanup())
const ctx = { db: env.db, brandCode: 'WRITER', now: () => Date.now(), overrides: {} }
const ledger = ledgerModule(ctx)

const deposit = (memberId: number, amount: number, key: string) => ({
  key, kind: 'DEPOSIT' as const, memberId, amount,
  legs: [{ account: { kind: 'PROVIDER', provider: 'SANDBOX' }, amount: -amount }, { account: { kind: 'MEMBER', memberId }, amount }] as Leg[],
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
      money.run(() => { ledger.post(deposit(3, 100, 'bad-1')); throw new Error('refused') }),
      money.run(() => ledger.post(deposit(3, 100, 'ok-2'))),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(ledger.balance({ kind: 'MEMBER', memberId: 3 })).toBe(200)
    expect(synchronous()).toBe(2)
    expect(ledger.check().ok).toBe(true)
  })

  it('commits inline on a database that is not a WAL file (nothing to fsync separately)', async () => {
    const mem = createMoneyWriter(new Database(':memory:'))
    await mem.run(() => 1)
    expect(mem.stats()).toMatchObject({ commits: 1, syncs: 0 })
  })
})
