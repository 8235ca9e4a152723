/**
 * Support and content calls (issue 7; spec §7 helpCenter, CBS_modelList, CBS_launchChat; §2 referral,
 * blog, news, notification; decision 0018) through the real app over a seeded SQLite file: each call,
 * its bad input refused with nothing changed, the embedded chat's round trip with the operator
 * command, and invite links carrying sign-ups to the inviter with their status.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp, encryptFor } from '../fixtures/app'
import { signIn } from '../fixtures/api-client'
import { runSupportCommand } from '../../server/operator/support-commands'

const t = createTestApp()
afterAll(() => t.cleanup())

const chatCount = () => t.db.$client.query<{ n: number }, []>('select count(*) as n from chat_messages').get()!.n

describe('GET /wps/system/helpCenter', () => {
  it('answers the articles in the member language, terms first, HTML sanitised', async () => {
    const en = await t.get('/wps/system/helpCenter?language=en&device=WEB')
    const ty = await t.get('/wps/system/helpCenter?language=ty')
    expect(en.status).toBe(200)
    const term = en.body.value.find((a: { anchor: string }) => a.anchor === 'term')
    expect(term.title).toMatch(/Terms/)
    expect(ty.body.value.find((a: { anchor: string }) => a.anchor === 'term').title).not.toBe(term.title)
    expect(JSON.stringify(en.body.value)).not.toMatch(/<script|onerror=/i)
  })

  it('refuses an unknown device or an unknown field', async () => {
    expect((await t.get('/wps/system/helpCenter?device=TV')).status).toBe(400)
    expect((await t.get('/wps/system/helpCenter?foo=1')).body.code).toBe('VALIDATION')
  })
})

describe('live chat: CBS_modelList, CBS_launchChat and the embedded chat', () => {
  it('lists the brand LIVECHAT service as the embedded chat model, for anyone', async () => {
    const r = await t.get('/wps/relay/CBS_modelList')
    expect(r.body.value).toEqual([{ modelId: 1, title: 'Live Chat 24/7', kind: 'EMBEDDED' }])
  })

  it('launches the embedded chat for a signed-in member and for a visitor (who chats as a guest); an unknown model is 404', async () => {
    const m = await signIn(t, 'sp')
    expect((await m.call('GET', '/wps/relay/CBS_launchChat')).body.value).toEqual({ chatUrl: '/livechat?model=1', kind: 'EMBEDDED' })
    expect((await t.get('/wps/relay/CBS_launchChat')).body.value).toEqual({ chatUrl: '/livechat?model=1', kind: 'EMBEDDED' })
    const none = await m.call('GET', '/wps/relay/CBS_launchChat?modelId=7')
    expect(none.status).toBe(404)
    expect(none.body).toMatchObject({ code: 'CHAT_NOT_AVAILABLE', message: 'Live chat is not available at the moment' })
    expect((await m.call('GET', '/wps/relay/CBS_launchChat?modelId=abc')).status).toBe(400)
  })

  it('opens an outside chat service as it is', async () => {
    const url = 'https://chat.example.com/room/42'
    t.db.$client.run(`insert into customer_services (brand_code, cs_position, title, type, path) values ('TEST', 2, 'Partner chat', 'LIVECHAT', '${btoa(url)}')`)
    t.platform.brand.bumpContentVersion()
    const m = await signIn(t, 'sp')
    expect((await m.call('GET', '/wps/relay/CBS_launchChat?modelId=2')).body.value).toEqual({ chatUrl: url, kind: 'EXTERNAL' })
    t.db.$client.run("delete from customer_services where cs_position = 2 and type = 'LIVECHAT'")
    t.platform.brand.bumpContentVersion()
  })

  it('carries a member message to the operator and the operator answer back to the member poll', async () => {
    const m = await signIn(t, 'sp')
    const sent = await m.call('POST', '/wps/relay/CBS_sendChat', { json: { text: '  My deposit is not showing  ' } })
    expect(sent.status).toBe(200)
    expect(sent.body.value).toMatchObject({ sender: 'MEMBER', text: 'My deposit is not showing' })
    expect(await runSupportCommand(t.platform, ['chat', 'list'])).toMatch(new RegExp(`WAITING\\s+${m.account}`))
    const reply = JSON.parse(await runSupportCommand(t.platform, ['chat', 'reply', m.account, 'Hello!', 'Checking', 'it', 'now.']))
    expect(reply.account).toBe(m.account)
    const polled = await m.call('GET', `/wps/relay/CBS_chatMessages?after=${sent.body.value.id}`)
    expect(polled.body.value).toEqual([expect.objectContaining({ sender: 'OPERATOR', text: 'Hello! Checking it now.' })])
    expect((await m.call('GET', '/wps/relay/CBS_chatMessages')).body.value.map((x: { sender: string }) => x.sender)).toEqual(['MEMBER', 'OPERATOR'])
    // Another member sees none of it.
    const other = await signIn(t, 'sp')
    expect((await other.call('GET', '/wps/relay/CBS_chatMessages')).body.value).toEqual([])
    expect(await runSupportCommand(t.platform, ['chat', 'show', m.account])).toContain('operator: Hello! Checking it now.')
  })

  it('refuses an empty, a too long or a malformed message, a visitor, and a flood, and stores nothing for them', async () => {
    const m = await signIn(t, 'sp')
    const before = chatCount()
    for (const body of [{ text: '   ' }, { text: 'x'.repeat(501) }, { text: 5 }, { message: 'hi' }]) {
      const r = await m.call('POST', '/wps/relay/CBS_sendChat', { json: body })
      expect(r.status, JSON.stringify(body)).toBe(400)
      expect(r.body.code).toBe('VALIDATION')
    }
    expect((await t.app.request('/wps/relay/CBS_sendChat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"hi"}' })).status).toBe(401)
    expect(chatCount()).toBe(before)
    for (let i = 0; i < 10; i++) expect((await m.call('POST', '/wps/relay/CBS_sendChat', { json: { text: `line ${i}` } })).status).toBe(200)
    const flood = await m.call('POST', '/wps/relay/CBS_sendChat', { json: { text: 'one more' } })
    expect(flood.status).toBe(429)
    expect(chatCount()).toBe(before + 10)
    await expect(runSupportCommand(t.platform, ['chat', 'reply', 'nobody_here', 'hi'])).rejects.toThrow(/Unknown member/)
    await expect(runSupportCommand(t.platform, ['chat', 'reply', m.account])).rejects.toThrow(/Usage/)
  })
})

describe('GET /wps/member/referral and invite links', () => {
  it('gives a member an invite code and link, and a sign-up with it joins the member with status registered → deposited → active', async () => {
    const inviter = await signIn(t, 'sp')
    const r = await inviter.call('GET', '/wps/member/referral')
    expect(r.status).toBe(200)
    const { code, link } = r.body.value
    expect(code).toMatch(/^[A-Z2-9]{8}$/)
    expect(link).toBe(`http://localhost/register?referralCode=${code}`)
    expect(r.body.value.invited).toMatchObject({ totalCount: 0, counts: { registered: 0, deposited: 0, active: 0 } })
    expect((await inviter.call('GET', '/wps/member/referral')).body.value.code).toBe(code)
    // The register form checks the code first (GET /wps/agent/affiliate): a member's code is valid too.
    expect((await t.get(`/wps/agent/affiliate?code=${code}`)).body.value).toMatchObject({ valid: true })

    // A friend registers through the register call with the link's referralCode: the inviter is its upline.
    const ch = t.platform.captcha.create()
    const answer = t.db.$client.query<{ answer: string }, [string]>('select answer from captchas where id = ?').get(ch.id)!.answer
    const body = await encryptFor(t.app, { username: `friend${inviter.id}x`, password: 'Passw0rd!', confirmPassword: 'Passw0rd!', referralCode: code, captchaId: ch.id, captcha: answer })
    const reg = await t.app.request('/wps/member/register', { method: 'PUT', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' }, body: JSON.stringify(body) })
    expect(reg.status, await reg.clone().text()).toBe(200)
    const friend = t.platform.members.byAccount(`friend${inviter.id}x`)!
    expect(friend.uplineId).toBe(inviter.id)
    expect((await inviter.call('GET', '/wps/member/referral')).body.value.invited.list).toEqual([expect.objectContaining({ account: friend.account, status: 'registered' })])

    // Deposits and a settled bet move the status.
    const now = Date.now()
    t.db.$client.run(
      `insert into deposit_requests (brand_code, member_id, method_code, provider, amount, status, request_key, created_at) values ('TEST', ${friend.id}, 'GCASH', 'SANDBOX', 50000, 'CREDITED', 'k${now}', ${now})`,
    )
    expect((await inviter.call('GET', '/wps/member/referral')).body.value.invited.list[0]).toMatchObject({ status: 'deposited', deposited: 500 })
    t.db.$client.run(`insert into bet_records (brand_code, member_id, vendor_code, game_type, game_code, round_id, bet_tx_id, bet_amount, valid_bet, payout, win_loss, status, placed_at, settled_at)
      values ('TEST', ${friend.id}, 'PG', 'RNG', 'x', 'r${now}', 'b${now}', 2000, 2000, 0, -2000, 'SETTLED', ${now}, ${now})`)
    const after = (await inviter.call('GET', '/wps/member/referral')).body.value.invited
    expect(after.list[0]).toMatchObject({ status: 'active', validBet: 20 })
    expect(after.counts).toEqual({ registered: 0, deposited: 0, active: 1 })
  })

  it('still checks codes: an unknown code is refused with the invitation message and nothing is created', async () => {
    const before = t.db.$client.query<{ n: number }, []>('select count(*) as n from members').get()!.n
    await expect(t.platform.members.register({ account: 'nocode01', password: 'Passw0rd!', affiliateCode: 'ZZZZ9999' })).rejects.toMatchObject({ code: 'AFFILIATE_INVALID' })
    expect(t.db.$client.query<{ n: number }, []>('select count(*) as n from members').get()!.n).toBe(before)
  })

  it('shows the brand REFERRAL promotion as the rule while it runs, none once the brand switches it off', async () => {
    const m = await signIn(t, 'sp')
    const rule = (await m.call('GET', '/wps/member/referral?language=ty')).body.value.rule
    expect(rule).toMatchObject({ code: 'INVITE', title: 'Mag-imbita ng Kaibigan' })
    expect(rule.terms.length).toBeGreaterThanOrEqual(2)
    t.db.$client.run("update promotions set enabled = 0 where kind = 'REFERRAL'")
    expect((await m.call('GET', '/wps/member/referral')).body.value.rule).toBeNull()
    t.db.$client.run("update promotions set enabled = 1 where kind = 'REFERRAL'")
  })

  it('refuses a visitor, a trial account and bad paging', async () => {
    expect((await t.get('/wps/member/referral')).status).toBe(401)
    const trial = await signIn(t, 'sp', { type: 4 })
    expect((await trial.call('GET', '/wps/member/referral')).body.code).toBe('NEED_TRUE_ACCOUNT')
    const m = await signIn(t, 'sp')
    expect((await m.call('GET', '/wps/member/referral?pageNo=0')).status).toBe(400)
    expect((await m.call('GET', '/wps/member/referral?pageSize=1000')).status).toBe(400)
  })
})

describe('GET /wps/content/posts and /wps/content/post', () => {
  it('lists each kind newest first in the reader language, and pages', async () => {
    for (const kind of ['BLOG', 'NEWS', 'NOTIFICATION']) {
      const r = await t.get(`/wps/content/posts?kind=${kind}`)
      expect(r.body.value.totalCount, kind).toBeGreaterThanOrEqual(3)
      const times = r.body.value.list.map((p: { publishedAt: number }) => p.publishedAt)
      expect(times).toEqual([...times].sort((a, b) => b - a))
    }
    const ty = await t.get('/wps/content/posts?kind=BLOG&language=ty')
    expect(ty.body.value.list[0].title).toBe('Ang volatility ng slots, ipinaliwanag')
    const paged = await t.get('/wps/content/posts?kind=NEWS&pageSize=2&pageNo=2')
    expect(paged.body.value).toMatchObject({ pageNum: 2, totalPages: 2 })
    expect(paged.body.value.list).toHaveLength(1)
  })

  it('answers one post with sanitised HTML and its neighbours; an unknown slug is 404', async () => {
    t.db.$client.run(`insert into content_posts (brand_code, kind, slug, title, summary, content, tag, published_at)
      values ('TEST', 'NEWS', 'xss-test', '{"en":"T"}', '{"en":"S"}', '{"en":"<p>ok</p><img src=x onerror=alert(1)><script>alert(2)</script>"}', '{"en":"Tag"}', 1000)`)
    const r = await t.get('/wps/content/post?kind=NEWS&slug=xss-test')
    expect(r.body.value.content).toContain('<p>ok</p>')
    expect(r.body.value.content).not.toMatch(/onerror|<script/)
    expect(r.body.value.older).toBeNull()
    expect(r.body.value.newer).not.toBeNull()
    const missing = await t.get('/wps/content/post?kind=NEWS&slug=nope')
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe('POST_NOT_FOUND')
  })

  it('hides posts published in the future', async () => {
    t.db.$client.run(`insert into content_posts (brand_code, kind, slug, title, summary, content, tag, published_at)
      values ('TEST', 'BLOG', 'tomorrow', '{"en":"Later"}', '{"en":"S"}', '{"en":"<p>x</p>"}', '{"en":"Tag"}', ${Date.now() + 86_400_000})`)
    expect((await t.get('/wps/content/post?kind=BLOG&slug=tomorrow')).status).toBe(404)
    expect((await t.get('/wps/content/posts?kind=BLOG')).body.value.list.map((p: { slug: string }) => p.slug)).not.toContain('tomorrow')
  })

  it('refuses an unknown kind, a bad slug, a bad page and unknown fields', async () => {
    for (const q of ['posts?kind=ADS', 'posts', 'posts?kind=BLOG&pageNo=0', 'posts?kind=BLOG&pageSize=51', 'post?kind=BLOG&slug=../etc', 'post?kind=BLOG&slug=A', 'posts?kind=BLOG&x=1']) {
      const r = await t.get(`/wps/content/${q}`)
      expect(r.status, q).toBe(400)
      expect(r.body.code).toBe('VALIDATION')
    }
  })
})
