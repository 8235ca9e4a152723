/**
 * Group commit for money calls (DESIGN §4, issue 4 "calls that arrive together share one
 * transaction"). `run(work)` queues a synchronous unit of work; at the next turn of the event loop
 * every queued unit runs inside one `BEGIN IMMEDIATE … COMMIT`, each in its own SAVEPOINT, so a unit
 * that throws (insufficient funds, a conflict) is rolled back alone and the others commit. No
 * promise settles before COMMIT has returned — with WAL and synchronous=FULL that means the WAL is
 * on disk — so an answered call survives a crash; if COMMIT itself fails, every unit of the batch
 * is rejected and nothing of it stays.
 *
 * Durable without stalling the server: on a file database in WAL mode with synchronous=FULL, a
 * batch commits with synchronous=NORMAL (SQLite writes the WAL frames without fsync) and the writer
 * then fsyncs the WAL file on the thread pool (`fs.fsync`), settling the batch's promises only when
 * that fsync has returned. WAL frames are appended in commit order, so one fsync makes every batch
 * committed before it durable: while it runs the event loop keeps serving requests and the next
 * batches commit, and they share the following fsync (decision 0026). The durability an answer
 * promises is that of synchronous=FULL; checkpoints keep NORMAL's fsyncs (WAL before copying,
 * database before the WAL restarts). Every other write on the connection stays FULL. In-memory and
 * non-WAL databases commit synchronously as before.
 *
 * Units must be synchronous and must not await or open transactions of their own (bun:sqlite runs
 * them on this one connection; DESIGN §4: no network call inside a money transaction).
 * `runNow(work)` is the synchronous form for operator commands and scheduled jobs.
 * `afterCommit(key, fn)`, called inside a unit, runs `fn` once that unit's transaction has committed
 * (never when the unit or the batch rolls back); one `fn` per key and batch (the last one wins), so
 * fifty bets of one member in a batch publish one balance event (server/platform/events.ts).
 */
import type { Database } from 'bun:sqlite'
import { closeSync, fsync, openSync } from 'node:fs'

interface Unit {
  work: () => unknown
  checksFirst: boolean
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
  /** WAL fsyncs run off the event loop (0 when commits sync inline: memory or non-WAL databases). */
  syncs: number
  /** Batches aborted because a `checksFirst` unit threw after writing (a bug; 0 expected). */
  aborted: number
}

export interface MoneyWriter {
  /**
   * Runs `work` in the next group transaction; resolves with its result once committed.
   * `checksFirst`: the unit promises to throw only before its first write (every check comes
   * first), so it runs without a savepoint of its own (a savepoint copies each page the unit
   * touches: ~20 µs of a ~50 µs transfer). The promise is verified: a unit that throws after it
   * wrote aborts its whole batch — nothing of the batch stays, and every unit of it is refused —
   * and is logged as a bug.
   */
  run<T>(work: () => T, opts?: { checksFirst?: boolean }): Promise<T>
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
  const stats: MoneyWriterStats = { commits: 0, units: 0, largestBatch: 0, syncs: 0, aborted: 0 }
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
    if (pendingUnit)
      for (const [k, fn] of pendingUnit) {
        batchHooks.delete(k)
        batchHooks.set(k, fn)
      }
    pendingUnit = null
  }
  const dropUnit = () => {
    pendingUnit = null
  }
  const runHooks = (hooks: Map<string, () => void>) => {
    for (const fn of hooks.values()) {
      try {
        fn()
      } catch (e) {
        console.error('[money] after-commit hook failed', e)
      }
    }
  }
  const sql = {
    begin: sqlite.prepare('BEGIN IMMEDIATE'),
    commit: sqlite.prepare('COMMIT'),
    rollback: sqlite.prepare('ROLLBACK'),
    savepoint: sqlite.prepare('SAVEPOINT money_unit'),
    release: sqlite.prepare('RELEASE money_unit'),
    rollbackTo: sqlite.prepare('ROLLBACK TO money_unit'),
    totalChanges: sqlite.prepare<{ n: number }, []>('SELECT total_changes() AS n'),
  }
  const durable = walSyncer(sqlite, stats)

  function flush() {
    scheduled = false
    const batch = queue.length > maxBatch ? queue.splice(0, maxBatch) : queue
    if (batch === queue) queue = []
    if (queue.length > 0) schedule()
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = []
    try {
      durable?.relax()
      sql.begin.run()
    } catch (error) {
      durable?.restore()
      for (const u of batch) u.reject(error)
      return
    }
    for (const unit of batch) {
      if (unit.checksFirst) {
        const before = sql.totalChanges.get()!.n
        try {
          outcomes.push({ ok: true, value: runUnit(unit.work) })
          keepUnit()
        } catch (error) {
          dropUnit()
          if (sql.totalChanges.get()!.n !== before) return abort(batch, unit, error)
          outcomes.push({ ok: false, error })
        }
        continue
      }
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
      if (durable) durable.restore()
      for (const u of batch) u.reject(error)
      return
    }
    if (durable) durable.restore()
    stats.commits++
    stats.units += batch.length
    if (batch.length > stats.largestBatch) stats.largestBatch = batch.length
    const hooks = batchHooks
    batchHooks = new Map()
    const settle = () => {
      batch.forEach((u, i) => {
        const o = outcomes[i]!
        if (o.ok) u.resolve(o.value)
        else u.reject(o.error)
      })
      runHooks(hooks)
    }
    if (durable)
      durable.afterSync(settle, (error) => {
        for (const u of batch) u.reject(error)
      })
    else settle()
  }

  /** A `checksFirst` unit wrote and then threw: nothing of the batch can be kept apart from it. */
  function abort(batch: Unit[], culprit: Unit, error: unknown) {
    console.error('[money] a checksFirst unit threw after writing; its batch of', batch.length, 'is rolled back', error)
    stats.aborted++
    batchHooks = new Map()
    if (sqlite.inTransaction) sql.rollback.run()
    durable?.restore()
    const aborted = new Error('money batch aborted: another call of the batch failed after writing; nothing was moved')
    for (const u of batch) u.reject(u === culprit ? error : aborted)
  }

  function schedule() {
    if (scheduled) return
    scheduled = true
    setImmediate(flush)
  }

  return {
    run<T>(work: () => T, opts?: { checksFirst?: boolean }): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, checksFirst: opts?.checksFirst === true, resolve: resolve as (v: unknown) => void, reject })
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
        const hooks = batchHooks
        batchHooks = new Map()
        runHooks(hooks)
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
      try {
        fn()
      } catch (e) {
        console.error('[money] after-commit hook failed', e)
      }
    },
    stats: () => ({ ...stats }),
  }
}

/**
 * Moves the commit's fsync off the event loop for a file database in WAL mode with
 * synchronous=FULL; null otherwise (memory, non-WAL or already relaxed databases sync inline).
 * `relax()` before BEGIN and `restore()` after COMMIT switch the connection to NORMAL for the
 * batch only; `afterSync(done, failed)` calls `done` once an fsync of the WAL file that started
 * after this commit has returned (one fsync in flight at a time; batches committed meanwhile share
 * the next one), `failed` if it fails.
 */
function walSyncer(sqlite: Database, stats: MoneyWriterStats) {
  const mode = sqlite.prepare<{ journal_mode: string }, []>('PRAGMA journal_mode').get()?.journal_mode
  const level = sqlite.prepare<{ synchronous: number }, []>('PRAGMA synchronous').get()?.synchronous
  const file = sqlite.filename
  if (mode !== 'wal' || level !== 2 || !file || file === ':memory:') return null
  const relaxSql = sqlite.prepare('PRAGMA synchronous = NORMAL')
  const restoreSql = sqlite.prepare('PRAGMA synchronous = FULL')
  let fd: number | null = null
  /** Commits waiting for the next fsync, and those covered by the one in flight. */
  let waiting: { done: () => void; failed: (e: unknown) => void }[] = []
  let inFlight = false
  const start = () => {
    inFlight = true
    const covered = waiting
    waiting = []
    try {
      fd ??= openSync(`${file}-wal`, 'r')
    } catch (error) {
      inFlight = false
      for (const w of covered) w.failed(error)
      return
    }
    fsync(fd, (error) => {
      inFlight = false
      stats.syncs++
      if (error) {
        console.error('[money] fsync of the WAL failed', error)
        try {
          closeSync(fd!)
        } catch {}
        fd = null
        for (const w of covered) w.failed(error)
      } else {
        for (const w of covered) w.done()
      }
      if (waiting.length > 0) start()
      else if (fd !== null) {
        closeSync(fd)
        fd = null
      } // idle: hold no descriptor (tests open many databases)
    })
  }
  return {
    relax: () => {
      relaxSql.run()
    },
    restore: () => {
      restoreSql.run()
    },
    afterSync(done: () => void, failed: (e: unknown) => void) {
      waiting.push({ done, failed })
      if (!inFlight) start()
    },
  }
}
