import { describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { THROTTLE_RULES, createThrottles, rateLimit, tooManyRequests } from './throttle'
import { tFor } from '../../shared/i18n'

function clock(start = Date.UTC(2026, 0, 1)) {
  const c = { t: start, now: () => c.t }
  return c
}

describe('createThrottles (DESIGN §2, §3; spec §5, §9)', () => {
  it('has the named limiters with the spec rules', () => {
    const t = createThrottles()
    expect(Object.keys(t).sort()).toEqual(['captchaRefresh', 'loginFailuresPerAccount', 'loginFailuresPerIp', 'passwordEmailPerAccount', 'passwordEmailPerIp', 'smsRequestPerIp'])
    expect(t.loginFailuresPerAccount).toMatchObject({ name: 'loginFailuresPerAccount', points: 10, durationSeconds: 900 })
    expect(t.loginFailuresPerIp).toMatchObject({ points: 10, durationSeconds: 900 })
    expect(t.captchaRefresh).toMatchObject({ points: 1, durationSeconds: 1 })
    expect(t.smsRequestPerIp).toMatchObject({ points: 1, durationSeconds: 1 })
    expect(t.passwordEmailPerIp).toMatchObject({ points: 5, durationSeconds: 900 })
    expect(t.passwordEmailPerAccount).toMatchObject({ points: 3, durationSeconds: 900 })
  })

  it('login failures: 10 allowed in 15 minutes, the 11th refused with the seconds left; the window then reopens', () => {
    const c = clock()
    const { loginFailuresPerAccount: l } = createThrottles(c.now)
    for (let i = 1; i <= 10; i++) {
      expect(l.consume('alice')).toEqual({ ok: true })
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
    expect(l.consume('alice')).toEqual({ ok: true })
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

  it('captcha refresh and SMS request: once per second per IP', () => {
    const c = clock()
    const t = createThrottles(c.now)
    for (const l of [t.captchaRefresh, t.smsRequestPerIp]) {
      expect(l.consume('ip')).toEqual({ ok: true })
      c.t += 999
      expect(l.consume('ip')).toEqual({ ok: false, retryAfterSeconds: 1 })
      c.t += 1
      expect(l.consume('ip')).toEqual({ ok: true })
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
      .use(async (ctx, next) => { ctx.set('language', language); ctx.set('ip', '203.0.113.9'); await next() })
      .get('/wait', (ctx) => tooManyRequests(ctx, 299.2))
      .get('/captcha', rateLimit(throttles.captchaRefresh), (ctx) => ctx.json({ success: true, value: 'img' }))
      .get('/by-query', rateLimit(throttles.smsRequestPerIp, (ctx) => ctx.req.query('k') ?? ''), (ctx) => ctx.json({ success: true, value: 1 }))
    return { a, c }
  }

  it('answers 429 with Retry-After and the translated envelope', async () => {
    const res = await app().a.request('/wait')
    expect(res.status).toBe(429)
    expect(res.headers.get('Retry-After')).toBe('300')
    expect(await res.json()).toEqual({ success: false, code: 'TOO_MANY_REQUESTS', message: tFor('en')('errors.tooManyRequests') })
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
