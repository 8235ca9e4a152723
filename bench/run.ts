/**
 * Load and page-weight benchmark of the production build, on loopback (127.0.0.1) only.
 * Run with `npm run bench` (`bun run bench/run.ts`); the whole run is bounded (< 4 min, watchdog).
 *
 * What it does, in one run:
 *  1. builds `dist/` when `dist/rsc/index.js` is missing, makes fresh temporary DATA_DIRs;
 *  2. starts two production servers (`bun server/main.ts`, NODE_ENV=production): one normal, one with
 *     RENDER_CACHE=off, plus the ceiling app `bench/ceiling.ts` (plain Hono `GET /ping`);
 *  3. load-tests five targets with autocannon (programmatic API, in this Bun process), same settings
 *     for each: 50 connections, 2 s warm-up then 10 s measured, `accept-encoding: br, gzip`:
 *     ceiling /ping, anonymous `/` (render cache on), `/` with RENDER_CACHE=off, `/rng?_rsc=1`
 *     (Flight payload), and the game list relay cycling through every page of the RNG catalogue;
 *     a run disturbed by CPU use outside the bench (≥ 15 % of a core) is measured once more;
 *     autocannon's decoding of every body to a string is switched off (see AUTOCANNON_BODY_PATCH);
 *  4. first-load JS of `/`: every `<script src>` / `<link rel=modulepreload>` under /assets, gzip -9;
 *  5. LCP of `/` in headless Chromium (system /usr/bin/chromium, 1440×900), median of 5 cold loads;
 *  6. idle RSS of the render-cached server process, 3 s after the load tests;
 * then prints everything and writes `bench/RESULTS.md`. Every child process is killed at the end,
 * also on error or Ctrl-C.
 *
 * Units: throughput in requests per second (rps, all responses / measured seconds); latency in
 * milliseconds (p50/p99 from every response's own timing, sub-millisecond resolution); CPU in % of one
 * core (this machine has `nproc` cores, so the whole machine is nproc × 100 %); sizes in bytes and
 * KB = 1000 bytes (KiB = 1024 bytes shown alongside); memory in MB = 1000² bytes (MiB alongside);
 * LCP in milliseconds since navigation start.
 */
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon'
import { chromium, type Browser } from '@playwright/test'
import { spawn as spawnNode, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { createRequire } from 'node:module'
import { cpus, release, tmpdir, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Subprocess } from 'bun'

// ───────────────────────────── settings ─────────────────────────────

const ROOT = resolve(import.meta.dirname, '..')
const BUN = process.execPath
const HOST = '127.0.0.1'
const LOAD = { connections: 50, warmupSec: 2, durationSec: 10, headers: { 'accept-encoding': 'br, gzip' } }
const LCP_RUNS = 5
const VIEWPORT = { width: 1440, height: 900 }
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
}
const GAME_LIST_PAGE_SIZE = 18
/** Hard limit of the whole run; the watchdog kills everything past it. */
const DEADLINE_MS = 230_000
const STARTED = Date.now()

/** "Other CPU" (% of one core used outside the bench) above which a load test counts as disturbed. */
const FOREIGN_CPU_LIMIT = 15
/** Time kept for RSS, first-load JS, LCP and the report after the load tests. */
const RESERVE_AFTER_LOAD_MS = 60_000

/** Goals from the issue. */
const GOALS = {
  homeRatio: 0.5,
  gameListRatio: 0.15,
  firstLoadJsKB: 110,
  lcpMs: 1000,
  idleRssMB: 150,
}

/**
 * autocannon 9 appends every response body chunk to a JS string (`req.body += chunk` in
 * lib/pipelinedRequestsQueue.js) for its expectBody/verifyBody options, which this bench does not
 * use. That UTF-8-decodes every body: cheap for ASCII, but br/gzip bodies are binary and decode at
 * only ~60–80 MB/s, so with `accept-encoding: br, gzip` the generator — not the server — became the
 * limit (GET / at ~2.7k rps with the server at ~30 % CPU). The bench turns that accumulation off
 * (byte counts, status codes and timings are untouched). BENCH_STOCK_AUTOCANNON=1 keeps the stock
 * behaviour for comparison.
 */
const AUTOCANNON_BODY_PATCH = (() => {
  if (process.env.BENCH_STOCK_AUTOCANNON === '1') return 'off (BENCH_STOCK_AUTOCANNON=1): stock autocannon decodes every body to a string'
  const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as { prototype?: { addBody?: unknown } }
  if (typeof queue?.prototype?.addBody !== 'function') return 'not applied: autocannon internals changed (PipelinedRequestsQueue.addBody not found)'
  queue.prototype.addBody = function addBody() { /* bodies are not needed: bytes are counted in addByteCount */ }
  return 'on: response bodies are counted, not decoded to strings'
})()

// ───────────────────────────── child processes ─────────────────────────────

interface Server {
  name: string
  port: number
  proc: Subprocess
  log: string[]
}

const servers: Server[] = []
const detached: ChildProcess[] = []
let browser: Browser | undefined
let tempDir: string | undefined

function elapsed(): string {
  return `${((Date.now() - STARTED) / 1000).toFixed(1)}s`
}

function say(msg: string) {
  console.log(`[bench ${elapsed().padStart(6)}] ${msg}`)
}

function remaining(): number {
  return DEADLINE_MS - (Date.now() - STARTED)
}

async function drain(stream: ReadableStream<Uint8Array> | undefined, log: string[]) {
  if (!stream) return
  const decoder = new TextDecoder()
  const reader = stream.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      for (const line of decoder.decode(value, { stream: true }).split('\n')) {
        if (!line) continue
        log.push(line)
        if (log.length > 200) log.shift()
      }
    }
  } catch { /* process gone */ }
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer()
    srv.once('error', fail)
    srv.listen(0, HOST, () => {
      const addr = srv.address()
      const port = typeof addr === 'object' && addr ? addr.port : 0
      srv.close(() => ok(port))
    })
  })
}

/** A copy of this process's environment without the switches that would change what is measured. */
function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v
  for (const k of ['MAINTENANCE', 'REGION_RESTRICTION', 'TRUST_PROXY', 'RENDER_CACHE', 'BRAND_CODE', 'BRAND_NAME', 'BRAND_CURRENCY', 'SKIP_BUILD']) delete env[k]
  return env
}

function startProcess(name: string, script: string, port: number, extraEnv: Record<string, string>): Server {
  const log: string[] = []
  const proc = Bun.spawn([BUN, script], {
    cwd: ROOT,
    env: { ...baseEnv(), HOST, PORT: String(port), LOG_LEVEL: 'warn', ...extraEnv },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const server: Server = { name, port, proc, log }
  servers.push(server)
  void drain(proc.stdout as ReadableStream<Uint8Array>, log)
  void drain(proc.stderr as ReadableStream<Uint8Array>, log)
  return server
}

async function waitHttp(server: Server, path: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (server.proc.exitCode !== null || server.proc.signalCode) {
      throw new Error(`${server.name} exited (${server.proc.exitCode ?? server.proc.signalCode}) before answering ${path}:\n${server.log.join('\n')}`)
    }
    try {
      const res = await fetch(`http://${HOST}:${server.port}${path}`, { signal: AbortSignal.timeout(2000) })
      if (res.ok) { await res.arrayBuffer(); return }
    } catch { /* not yet */ }
    await Bun.sleep(100)
  }
  throw new Error(`${server.name} did not answer ${path} within ${timeoutMs} ms:\n${server.log.join('\n')}`)
}

function assertAlive(server: Server) {
  if (server.proc.exitCode !== null || server.proc.signalCode) {
    throw new Error(`${server.name} died (${server.proc.exitCode ?? server.proc.signalCode}):\n${server.log.join('\n')}`)
  }
}

async function cleanup() {
  if (browser) { await browser.close().catch(() => {}); browser = undefined }
  for (const s of servers) {
    if (s.proc.exitCode === null && !s.proc.signalCode) s.proc.kill('SIGTERM')
  }
  await Promise.race([Promise.all(servers.map((s) => s.proc.exited)), Bun.sleep(3000)])
  for (const s of servers) {
    if (s.proc.exitCode === null && !s.proc.signalCode) s.proc.kill('SIGKILL')
  }
  for (const c of detached) {
    if (c.exitCode === null && c.signalCode === null && c.pid) {
      try { process.kill(-c.pid, 'SIGKILL') } catch { /* gone */ }
    }
  }
  servers.length = 0
  if (tempDir) { rmSync(tempDir, { recursive: true, force: true }); tempDir = undefined }
}

// ───────────────────────────── /proc readings ─────────────────────────────

const CLK_TCK = (() => {
  const out = Bun.spawnSync(['getconf', 'CLK_TCK']).stdout.toString().trim()
  return Number(out) > 0 ? Number(out) : 100
})()

/** CPU seconds (user + system) a process has used. */
function procCpuSec(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK
}

/** Busy and total CPU seconds of the whole machine (all cores). */
function machineCpuSec(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number)
  const busy = user + nice + system + irq + softirq + (steal ?? 0)
  return { busy: busy / CLK_TCK, total: (busy + idle + iowait) / CLK_TCK }
}

function procStatusKB(pid: number, key: string): number {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))
  if (!m) throw new Error(`no ${key} in /proc/${pid}/status`)
  return Number(m[1])
}

function procCmdline(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ')
}

// ───────────────────────────── load tests ─────────────────────────────

interface LoadResult {
  label: string
  id: string
  rps: number
  p50: number
  p99: number
  mean: number
  responses: number
  non2xx: number
  errors: number
  timeouts: number
  statusCodes: Record<string, number>
  bytesPerResponse: number
  durationSec: number
  serverCpu: number
  generatorCpu: number
  otherCpu: number
  machineBusy: number
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))
  return sorted[i]
}

function runAutocannon(url: string, durationSec: number, requests: AutocannonRequest[] | undefined, onLatency?: (ms: number) => void): Promise<AutocannonResult> {
  return new Promise((ok, fail) => {
    const inst = autocannon({
      url,
      connections: LOAD.connections,
      duration: durationSec,
      pipelining: 1,
      timeout: 10,
      headers: LOAD.headers,
      ...(requests ? { requests } : {}),
    }, (err, result) => (err ? fail(err) : ok(result)))
    if (onLatency) inst.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => onLatency(responseTime))
  })
}

async function loadTest(id: string, label: string, server: Server, path: string, requests?: () => AutocannonRequest[]): Promise<LoadResult> {
  assertAlive(server)
  if (remaining() < (LOAD.warmupSec + LOAD.durationSec) * 1000 + RESERVE_AFTER_LOAD_MS / 2) throw new Error('not enough time left before the deadline for another load test')
  const url = `http://${HOST}:${server.port}${path}`
  say(`${id}) ${label}: warm-up ${LOAD.warmupSec} s`)
  await runAutocannon(url, LOAD.warmupSec, requests?.())

  let lat = new Float64Array(1 << 20)
  let n = 0
  const record = (ms: number) => {
    if (n === lat.length) { const next = new Float64Array(lat.length * 2); next.set(lat); lat = next }
    lat[n++] = ms
  }
  const pid = server.proc.pid
  const cpu0 = { server: procCpuSec(pid), self: procCpuSec(process.pid), machine: machineCpuSec() }
  const t0 = performance.now()
  say(`${id}) ${label}: measuring ${LOAD.durationSec} s`)
  const r = await runAutocannon(url, LOAD.durationSec, requests?.(), record)
  const wall = (performance.now() - t0) / 1000
  const cpu1 = { server: procCpuSec(pid), self: procCpuSec(process.pid), machine: machineCpuSec() }
  assertAlive(server)

  const sorted = lat.subarray(0, n).sort()
  let sum = 0
  for (let i = 0; i < n; i++) sum += sorted[i]
  const serverCpu = (cpu1.server - cpu0.server) / wall * 100
  const generatorCpu = (cpu1.self - cpu0.self) / wall * 100
  const machineBusy = (cpu1.machine.busy - cpu0.machine.busy) / wall * 100
  const statusCodes: Record<string, number> = {}
  for (const [code, s] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = s.count
  const responses = r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx']
  return {
    id,
    label,
    rps: responses / r.duration,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    mean: n ? sum / n : NaN,
    responses,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes,
    bytesPerResponse: r['2xx'] ? (r.throughput.total / r['2xx']) : 0,
    durationSec: r.duration,
    serverCpu,
    generatorCpu,
    otherCpu: Math.max(0, machineBusy - serverCpu - generatorCpu),
    machineBusy,
  }
}

// ───────────────────────────── first-load JS ─────────────────────────────

interface RawResponse { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** GET without any decoding, so byte counts are what went over the wire. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((ok, fail) => {
    const req = httpRequest(url, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', fail)
    })
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${url}`)))
    req.on('error', fail)
    req.end()
  })
}

interface JsFile { path: string; kind: string; raw: number; gzip9: number; servedGzip: number | null; servedBr: number | null }

async function firstLoadJs(server: Server): Promise<{ files: JsFile[]; total: { raw: number; gzip9: number; servedGzip: number; servedBr: number } }> {
  const page = await rawGet(`http://${HOST}:${server.port}/`, { 'accept-encoding': 'identity' })
  if (page.status !== 200) throw new Error(`GET / answered ${page.status}`)
  const html = page.body.toString('utf8')
  const found = new Map<string, string>()
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = tag.match(/\bsrc=["']([^"']+)["']/i)?.[1]
    if (src) found.set(src, 'script src')
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel=["']modulepreload["']/i.test(tag)) continue
    const href = tag.match(/\bhref=["']([^"']+)["']/i)?.[1]
    if (href && !found.has(href)) found.set(href, 'modulepreload')
  }
  const files: JsFile[] = []
  for (const [href, kind] of found) {
    const path = new URL(href, `http://${HOST}:${server.port}/`).pathname
    if (!path.startsWith('/assets/')) continue
    const base = `http://${HOST}:${server.port}${path}`
    const [identity, gz, br] = await Promise.all([
      rawGet(base, { 'accept-encoding': 'identity' }),
      rawGet(base, { 'accept-encoding': 'gzip' }),
      rawGet(base, { 'accept-encoding': 'br' }),
    ])
    if (identity.status !== 200) throw new Error(`GET ${path} answered ${identity.status}`)
    files.push({
      path,
      kind,
      raw: identity.body.length,
      gzip9: gzipSync(identity.body, { level: 9 }).length,
      servedGzip: gz.headers['content-encoding'] === 'gzip' ? gz.body.length : null,
      servedBr: br.headers['content-encoding'] === 'br' ? br.body.length : null,
    })
  }
  const total = { raw: 0, gzip9: 0, servedGzip: 0, servedBr: 0 }
  for (const f of files) {
    total.raw += f.raw
    total.gzip9 += f.gzip9
    total.servedGzip += f.servedGzip ?? f.raw
    total.servedBr += f.servedBr ?? f.raw
  }
  return { files, total }
}

// ───────────────────────────── LCP ─────────────────────────────

interface LcpRun { lcp: number; fcp: number; element: string; ttfb: number; domContentLoaded: number; load: number }

async function measureLcp(server: Server): Promise<{ runs: LcpRun[]; median: number; chromiumVersion: string; jsLoaded: { path: string; gzip9: number }[] }> {
  browser = await chromium.launch({ executablePath: CHROMIUM.executablePath, args: CHROMIUM.args })
  const chromiumVersion = browser.version()
  const runs: LcpRun[] = []
  const jsSeen = new Set<string>()
  for (let i = 0; i < LCP_RUNS; i++) {
    const context = await browser.newContext({ viewport: VIEWPORT })
    try {
      const page = await context.newPage()
      page.on('response', (res) => {
        const u = new URL(res.url())
        if (u.pathname.endsWith('.js') || (res.headers()['content-type'] ?? '').includes('javascript')) jsSeen.add(u.pathname)
      })
      await page.goto(`http://${HOST}:${server.port}/`, { waitUntil: 'load', timeout: 20_000 })
      const run = await page.evaluate(() => new Promise<LcpRun>((done) => {
        let last: PerformanceEntry | undefined
        const po = new PerformanceObserver((list) => { for (const e of list.getEntries()) last = e })
        po.observe({ type: 'largest-contentful-paint', buffered: true })
        setTimeout(() => {
          for (const e of po.takeRecords()) last = e
          po.disconnect()
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
          const e = last as (PerformanceEntry & { element?: Element | null; url?: string; size?: number }) | undefined
          const el = e?.element
          const desc = el ? `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.classList.length ? '.' + Array.from(el.classList).slice(0, 2).join('.') : ''}` : e ? '(element since removed from the DOM)' : '(no LCP entry)'
          done({
            lcp: e ? e.startTime : NaN,
            fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
            element: e?.url ? `${desc} ${new URL(e.url).pathname}` : desc,
            ttfb: nav ? nav.responseStart : NaN,
            domContentLoaded: nav ? nav.domContentLoadedEventEnd : NaN,
            load: nav ? nav.loadEventEnd : NaN,
          })
        }, 300)
      }))
      runs.push(run)
      say(`LCP run ${i + 1}/${LCP_RUNS}: ${run.lcp.toFixed(0)} ms (${run.element})`)
    } finally {
      await context.close()
    }
  }
  await browser.close()
  browser = undefined
  const sorted = runs.map((r) => r.lcp).sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]
  const jsLoaded: { path: string; gzip9: number }[] = []
  for (const path of [...jsSeen].sort()) {
    const r = await rawGet(`http://${HOST}:${server.port}${path}`, { 'accept-encoding': 'identity' })
    jsLoaded.push({ path, gzip9: r.status === 200 ? gzipSync(r.body, { level: 9 }).length : NaN })
  }
  return { runs, median, chromiumVersion, jsLoaded }
}

// ───────────────────────────── reporting helpers ─────────────────────────────

const f0 = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a')
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a')
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a')
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

function table(head: string[], rows: string[][], align?: ('l' | 'r')[]): string {
  const a = align ?? head.map((_, i) => (i === 0 ? 'l' : 'r'))
  return [
    `| ${head.join(' | ')} |`,
    `|${a.map((x) => (x === 'r' ? '---:' : ':---')).join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n')
}

function machineInfo() {
  const nproc = Bun.spawnSync(['nproc']).stdout.toString().trim()
  const model = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m)?.[1]?.trim() ?? cpus()[0]?.model ?? 'unknown'
  const node = Bun.spawnSync(['node', '--version']).stdout?.toString().trim() || 'n/a'
  return { nproc, model, memGiB: totalmem() / 2 ** 30, kernel: release(), bun: Bun.version, node, loadavg: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ') }
}

// ───────────────────────────── main ─────────────────────────────

async function ensureBuild(): Promise<string> {
  if (existsSync(join(ROOT, 'dist/rsc/index.js')) && existsSync(join(ROOT, 'dist/client/assets'))) {
    return `reused the existing dist/ (dist/rsc/index.js built ${statSync(join(ROOT, 'dist/rsc/index.js')).mtime.toISOString().replace('T', ' ').slice(0, 19)} UTC)`
  }
  say('dist/rsc/index.js missing: bun run build')
  const t0 = Date.now()
  const child = spawnNode(BUN, ['run', 'build'], { cwd: ROOT, env: { ...baseEnv(), NODE_ENV: 'production' }, stdio: 'inherit', detached: true })
  detached.push(child)
  const code = await new Promise<number | null>((done) => {
    const timer = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL') } catch { /* gone */ } }, Math.max(10_000, remaining() - 120_000))
    child.on('exit', (c) => { clearTimeout(timer); done(c) })
  })
  if (code !== 0) throw new Error(`build failed (exit ${code})`)
  return `built dist/ in ${((Date.now() - t0) / 1000).toFixed(0)} s`
}

async function main() {
  const machine = machineInfo()
  say(`${machine.model}, nproc ${machine.nproc}, bun ${machine.bun}, load average ${machine.loadavg}`)
  const build = await ensureBuild()
  say(build)

  tempDir = mkdtempSync(join(tmpdir(), 'lobby-bench-'))
  const [pCached, pUncached, pCeiling] = [await freePort(), await freePort(), await freePort()]
  const cached = startProcess('server (render cache on)', 'server/main.ts', pCached, { NODE_ENV: 'production', DATA_DIR: join(tempDir, 'cached'), RENDER_CACHE: 'on' })
  const uncached = startProcess('server (RENDER_CACHE=off)', 'server/main.ts', pUncached, { NODE_ENV: 'production', DATA_DIR: join(tempDir, 'uncached'), RENDER_CACHE: 'off' })
  const ceiling = startProcess('ceiling (bench/ceiling.ts)', 'bench/ceiling.ts', pCeiling, { NODE_ENV: 'production' })
  await Promise.all([waitHttp(cached, '/healthz', 90_000), waitHttp(uncached, '/healthz', 90_000), waitHttp(ceiling, '/ping', 30_000)])
  say(`servers up: cached :${cached.port} (pid ${cached.proc.pid}), uncached :${uncached.port} (pid ${uncached.proc.pid}), ceiling :${ceiling.port} (pid ${ceiling.proc.pid})`)
  for (const s of [cached, uncached, ceiling]) {
    const cmd = procCmdline(s.proc.pid)
    if (!cmd.includes(s === ceiling ? 'bench/ceiling.ts' : 'server/main.ts')) throw new Error(`pid ${s.proc.pid} is not the server: ${cmd}`)
  }
  const bootRssKB = procStatusKB(cached.proc.pid, 'VmRSS')

  // Sanity: each target answers 2xx and the render cache behaves as configured.
  const probe = async (s: Server, path: string) => {
    const res = await fetch(`http://${HOST}:${s.port}${path}`, { headers: LOAD.headers, signal: AbortSignal.timeout(10_000) })
    const body = await res.text()
    if (!res.ok) throw new Error(`${s.name} ${path} answered ${res.status}`)
    return { res, body }
  }
  await probe(cached, '/')
  const hit = (await probe(cached, '/')).res.headers.get('x-render-cache')
  const bypass = (await probe(uncached, '/')).res.headers.get('x-render-cache')
  if (hit !== 'hit') throw new Error(`expected X-Render-Cache: hit on the cached server, got ${hit}`)
  if (bypass !== 'bypass') throw new Error(`expected X-Render-Cache: bypass with RENDER_CACHE=off, got ${bypass}`)
  await probe(cached, '/rng?_rsc=1')
  const gamePath = (pageNo: number) => `/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${pageNo}&pageSize=${GAME_LIST_PAGE_SIZE}`
  const first = JSON.parse((await probe(cached, gamePath(3))).body) as { success: boolean; value: { games: unknown[]; totalPages: number; total: number } }
  if (!first.success || first.value.games.length !== GAME_LIST_PAGE_SIZE) throw new Error(`game list page 3 is not a full page: ${JSON.stringify(first).slice(0, 300)}`)
  const totalPages = first.value.totalPages
  say(`render cache: hit / bypass as expected; RNG catalogue: ${first.value.total} games, ${totalPages} pages of ${GAME_LIST_PAGE_SIZE}`)

  // Game list: every request asks the next page, cycling through the whole RNG catalogue.
  let pageCursor = 0
  const gameListRequests = (): AutocannonRequest[] => [{
    method: 'GET',
    setupRequest: (req) => ({ ...req, path: gamePath((pageCursor++ % totalPages) + 1) }),
  }]

  const targets: { id: string; label: string; server: Server; path: string; requests?: () => AutocannonRequest[] }[] = [
    { id: 'a', label: 'ceiling GET /ping (plain Hono)', server: ceiling, path: '/ping' },
    { id: 'b', label: 'GET / anonymous, render cache on', server: cached, path: '/' },
    { id: 'c', label: 'GET / anonymous, RENDER_CACHE=off', server: uncached, path: '/' },
    { id: 'd', label: 'GET /rng?_rsc=1 (Flight), cache on', server: cached, path: '/rng?_rsc=1' },
    { id: 'e', label: `GET game list, pageNo 1…${totalPages} cycling, pageSize ${GAME_LIST_PAGE_SIZE}`, server: cached, path: gamePath(1), requests: gameListRequests },
  ]
  const results: LoadResult[] = []
  for (const t of targets) results.push(await loadTest(t.id, t.label, t.server, t.path, t.requests))
  // A run disturbed by processes outside the bench is measured once more while time allows; the
  // less disturbed of the two is kept (both are listed in the notes).
  const retried: { first: LoadResult; second: LoadResult }[] = []
  for (const [i, t] of targets.entries()) {
    if (results[i].otherCpu < FOREIGN_CPU_LIMIT) continue
    if (remaining() < (LOAD.warmupSec + LOAD.durationSec) * 1000 + RESERVE_AFTER_LOAD_MS) { say(`(${t.id}) disturbed by foreign load but no time left to re-run it`); continue }
    say(`(${t.id}) disturbed by foreign load (other CPU ${f0(results[i].otherCpu)} %): measuring again`)
    const second = await loadTest(t.id, t.label, t.server, t.path, t.requests)
    retried.push({ first: results[i], second })
    if (second.otherCpu < results[i].otherCpu) results[i] = second
  }
  const ceilingRps = results[0].rps

  say('load tests done; idle 3 s before reading RSS')
  await Bun.sleep(3000)
  assertAlive(cached)
  const rss = {
    cachedKB: procStatusKB(cached.proc.pid, 'VmRSS'),
    cachedHwmKB: procStatusKB(cached.proc.pid, 'VmHWM'),
    uncachedKB: procStatusKB(uncached.proc.pid, 'VmRSS'),
    ceilingKB: procStatusKB(ceiling.proc.pid, 'VmRSS'),
    pid: cached.proc.pid,
    cmd: procCmdline(cached.proc.pid),
  }

  say('first-load JS of /')
  const js = await firstLoadJs(cached)
  say('LCP of / in headless Chromium')
  const lcp = await measureLcp(cached)

  // ── report ──
  const when = new Date()
  const nproc = Number(machine.nproc) || cpus().length
  const pct = (r: LoadResult) => (r.rps / ceilingRps) * 100
  /** rps per fully used server core: what the server itself sustains, whoever limited the run. */
  const perCore = (r: LoadResult) => r.rps / Math.max(r.serverCpu / 100, 0.01)
  const pctPerCore = (r: LoadResult) => (perCore(r) / perCore(results[0])) * 100
  const byId = Object.fromEntries(results.map((r) => [r.id, r])) as Record<string, LoadResult>
  const rssMB = (rss.cachedKB * 1024) / 1e6
  const mark = (ok: boolean) => (ok ? '✅ met' : '❌ not met')
  const allTwoXx = results.every((r) => r.non2xx === 0 && r.errors === 0 && r.timeouts === 0)
  const htmlJs = new Set(js.files.map((f) => f.path))
  const extraJs = lcp.jsLoaded.filter((j) => !htmlJs.has(j.path))
  const missingJs = js.files.filter((f) => !lcp.jsLoaded.some((j) => j.path === f.path))
  const browserJsTotal = lcp.jsLoaded.reduce((s, j) => s + j.gzip9, 0)

  /** What limited a run: the server's event loop, the generator's, or the machine's two cores. */
  const boundBy = (r: LoadResult): string => {
    const why: string[] = []
    if (r.serverCpu >= 90) why.push('server')
    if (r.generatorCpu >= 85) why.push('generator')
    if (r.machineBusy >= nproc * 100 * 0.9) why.push('machine')
    return why.length ? why.join(' + ') : '—'
  }

  const loadTable = table(
    ['target', 'rps', 'p50 ms', 'p99 ms', 'mean ms', 'ratio to ceiling', 'responses', 'non-2xx', 'errors', 'B/response', 'server CPU %', 'generator CPU %', 'other CPU %', 'bound by', 'rps per server core', 'ratio per server core'],
    results.map((r) => [
      `(${r.id}) ${r.label}`, f0(r.rps), f2(r.p50), f2(r.p99), f2(r.mean), `${f1(pct(r))} %`, f0(r.responses), String(r.non2xx), String(r.errors + r.timeouts),
      f0(r.bytesPerResponse), f0(r.serverCpu), f0(r.generatorCpu), f0(r.otherCpu), boundBy(r), f0(perCore(r)), `${f1(pctPerCore(r))} %`,
    ]),
  )
  const goalsTable = table(
    ['goal (from the issue)', 'target', 'measured', 'status'],
    [
      ['anonymous `/` throughput (b)', `≥ ${GOALS.homeRatio * 100} % of ceiling`, `${f1(pct(byId.b))} % (${f0(byId.b.rps)} of ${f0(ceilingRps)} rps)`, mark(pct(byId.b) >= GOALS.homeRatio * 100)],
      ['game list throughput (e)', `≥ ${GOALS.gameListRatio * 100} % of ceiling`, `${f1(pct(byId.e))} % (${f0(byId.e.rps)} of ${f0(ceilingRps)} rps)`, mark(pct(byId.e) >= GOALS.gameListRatio * 100)],
      ['first-load JS of `/` (script src + modulepreload in the HTML)', `≤ ${GOALS.firstLoadJsKB} KB gz`, `${kb(js.total.gzip9)} gzip -9 (${kib(js.total.gzip9)}; ${js.files.length} files)`, mark(js.total.gzip9 / 1000 <= GOALS.firstLoadJsKB)],
      ['first-load JS of `/` (every .js Chromium fetched on a cold load)', `≤ ${GOALS.firstLoadJsKB} KB gz`, `${kb(browserJsTotal)} gzip -9 (${kib(browserJsTotal)}; ${lcp.jsLoaded.length} files)`, mark(browserJsTotal / 1000 <= GOALS.firstLoadJsKB)],
      ['LCP of `/` (median of 5 cold loads)', `< ${GOALS.lcpMs / 1000} s`, `${f0(lcp.median)} ms (runs: ${lcp.runs.map((r) => f0(r.lcp)).join(', ')})`, mark(lcp.median < GOALS.lcpMs)],
      ['idle RSS of the cached server', `< ${GOALS.idleRssMB} MB`, `${f1(rssMB)} MB (${f1(rss.cachedKB / 1024)} MiB)`, mark(rssMB < GOALS.idleRssMB)],
      ['every load-test response 2xx', 'non-2xx = 0, errors = 0', results.map((r) => `${r.id}: ${r.non2xx}/${r.errors + r.timeouts}`).join(', ') + ' (non-2xx/errors)', mark(allTwoXx)],
    ],
    ['l', 'l', 'l', 'l'],
  )
  const jsTable = table(
    ['file', 'found as', 'raw B', 'gzip -9 B', 'served gzip B', 'served br B'],
    [
      ...js.files.map((f) => [`\`${f.path}\``, f.kind, f0(f.raw), f0(f.gzip9), f.servedGzip === null ? '—' : f0(f.servedGzip), f.servedBr === null ? '—' : f0(f.servedBr)]),
      ['**total**', '', f0(js.total.raw), `**${f0(js.total.gzip9)}** (${kb(js.total.gzip9)})`, f0(js.total.servedGzip), f0(js.total.servedBr)],
    ],
  )
  const lcpTable = table(
    ['load', 'LCP ms', 'FCP ms', 'TTFB ms', 'DOMContentLoaded ms', 'load event ms', 'LCP element'],
    lcp.runs.map((r, i) => [String(i + 1), f0(r.lcp), f0(r.fcp), f1(r.ttfb), f0(r.domContentLoaded), f0(r.load), `\`${r.element}\``]),
  )

  // Notes derived from what was measured.
  const notes: string[] = []
  notes.push(`**Shared CPUs.** This box has ${nproc} cores (${nproc * 100} % CPU in total) and the load generator (autocannon, single-threaded JS in the bench's own Bun process) runs on them next to the server under test. Every rps figure is "server + generator on the same ${nproc} cores over loopback", not the server's capacity on dedicated hardware; the ratios to the ceiling are the meaningful numbers.`)
  const genBound = results.filter((r) => r.generatorCpu >= 85)
  if (genBound.length) notes.push(`**Generator-bound runs.** autocannon used ≥ 85 % of a core in ${genBound.map((r) => `(${r.id}) ${f0(r.generatorCpu)} %`).join(', ')}: those rps are at least partly a limit of the generator, not of the server.${genBound.some((r) => r.id === 'a') ? ' That includes the ceiling (a): the server could answer /ping faster than autocannon can ask, so for server-bound targets "ratio to ceiling" is an upper bound of the true ratio, and for targets that are generator-bound too it mixes generator and server cost.' : ''} "ratio per server core" (rps ÷ server CPU, relative to the ceiling\'s) is a rough correction that compares what each route costs the server alone; it assumes throughput scales linearly with server CPU.`)
  const serverBound = results.filter((r) => r.serverCpu >= 90)
  if (serverBound.length) notes.push(`**Server-bound runs.** The server process used ≥ 90 % of a core in ${serverBound.map((r) => `(${r.id}) ${f0(r.serverCpu)} %`).join(', ')} (Bun serves JS on one thread; more than 100 % means GC/IO threads on top).`)
  if (retried.length) notes.push(`**Re-measured because of foreign load** (other CPU ≥ ${FOREIGN_CPU_LIMIT} %; the table keeps the less disturbed run): ${retried.map(({ first: x, second: y }) => `(${x.id}) ${f0(x.rps)} rps at ${f0(x.otherCpu)} % other → ${f0(y.rps)} rps at ${f0(y.otherCpu)} % other`).join('; ')}.`)
  const noisy = results.filter((r) => r.otherCpu >= FOREIGN_CPU_LIMIT)
  if (noisy.length) notes.push(`**Foreign load.** Processes outside this bench used CPU during ${noisy.map((r) => `(${r.id}) ${f0(r.otherCpu)} %`).join(', ')} ("other CPU %" = whole-machine busy time minus server and generator); load average at start was ${machine.loadavg}. Those runs are disturbed; re-run on a quiet machine before comparing.`)
  else notes.push(`No noticeable foreign load in the runs kept (other CPU < ${FOREIGN_CPU_LIMIT} %; load average at start ${machine.loadavg}).`)
  notes.push(`**autocannon body patch: ${AUTOCANNON_BODY_PATCH}.** Stock autocannon 9 concatenates every body into a JS string; decoding br/gzip (binary) bodies as UTF-8 made the generator the bottleneck (≈ 2.7k rps for GET / with the server at ≈ 30 % CPU, ≈ 25k rps without it on the same box). Set BENCH_STOCK_AUTOCANNON=1 to compare.`)
  notes.push('Latency percentiles come from every measured response\'s own timing (autocannon\'s `response` event, sub-millisecond); autocannon\'s built-in histogram rounds to whole milliseconds. rps = all responses / measured seconds (warm-up excluded).')
  notes.push(`The game list (e) rebuilds every request (autocannon \`setupRequest\`) to ask pages 1…${totalPages} in turn, so it reads real pages at every OFFSET of the ${first.value.total}-game RNG catalogue; the per-request rebuild costs the generator slightly more than a fixed URL.`)
  notes.push(`(b) and (d) are answered from the render cache after the first request (X-Render-Cache: hit, precompressed br). (c) renders React server components to Flight and HTML on every request and sends it uncompressed (B/response ${f0(byId.c.bytesPerResponse)} vs ${f0(byId.b.bytesPerResponse)} for the cached br body).`)
  if (extraJs.length || missingJs.length) {
    notes.push(`**First-load JS beyond the HTML.** Chromium's cold load of \`/\` fetched ${lcp.jsLoaded.length} JS files (${kb(browserJsTotal)} gzip -9) vs the ${js.files.length} the HTML references (${kb(js.total.gzip9)})${extraJs.length ? `; fetched but not in the HTML (dynamic import during hydration): ${extraJs.map((j) => `\`${j.path}\` (${kb(j.gzip9)})`).join(', ')}` : ''}${missingJs.length ? `; referenced but not fetched: ${missingJs.map((f) => `\`${f.path}\``).join(', ')}` : ''}.`)
  } else {
    notes.push(`Cross-check: Chromium's cold load of \`/\` fetched exactly the ${js.files.length} JS files the HTML references (no lazy chunks on first load).`)
  }
  const late = lcp.runs.filter((r) => r.lcp - r.fcp > 100)
  if (late.length) notes.push(`**LCP spread.** In ${late.length} of ${lcp.runs.length} loads the final LCP entry came well after first contentful paint (${late.map((r) => `${f0(r.fcp)} → ${f0(r.lcp)} ms`).join(', ')}), close to DOMContentLoaded: a later, larger paint of ${[...new Set(late.map((r) => r.element))].map((e) => `\`${e}\``).join(', ')}. In the remaining load(s) LCP = FCP and the element first painted is later removed from the DOM. This matches client/islands/banner-carousel.tsx: the server-rendered Suspense fallback \`<img>\` of the first banner is replaced by the lazily imported Swiper (the banner-swiper chunk), whose new \`<img>\` can become a new, later LCP candidate. The median therefore depends on when that chunk lands on this CPU.`)
  const gap = lcp.runs.map((r) => r.lcp - r.domContentLoaded)
  if (gap.every((g) => Math.abs(g) < 150)) notes.push(`LCP tracks DOMContentLoaded in every load (LCP − DCL: ${gap.map((g) => f0(g)).join(', ')} ms) while TTFB is ≤ ${f0(Math.max(...lcp.runs.map((r) => r.ttfb)))} ms: the time goes into parsing/executing the document and its module scripts on this CPU, not into the network.`)
  notes.push(`Idle RSS is VmRSS of pid ${rss.pid} (\`${rss.cmd}\`: the Bun process that serves, no wrapper) 3 s after the last load test. It was ${f1((bootRssKB * 1024) / 1e6)} MB right after boot and peaked at ${f1((rss.cachedHwmKB * 1024) / 1e6)} MB (VmHWM); the RENDER_CACHE=off server idles at ${f1((rss.uncachedKB * 1024) / 1e6)} MB and the ceiling app at ${f1((rss.ceilingKB * 1024) / 1e6)} MB.`)
  notes.push(`dist/: ${build}. The bench measures whatever \`dist/\` holds; run \`npm run build\` first after changing code.`)

  const md = `# Benchmark results

Recorded ${when.toISOString().replace('T', ' ').slice(0, 19)} UTC by \`npm run bench\` (\`bench/run.ts\`), loopback only (127.0.0.1); the whole run took ${elapsed()}. Each run overwrites this file.

## Machine

${table(['', ''], [
    ['CPU', `${machine.model} — \`nproc\` ${machine.nproc}`],
    ['memory', `${f1(machine.memGiB)} GiB`],
    ['kernel', machine.kernel],
    ['Bun', machine.bun],
    ['Node (not used by the bench)', machine.node],
    ['Chromium', lcp.chromiumVersion],
    ['load average at start', machine.loadavg],
    ['build', build],
  ], ['l', 'l'])}

**${nproc}-core box: the load generator and the server share the same CPUs** (see Notes), so absolute rps are loopback numbers of generator + server together.

## Goals

${goalsTable}

## Throughput and latency

autocannon 9 (programmatic API, in the bench's Bun process; body patch ${AUTOCANNON_BODY_PATCH.split(':')[0]}), identical settings for every target: ${LOAD.connections} connections, pipelining 1, ${LOAD.warmupSec} s warm-up (discarded) then ${LOAD.durationSec} s measured, header \`accept-encoding: br, gzip\`. Servers: \`bun server/main.ts\` with NODE_ENV=production, HOST=127.0.0.1, LOG_LEVEL=warn, a fresh DATA_DIR each. CPU % is of one core (${nproc * 100} % = the whole machine); "bound by": server ≥ 90 %, generator ≥ 85 %, machine ≥ 90 % busy. The goals use "ratio to ceiling" (rps ÷ ceiling rps) as asked; "ratio per server core" is shown for context.

${loadTable}

## First-load JS of \`/\`

Every \`<script src>\` and \`<link rel="modulepreload">\` under /assets in the HTML of \`/\`, fetched uncompressed from the server and gzipped here at level 9; the server's own precompressed sizes alongside. KB = 1000 B.

${jsTable}

## LCP of \`/\`

Headless Chromium (${CHROMIUM.executablePath}, ${CHROMIUM.args.join(' ')}), viewport ${VIEWPORT.width}×${VIEWPORT.height}, a new browser context (cold HTTP cache) per load, \`largest-contentful-paint\` PerformanceObserver (buffered) read 300 ms after the load event; the server's render cache is warm. **Median: ${f0(lcp.median)} ms.** Times in ms since navigation start.

${lcpTable}

## Notes

${notes.map((n) => `- ${n}`).join('\n')}
`
  writeFileSync(join(ROOT, 'bench/RESULTS.md'), md)
  console.log('\n' + md)
  say('wrote bench/RESULTS.md')
}

const watchdog = setTimeout(() => {
  console.error(`[bench] deadline of ${DEADLINE_MS / 1000} s exceeded: stopping everything`)
  void cleanup().finally(() => process.exit(1))
}, DEADLINE_MS)

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(sig, () => {
    console.error(`[bench] ${sig}: stopping child processes`)
    void cleanup().finally(() => process.exit(130))
  })
}

let exitCode = 0
try {
  await main()
} catch (e) {
  console.error('[bench] failed:', e instanceof Error ? (e.stack ?? e.message) : e)
  exitCode = 1
} finally {
  await cleanup()
  clearTimeout(watchdog)
}
process.exit(exitCode)
