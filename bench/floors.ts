/**
 * What the throughput targets of issues 4 and 5 ask of this machine: the least CPU each money call
 * costs here, measured part by part, and the cores those costs add up to at the target rate.
 * Called by bench/run.ts (`BENCH_ONLY=floors bun bench/run.ts` runs it alone and writes its section
 * into bench/RESULTS.md); bounded (about a minute), loopback only. Alone, with a profile of where
 * the CPU goes: `node_modules/.bin/bun --cpu-prof-md --cpu-prof-dir=/tmp/floors bench/floors.ts`.
 *
 * Parts, each measured as CPU µs per call (process.cpuUsage or /proc user + system, so the WAL
 * writes and fsyncs count):
 *  - HTTP floor: the cheapest money-shaped request on this stack, `POST /echo` of bench/ceiling.ts
 *    (Bun.serve + Hono, JSON body parsed, JSON answer, no database), driven by 128 closed-loop
 *    keep-alive connections (bench/http-connection.ts) for 5 s: the server's µs per request and the
 *    load generator's. This is what a socket adds on top of the in-process calls below.
 *  - App call: the whole call through the real app in process (`app.fetch`, no socket): middleware,
 *    session, validation, the platform service, the money writer's group commit, the envelope.
 *  - Service: the platform call alone (`platform.wallet.transferUpline`, `platform.play.wallet.bet`
 *    then `.win`), group-committed on a WAL + synchronous=FULL file: the part that must run on the
 *    one thread that holds SQLite's single write lock.
 * 256 calls in flight (the money writer's default batch), after a warm-up.
 *
 * The arithmetic, per target: the writer thread needs `rate × service µs` of one core (SQLite has
 * one writer, so this can never exceed 1 core, whatever the number of threads); the whole machine
 * needs `rate × (app call + HTTP floor server + HTTP floor generator) µs` across its cores, with
 * the load generator on the same cores as the benchmark runs it. Either above what the machine has
 * means the target cannot be reached here by any arrangement of this code's threads.
 */
import { createHmac } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { openCacheDb, openPlatformDb, migrateDatabases } from '../db/client'
import { seedBrand } from '../db/seed'
import { createPlatform, type Platform } from '../server/platform'
import { parseSecretsKey } from '../server/secrets'
import { TEST_SECRETS_KEY } from '../tests/fixtures/app'
import { createGatewayCache } from '../server/gateway/cache'
import { createApp } from '../server/app'
import { signSessionToken } from '../server/gateway/session'
import { freePort } from '../tests/crash/crash-run'
import { HOST, startProcess, waitHttp } from './harness'
import { openHttpConnection } from './http-connection'
import { cpuUsPer, procCpuSec } from './cpu'
import { fixed } from './format'

const BRAND = 'FLOOR'
const MEMBERS = 32
const IN_FLIGHT = 256
const VENDOR = 'PG'

/** The targets of the issues, in calls per second (a vendor pair is two wallet calls). */
export const FLOOR_TARGETS = { transfersPerSecond: 15_000, vendorPairsPerSecond: 10_000 }

export interface FloorReport {
  nproc: number
  /** 1-minute load average before and after the measurements. */
  load: { start: number; end: number }
  /** Bare POST on Bun.serve + Hono over loopback: CPU µs per request, and the rate it ran at. */
  http: { serverUs: number; generatorUs: number; rps: number }
  /** Transfer to upline: whole call in process and the service alone, CPU µs per call. */
  transfer: { appUs: number; serviceUs: number }
  /** Vendor wallet call (mean of bet and win): whole signed call in process and the service alone. */
  vendor: { appUs: number; serviceUs: number }
}

/** `count` calls of `call`, IN_FLIGHT at a time; resolves with `count`. */
async function inFlight(count: number, call: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < count) await call(next++)
    }),
  )
  return count
}

/** The HTTP floor: bench/ceiling.ts's POST /echo under 128 keep-alive connections for 5 s. */
async function httpFloor(): Promise<FloorReport['http']> {
  const port = await freePort()
  const ceiling = startProcess('ceiling (bench/ceiling.ts)', 'bench/ceiling.ts', port, { NODE_ENV: 'production' })
  const { proc } = ceiling
  try {
    await waitHttp(ceiling, '/ping', 10_000)
    const connections = await Promise.all(Array.from({ length: 128 }, () => openHttpConnection(HOST, port)))
    const body = JSON.stringify({ amount: 1 })
    const load = async (ms: number) => {
      let n = 0
      const stopAt = performance.now() + ms
      await Promise.all(
        connections.map(async (conn) => {
          while (performance.now() < stopAt) {
            const res = await conn.post('/echo', body, 'Cookie: sid=x\r\nIdempotency-Key: floor-0001')
            if (res.status !== 200) throw new Error(`floors: POST /echo answered ${res.status}`)
            n++
          }
        }),
      )
      return n
    }
    await load(1_000)
    const s0 = procCpuSec(proc.pid) * 1e6
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    const n = await load(5_000)
    const sec = (performance.now() - t0) / 1000
    const c = process.cpuUsage(c0)
    const serverUs = (procCpuSec(proc.pid) * 1e6 - s0) / n
    for (const conn of connections) conn.close()
    return { serverUs, generatorUs: (c.user + c.system) / n, rps: n / sec }
  } finally {
    proc.kill('SIGKILL')
  }
}

interface Fixture {
  platform: Platform
  app: ReturnType<typeof createApp>
  members: { id: number; cookie: string; token: string }[]
  secret: string
  close: () => void
}

/** A fresh platform on disk (WAL, synchronous=FULL) with an agent and MEMBERS funded members, each logged in and holding a launch token. */
async function fixture(dir: string): Promise<Fixture> {
  const db = openPlatformDb(join(dir, 'platform.db'))
  const cacheDb = openCacheDb(join(dir, 'gateway-cache.db'))
  migrateDatabases(db, cacheDb)
  seedBrand(db, { brandCode: BRAND, brandName: 'Floor Brand', currency: 'PHP' })
  const platform = createPlatform({ db, brandCode: BRAND, secretsKey: parseSecretsKey(TEST_SECRETS_KEY) })
  const app = createApp({ platform, cache: createGatewayCache(cacheDb, BRAND) })
  const nodeId = db.$client.prepare<{ node_id: string }, [string]>("SELECT node_id FROM games WHERE vendor_code = ? AND game_type = 'RNG' LIMIT 1").get(VENDOR)!.node_id
  const agent = await platform.members.register({ account: 'flooragent', password: 'Player123!', type: 1 })
  const members = await Promise.all(
    Array.from({ length: MEMBERS }, async (_, i) => {
      const m = await platform.members.register({ account: `floorm${String(i).padStart(3, '0')}`, password: 'Player123!', uplineId: agent.id })
      platform.money.runNow(() =>
        platform.ledger.post({
          key: `fund-${m.id}`,
          kind: 'DEPOSIT',
          memberId: m.id,
          amount: 1_000_000_000,
          legs: [
            { account: { kind: 'PROVIDER', provider: 'SANDBOX' }, amount: -1_000_000_000 },
            { account: { kind: 'MEMBER', memberId: m.id }, amount: 1_000_000_000 },
          ],
        }),
      )
      const session = platform.sessions.create(m.id, 'username', '127.0.0.1', 'bench')
      const launched = platform.play.launcher.launch(m.id, nodeId, 'en')
      if (launched.kind !== 'url') throw new Error('floors: expected a launch URL')
      return { id: m.id, cookie: `sid=${await signSessionToken(platform, session)}`, token: launched.token }
    }),
  )
  const secret = platform.play.launcher.secretOf(VENDOR)!
  return {
    platform,
    app,
    members,
    secret,
    close: () => {
      db.$client.close()
      cacheDb.$client.close()
    },
  }
}

/** Transfer to upline: the whole call through the app, then the service alone. */
async function transferCosts(f: Fixture): Promise<FloorReport['transfer']> {
  const body = JSON.stringify({ amount: 1 })
  const viaApp = async (i: number) => {
    const m = f.members[i % MEMBERS]!
    const res = await f.app.fetch(
      new Request('http://127.0.0.1/wps/wallet/transfer/upline', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: m.cookie, 'idempotency-key': `floor-a-${i}` },
        body,
      }),
    )
    const text = await res.text()
    if (res.status !== 200) throw new Error(`floors: transfer answered ${res.status}: ${text.slice(0, 200)}`)
  }
  const service = (i: number) => f.platform.wallet.transferUpline(f.members[i % MEMBERS]!.id, { amount: 100, key: `floor-s-${i}` })
  await inFlight(3_000, (i) => viaApp(1_000_000 + i))
  const appUs = await cpuUsPer(() => inFlight(20_000, viaApp))
  await inFlight(3_000, (i) => service(1_000_000 + i))
  const serviceUs = await cpuUsPer(() => inFlight(20_000, service))
  return { appUs, serviceUs }
}

/** Vendor wallet calls: signed bet then win through the app, then the same pair through the service alone. */
async function vendorCosts(f: Fixture): Promise<FloorReport['vendor']> {
  const sign = (raw: string) => createHmac('sha256', f.secret).update(raw).digest('hex')
  const call = (i: number, prefix: string) => {
    const m = f.members[i % MEMBERS]!
    const round = `${prefix}${i}`
    return {
      bet: { user: String(m.id), token: m.token, txId: `${round}:bet`, roundId: round, gameCode: 'floor', amount: 100, currency: 'PHP' },
      win: { user: String(m.id), txId: `${round}:win`, betTxId: `${round}:bet`, roundId: round, amount: 150, currency: 'PHP' },
    }
  }
  const send = async (action: 'bet' | 'win', raw: string) => {
    const res = await f.app.fetch(
      new Request(`http://127.0.0.1/wallet-api/v1/${VENDOR}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': sign(raw) },
        body: raw,
      }),
    )
    const answer = (await res.json()) as { status: string }
    if (answer.status !== 'RS_OK') throw new Error(`floors: vendor ${action} answered ${answer.status}`)
  }
  const viaApp = async (i: number) => {
    const c = call(i, 'a')
    await send('bet', JSON.stringify(c.bet))
    await send('win', JSON.stringify(c.win))
  }
  const { wallet } = f.platform.play
  const service = async (i: number) => {
    const c = call(i, 's')
    const bet = await wallet.bet(VENDOR, c.bet)
    const win = await wallet.win(VENDOR, c.win)
    if (bet.status !== 'RS_OK' || win.status !== 'RS_OK') throw new Error(`floors: vendor service answered ${bet.status}/${win.status}`)
  }
  await inFlight(2_000, (i) => viaApp(1_000_000 + i))
  const appUs = (await cpuUsPer(() => inFlight(10_000, viaApp))) / 2
  await inFlight(2_000, (i) => service(1_000_000 + i))
  const serviceUs = (await cpuUsPer(() => inFlight(10_000, service))) / 2
  return { appUs, serviceUs }
}

/** Measures every part (HTTP floor first, on a quiet process; then the in-process costs). */
export async function floorsBench(say: (msg: string) => void): Promise<FloorReport> {
  const start = loadavg()[0]!
  const http = await httpFloor()
  say(`(floors) HTTP floor: server ${http.serverUs.toFixed(1)} µs, generator ${http.generatorUs.toFixed(1)} µs per request at ${Math.round(http.rps)} rps`)
  const dir = mkdtempSync(join(tmpdir(), 'lobby-bench-floors-'))
  const f = await fixture(dir)
  try {
    const transfer = await transferCosts(f)
    say(`(floors) transfer: app ${transfer.appUs.toFixed(1)} µs, service ${transfer.serviceUs.toFixed(1)} µs`)
    const vendor = await vendorCosts(f)
    say(`(floors) vendor call: app ${vendor.appUs.toFixed(1)} µs, service ${vendor.serviceUs.toFixed(1)} µs`)
    if (!f.platform.ledger.check().ok) throw new Error('floors: the ledger check failed after the measurements')
    return { nproc: availableParallelism(), load: { start, end: loadavg()[0]! }, http, transfer, vendor }
  } finally {
    f.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Cores needed at `rate` calls/s: by the writer thread, and by the whole machine (server and generator). */
export function coresNeeded(rate: number, part: { appUs: number; serviceUs: number }, http: FloorReport['http']) {
  return { writer: (rate * part.serviceUs) / 1e6, machine: (rate * (part.appUs + http.serverUs + http.generatorUs)) / 1e6 }
}

/** The section for bench/RESULTS.md: the measured parts and the arithmetic per target. */
export function floorsMarkdown(r: FloorReport) {
  const targets = [
    { what: 'transfer to upline (issue 4)', rate: FLOOR_TARGETS.transfersPerSecond, unit: `${fixed(FLOOR_TARGETS.transfersPerSecond)} calls/s`, part: r.transfer },
    {
      what: 'vendor bet+win (issue 5)',
      rate: 2 * FLOOR_TARGETS.vendorPairsPerSecond,
      unit: `${fixed(FLOOR_TARGETS.vendorPairsPerSecond)} pairs/s = ${fixed(2 * FLOOR_TARGETS.vendorPairsPerSecond)} calls/s`,
      part: r.vendor,
    },
  ]
  const rows = targets.map((t) => {
    const need = coresNeeded(t.rate, t.part, r.http)
    const verdict =
      need.writer > 1
        ? 'out of reach: the single writer would need more than one core'
        : need.machine > r.nproc
          ? `out of reach: needs more than the machine's ${r.nproc} cores`
          : `within the cores only with ≥ ${Math.ceil(need.machine)} busy server threads and nothing else running`
    return `| ${t.what} | ${t.unit} | ${fixed(t.part.appUs, 1)} | ${fixed(t.part.serviceUs, 1)} | ${fixed(need.writer, 2)} of 1 | ${fixed(need.machine, 2)} of ${r.nproc} | ${verdict} |`
  })
  return [
    '## What the throughput targets need (floors)',
    '',
    `Measured by \`BENCH_ONLY=floors\` (bench/floors.ts) on ${r.nproc} cores, load average ${fixed(r.load.start, 2)} → ${fixed(r.load.end, 2)}. CPU µs per call, user + system (WAL writes and fsyncs included), 256 calls in flight, after a warm-up.`,
    '',
    '| HTTP floor: POST /echo of bench/ceiling.ts (Bun.serve + Hono, JSON in and out, no database), 128 keep-alive connections | server µs/request | load generator µs/request | requests/s |',
    '|:---|---:|---:|---:|',
    `| bare request over loopback | ${fixed(r.http.serverUs, 1)} | ${fixed(r.http.generatorUs, 1)} | ${fixed(r.http.rps)} |`,
    '',
    '| target | rate | app call µs (in process) | service µs (writer thread) | writer thread needs (cores) | machine needs (cores) | verdict |',
    '|:---|---:|---:|---:|---:|---:|:---|',
    ...rows,
    '',
    '- "writer thread needs" = rate × service µs: SQLite takes one writer at a time, so this part runs on one thread whatever the server\'s threading; above 1 core the rate cannot be reached on this CPU without making each call\'s writes cheaper.',
    '- "machine needs" = rate × (app call + HTTP floor server + HTTP floor generator): the server\'s whole work per call plus the load generator\'s, which share these cores in the benchmark.',
    '',
  ].join('\n')
}

if (import.meta.main) {
  const r = await floorsBench((m) => console.error(m))
  console.log(floorsMarkdown(r))
}
