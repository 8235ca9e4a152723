/** Latency statistics of the benchmarks: nearest-rank percentiles and the mean of sorted samples (ms). */

/** The nearest-rank `p` percentile (0…1) of ascending `sorted`; NaN when empty. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))
  return sorted[i]
}

/** p50, p99 and mean of ascending `sorted`. */
export function latencySummary(sorted: Float64Array): { p50: number; p99: number; mean: number } {
  let sum = 0
  for (let i = 0; i < sorted.length; i++) sum += sorted[i]
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), mean: sorted.length ? sum / sorted.length : NaN }
}

/** What a load run reports, whatever drives it (autocannon or a closed loop of clients). */
export interface RunFigures {
  /** Answers per measured second. */
  rps: number
  p50: number
  p99: number
  mean: number
  responses: number
  non2xx: number
  errors: number
  statusCodes: Record<string, number>
  durationSec: number
  /** % of one core over the measured part (bench/cpu.ts `cpuShares`). */
  serverCpu: number
  generatorCpu: number
  otherCpu: number
  machineBusy: number
}
