import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../tests/fixtures/app'
import { COMPLETE_LANGUAGES } from '../../shared/i18n/languages'
import { PRECACHE } from './download-pwa'

const t = createTestApp()
afterAll(() => t.cleanup())

/** The configuration the served worker carries (client/sw.js's `CONFIG`). */
const configOf = (source: string) =>
  JSON.parse(/const CONFIG = (\{.*\})\n/.exec(source)![1]!) as { version: string; offline: Record<string, string>; fallback: string; cookie: string; precache: string[] }

describe('the installable app (issue 18, decision 0057)', () => {
  it('serves the brand’s manifest in the asked language: standalone from /, icons of 192 and 512 px, any and maskable', async () => {
    const res = await t.app.request('/manifest.webmanifest?lang=ar')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/manifest+json')
    const m = await res.json()
    const brand = t.platform.brand.info().name
    expect(m).toMatchObject({ name: brand, start_url: '/', scope: '/', display: 'standalone', lang: 'ar', dir: 'rtl' })
    expect(m.short_name.length).toBeGreaterThan(0)
    expect(m.short_name.length).toBeLessThanOrEqual(12)
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
    expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/i)
    for (const purpose of ['any', 'maskable']) {
      const sizes = m.icons.filter((i: { purpose: string }) => i.purpose === purpose).map((i: { sizes: string }) => i.sizes)
      expect(sizes, purpose).toEqual(expect.arrayContaining(['192x192', '512x512']))
    }
    for (const src of new Set<string>(m.icons.map((i: { src: string }) => i.src))) {
      const icon = await t.app.request(src)
      expect(icon.status, src).toBe(200)
      const svg = await icon.text()
      expect(svg).toContain('<svg')
      expect(svg).toContain(`>${brand.slice(0, 1).toUpperCase()}</text>`)
    }
  })

  it('falls back to the default language for an unknown one and refuses an unknown parameter with 400, never 500', async () => {
    expect((await (await t.app.request('/manifest.webmanifest?lang=zz')).json()).lang).toBe('en')
    expect((await t.app.request('/manifest.webmanifest?lang=en&x=1')).status).toBe(400)
    expect((await t.app.request(`/sw.js?lang=${'e'.repeat(40)}`)).status).toBe(400)
  })

  it('serves one worker for every language: it precaches the offline page of each complete language and the shell’s files, and never an API or a page', async () => {
    const res = await t.app.request('/sw.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('javascript')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; connect-src 'self'")
    const source = await res.text()
    const config = configOf(source)
    expect(Object.keys(config.offline)).toEqual([...COMPLETE_LANGUAGES])
    expect(Object.keys(config.offline)).toHaveLength(12)
    expect(config.offline.ty).toBe('/offline?lang=ty')
    expect(config).toMatchObject({ fallback: 'en', cookie: 'lang' })
    expect(config.precache).toEqual([...PRECACHE])
    expect(config.precache.some((u) => u.startsWith('/wps') || u.startsWith('/lgw') || u === '/' || u.startsWith('/member'))).toBe(false)
    expect(config.version).toMatch(/^[0-9a-f]{16}$/)
    // Each precached offline page is served in its own language, and all twelve stay small.
    let bytes = 0
    for (const [code, url] of Object.entries(config.offline)) {
      const page = await t.app.request(url)
      expect(page.status, code).toBe(200)
      const html = await page.text()
      bytes += html.length
      expect(html, code).toContain(code === 'ar' ? 'dir="rtl"' : 'dir="ltr"')
    }
    expect(bytes).toBeLessThan(40_000)
    // An older registration's script URL (`?lang=<code>`) gets the same worker, so its update check installs this one.
    expect(await (await t.app.request('/sw.js?lang=ty')).text()).toBe(source)
    expect(await (await t.app.request('/sw.js?lang=ar')).text()).toBe(source)
  })

  it('serves the offline page in the language, with no script and a way back to the lobby', async () => {
    const en = await t.app.request('/offline?lang=en')
    expect(en.status).toBe(200)
    expect(en.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await en.text()
    expect(html).toContain('You are offline')
    expect(html).toContain('href="/"')
    expect(html).not.toContain('<script')
    const ty = await (await t.app.request('/offline?lang=ty')).text()
    expect(ty).toContain('Offline ka')
    expect(ty).toContain('lang="fil"')
  })
})
