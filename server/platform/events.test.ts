import { describe, expect, it } from 'vitest'
import { Database } from 'bun:sqlite'
import { createEventBus, eventBusFor, type LiveEvent } from './events'
import { createMoneyWriter } from './wallet/money-writer'

describe('event bus', () => {
  it('delivers a member’s events to that member’s listeners only, until they unsubscribe', () => {
    const bus = createEventBus()
    const got: [string, LiveEvent][] = []
    const stopA = bus.subscribe(1, (e) => got.push(['a', e]))
    bus.subscribe(2, (e) => got.push(['b', e]))
    bus.publish(1, { type: 'balance', balance: 500 })
    bus.broadcast({ type: 'maintenance', until: null })
    stopA()
    bus.publish(1, { type: 'balance', balance: 1 })
    expect(got).toEqual([
      ['a', { type: 'balance', balance: 500 }],
      ['a', { type: 'maintenance', until: null }],
      ['b', { type: 'maintenance', until: null }],
    ])
    expect(bus.listeners(1)).toBe(0)
    expect(bus.listeners(2)).toBe(1)
  })

  it('drops a listener that throws and still serves the others', () => {
    const bus = createEventBus()
    const seen: number[] = []
    bus.subscribe(1, () => {
      throw new Error('broken tab')
    })
    bus.subscribe(1, (e) => {
      if (e.type === 'balance') seen.push(e.balance)
    })
    const error = console.error
    console.error = () => {}
    try {
      bus.publish(1, { type: 'balance', balance: 7 })
    } finally {
      console.error = error
    }
    bus.publish(1, { type: 'balance', balance: 8 })
    expect(seen).toEqual([7, 8])
    expect(bus.listeners(1)).toBe(1)
  })

  it('is one bus per database file and brand, whichever platform asks', () => {
    const a = new Database(':memory:')
    const b = new Database(':memory:')
    expect(eventBusFor(a, 'X')).toBe(eventBusFor(a, 'X'))
    expect(eventBusFor(a, 'X')).not.toBe(eventBusFor(b, 'X'))
    expect(eventBusFor(a, 'X')).not.toBe(eventBusFor(a, 'Y'))
  })
})

describe('money writer after-commit hooks', () => {
  const sqlite = new Database(':memory:')
  sqlite.run('CREATE TABLE t (v INTEGER)')
  const money = createMoneyWriter(sqlite)

  it('runs a unit’s hooks after COMMIT, once per key, and never for a unit that rolled back', async () => {
    const ran: string[] = []
    const insideTx: boolean[] = []
    const ok = (tag: string) =>
      money.run(() => {
        sqlite.run('INSERT INTO t VALUES (1)')
        money.afterCommit('balance:1', () => {
          ran.push(tag)
          insideTx.push(sqlite.inTransaction)
        })
      })
    const bad = money.run(() => {
      sqlite.run('INSERT INTO t VALUES (2)')
      money.afterCommit('balance:2', () => ran.push('bad'))
      throw new Error('refused')
    })
    await Promise.allSettled([ok('first'), bad, ok('second')])
    // Three units in one batch: the refused one left nothing; the two good ones share a key → one hook (the last).
    expect(ran).toEqual(['second'])
    expect(insideTx).toEqual([false])
    expect(
      money.runNow(() => {
        money.afterCommit('k', () => ran.push('now'))
        return 1
      }),
    ).toBe(1)
    expect(ran).toEqual(['second', 'now'])
    expect(() =>
      money.runNow(() => {
        money.afterCommit('k', () => ran.push('never'))
        throw new Error('x')
      }),
    ).toThrow('x')
    expect(ran).toEqual(['second', 'now'])
  })
})
