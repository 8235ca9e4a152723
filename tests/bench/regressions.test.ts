/**
 * The bench's regression guard (bench/regressions.ts): reading the previous run's figures from an
 * older results file, recording a run over them, and marking what got worse beyond noise in issue
 * 16's table. Pure functions and the figure file on disk; no servers.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { figureFilePath, issueTableMarkdown, isRegression, parseResultsMarkdown, readFigureFile, recordRun, regressionsMarkdown, regressionsOf, writeFigureFile } from '../../bench/regressions'

/** The parts of a results file written before issue 16 that the guard reads (rows as bench/throughput.ts, first-load.ts and rss.ts write them). */
const OLDER_RESULTS = `# Benchmark results

Recorded 2026-11-25 21:46:25 UTC by \`npm run bench\` (\`bench/run.ts\`), loopback only (127.0.0.1); the whole run took 421.4s. Each run overwrites this file.

## Goals

| goal (from the issue) | target | measured | status |
|:---|:---|:---|:---|
| anonymous \`/\` throughput (b) | ≥ 50 % of ceiling | 43.2 % (30,727 of 71,177 rps) | ❌ not met |
| first-load JS of \`/\` (script src + modulepreload in the HTML) | ≤ 110 KB gz | 177.2 KB gzip -9 (173.1 KiB; 5 files) | ❌ not met |
| first-load JS of \`/\` (every .js Chromium fetched on a cold load) | ≤ 110 KB gz | 205.6 KB gzip -9 (200.8 KiB; 6 files) | ❌ not met |
| idle RSS of the cached server | < 150 MB | 170.5 MB (162.6 MiB) | ❌ not met |

## Throughput and latency

| target | rps | p50 ms | p99 ms | mean ms | ratio to ceiling | responses |
|:---|---:|---:|---:|---:|---:|---:|
| (a) ceiling GET /ping (plain Hono) | 71,177 | 0.63 | 2.66 | 0.70 | 100.0 % | 712,477 |
| (b) GET / anonymous, render cache on | 30,727 | 1.25 | 5.24 | 1.63 | 43.2 % | 307,576 |
| (c) GET / anonymous, RENDER_CACHE=off | 44 | 1054.58 | 2036.06 | 1106.33 | 0.1 % | 442 |
| (e) GET game list, pageNo 1…450 cycling, pageSize 18 | 6,169 | 7.99 | 16.39 | 8.09 | 8.7 % | 61,750 |
`

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})
const tempFile = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-guard-'))
  dirs.push(dir)
  return join(dir, name)
}

describe('reading the previous figures', () => {
  it('reads the throughput, first-load JS and RSS figures an older results file shows', () => {
    const f = parseResultsMarkdown(OLDER_RESULTS)
    expect(f['ceiling.rps']).toBe(71177)
    expect(f['anon.home.rps']).toBe(30727)
    expect(f['anon.home.ratio']).toBe(43.2)
    expect(f['anon.uncached.rps']).toBe(44)
    expect(f['gameList.ratio']).toBe(8.7)
    expect(f['js.referenced']).toBeCloseTo(177_200)
    expect(f['js.all']).toBeCloseTo(205_600)
    expect(f['rss.idle']).toBeCloseTo(170.5e6)
    // Rows the older file has no figures for are absent, not zero.
    expect(f['signedIn.home.rps']).toBeUndefined()
    expect(f['lh.anon.performance']).toBeUndefined()
  })

  it('falls back to the markdown when there is no JSON file, dated by its "Recorded" line', () => {
    const md = tempFile('RESULTS.md')
    writeFileSync(md, OLDER_RESULTS)
    const f = readFigureFile(md)
    expect(f?.figures['anon.home.rps']).toEqual({ value: 30727, at: '2026-11-25T21:46:25Z' })
    expect(f?.previous).toEqual({})
  })

  it('prefers the JSON file beside the results file', () => {
    const md = tempFile('RESULTS.md')
    writeFileSync(md, OLDER_RESULTS)
    const file = recordRun(null, { 'anon.home.rps': 12_345 }, '2026-11-26T00:00:00.000Z')
    writeFigureFile(md, file)
    expect(figureFilePath(md)).toBe(md.replace(/\.md$/, '.json'))
    expect(JSON.parse(readFileSync(figureFilePath(md), 'utf8'))).toEqual(file)
    expect(readFigureFile(md)?.figures['anon.home.rps']?.value).toBe(12_345)
  })

  it('has nothing to compare with when neither file exists', () => {
    expect(readFigureFile(tempFile('RESULTS.md'))).toBeNull()
  })

  it('reads back the figures of a table it wrote, without the JSON file', () => {
    const first = recordRun(null, { 'signedIn.home.ratio': 0.08, 'lh.anon.performance': 72, 'axe.violations': 100 }, '2026-11-26T00:00:00.000Z')
    const md = `Recorded 2026-11-26 00:00:00 UTC\n\n${issueTableMarkdown(first, '2026-11-26T00:00:00.000Z')}\n`
    const f = parseResultsMarkdown(md)
    expect(f).toMatchObject({ 'signedIn.home.ratio': 0.08, 'lh.anon.performance': 72, 'axe.violations': 100 })
  })
})

describe('recording a run', () => {
  it('moves only the measured figures: their old value becomes the previous one', () => {
    const first = recordRun(null, { 'anon.home.rps': 30_000, 'rss.idle': 170e6 }, 'T1')
    const second = recordRun(first, { 'anon.home.rps': 31_000 }, 'T2')
    expect(second.figures['anon.home.rps']).toEqual({ value: 31_000, at: 'T2' })
    expect(second.previous['anon.home.rps']).toEqual({ value: 30_000, at: 'T1' })
    // A figure this run did not measure keeps its value and date, and gets no previous.
    expect(second.figures['rss.idle']).toEqual({ value: 170e6, at: 'T1' })
    expect(second.previous['rss.idle']).toBeUndefined()
  })

  it('ignores figures that are not numbers (a section that could not measure them)', () => {
    const f = recordRun(null, { 'lh.anon.lcp': NaN, 'lh.anon.tbt': 900 }, 'T1')
    expect(Object.keys(f.figures)).toEqual(['lh.anon.tbt'])
  })
})

describe('what counts as a regression', () => {
  it('forgives throughput within 10 % and flags more, whichever way is better', () => {
    expect(isRegression('anon.home.ratio', 40, 36.5)).toBe(false)
    expect(isRegression('anon.home.ratio', 40, 35)).toBe(true)
    expect(isRegression('anon.home.ratio', 40, 80)).toBe(false)
  })

  it('forgives sizes within 5 %', () => {
    expect(isRegression('anon.home.brBytes', 20_000, 20_900)).toBe(false)
    expect(isRegression('anon.home.brBytes', 20_000, 21_100)).toBe(true)
    expect(isRegression('anon.home.brBytes', 20_000, 10_000)).toBe(false)
  })

  it('needs latency to grow beyond both 10 % and 1 ms', () => {
    expect(isRegression('signedIn.home.p99', 2, 2.9)).toBe(false)
    expect(isRegression('signedIn.home.p99', 40, 45)).toBe(true)
  })

  it('forgives Lighthouse times 20 % and 100 ms', () => {
    expect(isRegression('lh.anon.tbt', 3_000, 3_500)).toBe(false)
    expect(isRegression('lh.anon.tbt', 3_000, 3_700)).toBe(true)
    expect(isRegression('lh.anon.tbt', 100, 190)).toBe(false)
  })

  it("does not judge Lighthouse's timings when the machine's benchmark index moved more than 25 %", () => {
    const before = recordRun(null, { 'lh.anon.tbt': 1_000, 'lh.anon.performance': 90, 'lh.anon.bytes': 300_000, 'lh.benchmarkIndex': 2_000 }, 'T1')
    const busier = recordRun(before, { 'lh.anon.tbt': 3_000, 'lh.anon.performance': 70, 'lh.anon.bytes': 400_000, 'lh.benchmarkIndex': 800 }, 'T2')
    // Bytes do not depend on the machine: still judged.
    expect(regressionsOf(busier).map((r) => r.id)).toEqual(['lh.anon.bytes'])
    expect(regressionsMarkdown(busier)).toContain('benchmark index of this machine moved from 2,000 to 800')
    const alike = recordRun(before, { 'lh.anon.tbt': 3_000, 'lh.anon.performance': 70, 'lh.anon.bytes': 300_000, 'lh.benchmarkIndex': 1_800 }, 'T2')
    expect(regressionsOf(alike).map((r) => r.id)).toEqual(['lh.anon.tbt', 'lh.anon.performance'])
  })

  it('forgives Lighthouse scores 3 points and counts any new violation', () => {
    expect(isRegression('lh.anon.performance', 90, 87)).toBe(false)
    expect(isRegression('lh.anon.performance', 90, 86)).toBe(true)
    expect(isRegression('axe.violations', 0, 1)).toBe(true)
    expect(isRegression('axe.violations', 3, 3)).toBe(false)
  })

  it('flags a page that stopped being compressed', () => {
    expect(isRegression('signedIn.home.compressed', 1, 0)).toBe(true)
    expect(isRegression('signedIn.home.compressed', 0, 1)).toBe(false)
  })
})

describe('the table and the list', () => {
  const older = recordRun(null, parseResultsMarkdown(OLDER_RESULTS), '2026-11-25T21:46:25Z')
  // Anonymous / got 20 % slower (a regression), the game list 5 % slower (noise), the JS smaller.
  const now = recordRun(
    older,
    { 'ceiling.rps': 70_000, 'anon.home.rps': 24_000, 'anon.home.ratio': 34.3, 'gameList.rps': 5_900, 'gameList.ratio': 8.4, 'js.referenced': 85_000, 'js.all': 100_000 },
    '2026-11-26T10:00:00.000Z',
  )

  it('lists exactly the figures that got worse beyond noise', () => {
    expect(regressionsOf(now).map((r) => r.id)).toEqual(['anon.home.ratio'])
    const list = regressionsMarkdown(now)
    expect(list).toContain('1 figure(s) regressed')
    expect(list).toContain('`anon.home.ratio`: 43.2 % of ceiling (2026-11-25 21:46) → 34.3 % of ceiling (-20.6 %)')
  })

  it('marks the regressed row, shows the previous figures beside the new ones and the targets met', () => {
    const rows = issueTableMarkdown(now, '2026-11-26T10:00:00.000Z').split('\n')
    const anon = rows.find((r) => r.startsWith('| anonymous `GET /` throughput'))!
    expect(anon).toContain('**34.3 % of ceiling**')
    expect(anon).toContain('| 43.2 % of ceiling, 30,727 rps |')
    expect(anon).toContain('❌ not met ⚠️ worse')
    const js = rows.find((r) => r.startsWith('| first-load JS'))!
    expect(js).toContain('referenced 85.0 KB, all fetched 100.0 KB')
    expect(js).toContain('referenced -52.0 %')
    expect(js).toMatch(/\| ✅ met <!--/)
    const games = rows.find((r) => r.startsWith('| game list API'))!
    expect(games).not.toContain('⚠️')
    // A figure kept from the older run carries its date; a row never measured says so.
    expect(rows.find((r) => r.startsWith('| idle RSS'))).toContain('170.5 MB (measured 2026-11-25 21:46)')
    expect(rows.find((r) => r.startsWith('| signed-in `GET /` throughput'))).toContain('| not measured | — | — | — not measured |')
    // Under the table: what the uncached render still does per request and what it keeps (decision 0058).
    expect(rows.find((r) => r.startsWith('- **uncached anonymous render'))).toContain('RENDER_CACHE=off` every request renders')
  })

  it('says so when nothing regressed, and when there is nothing to compare with', () => {
    // The rps and the ceiling move with the machine: only the ratio is judged.
    expect(isRegression('anon.home.rps', 30_000, 10_000)).toBe(false)
    expect(isRegression('ceiling.rps', 70_000, 20_000)).toBe(false)
    expect(regressionsOf(recordRun(now, { 'anon.home.ratio': 50 }, 'T3'))).toEqual([])
    expect(regressionsMarkdown(recordRun(older, { 'anon.home.ratio': 43 }, 'T3'))).toMatch(/^\*\*No regressions\*\*/)
    expect(regressionsMarkdown(recordRun(null, { 'anon.home.ratio': 43 }, 'T3'))).toMatch(/^\*\*No previous run/)
  })
})
