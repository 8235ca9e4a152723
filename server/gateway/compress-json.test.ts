import { afterAll, describe, expect, it } from 'vitest'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createTestApp } from '../../tests/fixtures/app'
import { JSON_COMPRESS_MIN } from './compress-json'

const t = createTestApp()
afterAll(() => t.cleanup())

const LIST = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=50'

describe("the gateway's JSON answers", () => {
  it('go out brotli- or gzip-compressed when large, decoding to the answer an uncompressing client gets', async () => {
    const plain = await t.app.request(LIST)
    expect(plain.headers.get('content-encoding')).toBeNull()
    const text = await plain.text()
    expect(text.length).toBeGreaterThan(JSON_COMPRESS_MIN)
    expect(JSON.parse(text).value.games.length).toBeGreaterThan(0)

    const br = await t.app.request(LIST, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i)
    const brBytes = new Uint8Array(await br.arrayBuffer())
    expect(brBytes.length).toBeLessThan(text.length / 3)
    expect(new TextDecoder().decode(brotliDecompressSync(brBytes))).toBe(text)

    const gz = await t.app.request(LIST, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(new TextDecoder().decode(gunzipSync(new Uint8Array(await gz.arrayBuffer())))).toBe(text)
  })

  it('pass small answers as they are', async () => {
    const res = await t.app.request('/healthz', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.json()).toEqual({ ok: true })
  })
})
