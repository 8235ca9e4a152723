/**
 * GET /wps/member/referral/earnings (issue 18 "Referral pays"; decision 0049) through the real app:
 * a visitor is refused (401), a trial account too (403), bad paging is a translated 400; a member
 * sees no rule before the operator sets one, then the rule, today's estimate from a friend's valid
 * bet, and after `referral settle` the paid day in its history, in major units.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'
import { signIn } from '../fixtures/api-client'
import { runReferralCommand } from '../../server/operator/referral-commands'

const t = createTestApp()
afterAll(() => t.cleanup())

describe('GET /wps/member/referral/earnings', () => {
  it('refuses a visitor, a trial account and bad paging (translated), changing nothing', async () => {
    expect((await t.get('/wps/member/referral/earnings')).status).toBe(401)
    const trial = await signIn(t, 're', { type: 4 })
    expect((await trial.call('GET', '/wps/member/referral/earnings')).body.code).toBe('NEED_TRUE_ACCOUNT')
    const m = await signIn(t, 're')
    const bad = await m.call('GET', '/wps/member/referral/earnings?pageSize=1000&language=ty')
    expect(bad.status).toBe(400)
    expect(typeof bad.body.message).toBe('string')
  })

  it('shows no rule until the operator sets one, then the estimate and, once settled, the paid day', async () => {
    const m = await signIn(t, 're')
    expect((await m.call('GET', '/wps/member/referral/earnings')).body.value).toEqual({
      rule: null,
      estimate: null,
      history: { list: [], pageNum: 1, totalPages: 1, totalCount: 0, totalEarned: 0 },
    })
    expect(await runReferralCommand(t.platform, ['referral', 'rule', 'set', '--basis', 'valid-bets', '--rate', '1.25', '--cap', '100'])).toContain('1.25% of invited friends')
    const friend = await t.platform.members.register({ account: `fr${m.id}x${Date.now().toString(36).slice(-4)}`, password: 'Passw0rd!', uplineId: m.id })
    const now = Date.now()
    t.db.$client.run(`insert into bet_records (brand_code, member_id, vendor_code, game_type, game_code, round_id, bet_tx_id, bet_amount, valid_bet, payout, win_loss, status, placed_at, settled_at)
      values ('TEST', ${friend.id}, 'PG', 'RNG', 'x', 'ref${now}', 'refb${now}', 12345, 12345, 0, -12345, 'SETTLED', ${now}, ${now})`)
    const before = (await m.call('GET', '/wps/member/referral/earnings')).body.value
    expect(before.rule).toEqual({ basis: 'valid-bets', rate: 1.25, cap: 100, period: 'daily' })
    // ⌊12 345 × 1.25 %⌋ = ⌊154.3125⌋ = 154 minor units
    expect(before.estimate).toMatchObject({ friends: 1, basisAmount: 123.45, amount: 1.54 })

    const settled = await runReferralCommand(t.platform, ['referral', 'settle', '--at', new Date(now + 86_400_000).toISOString()])
    expect(settled).toMatch(/1 referrer\(s\), 1 paid/)
    const after = (await m.call('GET', '/wps/member/referral/earnings')).body.value
    expect(after.history).toMatchObject({ totalCount: 1, totalEarned: 1.54, list: [{ basis: 'valid-bets', rateBp: 125, friends: 1, basisAmount: 123.45, amount: 1.54 }] })
    expect(t.platform.ledger.check().ok).toBe(true)
    expect(await runReferralCommand(t.platform, ['referral', 'rule', 'off'])).toContain('off')
    expect((await m.call('GET', '/wps/member/referral/earnings')).body.value.rule).toBeNull()
    await expect(runReferralCommand(t.platform, ['referral', 'rule', 'set', '--basis', 'valid-bets', '--rate', '101'])).rejects.toThrow(/percentage/)
  })
})
