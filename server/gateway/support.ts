/**
 * Support and content calls (issue 7; spec §7; decision 0018), all `{ success, value }`:
 * - GET /wps/relay/CBS_modelList → the brand's chat models [{ modelId, title, kind }];
 * - GET /wps/relay/CBS_launchChat?modelId → { chatUrl, kind }: the embedded chat page or the
 *   outside chat service's address, for members and visitors alike (a visitor chats as a guest,
 *   decision 0059); 404 CHAT_NOT_AVAILABLE without a LIVECHAT service;
 * - GET /wps/relay/CBS_chatMessages?after (T) → the member's chat messages after an id (polled);
 * - POST /wps/relay/CBS_sendChat { text } (T) → the message; 400 for empty or > 500 characters,
 *   429 after 10 in a minute;
 * - the guest chat (decision 0059; guest-chat.ts keeps the signed guest cookie):
 *   POST /wps/relay/CBS_guestChat { name, contact } → { guest: { id, name }, messages: [] } and the
 *   cookie; 400 (translated) for a bad name or a contact that is neither a phone number nor an
 *   e-mail, 429 after 5 a hour from one IP; GET /wps/relay/CBS_guestChat → the cookie's guest and its
 *   conversation, or { guest: null, messages: [] } without a valid cookie; GET /wps/relay/CBS_guestChatMessages?after
 *   → its messages after an id (polled), 401 GUEST_CHAT_NONE without a valid cookie; POST /wps/relay/CBS_guestSendChat { text } → the message,
 *   400 as CBS_sendChat, 429 after 10 a minute per guest or 30 a minute per IP. Each takes `?language`
 *   (the chat page's), so its refusals are worded in the page's language without the language cookie;
 * - GET /wps/member/referral?pageNo&pageSize (T) → { code, link, invited, rule }; trial 403;
 * - GET /wps/member/referral/earnings?pageNo&pageSize (T) → { rule: { basis, rate (%), cap, period } | null,
 *   estimate (this period, open) | null, history: page of paid periods + totalEarned } (decision 0049); trial 403;
 * - GET /wps/content/posts?kind&pageNo&pageSize, GET /wps/content/post?kind&slug → posts with
 *   sanitised HTML (404 POST_NOT_FOUND). (Winners: GCSGAME_getRankList in games.ts.)
 * The help centre (GET /wps/system/helpCenter) lives in system.ts.
 */
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { fail, ok } from './envelope'
import { validate } from './validate'
import { requireSession } from './session'
import { MONEY, toApi, toApiPage } from './to-api'
import { sanitizeHtml } from '../html/sanitize'
import { isTrial } from '../../shared/member'
import { toMajor } from '../../shared/schemas/wallet'
import { gatewayThrottles, tooManyRequests } from './throttle'
import { getCookie } from 'hono/cookie'
import { GUEST_COOKIE, guestFromToken, requireGuest, setGuestCookie } from './guest-chat'
import type { ValidationStyle } from './envelope'
import {
  ChatMessagesQuerySchema,
  ChatModelsQuerySchema,
  ChatSendSchema,
  GuestChatStartSchema,
  LaunchChatQuerySchema,
  PostQuerySchema,
  PostsQuerySchema,
  ReferralQuerySchema,
} from '../../shared/schemas/support'

/** The guest chat's refusals: its `support.*` and `validation.*` texts sent translated, the first leads. */
const GUEST_STYLE: ValidationStyle = { translate: /^(support|validation)\./, lead: /^(support|validation)\./ }

export const chatRelays = new Hono<AppEnv>()
  .get('/CBS_modelList', validate('query', ChatModelsQuerySchema), (c) => ok(c, c.get('platform').chat.models()))
  .get('/CBS_launchChat', validate('query', LaunchChatQuerySchema), (c) => ok(c, c.get('platform').chat.launch(c.req.valid('query').modelId)))
  .get('/CBS_chatMessages', requireSession, validate('query', ChatMessagesQuerySchema), (c) => ok(c, c.get('platform').chat.messages(c.var.session.memberId, c.req.valid('query').after)))
  .post('/CBS_sendChat', requireSession, validate('json', ChatSendSchema), (c) => ok(c, c.get('platform').chat.send(c.var.session.memberId, c.req.valid('json').text)))
  .post('/CBS_guestChat', validate('query', ChatModelsQuerySchema), validate('json', GuestChatStartSchema, GUEST_STYLE), async (c) => {
    const { platform, ip, language } = c.var
    const slot = gatewayThrottles.guestChatStartPerIp.consume(ip)
    if (!slot.ok) return tooManyRequests(c, slot.retryAfterSeconds)
    try {
      const guest = platform.chat.startGuest({ ...c.req.valid('json'), ip, language })
      await setGuestCookie(c, guest.id)
      return ok(c, { guest: { id: guest.id, name: guest.name }, messages: [] as ReturnType<typeof platform.chat.guestMessages> })
    } catch (err) {
      // A refused contact starts nothing: it does not use up the IP's chats.
      gatewayThrottles.guestChatStartPerIp.refund(ip)
      throw err
    }
  })
  .get('/CBS_guestChat', validate('query', ChatModelsQuerySchema), async (c) => {
    const { platform } = c.var
    const id = await guestFromToken(platform, getCookie(c, GUEST_COOKIE))
    const guest = id ? platform.chat.guest(id) : null
    // NOTE: no guest is an answer, not a refusal (200): the chat page asks on every visit.
    return ok(c, { guest: guest ? { id: guest.id, name: guest.name } : null, messages: guest ? platform.chat.guestMessages(guest.id) : [] })
  })
  .get('/CBS_guestChatMessages', requireGuest, validate('query', ChatMessagesQuerySchema), (c) => ok(c, c.var.platform.chat.guestMessages(c.var.guestId, c.req.valid('query').after)))
  .post('/CBS_guestSendChat', requireGuest, validate('query', ChatModelsQuerySchema), validate('json', ChatSendSchema, GUEST_STYLE), (c) => {
    const slot = gatewayThrottles.guestChatSendPerIp.consume(c.var.ip)
    if (!slot.ok) return tooManyRequests(c, slot.retryAfterSeconds, 'support.errors.chatTooFast')
    return ok(c, c.var.platform.chat.guestSend(c.var.guestId, c.req.valid('json').text))
  })

/** Money fields of a referral earning (minor units inside, major in answers). */
const EARNING_MONEY = ['basisAmount', 'amount'] as const

export const referralRoutes = new Hono<AppEnv>()
  .get('/referral', requireSession, validate('query', ReferralQuerySchema), (c) => {
    const { platform, session, language } = c.var
    const m = platform.members.byId(session.memberId)
    if (!m || isTrial(m.type)) return fail(c, 403, 'NEED_TRUE_ACCOUNT', 'errors.needTrueAccount')
    const q = c.req.valid('query')
    const invite = platform.referral.invite(m.id)
    const invited = platform.referral.invited(m.id, q.pageNo, q.pageSize)
    return ok(c, {
      code: invite.code,
      link: new URL(invite.path, new URL(c.req.url).origin).toString(),
      invited: { ...invited, list: invited.list.map((i) => toApi(i, MONEY.referral)) },
      rule: platform.referral.rule(language),
    })
  })
  .get('/referral/earnings', requireSession, validate('query', ReferralQuerySchema), (c) => {
    const { platform, session } = c.var
    const m = platform.members.byId(session.memberId)
    if (!m || isTrial(m.type)) return fail(c, 403, 'NEED_TRUE_ACCOUNT', 'errors.needTrueAccount')
    const q = c.req.valid('query')
    const { earnings } = platform.referral
    const rule = earnings.rule()
    const estimate = earnings.estimate(m.id)
    const history = earnings.history(m.id, q.pageNo, q.pageSize)
    return ok(c, {
      rule: rule?.enabled ? { basis: rule.basis, rate: rule.rateBp / 100, cap: rule.cap === null ? null : toMajor(rule.cap), period: rule.period } : null,
      estimate: estimate ? toApi(estimate, EARNING_MONEY) : null,
      history: { ...toApiPage(history, EARNING_MONEY), totalEarned: toMajor(history.totalEarned) },
    })
  })

export const contentRoutes = new Hono<AppEnv>()
  .get('/posts', validate('query', PostsQuerySchema), (c) => {
    const q = c.req.valid('query')
    return ok(c, c.get('platform').content.posts(q.kind, c.get('language'), q.pageNo, q.pageSize))
  })
  .get('/post', validate('query', PostQuerySchema), (c) => {
    const q = c.req.valid('query')
    const p = c.get('platform').content.post(q.kind, q.slug, c.get('language'))
    return ok(c, { ...p, content: sanitizeHtml(p.content) })
  })
