/**
 * Security center calls under /wps/member (issue 8; spec §2 my account, §3 profile fields, §7
 * member info and icon), all with a session (T):
 * - GET  /info/profile           the profile (every spec §3 field, null when unset; `locked` set-once fields)
 * - PUT  /info                   update profile fields (brand rules; real name and birthday set once)
 * - PUT  /info/icon              choose an avatar `{ icon: 'a01' | null }`
 * - GET  /security               level summary, VIP, login history, active sessions, password-code target
 * - POST /security/code          a code to a new mobile or e-mail (BIND) or to the bound one (PASSWORD)
 * - POST /mobile (E), /email (E) bind or change with the code (and the login password to change)
 * - DELETE /sessions             sign out everywhere else; DELETE /sessions/:id one session
 * - GET  /vip                    the VIP level and progress
 * @see docs/decisions/0018
 */
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from './env'
import { fail, ok, rulesBroken, type RuleBreak } from './envelope'
import { requireSession } from './session'
import { jsonBody, jwe } from './validate'
import { ProfileError } from '../platform/member/profile'
import { normalizeMobile } from '../platform/member/countries'
import { ProfileUpdateBodySchema } from '../../shared/profile'
import { AvatarBodySchema, BindEmailBodySchema, BindMobileBodySchema, SecurityCodeBodySchema } from '../../shared/schemas/security'
import { avatarUrl } from '../../shared/avatars'
import { withPasswordAttempt } from './throttle'

/** A ProfileError as the envelope: the refused fields with translated messages (`fields`). */
function profileFailed<E extends AppEnv>(c: Context<E>, err: ProfileError) {
  return rulesBroken(c, (err.details?.errors ?? []) as RuleBreak[], { status: err.status as ContentfulStatusCode, code: err.code, messageKey: err.messageKey })
}

export const securityRoutes = new Hono<AppEnv>()
  .get('/info/profile', requireSession, (c) => ok(c, c.get('platform').profile.profile(c.var.session.memberId)))
  .put('/info', requireSession, jsonBody(ProfileUpdateBodySchema), (c) => {
    try {
      return ok(c, c.get('platform').profile.update(c.var.session.memberId, c.req.valid('json')))
    } catch (err) {
      if (err instanceof ProfileError) return profileFailed(c, err)
      throw err
    }
  })
  .put('/info/icon', requireSession, jsonBody(AvatarBodySchema), (c) => {
    const body = c.req.valid('json')
    c.get('platform').security.setAvatar(c.var.session.memberId, body.icon)
    return ok(c, { icon: avatarUrl(body.icon), isDefault: body.icon === null })
  })
  .get('/security', requireSession, (c) => {
    const { platform, session } = c.var
    const id = session.memberId
    return ok(c, {
      summary: platform.security.summary(id),
      vip: platform.vip.status(id),
      loginHistory: platform.security.loginHistory(id, session.id),
      sessions: platform.security.activeSessions(id, session.id),
      passwordCode: platform.brand.enabledModules().has('CHNGPASSVERIF3') ? platform.security.passwordCodeTarget(id) : null,
    })
  })
  .get('/vip', requireSession, (c) => ok(c, c.get('platform').vip.status(c.var.session.memberId)))
  .post('/security/code', requireSession, jsonBody(SecurityCodeBodySchema), async (c) => {
    const { platform, session, ip, language } = c.var
    const body = c.req.valid('json')
    if (body.purpose === 'PASSWORD') {
      const to = platform.security.passwordCodeTarget(session.memberId)
      if (!to) return fail(c, 400, 'NOTHING_BOUND', 'security.errors.nothingBound')
      const sent = to.channel === 'sms' ? await platform.verification.send('PASSWORD', to.target, ip, language) : await platform.verification.sendEmail('PASSWORD', to.target, ip, language)
      return ok(c, { ...sent, channel: to.channel, target: to.masked })
    }
    if (body.channel === 'email') {
      platform.security.assertEmailNew(session.memberId, body.email)
      return ok(c, { ...(await platform.verification.sendEmail('BIND', body.email, ip, language)), channel: 'email' })
    }
    const mobile = normalizeMobile(body.countryDialingCode, body.mobileNum)
    if (!mobile.ok) return fail(c, 400, 'INVALID_MOBILE', 'errors.invalidMobile')
    platform.security.assertMobileFree(session.memberId, mobile.e164)
    return ok(c, { ...(await platform.verification.send('BIND', mobile.e164, ip, language)), channel: 'sms' })
  })
  .post('/mobile', requireSession, jwe(BindMobileBodySchema), async (c) => {
    const { platform, session } = c.var
    const body = c.req.valid('json')
    const mobile = normalizeMobile(body.countryDialingCode, body.mobileNum)
    if (!mobile.ok) return fail(c, 400, 'INVALID_MOBILE', 'errors.invalidMobile')
    const bind = async () => {
      await platform.security.bindMobile(session.memberId, { e164: mobile.e164, countryDialingCode: body.countryDialingCode, code: body.verificationCode, password: body.password })
      return ok(c, { mobile: mobile.e164 })
    }
    // Issue 14 §2: a login password given to change the bound mobile is an attempt on the member's password count.
    return body.password ? withPasswordAttempt(c, session.memberId, bind) : bind()
  })
  .post('/email', requireSession, jwe(BindEmailBodySchema), async (c) => {
    const { platform, session } = c.var
    const body = c.req.valid('json')
    const bind = async () => {
      await platform.security.bindEmail(session.memberId, { email: body.email, code: body.verificationCode, password: body.password })
      return ok(c, { email: body.email.toLowerCase() })
    }
    // Issue 14 §2: a login password given to change the bound e-mail is an attempt on the member's password count.
    return body.password ? withPasswordAttempt(c, session.memberId, bind) : bind()
  })
  .delete('/sessions', requireSession, (c) => {
    const session = c.var.session
    return ok(c, c.get('platform').security.signOutOthers(session.memberId, session.id))
  })
  .delete('/sessions/:id{[0-9a-f]{16}}', requireSession, (c) => {
    c.get('platform').security.signOutSession(c.var.session.memberId, c.req.param('id'))
    return ok(c, { revoked: 1 })
  })
