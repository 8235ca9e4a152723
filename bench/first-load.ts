/**
 * First-load JS of `/`: every `<script src>` and `<link rel="modulepreload">` under /assets in the
 * HTML of `/` (asked with `accept-encoding: identity` from the render-cached server started by
 * bench/throughput.ts), each fetched uncompressed and gzipped here at level 9; the server's own
 * precompressed gzip and br sizes alongside. The report checks this against what Chromium fetched
 * on a cold load (bench/lcp.ts). KB = 1000 B, KiB = 1024 B.
 */
import { request as httpRequest } from 'node:http'
import { f0, kb, kib, mark, table } from './format'
import { HOST, type Server } from './harness'
import { gzip9, scriptRefs } from './html-scripts'

export { gzip9 }

/** Goals from issue 16: gzipped JS of the first load of `/`, referenced by the HTML and everything a cold load fetches. */
const GOAL_KB = { referenced: 90, all: 110 }

interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** GET without any decoding, so byte counts are what went over the wire; rejects after `timeoutMs` without an answer. */
export function rawGet(url: string, headers: Record<string, string> = {}, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((ok, fail) => {
    const req = httpRequest(url, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', fail)
    })
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout: ${url}`)))
    req.on('error', fail)
    req.end()
  })
}

export interface JsFile {
  path: string
  kind: string
  raw: number
  gzip9: number
  servedGzip: number | null
  servedBr: number | null
}

export interface FirstLoadJs {
  files: JsFile[]
  total: { raw: number; gzip9: number; servedGzip: number; servedBr: number }
}

/** Every JS file the HTML of `/` references (script src, modulepreload) under /assets: raw, gzip -9 here, and as served (gzip, br). */
export async function firstLoadJs(server: Server): Promise<FirstLoadJs> {
  const page = await rawGet(`http://${HOST}:${server.port}/`, { 'accept-encoding': 'identity' })
  if (page.status !== 200) throw new Error(`GET / answered ${page.status}`)
  const html = page.body.toString('utf8')
  const found = scriptRefs(html)
  const files: JsFile[] = []
  for (const [href, kind] of found) {
    const path = new URL(href, `http://${HOST}:${server.port}/`).pathname
    if (!path.startsWith('/assets/')) continue
    const base = `http://${HOST}:${server.port}${path}`
    const [identity, gz, br] = await Promise.all([rawGet(base, { 'accept-encoding': 'identity' }), rawGet(base, { 'accept-encoding': 'gzip' }), rawGet(base, { 'accept-encoding': 'br' })])
    if (identity.status !== 200) throw new Error(`GET ${path} answered ${identity.status}`)
    files.push({
      path,
      kind,
      raw: identity.body.length,
      gzip9: gzip9(identity.body),
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

/**
 * The goal rows (the JS the HTML references, and every JS file Chromium fetched on its cold load:
 * `jsLoaded` from bench/lcp.ts), the section "First-load JS of `/`" and the cross-check note.
 */
export function firstLoadMarkdown(js: FirstLoadJs, jsLoaded: { path: string; gzip9: number }[]) {
  const htmlJs = new Set(js.files.map((f) => f.path))
  const extraJs = jsLoaded.filter((j) => !htmlJs.has(j.path))
  const missingJs = js.files.filter((f) => !jsLoaded.some((j) => j.path === f.path))
  const browserJsTotal = jsLoaded.reduce((s, j) => s + j.gzip9, 0)
  const goalRows = [
    [
      'first-load JS of `/` (script src + modulepreload in the HTML)',
      `≤ ${GOAL_KB.referenced} KB gz`,
      `${kb(js.total.gzip9)} gzip -9 (${kib(js.total.gzip9)}; ${js.files.length} files)`,
      mark(js.total.gzip9 / 1000 <= GOAL_KB.referenced),
    ],
    [
      'first-load JS of `/` (every .js Chromium fetched on a cold load)',
      `≤ ${GOAL_KB.all} KB gz`,
      `${kb(browserJsTotal)} gzip -9 (${kib(browserJsTotal)}; ${jsLoaded.length} files)`,
      mark(browserJsTotal / 1000 <= GOAL_KB.all),
    ],
  ]
  const jsTable = table(
    ['file', 'found as', 'raw B', 'gzip -9 B', 'served gzip B', 'served br B'],
    [
      ...js.files.map((f) => [`\`${f.path}\``, f.kind, f0(f.raw), f0(f.gzip9), f.servedGzip === null ? '—' : f0(f.servedGzip), f.servedBr === null ? '—' : f0(f.servedBr)]),
      ['**total**', '', f0(js.total.raw), `**${f0(js.total.gzip9)}** (${kb(js.total.gzip9)})`, f0(js.total.servedGzip), f0(js.total.servedBr)],
    ],
  )
  const notes: string[] = []
  if (extraJs.length || missingJs.length) {
    notes.push(
      `**First-load JS beyond the HTML.** Chromium's cold load of \`/\` fetched ${jsLoaded.length} JS files (${kb(browserJsTotal)} gzip -9) vs the ${js.files.length} the HTML references (${kb(js.total.gzip9)})${extraJs.length ? `; fetched but not in the HTML (dynamic import during hydration): ${extraJs.map((j) => `\`${j.path}\` (${kb(j.gzip9)})`).join(', ')}` : ''}${missingJs.length ? `; referenced but not fetched: ${missingJs.map((f) => `\`${f.path}\``).join(', ')}` : ''}.`,
    )
  } else {
    notes.push(`Cross-check: Chromium's cold load of \`/\` fetched exactly the ${js.files.length} JS files the HTML references (no lazy chunks on first load).`)
  }
  const section = `## First-load JS of \`/\`

Every \`<script src>\` and \`<link rel="modulepreload">\` under /assets in the HTML of \`/\`, fetched uncompressed from the server and gzipped here at level 9; the server's own precompressed sizes alongside. KB = 1000 B.

${jsTable}`
  return { goalRows, section, notes }
}
