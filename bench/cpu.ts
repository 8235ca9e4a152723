/**
 * Readings of processes for the benchmarks, from /proc (Linux): CPU time (user + system, so a
 * server's WAL writes and fsyncs count) of this process per call, of another process, and of the
 * whole machine; a process's memory (VmRSS, VmHWM) and command line. A load test samples the CPU
 * before and after its measured part (`sampleCpu`) and reports the shares (`cpuShares`) in % of one
 * core: the server under test, the load generator (this process), the rest of the machine.
 */
import { readFileSync } from 'node:fs'
import type { RunFigures } from './stats'

/** Clock ticks per second of the times in /proc/<pid>/stat and /proc/stat (USER_HZ). */
const CLK_TCK = (() => {
  const out = Bun.spawnSync(['getconf', 'CLK_TCK']).stdout.toString().trim()
  return Number(out) > 0 ? Number(out) : 100
})()

/** user + system clock ticks of a process; throws when it is gone. */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // after "pid (comm) ": field 14 utime and 15 stime are at indexes 11 and 12
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/** CPU µs of the bench process per completed call of `run` (which returns how many calls it made). */
export async function cpuUsPer(run: () => Promise<number>): Promise<number> {
  const c0 = process.cpuUsage()
  const n = await run()
  const c = process.cpuUsage(c0)
  return (c.user + c.system) / n
}

/** user + system CPU of a process in µs; null when there is no such process (or no /proc). */
export function processCpuUs(pid: number | undefined): number | null {
  if (pid === undefined) return null
  try {
    return (cpuTicks(pid) * 1e6) / CLK_TCK
  } catch {
    return null
  }
}

/** CPU seconds (user + system) a process has used; throws when it is gone. */
export function procCpuSec(pid: number): number {
  return cpuTicks(pid) / CLK_TCK
}

/** Busy and total CPU seconds of the whole machine (all cores). */
export function machineCpuSec(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number)
  const busy = user + nice + system + irq + softirq + (steal ?? 0)
  return { busy: busy / CLK_TCK, total: (busy + idle + iowait) / CLK_TCK }
}

/** A `/proc/<pid>/status` figure in kB, e.g. `VmRSS` or `VmHWM`. */
export function procStatusKB(pid: number, key: string): number {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))
  if (!m) throw new Error(`no ${key} in /proc/${pid}/status`)
  return Number(m[1])
}

export function procCmdline(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ')
}

/** CPU seconds so far of the server under test, of this process (the load generator) and of the machine. */
export interface CpuSample {
  server: number
  self: number
  machine: { busy: number; total: number }
}

export function sampleCpu(serverPid: number): CpuSample {
  return { server: procCpuSec(serverPid), self: procCpuSec(process.pid), machine: machineCpuSec() }
}

/** % of one core between two samples `wallSec` apart; `other` = machine busy time minus server and generator. */
export function cpuShares(from: CpuSample, to: CpuSample, wallSec: number): { server: number; generator: number; other: number; machine: number } {
  const server = ((to.server - from.server) / wallSec) * 100
  const generator = ((to.self - from.self) / wallSec) * 100
  const machine = ((to.machine.busy - from.machine.busy) / wallSec) * 100
  return { server, generator, other: Math.max(0, machine - server - generator), machine }
}

/** What limited a run: the server's event loop (≥ 90 % of a core), the generator's (≥ 85 %), or the machine's `nproc` cores (≥ 90 % busy). */
export function boundBy(r: Pick<RunFigures, 'serverCpu' | 'generatorCpu' | 'machineBusy'>, nproc: number): string {
  const why: string[] = []
  if (r.serverCpu >= 90) why.push('server')
  if (r.generatorCpu >= 85) why.push('generator')
  if (r.machineBusy >= nproc * 100 * 0.9) why.push('machine')
  return why.length ? why.join(' + ') : '—'
}
