/**
 * Operator commands for the embedded live chat (issue 7; decision 0018), run beside the live server:
 *   npm run operator -- chat list                       conversations, newest first (WAITING = the
 *                                                       member wrote last and awaits an answer)
 *   npm run operator -- chat show <account>             one member's conversation
 *   npm run operator -- chat reply <account> <text…>    answers; the member's open chat shows it
 *                                                       within its next poll (3 s), without a reload
 */
import { z } from 'zod'
import type { Platform } from '../platform'

/** First words of the argv this module answers. */
export const SUPPORT_COMMANDS = ['chat'] as const

const USAGE = 'Usage: npm run operator -- chat list | chat show <account> | chat reply <account> <text>'
const Account = z.string().regex(/^[A-Za-z0-9_]{3,32}$/, 'a member account')
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
    return list.map((v) => `${v.lastSender === 'MEMBER' ? 'WAITING ' : 'ANSWERED'} ${v.account.padEnd(16)} ${iso(v.lastAt)} (${v.count}) ${v.lastText.slice(0, 60)}`).join('\n')
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
