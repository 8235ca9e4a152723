/**
 * Live chat (spec §2 side menu "live chat button if a LIVECHAT service exists", §7 CBS_modelList,
 * CBS_launchChat reading chatUrl): the brand's LIVECHAT services as chat models, the address each
 * opens, and the embedded default — a simple operator-answered chat: the member writes, an operator
 * answers with `npm run operator -- chat reply <account> <text>`, the member's chat page polls for
 * new messages. A LIVECHAT service whose decoded path is a local address (starting with `/`) is the
 * embedded chat; any other address is an outside chat service, opened as it is.
 * Texts: 1–500 characters after trimming; ids ascending; times UTC ms.
 * @see docs/decisions/0025-support-and-content.md
 */
import type { PlatformContext } from '../context'
import { DomainError } from '../errors'
import type { CustomerService } from '../brand/brand'
import type { MemberModule } from '../member/members'

export { CHAT_TEXT_MAX } from '../../../shared/schemas/support'
import { CHAT_TEXT_MAX } from '../../../shared/schemas/support'
/** At most this many member messages per minute (a flood guard; the operator is a person). */
export const CHAT_PER_MINUTE = 10

export class ChatError extends DomainError<'CHAT_NOT_AVAILABLE' | 'CHAT_TEXT_INVALID' | 'TOO_MANY_REQUESTS' | 'MEMBER_NOT_FOUND'> {}

export interface ChatModel {
  /** The service's position among the brand's LIVECHAT services (spec csPosition). */
  modelId: number
  title: string
  /** EMBEDDED: the brand's own chat page; EXTERNAL: an outside chat service. */
  kind: 'EMBEDDED' | 'EXTERNAL'
}

export interface ChatMessage {
  id: number
  sender: 'MEMBER' | 'OPERATOR'
  text: string
  createdAt: number
}

export interface Conversation {
  memberId: number
  account: string
  lastId: number
  lastSender: 'MEMBER' | 'OPERATOR'
  lastText: string
  lastAt: number
  count: number
}

/** The embedded chat page (a route of the lobby). */
export const EMBEDDED_CHAT_PATH = '/livechat'

function decode(path: string): string {
  try {
    return atob(path)
  } catch {
    return ''
  }
}

export function chatModule(ctx: PlatformContext, deps: { services: () => CustomerService[]; members: MemberModule }) {
  const { db, brandCode } = ctx
  const c = db.$client
  const q = {
    insert: c.query<{ id: number }, [string, number, string, string, number]>('insert into chat_messages (brand_code, member_id, sender, text, created_at) values (?, ?, ?, ?, ?) returning id'),
    after: c.query<{ id: number; sender: 'MEMBER' | 'OPERATOR'; text: string; created_at: number }, [string, number, number, number]>(
      'select id, sender, text, created_at from chat_messages where brand_code = ? and member_id = ? and id > ? order by id asc limit ?',
    ),
    recent: c.query<{ n: number }, [string, number, number]>("select count(*) as n from chat_messages where brand_code = ? and member_id = ? and sender = 'MEMBER' and created_at > ?"),
    conversations: c.query<{ member_id: number; account: string; id: number; sender: 'MEMBER' | 'OPERATOR'; text: string; created_at: number; n: number }, [string, number]>(
      `select x.member_id, m.account, x.id, x.sender, x.text, x.created_at, t.n from chat_messages x
       join (select member_id, max(id) as last, count(*) as n from chat_messages where brand_code = ?1 group by member_id) t on t.last = x.id
       join members m on m.id = x.member_id order by x.id desc limit ?2`,
    ),
  }

  const livechats = () => deps.services().filter((s) => s.type === 'LIVECHAT')

  function checkText(text: string): string {
    const t = text.trim()
    if (t.length === 0 || t.length > CHAT_TEXT_MAX) throw new ChatError('CHAT_TEXT_INVALID', 'support.errors.chatText', 400, { max: CHAT_TEXT_MAX })
    return t
  }

  function add(memberId: number, sender: 'MEMBER' | 'OPERATOR', text: string): ChatMessage {
    const now = ctx.now()
    const { id } = q.insert.get(brandCode, memberId, sender, text, now)!
    return { id, sender, text, createdAt: now }
  }

  return {
    /** The brand's chat models (CBS_modelList): one per LIVECHAT service, by position. */
    models(): ChatModel[] {
      return livechats().map((s) => ({ modelId: s.csPosition, title: s.title, kind: decode(s.path).startsWith('/') ? 'EMBEDDED' : 'EXTERNAL' }))
    },

    /**
     * The address a chat model opens (CBS_launchChat's chatUrl): the embedded chat page, or the
     * outside service's address. `modelId` omitted: the first model.
     * @throws ChatError CHAT_NOT_AVAILABLE (404) when the brand has no such LIVECHAT service
     */
    launch(modelId?: number): { chatUrl: string; kind: ChatModel['kind'] } {
      const s = livechats().find((x) => modelId === undefined || x.csPosition === modelId)
      const path = s ? decode(s.path) : ''
      if (!s || !path) throw new ChatError('CHAT_NOT_AVAILABLE', 'support.errors.chatNotAvailable', 404)
      if (path.startsWith('/')) return { chatUrl: `${EMBEDDED_CHAT_PATH}?model=${s.csPosition}`, kind: 'EMBEDDED' }
      return { chatUrl: path, kind: 'EXTERNAL' }
    },

    /**
     * The member writes in the embedded chat.
     * @throws ChatError CHAT_TEXT_INVALID (400: empty or above 500 characters), TOO_MANY_REQUESTS
     *   (429: more than 10 messages in a minute)
     */
    send(memberId: number, text: string): ChatMessage {
      const t = checkText(text)
      if (q.recent.get(brandCode, memberId, ctx.now() - 60_000)!.n >= CHAT_PER_MINUTE) {
        throw new ChatError('TOO_MANY_REQUESTS', 'support.errors.chatTooFast', 429)
      }
      return add(memberId, 'MEMBER', t)
    },

    /** The member's conversation after message `afterId` (0 = from the start), oldest first, at most `limit`. */
    messages(memberId: number, afterId = 0, limit = 200): ChatMessage[] {
      return q.after.all(brandCode, memberId, afterId, limit).map((m) => ({ id: m.id, sender: m.sender, text: m.text, createdAt: m.created_at }))
    },

    /**
     * Operator: answers a member (by login name).
     * @throws ChatError MEMBER_NOT_FOUND (404), CHAT_TEXT_INVALID (400)
     */
    reply(account: string, text: string): ChatMessage {
      const m = deps.members.byAccount(account)
      if (!m) throw new ChatError('MEMBER_NOT_FOUND', 'errors.notFound', 404)
      return add(m.id, 'OPERATOR', checkText(text))
    },

    /** Operator: the conversations, newest activity first; `lastSender` MEMBER means it awaits an answer. */
    conversations(limit = 50): Conversation[] {
      return q.conversations.all(brandCode, limit).map((r) => ({
        memberId: r.member_id,
        account: r.account,
        lastId: r.id,
        lastSender: r.sender,
        lastText: r.text,
        lastAt: r.created_at,
        count: r.n,
      }))
    },
  }
}

export type ChatModule = ReturnType<typeof chatModule>
