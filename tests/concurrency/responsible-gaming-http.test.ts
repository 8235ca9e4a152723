/**
 * Responsible-gaming limits under concurrency, over real sockets (issue 8): the real app served by
 * Bun.serve on 127.0.0.1, a member logged in through the real login, calls fired at once with fetch.
 *  (a) 20 concurrent deposits of ₱300 against a ₱500 daily deposit limit → exactly one credited;
 *  (b) 20 concurrent signed vendor bets of ₱60 against a ₱100 daily wager limit → exactly one debited.
 * The limit is checked inside each call's money-writer unit, so racing calls are serialised.
 */
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { moneyCall, newKey } from '../fixtures/money-client'
import { servedTestApp } from '../fixtures/served-app'

const served = servedTestApp()
const { t, member } = served
const putLimit = (cookie: string, kind: string, period: string, amount: number) =>
  fetch(`${served.base}/wps/member/responsible-gaming/limits`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json', origin: served.base },
    body: JSON.stringify({ limits: [{ kind, period, amount }] }),
  })

describe('limits over HTTP under concurrency', () => {
  it('20 deposits racing a deposit limit: exactly one passes, the others are refused with DEPOSIT_LIMIT', async () => {
    const m = await member('rgconcdep1')
    expect((await putLimit(m.cookie, 'DEPOSIT', 'DAY', 500)).status).toBe(200)
    const answers = await Promise.all(Array.from({ length: 20 }, () => moneyCall(served.base, m.cookie, '/wps/wallet/deposit', { methodCode: 'GCASH', amount: 300 }, newKey('rgdep'))))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 403 && a.body.code === 'DEPOSIT_LIMIT')).toHaveLength(19)
    expect(t.platform.ledger.balance({ kind: 'MEMBER', memberId: m.id })).toBe(30_000)
    expect(t.platform.ledger.check().ok).toBe(true)
  })

  it('20 bets racing a wager limit: exactly one is debited, the others get RS_ERROR_LIMIT_REACHED', async () => {
    const m = await member('rgconcbet1')
    expect((await moneyCall(served.base, m.cookie, '/wps/wallet/deposit', { methodCode: 'GCASH', amount: 1_000 }, newKey('rgdep'))).status).toBe(200)
    expect((await putLimit(m.cookie, 'WAGER', 'DAY', 100)).status).toBe(200)
    const nodeId = t.db.$client.prepare<{ node_id: string }, []>("SELECT node_id FROM games WHERE vendor_code = 'PG' AND game_type = 'RNG' LIMIT 1").get()!.node_id
    const launched = t.platform.play.launcher.launch(m.id, nodeId, 'en')
    if (launched.kind !== 'url') throw new Error('expected a launch URL')
    const secret = t.platform.play.launcher.secretOf('PG')!
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const body = JSON.stringify({ user: String(m.id), token: launched.token, txId: `rgc-${i}`, roundId: `rgc-r-${i}`, gameCode: 'demo', amount: 6_000, currency: 'PHP' })
        const res = await fetch(`${served.base}/wallet-api/v1/PG/bet`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', secret).update(body).digest('hex') },
          body,
        })
        return ((await res.json()) as { status: string }).status
      }),
    )
    expect(answers.filter((s) => s === 'RS_OK')).toHaveLength(1)
    expect(answers.filter((s) => s === 'RS_ERROR_LIMIT_REACHED')).toHaveLength(19)
    expect(t.platform.ledger.balance({ kind: 'MEMBER', memberId: m.id })).toBe(100_000 - 6_000)
    expect(t.platform.ledger.check().ok).toBe(true)
  })
})
