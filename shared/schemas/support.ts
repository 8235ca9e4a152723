/**
 * Shapes of the support and content calls (issue 7; spec §7 helpCenter, CBS_modelList,
 * CBS_launchChat; spec §2 referral, blog, news, notification, winners). One schema serves the
 * gateway and the island that sends the same body. Messages are i18n keys (`support.errors.*`).
 * @see server/gateway/support.ts
 */
import { z } from 'zod'

export const CHAT_TEXT_MAX = 500
export const POST_KINDS = ['BLOG', 'NEWS', 'NOTIFICATION'] as const

const language = z.string().max(8).optional()
const pageNo = z.coerce.number().int().min(1).max(10_000).default(1)

/** CBS_modelList: only the language. */
export const ChatModelsQuerySchema = z.object({ language }).strict()

/** CBS_launchChat: which chat model (spec csPosition); the first when omitted. */
export const LaunchChatQuerySchema = z.object({ language, modelId: z.coerce.number().int().min(1).max(99).optional() }).strict()

/** The embedded chat's poll: messages after `after` (0 = all). */
export const ChatMessagesQuerySchema = z.object({ language, after: z.coerce.number().int().min(0).default(0) }).strict()

/** The member's message in the embedded chat: 1–500 characters after trimming. */
export const ChatSendSchema = z
  .object({
    text: z.string().trim().min(1, 'support.errors.chatText').max(CHAT_TEXT_MAX, 'support.errors.chatText'),
  })
  .strict()
export type ChatSend = z.infer<typeof ChatSendSchema>

/** The member's referral page: invited members, 10 a page. */
export const ReferralQuerySchema = z.object({ language, pageNo, pageSize: z.coerce.number().int().min(1).max(100).default(10) }).strict()

/** A content list: kind BLOG, NEWS or NOTIFICATION, 9 a page. */
export const PostsQuerySchema = z
  .object({
    language,
    kind: z.enum(POST_KINDS),
    pageNo,
    pageSize: z.coerce.number().int().min(1).max(50).default(9),
  })
  .strict()

/** One post by kind and slug (lower-case letters, digits and dashes). */
export const PostQuerySchema = z.object({ language, kind: z.enum(POST_KINDS), slug: z.string().regex(/^[a-z0-9-]{1,80}$/) }).strict()

/** A guest's name in the live chat (decision 0059): 1–60 characters after trimming, no control characters. */
export const GUEST_NAME_MAX = 60
/** A guest's contact as typed: a phone number or an e-mail, at most 254 characters (checked by the server). */
export const GUEST_CONTACT_MAX = 254

/**
 * A visitor starts a guest chat (decision 0059): a name and a contact. The server checks that the
 * contact is a valid phone number (libphonenumber-js) or e-mail.
 */
export const GuestChatStartSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'support.errors.guestName')
      .max(GUEST_NAME_MAX, 'support.errors.guestName')
      .regex(/^[^\p{Cc}]*$/u, 'support.errors.guestName'),
    contact: z.string().trim().min(3, 'support.errors.guestContact').max(GUEST_CONTACT_MAX, 'support.errors.guestContact'),
  })
  .strict()
export type GuestChatStart = z.infer<typeof GuestChatStartSchema>
