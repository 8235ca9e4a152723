/**
 * Facebook Login's manual flow (decision 0054) against a local stand-in for its documented
 * endpoints (https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow): the
 * dialog URL the lobby builds, the code exchange at /<version>/oauth/access_token (with the PKCE
 * verifier) and the person from /<version>/me; a tampered state, the person's cancel and a refused
 * code are the §8 codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Server } from 'bun'
import { facebookProvider } from './oidc'
import type { SocialProvider } from '../../platform/member/identity-providers'
import { socialCodeOf } from '../../../tests/fixtures/social-errors'

const APP_ID = '1234567890123'
const APP_SECRET = 'fb-app-secret-for-tests'
const REDIRECT = 'https://lobby.example/auth/facebook/callback'
let graph: Server<undefined>
let fb: SocialProvider
const exchanges: URLSearchParams[] = []

beforeAll(() => {
  graph = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const url = new URL(req.url)
      if (req.method === 'POST' && url.pathname === '/v21.0/oauth/access_token') {
        const form = new URLSearchParams(await req.text())
        exchanges.push(form)
        if (form.get('code') !== 'good-code' || form.get('client_secret') !== APP_SECRET || !form.get('code_verifier')) {
          return Response.json({ error: { message: 'This authorization code has been used.', type: 'OAuthException', code: 100 } }, { status: 400 })
        }
        return Response.json({ access_token: 'fb-access-token', token_type: 'bearer', expires_in: 5_183_944 })
      }
      if (req.method === 'GET' && url.pathname === '/v21.0/me') {
        if (req.headers.get('authorization') !== 'Bearer fb-access-token')
          return Response.json({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } }, { status: 401 })
        expect(url.searchParams.get('fields')).toBe('id,name,email')
        return Response.json({ id: '10229876543210', name: 'Fe Book', email: 'fe@example.test' })
      }
      return new Response('not found', { status: 404 })
    },
  })
  const base = `http://127.0.0.1:${graph.port}`
  fb = facebookProvider({ appId: APP_ID, appSecret: APP_SECRET, version: 'v21.0', dialogBase: base, graphBase: base })
})
afterAll(async () => {
  await graph?.stop(true)
})

describe('Facebook Login', () => {
  it('sends the browser to the login dialog with the app id, redirect URI, scopes, state and a PKCE S256 challenge', async () => {
    const started = await fb.start(REDIRECT)
    const url = new URL(started.url)
    expect(url.pathname).toBe('/v21.0/dialog/oauth')
    expect(url.searchParams.get('client_id')).toBe(APP_ID)
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT)
    expect(url.searchParams.get('scope')).toBe('public_profile,email')
    expect(url.searchParams.get('state')).toBe(started.state)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(started.nonce).toBeNull()
  })

  it('exchanges the code with the verifier and reads the person from /me', async () => {
    const started = await fb.start(REDIRECT)
    const profile = await fb.finish(new URL(`${REDIRECT}?code=good-code&state=${started.state}#_=_`), { redirectUri: REDIRECT, state: started.state, nonce: null, codeVerifier: started.codeVerifier })
    expect(profile).toEqual({ subject: '10229876543210', email: 'fe@example.test', name: 'Fe Book' })
    const sent = exchanges.at(-1)!
    expect(sent.get('code_verifier')).toBe(started.codeVerifier)
    expect(sent.get('redirect_uri')).toBe(REDIRECT)
    expect(sent.get('client_id')).toBe(APP_ID)
  })

  it('refuses a tampered state, a cancelled dialog and a used code', async () => {
    const started = await fb.start(REDIRECT)
    const checks = { redirectUri: REDIRECT, state: started.state, nonce: null, codeVerifier: started.codeVerifier }
    expect(await socialCodeOf(fb.finish(new URL(`${REDIRECT}?code=good-code&state=${started.state}x`), checks))).toBe('TAMPERED')
    expect(await socialCodeOf(fb.finish(new URL(`${REDIRECT}?error=access_denied&error_code=200&error_description=Permissions+error&error_reason=user_denied&state=${started.state}`), checks))).toBe(
      'POPUP_CLOSED',
    )
    expect(await socialCodeOf(fb.finish(new URL(`${REDIRECT}?code=used-code&state=${started.state}`), checks))).toBe('TAMPERED')
  })
})
