/**
 * Issue 14 §5, strict amounts and points (decision 0031): an amount is a JSON number or the spec's
 * decimal string, points a whole JSON number or a string of digits — never an array, hex, an
 * exponent string, a trailing dot, a sign, whitespace, NaN or Infinity. Each refusal is 400
 * VALIDATION over the API and moves nothing (balance and points unchanged, ledger adding up).
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'
import { signIn, vendorCall, type SignedIn } from '../fixtures/api-client'

const t = createTestApp()
afterAll(() => t.cleanup())
afterEach(() => expect(t.platform.ledger.check().ok).toBe(true))

let seq = 0
const VENDOR = 'PG'
const nodeId = t.db.$client.prepare<{ node_id: string }, [string]>("SELECT node_id FROM games WHERE vendor_code = ? AND game_type = 'RNG' LIMIT 1").get(VENDOR)!.node_id

/** What today's lenient parsing turned into 100 (or 1), and the other shapes a strict parser refuses. */
const NOT_AMOUNTS: unknown[] = [
  [100],
  ['100'],
  '0x64',
  '1e2',
  '1E2',
  '100.',
  '+100',
  ' 100',
  '100 ',
  '\t100',
  '1_000',
  '١٠٠',
  'NaN',
  'Infinity',
  '-100',
  '100.001',
  '.5',
  '',
  null,
  true,
  {},
  { value: 100 },
  '0b1100100',
  '0o144',
]
const NOT_POINTS: unknown[] = [...NOT_AMOUNTS, 150.5, '150.5', '150.0', 1e21]

/** A signed-in member; every call says content-type JSON and carries an Idempotency-Key. */
const member = (opts: { uplineId?: number } = {}) => signIn(t, 'sa', { uplineId: opts.uplineId }, { idempotency: 'always', headers: { 'content-type': 'application/json' } })
type Client = SignedIn

const balance = async (m: Client) => (await m.call('GET', '/wps/v2/wallets/balance')).body.value.balance as number
const points = async (m: Client) => (await m.call('GET', '/wps/relay/MCS2_getPointBalance')).body.value.points as number

/** A signed seamless-wallet round of `stake` minor units (lost), which earns points on its valid bet. */
async function play(m: Client, stake: number) {
  const launched = t.platform.play.launcher.launch(m.id, nodeId, 'en')
  if (launched.kind !== 'url') throw new Error('expected a launch URL')
  const tx = `sa-tx-${++seq}`
  const vendor = async (action: string, payload: Record<string, unknown>) => (await vendorCall(t, VENDOR, action, payload)).body as { status: string }
  expect((await vendor('bet', { user: String(m.id), token: launched.token, txId: tx, roundId: `r-${tx}`, gameCode: 'demo', amount: stake, currency: 'PHP' })).status).toBe('RS_OK')
  expect((await vendor('win', { user: String(m.id), txId: `${tx}-w`, betTxId: tx, roundId: `r-${tx}`, amount: 0, currency: 'PHP' })).status).toBe('RS_OK')
}

/** A member with ₱2,000.00, PIN 123456, a bank account and `stake` minor units of settled valid bet. */
async function player(stake = 0, opts: { uplineId?: number } = {}) {
  const m = await member(opts)
  expect((await m.call('POST', '/wps/wallet/deposit', { json: { methodCode: 'GCASH', amount: 2_000 } })).status).toBe(200)
  expect((await m.call('POST', '/wps/member/payment-password', { e: { password: '123456', confirmPassword: '123456' } })).status).toBe(200)
  const bank = await m.call('POST', '/wps/wallet/bank-accounts', { json: { bankName: 'BDO', accountNumber: '001234567890', payeeName: 'Juan Dela Cruz' } })
  if (stake > 0) await play(m, stake)
  return { ...m, bankId: bank.body.value.id as number }
}

const label = (v: unknown) => JSON.stringify(v) ?? String(v)

describe('points are whole JSON numbers or digit strings', () => {
  it('refuses [100], "0x64", "1e2", "100." and every other non-number on the conversion, converting nothing', async () => {
    const m = await player(100_000)
    const [beforeBalance, beforePoints] = [await balance(m), await points(m)]
    expect(beforePoints).toBeGreaterThanOrEqual(300)
    for (const p of NOT_POINTS) {
      const res = await m.call('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', { e: { points: p, paymentPassword: '123456' } })
      expect(res.status, label(p)).toBe(400)
      expect(res.body.code, label(p)).toBe('VALIDATION')
    }
    expect(await balance(m)).toBe(beforeBalance)
    expect(await points(m)).toBe(beforePoints)
    // The strict parser still takes what the spec sends.
    for (const p of [100, '100']) expect((await m.call('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', { e: { points: p, paymentPassword: '123456' } })).status, label(p)).toBe(200)
    expect(await points(m)).toBe(beforePoints - 200)
  })

  it('refuses the same shapes as a redeem quantity', async () => {
    const m = await player(100_000)
    const before = await points(m)
    for (const q of NOT_POINTS.filter((v) => v !== null)) {
      const res = await m.call('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', { e: { rewardId: 1, quantity: q, paymentPassword: '123456' } })
      expect(res.status, label(q)).toBe(400)
    }
    expect(await points(m)).toBe(before)
  })
})

describe("money amounts are JSON numbers or the spec's decimal strings", () => {
  it('refuses them on deposit, withdrawal, wallet transfer and upline transfer, moving nothing', async () => {
    const agent = await t.platform.members.register({ account: `saag${Date.now().toString(36)}`, password: 'Passw0rd!', type: 1 })
    const m = await player(0, { uplineId: agent.id })
    const before = await balance(m)
    const calls: [string, string, (amount: unknown) => { json?: unknown; e?: Record<string, unknown> }][] = [
      ['POST', '/wps/wallet/deposit', (amount) => ({ json: { methodCode: 'GCASH', amount } })],
      ['POST', '/wps/wallet/withdraw', (amount) => ({ e: { amount, bankAccountId: m.bankId, paymentPassword: '123456' } })],
      ['POST', '/wps/relay/GCS_walletTransfer', (amount) => ({ json: { from: 'MAIN', to: 'PG', amount } })],
      ['POST', '/wps/wallet/transfer/upline', (amount) => ({ json: { amount } })],
    ]
    for (const [method, path, body] of calls) {
      for (const amount of NOT_AMOUNTS) {
        const res = await m.call(method, path, body(amount))
        expect(res.status, `${path} ${label(amount)}`).toBe(400)
        expect(res.body.code, `${path} ${label(amount)}`).toBe('VALIDATION')
      }
    }
    expect(await balance(m)).toBe(before)
    expect((await m.call('POST', '/wps/wallet/transfer/upline', { json: { amount: '12.50' } })).status).toBe(200)
    expect((await m.call('POST', '/wps/wallet/transfer/upline', { json: { amount: 1.5 } })).status).toBe(200)
    expect(await balance(m)).toBe(before - 14)
  })
})
