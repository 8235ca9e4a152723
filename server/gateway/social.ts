/**
 * Sign-in through a social account (issue 18 "Social and third-party login", decision 0054): the
 * browser routes `/auth/<provider>/start` and `/auth/<provider>/callback` of the authorization code
 * flow, and the JSON calls that finish a first sign-in under /wps/auth/social and list or unlink
 * linked accounts under /wps/member/identities.
 * - start: a fresh PKCE verifier, `state` and `nonce` go into a short-lived (10 min), signed (HS256
 *   with the session key, its own audience), HttpOnly, SameSite=Lax cookie on /auth; the browser is
 *   sent to the provider.
 * - callback (query checked with zod): the cookie is read and cleared at once (one use); a missing or
 *   forged cookie, another provider's, a `state` or `nonce` that does not match, or a code that is
 *   not this flow's is refused (TAMPERED); the provider's own error (access_denied = the person
 *   closed or cancelled its page) is sent back as its §8 code, shown translated by the login dialog
 *   or the security center (`?social_error=<CODE>`).
 * - a known account signs in (a normal session: the same cookie and JWT as a password login); an
 *   unknown one is kept in a signed 15-minute `social_pending` cookie and the register page opens
 *   the dialog that asks what registration still needs (terms and 18+, the brand's required fields)
 *   or links it to an existing account after its password is checked; from the security center
 *   (`mode=link`) it links to the signed-in member.
 * @see product-spec §1 "log in with a social account", §4 Login/Register, §8 phone/social verification
 */
import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { SignJWT, jwtVerify } from 'jose'
import { z } from 'zod'
import type { AppEnv } from './env'
import { fail, ok, rulesBroken } from './envelope'
import { jwe, validate } from './validate'
import { loadSession, requireSession, setSessionCookie, signSessionToken } from './session'
import { memberAttemptKey, reserveAttempt, tooManyRequests, type Throttles } from './throttle'
import { excludedLogin } from './responsible-gaming'
import { registerRules, registrationExtras } from './register'
import type { Platform } from '../platform'
import { DomainError } from '../platform/errors'
import { validateRegistration } from '../platform/member/register-settings'
import { SOCIAL_ERRORS, SOCIAL_PROVIDER_IDS, SocialLoginError, socialErrorOf, type SocialErrorCode, type SocialProfile, type SocialProviderId } from '../platform/member/identity-providers'
import { signingKey, verifyingKey } from './keyring'
import { SocialLinkBodySchema, SocialRegisterBodySchema } from '../../shared/schemas/social'

/** The flow cookie (start → callback), on /auth only. */
export const FLOW_COOKIE = 'social_flow'
/** The provider account waiting for its first sign-in to finish (register or link), on /. */
export const PENDING_COOKIE = 'social_pending'
/** The query flag that carries a §8 code back to the login dialog or the security center. */
export const SOCIAL_ERROR_FLAG = 'social_error'
const FLOW_MS = 10 * 60_000
const PENDING_MS = 15 * 60_000
const ALG = 'HS256'

const FlowSchema = z.object({
  p: z.enum(SOCIAL_PROVIDER_IDS),
  s: z.string().min(16).max(200),
  n: z.string().min(16).max(200).nullable(),
  v: z.string().min(43).max(128),
  r: z.url(),
  m: z.enum(['login', 'link']),
  u: z.number().int().positive().optional(),
})
type Flow = z.infer<typeof FlowSchema>

const PendingSchema = z.object({
  p: z.enum(SOCIAL_PROVIDER_IDS),
  sub: z.string().min(1).max(255),
  email: z.string().max(320).nullable(),
  name: z.string().max(200).nullable(),
})
/** The account a first sign-in brought back, as the page and the finishing calls read it. */
export type PendingIdentity = z.infer<typeof PendingSchema>

/** Each cookie's own audience, so neither is ever taken for a session token (whose audience is the brand) or for the other. */
const audience = (platform: Platform, kind: 'flow' | 'pending') => `${platform.brandCode}:social-${kind}`

async function seal(platform: Platform, kind: 'flow' | 'pending', claims: Record<string, unknown>, ttlMs: number): Promise<string> {
  const { kid, key } = signingKey(platform)
  const now = platform.now()
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALG, kid })
    .setAudience(audience(platform, kind))
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor((now + ttlMs) / 1000))
    .sign(key)
}

async function unseal<T>(platform: Platform, kind: 'flow' | 'pending', token: string | undefined, schema: z.ZodType<T>): Promise<T | null> {
  if (!token || token.length > 4096) return null
  try {
    const { payload } = await jwtVerify(token, verifyingKey(platform), {
      algorithms: [ALG],
      audience: audience(platform, kind),
      currentDate: new Date(platform.now()),
      requiredClaims: ['exp', 'iat'],
    })
    const parsed = schema.safeParse(payload)
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The provider account of this browser's unfinished first sign-in, or null (none, expired, forged). */
export function pendingIdentity(platform: Platform, cookieHeader: string | undefined): Promise<PendingIdentity | null> {
  const value = cookieHeader
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${PENDING_COOKIE}=`))
    ?.slice(PENDING_COOKIE.length + 1)
  return unseal(platform, 'pending', value, PendingSchema)
}

const cookieOptions = (c: Context<AppEnv>, path: string, ms: number) => ({ httpOnly: true, sameSite: 'Lax' as const, secure: c.get('https') === true, path, maxAge: Math.floor(ms / 1000) })

/** Where the provider sends the browser back: PUBLIC_BASE_URL (behind a proxy) or this request's origin. */
function redirectUri(c: Context<AppEnv>, provider: SocialProviderId): string {
  const base = c.get('platform').identities.publicBaseUrl ?? new URL(c.req.url).origin
  return new URL(`/auth/${provider}/callback`, base).href
}

const SECURITY_CENTER = '/member?tab=securityCenter'

/** Codes the redirects carry besides the §8 ones: a linked member that may not log in, a link refused. */
const OTHER_ERRORS: Record<string, string> = {
  ACCOUNT_DISABLED: 'errors.accountDisabled',
  EXCLUDED: 'social.errors.excluded',
  IDENTITY_TAKEN: 'social.errors.identityTaken',
  PROVIDER_ALREADY_LINKED: 'social.errors.providerAlreadyLinked',
}

/** The i18n key of a `social_error` code the page shows (an unknown code: 'Unknown error'). */
export function socialErrorMessageKey(code: string): string {
  return (SOCIAL_ERRORS as Record<string, { messageKey: string } | undefined>)[code]?.messageKey ?? OTHER_ERRORS[code] ?? SOCIAL_ERRORS.UNKNOWN.messageKey
}

/** Back to the login dialog (or the security center for a link) with the §8 code. */
function failedRedirect(c: Context<AppEnv>, code: SocialErrorCode | keyof typeof OTHER_ERRORS, mode: 'login' | 'link' = 'login') {
  c.header('Cache-Control', 'no-store')
  return c.redirect(mode === 'link' ? `${SECURITY_CENTER}&${SOCIAL_ERROR_FLAG}=${code}` : `/login?${SOCIAL_ERROR_FLAG}=${code}`, 303)
}

/** Opens a session for a member that signed in through a provider (the same cookie and JWT as a password login). */
async function signIn(c: Context<AppEnv>, memberId: number) {
  const { platform, ip } = c.var
  const { firstTimeLogin } = platform.members.recordLogin(memberId, ip)
  const session = platform.sessions.create(memberId, 'social', ip, c.req.header('user-agent') ?? null)
  const token = await signSessionToken(platform, session)
  setSessionCookie(c, token, session)
  return { token, firstTimeLogin }
}

const ProviderParam = z.object({ provider: z.enum(SOCIAL_PROVIDER_IDS) })

/** The callback's query: the code and state of a success, or the provider's error (RFC 6749 §4.1.2). Providers add their own parameters (iss, scope, authuser, prompt…). */
const CallbackQuery = z
  .object({
    code: z.string().min(1).max(2048).optional(),
    state: z.string().min(1).max(512).optional(),
    error: z.string().min(1).max(128).optional(),
    error_reason: z.string().max(128).optional(),
    error_description: z.string().max(1024).optional(),
  })
  .loose()
  .refine((q) => q.error || (q.code && q.state), { message: 'validation.schema.object' })

/** A refused first sign-in: the member is not let in (account disabled, agent site…) → the login dialog with the text. */
const refusedMember = (c: Context<AppEnv>, memberId: number) => {
  const m = c.var.platform.members.byId(memberId)
  return m?.status !== 'ACTIVE'
}

/** The browser routes /auth/<provider>/start and /auth/<provider>/callback. */
export const socialAuth = new Hono<AppEnv>()
  .use('/auth/*', loadSession)
  .get('/auth/:provider/start', validate('param', ProviderParam), validate('query', z.object({ mode: z.enum(['login', 'link']).default('login') })), async (c) => {
    const { platform } = c.var
    const { provider: id } = c.req.valid('param')
    const { mode } = c.req.valid('query')
    const provider = platform.identities.provider(id)
    if (!provider) return failedRedirect(c, 'OPERATION_NOT_ALLOWED', mode)
    const session = c.get('session')
    if (mode === 'link' && !session) return c.redirect('/login', 303)
    let start: Awaited<ReturnType<typeof provider.start>>
    const uri = redirectUri(c, id)
    try {
      start = await provider.start(uri)
    } catch (err) {
      if (err instanceof SocialLoginError) return failedRedirect(c, err.code, mode)
      throw err
    }
    const flow: Flow = { p: id, s: start.state, n: start.nonce, v: start.codeVerifier, r: uri, m: mode, ...(mode === 'link' ? { u: session!.memberId } : {}) }
    setCookie(c, FLOW_COOKIE, await seal(platform, 'flow', flow, FLOW_MS), cookieOptions(c, '/auth', FLOW_MS))
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    return c.redirect(start.url, 302)
  })
  .get('/auth/:provider/callback', validate('param', ProviderParam), async (c) => {
    const { platform } = c.var
    const { provider: id } = c.req.valid('param')
    // One use: the flow cookie is cleared whatever happens next.
    const flow = await unseal(platform, 'flow', getCookie(c, FLOW_COOKIE), FlowSchema)
    deleteCookie(c, FLOW_COOKIE, { path: '/auth', secure: c.get('https') === true })
    c.header('Referrer-Policy', 'no-referrer')
    const query = CallbackQuery.safeParse(c.req.query())
    if (!query.success) return failedRedirect(c, 'TAMPERED', flow?.m)
    // The provider's own error (the person closed or cancelled its page…): its §8 text.
    if (query.data.error) return failedRedirect(c, socialErrorOf(query.data.error_reason === 'user_denied' ? 'user_denied' : query.data.error), flow?.m)
    const provider = platform.identities.provider(id)
    if (!flow || flow.p !== id || !provider) return failedRedirect(c, 'TAMPERED', flow?.m)
    // The callback URL as the provider built it (redirect_uri's origin), with the query as received.
    const callbackUrl = new URL(flow.r)
    callbackUrl.search = new URL(c.req.url).search
    let profile: SocialProfile
    try {
      profile = await provider.finish(callbackUrl, { redirectUri: flow.r, state: flow.s, nonce: flow.n, codeVerifier: flow.v })
    } catch (err) {
      if (err instanceof SocialLoginError) return failedRedirect(c, err.code, flow.m)
      throw err
    }
    c.header('Cache-Control', 'no-store')
    if (flow.m === 'link') {
      const session = c.get('session')
      if (!session || session.memberId !== flow.u) return failedRedirect(c, 'TAMPERED', 'link')
      try {
        platform.identities.link(session.memberId, id, profile)
      } catch (err) {
        if (err instanceof DomainError) return failedRedirect(c, err.code, 'link')
        throw err
      }
      return c.redirect(`${SECURITY_CENTER}&linked=${id}`, 303)
    }
    const memberId = platform.identities.memberOf(id, profile.subject)
    if (memberId !== undefined) {
      if (refusedMember(c, memberId)) return failedRedirect(c, 'ACCOUNT_DISABLED')
      if (platform.responsibleGaming.exclusion(memberId)) return failedRedirect(c, 'EXCLUDED')
      await signIn(c, memberId)
      return c.redirect('/', 303)
    }
    // First sign-in: keep the account for the dialog that finishes it (register or link).
    setCookie(c, PENDING_COOKIE, await seal(platform, 'pending', { p: id, sub: profile.subject, email: profile.email, name: profile.name }, PENDING_MS), cookieOptions(c, '/', PENDING_MS))
    return c.redirect('/register?social=1', 303)
  })

/** The social account's sign-up as the register call builds a member: the brand's rules, the upline of an invitation code. */
async function socialSignUp(c: Context<AppEnv>, pending: PendingIdentity, body: z.infer<typeof SocialRegisterBodySchema>) {
  const { platform } = c.var
  const rules = registerRules(c)
  // NOTE: the provider's account stands for the password, the captcha and the SMS code of a form
  // registration (decision 0054); every other field rule of the brand applies as on the username tab.
  const off = { enabled: false, required: false }
  const socialRules = {
    ...rules,
    password: { ...rules.password, ...off },
    confirmPassword: { ...rules.confirmPassword, ...off },
    captcha: { ...rules.captcha, ...off },
    verificationCode: { ...rules.verificationCode, ...off },
    paymentPassword: { ...rules.paymentPassword, ...off },
  }
  const { terms: _terms, ...fields } = body
  const checked = validateRegistration(socialRules, fields, 'username')
  if (!checked.ok) return rulesBroken(c, checked.errors)
  const extras = registrationExtras(c, socialRules, fields)
  if (extras instanceof Response) return extras
  const member = await platform.identities.signUp(
    {
      account: body.username,
      nickname: pending.name?.slice(0, 40) || undefined,
      ...extras.member,
      email: body.email || pending.email,
    },
    pending.p,
    { subject: pending.sub, email: pending.email, name: pending.name },
  )
  deleteCookie(c, PENDING_COOKIE, { path: '/', secure: c.get('https') === true })
  const { token } = await signIn(c, member.id)
  return ok(c, { token, firstTimeLogin: true, passwordExpired: false, user: platform.members.info(member.id) })
}

/**
 * JSON calls (mounted on /wps): GET /auth/social/pending says which account waits (never in a page:
 * pages are cached for visitors), POST /auth/social/register and /auth/social/link finish a first
 * sign-in kept in the pending cookie; GET /member/identities lists the member's linked accounts and
 * the configured providers; DELETE /member/identities/:provider unlinks one (never the last way in).
 */
export function socialRoutes(throttles: Throttles) {
  const pendingOf = (c: Context<AppEnv>) => unseal(c.var.platform, 'pending', getCookie(c, PENDING_COOKIE), PendingSchema)
  return new Hono<AppEnv>()
    .post('/auth/social/register', validate('json', SocialRegisterBodySchema), async (c) => {
      const pending = await pendingOf(c)
      if (!pending) return fail(c, 401, 'SOCIAL_EXPIRED', 'social.errors.expired')
      return socialSignUp(c, pending, c.req.valid('json'))
    })
    .get('/auth/social/pending', async (c) => {
      const pending = await pendingOf(c)
      if (!pending) return fail(c, 401, 'SOCIAL_EXPIRED', 'social.errors.expired')
      c.header('Cache-Control', 'no-store')
      const providerName = c.var.platform.identities.provider(pending.p)?.name ?? pending.p
      return ok(c, { provider: pending.p, providerName, who: pending.email ?? pending.name ?? providerName })
    })
    .post('/auth/social/link', jwe(SocialLinkBodySchema), async (c) => {
      const { platform, ip } = c.var
      const pending = await pendingOf(c)
      if (!pending) return fail(c, 401, 'SOCIAL_EXPIRED', 'social.errors.expired')
      const body = c.req.valid('json')
      const known = platform.members.byLogin(body.username)
      const accountKey = known ? memberAttemptKey(known.id) : `username:${body.username.trim().toLowerCase()}`
      // The password check counts with the login's failures (per IP and account, decision 0029).
      const attempt = await reserveAttempt([
        [throttles.loginFailuresPerIp, ip],
        [throttles.loginFailuresPerAccount, accountKey],
      ])
      if (!attempt.ok) return tooManyRequests(c, attempt.retryAfterSeconds, 'errors.tooManyAttempts')
      let member: Awaited<ReturnType<Platform['members']['authenticate']>>
      try {
        member = await platform.members.authenticate(body.username, body.password)
      } catch (err) {
        if (err instanceof DomainError && err.code === 'LOGIN_FAILED') attempt.keep()
        else attempt.refund()
        throw err
      }
      attempt.refund()
      const exclusion = platform.responsibleGaming.exclusion(member.id)
      if (exclusion) return excludedLogin(c, exclusion)
      platform.identities.link(member.id, pending.p, { subject: pending.sub, email: pending.email, name: pending.name })
      deleteCookie(c, PENDING_COOKIE, { path: '/', secure: c.get('https') === true })
      const { token, firstTimeLogin } = await signIn(c, member.id)
      return ok(c, { token, firstTimeLogin, passwordExpired: false, user: platform.members.info(member.id) })
    })
    .get('/member/identities', requireSession, (c) => {
      const { platform, session } = c.var
      return ok(c, { linked: platform.identities.list(session.memberId), providers: platform.identities.providers(), hasPassword: platform.members.hasPassword(session.memberId) })
    })
    .delete('/member/identities/:provider', requireSession, validate('param', ProviderParam), (c) => {
      const { platform, session } = c.var
      platform.identities.unlink(session.memberId, c.req.valid('param').provider)
      return ok(c, { linked: platform.identities.list(session.memberId) })
    })
}
