/**
 * Concurrency against the real HTTP server (issue 4 "Proof"): the real app over a real seeded
 * SQLite file (tests/fixtures/app.ts) served by Bun.serve on 127.0.0.1 and a random port, driven
 * with fetch over real sockets by a member logged in through the real login.
 *  (a) 100 concurrent copies of one deposit with one Idempotency-Key → one request, one movement,
 *      100 byte-identical answers;
 *  (b) 1,000 concurrent transfers to the upline of A against a balance B → exactly ⌊B/A⌋ accepted,
 *      the rest refused with INSUFFICIENT_FUNDS, no negative balance, `ledger.check().ok`;
 *  (c) 40 concurrent withdrawals (encrypted bodies, payment password) against too little money →
 *      exactly ⌊B/A⌋ held, one request row each, none left behind by the refused ones.
 */
import { describe, expect, it } from 'vitest'
import { encryptorFor, moneyCall, moneyCallRaw, newKey } from '../fixtures/money-client'
import { servedTestApp } from '../fixtures/served-app'

const served = servedTestApp()
const { t, member } = served
const sqlite = t.db.$client

const movements = (kind: string, memberId: number) =>
  sqlite.query<{ n: number }, [string, number]>('SELECT count(*) AS n FROM ledger_movements WHERE kind = ? AND member_id = ?').get(kind, memberId)!.n
const balanceOf = (memberId: number) => t.platform.ledger.balance({ kind: 'MEMBER', memberId })

describe('wallet over HTTP under concurrency', () => {
  it('100 concurrent copies of one deposit with one Idempotency-Key move money once and get 100 identical answers', async () => {
    const m = await member('concdep01')
    const key = newKey('dep')
    const answers = await Promise.all(Array.from({ length: 100 }, () => moneyCall(served.base, m.cookie, '/wps/wallet/deposit', { methodCode: 'GCASH', amount: 250.5 }, key)))
    expect(answers[0]!.status).toBe(200)
    expect(answers[0]!.body.success).toBe(true)
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1)
    expect(movements('DEPOSIT', m.id)).toBe(1)
    expect(sqlite.query<{ n: number }, [number]>('SELECT count(*) AS n FROM deposit_requests WHERE member_id = ?').get(m.id)!.n).toBe(1)
    expect(balanceOf(m.id)).toBe(25_050)
    // A later repeat still gets the first answer; the same key with another amount is refused.
    const again = await moneyCall(served.base, m.cookie, '/wps/wallet/deposit', { methodCode: 'GCASH', amount: 250.5 }, key)
    expect(again.text).toBe(answers[0]!.text)
    const other = await moneyCall(served.base, m.cookie, '/wps/wallet/deposit', { methodCode: 'GCASH', amount: 300 }, key)
    expect(other.status).toBe(409)
    expect(other.body.code).toBe('IDEMPOTENCY_CONFLICT')
    expect(balanceOf(m.id)).toBe(25_050)
    expect(t.platform.ledger.check().ok).toBe(true)
  })

  it('1,000 concurrent transfers to the upline against too little money: exactly ⌊B/A⌋ accepted, no negative balance', async () => {
    const agent = await member('concagent1', { type: 1 })
    const m = await member('conctrf01', { uplineId: agent.id })
    const B = 100_000 // ₱1,000.00 in minor units
    const A = 300 // ₱3.00
    const dep = await moneyCall(served.base, m.cookie, '/wps/wallet/deposit', { methodCode: 'GCASH', amount: B / 100 }, newKey('dep'))
    expect(dep.body.success).toBe(true)
    expect(balanceOf(m.id)).toBe(B)

    const answers = await Promise.all(Array.from({ length: 1_000 }, () => moneyCall(served.base, m.cookie, '/wps/wallet/transfer/upline', { amount: A / 100 }, newKey('trf'))))
    const accepted = answers.filter((a) => a.status === 200 && a.body.success)
    const refused = answers.filter((a) => !a.body.success)
    expect(accepted).toHaveLength(Math.floor(B / A))
    expect(refused).toHaveLength(1_000 - Math.floor(B / A))
    expect(new Set(refused.map((a) => `${a.status} ${a.body.code}`))).toEqual(new Set(['409 INSUFFICIENT_FUNDS']))

    expect(movements('TRANSFER_UPLINE', m.id)).toBe(Math.floor(B / A))
    expect(balanceOf(m.id)).toBe(B % A)
    expect(balanceOf(agent.id)).toBe(Math.floor(B / A) * A)
    const report = t.platform.ledger.check()
    expect(report.negative).toEqual([])
    expect(report.ok).toBe(true)
  })

  it('40 concurrent withdrawals against too little money: exactly ⌊B/A⌋ held, nothing left of the refused ones', async () => {
    const m = await member('concwd01')
    const encrypt = await encryptorFor(served.base)
    const post = (path: string, body: string, key: string | null = null) => moneyCallRaw(served.base, m.cookie, path, body, key)
    expect((await post('/wps/member/payment-password', await encrypt({ password: '246810', confirmPassword: '246810' }))).body.success).toBe(true)
    const bank = await post('/wps/wallet/bank-accounts', JSON.stringify({ bankName: 'BDO Unibank', accountNumber: '001234567890', payeeName: 'Conc Tester' }))
    expect(bank.body.success).toBe(true)
    const B = 105_000 // ₱1,050.00
    const A = 10_000 // ₱100.00, the brand's minimum
    expect((await moneyCall(served.base, m.cookie, '/wps/wallet/deposit', { methodCode: 'GCASH', amount: B / 100 }, newKey('dep'))).body.success).toBe(true)

    const bodies = await Promise.all(Array.from({ length: 40 }, () => encrypt({ amount: A / 100, bankAccountId: bank.body.value.id, paymentPassword: '246810' })))
    const answers = await Promise.all(bodies.map((body) => post('/wps/wallet/withdraw', body, newKey('wd'))))
    expect(answers.filter((a) => a.body.success)).toHaveLength(Math.floor(B / A))
    expect(new Set(answers.filter((a) => !a.body.success).map((a) => `${a.status} ${a.body.code}`))).toEqual(new Set(['409 INSUFFICIENT_FUNDS']))
    expect(movements('WITHDRAW_HOLD', m.id)).toBe(Math.floor(B / A))
    expect(sqlite.query<{ n: number }, [number]>('SELECT count(*) AS n FROM withdrawal_requests WHERE member_id = ?').get(m.id)!.n).toBe(Math.floor(B / A))
    expect(balanceOf(m.id)).toBe(B % A)
    expect(t.platform.wallet.summary(m.id).pendingWithdrawals).toBe(Math.floor(B / A) * A)
    expect(t.platform.ledger.check().ok).toBe(true)
  })
})
