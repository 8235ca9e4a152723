/**
 * Property (issue 14 §4, decision 0031): no request a client can send makes the server answer
 * ≥ 500, leak a stack trace, or hang.
 *
 * Every route of the real app (`app.routes` of `createApp`: the gateway's /wps, /lgw and /lotto
 * calls, the vendors' seamless wallet and servers, images, health) — plus unknown paths under the
 * same prefixes — is driven through `app.request` with generated methods, path parameters (broken
 * percent-encodings, dots, unicode), query strings, headers (Origin, Referer, Content-Type,
 * Authorization, Cookie, Accept-Language, X-Forwarded-*, Idempotency-Key, X-Signature), signed in
 * (a member's or an agent's fresh session) and anonymous, and bodies (JSON of random shapes and of
 * the gateway's own field names, malformed, truncated, empty, 1 MB, binary, form and multipart).
 * Each answer must be < 500, carry no stack text, and arrive within 5 s. The page routes need the
 * Flight renderer, which vitest cannot load: their route matcher is fuzzed here instead, and the
 * pages themselves by the browser tests.
 *
 * Run time: at most FUZZ_MS (default 60 s) or FUZZ_RUNS requests (default 20,000), whichever ends
 * first (about 12,000 requests a minute on one core); fast-check's seed is printed on a failure.
 */
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../fixtures/app'
import { SESSION_COOKIE, signSessionToken } from '../../server/gateway/session'
import { resolveRoute } from '../../server/pages/routes'

const FUZZ_MS = Number(process.env.FUZZ_MS ?? 60_000)
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 20_000)
const ANSWER_MS = 5_000
const STACK = /\n\s+at |\bat [^\s]+ \(.*:\d+:\d+\)|node_modules\/|\/work\/|\.tsx?:\d+:\d+/

const t = createTestApp()
afterAll(() => t.cleanup())

let errors: string[] = []
beforeAll(() => {
  // Client mistakes log one line each (console.warn): thousands here, so kept quiet; unexpected
  // errors (console.error) are collected and must not happen.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
  vi.spyOn(console, 'log').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '))
  })
})
afterEach(() => {
  errors = []
})

const member = await t.platform.members.register({ account: 'fuzzmember', password: 'Passw0rd!' })
const agent = await t.platform.members.register({ account: 'fuzzagent', password: 'Passw0rd!', type: 1 })
/** A fresh session's token: a fuzzed logout or password change may revoke any earlier one. */
const tokenOf = (memberId: number) => signSessionToken(t.platform, t.platform.sessions.create(memberId, 'username', '203.0.113.7', 'fuzz'))

// ───────────────────────────── routes ─────────────────────────────

const routes = [...new Map(t.app.routes.filter((r) => r.method !== 'ALL' && !r.path.endsWith('*')).map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }])).values()]
const PREFIXES = ['/wps/', '/wps/relay/', '/lgw/', '/lotto/lgw/', '/vendors/sandbox/', '/vendors/inhouse/', '/vendors/lottery/', '/wallet-api/v1/PG/', '/img/', '/']

// ───────────────────────────── arbitraries ─────────────────────────────

/** Printable text without the characters a header or URL cannot carry at all. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the fuzzer strips control characters on purpose
const text = (maxLength = 40) => fc.string({ unit: 'binary-ascii', maxLength }).map((s) => s.replace(/[\0-\x1f\x7f]/g, ''))
const nasty = fc.constantFrom('%', '%ZZ', '%E0%A4%A', '%C0%AF', '..', '%2e%2e', '%00', '🎰', 'ü', '\u202e', "'", '"', '<x>', '{', '[]', ' ', '+', '-1', '0', '1e400', 'NaN', 'null', 'a'.repeat(300))
const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('1', '42', 'PG', 'BGS', 'JL', 'bet', 'win', 'balance', 'rollback', 'abc', '0123456789abcdef', 'avatar1.svg', 'game.svg', 'default-color.svg', '1.svg') },
  { weight: 2, arbitrary: nasty },
  { weight: 2, arbitrary: text(20).map((s) => encodeURIComponent(s)) },
)

/** A route's path with its params (`:name` or `:name{regex}`) filled. */
function fill(path: string) {
  const params = path.match(/:[A-Za-z]+(\{[^}]*\})?/g) ?? []
  return fc.tuple(...params.map(() => segment)).map((values) => {
    let i = 0
    return path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => values[i++])
  })
}

const pathArb = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...routes).chain((r) => fill(r.path).map((path) => ({ path, method: r.method }))) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...PREFIXES), fc.array(segment, { maxLength: 3 })).map(([p, s]) => ({ path: p + s.join('/'), method: 'GET' })) },
)

const FIELDS = [
  'amount',
  'points',
  'quantity',
  'rewardId',
  'missionId',
  'promotionId',
  'methodCode',
  'from',
  'to',
  'account',
  'password',
  'confirmPassword',
  'paymentPassword',
  'oldPassword',
  'newPassword',
  'nodeId',
  'vendor',
  'gameType',
  'gameCode',
  'token',
  'jwe',
  'id',
  'type',
  'content',
  'text',
  'captcha',
  'mobile',
  'email',
  'code',
  'limits',
  'minutes',
  'kind',
  'days',
  'months',
  'confirm',
  'tiers',
  'rate',
  'validBet',
  'loss',
  'activeMembers',
  'action',
  'contractId',
  'lines',
  'pick',
  'numero',
  'bets',
  'bet',
  'user',
  'txId',
  'betTxId',
  'roundId',
  'currency',
  'bankAccountId',
  'bankName',
  'accountNumber',
  'payeeName',
  'nickname',
  'avatar',
  'status',
  'remark',
  'clientSeed',
  'mines',
  'tile',
  'language',
  'os',
  'platform',
  'username',
  'sender',
]
const scalar = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  text(30),
  nasty,
  fc.constantFrom('100', '100.', '0x64', '1e2', '-5', '12.345', 'MAIN', 'PG', 'GCASH', '123456', 'Passw0rd!', '2024-01-01', 'DIVIDEND', 'TIME_OUT'),
)
const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.array(tie('v'), { maxLength: 4 }), fc.dictionary(fc.constantFrom(...FIELDS), tie('v'), { maxKeys: 4 })),
})).v
const shaped = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 })

const HUGE = `{"text":"${'x'.repeat(1024 * 1024)}"}`
const bodyArb: fc.Arbitrary<string | FormData | Uint8Array | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 4, arbitrary: shaped.map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
  {
    weight: 2,
    arbitrary: shaped.chain((o) => {
      const s = JSON.stringify(o)
      return fc.nat(s.length).map((n) => s.slice(0, n))
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '{', '}', '[', '"', 'null', '{"a":}', '{"amount":1,,}', '\u0000', '\ufeff{}', 'undefined', '{"__proto__":{"x":1}}') },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), text(20), { maxKeys: 3 }).map((o) => {
      const f = new FormData()
      for (const [k, v] of Object.entries(o)) f.append(k, v)
      return f
    }),
  },
  { weight: 1, arbitrary: fc.constant(HUGE) },
)

const headerArb = fc.record({
  origin: fc.option(
    fc.oneof(
      { weight: 3, arbitrary: fc.constant('http://localhost') },
      fc.constantFrom('https://evil.example', 'null', 'http://[::1', 'not a url', '://', 'file:///x', 'http://localhost:99999'),
      text(30),
    ),
    { freq: 2, nil: undefined },
  ),
  referer: fc.option(fc.oneof(fc.constantFrom('http://localhost/home', 'http://[bad', '%%%', 'http://exa mple.com/'), text(30)), { freq: 2, nil: undefined }),
  'content-type': fc.option(
    fc.oneof(
      { weight: 4, arbitrary: fc.constant('application/json') },
      fc.constantFrom(
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/vnd.api+json',
        'application/xml',
        '*/*',
        ';;;',
      ),
      text(20),
    ),
    { nil: undefined },
  ),
  identity: fc.constantFrom('anonymous', 'member', 'agent', 'garbage-bearer', 'garbage-cookie', 'member-cookie'),
  'accept-language': fc.option(fc.oneof(fc.constantFrom('en', 'ty', 'zz', 'en-US,en;q=0.9', '*'), text(20)), { nil: undefined }),
  cookieLang: fc.option(fc.oneof(fc.constantFrom('en', 'ty', 'xx'), text(10)), { nil: undefined }),
  'x-forwarded-for': fc.option(fc.oneof(fc.constantFrom('203.0.113.5', '::1', 'garbage', '1.1.1.1, 2.2.2.2'), text(20)), { nil: undefined }),
  'x-forwarded-proto': fc.option(fc.constantFrom('https', 'http', 'gopher'), { nil: undefined }),
  'idempotency-key': fc.option(fc.oneof(fc.constant('fuzz-key-12345678'), text(70)), { nil: undefined }),
  'x-signature': fc.option(fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }), text(20)), { nil: undefined }),
  accept: fc.option(fc.constantFrom('text/x-component', 'text/html', 'application/json', 'image/svg+xml'), { nil: undefined }),
})

const queryArb = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'pageNo',
          'pageSize',
          'language',
          'id',
          'nodeId',
          'vassalage',
          'gameType',
          'from',
          'to',
          'kind',
          'status',
          'token',
          'gameCode',
          'period',
          'account',
          'date',
          'type',
          'size',
          'numero',
          'lottoGameCode',
          'limitNum',
          'platform',
        ),
        text(10).map(encodeURIComponent),
      ),
      fc.oneof(
        segment,
        scalar.map((s) => encodeURIComponent(String(s))),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'))

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']
const requestArb = fc.record({
  target: pathArb,
  otherMethod: fc.option(fc.constantFrom(...METHODS), { freq: 5, nil: undefined }),
  query: fc.option(queryArb, { nil: undefined }),
  headers: headerArb,
  body: bodyArb,
})
type Generated = fc.Arbitrary<unknown> extends never ? never : typeof requestArb extends fc.Arbitrary<infer T> ? T : never

async function send(g: Generated) {
  const method = g.otherMethod ?? g.target.method
  const url = `http://localhost${g.target.path}${g.query ? `?${g.query}` : ''}`
  const { identity, cookieLang, ...named } = g.headers
  const headers = new Headers()
  for (const [k, v] of Object.entries(named)) if (v !== undefined) headers.set(k, v)
  const cookies: string[] = cookieLang ? [`lang=${cookieLang}`] : []
  if (identity === 'member' || identity === 'agent') headers.set('authorization', `Bearer ${await tokenOf(identity === 'member' ? member.id : agent.id)}`)
  if (identity === 'member-cookie') cookies.push(`${SESSION_COOKIE}=${await tokenOf(member.id)}`)
  if (identity === 'garbage-bearer') headers.set('authorization', 'Bearer eyJhbGciOiJub25lIn0.e30.')
  if (identity === 'garbage-cookie') cookies.push(`${SESSION_COOKIE}=%%garbage`)
  if (cookies.length) headers.set('cookie', cookies.join('; '))
  const hasBody = g.body !== undefined && method !== 'GET' && method !== 'HEAD'
  // FormData sets its own multipart type and boundary.
  if (hasBody && g.body instanceof FormData) headers.delete('content-type')
  const label = `${method} ${url} ${identity}`
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_MS} ms: ${label}`)), ANSWER_MS)
  })
  try {
    const res = await Promise.race([t.app.request(url, { method, headers, body: hasBody ? (g.body as BodyInit) : undefined }), timeout])
    const type = res.headers.get('content-type') ?? ''
    // Live events stream forever: only the status counts.
    let body = ''
    if (type.startsWith('text/event-stream')) await res.body?.cancel()
    else body = await Promise.race([res.text(), timeout])
    return { status: res.status, body, label }
  } finally {
    clearTimeout(timer)
  }
}

describe('the gateway never answers 500 to what a client sends', () => {
  it(
    `every route (${routes.length}), generated methods, params, query strings, headers and bodies: < 500, no stack, within 5 s`,
    async () => {
      expect(routes.length).toBeGreaterThan(140)
      const started = Date.now()
      let runs = 0
      const statuses = new Map<number, number>()
      await fc.assert(
        fc.asyncProperty(requestArb, async (g) => {
          runs++
          const { status, body, label } = await send(g)
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
          expect(status, `${label} → ${body.slice(0, 300)}`).toBeLessThan(500)
          expect(body, label).not.toMatch(STACK)
          expect(errors, label).toEqual([])
        }),
        { numRuns: FUZZ_RUNS, interruptAfterTimeLimit: FUZZ_MS, markInterruptAsFailure: false },
      )
      const seen = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')
      process.stdout.write(`gateway fuzz: ${runs} requests in ${Date.now() - started} ms; statuses ${seen}\n`)
      expect(runs).toBeGreaterThan(200)
    },
    FUZZ_MS + 60_000,
  )

  it('the page route matcher takes any path without throwing', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.option(fc.record({ type: fc.constantFrom(0, 1, 4), isAgent: fc.boolean(), isTrial: fc.boolean() }), { nil: null }), (segments, viewer) => {
        resolveRoute(`/${segments.join('/')}`, viewer)
      }),
      { numRuns: 2_000 },
    )
  })
})
