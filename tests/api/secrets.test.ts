/**
 * Secrets out of the database (issue 14 §6, decision 0032): the signing, JWE and vendor secrets are
 * stored sealed under the key-encryption key, keys carry a kid and rotate without signing anyone
 * out, and the session cookie's name and Secure attribute follow the scheme the server trusts.
 * Raw SQL here is deliberate: it is what an attacker holding a copy of platform.db sees.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CompactEncrypt, SignJWT, decodeProtectedHeader, importJWK, type JWK } from 'jose'
import { createTestApp, encryptFor, TEST_BRAND, TEST_SECRETS_KEY } from '../fixtures/app'
import { openCacheDb, openPlatformDb, migrateDatabases } from '../../db/client'
import { seedBrand } from '../../db/seed'
import { createPlatform } from '../../server/platform'
import { parseSecretsKey } from '../../server/secrets'

const root = resolve(import.meta.dirname, '../..')
const bun = join(root, 'node_modules/.bin/bun')
const PASSWORD = 'Passw0rd!'
let ipSeq = 20
const newIp = () => `198.51.100.${ipSeq++}`
type App = ReturnType<typeof createTestApp>

async function login(t: App, account: string, opts: { iat?: number; headers?: Record<string, string>; url?: string } = {}) {
  const res = await t.app.request(opts.url ?? '/wps/session/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp(), ...opts.headers },
    body: JSON.stringify(await encryptFor(t.app, { username: account, password: PASSWORD, type: 'username' }, { iat: opts.iat })),
  })
  const body = (await res.json()) as { success: boolean; value: { token: string } }
  expect(body.success, JSON.stringify(body)).toBe(true)
  return { token: body.value.token, setCookie: res.headers.get('set-cookie') ?? '' }
}
const info = async (t: App, token: string) => (await t.app.request('/wps/member/info', { headers: { authorization: `Bearer ${token}` } })).status
const kidOf = (token: string) => decodeProtectedHeader(token).kid

describe('a copied platform.db alone forges nothing', () => {
  const t = createTestApp()
  afterAll(() => t.cleanup())
  let memberId = 0
  let token = ''
  beforeAll(async () => {
    memberId = (await t.platform.members.register({ account: 'copy0001', password: PASSWORD })).id
    token = (await login(t, 'copy0001')).token
  })

  it('refuses a session token signed with any secret read raw from server_keys', async () => {
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid
    const rows = t.db.$client.query<{ kid: string; secret: string }, []>('SELECT kid, secret FROM server_keys').all()
    expect(rows.length).toBeGreaterThanOrEqual(2)
    for (const row of rows) {
      for (const key of [Buffer.from(row.secret, 'base64'), Buffer.from(row.secret, 'utf8')]) {
        for (const header of [{ alg: 'HS256', kid: row.kid }, { alg: 'HS256' }]) {
          const forged = await new SignJWT({ sid, typ: 'username' })
            .setProtectedHeader(header)
            .setSubject(String(memberId))
            .setAudience(TEST_BRAND)
            .setIssuedAt()
            .setExpirationTime('1h')
            .sign(new Uint8Array(key))
          expect(await info(t, forged), `forged with ${row.kid}`).toBe(401)
        }
      }
    }
    // The real token, signed with the key the server holds, still works.
    expect(await info(t, token)).toBe(200)
  })

  it('holds no JWE private key readable as a JWK', () => {
    const rows = t.db.$client.query<{ secret: string }, [string]>('SELECT secret FROM server_keys WHERE kind = ?').all('JWE_ECDH_P256')
    expect(rows.length).toBe(1)
    for (const row of rows) {
      expect(row.secret).not.toContain('"d"')
      expect(() => JSON.parse(row.secret)).toThrow()
    }
  })

  it('refuses a vendor bet signed with the raw vendor_credentials.secret', async () => {
    const vendor = 'PG'
    const nodeId = t.db.$client.query<{ node_id: string }, [string]>("SELECT node_id FROM games WHERE vendor_code = ? AND game_type = 'RNG' LIMIT 1").get(vendor)!.node_id
    const launched = t.platform.play.launcher.launch(memberId, nodeId, 'en')
    if (launched.kind !== 'url') throw new Error('expected a launch URL')
    expect(t.platform.play.launcher.secretOf(vendor)).toMatch(/^[0-9a-f]{64}$/) // the vendor's credential exists
    const raw = t.db.$client.query<{ secret: string }, [string]>('SELECT secret FROM vendor_credentials WHERE vendor_code = ?').get(vendor)!.secret
    const body = JSON.stringify({ user: String(memberId), token: launched.token, txId: 'copied-1', roundId: 'r-copied-1', gameCode: 'demo', amount: 0, currency: 'PHP' })
    const res = await t.app.request(`/wallet-api/v1/${vendor}/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', raw).update(body).digest('hex') },
      body,
    })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE' })
  })
})

describe('upgrade from plain-text rows', () => {
  it('seals rows an earlier version wrote in plain text on the first start with a key, and their tokens keep working', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-secrets-'))
    const db = openPlatformDb(join(dir, 'platform.db'))
    const cacheDb = openCacheDb(join(dir, 'gateway-cache.db'))
    try {
      migrateDatabases(db, cacheDb)
      seedBrand(db, { brandCode: TEST_BRAND, brandName: 'Test Brand', currency: 'PHP' })
      const jwtSecret = randomBytes(32).toString('base64')
      const vendorSecret = randomBytes(32).toString('hex')
      db.$client.run('INSERT INTO server_keys (kid, kind, secret, created_at) VALUES (?, ?, ?, ?)', ['jwt_hs256-legacy1', 'JWT_HS256', jwtSecret, Date.now()])
      db.$client.run("INSERT INTO vendor_credentials (brand_code, vendor_code, secret, currency, created_at) VALUES (?, 'PG', ?, 'PHP', ?)", [TEST_BRAND, vendorSecret, Date.now()])
      // A member and session an earlier version wrote, and its token (no kid in the header).
      const legacy = createPlatform({ db, brandCode: TEST_BRAND })
      const m = await legacy.members.register({ account: 'legacy01', password: PASSWORD })
      const session = legacy.sessions.create(m.id, 'username', '203.0.113.9', 'test')
      const oldToken = await new SignJWT({ sid: session.id, typ: 'username' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(m.id))
        .setAudience(TEST_BRAND)
        .setIssuedAt()
        .setExpirationTime(Math.floor(session.expiresAt / 1000))
        .sign(new Uint8Array(Buffer.from(jwtSecret, 'base64')))

      const platform = createPlatform({ db, brandCode: TEST_BRAND, secretsKey: parseSecretsKey(TEST_SECRETS_KEY) })
      const rows = db.$client.query<{ secret: string }, []>('SELECT secret FROM server_keys UNION ALL SELECT secret FROM vendor_credentials').all()
      expect(rows.map((r) => r.secret)).not.toContain(jwtSecret)
      expect(rows.map((r) => r.secret)).not.toContain(vendorSecret)
      expect(platform.play.launcher.secretOf('PG')).toBe(vendorSecret)
      const { createApp } = await import('../../server/app')
      const { createGatewayCache } = await import('../../server/gateway/cache')
      const app = createApp({ platform, cache: createGatewayCache(cacheDb, TEST_BRAND) })
      expect((await app.request('/wps/member/info', { headers: { authorization: `Bearer ${oldToken}` } })).status).toBe(200)
    } finally {
      db.$client.close()
      cacheDb.$client.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses to open secrets sealed under another key, naming the variable', async () => {
    const t = createTestApp()
    try {
      t.platform.play.launcher.secretOf('PG')
      const other = parseSecretsKey(randomBytes(32).toString('base64'))
      expect(() => createPlatform({ db: t.db, brandCode: TEST_BRAND, secretsKey: other })).toThrow(/SECRETS_KEY/)
    } finally {
      t.cleanup()
    }
  })
})

describe('key rotation', () => {
  let clock = Date.now()
  const t = createTestApp({ now: () => clock })
  afterAll(() => t.cleanup())
  const iat = () => Math.floor(clock / 1000)
  const operator = (...args: string[]) => {
    const r = Bun.spawnSync([bun, 'server/operator.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: t.dir, BRAND_CODE: TEST_BRAND, SECRETS_KEY: TEST_SECRETS_KEY, BRAND_MODE: 'demo' },
    })
    expect(r.exitCode, r.stderr.toString()).toBe(0)
    return r.stdout.toString()
  }
  const jwkSet = async () => ((await (await t.app.request('/wps/system/jwks')).json()) as { value: { keys: (JWK & { kid: string })[] } }).value.keys
  const jwks = async () => (await jwkSet()).map((k) => k.kid)
  const encryptTo = async (jwk: JWK & { kid: string }, payload: Record<string, unknown>) => ({
    jwe: await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload))).setProtectedHeader({ alg: 'ECDH-ES', enc: 'A256GCM', kid: jwk.kid }).encrypt(await importJWK(jwk, 'ECDH-ES')),
  })

  it('keeps old sessions through `keys rotate` (another process), signs new logins with the new kid, and drops the old kid once it retires', async () => {
    await t.platform.members.register({ account: 'rota0001', password: PASSWORD })
    const before = await login(t, 'rota0001', { iat: iat() })
    const oldKid = kidOf(before.token)
    expect(oldKid).toMatch(/^jwt/)
    const [oldJwk] = await jwkSet()
    const oldJwe = oldJwk!.kid
    const oldBody = await encryptFor(t.app, { username: 'rota0001', password: PASSWORD, type: 'username' }, { iat: iat() })

    expect(operator('keys', 'rotate')).toMatch(/rotated/)
    // The running server has not re-read its keys yet: old tokens and bodies still work.
    expect(await info(t, before.token)).toBe(200)
    // Within the key refresh interval the running app signs with the new key and publishes both.
    clock += 61_000
    expect(await info(t, before.token)).toBe(200)
    const after = await login(t, 'rota0001', { iat: iat() })
    expect(kidOf(after.token)).not.toBe(oldKid)
    expect(await info(t, after.token)).toBe(200)
    const published = await jwks()
    expect(published).toHaveLength(2)
    expect(published[1]).toBe(oldJwe)
    expect(published[0]).not.toBe(oldJwe)
    // A body encrypted to the previous key (a page that loaded the JWKS before the rotation) is still read.
    const oldBodyRes = await t.app.request('/wps/session/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp() }, body: JSON.stringify(oldBody) })
    expect(oldBodyRes.status).toBe(200)

    // Retired past the session lifetime: the previous key is gone (and any token it signed had expired with its session).
    const maxHours = t.platform.settings().sessionMaxHours
    clock += maxHours * 3_600_000 + 120_000
    expect(await jwks()).toEqual([published[0]])
    expect(await info(t, before.token)).toBe(401)
    // A fresh body encrypted to the retired key is refused.
    const retired = await t.app.request('/wps/session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newIp() },
      body: JSON.stringify(await encryptTo(oldJwk, { username: 'rota0001', password: PASSWORD, type: 'username', iat: iat(), jti: crypto.randomUUID() })),
    })
    expect(retired.status).toBe(400)
    expect(((await retired.json()) as { code: string }).code).toBe('BAD_ENCRYPTION')
  })

  it('`keys rotate --revoke-previous` refuses tokens of the previous key at once (a leaked key)', async () => {
    await t.platform.members.register({ account: 'rota0002', password: PASSWORD })
    const before = await login(t, 'rota0002', { iat: iat() })
    expect(await info(t, before.token)).toBe(200)
    expect(operator('keys', 'rotate', '--revoke-previous')).toMatch(/rotated/)
    clock += 61_000
    expect(await info(t, before.token)).toBe(401)
    const after = await login(t, 'rota0002', { iat: iat() })
    expect(kidOf(after.token)).not.toBe(kidOf(before.token))
    expect(await info(t, after.token)).toBe(200)
  })

  it('verifies a token signed by another process with a kid it has not loaded yet', async () => {
    const m = await t.platform.members.register({ account: 'rota0003', password: PASSWORD })
    operator('keys', 'rotate')
    // A second platform on the same file (as another replica) picks up the new key first.
    const otherDb = openPlatformDb(join(t.dir, 'platform.db'))
    const other = createPlatform({ db: otherDb, brandCode: TEST_BRAND, now: () => clock, secretsKey: parseSecretsKey(TEST_SECRETS_KEY) })
    const { signSessionToken } = await import('../../server/gateway/session')
    const token = await signSessionToken(other, other.sessions.create(m.id, 'username', '203.0.113.10', 'test'))
    expect(await info(t, token)).toBe(200)
    otherDb.$client.close()
  })
})

describe('the session cookie follows the scheme the server trusts', () => {
  const plain = createTestApp({ trustProxy: false })
  const proxied = createTestApp({ trustProxy: true })
  afterAll(() => {
    plain.cleanup()
    proxied.cleanup()
  })
  beforeAll(async () => {
    await plain.platform.members.register({ account: 'cook0001', password: PASSWORD })
    await proxied.platform.members.register({ account: 'cook0001', password: PASSWORD })
  })

  it('names it `sid` without Secure over plain HTTP', async () => {
    const { setCookie } = await login(plain, 'cook0001')
    expect(setCookie).toMatch(/^sid=/)
    expect(setCookie).not.toMatch(/Secure/i)
  })

  it('ignores X-Forwarded-Proto without TRUST_PROXY', async () => {
    const { setCookie } = await login(plain, 'cook0001', { headers: { 'x-forwarded-proto': 'https' } })
    expect(setCookie).toMatch(/^sid=/)
    expect(setCookie).not.toMatch(/Secure/i)
  })

  it('uses __Host-sid; Secure; Path=/ behind a trusted proxy that says https', async () => {
    const { setCookie, token } = await login(proxied, 'cook0001', { headers: { 'x-forwarded-proto': 'https' } })
    expect(setCookie).toMatch(/^__Host-sid=[^;]+;/)
    expect(setCookie).toMatch(/; Secure/i)
    expect(setCookie).toMatch(/; Path=\//)
    expect(setCookie).not.toMatch(/Domain=/i)
    // Read back under the name that fits the scheme.
    const me = await proxied.app.request('/wps/member/info', { headers: { cookie: `__Host-sid=${token}`, 'x-forwarded-proto': 'https' } })
    expect(me.status).toBe(200)
  })

  it('uses __Host-sid on an https URL, reads it back, and logout clears both names', async () => {
    const { setCookie, token } = await login(plain, 'cook0001', { url: 'https://lobby.example/wps/session/login' })
    expect(setCookie).toMatch(/^__Host-sid=[^;]+;.*Secure/i)
    const me = await plain.app.request('https://lobby.example/wps/member/info', { headers: { cookie: `__Host-sid=${token}` } })
    expect(me.status).toBe(200)
    const out = await plain.app.request('https://lobby.example/wps/session/logout', { method: 'DELETE', headers: { cookie: `__Host-sid=${token}`, origin: 'https://lobby.example' } })
    const cleared = out.headers.getSetCookie()
    expect(cleared.some((c) => /^__Host-sid=;.*Max-Age=0/i.test(c))).toBe(true)
    expect(cleared.some((c) => /^sid=;.*Max-Age=0/i.test(c))).toBe(true)
  })
})

describe('start-up', () => {
  const run = (env: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-start-'))
    try {
      const base: Record<string, string> = {}
      for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('SECRETS_KEY')) base[k] = v
      const r = Bun.spawnSync([bun, 'server/main.ts'], {
        cwd: root,
        timeout: 20_000,
        killSignal: 'SIGKILL',
        env: { ...base, DATA_DIR: dir, PORT: String(40_000 + Math.floor(Math.random() * 20_000)), HOST: '127.0.0.1', NODE_ENV: 'production', ...env },
      })
      return { code: r.exitCode, stderr: r.stderr.toString() }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }

  it('refuses to start in live mode without SECRETS_KEY, with a message and a non-zero exit', () => {
    const r = run({ BRAND_MODE: 'live' })
    expect(r.code).not.toBe(0)
    expect(r.code).not.toBeNull()
    expect(r.stderr).toMatch(/SECRETS_KEY/)
  })

  it('refuses a data folder sealed under another SECRETS_KEY, naming both key ids', () => {
    const t = createTestApp()
    try {
      t.platform.play.launcher.secretOf('PG')
      const base: Record<string, string> = {}
      for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('SECRETS_KEY')) base[k] = v
      const r = Bun.spawnSync([bun, 'server/main.ts'], {
        cwd: root,
        timeout: 20_000,
        killSignal: 'SIGKILL',
        env: {
          ...base,
          DATA_DIR: t.dir,
          BRAND_CODE: TEST_BRAND,
          BRAND_MODE: 'demo',
          PORT: String(40_000 + Math.floor(Math.random() * 20_000)),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          SECRETS_KEY: randomBytes(32).toString('hex'),
        },
      })
      expect(r.exitCode).toBe(1)
      expect(r.stderr.toString()).toMatch(/sealed under another SECRETS_KEY \(key id \S+; this process has \S+\)/)
    } finally {
      t.cleanup()
    }
  })

  it('refuses a SECRETS_KEY that is not 32 bytes', () => {
    const r = run({ BRAND_MODE: 'live', SECRETS_KEY: Buffer.alloc(16, 7).toString('base64') })
    expect(r.code).not.toBe(0)
    expect(r.stderr).toMatch(/SECRETS_KEY.*32 bytes/)
  })
})
