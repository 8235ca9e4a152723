import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createWalletPlatform } from '../../../tests/fixtures/wallet-platform'

const t = createWalletPlatform()
const { wallet, platform } = t
afterAll(() => t.cleanup())
afterEach(() => expect(platform.ledger.check().ok).toBe(true))
const DAY = 86_400_000

describe('account record', () => {
  it('lists the main wallet newest first with signed amounts and balances, filtered by time and kind, paged', async () => {
    const agent = await t.member({ type: 1 })
    const m = await t.member({ uplineId: agent.id })
    const start = t.now()
    await t.fund(m.id, 10_000) // day 0
    t.advance(10 * DAY)
    await t.fund(m.id, 20_000) // day 10
    t.advance(DAY)
    await wallet.transferUpline(m.id, { amount: 5_000, key: 'rec-up' }) // day 11
    for (let i = 0; i < 3; i++) await t.fund(m.id, 10_000 * (i + 1)) // day 11

    const recent = wallet.records(m.id, { page: 1, pageSize: 100 })
    expect(recent.totalCount).toBe(5) // the default window is the past 7 days
    expect(recent.list.map((r) => [r.kind, r.amount, r.balanceAfter])).toEqual([
      ['DEPOSIT', 30_000, 85_000],
      ['DEPOSIT', 20_000, 55_000],
      ['DEPOSIT', 10_000, 35_000],
      ['TRANSFER_UPLINE', -5_000, 25_000],
      ['DEPOSIT', 20_000, 30_000],
    ])
    const all = wallet.records(m.id, { from: start, to: t.now(), page: 1, pageSize: 2 })
    expect(all).toMatchObject({ totalCount: 6, totalPages: 3, pageNum: 1 })
    expect(wallet.records(m.id, { from: start, to: t.now(), page: 3, pageSize: 2 }).list.map((r) => r.amount)).toEqual([20_000, 10_000])
    expect(wallet.records(m.id, { from: start, to: t.now(), kind: 'TRANSFER_UPLINE', page: 1, pageSize: 10 }).list).toEqual([
      expect.objectContaining({ kind: 'TRANSFER_UPLINE', counterpart: agent.account, reference: null }),
    ])
    expect(wallet.records(m.id, { from: start, to: start + DAY, page: 1, pageSize: 10 }).list.map((r) => r.amount)).toEqual([10_000])
    expect(wallet.records(m.id, { from: start, to: t.now(), kind: 'WIN', page: 1, pageSize: 10 })).toEqual({ list: [], pageNum: 1, totalPages: 1, totalCount: 0 })
  })

  it('is empty for a member who never had money', async () => {
    const m = await t.member()
    expect(wallet.records(m.id, { page: 1, pageSize: 20 })).toEqual({ list: [], pageNum: 1, totalPages: 1, totalCount: 0 })
  })
})

describe('transaction detail', () => {
  it("shows the movement with its legs, other members by account name only, and hides other members' movements", async () => {
    const agent = await t.member({ type: 1 })
    const m = await t.member({ uplineId: agent.id })
    await t.fund(m.id, 10_000)
    const up = await wallet.transferUpline(m.id, { amount: 2_500, key: 'detail-up' })
    const detail = wallet.transactionDetail(m.id, up.id)
    expect(detail).toMatchObject({ id: up.id, kind: 'TRANSFER_UPLINE', amount: 2_500, counterpart: agent.account, reference: null })
    expect(detail.legs).toEqual([
      { account: 'MAIN', code: null, own: true, amount: -2_500, balanceAfter: 7_500 },
      { account: 'MEMBER', code: agent.account, own: false, amount: 2_500, balanceAfter: null },
    ])
    expect(JSON.stringify(detail)).not.toContain(`member:${agent.id}`)
    const fromAgentSide = wallet.transactionDetail(agent.id, up.id)
    expect(fromAgentSide.counterpart).toBe(m.account)

    const stranger = await t.member()
    expect(() => wallet.transactionDetail(stranger.id, up.id)).toThrow(expect.objectContaining({ code: 'MOVEMENT_NOT_FOUND', status: 404 }))
    expect(() => wallet.transactionDetail(m.id, 999_999)).toThrow(expect.objectContaining({ code: 'MOVEMENT_NOT_FOUND' }))

    const dep = wallet.records(m.id, { page: 1, pageSize: 10 }).list.find((r) => r.kind === 'DEPOSIT')!
    expect(wallet.transactionDetail(m.id, dep.id).legs).toEqual([
      { account: 'PROVIDER', code: 'SANDBOX', own: false, amount: -10_000, balanceAfter: null },
      { account: 'MAIN', code: null, own: true, amount: 10_000, balanceAfter: 10_000 },
    ])
  })
})
