/**
 * Writes bench/RESULTS.md (or the file named by BENCH_RESULTS, e.g. `BENCH_RESULTS=/tmp/bench.md`,
 * to try the bench without touching the recorded results). A whole run (`writeResults`) overwrites
 * the file: issue 16's table with the regressions against the previous run at the top, the
 * machine, the goals table (every section's goal rows), the sections in the order below, and the
 * notes. A section run alone (BENCH_ONLY, `writeSection`) puts only its goal row and its section
 * into the existing file and leaves the other sections and their recording as they are
 * (BENCH_ONLY=pages also updates issue 16's table for its figures: `recordFigures`).
 * The figures of issue 16's table are kept in bench/results.json beside the results file
 * (bench/regressions.ts), which the next run compares with.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { firstLoadMarkdown, type FirstLoadJs } from './first-load'
import { f0, mark, table } from './format'
import { elapsed, ROOT, say } from './harness'
import { lcpMarkdown, type LcpReport } from './lcp'
import { loginClean, loginMarkdown, type LoginResult } from './logins'
import { coresOf, machineMarkdown, type MachineInfo } from './machine'
import { moneyCleanRow, moneyMarkdown, type MoneyReport } from './money'
import { pagesClean, pagesFigures, pagesMarkdown, type PagesReport } from './pages'
import { figureFilePath, type Figures, type FigureFile, issueTableMarkdown, readFigureFile, recordRun, regressionsMarkdown, writeFigureFile } from './regressions'
import { rssMarkdown, type RssReport } from './rss'
import { throughputClean, throughputMarkdown, type ThroughputReport } from './throughput'

/** A section's part of the report: its goal row (if it has a goal), its markdown, its notes. */
export interface SectionMarkdown {
  goalRow?: string[]
  section: string
  notes: string[]
}

const RESULTS_NAME = process.env.BENCH_RESULTS || 'bench/RESULTS.md'
const RESULTS_FILE = process.env.BENCH_RESULTS || join(ROOT, 'bench/RESULTS.md')

/**
 * BENCH_ONLY=money / agent / vendor / floors / pages: puts one section into the existing results file — its
 * goal row when it has one (the row starting with `rowStart`, replaced, else appended to the goals table), its section
 * (starting with `heading`, replaced, else before the heading `before`, else before the notes) — and leaves the rest as it is.
 */
export function writeSection(heading: string, m: SectionMarkdown, rowStart = '', before = '## Notes') {
  let md = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '## Notes\n'
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const rowRe = new RegExp(`^\\| ${escapeRegExp(rowStart)}.*$`, 'm')
  const row = m.goalRow && `| ${m.goalRow.join(' | ')} |`
  if (row) md = rowRe.test(md) ? md.replace(rowRe, row) : md.replace(/(\| goal \(from the issue\)[^\n]*\n\|[^\n]*\n(?:\|[^\n]*\n)*)/, `$1${row}\n`)
  const section = `${m.section.trim()}\n\n${m.notes.length ? `${m.notes.map((n) => `- ${n}`).join('\n')}\n\n` : ''}`
  const sectionRe = new RegExp(`${escapeRegExp(heading)}[\\s\\S]*?\\n(?=## )`)
  const anchor = md.includes(`\n${before}`) ? before : '## Notes'
  md = sectionRe.test(md) ? md.replace(sectionRe, section) : md.replace(anchor, `${section}${anchor}`)
  writeFileSync(RESULTS_FILE, md)
  say(`wrote "${heading}" into ${RESULTS_NAME}`)
}

/** Everything a whole run measured, section by section. */
export interface BenchResults {
  machine: MachineInfo
  /** How `dist/` was obtained (built now, or reused with its date). */
  build: string
  throughput: ThroughputReport
  rss: RssReport
  js: FirstLoadJs
  lcp: LcpReport
  pages: PagesReport
  login: LoginResult
  money: MoneyReport
  agentReport: { goalRow: string[]; section: string; notes: string[] }
  vendor: { goalRow: string[]; section: string; notes: string[] }
  /** The floors section (markdown, no goal row). */
  floors: string
}

const ISSUE_HEADING = '## Issue 16: the table'

/** The section with issue 16's table: the regressions against the previous run first, then the table (this run's figures, the previous ones beside them). */
export function issueSection(file: FigureFile, runAt: string): string {
  return `${ISSUE_HEADING}

Every row of issue 16's table as this run measured it (ratios against the ceiling (a) of the same run; KB = 1000 B), the previous run's figures beside them; a figure that got worse beyond noise is **bold** and its row marked ⚠️. The figures are kept in \`${figureFilePath(RESULTS_NAME)}\` for the next run's comparison.

${regressionsMarkdown(file)}

${issueTableMarkdown(file, runAt)}
`
}

/** The figures of issue 16's table a whole run measured (bench/regressions.ts FIGURES). */
export function runFigures(r: BenchResults): Figures {
  const byId = Object.fromEntries(r.throughput.results.map((x) => [x.id, x]))
  const ceiling = byId.a.rps
  return {
    'ceiling.rps': ceiling,
    'anon.home.rps': byId.b.rps,
    'anon.home.ratio': (byId.b.rps / ceiling) * 100,
    'anon.uncached.rps': byId.c.rps,
    'gameList.rps': byId.e.rps,
    'gameList.ratio': (byId.e.rps / ceiling) * 100,
    'js.referenced': r.js.total.gzip9,
    'js.all': r.lcp.jsLoaded.reduce((s, j) => s + j.gzip9, 0),
    'rss.idle': r.rss.cachedKB * 1024,
    ...pagesFigures(r.pages),
  }
}

/** The whole results file of a run, recorded at `when`; `figures`: the figure file after this run (issue 16's table). */
export function resultsMarkdown(r: BenchResults, when: Date, figures: FigureFile): string {
  const nproc = coresOf(r.machine)
  const throughput = throughputMarkdown(r.throughput, nproc, r.machine.loadavg)
  const firstLoad = firstLoadMarkdown(r.js, r.lcp.jsLoaded)
  const lcp = lcpMarkdown(r.lcp)
  const login = loginMarkdown(r.login, nproc)
  const rss = rssMarkdown(r.rss)
  const money = moneyMarkdown(r.money, nproc)
  const pages = pagesMarkdown(r.pages, nproc)
  const { results } = r.throughput
  const goalsTable = table(
    ['goal (from the issue)', 'target', 'measured', 'status'],
    [
      ...throughput.goalRows,
      ...firstLoad.goalRows,
      lcp.goalRow,
      rss.goalRow,
      money.goalRow,
      r.agentReport.goalRow,
      r.vendor.goalRow,
      moneyCleanRow(r.money),
      login.goalRow,
      [
        'every load-test response 2xx',
        'non-2xx = 0, errors = 0',
        `${[...results.map((x) => `${x.id}: ${x.non2xx}/${x.errors + x.timeouts}`), ...r.pages.signedIn.map((x) => `${x.id}: ${f0(x.non2xx)}/${f0(x.errors + x.timeouts)}`), `f: ${r.login.non2xx + r.login.notSuccess}/${r.login.errors}`].join(', ')} (non-2xx/errors)`,
        mark(throughputClean(r.throughput) && pagesClean(r.pages) && loginClean(r.login)),
      ],
    ],
    ['l', 'l', 'l', 'l'],
  )
  const notes = [
    ...throughput.notes,
    ...firstLoad.notes,
    ...lcp.notes,
    ...pages.notes,
    ...login.notes,
    rss.note,
    ...money.notes,
    ...r.agentReport.notes,
    ...r.vendor.notes,
    `dist/: ${r.build}. The bench measures whatever \`dist/\` holds; run \`npm run build\` first after changing code.`,
  ]
  return `# Benchmark results

Recorded ${when.toISOString().replace('T', ' ').slice(0, 19)} UTC by \`npm run bench\` (\`bench/run.ts\`), loopback only (127.0.0.1); the whole run took ${elapsed()}. Each run overwrites this file.

${issueSection(figures, when.toISOString())}
${machineMarkdown(r.machine, r.lcp.chromiumVersion, r.build)}

## Goals

${goalsTable}

${throughput.section}

${pages.section}

${login.section}

## Money calls per second

${money.section}

${r.agentReport.section}

${r.vendor.section}
${r.floors}
${firstLoad.section}

${lcp.section}

## Notes

${notes.map((n) => `- ${n}`).join('\n')}
`
}

/** A whole run: prints the results and overwrites the results file and the figure file beside it (after reading the previous figures from them). */
export function writeResults(r: BenchResults) {
  const when = new Date()
  const figures = recordRun(readFigureFile(RESULTS_FILE), runFigures(r), when.toISOString())
  const md = resultsMarkdown(r, when, figures)
  writeFileSync(RESULTS_FILE, md)
  writeFigureFile(RESULTS_FILE, figures)
  console.log(`\n${md}`)
  say(`wrote ${RESULTS_NAME} and ${figureFilePath(RESULTS_NAME)}`)
}

/**
 * A section run alone (BENCH_ONLY=pages) that measured some of issue 16's figures: records them in
 * the figure file (the others keep theirs) and puts issue 16's table, with the regressions, into
 * the results file (replaced, else at the top before the machine table). Returns the section.
 */
export function recordFigures(measured: Figures): string {
  const when = new Date().toISOString()
  const figures = recordRun(readFigureFile(RESULTS_FILE), measured, when)
  const section = issueSection(figures, when)
  writeSection(ISSUE_HEADING, { section, notes: [] }, '', existsSync(RESULTS_FILE) && readFileSync(RESULTS_FILE, 'utf8').includes('## Machine') ? '## Machine' : '## Notes')
  writeFigureFile(RESULTS_FILE, figures)
  return section
}
