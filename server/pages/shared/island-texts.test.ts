import { afterAll, describe, expect, it } from 'vitest'
import { brotliDecompressSync } from 'node:zlib'
import { createTestApp } from '../../../tests/fixtures/app'
import { createGatewayCache } from '../../gateway/cache'
import { createApp } from '../../app'
import { tFor } from '../../../shared/i18n'
import { AUTH_TEXT_KEYS } from '../../../client/islands/auth/texts'
import { islandTexts, islandTextsUrl } from './island-texts'

const t = createTestApp()
afterAll(() => t.cleanup())
// The page routes mount the texts beside the pages (server/rsc/pages.tsx); here the same app without the RSC renderers.
const app = createApp({ platform: t.platform, cache: createGatewayCache(t.cacheDb, t.platform.brandCode) }, (a) => {
  a.route('/', islandTexts)
})

describe('texts of on-demand islands (decision 0058)', () => {
  it('answers every account dialog text in the asked language, as the page used to carry them', async () => {
    for (const language of ['en', 'ty', 'ar']) {
      const res = await app.request(islandTextsUrl('auth', language))
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('application/json')
      const texts = (await res.json()) as Record<string, string>
      const tr = tFor(language)
      expect(Object.keys(texts).sort()).toEqual([...AUTH_TEXT_KEYS].sort())
      for (const k of AUTH_TEXT_KEYS) expect(texts[k], k).toBe(tr(k))
    }
    const en = (await (await app.request(islandTextsUrl('auth', 'en'))).json()) as Record<string, string>
    const ty = (await (await app.request(islandTextsUrl('auth', 'ty'))).json()) as Record<string, string>
    expect(ty['auth.titles.login']).not.toBe(en['auth.titles.login'])
  })

  it('lets the browser keep the answer a year only under its own hash, and compresses it', async () => {
    const url = islandTextsUrl('auth', 'en')
    expect(url).toMatch(/^\/texts\/auth\?lang=en&v=[\w-]{16}$/)
    const kept = await app.request(url, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(kept.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(kept.headers.get('content-encoding')).toBe('br')
    expect(kept.headers.get('vary')).toContain('Accept-Encoding')
    const body = new Uint8Array(await kept.arrayBuffer())
    const plain = await (await app.request(url)).text()
    expect(new TextDecoder().decode(brotliDecompressSync(body))).toBe(plain)
    expect(body.byteLength).toBeLessThan(plain.length / 3)
    // Another build's hash (or none) is not kept: the browser asks again.
    expect((await app.request('/texts/auth?lang=en&v=old')).headers.get('cache-control')).toBe('no-cache')
    expect((await app.request('/texts/auth')).headers.get('cache-control')).toBe('no-cache')
  })

  it('answers the default language for an unknown one and refuses an unknown set or parameter with a 400, never a 500', async () => {
    expect(await (await app.request('/texts/auth?lang=zz')).json()).toEqual(await (await app.request('/texts/auth?lang=en')).json())
    for (const bad of ['/texts/wallet?lang=en', '/texts/auth?lang=en&x=1', `/texts/auth?lang=${'e'.repeat(40)}`]) {
      const res = await app.request(bad)
      expect(res.status, bad).toBe(400)
      const body = (await res.json()) as { success: boolean; message: string }
      expect(body.success).toBe(false)
      expect(body.message.length).toBeGreaterThan(0)
    }
  })
})
