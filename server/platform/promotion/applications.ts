/**
 * Activity applications (spec §5): a member applies to an APPLY promotion with a comment and up to 3
 * images; an operator approves (pays at once, HOUSE → MEMBER, BONUS) or rejects with a reason.
 * Minor units, UTC ms.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { members } from '../../../db/schema/platform'
import { promotionEntries, promotionImages, promotions, rewards } from '../../../db/schema/promotions'
import { formatMoney } from '../../../shared/format'
import { APPLY_COMMENT_MAX, APPLY_IMAGE_MAX_BYTES, APPLY_IMAGES_MAX } from '../../../shared/schemas/promotions'
import { sniffImage } from '../wallet/withdraw'
import { num, type PromotionCore } from './core'
import { PromotionError, type ApplicationView, type ImageUpload, type PromotionView } from './model'
import type { PromotionList } from './state'

/** The application calls of `platform.promotions`. */
export function promotionApplications(core: PromotionCore, page: Pick<PromotionList, 'view' | 'announce'>) {
  const { deps, ctx, db, brandCode, actionable, member, pay } = core
  const { money } = deps
  const { view, announce } = page

  function checkImages(images: ImageUpload[]): { type: string; bytes: Uint8Array }[] {
    if (images.length > APPLY_IMAGES_MAX) throw new PromotionError('TOO_MANY_IMAGES', 'promo.errors.tooManyImages', 400, { max: APPLY_IMAGES_MAX })
    return images.map((img) => {
      if (img.bytes.length > APPLY_IMAGE_MAX_BYTES) throw new PromotionError('IMAGE_SIZE', 'promo.errors.imageSize', 400)
      const type = sniffImage(img.bytes)
      if (!type) throw new PromotionError('IMAGE_TYPE', 'promo.errors.imageType', 400)
      return { type, bytes: img.bytes }
    })
  }

  /** Applications of the brand, oldest first; only those under review unless `all` (operator). */
  function applications(opts: { all?: boolean } = {}): ApplicationView[] {
    const rows = db
      .select({ e: promotionEntries, account: members.account, code: promotions.code })
      .from(promotionEntries)
      .innerJoin(members, eq(members.id, promotionEntries.memberId))
      .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
      .where(and(eq(promotionEntries.brandCode, brandCode), opts.all ? inArray(promotionEntries.status, ['APPLYING', 'REJECTED', 'ISSUED']) : eq(promotionEntries.status, 'APPLYING')))
      .orderBy(asc(promotionEntries.id))
      .all()
    const images = rows.length
      ? db
          .select({ entryId: promotionImages.entryId, seq: promotionImages.seq, type: promotionImages.type, size: promotionImages.size })
          .from(promotionImages)
          .where(
            inArray(
              promotionImages.entryId,
              rows.map((r) => r.e.id),
            ),
          )
          .orderBy(asc(promotionImages.seq))
          .all()
      : []
    return rows.map(({ e, account, code }) => ({
      id: e.id,
      promotionId: e.promotionId,
      promotionCode: code,
      memberId: e.memberId,
      account,
      comment: e.comment,
      images: images.filter((i) => i.entryId === e.id).map(({ seq, type, size }) => ({ seq, type, size })),
      status: e.status,
      note: e.note,
      createdAt: e.createdAt,
    }))
  }

  return {
    /**
     * Applies to an APPLY promotion with a comment (1–140 characters) and up to 3 png/jpg images of
     * ≤ 5 MB each, checked by their bytes (spec §5). One application per member and promotion.
     * @throws PromotionError COMMENT_REQUIRED | COMMENT_TOO_LONG | TOO_MANY_IMAGES | IMAGE_TYPE | IMAGE_SIZE |
     *   NOT_APPLICABLE (400), PROMOTION_NOT_FOUND (404), PROMOTION_CLOSED | ALREADY_APPLIED (409), NEED_TRUE_ACCOUNT | VIP_ONLY (403)
     */
    apply(memberId: number, promotionId: number, input: { comment: string; images: ImageUpload[] }, language = 'en'): PromotionView {
      const m = member(memberId)
      const p = actionable(promotionId, memberId, 'APPLY', ['NOT_APPLICABLE', 'promo.errors.notApplicable'])
      const comment = input.comment.trim()
      if (!comment) throw new PromotionError('COMMENT_REQUIRED', 'promo.errors.commentRequired', 400)
      if ([...comment].length > APPLY_COMMENT_MAX) throw new PromotionError('COMMENT_TOO_LONG', 'promo.errors.commentTooLong', 400, { max: APPLY_COMMENT_MAX })
      const images = checkImages(input.images)
      db.transaction(
        (tx) => {
          const entry = tx.insert(promotionEntries).values({ brandCode, promotionId: p.id, memberId, status: 'APPLYING', comment, createdAt: ctx.now() }).onConflictDoNothing().returning().get()
          if (!entry) throw new PromotionError('ALREADY_APPLIED', 'promo.errors.alreadyApplied', 409)
          images.forEach((img, i) =>
            tx
              .insert(promotionImages)
              .values({
                entryId: entry.id,
                seq: i + 1,
                type: img.type,
                size: img.bytes.length,
                data: Buffer.from(img.bytes).toString('base64'),
              })
              .run(),
          )
        },
        { behavior: 'immediate' },
      )
      announce(memberId)
      return view(p, language, m.id, m.createdAt)
    },

    /** Applications of the brand, oldest first; only those under review unless `all` (operator). */
    applications,

    /** One image of an application (operator), or null. */
    applicationImage(entryId: number, seq: number): { bytes: Uint8Array; type: string } | null {
      const img = db
        .select()
        .from(promotionImages)
        .where(and(eq(promotionImages.entryId, entryId), eq(promotionImages.seq, seq)))
        .get()
      return img ? { bytes: new Uint8Array(Buffer.from(img.data, 'base64')), type: img.type } : null
    },

    /**
     * The operator's decision on an application under review. Approve pays `amount` (minor units,
     * > 0, at most the promotion's `maxAmount` when set) at once (HOUSE → MEMBER, kind BONUS) and
     * records it as a claimed reward; reject needs a reason and moves nothing. Runs now, in its own
     * transaction.
     * @throws PromotionError ENTRY_NOT_FOUND (404), NOT_PENDING (409), BAD_AMOUNT | REASON_REQUIRED (400)
     */
    decide(entryId: number, decision: 'approve' | 'reject', opts: { amount?: number; note?: string | null }): ApplicationView {
      const memberId = money.runNow(() => {
        const e = db
          .select()
          .from(promotionEntries)
          .where(and(eq(promotionEntries.brandCode, brandCode), eq(promotionEntries.id, entryId)))
          .get()
        if (!e) throw new PromotionError('ENTRY_NOT_FOUND', 'promo.errors.entryNotFound', 404)
        if (e.status !== 'APPLYING') throw new PromotionError('NOT_PENDING', 'promo.errors.notPending', 409)
        const p = db.select().from(promotions).where(eq(promotions.id, e.promotionId)).get()!
        const note = opts.note?.trim() || null
        if (decision === 'reject') {
          if (!note) throw new PromotionError('REASON_REQUIRED', 'promo.errors.reasonRequired', 400)
          db.update(promotionEntries).set({ status: 'REJECTED', note, decidedAt: ctx.now() }).where(eq(promotionEntries.id, e.id)).run()
          return e.memberId
        }
        const amount = opts.amount ?? num(p.config, 'amount')
        const max = num(p.config, 'maxAmount')
        if (!Number.isSafeInteger(amount) || amount <= 0 || (max > 0 && amount > max)) {
          throw new PromotionError('BAD_AMOUNT', 'promo.errors.badAmount', 400, { max: formatMoney(max, '') })
        }
        const reward = db
          .insert(rewards)
          .values({
            brandCode,
            memberId: e.memberId,
            promotionId: p.id,
            source: 'APPLY',
            sourceKey: `apply:${e.id}`,
            amount,
            turnoverRequired: 0,
            detail: { entryId: e.id },
            status: 'PENDING',
            createdAt: ctx.now(),
          })
          .returning()
          .get()
        pay(reward)
        const movementId = db.select({ id: rewards.movementId }).from(rewards).where(eq(rewards.id, reward.id)).get()!.id
        db.update(promotionEntries).set({ status: 'ISSUED', amount, note, movementId, decidedAt: ctx.now() }).where(eq(promotionEntries.id, e.id)).run()
        return e.memberId
      })
      announce(memberId)
      return applications({ all: true }).find((a) => a.id === entryId)!
    },
  }
}
