import { describe, expect, it } from 'vitest'
import { scriptRefs } from '../../bench/html-scripts'
import { deferModulePreloads, LATE_MODULES_ID, lateBootstrap } from './late-scripts'

/** Streams `html` through the transform in `size`-byte chunks (so tags and characters straddle chunks) and returns the text. */
async function through(html: string, size: number): Promise<string> {
  const bytes = new TextEncoder().encode(html)
  const input = new ReadableStream<Uint8Array>({
    start(c) {
      for (let i = 0; i < bytes.length; i += size) c.enqueue(bytes.slice(i, i + size))
      c.close()
    },
  })
  return new Response(input.pipeThrough(deferModulePreloads())).text()
}

const head =
  '<!DOCTYPE html><html lang="fil"><head><meta charSet="utf-8"/><link rel="preload" as="image" href="/img/banner/1.svg?language=fil&amp;v=2" fetchPriority="high"/>' +
  '<link rel="stylesheet" href="/assets/lobby.css" data-precedence="lobby"/>' +
  '<link rel="modulepreload" href="/assets/lobby-1.js" crossorigin="" fetchPriority="low"/><link rel="modulepreload" href="/assets/index-2.js" crossorigin=""/>' +
  '<link rel="modulepreload" href="/assets/rail-3.js" crossorigin="" fetchPriority="low"/><title>Lobby — Paglalaro</title></head>'
const body = '<body><p>Maligayang pagdating — “₱1,000”</p><link rel="modulepreload" href="/assets/late.js"/><script nonce="n" id="_R_">x()</script></body></html>'

describe('scripts after the first paint (decision 0050)', () => {
  it('takes the head’s modulepreloads out of the HTML into one JSON list, in order, whatever the chunking', async () => {
    for (const size of [1, 7, 64, 100_000]) {
      const out = await through(head + body, size)
      const [outHead, outBody] = out.split('</head>')
      expect(outHead).not.toContain('rel="modulepreload"')
      expect(outHead).toContain(`<script type="application/json" id="${LATE_MODULES_ID}">["/assets/lobby-1.js","/assets/index-2.js","/assets/rail-3.js"]</script><title>`)
      expect(outHead).toContain('href="/img/banner/1.svg?language=fil&amp;v=2"')
      expect(`${outBody}`).toBe(body)
      // The budget check and the bench still count the deferred chunks as first-load JS.
      expect([...scriptRefs(out).keys()].sort()).toEqual(['/assets/index-2.js', '/assets/late.js', '/assets/lobby-1.js', '/assets/rail-3.js'])
    }
  })

  it('leaves a page without modulepreloads, or without a head, as it was', async () => {
    const plain = '<html><head><title>x</title></head><body>ü</body></html>'
    expect(await through(plain, 3)).toBe(plain)
    expect(await through('<p>no head ü</p>', 2)).toBe('<p>no head ü</p>')
  })

  it('wraps the bootstrap import so it runs after the first contentful paint, or at once in a hidden tab', () => {
    const js = lateBootstrap('import("/assets/index-2.js")\n')
    expect(js).toContain('import("/assets/index-2.js")}')
    expect(js).toContain("getEntriesByName('first-contentful-paint')")
    expect(js).toContain('requestAnimationFrame(function(){setTimeout(go,0)})')
    expect(js).toContain('setTimeout(once,3000)')
    expect(js).toContain('if(document.hidden)go()')
    expect(() => new Function(js)).not.toThrow(SyntaxError)
  })
})
