/**
 * CPU cost of one vendor wallet call on the server side, in process (issue 5): the real app
 * (`createApp`, global middleware, signature check, money writer's group commit on a WAL +
 * synchronous=FULL file) driven by `app.fetch` with prebuilt signed requests, so no socket and
 * almost no client work is counted. Reports process CPU µs per call (process.cpuUsage: user +
 * system, which includes the fsyncs of COMMIT) and wall calls/s; on a shared machine the CPU
 * figure is the one to compare.
 *
 *   node_modules/.bin/bun bench/vendor-cpu.ts [pairs=20000] [concurrency=64]
 *   node_modules/.bin/bun --cpu-prof-md --cpu-prof-dir=/tmp/vprof bench/vendor-cpu.ts   (profile)
 */
import { createHmac } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openCacheDb, openPlatformDb, migrateDatabases } from '../db/client'
import { seedBrand } from '../db/seed'
import { createPlatform } from '../server/platform'
import { createGatewayCache } from '../server/gateway/cache'
import { createApp } from '../server/app'

const PAIRS = Number(process.argv[2] ?? 20_000)
const CONCURRENCY = Number(process.argv[3] ?? 64)
const MEMBERS = 32
const VENDOR = 'PG'
const BRAND = 'BENCH'

const dir = mkdtempSync(join(tmpdir(), 'lobby-vendor-cpu-'))
const db = openPlatformDb(join(dir, 'platform.db'))
const cacheDb = openCacheDb(join(dir, 'gateway-cache.db'))
migrateDatabases(db, cacheDb)
seedBrand(db, { brandCode: BRAND, brandName: 'Bench Brand', currency: 'PHP' })
const platform = createPlatform({ db, brandCode: BRAND })
const app = createApp({ platform, cache: createGatewayCache(cacheDb, BRAND) })
const nodeId = db.$client.prepare<{ node_id: string }, [string]>("SELECT node_id FROM games WHERE vendor_code = ? AND game_type = 'RNG' LIMIT 1").get(VENDOR)!.node_id
const agent = await platform.members.register({ account: 'cpuagent', password: 'Player123!', type: 1 })
const who = await Promise.all(Array.from({ length: MEMBERS }, async (_, i) => {
  const m = await platform.members.register({ account: `cpum${String(i).padStart(3, '0')}`, password: 'Player123!', uplineId: agent.id })
  platform.money.runNow(() => platform.ledger.post({
    key: `fund-${m.id}`, kind: 'DEPOSIT', memberId: m.id, amount: 1_000_000_000,
    legs: [{ account: { kind: 'PROVIDER', provider: 'SANDBOX' }, amount: -1_000_000_000 }, { account: { kind: 'MEMBER', memberId: m.id }, amount: 1_000_000_000 }],
  }))
  const launched = platform.play.launcher.launch(m.id, nodeId, 'en')
  if (launched.kind !== 'url') throw new Error('expected a launch URL')
  return { user: String(m.id), token: launched.token }
}))
const secret = platform.play.launcher.secretOf(VENDOR)!

/** Signed request parts for pair `i` (built before the clock starts). */
function signedPair(i: number) {
  const w = who[i % MEMBERS]!
  const round = `c${i}`
  const bet = JSON.stringify({ user: w.user, token: w.token, txId: `${round}:bet`, roundId: round, gameCode: 'bench', amount: 100, currency: 'PHP' })
  const win = JSON.stringify({ user: w.user, txId: `${round}:win`, betTxId: `${round}:bet`, roundId: round, amount: 150, currency: 'PHP' })
  const sig = (s: string) => createHmac('sha256', secret).update(s).digest('hex')
  return { bet, betSig: sig(bet), win, winSig: sig(win) }
}

async function send(action: 'bet' | 'win', body: string, signature: string) {
  const res = await app.fetch(new Request(`http://127.0.0.1/wallet-api/v1/${VENDOR}/${action}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': signature }, body,
  }))
  return (await res.json()) as { status: string }
}

async function run(from: number, count: number) {
  const pairs = Array.from({ length: count }, (_, i) => signedPair(from + i))
  let next = 0
  let bad = 0
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < pairs.length) {
      const p = pairs[next++]!
      const b = await send('bet', p.bet, p.betSig)
      const w = b.status === 'RS_OK' ? await send('win', p.win, p.winSig) : b
      if (b.status !== 'RS_OK' || w.status !== 'RS_OK') bad++
    }
  }))
  const ms = performance.now() - t0
  const cpu = process.cpuUsage(cpu0)
  return { ms, cpuUs: cpu.user + cpu.system, userUs: cpu.user, sysUs: cpu.system, bad }
}

await run(1_000_000, Math.min(5_000, PAIRS)) // warm-up (JIT, page cache)
const r = await run(0, PAIRS)
const calls = 2 * PAIRS
const stats = platform.money.stats()
console.log(`pairs ${PAIRS}, concurrency ${CONCURRENCY}, refused ${r.bad}; ${(PAIRS / (r.ms / 1000)).toFixed(0)} pairs/s wall; `
  + `CPU ${(r.cpuUs / calls).toFixed(1)} µs/call (user ${(r.userUs / calls).toFixed(1)}, sys ${(r.sysUs / calls).toFixed(1)}); `
  + `commits ${stats.commits}, units ${stats.units}, largest batch ${stats.largestBatch}; ledger ${platform.ledger.check().ok ? 'ok' : 'BROKEN'}`)
db.$client.close()
cacheDb.$client.close()
rmSync(dir, { recursive: true, force: true })
