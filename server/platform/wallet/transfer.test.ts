import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createWalletPlatform } from '../../../tests/fixtures/wallet-platform'

const t = createWalletPlatform()
const { wallet, platform } = t
afterAll(() => t.cleanup())
afterEach(() => expect(platform.ledger.check().ok).toBe(true))

/** agent → sub-agent → member (a tree of three), plus an outsider; the agent holds 5,000.00. */
async function tree() {
  const agent = await t.member({ type: 1 })
  const sub = await t.member({ type: 2, uplineId: agent.id })
  const member = await t.member({ uplineId: sub.id })
  const outsider = await t.member()
  await t.fund(agent.id, 500_000)
  return { agent, sub, member, outsider }
}

describe('transfer to upline', () => {
  it('moves money from the member to the upline in one movement, both sides recorded', async () => {
    const { sub, member } = await tree()
    await t.fund(member.id, 100_000)
    const answer = await wallet.transferUpline(member.id, { amount: 30_000, key: 'up-1' })
    expect(answer).toMatchObject({ amount: 30_000, counterpart: sub.account, balance: 70_000 })
    expect(wallet.balance(sub.id)).toBe(30_000)
    expect(wallet.records(member.id, { page: 1, pageSize: 1 }).list[0]).toMatchObject({ kind: 'TRANSFER_UPLINE', amount: -30_000, counterpart: sub.account, reference: null })
    expect(wallet.records(sub.id, { page: 1, pageSize: 1 }).list[0]).toMatchObject({ kind: 'TRANSFER_UPLINE', amount: 30_000, counterpart: member.account })
    // A repeat is the first answer; an agent with an upline may transfer up too.
    expect(await wallet.transferUpline(member.id, { amount: 30_000, key: 'up-1' })).toEqual(answer)
    await wallet.transferUpline(sub.id, { amount: 10_000, key: 'up-2' })
    expect(wallet.balance(sub.id)).toBe(20_000)
  })

  it('refuses without an upline, outside the limits or beyond the balance, and moves nothing', async () => {
    const { agent, member } = await tree()
    await expect(wallet.transferUpline(agent.id, { amount: 100, key: 'up-none' })).rejects.toMatchObject({ code: 'NO_UPLINE' })
    await t.fund(member.id, 10_000)
    await expect(wallet.transferUpline(member.id, { amount: 99, key: 'up-small' })).rejects.toMatchObject({ code: 'BELOW_MIN', details: { min: '₱1.00', max: '₱100,000.00' } })
    await expect(wallet.transferUpline(member.id, { amount: 10_000_001, key: 'up-big' })).rejects.toMatchObject({ code: 'ABOVE_MAX' })
    await expect(wallet.transferUpline(member.id, { amount: 10_001, key: 'up-much' })).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
    expect(wallet.balance(member.id)).toBe(10_000)
  })
})

describe('transfer to downline', () => {
  it('reaches direct and indirect downlines by account name', async () => {
    const { agent, sub, member } = await tree()
    await wallet.transferDownline(agent.id, { account: sub.account, amount: 10_000, key: 'down-1' })
    const answer = await wallet.transferDownline(agent.id, { account: member.account.toUpperCase(), amount: 20_000, key: 'down-2' })
    expect(answer).toMatchObject({ counterpart: member.account, balance: 470_000 })
    expect([wallet.balance(sub.id), wallet.balance(member.id)]).toEqual([10_000, 20_000])
    expect(wallet.records(member.id, { page: 1, pageSize: 1 }).list[0]).toMatchObject({ kind: 'TRANSFER_DOWNLINE', amount: 20_000, counterpart: agent.account })
  })

  it('refuses accounts outside the tree, unknown ones, oneself and the upline alike; a non-agent cannot transfer down', async () => {
    const { agent, sub, member, outsider } = await tree()
    for (const account of [outsider.account, 'nobody-here', agent.account]) {
      await expect(wallet.transferDownline(agent.id, { account, amount: 100, key: `down-bad-${account}` })).rejects.toMatchObject({ code: 'NOT_DOWNLINE', status: 403 })
    }
    await t.fund(sub.id, 10_000)
    await expect(wallet.transferDownline(sub.id, { account: agent.account, amount: 100, key: 'down-up' })).rejects.toMatchObject({ code: 'NOT_DOWNLINE' })
    await t.fund(member.id, 10_000)
    await expect(wallet.transferDownline(member.id, { account: sub.account, amount: 100, key: 'down-member' })).rejects.toMatchObject({ code: 'NOT_AGENT', status: 403 })
    expect(wallet.balance(agent.id)).toBe(500_000)
  })
})

describe('agent transfer confirmed by the payment PIN (issue 16)', () => {
  it('needs the agent’s PIN: none set and a wrong one move nothing; the right one moves the money once', async () => {
    const { agent, member } = await tree()
    const send = (paymentPassword: string, key: string, amount = 12_550) => wallet.confirmedTransferDownline(agent.id, { account: member.account, amount, key, paymentPassword })
    await expect(send('123456', 'pin-none')).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_NOT_SET', status: 400 })
    await wallet.setPaymentPassword(agent.id, { password: '123456' })
    await expect(send('654321', 'pin-wrong')).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', status: 400 })
    expect([wallet.balance(agent.id), wallet.balance(member.id)]).toEqual([500_000, 0])
    const answer = await send('123456', 'pin-right')
    expect(answer).toMatchObject({ amount: 12_550, counterpart: member.account, balance: 487_450 })
    expect(await send('123456', 'pin-right')).toEqual(answer)
    expect([wallet.balance(agent.id), wallet.balance(member.id)]).toEqual([487_450, 12_550])
  })

  it('checks the downline and the limits before the PIN, so those mistakes cost no attempt', async () => {
    const { agent, outsider, member } = await tree()
    await wallet.setPaymentPassword(agent.id, { password: '123456' })
    await expect(wallet.confirmedTransferDownline(agent.id, { account: outsider.account, amount: 100, key: 'pin-out', paymentPassword: '000000' })).rejects.toMatchObject({ code: 'NOT_DOWNLINE' })
    await expect(wallet.confirmedTransferDownline(agent.id, { account: member.account, amount: 1, key: 'pin-small', paymentPassword: '000000' })).rejects.toMatchObject({ code: 'BELOW_MIN' })
    expect(wallet.paymentPasswordLockedUntil(agent.id)).toBeNull()
    await expect(wallet.confirmedTransferDownline(agent.id, { account: member.account, amount: 100, key: 'pin-ok', paymentPassword: '123456' })).resolves.toMatchObject({ amount: 100 })
  })

  it('a burst of 12 parallel wrong PINs is limited like a sequence: 5 checked, the rest locked; then even the right PIN is refused', async () => {
    const { agent, member } = await tree()
    await wallet.setPaymentPassword(agent.id, { password: '123456' })
    const burst = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => wallet.confirmedTransferDownline(agent.id, { account: member.account, amount: 100, key: `burst-${i}`, paymentPassword: String(900_000 + i) })),
    )
    const codes = burst.map((r) => (r.status === 'rejected' ? (r.reason as { code: string }).code : 'MOVED'))
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_WRONG')).toHaveLength(4)
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_LOCKED')).toHaveLength(8)
    await expect(wallet.confirmedTransferDownline(agent.id, { account: member.account, amount: 100, key: 'after', paymentPassword: '123456' })).rejects.toMatchObject({
      code: 'PAYMENT_PASSWORD_LOCKED',
      status: 429,
    })
    // The lock is the member's one PIN lock: withdrawals are locked too.
    expect(wallet.paymentPasswordLockedUntil(agent.id)).toBe(t.now() + 15 * 60_000)
    expect(wallet.balance(member.id)).toBe(0)
  })
})

describe('wallet transfer (separate game wallets)', () => {
  it('is refused while the brand uses a single wallet', async () => {
    const { agent } = await tree()
    await expect(wallet.walletTransfer(agent.id, { from: 'MAIN', to: 'PG', amount: 100, key: 'wt-single' })).rejects.toMatchObject({ code: 'SINGLE_WALLET' })
  })

  it('moves between the main wallet and a game wallet both ways; unknown vendors are refused', async () => {
    t.separateWallets()
    const { agent } = await tree()
    const into = await wallet.walletTransfer(agent.id, { from: 'MAIN', to: 'PG', amount: 100_000, key: 'wt-in' })
    expect(into).toMatchObject({ balance: 400_000, gameBalance: 100_000, vendor: 'PG' })
    const back = await wallet.walletTransfer(agent.id, { from: 'PG', to: 'MAIN', amount: 40_000, key: 'wt-out' })
    expect(back).toMatchObject({ balance: 440_000, gameBalance: 60_000 })
    expect(wallet.summary(agent.id).gameWallets).toEqual([{ vendor: 'PG', balance: 60_000 }])
    await expect(wallet.walletTransfer(agent.id, { from: 'PG', to: 'MAIN', amount: 60_001, key: 'wt-much' })).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
    await expect(wallet.walletTransfer(agent.id, { from: 'MAIN', to: 'NOPE', amount: 100, key: 'wt-unknown' })).rejects.toMatchObject({ code: 'WALLET_UNKNOWN' })
    await expect(wallet.walletTransfer(agent.id, { from: 'PG', to: 'JL', amount: 100, key: 'wt-cross' })).rejects.toMatchObject({ code: 'WALLET_UNKNOWN' })
  })
})
