import { describe, expect, it } from 'vitest'
import { callWithRetry, vendorWallet, walletRefusal, WalletDown, type WalletClient } from './wallet-client'
import type { VendorAnswer } from '../../shared/schemas/vendor-wallet'

/** A wallet that answers `answers` in turn (an Error is thrown), recording each call. */
function scripted(answers: Array<VendorAnswer | Error | object>) {
  const calls: Array<{ vendor: string; action: string; body: Record<string, unknown> }> = []
  const wallet: WalletClient = {
    async call(vendor, action, body) {
      calls.push({ vendor, action, body })
      const next = answers.shift()
      if (next instanceof Error || next === undefined) throw next ?? new Error('no answer')
      return next as VendorAnswer
    },
  }
  return { wallet, calls }
}

describe('callWithRetry', () => {
  it('repeats the same body after a network failure or an answer outside the contract, and gives up with null after three attempts', async () => {
    const ok = { status: 'RS_OK', balance: 500 } as VendorAnswer
    const a = scripted([new Error('reset'), { code: 'INTERNAL' }, ok])
    expect(await callWithRetry(a.wallet, 'BGS', 'win', { txId: 'r1:win' })).toEqual(ok)
    expect(a.calls.map((c) => c.body.txId)).toEqual(['r1:win', 'r1:win', 'r1:win'])
    const b = scripted([new Error('reset'), new Error('reset'), new Error('reset'), ok])
    expect(await callWithRetry(b.wallet, 'BGS', 'bet', { txId: 'r2:bet' })).toBeNull()
    expect(b.calls).toHaveLength(3)
  })
})

describe('walletRefusal', () => {
  it('maps the wallet statuses to the vendor codes, keys in its namespace and the balance in major units', () => {
    expect(walletRefusal('inhouse', { status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 1_250 } as VendorAnswer)).toEqual({
      code: 'NOT_ENOUGH_MONEY',
      messageKey: 'inhouse.errors.notEnoughMoney',
      status: 409,
      details: { balance: 12.5 },
    })
    expect(walletRefusal('lottery', { status: 'RS_ERROR_TOKEN_EXPIRED' } as VendorAnswer)).toEqual({ code: 'TOKEN_EXPIRED', messageKey: 'lottery.errors.tokenExpired', status: 401 })
    expect(walletRefusal('lottery', { status: 'RS_ERROR_WRONG_CURRENCY' } as VendorAnswer).code).toBe('BET_REFUSED')
    expect(walletRefusal('inhouse', null)).toEqual({ code: 'WALLET_UNAVAILABLE', messageKey: 'inhouse.errors.walletUnavailable', status: 503 })
  })
})

describe('vendorWallet', () => {
  const error = (r: { code: string }) => new Error(r.code)

  it('asks the wallet for a token once and remembers its member per vendor until forgotten', async () => {
    const s = scripted([
      { status: 'RS_OK', user: '7', balance: 900 },
      { status: 'RS_OK', user: '7', balance: 800 },
      { status: 'RS_OK', user: '7', balance: 700 },
    ] as VendorAnswer[])
    const w = vendorWallet(s.wallet, { namespace: 'lottery', currency: () => 'PHP', error })
    expect(await w.balanceOf('TCG', 'tok')).toEqual({ player: { memberId: 7, user: '7', token: 'tok' }, balance: 900 })
    expect(await w.playerOf('TCG', 'tok')).toEqual({ memberId: 7, user: '7', token: 'tok' })
    expect(s.calls).toHaveLength(1)
    expect(w.vendorOf('tok')).toBe('TCG')
    await w.playerOf('GPI', 'tok')
    expect(s.calls.map((c) => c.vendor)).toEqual(['TCG', 'GPI'])
    w.forget('tok')
    expect(w.vendorOf('tok')).toBeUndefined()
    await w.playerOf('GPI', 'tok')
    expect(s.calls).toHaveLength(3)
  })

  it('refuses an unknown token with the mapped error, and a silent wallet with WALLET_UNAVAILABLE; call rejects with WalletDown', async () => {
    const s = scripted([{ status: 'RS_ERROR_INVALID_TOKEN' } as VendorAnswer])
    const w = vendorWallet(s.wallet, { namespace: 'inhouse', currency: () => 'PHP', error })
    await expect(w.playerOf('BGS', 'bad')).rejects.toThrow('INVALID_TOKEN')
    await expect(w.balanceOf('BGS', 'bad')).rejects.toThrow('WALLET_UNAVAILABLE')
    await expect(w.call('BGS', 'bet', { txId: 'x:bet' })).rejects.toBeInstanceOf(WalletDown)
  })
})
