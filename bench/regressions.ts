/**
 * Issue 16's table and the regression guard of `npm run bench`, as pure functions (no I/O here but
 * `readFigureFile`/`writeFigureFile`): which figures the bench records (FIGURES: unit, which way is
 * better, how much noise to forgive), the table's rows with their targets, the comparison of this
 * run with the previous one, and the markdown of both.
 *
 * The figures of every run are kept machine-readably next to the results file (bench/results.json
 * beside bench/RESULTS.md, or `<name>.json` beside BENCH_RESULTS=<name>.md): for each figure its
 * value and when it was measured, and the value it had before that run. A run that measures only
 * some figures (BENCH_ONLY=pages) moves only those. When there is no JSON file yet, the previous
 * figures that the older results file shows are read from its markdown (`parseResultsMarkdown`).
 *
 * A figure regressed when it got worse than its previous value by more than its noise tolerance:
 * throughput ±10 %, sizes and memory ±5 %, latency ±10 % (and 1 ms), Lighthouse times ±20 % (and
 * 100 ms: simulated timings follow this shared machine's load), Lighthouse scores 3 points, violation counts any increase. Throughput is judged by the ratio to
 * the ceiling of the same run (the rps and the ceiling itself move with the machine's load).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

/** How a figure is compared: which way is better and how much change is noise. */
export type FigureKind = 'throughput' | 'size' | 'latency' | 'time' | 'score' | 'count' | 'flag'

/** Noise forgiven per kind: a change for the worse counts when it is larger than both `rel` × previous and `abs` (in the figure's unit). */
export const TOLERANCE: Record<FigureKind, { rel: number; abs: number }> = {
  throughput: { rel: 0.1, abs: 0 },
  size: { rel: 0.05, abs: 0 },
  latency: { rel: 0.1, abs: 1 },
  time: { rel: 0.2, abs: 100 },
  score: { rel: 0, abs: 3 },
  count: { rel: 0, abs: 0 },
  flag: { rel: 0, abs: 0 },
}

export interface FigureDef {
  kind: FigureKind
  better: 'higher' | 'lower'
  /** Unit of the stored value: 'rps', '%' (share of the ceiling), 'ms', 'B' (bytes), 'points' (0–100), 'count', 'yes/no' (1/0). */
  unit: string
  /** false: shown for context, never a regression (the ceiling, and rps whose ratio to the ceiling is guarded instead: both move with the machine). */
  guard?: false
  /** true: a Lighthouse figure that follows the machine's speed (simulated timings and the score from them); not judged when Lighthouse's benchmark index moved more than MACHINE_DRIFT. */
  followsMachine?: true
}

/** How far Lighthouse's benchmark index of this machine may move between two runs (relative) before their timings are not compared. */
export const MACHINE_DRIFT = 0.25

const throughput = (unit: string, guard?: false): FigureDef => ({ kind: 'throughput', better: 'higher', unit, ...(guard === false ? { guard } : {}) })
const size: FigureDef = { kind: 'size', better: 'lower', unit: 'B' }
const latency: FigureDef = { kind: 'latency', better: 'lower', unit: 'ms' }
const time: FigureDef = { kind: 'time', better: 'lower', unit: 'ms' }
const score: FigureDef = { kind: 'score', better: 'higher', unit: 'points' }
const lhTime: FigureDef = { ...time, followsMachine: true }

/** Every figure of issue 16's table, by id. Ratios are % of the ceiling (a) of the same run. */
export const FIGURES = {
  'ceiling.rps': throughput('rps', false),
  'signedIn.home.rps': throughput('rps', false),
  'signedIn.home.ratio': throughput('%'),
  'signedIn.home.p50': { ...latency, guard: false },
  'signedIn.home.p99': latency,
  'signedIn.rng.rps': throughput('rps', false),
  'signedIn.rng.ratio': throughput('%'),
  'signedIn.rng.p99': latency,
  'signedIn.summary.ratio': throughput('%'),
  'signedIn.summary.p99': latency,
  'signedIn.home.wireBytes': size,
  'signedIn.home.compressed': { kind: 'flag', better: 'higher', unit: 'yes/no' },
  'anon.home.rps': throughput('rps', false),
  'anon.home.ratio': throughput('%'),
  'anon.home.rawBytes': size,
  'anon.home.brBytes': size,
  'anon.uncached.rps': throughput('rps'),
  'js.referenced': size,
  'js.all': size,
  'rss.idle': size,
  'gameList.rps': throughput('rps', false),
  'gameList.ratio': throughput('%'),
  'lh.anon.performance': { ...score, followsMachine: true },
  'lh.anon.lcp': lhTime,
  'lh.anon.tbt': lhTime,
  'lh.anon.bytes': size,
  'lh.anon.mainThread': lhTime,
  'lh.anon.seo': score,
  'lh.anon.bestPractices': score,
  'lh.signedIn.performance': { ...score, followsMachine: true },
  'lh.signedIn.lcp': lhTime,
  'lh.signedIn.tbt': lhTime,
  'lh.signedIn.bytes': size,
  'lh.signedIn.mainThread': lhTime,
  'lh.signedIn.seo': score,
  'lh.signedIn.bestPractices': score,
  'lh.benchmarkIndex': { kind: 'score', better: 'higher', unit: 'index', guard: false },
  'axe.violations': { kind: 'count', better: 'lower', unit: 'count' },
} satisfies Record<string, FigureDef>

export type FigureId = keyof typeof FIGURES
/** Figures of one run by id (units as in FIGURES). */
export type Figures = Partial<Record<FigureId, number>>

/** One recorded figure: its value and when it was measured (ISO time). */
export interface Recorded {
  value: number
  at: string
}

/** What bench/results.json holds. */
export interface FigureFile {
  /** When the file was last written (ISO time). */
  writtenAt: string
  /** The latest value of every figure. */
  figures: Partial<Record<FigureId, Recorded>>
  /** The value each figure had before its latest measurement. */
  previous: Partial<Record<FigureId, Recorded>>
}

/** The JSON file kept beside a results markdown file: `x.md` → `x.json`. */
export function figureFilePath(resultsFile: string): string {
  return `${resultsFile.replace(/\.md$/i, '')}.json`
}

/**
 * A new figure file after a run recorded `figures` at `at`: the measured figures become the latest
 * and their former latest values become their previous ones; figures not measured keep both.
 * `old` is the previous file, or figures read from an older results markdown (then without previous).
 */
export function recordRun(old: FigureFile | null, figures: Figures, at: string): FigureFile {
  const next: FigureFile = { writtenAt: at, figures: { ...old?.figures }, previous: { ...old?.previous } }
  for (const [id, value] of Object.entries(figures) as [FigureId, number][]) {
    if (!Number.isFinite(value)) continue
    const before = old?.figures[id]
    if (before) next.previous[id] = before
    else delete next.previous[id]
    next.figures[id] = { value, at }
  }
  return next
}

/**
 * Whether `current` is worse than `previous` beyond the figure's noise tolerance (TOLERANCE of its
 * kind). False when either is not a finite number, and for figures that are not guarded.
 */
export function isRegression(id: FigureId, previous: number, current: number): boolean {
  if (!Number.isFinite(previous) || !Number.isFinite(current)) return false
  const def: FigureDef = FIGURES[id]
  if (def.guard === false) return false
  const worseBy = def.better === 'higher' ? previous - current : current - previous
  const { rel, abs } = TOLERANCE[def.kind]
  return worseBy > abs && worseBy > rel * Math.abs(previous)
}

/** A figure that got worse than before beyond noise. */
export interface Regression {
  id: FigureId
  previous: Recorded
  current: Recorded
  /** Relative change, (current − previous) ÷ previous (NaN when previous is 0). */
  change: number
}

/**
 * Lighthouse's benchmark index of this machine at the previous and the latest Lighthouse runs, when
 * it moved more than MACHINE_DRIFT (then the figures that follow the machine are not judged), else null.
 */
export function machineDrift(file: FigureFile): { previous: number; current: number } | null {
  const previous = file.previous['lh.benchmarkIndex']?.value
  const current = file.figures['lh.benchmarkIndex']?.value
  if (!previous || !current) return null
  return Math.abs(current / previous - 1) > MACHINE_DRIFT ? { previous, current } : null
}

/** Every figure of `file` whose latest value is worse than its previous one beyond noise (not those that follow the machine when it drifted: `machineDrift`). */
export function regressionsOf(file: FigureFile): Regression[] {
  const drift = machineDrift(file)
  const out: Regression[] = []
  for (const [id, current] of Object.entries(file.figures) as [FigureId, Recorded][]) {
    const previous = file.previous[id]
    if (!previous || !(id in FIGURES)) continue
    if (drift && (FIGURES[id] as FigureDef).followsMachine) continue
    if (isRegression(id, previous.value, current.value)) out.push({ id, previous, current, change: previous.value ? (current.value - previous.value) / previous.value : NaN })
  }
  return out
}

// ───────────────────────────── reading an older results file ─────────────────────────────

/** The number at the start of `cell`, thousands separators dropped ('30,727' → 30727, '43.2 %' → 43.2). */
function leadingNumber(cell: string | undefined): number {
  const m = cell?.replace(/\*\*/g, '').match(/-?[\d,]+(?:\.\d+)?/)
  return m ? Number(m[0].replaceAll(',', '')) : NaN
}

/** The cells of the markdown table row that starts with `start` (after `| `), or undefined. */
function rowCells(md: string, start: string): string[] | undefined {
  const line = md.split('\n').find((l) => l.startsWith(`| ${start}`))
  return line
    ?.split('|')
    .slice(1, -1)
    .map((c) => c.trim())
}

/**
 * The figures an older bench/RESULTS.md shows, for a first comparison when no JSON file exists:
 * from the throughput table (a ceiling, b anonymous `/`, c uncached render, e game list: rps and
 * ratio to ceiling), the first-load JS and idle RSS goal rows, and the rows of issue 16's table when
 * the file has one (see `issueTableMarkdown`: each row names its figures in a trailing comment).
 * Figures it cannot find are left out.
 */
export function parseResultsMarkdown(md: string): Figures {
  const out: Figures = {}
  const put = (id: FigureId, v: number) => {
    if (Number.isFinite(v)) out[id] = v
  }
  const load = (letter: string, rps: FigureId, ratio?: FigureId) => {
    const cells = rowCells(md, `(${letter}) `)
    if (!cells) return
    put(rps, leadingNumber(cells[1]))
    if (ratio) put(ratio, leadingNumber(cells[5]))
  }
  load('a', 'ceiling.rps')
  load('b', 'anon.home.rps', 'anon.home.ratio')
  load('c', 'anon.uncached.rps')
  load('e', 'gameList.rps', 'gameList.ratio')
  const kbOf = (start: string) => leadingNumber(rowCells(md, start)?.[2]) * 1000
  put('js.referenced', kbOf('first-load JS of `/` (script src'))
  put('js.all', kbOf('first-load JS of `/` (every .js'))
  put('rss.idle', leadingNumber(rowCells(md, 'idle RSS of the cached server')?.[2]) * 1e6)
  // Issue 16's table: `<!-- figures: id=value id=value -->` at the end of each row's last cell.
  for (const m of md.matchAll(/<!-- figures: ([^>]*?) -->/g)) {
    for (const pair of m[1].split(/\s+/)) {
      const [id, v] = pair.split('=')
      if (id in FIGURES) put(id as FigureId, Number(v))
    }
  }
  return out
}

/** The previous run's figures: the JSON file beside `resultsFile`, else what the markdown file shows, else null. */
export function readFigureFile(resultsFile: string): FigureFile | null {
  const json = figureFilePath(resultsFile)
  if (existsSync(json)) {
    try {
      const f = JSON.parse(readFileSync(json, 'utf8')) as FigureFile
      if (f && typeof f.figures === 'object') return { writtenAt: f.writtenAt, figures: f.figures ?? {}, previous: f.previous ?? {} }
    } catch {
      /* unreadable: fall back to the markdown */
    }
  }
  if (!existsSync(resultsFile)) return null
  const md = readFileSync(resultsFile, 'utf8')
  const at = md.match(/Recorded (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) UTC/)?.[1]
  const when = at ? `${at.replace(' ', 'T')}Z` : 'unknown'
  const figures: FigureFile['figures'] = {}
  for (const [id, value] of Object.entries(parseResultsMarkdown(md)) as [FigureId, number][]) figures[id] = { value, at: when }
  return { writtenAt: when, figures, previous: {} }
}

/** Writes `file` as the JSON beside `resultsFile`. */
export function writeFigureFile(resultsFile: string, file: FigureFile) {
  writeFileSync(figureFilePath(resultsFile), `${JSON.stringify(file, null, 2)}\n`)
}

// ───────────────────────────── issue 16's table ─────────────────────────────

const num = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d })
/** How a figure reads in the table, from its stored unit. */
export function formatFigure(id: FigureId, v: number): string {
  if (!Number.isFinite(v)) return 'n/a'
  const def: FigureDef = FIGURES[id]
  if (id === 'rss.idle') return `${num(v / 1e6, 1)} MB`
  switch (def.unit) {
    case 'rps':
      return `${num(v)} rps`
    case '%':
      return `${num(v, 1)} % of ceiling`
    case 'ms':
      return def.kind === 'latency' ? `${num(v, v < 100 ? 2 : 0)} ms` : v >= 1000 ? `${num(v / 1000, 2)} s` : `${num(v)} ms`
    case 'B':
      return `${num(v / 1000, 1)} KB`
    case 'points':
      return String(Math.round(v))
    case 'yes/no':
      return v ? 'compressed' : 'not compressed'
    default:
      return num(v)
  }
}

/** One row of issue 16's table: the page, the target, the figures it shows (the first ones are the targets' own), whether it meets the target. */
export interface IssueRow {
  page: string
  target: string
  figures: FigureId[]
  met: (f: Figures) => boolean
  /** What the figure counts, printed under the table (e.g. what a render still does per request). */
  note?: string
}

const at = (f: Figures, id: FigureId) => f[id] ?? NaN

/** The rows of issue 16's table with their targets (the issue's "target" column). */
export const ISSUE_ROWS: IssueRow[] = [
  {
    page: 'signed-in `GET /` throughput',
    target: '≥ 20 % of the ceiling; p99 ≤ 50 ms at 50 connections',
    figures: ['signedIn.home.ratio', 'signedIn.home.p99', 'signedIn.home.rps', 'signedIn.home.p50', 'signedIn.summary.ratio', 'signedIn.summary.p99'],
    met: (f) => at(f, 'signedIn.home.ratio') >= 20 && at(f, 'signedIn.home.p99') <= 50,
  },
  {
    page: 'signed-in `GET /rng` throughput',
    target: '≥ 20 % of the ceiling',
    figures: ['signedIn.rng.ratio', 'signedIn.rng.rps', 'signedIn.rng.p99'],
    met: (f) => at(f, 'signedIn.rng.ratio') >= 20,
  },
  {
    page: 'signed-in HTML of `/` on the wire',
    target: '≤ 40 KB with br or gzip',
    figures: ['signedIn.home.wireBytes', 'signedIn.home.compressed'],
    met: (f) => at(f, 'signedIn.home.wireBytes') <= 40_000 && at(f, 'signedIn.home.compressed') === 1,
  },
  { page: 'anonymous `GET /` throughput', target: '≥ 50 % of the ceiling', figures: ['anon.home.ratio', 'anon.home.rps'], met: (f) => at(f, 'anon.home.ratio') >= 50 },
  {
    page: 'anonymous HTML of `/`',
    target: '≤ 150 KB raw, ≤ 20 KB br',
    figures: ['anon.home.rawBytes', 'anon.home.brBytes'],
    met: (f) => at(f, 'anon.home.rawBytes') <= 150_000 && at(f, 'anon.home.brBytes') <= 20_000,
  },
  {
    page: 'uncached anonymous render (`RENDER_CACHE=off`)',
    target: '≥ 10 × 46 pages/s (≥ 460 rps)',
    figures: ['anon.uncached.rps'],
    met: (f) => at(f, 'anon.uncached.rps') >= 460,
    note: "With `RENDER_CACHE=off` every request renders the page's content (decision 0064): its Flight, the HTML from it and the inline Flight, with every database read the content makes; the answer is gzip spliced from the frame's parts compressed once and the content compressed per request (decision 0065). Kept between requests, each keyed by what it depends on so that a change renders it again: the page's frame (head, side menu, header, footer, tab bar, dialogs: HTML and Flight) per brand, language, viewer class, URL and content version (decision 0064), into which the content is spliced; the static parts of the layout per content version (decision 0051); the account dialogs' texts per language and build, fetched when a dialog opens (`/texts/auth`). Where the time went: decisions 0063, 0064 and 0065.",
  },
  {
    page: 'first-load JS of `/` (gzip -9)',
    target: '≤ 90 KB referenced (script src + modulepreload), ≤ 110 KB everything a cold load fetches',
    figures: ['js.referenced', 'js.all'],
    met: (f) => at(f, 'js.referenced') <= 90_000 && at(f, 'js.all') <= 110_000,
  },
  { page: 'idle RSS of the cached server', target: '< 150 MB', figures: ['rss.idle'], met: (f) => at(f, 'rss.idle') < 150e6 },
  { page: 'game list API', target: '≥ 15 % of the ceiling', figures: ['gameList.ratio', 'gameList.rps'], met: (f) => at(f, 'gameList.ratio') >= 15 },
  {
    page: 'Lighthouse mobile (simulated 4G), anonymous `/`',
    target: 'performance ≥ 95, LCP ≤ 1.8 s, TBT ≤ 150 ms',
    figures: ['lh.anon.performance', 'lh.anon.lcp', 'lh.anon.tbt', 'lh.anon.bytes', 'lh.anon.mainThread', 'lh.benchmarkIndex'],
    met: (f) => at(f, 'lh.anon.performance') >= 95 && at(f, 'lh.anon.lcp') <= 1800 && at(f, 'lh.anon.tbt') <= 150,
  },
  {
    page: 'Lighthouse mobile (simulated 4G), signed-in `/`',
    target: 'performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms',
    figures: ['lh.signedIn.performance', 'lh.signedIn.lcp', 'lh.signedIn.tbt', 'lh.signedIn.bytes', 'lh.signedIn.mainThread'],
    met: (f) => at(f, 'lh.signedIn.performance') >= 90 && at(f, 'lh.signedIn.lcp') <= 2500 && at(f, 'lh.signedIn.tbt') <= 200,
  },
  {
    page: 'Lighthouse SEO and best practices, anonymous and signed-in `/`',
    target: '100 each',
    figures: ['lh.anon.seo', 'lh.anon.bestPractices', 'lh.signedIn.seo', 'lh.signedIn.bestPractices'],
    met: (f) => (['lh.anon.seo', 'lh.anon.bestPractices', 'lh.signedIn.seo', 'lh.signedIn.bestPractices'] as const).every((id) => at(f, id) >= 100),
  },
  { page: 'axe WCAG 2.1 AA on `/` and `/rng` (anonymous and signed-in)', target: '0 violations', figures: ['axe.violations'], met: (f) => at(f, 'axe.violations') === 0 },
]

/** Short names of the figures inside a row's cells. */
const FIGURE_LABEL: Partial<Record<FigureId, string>> = {
  'signedIn.home.p50': 'p50',
  'signedIn.home.p99': 'p99',
  'signedIn.rng.p99': 'p99',
  'signedIn.summary.ratio': 'member summary call',
  'signedIn.summary.p99': 'its p99',
  'anon.home.rawBytes': 'raw',
  'anon.home.brBytes': 'br',
  'js.referenced': 'referenced',
  'js.all': 'all fetched',
  'lh.anon.performance': 'performance',
  'lh.signedIn.performance': 'performance',
  'lh.anon.lcp': 'LCP',
  'lh.signedIn.lcp': 'LCP',
  'lh.anon.tbt': 'TBT',
  'lh.signedIn.tbt': 'TBT',
  'lh.anon.bytes': 'transferred',
  'lh.signedIn.bytes': 'transferred',
  'lh.anon.mainThread': 'main-thread work',
  'lh.signedIn.mainThread': 'main-thread work',
  'lh.anon.seo': 'SEO (anonymous)',
  'lh.anon.bestPractices': 'best practices (anonymous)',
  'lh.signedIn.seo': 'SEO (signed-in)',
  'lh.signedIn.bestPractices': 'best practices (signed-in)',
  'lh.benchmarkIndex': 'machine benchmark index',
}

/** "label value" of one figure, e.g. `p99 12.30 ms` (a ratio or an rps reads alone). */
function figureText(id: FigureId, v: number): string {
  const label = FIGURE_LABEL[id]
  return label ? `${label} ${formatFigure(id, v)}` : formatFigure(id, v)
}

/** The name of a figure in the "change" column. */
function changeLabel(id: FigureId): string {
  const unit = FIGURES[id].unit
  return FIGURE_LABEL[id] ?? (unit === '%' ? 'ratio' : unit === 'rps' ? 'rps' : unit === 'count' ? 'violations' : 'size')
}

const REGRESSION_MARK = '⚠️ worse'

/**
 * Issue 16's table from a figure file: per row the target, the latest figures (marked ⚠️ where a
 * figure regressed), the previous figures beside them, and the status. Figures measured before
 * `runAt` (kept from an earlier run, e.g. by a BENCH_ONLY=pages run) carry their date. Each row
 * ends with a `<!-- figures: … -->` comment so a later run can read the figures back from the markdown alone.
 */
export function issueTableMarkdown(file: FigureFile, runAt: string): string {
  const latest: Figures = {}
  for (const [id, r] of Object.entries(file.figures) as [FigureId, Recorded][]) latest[id] = r.value
  const regressed = new Set(regressionsOf(file).map((r) => r.id))
  const lines = ['| page | target | this run | previous run | change | status |', '|:---|:---|:---|:---|:---|:---|']
  for (const row of ISSUE_ROWS) {
    const have = row.figures.filter((id) => file.figures[id])
    const cur = have.map((id) => `${regressed.has(id) ? '**' : ''}${figureText(id, file.figures[id]!.value)}${regressed.has(id) ? '**' : ''}`)
    const dates = [...new Set(have.map((id) => file.figures[id]!.at).filter((d) => d !== runAt))]
    const curCell = have.length ? `${cur.join(', ')}${dates.length ? ` (measured ${dates.map((d) => d.replace('T', ' ').slice(0, 16)).join(', ')})` : ''}` : 'not measured'
    const prev = have.filter((id) => file.previous[id])
    const prevCell = prev.length ? prev.map((id) => figureText(id, file.previous[id]!.value)).join(', ') : '—'
    const change = prev
      .map((id) => {
        const p = file.previous[id]!.value
        const c = file.figures[id]!.value
        if (FIGURES[id].unit === 'yes/no' || p === c) return ''
        const d = FIGURES[id].kind === 'score' || FIGURES[id].kind === 'count' ? `${c - p > 0 ? '+' : ''}${num(c - p)}` : p ? `${c > p ? '+' : ''}${num(((c - p) / p) * 100, 1)} %` : ''
        return d ? `${changeLabel(id)} ${d}` : ''
      })
      .filter(Boolean)
      .join(', ')
    const worse = row.figures.some((id) => regressed.has(id))
    const status = !have.length ? '— not measured' : `${row.met(latest) ? '✅ met' : '❌ not met'}${worse ? ` ${REGRESSION_MARK}` : ''}`
    const comment = have.length ? ` <!-- figures: ${have.map((id) => `${id}=${file.figures[id]!.value}`).join(' ')} -->` : ''
    lines.push(`| ${row.page} | ${row.target} | ${curCell} | ${prevCell} | ${change || '—'} | ${status}${comment} |`)
  }
  const notes = ISSUE_ROWS.filter((r) => r.note).map((r) => `- **${r.page}**: ${r.note}`)
  return notes.length ? `${lines.join('\n')}\n\n${notes.join('\n')}` : lines.join('\n')
}

/** The noise tolerances in words (TOLERANCE). */
const NOISE = 'throughput ±10 %, sizes ±5 %, latency ±10 %, Lighthouse times ±20 %, scores 3 points, violations any increase'

/** The list of regressions for the top of the results file ("none" when there are none). */
export function regressionsMarkdown(file: FigureFile): string {
  const drift = machineDrift(file)
  const note = drift
    ? `\n\nLighthouse's timings and performance scores are not judged this time: its benchmark index of this machine moved from ${num(drift.previous)} to ${num(drift.current)} (more than ${MACHINE_DRIFT * 100} %; the simulated timings scale with it, and other work on the machine lowers it).`
    : ''
  return `${regressionsList(file)}${note}`
}

function regressionsList(file: FigureFile): string {
  const list = regressionsOf(file)
  if (!list.length) {
    const compared = Object.keys(file.previous).length
    return compared
      ? `**No regressions** against the previous run: none of the ${compared} figure${compared === 1 ? '' : 's'} with a previous value got worse beyond noise (${NOISE}).`
      : '**No previous run to compare with** (no bench/results.json beside the results file and no figures in it yet).'
  }
  const rowOf = (id: FigureId) => ISSUE_ROWS.find((r) => r.figures.includes(id))?.page ?? id
  return `**${REGRESSION_MARK}: ${list.length} figure(s) regressed against the previous run** (beyond noise: ${NOISE}):\n\n${list
    .map(
      (r) =>
        `- ${rowOf(r.id)} — \`${r.id}\`: ${formatFigure(r.id, r.previous.value)} (${r.previous.at.replace('T', ' ').slice(0, 16)}) → ${formatFigure(r.id, r.current.value)}${Number.isFinite(r.change) ? ` (${r.change > 0 ? '+' : ''}${num(r.change * 100, 1)} %)` : ''}`,
    )
    .join('\n')}`
}
