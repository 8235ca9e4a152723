import { test, expect } from './fixtures'

test('pages send a nonce-based CSP with no unsafe-inline scripts, nosniff and frame-ancestors', async ({ request }) => {
  for (const path of ['/', '/rng', '/agent', '/no-such-page']) {
    const res = await request.get(path)
    const csp = res.headers()['content-security-policy']
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src'))!
    expect(scriptSrc, path).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)
    expect(scriptSrc, path).not.toContain('unsafe-inline')
    expect(csp, path).toContain("frame-ancestors 'self'")
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff')
    // every inline script of the page carries that nonce
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]
    const html = await res.text()
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
    expect(inline.length, path).toBeGreaterThan(0)
    for (const m of inline) expect(m[1], path).toContain(`nonce="${nonce}"`)
  }
})
