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
