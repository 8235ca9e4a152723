/**
 * Social sign-in (issue 18, decision 0054) against a real local OpenID provider (npm oidc-provider,
 * tests/fakes/oidc.ts) and the real app over real sockets, wired as bootstrap.ts wires OIDC_ISSUER:
 * a first sign-in asks what registration still needs and creates the member; later sign-ins log
 * straight in with a normal session; an existing account links after its password is checked, or
 * from the security center; unlinking works and never removes the last way in; a tampered state,
 * nonce or flow cookie and the provider's error (the person cancelled) sign nobody in and come back
 * as their §8 codes, whose texts exist in English and Filipino.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Server } from 'bun'
import { createTestApp, TEST_BRAND, TEST_SECRETS_KEY } from '../fixtures/app'
import { encryptorFor, loginCookie } from '../fixtures/money-client'
import { startFakeOidc, type FakeOidc } from '../fakes/oidc'
import { createPlatform, type Platform } from '../../server/platform'
import { createApp } from '../../server/app'
import { createGatewayCache } from '../../server/gateway/cache'
import { parseSecretsKey } from '../../server/secrets'
import { identityFromEnv } from '../../server/bootstrap'
import { parseEnv } from '../../server/env'
import { socialErrorMessageKey } from '../../server/gateway/social'
import { tFor } from '../../shared/i18n'

const PASSWORD = 'Passw0rd!'
const t = createTestApp()
let fake: FakeOidc
let platform: Platform
let server: Server<undefined>
let base = ''

beforeAll(async () => {
  let app: ReturnType<typeof createApp> | undefined
  server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (req, srv) => app!.fetch(req, srv) })
  base = `http://127.0.0.1:${server.port}`
  fake = await startFakeOidc({ redirectUris: [`${base}/auth/oidc/callback`] })
  // The adapters exactly as the server builds them from its environment.
  const identity = identityFromEnv(parseEnv({ OIDC_ISSUER: fake.issuer, OIDC_CLIENT_ID: fake.clientId, OIDC_CLIENT_SECRET: fake.clientSecret, OIDC_NAME: 'Local ID' }))
  platform = createPlatform({ db: t.db, brandCode: TEST_BRAND, secretsKey: parseSecretsKey(TEST_SECRETS_KEY), identity })
  app = createApp({ platform, cache: createGatewayCache(t.cacheDb, TEST_BRAND) })
})
afterAll(async () => {
  await server?.stop(true)
  await fake?.stop()
  t.cleanup()
})

/** A browser's cookies on the lobby. */
class Jar {
  cookies = new Map<string, string>()
  header = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  take(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';')
      const at = pair!.indexOf('=')
      const name = pair!.slice(0, at)
      const gone = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()))
      if (gone) this.cookies.delete(name)
      else this.cookies.set(name, pair!.slice(at + 1))
    }
  }
  async get(path: string | URL) {
    const res = await fetch(new URL(path, base), { headers: { cookie: this.header() }, redirect: 'manual' })
    this.take(res)
    return res
  }
  async send(method: string, path: string, body?: string, language?: string) {
    const res = await fetch(`${base}${path}${language ? `?language=${language}` : ''}`, {
      method,
      headers: { cookie: this.header(), 'content-type': 'application/json', origin: base },
      body,
      redirect: 'manual',
    })
    this.take(res)
    return { status: res.status, body: (await res.json()) as { success: boolean; code?: string; message?: string; value: any } }
  }
}

/** Starts a sign-in (or a link) at the lobby: the provider's authorization URL. */
async function start(jar: Jar, mode: 'login' | 'link' = 'login') {
  const res = await jar.get(`/auth/oidc/start${mode === 'link' ? '?mode=link' : ''}`)
  expect(res.status).toBe(302)
  expect(jar.cookies.has('social_flow')).toBe(true)
  return res.headers.get('location')!
}

/** The whole round trip as a browser makes it: start, the provider's pages as `login`, back to the lobby's callback. */
async function roundTrip(jar: Jar, login: string, mode: 'login' | 'link' = 'login') {
  const back = await fake.authorize(await start(jar, mode), login)
  expect(back.pathname).toBe('/auth/oidc/callback')
  return jar.get(back)
}

const sessionOf = (jar: Jar) => jar.cookies.get('sid')
const identities = (jar: Jar, language?: string) => jar.send('GET', '/wps/member/identities', undefined, language)

describe('the authorization request', () => {
  it('uses PKCE (S256), state and nonce, and the configured client and redirect URI', async () => {
    const url = new URL(await start(new Jar()))
    expect(url.origin).toBe(fake.issuer)
    expect(url.searchParams.get('client_id')).toBe(fake.clientId)
    expect(url.searchParams.get('redirect_uri')).toBe(`${base}/auth/oidc/callback`)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(22)
    expect(url.searchParams.get('nonce')?.length).toBeGreaterThanOrEqual(22)
    expect(url.searchParams.get('scope')).toBe('openid email profile')
  })

  it('sends a provider that is not configured back to the login dialog', async () => {
    const res = await new Jar().get('/auth/google/start')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/login?social_error=OPERATION_NOT_ALLOWED')
  })
})

describe('first sign-in, then sign-in', () => {
  const jar = new Jar()
  it('asks what registration needs, then creates the member without a password and signs in', async () => {
    const back = await roundTrip(jar, 'alice')
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe('/register?social=1')
    expect(sessionOf(jar)).toBeUndefined()
    expect(jar.cookies.has('social_pending')).toBe(true)
    // The terms and 18+ box is required, as on the register form.
    const noTerms = await jar.send('POST', '/wps/auth/social/register', JSON.stringify({ username: 'alice01' }))
    expect(noTerms.status).toBe(400)
    expect(platform.members.byAccount('alice01')).toBeUndefined()
    // The brand's username rule applies.
    const badName = await jar.send('POST', '/wps/auth/social/register', JSON.stringify({ username: '1!', terms: true }))
    expect(badName.status).toBe(400)
    const done = await jar.send('POST', '/wps/auth/social/register', JSON.stringify({ username: 'alice01', terms: true }))
    expect(done.status).toBe(200)
    expect(done.body.value.user.userName).toBe('alice01')
    expect(sessionOf(jar)).toBeTruthy()
    expect(jar.cookies.has('social_pending')).toBe(false)
    const mine = await identities(jar)
    expect(mine.body.value.hasPassword).toBe(false)
    expect(mine.body.value.providers).toEqual([{ id: 'oidc', name: 'Local ID' }])
    expect(mine.body.value.linked).toMatchObject([{ provider: 'oidc', name: 'Local ID', email: 'alice@example.test' }])
    // No password of its own: a password login cannot open it.
    const member = platform.members.byAccount('alice01')!
    expect(member.email).toBe('alice@example.test')
  })

  it('signs in straight away the next time, with a normal session', async () => {
    const later = new Jar()
    const back = await roundTrip(later, 'alice')
    expect(back.headers.get('location')).toBe('/')
    expect(sessionOf(later)).toBeTruthy()
    const info = await later.send('GET', '/wps/member/info')
    expect(info.body.value.userName ?? info.body.value.account).toBe('alice01')
  })

  it('never unlinks the last way in of a member without a password, in the member language', async () => {
    const refused = await jar.send('DELETE', '/wps/member/identities/oidc')
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('LAST_WAY_IN')
    expect(refused.body.message).toMatch(/only way to log in/)
    const ty = await jar.send('DELETE', '/wps/member/identities/oidc', undefined, 'ty')
    expect(ty.body.message).toMatch(/Ito lang ang paraan/)
    expect((await identities(jar)).body.value.linked).toHaveLength(1)
  })
})

describe('linking an existing account', () => {
  it('links after the password is checked (a wrong one links nothing), then signs in through the provider', async () => {
    await platform.members.register({ account: 'bob01', password: PASSWORD })
    const jar = new Jar()
    expect((await roundTrip(jar, 'bob')).headers.get('location')).toBe('/register?social=1')
    const encrypt = await encryptorFor(base)
    const wrong = await jar.send('POST', '/wps/auth/social/link', await encrypt({ username: 'bob01', password: 'nope-nope' }))
    expect(wrong.status).toBe(401)
    expect(wrong.body.message).toBe('Incorrect username or password')
    expect(sessionOf(jar)).toBeUndefined()
    const linked = await jar.send('POST', '/wps/auth/social/link', await encrypt({ username: 'bob01', password: PASSWORD }))
    expect(linked.status).toBe(200)
    expect(linked.body.value.user.userName).toBe('bob01')
    const again = new Jar()
    expect((await roundTrip(again, 'bob')).headers.get('location')).toBe('/')
    const mine = await identities(again)
    expect(mine.body.value.hasPassword).toBe(true)
    expect(mine.body.value.linked).toMatchObject([{ provider: 'oidc', email: 'bob@example.test' }])
    // With a password, the only linked account can go; the password still logs in.
    const unlinked = await again.send('DELETE', '/wps/member/identities/oidc')
    expect(unlinked.status).toBe(200)
    expect(unlinked.body.value.linked).toEqual([])
    expect(await loginCookie(base, 'bob01', PASSWORD)).toMatch(/^sid=/)
    // Unlinked: the provider account is a stranger again.
    expect((await roundTrip(new Jar(), 'bob')).headers.get('location')).toBe('/register?social=1')
  })

  it('links from the security center for the signed-in member, and refuses an account another member holds', async () => {
    await platform.members.register({ account: 'carol01', password: PASSWORD })
    const jar = new Jar()
    jar.cookies.set('sid', (await loginCookie(base, 'carol01', PASSWORD)).slice(4))
    const back = await roundTrip(jar, 'carol', 'link')
    expect(back.headers.get('location')).toBe('/member?tab=securityCenter&linked=oidc')
    expect((await identities(jar)).body.value.linked).toMatchObject([{ provider: 'oidc', email: 'carol@example.test' }])
    await platform.members.register({ account: 'dave01', password: PASSWORD })
    const dave = new Jar()
    dave.cookies.set('sid', (await loginCookie(base, 'dave01', PASSWORD)).slice(4))
    const taken = await roundTrip(dave, 'carol', 'link')
    expect(taken.headers.get('location')).toBe('/member?tab=securityCenter&social_error=IDENTITY_TAKEN')
    expect((await identities(dave)).body.value.linked).toEqual([])
  })

  it('asks a visitor to log in before linking', async () => {
    const res = await new Jar().get('/auth/oidc/start?mode=link')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/login')
  })
})

describe('refusals', () => {
  it('refuses a tampered state and signs nobody in', async () => {
    const jar = new Jar()
    const back = await fake.authorize(await start(jar), 'erin')
    back.searchParams.set('state', `${back.searchParams.get('state')}x`)
    const res = await jar.get(back)
    expect(res.headers.get('location')).toBe('/login?social_error=TAMPERED')
    expect(sessionOf(jar)).toBeUndefined()
    expect(jar.cookies.has('social_pending')).toBe(false)
    // The flow cookie was used up: the genuine callback cannot be replayed after it.
    back.searchParams.set('state', back.searchParams.get('state')!.slice(0, -1))
    expect((await jar.get(back)).headers.get('location')).toBe('/login?social_error=TAMPERED')
  })

  it('refuses an ID token whose nonce is not the one the lobby asked for', async () => {
    const jar = new Jar()
    const url = new URL(await start(jar))
    url.searchParams.set('nonce', 'an-attacker-chosen-nonce-0123456789')
    const res = await jar.get(await fake.authorize(url.href, 'frank'))
    expect(res.headers.get('location')).toBe('/login?social_error=TAMPERED')
    expect(sessionOf(jar)).toBeUndefined()
  })

  it('refuses a forged or missing flow cookie', async () => {
    const jar = new Jar()
    const back = await fake.authorize(await start(jar), 'gina')
    jar.cookies.set('social_flow', `${jar.cookies.get('social_flow')!.slice(0, -4)}AAAA`)
    expect((await jar.get(back)).headers.get('location')).toBe('/login?social_error=TAMPERED')
    const other = new Jar()
    expect((await other.get(back)).headers.get('location')).toBe('/login?social_error=TAMPERED')
    expect(sessionOf(other)).toBeUndefined()
  })

  it('refuses a finishing call without a pending sign-in, and a callback without code or error', async () => {
    const jar = new Jar()
    const none = await jar.send('POST', '/wps/auth/social/register', JSON.stringify({ username: 'nobody01', terms: true }))
    expect(none.status).toBe(401)
    expect(none.body.message).toBe('Your sign-in has expired. Please try again')
    expect((await jar.get('/auth/oidc/callback?foo=bar')).headers.get('location')).toBe('/login?social_error=TAMPERED')
    expect((await jar.get('/auth/nope/callback')).status).toBe(400)
  })

  it('brings the provider error (the person cancelled) back as the §8 "Login failure" text', async () => {
    const jar = new Jar()
    const back = await fake.cancel(await start(jar))
    expect(back.searchParams.get('error')).toBe('access_denied')
    const res = await jar.get(back)
    expect(res.headers.get('location')).toBe('/login?social_error=POPUP_CLOSED')
    expect(sessionOf(jar)).toBeUndefined()
    expect(tFor('en')(socialErrorMessageKey('POPUP_CLOSED'))).toBe('Login failure. Please try again')
    expect(tFor('ty')(socialErrorMessageKey('POPUP_CLOSED'))).toBe('Nabigo ang pag-log in. Pakisubukang muli')
    for (const code of ['QUOTA_EXCEEDED', 'OPERATION_NOT_ALLOWED', 'CODE_EXPIRED', 'TOO_MANY_REQUESTS', 'TAMPERED', 'IDENTITY_TAKEN', 'UNKNOWN']) {
      const key = socialErrorMessageKey(code)
      expect(tFor('ty')(key)).not.toBe(tFor('en')(key))
    }
  })
})

describe('configuration', () => {
  it('shows only configured providers, and stops the start-up on half a pair, naming what is missing', () => {
    expect(identityFromEnv(parseEnv({})).social).toEqual([])
    expect(
      identityFromEnv(parseEnv({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 's', FACEBOOK_APP_ID: '1234567890', FACEBOOK_APP_SECRET: 's' })).social?.map((p) => [
        p.id,
        p.name,
      ]),
    ).toEqual([
      ['google', 'Google'],
      ['facebook', 'Facebook'],
    ])
    expect(() => identityFromEnv(parseEnv({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' }))).toThrow(/GOOGLE_CLIENT_SECRET: required with GOOGLE_CLIENT_ID/)
    expect(() => identityFromEnv(parseEnv({ OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'c' }))).toThrow(/OIDC_CLIENT_SECRET: required with OIDC_CLIENT_ID/)
    expect(() => parseEnv({ FACEBOOK_APP_ID: 'not-a-number' })).toThrow(/FACEBOOK_APP_ID/)
    expect(() => parseEnv({ FIREBASE_PROJECT_ID: 'Bad Project!' })).toThrow(/FIREBASE_PROJECT_ID/)
  })
})
