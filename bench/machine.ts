/**
 * The machine a run was recorded on, for the top of bench/RESULTS.md: CPU model and `nproc`,
 * memory, kernel, Bun and Node versions, the 1/5/15-minute load average at the start (a busy box
 * skews every figure), the Chromium of the LCP section and how `dist/` was obtained.
 */
import { readFileSync } from 'node:fs'
import { cpus, release, totalmem } from 'node:os'
import { f1, table } from './format'

export interface MachineInfo {
  nproc: string
  model: string
  memGiB: number
  kernel: string
  bun: string
  node: string
  loadavg: string
}

export function machineInfo(): MachineInfo {
  const nproc = Bun.spawnSync(['nproc']).stdout.toString().trim()
  const model =
    readFileSync('/proc/cpuinfo', 'utf8')
      .match(/^model name\s*:\s*(.+)$/m)?.[1]
      ?.trim() ??
    cpus()[0]?.model ??
    'unknown'
  const node = Bun.spawnSync(['node', '--version']).stdout?.toString().trim() || 'n/a'
  return { nproc, model, memGiB: totalmem() / 2 ** 30, kernel: release(), bun: Bun.version, node, loadavg: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ') }
}

/** Cores the run had (`nproc`, else what Node sees). */
export function coresOf(machine: MachineInfo): number {
  return Number(machine.nproc) || cpus().length
}

/** The section "Machine": the table and the reminder that generator and server share the cores. */
export function machineMarkdown(machine: MachineInfo, chromiumVersion: string, build: string): string {
  return `## Machine

${table(
  ['', ''],
  [
    ['CPU', `${machine.model} — \`nproc\` ${machine.nproc}`],
    ['memory', `${f1(machine.memGiB)} GiB`],
    ['kernel', machine.kernel],
    ['Bun', machine.bun],
    ['Node (not used by the bench)', machine.node],
    ['Chromium', chromiumVersion],
    ['load average at start', machine.loadavg],
    ['build', build],
  ],
  ['l', 'l'],
)}

**${coresOf(machine)}-core box: the load generator and the server share the same CPUs** (see Notes), so absolute rps are loopback numbers of generator + server together.`
}
