/**
 * /wps/member/*: member info, avatar, change password (E).
 * @see product-spec §3 member info, change password; §4 change-password success; §7
 */
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { fail, ok } from './envelope'
import { requireSession, signSessionToken, setSessionCookie } from './session'
import { decryptBody } from './crypto'
import { ChangePasswordBodySchema } from '../../shared/schemas/member'
import { checkField } from '../../shared/validation/patterns'
import { tFor } from '../../shared/i18n'
import { resolveRegisterFields } from '../platform/member/register-settings'

export const member = new Hono<AppEnv>()
  .get('/info', requireSession, (c) => {
    const { platform, session } = c.var
    const info = platform.members.info(session!.memberId)
    const brand = platform.brand.info()
    return ok(c, { ...info, currency: brand.currency, currencySymbol: brand.currencySymbol })
  })
  .get('/info/icon', requireSession, (c) => {
    const info = c.var.platform.members.info(c.var.session!.memberId)
    return ok(c, { icon: info.avatar ?? '/img/default/avatar.svg', isDefault: !info.avatar })
  })
  .post('/password', requireSession, async (c) => {
    const { platform, session } = c.var
    const body = ChangePasswordBodySchema.parse(await decryptBody(platform, await c.req.json().catch(() => null)))
    if (body.newPassword !== body.confirmNewPassword) return fail(c, 400, 'CONFIRMATION_MISMATCH', 'validation.confirmMismatch')
    const rule = resolveRegisterFields(platform.settings().registerFields).password
    const check = checkField(rule, body.newPassword)
    if (!check.ok) return fail(c, 400, 'VALIDATION', 'errors.validation', { fields: [{ field: 'newPassword', message: tFor(c.var.language)(check.messageKey, check.params), rule: check.messageKey }] })
    await platform.members.setPassword(session!.memberId, body.newPassword, body.oldPassword)
    // A password change ends every other session at once and renews this one (DESIGN §3).
    platform.sessions.revokeAll(session!.memberId)
    const renewed = platform.sessions.create(session!.memberId, session!.loginType, c.var.ip, c.req.header('user-agent') ?? null)
    const token = await signSessionToken(platform, renewed)
    setSessionCookie(c, token, renewed)
    return ok(c, { token, user: platform.members.info(session!.memberId) })
  })
