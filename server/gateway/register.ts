/**
 * Registration and its settings: PUT /wps/member/register and /register/mobile (E),
 * GET /wps/system/setting/register, GET /wps/agent/affiliate, country dialing codes.
 * Every field is checked on the server with the brand's rules (the same the form shows), so a
 * crafted request cannot skip them; a successful registration logs the member in (spec §4). The
 * upline is the agent of the invitation code, else the member the recommenderId names (when the
 * brand enables that field); an unknown one of either is 'Invalid invitation code' (spec §8).
 * @see product-spec §3 registration user, registration validation; §4 Register; §5; §7
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppEnv } from './env'
import { fail, ok, rulesBroken } from './envelope'
import { jwe, validate } from './validate'
import { setSessionCookie, signSessionToken } from './session'
import { RegisterBodySchema, type RegisterBody } from '../../shared/schemas/member'
import { registerSettingsView, resolveRegisterFields, validateRegistration, type RegisterFieldRules, type RegisterTab } from '../platform/member/register-settings'
import { countryDialingCodes, normalizeMobile } from '../platform/member/countries'
import { checkField } from '../../shared/validation/patterns'
import { firebasePhone } from './phone-token'

/** The brand's field rules with the whitelabel flags applied (REGMOBVERF3 makes the SMS code required). */
export function registerRules(c: Context<AppEnv>): RegisterFieldRules {
  const { platform } = c.var
  const rules = resolveRegisterFields(platform.settings().registerFields)
  if (platform.brand.enabledModules().has('REGMOBVERF3')) rules.verificationCode = { ...rules.verificationCode, enabled: true, required: true }
  return rules
}

/**
 * The brand's password rule (the register form's) checked on a new password, for the password
 * change and the reset by phone: null when it passes, else the answer naming `newPassword`
 * ({@link rulesBroken}: 400 VALIDATION, the rule's message translated and its key as `rule`).
 */
export function newPasswordRefused<E extends AppEnv>(c: Context<E>, password: string): Response | null {
  const check = checkField(resolveRegisterFields(c.get('platform').settings().registerFields).password, password)
  return check.ok ? null : rulesBroken(c, [{ field: 'newPassword', messageKey: check.messageKey, params: check.params }])
}

/** 403 REGISTER_DISABLED unless the brand offers the tab (USERNAMEREG3; MOBILENUMREG3 and MOBILENUMPASSREG3); checked before the body is decrypted. */
function requireTab(tab: RegisterTab): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (
      !c
        .get('platform')
        .brand.enabledModules()
        .has(tab === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3')
    )
      return fail(c, 403, 'REGISTER_DISABLED', 'errors.forbidden')
    // The mobile tab registers a mobile number with a password: MOBILENUMPASSREG3 (spec §3) must be on too (decision 0048).
    if (tab === 'mobile' && !c.get('platform').brand.enabledModules().has('MOBILENUMPASSREG3')) return fail(c, 403, 'REGISTER_DISABLED', 'errors.mobilePasswordRegisterDisabled')
    await next()
  }
}

/**
 * What a registration's fields give beyond the field rules, for the form and the social sign-up
 * alike (decision 0054), as the new member's fields: the mobile in E.164, the invitation code (an agent's affiliate code or a
 * member's referral code, spec §8 'Invalid invitation code' when unknown), the recommender (spec §3
 * recommenderId: only where the brand enables the field; it must name an existing member) and the
 * contact handles; or the refusal to send.
 */
export function registrationExtras(c: Context<AppEnv>, rules: RegisterFieldRules, body: RegisterBody) {
  let mobile: string | null = null
  if (body.mobileNum) {
    const n = normalizeMobile(body.countryDialingCode ?? '+63', body.mobileNum)
    if (!n.ok) return fail(c, 400, 'INVALID_MOBILE', 'errors.invalidMobile', { fields: [{ field: 'mobileNum', message: 'errors.invalidMobile' }] })
    mobile = n.e164
  }
  const affiliateCode = body.affiliateCode || body.referralCode || null
  if (affiliateCode && !c.var.platform.members.inviterByCode(affiliateCode)) return fail(c, 400, 'AFFILIATE_INVALID', 'errors.invalidInvitationCode')
  const recommenderId = rules.recommenderId.enabled ? body.recommenderId?.trim() || null : null
  if (recommenderId && !c.var.platform.members.recommender(recommenderId)) {
    return rulesBroken(c, [{ field: 'recommenderId', messageKey: 'errors.invalidInvitationCode' }], { status: 400, code: 'RECOMMENDER_INVALID', messageKey: 'errors.invalidInvitationCode' })
  }
  const contacts = Object.fromEntries((['qqNum', 'line', 'whatsapp', 'facebook', 'wechat'] as const).flatMap((k) => (body[k] ? [[k === 'qqNum' ? 'qq' : k, body[k]!]] : [])))
  /** The new member's fields from the form (`members.register` input, without account and password). */
  const member = {
    mobile,
    countryDialingCode: mobile ? (body.countryDialingCode ?? '+63') : null,
    email: body.email || null,
    payeeName: body.payeeName || null,
    idNumber: body.idNumber || null,
    contacts,
    affiliateCode,
    recommenderId,
    registerUrl: body.registerUrl ?? null,
  }
  return { mobile, member }
}

async function register(c: Context<AppEnv>, tab: RegisterTab, sent: RegisterBody) {
  const { platform, ip } = c.var
  const rules = registerRules(c)
  // Phone-provider verification (spec §5, decision 0054): a Firebase ID token proves the number, which is the token's (never the client's field), and stands for the SMS code.
  const phone = sent.firebaseIdToken ? await firebasePhone(c, sent.firebaseIdToken) : null
  if (phone instanceof Response) return phone
  const body: RegisterBody = phone ? { ...sent, mobileNum: phone.mobileNum, countryDialingCode: phone.countryDialingCode, verificationCode: undefined } : sent
  // The username tab does not ask for an SMS code; the mobile tab does when verification is on (not after a phone provider's).
  const tabRules = tab === 'username' || phone ? { ...rules, verificationCode: { ...rules.verificationCode, enabled: false } } : rules
  const checked = validateRegistration(tabRules, body as Record<string, string | undefined>, tab)
  if (!checked.ok) {
    return rulesBroken(c, checked.errors)
  }
  if (tabRules.captcha.enabled && body.captcha) {
    if (!body.captchaId || !platform.captcha.verify(body.captchaId, body.captcha)) return fail(c, 400, 'INVALID_CAPTCHA', 'errors.captchaInvalid', { captcha: true })
  }
  // Checked before spending the SMS code on a registration that would fail.
  const extras = registrationExtras(c, tabRules, body)
  if (extras instanceof Response) return extras
  const { mobile } = extras
  if (tab === 'mobile' && tabRules.verificationCode.enabled) platform.verification.check('REGISTER', mobile!, body.verificationCode ?? '')
  const account = body.username?.trim() || `m${mobile!.replace(/\D/g, '').slice(-10)}`
  const member = await platform.members.register({
    account,
    password: body.password!,
    ...extras.member,
  })
  platform.members.recordLogin(member.id, ip)
  const session = platform.sessions.create(member.id, 'register', ip, c.req.header('user-agent') ?? null)
  const token = await signSessionToken(platform, session)
  setSessionCookie(c, token, session)
  return ok(c, { token, firstTimeLogin: true, passwordExpired: false, user: member })
}

export const registration = new Hono<AppEnv>()
  .put('/member/register', requireTab('username'), jwe(RegisterBodySchema), (c) => register(c, 'username', c.req.valid('json')))
  .put('/member/register/mobile', requireTab('mobile'), jwe(RegisterBodySchema), (c) => register(c, 'mobile', c.req.valid('json')))
  .get('/system/setting/register', (c) => ok(c, registerSettingsView(registerRules(c))))
  .get('/system/countries', (c) => ok(c, countryDialingCodes()))
  .get('/agent/affiliate', validate('query', z.object({ code: z.string().trim().min(1).max(40), domain: z.string().max(200).optional() }).strict()), (c) => {
    // An agent's affiliate code or a member's referral code (invite friends) alike.
    const inviter = c.get('platform').members.inviterByCode(c.req.valid('query').code)
    if (!inviter) return fail(c, 404, 'AFFILIATE_INVALID', 'errors.invalidInvitationCode')
    return ok(c, { valid: true, agentNickname: inviter.nickname })
  })
