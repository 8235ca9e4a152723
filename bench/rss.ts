/**
 * Idle RSS of the render-cached server: VmRSS of the Bun process that serves (no wrapper; its
 * command line is checked by bench/throughput.ts), read from /proc 3 s after the last load test;
 * its VmRSS right after boot, its peak (VmHWM), and the idle RSS of the RENDER_CACHE=off server and
 * of the ceiling app beside it. MB = 1000² bytes (MiB = 1024² alongside).
 */
import { procCmdline, procStatusKB } from './cpu'
import { f1, mark } from './format'
import { assertAlive, say } from './harness'
import type { LobbyServers } from './throughput'

/** Goal from the issue: idle RSS of the cached server. */
const GOAL_MB = 150

export interface RssReport {
  cachedKB: number
  cachedHwmKB: number
  uncachedKB: number
  ceilingKB: number
  pid: number
  cmd: string
  bootKB: number
}

/** Waits 3 s after the load tests, then reads the servers' memory. */
export async function idleRss({ cached, uncached, ceiling, bootRssKB }: LobbyServers): Promise<RssReport> {
  say('load tests done; idle 3 s before reading RSS')
  await Bun.sleep(3000)
  assertAlive(cached)
  return {
    cachedKB: procStatusKB(cached.proc.pid, 'VmRSS'),
    cachedHwmKB: procStatusKB(cached.proc.pid, 'VmHWM'),
    uncachedKB: procStatusKB(uncached.proc.pid, 'VmRSS'),
    ceilingKB: procStatusKB(ceiling.proc.pid, 'VmRSS'),
    pid: cached.proc.pid,
    cmd: procCmdline(cached.proc.pid),
    bootKB: bootRssKB,
  }
}

/** The goal row and the note. */
export function rssMarkdown(rss: RssReport) {
  const rssMB = (rss.cachedKB * 1024) / 1e6
  const goalRow = ['idle RSS of the cached server', `< ${GOAL_MB} MB`, `${f1(rssMB)} MB (${f1(rss.cachedKB / 1024)} MiB)`, mark(rssMB < GOAL_MB)]
  const note = `Idle RSS is VmRSS of pid ${rss.pid} (\`${rss.cmd}\`: the Bun process that serves, no wrapper) 3 s after the last load test. It was ${f1((rss.bootKB * 1024) / 1e6)} MB right after boot and peaked at ${f1((rss.cachedHwmKB * 1024) / 1e6)} MB (VmHWM); the RENDER_CACHE=off server idles at ${f1((rss.uncachedKB * 1024) / 1e6)} MB and the ceiling app at ${f1((rss.ceilingKB * 1024) / 1e6)} MB.`
  return { goalRow, note }
}
