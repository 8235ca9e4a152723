/**
 * Lighthouse (npm `lighthouse`, programmatic, its default config: mobile form factor, simulated
 * 4G throttling and 4× CPU slowdown) on `/` of the render-cached production server, anonymous and
 * signed in (the member's session cookie sent as an extra header on every request), with the
 * system Chromium (/usr/bin/chromium or CHROMIUM_PATH; --headless=new --no-sandbox --disable-gpu),
 * LIGHTHOUSE.runs runs each (BENCH_LH_RUNS) in one browser, the median of each figure reported.
 * Categories: performance in every run; SEO and best practices (not timing-dependent) in the first
 * run only; the full-page screenshot is skipped (it changes no figure). Times in ms, bytes as Lighthouse's total-byte-weight (transferred), scores 0–100.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type lighthouse from 'lighthouse'
import { f0, table } from './format'
import { makeTempDir, onCleanup, remaining, say } from './harness'

export const LIGHTHOUSE = {
  runs: Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3)),
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  /** A run that would start with less than this left before the deadline is skipped (and said so). */
  runReserveMs: 90_000,
}

/**
 * Starts the system Chromium with LIGHTHOUSE.chromeFlags, a fresh profile (a temporary folder,
 * removed at clean-up) and a DevTools port it picks; returns the port and a `kill`.
 * @throws Error when Chromium exits or writes no DevToolsActivePort within 20 s.
 */
async function launchChromium(): Promise<{ port: number; kill: () => void }> {
  const profile = makeTempDir()
  const proc = Bun.spawn(
    [
      LIGHTHOUSE.chromePath,
      ...LIGHTHOUSE.chromeFlags,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-dev-shm-usage',
      'about:blank',
    ],
    { stdin: 'ignore', stdout: 'ignore', stderr: 'ignore' },
  )
  const kill = () => {
    if (proc.exitCode === null && !proc.signalCode) proc.kill('SIGKILL')
  }
  const file = join(profile, 'DevToolsActivePort')
  const until = Date.now() + 20_000
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`${LIGHTHOUSE.chromePath} exited (${proc.exitCode}) before opening its DevTools port`)
    const port = existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : 0
    if (port > 0) return { port, kill }
    await Bun.sleep(50)
  }
  kill()
  throw new Error(`${LIGHTHOUSE.chromePath} wrote no DevToolsActivePort within 20 s`)
}

/** One Lighthouse run's figures. */
export interface LighthouseRun {
  performance: number
  seo: number
  bestPractices: number
  /** ms */
  lcp: number
  fcp: number
  tbt: number
  speedIndex: number
  cls: number
  /** total-byte-weight: bytes transferred. */
  bytes: number
  /** mainthread-work-breakdown: ms of main-thread work. */
  mainThread: number
  /** Lighthouse's CPU benchmark of this machine at the run (higher = faster). */
  benchmarkIndex: number
  /** SEO and best-practices audits that failed (id: title), for the notes. */
  failed: string[]
  warnings: string[]
  /** Wall seconds of the run. */
  wallSec: number
}

export interface LighthouseSeries {
  label: string
  runs: LighthouseRun[]
  /** Per-figure median of the runs. */
  median: Omit<LighthouseRun, 'failed' | 'warnings'>
}

export interface LighthouseReport {
  version: string
  anonymous: LighthouseSeries
  signedIn: LighthouseSeries
  /** Runs skipped for lack of time before the deadline. */
  skipped: number
}

/** The median of `xs` (the lower middle for an even count); NaN when empty. */
export function median(xs: number[]): number {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b)
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

function figuresOf(lhr: Lhr, wallSec: number): LighthouseRun {
  const score = (id: string) => (lhr.categories[id]?.score ?? NaN) * 100
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const failed: string[] = []
  for (const cat of ['seo', 'best-practices']) {
    for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id]
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) failed.push(`${cat}: ${ref.id} (${a.title})`)
    }
  }
  return {
    performance: score('performance'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    speedIndex: audit('speed-index'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    mainThread: audit('mainthread-work-breakdown'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    failed,
    warnings: [...(lhr.runWarnings ?? []), ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [])],
    wallSec,
  }
}

function series(label: string, runs: LighthouseRun[]): LighthouseSeries {
  const keys = ['performance', 'seo', 'bestPractices', 'lcp', 'fcp', 'tbt', 'speedIndex', 'cls', 'bytes', 'mainThread', 'benchmarkIndex', 'wallSec'] as const
  const m = {} as LighthouseSeries['median']
  for (const k of keys) m[k] = median(runs.map((r) => r[k]))
  return { label, runs, median: m }
}

/**
 * LIGHTHOUSE.runs Lighthouse runs of `url` anonymous and as many with `cookie` (a `cookie` header
 * value, `sid=…`), alternating so that a change of machine load falls on both alike, in one
 * Chromium. `laterMs`: time the sections after this one need, kept free before the deadline.
 * @throws Error when Chromium cannot be started or Lighthouse answers no result.
 */
export async function lighthouseBench(url: string, cookie: string, laterMs: number): Promise<LighthouseReport> {
  // Loaded here, not at the top: the module costs the bench process (the load generator of every other section) ≈ 80 MB.
  const { default: runLighthouse } = await import('lighthouse')
  const chrome = await launchChromium()
  const unregister = onCleanup(async () => chrome.kill())
  const anonymous: LighthouseRun[] = []
  const signedIn: LighthouseRun[] = []
  let version = ''
  let skipped = 0
  try {
    for (let i = 0; i < LIGHTHOUSE.runs; i++) {
      for (const [label, list, extraHeaders] of [
        ['anonymous', anonymous, undefined],
        ['signed-in', signedIn, { Cookie: cookie }],
      ] as const) {
        if (remaining() < LIGHTHOUSE.runReserveMs + laterMs) {
          skipped++
          say(`Lighthouse ${label} run ${i + 1}: skipped, not enough time left before the deadline`)
          continue
        }
        const t0 = performance.now()
        const result = await runLighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          // SEO and best practices do not depend on timing: the first run scores them; the others gather only what performance needs (faster).
          onlyCategories: i === 0 ? ['performance', 'seo', 'best-practices'] : ['performance'],
          disableFullPageScreenshot: true,
          ...(extraHeaders ? { extraHeaders } : {}),
        })
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
        version = result.lhr.lighthouseVersion
        const run = figuresOf(result.lhr, (performance.now() - t0) / 1000)
        list.push(run)
        say(`Lighthouse ${label} run ${i + 1}/${LIGHTHOUSE.runs}: performance ${f0(run.performance)}, LCP ${f0(run.lcp)} ms, TBT ${f0(run.tbt)} ms, ${f0(run.bytes / 1000)} KB, ${f0(run.wallSec)} s`)
      }
    }
  } finally {
    chrome.kill()
    unregister()
  }
  if (!anonymous.length || !signedIn.length) throw new Error('Lighthouse: no run finished before the deadline')
  return { version, anonymous: series('anonymous `/`', anonymous), signedIn: series('signed-in `/`', signedIn), skipped }
}

/** The Lighthouse part of the pages section: every run and the medians, and the notes (failed SEO / best-practices audits, warnings). */
export function lighthouseMarkdown(lh: LighthouseReport) {
  const score = (n: number) => (Number.isFinite(n) ? f0(n) : '—')
  const row = (name: string, r: Omit<LighthouseRun, 'failed' | 'warnings'>) => [
    name,
    f0(r.performance),
    f0(r.lcp),
    f0(r.fcp),
    f0(r.tbt),
    f0(r.speedIndex),
    r.cls.toFixed(3),
    f0(r.bytes / 1000),
    f0(r.mainThread),
    score(r.seo),
    score(r.bestPractices),
    f0(r.benchmarkIndex),
    f0(r.wallSec),
  ]
  const rows: string[][] = []
  for (const s of [lh.anonymous, lh.signedIn]) {
    s.runs.forEach((r, i) => {
      rows.push(row(`${s.label}, run ${i + 1}`, r))
    })
    rows.push(row(`**${s.label}, median**`, s.median).map((c, i) => (i === 0 ? c : `**${c}**`)))
  }
  const lhTable = table(
    ['Lighthouse', 'performance', 'LCP ms', 'FCP ms', 'TBT ms', 'Speed Index ms', 'CLS', 'transferred KB', 'main-thread work ms', 'SEO', 'best practices', 'benchmark index', 'run s'],
    rows,
  )
  const notes: string[] = []
  for (const s of [lh.anonymous, lh.signedIn]) {
    const failed = [...new Set(s.runs.flatMap((r) => r.failed))]
    if (failed.length) notes.push(`**Lighthouse ${s.label}: SEO / best-practices audits that failed** (in any run): ${failed.map((f) => `\`${f}\``).join(', ')}.`)
    const warnings = [...new Set(s.runs.flatMap((r) => r.warnings))]
    if (warnings.length) notes.push(`**Lighthouse ${s.label} warnings:** ${warnings.join(' / ')}`)
  }
  if (lh.skipped) notes.push(`**Lighthouse: ${lh.skipped} run(s) skipped** for lack of time before the deadline; the medians are of the runs that finished.`)
  const section = `### Lighthouse

Lighthouse ${lh.version} (npm \`lighthouse\`, programmatic, in the bench's Bun process), its default config: mobile form factor, simulated throttling (slow 4G, 4× CPU slowdown, Lantern); category performance in every run, SEO and best practices in the first run (they do not depend on timing); ${LIGHTHOUSE.chromePath} with \`${LIGHTHOUSE.chromeFlags.join(' ')}\`, one browser for all runs (Lighthouse resets the origin's storage before each). Signed-in runs send a member's session cookie (\`Cookie: sid=…\`, from the real login) as an extra header on every request. ${LIGHTHOUSE.runs} runs each (BENCH_LH_RUNS), anonymous and signed-in alternating; the goals use the median of each figure. "benchmark index" is Lighthouse's CPU benchmark of this machine during the run (the simulated times scale with it; other work on this 2-core machine lowers it).

${lhTable}`
  return { section, notes }
}
