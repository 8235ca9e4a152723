/**
 * /wps/member/*: member info, the lobby's member summary, avatar, change password (E).
 * @see product-spec §3 member info, change password; §4 change-password success; §7
 */
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { fail, ok } from './envelope'
import { requireSession, signSessionToken, setSessionCookie } from './session'
import { jwe } from './validate'
import { ChangePasswordBodySchema } from '../../shared/schemas/member'
import { AVATAR_IDS, DEFAULT_AVATAR_URL, avatarUrl } from '../../shared/avatars'
import type { Platform } from '../platform'
import { withPasswordAttempt } from './throttle'
import { newPasswordRefused } from './register'
import { MONEY, toApi } from './to-api'
import { pendingToApi } from '../../shared/schemas/contracts'

/** Whether this change is the one a login forced (spec §4: a one-time, temporary or expired password; decision 0030). */
function forcedChange(platform: Platform, memberId: number): boolean {
  return platform.passwords.mustChange(platform.members.byId(memberId)!)
}

export const member = new Hono<AppEnv>()
  .get('/info', requireSession, (c) => {
    const { platform, session } = c.var
    const info = platform.members.info(session.memberId)
    const brand = platform.brand.info()
    // hasVip: spec §3 shared state (the VIP level of the security center, issue 8).
    const vip = platform.vip.status(info.id)
    // Spec §3 shared state: availablePromoCount and availablePromo.REFERRAL.enabled (issue 7).
    const availablePromoCount = info.isTrial ? 0 : platform.promotions.availableCount(info.id)
    return ok(c, {
      ...info,
      currency: brand.currency,
      currencySymbol: brand.currencySymbol,
      hasVip: vip.hasVip,
      vipLevel: vip.level,
      icon: avatarUrl(info.avatar),
      availablePromoCount,
      availablePromo: { REFERRAL: { enabled: platform.promotions.referralEnabled() } },
    })
  })
  /**
   * The member summary (decision 0038): what the lobby's shared pages fill in for the signed-in
   * member on the client — the header (balance in major units, nickname, avatar, VIP level, unread
   * messages), the promotions badge (availablePromoCount, spec §3 shared state), the favourite hearts
   * (node ids), and the contract offers awaiting an answer (spec §2 contract popup, AGENTPOLICY3).
   * One small call per page load or navigation, never cached; the page preloads it.
   * 200 `{ memberId, nickname, avatar, isTrial, isAgent, balance, currencySymbol, hasVip, vipLevel,
   * unreadMessages, availablePromoCount, favourites, pendingContracts }`; 401 NOT_LOGGED_IN.
   */
  .get('/summary', requireSession, (c) => {
    const { platform, session } = c.var
    const info = platform.members.info(session.memberId)
    const member = !info.isTrial
    const vip = platform.vip.status(info.id)
    c.header('Cache-Control', 'no-store')
    return ok(
      c,
      toApi(
        {
          memberId: info.id,
          nickname: info.nickname,
          avatar: info.avatar ? avatarUrl(info.avatar) : null,
          isTrial: info.isTrial,
          isAgent: info.isAgent,
          balance: platform.wallet.balance(info.id),
          currencySymbol: platform.wallet.settings().currencySymbol,
          hasVip: vip.hasVip,
          vipLevel: vip.level,
          unreadMessages: member ? platform.messages.unreadCount(info.id) : 0,
          availablePromoCount: member ? platform.promotions.availableCount(info.id) : 0,
          favourites: member ? platform.play.favourites.ids(info.id) : [],
          pendingContracts: member && platform.brand.enabledModules().has('AGENTPOLICY3') ? platform.contracts.pending(info.id).map(pendingToApi) : [],
        },
        MONEY.balance,
      ),
    )
  })
  .get('/info/icon', requireSession, (c) => {
    const info = c.get('platform').members.info(c.var.session.memberId)
    // The brand's avatars to choose from (PUT /wps/member/info/icon, server/gateway/security.ts).
    return ok(c, { icon: avatarUrl(info.avatar), isDefault: avatarUrl(info.avatar) === DEFAULT_AVATAR_URL, choices: AVATAR_IDS.map((id) => ({ id, url: avatarUrl(id) })) })
  })
  .post('/password', requireSession, jwe(ChangePasswordBodySchema), async (c) => {
    const { platform, session } = c.var
    const body = c.req.valid('json')
    if (body.newPassword !== body.confirmNewPassword) return fail(c, 400, 'CONFIRMATION_MISMATCH', 'validation.confirmMismatch')
    const refused = newPasswordRefused(c, body.newPassword)
    if (refused) return refused
    // Issue 14 §2: the old password is a guessable secret: one attempt is reserved on the member's
    // password count (shared with login) before any hash, and kept only when it is wrong.
    return withPasswordAttempt(c, session.memberId, async () => {
      // CHNGPASSVERIF3 (spec §3): a code sent to the bound mobile (else e-mail) is needed too, except
      // for the change a login forced (one-time, expired or temporary password: it was just proven).
      const codeTarget = platform.brand.enabledModules().has('CHNGPASSVERIF3') ? platform.security.passwordCodeTarget(session.memberId) : null
      if (codeTarget && !forcedChange(platform, session.memberId)) {
        if (!body.verificationCode) return fail(c, 400, 'VERIFICATION_REQUIRED', 'security.errors.passwordCode', { verification: { channel: codeTarget.channel, target: codeTarget.masked } })
        await platform.members.verifyPassword(session.memberId, body.oldPassword)
        platform.verification.check('PASSWORD', codeTarget.target, body.verificationCode)
      }
      await platform.members.setPassword(session.memberId, body.newPassword, body.oldPassword)
      // A password change ends every other session at once and renews this one (DESIGN §3).
      platform.sessions.revokeAll(session.memberId)
      const renewed = platform.sessions.create(session.memberId, session.loginType, c.get('ip'), c.req.header('user-agent') ?? null)
      const token = await signSessionToken(platform, renewed)
      setSessionCookie(c, token, renewed)
      return ok(c, { token, user: platform.members.info(session.memberId) })
    })
  })
