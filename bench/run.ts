/**
 * Load and page-weight benchmark of the production build, on loopback (127.0.0.1) only.
 * Run with `npm run bench` (`bun run bench/run.ts`); the whole run is bounded (about 4 min plus the
 * money section, watchdog at DEADLINE_MS), then prints everything and writes `bench/RESULTS.md`
 * (BENCH_RESULTS=<file> writes another file instead). Every child process is killed at the end,
 * also on error or Ctrl-C.
 *
 * This file only lists the sections in order and their time budget; each section is a file of
 * its own that says what it measures and how, and returns its figures and its markdown:
 *   harness.ts     the run's clock, log, child processes (servers, build), clean-up, watchdog
 *   machine.ts     the machine table (CPU, memory, versions, load average at start)
 *   throughput.ts  the three servers (render cache on, RENDER_CACHE=off, ceiling) and (a)–(e) with autocannon
 *   rss.ts         idle RSS of the render-cached server, 3 s after the load tests
 *   first-load.ts  first-load JS of `/` (script src + modulepreload, gzip -9)
 *   lcp.ts         LCP of `/` in headless Chromium, median of 5 cold loads
 *   pages.ts       the pages as players get them (issue 16): (j) signed-in `/` and (k) signed-in
 *                  `/rng` throughput with real session cookies (members.ts), the HTML of `/` on the
 *                  wire, Lighthouse mobile (lighthouse.ts) and axe WCAG 2.1 AA (axe.ts); `BENCH_ONLY=pages`
 *   logins.ts      (f) logins per second, last on the page servers (argon2id's memory must not
 *                  show in the RSS or the LCP)
 *   money.ts       (g) money calls per second, 0 lost after SIGKILL, the crash run; `BENCH_ONLY=money`
 *   agent-report.ts (h) the agent team overview on 10,000 downlines; `BENCH_ONLY=agent`
 *   vendor.ts      (i) the vendor contract's bet+win pairs and the launch call; `BENCH_ONLY=vendor`
 *   floors.ts      the CPU a money call costs, part by part, against the targets; `BENCH_ONLY=floors`
 *   report.ts      bench/RESULTS.md: issue 16's table with the regressions against the previous
 *                  run (regressions.ts, figures kept in bench/results.json), the goals table, the
 *                  sections, the notes; a BENCH_ONLY run replaces only its own goal row and section
 *                  and keeps the others
 * and their helpers: cpu.ts (/proc readings, CPU shares), stats.ts (percentiles), format.ts
 * (numbers, tables), http-connection.ts (a lean keep-alive client), ceiling.ts (the ceiling app).
 *
 * Units: throughput in requests per second (rps, all responses / measured seconds); latency in
 * milliseconds (p50/p99 from every response's own timing, sub-millisecond resolution); CPU in % of one
 * core (this machine has `nproc` cores, so the whole machine is nproc × 100 %); sizes in bytes and
 * KB = 1000 bytes (KiB = 1024 bytes shown alongside); memory in MB = 1000² bytes (MiB alongside);
 * LCP in milliseconds since navigation start.
 */
import { agentReportBench, agentReportMarkdown } from './agent-report'
import { firstLoadJs } from './first-load'
import { floorsBench, floorsMarkdown } from './floors'
import { sectionText } from './format'
import { ensureBuild, guard, makeTempDir, say } from './harness'
import { measureLcp } from './lcp'
import { loginBench, LOGIN_RESERVE_MS } from './logins'
import { coresOf, machineInfo, type MachineInfo } from './machine'
import { moneyBench, moneyClean, moneyMarkdown, MONEY } from './money'
import { pagesBench, pagesFigures, pagesMarkdown, PAGES_RESERVE_MS } from './pages'
import { recordFigures, writeResults, writeSection } from './report'
import { idleRss } from './rss'
import { startLobbyServers, throughputBench } from './throughput'
import { runVendorBench, vendorMarkdown } from './vendor'

// ───────────────────────────── time budget ─────────────────────────────

/** Time the money section (g, bench/money.ts) needs: two servers' setup, four measured loads, the writer alone and the cost breakdown, the crash run with MONEY.kills kills. */
const MONEY_RESERVE_MS = 2 * 15_000 + 4 * (MONEY.warmupSec + MONEY.durationSec) * 1000 + MONEY.kills * 1_700 + 40_000
/** Time the agent report section (h) needs: seeding 1,000,000 bets, a server start, 150 timed renders. */
const AGENT_RESERVE_MS = 150_000
/** Hard limit of the whole run; the watchdog kills everything past it. */
const DEADLINE_MS = 230_000 + PAGES_RESERVE_MS + MONEY_RESERVE_MS + AGENT_RESERVE_MS

// ───────────────────────────── sections run alone ─────────────────────────────

/** BENCH_ONLY=<name>: one section, printed and put into the results file (its goal row and section). */
const ONLY: Record<string, (machine: MachineInfo) => Promise<void>> = {
  async money(machine) {
    const report = await moneyBench({ say, tempDir: makeTempDir() })
    const m = moneyMarkdown(report, coresOf(machine))
    console.log(sectionText(m))
    const recorded = `Recorded ${new Date().toISOString().replace('T', ' ').slice(0, 19)} UTC by \`BENCH_ONLY=money\` (load average at start ${machine.loadavg}); the other sections keep their own recording.`
    writeSection('## Money calls per second', { ...m, section: `## Money calls per second\n\n${recorded}\n\n${m.section}` }, 'money calls per second over HTTP')
    if (!moneyClean(report)) throw new Error('money section: lost or failed calls, or the crash run found a problem (see above)')
  },
  async agent() {
    say(await ensureBuild())
    const m = agentReportMarkdown(await agentReportBench(say))
    console.log(sectionText(m))
    writeSection('## Agent team overview (h)', m, 'agent team overview')
  },
  async pages(machine) {
    say(await ensureBuild())
    const servers = await startLobbyServers(makeTempDir())
    const p = await pagesBench(servers.cached, servers.cachedDataDir, servers.ceiling, 0)
    const m = pagesMarkdown(p, coresOf(machine))
    const recorded = `Recorded ${new Date().toISOString().replace('T', ' ').slice(0, 19)} UTC by \`BENCH_ONLY=pages\` (load average at start ${machine.loadavg}); the other sections keep their own recording.`
    const section = m.section.replace('\n\n', `\n\n${recorded}\n\n`)
    console.log(`\n${section}\n${m.notes.map((n) => `- ${n}`).join('\n')}`)
    writeSection('## Pages: signed in, weight, Lighthouse, axe', { ...m, section }, '', '## Logins per second')
    console.log(`\n${recordFigures(pagesFigures(p))}`)
  },
  async floors() {
    const section = floorsMarkdown(await floorsBench(say))
    console.log(`\n${section}`)
    writeSection('## What the throughput targets need (floors)', { section, notes: [] })
  },
  async vendor(machine) {
    const m = vendorMarkdown(await runVendorBench(), [`Vendor contract (i): load average at start ${machine.loadavg}.`, process.env.BENCH_NOTE].filter(Boolean).join(' '))
    console.log(sectionText(m))
    writeSection('## Vendor contract (i)', m, 'vendor bet+win pairs')
  },
}

// ───────────────────────────── the whole run ─────────────────────────────

async function main() {
  const machine = machineInfo()
  say(`${machine.model}, nproc ${machine.nproc}, bun ${machine.bun}, load average ${machine.loadavg}`)
  const only = process.env.BENCH_ONLY && Object.hasOwn(ONLY, process.env.BENCH_ONLY) ? ONLY[process.env.BENCH_ONLY] : undefined
  if (only) return only(machine)
  const build = await ensureBuild()
  say(build)

  const tempDir = makeTempDir()
  const servers = await startLobbyServers(tempDir)
  const throughput = await throughputBench(servers, PAGES_RESERVE_MS + LOGIN_RESERVE_MS + MONEY_RESERVE_MS)
  const rss = await idleRss(servers)
  say('first-load JS of /')
  const js = await firstLoadJs(servers.cached)
  say('LCP of / in headless Chromium')
  const lcp = await measureLcp(servers.cached)
  // Signed-in pages, page weight, Lighthouse, axe: after the RSS reading (signed-in renders would show in it) and before the logins.
  say('pages: signed in, weight, Lighthouse, axe')
  const pages = await pagesBench(servers.cached, servers.cachedDataDir, throughput.results[0], LOGIN_RESERVE_MS + MONEY_RESERVE_MS)
  // Last, so argon2id's 64 MiB per verification in flight cannot show in the RSS or the LCP above.
  say('(f) logins per second')
  const login = await loginBench(servers.cached, servers.cachedDataDir, MONEY_RESERVE_MS)
  // Money calls (g): servers of their own (tests/fixtures/api-server.ts), after everything above.
  say('(g) money calls per second')
  const money = await moneyBench({ say, tempDir })
  // The agent team overview (h): a seeded DATA_DIR and a server of its own.
  const agentReport = agentReportMarkdown(await agentReportBench(say))
  // The vendor contract (i): the API server fixture of its own.
  say('(i) vendor bet+win pairs per second and the launch call')
  const vendor = vendorMarkdown(await runVendorBench(), process.env.BENCH_NOTE)
  // What the money targets (g, i) need from this machine: the least CPU per call, part by part.
  say('(floors) the CPU a money call costs, part by part')
  const floors = floorsMarkdown(await floorsBench(say))

  writeResults({ machine, build, throughput, rss, js, lcp, pages, login, money, agentReport, vendor, floors })
}

await guard(DEADLINE_MS, main)
