/**
 * Live chat (spec §2 side menu "live chat button if a LIVECHAT service exists", §7 CBS_modelList,
 * CBS_launchChat reading chatUrl): the brand's LIVECHAT services as chat models, the address each
 * opens, and the embedded default — a simple operator-answered chat: the member writes, an operator
 * answers with `npm run operator -- chat reply <account> <text>`, the member's chat page polls for
 * new messages. A LIVECHAT service whose decoded path is a local address (starting with `/`) is the
 * embedded chat; any other address is an outside chat service, opened as it is.
 * Texts: 1–500 characters after trimming; ids ascending; times UTC ms.
 * Visitors who are not signed in chat as guests (decision 0059): a name and a contact (a phone number
 * checked with libphonenumber-js or an e-mail), their own conversation in the same operator queue,
 * named `guest:<id>`; never merged into a member's conversation.
 * @see docs/decisions/0025-support-and-content.md
 * @see docs/decisions/0059-guest-live-chat.md
 */
import type { PlatformContext } from '../context'
import { DomainError } from '../errors'
import type { CustomerService } from '../brand/brand'
import type { MemberModule } from '../member/members'
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { z } from 'zod'

export { CHAT_TEXT_MAX } from '../../../shared/schemas/support'
import { CHAT_TEXT_MAX } from '../../../shared/schemas/support'
/** At most this many member messages per minute (a flood guard; the operator is a person). */
export const CHAT_PER_MINUTE = 10

export class ChatError extends DomainError<'CHAT_NOT_AVAILABLE' | 'CHAT_TEXT_INVALID' | 'TOO_MANY_REQUESTS' | 'MEMBER_NOT_FOUND' | 'GUEST_NOT_FOUND' | 'GUEST_CONTACT_INVALID'> {}

/** A guest's contact as given: a phone number (E.164) or an e-mail (lower-cased). */
export type GuestContactKind = 'PHONE' | 'EMAIL'

/** A visitor chatting without an account (decision 0059). */
export interface ChatGuest {
  id: number
  name: string
  contact: string
  contactKind: GuestContactKind
  createdAt: number
}

/** A guest's message: `sender` GUEST or OPERATOR. */
export interface GuestChatMessage {
  id: number
  sender: 'GUEST' | 'OPERATOR'
  text: string
  createdAt: number
}

/** How the operator names a guest's conversation: `guest:<id>`. */
export const guestHandle = (guestId: number) => `guest:${guestId}`
/** The guest id in an operator's `guest:<id>`, or null for anything else (a member's account). */
export function guestIdOf(handle: string): number | null {
  const m = /^guest:([1-9][0-9]{0,15})$/.exec(handle)
  return m ? Number(m[1]) : null
}

/** The brand's home market: a phone number without `+` is read as a Philippine number. */
const HOME_REGION = 'PH'
const Email = z.email().max(254)

/**
 * A guest's contact: an e-mail (anything with `@`, checked by zod, lower-cased) or a phone number
 * (libphonenumber-js "max" metadata: valid for its country; `+` and a calling code, else a Philippine
 * number), returned in E.164. Null when it is neither.
 * @example normalizeGuestContact('0917 123 4567') // { kind: 'PHONE', value: '+639171234567' }
 */
export function normalizeGuestContact(input: string): { kind: GuestContactKind; value: string } | null {
  const raw = input.trim()
  if (raw.includes('@')) {
    const e = Email.safeParse(raw.toLowerCase())
    return e.success ? { kind: 'EMAIL', value: e.data } : null
  }
  if (!/^\+?[0-9\s.\-()]{4,30}$/.test(raw)) return null
  const phone = parsePhoneNumberFromString(raw, HOME_REGION)
  return phone?.isValid() ? { kind: 'PHONE', value: phone.number } : null
}

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
  /** The member's id; 0 for a guest. */
  memberId: number
  /** The member's account, or `guest:<id>` for a guest. */
  account: string
  /** The guest's name and contact; absent for a member. */
  guest?: { id: number; name: string; contact: string }
  lastId: number
  /** MEMBER or GUEST: it awaits an answer. */
  lastSender: 'MEMBER' | 'GUEST' | 'OPERATOR'
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
    guestInsert: c.query<{ id: number }, [string, string, string, string, string, string, number]>(
      'insert into chat_guests (brand_code, name, contact, contact_kind, ip, language, created_at) values (?, ?, ?, ?, ?, ?, ?) returning id',
    ),
    guestById: c.query<{ id: number; name: string; contact: string; contact_kind: GuestContactKind; created_at: number }, [string, number]>(
      'select id, name, contact, contact_kind, created_at from chat_guests where brand_code = ? and id = ?',
    ),
    guestMsgInsert: c.query<{ id: number }, [string, number, string, string, number]>(
      'insert into chat_guest_messages (brand_code, guest_id, sender, text, created_at) values (?, ?, ?, ?, ?) returning id',
    ),
    guestAfter: c.query<{ id: number; sender: 'GUEST' | 'OPERATOR'; text: string; created_at: number }, [string, number, number, number]>(
      'select id, sender, text, created_at from chat_guest_messages where brand_code = ? and guest_id = ? and id > ? order by id asc limit ?',
    ),
    guestRecent: c.query<{ n: number }, [string, number, number]>("select count(*) as n from chat_guest_messages where brand_code = ? and guest_id = ? and sender = 'GUEST' and created_at > ?"),
    guestConversations: c.query<{ guest_id: number; name: string; contact: string; id: number; sender: 'GUEST' | 'OPERATOR'; text: string; created_at: number; n: number }, [string, number]>(
      `select x.guest_id, g.name, g.contact, x.id, x.sender, x.text, x.created_at, t.n from chat_guest_messages x
       join (select guest_id, max(id) as last, count(*) as n from chat_guest_messages where brand_code = ?1 group by guest_id) t on t.last = x.id
       join chat_guests g on g.id = x.guest_id order by x.id desc limit ?2`,
    ),
  }

  function findGuest(guestId: number): ChatGuest | null {
    const g = q.guestById.get(brandCode, guestId)
    return g ? { id: g.id, name: g.name, contact: g.contact, contactKind: g.contact_kind, createdAt: g.created_at } : null
  }

  function guestOrThrow(guestId: number): ChatGuest {
    const g = findGuest(guestId)
    if (!g) throw new ChatError('GUEST_NOT_FOUND', 'support.errors.guestGone', 404)
    return g
  }

  /** A message's text, checked, when its writer has sent fewer than 10 in the last minute (`recent`). */
  function sendable(text: string, recent: () => number): string {
    const t = checkText(text)
    if (recent() >= CHAT_PER_MINUTE) throw new ChatError('TOO_MANY_REQUESTS', 'support.errors.chatTooFast', 429)
    return t
  }

  const toMessage = <S extends string>(m: { id: number; sender: S; text: string; created_at: number }) => ({ id: m.id, sender: m.sender, text: m.text, createdAt: m.created_at })

  function addGuest(guestId: number, sender: 'GUEST' | 'OPERATOR', text: string): GuestChatMessage {
    const now = ctx.now()
    const { id } = q.guestMsgInsert.get(brandCode, guestId, sender, text, now)!
    return { id, sender, text, createdAt: now }
  }

  /**
   * Checks the guest exists and writes its message in one immediate transaction, so housekeeping
   * deleting an idle guest (on another replica) cannot slip between: the writer gets GUEST_NOT_FOUND
   * (404), never a foreign-key failure.
   */
  function writeGuest(guestId: number, sender: 'GUEST' | 'OPERATOR', text: () => string): GuestChatMessage {
    return db.transaction(
      () => {
        guestOrThrow(guestId)
        return addGuest(guestId, sender, text())
      },
      { behavior: 'immediate' },
    )
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
      return add(
        memberId,
        'MEMBER',
        sendable(text, () => q.recent.get(brandCode, memberId, ctx.now() - 60_000)!.n),
      )
    },

    /** The member's conversation after message `afterId` (0 = from the start), oldest first, at most `limit`. */
    messages(memberId: number, afterId = 0, limit = 200): ChatMessage[] {
      return q.after.all(brandCode, memberId, afterId, limit).map(toMessage)
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

    /**
     * Operator: the conversations of members and guests, newest activity first, at most `limit`;
     * `lastSender` MEMBER or GUEST means it awaits an answer. A guest's is named `guest:<id>`.
     */
    conversations(limit = 50): Conversation[] {
      const members: Conversation[] = q.conversations.all(brandCode, limit).map((r) => ({
        memberId: r.member_id,
        account: r.account,
        lastId: r.id,
        lastSender: r.sender,
        lastText: r.text,
        lastAt: r.created_at,
        count: r.n,
      }))
      const guests: Conversation[] = q.guestConversations.all(brandCode, limit).map((r) => ({
        memberId: 0,
        account: guestHandle(r.guest_id),
        guest: { id: r.guest_id, name: r.name, contact: r.contact },
        lastId: r.id,
        lastSender: r.sender,
        lastText: r.text,
        lastAt: r.created_at,
        count: r.n,
      }))
      return [...members, ...guests].sort((a, b) => b.lastAt - a.lastAt || b.lastId - a.lastId).slice(0, limit)
    },

    /**
     * A visitor starts a guest chat (decision 0059): name 1–60 characters after trimming, contact a
     * phone number or an e-mail ({@link normalizeGuestContact}); `ip` and `language` are kept with it.
     * The caller limits how often an IP may do this.
     * @throws ChatError GUEST_CONTACT_INVALID (400) for a contact that is neither
     */
    startGuest(input: { name: string; contact: string; ip: string; language: string }): ChatGuest {
      const contact = normalizeGuestContact(input.contact)
      if (!contact) throw new ChatError('GUEST_CONTACT_INVALID', 'support.errors.guestContact', 400)
      const name = input.name.trim().slice(0, 60)
      const now = ctx.now()
      const { id } = q.guestInsert.get(brandCode, name, contact.value, contact.kind, input.ip.slice(0, 64), input.language.slice(0, 8), now)!
      return { id, name, contact: contact.value, contactKind: contact.kind, createdAt: now }
    },

    /** The guest `guestId`, or null when there is none of this brand. */
    guest(guestId: number): ChatGuest | null {
      return findGuest(guestId)
    },

    /**
     * The guest writes.
     * @throws ChatError GUEST_NOT_FOUND (404), CHAT_TEXT_INVALID (400), TOO_MANY_REQUESTS (429: more
     *   than 10 messages in a minute)
     */
    guestSend(guestId: number, text: string): GuestChatMessage {
      return writeGuest(guestId, 'GUEST', () => sendable(text, () => q.guestRecent.get(brandCode, guestId, ctx.now() - 60_000)!.n))
    },

    /** The guest's conversation after message `afterId` (0 = from the start), oldest first, at most `limit`. */
    guestMessages(guestId: number, afterId = 0, limit = 200): GuestChatMessage[] {
      return q.guestAfter.all(brandCode, guestId, afterId, limit).map(toMessage)
    },

    /**
     * Operator: answers a guest.
     * @throws ChatError GUEST_NOT_FOUND (404), CHAT_TEXT_INVALID (400)
     */
    replyGuest(guestId: number, text: string): GuestChatMessage {
      return writeGuest(guestId, 'OPERATOR', () => checkText(text))
    },
  }
}

export type ChatModule = ReturnType<typeof chatModule>
