/**
 * Agent report benchmark (issue 6): the team overview of an agent with 10,000 downlines and
 * 1,000,000 bet records must render in < 200 ms p50.
 *
 * What it does:
 *  1. seeds a fresh temporary DATA_DIR (migrations + the DEMO brand), then, with plain SQL inserts in
 *     large transactions: one root agent; 100 sub-agents (level 1), 6,000 members under them
 *     (level 2) and 3,900 below those (level 3) = 10,000 downlines; 1,000,000 settled bets spread
 *     over the past 30 business days across the team (the `member_daily` triggers run on every
 *     insert, as in production) and 20,000 credited deposits;
 *  2. times `platform.agent.reports.overview` in process for today, past 7 and past 30 days
 *     (RUNS runs each after a warm-up);
 *  3. starts the production server (`bun server/main.ts`, NODE_ENV=production, the built `dist/`)
 *     on that DATA_DIR and times GET /agentHome?tab=agentTeamOverview (the whole server-rendered
 *     page: Flight + HTML, charts included) with the agent's session cookie, sequentially.
 * Run alone: `bun bench/agent-report.ts` (needs `npm run build` first); `npm run bench` runs it as
 * section (h) and writes it into bench/RESULTS.md. Times in ms (performance.now), p50/p95 of RUNS.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openCacheDb, openPlatformDb, migrateDatabases } from '../db/client'
import { seedBrand } from '../db/seed'
import { createPlatform } from '../server/platform'
import { parseSecretsKey } from '../server/secrets'
import { TEST_SECRETS_KEY } from '../tests/fixtures/app'
import { signSessionToken } from '../server/gateway/session'
import { businessDayIndex } from '../shared/periods'
import { freePort } from '../tests/crash/crash-run'
import { f1, sectionText, table } from './format'
import { HOST, startProcess, waitHttp, type Server } from './harness'
import { percentile } from './stats'

export const AGENT_BENCH = { downlines: 10_000, bets: 1_000_000, deposits: 20_000, days: 30, runs: 30, targetMs: 200 }
const BRAND = 'DEMO'

export interface AgentBenchReport {
  seedSec: number
  teamSize: number
  bets: number
  memberDailyRows: number
  /** In-process `reports.overview` ms per range. */
  platform: Record<'today' | '7d' | '30d', { p50: number; p95: number }>
  /** Whole page over HTTP, ms per range. */
  page: Record<'7d' | '30d', { p50: number; p95: number; bytes: number }>
}

const summary = (xs: number[]) => {
  const sorted = Float64Array.from(xs).sort()
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) }
}

/** Seeds the team and its bets; returns the agent's id and a session token. */
async function seed(dir: string, say: (s: string) => void) {
  const db = openPlatformDb(join(dir, 'platform.db'))
  const cacheDb = openCacheDb(join(dir, 'gateway-cache.db'))
  migrateDatabases(db, cacheDb)
  seedBrand(db, { brandCode: BRAND, brandName: 'Royal Lucky', currency: 'PHP' })
  const sqlite = db.$client
  const now = Date.now()
  const insertMember = sqlite.prepare(`INSERT INTO members (brand_code, account, nickname, type, password_hash, contacts, upline_id, password_changed_at, created_at)
    VALUES ('${BRAND}', ?1, ?1, ?2, 'bench-no-login', '{}', ?3, ${now}, ?4)`)
  const agentId = Number(insertMember.run('benchagent', 1, null, now - 90 * 86_400_000).lastInsertRowid)
  const team: number[] = []
  sqlite.transaction(() => {
    const subs = Array.from({ length: 100 }, (_, i) => Number(insertMember.run(`sub${i}`, 2, agentId, now - 60 * 86_400_000).lastInsertRowid))
    team.push(...subs)
    const level2: number[] = []
    for (let i = 0; i < 6_000; i++) level2.push(Number(insertMember.run(`m2x${i}`, 0, subs[i % subs.length], now - (i % 45) * 86_400_000).lastInsertRowid))
    team.push(...level2)
    for (let i = 0; i < AGENT_BENCH.downlines - 6_100; i++) team.push(Number(insertMember.run(`m3x${i}`, 0, level2[i % level2.length], now - (i % 30) * 86_400_000).lastInsertRowid))
  })()
  say(`  team of ${team.length} downlines`)
  // Deterministic pseudo-random numbers (xorshift), so every run seeds the same figures.
  let x = 2463534242
  const rnd = () => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    return (x >>> 0) / 4294967296
  }
  const insertBet =
    sqlite.prepare(`INSERT INTO bet_records (brand_code, member_id, vendor_code, game_type, game_code, round_id, bet_tx_id, bet_amount, valid_bet, payout, win_loss, status, placed_at, settled_at)
    VALUES ('${BRAND}', ?1, 'PG', 'RNG', 'fortune-tiger', ?2, ?2, ?3, ?3, ?4, ?4 - ?3, 'SETTLED', ?5, ?5 + 5000)`)
  const span = AGENT_BENCH.days * 86_400_000
  const chunk = 100_000
  for (let done = 0; done < AGENT_BENCH.bets; done += chunk) {
    sqlite.transaction(() => {
      for (let i = done; i < done + chunk; i++) {
        const stake = 100 + Math.floor(rnd() * 50_000)
        const payout = rnd() < 0.45 ? Math.floor(stake * rnd() * 2.1) : 0
        insertBet.run(team[Math.floor(rnd() * team.length)]!, `b${i}`, stake, payout, now - Math.floor(rnd() * span))
      }
    })()
    say(`  ${(done + chunk).toLocaleString('en')} bets`)
  }
  const insertDeposit = sqlite.prepare(`INSERT INTO ledger_movements (brand_code, idempotency_key, request_hash, kind, member_id, amount, reference, result, created_at)
    VALUES ('${BRAND}', ?1, 'bench', 'DEPOSIT', ?2, ?3, NULL, '{}', ?4)`)
  sqlite.transaction(() => {
    for (let i = 0; i < AGENT_BENCH.deposits; i++) insertDeposit.run(`bench-dep-${i}`, team[Math.floor(rnd() * team.length)]!, 10_000 + Math.floor(rnd() * 500_000), now - Math.floor(rnd() * span))
  })()
  sqlite.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  const platform = createPlatform({ db, brandCode: BRAND, secretsKey: parseSecretsKey(TEST_SECRETS_KEY) })
  const session = platform.sessions.create(agentId, 'username', '127.0.0.1', 'bench')
  const token = await signSessionToken(platform, session)
  const memberDailyRows = (sqlite.prepare('SELECT count(*) AS n FROM member_daily').get() as { n: number }).n
  return { db, cacheDb, platform, agentId, token, teamSize: team.length, memberDailyRows }
}

/** Runs the agent report benchmark (about a minute on 2 cores, most of it seeding). */
export async function agentReportBench(say: (s: string) => void = console.log): Promise<AgentBenchReport> {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-bench-agent-'))
  let server: Server | null = null
  try {
    const t0 = performance.now()
    say('(h) agent report: seeding 10,000 downlines and 1,000,000 bets')
    const s = await seed(dir, say)
    const seedSec = (performance.now() - t0) / 1000
    const today = businessDayIndex(Date.now())
    const ranges = { today: { from: today, to: today }, '7d': { from: today - 6, to: today }, '30d': { from: today - 29, to: today } } as const
    const platformTimes = {} as AgentBenchReport['platform']
    for (const [name, range] of Object.entries(ranges) as [keyof typeof ranges, { from: number; to: number }][]) {
      s.platform.agent.reports.overview({ agentId: s.agentId }, range)
      const times: number[] = []
      for (let i = 0; i < AGENT_BENCH.runs; i++) {
        const t = performance.now()
        s.platform.agent.reports.overview({ agentId: s.agentId }, range)
        times.push(performance.now() - t)
      }
      platformTimes[name] = summary(times)
      say(`  overview ${name}: p50 ${platformTimes[name].p50.toFixed(1)} ms (in process)`)
    }
    s.db.$client.close()
    s.cacheDb.$client.close()

    // The server's own log level (info, as in production), not the bench's quieter default.
    server = startProcess('server (agent report)', 'server/main.ts', await freePort(), {
      NODE_ENV: 'production',
      DATA_DIR: dir,
      BRAND_CODE: BRAND,
      SECRETS_KEY: TEST_SECRETS_KEY,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    })
    await waitHttp(server, '/healthz', 60_000)
    const base = `http://${HOST}:${server.port}`
    const pageTimes = {} as AgentBenchReport['page']
    for (const range of ['7d', '30d'] as const) {
      const url = `${base}/agentHome?tab=agentTeamOverview${range === '7d' ? '' : '&range=30d'}`
      const get = async () => {
        const res = await fetch(url, { headers: { cookie: `sid=${s.token}` } })
        const body = await res.text()
        if (res.status !== 200 || !body.includes('data-testid="trend-chart"')) throw new Error(`agent overview page answered ${res.status} without its chart`)
        return body.length
      }
      await get()
      const times: number[] = []
      let bytes = 0
      for (let i = 0; i < AGENT_BENCH.runs; i++) {
        const t = performance.now()
        bytes = await get()
        times.push(performance.now() - t)
      }
      pageTimes[range] = { ...summary(times), bytes }
      say(`  page ${range}: p50 ${pageTimes[range].p50.toFixed(1)} ms over HTTP`)
    }
    return { seedSec, teamSize: s.teamSize, bets: AGENT_BENCH.bets, memberDailyRows: s.memberDailyRows, platform: platformTimes, page: pageTimes }
  } finally {
    server?.proc.kill()
    await server?.proc.exited
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The goal row, the section and its notes for bench/RESULTS.md. */
export function agentReportMarkdown(r: AgentBenchReport) {
  const ok = r.page['30d'].p50 < AGENT_BENCH.targetMs && r.page['7d'].p50 < AGENT_BENCH.targetMs
  const goalRow = [
    'agent team overview, 10,000 downlines, 1,000,000 bets (h)',
    `< ${AGENT_BENCH.targetMs} ms p50`,
    `page ${f1(r.page['7d'].p50)} ms (7 days), ${f1(r.page['30d'].p50)} ms (30 days)`,
    ok ? '✅' : '❌',
  ]
  const rows = [
    ...(['today', '7d', '30d'] as const).map((k) => [`reports.overview, ${k} (in process)`, f1(r.platform[k].p50), f1(r.platform[k].p95), '']),
    ...(['7d', '30d'] as const).map((k) => [`GET /agentHome?tab=agentTeamOverview, ${k} (HTTP, whole page)`, f1(r.page[k].p50), f1(r.page[k].p95), r.page[k].bytes.toLocaleString('en')]),
  ]
  const section = `## Agent team overview (h)

An agent with ${r.teamSize.toLocaleString('en')} downlines on 3 levels and ${r.bets.toLocaleString('en')} settled bets over the past 30 days (plus 20,000 deposits), seeded in ${f1(r.seedSec)} s into a fresh DATA_DIR; \`member_daily\` ends with ${r.memberDailyRows.toLocaleString('en')} rows. ${AGENT_BENCH.runs} sequential runs each after one warm-up; ms.

${table(['what', 'p50 ms', 'p95 ms', 'bytes'], rows, ['l', 'r', 'r', 'r'])}
`
  const notes = [
    "Agent overview (h): the whole-team figures come from `team_daily` (one row per agent and business day, kept by SQLite triggers from `member_daily`, itself kept from every bet and ledger movement in the transaction that writes it; decision 0014), so a 30-day overview reads 30 rows plus the tree's closure (`member_ancestors`) for levels, new members and the distinct active members over the range (one index probe per downline). Without `team_daily` the same 30 days summed ≈ 300,000 member-days here (nearly every member bets every day).",
  ]
  return { goalRow, section, notes }
}

if (import.meta.main) {
  console.log(sectionText(agentReportMarkdown(await agentReportBench())))
}
