/**
 * Hub88 conformance (decision 0046): the Operator Wallet API as Hub88 publishes it
 * (https://docs.hub88.io, Wallet API and its RS_* statuses), driven over real sockets against the
 * real server (Bun.serve of the app on a fresh SQLite file), Hub88 played by tests/fakes/hub88.ts
 * with a key pair generated here. Amounts on the wire are Hub88 units (1/100000 PHP = 1/1000 centavo);
 * the ledger adds up after every test. Also the launch of a Hub88 game through the fake Games API.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Server } from 'bun'
import { createTestApp, fundFromSandbox, TEST_BRAND } from '../fixtures/app'
import { apiClient, sessionToken } from '../fixtures/api-client'
import { createApp } from '../../server/app'
import { createGatewayCache } from '../../server/gateway/cache'
import { createHub88, HUB88_VENDOR } from '../../server/providers/aggregator/hub88'
import { LAUNCH_TOKEN_TTL_MS } from '../../server/platform/play/launch'
import { expectConsoleError } from '../setup'
import { hub88Driver, hub88Keys, startHub88Fake, type Hub88Fake } from '../fakes/hub88'

let clock = Date.now()
const t = createTestApp({ now: () => clock })
const hub88Key = hub88Keys()
const operatorKey = hub88Keys()
const otherKey = hub88Keys()
let fake: Hub88Fake
let server: Server<undefined>
let driver: ReturnType<typeof hub88Driver>
let app: ReturnType<typeof createApp>

let memberId = 0
let user = ''
let token = ''
let nodeId = ''
let seq = 0
const uuid = (p: string) => `${p}-${++seq}-${crypto.randomUUID()}`
/** Hub88 units of `minor` centavos. */
const units = (minor: number) => minor * 1000
const balance = () => t.platform.ledger.balance({ kind: 'MEMBER', memberId })

type Answer = { status: string; request_uuid?: string; user?: string; currency?: string; balance?: number }
const call = (path: string, payload: Record<string, unknown>, opts?: { signature?: string | null; rawBody?: string }) => driver.call<Answer>(path, payload, opts)
/** The fields a bet and a win share (Hub88 Wallet API: /transaction/bet and /transaction/win), for transaction `tx` of round `round`. */
const moneyBody = (tx: string, round: string, minor: number, roundClosed: boolean) => ({
  user,
  transaction_uuid: tx,
  supplier_transaction_id: `s-${tx}`,
  token,
  supplier_user: `cg_${user}`,
  round_closed: roundClosed,
  round: `round-${round}`,
  reward_uuid: null,
  request_uuid: uuid('req'),
  is_free: false,
  is_aggregated: false,
  game_code: 'clt_dragonrising',
  currency: 'PHP',
  bet: 'zero',
  amount: units(minor),
})
const betBody = (tx: string, minor: number, extra: Record<string, unknown> = {}) => ({ ...moneyBody(tx, tx, minor, false), meta: { selection: 'home_team', odds: 2.5 }, ...extra })
const bet = (tx: string, minor: number, extra: Record<string, unknown> = {}) => call('/transaction/bet', betBody(tx, minor, extra))
const win = (tx: string, ref: string, minor: number, extra: Record<string, unknown> = {}) =>
  call('/transaction/win', { ...moneyBody(tx, ref, minor, true), reference_transaction_uuid: ref, meta: {}, ...extra })
const rollback = (tx: string, ref: string, extra: Record<string, unknown> = {}) =>
  call('/transaction/rollback', {
    user,
    transaction_uuid: tx,
    supplier_transaction_id: `s-${tx}`,
    token,
    round_closed: true,
    round: `round-${ref}`,
    request_uuid: uuid('req'),
    reference_transaction_uuid: ref,
    game_code: 'clt_dragonrising',
    meta: {},
    ...extra,
  })

beforeAll(async () => {
  fake = startHub88Fake({
    operatorPublicPem: operatorKey.publicPem,
    games: [
      { game_code: 'clt_dragonrising', name: 'Dragon Rising', product: 'Crazy Tooth Studio', category: 'Video Slots', url_thumb: '{base}/images/clt_dragonrising.png', enabled: true },
      { game_code: 'evo_lightningroulette', name: 'Lightning Roulette', product: 'Evolution', category: 'Live Dealer', url_thumb: '{base}/images/evo_lightningroulette.png', enabled: true },
    ],
  })
  const hub88 = createHub88({ operatorId: fake.operatorId, apiBase: fake.base, hub88PublicKey: hub88Key.publicPem, operatorPrivateKey: operatorKey.privatePem })
  t.platform.play.launcher.connectAggregator(HUB88_VENDOR, hub88.aggregator)
  app = createApp({ platform: t.platform, cache: createGatewayCache(t.cacheDb, TEST_BRAND), trustProxy: true, hub88 })
  server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (req, srv) => app.fetch(req, srv) })
  driver = hub88Driver(`http://127.0.0.1:${server.port}/hub88`, hub88Key.privateKey)
  await t.platform.catalogue.importGames(await hub88.catalogue(), { vendors: [HUB88_VENDOR], adapter: HUB88_VENDOR, vendorNames: { HUB88: 'Hub88' } })
  nodeId = t.platform.games.byCode(HUB88_VENDOR, 'clt_dragonrising', 'RNG')!.nodeId
  const m = await t.platform.members.register({ account: 'hubplayer1', password: 'Player123!' })
  memberId = m.id
  user = String(m.id).padStart(8, '0')
  fundFromSandbox(t.platform, memberId, 100_000, 'hub88-seed')
  const launched = await t.platform.play.launcher.launchGame(memberId, nodeId, 'en')
  if (launched.kind !== 'url') throw new Error('expected a launch URL')
  token = launched.token
})

afterEach(() => {
  expect(t.platform.ledger.check()).toMatchObject({ ok: true })
})

afterAll(async () => {
  await server?.stop(true)
  await fake?.stop()
  t.cleanup()
})

describe('signatures (X-Hub88-Signature, RSA-SHA256 of the raw body)', () => {
  it('refuses a call without the header and moves nothing', async () => {
    const before = balance()
    const res = await bet(uuid('tx'), 500).then(() => call('/transaction/bet', betBody(uuid('tx'), 700), { signature: null }))
    expect(res).toEqual({ http: 200, body: { status: 'RS_ERROR_INVALID_SIGNATURE' } })
    expect(balance()).toBe(before - 500)
  })

  it('refuses a body signed with another key (the operator’s own, a stranger’s)', async () => {
    const before = balance()
    for (const key of [operatorKey, otherKey]) {
      const body = betBody(uuid('tx'), 300)
      const signature = hub88Driver('', key.privateKey).sign(JSON.stringify(body))
      expect((await call('/transaction/bet', body, { signature })).body.status).toBe('RS_ERROR_INVALID_SIGNATURE')
    }
    expect((await call('/user/balance', { user, token, request_uuid: uuid('r'), game_code: null }, { signature: 'not base64!' })).body.status).toBe('RS_ERROR_INVALID_SIGNATURE')
    expect(balance()).toBe(before)
  })

  it('refuses a tampered body (signed for ₱1, sent for ₱900) and moves nothing', async () => {
    const before = balance()
    const body = betBody(uuid('tx'), 100)
    const signature = driver.sign(JSON.stringify(body))
    const res = await call('/transaction/bet', body, { signature, rawBody: JSON.stringify({ ...body, amount: units(90_000) }) })
    expect(res.body.status).toBe('RS_ERROR_INVALID_SIGNATURE')
    expect(balance()).toBe(before)
  })
})

describe('configuration', () => {
  it('without Hub88 configured /hub88 answers 404 and moves nothing; an oversized body is refused before it is parsed', async () => {
    const res = await t.app.request('/hub88/transaction/bet', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(betBody(uuid('tx'), 100)) })
    expect(res.status).toBe(404)
    const big = betBody(uuid('tx'), 100, { meta: { pad: 'x'.repeat(17_000) } })
    expect((await call('/transaction/bet', big)).body.status).toBe('RS_ERROR_INVALID_SIGNATURE')
  })
})

describe('user/info and user/balance', () => {
  it('user/info names the user and echoes request_uuid', async () => {
    const request_uuid = uuid('r')
    expect((await call('/user/info', { user, request_uuid })).body).toEqual({ status: 'RS_OK', request_uuid, user })
  })

  it('user/balance answers the main wallet in Hub88 units and the brand currency', async () => {
    const request_uuid = uuid('r')
    const res = await call('/user/balance', { user, token, request_uuid, game_code: 'clt_dragonrising' })
    expect(res.body).toEqual({ status: 'RS_OK', request_uuid, user, currency: 'PHP', balance: units(balance()) })
  })

  it('an unknown token is RS_ERROR_INVALID_TOKEN', async () => {
    expect((await call('/user/balance', { user, token: 'not-a-token-we-issued', request_uuid: uuid('r'), game_code: null })).body.status).toBe('RS_ERROR_INVALID_TOKEN')
    expect((await bet(uuid('tx'), 100, { token: 'not-a-token-we-issued' })).body.status).toBe('RS_ERROR_INVALID_TOKEN')
  })

  it('a malformed body is WRONG_SYNTAX, a field of the wrong type WRONG_TYPES; nothing moves', async () => {
    const before = balance()
    const { amount: _drop, ...noAmount } = betBody(uuid('tx'), 100)
    expect((await call('/transaction/bet', noAmount)).body.status).toBe('RS_ERROR_WRONG_SYNTAX')
    expect((await bet(uuid('tx'), 100, { amount: '100000' })).body.status).toBe('RS_ERROR_WRONG_TYPES')
    // 1/100000 of a peso is less than a centavo: the ledger holds whole centavos.
    expect((await bet(uuid('tx'), 100, { amount: 100_001 })).body.status).toBe('RS_ERROR_WRONG_TYPES')
    expect((await driver.call('/transaction/bet', {}, { rawBody: 'not json', signature: driver.sign('not json') })).body.status).toBe('RS_ERROR_WRONG_SYNTAX')
    expect(balance()).toBe(before)
  })
})

describe('bet, win, rollback', () => {
  it('a bet debits its amount and a win credits its own, each answered with the new balance', async () => {
    const before = balance()
    const tx = uuid('bet')
    const placed = await bet(tx, 2_500)
    expect(placed.body).toMatchObject({ status: 'RS_OK', user, currency: 'PHP', balance: units(before - 2_500) })
    expect(balance()).toBe(before - 2_500)
    const won = await win(uuid('win'), tx, 6_000)
    expect(won.body).toMatchObject({ status: 'RS_OK', balance: units(before + 3_500) })
    expect(balance()).toBe(before + 3_500)
    const record = t.db.$client.prepare<{ status: string; vendor_code: string; payout: number }, [string]>('SELECT status, vendor_code, payout FROM bet_records WHERE bet_tx_id = ?').get(tx)
    expect(record).toEqual({ status: 'SETTLED', vendor_code: 'HUB88', payout: 6_000 })
  })

  it('a bet on a game the catalogue does not have is RS_ERROR_INVALID_GAME and moves nothing; another Hub88 game in the same session (a live lobby switching tables) is played', async () => {
    const before = balance()
    const unknown = uuid('bet')
    expect((await bet(unknown, 1_000, { game_code: 'clt_notagame' })).body).toEqual({ status: 'RS_ERROR_INVALID_GAME', request_uuid: expect.any(String) })
    expect(balance()).toBe(before)
    // The same transaction id is still free: nothing was recorded for it.
    expect((await bet(unknown, 1_000)).body).toMatchObject({ status: 'RS_OK', balance: units(before - 1_000) })
    const switched = await bet(uuid('bet'), 2_000, { game_code: 'evo_lightningroulette' })
    expect(switched.body).toMatchObject({ status: 'RS_OK', balance: units(before - 3_000) })
    expect(balance()).toBe(before - 3_000)
  })

  it('a free round (is_free) is not charged; its win is credited once, and its rollback refunds nothing', async () => {
    const before = balance()
    const free = uuid('free')
    // Hub88 names the round's nominal stake; the reward pays it, not the member.
    const placed = await bet(free, 1_000, { is_free: true, reward_uuid: crypto.randomUUID() })
    expect(placed.body).toMatchObject({ status: 'RS_OK', user, currency: 'PHP', balance: units(before) })
    expect(balance()).toBe(before)
    const record = () =>
      t.db.$client
        .prepare<{ bet_amount: number; valid_bet: number; status: string; payout: number }, [string]>('SELECT bet_amount, valid_bet, status, payout FROM bet_records WHERE bet_tx_id = ?')
        .get(free)
    expect(record()).toEqual({ bet_amount: 0, valid_bet: 0, status: 'OPEN', payout: 0 })
    const w = uuid('win')
    expect((await win(w, free, 4_200, { is_free: true })).body).toMatchObject({ status: 'RS_OK', balance: units(before + 4_200) })
    expect((await win(w, free, 4_200, { is_free: true })).body).toMatchObject({ status: 'RS_OK', balance: units(before + 4_200) })
    expect(record()).toMatchObject({ status: 'SETTLED', payout: 4_200 })
    // Another free round rolled back: nothing was staked, nothing comes back.
    const other = uuid('free')
    await bet(other, 1_000, { is_free: true })
    expect((await rollback(uuid('rb'), other)).body).toMatchObject({ status: 'RS_OK', balance: units(before + 4_200) })
    expect(balance()).toBe(before + 4_200)
    // A paid bet of amount 0 is still refused.
    expect((await bet(uuid('bet'), 0)).body.status).toBe('RS_ERROR_WRONG_TYPES')
  })

  it('the same transaction again answers as the first did and moves nothing; with other content it is a duplicate', async () => {
    const tx = uuid('bet')
    const body = betBody(tx, 1_000)
    const first = await call('/transaction/bet', body)
    expect(first.body.status).toBe('RS_OK')
    const after = balance()
    const again = await call('/transaction/bet', body)
    expect(again.body).toEqual(first.body)
    const retried = await call('/transaction/bet', { ...body, request_uuid: uuid('req') })
    expect(retried.body).toMatchObject({ status: 'RS_OK', balance: first.body.balance })
    expect((await bet(tx, 2_000)).body.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION')
    expect(balance()).toBe(after)
    const w = uuid('win')
    const won = await win(w, tx, 500)
    expect((await win(w, tx, 500)).body.balance).toBe(won.body.balance)
    expect((await win(w, tx, 700)).body.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION')
    expect(balance()).toBe(after + 500)
  })

  it('a rollback refunds its bet once; a second rollback succeeds without a second refund', async () => {
    const before = balance()
    const tx = uuid('bet')
    await bet(tx, 4_000)
    const rb = uuid('rb')
    expect((await rollback(rb, tx)).body).toMatchObject({ status: 'RS_OK', balance: units(before) })
    expect((await rollback(rb, tx)).body).toMatchObject({ status: 'RS_OK', balance: units(before) })
    expect((await rollback(uuid('rb'), tx)).body).toMatchObject({ status: 'RS_OK', balance: units(before) })
    expect(balance()).toBe(before)
    expect((await win(uuid('win'), tx, 9_000)).body.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST')
    expect(balance()).toBe(before)
  })

  it('a rollback before its bet succeeds and is remembered: the late bet is refused and moves nothing', async () => {
    const before = balance()
    const late = uuid('late')
    expect((await rollback(uuid('rb'), late)).body).toMatchObject({ status: 'RS_OK', balance: units(before) })
    expect((await bet(late, 3_000)).body).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: units(before) })
    expect(balance()).toBe(before)
  })

  it('a rollback after the bet’s win is refused (RS_ERROR_UNKNOWN) and moves nothing', async () => {
    const tx = uuid('bet')
    await bet(tx, 1_500)
    await win(uuid('win'), tx, 0)
    const after = balance()
    expect((await rollback(uuid('rb'), tx)).body).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: units(after) })
    expect(balance()).toBe(after)
  })

  it('a win of an unknown bet is RS_ERROR_TRANSACTION_DOES_NOT_EXIST', async () => {
    const before = balance()
    expect((await win(uuid('win'), uuid('ghost'), 1_000)).body).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: units(before) })
    expect(balance()).toBe(before)
  })

  it('not enough money: RS_ERROR_NOT_ENOUGH_MONEY with the actual balance, nothing recorded (a retry after a deposit passes)', async () => {
    const before = balance()
    const tx = uuid('bet')
    expect((await bet(tx, before + 1)).body).toEqual(expect.objectContaining({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: units(before), currency: 'PHP' }))
    expect(balance()).toBe(before)
    fundFromSandbox(t.platform, memberId, 10, `hub88-topup-${tx}`)
    expect((await bet(tx, before + 1)).body).toMatchObject({ status: 'RS_OK', balance: units(9) })
    fundFromSandbox(t.platform, memberId, 100_000, `hub88-refill-${tx}`)
  })

  it('a currency other than the wallet’s is RS_ERROR_WRONG_CURRENCY and moves nothing', async () => {
    const before = balance()
    const tx = uuid('bet')
    expect((await bet(tx, 100, { currency: 'EUR' })).body).toMatchObject({ status: 'RS_ERROR_WRONG_CURRENCY' })
    await bet(tx, 100)
    expect((await win(uuid('win'), tx, 100, { currency: 'USD' })).body.status).toBe('RS_ERROR_WRONG_CURRENCY')
    expect(balance()).toBe(before - 100)
  })

  it('an expired token refuses a bet (RS_ERROR_TOKEN_EXPIRED) but never a win or a rollback', async () => {
    const open1 = uuid('bet')
    const open2 = uuid('bet')
    await bet(open1, 1_000)
    await bet(open2, 2_000)
    const before = balance()
    clock += LAUNCH_TOKEN_TTL_MS + 1
    try {
      expect((await bet(uuid('bet'), 100)).body).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: units(before) })
      expect((await win(uuid('win'), open1, 2_500)).body).toMatchObject({ status: 'RS_OK', balance: units(before + 2_500) })
      expect((await rollback(uuid('rb'), open2)).body).toMatchObject({ status: 'RS_OK', balance: units(before + 4_500) })
      expect(balance()).toBe(before + 4_500)
    } finally {
      clock = Date.now()
      const launched = await t.platform.play.launcher.launchGame(memberId, nodeId, 'en')
      if (launched.kind === 'url') token = launched.token
    }
  })
})

describe('launch through the Games API', () => {
  it('a Hub88 game’s launch URL comes from Hub88’s /game/url, asked with our launch token', async () => {
    const m = apiClient({ app, platform: t.platform }, { token: await sessionToken(t, memberId) })
    const res = await m.call('POST', '/wps/game/launchGame', { json: { nodeId }, language: 'ty', headers: { 'user-agent': 'Mozilla/5.0 (iPhone; Mobile)' } })
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true })
    const { url, token: launchToken } = res.body.value as { url: string; token: string }
    expect(url.startsWith(`${fake.base}/play/clt_dragonrising?session=`)).toBe(true)
    expect(fake.urlRequests.at(-1)).toMatchObject({ user, token: launchToken, game_code: 'clt_dragonrising', currency: 'PHP', operator_id: fake.operatorId, lang: 'ty', platform: 'GPL_MOBILE' })
    // The token the game got is the one Hub88's wallet calls carry back.
    const played = await call('/user/balance', { user, token: launchToken, request_uuid: uuid('r'), game_code: 'clt_dragonrising' })
    expect(played.body).toMatchObject({ status: 'RS_OK', balance: units(balance()) })
  })

  it('Hub88 refusing the game (gone upstream) is GAME_MAINTENANCE, not a 500', async () => {
    const saved = fake.games
    fake.games = saved.filter((g) => g.game_code !== 'clt_dragonrising')
    expectConsoleError(/\[launch\] HUB88 game URL of clt_dragonrising failed: .*HTTP 404 Game not found/)
    try {
      const m = apiClient({ app, platform: t.platform }, { token: await sessionToken(t, memberId) })
      const res = await m.call('POST', '/wps/game/launchGame', { json: { nodeId } })
      expect(res.status).toBe(503)
      expect(res.body).toMatchObject({ success: false, code: 'GAME_MAINTENANCE' })
    } finally {
      fake.games = saved
    }
  })
})
