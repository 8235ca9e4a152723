/**
 * The wallet API (issue 4) through the real app over a real seeded SQLite file: every route with
 * good and bad input; operator decisions through the same platform functions the operator
 * commands call; the ledger's invariants after every test.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp } from '../fixtures/app'
import { signIn, type CallOptions, type SignedIn } from '../fixtures/api-client'
import { runWalletCommand } from '../../server/operator/wallet-commands'
import { walletSettings } from '../../db/schema/wallet'

let offset = 0
const t = createTestApp({ now: () => Date.now() + offset })
const { wallet } = t.platform
afterAll(() => t.cleanup())
afterEach(() => expect(t.platform.ledger.check().ok).toBe(true))

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
let seq = 0
const newKey = () => `key-${Date.now().toString(36)}-${++seq}`

/** A signed-in member (or agent) and a client for its calls; its POSTs carry an Idempotency-Key. */
const member = (o: { type?: number; uplineId?: number | null } = {}) => signIn(t, 'wa', { type: o.type, uplineId: o.uplineId ?? null }, { idempotency: 'post' })
type Client = SignedIn

const deposit = (m: Client, amount: unknown, o: CallOptions & { methodCode?: string } = {}) => m.call('POST', '/wps/wallet/deposit', { json: { methodCode: o.methodCode ?? 'GCASH', amount }, ...o })
const balanceOf = async (m: Client) => (await m.call('GET', '/wps/v2/wallets/balance')).body.value.balance
/** A member with ₱2,000.00, PIN 123456 and a bank account. */
async function readyMember() {
  const m = await member()
  expect((await deposit(m, 2000)).status).toBe(200)
  expect((await m.call('POST', '/wps/member/payment-password', { e: { password: '123456', confirmPassword: '123456' } })).status).toBe(200)
  const bank = await m.call('POST', '/wps/wallet/bank-accounts', { json: { bankName: 'BDO', accountNumber: '0012-3456-7890', payeeName: 'Juan Dela Cruz' } })
  const withdraw = (amount: unknown, o: { key?: string; pin?: string; bankAccountId?: unknown } = {}) =>
    m.call('POST', '/wps/wallet/withdraw', { e: { amount, bankAccountId: o.bankAccountId ?? bank.body.value.id, paymentPassword: o.pin ?? '123456' }, key: o.key })
  return { ...m, bankId: bank.body.value.id as number, withdraw }
}
const confirmForm = (fields: Record<string, string | Blob>) => {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.append(k, v)
  return f
}

describe('balance, merchant wallet, consolidated funds', () => {
  it('needs a session', async () => {
    for (const path of ['/wps/v2/wallets/balance', '/wps/member/info/funds/consolidated', '/wps/relay/GCS_merchantWallet', '/wps/wallet/records']) {
      const res = await t.app.request(path)
      expect(res.status, path).toBe(401)
    }
    const post = await t.app.request('/wps/wallet/deposit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
      body: '{"methodCode":"GCASH","amount":100}',
    })
    expect(post.status).toBe(401)
  })

  it('answers the balance in major units with the currency, the single-wallet flag and the consolidated funds', async () => {
    const m = await member()
    expect((await m.call('GET', '/wps/v2/wallets/balance')).body).toEqual({ success: true, value: { balance: 0, currency: 'PHP', currencySymbol: '₱' } })
    await deposit(m, '123.45')
    expect(await balanceOf(m)).toBe(123.45)
    expect((await m.call('GET', '/wps/relay/GCS_merchantWallet')).body.value).toEqual({ isSingle: true })
    expect((await m.call('GET', '/wps/member/info/funds/consolidated')).body.value).toMatchObject({
      balance: 123.45,
      pendingWithdrawals: 0,
      pendingDeposits: 0,
      gameWallets: [],
      totalBalance: 123.45,
      currency: 'PHP',
    })
  })
})

describe('deposit', () => {
  it('lists methods with names in the member language, limits in major units, and the pending requests', async () => {
    const m = await member()
    await deposit(m, 500, { methodCode: 'BANK' })
    const res = await m.call('GET', '/wps/wallet/deposit/methods?language=ty')
    expect(res.body.value.methods.map((x: any) => [x.code, x.minAmount, x.maxAmount])).toEqual([
      ['GCASH', 100, 50_000],
      ['MAYA', 100, 50_000],
      ['BANK', 500, 200_000],
    ])
    expect(res.body.value.methods[0].name).toBe('GCash (agad)')
    expect(res.body.value.pending).toEqual([expect.objectContaining({ methodCode: 'BANK', amount: 500, status: 'PENDING' })])
  })

  it('credits a sandbox deposit at once; a repeat of the key gets the same JSON; other content under it is a 409', async () => {
    const m = await member()
    const key = newKey()
    const first = await deposit(m, 150.5, { key })
    expect(first.status).toBe(200)
    expect(first.body.value).toMatchObject({ status: 'CREDITED', amount: 150.5, balance: 150.5, methodCode: 'GCASH' })
    const again = await deposit(m, '150.50', { key })
    expect(again.body).toEqual(first.body)
    const conflict = await deposit(m, 150.51, { key })
    expect(conflict).toMatchObject({ status: 409, body: { success: false, code: 'IDEMPOTENCY_CONFLICT' } })
    expect(await balanceOf(m)).toBe(150.5)
    expect(wallet.inbox(m.id).map((x) => x.kind)).toEqual(['depositCredited'])
  })

  it('refuses bad amounts with a translated message and changes nothing', async () => {
    const m = await member()
    for (const amount of [0, -5, 1.005, '1.005', 'abc', '', 1e12, null, true, '1e3']) {
      const res = await deposit(m, amount)
      expect(res.status, String(amount)).toBe(400)
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION', message: 'Please enter a valid amount: more than 0, at most 2 decimals' })
      expect(res.body.fields[0].field).toBe('amount')
    }
    const ty = await m.call('POST', '/wps/wallet/deposit?language=ty', { json: { methodCode: 'GCASH', amount: 0.001 } })
    expect(ty.body.message).toBe('Maglagay ng wastong halaga: higit sa 0, hanggang 2 decimal')
    expect((await deposit(m, 100, { json: { methodCode: 'GCASH', amount: 100, bonus: 1 } })).status).toBe(400)
    expect(await balanceOf(m)).toBe(0)
    expect(wallet.deposits(m.id, { page: 1, pageSize: 10 }).totalCount).toBe(0)
  })

  it('needs an Idempotency-Key of 8-64 letters, digits, _ or -', async () => {
    const m = await member()
    const missing = await deposit(m, 100, { key: null })
    expect(missing).toMatchObject({ status: 400, body: { code: 'KEY_MISSING' } })
    expect(missing.body.message).toContain('Idempotency-Key')
    expect((await deposit(m, 100, { key: 'short' })).body.code).toBe('KEY_MISSING')
    expect((await deposit(m, 100, { key: 'has spaces in it' })).body.code).toBe('KEY_MISSING')
    expect(await balanceOf(m)).toBe(0)
  })

  it('refuses below the minimum and above the maximum naming the range in the currency; unknown methods', async () => {
    const m = await member()
    const below = await deposit(m, 99.99)
    expect(below).toMatchObject({ status: 400, body: { code: 'BELOW_MIN', min: '₱100.00', max: '₱50,000.00' } })
    expect(below.body.message).toBe('The amount is below the minimum of ₱100.00 (allowed: ₱100.00 – ₱50,000.00)')
    const above = await deposit(m, 50_000.01, { headers: {} })
    expect(above.body).toMatchObject({ code: 'ABOVE_MAX', message: 'The amount is above the maximum of ₱50,000.00 (allowed: ₱100.00 – ₱50,000.00)' })
    expect((await deposit(m, 100, { methodCode: 'BITCOIN' })).body).toMatchObject({ code: 'METHOD_UNKNOWN', message: 'This payment method is not available' })
    expect(await balanceOf(m)).toBe(0)
  })

  it('bank transfer: pending with the payee until the operator approves (credit + message) or rejects (message)', async () => {
    const m = await member()
    const a = await deposit(m, 1000, { methodCode: 'BANK', json: { methodCode: 'BANK', amount: 1000, payerReference: 'TRX-778' } })
    expect(a.body.value).toMatchObject({ status: 'PENDING', amount: 1000, balance: 0, payee: { bankName: 'BDO Unibank' }, payerReference: 'TRX-778' })
    const b = await deposit(m, 600, { methodCode: 'BANK' })
    expect((await m.call('GET', '/wps/wallet/deposits?status=PENDING')).body.value).toMatchObject({ totalCount: 2, pageNum: 1, totalPages: 1 })
    expect((await m.call('GET', '/wps/member/info/funds/consolidated')).body.value.pendingDeposits).toBe(1600)

    expect(await runWalletCommand(t.platform, ['deposit', 'list'])).toContain(`#${a.body.value.id}  ${m.account}  BANK  ₱1,000.00  PENDING  ref: TRX-778`)
    expect(await runWalletCommand(t.platform, ['deposit', 'approve', String(a.body.value.id)])).toBe(`deposit #${a.body.value.id} CREDITED ₱1,000.00`)
    expect(await runWalletCommand(t.platform, ['deposit', 'reject', String(b.body.value.id), 'no', 'transfer'])).toBe(`deposit #${b.body.value.id} REJECTED ₱600.00`)
    await expect(runWalletCommand(t.platform, ['deposit', 'approve', String(b.body.value.id)])).rejects.toMatchObject({ code: 'NOT_PENDING' })
    expect(await balanceOf(m)).toBe(1000)
    expect(wallet.inbox(m.id).map((x) => x.kind)).toEqual(['depositFailed', 'depositCredited'])
    const list = (await m.call('GET', '/wps/wallet/deposits')).body.value.list
    expect(list.map((d: any) => [d.amount, d.status])).toEqual([
      [600, 'REJECTED'],
      [1000, 'CREDITED'],
    ])
    expect((await m.call('GET', '/wps/wallet/deposits?status=LOST')).status).toBe(400)
  })
})

describe('payment password and bank accounts', () => {
  it('is set once through an encrypted body, then changed only with the current PIN', async () => {
    const m = await member()
    const plain = await m.call('POST', '/wps/member/payment-password', { json: { password: '123456', confirmPassword: '123456' } })
    expect(plain.body.code).toBe('ENCRYPTION_REQUIRED')
    const five = await m.call('POST', '/wps/member/payment-password', { e: { password: '12345', confirmPassword: '12345' } })
    expect(five.body).toMatchObject({ code: 'VALIDATION', message: 'The withdrawal PIN must be exactly 6 digits' })
    const mismatch = await m.call('POST', '/wps/member/payment-password', { e: { password: '123456', confirmPassword: '654321' } })
    expect(mismatch.body.fields).toEqual([{ field: 'confirmPassword', message: 'Incorrect confirmation input' }])
    expect((await m.call('GET', '/wps/wallet/withdraw/setting')).body.value.paymentPasswordSet).toBe(false)
    expect((await m.call('POST', '/wps/member/payment-password', { e: { password: '123456', confirmPassword: '123456' } })).body.value).toEqual({ paymentPasswordSet: true })
    expect((await m.call('POST', '/wps/member/payment-password', { e: { password: '111111', confirmPassword: '111111' } })).body.code).toBe('PAYMENT_PASSWORD_OLD_REQUIRED')
    expect((await m.call('POST', '/wps/member/payment-password', { e: { password: '111111', confirmPassword: '111111', oldPassword: '000000' } })).body.code).toBe('PAYMENT_PASSWORD_WRONG')
    expect((await m.call('POST', '/wps/member/payment-password', { e: { password: '111111', confirmPassword: '111111', oldPassword: '123456' } })).status).toBe(200)
  })

  it('saves bank accounts with a masked number and refuses bad ones', async () => {
    const m = await member()
    const ok = await m.call('POST', '/wps/wallet/bank-accounts', { json: { bankName: 'BPI', accountNumber: '1234 5678 90', payeeName: 'Ana Reyes' } })
    expect(ok.body.value).toMatchObject({ bankName: 'BPI', accountNumber: '******7890', payeeName: 'Ana Reyes' })
    const bad = await m.call('POST', '/wps/wallet/bank-accounts', { json: { bankName: 'B', accountNumber: '12ab', payeeName: '' } })
    expect(bad.body.fields.map((f: any) => f.field).sort()).toEqual(['accountNumber', 'bankName', 'payeeName'])
    expect((await m.call('POST', '/wps/wallet/bank-accounts', { json: { bankName: 'BPI', accountNumber: '1234567890', payeeName: 'Ana Reyes' } })).body.code).toBe('BANK_ACCOUNT_EXISTS')
    const setting = (await m.call('GET', '/wps/wallet/withdraw/setting')).body.value
    expect(setting).toMatchObject({ paymentPasswordSet: false, min: 100, max: 50_000, balance: 0, lockedUntil: null, currencySymbol: '₱' })
    expect(setting.bankAccounts).toEqual([expect.objectContaining({ accountNumber: '******7890' })])
  })
})

describe('withdrawal', () => {
  it('holds the amount; a repeat of the key (a new encrypted body) gets the same JSON', async () => {
    const m = await readyMember()
    const key = newKey()
    const first = await m.withdraw(500, { key })
    expect(first.body.value).toMatchObject({ status: 'PENDING', amount: 500, balance: 1500, bankName: 'BDO', accountNumber: '********7890' })
    expect((await m.withdraw(500, { key })).body).toEqual(first.body)
    expect((await m.withdraw(501, { key })).status).toBe(409)
    expect(await balanceOf(m)).toBe(1500)
    expect((await m.call('GET', '/wps/wallet/withdrawals')).body.value).toMatchObject({ totalCount: 1, list: [{ status: 'PENDING', amount: 500 }] })
    expect((await m.call('GET', '/wps/member/info/funds/consolidated')).body.value.pendingWithdrawals).toBe(500)
  })

  it("refuses a plain body, bad amounts, limits, the balance, another member's bank account, and moves nothing", async () => {
    const m = await readyMember()
    const other = await readyMember()
    const plain = await m.call('POST', '/wps/wallet/withdraw', { json: { amount: 100, bankAccountId: m.bankId, paymentPassword: '123456' } })
    expect(plain.body.code).toBe('ENCRYPTION_REQUIRED')
    for (const amount of [0, -1, 100.001, 'lots']) expect((await m.withdraw(amount)).body.code).toBe('VALIDATION')
    expect((await m.withdraw(99)).body).toMatchObject({ code: 'BELOW_MIN', min: '₱100.00', max: '₱50,000.00' })
    expect((await m.withdraw(50_001)).body.code).toBe('ABOVE_MAX')
    expect((await m.withdraw(2000.01)).body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance' })
    expect((await m.withdraw(100, { bankAccountId: other.bankId })).body.code).toBe('BANK_ACCOUNT_UNKNOWN')
    expect((await m.withdraw(100, { pin: '12345' })).body.message).toBe('The withdrawal PIN must be exactly 6 digits')
    expect((await m.call('POST', '/wps/wallet/withdraw', { e: { amount: 100, bankAccountId: m.bankId, paymentPassword: '123456' }, key: null })).body.code).toBe('KEY_MISSING')
    expect(await balanceOf(m)).toBe(2000)
  })

  it('a wrong PIN is refused; the 5th in 15 minutes locks withdrawals with Retry-After and the wait in the message', async () => {
    const m = await readyMember()
    for (let i = 0; i < 4; i++) expect((await m.withdraw(100, { pin: '000000' })).body).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', message: 'The withdrawal PIN is incorrect' })
    const locked = await m.withdraw(100, { pin: '000000' })
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBe('900')
    expect(locked.body).toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED', minutes: 15 })
    expect(locked.body.message).toBe('Too many wrong withdrawal PINs. Withdrawals are locked; please try again in 15 minutes')
    expect((await m.withdraw(100)).status).toBe(429)
    expect((await m.call('GET', '/wps/wallet/withdraw/setting')).body.value.lockedUntil).toBeGreaterThan(Date.now())
    expect(await balanceOf(m)).toBe(2000)
  })

  it('operator approves (message), the member confirms received; other members and wrong states are refused', async () => {
    const m = await readyMember()
    const other = await readyMember()
    const w = (await m.withdraw(300)).body.value
    const pendingConfirm = await m.call('POST', `/wps/wallet/withdrawals/${w.id}/confirm`, { form: confirmForm({ status: 'RECEIVED' }) })
    expect(pendingConfirm).toMatchObject({ status: 409, body: { code: 'NOT_AWAITING_CONFIRMATION' } })
    expect(await runWalletCommand(t.platform, ['withdrawal', 'list'])).toContain(`#${w.id}  ${m.account}  ₱300.00  PENDING  BDO ********7890 (Juan Dela Cruz)`)
    expect(await runWalletCommand(t.platform, ['withdrawal', 'approve', String(w.id)])).toMatch(new RegExp(`^withdrawal #${w.id} APPROVED ₱300.00, counts as received at `))
    expect(wallet.inbox(m.id)[0]).toMatchObject({ kind: 'withdrawalApproved', params: { amount: '₱300.00', bank: 'BDO' } })
    expect((await other.call('POST', `/wps/wallet/withdrawals/${w.id}/confirm`, { form: confirmForm({ status: 'RECEIVED' }) })).body.code).toBe('WITHDRAWAL_NOT_FOUND')
    expect((await m.call('POST', '/wps/wallet/withdrawals/abc/confirm', { form: confirmForm({ status: 'RECEIVED' }) })).status).toBe(400)
    expect((await m.call('POST', `/wps/wallet/withdrawals/${w.id}/confirm`, { form: confirmForm({ status: 'MAYBE' }) })).body.code).toBe('VALIDATION')
    const done = await m.call('POST', `/wps/wallet/withdrawals/${w.id}/confirm`, { form: confirmForm({ status: 'RECEIVED' }) })
    expect(done.body.value).toMatchObject({ id: w.id, status: 'RECEIVED', amount: 300 })
    expect(await balanceOf(m)).toBe(1700)
  })

  it('not received needs a png/jpg proof checked by its bytes; partly received needs a remark; both reach the operator list', async () => {
    const m = await readyMember()
    const w1 = (await m.withdraw(100)).body.value
    const w2 = (await m.withdraw(100)).body.value
    await runWalletCommand(t.platform, ['withdrawal', 'approve', String(w1.id)])
    await runWalletCommand(t.platform, ['withdrawal', 'approve', String(w2.id)])
    const path = `/wps/wallet/withdrawals/${w1.id}/confirm`
    expect((await m.call('POST', path, { form: confirmForm({ status: 'NOT_RECEIVED' }) })).body.code).toBe('PROOF_REQUIRED')
    const svgAsPng = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'proof.png', { type: 'image/png' })
    expect((await m.call('POST', path, { form: confirmForm({ status: 'NOT_RECEIVED', proof: svgAsPng }) })).body).toMatchObject({ code: 'PROOF_TYPE', message: 'The proof must be a png or jpg image' })
    const gif = new File([PNG], 'proof.gif', { type: 'image/gif' })
    expect((await m.call('POST', path, { form: confirmForm({ status: 'NOT_RECEIVED', proof: gif }) })).body.message).toBe('The proof must be a png or jpg image')
    const big = new Uint8Array(5 * 1024 * 1024 + 10)
    big.set(PNG)
    const tooBig = await m.call('POST', path, { form: confirmForm({ status: 'NOT_RECEIVED', proof: new File([big], 'big.png', { type: 'image/png' }) }) })
    expect(tooBig.body.message).toBe('The proof image must be at most 5 MB')
    const ok = await m.call('POST', path, { form: confirmForm({ status: 'NOT_RECEIVED', remark: 'nothing arrived', proof: new File([PNG], 'p.png', { type: 'image/png' }) }) })
    expect(ok.body.value).toMatchObject({ status: 'NOT_RECEIVED', hasProof: true, confirmRemark: 'nothing arrived' })

    const path2 = `/wps/wallet/withdrawals/${w2.id}/confirm`
    expect((await m.call('POST', path2, { form: confirmForm({ status: 'PARTLY_RECEIVED' }) })).body).toMatchObject({ code: 'VALIDATION', message: 'Please describe what you received' })
    expect((await m.call('POST', path2, { form: confirmForm({ status: 'PARTLY_RECEIVED', remark: 'only 50' }) })).body.value.status).toBe('PARTLY_RECEIVED')
    const list = await runWalletCommand(t.platform, ['withdrawal', 'list'])
    expect(list).toContain(`#${w1.id}  ${m.account}  ₱100.00  NOT_RECEIVED`)
    expect(list).toContain(`proof: withdrawal proof ${w1.id} <file>`)
    expect(list).toContain(`#${w2.id}  ${m.account}  ₱100.00  PARTLY_RECEIVED`)
    expect(wallet.withdrawalProof(w1.id)).toEqual({ bytes: PNG, type: 'image/png' })
    expect(await balanceOf(m)).toBe(1800) // disputes move nothing back (decision 0009)
  })

  it('a rejected withdrawal returns the hold and writes the message', async () => {
    const m = await readyMember()
    const w = (await m.withdraw(700)).body.value
    expect(await runWalletCommand(t.platform, ['withdrawal', 'reject', String(w.id), 'account', 'closed'])).toBe(`withdrawal #${w.id} REJECTED ₱700.00`)
    expect(await balanceOf(m)).toBe(2000)
    expect(wallet.inbox(m.id)[0]).toMatchObject({ kind: 'withdrawalRejected', params: { note: 'account closed' } })
    const records = (await m.call('GET', '/wps/wallet/records')).body.value.list
    expect(records.map((r: any) => [r.kind, r.amount, r.balanceAfter])).toEqual([
      ['WITHDRAW_RELEASE', 700, 2000],
      ['WITHDRAW_HOLD', -700, 1300],
      ['DEPOSIT', 2000, 2000],
    ])
  })

  it('unconfirmed past the brand minutes counts as received (the job, driven by the platform clock)', async () => {
    const m = await readyMember()
    const w = (await m.withdraw(200)).body.value
    wallet.decideWithdrawal(w.id, 'approve')
    offset += 1439 * 60_000
    wallet.autoConfirmWithdrawals()
    expect(wallet.withdrawals(m.id, { page: 1, pageSize: 1 }).list[0]!.status).toBe('APPROVED')
    offset += 60_000
    expect(wallet.autoConfirmWithdrawals()).toBeGreaterThanOrEqual(1)
    offset = 0
    const after = await m.call('POST', `/wps/wallet/withdrawals/${w.id}/confirm`, { form: confirmForm({ status: 'NOT_RECEIVED', proof: new File([PNG], 'p.png', { type: 'image/png' }) }) })
    expect(after.body.code).toBe('NOT_AWAITING_CONFIRMATION')
    expect((await m.call('GET', '/wps/wallet/withdrawals?status=AUTO_RECEIVED')).body.value.list).toEqual([expect.objectContaining({ id: w.id, status: 'AUTO_RECEIVED' })])
  })
})

describe('transfers', () => {
  it('member to upline; agent to a direct or indirect downline; both sides in the records', async () => {
    const agent = await member({ type: 1 })
    const sub = await member({ type: 2, uplineId: agent.id })
    const m = await member({ uplineId: sub.id })
    await deposit(agent, 5000)
    await deposit(m, 300)
    const up = await m.call('POST', '/wps/wallet/transfer/upline', { json: { amount: 120.25 } })
    expect(up.body.value).toMatchObject({ amount: 120.25, balance: 179.75, counterpart: sub.account })
    expect(await balanceOf(sub)).toBe(120.25)
    expect((await agent.call('POST', '/wps/member/payment-password', { e: { password: '123456', confirmPassword: '123456' } })).status).toBe(200)
    const down = await agent.call('POST', '/wps/agent/transfer/downline', { e: { account: m.account, amount: 1000, paymentPassword: '123456' } })
    expect(down.body.value).toMatchObject({ amount: 1000, balance: 4000, counterpart: m.account })
    expect(await balanceOf(m)).toBe(1179.75)
    const rec = (await m.call('GET', '/wps/wallet/records?kind=TRANSFER_DOWNLINE')).body.value.list
    expect(rec).toEqual([expect.objectContaining({ kind: 'TRANSFER_DOWNLINE', amount: 1000, counterpart: agent.account })])
  })

  it('refuses without an upline, outside the tree, non-agents downward, bad amounts and missing keys', async () => {
    const agent = await member({ type: 1 })
    const outsider = await member()
    const m = await member({ uplineId: agent.id })
    await deposit(agent, 5000)
    await deposit(m, 500)
    expect((await agent.call('POST', '/wps/wallet/transfer/upline', { json: { amount: 10 } })).body).toMatchObject({ code: 'NO_UPLINE', message: 'Your account has no upline to transfer to' })
    expect((await agent.call('POST', '/wps/agent/transfer/downline', { e: { account: outsider.account, amount: 10, paymentPassword: '123456' } })).body).toMatchObject({
      code: 'NOT_DOWNLINE',
      message: 'This account is not in your downline',
    })
    expect((await agent.call('POST', '/wps/agent/transfer/downline', { e: { account: 'ghost-account', amount: 10, paymentPassword: '123456' } })).status).toBe(403)
    expect((await m.call('POST', '/wps/agent/transfer/downline', { e: { account: agent.account, amount: 10, paymentPassword: '123456' } })).body.code).toBe('NOT_AGENT')
    for (const amount of [0, -1, 0.001, 'ten']) expect((await m.call('POST', '/wps/wallet/transfer/upline', { json: { amount } })).body.code).toBe('VALIDATION')
    expect((await m.call('POST', '/wps/wallet/transfer/upline', { json: { amount: 100_000.01 } })).body.code).toBe('ABOVE_MAX')
    expect((await m.call('POST', '/wps/wallet/transfer/upline', { json: { amount: 500.01 } })).body.code).toBe('INSUFFICIENT_FUNDS')
    expect((await m.call('POST', '/wps/wallet/transfer/upline', { json: { amount: 10 }, key: null })).body.code).toBe('KEY_MISSING')
    expect([await balanceOf(agent), await balanceOf(m), await balanceOf(outsider)]).toEqual([5000, 500, 0])
  })

  it('wallet transfer is refused on a single-wallet brand and moves both ways with separate game wallets', async () => {
    const m = await member()
    await deposit(m, 1000)
    const refused = await m.call('POST', '/wps/relay/GCS_walletTransfer', { json: { from: 'MAIN', to: 'PG', amount: 10 } })
    expect(refused).toMatchObject({ status: 409, body: { code: 'SINGLE_WALLET' } })
    t.db.update(walletSettings).set({ singleWallet: 0 }).where(eq(walletSettings.brandCode, t.platform.brandCode)).run()
    try {
      expect((await m.call('GET', '/wps/relay/GCS_merchantWallet')).body.value).toEqual({ isSingle: false })
      const into = await m.call('POST', '/wps/relay/GCS_walletTransfer', { json: { from: 'MAIN', to: 'pg', amount: 400 } })
      expect(into.body.value).toMatchObject({ from: 'MAIN', to: 'PG', amount: 400, balance: 600, gameBalance: 400 })
      const back = await m.call('POST', '/wps/relay/GCS_walletTransfer', { json: { from: 'PG', to: 'MAIN', amount: 150 } })
      expect(back.body.value).toMatchObject({ balance: 750, gameBalance: 250 })
      expect((await m.call('GET', '/wps/member/info/funds/consolidated')).body.value).toMatchObject({ balance: 750, gameWallets: [{ vendor: 'PG', balance: 250 }], totalBalance: 1000 })
      expect((await m.call('POST', '/wps/relay/GCS_walletTransfer', { json: { from: 'MAIN', to: 'NOPE', amount: 1 } })).body.code).toBe('WALLET_UNKNOWN')
      expect((await m.call('POST', '/wps/relay/GCS_walletTransfer', { json: { from: 'PG', to: 'JL', amount: 1 } })).body.code).toBe('VALIDATION')
    } finally {
      t.db.update(walletSettings).set({ singleWallet: 1 }).where(eq(walletSettings.brandCode, t.platform.brandCode)).run()
    }
  })
})

describe('account record and transaction detail', () => {
  it('filters by time and kind, pages newest first, and refuses bad queries', async () => {
    const m = await member()
    for (const amount of [100, 200, 300, 400, 500]) await deposit(m, amount)
    const all = (await m.call('GET', '/wps/wallet/records?pageSize=2')).body.value
    expect(all).toMatchObject({ totalCount: 5, totalPages: 3, pageNum: 1 })
    expect(all.list.map((r: any) => [r.amount, r.balanceAfter])).toEqual([
      [500, 1500],
      [400, 1000],
    ])
    expect((await m.call('GET', '/wps/wallet/records?pageSize=2&pageNo=3')).body.value.list.map((r: any) => r.amount)).toEqual([100])
    const future = Date.now() + 86_400_000
    expect((await m.call('GET', `/wps/wallet/records?from=${future}&to=${future + 1000}`)).body.value.totalCount).toBe(0)
    expect((await m.call('GET', '/wps/wallet/records?kind=WITHDRAW_HOLD')).body.value.totalCount).toBe(0)
    for (const q of ['pageSize=101', 'pageNo=0', 'kind=STEAL', 'from=2000&to=1000', 'from=abc', 'hack=1']) {
      expect((await m.call('GET', `/wps/wallet/records?${q}`)).status, q).toBe(400)
    }
    expect((await m.call('GET', '/wps/wallet/records?from=2000&to=1000')).body.message).toBe('The start date must be before the end date')
  })

  it("shows one of the member's movements with its legs; other members' movements are not found", async () => {
    const m = await member()
    const other = await member()
    await deposit(m, 250)
    const [entry] = (await m.call('GET', '/wps/wallet/records')).body.value.list
    const detail = await m.call('GET', `/wps/relay/ODSFE2_MemTransDet?id=${entry.id}`)
    expect(detail.body.value).toMatchObject({
      id: entry.id,
      kind: 'DEPOSIT',
      amount: 250,
      legs: [
        { account: 'PROVIDER', code: 'SANDBOX', own: false, amount: -250, balanceAfter: null },
        { account: 'MAIN', code: null, own: true, amount: 250, balanceAfter: 250 },
      ],
    })
    expect((await other.call('GET', `/wps/relay/ODSFE2_MemTransDet?id=${entry.id}`)).body).toMatchObject({ code: 'MOVEMENT_NOT_FOUND' })
    expect((await m.call('GET', '/wps/relay/ODSFE2_MemTransDet?id=x')).status).toBe(400)
  })
})

describe('trial accounts', () => {
  it('cannot deposit, withdraw or transfer', async () => {
    const trial = await member({ type: 4 })
    expect((await deposit(trial, 100)).body).toMatchObject({ code: 'NEED_TRUE_ACCOUNT', message: 'Please register a real account to use this feature' })
    expect((await trial.call('POST', '/wps/wallet/transfer/upline', { json: { amount: 10 } })).status).toBe(403)
  })
})

describe('operator ledger check', () => {
  it('prints the invariant report', async () => {
    const report = JSON.parse(await runWalletCommand(t.platform, ['ledger', 'check']))
    expect(report).toMatchObject({ ok: true, negative: [], driftedBalances: [], unbalancedMovements: [], brokenChains: [] })
    expect(report.movements).toBeGreaterThan(10)
  })
})
