/**
 * Shapes of the communication calls (issue 7): feedback (spec §3 "Feedback", §5, §7 PUT
 * /wps/feedback), the member's inbox (spec §4 messages, §7 CSP_unreadCount and the inbox relays
 * CSP_messageList, CSP_readMessage, CSP_readAllMessages) and the operator's announcement and
 * message commands. One schema serves the gateway and the form that sends the same body; issue
 * messages are i18n keys (`comms.feedback.*`).
 */
import { z } from 'zod'

/** Feedback types in the modal's order (spec §3): 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 apply agent, 0 others. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const
export type FeedbackType = (typeof FEEDBACK_TYPES)[number]
/** Description length in characters (spec §5, §9: 20 to 200). */
export const FEEDBACK_LENGTH = { min: 20, max: 200 } as const

/** Body of PUT /wps/feedback. `sender` is ignored for a signed-in member (the session's account is used). */
export const FeedbackSchema = z
  .object({
    type: z.coerce
      .number({ message: 'comms.feedback.typeRequired' })
      .int()
      .refine((n) => (FEEDBACK_TYPES as readonly number[]).includes(n), 'comms.feedback.typeRequired'),
    content: z
      .string({ message: 'comms.feedback.contentRequired' })
      .trim()
      .min(1, 'comms.feedback.contentRequired')
      .min(FEEDBACK_LENGTH.min, 'comms.feedback.contentShort')
      .max(FEEDBACK_LENGTH.max, 'comms.feedback.contentLong'),
    sender: z.string().trim().max(32, 'comms.feedback.senderLong').optional().default(''),
    captcha: z.string({ message: 'comms.feedback.captchaRequired' }).trim().min(1, 'comms.feedback.captchaRequired').max(12),
    captchaId: z.string().min(1).max(64),
    language: z.string().max(8).optional(),
  })
  .strict()
export type FeedbackInput = z.infer<typeof FeedbackSchema>

/** Page size of the inbox screen. */
export const INBOX_PAGE_SIZE = 10

/** Query of CSP_messageList: pages from 1, up to 50 a page. */
export const MessageListQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(INBOX_PAGE_SIZE),
    language: z.string().max(8).optional(),
  })
  .strict()

/** Body of CSP_readMessage: one message id. */
export const ReadMessageSchema = z.object({ id: z.coerce.number().int().positive() }).strict()

/** Query of CSP_unreadCount (clients may send their language). */
export const UnreadQuerySchema = z.object({ language: z.string().max(8).optional() }).strict()

/** Announcement kinds an operator can create: the marquee notices and the popups. */
export const OPERATOR_ANNOUNCEMENT_KINDS = ['NOTICE', 'POPUP'] as const
/** Executions of a popup (spec §3): A logged-in, B anonymous, F first-time login. */
export const EXECUTIONS = ['A', 'B', 'F'] as const
export type Execution = (typeof EXECUTIONS)[number]
