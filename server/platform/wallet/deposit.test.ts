import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createWalletPlatform } from '../../../tests/fixtures/wallet-platform'

const t = createWalletPlatform()
const { wallet, platform } = t
afterAll(() => t.cleanup())
afterEach(() => expect(platform.ledger.check().ok).toBe(true))

describe('deposit methods and limits', () => {
  it('lists the seeded methods with limits in minor units and the bank payee', () => {
    expect(wallet.methods().map((m) => [m.code, m.provider, m.minAmount, m.maxAmount])).toEqual([
      ['GCASH', 'SANDBOX', 10_000, 5_000_000],
      ['MAYA', 'SANDBOX', 10_000, 5_000_000],
      ['BANK', 'BANK', 50_000, 20_000_000],
    ])
    expect(wallet.methods()[2]!.payee).toMatchObject({ bankName: 'BDO Unibank' })
  })

  it('refuses amounts outside the method limits, naming the range in the currency, and moves nothing', async () => {
    const m = await t.member()
    await expect(wallet.deposit(m.id, { methodCode: 'GCASH', amount: 9_999, key: 'below-min-1' })).rejects.toMatchObject({
      code: 'BELOW_MIN',
      status: 400,
      details: { min: '₱100.00', max: '₱50,000.00' },
    })
    await expect(wallet.deposit(m.id, { methodCode: 'BANK', amount: 20_000_001, key: 'above-max-1' })).rejects.toMatchObject({ code: 'ABOVE_MAX', details: { min: '₱500.00', max: '₱200,000.00' } })
    await expect(wallet.deposit(m.id, { methodCode: 'NOPE', amount: 10_000, key: 'unknown-1' })).rejects.toMatchObject({ code: 'METHOD_UNKNOWN' })
    expect(wallet.balance(m.id)).toBe(0)
    expect(wallet.deposits(m.id, { page: 1, pageSize: 10 }).totalCount).toBe(0)
  })

  it('refuses a trial account', async () => {
    const trial = await t.member({ type: 4 })
    await expect(wallet.deposit(trial.id, { methodCode: 'GCASH', amount: 10_000, key: 'trial-dep-1' })).rejects.toMatchObject({ code: 'NEED_TRUE_ACCOUNT', status: 403 })
  })
})

describe('sandbox deposit', () => {
  it('credits at once from the provider account and writes "deposit credited" to the inbox', async () => {
    const m = await t.member()
    const answer = await wallet.deposit(m.id, { methodCode: 'GCASH', amount: 25_050, key: 'sandbox-1' })
    expect(answer).toMatchObject({ methodCode: 'GCASH', provider: 'SANDBOX', amount: 25_050, status: 'CREDITED', balance: 25_050 })
    expect(wallet.balance(m.id)).toBe(25_050)
    expect(wallet.inbox(m.id)).toEqual([expect.objectContaining({ kind: 'depositCredited', params: expect.objectContaining({ amount: '₱250.50', method: 'GCash (instant)' }) })])
    const [entry] = wallet.records(m.id, { page: 1, pageSize: 10 }).list
    expect(entry).toMatchObject({ kind: 'DEPOSIT', amount: 25_050, balanceAfter: 25_050, reference: `deposit:${answer.id}` })
  })

  it('answers a repeated key with the first answer and moves nothing; other content under the key is a conflict', async () => {
    const m = await t.member()
    const first = await wallet.deposit(m.id, { methodCode: 'MAYA', amount: 10_000, key: 'repeat-key-1' })
    await wallet.deposit(m.id, { methodCode: 'MAYA', amount: 20_000, key: 'another-key' })
    const again = await wallet.deposit(m.id, { methodCode: 'MAYA', amount: 10_000, key: 'repeat-key-1' })
    expect(again).toEqual(first)
    expect(wallet.balance(m.id)).toBe(30_000)
    await expect(wallet.deposit(m.id, { methodCode: 'MAYA', amount: 10_001, key: 'repeat-key-1' })).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT', status: 409 })
    await expect(wallet.deposit(m.id, { methodCode: 'GCASH', amount: 10_000, key: 'repeat-key-1' })).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' })
    expect(wallet.balance(m.id)).toBe(30_000)
  })

  it('concurrent copies of one request make one request and one movement', async () => {
    const m = await t.member()
    const answers = await Promise.all(Array.from({ length: 20 }, () => wallet.deposit(m.id, { methodCode: 'GCASH', amount: 10_000, key: 'same-at-once' })))
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(wallet.balance(m.id)).toBe(10_000)
    expect(wallet.deposits(m.id, { page: 1, pageSize: 10 }).totalCount).toBe(1)
  })

  it('the same key of two members are two requests', async () => {
    const a = await t.member()
    const b = await t.member()
    await wallet.deposit(a.id, { methodCode: 'GCASH', amount: 10_000, key: 'shared-key' })
    await wallet.deposit(b.id, { methodCode: 'GCASH', amount: 10_000, key: 'shared-key' })
    expect([wallet.balance(a.id), wallet.balance(b.id)]).toEqual([10_000, 10_000])
  })
})

describe('bank transfer deposit', () => {
  it('stays pending with the payee until the operator approves: then credits and writes "deposit credited"', async () => {
    const m = await t.member()
    const answer = await wallet.deposit(m.id, { methodCode: 'BANK', amount: 100_000, key: 'bank-approve', payerReference: 'REF 123' })
    expect(answer).toMatchObject({ status: 'PENDING', balance: 0, payerReference: 'REF 123', payee: { bankName: 'BDO Unibank' } })
    expect(wallet.summary(m.id)).toMatchObject({ balance: 0, pendingDeposits: 100_000 })
    expect(wallet.depositQueue()).toEqual(expect.arrayContaining([expect.objectContaining({ id: answer.id, account: m.account })]))
    expect(wallet.inbox(m.id)).toEqual([])

    const decided = wallet.decideDeposit(answer.id, 'approve')
    expect(decided.status).toBe('CREDITED')
    expect(wallet.balance(m.id)).toBe(100_000)
    expect(wallet.summary(m.id).pendingDeposits).toBe(0)
    expect(wallet.inbox(m.id)[0]).toMatchObject({ kind: 'depositCredited', params: { amount: '₱1,000.00' } })
    expect(() => wallet.decideDeposit(answer.id, 'reject')).toThrow(expect.objectContaining({ code: 'NOT_PENDING' }))
    expect(wallet.balance(m.id)).toBe(100_000)
    // The first answer stays the first answer.
    expect(await wallet.deposit(m.id, { methodCode: 'BANK', amount: 100_000, key: 'bank-approve', payerReference: 'REF 123' })).toEqual(answer)
  })

  it('a rejected request moves nothing and writes "deposit failed"', async () => {
    const m = await t.member()
    const answer = await wallet.deposit(m.id, { methodCode: 'BANK', amount: 60_000, key: 'bank-reject' })
    const decided = wallet.decideDeposit(answer.id, 'reject', 'no transfer arrived')
    expect(decided).toMatchObject({ status: 'REJECTED' })
    expect(wallet.balance(m.id)).toBe(0)
    expect(wallet.inbox(m.id)[0]).toMatchObject({ kind: 'depositFailed', params: { amount: '₱600.00', method: 'Bank transfer' } })
    expect(wallet.deposits(m.id, { page: 1, pageSize: 10, status: 'REJECTED' }).list).toHaveLength(1)
    expect(() => wallet.decideDeposit(999_999, 'approve')).toThrow(expect.objectContaining({ code: 'DEPOSIT_NOT_FOUND', status: 404 }))
  })
})
