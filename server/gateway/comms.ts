/**
 * Communication calls (issue 7):
 * - PUT /wps/feedback { type, content, sender, captcha, captchaId } → { id } (spec §3, §5, §7). Anyone
 *   may send (spec §6 guests send feedback); a signed-in member's account is the sender. A wrong or
 *   spent captcha → 400 INVALID_CAPTCHA with the captcha marker; nothing is stored.
 * - GET /wps/relay/CSP_unreadCount (T) → { count } (spec §7; the messageV2 and header badges).
 * - GET /wps/relay/CSP_messageList (T; pageNo, pageSize ≤ 50) → { list, pageNum, totalPages, totalCount, unread }.
 * - POST /wps/relay/CSP_readMessage (T) { id } → { message, unread } (opening a message reads it); 404 MESSAGE_NOT_FOUND.
 * - POST /wps/relay/CSP_readAllMessages (T) → { marked, unread: 0 }.
 * @see product-spec §2 messageV2, §4 messages, §5 feedback, §7
 */
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { fail, ok } from './envelope'
import { validate } from './validate'
import { requireSession } from './session'
import { FeedbackSchema, MessageListQuerySchema, ReadMessageSchema, UnreadQuerySchema } from '../../shared/schemas/comms'

export const feedbackRoutes = new Hono<AppEnv>().put('/feedback', validate('json', FeedbackSchema), (c) => {
  const { platform, session, ip, language } = c.var
  const body = c.req.valid('json')
  if (!platform.captcha.verify(body.captchaId, body.captcha)) return fail(c, 400, 'INVALID_CAPTCHA', 'errors.captchaInvalid', { captcha: true })
  const member = session ? platform.members.byId(session.memberId) : undefined
  return ok(c, platform.feedback.submit({ memberId: member?.id ?? null, sender: member?.account ?? body.sender, type: body.type, content: body.content, ip, language }))
})

export const messageRelays = new Hono<AppEnv>()
  .get('/CSP_unreadCount', requireSession, validate('query', UnreadQuerySchema), (c) => ok(c, { count: c.get('platform').messages.unreadCount(c.var.session.memberId) }))
  .get('/CSP_messageList', requireSession, validate('query', MessageListQuerySchema), (c) => {
    const q = c.req.valid('query')
    return ok(c, c.get('platform').messages.list(c.var.session.memberId, { page: q.pageNo, pageSize: q.pageSize }, c.get('language')))
  })
  .post('/CSP_readMessage', requireSession, validate('json', ReadMessageSchema), (c) => ok(c, c.get('platform').messages.read(c.var.session.memberId, c.req.valid('json').id, c.get('language'))))
  .post('/CSP_readAllMessages', requireSession, (c) => ok(c, c.get('platform').messages.readAll(c.var.session.memberId)))
