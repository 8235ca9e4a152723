/**
 * The crash run (issue 4 "Proof"), shared by tests/crash/crash.test.ts and the money benchmark.
 *
 * Starts the real API server (tests/fixtures/api-server.ts) as a child process on a DATA_DIR on
 * disk (WAL, synchronous=FULL), logs members in through the real login, and lets several
 * concurrent clients make money calls over HTTP with unique Idempotency-Keys — sandbox deposits,
 * transfers to the upline and withdrawals (encrypted bodies, payment password) — while the server
 * is SIGKILLed at random moments and restarted on the same DATA_DIR, `kills` times. A call whose
 * connection died without an answer may or may not have landed: after the last restart it is sent
 * again with the same key (and, for withdrawals, a freshly encrypted body) until it is answered.
 * Then the server is killed once more and the files are read directly:
 *  - `PRAGMA integrity_check` = ok, `ledger.check().ok`;
 *  - every call whose final answer was a success has exactly one movement under its key (of its
 *    kind and member); every call refused has none; no movement exists that no call asked for.
 * The run only collects facts; the caller asserts on the returned report.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Subprocess } from 'bun'
import { Database } from 'bun:sqlite'
import { openCacheDb, openPlatformDb, migrateDatabases } from '../../db/client'
import { seedBrand } from '../../db/seed'
import { createPlatform } from '../../server/platform'
import { ledgerModule, type LedgerReport } from '../../server/platform/wallet/ledger'
import { encryptorFor, loginCookie, moneyCall, moneyCallRaw, newKey, type MoneyAnswer } from '../fixtures/money-client'

const ROOT = resolve(import.meta.dirname, '../..')
const HOST = '127.0.0.1'
/** Brand the API server serves (its BRAND_CODE) and the members' login password. */
export const BRAND = 'TEST'
export const PASSWORD = 'Passw0rd!'
const PAYMENT_PASSWORD = '246810'

export interface CrashOptions {
  /** SIGKILLs during the load (each followed by a restart). */
  kills: number
  /** Concurrent client loops. */
  clients?: number
  /** Members making calls (all under one agent, the upline of their transfers). */
  members?: number
  /** Load between two kills: a random time in [min, max] ms. */
  loadMs?: [number, number]
  /** Share of withdrawals among the calls (argon2id verifies the payment password of each). */
  withdrawShare?: number
  /** Progress lines. */
  log?: (line: string) => void
  /** Keep the DATA_DIR for inspection instead of removing it. */
  keepDataDir?: boolean
}

type CallKind = 'deposit' | 'transfer' | 'withdraw'
const MOVEMENT_OF: Record<CallKind, string> = { deposit: 'DEPOSIT', transfer: 'TRANSFER_UPLINE', withdraw: 'WITHDRAW_HOLD' }

interface Call {
  kind: CallKind
  key: string
  member: number
  /** Major units, as sent. */
  amount: number
  /** Answers, in order; the last decides. */
  answers: MoneyAnswer[]
  /** Connection failures (no answer) before the final answer. */
  lost: number
  /** UTC ms when it was first sent again after the load (lost calls only). */
  retriedAt?: number
}

export interface CrashReport {
  kills: number
  calls: number
  /** Final answers: success / refused (by code). */
  succeeded: number
  refused: Record<string, number>
  /** Calls whose connection died without an answer at least once (then retried with the same key). */
  lostCalls: number
  /** Of those, calls that had landed before the kill (their movement is older than the retry): the retry got the first answer. */
  lostThenReplayed: number
  /** Successful answers whose movement is not in the ledger (must be empty). */
  missing: string[]
  /** Keys with more than one movement (must be empty). */
  duplicated: string[]
  /** Refused calls that left a movement (must be empty). */
  refusedButMoved: string[]
  /** Movements under a member key that no call of this run made (must be empty). */
  phantom: string[]
  /** Answers that were neither a success nor a known refusal (must be empty). */
  unexpected: string[]
  integrity: string
  ledger: LedgerReport
  movements: number
  restartMs: number[]
  loadMsTotal: number
  elapsedMs: number
  dataDir: string
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer()
    srv.once('error', fail)
    srv.listen(0, HOST, () => {
      const addr = srv.address()
      srv.close(() => ok(typeof addr === 'object' && addr ? addr.port : 0))
    })
  })
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const between = (min: number, max: number) => min + Math.random() * (max - min)
/** A random amount in major units with up to 2 decimals. */
const amountBetween = (min: number, max: number) => Math.round(between(min, max) * 100) / 100

/**
 * Seeds the brand in `dataDir` (migrated, as the server would) and registers an agent and `members`
 * members under it (`<prefix>agent`, `<prefix>m000`…, password {@link PASSWORD}), before a server
 * first opens the files. Returns the members (not the agent).
 */
export async function prepareMembers(dataDir: string, members: number, prefix = 'crash') {
  const db = openPlatformDb(join(dataDir, 'platform.db'))
  const cacheDb = openCacheDb(join(dataDir, 'gateway-cache.db'))
  try {
    migrateDatabases(db, cacheDb)
    seedBrand(db, { brandCode: BRAND, brandName: 'Test Brand', currency: 'PHP' })
    const platform = createPlatform({ db, brandCode: BRAND })
    const agent = await platform.members.register({ account: `${prefix}agent`, password: PASSWORD, type: 1 })
    // argon2id hashing runs on Bun's thread pool: registering together uses every core.
    return await Promise.all(
      Array.from({ length: members }, async (_, i) => {
        const m = await platform.members.register({ account: `${prefix}m${String(i).padStart(3, '0')}`, password: PASSWORD, uplineId: agent.id })
        return { id: m.id, account: m.account }
      }),
    )
  } finally {
    db.$client.close()
    cacheDb.$client.close()
  }
}

/**
 * The API server (tests/fixtures/api-server.ts) as a child process on `dataDir` and `port`:
 * `start()` spawns it and resolves with the ms until /healthz answers; `kill()` SIGKILLs it and
 * waits for the exit; `stop()` sends SIGTERM (a clean exit) and waits. `env` adds variables (e.g.
 * MONEY_BATCH), `bunArgs` flags for Bun (e.g. --cpu-prof). `pid` is the running process's.
 */
export function apiServer(dataDir: string, port: number, env: Record<string, string> = {}, bunArgs: string[] = []) {
  let proc: Subprocess | undefined
  let output: string[] = []
  const base = `http://${HOST}:${port}`
  return {
    base,
    get pid() {
      return proc?.pid
    },
    async start(): Promise<number> {
      const t0 = Date.now()
      output = []
      const me = (proc = Bun.spawn([join(ROOT, 'node_modules/.bin/bun'), ...bunArgs, 'tests/fixtures/api-server.ts'], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST, BRAND_CODE: BRAND, NODE_ENV: 'production', ...env },
        stdin: 'ignore',
        stdout: 'pipe',
        stderr: 'pipe',
      }))
      for (const stream of [me.stdout, me.stderr] as ReadableStream<Uint8Array>[]) {
        void (async () => {
          const reader = stream.getReader()
          for (let r = await reader.read(); !r.done; r = await reader.read()) output.push(new TextDecoder().decode(r.value))
        })().catch(() => {})
      }
      for (;;) {
        if (me.exitCode !== null || me.signalCode) throw new Error(`api-server exited (${me.exitCode ?? me.signalCode}) while starting:\n${output.join('')}`)
        try {
          const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1_000) })
          if (res.ok) {
            await res.arrayBuffer()
            return Date.now() - t0
          }
        } catch {
          /* not yet */
        }
        if (Date.now() - t0 > 30_000) throw new Error(`api-server did not answer within 30 s:\n${output.join('')}`)
        await sleep(25)
      }
    },
    async kill(): Promise<void> {
      if (!proc || proc.exitCode !== null || proc.signalCode) return
      proc.kill('SIGKILL')
      await proc.exited
    },
    async stop(): Promise<void> {
      if (!proc || proc.exitCode !== null || proc.signalCode) return
      proc.kill('SIGTERM')
      await proc.exited
    },
    /** What the process printed (stdout and stderr). */
    output: () => output.join(''),
  }
}

/** Runs the crash scenario and returns what it found (see the module comment). */
export async function crashRun(opts: CrashOptions): Promise<CrashReport> {
  const started = Date.now()
  const clients = opts.clients ?? 8
  const memberCount = opts.members ?? 4
  const [loadMin, loadMax] = opts.loadMs ?? [150, 600]
  const withdrawShare = opts.withdrawShare ?? 0.1
  const log = opts.log ?? (() => {})
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-crash-'))
  const server = apiServer(dataDir, await freePort())
  const base = server.base
  const start = () => server.start()
  const kill = () => server.kill()

  const calls: Call[] = []
  const restartMs: number[] = []
  let loadMsTotal = 0
  try {
    const accounts = await prepareMembers(dataDir, memberCount)
    restartMs.push(await start())
    const members = await Promise.all(
      accounts.map(async (a) => {
        const cookie = await loginCookie(base, a.account, PASSWORD)
        return { ...a, cookie }
      }),
    )
    const encrypt = await encryptorFor(base)
    const post = async (path: string, cookie: string, body: string) => {
      const a = await moneyCallRaw(base, cookie, path, body, null)
      if (!a.body.success) throw new Error(`${path} answered ${a.status}: ${a.text.slice(0, 300)}`)
      return a.body.value as { id?: number } | undefined
    }
    const bankAccount = new Map<number, number>()
    for (const m of members) {
      await post('/wps/member/payment-password', m.cookie, await encrypt({ password: PAYMENT_PASSWORD, confirmPassword: PAYMENT_PASSWORD }))
      const bank = await post('/wps/wallet/bank-accounts', m.cookie, JSON.stringify({ bankName: 'BDO Unibank', accountNumber: `0012345${String(m.id).padStart(5, '0')}`, payeeName: 'Crash Tester' }))
      bankAccount.set(m.id, Number(bank?.id))
    }
    log(`crash: ${members.length} members logged in on ${base}, DATA_DIR ${dataDir}`)

    const send = async (call: Call, cookie: string): Promise<MoneyAnswer> => {
      if (call.kind === 'deposit') return moneyCall(base, cookie, '/wps/wallet/deposit', { methodCode: 'GCASH', amount: call.amount }, call.key, 10_000)
      if (call.kind === 'transfer') return moneyCall(base, cookie, '/wps/wallet/transfer/upline', { amount: call.amount }, call.key, 10_000)
      const body = await encrypt({ amount: call.amount, bankAccountId: bankAccount.get(call.member), paymentPassword: PAYMENT_PASSWORD })
      return moneyCallRaw(base, cookie, '/wps/wallet/withdraw', body, call.key, 10_000)
    }

    // The server is up unless `down` holds the promise of its restart.
    let down: Promise<void> | undefined
    let stopping = false
    const client = async (i: number) => {
      const m = members[i % members.length]!
      while (!stopping) {
        if (down) {
          await down
          continue
        }
        const r = Math.random()
        const kind: CallKind = r < withdrawShare ? 'withdraw' : r < withdrawShare + 0.4 ? 'transfer' : 'deposit'
        const amount = kind === 'deposit' ? amountBetween(100, 300) : kind === 'transfer' ? amountBetween(1, 40) : amountBetween(100, 130)
        const call: Call = { kind, key: newKey(`c${i}`), member: m.id, amount, answers: [], lost: 0 }
        calls.push(call)
        try {
          call.answers.push(await send(call, m.cookie))
        } catch {
          call.lost++
        }
      }
    }
    const loops = Array.from({ length: clients }, (_, i) => client(i))

    for (let k = 1; k <= opts.kills; k++) {
      const wait = between(loadMin, loadMax)
      loadMsTotal += wait
      await sleep(wait)
      let up!: () => void
      down = new Promise((r) => {
        up = r
      })
      await kill()
      restartMs.push(await start())
      down = undefined
      up()
      if (k % 5 === 0 || k === opts.kills) log(`crash: kill ${k}/${opts.kills} done, ${calls.length} calls so far`)
    }
    // A last stretch of load after the final restart, then stop the clients.
    await sleep(loadMin)
    loadMsTotal += loadMin
    stopping = true
    await Promise.all(loops)

    // Calls that never got an answer: again with the same key until they are answered.
    const unanswered = calls.filter((c) => c.answers.length === 0)
    log(`crash: ${calls.length} calls, ${unanswered.length} without an answer; sending those again with their keys`)
    const memberById = new Map(members.map((m) => [m.id, m]))
    for (const call of unanswered) {
      call.retriedAt = Date.now()
      for (let attempt = 0; call.answers.length === 0; attempt++) {
        if (attempt >= 5) throw new Error(`call ${call.key} still unanswered after 5 retries`)
        try {
          call.answers.push(await send(call, memberById.get(call.member)!.cookie))
        } catch {
          call.lost++
          await sleep(100)
        }
      }
    }
    await kill()
  } finally {
    await kill()
  }

  // Read the files the killed server left behind.
  const sqlite = new Database(join(dataDir, 'platform.db'))
  try {
    const integrity = sqlite
      .query<{ integrity_check: string }, []>('PRAGMA integrity_check')
      .all()
      .map((r) => r.integrity_check)
      .join('; ')
    const db = openPlatformDb(join(dataDir, 'platform.db'))
    const ledger = ledgerModule({ db, brandCode: BRAND, now: Date.now, overrides: {} }).check()
    const rows = db.$client
      .query<{ key: string; memberId: number; kind: string; createdAt: number }, []>(
        "SELECT idempotency_key AS key, member_id AS memberId, kind, created_at AS createdAt FROM ledger_movements WHERE idempotency_key LIKE 'm:%'",
      )
      .all()
    db.$client.close()
    const byClientKey = new Map<string, { memberId: number; kind: string; createdAt: number }[]>()
    for (const r of rows) {
      const clientKey = r.key.slice(r.key.lastIndexOf(':') + 1)
      byClientKey.set(clientKey, [...(byClientKey.get(clientKey) ?? []), r])
    }
    const report: CrashReport = {
      kills: opts.kills,
      calls: calls.length,
      succeeded: 0,
      refused: {},
      lostCalls: 0,
      lostThenReplayed: 0,
      missing: [],
      duplicated: [],
      refusedButMoved: [],
      phantom: [],
      unexpected: [],
      integrity,
      ledger,
      movements: rows.length,
      restartMs,
      loadMsTotal,
      elapsedMs: 0,
      dataDir,
    }
    const ours = new Set<string>()
    for (const call of calls) {
      ours.add(call.key)
      const final = call.answers.at(-1)!
      const moved = byClientKey.get(call.key) ?? []
      const label = `${call.kind} ${call.key} (member ${call.member}, ${call.amount})`
      if (call.lost > 0) report.lostCalls++
      if (moved.length > 1) report.duplicated.push(label)
      if (final.status === 200 && final.body.success) {
        report.succeeded++
        const mine = moved.filter((r) => r.memberId === call.member && r.kind === MOVEMENT_OF[call.kind])
        if (mine.length !== 1) report.missing.push(`${label}: ${moved.length} movements`)
        if (call.retriedAt !== undefined && mine.length === 1 && mine[0]!.createdAt < call.retriedAt) report.lostThenReplayed++
      } else {
        report.refused[final.body.code ?? String(final.status)] = (report.refused[final.body.code ?? String(final.status)] ?? 0) + 1
        if (final.body.code !== 'INSUFFICIENT_FUNDS') report.unexpected.push(`${label}: ${final.status} ${final.text.slice(0, 200)}`)
        if (moved.length > 0) report.refusedButMoved.push(label)
      }
    }
    for (const key of byClientKey.keys()) if (!ours.has(key)) report.phantom.push(key)
    report.elapsedMs = Date.now() - started
    return report
  } finally {
    sqlite.close()
    if (!opts.keepDataDir) rmSync(dataDir, { recursive: true, force: true })
  }
}
