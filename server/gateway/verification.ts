/**
 * Verification codes and captcha: POST /wps/verification/sms/register and /sms/noLogin
 * (value.expiredMinutes), GET /wps/captcha (success + base64 image; refreshed at most once a
 * second per IP), forgot password by phone (E; logs the member in) and by email (a temporary
 * password by e-mail; throttled per IP and per account), and the JWE key set (GET /wps/system/jwks).
 * @see product-spec §3 SMS code request, forgot password; §4 SMS countdown, forgot password; §7, §9
 */
import { excludedLogin } from './responsible-gaming'
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { fail, ok } from './envelope'
import { publishedJwks } from './crypto'
import { jsonBody, jwe } from './validate'
import { setSessionCookie, signSessionToken } from './session'
import { newPasswordRefused } from './register'
import { rateLimit, tooManyRequests, type Throttles } from './throttle'
import { ResetByEmailBodySchema, ResetByPhoneBodySchema, SmsRequestBodySchema } from '../../shared/schemas/member'
import { normalizeMobile } from '../platform/member/countries'

export function verification(throttles: Throttles) {
  return (
    new Hono<AppEnv>()
      .get('/captcha', rateLimit(throttles.captchaRefresh), (c) => {
        const challenge = c.get('platform').captcha.create()
        return c.json({ success: true, value: challenge, image: challenge.image, id: challenge.id })
      })
      .get('/system/jwks', async (c) => ok(c, { keys: await publishedJwks(c.get('platform')) }))
      .post('/verification/sms/register', rateLimit(throttles.smsRequestPerIp), jsonBody(SmsRequestBodySchema), async (c) => {
        const body = c.req.valid('json')
        const mobile = normalizeMobile(body.countryDialingCode, (body.mobileNo ?? body.mobileNum)!)
        if (!mobile.ok) return fail(c, 400, 'INVALID_MOBILE', 'errors.invalidMobile')
        if (c.get('platform').members.byMobile(mobile.e164)) return fail(c, 409, 'MOBILE_EXISTS', 'errors.mobileExists')
        return ok(c, await c.get('platform').verification.send('REGISTER', mobile.e164, c.get('ip'), c.get('language')))
      })
      .post('/verification/sms/noLogin', rateLimit(throttles.smsRequestPerIp), jsonBody(SmsRequestBodySchema), async (c) => {
        const body = c.req.valid('json')
        // No SMS login code is sent while MOBILEVERCODELOGIN3 is off (decision 0048): the login would refuse it.
        if (body.purpose === 'LOGIN' && !c.get('platform').brand.enabledModules().has('MOBILEVERCODELOGIN3')) return fail(c, 403, 'SMS_LOGIN_DISABLED', 'errors.smsLoginDisabled')
        const mobile = normalizeMobile(body.countryDialingCode, (body.mobileNum ?? body.mobileNo)!)
        if (!mobile.ok) return fail(c, 400, 'INVALID_MOBILE', 'errors.invalidMobile')
        // NOTE: a number nobody registered gets the same answer, so the call cannot probe who is a member.
        const platform = c.get('platform')
        if (!platform.members.byMobile(mobile.e164)) return ok(c, { expiredMinutes: platform.settings().smsCodeMinutes })
        return ok(c, await platform.verification.send(body.purpose, mobile.e164, c.get('ip'), c.get('language')))
      })
      .post('/member/password/verification', jwe(ResetByPhoneBodySchema), async (c) => {
        const { platform, ip } = c.var
        const body = c.req.valid('json')
        if (body.confirmNewPassword !== undefined && body.confirmNewPassword !== body.newPassword) return fail(c, 400, 'CONFIRMATION_MISMATCH', 'validation.confirmMismatch')
        const refused = newPasswordRefused(c, body.newPassword)
        if (refused) return refused
        const mobile = normalizeMobile(body.countryDialingCode, body.mobileNum)
        if (!mobile.ok) return fail(c, 400, 'INVALID_MOBILE', 'errors.invalidMobile')
        platform.verification.check('RESET', mobile.e164, body.verificationCode)
        const m = platform.members.byMobile(mobile.e164)
        if (!m) return fail(c, 404, 'NOT_REGISTERED', 'errors.registerFirst')
        await platform.members.setPassword(m.id, body.newPassword)
        platform.sessions.revokeAll(m.id)
        // Responsible gaming (issue 8): the new password is set, but no session during a break or self-exclusion.
        const exclusion = platform.responsibleGaming.exclusion(m.id)
        if (exclusion) return excludedLogin(c, exclusion)
        platform.members.recordLogin(m.id, ip)
        // spec §4: after a phone reset the member is logged in with the new password.
        const session = platform.sessions.create(m.id, 'reset', ip, c.req.header('user-agent') ?? null)
        const token = await signSessionToken(platform, session)
        setSessionCookie(c, token, session)
        return ok(c, { token, firstTimeLogin: false, passwordExpired: false, user: platform.members.info(m.id) })
      })
      // Form POST in the spec; JSON here (CSRF rule). A matching username and bound e-mail get a
      // temporary password by e-mail, which the next login must change (docs/decisions/0007).
      .post('/member/password/email', rateLimit(throttles.passwordEmailPerIp), jsonBody(ResetByEmailBodySchema), async (c) => {
        const platform = c.get('platform')
        const body = c.req.valid('json')
        const byAccount = throttles.passwordEmailPerAccount.consume(body.username.toLowerCase())
        if (!byAccount.ok) return tooManyRequests(c, byAccount.retryAfterSeconds)
        await platform.passwordReset.byEmail(body.username, body.email, c.get('language'))
        return ok(c, { sent: true, messageKey: 'in_been_out' })
      })
  )
}
