import { afterAll, describe, expect, it } from 'vitest'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createTestApp } from '../../tests/fixtures/app'
import { iconSpriteUrl } from '../../client/components/icon'

const t = createTestApp()
afterAll(() => t.cleanup())

describe('image routes', () => {
  it("send a game tile's art brotli- or gzip-compressed to a client that accepts it, the same SVG once decoded, cached for a day", async () => {
    const game = t.platform.games.list({ gameType: 'RNG', pageNo: 1, pageSize: 1 }).games[0]
    const plain = await t.app.request(game.iconUrl)
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('cache-control')).toMatch(/max-age=86400/)
    const svg = await plain.text()
    expect(svg).toMatch(/^<svg/)

    const br = await t.app.request(game.iconUrl, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i)
    const brBytes = new Uint8Array(await br.arrayBuffer())
    expect(brBytes.length).toBeLessThan(svg.length / 2)
    expect(new TextDecoder().decode(brotliDecompressSync(brBytes))).toBe(svg)

    const gz = await t.app.request(game.iconUrl, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(new TextDecoder().decode(gunzipSync(new Uint8Array(await gz.arrayBuffer())))).toBe(svg)
  })

  it('answer 404 for an unknown game, in any encoding', async () => {
    const res = await t.app.request('/img/game/NOPE-0.svg', { headers: { 'Accept-Encoding': 'br' } })
    expect(res.status).toBe(404)
  })

  it("serve the icon sprite at the URL Icon references (versioned by its icons): a symbol per icon, a 24 px path stroked in the using element's colour", async () => {
    expect(iconSpriteUrl).toMatch(/^\/img\/icons\.svg\?v=[0-9a-z]+$/)
    const res = await t.app.request(iconSpriteUrl, { headers: { 'Accept-Encoding': 'br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    const sprite = new TextDecoder().decode(brotliDecompressSync(new Uint8Array(await res.arrayBuffer())))
    for (const name of ['HOME', 'RNG', 'close', 'left', 'right', 'megaphone'])
      expect(sprite).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor"[^>]*><path d="[^"]+"/></symbol>`))
  })
})
