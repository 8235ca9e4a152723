/**
 * CPU time for the benchmarks (µs, user + system): of this process per call, and of another
 * process read from /proc (Linux), so a server's WAL writes and fsyncs count.
 */
import { readFileSync } from 'node:fs'

/** CPU µs of the bench process per completed call of `run` (which returns how many calls it made). */
export async function cpuUsPer(run: () => Promise<number>): Promise<number> {
  const c0 = process.cpuUsage()
  const n = await run()
  const c = process.cpuUsage(c0)
  return (c.user + c.system) / n
}

/** user + system CPU of a process in µs, from /proc (Linux); null elsewhere or when it is gone. */
export function processCpuUs(pid: number | undefined): number | null {
  if (pid === undefined) return null
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')
    // after "pid (comm) ": field 14 utime and 15 stime are at indexes 11 and 12, in clock ticks (USER_HZ = 100)
    return (Number(fields[11]) + Number(fields[12])) * 10_000
  } catch {
    return null
  }
}
