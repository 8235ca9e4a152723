/**
 * Logins per second (f): `POST /wps/session/login` with real encrypted bodies (`{ jwe }`) and the
 * real argon2id cost, against the render-cached production server started by bench/throughput.ts,
 * measured after the page sections (argon2id's memory per verification in flight must not show in
 * the idle RSS or the LCP).
 *
 * How: registers LOGIN.members members by username (captcha answers read from the server's SQLite,
 * one captcha a second), then LOGIN.connections closed-loop clients (`fetch`, keep-alive) POST
 * logins for 2 s warm-up + 10 s, each request with its own body encrypted beforehand (a jti is
 * single use). Alongside, in this process with the server idle: the CPU of one argon2id
 * verification of a stored hash (before and after the measured part) and of one JWE decryption,
 * so the report can say how much of a login's server CPU the password hash takes.
 * Units: logins per second (2xx with `success: true` ÷ wall seconds), latency ms, CPU % of one core.
 */
import { CompactEncrypt, compactDecrypt, generateKeyPair } from 'jose'
import { join } from 'node:path'
import { encryptorFor } from '../tests/fixtures/money-client'
import { boundBy, cpuShares, procStatusKB, sampleCpu } from './cpu'
import { f0, f1, f2, table } from './format'
import { assertAlive, HOST, remaining, say, type Server } from './harness'
import { CAPTCHA_GAP_MS, registerMembers } from './members'
import { latencySummary, type RunFigures } from './stats'

/**
 * Logins per second (f): `POST /wps/session/login` with real encrypted bodies and the real argon2id
 * cost, against the render-cached production server. Closed loop: `connections` clients, each sends
 * its next login as soon as the previous one is answered; warm-up (discarded) then measured.
 * `captchaGapMs`: registration asks one captcha per `captchaGapMs` (the server allows 1/s per IP).
 */
export const LOGIN = { members: 20, connections: 8, warmupSec: 2, durationSec: 10, captchaGapMs: CAPTCHA_GAP_MS }
/** Time the login measurement needs: registration (one captcha a second), argon2id calibration, warm-up, measured, margin. */
export const LOGIN_RESERVE_MS = LOGIN.members * LOGIN.captchaGapMs + (LOGIN.warmupSec + LOGIN.durationSec) * 1000 + 15_000

export interface LoginResult extends RunFigures {
  /** 2xx answers whose envelope is not `success: true` (none expected). */
  notSuccess: number
  firstFailure: string | null
  /** Server CPU seconds per login, in ms. */
  serverCpuMsPerLogin: number
  /** Bodies encrypted before the measured part / inside it because the pool ran dry (0 expected). */
  preEncrypted: number
  encryptedInline: number
  /** Wall ms to encrypt one body (ECDH-ES P-256 + A256GCM, jose), from the pre-encryption. */
  encryptMsEach: number
  warmupRps: number
  registerSec: number
  captcha429: number
  /** argon2id parameters of the stored hashes, e.g. `m=65536,t=2,p=1`. */
  argonParams: string
  /** CPU ms of one Bun.password.verify of a stored hash in the bench process (server idle), mean of the runs before and after the measured part. */
  argonVerifyCpuMs: number
  argonVerifyCpuMsRuns: number[]
  /** Wall ms per verification with LOGIN.connections in flight (≈ CPU ms ÷ cores used). */
  argonVerifyWallMs: number
  /** CPU ms of one JWE decryption (ECDH-ES P-256 + A256GCM) in the bench process. */
  jweDecryptMs: number
  serverHwmKB: number
}

const JSON_HEADERS = { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' }

/**
 * CPU time of one argon2id verification of a stored hash, measured in this process (the server
 * idle) the way the server runs them: async `Bun.password.verify` on Bun's thread pool,
 * `LOGIN.connections` in flight, `rounds` times. Per verification: process CPU ÷ verifications.
 */
async function argonVerifyCost(hash: string, password: string, rounds = 2): Promise<{ cpuMs: number; wallMs: number }> {
  if (!(await Bun.password.verify(password, hash))) throw new Error('argon2id calibration: the stored hash does not verify')
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  for (let i = 0; i < rounds; i++) {
    const ok = await Promise.all(Array.from({ length: LOGIN.connections }, () => Bun.password.verify(password, hash)))
    if (!ok.every(Boolean)) throw new Error('argon2id calibration: a verification failed')
  }
  const n = rounds * LOGIN.connections
  const cpu = process.cpuUsage(cpu0)
  return { cpuMs: (cpu.user + cpu.system) / 1000 / n, wallMs: (performance.now() - t0) / n }
}

/** CPU ms of one JWE decryption like the server's (ECDH-ES P-256 + A256GCM, jose), with a key pair of this process's own. */
async function jweDecryptCpuMs(runs = 300): Promise<number> {
  const { publicKey, privateKey } = await generateKeyPair('ECDH-ES', { crv: 'P-256' })
  const payload = { username: 'benchuser01', password: 'Bx!0123abcd7q', type: 'username', iat: Math.floor(Date.now() / 1000), jti: crypto.randomUUID() }
  const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload))).setProtectedHeader({ alg: 'ECDH-ES', enc: 'A256GCM' }).encrypt(publicKey)
  const opts = { keyManagementAlgorithms: ['ECDH-ES'], contentEncryptionAlgorithms: ['A256GCM'] }
  for (let i = 0; i < 20; i++) await compactDecrypt(jwe, privateKey, opts)
  const cpu0 = process.cpuUsage()
  for (let i = 0; i < runs; i++) await compactDecrypt(jwe, privateKey, opts)
  const cpu = process.cpuUsage(cpu0)
  return (cpu.user + cpu.system) / 1000 / runs
}

interface LoginRunStats {
  latencies: number[]
  statusCodes: Record<string, number>
  non2xx: number
  notSuccess: number
  errors: number
  inline: number
  wallSec: number
  firstFailure: string | null
}

/** `LOGIN.connections` closed-loop clients for `durationSec`; each request takes the next pre-encrypted body. */
async function loginRun(url: string, pool: string[], encryptNext: () => Promise<string>, durationSec: number): Promise<LoginRunStats> {
  const s: LoginRunStats = { latencies: [], statusCodes: {}, non2xx: 0, notSuccess: 0, errors: 0, inline: 0, wallSec: 0, firstFailure: null }
  const start = performance.now()
  const stopAt = start + durationSec * 1000
  const client = async () => {
    while (performance.now() < stopAt) {
      let body = pool.pop()
      if (body === undefined) {
        s.inline++
        body = await encryptNext()
      }
      const t0 = performance.now()
      try {
        const res = await fetch(url, { method: 'POST', headers: JSON_HEADERS, body, signal: AbortSignal.timeout(10_000) })
        const text = await res.text()
        s.latencies.push(performance.now() - t0)
        s.statusCodes[res.status] = (s.statusCodes[res.status] ?? 0) + 1
        if (res.status < 200 || res.status > 299) {
          s.non2xx++
          s.firstFailure ??= `${res.status} ${text.slice(0, 200)}`
        } else if (!(JSON.parse(text) as { success?: boolean }).success) {
          s.notSuccess++
          s.firstFailure ??= `${res.status} ${text.slice(0, 200)}`
        }
      } catch (e) {
        s.errors++
        s.firstFailure ??= `error: ${e instanceof Error ? e.message : String(e)}`
      }
    }
  }
  await Promise.all(Array.from({ length: LOGIN.connections }, client))
  s.wallSec = (performance.now() - start) / 1000
  return s
}

/**
 * Measures (f) on `server` (whose DATA_DIR is `dataDir`). `laterMs`: time the sections after it need,
 * kept free before the deadline.
 */
export async function loginBench(server: Server, dataDir: string, laterMs: number): Promise<LoginResult> {
  assertAlive(server)
  if (remaining() < LOGIN_RESERVE_MS + laterMs - 10_000) throw new Error('not enough time left before the deadline for the login measurement')
  const base = `http://${HOST}:${server.port}`
  const encrypt = await encryptorFor(base)

  say(`(f) logins: registering ${LOGIN.members} members by username (one captcha every ${LOGIN.captchaGapMs} ms)`)
  const reg = await registerMembers(base, join(dataDir, 'platform.db'), encrypt, LOGIN.members, 'benchuser')
  const { users } = reg
  let userCursor = 0
  const nextLogin = () => {
    const u = users[userCursor++ % users.length]
    return encrypt({ username: u.username, password: u.password, type: 'username' })
  }
  const url = `${base}/wps/session/login`
  // Sanity: one login answers 2xx with a session.
  const check = await fetch(url, { method: 'POST', headers: JSON_HEADERS, body: await nextLogin(), signal: AbortSignal.timeout(10_000) })
  const checkText = await check.text()
  if (!check.ok || !(JSON.parse(checkText) as { success?: boolean; value?: { token?: string } }).value?.token)
    throw new Error(`POST /wps/session/login answered ${check.status}: ${checkText.slice(0, 300)}`)

  const argonParams = reg.sampleHash.match(/^\$argon2id\$v=\d+\$([^$]+)\$/)?.[1] ?? reg.sampleHash.split('$').slice(0, 4).join('$')
  const jweDecryptMs = await jweDecryptCpuMs()
  const argonBefore = await argonVerifyCost(reg.sampleHash, users[0].password)
  say(`(f) logins: argon2id (${argonParams}) verify ${f0(argonBefore.cpuMs)} ms CPU in this process, JWE decrypt ${f2(jweDecryptMs)} ms; warm-up ${LOGIN.warmupSec} s`)

  const warmPool: string[] = []
  for (let i = 0; i < LOGIN.connections * 8; i++) warmPool.push(await nextLogin())
  const warm = await loginRun(url, warmPool, nextLogin, LOGIN.warmupSec)
  const warmupRps = warm.latencies.length / warm.wallSec
  if (warm.non2xx || warm.notSuccess || warm.errors) throw new Error(`login warm-up failed: ${warm.firstFailure}`)

  // One body per request of the measured part, encrypted now (a jti is single use): twice the
  // warm-up rate plus one round per client; any shortfall is encrypted inline and counted.
  const poolSize = Math.min(50_000, Math.max(LOGIN.connections * 16, Math.ceil(warmupRps * LOGIN.durationSec * 2) + LOGIN.connections * 4))
  const pool: string[] = []
  const te0 = performance.now()
  for (let i = 0; i < poolSize; i++) pool.push(await nextLogin())
  const encryptMsEach = (performance.now() - te0) / poolSize

  say(`(f) logins: measuring ${LOGIN.durationSec} s (${LOGIN.connections} clients, ${poolSize} bodies pre-encrypted at ${f2(encryptMsEach)} ms each)`)
  const pid = server.proc.pid
  const cpu0 = sampleCpu(pid)
  const r = await loginRun(url, pool, nextLogin, LOGIN.durationSec)
  const cpu1 = sampleCpu(pid)
  assertAlive(server)
  const serverHwmKB = procStatusKB(pid, 'VmHWM')
  // The calibration again, after: this box's CPU time per verification drifts by tens of % between runs.
  const argonAfter = await argonVerifyCost(reg.sampleHash, users[0].password)

  const n = r.latencies.length
  const cpu = cpuShares(cpu0, cpu1, r.wallSec)
  return {
    rps: n / r.wallSec,
    ...latencySummary(Float64Array.from(r.latencies).sort()),
    responses: n,
    non2xx: r.non2xx,
    notSuccess: r.notSuccess,
    errors: r.errors,
    statusCodes: r.statusCodes,
    firstFailure: r.firstFailure,
    durationSec: r.wallSec,
    serverCpu: cpu.server,
    generatorCpu: cpu.generator,
    otherCpu: cpu.other,
    machineBusy: cpu.machine,
    serverCpuMsPerLogin: n ? ((cpu1.server - cpu0.server) * 1000) / n : NaN,
    preEncrypted: poolSize,
    encryptedInline: r.inline,
    encryptMsEach,
    warmupRps,
    registerSec: reg.registerSec,
    captcha429: reg.captcha429,
    argonParams,
    argonVerifyCpuMs: (argonBefore.cpuMs + argonAfter.cpuMs) / 2,
    argonVerifyCpuMsRuns: [argonBefore.cpuMs, argonAfter.cpuMs],
    argonVerifyWallMs: (argonBefore.wallMs + argonAfter.wallMs) / 2,
    jweDecryptMs,
    serverHwmKB,
  }
}

/** Whether every login answered 2xx with success. */
export function loginClean(login: LoginResult): boolean {
  return login.non2xx === 0 && login.notSuccess === 0 && login.errors === 0
}

/** The goal row (reported, no target), the section "Logins per second" and its notes. */
export function loginMarkdown(login: LoginResult, nproc: number) {
  /** argon2id CPU ÷ server CPU per login; measured apart, so ≥ 95 % reads "practically all". */
  const argonRatio = (login.argonVerifyCpuMs / login.serverCpuMsPerLogin) * 100
  const argonShare = argonRatio >= 95 ? `≈ all (${f0(argonRatio)} %)` : `${f0(argonRatio)} %`
  const loginTable = table(
    [
      'target',
      'logins/s',
      'p50 ms',
      'p99 ms',
      'mean ms',
      'logins',
      'non-2xx',
      'errors',
      'server CPU %',
      'generator CPU %',
      'other CPU %',
      'bound by',
      'server CPU ms per login',
      'argon2id verify CPU ms',
      'argon2id share of server CPU',
    ],
    [
      [
        `(f) POST /wps/session/login, ${LOGIN.members} members, ${LOGIN.connections} clients`,
        f1(login.rps),
        f0(login.p50),
        f0(login.p99),
        f0(login.mean),
        f0(login.responses),
        String(login.non2xx + login.notSuccess),
        String(login.errors),
        f0(login.serverCpu),
        f0(login.generatorCpu),
        f0(login.otherCpu),
        boundBy(login, nproc),
        f0(login.serverCpuMsPerLogin),
        f0(login.argonVerifyCpuMs),
        argonShare,
      ],
    ],
  )
  const goalRow = ['logins per second (f)', 'no target, reported', `${f1(login.rps)} logins/s (p50 ${f0(login.p50)} ms, p99 ${f0(login.p99)} ms, ${LOGIN.connections} clients)`, 'reported']
  const notes: string[] = []
  notes.push(
    `**Logins (f): argon2id verification dominates.** One \`Bun.password.verify\` of a stored hash (argon2id ${login.argonParams}: Bun.password's default cost, as the server hashes at registration; ${login.argonParams.match(/m=(\d+)/) ? `${Number(login.argonParams.match(/m=(\d+)/)![1]) / 1024} MiB` : 'its memory cost'} per verification in flight) costs ${f0(login.argonVerifyCpuMs)} ms of CPU (${login.argonVerifyCpuMsRuns.map((x) => f0(x)).join(' and ')} ms, measured in the bench process with ${LOGIN.connections} in flight on Bun's thread pool just before the warm-up and just after the measured part, server idle); the server spent ${f0(login.serverCpuMsPerLogin)} ms of CPU per login, so argon2id accounts for ${argonRatio >= 95 ? `practically all of it (${f0(argonRatio)} %)` : `≈ ${f0(argonRatio)} % of it`}. The rest is small: the largest other piece, the JWE decryption (ECDH-ES P-256 + A256GCM), costs ${f2(login.jweDecryptMs)} ms of CPU; then the replay-guard insert, the login and session rows and the JWT. The two are measured separately and this VM's CPU time per verification drifts by tens of % between runs, so a ratio near or above 100 % means "practically all of it", not more than all. Bun runs the async verify on its thread pool, so logins use every core (server CPU ${f0(login.serverCpu)} %, machine ${f0(login.machineBusy)} % of ${nproc * 100} % busy)${login.machineBusy >= nproc * 100 * 0.9 ? ": the rate is this machine's argon2id throughput" : ''}, about ${nproc} cores ÷ ${f0(login.serverCpuMsPerLogin)} ms ≈ ${f1((nproc * 1000) / login.serverCpuMsPerLogin)} logins/s; more clients would only lengthen the queue (p50 ${f0(login.p50)} ms ≈ ${LOGIN.connections} in flight ÷ ${f1(login.rps)} logins/s). The server's VmHWM was ${f1((login.serverHwmKB * 1024) / 1e6)} MB right after the logins, which is why (f) runs after the RSS and LCP readings.`,
  )
  notes.push(
    `**Login bodies (f): pre-encrypted.** A jti is single use, so every login of the measured part got its own body (fresh jti, iat = encryption time) encrypted before the timed part: ${f0(login.preEncrypted)} bodies at ${f2(login.encryptMsEach)} ms each (jose CompactEncrypt, ECDH-ES P-256 + A256GCM, to the key of GET /wps/system/jwks), sized at twice the warm-up rate (${f1(login.warmupRps)} logins/s); ${login.encryptedInline === 0 ? 'none had to be encrypted inline' : `${f0(login.encryptedInline)} had to be encrypted inline because the pool ran dry`}. The members (${LOGIN.members}, by username with no mobile, so a login from 127.0.0.1 needs no SMS code) were registered first through PUT /wps/member/register with the captcha answer read from the server's \`captchas\` table (bun:sqlite, read-only); the server does not trust X-Forwarded-For, so captchas were asked ${LOGIN.captchaGapMs} ms apart (refresh limit 1/s per IP): ${f1(login.registerSec)} s${login.captcha429 ? `, ${login.captcha429} captcha request(s) answered 429 and were retried` : ''}. Every login uses the right password (no failure counters, no captcha).`,
  )
  if (!loginClean(login))
    notes.push(
      `**Logins (f) that failed:** ${login.non2xx} non-2xx, ${login.notSuccess} 2xx without success, ${login.errors} errors; status codes ${JSON.stringify(login.statusCodes)}; first: \`${login.firstFailure}\`.`,
    )
  const section = `## Logins per second

(f) \`POST /wps/session/login\` (encrypted body \`{ jwe }\`, username + password of one of ${LOGIN.members} freshly registered members in turn) on the render-cached server, measured after everything else. A closed loop in the bench's Bun process (\`fetch\`, keep-alive), not autocannon: ${LOGIN.connections} clients, each sending its next login as soon as the previous one is answered, ${LOGIN.warmupSec} s warm-up (discarded) then ${LOGIN.durationSec} s measured (requests started before the end are waited for; rps = logins ÷ that wall time). The password cost is the real one: argon2id ${login.argonParams} (Bun.password default). A login counts only when it answers 2xx with \`success: true\`. Status codes: ${Object.entries(
    login.statusCodes,
  )
    .map(([c, n]) => `${c} × ${f0(n)}`)
    .join(', ')}.

${loginTable}`
  return { goalRow, section, notes }
}
