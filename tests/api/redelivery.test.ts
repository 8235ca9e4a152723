/**
 * The sandbox vendor's durable rounds and the redelivery job (issue 5; decision 0023), against the
 * real platform and its wallet handlers (in process), with a wallet client that loses the answers
 * chosen by the test: a round is on the vendor's books before its bet; a win whose answer is lost
 * stays SETTLING and the job delivers it once with the same transaction id; a bet whose answer is
 * lost is rolled back (VOID) and the member pays nothing; a round still in play in this process
 * (changed less than the stale age ago) is left alone; a final refusal stops the retries (REFUSED).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectConsoleError } from '../setup'
import { createTestApp, fundFromSandbox } from '../fixtures/app'
import { createWalletClient, type WalletClient } from '../../server/vendors/wallet-client'
import { redeliverer, REDELIVERY } from '../../server/vendors/redelivery'
import { settleRound } from '../../server/vendors/sandbox/settle'
import { newRoundId } from '../../server/vendors/sandbox/random'

const t = createTestApp()
afterAll(() => t.cleanup())

const inner = createWalletClient({ baseUrl: 'http://in-process', secretOf: (v) => t.platform.play.launcher.secretOf(v), fetch: (url, init) => t.app.request(url, init) })
let lose: (action: string) => boolean = () => false
/** The wallet acts, then the answer is lost on the way back when `lose` says so. */
const flaky: WalletClient = {
  async call(vendor, action, body) {
    const answer = await inner.call(vendor, action, body)
    if (lose(action)) throw new Error('connection reset by peer')
    return answer
  },
}
const store = t.platform.vendorRounds.sandbox
let memberId = 0
let token = ''
let gameCode = ''
const balance = () => t.platform.ledger.balance({ kind: 'MEMBER', memberId })
const txs = (txId: string) => t.db.$client.prepare<{ n: number }, [string]>("SELECT count(*) AS n FROM vendor_transactions WHERE vendor_code = 'PG' AND tx_id = ?").get(txId)!.n
const party = () => ({ wallet: flaky, store, vendor: 'PG', user: String(memberId), token, gameCode, currency: 'PHP' })

beforeAll(async () => {
  const m = await t.platform.members.register({ account: 'redeliver01', password: 'Player123!' })
  memberId = m.id
  fundFromSandbox(t.platform, memberId, 100_000, 'redelivery-seed')
  const g = t.db.$client.prepare<{ node_id: string; game_code: string }, []>("SELECT node_id, game_code FROM games WHERE vendor_code = 'PG' AND game_type = 'RNG' ORDER BY sequence LIMIT 1").get()!
  gameCode = g.game_code
  const launched = t.platform.play.launcher.launch(memberId, g.node_id, 'en')
  if (launched.kind !== 'url') throw new Error('expected a launch URL')
  token = launched.token
})

describe('sandbox rounds are on the vendor’s books and finished by the redelivery job', () => {
  it('a win whose answer was lost is delivered by the job once, with the same transaction id', async () => {
    const before = balance()
    const roundId = newRoundId()
    lose = (action) => action === 'win'
    const result = await settleRound(party(), roundId, 1_000, () => ({ outcome: { game: 'SLOT' }, payout: 2_500 }))
    lose = () => false
    expect(result).toMatchObject({ ok: true, payout: 2_500, settling: true })
    expect(store.round('PG', roundId)).toMatchObject({ status: 'SETTLING', bet: 1_000, payout: 2_500, outcome: { game: 'SLOT' } })
    // The wallet took the win already (only the answer was lost): the job's repeat is answered from its record.
    expect(txs(`${roundId}:win`)).toBe(1)

    // In this process, a round changed just now is still in play: left alone.
    const live = redeliverer(t.platform, inner, Date.now() - REDELIVERY.staleMs * 2)
    expect(await live()).toMatchObject({ sandboxFinished: 0, sandboxWaiting: 0 })
    expect(store.round('PG', roundId)?.status).toBe('SETTLING')

    // After a restart (a process started later), it is the job's work.
    const restarted = redeliverer(t.platform, inner, Date.now() + 60_000)
    expect(await restarted()).toMatchObject({ sandboxFinished: 1, sandboxWaiting: 0 })
    expect(store.round('PG', roundId)?.status).toBe('SETTLED')
    expect(await restarted()).toMatchObject({ sandboxFinished: 0 })
    expect(txs(`${roundId}:win`)).toBe(1)
    expect(balance()).toBe(before - 1_000 + 2_500)
    expect(t.platform.ledger.check()).toMatchObject({ ok: true })
  })

  it('a bet whose answer never arrives is rolled back: VOID, the member pays nothing', async () => {
    const before = balance()
    const roundId = newRoundId()
    lose = (action) => action === 'bet' || action === 'rollback'
    const result = await settleRound(party(), roundId, 700, () => {
      throw new Error('must not draw an outcome')
    })
    lose = () => false
    expect(result).toEqual({ ok: false, code: 'NETWORK' })
    expect(store.round('PG', roundId)?.status).toBe('VOIDING')
    expect(balance()).toBe(before) // debited and refunded, or never debited: either way nothing
    expect(await redeliverer(t.platform, inner, Date.now() + 60_000)()).toMatchObject({ sandboxFinished: 1 })
    expect(store.round('PG', roundId)?.status).toBe('VOID')
    expect(balance()).toBe(before)
    expect(t.platform.ledger.check()).toMatchObject({ ok: true })
  })

  it('a refused bet leaves no record; a final refusal of a win stops the retries (REFUSED)', async () => {
    expectConsoleError(/\[sandbox\] win of .* refused/)
    const poor = newRoundId()
    const refused = await settleRound(party(), poor, 100_000_000, () => ({ outcome: {}, payout: 0 }))
    expect(refused).toMatchObject({ ok: false, code: 'RS_ERROR_NOT_ENOUGH_MONEY' })
    expect(store.round('PG', poor)).toBeNull()

    // A win for a bet the wallet never saw is refused for good: the round is marked, not retried forever.
    const orphan = newRoundId()
    store.begin({ vendorCode: 'PG', roundId: orphan, user: String(memberId), gameCode, currency: 'PHP', bet: 100 })
    store.decide('PG', orphan, 200, { game: 'SLOT' })
    const turn = redeliverer(t.platform, inner, Date.now() + 60_000)
    await turn()
    expect(store.round('PG', orphan)?.status).toBe('REFUSED')
    expect(await turn()).toMatchObject({ sandboxFinished: 0, sandboxWaiting: 0 })
    expect(t.platform.ledger.check()).toMatchObject({ ok: true })
  })
})
