/**
 * PayMongo deposits (issue 17, decision 0045) on a live brand, against the real HTTP app over real
 * sockets and the local fake of PayMongo's published API (tests/fakes/paymongo.ts): the deposit
 * answers the checkout page, paying there sends the signed webhook that credits once; forged,
 * replayed and tampered webhooks are refused and move nothing; 50 concurrent copies of one webhook
 * credit once; the reconciliation job settles a session whose webhook never came and fails an
 * expired one; a payment event arriving after the deposit was failed credits it once (out of
 * order); the operator CLI configures PAYMONGO methods; the live start-up check names the
 * missing variables.
 */
import { describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { TEST_BRAND, TEST_SECRETS_KEY } from '../fixtures/app'
import { payMongoLiveApp } from '../fixtures/paymongo-app'
import { loginCookie, moneyCall, newKey } from '../fixtures/money-client'
import { paymentReconciliationTurn } from '../../server/jobs/payment-reconciliation'
import { liveProblems } from '../../server/platform/brand/live-checks'
import { paymentSettingsMissing } from '../../server/brand-mode'
import { runOperator } from '../../server/operator'
import { runWalletCommand } from '../../server/operator/wallet-commands'

const PASSWORD = 'Passw0rd!'
const { t, fake, platform, base, clock } = payMongoLiveApp()

let n = 0
async function member() {
  const account = `pm${++n}${Date.now().toString(36).slice(-5)}`
  const info = await platform.members.register({ account, password: PASSWORD })
  return { id: info.id, cookie: await loginCookie(base, account, PASSWORD) }
}

/** POST /wps/wallet/deposit for `amount` major units with GCASH (PayMongo). */
const deposit = (m: { cookie: string }, amount: number, key = newKey('pm')) => moneyCall(base, m.cookie, '/wps/wallet/deposit', { methodCode: 'GCASH', amount }, key)

const balance = (memberId: number) => platform.wallet.balance(memberId)
const inbox = (memberId: number) => platform.wallet.inbox(memberId).map((m) => m.kind)
const sessionOf = (checkoutUrl: string) => fake.sessions.get(checkoutUrl.split('/').pop()!)!

describe('a PayMongo deposit end to end', () => {
  it('answers the checkout page, and paying there credits the deposit once through the signed webhook', async () => {
    const m = await member()
    const key = newKey('e2e')
    const first = await deposit(m, 250.5, key)
    expect(first.status).toBe(200)
    const v = first.body.value
    expect(v).toMatchObject({ status: 'PENDING', amount: 250.5, provider: 'PAYMONGO' })
    expect(v.checkoutUrl).toMatch(new RegExp(`^${fake.url}/checkout/cs_`))
    const s = sessionOf(v.checkoutUrl)
    // What PayMongo was asked for: centavos, the deposit's reference, the method's type, the return pages.
    expect(s.line_items).toEqual([{ name: 'GCash', amount: 25_050, currency: 'PHP', quantity: 1 }])
    expect(s.reference_number).toBe(v.reference)
    expect(s.payment_method_types).toEqual(['gcash'])
    expect(s.success_url).toBe(`https://lobby.example/member?tab=depositv2&deposit=${v.reference}&checkout=success`)
    expect(s.cancel_url).toBe(`https://lobby.example/member?tab=depositv2&deposit=${v.reference}&checkout=cancel`)
    // Asked twice with the same key: the same checkout session, no second one.
    const again = await deposit(m, 250.5, key)
    expect(again.body.value.checkoutUrl).toBe(v.checkoutUrl)
    expect(fake.calls.filter((c) => c === 'POST /v1/checkout_sessions')).toHaveLength(fake.sessions.size)
    expect(balance(m.id)).toBe(0)
    expect(platform.wallet.depositByReference(m.id, v.reference)?.status).toBe('PENDING')

    // The member pays on the hosted page: the page posts Pay, the fake sends the webhook and redirects to success_url.
    const page = await fetch(v.checkoutUrl)
    expect(await page.text()).toContain('PHP 250.50')
    const paid = await fetch(`${v.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(s.success_url)
    expect(fake.deliveries.at(-1)).toMatchObject({ sessionId: s.id, status: 200 })
    expect(balance(m.id)).toBe(25_050)
    expect(platform.wallet.depositByReference(m.id, v.reference)?.status).toBe('CREDITED')
    expect(inbox(m.id)).toEqual(['depositCredited'])

    // The same event again, and a new event about the same paid session (PayMongo re-sends): nothing more.
    const sameEvent = fake.paidEvent(s.id, { eventId: fake.deliveries.at(-1)!.eventId })
    expect((await (await fake.send(sameEvent.body)).json()).value.outcome).toBe('DUPLICATE')
    expect((await (await fake.send(fake.paidEvent(s.id).body)).json()).value.outcome).toBe('IGNORED')
    expect(balance(m.id)).toBe(25_050)
    expect(inbox(m.id)).toEqual(['depositCredited'])
  })

  it('the live start-up check names the variables an enabled PAYMONGO method lacks', async () => {
    const problems = liveProblems(t.db, TEST_BRAND, paymentSettingsMissing({ PAYMONGO_SECRET_KEY: 'sk_test_x', PUBLIC_BASE_URL: 'https://lobby.example' }))
    expect(problems).toEqual([{ code: 'PROVIDER_NOT_CONFIGURED', provider: 'PAYMONGO', methods: ['GCASH'], missing: ['PAYMONGO_WEBHOOK_SECRET'] }])
    expect(liveProblems(t.db, TEST_BRAND, paymentSettingsMissing({ PAYMONGO_SECRET_KEY: 'sk_test_x', PAYMONGO_WEBHOOK_SECRET: 'whsk_x', PUBLIC_BASE_URL: 'https://x' }))).toEqual([])
  })
})

describe('when PayMongo cannot be reached', () => {
  it('answers 503 with a translated message, keeps the request pending, and the same key opens the checkout once PayMongo answers', async () => {
    const m = await member()
    const key = newKey('down')
    fake.failNext(1)
    const down = await deposit(m, 400, key)
    expect(down.status).toBe(503)
    expect(down.body).toMatchObject({ success: false, code: 'PROVIDER_UNAVAILABLE', message: 'The payment page could not be opened right now. Please try again in a moment' })
    const pending = platform.wallet.deposits(m.id, { page: 1, pageSize: 5 }).list
    expect(pending).toMatchObject([{ status: 'PENDING', amount: 40_000 }])
    const again = await deposit(m, 400, key)
    expect(again.status).toBe(200)
    expect(again.body.value).toMatchObject({ status: 'PENDING', reference: pending[0]!.reference })
    expect(again.body.value.checkoutUrl).toMatch(/\/checkout\/cs_/)
    expect(platform.wallet.deposits(m.id, { page: 1, pageSize: 5 }).totalCount).toBe(1)
    expect(balance(m.id)).toBe(0)
  })

  it('a live server refuses to start with an enabled PAYMONGO method and no webhook secret, naming what to set (exit 1)', async () => {
    const root = resolve(import.meta.dirname, '../..')
    const { code, out } = await new Promise<{ code: number | null; out: string }>((done) => {
      const child = spawn(resolve(root, 'node_modules/.bin/bun'), ['server/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATA_DIR: t.dir,
          PORT: '1',
          HOST: '127.0.0.1',
          BRAND_CODE: TEST_BRAND,
          BRAND_MODE: 'live',
          SECRETS_KEY: TEST_SECRETS_KEY,
          PAYMONGO_SECRET_KEY: 'sk_live_abc123',
        },
      })
      let text = ''
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
      child.stdout.on('data', (b: Buffer) => (text += b.toString()))
      child.stderr.on('data', (b: Buffer) => (text += b.toString()))
      child.on('exit', (c) => {
        clearTimeout(timer)
        done({ code: c, out: text })
      })
    })
    expect(code).toBe(1)
    expect(out).toContain('payment method GCASH uses PAYMONGO, which needs PAYMONGO_WEBHOOK_SECRET, PUBLIC_BASE_URL')
    expect(out).not.toContain('sk_live_abc123')
  })
})

describe('webhooks that are refused and move nothing', () => {
  async function pendingDeposit() {
    const m = await member()
    const r = await deposit(m, 300)
    expect(r.status).toBe(200)
    return { m, session: sessionOf(r.body.value.checkoutUrl), reference: r.body.value.reference as string }
  }

  it('refuses a forged signature, a missing one, and one made with another secret', async () => {
    const { m, session } = await pendingDeposit()
    fake.suppressWebhooks(true)
    await fake.pay(session.id)
    const { body } = fake.paidEvent(session.id)
    const t0 = Math.floor(Date.now() / 1000)
    for (const signature of [null, `t=${t0},te=${'0'.repeat(64)},li=`, fake.sign(body, t0, 'whsk_not_the_secret'), 'garbage']) {
      const res = await fake.send(body, signature)
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ success: false, code: 'WEBHOOK_REFUSED', message: 'The notification could not be verified' })
    }
    expect(balance(m.id)).toBe(0)
  })

  it('refuses a replayed webhook (timestamp older than 5 minutes) and one from the future', async () => {
    const { m, session } = await pendingDeposit()
    const { body } = fake.paidEvent(session.id)
    const now = Math.floor(Date.now() / 1000)
    expect((await fake.send(body, fake.sign(body, now - 6 * 60))).status).toBe(401)
    expect((await fake.send(body, fake.sign(body, now + 6 * 60))).status).toBe(401)
    expect(balance(m.id)).toBe(0)
    expect(platform.wallet.depositByReference(m.id, platform.wallet.deposits(m.id, { page: 1, pageSize: 1 }).list[0]!.reference)?.status).toBe('PENDING')
  })

  it('refuses a tampered body (the signature no longer matches) and a signed event whose amount, currency or reference differ', async () => {
    const { m, session, reference } = await pendingDeposit()
    const { body } = fake.paidEvent(session.id)
    const signature = fake.sign(body)
    expect((await fake.send(body.replace('"amount":30000', '"amount":3000000'), signature)).status).toBe(401)
    // Signed with the right secret, but not what the member asked for: 409, nothing recorded.
    for (const wrong of [{ amount: 3_000_000 }, { amount: 100 }, { currency: 'USD' }, { reference: 'DP000000999999' }]) {
      const res = await fake.send(fake.paidEvent(session.id, wrong).body)
      expect(res.status).toBe(409)
      expect((await res.json()).code).toBe('PAYMENT_MISMATCH')
    }
    expect(balance(m.id)).toBe(0)
    // The genuine event still credits afterwards.
    expect((await (await fake.send(fake.paidEvent(session.id).body)).json()).value.outcome).toBe('CREDITED')
    expect(balance(m.id)).toBe(30_000)
    expect(platform.wallet.depositByReference(m.id, reference)?.status).toBe('CREDITED')
  })

  it('acknowledges a verified event of another type without moving anything, and refuses a malformed one', async () => {
    const { m, session } = await pendingDeposit()
    const other = JSON.stringify({ data: { id: 'evt_other000000000000', type: 'event', attributes: { type: 'payment.failed', livemode: false, data: {} } } })
    expect(await (await fake.send(other)).json()).toEqual({ success: true, value: { outcome: 'IGNORED' } })
    expect((await fake.send('{"data":1}')).status).toBe(400)
    const tooBig = JSON.stringify({ pad: 'x'.repeat(300 * 1024) })
    expect((await fake.send(tooBig)).status).toBe(400)
    expect(balance(m.id)).toBe(0)
    expect(fake.sessions.get(session.id)?.payments).toEqual([])
  })
})

describe('an operator cannot credit an online deposit', () => {
  it('refuses `deposit approve` of a pending PayMongo deposit (nothing credited); the paid webhook still credits it once', async () => {
    const m = await member()
    const r = await deposit(m, 320)
    const v = r.body.value
    fake.suppressWebhooks(true)
    await expect(runWalletCommand(platform, ['deposit', 'approve', String(v.id)])).rejects.toMatchObject({ code: 'PROVIDER_DECIDES', status: 409 })
    expect(balance(m.id)).toBe(0)
    expect(platform.wallet.depositByReference(m.id, v.reference)?.status).toBe('PENDING')
    fake.suppressWebhooks(false)
    await fake.pay(sessionOf(v.checkoutUrl).id)
    expect(balance(m.id)).toBe(32_000)
    expect(platform.wallet.depositByReference(m.id, v.reference)?.status).toBe('CREDITED')
  })
})

describe('duplicates at once', () => {
  it('credits once when 50 copies of the webhook (and 10 new event ids) arrive at the same time', async () => {
    const m = await member()
    const r = await deposit(m, 1234.56)
    const s = sessionOf(r.body.value.checkoutUrl)
    fake.suppressWebhooks(true)
    await fake.pay(s.id)
    const one = fake.paidEvent(s.id)
    const bodies = [...Array.from({ length: 50 }, () => one.body), ...Array.from({ length: 10 }, () => fake.paidEvent(s.id).body)]
    const answers = await Promise.all(bodies.map(async (b) => (await fake.send(b)).json()))
    const outcomes = answers.map((a) => a.value.outcome)
    expect(outcomes.filter((o) => o === 'CREDITED')).toHaveLength(1)
    expect(outcomes.every((o) => ['CREDITED', 'DUPLICATE', 'IGNORED'].includes(o))).toBe(true)
    expect(balance(m.id)).toBe(123_456)
    expect(inbox(m.id)).toEqual(['depositCredited'])
    expect(platform.ledger.check().ok).toBe(true)
  })
})

describe('reconciliation', () => {
  it('credits a paid session whose webhook never came, fails an expired one, leaves a young or open one, once however often it runs', async () => {
    const paid = await member()
    const expired = await member()
    const open = await member()
    fake.suppressWebhooks(true)
    const p = await deposit(paid, 500)
    const e = await deposit(expired, 700)
    const o = await deposit(open, 900)
    await fake.pay(sessionOf(p.body.value.checkoutUrl).id)
    fake.expire(sessionOf(e.body.value.checkoutUrl).id)
    const turn = paymentReconciliationTurn(platform, 15 * 60_000)
    // Younger than the configured age: not looked at.
    expect(await turn()).toEqual({ credited: 0, failed: 0, stillOpen: 0, payoutsSent: 0, paid: 0, refunded: 0, stillPaying: 0, errors: 0 })
    expect(balance(paid.id)).toBe(0)
    clock.skew = 16 * 60_000
    // What the provider says of every pending checkout (earlier tests left some, paid with their webhook suppressed).
    const pending = platform.wallet.pendingCheckouts(Number.MAX_SAFE_INTEGER).map((d) => fake.sessions.get(d.providerRef!)!)
    const paidCount = pending.filter((s) => s.payments.length > 0).length
    const expiredCount = pending.filter((s) => s.status === 'expired').length
    expect(paidCount).toBeGreaterThanOrEqual(1)
    expect(expiredCount).toBe(1)
    // Two replicas' turns at once, then another: each paid session credited once, the expired one failed once.
    const [a, b] = await Promise.all([turn(), paymentReconciliationTurn(platform, 15 * 60_000)()])
    expect(a.credited + b.credited).toBe(paidCount)
    expect(a.failed + b.failed).toBe(expiredCount)
    expect(await turn()).toMatchObject({ credited: 0, failed: 0 })
    expect(balance(paid.id)).toBe(50_000)
    expect(inbox(paid.id)).toEqual(['depositCredited'])
    expect(balance(expired.id)).toBe(0)
    expect(platform.wallet.depositByReference(expired.id, e.body.value.reference)?.status).toBe('REJECTED')
    expect(inbox(expired.id)).toEqual(['depositFailed'])
    expect(platform.wallet.depositByReference(open.id, o.body.value.reference)?.status).toBe('PENDING')
    // A late webhook for the reconciled deposit changes nothing (sent at the platform's real time, so it is not stale).
    clock.skew = 0
    fake.suppressWebhooks(false)
    expect((await (await fake.send(fake.paidEvent(sessionOf(p.body.value.checkoutUrl).id).body)).json()).value.outcome).toBe('IGNORED')
    expect(balance(paid.id)).toBe(50_000)
    // A checkout left open a day is expired at PayMongo, then failed.
    clock.skew = 25 * 3_600_000
    expect(await turn()).toMatchObject({ stillOpen: 0 })
    expect(fake.sessions.get(sessionOf(o.body.value.checkoutUrl).id)?.status).toBe('expired')
    expect(inbox(open.id)).toEqual(['depositFailed'])
  })
})

describe('out of order', () => {
  it('a payment event arriving after reconciliation failed the deposit credits it once (the money arrived), with its message; copies and later readings change nothing', async () => {
    const m = await member()
    fake.suppressWebhooks(true)
    const d = await deposit(m, 320)
    const session = sessionOf(d.body.value.checkoutUrl)
    fake.expire(session.id)
    clock.skew = 16 * 60_000
    const turn = paymentReconciliationTurn(platform, 15 * 60_000)
    expect((await turn()).failed).toBeGreaterThanOrEqual(1)
    expect(platform.wallet.depositByReference(m.id, d.body.value.reference)?.status).toBe('REJECTED')
    expect(inbox(m.id)).toEqual(['depositFailed'])
    clock.skew = 0
    fake.suppressWebhooks(false)
    // PayMongo took the payment at the last second; its event comes after the deposit was failed.
    const late = fake.paidEvent(session.id)
    const answers = await Promise.all([late.body, late.body, late.body].map(async (body) => (await (await fake.send(body)).json()).value.outcome))
    expect(answers.sort()).toEqual(['CREDITED', 'DUPLICATE', 'DUPLICATE'])
    expect((await (await fake.send(fake.paidEvent(session.id).body)).json()).value.outcome).toBe('IGNORED')
    expect(balance(m.id)).toBe(32_000)
    expect(platform.wallet.depositByReference(m.id, d.body.value.reference)?.status).toBe('CREDITED')
    expect(inbox(m.id)).toEqual(['depositCredited', 'depositFailed'])
    // Another reconciliation turn finds nothing left to settle for it.
    clock.skew = 16 * 60_000
    await turn()
    clock.skew = 0
    expect(balance(m.id)).toBe(32_000)
  })
})

describe('operator CLI: methods', () => {
  it('adds, lists, limits, disables and enables a PAYMONGO method without SQL; a live brand refuses a sandbox one', async () => {
    const saved = { DATA_DIR: process.env.DATA_DIR, BRAND_CODE: process.env.BRAND_CODE, BRAND_MODE: process.env.BRAND_MODE, SECRETS_KEY: process.env.SECRETS_KEY }
    Object.assign(process.env, { DATA_DIR: t.dir, BRAND_CODE: TEST_BRAND, BRAND_MODE: 'live', SECRETS_KEY: TEST_SECRETS_KEY })
    try {
      expect(await runOperator(['methods', 'add', 'QRPH', 'paymongo', '50', '20000', 'QR', 'Ph'])).toBe('QRPH  PAYMONGO  ₱50.00 – ₱20,000.00  enabled  QR Ph')
      expect(await runOperator(['methods', 'set', 'QRPH', '100', '10000.50'])).toContain('₱100.00 – ₱10,000.50')
      expect(await runOperator(['methods', 'disable', 'QRPH'])).toContain('disabled')
      expect(platform.wallet.methods().map((m) => m.code)).not.toContain('QRPH')
      expect(await runOperator(['methods', 'enable', 'QRPH'])).toContain('enabled')
      expect(platform.wallet.methods().map((m) => m.code)).toContain('QRPH')
      expect(await runOperator(['methods', 'list'])).toContain('GCASH  PAYMONGO')
      await expect(runOperator(['methods', 'add', 'FREE', 'SANDBOX', '1', '10'])).rejects.toMatchObject({ code: 'SANDBOX_IN_LIVE' })
      await expect(runOperator(['methods', 'add', 'X', 'NOPE', '1', '10'])).rejects.toThrow(/Invalid command/)
      await expect(runOperator(['methods', 'set', 'QRPH', '500', '100'])).rejects.toMatchObject({ code: 'BELOW_MIN' })
    } finally {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k]
        else process.env[k] = v
    }
  })
})
