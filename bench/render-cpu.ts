/**
 * Server CPU per request of anonymous `GET /`, rendered (RENDER_CACHE=off) and from the render cache
 * (decision 0058): the figure a before/after comparison can rely on when the machine is shared, since
 * requests per second follow whatever else runs while CPU time per request moves much less. Starts
 * the production servers of this tree as `npm run bench` does (`startLobbyServers`), sends a fixed
 * number of requests (`accept-encoding: br, gzip`, as the load tests), after a warm-up, and reads the
 * server's user + system CPU from /proc before and after (bench/cpu.ts). Prints one line per round;
 * `BENCH_ROUNDS` rounds (default 3). Writes nothing into bench/RESULTS.md.
 * Run: `bun bench/render-cpu.ts` (builds dist/ when missing).
 */
import autocannon from 'autocannon'
import { procCpuSec } from './cpu'
import { f0, f1 } from './format'
import { ensureBuild, guard, HOST, makeTempDir, say, type Server } from './harness'
import { machineInfo } from './machine'
import { LOAD, startLobbyServers } from './throughput'

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3))

/** Sends `n` requests for `path`, `concurrency` at a time, each body read to its end; returns the bytes of the last body. */
async function send(server: Server, path: string, n: number, concurrency: number): Promise<number> {
  let left = n
  let bytes = 0
  const worker = async () => {
    while (left-- > 0) {
      const res = await fetch(`http://${HOST}:${server.port}${path}`, { headers: LOAD.headers, decompress: false } as RequestInit)
      if (!res.ok) throw new Error(`${server.name} ${path} answered ${res.status}`)
      bytes = (await res.arrayBuffer()).byteLength
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return bytes
}

/** The same with autocannon (the cached path: thousands of requests, the generator's own cost kept out of the server's figure). */
function hammer(server: Server, path: string, amount: number): Promise<void> {
  return new Promise((ok, fail) => {
    autocannon({ url: `http://${HOST}:${server.port}${path}`, connections: LOAD.connections, amount, headers: LOAD.headers }, (err, r) =>
      err ? fail(err) : r.non2xx || r.errors ? fail(new Error(`${server.name}: ${r.non2xx} non-2xx, ${r.errors} errors`)) : ok(),
    )
  })
}

async function cpuPer(server: Server, n: number, run: () => Promise<unknown>): Promise<number> {
  const c0 = procCpuSec(server.proc.pid)
  await run()
  return ((procCpuSec(server.proc.pid) - c0) / n) * 1e6
}

async function main() {
  say(await ensureBuild())
  const servers = await startLobbyServers(makeTempDir())
  await send(servers.uncached, '/', 50, 4)
  await hammer(servers.cached, '/', 20_000)
  for (let round = 1; round <= ROUNDS; round++) {
    let bytes = 0
    const uncached = await cpuPer(servers.uncached, 300, async () => (bytes = await send(servers.uncached, '/', 300, 4)))
    const cachedBytes = await send(servers.cached, '/', 1, 1)
    const cached = await cpuPer(servers.cached, 50_000, () => hammer(servers.cached, '/', 50_000))
    console.log(
      `round ${round}: RENDER_CACHE=off GET / ${f1(uncached / 1000)} ms CPU per request (${f0(bytes)} B br); cached GET / ${f1(cached)} µs CPU per request (${f0(cachedBytes)} B br); load average ${machineInfo().loadavg}`,
    )
  }
}

void guard(20 * 60_000, main)
