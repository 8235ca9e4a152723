/**
 * The seamless-wallet contract (DESIGN §5) through the real app: signed vendor calls over
 * app.request, a real SQLite ledger, exact balance changes for every rule.
 */
import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, fundFromSandbox } from '../fixtures/app'
import { vendorCall } from '../fixtures/api-client'
import type { VendorAnswer } from '../../shared/schemas/vendor-wallet'

const t = createTestApp()
afterAll(() => t.cleanup())

const VENDOR = 'PG'
let memberId = 0
let user = ''
let token = ''
let nodeId = ''
let seq = 0
const tx = (p: string) => `${p}-${++seq}`

function sign(vendor: string, body: string, secret = t.platform.play.launcher.secretOf(vendor)!) {
  return createHmac('sha256', secret).update(body).digest('hex')
}
const call = async (action: string, payload: Record<string, unknown>, opts: { vendor?: string; signature?: string } = {}) =>
  (await vendorCall(t, opts.vendor ?? VENDOR, action, payload, opts)) as { status: number; body: VendorAnswer }
const balance = () => t.platform.ledger.balance({ kind: 'MEMBER', memberId })
const bet = (txId: string, amount: number, extra: Record<string, unknown> = {}) => call('bet', { user, token, txId, roundId: `r-${txId}`, gameCode: 'demo', amount, currency: 'PHP', ...extra })
const win = (txId: string, betTxId: string, amount: number) => call('win', { user, txId, betTxId, roundId: `r-${betTxId}`, amount, currency: 'PHP' })
const rollback = (txId: string, betTxId: string) => call('rollback', { user, txId, betTxId, roundId: `r-${betTxId}` })

beforeAll(async () => {
  const m = await t.platform.members.register({ account: 'player01', password: 'Player123!' })
  memberId = m.id
  user = String(m.id)
  fundFromSandbox(t.platform, memberId, 100_000, 'seed-deposit')
  nodeId = t.db.$client.prepare<{ node_id: string }, [string]>("SELECT node_id FROM games WHERE vendor_code = ? AND game_type = 'RNG' LIMIT 1").get(VENDOR)!.node_id
  const launched = t.platform.play.launcher.launch(memberId, nodeId, 'en')
  if (launched.kind !== 'url') throw new Error('expected a launch URL')
  token = launched.token
})

describe('signatures and vendors', () => {
  it('refuses a bad signature with 401 and moves nothing', async () => {
    const before = balance()
    const res = await bet(tx('b'), 1_000, {}).then(() => call('bet', { user, token, txId: tx('b'), roundId: 'x', gameCode: 'demo', amount: 500, currency: 'PHP' }, { signature: 'ab'.repeat(32) }))
    expect(res).toEqual({ status: 401, body: { status: 'RS_ERROR_INVALID_SIGNATURE' } })
    expect(balance()).toBe(before - 1_000)
  })

  it('refuses a body signed with another vendor’s secret, and an unknown vendor', async () => {
    const body = { user, token, txId: tx('b'), roundId: 'x', gameCode: 'demo', amount: 500, currency: 'PHP' }
    const other = sign('JDB', JSON.stringify(body))
    expect((await call('bet', body, { signature: other })).body.status).toBe('RS_ERROR_INVALID_SIGNATURE')
    expect(await call('balance', { user, currency: 'PHP' }, { vendor: 'NOPE', signature: 'x' })).toEqual({ status: 404, body: { status: 'RS_ERROR_UNKNOWN_VENDOR' } })
  })

  it('answers a malformed body with BAD_REQUEST and moves nothing', async () => {
    const before = balance()
    expect((await bet(tx('b'), -5)).body.status).toBe('RS_ERROR_BAD_REQUEST')
    expect((await bet(tx('b'), 10, { extra: 1 })).body.status).toBe('RS_ERROR_BAD_REQUEST')
    expect(balance()).toBe(before)
  })
})

describe('balance and bet', () => {
  it('balance by launch token names the member', async () => {
    const res = await call('balance', { token, currency: 'PHP' })
    expect(res.body).toEqual({ status: 'RS_OK', user, balance: balance(), currency: 'PHP' })
  })

  it('a bet debits exactly its amount and opens a bet record', async () => {
    const before = balance()
    const id = tx('bet')
    const res = await bet(id, 2_500)
    expect(res.body).toMatchObject({ status: 'RS_OK', balance: before - 2_500, currency: 'PHP' })
    expect(balance()).toBe(before - 2_500)
    const record = t.db.$client
      .prepare<{ status: string; bet_amount: number; valid_bet: number; game_type: string }, [string]>('SELECT status, bet_amount, valid_bet, game_type FROM bet_records WHERE bet_tx_id = ?')
      .get(id)
    expect(record).toEqual({ status: 'OPEN', bet_amount: 2_500, valid_bet: 2_500, game_type: 'RNG' })
  })

  it('the same bet again returns the first answer and debits once; with another amount it is a duplicate', async () => {
    const id = tx('bet')
    const first = await bet(id, 700)
    const again = await bet(id, 700)
    expect(again.body).toEqual(first.body)
    expect(balance()).toBe(first.body.balance)
    expect((await bet(id, 800)).body.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION')
    expect(balance()).toBe(first.body.balance)
  })

  it('100 concurrent copies of one bet: one debit, 100 identical answers', async () => {
    const before = balance()
    const id = tx('bet')
    const answers = await Promise.all(Array.from({ length: 100 }, () => bet(id, 1_000)))
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1)
    expect(answers[0]!.body.status).toBe('RS_OK')
    expect(balance()).toBe(before - 1_000)
  })

  it('not enough money: NOT_ENOUGH_MONEY with the balance, nothing recorded, a retry after a deposit passes', async () => {
    const before = balance()
    const id = tx('bet')
    expect((await bet(id, before + 1)).body).toEqual({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: before, currency: 'PHP' })
    expect(balance()).toBe(before)
    fundFromSandbox(t.platform, memberId, 10, 'top-up')
    expect((await bet(id, before + 1)).body).toMatchObject({ status: 'RS_OK', balance: 9 })
    // put the money back for the next tests
    fundFromSandbox(t.platform, memberId, 100_000, 'refill')
  })

  it('concurrent bets beyond the balance in one group commit: the refused ones leave no trace, the others stay', async () => {
    const other = await t.platform.members.register({ account: 'player04', password: 'Player123!' })
    fundFromSandbox(t.platform, other.id, 5_000, 'p4-deposit')
    const launched = t.platform.play.launcher.launch(other.id, nodeId, 'en')
    if (launched.kind !== 'url') throw new Error('expected a launch URL')
    const aborted = t.platform.money.stats().aborted
    const ids = Array.from({ length: 12 }, () => tx('bet'))
    const answers = await Promise.all(ids.map((id) => bet(id, 1_000, { user: String(other.id), token: launched.token })))
    expect(answers.filter((a) => a.body.status === 'RS_OK')).toHaveLength(5)
    expect(answers.filter((a) => a.body.status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(7)
    expect(t.platform.ledger.balance({ kind: 'MEMBER', memberId: other.id })).toBe(0)
    const recorded = t.db.$client.prepare<{ n: number }, [number]>('SELECT count(*) AS n FROM bet_records WHERE member_id = ?').get(other.id)!.n
    expect(recorded).toBe(5)
    expect(t.platform.money.stats().aborted).toBe(aborted)
  })

  it('a bet with an expired token is refused, but its win still pays', async () => {
    const id = tx('bet')
    expect((await bet(id, 1_000)).body.status).toBe('RS_OK')
    t.db.$client.run('UPDATE launch_tokens SET expires_at = 0 WHERE token = ?', [token])
    try {
      const before = balance()
      expect((await bet(tx('bet'), 1_000)).body).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: before })
      expect((await win(tx('win'), id, 3_000)).body).toMatchObject({ status: 'RS_OK', balance: before + 3_000 })
      expect((await rollback(tx('rb'), tx('never'))).body.status).toBe('RS_OK')
    } finally {
      t.db.$client.run('UPDATE launch_tokens SET expires_at = ? WHERE token = ?', [Date.now() + 600_000, token])
    }
  })

  it('a token of another vendor or member is refused', async () => {
    expect((await call('bet', { user, token, txId: tx('b'), roundId: 'r', gameCode: 'demo', amount: 100, currency: 'PHP' }, { vendor: 'JDB' })).body.status).toBe('RS_ERROR_INVALID_TOKEN')
    const other = await t.platform.members.register({ account: 'player02', password: 'Player123!' })
    expect((await bet(tx('b'), 100, { user: String(other.id) })).body.status).toBe('RS_ERROR_INVALID_TOKEN')
  })
})

describe('win and rollback', () => {
  it('a win credits exactly and settles the bet; a win of 0 settles a lost round without a movement', async () => {
    const b1 = tx('bet')
    const b2 = tx('bet')
    await bet(b1, 1_000)
    await bet(b2, 1_000)
    const before = balance()
    expect((await win(tx('win'), b1, 2_400)).body).toMatchObject({ status: 'RS_OK', balance: before + 2_400 })
    const movements = t.platform.ledger.check().movements
    expect((await win(tx('win'), b2, 0)).body).toMatchObject({ status: 'RS_OK', balance: before + 2_400 })
    expect(t.platform.ledger.check().movements).toBe(movements)
    const rows = t.db.$client
      .prepare<{ status: string; payout: number; win_loss: number }, [string, string]>('SELECT status, payout, win_loss FROM bet_records WHERE bet_tx_id IN (?, ?) ORDER BY id')
      .all(b1, b2)
    expect(rows).toEqual([
      { status: 'SETTLED', payout: 2_400, win_loss: 1_400 },
      { status: 'SETTLED', payout: 0, win_loss: -1_000 },
    ])
  })

  it('a win for an unknown bet is refused', async () => {
    const before = balance()
    expect((await win(tx('win'), 'no-such-bet', 500)).body).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: before })
    expect(balance()).toBe(before)
  })

  it('a rollback refunds the bet once; a second rollback succeeds without a refund; a win after it is refused', async () => {
    const id = tx('bet')
    const before = balance()
    await bet(id, 1_500)
    expect((await rollback(tx('rb'), id)).body).toMatchObject({ status: 'RS_OK', balance: before })
    expect((await rollback(tx('rb'), id)).body).toMatchObject({ status: 'RS_OK', balance: before })
    expect(balance()).toBe(before)
    expect((await win(tx('win'), id, 9_000)).body).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: before })
    const row = t.db.$client.prepare<{ status: string; valid_bet: number }, [string]>('SELECT status, valid_bet FROM bet_records WHERE bet_tx_id = ?').get(id)
    expect(row).toEqual({ status: 'ROLLED_BACK', valid_bet: 0 })
  })

  it('a rollback after the win is refused and refunds nothing', async () => {
    const id = tx('bet')
    await bet(id, 1_000)
    await win(tx('win'), id, 1_800)
    const before = balance()
    expect((await rollback(tx('rb'), id)).body).toMatchObject({ status: 'RS_ERROR_TRANSACTION_SETTLED', balance: before })
    expect(balance()).toBe(before)
  })

  it('a rollback of a bet never seen succeeds and is remembered: that bet is refused when it arrives', async () => {
    const id = tx('bet')
    const before = balance()
    expect((await rollback(tx('rb'), id)).body).toMatchObject({ status: 'RS_OK', balance: before })
    expect((await bet(id, 1_000)).body).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: before })
    expect(balance()).toBe(before)
  })

  it('a win or rollback naming another member’s bet, or a user who is no member, is refused and moves nothing', async () => {
    const id = tx('bet')
    await bet(id, 1_000)
    const before = balance()
    const other = await t.platform.members.register({ account: 'player03', password: 'Player123!' })
    const as = (user: string) => ({ user, txId: tx('x'), betTxId: id, roundId: `r-${id}` })
    expect((await call('win', { ...as(String(other.id)), amount: 500, currency: 'PHP' })).body).toEqual({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: 0, currency: 'PHP' })
    expect((await call('win', { ...as('999999'), amount: 500, currency: 'PHP' })).body).toEqual({ status: 'RS_ERROR_INVALID_TOKEN' })
    expect((await call('win', { ...as(user), amount: 500, currency: 'USD' })).body).toEqual({ status: 'RS_ERROR_WRONG_CURRENCY', balance: before, currency: 'PHP' })
    expect((await call('rollback', as(String(other.id)))).body).toEqual({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: 0, currency: 'PHP' })
    expect((await call('rollback', as('999999'))).body).toEqual({ status: 'RS_ERROR_INVALID_TOKEN' })
    expect(balance()).toBe(before)
    expect((await win(tx('win'), id, 500)).body).toEqual({ status: 'RS_OK', balance: before + 500, currency: 'PHP', platformTxId: expect.any(String) })
  })

  it('a bet of a member who is no longer active is refused with USER_DISABLED and the balance', async () => {
    const before = balance()
    t.db.$client.run("UPDATE members SET status = 'FROZEN' WHERE id = ?", [memberId])
    try {
      expect((await bet(tx('bet'), 1_000)).body).toEqual({ status: 'RS_ERROR_USER_DISABLED', balance: before, currency: 'PHP' })
    } finally {
      t.db.$client.run("UPDATE members SET status = 'ACTIVE' WHERE id = ?", [memberId])
    }
    expect(balance()).toBe(before)
  })

  it('the ledger adds up after every rule', () => {
    expect(t.platform.ledger.check()).toMatchObject({ ok: true })
  })
})

describe('launch', () => {
  it('a member gets a launch URL with a token; trial accounts and vendors under maintenance are refused', async () => {
    const launched = t.platform.play.launcher.launch(memberId, nodeId, 'ty')
    expect(launched).toMatchObject({ kind: 'url', vendor: VENDOR, gameType: 'RNG' })
    expect(launched.url).toMatch(new RegExp(`^/play/${VENDOR}/[^?]+\\?token=[\\w-]+&language=ty&gameType=RNG$`))
    const trial = await t.platform.members.createTrial()
    expect(() => t.platform.play.launcher.launch(trial.id, nodeId, 'en')).toThrow(expect.objectContaining({ code: 'NEED_TRUE_ACCOUNT', status: 403 }))
    t.db.$client.run('UPDATE vendors SET maintenance = 1 WHERE code = ?', [VENDOR])
    try {
      expect(() => t.platform.play.launcher.launch(memberId, nodeId, 'en')).toThrow(expect.objectContaining({ code: 'GAME_MAINTENANCE', status: 503 }))
    } finally {
      t.db.$client.run('UPDATE vendors SET maintenance = 0 WHERE code = ?', [VENDOR])
    }
  })

  it('POST /wps/game/launchGame needs a session', async () => {
    const res = await t.app.request('/wps/game/launchGame', { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, body: JSON.stringify({ nodeId }) })
    expect(res.status).toBe(401)
  })
})
