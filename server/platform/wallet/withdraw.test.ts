import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createWalletPlatform } from '../../../tests/fixtures/wallet-platform'
import { sniffImage } from './withdraw'
import { every } from '../../jobs/every'
import { withdrawalAutoConfirmTurn } from '../../jobs'

const t = createWalletPlatform()
const { wallet, platform } = t
afterAll(() => t.cleanup())
afterEach(() => expect(platform.ledger.check().ok).toBe(true))

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])
const MINUTE = 60_000

/** A member with 2,000.00 in the wallet, PIN 123456 and one bank account. */
async function readyMember() {
  const m = await t.member()
  await t.fund(m.id, 200_000)
  await wallet.setPaymentPassword(m.id, { password: '123456' })
  const bank = wallet.addBankAccount(m.id, { bankName: 'BDO', accountNumber: '001234567890', payeeName: 'Juan Dela Cruz' })
  let n = 0
  const withdraw = (amount: number, extra: Partial<{ key: string; paymentPassword: string; bankAccountId: number }> = {}) =>
    wallet.withdraw(m.id, { amount, bankAccountId: bank.id, paymentPassword: '123456', key: `wd-${m.id}-${++n}`, ...extra })
  return { m, bank, withdraw }
}

describe('payment password (decision 0008)', () => {
  it('is set once; changing it needs the current one', async () => {
    const m = await t.member()
    expect(wallet.paymentPasswordSet(m.id)).toBe(false)
    await wallet.setPaymentPassword(m.id, { password: '111111' })
    expect(wallet.paymentPasswordSet(m.id)).toBe(true)
    await expect(wallet.setPaymentPassword(m.id, { password: '222222' })).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_OLD_REQUIRED' })
    await expect(wallet.setPaymentPassword(m.id, { password: '222222', oldPassword: '999999' })).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG' })
    await wallet.setPaymentPassword(m.id, { password: '222222', oldPassword: '111111' })
    expect(JSON.stringify(platform.members.info(m.id))).not.toContain('222222')
  })

  it('is required to withdraw', async () => {
    const m = await t.member()
    await t.fund(m.id, 200_000)
    const bank = wallet.addBankAccount(m.id, { bankName: 'BPI', accountNumber: '99887766', payeeName: 'Ana Reyes' })
    await expect(wallet.withdraw(m.id, { amount: 10_000, bankAccountId: bank.id, paymentPassword: '123456', key: 'no-pin-yet' })).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_NOT_SET' })
    expect(wallet.balance(m.id)).toBe(200_000)
  })

  it('5 wrong PINs within 15 minutes lock withdrawals for 15 minutes, telling the wait; then it opens again', async () => {
    const { m, withdraw } = await readyMember()
    for (let i = 0; i < 4; i++) {
      await expect(withdraw(10_000, { paymentPassword: '000000' })).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG' })
      t.advance(MINUTE)
    }
    await expect(withdraw(10_000, { paymentPassword: '000000' })).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED', status: 429, details: { minutes: 15, retryAfterSeconds: 900 } })
    // Even the right PIN is refused while locked.
    t.advance(10 * MINUTE)
    await expect(withdraw(10_000)).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED', details: { minutes: 5 } })
    await expect(wallet.setPaymentPassword(m.id, { password: '654321', oldPassword: '123456' })).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED' })
    t.advance(5 * MINUTE)
    await expect(withdraw(10_000)).resolves.toMatchObject({ status: 'PENDING' })
    expect(wallet.balance(m.id)).toBe(190_000)
  })

  it('wrong PINs spread over more than 15 minutes do not lock', async () => {
    const { withdraw } = await readyMember()
    for (let i = 0; i < 6; i++) {
      await expect(withdraw(10_000, { paymentPassword: '000000' })).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG' })
      t.advance(4 * MINUTE)
    }
  })
})

describe('bank accounts', () => {
  it('masks the number, refuses a duplicate and more than 5', async () => {
    const m = await t.member()
    const b = wallet.addBankAccount(m.id, { bankName: 'BDO', accountNumber: '001234567890', payeeName: 'Juan' })
    expect(b.accountNumber).toBe('********7890')
    expect(() => wallet.addBankAccount(m.id, { bankName: 'BDO', accountNumber: '001234567890', payeeName: 'Juan' })).toThrow(expect.objectContaining({ code: 'BANK_ACCOUNT_EXISTS' }))
    for (let i = 0; i < 4; i++) wallet.addBankAccount(m.id, { bankName: 'BPI', accountNumber: `5555000${i}`, payeeName: 'Juan' })
    expect(() => wallet.addBankAccount(m.id, { bankName: 'BPI', accountNumber: '55550009', payeeName: 'Juan' })).toThrow(expect.objectContaining({ code: 'BANK_ACCOUNT_LIMIT' }))
    expect(wallet.bankAccounts(m.id)).toHaveLength(5)
  })
})

describe('withdrawal request', () => {
  it('holds the amount at once and lists it as pending', async () => {
    const { m, bank, withdraw } = await readyMember()
    const w = await withdraw(50_000)
    expect(w).toMatchObject({ status: 'PENDING', amount: 50_000, balance: 150_000, bankName: 'BDO', accountNumber: '********7890' })
    expect(wallet.summary(m.id)).toMatchObject({ balance: 150_000, pendingWithdrawals: 50_000 })
    expect(platform.ledger.balance({ kind: 'HOLD' })).toBeGreaterThanOrEqual(50_000)
    expect(wallet.records(m.id, { page: 1, pageSize: 1 }).list[0]).toMatchObject({ kind: 'WITHDRAW_HOLD', amount: -50_000, reference: `withdrawal:${w.id}` })
    expect(wallet.withdrawalQueue()).toEqual(expect.arrayContaining([expect.objectContaining({ id: w.id, account: m.account })]))
    void bank
  })

  it('refuses below the minimum, above the maximum, above the balance, an unknown bank account, and moves nothing', async () => {
    const { m, withdraw } = await readyMember()
    await expect(withdraw(9_999)).rejects.toMatchObject({ code: 'BELOW_MIN', details: { min: '₱100.00', max: '₱50,000.00' } })
    await expect(withdraw(5_000_001)).rejects.toMatchObject({ code: 'ABOVE_MAX' })
    await expect(withdraw(200_001)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', status: 409 })
    await expect(withdraw(10_000, { bankAccountId: 999_999 })).rejects.toMatchObject({ code: 'BANK_ACCOUNT_UNKNOWN' })
    const other = await readyMember()
    await expect(withdraw(10_000, { bankAccountId: other.bank.id })).rejects.toMatchObject({ code: 'BANK_ACCOUNT_UNKNOWN' })
    expect(wallet.balance(m.id)).toBe(200_000)
    expect(wallet.withdrawals(m.id, { page: 1, pageSize: 10 }).totalCount).toBe(0)
  })

  it('a repeated key returns the first answer; other content is a conflict', async () => {
    const { m, withdraw } = await readyMember()
    const first = await withdraw(20_000, { key: 'same-withdrawal' })
    const again = await withdraw(20_000, { key: 'same-withdrawal' })
    expect(again).toEqual(first)
    await expect(withdraw(30_000, { key: 'same-withdrawal' })).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' })
    expect(wallet.balance(m.id)).toBe(180_000)
  })

  it('many concurrent withdrawals against too little money: exactly floor(balance/amount) succeed', async () => {
    const { m, withdraw } = await readyMember()
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => withdraw(30_000)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(6)
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.code === 'INSUFFICIENT_FUNDS')).toBe(true)
    expect(wallet.balance(m.id)).toBe(20_000)
  })
})

describe('operator decision and member confirmation (spec §4)', () => {
  it('approve pays the hold out, sets the deadline and writes "withdrawal approved"; the member confirms received', async () => {
    const { m, withdraw } = await readyMember()
    const w = await withdraw(40_000)
    const payoutBefore = platform.ledger.balance({ kind: 'PROVIDER', provider: 'BANK' })
    const approved = wallet.decideWithdrawal(w.id, 'approve')
    expect(approved).toMatchObject({ status: 'APPROVED', confirmDeadline: t.now() + 1440 * MINUTE })
    expect(platform.ledger.balance({ kind: 'PROVIDER', provider: 'BANK' })).toBe(payoutBefore + 40_000)
    expect(wallet.balance(m.id)).toBe(160_000)
    expect(wallet.summary(m.id).pendingWithdrawals).toBe(0)
    expect(wallet.inbox(m.id)[0]).toMatchObject({ kind: 'withdrawalApproved', params: { amount: '₱400.00', bank: 'BDO' } })
    expect(() => wallet.decideWithdrawal(w.id, 'reject')).toThrow(expect.objectContaining({ code: 'NOT_PENDING' }))

    expect(wallet.confirmWithdrawal(m.id, w.id, { status: 'RECEIVED' })).toMatchObject({ status: 'RECEIVED', confirmedAt: t.now() })
    // The same answer again is harmless; another answer is not.
    expect(wallet.confirmWithdrawal(m.id, w.id, { status: 'RECEIVED' }).status).toBe('RECEIVED')
    expect(() => wallet.confirmWithdrawal(m.id, w.id, { status: 'NOT_RECEIVED', proof: { bytes: PNG, type: 'image/png' } })).toThrow(expect.objectContaining({ code: 'NOT_AWAITING_CONFIRMATION' }))
  })

  it('reject releases the hold and writes "withdrawal rejected"', async () => {
    const { m, withdraw } = await readyMember()
    const w = await withdraw(40_000)
    expect(wallet.decideWithdrawal(w.id, 'reject', 'name mismatch')).toMatchObject({ status: 'REJECTED', note: 'name mismatch' })
    expect(wallet.balance(m.id)).toBe(200_000)
    expect(wallet.inbox(m.id)[0]).toMatchObject({ kind: 'withdrawalRejected', params: { amount: '₱400.00', note: 'name mismatch' } })
    expect(wallet.records(m.id, { page: 1, pageSize: 1 }).list[0]).toMatchObject({ kind: 'WITHDRAW_RELEASE', amount: 40_000, balanceAfter: 200_000 })
    expect(() => wallet.confirmWithdrawal(m.id, w.id, { status: 'RECEIVED' })).toThrow(expect.objectContaining({ code: 'NOT_AWAITING_CONFIRMATION' }))
  })

  it('a pending withdrawal cannot be confirmed yet; another member cannot see or confirm it', async () => {
    const { withdraw } = await readyMember()
    const w = await withdraw(10_000)
    const { m: other } = await readyMember()
    expect(() => wallet.confirmWithdrawal(other.id, w.id, { status: 'RECEIVED' })).toThrow(expect.objectContaining({ code: 'WITHDRAWAL_NOT_FOUND', status: 404 }))
  })

  it('partly received needs a remark; not received needs a png or jpg proof, checked by its bytes and size; disputes reach the operator list', async () => {
    const a = await readyMember()
    const w1 = await a.withdraw(10_000)
    wallet.decideWithdrawal(w1.id, 'approve')
    expect(() => wallet.confirmWithdrawal(a.m.id, w1.id, { status: 'PARTLY_RECEIVED', remark: '  ' })).toThrow(expect.objectContaining({ code: 'REMARK_REQUIRED' }))
    expect(wallet.confirmWithdrawal(a.m.id, w1.id, { status: 'PARTLY_RECEIVED', remark: 'only 50 arrived' })).toMatchObject({ status: 'PARTLY_RECEIVED', confirmRemark: 'only 50 arrived' })

    const w2 = await a.withdraw(10_000)
    wallet.decideWithdrawal(w2.id, 'approve')
    expect(() => wallet.confirmWithdrawal(a.m.id, w2.id, { status: 'NOT_RECEIVED' })).toThrow(expect.objectContaining({ code: 'PROOF_REQUIRED' }))
    const fake = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')
    expect(() => wallet.confirmWithdrawal(a.m.id, w2.id, { status: 'NOT_RECEIVED', proof: { bytes: fake, type: 'image/png' } })).toThrow(expect.objectContaining({ code: 'PROOF_TYPE' }))
    const huge = new Uint8Array(5 * 1024 * 1024 + 1)
    huge.set(PNG)
    expect(() => wallet.confirmWithdrawal(a.m.id, w2.id, { status: 'NOT_RECEIVED', proof: { bytes: huge, type: 'image/png' } })).toThrow(expect.objectContaining({ code: 'PROOF_SIZE' }))
    expect(wallet.confirmWithdrawal(a.m.id, w2.id, { status: 'NOT_RECEIVED', remark: 'nothing came', proof: { bytes: JPG, type: 'image/jpeg' } })).toMatchObject({
      status: 'NOT_RECEIVED',
      hasProof: true,
    })
    // Disputes move no money back (decision 0009) and show in the operator's list.
    expect(wallet.balance(a.m.id)).toBe(180_000)
    expect(
      wallet
        .withdrawalQueue()
        .filter((q) => q.memberId === a.m.id)
        .map((q) => q.status),
    ).toEqual(['PARTLY_RECEIVED', 'NOT_RECEIVED'])
  })

  it('unconfirmed past the brand minutes becomes AUTO_RECEIVED by the job, not before', async () => {
    const { m, withdraw } = await readyMember()
    const w = await withdraw(10_000)
    wallet.decideWithdrawal(w.id, 'approve')
    t.advance(1439 * MINUTE)
    wallet.autoConfirmWithdrawals()
    expect(wallet.withdrawals(m.id, { page: 1, pageSize: 1 }).list[0]!.status).toBe('APPROVED')
    t.advance(MINUTE)
    expect(wallet.autoConfirmWithdrawals()).toBeGreaterThanOrEqual(1)
    expect(wallet.withdrawals(m.id, { page: 1, pageSize: 1 }).list[0]).toMatchObject({ status: 'AUTO_RECEIVED', confirmedAt: t.now() })
    expect(() => wallet.confirmWithdrawal(m.id, w.id, { status: 'NOT_RECEIVED', proof: { bytes: PNG, type: 'image/png' } })).toThrow(expect.objectContaining({ code: 'NOT_AWAITING_CONFIRMATION' }))
  })
})

describe('the server job', () => {
  it('runs at once when scheduled (and every minute after), counting overdue withdrawals as received', async () => {
    const { m, withdraw } = await readyMember()
    const w = await withdraw(10_000)
    wallet.decideWithdrawal(w.id, 'approve')
    t.advance(1440 * MINUTE)
    const stop = every('withdrawal-auto-confirm', 60_000, withdrawalAutoConfirmTurn(platform.wallet))
    stop()
    expect(wallet.withdrawals(m.id, { page: 1, pageSize: 1 }).list[0]!.status).toBe('AUTO_RECEIVED')
  })
})

describe('sniffImage', () => {
  it('recognises PNG and JPEG by their magic bytes only', () => {
    expect(sniffImage(PNG)).toBe('image/png')
    expect(sniffImage(JPG)).toBe('image/jpeg')
    expect(sniffImage(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(sniffImage(new Uint8Array())).toBeNull()
  })
})
