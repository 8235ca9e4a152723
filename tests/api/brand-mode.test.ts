/**
 * Demo and live brands (issue 14 §1; DESIGN "Demo and live, one replica and many"; decision 0028):
 * what a live brand is seeded with, that the sandbox provider never credits a live brand, that the
 * server refuses to start live on a demo data folder or with a sandbox method, the demo marker,
 * and the licence text and number as brand settings shown in the footer.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { and, count, eq, ne } from 'drizzle-orm'
import { createTestApp, TEST_BRAND } from '../fixtures/app'
import { openCacheDb, openPlatformDb, migrateDatabases } from '../../db/client'
import { seedBrand } from '../../db/seed'
import { defaultPaymentMethods } from '../../db/seed/wallet'
import { announcements, brands, customerServices, games, vendors, winners } from '../../db/schema/platform'
import { depositRequests, paymentMethods } from '../../db/schema/wallet'
import { pointRewards, missions } from '../../db/schema/points'
import { promotions } from '../../db/schema/promotions'
import { contentPosts } from '../../db/schema/support'
import { tFor } from '../../shared/i18n'
import { runOperator } from '../../server/operator'
import { parseEnv } from '../../server/env'

const ROOT = resolve(import.meta.dirname, '../..')
const SECRETS_KEY = 'a1'.repeat(32)

const live = createTestApp({ mode: 'live' })
const demo = createTestApp({ mode: 'demo' })
afterAll(() => {
  live.cleanup()
  demo.cleanup()
})

/**
 * A layout component of a test app's brand rendered to its Flight payload (the text a browser
 * receives), in a Bun process of its own (tests/fixtures/render-component.ts).
 */
function render(t: { dir: string }, mode: 'demo' | 'live', component: 'footer' | 'demo-marker', language = 'en'): string {
  const r = spawnSync(join(ROOT, 'node_modules/.bin/bun'), ['--conditions=react-server', 'tests/fixtures/render-component.ts', t.dir, TEST_BRAND, mode, component, language], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 30_000,
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (r.status !== 0) throw new Error(`render ${component} failed: ${r.stderr}`)
  return r.stdout
}

describe('live seed (no invented records)', () => {
  const db = live.db
  const n = (q: { get(): { n: number } | undefined }) => q.get()?.n ?? 0

  it('records the mode the brand was seeded in', () => {
    expect(db.select({ m: brands.seededMode }).from(brands).where(eq(brands.code, TEST_BRAND)).get()?.m).toBe('live')
    expect(demo.db.select({ m: brands.seededMode }).from(brands).where(eq(brands.code, TEST_BRAND)).get()?.m).toBe('demo')
  })

  it('has only the in-house games: no generated titles and no sandbox-vendor games', () => {
    expect(n(db.select({ n: count() }).from(games))).toBeGreaterThan(0)
    expect(n(db.select({ n: count() }).from(games).where(ne(games.vendorCode, 'BGS')))).toBe(0)
    expect(n(db.select({ n: count() }).from(vendors).where(eq(vendors.adapter, 'SANDBOX')))).toBe(0)
    expect(
      n(
        db
          .select({ n: count() })
          .from(games)
          .where(and(eq(games.catalogued, 0), ne(games.gameType, 'INHOUSE'))),
      ),
    ).toBe(0)
    // The demo keeps today's catalogue: generated titles and sandbox vendors.
    expect(n(demo.db.select({ n: count() }).from(games).where(eq(games.catalogued, 0)))).toBeGreaterThan(1000)
  })

  it('has no invented winners, announcements, promotions, mall rewards, missions, posts or contacts', () => {
    expect(n(db.select({ n: count() }).from(winners))).toBe(0)
    expect(n(db.select({ n: count() }).from(announcements))).toBe(0)
    expect(n(db.select({ n: count() }).from(promotions))).toBe(0)
    expect(n(db.select({ n: count() }).from(pointRewards))).toBe(0)
    expect(n(db.select({ n: count() }).from(missions))).toBe(0)
    expect(n(db.select({ n: count() }).from(contentPosts))).toBe(0)
    // Only the embedded live chat: no made-up Telegram or Facebook handles.
    expect(
      db
        .select({ type: customerServices.type })
        .from(customerServices)
        .all()
        .map((r) => r.type),
    ).toEqual(['LIVECHAT'])
    expect(n(demo.db.select({ n: count() }).from(winners))).toBe(30)
  })

  it('has no sandbox payment method (nor a bank method with a made-up payee)', () => {
    expect(db.select().from(paymentMethods).all()).toEqual([])
    expect(
      demo.db
        .select({ p: paymentMethods.provider })
        .from(paymentMethods)
        .all()
        .map((r) => r.p),
    ).toContain('SANDBOX')
  })

  it('a second start of the live brand still adds nothing invented', () => {
    expect(seedBrand(db, { brandCode: TEST_BRAND, brandName: 'Test Brand', currency: 'PHP', mode: 'live' }).seeded).toBe(false)
    expect(db.select().from(paymentMethods).all()).toEqual([])
    expect(n(db.select({ n: count() }).from(promotions))).toBe(0)
  })
})

describe('live deposits', () => {
  it('refuses a deposit through a sandbox method, even when one exists, and moves nothing', async () => {
    // An operator's mistake (or a copied demo row): a sandbox method in a live brand.
    live.db.insert(paymentMethods).values(defaultPaymentMethods(TEST_BRAND, 'Test Brand')[0]).run()
    const m = await live.platform.members.register({ account: 'livedep1', password: 'Passw0rd!' })
    await expect(live.platform.wallet.deposit(m.id, { methodCode: 'GCASH', amount: 5_000_000, key: 'live-1' })).rejects.toMatchObject({
      code: 'SANDBOX_IN_LIVE',
      status: 400,
      messageKey: 'wallet.errors.sandboxInLive',
    })
    expect(live.platform.wallet.balance(m.id)).toBe(0)
    expect(live.db.select().from(depositRequests).where(eq(depositRequests.memberId, m.id)).all()).toEqual([])
    expect(live.platform.wallet.methods().map((x) => x.code)).not.toContain('GCASH')
    expect(live.platform.ledger.check().ok).toBe(true)
    expect(tFor('en')('wallet.errors.sandboxInLive')).not.toBe('wallet.errors.sandboxInLive')
    expect(tFor('ty')('wallet.errors.sandboxInLive')).not.toBe(tFor('en')('wallet.errors.sandboxInLive'))
  })

  it('a demo brand still credits a sandbox deposit at once', async () => {
    const m = await demo.platform.members.register({ account: 'demodep1', password: 'Passw0rd!' })
    const d = await demo.platform.wallet.deposit(m.id, { methodCode: 'GCASH', amount: 10_000, key: 'demo-1' })
    expect(d.status).toBe('CREDITED')
    expect(demo.platform.wallet.balance(m.id)).toBe(10_000)
  })
})

describe('live launches', () => {
  it('refuses a game the embedded sandbox vendor would serve (play money), and still launches the in-house games', async () => {
    // A catalogue row of a third-party vendor in a live brand (e.g. copied from a demo): only a real
    // vendor adapter (issue 17) may serve it, never the sandbox vendor.
    const pg = demo.db.select().from(games).where(eq(games.vendorCode, 'PG')).limit(1).get()!
    live.db
      .insert(vendors)
      .values(demo.db.select().from(vendors).where(eq(vendors.code, 'PG')).all())
      .onConflictDoNothing()
      .run()
    const { gameId: _demoId, ...row } = pg
    live.db.insert(games).values(row).run()
    const m = await live.platform.members.register({ account: 'livelaunch1', password: 'Passw0rd!' })
    expect(() => live.platform.play.launcher.launch(m.id, pg.nodeId, 'en')).toThrow(expect.objectContaining({ code: 'GAME_NOT_FOUND' }))
    const inhouse = live.db.select().from(games).where(eq(games.vendorCode, 'BGS')).limit(1).get()!
    expect(live.platform.play.launcher.launch(m.id, inhouse.nodeId, 'en')).toMatchObject({ kind: 'url', vendor: 'BGS' })
    // The demo brand plays the same sandbox game.
    const d = await demo.platform.members.register({ account: 'demolaunch1', password: 'Passw0rd!' })
    expect(demo.platform.play.launcher.launch(d.id, pg.nodeId, 'en')).toMatchObject({ kind: 'url', vendor: 'PG' })
  })
})

describe('demo marker and licence in the footer', () => {
  it('the platform knows its mode', () => {
    expect(live.platform.brand.mode()).toBe('live')
    expect(demo.platform.brand.mode()).toBe('demo')
  })

  it('shows the demo marker in demo mode only, translated', async () => {
    expect(render(demo, 'demo', 'demo-marker')).toContain('Demo brand · play money')
    expect(render(demo, 'demo', 'demo-marker', 'ty')).toContain(tFor('ty')('demo.marker'))
    expect(tFor('ty')('demo.marker')).not.toBe(tFor('en')('demo.marker'))
    expect(render(live, 'live', 'demo-marker')).not.toContain('Demo brand')
  })

  it('the demo footer says it is a demo; the live footer invents no licence until one is set', async () => {
    const demoFooter = render(demo, 'demo', 'footer')
    expect(demoFooter).toContain('footer-licence')
    expect(demoFooter).toMatch(/demo brand/i)
    expect(demoFooter).not.toContain('is operated under a gaming licence')
    const liveFooter = render(live, 'live', 'footer')
    expect(liveFooter).not.toContain('footer-licence')
    expect(liveFooter).not.toContain('is operated under a gaming licence')
    expect(liveFooter).toContain(tFor('en')('footer.ageText'))
  })

  it('renders the licence text and number an operator sets', async () => {
    live.platform.brand.setLicence({ number: 'GLH-OCCHKTW0701152022', text: 'Licensed and regulated by the Curaçao Gaming Control Board.' })
    const footer = render(live, 'live', 'footer')
    expect(footer).toContain('Licensed and regulated by the Curaçao Gaming Control Board.')
    expect(footer).toContain('GLH-OCCHKTW0701152022')
  })

  it('`npm run operator -- licence set|show|clear` writes the brand setting', async () => {
    const saved = { DATA_DIR: process.env.DATA_DIR, BRAND_CODE: process.env.BRAND_CODE }
    process.env.DATA_DIR = demo.dir
    process.env.BRAND_CODE = TEST_BRAND
    try {
      expect(await runOperator(['licence', 'set', '--number', 'PAGCOR-2026-0042', '--text', 'Licensed', 'by', 'PAGCOR.'])).toContain('PAGCOR-2026-0042')
      expect(demo.platform.brand.licence('en')).toEqual({ number: 'PAGCOR-2026-0042', text: 'Licensed by PAGCOR.' })
      expect(await runOperator(['licence', 'show'])).toContain('Licensed by PAGCOR.')
      await expect(runOperator(['licence', 'set', '--number', 'bad number!'])).rejects.toThrow(/Invalid command/)
      await runOperator(['licence', 'clear'])
      expect(demo.platform.brand.licence('en')).toEqual({ number: null, text: null })
    } finally {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k]
        else process.env[k] = v
    }
  })
})

describe('defaults', () => {
  it('`npm start` defaults to demo; the container image to live', () => {
    expect(parseEnv({}).BRAND_MODE).toBe('demo')
    const env = readFileSync(join(ROOT, 'Dockerfile'), 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('ENV '))
      .join(' ')
    expect(env).toMatch(/\bBRAND_MODE=live\b/)
  })
})

describe('start-up in live mode', () => {
  /** Runs `bun server/main.ts` until it exits or prints `until`; kills it after `ms`. */
  function start(dataDir: string, extra: Record<string, string>, until?: RegExp, ms = 20_000) {
    return new Promise<{ code: number | null; out: string }>((done) => {
      const child = spawn(join(ROOT, 'node_modules/.bin/bun'), ['server/main.ts'], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, PORT: String(40_000 + Math.floor(Math.random() * 20_000)), HOST: '127.0.0.1', BRAND_CODE: 'LIVE', ...extra },
      })
      let out = ''
      const timer = setTimeout(() => child.kill('SIGKILL'), ms)
      const onData = (b: Buffer) => {
        out += b.toString()
        if (until?.test(out)) child.kill('SIGKILL')
      }
      child.stdout.on('data', onData)
      child.stderr.on('data', onData)
      child.on('exit', (code) => {
        clearTimeout(timer)
        done({ code, out })
      })
    })
  }
  const folders: string[] = []
  afterAll(() => {
    for (const d of folders) rmSync(d, { recursive: true, force: true })
  })
  function seeded(mode: 'demo' | 'live', withSandbox = false): string {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-mode-'))
    folders.push(dir)
    const db = openPlatformDb(join(dir, 'platform.db'))
    const cacheDb = openCacheDb(join(dir, 'gateway-cache.db'))
    migrateDatabases(db, cacheDb)
    seedBrand(db, { brandCode: 'LIVE', brandName: 'Live Brand', currency: 'PHP', mode })
    if (withSandbox) db.insert(paymentMethods).values(defaultPaymentMethods('LIVE', 'Live Brand')[1]).run()
    db.$client.close()
    cacheDb.$client.close()
    return dir
  }

  it('refuses a data folder seeded as a demo (non-zero exit, a clear message)', async () => {
    const r = await start(seeded('demo'), { BRAND_MODE: 'live', SECRETS_KEY })
    expect(r.code, r.out).not.toBe(0)
    expect(r.code, r.out).not.toBeNull()
    expect(r.out).toMatch(/seeded as a demo/)
  })

  it('refuses an enabled sandbox payment method (non-zero exit, names the method)', async () => {
    const r = await start(seeded('live', true), { BRAND_MODE: 'live', SECRETS_KEY })
    expect(r.code, r.out).not.toBe(0)
    expect(r.code, r.out).not.toBeNull()
    expect(r.out).toMatch(/sandbox/i)
    expect(r.out).toContain('MAYA')
  })

  it('logs the mode at start: live on a fresh folder, demo by default', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'lobby-mode-'))
    folders.push(fresh)
    const l = await start(fresh, { BRAND_MODE: 'live', SECRETS_KEY }, /\[start\] mode: live/)
    expect(l.out).toMatch(/\[start\] mode: live/)
    expect(l.out).not.toMatch(/refus/i)
    const fresh2 = mkdtempSync(join(tmpdir(), 'lobby-mode-'))
    folders.push(fresh2)
    const d = await start(fresh2, {}, /\[start\] mode: demo/)
    expect(d.out).toMatch(/\[start\] mode: demo — play money, sandbox payments/)
  }, 60_000)
})
