/**
 * Feedback from the feedback modal (spec §3 "Feedback": content, sender, type, captcha; §5 rules;
 * §7 PUT /wps/feedback): stored for the brand's operators, who list the open ones and mark them
 * handled (operator `feedback list|handle`). The captcha is checked by the gateway before this
 * module is called; the content rules (20–200 characters, one of the types) are checked here too,
 * so no caller can store what the modal would refuse.
 * @see product-spec §3, §5 Feedback, §7
 */
import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import { feedbacks } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'
import { DomainError } from '../errors'
import { FEEDBACK_TYPES, FEEDBACK_LENGTH, type FeedbackType } from '../../../shared/schemas/comms'

export class FeedbackError extends DomainError<'FEEDBACK_INVALID' | 'FEEDBACK_NOT_FOUND'> {}

/** One stored feedback as an operator sees it. */
export interface FeedbackRow {
  id: number
  memberId: number | null
  sender: string
  type: FeedbackType
  content: string
  ip: string
  language: string
  /** UTC ms. */
  createdAt: number
  /** UTC ms, null while open. */
  handledAt: number | null
  handledNote: string | null
}

export function feedbackModule(ctx: PlatformContext) {
  const { db, brandCode } = ctx
  const toRow = (r: typeof feedbacks.$inferSelect): FeedbackRow => ({ ...r, type: r.type as FeedbackType })

  return {
    /**
     * Stores one feedback. `sender` is the member's account when signed in, else what the visitor typed.
     * @returns `{ id }`
     * @throws FeedbackError FEEDBACK_INVALID (400) for an unknown type or content outside 20–200 characters
     */
    submit(input: { memberId: number | null; sender: string; type: number; content: string; ip: string; language: string }): { id: number } {
      const content = input.content.trim()
      if (!(FEEDBACK_TYPES as readonly number[]).includes(input.type) || content.length < FEEDBACK_LENGTH.min || content.length > FEEDBACK_LENGTH.max) {
        throw new FeedbackError('FEEDBACK_INVALID', 'comms.errors.feedbackInvalid', 400)
      }
      const row = db
        .insert(feedbacks)
        .values({
          brandCode,
          memberId: input.memberId,
          sender: input.sender.trim().slice(0, 32),
          type: input.type,
          content,
          ip: input.ip,
          language: input.language,
          createdAt: ctx.now(),
        })
        .returning({ id: feedbacks.id })
        .get()
      return { id: row.id }
    },

    /** Feedback for the operator: open ones oldest first, or (`all`) everything newest first; at most `limit`. */
    list(opts: { all?: boolean; limit?: number } = {}): FeedbackRow[] {
      const limit = opts.limit ?? 50
      if (opts.all) return db.select().from(feedbacks).where(eq(feedbacks.brandCode, brandCode)).orderBy(desc(feedbacks.id)).limit(limit).all().map(toRow)
      return db
        .select()
        .from(feedbacks)
        .where(and(eq(feedbacks.brandCode, brandCode), isNull(feedbacks.handledAt)))
        .orderBy(asc(feedbacks.id))
        .limit(limit)
        .all()
        .map(toRow)
    },

    /**
     * Marks a feedback handled, with an optional note; handling it again keeps the first time and note.
     * @throws FeedbackError FEEDBACK_NOT_FOUND (404)
     */
    handle(id: number, note?: string): FeedbackRow {
      const found = db
        .select()
        .from(feedbacks)
        .where(and(eq(feedbacks.brandCode, brandCode), eq(feedbacks.id, id)))
        .get()
      if (!found) throw new FeedbackError('FEEDBACK_NOT_FOUND', 'comms.errors.feedbackNotFound', 404)
      if (found.handledAt === null) {
        db.update(feedbacks)
          .set({ handledAt: ctx.now(), handledNote: note?.trim() || null })
          .where(and(eq(feedbacks.id, id), isNull(feedbacks.handledAt)))
          .run()
      }
      return toRow(db.select().from(feedbacks).where(eq(feedbacks.id, id)).get()!)
    },
  }
}

export type FeedbackModule = ReturnType<typeof feedbackModule>
