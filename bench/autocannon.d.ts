/**
 * Minimal typings for the parts of autocannon's programmatic API that `bench/throughput.ts` uses
 * (autocannon ships no declarations). Latencies are milliseconds, throughput bytes per second.
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface AutocannonRequest {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    setupRequest?: (req: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest
  }

  interface AutocannonOptions {
    url: string
    connections?: number
    duration?: number
    /** Stop after this many requests instead of after `duration` (bench/render-cpu.ts). */
    amount?: number
    pipelining?: number
    timeout?: number
    headers?: Record<string, string>
    requests?: AutocannonRequest[]
  }

  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p99: number
    [key: string]: number
  }

  interface AutocannonResult {
    url: string
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    resets: number
    mismatches: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
    latency: Histogram
    requests: Histogram & { sent: number }
    throughput: Histogram
  }

  interface Instance extends EventEmitter {
    stop(): void
  }

  function autocannon(opts: AutocannonOptions, cb: (err: Error | null, result: AutocannonResult) => void): Instance
  export default autocannon
  export type { AutocannonOptions, AutocannonResult, AutocannonRequest, Instance }
}
