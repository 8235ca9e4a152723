/**
 * Promotions, rewards and manual rebate calls (issue 7). Thin routes: session → zod → the
 * platform's `promotions` / `manualRebate` → envelope. Amounts in JSON are major units (decision
 * 0001); times UTC ms; texts in the request's language.
 * - GET  /wps/promotions?category&tag            the promotions with the visitor's state (spec §3, §4)
 * - POST /wps/promotions/:id/join                (T) join a deposit bonus
 * - POST /wps/promotions/:id/apply               (T) multipart: `comment` (≤ 140), `images` (≤ 3 png/jpg ≤ 5 MB, by their bytes)
 * - POST /wps/relay/MCS2_claimRafflePromotion    (T) `{ promotionId }`: today's draw, paid at once
 * - GET  /wps/rewards?status&source&pageNo&pageSize   (T) waiting rewards and the history
 * - POST /wps/rewards/:id/claim                  (T) pays a waiting reward once (a second claim: 409 ALREADY_CLAIMED)
 * - GET  /wps/rewards/bonus?source&pageNo&pageSize    (T) claimed bonuses with their turnover, and what is owed
 * - GET  /wps/rebate/manual, POST /wps/rebate/manual/claim (T, Idempotency-Key; MANPLAYREB3)
 * Errors: `PromotionErrorCode` (server/platform/promotion/promotions.ts), translated `promo.errors.*`.
 * @see product-spec §2 bonusDetails, rewardCenter, manualRebate; §3; §4; §5 activity application; §7
 */
import { Hono, type Context } from 'hono'
import { z, type ZodError } from 'zod'
import type { AppEnv } from './env'
import { ok, fail, validationFailed } from './envelope'
import { uploadBodyLimit } from './body'
import { validate, VALIDATION_STYLES } from './validate'
import { requireSession } from './session'
import { idempotencyKey, requireIdempotencyKey } from './wallet-kit'
import { MONEY, toApi } from './to-api'
import {
  APPLY_IMAGE_MAX_BYTES,
  APPLY_IMAGES_MAX,
  ApplyCommentSchema,
  ApplyImageSchema,
  PageQuerySchema,
  PromotionsQuerySchema,
  RaffleBodySchema,
  RewardsQuerySchema,
} from '../../shared/schemas/promotions'
import type { RewardView } from '../platform/promotion/promotions'

const IdParam = z.object({ id: z.coerce.number().int().positive() })

const rewardMajor = (r: RewardView) => toApi({ ...r, detail: toApi(r.detail, MONEY.promoRewardDetail) }, MONEY.promoReward)
const pageMajor = <T extends object>(p: { list: T[]; pageNum: number; totalPages: number; totalCount: number }, map: (x: T) => unknown) => ({ ...p, list: p.list.map(map) })

/** Manual rebate needs the brand's module MANPLAYREB3. */
const requireManualRebate = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  if (!c.get('platform').brand.enabledModules().has('MANPLAYREB3')) return fail(c, 403, 'MODULE_DISABLED', 'errors.notFound')
  await next()
}

export const promotionRoutes = new Hono<AppEnv>()
  .get('/promotions', validate('query', PromotionsQuerySchema, VALIDATION_STYLES.promo), (c) => {
    const { platform, session, language } = c.var
    const q = c.req.valid('query')
    const list = platform.promotions.list(session?.memberId ?? null, language, q)
    return ok(c, {
      categories: ['ALL', ...platform.promotions.categories()],
      list: list.map((p) => toApi({ ...p, turnover: p.turnover ? toApi(p.turnover, MONEY.turnover) : null }, MONEY.promotion)),
      availablePromoCount: session ? platform.promotions.availableCount(session.memberId) : 0,
    })
  })
  .post('/promotions/:id/join', requireSession, validate('param', IdParam, VALIDATION_STYLES.promo), (c) =>
    ok(c, toApi(c.get('platform').promotions.join(c.var.session.memberId, c.req.valid('param').id, c.get('language')), MONEY.promotion)),
  )
  .post(
    '/promotions/:id/apply',
    requireSession,
    validate('param', IdParam, VALIDATION_STYLES.promo),
    uploadBodyLimit(APPLY_IMAGES_MAX * APPLY_IMAGE_MAX_BYTES + 64 * 1024, (c) => validationFailed(c, tooLarge(), VALIDATION_STYLES.promo)),
    async (c) => {
      const form = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>)
      const comment = ApplyCommentSchema.safeParse(typeof form.comment === 'string' ? form.comment : '')
      if (!comment.success) return validationFailed(c, prefixed(comment.error, 'comment'), VALIDATION_STYLES.promo)
      const raw = form.images === undefined ? [] : Array.isArray(form.images) ? form.images : [form.images]
      const files = raw.filter((f) => f !== '')
      if (files.length > APPLY_IMAGES_MAX) return fail(c, 400, 'TOO_MANY_IMAGES', 'promo.errors.tooManyImages')
      const images = []
      for (const f of files) {
        if (!(f instanceof File)) return fail(c, 400, 'IMAGE_TYPE', 'promo.errors.imageType')
        const declared = ApplyImageSchema.safeParse({ type: f.type, size: f.size })
        if (!declared.success) return validationFailed(c, prefixed(declared.error, 'images'), VALIDATION_STYLES.promo)
        images.push({ bytes: new Uint8Array(await f.arrayBuffer()), type: f.type })
      }
      const { id } = c.req.valid('param')
      return ok(c, toApi(c.get('platform').promotions.apply(c.var.session.memberId, id, { comment: comment.data, images }, c.get('language')), MONEY.promotion))
    },
  )
  .post('/relay/MCS2_claimRafflePromotion', requireSession, validate('json', RaffleBodySchema, VALIDATION_STYLES.promo), async (c) =>
    ok(c, toApi(await c.get('platform').promotions.claimRaffle(c.var.session.memberId, c.req.valid('json').promotionId), MONEY.raffle)),
  )

  .get('/rewards', requireSession, validate('query', RewardsQuerySchema, VALIDATION_STYLES.promo), (c) => {
    const { platform, session, language } = c.var
    const q = c.req.valid('query')
    const memberId = session.memberId
    return ok(c, {
      pending: platform.promotions.pending(memberId, language).map(rewardMajor),
      history: pageMajor(platform.promotions.history(memberId, language, { status: q.status, source: q.source, page: q.pageNo, pageSize: q.pageSize }), rewardMajor),
    })
  })
  .post('/rewards/:id/claim', requireSession, validate('param', IdParam, VALIDATION_STYLES.promo), async (c) =>
    ok(c, rewardMajor(await c.get('platform').promotions.claim(c.var.session.memberId, c.req.valid('param').id, c.get('language')))),
  )
  .get('/rewards/bonus', requireSession, validate('query', RewardsQuerySchema, VALIDATION_STYLES.promo), (c) => {
    const { platform, session, language } = c.var
    const q = c.req.valid('query')
    return ok(
      c,
      toApi(
        {
          turnoverOwed: platform.promotions.turnoverOwed(session.memberId),
          history: pageMajor(platform.promotions.history(session.memberId, language, { source: q.source, page: q.pageNo, pageSize: q.pageSize, bonusOnly: true }), rewardMajor),
        },
        MONEY.bonusWallet,
      ),
    )
  })

  .get('/rebate/manual', requireSession, requireManualRebate, validate('query', PageQuerySchema, VALIDATION_STYLES.promo), (c) => {
    const { platform, session } = c.var
    const q = c.req.valid('query')
    const p = platform.manualRebate.preview(session.memberId)
    const rowMajor = (r: { validBet: number; amount: number }) => toApi(r, MONEY.rebate)
    return ok(c, {
      preview: { ...toApi(p, MONEY.rebate), rows: p.rows.map(rowMajor) },
      claims: pageMajor(platform.manualRebate.claims(session.memberId, { page: q.pageNo, pageSize: q.pageSize }), (x) => ({ ...toApi(x, MONEY.rebate), detail: x.detail.map(rowMajor) })),
    })
  })
  .post('/rebate/manual/claim', requireSession, requireManualRebate, requireIdempotencyKey, async (c) => {
    const r = await c.get('platform').manualRebate.claim(c.var.session.memberId, idempotencyKey(c))
    return ok(c, { ...toApi(r, MONEY.rebateClaim), detail: r.detail.map((d) => toApi(d, MONEY.rebate)) })
  })

/** The issues of a field's schema with the field's name as their path. */
function prefixed(error: ZodError, field: string): ZodError {
  for (const issue of error.issues) (issue as { path: PropertyKey[] }).path = [field, ...issue.path]
  return error
}

/** A ZodError-shaped refusal for a body over the images' limit (the body is never read). */
function tooLarge() {
  return prefixed(ApplyImageSchema.safeParse({ type: 'image/png', size: APPLY_IMAGE_MAX_BYTES + 1 }).error!, 'images')
}
