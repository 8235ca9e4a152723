/**
 * Money calls per second over HTTP (issue 4 "Proof": `npm run bench` adds money calls per second
 * under load with synchronous=FULL, 0 lost). Called by bench/run.ts after its other sections
 * (`BENCH_ONLY=money bun bench/run.ts` runs this section alone).
 *
 * What it measures, on loopback, against the real app served by tests/fixtures/api-server.ts
 * (createApp + Bun.serve, no pages; platform.db on disk with WAL and synchronous=FULL):
 *  (g1) sandbox deposits  POST /wps/wallet/deposit {methodCode: GCASH, amount: 100}
 *  (g2) transfers         POST /wps/wallet/transfer/upline {amount: 1}
 * each with its own Idempotency-Key, by MONEY.members members logged in through the real login,
 * from MONEY.clients closed-loop clients on keep-alive connections (bench/http-connection.ts) in the bench's Bun process (each sends its next call
 * when the previous one is answered), warm-up then measured; once with the money writer's default
 * batch (group commit) and once with MONEY_BATCH=1 (one commit per call), to show what group
 * commit buys. After each server's runs the server is SIGKILLed and its platform.db read directly:
 * every call answered 2xx must have its movement (`m:<member>:<call>:<key>`) — "lost" counts the
 * ones that do not (0 expected). The money writer's counters (commits, units, largest batch) come
 * from the fixture route GET /__fixture/money-stats.
 * Then (g3) the crash run of tests/crash/crash-run.ts with MONEY.kills SIGKILLs (KILLS env).
 * With BENCH_MONEY_PROFILE=1 the default-batch server also runs under `bun --cpu-prof-md` and the
 * heaviest functions by self time are reported.
 *
 * Units: calls per second (answered calls ÷ measured wall seconds); latency ms; CPU % of one core.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Database } from 'bun:sqlite'
import { apiServer, BRAND, crashRun, freePort, prepareMembers, PASSWORD, type CrashReport } from '../tests/crash/crash-run'
import { loginCookie, moneyCall, newKey } from '../tests/fixtures/money-client'
import { createLedgerDb } from '../tests/fixtures/ledger-db'
import { openCacheDb, openPlatformDb } from '../db/client'
import { createPlatform } from '../server/platform'
import { parseSecretsKey } from '../server/secrets'
import { TEST_SECRETS_KEY } from '../tests/fixtures/app'
import { createGatewayCache } from '../server/gateway/cache'
import { createApp } from '../server/app'
import { sessionFromToken } from '../server/gateway/session'
import { ledgerModule, type Leg } from '../server/platform/wallet/ledger'
import { createMoneyWriter } from '../server/platform/wallet/money-writer'
import { openHttpConnection, type HttpConnection } from './http-connection'
import { cpuShares, cpuUsPer, sampleCpu } from './cpu'
import { f0, f1, f2, mark, table } from './format'
import { latencySummary } from './stats'
import { IdempotencyKeySchema, TransferUplineBodySchema } from '../shared/schemas/wallet'

/** Settings of the money section. */
export const MONEY = {
  members: 32,
  /** Closed-loop clients: enough calls in flight that a batch fills while the previous one's fsync runs. */
  clients: 256,
  warmupSec: 2,
  durationSec: 10,
  /** SIGKILLs of the crash run (g3). */
  kills: Math.max(20, Number(process.env.KILLS ?? 40)),
  /** Goal from the issue: money calls per second with group commit. */
  goalRps: 15_000,
  /** Each member's starting balance for the transfer runs, in major units (GCASH max per deposit). */
  fundMajor: 50_000,
  fundDeposits: 2,
}

/** What the section needs from bench/run.ts: its log and a folder for the data directories. */
export interface MoneyBenchDeps {
  say: (msg: string) => void
  tempDir: string
}

type Kind = 'deposit' | 'transfer'
const ROUTE: Record<Kind, { path: string; body: string; call: string }> = {
  deposit: { path: '/wps/wallet/deposit', body: JSON.stringify({ methodCode: 'GCASH', amount: 100 }), call: 'deposit' },
  transfer: { path: '/wps/wallet/transfer/upline', body: JSON.stringify({ amount: 1 }), call: 'transferUpline' },
}

interface WriterStats {
  commits: number
  units: number
  largestBatch: number
}

export interface MoneyLoad {
  id: string
  label: string
  kind: Kind
  /** Money writer batch cap: 'default' or 1. */
  batch: string
  rps: number
  p50: number
  p99: number
  mean: number
  /** Calls answered 2xx with success in the measured part. */
  acked: number
  /** Answers that were not 2xx/success, and connection errors (0 expected). */
  failed: number
  errors: number
  firstFailure: string | null
  durationSec: number
  /** CPU % of one core during the measured part: the server, the bench process, the rest, the whole machine. */
  cpu: { server: number; generator: number; other: number; machine: number }
  /** Server CPU µs per answered call. */
  serverCpuUsPerCall: number
  /** Writer counters over the measured part; avgBatch = units ÷ commits. */
  writer: WriterStats & { avgBatch: number }
  /** Acknowledged calls (warm-up included) whose movement is not in platform.db after SIGKILL. */
  lost: number
  /** Acknowledged calls checked (warm-up and measured). */
  checked: number
}

/** (g0) The money writer alone: ledger transfers through `money.run`, no HTTP, platform.db on disk. */
export interface WriterOnly {
  batch: string
  unitsPerSec: number
  commits: number
  units: number
  avgBatch: number
  cpuUsPerUnit: number
}

/** CPU µs of one operation of a transfer call, measured in the bench process on the default server's files. */
export interface Cost {
  what: string
  us: number
}

export interface MoneyReport {
  writerOnly: WriterOnly[]
  costs: Cost[]
  loads: MoneyLoad[]
  crash: CrashReport | null
  crashError: string | null
  profile: { batch: string; top: { fn: string; selfPct: number; where: string }[]; file: string } | null
  setupSec: number
}

interface Member {
  id: number
  account: string
  cookie: string
}
interface Acked {
  memberId: number
  kind: Kind
  key: string
}

interface LoopResult {
  latencies: Float64Array
  n: number
  acked: Acked[]
  failed: number
  errors: number
  firstFailure: string | null
  wallSec: number
}

/**
 * `clients` closed-loop clients for `durationSec`, each on its own keep-alive connection
 * (bench/http-connection.ts: a few µs of generator CPU per call instead of fetch's ~25, so the shared
 * cores go to the server), each call with a fresh key; every started call is waited for.
 */
async function closedLoop(base: string, kind: Kind, members: Member[], clients: number, durationSec: number): Promise<LoopResult> {
  const route = ROUTE[kind]
  const { hostname, port } = new URL(base)
  const run = newKey('r').slice(2, 10)
  const r: LoopResult = { latencies: new Float64Array(1 << 18), n: 0, acked: [], failed: 0, errors: 0, firstFailure: null, wallSec: 0 }
  const connections = await Promise.all(Array.from({ length: clients }, () => openHttpConnection(hostname, Number(port))))
  const start = performance.now()
  const stopAt = start + durationSec * 1000
  const client = async (c: number) => {
    const m = members[c % members.length]!
    let conn: HttpConnection | null = connections[c]!
    for (let i = 0; performance.now() < stopAt; i++) {
      const key = `${run}-${c}-${i}`
      const t0 = performance.now()
      try {
        conn ??= await openHttpConnection(hostname, Number(port))
        const res = await conn.post(route.path, route.body, `Cookie: ${m.cookie}\r\nIdempotency-Key: ${key}`)
        const ms = performance.now() - t0
        if (r.n === r.latencies.length) {
          const next = new Float64Array(r.n * 2)
          next.set(r.latencies)
          r.latencies = next
        }
        r.latencies[r.n++] = ms
        if (res.status === 200 && res.body.startsWith('{"success":true')) r.acked.push({ memberId: m.id, kind, key })
        else {
          r.failed++
          r.firstFailure ??= `${res.status} ${res.body.slice(0, 200)}`
        }
      } catch (e) {
        // The connection is gone: the next call opens another one.
        conn?.close()
        conn = null
        r.errors++
        r.firstFailure ??= `error: ${e instanceof Error ? e.message : String(e)}`
      }
    }
    conn?.close()
  }
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)))
  r.wallSec = (performance.now() - start) / 1000
  return r
}

async function writerStats(base: string): Promise<WriterStats> {
  return (await (await fetch(`${base}/__fixture/money-stats`)).json()) as WriterStats
}

/** Counts acknowledged calls whose movement is missing from `dbFile` (read after the server was killed). */
function lostOf(dbFile: string, acked: Acked[]): number {
  const db = new Database(dbFile, { readonly: true })
  try {
    // By the (brand_code, idempotency_key) index: without the brand the check scans the table per call.
    const has = db.query<{ one: number }, [string, string]>('SELECT 1 AS one FROM ledger_movements WHERE brand_code = ? AND idempotency_key = ?')
    let lost = 0
    for (const a of acked) if (!has.get(BRAND, `m:${a.memberId}:${ROUTE[a.kind].call}:${a.key}`)) lost++
    return lost
  } finally {
    db.close()
  }
}

/** The heaviest functions by self time from a `bun --cpu-prof-md` profile (its "Hot Functions" table). */
function topOfProfile(dir: string): { top: { fn: string; selfPct: number; where: string }[]; file: string } | null {
  if (!existsSync(dir)) return null
  const file = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(dir, f))[0]
  if (!file) return null
  const md = readFileSync(file, 'utf8')
  const hot = md.slice(md.indexOf('## Hot Functions'))
  const top: { fn: string; selfPct: number; where: string }[] = []
  // | Self% | Self | Total% | Total | Function | Location |
  for (const line of hot.split('\n').slice(1)) {
    if (line.startsWith('## ')) break
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim())
    const self = /^([\d.]+)%$/.exec(cells[0] ?? '')
    if (!self || cells.length < 6) continue
    top.push({ fn: cells[4]!.replaceAll('`', ''), selfPct: Number(self[1]), where: cells[5]!.replaceAll('`', '').replace(/^.*\/(node_modules|server|shared)\//, '$1/') })
    if (top.length >= 15) break
  }
  return { top, file }
}

/** Keeps `inFlight` calls of `call` going for `ms`; returns how many completed. */
async function saturate(inFlight: number, ms: number, call: (i: number) => Promise<unknown>): Promise<number> {
  let n = 0
  const stopAt = performance.now() + ms
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < stopAt) await call(n++)
    }),
  )
  return n
}

/**
 * (g0) The money writer alone: 256 callers (the default batch cap) each posting ledger transfers
 * (MEMBER → MEMBER) through `money.run` (checksFirst, as the wallet's transfers) for 3 s, on a fresh platform.db on disk (WAL, synchronous=FULL); `batch` caps the
 * group commit (undefined = the default). Shows what group commit does without HTTP in the way.
 */
async function writerOnly(tempDir: string, batch: number | undefined): Promise<WriterOnly> {
  const env = createLedgerDb({ parent: tempDir })
  try {
    const ledger = ledgerModule({ db: env.db, brandCode: 'BENCH', now: Date.now, overrides: {} })
    const money = createMoneyWriter(env.db.$client, batch)
    const members = 256
    money.runNow(() => {
      for (let m = 1; m <= members; m++) {
        ledger.post({
          key: `fund-${m}`,
          kind: 'DEPOSIT',
          memberId: m,
          amount: 100_000_000,
          legs: [
            { account: { kind: 'PROVIDER', provider: 'SANDBOX' }, amount: -100_000_000 },
            { account: { kind: 'MEMBER', memberId: m }, amount: 100_000_000 },
          ],
        })
      }
    })
    const transfer = (i: number) => {
      const from = (i % members) + 1
      const legs: Leg[] = [
        { account: { kind: 'MEMBER', memberId: from }, amount: -100 },
        { account: { kind: 'MEMBER', memberId: (from % members) + 1 }, amount: 100 },
      ]
      return money.run(() => ledger.post({ key: `t-${i}`, kind: 'TRANSFER_UPLINE', memberId: from, amount: 100, legs, result: ({ balances }) => ({ balance: balances[0]! }) }), { checksFirst: true })
    }
    await saturate(members, 500, transfer)
    const s0 = money.stats()
    const t0 = performance.now()
    let n = 0
    const cpuUsPerUnit = await cpuUsPer(async () => (n = await saturate(members, 3_000, (i) => transfer(1_000_000 + i))))
    const sec = (performance.now() - t0) / 1000
    const s1 = money.stats()
    const commits = s1.commits - s0.commits
    const units = s1.units - s0.units
    return { batch: batch === undefined ? 'default' : String(batch), unitsPerSec: n / sec, commits, units, avgBatch: units / commits, cpuUsPerUnit }
  } finally {
    env.cleanup()
  }
}

/**
 * Where a transfer call's server time goes: CPU µs of each part, measured in the bench process over
 * the default server's files after the server was stopped (same code, same data): the whole call
 * through the Hono app without sockets (`app.request`), the service call alone, and the reads and
 * checks the call makes on the way.
 */
async function costBreakdown(dataDir: string, member: Member): Promise<Cost[]> {
  const db = openPlatformDb(join(dataDir, 'platform.db'))
  const cacheDb = openCacheDb(join(dataDir, 'gateway-cache.db'))
  try {
    const platform = createPlatform({ db, brandCode: BRAND, secretsKey: parseSecretsKey(TEST_SECRETS_KEY) })
    const app = createApp({ platform, cache: createGatewayCache(cacheDb, BRAND) })
    const token = member.cookie.slice('sid='.length)
    const session = await sessionFromToken(platform, token)
    if (!session) throw new Error("cost breakdown: the bench member's session is not valid")
    const sync = (n: number, fn: () => unknown) =>
      cpuUsPer(async () => {
        for (let i = 0; i < n; i++) fn()
        return n
      })
    const batched = (fn: (i: number) => Promise<unknown>) => cpuUsPer(() => saturate(64, 1_500, fn))
    const run = newKey('c').slice(2, 10)
    const costs: Cost[] = []
    const add = async (what: string, us: Promise<number>) => {
      costs.push({ what, us: await us })
    }
    await add(
      'whole call via app.request (no socket)',
      batched(async (i) => {
        const res = await app.request('/wps/wallet/transfer/upline', {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: member.cookie, 'idempotency-key': `${run}-a-${i}` },
          body: ROUTE.transfer.body,
        })
        const text = await res.text()
        if (res.status !== 200) throw new Error(`cost breakdown: the transfer answered ${res.status}: ${text.slice(0, 200)}`)
      }),
    )
    await add(
      'platform.wallet.transferUpline (service + ledger + commit)',
      batched((i) => platform.wallet.transferUpline(member.id, { amount: 100, key: `${run}-s-${i}` })),
    )
    await add(
      'sessionFromToken (verified-token cache + sessions.validate)',
      batched(() => sessionFromToken(platform, token)),
    )
    await add(
      'sessions.validate (session row + account settings)',
      sync(5_000, () => platform.sessions.validate(session.id)),
    )
    await add(
      'platform.settings() (account settings row)',
      sync(5_000, () => platform.settings()),
    )
    await add(
      'members.byId (prepared read, ×2 per transfer)',
      sync(5_000, () => platform.members.byId(member.id)),
    )
    await add(
      'wallet.settings() (prepared reads)',
      sync(5_000, () => platform.wallet.settings()),
    )
    await add(
      'zod: body + Idempotency-Key',
      sync(20_000, () => {
        TransferUplineBodySchema.parse({ amount: 1 })
        IdempotencyKeySchema.parse(`${run}-z-123`)
      }),
    )
    return costs
  } finally {
    db.$client.close()
    cacheDb.$client.close()
  }
}

/**
 * Runs the money section: two servers (default batch, batch 1) with deposit and transfer loads,
 * then the crash run. Throws only on setup failures; load and crash findings are in the report.
 */
export async function moneyBench(deps: MoneyBenchDeps): Promise<MoneyReport> {
  const { say } = deps
  const t0 = Date.now()
  const report: MoneyReport = { writerOnly: [], costs: [], loads: [], crash: null, crashError: null, profile: null, setupSec: 0 }
  for (const batch of [undefined, 1]) {
    const w = await writerOnly(deps.tempDir, batch)
    report.writerOnly.push(w)
    say(`(g0) money writer alone, batch ${w.batch}: ${Math.round(w.unitsPerSec)} transfers/s, avg batch ${w.avgBatch.toFixed(1)}, ${Math.round(w.cpuUsPerUnit)} µs CPU each`)
  }
  const configs: { batch: string; env: Record<string, string>; kinds: Kind[] }[] = [
    { batch: 'default', env: {}, kinds: ['deposit', 'transfer'] },
    { batch: '1', env: { MONEY_BATCH: '1' }, kinds: ['deposit', 'transfer'] },
  ]
  const profiling = process.env.BENCH_MONEY_PROFILE === '1'
  let setupMs = 0
  for (const config of configs) {
    const s0 = Date.now()
    const dataDir = join(deps.tempDir, `money-batch-${config.batch}`)
    mkdirSync(dataDir, { recursive: true })
    const accounts = await prepareMembers(dataDir, MONEY.members, 'bench')
    const profileDir = join(dataDir, 'profile')
    const withProfile = profiling && config.batch === 'default'
    const server = apiServer(dataDir, await freePort(), config.env, withProfile ? ['--cpu-prof-md', `--cpu-prof-dir=${profileDir}`] : [])
    await server.start()
    try {
      const members: Member[] = await Promise.all(accounts.map(async (a) => ({ ...a, cookie: await loginCookie(server.base, a.account, PASSWORD) })))
      for (const m of members) {
        for (let i = 0; i < MONEY.fundDeposits; i++) {
          const a = await moneyCall(server.base, m.cookie, ROUTE.deposit.path, { methodCode: 'GCASH', amount: MONEY.fundMajor }, newKey('fund'))
          if (!a.body.success) throw new Error(`funding deposit answered ${a.status}: ${a.text.slice(0, 200)}`)
        }
      }
      setupMs += Date.now() - s0
      say(`(g) money: server MONEY_BATCH=${config.batch} on ${server.base} (pid ${server.pid}), ${members.length} members logged in and funded`)
      const acked: Acked[] = []
      const loads: MoneyLoad[] = []
      for (const kind of config.kinds) {
        const id = `g-${kind}-${config.batch}`
        const label = `${kind === 'deposit' ? 'sandbox deposit' : 'transfer to upline'}, MONEY_BATCH=${config.batch === 'default' ? 'default (group commit)' : config.batch}`
        say(`(g) ${label}: warm-up ${MONEY.warmupSec} s`)
        const warm = await closedLoop(server.base, kind, members, MONEY.clients, MONEY.warmupSec)
        acked.push(...warm.acked)
        const pid = server.pid!
        const w0 = await writerStats(server.base)
        const cpu0 = sampleCpu(pid)
        say(`(g) ${label}: measuring ${MONEY.durationSec} s (${MONEY.clients} clients)`)
        const r = await closedLoop(server.base, kind, members, MONEY.clients, MONEY.durationSec)
        const cpu1 = sampleCpu(pid)
        const w1 = await writerStats(server.base)
        acked.push(...r.acked)
        const cpu = cpuShares(cpu0, cpu1, r.wallSec)
        const writer = { commits: w1.commits - w0.commits, units: w1.units - w0.units, largestBatch: w1.largestBatch, avgBatch: 0 }
        writer.avgBatch = writer.commits ? writer.units / writer.commits : NaN
        const load: MoneyLoad = {
          id,
          label,
          kind,
          batch: config.batch,
          rps: r.n / r.wallSec,
          ...latencySummary(r.latencies.subarray(0, r.n).sort()),
          acked: r.acked.length,
          failed: r.failed,
          errors: r.errors,
          firstFailure: r.firstFailure ?? warm.firstFailure,
          durationSec: r.wallSec,
          cpu,
          serverCpuUsPerCall: r.n ? ((cpu1.server - cpu0.server) * 1e6) / r.n : NaN,
          writer,
          lost: 0,
          checked: 0,
        }
        loads.push(load)
        say(
          `(g) ${label}: ${Math.round(load.rps)} calls/s, p50 ${load.p50.toFixed(2)} ms, p99 ${load.p99.toFixed(2)} ms, server CPU ${Math.round(cpu.server)} %, ${writer.commits} commits, avg batch ${writer.avgBatch.toFixed(1)}`,
        )
      }
      // Durability of what was answered: kill -9, then look every acknowledged call up in the file.
      if (withProfile) await server.stop()
      else await server.kill()
      const lost = lostOf(join(dataDir, 'platform.db'), acked)
      if (config.batch === 'default') {
        report.costs = await costBreakdown(dataDir, members[0]!)
        say(`(g) cost of a transfer call's parts (CPU µs): ${report.costs.map((c) => `${c.what} ${Math.round(c.us)}`).join('; ')}`)
      }
      for (const l of loads) {
        l.lost = lost
        l.checked = acked.length
      }
      say(`(g) MONEY_BATCH=${config.batch}: ${acked.length} acknowledged calls checked in platform.db after ${withProfile ? 'SIGTERM' : 'SIGKILL'}: ${lost} lost`)
      report.loads.push(...loads)
      if (withProfile) {
        const p = topOfProfile(profileDir)
        if (p) report.profile = { batch: config.batch, ...p }
      }
    } finally {
      await server.kill()
    }
  }
  report.setupSec = setupMs / 1000

  say(`(g3) crash run: ${MONEY.kills} SIGKILLs during a load of money calls`)
  try {
    report.crash = await crashRun({ kills: MONEY.kills, log: (line) => say(`(g3) ${line}`) })
  } catch (e) {
    report.crashError = e instanceof Error ? e.message : String(e)
  }
  say(`(g) money section took ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  return report
}

/** Whether the section found nothing wrong (0 lost, no failed calls, crash run clean). */
export function moneyClean(r: MoneyReport): boolean {
  const c = r.crash
  return (
    r.loads.every((l) => l.lost === 0 && l.failed === 0 && l.errors === 0) &&
    !r.crashError &&
    !!c &&
    c.integrity === 'ok' &&
    c.ledger.ok &&
    c.missing.length + c.duplicated.length + c.refusedButMoved.length + c.phantom.length + c.unexpected.length === 0
  )
}

/** The goals-table row of moneyClean. */
export function moneyCleanRow(r: MoneyReport): string[] {
  const ok = moneyClean(r)
  return ['money calls: 0 lost after SIGKILL, 0 failed, crash run (g3) clean', 'all 0, integrity ok, invariants ok', ok ? 'all 0, ok' : 'see the money section', mark(ok)]
}

/** The goal row and the RESULTS.md section (tables and notes) for the money calls. */
export function moneyMarkdown(r: MoneyReport, nproc: number) {
  const best = r.loads.filter((l) => l.batch === 'default').sort((a, b) => b.rps - a.rps)[0]
  const lost = [...new Map(r.loads.map((l) => [l.batch, l])).values()].reduce((n, l) => n + l.lost, 0)
  const goalRow = best
    ? [
        'money calls per second over HTTP, synchronous=FULL (g)',
        `≥ ${f0(MONEY.goalRps)}/s, 0 lost`,
        `${f0(best.rps)}/s (${best.label}), ${f0(lost)} lost`,
        best.rps >= MONEY.goalRps && lost === 0 ? '✅ met' : '❌ not met',
      ]
    : ['money calls per second over HTTP (g)', `≥ ${f0(MONEY.goalRps)}/s`, 'not measured', '❌ not met']
  const loadTable = table(
    [
      'target',
      'calls/s',
      'p50 ms',
      'p99 ms',
      'mean ms',
      'answered 2xx',
      'failed',
      'errors',
      'commits',
      'avg batch',
      'largest batch',
      'server CPU %',
      'generator CPU %',
      'other CPU %',
      'server CPU µs/call',
      'lost (checked)',
    ],
    r.loads.map((l) => [
      `(${l.id}) ${l.label}`,
      f0(l.rps),
      f2(l.p50),
      f2(l.p99),
      f2(l.mean),
      f0(l.acked),
      String(l.failed),
      String(l.errors),
      f0(l.writer.commits),
      f1(l.writer.avgBatch),
      f0(l.writer.largestBatch),
      f0(l.cpu.server),
      f0(l.cpu.generator),
      f0(l.cpu.other),
      f0(l.serverCpuUsPerCall),
      `${f0(l.lost)} (${f0(l.checked)})`,
    ]),
  )
  const writerTable = table(
    ['money writer alone (g0)', 'transfers/s', 'commits', 'avg batch', 'CPU µs per transfer'],
    r.writerOnly.map((w) => [`batch ${w.batch === 'default' ? 'default (group commit)' : w.batch}`, f0(w.unitsPerSec), f0(w.commits), f1(w.avgBatch), f0(w.cpuUsPerUnit)]),
  )
  const costTable = table(
    ['part of a transfer call', 'CPU µs'],
    r.costs.map((x) => [x.what, f0(x.us)]),
  )
  const c = r.crash
  const crashTable = c
    ? table(
        [
          'SIGKILLs',
          'calls',
          'succeeded',
          'refused',
          'cut off, sent again',
          'had landed before the kill',
          'missing',
          'duplicated',
          'refused but moved',
          'phantom',
          'unexpected answers',
          'integrity_check',
          'ledger check',
          'movements',
          'mean restart ms',
          'run s',
        ],
        [
          [
            f0(c.kills),
            f0(c.calls),
            f0(c.succeeded),
            Object.entries(c.refused)
              .map(([k, n]) => `${k} × ${n}`)
              .join(', ') || '0',
            f0(c.lostCalls),
            f0(c.lostThenReplayed),
            f0(c.missing.length),
            f0(c.duplicated.length),
            f0(c.refusedButMoved.length),
            f0(c.phantom.length),
            f0(c.unexpected.length),
            c.integrity,
            c.ledger.ok ? 'ok' : 'NOT ok',
            f0(c.movements),
            f0(c.restartMs.reduce((a, b) => a + b, 0) / c.restartMs.length),
            f1(c.elapsedMs / 1000),
          ],
        ],
      )
    : `**Crash run failed:** ${r.crashError}`
  const byKey = (kind: Kind, batch: string) => r.loads.find((l) => l.kind === kind && l.batch === batch)
  const notes: string[] = []
  for (const kind of ['deposit', 'transfer'] as const) {
    const g = byKey(kind, 'default')
    const one = byKey(kind, '1')
    if (g && one)
      notes.push(
        `**Group commit (${kind}s):** ${f0(g.rps)} calls/s with the default batch (${f1(g.writer.avgBatch)} calls per commit on average, largest ${f0(g.writer.largestBatch)}) vs ${f0(one.rps)} calls/s with MONEY_BATCH=1 (one commit per call): × ${f1(g.rps / one.rps)}.`,
      )
  }
  const disturbed = r.loads.filter((l) => l.cpu.other >= 15)
  if (disturbed.length)
    notes.push(
      `**Foreign load during (g):** processes outside the bench used CPU during ${disturbed.map((l) => `(${l.id}) ${f0(l.cpu.other)} %`).join(', ')} ("other CPU %" = whole-machine busy time minus server and generator). Those runs share the ${nproc} cores with it; re-run on a quiet machine before comparing.`,
    )
  if (best) {
    const bound =
      best.cpu.server >= 90
        ? "the server's single JS thread (≥ 90 % of a core)"
        : best.cpu.machine >= nproc * 100 * 0.9
          ? `the machine's ${nproc} cores (server + generator)`
          : 'neither CPU nor the disk alone'
    notes.push(
      `**What limits (g) with group commit:** ${bound}. The server spent ${f0(best.serverCpuUsPerCall)} µs of CPU per ${best.kind} call (server CPU ${f0(best.cpu.server)} %, generator ${f0(best.cpu.generator)} %, machine ${f0(best.cpu.machine)} % of ${nproc * 100} %). The generator is ${MONEY.clients} closed-loop clients (one keep-alive connection each, bench/http-connection.ts) in the bench's own Bun process on the same ${nproc} cores. Whether ${f0(MONEY.goalRps)}/s fits these cores at all: "What the throughput targets need (floors)" (bench/floors.ts, decision 0027).`,
    )
  }
  if (r.profile) {
    notes.push(
      `**Where the server's time goes** (bun --cpu-prof-md of the MONEY_BATCH=${r.profile.batch} server over its whole life, self time): ${r.profile.top
        .slice(0, 12)
        .map((t) => `\`${t.fn}\` ${f1(t.selfPct)} %${t.where ? ` (${t.where})` : ''}`)
        .join('; ')}.`,
    )
  }
  notes.push(
    `"lost" = calls answered 2xx whose movement \`m:<member>:<call>:<key>\` is not in platform.db when read after the server was SIGKILLed at the end of its runs (SIGTERM when profiling, so the profile is written; warm-up and measured calls alike). The closed-loop clients wait for every call they started, so every call has an answer.`,
  )
  if (c)
    notes.push(
      `Crash run (g3): ${c.kills} SIGKILLs at random moments (load ${f1(c.loadMsTotal / 1000)} s in total between them) during deposits, transfers and withdrawals from 8 concurrent clients, restarting the server on the same DATA_DIR each time; calls cut off without an answer were sent again with their key after the last restart. See tests/crash/crash-run.ts.`,
    )
  const w0 = r.writerOnly.find((w) => w.batch === 'default')
  const w1 = r.writerOnly.find((w) => w.batch === '1')
  if (w0 && w1)
    notes.push(
      `**The money writer alone (g0)** commits ${f0(w0.unitsPerSec)} ledger transfers/s with group commit (${f1(w0.avgBatch)} per commit) vs ${f0(w1.unitsPerSec)}/s with one commit per call (the disk's sync rate): × ${f1(w0.unitsPerSec / w1.unitsPerSec)}. Over HTTP the calls are bound by the server's CPU per call, not by the commits (see the cost table).`,
    )
  const section = `Money calls (issue 4): the real app (createApp, gateway and platform.wallet, no pages) served by \`tests/fixtures/api-server.ts\` with Bun.serve on 127.0.0.1, platform.db on disk with WAL and synchronous=FULL (a money batch's WAL fsync runs on the thread pool and its calls are answered after it returns, decision 0026). ${MONEY.members} members logged in through the real login; ${MONEY.clients} closed-loop clients (one keep-alive connection each) in the bench process, each call with its own Idempotency-Key; ${MONEY.warmupSec} s warm-up then ${MONEY.durationSec} s measured (calls started before the end are waited for; calls/s = answered calls ÷ that wall time). Deposits: \`POST /wps/wallet/deposit {methodCode: GCASH, amount: 100}\` (sandbox: credited at once, a request row, the movement and an inbox message in one unit). Transfers: \`POST /wps/wallet/transfer/upline {amount: 1}\` to the members' common agent.

${loadTable}

### The money writer alone (g0)

256 callers in the bench process post ledger transfers through \`money.run\` for 3 s (after 0.5 s warm-up) on a fresh platform.db on disk (WAL, synchronous=FULL): no HTTP, no session, no wallet service.

${writerTable}

### Where a transfer call's time goes

CPU µs per operation, measured in the bench process on the default server's files after its runs (same code and data; batched 64 at a time where the operation commits): the whole call through the Hono app without a socket, the service call alone, and the reads and checks on its way. A transfer call reads the member twice (members.byId), the session and the session limits (sessions.validate), and the wallet settings (readSettings), each a bun:sqlite statement prepared once; the token's signature is verified once per token (jose) and then recognised.

${costTable}

### Crash run (g3)

${crashTable}
`
  return { goalRow, section, notes }
}
