/**
 * Reward claims under concurrency against the real HTTP server (issue 7 "a double claim under
 * concurrency pays once"): the real app over a real seeded SQLite file served by Bun.serve on
 * 127.0.0.1, driven with fetch over real sockets by a member logged in through the real login.
 *  (a) 50 concurrent claims of one waiting reward → one 200, 49 × 409 ALREADY_CLAIMED, one BONUS movement;
 *  (b) 30 concurrent lucky draws on one business day → one prize paid, 29 × 409 RAFFLE_USED;
 *  (c) 30 concurrent manual-rebate claims with different keys → one REBATE movement, the rest NOTHING_TO_CLAIM.
 */
import { describe, expect, it } from 'vitest'
import { moneyCall, newKey } from '../fixtures/money-client'
import { servedTestApp } from '../fixtures/served-app'

const served = servedTestApp()
const { t } = served
const sqlite = t.db.$client

async function member(account: string) {
  const m = await served.member(account)
  const get = async (path: string) => (await (await fetch(`${served.base}${path}`, { headers: { cookie: m.cookie } })).json()) as any
  return { ...m, get }
}
const movements = (kind: string, memberId: number) =>
  sqlite.query<{ n: number }, [string, number]>('SELECT count(*) AS n FROM ledger_movements WHERE kind = ? AND member_id = ?').get(kind, memberId)!.n
const balanceOf = (memberId: number) => t.platform.ledger.balance({ kind: 'MEMBER', memberId })
const codes = (answers: { status: number; body: { code?: string } }[]) => answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.code}`)

describe('reward claims over HTTP under concurrency', () => {
  it('50 concurrent claims of one reward pay it once', async () => {
    const m = await member('concbonus1')
    const dep = await moneyCall(served.base, m.cookie, '/wps/wallet/deposit', { methodCode: 'GCASH', amount: 100 }, newKey('dep'))
    expect(dep.body.success).toBe(true)
    const pending = (await m.get('/wps/rewards')).value.pending as { id: number; source: string; amount: number }[]
    const newbie = pending.find((r) => r.source === 'NEWBIE')!
    expect(newbie.amount).toBe(38)
    const answers = await Promise.all(Array.from({ length: 50 }, () => moneyCall(served.base, m.cookie, `/wps/rewards/${newbie.id}/claim`, {}, newKey('claim'))))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(new Set(codes(answers))).toEqual(new Set(['409 ALREADY_CLAIMED']))
    expect(movements('BONUS', m.id)).toBe(1)
    expect(balanceOf(m.id)).toBe(10_000 + 3_800)
    expect(t.platform.ledger.check().ok).toBe(true)
  })

  it('30 concurrent lucky draws on one day pay one prize', async () => {
    const m = await member('concraffle1')
    await moneyCall(served.base, m.cookie, '/wps/wallet/deposit', { methodCode: 'GCASH', amount: 100 }, newKey('dep'))
    const raffle = ((await m.get('/wps/promotions')).value.list as { id: number; code: string }[]).find((p) => p.code === 'LUCKYDRAW')!
    const answers = await Promise.all(Array.from({ length: 30 }, () => moneyCall(served.base, m.cookie, '/wps/relay/MCS2_claimRafflePromotion', { promotionId: raffle.id }, newKey('raffle'))))
    const won = answers.filter((a) => a.status === 200)
    expect(won).toHaveLength(1)
    expect(new Set(codes(answers))).toEqual(new Set(['409 RAFFLE_USED']))
    expect(movements('BONUS', m.id)).toBe(1)
    expect(balanceOf(m.id)).toBe(10_000 + Math.round(won[0]!.body.value.prize * 100))
    expect(t.platform.ledger.check().ok).toBe(true)
  })

  it('30 concurrent manual-rebate claims with different keys pay the rebate once', async () => {
    const m = await member('concrebate1')
    // Settled bets of ₱1,000.00 on a slot (1.00 %) written through the platform's seamless wallet.
    await moneyCall(served.base, m.cookie, '/wps/wallet/deposit', { methodCode: 'GCASH', amount: 2000 }, newKey('dep'))
    const game = sqlite.query<{ nodeId: string; gameCode: string }, []>("SELECT node_id AS nodeId, game_code AS gameCode FROM games WHERE vendor_code = 'PG' AND game_type = 'RNG' LIMIT 1").get()!
    const launched = t.platform.play.launcher.launch(m.id, game.nodeId, 'en')
    if (launched.kind !== 'url') throw new Error('expected a launch URL')
    const wallet = t.platform.play.wallet
    await wallet.bet('PG', { user: String(m.id), token: launched.token, txId: 'c1:bet', roundId: 'c1', gameCode: game.gameCode, amount: 100_000, currency: 'PHP' })
    await wallet.win('PG', { user: String(m.id), txId: 'c1:win', betTxId: 'c1:bet', roundId: 'c1', amount: 0, currency: 'PHP' })
    const before = balanceOf(m.id)
    const answers = await Promise.all(Array.from({ length: 30 }, () => moneyCall(served.base, m.cookie, '/wps/rebate/manual/claim', {}, newKey('rebate'))))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(new Set(codes(answers))).toEqual(new Set(['409 NOTHING_TO_CLAIM']))
    expect(movements('REBATE', m.id)).toBe(1)
    expect(balanceOf(m.id)).toBe(before + 1_000)
    expect(t.platform.ledger.check().ok).toBe(true)
  })
})
