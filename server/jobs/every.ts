/**
 * The one way a background job runs (STYLE "jobs/ every background job, registered in one place";
 * DESIGN §4–§6): {@link every}. Each job's turn must be idempotent, because a turn can repeat after
 * a crash and another replica can run the same turn at the same moment.
 */

/** One turn of a job: synchronous, or a promise the next turn waits for. */
export type JobTurn = () => unknown

/**
 * Runs `turn` now (synchronously, so a synchronous turn has run when this returns) and then again
 * `ms` milliseconds after each turn ends — an asynchronous turn is awaited first, so two turns of
 * one job never overlap in this process. A turn that throws or rejects is logged as
 * `console.error('[<name>]', error)` and the next turn still happens. The timer does not keep the
 * process alive on its own. Returns a function that stops the job (a turn in flight finishes, no
 * further turn starts).
 * @param name the job's name, as listed in server/jobs/index.ts (`JOB_NAMES`) and used in its logs
 * @param ms the pause between turns, in milliseconds
 * @example const stop = every('housekeeping', 3_600_000, () => platform.housekeeping.prune())
 */
export function every(name: string, ms: number, turn: JobTurn): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const failed = (e: unknown) => {
    console.error(`[${name}]`, e)
  }
  const next = () => {
    if (stopped) return
    timer = setTimeout(run, ms)
    timer.unref?.()
  }
  function run() {
    let result: unknown
    try {
      result = turn()
    } catch (e) {
      failed(e)
      return next()
    }
    if (result instanceof Promise) void result.catch(failed).finally(next)
    else next()
  }
  run()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
