/**
 * The cashier of issue 16 through the real app over a seeded SQLite file: withdrawal accounts typed
 * GCash / Maya / bank with their number formats refused in the member's language, the expected
 * payout time of a withdrawal, the deposit's reference number and bonus choice, and the agent's
 * transfer to a downline confirmed by the payment PIN (an E call, PIN attempts limited under a
 * parallel burst like the withdrawals).
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'
import { signIn, type SignedIn } from '../fixtures/api-client'
import { walletEn, walletTy } from '../../shared/i18n/wallet'

const t = createTestApp()
afterAll(() => t.cleanup())
afterEach(() => expect(t.platform.ledger.check().ok).toBe(true))

const member = (o: { type?: number; uplineId?: number | null } = {}) => signIn(t, 'ca', { type: o.type, uplineId: o.uplineId ?? null }, { idempotency: 'post' })
const deposit = (m: SignedIn, body: Record<string, unknown>) => m.call('POST', '/wps/wallet/deposit', { json: { methodCode: 'GCASH', ...body } })
const setPin = async (m: SignedIn, pin = '123456') => expect((await m.call('POST', '/wps/member/payment-password', { e: { password: pin, confirmPassword: pin } })).status).toBe(200)
const addAccount = (m: SignedIn, json: Record<string, unknown>, language?: string) => m.call('POST', '/wps/wallet/bank-accounts', { json: { payeeName: 'Ana Reyes', ...json }, language })

describe('withdrawal accounts: GCash, Maya, bank', () => {
  it('an e-wallet number that is not a PH mobile number is refused with a translated 400, in English and Filipino', async () => {
    const m = await member()
    for (const [language, texts] of [
      ['en', walletEn],
      ['ty', walletTy],
    ] as const) {
      const bad = await addAccount(m, { type: 'GCASH', accountNumber: '(02) 8123 4567' }, language)
      expect(bad.status).toBe(400)
      expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION', message: texts.errors.mobileWalletInvalid })
      expect(bad.body.fields).toEqual([expect.objectContaining({ field: 'accountNumber', message: texts.errors.mobileWalletInvalid })])
    }
    const digits = await addAccount(m, { type: 'BANK', bankName: 'BDO', accountNumber: '123 456 789 01' })
    expect(digits.body).toMatchObject({ code: 'VALIDATION', message: walletEn.errors.bankDigits })
    expect((await m.call('GET', '/wps/wallet/withdraw/setting')).body.value.bankAccounts).toEqual([])
  })

  it('saves GCash and Maya under their names with the number as 09…, a bank under the name given; the same GCash number twice is refused', async () => {
    const m = await member()
    expect((await addAccount(m, { type: 'GCASH', accountNumber: '+63 917 123 4567' })).body.value).toMatchObject({ type: 'GCASH', bankName: 'GCash', accountNumber: '*******4567' })
    expect((await addAccount(m, { type: 'GCASH', accountNumber: '0917-123-4567' })).body.code).toBe('BANK_ACCOUNT_EXISTS')
    expect((await addAccount(m, { type: 'MAYA', accountNumber: '09987654321' })).body.value).toMatchObject({ type: 'MAYA', bankName: 'Maya' })
    expect((await addAccount(m, { type: 'BANK', bankName: 'Metrobank', accountNumber: '1234-5678-90123' })).body.value).toMatchObject({
      type: 'BANK',
      bankName: 'Metrobank',
      accountNumber: '*********0123',
    })
    const listed = (await m.call('GET', '/wps/wallet/withdraw/setting')).body.value.bankAccounts
    expect(listed.map((b: { type: string }) => b.type)).toEqual(['GCASH', 'MAYA', 'BANK'])
  })

  it('a withdrawal request answers when it is usually paid out: within the hour to an e-wallet, a day to a bank', async () => {
    const m = await member()
    expect((await deposit(m, { amount: 2000 })).status).toBe(200)
    await setPin(m)
    const gcash = (await addAccount(m, { type: 'GCASH', accountNumber: '09171234567' })).body.value.id
    const bank = (await addAccount(m, { type: 'BANK', bankName: 'BPI', accountNumber: '1234567890' })).body.value.id
    const toGcash = (await m.call('POST', '/wps/wallet/withdraw', { e: { amount: 500, bankAccountId: gcash, paymentPassword: '123456' } })).body.value
    expect(toGcash).toMatchObject({ status: 'PENDING', accountType: 'GCASH' })
    expect(toGcash.expectedPayoutAt - toGcash.createdAt).toBe(60 * 60_000)
    const toBank = (await m.call('POST', '/wps/wallet/withdraw', { e: { amount: 500, bankAccountId: bank, paymentPassword: '123456' } })).body.value
    expect(toBank.expectedPayoutAt - toBank.createdAt).toBe(24 * 60 * 60_000)
    const id = toGcash.id as number
    t.platform.wallet.decideWithdrawal(id, 'approve')
    const listed = (await m.call('GET', '/wps/wallet/withdrawals')).body.value.list
    expect(listed.find((w: { id: number }) => w.id === id)).toMatchObject({ status: 'APPROVED', expectedPayoutAt: null })
  })
})

describe('deposit: reference number and bonus choice', () => {
  it('answers the reference number, shown again in the list', async () => {
    const m = await member()
    const d = (await deposit(m, { amount: 150 })).body.value
    expect(d.reference).toMatch(/^DP\d{6}\d{6,}$/)
    expect(d.reference.endsWith(String(d.id).padStart(6, '0'))).toBe(true)
    expect((await m.call('GET', '/wps/wallet/deposits')).body.value.list[0]).toMatchObject({ id: d.id, reference: d.reference })
  })

  it('a chosen deposit bonus is joined with the deposit and earns its reward; an unknown one refuses the deposit', async () => {
    const m = await member()
    const bonus = t.platform.promotions.list(null, 'en').find((p) => p.kind === 'DEPOSIT_BONUS' && p.state === 'join')
    expect(bonus).toBeDefined()
    const refused = await deposit(m, { amount: 500, promotionId: 999_999 })
    expect(refused.status).toBe(404)
    expect(t.platform.wallet.deposits(m.id, { page: 1, pageSize: 5 }).list).toEqual([])
    expect((await deposit(m, { amount: 500, promotionId: bonus!.id })).status).toBe(200)
    const seen = t.platform.promotions.list(m.id, 'en').find((p) => p.id === bonus!.id)
    expect(seen?.state).toBe('claim')
    expect(seen?.rewardAmount).toBeGreaterThan(0)
  })
})

describe('agent transfer to a downline needs the payment PIN', () => {
  async function team() {
    const agent = await member({ type: 1 })
    const down = await member({ uplineId: agent.id })
    expect((await deposit(agent, { amount: 1000 })).status).toBe(200)
    return { agent, down }
  }
  const transfer = (agent: SignedIn, body: Record<string, unknown>) => agent.call('POST', '/wps/agent/transfer/downline', { e: body })

  it('refuses a plain JSON body, a missing or malformed PIN, no PIN set and a wrong PIN; the right PIN sends', async () => {
    const { agent, down } = await team()
    expect((await agent.call('POST', '/wps/agent/transfer/downline', { json: { account: down.account, amount: 10, paymentPassword: '123456' } })).body.code).toBe('ENCRYPTION_REQUIRED')
    const missing = await transfer(agent, { account: down.account, amount: 10 })
    expect(missing.body).toMatchObject({ code: 'VALIDATION', message: walletEn.errors.paymentPasswordFormat })
    expect((await transfer(agent, { account: down.account, amount: 10, paymentPassword: '12ab56' })).body.code).toBe('VALIDATION')
    expect((await transfer(agent, { account: down.account, amount: 10, paymentPassword: '123456' })).body).toMatchObject({
      code: 'PAYMENT_PASSWORD_NOT_SET',
      message: walletEn.errors.paymentPasswordNotSet,
    })
    await setPin(agent)
    const wrong = await agent.call('POST', '/wps/agent/transfer/downline', { e: { account: down.account, amount: 10, paymentPassword: '654321' }, language: 'ty' })
    expect(wrong.body).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', message: walletTy.errors.paymentPasswordWrong })
    const sent = await transfer(agent, { account: down.account, amount: 125.5, paymentPassword: '123456' })
    expect(sent.body.value).toMatchObject({ amount: 125.5, counterpart: down.account, balance: 874.5 })
    expect(t.platform.wallet.balance(down.id)).toBe(12_550)
  })

  it('a parallel burst of wrong PINs is limited like a sequence (5 in 15 minutes), then the right PIN is locked out too', async () => {
    const { agent, down } = await team()
    await setPin(agent)
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => transfer(agent, { account: down.account, amount: 10, paymentPassword: String(800_000 + i) })))
    const codes = burst.map((r) => r.body.code)
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_WRONG')).toHaveLength(4)
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_LOCKED')).toHaveLength(6)
    const locked = burst.find((r) => r.body.code === 'PAYMENT_PASSWORD_LOCKED')!
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await transfer(agent, { account: down.account, amount: 10, paymentPassword: '123456' })).status).toBe(429)
    expect(t.platform.wallet.balance(down.id)).toBe(0)
  })
})
