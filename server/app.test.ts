import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../tests/fixtures/app'

const t = createTestApp()
afterAll(() => t.cleanup())

describe('request ids and headers (hono/request-id, hono/secure-headers; decision 0036)', () => {
  it('names every request itself: a client’s X-Request-Id is not taken', async () => {
    const a = await t.app.request('/wps/system/status', { headers: { 'x-request-id': 'chosen-by-client' } })
    const b = await t.app.request('/wps/system/status')
    const ids = [a.headers.get('x-request-id'), b.headers.get('x-request-id')]
    expect(ids[0]).not.toBe('chosen-by-client')
    expect(ids[0]).toMatch(/^[0-9a-z]+$/)
    expect(ids[1]).not.toBe(ids[0])
  })

  it('sends only the security headers the lobby chose (none of secure-headers’ other defaults)', async () => {
    const res = await t.app.request('/healthz')
    for (const h of [
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'x-xss-protection',
      'x-download-options',
      'x-dns-prefetch-control',
      'x-permitted-cross-domain-policies',
    ]) {
      expect(res.headers.get(h), h).toBeNull()
    }
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
  })
})
