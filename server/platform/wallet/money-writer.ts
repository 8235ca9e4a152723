/**
 * Group commit for money calls (DESIGN §4, issue 4 "calls that arrive together share one
 * transaction"). `run(work)` queues a synchronous unit of work; at the next turn of the event loop
 * every queued unit runs inside one `BEGIN IMMEDIATE … COMMIT`, each in its own SAVEPOINT, so a unit
 * that throws (insufficient funds, a conflict) is rolled back alone and the others commit. No
 * promise settles before COMMIT has returned — with WAL and synchronous=FULL that means the WAL is
 * on disk — so an answered call survives a crash; if COMMIT itself fails, every unit of the batch
 * is rejected and nothing of it stays.
 *
 * Units must be synchronous and must not await or open transactions of their own (bun:sqlite runs
 * them on this one connection; DESIGN §4: no network call inside a money transaction).
 * `runNow(work)` is the synchronous form for operator commands and scheduled jobs.
 * `afterCommit(key, fn)`, called inside a unit, runs `fn` once that unit's transaction has committed
 * (never when the unit or the batch rolls back); one `fn` per key and batch (the last one wins), so
 * fifty bets of one member in a batch publish one balance event (server/platform/events.ts).
 */
import type { Database } from 'bun:sqlite'

interface Unit {
  work: () => unknown
  resolve: (v: unknown) => void
  reject: (e: unknown) => void
}

export interface MoneyWriterStats {
  /** Transactions committed. */
  commits: number
  /** Units run (committed or rolled back alone). */
  units: number
  /** Largest batch so far. */
  largestBatch: number
}

export interface MoneyWriter {
  /** Runs `work` in the next group transaction; resolves with its result once committed. */
  run<T>(work: () => T): Promise<T>
  /** Runs `work` in a transaction of its own, now (operator commands, jobs, tests). */
  runNow<T>(work: () => T): T
  /**
   * Inside a unit: runs `fn` after the unit's transaction commits (once per `key` and batch).
   * Outside a unit: runs `fn` at once. A hook that throws is logged and does not affect the others.
   */
  afterCommit(key: string, fn: () => void): void
  stats(): MoneyWriterStats
}

/**
 * @param sqlite the platform database connection (the same one the platform modules use).
 * @param maxBatch units per transaction; the rest wait for the next one (bounds a batch's latency).
 */
export function createMoneyWriter(sqlite: Database, maxBatch = 256): MoneyWriter {
  let queue: Unit[] = []
  let scheduled = false
  const stats: MoneyWriterStats = { commits: 0, units: 0, largestBatch: 0 }
  /** Hooks of the unit running now (null outside a unit) and of the batch's committed units. */
  let unitHooks: Map<string, () => void> | null = null
  let batchHooks = new Map<string, () => void>()
  const runUnit = (work: () => unknown) => {
    unitHooks = new Map()
    try {
      return work()
    } finally {
      const done = unitHooks
      unitHooks = null
      pendingUnit = done
    }
  }
  let pendingUnit: Map<string, () => void> | null = null
  /** The unit committed into the batch: keep its hooks. */
  const keepUnit = () => {
    if (pendingUnit) for (const [k, fn] of pendingUnit) { batchHooks.delete(k); batchHooks.set(k, fn) }
    pendingUnit = null
  }
  const dropUnit = () => { pendingUnit = null }
  const runHooks = () => {
    const hooks = batchHooks
    batchHooks = new Map()
    for (const fn of hooks.values()) {
      try { fn() } catch (e) { console.error('[money] after-commit hook failed', e) }
    }
  }
  const sql = {
    begin: sqlite.prepare('BEGIN IMMEDIATE'),
    commit: sqlite.prepare('COMMIT'),
    rollback: sqlite.prepare('ROLLBACK'),
    savepoint: sqlite.prepare('SAVEPOINT money_unit'),
    release: sqlite.prepare('RELEASE money_unit'),
    rollbackTo: sqlite.prepare('ROLLBACK TO money_unit'),
  }

  function flush() {
    scheduled = false
    const batch = queue.length > maxBatch ? queue.splice(0, maxBatch) : queue
    if (batch === queue) queue = []
    if (queue.length > 0) schedule()
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = []
    try {
      sql.begin.run()
    } catch (error) {
      for (const u of batch) u.reject(error)
      return
    }
    for (const unit of batch) {
      sql.savepoint.run()
      try {
        const value = runUnit(unit.work)
        sql.release.run()
        keepUnit()
        outcomes.push({ ok: true, value })
      } catch (error) {
        dropUnit()
        sql.rollbackTo.run()
        sql.release.run()
        outcomes.push({ ok: false, error })
      }
    }
    try {
      sql.commit.run()
    } catch (error) {
      batchHooks = new Map()
      if (sqlite.inTransaction) sql.rollback.run()
      for (const u of batch) u.reject(error)
      return
    }
    stats.commits++
    stats.units += batch.length
    if (batch.length > stats.largestBatch) stats.largestBatch = batch.length
    batch.forEach((u, i) => {
      const o = outcomes[i]!
      if (o.ok) u.resolve(o.value)
      else u.reject(o.error)
    })
    runHooks()
  }

  function schedule() {
    if (scheduled) return
    scheduled = true
    setImmediate(flush)
  }

  return {
    run<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (v: unknown) => void, reject })
        schedule()
      })
    },
    runNow<T>(work: () => T): T {
      sql.begin.run()
      try {
        const value = runUnit(work) as T
        sql.commit.run()
        keepUnit()
        stats.commits++
        stats.units++
        runHooks()
        return value
      } catch (error) {
        dropUnit()
        if (sqlite.inTransaction) sql.rollback.run()
        throw error
      }
    },
    afterCommit(key, fn) {
      if (unitHooks) {
        unitHooks.delete(key)
        unitHooks.set(key, fn)
        return
      }
      try { fn() } catch (e) { console.error('[money] after-commit hook failed', e) }
    },
    stats: () => ({ ...stats }),
  }
}
