/**
 * A local OpenID Connect provider for the tests (issue 18, decision 0054): npm `oidc-provider`
 * (panva, a certified OpenID Provider) on 127.0.0.1 and a random port, with one confidential client
 * and its development login and consent pages (any login name and password sign in; the name is the
 * subject; "[ Cancel ]" aborts with `access_denied`, as a closed provider popup would). Discovery,
 * JWKS, the authorization and token endpoints are the library's own, PKCE is required.
 * ID tokens carry `email` (`<login>@example.test`, verified) and `name` (`Player <login>`).
 * Test hooks: `authorize(url, login)` plays the person at the provider's pages with a cookie jar of
 * its own (login, then consent) and answers where the provider sends the browser back (the lobby's
 * callback with `code`, `state` and `iss`); `cancel(url)` aborts there (`error=access_denied`).
 * Run as a script (`bun tests/fakes/oidc.ts`) it serves the same for a Playwright run: the redirect
 * URI from OIDC_FAKE_REDIRECT_URI, printing `oidc fake listening on <issuer>`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

export interface FakeOidc {
  /** The issuer, `http://127.0.0.1:<port>`: OIDC_ISSUER. */
  issuer: string
  clientId: string
  clientSecret: string
  /** Signs in as `login` at the provider's pages, starting at the authorization URL: the URL the provider redirects back to. */
  authorize(authorizationUrl: string, login: string): Promise<URL>
  /** Cancels at the provider's login page: the URL it redirects back to (with `error=access_denied`). */
  cancel(authorizationUrl: string): Promise<URL>
  stop(): Promise<void>
}

export async function startFakeOidc(opts: { redirectUris: string[]; port?: number }): Promise<FakeOidc> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined
  const server = createServer((req, res) => handler?.(req, res))
  await new Promise<void>((ok) => server.listen(opts.port ?? 0, '127.0.0.1', ok))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clientId = 'lobby-test'
  const clientSecret = 'lobby-test-secret-0123456789abcdef'
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: opts.redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, email: `${id}@example.test`, email_verified: true, name: `Player ${id}` }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['fake-oidc-cookie-key'] },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  })
  // The provider's console warnings (development adapter and keys) say nothing a test needs.
  provider.on('server_error', (_ctx, err) => console.warn('[fake oidc]', err))
  handler = provider.callback()

  /** A tiny browser at the provider: follows redirects within the issuer, keeps its cookies, posts forms. */
  async function visit(start: string, act: (html: string, url: URL) => { action: string; fields: Record<string, string> } | null): Promise<URL> {
    const jar = new Map<string, string>()
    let url = new URL(start)
    let init: RequestInit = {}
    for (let hops = 0; hops < 20; hops++) {
      const headers = new Headers(init.headers)
      headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
      const res = await fetch(url, { ...init, headers, redirect: 'manual' })
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';')
        const at = pair!.indexOf('=')
        jar.set(pair!.slice(0, at), pair!.slice(at + 1))
      }
      const location = res.headers.get('location')
      if (location) {
        const next = new URL(location, url)
        if (next.origin !== issuer) return next
        url = next
        init = {}
        continue
      }
      const html = await res.text()
      const form = act(html, url)
      if (!form) throw new Error(`fake oidc: nothing to do at ${url.pathname} (${res.status}): ${html.slice(0, 200)}`)
      url = new URL(form.action, url)
      // A link (no fields) is followed; a form is posted.
      init = Object.keys(form.fields).length ? { method: 'POST', body: new URLSearchParams(form.fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}
    }
    throw new Error('fake oidc: too many redirects')
  }

  const formAction = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')

  return {
    issuer,
    clientId,
    clientSecret,
    authorize: (authorizationUrl, login) =>
      visit(authorizationUrl, (html): { action: string; fields: Record<string, string> } | null => {
        const action = formAction(html)
        if (!action) return null
        return html.includes('name="login"') ? { action, fields: { prompt: 'login', login, password: 'any' } } : { action, fields: { prompt: 'consent' } }
      }),
    cancel: (authorizationUrl) =>
      visit(authorizationUrl, (html) => {
        const abort = /href="([^"]*\/abort)"/.exec(html)?.[1]
        return abort ? { action: abort, fields: {} } : null
      }),
    stop: () => new Promise<void>((ok) => server.close(() => ok())),
  }
}

if (import.meta.main) {
  const redirect = process.env.OIDC_FAKE_REDIRECT_URI
  if (!redirect) throw new Error('OIDC_FAKE_REDIRECT_URI is required')
  const fake = await startFakeOidc({ redirectUris: [redirect], port: Number(process.env.OIDC_FAKE_PORT ?? 0) })
  console.log(`oidc fake listening on ${fake.issuer}`)
}
