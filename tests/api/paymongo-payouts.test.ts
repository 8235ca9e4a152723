/**
 * PayMongo payouts (issue 17, decision 0052) on a live brand, against the real HTTP app over real
 * sockets and the local fake of PayMongo's transfers API (tests/fakes/paymongo.ts): the operator's
 * approval moves the held amount to PayMongo (PAYING) and sends one transfer (the withdrawal's `WD…`
 * reference, the receiving institution's BIC, the withdrawal as Idempotency-Key); the signed status
 * event settles it PAID, or PAYOUT_FAILED with the amount refunded once; duplicate, concurrent,
 * late, forged and tampered events change nothing more; a second approval sends nothing; a transfer
 * never sent (PayMongo down) or never settled (no webhook) is finished by the reconciliation job;
 * the member's withdrawal list shows the states; the operator CLI shows the transfer.
 */
import { describe, expect, it } from 'vitest'
import { TEST_BRAND } from '../fixtures/app'
import { payMongoLiveApp } from '../fixtures/paymongo-app'
import { loginCookie } from '../fixtures/money-client'
import { paymentReconciliationTurn } from '../../server/jobs/payment-reconciliation'
import { runWalletCommand } from '../../server/operator/wallet-commands'
import { paymentsFromEnv } from '../../server/bootstrap'
import { parseEnv } from '../../server/env'

const PASSWORD = 'Passw0rd!'
const PIN = '135790'
const SOURCE = { accountNumber: '779554303093', accountName: 'Lobby Payouts' }
const MINUTE = 60_000
const { fake, platform, base, clock } = payMongoLiveApp({ payoutSource: SOURCE })

let n = 0
/**
 * A member who deposited 5,000.00 through PayMongo's checkout (paid on the fake), set a payment
 * password, saved `account` and asked to withdraw `amount` (minor units): the withdrawal is PENDING.
 */
async function withdrawal(amount = 1_500_00, account = { bankName: 'BDO Unibank', accountNumber: '001234567890', payeeName: 'Juan Dela Cruz' }) {
  const name = `po${++n}${Date.now().toString(36).slice(-5)}`
  const m = await platform.members.register({ account: name, password: PASSWORD })
  const d = await platform.wallet.deposit(m.id, { methodCode: 'GCASH', amount: 5_000_00, key: `fund-${name}` })
  await fake.pay(d.checkoutUrl!.split('/').pop()!)
  expect(platform.wallet.balance(m.id)).toBe(5_000_00)
  await platform.wallet.setPaymentPassword(m.id, { password: PIN })
  const bank = platform.wallet.addBankAccount(m.id, account)
  const w = await platform.wallet.withdraw(m.id, { amount, bankAccountId: bank.id, paymentPassword: PIN, key: `wd-${name}` })
  return { m, w, name }
}

const status = (memberId: number, id: number) => platform.wallet.withdrawals(memberId, { page: 1, pageSize: 50 }).list.find((w) => w.id === id)!.status
const inbox = (memberId: number) => platform.wallet.inbox(memberId).map((m) => m.kind)
const transfersFor = (reference: string) => [...fake.transfers.values()].filter((tr) => tr.reference_number === reference)
/** Posts an event as PayMongo would; `signature` defaults to a valid one, null sends none. */
const post = (body: string, signature?: string | null) => fake.send(body, signature).then(async (r) => ({ status: r.status, body: (await r.json()) as { value?: { outcome: string }; code?: string } }))
/** Approves as the operator does and sends the transfer; returns the transfer PayMongo holds. */
async function approve(id: number) {
  expect(platform.wallet.decideWithdrawal(id, 'approve')).toMatchObject({ id, status: 'PAYING' })
  expect(await platform.wallet.sendPayout(id)).toBe('PAYING')
  const ref = platform.wallet.withdrawalQueue().find((q) => q.id === id)!.providerRef!
  return fake.transfers.get(ref)!
}

describe('a withdrawal paid out through PayMongo', () => {
  it('approval sends one transfer to the bank by its BIC, and the signed success event marks it PAID', async () => {
    const { m, w } = await withdrawal()
    expect(platform.wallet.balance(m.id)).toBe(3_500_00)
    const tr = await approve(w.id)
    // What PayMongo was asked for: from the configured wallet to BDO's BIC, centavos, InstaPay, the withdrawal's reference.
    expect(tr).toMatchObject({
      source_account: { number: SOURCE.accountNumber, name: SOURCE.accountName, bic: 'PAEYPHM2XXX' },
      destination_account: { number: '001234567890', name: 'Juan Dela Cruz', bic: 'BNORPHMMXXX' },
      amount: 1_500_00,
      currency: 'PHP',
      provider: 'instapay',
      status: 'pending',
      metadata: { withdrawal_id: String(w.id) },
    })
    expect(tr.reference_number).toMatch(/^WD\d{12}$/)
    expect(fake.transferKeys.at(-1)).toBe(`withdrawal-${TEST_BRAND}-${w.id}-${w.createdAt}`)
    expect(status(m.id, w.id)).toBe('PAYING')
    expect(platform.wallet.summary(m.id)).toMatchObject({ balance: 3_500_00, pendingWithdrawals: 1_500_00 })
    expect(inbox(m.id)).toEqual(['depositCredited'])

    const delivered = await fake.completeTransfer(tr.id, 'succeeded')
    expect(delivered).toMatchObject({ status: 200 })
    expect(status(m.id, w.id)).toBe('PAID')
    expect(platform.wallet.balance(m.id)).toBe(3_500_00)
    expect(platform.wallet.summary(m.id).pendingWithdrawals).toBe(0)
    expect(inbox(m.id)).toEqual(['withdrawalPaid', 'depositCredited'])
    expect(platform.wallet.inbox(m.id)[0]).toMatchObject({ params: { amount: '₱1,500.00', bank: 'BDO Unibank' } })

    // What the member's withdrawal list answers over HTTP (major units, status PAID).
    const cookie = await loginCookie(base, platform.members.info(m.id).account, PASSWORD)
    const list = await fetch(`${base}/wps/wallet/withdrawals?pageNo=1&pageSize=10`, { headers: { cookie } }).then((r) => r.json())
    expect(list.value.list[0]).toMatchObject({ id: w.id, status: 'PAID', amount: 1_500 })
  })

  it('GCash and Maya accounts are paid to their e-wallets by their BICs', async () => {
    const small = await withdrawal(800_00, { bankName: 'GCash', accountNumber: '09171234567', payeeName: 'Ana Reyes' })
    expect((await approve(small.w.id)).destination_account).toEqual({ number: '09171234567', name: 'Ana Reyes', bic: 'GXCHPHM2XXX' })
    const maya = await withdrawal(800_00, { bankName: 'Maya', accountNumber: '09181234567', payeeName: 'Ana Reyes' })
    expect((await approve(maya.w.id)).destination_account.bic).toBe('PAPHPHM1XXX')
  })

  it('a failed transfer refunds the member once, with a message, whatever arrives afterwards', async () => {
    const { m, w } = await withdrawal()
    const tr = await approve(w.id)
    const delivered = await fake.completeTransfer(tr.id, 'failed')
    expect(delivered).toMatchObject({ status: 200 })
    expect(status(m.id, w.id)).toBe('PAYOUT_FAILED')
    expect(platform.wallet.balance(m.id)).toBe(5_000_00)
    expect(inbox(m.id)).toEqual(['withdrawalPayoutFailed', 'depositCredited'])
    expect(platform.wallet.withdrawalQueue().find((q) => q.id === w.id)).toBeUndefined()

    // The same event again; a new failed event; a late "succeeded" one; the reconciliation job: nothing more moves.
    expect((await post(fake.transferEvent(tr.id, { eventId: delivered!.eventId }).body)).body.value?.outcome).toBe('DUPLICATE')
    expect((await post(fake.transferEvent(tr.id).body)).body.value?.outcome).toBe('IGNORED')
    expect((await post(fake.transferEvent(tr.id, { status: 'succeeded' }).body)).body.value?.outcome).toBe('IGNORED')
    clock.skew = 60 * MINUTE
    expect(await paymentReconciliationTurn(platform)()).toMatchObject({ paid: 0, refunded: 0 })
    expect(platform.wallet.balance(m.id)).toBe(5_000_00)
    expect(platform.wallet.records(m.id, { page: 1, pageSize: 20 }).list.filter((r) => r.kind === 'WITHDRAW_RELEASE')).toHaveLength(1)
    expect(inbox(m.id)).toEqual(['withdrawalPayoutFailed', 'depositCredited'])
  })

  it('30 concurrent copies of one failure event refund once', async () => {
    const { m, w } = await withdrawal()
    const tr = await approve(w.id)
    fake.suppressWebhooks(true)
    await fake.completeTransfer(tr.id, 'failed')
    const event = fake.transferEvent(tr.id)
    const answers = await Promise.all(Array.from({ length: 30 }, () => post(event.body, fake.sign(event.body))))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    const outcomes = answers.map((a) => a.body.value!.outcome).sort()
    expect(outcomes.filter((o) => o === 'REFUNDED')).toHaveLength(1)
    expect(outcomes.filter((o) => o === 'DUPLICATE')).toHaveLength(29)
    expect(platform.wallet.balance(m.id)).toBe(5_000_00)
    expect(platform.wallet.records(m.id, { page: 1, pageSize: 20 }).list.filter((r) => r.kind === 'WITHDRAW_RELEASE')).toHaveLength(1)
  })

  it('refuses forged, tampered, stale and mismatching events, and nothing moves', async () => {
    const { m, w } = await withdrawal()
    const tr = await approve(w.id)
    fake.suppressWebhooks(true)
    await fake.completeTransfer(tr.id, 'failed')
    const event = fake.transferEvent(tr.id)
    const forged = await post(event.body, fake.sign(event.body, undefined, 'whsk_not_the_secret'))
    expect(forged).toMatchObject({ status: 401, body: { code: 'WEBHOOK_REFUSED' } })
    const tampered = await post(event.body.replace(`"amount":${tr.amount}`, `"amount":${tr.amount * 10}`), fake.sign(event.body))
    expect(tampered.status).toBe(401)
    const stale = await post(event.body, fake.sign(event.body, Math.floor(Date.now() / 1000) - 3_600))
    expect(stale.status).toBe(401)
    expect((await post(event.body, null)).status).toBe(401)
    // Signed properly but about another amount or reference than the withdrawal: 409, nothing recorded.
    const otherAmount = fake.transferEvent(tr.id, { amount: tr.amount + 1 })
    expect(await post(otherAmount.body, fake.sign(otherAmount.body))).toMatchObject({ status: 409, body: { code: 'PAYMENT_MISMATCH' } })
    const otherRef = fake.transferEvent(tr.id, { reference: 'WD250101999999' })
    expect((await post(otherRef.body, fake.sign(otherRef.body))).status).toBe(409)
    expect(status(m.id, w.id)).toBe('PAYING')
    expect(platform.wallet.balance(m.id)).toBe(3_500_00)
    // The genuine event still settles it.
    expect((await post(event.body, fake.sign(event.body))).body.value?.outcome).toBe('REFUNDED')
  })

  it('a second approval is refused and sends nothing; sending again sends nothing', async () => {
    const { w } = await withdrawal()
    const tr = await approve(w.id)
    expect(() => platform.wallet.decideWithdrawal(w.id, 'approve')).toThrow(expect.objectContaining({ code: 'NOT_PENDING' }))
    await expect(runWalletCommand(platform, ['withdrawal', 'approve', String(w.id)])).rejects.toMatchObject({ code: 'NOT_PENDING' })
    expect(await platform.wallet.sendPayout(w.id)).toBe('PAYING')
    expect(transfersFor(tr.reference_number)).toHaveLength(1)
  })

  it('a transfer PayMongo refuses fails the withdrawal and refunds it', async () => {
    const { m, w } = await withdrawal()
    fake.refuseNextTransfer('parameter_invalid')
    platform.wallet.decideWithdrawal(w.id, 'approve')
    expect(await platform.wallet.sendPayout(w.id)).toBe('PAYOUT_FAILED')
    expect(platform.wallet.balance(m.id)).toBe(5_000_00)
    expect(inbox(m.id)[0]).toBe('withdrawalPayoutFailed')
  })
})

describe('the reconciliation job finishes payouts', () => {
  it('sends a transfer PayMongo could not take at approval, once, after a minute', async () => {
    const { m, w } = await withdrawal()
    fake.failNext(1)
    platform.wallet.decideWithdrawal(w.id, 'approve')
    await expect(platform.wallet.sendPayout(w.id)).rejects.toThrow(/answered 500/)
    expect(status(m.id, w.id)).toBe('PAYING')
    const turn = paymentReconciliationTurn(platform)
    expect(await turn()).toMatchObject({ payoutsSent: 0 })
    clock.skew = 2 * MINUTE
    // Two replicas at once: one transfer at PayMongo.
    const reports = await Promise.all([turn(), paymentReconciliationTurn(platform)()])
    expect(reports.reduce((s, r) => s + r.payoutsSent, 0)).toBeGreaterThanOrEqual(1)
    const sent = platform.wallet.withdrawalQueue().find((q) => q.id === w.id)!
    expect(sent.providerRef).toMatch(/^tr_/)
    expect([...fake.transfers.values()].filter((tr) => tr.metadata.withdrawal_id === String(w.id))).toHaveLength(1)
  })

  it('reads a transfer whose webhook never came and settles it', async () => {
    const { m, w } = await withdrawal()
    const tr = await approve(w.id)
    fake.suppressWebhooks(true)
    await fake.completeTransfer(tr.id, 'succeeded')
    const turn = paymentReconciliationTurn(platform, 15 * MINUTE)
    clock.skew = 5 * MINUTE
    expect(await turn()).toMatchObject({ paid: 0 })
    clock.skew = 16 * MINUTE
    expect(await turn()).toMatchObject({ paid: 1 })
    expect(status(m.id, w.id)).toBe('PAID')
    expect(await turn()).toMatchObject({ paid: 0 })
    // The webhook arriving late (signed now, as PayMongo would) changes nothing.
    clock.skew = 0
    expect((await post(fake.transferEvent(tr.id).body)).body.value?.outcome).toBe('IGNORED')
    expect(inbox(m.id).filter((k) => k === 'withdrawalPaid')).toHaveLength(1)
  })
})

describe('the operator', () => {
  it('sees the payout in flight with its transfer, and pays by hand a bank PayMongo cannot reach', async () => {
    const { w, name } = await withdrawal()
    const said = await runWalletCommand(platform, ['withdrawal', 'approve', String(w.id)])
    expect(said).toBe(`withdrawal #${w.id} PAYING ₱1,500.00: transfer sent, settled by the provider`)
    const list = await runWalletCommand(platform, ['withdrawal', 'list'])
    expect(list).toMatch(new RegExp(`#${w.id}  ${name}  ₱1,500.00  PAYING .* payout: PAYMONGO tr_\\w+`))

    const odd = await withdrawal(1_000_00, { bankName: 'Bank of Makati', accountNumber: '123456789012', payeeName: 'Juan Dela Cruz' })
    await expect(runWalletCommand(platform, ['withdrawal', 'approve', String(odd.w.id)])).rejects.toMatchObject({ code: 'PAYOUT_UNSUPPORTED', status: 409 })
    expect(await runWalletCommand(platform, ['withdrawal', 'approve', String(odd.w.id), '--manual', 'paid', 'at', 'branch'])).toMatch(new RegExp(`^withdrawal #${odd.w.id} APPROVED ₱1,000.00`))
    expect([...fake.transfers.values()].filter((tr) => tr.metadata.withdrawal_id === String(odd.w.id))).toHaveLength(0)
  })

  it('configures payouts with both PAYMONGO_PAYOUT_ACCOUNT_NUMBER and _NAME, and refuses one without the other', () => {
    const env = { PAYMONGO_SECRET_KEY: 'sk_test_abc', PAYMONGO_WEBHOOK_SECRET: 'whsk_abcdefgh', PUBLIC_BASE_URL: 'https://lobby.example' }
    const both = paymentsFromEnv(parseEnv({ ...env, PAYMONGO_PAYOUT_ACCOUNT_NUMBER: '779554303093', PAYMONGO_PAYOUT_ACCOUNT_NAME: 'Lobby Payouts' }))
    expect(both.payments?.PAYMONGO).toMatchObject({ payouts: true, hosted: true })
    expect(paymentsFromEnv(parseEnv(env)).payments?.PAYMONGO).not.toHaveProperty('payouts')
    expect(() => paymentsFromEnv(parseEnv({ ...env, PAYMONGO_PAYOUT_ACCOUNT_NUMBER: '779554303093' }))).toThrow('PAYMONGO_PAYOUT_ACCOUNT_NAME: required with PAYMONGO_PAYOUT_ACCOUNT_NUMBER')
  })
})
