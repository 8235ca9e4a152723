import { describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { THROTTLE_RULES, createThrottles, gatewayThrottles, memberAttemptKey, rateLimit, reserveAttempt, tooManyRequests, withPasswordAttempt } from './throttle'
import { DomainError } from '../platform/errors'
import { tFor } from '../../shared/i18n'

function clock(start = Date.UTC(2026, 0, 1)) {
  const c = { t: start, now: () => c.t }
  return c
}

describe('createThrottles (DESIGN §2, §3; spec §5, §9)', () => {
  it('has the named limiters with the spec rules', () => {
    const t = createThrottles()
    expect(Object.keys(t).sort()).toEqual([
      'captchaRefresh',
      'freeplayPerBrand',
      'freeplayPerIp',
      'guestChatSendPerIp',
      'guestChatStartPerIp',
      'loginFailuresPerAccount',
      'loginFailuresPerIp',
      'passwordEmailPerAccount',
      'passwordEmailPerIp',
      'smsRequestPerIp',
    ])
    expect(t.loginFailuresPerAccount).toMatchObject({ name: 'loginFailuresPerAccount', points: 10, durationSeconds: 900 })
    expect(t.loginFailuresPerIp).toMatchObject({ points: 10, durationSeconds: 900 })
    expect(t.captchaRefresh).toMatchObject({ points: 1, durationSeconds: 1 })
    expect(t.smsRequestPerIp).toMatchObject({ points: 1, durationSeconds: 1 })
    expect(t.passwordEmailPerIp).toMatchObject({ points: 5, durationSeconds: 900 })
    expect(t.passwordEmailPerAccount).toMatchObject({ points: 3, durationSeconds: 900 })
    expect(t.freeplayPerIp).toMatchObject({ points: 5, durationSeconds: 3600 })
    expect(t.freeplayPerBrand).toMatchObject({ points: 500, durationSeconds: 3600 })
    expect(t.guestChatStartPerIp).toMatchObject({ points: 5, durationSeconds: 3600 })
    expect(t.guestChatSendPerIp).toMatchObject({ points: 30, durationSeconds: 60 })
  })

  it('login failures: 10 allowed in 15 minutes, the 11th refused with the seconds left; the window then reopens', () => {
    const c = clock()
    const { loginFailuresPerAccount: l } = createThrottles(c.now)
    for (let i = 1; i <= 10; i++) {
      expect(l.consume('alice')).toEqual({ ok: true, used: i })
      c.t += 1000
    }
    expect(l.peek('alice')).toEqual({ used: 10, blocked: true, retryAfterSeconds: 890 })
    expect(l.consume('alice')).toEqual({ ok: false, retryAfterSeconds: 890 })
    c.t += 500
    expect(l.consume('alice')).toEqual({ ok: false, retryAfterSeconds: 890 }) // rounded up
    expect(l.peek('alice').used).toBe(10) // refused events are not counted and do not extend the window
    c.t = Date.UTC(2026, 0, 1) + 900_000 - 1
    expect(l.peek('alice')).toEqual({ used: 10, blocked: true, retryAfterSeconds: 1 })
    c.t += 1
    expect(l.peek('alice')).toEqual({ used: 0, blocked: false, retryAfterSeconds: 0 })
    expect(l.consume('alice')).toEqual({ ok: true, used: 1 })
    expect(l.peek('alice').used).toBe(1)
  })

  it('keys and limiters are independent', () => {
    const c = clock()
    const t = createThrottles(c.now)
    for (let i = 0; i < 10; i++) t.loginFailuresPerIp.consume('1.1.1.1')
    expect(t.loginFailuresPerIp.consume('1.1.1.1').ok).toBe(false)
    expect(t.loginFailuresPerIp.consume('2.2.2.2').ok).toBe(true)
    expect(t.loginFailuresPerAccount.peek('1.1.1.1').used).toBe(0)
    expect(t.captchaRefresh.consume('1.1.1.1').ok).toBe(true)
    // A second set starts empty.
    expect(createThrottles(c.now).loginFailuresPerIp.peek('1.1.1.1').used).toBe(0)
  })

  it('reset forgets a key (e.g. the account after a successful login)', () => {
    const c = clock()
    const { loginFailuresPerAccount: l } = createThrottles(c.now)
    for (let i = 0; i < 10; i++) l.consume('bob')
    l.reset('bob')
    expect(l.peek('bob')).toEqual({ used: 0, blocked: false, retryAfterSeconds: 0 })
    expect(l.consume('bob').ok).toBe(true)
    l.reset('never-seen') // no-op
  })

  it('refund gives back one event of the current window, never below 0, without moving the window', () => {
    const c = clock()
    const { loginFailuresPerAccount: l } = createThrottles(c.now)
    for (let i = 0; i < 10; i++) l.consume('carol')
    l.refund('carol')
    expect(l.peek('carol')).toEqual({ used: 9, blocked: false, retryAfterSeconds: 0 })
    expect(l.consume('carol')).toEqual({ ok: true, used: 10 })
    c.t += 900_000 - 1
    expect(l.peek('carol').retryAfterSeconds).toBe(1) // the window still closes 15 minutes after its first event
    c.t += 1
    l.refund('carol') // a window that has passed: no-op
    l.refund('never-seen')
    expect(l.peek('carol').used).toBe(0)
    const one = createThrottles(c.now).captchaRefresh
    one.refund('x')
    expect(one.consume('x')).toEqual({ ok: true, used: 1 })
    one.refund('x')
    one.refund('x')
    expect(one.peek('x').used).toBe(0)
  })

  it('captcha refresh and SMS request: once per second per IP', () => {
    const c = clock()
    const t = createThrottles(c.now)
    for (const l of [t.captchaRefresh, t.smsRequestPerIp]) {
      expect(l.consume('ip')).toEqual({ ok: true, used: 1 })
      c.t += 999
      expect(l.consume('ip')).toEqual({ ok: false, retryAfterSeconds: 1 })
      c.t += 1
      expect(l.consume('ip')).toEqual({ ok: true, used: 1 })
    }
  })

  it('takes rule overrides and refuses nonsense rules', () => {
    const c = clock()
    const t = createThrottles(c.now, { captchaRefresh: { points: 3, durationSeconds: 10 } })
    expect([1, 2, 3, 4].map(() => t.captchaRefresh.consume('x').ok)).toEqual([true, true, true, false])
    expect(t.smsRequestPerIp.points).toBe(THROTTLE_RULES.smsRequestPerIp.points)
    expect(() => createThrottles(c.now, { captchaRefresh: { points: 0, durationSeconds: 1 } })).toThrow(RangeError)
    expect(() => createThrottles(c.now, { captchaRefresh: { points: 1, durationSeconds: 0.5 } })).toThrow(RangeError)
  })

  it('works on the wall clock by default', () => {
    const t = createThrottles()
    expect(t.captchaRefresh.consume('wall').ok).toBe(true)
    const r = t.captchaRefresh.consume('wall')
    expect(r).toEqual({ ok: false, retryAfterSeconds: 1 })
  })
})

describe('tooManyRequests and rateLimit (DESIGN §2 envelope)', () => {
  function app(language = 'en') {
    const c = clock()
    const throttles = createThrottles(c.now)
    const a = new Hono<AppEnv>()
      .use(async (ctx, next) => {
        ctx.set('language', language)
        ctx.set('ip', '203.0.113.9')
        await next()
      })
      .get('/wait', (ctx) => tooManyRequests(ctx, 299.2))
      .get('/captcha', rateLimit(throttles.captchaRefresh), (ctx) => ctx.json({ success: true, value: 'img' }))
      .get(
        '/by-query',
        rateLimit(throttles.smsRequestPerIp, (ctx) => ctx.req.query('k') ?? ''),
        (ctx) => ctx.json({ success: true, value: 1 }),
      )
    return { a, c }
  }

  it('answers 429 with Retry-After and the translated envelope', async () => {
    const res = await app().a.request('/wait')
    expect(res.status).toBe(429)
    expect(res.headers.get('Retry-After')).toBe('300')
    expect(await res.json()).toEqual({ success: false, code: 'TOO_MANY_REQUESTS', message: tFor('en')('errors.tooManyRequests'), retryAfterSeconds: 300 })
    const ty = await app('ty').a.request('/wait')
    expect((await ty.json()).message).toBe(tFor('ty')('errors.tooManyRequests'))
  })

  it('rateLimit lets the first request through and refuses the next within the window', async () => {
    const { a, c } = app()
    expect((await a.request('/captcha')).status).toBe(200)
    const refused = await a.request('/captcha')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe('1')
    expect((await refused.json()).code).toBe('TOO_MANY_REQUESTS')
    c.t += 1000
    expect((await a.request('/captcha')).status).toBe(200)
  })

  it('rateLimit keys by a custom function', async () => {
    const { a } = app()
    expect((await a.request('/by-query?k=a')).status).toBe(200)
    expect((await a.request('/by-query?k=b')).status).toBe(200)
    expect((await a.request('/by-query?k=a')).status).toBe(429)
  })
})

describe('reserveAttempt: attempts of a burst counted before their check (issue 14 §2)', () => {
  it('positions attempts in arrival order; past the limit they wait for those in flight, then take a freed place or are refused', async () => {
    const c = clock()
    const t = createThrottles(c.now)
    const pairs = [
      [t.loginFailuresPerIp, 'ip'],
      [t.loginFailuresPerAccount, 'acct'],
    ] as const
    // 13 attempts at once: the first 10 are reserved (positions 1..10); the others wait for those in flight.
    const burst = Array.from({ length: 13 }, () => reserveAttempt(pairs))
    const first = await Promise.all(burst.slice(0, 10))
    expect(first.map((r) => (r.ok ? r.used : 'refused'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    const settled: unknown[] = []
    burst.slice(10).forEach((p, i) =>
      p.then((r) => {
        settled[i] = r.ok ? r.used : r
      }),
    )
    await Promise.resolve()
    expect(settled).toEqual([])
    // The 4th was right: it gives back its own attempt only, and the 11th takes its place.
    const ok = first.map((r) => {
      if (!r.ok) throw new Error('unreachable')
      return r
    })
    ok[3]!.refund()
    ok[3]!.refund() // settles once
    expect(await burst[10]).toMatchObject({ ok: true, used: 10 })
    expect(t.loginFailuresPerAccount.peek('acct').used).toBe(10)
    // The others fail: once none is in flight, the waiting ones are refused unchecked.
    for (const [i, r] of ok.entries()) if (i !== 3) r.keep()
    const eleventh = await burst[10]
    if (eleventh.ok) eleventh.keep()
    expect(await burst[11]).toEqual({ ok: false, retryAfterSeconds: 900 })
    expect(await burst[12]).toEqual({ ok: false, retryAfterSeconds: 900 })
    expect(t.loginFailuresPerIp.peek('ip').used).toBe(10)
  })

  it('all or none: a full limiter refunds the pairs already taken and tells the longest wait', async () => {
    const c = clock()
    const t = createThrottles(c.now)
    for (let i = 0; i < 10; i++) t.loginFailuresPerAccount.consume('full')
    c.t += 60_000
    expect(
      await reserveAttempt([
        [t.loginFailuresPerIp, 'ip2'],
        [t.loginFailuresPerAccount, 'full'],
      ]),
    ).toEqual({ ok: false, retryAfterSeconds: 840 })
    expect(t.loginFailuresPerIp.peek('ip2').used).toBe(0)
  })

  it('withPasswordAttempt keeps a WRONG_PASSWORD attempt, gives back any other, and answers 429 past the limit', async () => {
    const c = clock()
    const t = createThrottles(c.now)
    class TestError extends DomainError<'WRONG_PASSWORD' | 'OTHER'> {}
    const app = new Hono<AppEnv>()
      .use(async (ctx, next) => {
        ctx.set('language', 'en')
        await next()
      })
      .post('/:outcome', (ctx) =>
        withPasswordAttempt(
          ctx,
          7,
          async () => {
            const outcome = ctx.req.param('outcome')
            if (outcome !== 'right') throw new TestError(outcome === 'wrong' ? 'WRONG_PASSWORD' : 'OTHER', 'errors.wrongPassword', 400)
            return ctx.json({ success: true })
          },
          t,
        ),
      )
      .onError((err, ctx) => ctx.json({ code: (err as TestError).code }, 400))
    const key = memberAttemptKey(7)
    expect((await app.request('/other', { method: 'POST' })).status).toBe(400)
    expect((await app.request('/right', { method: 'POST' })).status).toBe(200)
    expect(t.loginFailuresPerAccount.peek(key).used).toBe(0)
    for (let i = 0; i < 10; i++) expect(await (await app.request('/wrong', { method: 'POST' })).json()).toEqual({ code: 'WRONG_PASSWORD' })
    const locked = await app.request('/right', { method: 'POST' })
    expect(locked.status).toBe(429)
    expect(locked.headers.get('Retry-After')).toBe('900')
    expect(await locked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: tFor('en')('errors.tooManyAttempts', { minutes: 15 }) })
    expect(gatewayThrottles.loginFailuresPerAccount.peek(key).used).toBe(0) // a set of its own, not the process's
  })
})
