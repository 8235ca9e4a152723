/**
 * The agent center's API and reports (issue 6) through the real app over a seeded SQLite file:
 * a hand-checked fixture team (agent → m1, s1 → m2 → m3, plus an outsider) with known bets,
 * deposits and a paid withdrawal, whose report figures are asserted exactly; the tree and its
 * levels; the refusal of non-agents; the register center's validation and forced password change.
 * Business days are UTC+8: the clock stands at 2026-05-20 12:00 in Manila.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, encryptFor } from '../fixtures/app'
import { apiClient, sessionToken } from '../fixtures/api-client'

const NOW = Date.parse('2026-05-20T04:00:00Z') // 12:00 in Manila
const manila = (iso: string) => Date.parse(`${iso}+08:00`)
const t = createTestApp({ now: () => NOW })
afterAll(() => t.cleanup())

let seq = 0
const newKey = () => `agent-test-${++seq}-${Math.random().toString(36).slice(2, 8)}`

/** A client of `memberId`'s calls over a fresh session; its POSTs carry an Idempotency-Key. */
const clientFor = async (memberId: number) => apiClient(t, { token: await sessionToken(t, memberId, '203.0.113.7'), idempotency: 'post' }).call

const sqlite = t.db.$client
/** A bet record as the seamless-wallet contract writes it: inserted OPEN, then settled or rolled back. */
function bet(memberId: number, placedAt: number, stake: number, outcome: { payout: number } | 'open' | 'rollback') {
  const id = Number(
    sqlite
      .prepare(`INSERT INTO bet_records (brand_code, member_id, vendor_code, game_type, game_code, round_id, bet_tx_id, bet_amount, valid_bet, payout, win_loss, status, placed_at)
    VALUES ('TEST', ?, 'PG', 'RNG', 'fortune', ?, ?, ?, ?, 0, 0, 'OPEN', ?)`)
      .run(memberId, `r${++seq}`, `tx${seq}`, stake, stake, placedAt).lastInsertRowid,
  )
  if (outcome === 'rollback') sqlite.prepare("UPDATE bet_records SET status = 'ROLLED_BACK', valid_bet = 0, win_loss = 0, settled_at = ? WHERE id = ?").run(placedAt + 1000, id)
  else if (outcome !== 'open')
    sqlite.prepare("UPDATE bet_records SET payout = ?1, win_loss = ?1 - bet_amount, status = 'SETTLED', settled_at = ?2 WHERE id = ?3").run(outcome.payout, placedAt + 1000, id)
}

/**
 * The holder of an account the agent opened changes its password (a forced change, decision 0030):
 * until then its sessions may call nothing else.
 */
async function changeOwnPassword(memberId: number, oldPassword: string) {
  const call = await clientFor(memberId)
  const r = await call('POST', '/wps/member/password', { json: await encryptFor(t.app, { oldPassword, newPassword: 'Own3d!pw', confirmNewPassword: 'Own3d!pw' }, { iat: Math.floor(NOW / 1000) }) })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
}

let agent: { id: number; call: Awaited<ReturnType<typeof clientFor>> }
const ids: Record<string, number> = {}
/** The one-time password member02 was opened with (no password given). */
let member02OneTime = ''

beforeAll(async () => {
  const a = await t.platform.members.register({ account: 'agentroot', password: 'Passw0rd!', type: 1, nickname: 'Root Agent' })
  agent = { id: a.id, call: await clientFor(a.id) }
  for (const [account, kind] of [
    ['member01', 'member'],
    ['subagent1', 'agent'],
  ] as const) {
    const r = await agent.call('POST', '/wps/agent/downlines', { json: { account, password: 'Passw0rd!', confirmPassword: 'Passw0rd!', kind } })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    ids[account] = r.body.value.member.id
    await changeOwnPassword(ids[account]!, 'Passw0rd!')
  }
  const sub = await clientFor(ids.subagent1!)
  const m2 = await sub('POST', '/wps/agent/downlines', { json: { account: 'member02', kind: 'member' } })
  expect(m2.status).toBe(200)
  ids.member02 = m2.body.value.member.id
  member02OneTime = m2.body.value.oneTimePassword
  ids.member03 = (await t.platform.members.register({ account: 'member03', password: 'Passw0rd!', uplineId: ids.member02 })).id
  ids.outsider = (await t.platform.members.register({ account: 'outsider1', password: 'Passw0rd!' })).id

  // Bets (minor units): m1 +150.00 yesterday, −50.00 today; m2 −100.00 today and 30.00 still open;
  // m3 −40.00 at 23:59 yesterday and 80.00 rolled back; the agent's own and an outsider's bets are not the team's.
  bet(ids.member01!, manila('2026-05-19T10:00:00'), 10_000, { payout: 25_000 })
  bet(ids.member01!, manila('2026-05-20T09:00:00'), 5_000, { payout: 0 })
  bet(ids.member02!, manila('2026-05-20T08:00:00'), 20_000, { payout: 10_000 })
  bet(ids.member02!, manila('2026-05-20T11:00:00'), 3_000, 'open')
  bet(ids.member03!, manila('2026-05-19T23:59:00'), 4_000, { payout: 0 })
  bet(ids.member03!, manila('2026-05-19T23:30:00'), 8_000, 'rollback')
  bet(ids.member03!, manila('2026-05-18T23:59:59'), 7_000, { payout: 0 }) // the day before the range
  bet(a.id, manila('2026-05-20T10:00:00'), 99_900, { payout: 0 })
  bet(ids.outsider!, manila('2026-05-20T10:00:00'), 50_000, { payout: 0 })

  // Deposits 300.00 (m1) and 120.00 (m2); m1 withdraws 100.00, paid out by the operator.
  const { wallet } = t.platform
  await wallet.deposit(ids.member01!, { methodCode: 'GCASH', amount: 30_000, key: newKey() })
  await wallet.deposit(ids.member02!, { methodCode: 'GCASH', amount: 12_000, key: newKey() })
  await wallet.setPaymentPassword(ids.member01!, { password: '123456' })
  const bank = wallet.addBankAccount(ids.member01!, { bankName: 'BDO', accountNumber: '001234567890', payeeName: 'Juan Dela Cruz' })
  const w = await wallet.withdraw(ids.member01!, { amount: 10_000, bankAccountId: bank.id, paymentPassword: '123456', key: newKey() })
  wallet.decideWithdrawal(w.id, 'approve')
  await wallet.deposit(ids.outsider!, { methodCode: 'GCASH', amount: 77_700, key: newKey() })
})

describe('team tree', () => {
  it('lists every downline at any depth with its level', async () => {
    const r = await agent.call('GET', '/wps/agent/team')
    expect(r.status).toBe(200)
    expect(r.body.value.list.map((m: any) => [m.account, m.level])).toEqual([
      ['member01', 1],
      ['subagent1', 1],
      ['member02', 2],
      ['member03', 3],
    ])
  })

  it('follows a deep chain level by level', async () => {
    const root = await t.platform.members.register({ account: 'deeproot', password: 'Passw0rd!', type: 41 })
    let upline = root.id
    const insert = sqlite.prepare(`INSERT INTO members (brand_code, account, nickname, type, password_hash, contacts, upline_id, password_changed_at, created_at)
      VALUES ('TEST', ?1, ?1, 0, 'not-a-hash', '{}', ?2, ?3, ?3)`)
    for (let i = 1; i <= 12; i++) upline = Number(insert.run(`deep${i}x`, upline, NOW).lastInsertRowid)
    const team = t.platform.agent.team(root.id)
    expect(team).toHaveLength(12)
    expect(team.at(-1)).toMatchObject({ account: 'deep12x', level: 12 })
    expect(t.platform.agent.levelOf(root.id, upline)).toBe(12)
    expect(t.platform.agent.levelOf(agent.id, upline)).toBeNull()
  })
})

describe('reports of the fixture team (2026-05-19 – 2026-05-20)', () => {
  const range = 'from=2026-05-19&to=2026-05-20'

  it('team overview: totals, days and levels equal the hand-checked figures', async () => {
    const r = await agent.call('GET', `/wps/agent/reports/overview?${range}`)
    expect(r.status).toBe(200)
    const v = r.body.value
    expect(v).toMatchObject({ from: '2026-05-19', to: '2026-05-20', teamSize: 4, directCount: 2 })
    expect(v.totals).toEqual({
      activeMembers: 3,
      newMembers: 4,
      depositCount: 2,
      depositAmount: 420,
      withdrawCount: 1,
      withdrawAmount: 100,
      betCount: 4,
      betAmount: 390,
      validBet: 390,
      payout: 350,
      winLoss: -40,
      profitLoss: 40,
    })
    expect(v.days).toEqual([
      {
        date: '2026-05-19',
        activeMembers: 2,
        newMembers: 0,
        depositCount: 0,
        depositAmount: 0,
        withdrawCount: 0,
        withdrawAmount: 0,
        betCount: 2,
        betAmount: 140,
        validBet: 140,
        payout: 250,
        winLoss: 110,
        profitLoss: -110,
      },
      {
        date: '2026-05-20',
        activeMembers: 2,
        newMembers: 4,
        depositCount: 2,
        depositAmount: 420,
        withdrawCount: 1,
        withdrawAmount: 100,
        betCount: 2,
        betAmount: 250,
        validBet: 250,
        payout: 100,
        winLoss: -150,
        profitLoss: 150,
      },
    ])
    expect(v.levels).toEqual([
      { level: 1, count: 2 },
      { level: 2, count: 1 },
      { level: 3, count: 1 },
    ])
  })

  it('team overview for one downline and for a single day', async () => {
    const one = (await agent.call('GET', `/wps/agent/reports/overview?${range}&member=member03`)).body.value
    expect(one.totals).toMatchObject({ activeMembers: 1, validBet: 40, winLoss: -40, profitLoss: 40, newMembers: 1 })
    expect(one.levels).toEqual([])
    const day = (await agent.call('GET', '/wps/agent/reports/overview?from=2026-05-18&to=2026-05-18')).body.value
    expect(day.totals).toMatchObject({ activeMembers: 1, betCount: 1, validBet: 70, profitLoss: 70 })
  })

  it('the overview sums equal the bet records and ledger movements underneath, to the minor unit', () => {
    const teamIds = JSON.stringify(t.platform.agent.team(agent.id).map((m) => m.id))
    const from = manila('2026-05-19T00:00:00'),
      to = manila('2026-05-21T00:00:00')
    const bets = sqlite
      .prepare(`SELECT count(*) n, sum(valid_bet) v, sum(win_loss) wl FROM bet_records WHERE status = 'SETTLED' AND member_id IN (SELECT value FROM json_each(?)) AND placed_at >= ? AND placed_at < ?`)
      .get(teamIds, from, to) as any
    const money = sqlite
      .prepare(
        `SELECT sum(CASE WHEN kind = 'DEPOSIT' THEN amount END) d, sum(CASE WHEN kind = 'WITHDRAW_PAYOUT' THEN amount END) w FROM ledger_movements WHERE member_id IN (SELECT value FROM json_each(?)) AND created_at >= ? AND created_at < ?`,
      )
      .get(teamIds, from, to) as any
    const o = t.platform.agent.reports.overview({ agentId: agent.id }, { from: 20_592, to: 20_593 })
    expect([o.totals.betCount, o.totals.validBet, o.totals.winLoss, o.totals.depositAmount, o.totals.withdrawAmount]).toEqual([bets.n, bets.v, bets.wl, money.d, money.w])
  })

  it('team betting lists every status with totals of all matching bets, and filters by member and status', async () => {
    const all = (await agent.call('GET', `/wps/agent/reports/betting?${range}&pageSize=4`)).body.value
    expect(all).toMatchObject({ totalCount: 6, totalPages: 2, pageNum: 1 })
    expect(all.list).toHaveLength(4)
    expect(all.list[0]).toMatchObject({ account: 'member02', status: 'OPEN', betAmount: 30, validBet: 30 })
    expect(all.totals).toEqual({ count: 6, betAmount: 500, validBet: 420, payout: 350, winLoss: -40 })
    const settled = (await agent.call('GET', `/wps/agent/reports/betting?${range}&status=SETTLED`)).body.value
    expect(settled.totals).toEqual({ count: 4, betAmount: 390, validBet: 390, payout: 350, winLoss: -40 })
    const m2 = (await agent.call('GET', `/wps/agent/reports/betting?${range}&member=member02`)).body.value
    expect(m2.list.map((b: any) => b.betAmount)).toEqual([30, 200])
    expect((await agent.call('GET', `/wps/agent/reports/betting?${range}&member=outsider1`)).status).toBe(404)
  })

  it('user loss: one row per member, biggest loss first, totals over every member', async () => {
    const v = (await agent.call('GET', `/wps/agent/reports/user-loss?${range}`)).body.value
    expect(v.list.map((r: any) => [r.account, r.betCount, r.validBet, r.payout, r.winLoss])).toEqual([
      ['member02', 1, 200, 100, -100],
      ['member03', 1, 40, 0, -40],
      ['member01', 2, 150, 250, 100],
    ])
    expect(v.totals).toEqual({ members: 3, betCount: 4, betAmount: 390, validBet: 390, payout: 350, winLoss: -40 })
    const byBet = (await agent.call('GET', `/wps/agent/reports/user-loss?${range}&sort=validBet&pageSize=1&pageNo=2`)).body.value
    expect(byBet).toMatchObject({ totalCount: 3, totalPages: 3, pageNum: 2 })
    expect(byBet.list.map((r: any) => r.account)).toEqual(['member01'])
  })

  it('account details: the team members’ main-wallet entries with money in, out and net', async () => {
    await agent.call('POST', '/wps/wallet/deposit', { json: { methodCode: 'GCASH', amount: 500 } })
    await t.platform.wallet.setPaymentPassword(agent.id, { password: '123456' })
    const sent = await agent.call('POST', '/wps/agent/transfer/downline', {
      json: await encryptFor(t.app, { account: 'member03', amount: 25, paymentPassword: '123456' }, { iat: Math.floor(NOW / 1000) }),
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const v = (await agent.call('GET', `/wps/agent/reports/account-details?${range}`)).body.value
    expect(v.list.map((e: any) => [e.account, e.kind, e.amount])).toEqual([
      ['member03', 'TRANSFER_DOWNLINE', 25],
      ['member01', 'WITHDRAW_HOLD', -100],
      ['member02', 'DEPOSIT', 120],
      ['member01', 'DEPOSIT', 300],
    ])
    expect(v.totals).toEqual({ count: 4, credits: 445, debits: -100, net: 345 })
    const deposits = (await agent.call('GET', `/wps/agent/reports/account-details?${range}&kind=DEPOSIT&member=member01`)).body.value
    expect(deposits.totals).toEqual({ count: 1, credits: 300, debits: 0, net: 300 })
  })

  it('my income is empty until a contract pays', async () => {
    const v = (await agent.call('GET', `/wps/agent/reports/income?${range}`)).body.value
    expect(v).toMatchObject({ list: [], totalCount: 0, totals: { count: 0, amount: 0, byType: [] } })
  })

  it('refuses impossible dates and ranges beyond 92 days', async () => {
    const bad = await agent.call('GET', '/wps/agent/reports/overview?from=2026-02-30')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION', message: 'Please choose a valid date' })
    const long = await agent.call('GET', '/wps/agent/reports/overview?from=2026-01-01&to=2026-05-20')
    expect(long.body).toMatchObject({ code: 'RANGE_TOO_LONG', message: 'Please choose a range of at most 92 days' })
    expect((await agent.call('GET', '/wps/agent/reports/betting?status=LOST')).status).toBe(400)
  })
})

describe('who may call', () => {
  it('needs a session, and refuses non-agents with “Non-agents cannot log in”', async () => {
    expect((await t.app.request('/wps/agent/reports/overview')).status).toBe(401)
    const member = await clientFor(ids.member01!)
    for (const path of ['/wps/agent/team', '/wps/agent/downlines', '/wps/agent/reports/overview', '/wps/agent/invite']) {
      const r = await member('GET', path)
      expect(r.status, path).toBe(403)
      expect(r.body).toMatchObject({ success: false, code: 'NOT_AGENT', message: 'Non-agents cannot log in' })
    }
    const r = await member('POST', '/wps/agent/downlines', { json: { account: 'sneaky01' } })
    expect(r.status).toBe(403)
    expect(t.platform.members.byAccount('sneaky01')).toBeUndefined()
  })

  it('a downline of another agent is not in the team', async () => {
    const other = await t.platform.members.register({ account: 'otheragent', password: 'Passw0rd!', type: 1 })
    const call = await clientFor(other.id)
    expect((await call('GET', '/wps/agent/downlines/member01')).body).toMatchObject({ code: 'NOT_IN_TEAM', message: 'This account is not in your team' })
    expect((await call('GET', '/wps/agent/reports/overview')).body.value.teamSize).toBe(0)
  })
})

describe('register center', () => {
  it('refuses bad input with translated field messages and creates nothing', async () => {
    const r = await agent.call('POST', '/wps/agent/downlines', { json: { account: '9bad', password: 'short', confirmPassword: 'short' } })
    expect(r.status).toBe(400)
    expect(r.body.code).toBe('VALIDATION')
    expect(r.body.fields.map((f: any) => f.field)).toEqual(['account', 'password'])
    expect(r.body.fields[0].message).toBe('6–16 letters or digits, starting with a letter')
    const nick = await agent.call('POST', '/wps/agent/downlines', { json: { account: 'goodname1', nickname: 'x'.repeat(21) } })
    expect(nick.body.fields).toEqual([{ field: 'nickname', message: 'Nickname: at most 20 characters' }])
    const mismatch = await agent.call('POST', '/wps/agent/downlines', { json: { account: 'goodname1', password: 'Passw0rd!', confirmPassword: 'Passw0rd?' } })
    expect(mismatch.body.fields).toEqual([{ field: 'confirmPassword', message: 'Incorrect confirmation input' }])
    const tl = await agent.call('POST', '/wps/agent/downlines?language=ty', { json: { account: '' } })
    expect(tl.body.fields[0]).toEqual({ field: 'account', message: 'Pakilagay ang account' })
    expect(t.platform.members.byAccount('goodname1')).toBeUndefined()
  })

  it('refuses a taken account and a sub-agent from an agent type that may not open one', async () => {
    expect((await agent.call('POST', '/wps/agent/downlines', { json: { account: 'member01' } })).status).toBe(409)
    const sub = await clientFor(ids.subagent1!)
    const r = await sub('POST', '/wps/agent/downlines', { json: { account: 'subsub01', kind: 'agent' } })
    expect(r.status).toBe(403)
    expect(r.body).toMatchObject({ code: 'SUB_AGENT_NOT_ALLOWED', message: 'Your agent type cannot open sub-agents' })
  })

  it('opens a sub-agent of the next type with an invite code, under the agent', async () => {
    const s1 = t.platform.members.info(ids.subagent1!)
    expect(s1).toMatchObject({ type: 2, uplineId: agent.id, isAgent: true })
    expect(s1.affiliateCode).toMatch(/^[A-Z2-9]{8}$/)
  })

  it('an account opened without a password gets a one-time password, to change at the first login', async () => {
    expect(member02OneTime).toMatch(/^[!-~]{8,20}$/)
    const login = await t.app.request('/wps/session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await encryptFor(t.app, { username: 'member02', password: member02OneTime, type: 'username' }, { iat: Math.floor(NOW / 1000) })),
    })
    const body = (await login.json()) as any
    expect(login.status, JSON.stringify(body)).toBe(200)
    expect(body.value.passwordExpired).toBe(true)
  })
})

describe('downline management', () => {
  it('searches the team and shows a downline’s detail with its balance and team', async () => {
    const found = (await agent.call('GET', '/wps/agent/downlines?search=MEMBER0&scope=all')).body.value
    expect(found.list.map((m: any) => m.account).sort()).toEqual(['member01', 'member02', 'member03'])
    const direct = (await agent.call('GET', '/wps/agent/downlines?scope=direct')).body.value
    expect(direct.list.map((m: any) => m.account).sort()).toEqual(['member01', 'subagent1'])
    const d = (await agent.call('GET', '/wps/agent/downlines/subagent1')).body.value
    expect(d).toMatchObject({ account: 'subagent1', level: 1, uplineAccount: 'agentroot', teamSize: 2, isAgent: true, balance: 0 })
    expect(d.directDownlines.map((m: any) => m.account)).toEqual(['member02'])
    const invite = (await agent.call('GET', '/wps/agent/invite')).body.value
    expect(invite.link).toContain(`/register?referralCode=${invite.affiliateCode}`)
  })
})
