/**
 * Promotions, reward center, bonus details and manual rebate (issue 7) through the real app over a
 * real seeded SQLite file, with bets a vendor places through the signed seamless-wallet contract
 * and a clock the test moves (business days UTC+8, decision 0010). Every state change goes through
 * its call; bad input is refused and changes nothing; the ledger adds up after every test.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'
import { signIn, vendorCall } from '../fixtures/api-client'
import { runPromotionCommand } from '../../server/operator/promotion-commands'

const H = 3_600_000
const DAY = 24 * H
/** 2026-03-10 00:00 in Manila (UTC+8), as UTC ms. */
const D0 = Date.UTC(2026, 2, 10) - 8 * H
let clock = D0 + 10 * H
const t = createTestApp({ now: () => clock })
afterAll(() => t.cleanup())
afterEach(() => expect(t.platform.ledger.check().ok).toBe(true))

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46])
let seq = 0
const newKey = () => `key-${Date.now().toString(36)}-${++seq}`
const sqlite = t.db.$client
const count = (sql: string, ...args: (string | number)[]) => sqlite.prepare<{ n: number }, (string | number)[]>(sql).get(...args)!.n

/**
 * A signed-in member, a client for its calls (a fresh session per call: the test's clock jumps
 * days, past the idle timeout; POSTs carry an Idempotency-Key) and its promotion helpers.
 */
async function member() {
  const m = await signIn(t, 'pr', {}, { sessionPerCall: true, idempotency: 'post' })
  const promo = async (code: string) => ((await m.call('GET', '/wps/promotions')).body.value.list as any[]).find((p) => p.code === code)
  const balance = () => t.platform.wallet.balance(m.id)
  const deposit = (amount: number) => m.call('POST', '/wps/wallet/deposit', { json: { methodCode: 'GCASH', amount } })
  return { ...m, promo, balance, deposit }
}

const gameOf = (vendor: string, type: string) =>
  sqlite
    .prepare<{ nodeId: string; gameCode: string; vendor: string }, [string, string]>(
      'SELECT node_id AS nodeId, game_code AS gameCode, vendor_code AS vendor FROM games WHERE vendor_code = ? AND game_type = ? ORDER BY sequence LIMIT 1',
    )
    .get(vendor, type)!
const PG = gameOf('PG', 'RNG')
const EVO = gameOf('EVOLUTION', 'LIVE')

/** A settled round: the vendor debits `bet` (minor units) and credits `win`. */
async function play(memberId: number, g: { nodeId: string; gameCode: string; vendor: string }, bet: number, win = 0) {
  const launched = t.platform.play.launcher.launch(memberId, g.nodeId, 'en')
  if (launched.kind !== 'url') throw new Error('expected a launch URL')
  const roundId = `r${++seq}`
  expect(
    (await vendorCall(t, g.vendor, 'bet', { user: String(memberId), token: launched.token, txId: `${roundId}:bet`, roundId, gameCode: g.gameCode, amount: bet, currency: 'PHP' })).body.status,
  ).toBe('RS_OK')
  expect((await vendorCall(t, g.vendor, 'win', { user: String(memberId), txId: `${roundId}:win`, betTxId: `${roundId}:bet`, roundId, amount: win, currency: 'PHP' })).body.status).toBe('RS_OK')
}
const form = (fields: Record<string, string | Blob | Blob[]>) => {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) f.append(k, x)
  return f
}
const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes as BlobPart], name, { type })

describe('GET /wps/promotions', () => {
  it('lists the seeded promotions with categories, tags and anonymous states; filters by category and tag', async () => {
    clock = Date.now() // the seed anchors its coming-soon and ended examples to the real clock
    const all = await t.get('/wps/promotions')
    expect(all.status).toBe(200)
    const v = all.body.value
    expect(v.categories[0]).toBe('ALL')
    expect(v.categories).toEqual(expect.arrayContaining(['DEPOSIT', 'REBATE', 'NEWBIE', 'GAMING', 'SLOTS']))
    const byCode = Object.fromEntries(v.list.map((p: any) => [p.code, p]))
    expect(byCode.WELCOME100).toMatchObject({ kind: 'DEPOSIT_BONUS', state: 'join', tags: ['SPECIAL', 'LIMITED'], image: expect.stringMatching(/^\/img\/promo\/\d+\.svg$/) })
    expect(byCode.FISHFEST.state).toBe('comingSoon')
    expect(byCode.LIVEWEEK.state).toBe('close')
    expect(byCode.WELCOME100.terms.length).toBeGreaterThan(2)
    const ty = await t.get('/wps/promotions?category=DEPOSIT', { headers: { cookie: 'lang=ty' } })
    expect(ty.body.value.list.map((p: any) => p.code)).toEqual(['WELCOME100'])
    const daily = await t.get('/wps/promotions?tag=DAILY')
    expect(daily.body.value.list.map((p: any) => p.code).sort()).toEqual(['DAILYREBATE', 'LUCKYDRAW'])
    expect((await t.get('/wps/promotions?category=CASINO')).status).toBe(400)
    const art = await t.app.request(byCode.WELCOME100.image)
    expect(art.headers.get('content-type')).toContain('image/svg+xml')
    expect(await art.text()).toContain('100%')
  })
})

describe('deposit bonus with turnover', () => {
  it('join → joined → deposit → claim (once) → process blocks withdrawals → bets meet the turnover → claimed', async () => {
    clock = D0 + 10 * H
    const m = await member()
    expect((await m.promo('WELCOME100')).state).toBe('join')
    const info = (await m.call('GET', '/wps/member/info')).body.value
    expect(info.availablePromo).toEqual({ REFERRAL: { enabled: true } })
    const before = info.availablePromoCount
    expect(before).toBeGreaterThan(0)
    const joined = await m.call('POST', `/wps/promotions/${(await m.promo('WELCOME100')).id}/join`)
    expect(joined.body.value.state).toBe('joined')
    expect((await m.call('GET', '/wps/member/info')).body.value.availablePromoCount).toBe(before - 1)
    // A deposit below the minimum does not qualify; the next one of ₱600 earns ₱600.
    await m.deposit(50)
    expect((await m.promo('WELCOME100')).state).toBe('joined')
    clock += 60_000
    await m.deposit(600)
    const p = await m.promo('WELCOME100')
    expect(p).toMatchObject({ state: 'claim', rewardAmount: 600 })
    const balance = m.balance()
    const claimed = await m.call('POST', `/wps/rewards/${p.rewardId}/claim`)
    expect(claimed.status).toBe(200)
    expect(claimed.body.value).toMatchObject({ status: 'CLAIMED', amount: 600, turnoverRequired: 6000, balance: (balance + 60_000) / 100 })
    expect(m.balance()).toBe(balance + 60_000)
    const again = await m.call('POST', `/wps/rewards/${p.rewardId}/claim`)
    expect(again).toMatchObject({ status: 409, body: { code: 'ALREADY_CLAIMED', message: 'This reward has already been claimed' } })
    expect(m.balance()).toBe(balance + 60_000)
    expect(count("SELECT count(*) AS n FROM ledger_movements WHERE kind = 'BONUS' AND member_id = ?", m.id)).toBe(1)

    expect((await m.promo('WELCOME100')).state).toBe('process')
    await t.platform.wallet.setPaymentPassword(m.id, { password: '123456' })
    const bank = t.platform.wallet.addBankAccount(m.id, { bankName: 'BDO', accountNumber: '001234567890', payeeName: 'Juan Dela Cruz' })
    const refused = t.platform.wallet.withdraw(m.id, { amount: 10_000, bankAccountId: bank.id, paymentPassword: '123456', key: newKey() })
    await expect(refused).rejects.toMatchObject({ code: 'TURNOVER_UNMET', details: { remaining: '₱6,000.00' } })
    expect(m.balance()).toBe(balance + 60_000)

    await m.deposit(5000)
    await play(m.id, PG, 400_000, 100_000)
    const progress = await m.promo('WELCOME100')
    expect(progress).toMatchObject({ state: 'process', turnover: { required: 6000, done: 4000 } })
    const bonus = await m.call('GET', '/wps/rewards/bonus')
    expect(bonus.body.value.turnoverOwed).toBe(2000)
    expect(bonus.body.value.history.list[0]).toMatchObject({ source: 'DEPOSIT_BONUS', turnoverRequired: 6000, turnoverDone: 4000 })
    await play(m.id, PG, 200_000, 0)
    expect((await m.promo('WELCOME100')).state).toBe('claimed')
    expect((await m.call('GET', '/wps/rewards/bonus')).body.value.turnoverOwed).toBe(0)
    const w = await t.platform.wallet.withdraw(m.id, { amount: 10_000, bankAccountId: bank.id, paymentPassword: '123456', key: newKey() })
    expect(w.status).toBe('PENDING')
  })

  it("publishes the member's new availablePromoCount as a live 'promotions' event after a change", async () => {
    const m = await member()
    const seen: unknown[] = []
    const stop = t.platform.events.subscribe(m.id, (e) => seen.push(e))
    const before = (await m.call('GET', '/wps/member/info')).body.value.availablePromoCount
    await m.call('POST', `/wps/promotions/${(await m.promo('WELCOME100')).id}/join`)
    stop()
    expect(seen).toEqual([{ type: 'promotions', count: before - 1 }])
  })

  it('refuses joining what cannot be joined and unknown ids; nothing is written', async () => {
    const m = await m2()
    const rebate = await m.promo('DAILYREBATE')
    expect((await m.call('POST', `/wps/promotions/${rebate.id}/join`)).body.code).toBe('NOT_JOINABLE')
    expect((await m.call('POST', '/wps/promotions/99999/join')).status).toBe(404)
    expect((await m.call('POST', '/wps/promotions/abc/join')).status).toBe(400)
    const closed = await m.promo('LIVEWEEK')
    expect((await t.app.request(`/wps/promotions/${closed.id}/join`, { method: 'POST' })).status).toBe(401)
    expect(count('SELECT count(*) AS n FROM promotion_entries WHERE member_id = ?', m.id)).toBe(0)
  })
})
const m2 = () => member()

describe('newbie bonus and daily rebate', () => {
  it('a new member who deposits gets the newbie bonus to claim; a member older than 7 days does not', async () => {
    clock = D0 + 11 * H
    const m = await member()
    expect((await m.promo('NEWBIE38')).state).toBe('joined')
    await m.deposit(100)
    const p = await m.promo('NEWBIE38')
    expect(p).toMatchObject({ state: 'claim', rewardAmount: 38 })
    const rc = await m.call('GET', '/wps/rewards')
    expect(rc.body.value.pending.map((r: any) => r.source)).toContain('NEWBIE')
    clock += 8 * DAY
    const old = await member()
    clock += 8 * DAY
    expect((await old.promo('NEWBIE38')).state).toBe('close')
    clock = D0 + 11 * H
  })

  it("credits 0.8% of the previous business day's valid bets the next day, claimed through the ledger as REBATE", async () => {
    clock = D0 + 12 * H
    const m = await member()
    await m.deposit(1000)
    await play(m.id, PG, 50_000, 20_000)
    await play(m.id, EVO, 25_000, 0)
    expect((await m.promo('DAILYREBATE')).state).toBe('process')
    clock = D0 + DAY + 9 * H // the next business day
    const p = await m.promo('DAILYREBATE')
    expect(p).toMatchObject({ state: 'claim', rewardAmount: 6 }) // 0.8 % of ₱750.00
    const before = m.balance()
    const c = await m.call('POST', `/wps/rewards/${p.rewardId}/claim`)
    expect(c.body.value).toMatchObject({ source: 'DAILY_REBATE', amount: 6, detail: { day: '2026-03-10', validBet: 750, rateBp: 80 } })
    expect(m.balance()).toBe(before + 600)
    expect(count("SELECT count(*) AS n FROM ledger_movements WHERE kind = 'REBATE' AND member_id = ?", m.id)).toBe(1)
    expect((await m.promo('DAILYREBATE')).state).toBe('process')
  })
})

describe('raffle (MCS2_claimRafflePromotion)', () => {
  it('needs a deposit, draws once per business day and pays at once', async () => {
    clock = D0 + 2 * DAY + 10 * H
    const m = await member()
    const raffle = await m.promo('LUCKYDRAW')
    expect(raffle.state).toBe('joined')
    const no = await m.call('POST', '/wps/relay/MCS2_claimRafflePromotion', { json: { promotionId: raffle.id } })
    expect(no).toMatchObject({ status: 403, body: { code: 'RAFFLE_NOT_ELIGIBLE' } })
    await m.deposit(100)
    expect((await m.promo('LUCKYDRAW')).state).toBe('claim')
    const before = m.balance()
    const won = await m.call('POST', '/wps/relay/MCS2_claimRafflePromotion', { json: { promotionId: raffle.id } })
    expect(won.status).toBe(200)
    expect([8, 18, 38, 88, 188]).toContain(won.body.value.prize)
    expect(m.balance()).toBe(before + won.body.value.prize * 100)
    expect(await m.promo('LUCKYDRAW')).toMatchObject({ state: 'claimed', rewardAmount: won.body.value.prize })
    const twice = await m.call('POST', '/wps/relay/MCS2_claimRafflePromotion', { json: { promotionId: raffle.id } })
    expect(twice).toMatchObject({ status: 409, body: { code: 'RAFFLE_USED' } })
    expect((await m.call('POST', '/wps/relay/MCS2_claimRafflePromotion', { json: { promotionId: 'x' } })).status).toBe(400)
    expect((await m.call('POST', '/wps/relay/MCS2_claimRafflePromotion', { json: { promotionId: (await m.promo('WELCOME100')).id } })).body.code).toBe('NOT_A_RAFFLE')
    expect(m.balance()).toBe(before + won.body.value.prize * 100)
    clock += DAY
    expect((await m.promo('LUCKYDRAW')).state).toBe('claim')
  })
})

describe('applying with a comment and images; the operator reviews', () => {
  it('refuses too-long comments, too many, oversized and fake images, leaving nothing behind', async () => {
    clock = D0 + 3 * DAY
    const m = await member()
    const p = await m.promo('SHAREWIN')
    const url = `/wps/promotions/${p.id}/apply`
    const long = await m.call('POST', url, { form: form({ comment: 'x'.repeat(141), images: file(PNG, 'a.png', 'image/png') }) })
    expect(long).toMatchObject({ status: 400, body: { code: 'VALIDATION', message: 'The comment can be at most 140 characters' } })
    expect((await m.call('POST', url, { form: form({ comment: '  ' }) })).body.message).toBe('Please enter a comment')
    const four = await m.call('POST', url, { form: form({ comment: 'ok', images: [0, 1, 2, 3].map((i) => file(PNG, `${i}.png`, 'image/png')) }) })
    expect(four).toMatchObject({ status: 400, body: { code: 'TOO_MANY_IMAGES' } })
    const fake = await m.call('POST', url, { form: form({ comment: 'ok', images: file(new TextEncoder().encode('<svg/> not a png'), 'win.png', 'image/png') }) })
    expect(fake).toMatchObject({ status: 400, body: { code: 'IMAGE_TYPE', message: 'Images must be PNG or JPG files' } })
    const gif = await m.call('POST', url, { form: form({ comment: 'ok', images: file(PNG, 'a.gif', 'image/gif') }) })
    expect(gif.status).toBe(400)
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PNG)
    const huge = await m.call('POST', url, { form: form({ comment: 'ok', images: file(big, 'big.png', 'image/png') }) })
    expect(huge).toMatchObject({ status: 400, body: { message: 'Each image can be at most 5 MB' } })
    const notApply = await m.call('POST', `/wps/promotions/${(await m.promo('WELCOME100')).id}/apply`, { form: form({ comment: 'ok' }) })
    expect(notApply.body.code).toBe('NOT_APPLICABLE')
    expect(count('SELECT count(*) AS n FROM promotion_entries WHERE member_id = ?', m.id)).toBe(0)
    expect(count('SELECT count(*) AS n FROM promotion_images')).toBe(0)
    expect((await m.promo('SHAREWIN')).state).toBe('join')
  })

  it('applies (140 characters, a PNG and a JPG), is refused a second time, is rejected with a reason or approved and paid', async () => {
    const m = await member()
    const p = await m.promo('SHAREWIN')
    const url = `/wps/promotions/${p.id}/apply`
    const comment = 'é'.repeat(140)
    const sent = await m.call('POST', url, { form: form({ comment, images: [file(PNG, 'a.png', 'image/png'), file(JPG, 'b.jpg', 'image/jpeg')] }) })
    expect(sent.status).toBe(200)
    expect(sent.body.value.state).toBe('applying')
    expect((await m.call('POST', url, { form: form({ comment: 'again' }) })).body.code).toBe('ALREADY_APPLIED')
    const list = await runPromotionCommand(t.platform, ['promotions', 'applications'])
    expect(list).toContain(`${m.account}  SHAREWIN  APPLYING  images: 2`)
    const entry = t.platform.promotions.applications().find((a) => a.memberId === m.id)!
    await expect(runPromotionCommand(t.platform, ['promotions', 'reject', String(entry.id)])).rejects.toThrow(/Usage/)
    await expect(runPromotionCommand(t.platform, ['promotions', 'approve', String(entry.id), '900'])).rejects.toMatchObject({ code: 'BAD_AMOUNT' })
    const before = m.balance()
    expect(await runPromotionCommand(t.platform, ['promotions', 'approve', String(entry.id), '250', 'nice', 'win'])).toBe(`application #${entry.id} ISSUED ₱250.00 to ${m.account}`)
    expect(m.balance()).toBe(before + 25_000)
    expect(await m.promo('SHAREWIN')).toMatchObject({ state: 'issued', rewardAmount: 250 })
    await expect(runPromotionCommand(t.platform, ['promotions', 'approve', String(entry.id)])).rejects.toMatchObject({ code: 'NOT_PENDING' })
    expect(m.balance()).toBe(before + 25_000)

    const r = await member()
    await r.call('POST', url, { form: form({ comment: 'my win', images: file(PNG, 'a.png', 'image/png') }) })
    const rEntry = t.platform.promotions.applications().find((a) => a.memberId === r.id)!
    expect(await runPromotionCommand(t.platform, ['promotions', 'reject', String(rEntry.id), 'screenshot', 'unreadable'])).toBe(`application #${rEntry.id} REJECTED: screenshot unreadable`)
    expect(await r.promo('SHAREWIN')).toMatchObject({ state: 'rejected', note: 'screenshot unreadable' })
    expect(r.balance()).toBe(0)
  })
})

describe('reward center history and manual rebate', () => {
  it('pages and filters the history by status and source', async () => {
    clock = D0 + 5 * DAY + 10 * H
    const m = await member()
    await m.call('POST', `/wps/promotions/${(await m.promo('WELCOME100')).id}/join`)
    await m.deposit(200)
    const rc = (await m.call('GET', '/wps/rewards')).body.value
    expect(rc.pending.map((r: any) => r.source).sort()).toEqual(['DEPOSIT_BONUS', 'NEWBIE'])
    await m.call('POST', `/wps/rewards/${rc.pending[0].id}/claim`)
    const claimed = (await m.call('GET', '/wps/rewards?status=CLAIMED')).body.value.history
    expect(claimed.totalCount).toBe(1)
    const paged = (await m.call('GET', '/wps/rewards?pageSize=1&pageNo=2')).body.value.history
    expect(paged).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 2 })
    expect((await m.call('GET', '/wps/rewards?source=NEWBIE')).body.value.history.list.every((r: any) => r.source === 'NEWBIE')).toBe(true)
    expect((await m.call('GET', '/wps/rewards?status=LOST')).status).toBe(400)
    const other = await member()
    expect((await other.call('POST', `/wps/rewards/${rc.pending[1].id}/claim`)).status).toBe(404)
  })

  it('claims the rebate on valid bets since the last claim at the per-game-type rates; nothing twice', async () => {
    clock = D0 + 6 * DAY + 10 * H
    const m = await member()
    await m.deposit(2000)
    await play(m.id, PG, 100_000, 50_000) // RNG 1.00 %
    await play(m.id, EVO, 50_000, 0) // LIVE 0.60 %
    const view = (await m.call('GET', '/wps/rebate/manual')).body.value
    expect(view.preview).toMatchObject({ validBet: 1500, amount: 13 })
    expect(view.preview.rows.find((r: any) => r.gameType === 'RNG')).toMatchObject({ validBet: 1000, rateBp: 100, amount: 10 })
    const before = m.balance()
    const key = newKey()
    const c = await m.call('POST', '/wps/rebate/manual/claim', { key })
    expect(c.body.value).toMatchObject({ amount: 13, validBet: 1500 })
    expect(m.balance()).toBe(before + 1300)
    expect((await m.call('POST', '/wps/rebate/manual/claim', { key })).body.value.id).toBe(c.body.value.id)
    expect((await m.call('POST', '/wps/rebate/manual/claim')).body).toMatchObject({ code: 'NOTHING_TO_CLAIM' })
    expect((await m.call('POST', '/wps/rebate/manual/claim', { key: null })).body.code).toBe('KEY_MISSING')
    expect(m.balance()).toBe(before + 1300)
    clock += 60_000
    await play(m.id, PG, 10_000, 0)
    expect((await m.call('GET', '/wps/rebate/manual')).body.value.preview.amount).toBe(1)
    expect((await m.call('GET', '/wps/rebate/manual')).body.value.claims.totalCount).toBe(1)
  })
})

describe('the VIP tag (spec §3; VIP level from issue 8)', () => {
  it('keeps a VIP-tagged promotion closed to a member below VIP 1, with the reason, and opens it once the valid bets reach VIP 1', async () => {
    clock = D0 + 8 * DAY
    sqlite.prepare("UPDATE promotions SET ends_at = NULL WHERE code = 'LIVEWEEK'").run()
    try {
      const m = await member()
      const p = await m.promo('LIVEWEEK')
      expect(p).toMatchObject({ state: 'close', note: 'VIP_ONLY' })
      const url = `/wps/promotions/${p.id}/apply`
      const refused = await m.call('POST', url, { form: form({ comment: 'my live win', images: file(PNG, 'a.png', 'image/png') }) })
      expect(refused).toMatchObject({ status: 403, body: { code: 'VIP_ONLY', message: 'This promotion is for VIP members. Reach VIP 1 to take part.' } })
      expect(count('SELECT count(*) AS n FROM promotion_entries WHERE member_id = ?', m.id)).toBe(0)
      await m.deposit(1000)
      await play(m.id, EVO, 100_000, 0) // ₱1,000 valid bet: VIP 1
      expect(t.platform.vip.status(m.id).hasVip).toBe(true)
      expect((await m.promo('LIVEWEEK')).state).toBe('join')
      const sent = await m.call('POST', url, { form: form({ comment: 'my live win', images: file(PNG, 'a.png', 'image/png') }) })
      expect(sent.body.value.state).toBe('applying')
    } finally {
      sqlite.prepare("UPDATE promotions SET ends_at = ? WHERE code = 'LIVEWEEK'").run(D0)
    }
  })
})
