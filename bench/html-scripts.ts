/**
 * How first-load JS is counted, shared by the bench (bench/first-load.ts, bench/lcp.ts) and the
 * budget check of `npm test` (tests/e2e/budget.spec.ts, decision 0039): the JS a page's HTML
 * references, and sizes gzipped at level 9. KB = 1000 B.
 */
import { gzipSync } from 'node:zlib'

/** Size of `body` gzipped at level 9, in bytes. */
export const gzip9 = (body: Uint8Array) => gzipSync(body, { level: 9 }).length

/**
 * Every `<script src>` and `<link rel="modulepreload">` of `html`, and the modulepreloads the page adds after
 * its first paint (the JSON list `<script type="application/json" id="_late_js">` of server/rsc/late-scripts.ts,
 * decision 0050), in document order, as href → how it was found ('script src', 'modulepreload' or 'late
 * modulepreload'); a file referenced more than one way counts once.
 */
export function scriptRefs(html: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = tag.match(/\bsrc=["']([^"']+)["']/i)?.[1]
    if (src) found.set(src, 'script src')
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel=["']modulepreload["']/i.test(tag)) continue
    const href = tag.match(/\bhref=["']([^"']+)["']/i)?.[1]
    if (href && !found.has(href)) found.set(href, 'modulepreload')
  }
  const late = html.match(/<script type="application\/json" id="_late_js"[^>]*>([^<]*)<\/script>/)?.[1]
  for (const href of late ? (JSON.parse(late) as string[]) : []) if (!found.has(href)) found.set(href, 'late modulepreload')
  return found
}
