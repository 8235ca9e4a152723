/**
 * /wps/session/*: log in (E; username or SMS code), free-play trial, log out.
 * Failed logins are throttled per account and per IP: each attempt is reserved before the password
 * hash and kept only when it fails, so a burst is limited like a sequence (issue 14 §2, decision
 * 0029): the 11th in a window answers 429 with Retry-After unchecked; once CAPTCHA_AFTER failures
 * (in flight included) precede an attempt it needs a captcha, and a failure past them carries the
 * captcha marker (spec §4). Free play is limited per IP and per brand (issue 14 §5). A login from an IP the member never used needs a code (NEW_IP), by SMS
 * to the bound mobile or else by e-mail to the bound address, or the holder name of a bank account on file, or a code of the authenticator app (decision 0053). A one-time password, an expired one,
 * or a temporary one from forgot-by-email makes `passwordExpired` true (not for sms; decision 0030).
 * @see product-spec §3 login form, §4 Login, §6, §7; DESIGN §3
 */
import { excludedLogin } from './responsible-gaming'
import { firebasePhone } from './phone-token'
import { Hono, type Context } from 'hono'
import type { AppEnv } from './env'
import { fail, ok } from './envelope'
import { clearSessionCookie, setSessionCookie, signSessionToken } from './session'
import { jwe } from './validate'
import { captchaFreeCheck, memberAttemptKey, reserveAttempt, tooManyRequests, type Throttles } from './throttle'
import { LoginBodySchema, FreeplayBodySchema, type LoginBody } from '../../shared/schemas/member'
import { requireGatewayVersion } from './gateway-version'
import type { Platform } from '../platform'
import { normalizeMobile } from '../platform/member/countries'
import { DomainError } from '../platform/errors'
import { isAgent, isTrial } from '../../shared/member'
import type { LoginType } from '../platform/member/sessions'

/** A member's row as the platform returns it on login. */
type MemberRow = Awaited<ReturnType<Platform['members']['authenticate']>>

/** Failures (per account or IP) after which a captcha is required. */
export const CAPTCHA_AFTER = 3

async function issueSession(c: Context<AppEnv>, memberId: number, loginType: LoginType) {
  const { platform } = c.var
  const session = platform.sessions.create(memberId, loginType, c.get('ip'), c.req.header('user-agent') ?? null)
  const token = await signSessionToken(platform, session)
  setSessionCookie(c, token, session)
  return token
}

/**
 * The per-account key of a login's attempts: `member:<id>` when the name (or mobile) is an
 * account's, so the account's name and mobile share one count with its other password checks;
 * else `<type>:<lower-cased name>` (unknown names are limited alike, so the limit does not tell).
 */
export function loginAccountKey(platform: Platform, body: Pick<LoginBody, 'type' | 'username'>): string {
  const known = body.type === 'username' ? platform.members.byLogin(body.username) : undefined
  return known ? memberAttemptKey(known.id) : `${body.type}:${body.username.trim().toLowerCase()}`
}

/**
 * The checks of one login after its attempt was reserved (`attempt.used`: its position among the
 * failures of the IP and the account; `attempt.keep()`: count it as a failure). Answers the envelope.
 */
async function checkLogin(c: Context<AppEnv>, body: LoginBody, throttles: Throttles, accountKey: string, attempt: { needCaptcha: boolean; keep: () => void }) {
  const { platform, ip } = c.var
  if (attempt.needCaptcha && body.type === 'username') {
    if (!body.captcha || !body.captchaId) return fail(c, 400, 'CAPTCHA_REQUIRED', 'errors.captchaRequired', { captcha: true })
    if (!platform.captcha.verify(body.captchaId, body.captcha)) return fail(c, 400, 'INVALID_CAPTCHA', 'errors.captchaInvalid', { captcha: true })
  }
  const failed = (err: unknown) => {
    if (!(err instanceof DomainError)) throw err
    attempt.keep()
    const used = Math.max(throttles.loginFailuresPerIp.peek(ip).used, throttles.loginFailuresPerAccount.peek(accountKey).used)
    return fail(c, err.status, err.code, err.messageKey, used >= CAPTCHA_AFTER ? { captcha: true } : undefined)
  }

  let memberRow: MemberRow | undefined
  try {
    if (body.type === 'sms' && body.firebaseIdToken) {
      // Phone-provider verification (spec §5, decision 0054): the number is the Firebase token's, not the username field.
      const phone = await firebasePhone(c, body.firebaseIdToken)
      if (phone instanceof Response) return phone
      memberRow = platform.members.byMobile(phone.e164)
      if (!memberRow) return fail(c, 404, 'NOT_REGISTERED', 'errors.registerFirst')
    } else if (body.type === 'sms') {
      const mobile = normalizeMobile(body.countryDialingCode ?? '+63', body.username)
      if (!mobile.ok) return fail(c, 400, 'INVALID_MOBILE', 'errors.invalidMobile')
      platform.verification.check('LOGIN', mobile.e164, body.password)
      memberRow = platform.members.byMobile(mobile.e164)
      if (!memberRow) return fail(c, 404, 'NOT_REGISTERED', 'errors.registerFirst')
    } else {
      memberRow = await platform.members.authenticate(body.username, body.password)
    }
  } catch (err) {
    return failed(err)
  }
  // The agent site (spec §6): trial accounts are not members; members who are not agents cannot log in there.
  if (body.site === 'AGENT' && isTrial(memberRow.type)) return fail(c, 403, 'NOT_MEMBER', 'errors.notMember')
  if (body.site === 'AGENT' && !isAgent(memberRow.type)) return fail(c, 403, 'NOT_AGENT', 'errors.notAgent')
  // Responsible gaming (issue 8): no login during a break or self-exclusion; the message says until when.
  const exclusion = platform.responsibleGaming.exclusion(memberRow.id)
  if (exclusion) return excludedLogin(c, exclusion)

  // Extra check for an IP the member never used (spec §4): a code by SMS to the bound mobile (else by
  // e-mail to the bound address), the holder name of a bank account on file, or a code of the
  // authenticator app or a recovery code (decision 0053); a member with none of these is let through.
  // A wrong answer is a failed login attempt (limited per account and per IP).
  const channel = memberRow.mobile ? { method: 'SMS', to: memberRow.mobile } : memberRow.email ? { method: 'EMAIL', to: memberRow.email } : null
  if (body.type === 'username' && platform.members.isUnfamiliarIp(memberRow.id, ip)) {
    const authenticator = platform.authenticator.isEnabled(memberRow.id)
    const bankName = platform.authenticator.hasBankAccount(memberRow.id)
    try {
      if (body.authenticatorCode && authenticator) platform.authenticator.verify(memberRow.id, body.authenticatorCode)
      else if (body.bankAccountName && bankName) platform.authenticator.checkBankName(memberRow.id, body.bankAccountName)
      else if (body.verificationCode && channel) platform.verification.check('NEW_IP', channel.to, body.verificationCode)
      else if (channel || authenticator || bankName) {
        const methods = [...(channel ? [channel.method] : []), ...(authenticator ? ['AUTHENTICATOR'] : []), ...(bankName ? ['BANK_NAME'] : [])]
        if (!channel) return fail(c, 403, 'NEW_IP_VERIFICATION', 'security.authenticator.errors.newIp', { verification: { method: methods[0], target: null, methods } })
        const sent =
          channel.method === 'SMS' ? await platform.verification.send('NEW_IP', channel.to, ip, c.get('language')) : await platform.verification.sendEmail('NEW_IP', channel.to, ip, c.get('language'))
        const target = channel.method === 'SMS' ? maskMobile(channel.to) : maskEmail(channel.to)
        const messageKey = channel.method === 'SMS' ? 'errors.newIpVerification' : 'errors.newIpVerificationEmail'
        return fail(c, 403, 'NEW_IP_VERIFICATION', messageKey, { verification: { method: channel.method, target, expiredMinutes: sent.expiredMinutes, methods } })
      }
    } catch (err) {
      return failed(err)
    }
  }

  const { firstTimeLogin } = platform.members.recordLogin(memberRow.id, ip)
  const token = await issueSession(c, memberRow.id, body.type)
  // A one-time, agent-chosen or forgot-by-email password, or an expired one (PWDEXPFORCECHANGE3), for a
  // username login: the same rule the gateway's password-change guard enforces (decisions 0007, 0030).
  const passwordExpired = platform.passwords.changeRequired(memberRow.id, body.type)
  return ok(c, { token, firstTimeLogin, passwordExpired, user: platform.members.info(memberRow.id) })
}

export function loginRoutes(throttles: Throttles) {
  return new Hono<AppEnv>()
    .post('/login', jwe(LoginBodySchema), async (c) => {
      const { platform, ip } = c.var
      const body = c.req.valid('json')
      // MOBILEVERCODELOGIN3 (spec §3) decides the SMS-code login on the server too, before any attempt is counted (decision 0048).
      if (body.type === 'sms' && !platform.brand.enabledModules().has('MOBILEVERCODELOGIN3')) return fail(c, 403, 'SMS_LOGIN_DISABLED', 'errors.smsLoginDisabled')
      const accountKey = loginAccountKey(platform, body)
      // Issue 14 §2: the attempt is reserved (counted at once) before the ~300 ms hash, so attempts
      // in flight count; past the limit it is refused unchecked. It is kept only when it fails.
      const attempt = await reserveAttempt([
        [throttles.loginFailuresPerIp, ip],
        [throttles.loginFailuresPerAccount, accountKey],
      ])
      if (!attempt.ok) return tooManyRequests(c, attempt.retryAfterSeconds, 'errors.tooManyAttempts')
      let counted = false
      // The captcha (spec §4) follows the failures as a sequence of attempts would see them: an
      // attempt waits for captcha-free checks in flight that could bring it (decision 0029).
      const pairs = [
        [throttles.loginFailuresPerIp, ip],
        [throttles.loginFailuresPerAccount, accountKey],
      ] as const
      const slot = body.type === 'username' ? await captchaFreeCheck(pairs, CAPTCHA_AFTER) : undefined
      try {
        return await checkLogin(c, body, throttles, accountKey, {
          needCaptcha: slot?.needCaptcha ?? false,
          keep: () => {
            counted = true
          },
        })
      } finally {
        // Every answer but a failed check gives back only this attempt (never a reset: others may be in flight).
        if (counted) attempt.keep()
        else attempt.refund()
        if (slot && !slot.needCaptcha) slot.done()
      }
    })
    .post('/login/freeplay', requireGatewayVersion, jwe(FreeplayBodySchema), async (c) => {
      // Spec §7: the gateway-version header and an encrypted (E) body { os, platform: 'W' }, as the other calls (decision 0056).
      const { platform } = c.var
      if (!platform.brand.enabledModules().has('FREEPLAY3')) return fail(c, 403, 'FREEPLAY_DISABLED', 'errors.forbidden')
      // Issue 14 §5: trial accounts per IP and per brand, reserved before the (hashing) creation.
      const slot = await reserveAttempt([
        [throttles.freeplayPerIp, c.get('ip')],
        [throttles.freeplayPerBrand, platform.brand.info().code],
      ])
      if (!slot.ok) return tooManyRequests(c, slot.retryAfterSeconds, 'errors.freeplayTooMany')
      let trial: MemberRow
      try {
        trial = await platform.members.createTrial()
      } catch (err) {
        slot.refund()
        throw err
      }
      slot.keep()
      platform.members.recordLogin(trial.id, c.get('ip'))
      const token = await issueSession(c, trial.id, 'freeplay')
      return ok(c, { token, firstTimeLogin: true, passwordExpired: false, user: platform.members.info(trial.id) })
    })
    .delete('/logout', (c) => {
      const session = c.get('session')
      if (session) c.get('platform').sessions.revoke(session.id)
      clearSessionCookie(c)
      return ok(c, { loggedOut: true })
    })
}

/** +639171234567 → +63917****567 */
export function maskMobile(e164: string): string {
  return e164.length > 8 ? `${e164.slice(0, e164.length - 7)}****${e164.slice(-3)}` : '****'
}

/** alice@example.com → a***e@example.com; a local part of 2 characters or fewer → a***@example.com */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@')
  if (at < 1) return '****'
  const local = address.slice(0, at)
  return `${local[0]}***${local.length > 2 ? local.at(-1) : ''}${address.slice(at)}`
}
