/**
 * What every section of `npm run bench` shares, measuring nothing by itself: the run's clock (log
 * lines stamped with the seconds since the start, the time left before the watchdog's deadline),
 * the child processes it starts (servers on 127.0.0.1 with their output kept for error messages,
 * a build of `dist/` when it is missing) and the clean-up that kills them and removes the
 * temporary folders at the end, on error, on Ctrl-C or past the deadline (`guard`).
 */
import { spawn as spawnNode, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Subprocess } from 'bun'

export const ROOT = resolve(import.meta.dirname, '..')
export const BUN = process.execPath
export const HOST = '127.0.0.1'

// ───────────────────────────── clock and log ─────────────────────────────

const STARTED = Date.now()
let deadlineMs = Infinity

export function elapsed(): string {
  return `${((Date.now() - STARTED) / 1000).toFixed(1)}s`
}

export function say(msg: string) {
  console.log(`[bench ${elapsed().padStart(6)}] ${msg}`)
}

/** ms left before the watchdog's deadline (Infinity outside `guard`). */
export function remaining(): number {
  return deadlineMs - (Date.now() - STARTED)
}

// ───────────────────────────── child processes ─────────────────────────────

export interface Server {
  name: string
  port: number
  proc: Subprocess
  /** The last 200 lines the process printed (stdout and stderr). */
  log: string[]
}

const servers: Server[] = []
const detached: ChildProcess[] = []
/** Run at clean-up before the processes are killed (e.g. closing a browser). */
const closers = new Set<() => Promise<unknown>>()
const tempDirs: string[] = []

/** Registers `close` to run at clean-up; returns a function that unregisters it. */
export function onCleanup(close: () => Promise<unknown>): () => void {
  closers.add(close)
  return () => closers.delete(close)
}

/** A fresh temporary folder, removed at clean-up. */
export function makeTempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-bench-'))
  tempDirs.push(dir)
  return dir
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
  } catch {
    /* process gone */
  }
}

/** A copy of this process's environment without the switches that would change what is measured. */
export function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v
  for (const k of ['MAINTENANCE', 'REGION_RESTRICTION', 'TRUST_PROXY', 'RENDER_CACHE', 'BRAND_CODE', 'BRAND_NAME', 'BRAND_CURRENCY', 'SKIP_BUILD']) delete env[k]
  return env
}

/** Starts `bun <script>` on HOST:`port` (LOG_LEVEL=warn, `extraEnv` on top of `baseEnv()`); killed at clean-up. */
export function startProcess(name: string, script: string, port: number, extraEnv: Record<string, string>): Server {
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

/** Waits until `GET path` answers 2xx; throws when the process exits first or after `timeoutMs`. */
export async function waitHttp(server: Server, path: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (server.proc.exitCode !== null || server.proc.signalCode) {
      throw new Error(`${server.name} exited (${server.proc.exitCode ?? server.proc.signalCode}) before answering ${path}:\n${server.log.join('\n')}`)
    }
    try {
      const res = await fetch(`http://${HOST}:${server.port}${path}`, { signal: AbortSignal.timeout(2000) })
      if (res.ok) {
        await res.arrayBuffer()
        return
      }
    } catch {
      /* not yet */
    }
    await Bun.sleep(100)
  }
  throw new Error(`${server.name} did not answer ${path} within ${timeoutMs} ms:\n${server.log.join('\n')}`)
}

export function assertAlive(server: Server) {
  if (server.proc.exitCode !== null || server.proc.signalCode) {
    throw new Error(`${server.name} died (${server.proc.exitCode ?? server.proc.signalCode}):\n${server.log.join('\n')}`)
  }
}

/** SIGTERM, then SIGKILL after 3 s, for every server started; runs the closers first and removes the temporary folders last. */
export async function cleanup() {
  for (const close of [...closers]) await close().catch(() => {})
  closers.clear()
  for (const s of servers) {
    if (s.proc.exitCode === null && !s.proc.signalCode) s.proc.kill('SIGTERM')
  }
  await Promise.race([Promise.all(servers.map((s) => s.proc.exited)), Bun.sleep(3000)])
  for (const s of servers) {
    if (s.proc.exitCode === null && !s.proc.signalCode) s.proc.kill('SIGKILL')
  }
  for (const c of detached) {
    if (c.exitCode === null && c.signalCode === null && c.pid) {
      try {
        process.kill(-c.pid, 'SIGKILL')
      } catch {
        /* gone */
      }
    }
  }
  servers.length = 0
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
}

/** Builds `dist/` (`bun run build`, NODE_ENV=production) when `dist/rsc/index.js` is missing; returns what it did, for the report. */
export async function ensureBuild(): Promise<string> {
  if (existsSync(join(ROOT, 'dist/rsc/index.js')) && existsSync(join(ROOT, 'dist/client/assets'))) {
    return `reused the existing dist/ (dist/rsc/index.js built ${statSync(join(ROOT, 'dist/rsc/index.js')).mtime.toISOString().replace('T', ' ').slice(0, 19)} UTC)`
  }
  say('dist/rsc/index.js missing: bun run build')
  const t0 = Date.now()
  const child = spawnNode(BUN, ['run', 'build'], { cwd: ROOT, env: { ...baseEnv(), NODE_ENV: 'production' }, stdio: 'inherit', detached: true })
  detached.push(child)
  const code = await new Promise<number | null>((done) => {
    const timer = setTimeout(
      () => {
        try {
          process.kill(-child.pid!, 'SIGKILL')
        } catch {
          /* gone */
        }
      },
      Math.min(2 ** 31 - 1, Math.max(10_000, remaining() - 120_000)),
    )
    child.on('exit', (c) => {
      clearTimeout(timer)
      done(c)
    })
  })
  if (code !== 0) throw new Error(`build failed (exit ${code})`)
  return `built dist/ in ${((Date.now() - t0) / 1000).toFixed(0)} s`
}

// ───────────────────────────── the run ─────────────────────────────

/**
 * Runs `main` under a watchdog of `limitMs` (from the start of the process) and exits: 0 when it
 * finished, 1 when it threw or ran past the limit, 130 on SIGINT/SIGTERM/SIGHUP. Child processes
 * and temporary folders are cleaned up in every case.
 */
export async function guard(limitMs: number, main: () => Promise<unknown>): Promise<never> {
  deadlineMs = limitMs
  const watchdog = setTimeout(() => {
    console.error(`[bench] deadline of ${limitMs / 1000} s exceeded: stopping everything`)
    void cleanup().finally(() => process.exit(1))
  }, limitMs)

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
}
