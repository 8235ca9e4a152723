/**
 * Responsible gaming calls of a signed-in member (issue 8; decision 0021). Thin routes:
 * session → zod → `platform.responsibleGaming` → envelope. Amounts in JSON are major units; times UTC ms.
 * - GET  /wps/member/responsible-gaming               limits (in force, waiting raise, used), reality check, exclusion, history
 * - PUT  /wps/member/responsible-gaming/limits         `{ limits: [{ kind, period, amount | null }] }`
 * - PUT  /wps/member/responsible-gaming/reality-check  `{ minutes | null }`
 * - GET  /wps/member/responsible-gaming/reality-check  the session's reality check (minutes played, net, next reminder)
 * - POST /wps/member/responsible-gaming/exclusion      `{ kind: 'TIME_OUT', days, confirm: true }` | `{ kind: 'SELF_EXCLUSION', months, confirm: true }`
 *   signs the member out everywhere (this answer clears the cookie; other tabs get a `logout` event).
 * Trial accounts get 403 NEED_TRUE_ACCOUNT on changes. Validation failures: 400 VALIDATION with `fields[]`.
 */
import { Hono, type Context } from 'hono'
import type { AppEnv } from './env'
import { ok } from './envelope'
import { clearSessionCookie, requireSession } from './session'
import { MONEY, toApi } from './to-api'
import { validate, VALIDATION_STYLES } from './validate'
import { tFor } from '../../shared/i18n'
import { RgExclusionBodySchema, RgLimitsBodySchema, RgRealityCheckBodySchema } from '../../shared/schemas/responsible-gaming'
import type { Exclusion, ResponsibleGamingOverview } from '../platform/responsible-gaming/responsible-gaming'
import { localeOf } from '../../shared/i18n/format'

/** A UTC instant as a member reads it in an error message: "Nov 23, 2026, 6:30 AM UTC". */
export function formatUtc(ms: number, language: string): string {
  return `${new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(ms)} UTC`
}

/** 403 EXCLUDED for a login during a break or self-exclusion, saying until when. */
export function excludedLogin(c: Context<AppEnv>, e: Exclusion) {
  const key = e.kind === 'TIME_OUT' ? 'responsibleGaming.errors.loginTimeOut' : 'responsibleGaming.errors.loginSelfExclusion'
  return c.json({ success: false as const, code: 'EXCLUDED', message: tFor(c.get('language'))(key, { until: formatUtc(e.until, c.get('language')) }), kind: e.kind, until: e.until }, 403)
}

const view = (o: ResponsibleGamingOverview) => ({
  ...o,
  limits: o.limits.map((l) => ({ ...toApi(l, MONEY.limit), next: l.next ? toApi(l.next, MONEY.amount) : null })),
})

const meta = <E extends AppEnv>(c: Context<E>) => ({ actor: 'MEMBER' as const, ip: c.get('ip') })

export const responsibleGamingRoutes = new Hono<AppEnv>()
  .get('/member/responsible-gaming', requireSession, (c) => {
    const { responsibleGaming } = c.get('platform')
    const id = c.var.session.memberId
    return ok(c, { ...view(responsibleGaming.overview(id)), history: responsibleGaming.audit(id, 50) })
  })
  .put('/member/responsible-gaming/limits', requireSession, validate('json', RgLimitsBodySchema, VALIDATION_STYLES.wallet), (c) =>
    ok(c, view(c.get('platform').responsibleGaming.setLimits(c.var.session.memberId, c.req.valid('json').limits, meta(c)))),
  )
  .put('/member/responsible-gaming/reality-check', requireSession, validate('json', RgRealityCheckBodySchema, VALIDATION_STYLES.wallet), (c) =>
    ok(c, view(c.get('platform').responsibleGaming.setRealityCheck(c.var.session.memberId, c.req.valid('json').minutes, meta(c)))),
  )
  .get('/member/responsible-gaming/reality-check', requireSession, (c) => {
    const session = c.var.session
    return ok(c, toApi(c.get('platform').responsibleGaming.realityCheck(session.memberId, session.id), MONEY.realityCheck))
  })
  .post('/member/responsible-gaming/exclusion', requireSession, validate('json', RgExclusionBodySchema, VALIDATION_STYLES.wallet), (c) => {
    const { confirm: _, ...request } = c.req.valid('json')
    const exclusion = c.get('platform').responsibleGaming.exclude(c.var.session.memberId, request, meta(c))
    clearSessionCookie(c)
    return ok(c, exclusion)
  })
