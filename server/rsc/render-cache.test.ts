import { describe, expect, it } from 'vitest'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createRenderCache, pickEncoding } from './render-cache'

const page = (text: string) => ({ version: 1, status: 200, contentType: 'text/html', csp: "script-src 'nonce-x'", identity: new TextEncoder().encode(text) })

describe('render cache', () => {
  it('stores a page precompressed: brotli and gzip bodies decode to the same bytes', () => {
    const cache = createRenderCache()
    const html = `<html>${'lobby '.repeat(500)}</html>`
    const e = cache.set('DEMO|en|0|h|/', page(html))
    expect(new TextDecoder().decode(brotliDecompressSync(e.br))).toBe(html)
    expect(new TextDecoder().decode(gunzipSync(e.gzip))).toBe(html)
    expect(e.br.length).toBeLessThan(e.identity.length / 10)
  })

  it('recompresses a stored page at the best brotli level in the background: fewer bytes, the same page', async () => {
    const cache = createRenderCache()
    // A page-like text: many different words, so the best level finds more to share than quality 6.
    let seed = 7
    const word = () => (seed = (seed * 48271) % 2147483647).toString(36).slice(0, 3 + (seed % 6))
    const html = `<html>${Array.from({ length: 1000 }, () => `<a class="tile" href="/play/${word()}">${word()} ${word()}</a>`).join('')}</html>`
    const first = cache.set('k', page(html))
    await cache.settled()
    const later = cache.get('k', 1)!
    expect(later.br.length).toBeLessThan(first.br.length)
    expect(new TextDecoder().decode(brotliDecompressSync(later.br))).toBe(html)
    expect(later.gzip).toBe(first.gzip)
    // A page replaced meanwhile keeps its own body: the older one's result is not swapped into it.
    cache.set('k', page('<html>new</html>'))
    cache.set('k2', page(html))
    await cache.settled()
    expect(new TextDecoder().decode(brotliDecompressSync(cache.get('k', 1)!.br))).toBe('<html>new</html>')
  })

  it('misses once the brand content version moves on, and drops the stale entry', () => {
    const cache = createRenderCache()
    cache.set('k', page('v1'))
    expect(cache.get('k', 1)).toBeDefined()
    expect(cache.get('k', 2)).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('keeps at most maxEntries pages, dropping the oldest first', () => {
    const cache = createRenderCache(2)
    cache.set('a', page('a'))
    cache.set('b', page('b'))
    cache.set('c', page('c'))
    expect(cache.get('a', 1)).toBeUndefined()
    expect(cache.get('b', 1)).toBeDefined()
    expect(cache.get('c', 1)).toBeDefined()
  })

  it('prefers brotli, then gzip, then identity', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br')
    expect(pickEncoding('gzip')).toBe('gzip')
    expect(pickEncoding(undefined)).toBe('identity')
  })
})
