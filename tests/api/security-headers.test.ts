import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'

const t = createTestApp()
afterAll(() => t.cleanup())

describe('security headers on API responses', () => {
  it('JSON answers carry nosniff, frame protection and a script-free CSP', async () => {
    const res = await t.app.request('/wps/system/status')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })

  it('adds HSTS behind TLS (trusted proxy) and on https requests', async () => {
    const proxied = await t.app.request('/wps/system/status', { headers: { 'x-forwarded-proto': 'https' } })
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
    const direct = await t.app.request('https://lobby.example/wps/system/status')
    expect(direct.headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
  })
})
