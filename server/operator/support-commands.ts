/**
 * Operator commands for the embedded live chat (issue 7; decision 0018), run beside the live server:
 *   npm run operator -- chat list                       conversations, newest first (WAITING = the
 *                                                       member or guest wrote last and awaits an
 *                                                       answer); a visitor's is `guest:<id>`, marked
 *                                                       [guest] with its name and contact (decision 0059)
 *   npm run operator -- chat show <account|guest:id>    one member's or guest's conversation
 *   npm run operator -- chat reply <account|guest:id> <text…>  answers; the open chat shows it
 *                                                       within its next poll (3 s), without a reload
 */
import { z } from 'zod'
import type { Platform } from '../platform'
import { guestIdOf } from '../platform/support/chat'

/** First words of the argv this module answers. */
export const SUPPORT_COMMANDS = ['chat'] as const

const USAGE = 'Usage: npm run operator -- chat list | chat show <account|guest:id> | chat reply <account|guest:id> <text>'
const Account = z.union([z.string().regex(/^[A-Za-z0-9_]{3,32}$/, 'a member account'), z.string().regex(/^guest:[1-9][0-9]{0,15}$/, 'a guest: guest:<id>')])
const Command = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list') }),
  z.object({ action: z.literal('show'), account: Account }),
  z.object({ action: z.literal('reply'), account: Account, text: z.string().trim().min(1).max(500) }),
])

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

/**
 * Runs one chat command; returns the text to print.
 * @throws Error with the usage on bad arguments; the chat module's errors (unknown member, bad text).
 */
export async function runSupportCommand(platform: Platform, argv: string[]): Promise<string> {
  const parsed = Command.safeParse({ action: argv[1], account: argv[2], text: argv.slice(3).join(' ') })
  if (!parsed.success) throw new Error(`Invalid command: ${argv.join(' ')}\n${USAGE}`)
  const c = parsed.data
  const { chat, members } = platform
  if (c.action === 'list') {
    const list = chat.conversations()
    if (list.length === 0) return 'No conversations yet.'
    return list
      .map((v) => {
        const who = v.guest ? `[guest] ${v.guest.name} <${v.guest.contact}> ` : ''
        return `${v.lastSender === 'OPERATOR' ? 'ANSWERED' : 'WAITING '} ${v.account.padEnd(16)} ${iso(v.lastAt)} (${v.count}) ${who}${v.lastText.slice(0, 60)}`
      })
      .join('\n')
  }
  const guestId = guestIdOf(c.account)
  if (guestId !== null) {
    const g = chat.guest(guestId)
    if (!g) throw new Error(`Unknown guest: ${c.account}`)
    if (c.action === 'reply') {
      const msg = chat.replyGuest(g.id, c.text)
      return JSON.stringify({ account: c.account, guest: true, id: msg.id, sentAt: iso(msg.createdAt) })
    }
    const head = `${c.account} [guest] ${g.name} <${g.contact}> since ${iso(g.createdAt)}`
    const msgs = chat.guestMessages(g.id)
    return [head, ...(msgs.length === 0 ? ['No messages yet.'] : msgs.map((x) => `${iso(x.createdAt)} ${x.sender === 'GUEST' ? g.name : 'operator'}: ${x.text}`))].join('\n')
  }
  const m = members.byAccount(c.account)
  if (!m) throw new Error(`Unknown member: ${c.account}`)
  if (c.action === 'reply') {
    const msg = chat.reply(c.account, c.text)
    return JSON.stringify({ account: m.account, id: msg.id, sentAt: iso(msg.createdAt) })
  }
  const msgs = chat.messages(m.id)
  return msgs.length === 0 ? `No messages from ${m.account}.` : msgs.map((x) => `${iso(x.createdAt)} ${x.sender === 'MEMBER' ? m.account : 'operator'}: ${x.text}`).join('\n')
}
