/**
 * Issue 16's two render rows alone (decision 0058): the ceiling (a), anonymous `GET /` from the
 * render cache (b) and anonymous `GET /` with RENDER_CACHE=off (c), measured exactly as
 * `npm run bench` measures them (the same servers from `startLobbyServers`, the same autocannon
 * settings and CPU readings from `loadTest`), `BENCH_ROUNDS` times in a row (default 2) so a
 * before/after comparison on a shared machine can alternate builds. Prints each round's table and
 * the server CPU per request (µs) of each target; writes nothing into bench/RESULTS.md.
 * Run: `bun bench/render-rows.ts` (builds dist/ when missing, like the bench).
 */
import { f0, f1 } from './format'
import { ensureBuild, guard, makeTempDir, say } from './harness'
import { coresOf, machineInfo } from './machine'
import { loadResultsTable, loadTest, startLobbyServers, type LoadResult } from './throughput'

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2))

async function main() {
  const machine = machineInfo()
  say(`${machine.model}, nproc ${machine.nproc}, load average ${machine.loadavg}`)
  say(await ensureBuild())
  const servers = await startLobbyServers(makeTempDir())
  for (let round = 1; round <= ROUNDS; round++) {
    const a = await loadTest('a', 'ceiling GET /ping (plain Hono)', servers.ceiling, '/ping', 0)
    const b = await loadTest('b', 'GET / anonymous, render cache on', servers.cached, '/', 0)
    const c = await loadTest('c', 'GET / anonymous, RENDER_CACHE=off', servers.uncached, '/', 0)
    const cpuUs = (r: LoadResult) => f0((r.serverCpu / 100 / r.rps) * 1e6)
    console.log(`\nround ${round} (load average ${machineInfo().loadavg})\n${loadResultsTable([a, b, c], a, coresOf(machine))}`)
    console.log(
      `round ${round}: (b) ${f1((b.rps / a.rps) * 100)} % of the ceiling (${f0(b.rps)} of ${f0(a.rps)} rps); (c) ${f0(c.rps)} rps; server CPU per request: (a) ${cpuUs(a)} µs, (b) ${cpuUs(b)} µs, (c) ${cpuUs(c)} µs; other CPU (a) ${f0(a.otherCpu)} %, (b) ${f0(b.otherCpu)} %, (c) ${f0(c.otherCpu)} %`,
    )
  }
}

void guard(30 * 60_000, main)
