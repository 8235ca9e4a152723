/**
 * Firebase phone verification (spec §5 `firebaseChannel` + `firebaseIdToken`, §8; decision 0054):
 * tokens shaped as Firebase issues them, signed by a local JWKS served over HTTP (Google's
 * securetoken JWKS in production), verified by the adapter bootstrap.ts wires from FIREBASE_*.
 * Valid, expired, wrong audience or issuer, forged and phone-less tokens; then registration on the
 * mobile tab and the SMS login with a token: the number is the token's, never the client's field,
 * and no SMS code is asked; a brand without a Firebase project refuses with §8's text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Server } from 'bun'
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose'
import { createTestApp, TEST_BRAND, TEST_SECRETS_KEY } from '../fixtures/app'
import { apiClient } from '../fixtures/api-client'
import { createPlatform, type Platform } from '../../server/platform'
import { createApp } from '../../server/app'
import { createGatewayCache } from '../../server/gateway/cache'
import { parseSecretsKey } from '../../server/secrets'
import { identityFromEnv } from '../../server/bootstrap'
import { parseEnv } from '../../server/env'
import type { PhoneTokenVerifier } from '../../server/platform/member/identity-providers'
import { socialCodeOf } from '../fixtures/social-errors'

const PROJECT = 'lobby-test-project'
const t = createTestApp()
let jwks: Server<undefined>
let key: CryptoKey
let other: CryptoKey
let verifier: PhoneTokenVerifier
let platform: Platform
let call: ReturnType<typeof apiClient>['call']

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true })
  ;({ privateKey: other } = await generateKeyPair('RS256'))
  key = pair.privateKey
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }
  jwks = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => Response.json({ keys: [jwk] }) })
  const identity = identityFromEnv(parseEnv({ FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS_URL: `http://127.0.0.1:${jwks.port}/jwks` }))
  verifier = identity.phone!
  platform = createPlatform({ db: t.db, brandCode: TEST_BRAND, secretsKey: parseSecretsKey(TEST_SECRETS_KEY), identity })
  const app = createApp({ platform, cache: createGatewayCache(t.cacheDb, TEST_BRAND) })
  ;({ call } = apiClient({ app, platform }))
  // The seed enables the mobile tab (MOBILENUMREG3 + MOBILENUMPASSREG3), its SMS verification (REGMOBVERF3) and the SMS login;
  // the operator turns the captcha off, as the phone provider checks the person here.
  platform.switches.setRegisterField('captcha', false)
})
afterAll(async () => {
  await jwks?.stop(true)
  t.cleanup()
})

const nowS = () => Math.floor(Date.now() / 1000)

/** A Firebase ID token (https://firebase.google.com/docs/auth/admin/verify-id-tokens) for `phone`, with `change` applied. */
async function token(phone: string | null, change: { aud?: string; iss?: string; exp?: number; iat?: number; authTime?: number; signWith?: CryptoKey } = {}) {
  const jwt = new SignJWT({ ...(phone ? { phone_number: phone } : {}), auth_time: change.authTime ?? nowS() - 60, firebase: { sign_in_provider: 'phone', identities: { phone: [phone] } } })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT' })
    .setIssuer(change.iss ?? `https://securetoken.google.com/${PROJECT}`)
    .setAudience(change.aud ?? PROJECT)
    .setSubject('firebase-uid-1')
    .setIssuedAt(change.iat ?? nowS() - 60)
    .setExpirationTime(change.exp ?? nowS() + 3600)
  return jwt.sign(change.signWith ?? key)
}

describe('the verifier', () => {
  it('answers the number of a valid token', async () => {
    expect(await verifier.verify(await token('+639171234567'))).toEqual({ phoneNumber: '+639171234567', uid: 'firebase-uid-1' })
  })
  it('refuses an expired token as an expired code (§8 "send again")', async () => {
    expect(await socialCodeOf(verifier.verify(await token('+639171234567', { exp: nowS() - 120, iat: nowS() - 4000, authTime: nowS() - 4000 })))).toBe('CODE_EXPIRED')
  })
  it('refuses a wrong audience, a wrong issuer, a forged signature, a future auth_time and garbage', async () => {
    expect(await socialCodeOf(verifier.verify(await token('+639171234567', { aud: 'another-project' })))).toBe('TOKEN_INVALID')
    expect(await socialCodeOf(verifier.verify(await token('+639171234567', { iss: 'https://securetoken.google.com/another-project' })))).toBe('TOKEN_INVALID')
    expect(await socialCodeOf(verifier.verify(await token('+639171234567', { signWith: other })))).toBe('TOKEN_INVALID')
    expect(await socialCodeOf(verifier.verify(await token('+639171234567', { authTime: nowS() + 600 })))).toBe('TOKEN_INVALID')
    expect(await socialCodeOf(verifier.verify('not.a.token'))).toBe('TOKEN_INVALID')
  })
  it('refuses a token without a phone number (§8 "Please enter a valid phone number")', async () => {
    expect(await socialCodeOf(verifier.verify(await token(null)))).toBe('PHONE_MISSING')
  })
})

describe('registration and SMS login with a Firebase token', () => {
  const register = (e: Record<string, unknown>, language?: string) => call('PUT', '/wps/member/register/mobile', { e, language })

  it('registers the token’s number, not the one the client typed, without an SMS code', async () => {
    const res = await register({
      mobileNum: '9998887777',
      countryDialingCode: '+63',
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
      firebaseChannel: 'FIREBASE',
      firebaseIdToken: await token('+639171110001'),
    })
    expect(res.status).toBe(200)
    expect(res.body.value.user.mobile).toBe('+639171110001')
    expect(platform.members.byMobile('+639998887777')).toBeUndefined()
  })

  it('refuses a forged or expired token and registers nothing, in the member language', async () => {
    const forged = await register({
      mobileNum: '9171110002',
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
      firebaseChannel: 'FIREBASE',
      firebaseIdToken: await token('+639171110002', { signWith: other }),
    })
    expect(forged.status).toBe(401)
    expect(forged.body.code).toBe('TOKEN_INVALID')
    expect(forged.body.message).toBe('Invalid verification code')
    const expired = await register(
      {
        mobileNum: '9171110002',
        password: 'Passw0rd!',
        confirmPassword: 'Passw0rd!',
        firebaseChannel: 'FIREBASE',
        firebaseIdToken: await token('+639171110002', { exp: nowS() - 120, iat: nowS() - 4000, authTime: nowS() - 4000 }),
      },
      'ty',
    )
    expect(expired.body.code).toBe('CODE_EXPIRED')
    expect(expired.body.message).toBe('Nag-expire na ang verification code. Pakipadala itong muli')
    expect(platform.members.byMobile('+639171110002')).toBeUndefined()
  })

  it('logs in by SMS with a token for the registered number, and says "register first" for another', async () => {
    const ok = await call('POST', '/wps/session/login', {
      e: { type: 'sms', username: '9990000000', password: 'firebase', firebaseChannel: 'FIREBASE', firebaseIdToken: await token('+639171110001') },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.value.user.mobile).toBe('+639171110001')
    const unknown = await call('POST', '/wps/session/login', {
      e: { type: 'sms', username: '9171110001', password: 'firebase', firebaseChannel: 'FIREBASE', firebaseIdToken: await token('+639171119999') },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Please Register An Account First')
  })
})

describe('a brand without a Firebase project', () => {
  it('refuses a token with §8 "operation not allowed"', async () => {
    const bare = createTestApp()
    try {
      bare.platform.switches.setRegisterField('captcha', false)
      const res = await apiClient(bare).call('PUT', '/wps/member/register/mobile', {
        e: { mobileNum: '9171110003', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', firebaseChannel: 'FIREBASE', firebaseIdToken: await token('+639171110003') },
      })
      expect(res.status).toBe(403)
      expect(res.body.message).toBe('This operation is not allowed. Please contact customer service')
    } finally {
      bare.cleanup()
    }
  })
})
