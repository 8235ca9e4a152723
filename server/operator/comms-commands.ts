/**
 * Operator commands for announcements, popups, members' messages and feedback (issue 7), run beside
 * the live server (changes show at once: the announcement commands bump the content version):
 *   npm run operator -- announcement add NOTICE|POPUP --title <text> --content <html> [--execution A|B|F]
 *                       [--title-ty <text>] [--content-ty <html>] [--sequence <n>]
 *                                                  a marquee notice, or a popup for logged-in (A),
 *                                                  anonymous (B, default) or first-time-login (F) visitors
 *   npm run operator -- announcement list          notices and popups, newest first, retired ones marked
 *   npm run operator -- announcement retire <id>   stops showing one
 *   npm run operator -- message send <account> --title <text> --content <text>    to one member's inbox
 *   npm run operator -- message send-all --title <text> --content <text>           to every member's inbox
 *   npm run operator -- feedback list [--all]      open feedback oldest first (--all: everything, newest first)
 *   npm run operator -- feedback handle <id> [note]
 *   npm run operator -- sms|email outbox [--limit n]   the embedded providers' messages, newest first (demo: codes read here)
 *   npm run operator -- sms|email deliveries [--failed] [--limit n]
 *                                                  messages handed to Semaphore or SMTP and what became of them
 *                                                  (DELIVERED or FAILED, attempts, the provider's reason; never the text)
 * HTML of announcements is sanitised when shown (server/html/sanitize.ts); messages are plain text.
 * @see product-spec §3 announcement/popup, feedback; §4 messages; decision 0047 (SMS and e-mail deliveries)
 */
import { z } from 'zod'
import type { Platform } from '../platform'
import { EXECUTIONS, OPERATOR_ANNOUNCEMENT_KINDS } from '../../shared/schemas/comms'
import { MESSAGE_LIMITS } from '../platform/message/messages'

/** First words of the argv this module answers. */
export const COMMS_COMMANDS = ['announcement', 'message', 'feedback', 'sms', 'email'] as const

const USAGE = `Usage:
  npm run operator -- announcement add NOTICE|POPUP --title <text> --content <html> [--execution A|B|F] [--title-ty <text>] [--content-ty <html>] [--sequence <n>]
  npm run operator -- announcement list | retire <id>
  npm run operator -- message send <account> --title <text> --content <text>
  npm run operator -- message send-all --title <text> --content <text>
  npm run operator -- feedback list [--all] | handle <id> [note]
  npm run operator -- sms|email outbox [--limit n]
  npm run operator -- sms|email deliveries [--failed] [--limit n]`

const text = (max: number) => z.string().trim().min(1).max(max)
const id = z.coerce.number().int().positive()
const limit = z.coerce.number().int().min(1).max(500).default(20)
const Command = z.discriminatedUnion('cmd', [
  z.object({
    cmd: z.literal('announcement:add'),
    kind: z.enum(OPERATOR_ANNOUNCEMENT_KINDS),
    execution: z.enum(EXECUTIONS).default('B'),
    title: text(120),
    content: text(20_000),
    titleTy: text(120).optional(),
    contentTy: text(20_000).optional(),
    sequence: z.coerce.number().int().min(0).max(9999).default(0),
  }),
  z.object({ cmd: z.literal('announcement:list') }),
  z.object({ cmd: z.literal('announcement:retire'), id }),
  z.object({ cmd: z.literal('message:send'), account: z.string().trim().min(1).max(32), title: text(MESSAGE_LIMITS.title), content: text(MESSAGE_LIMITS.content) }),
  z.object({ cmd: z.literal('message:send-all'), title: text(MESSAGE_LIMITS.title), content: text(MESSAGE_LIMITS.content) }),
  z.object({ cmd: z.literal('feedback:list'), all: z.boolean() }),
  z.object({ cmd: z.literal('feedback:handle'), id, note: z.string().trim().max(200).optional() }),
  z.object({ cmd: z.enum(['sms:outbox', 'email:outbox']), limit }),
  z.object({ cmd: z.enum(['sms:deliveries', 'email:deliveries']), failed: z.boolean(), limit }),
])

/** `--name value` options and the positional words of argv (after the two command words). */
function options(rest: string[]): { flags: Record<string, string | true>; words: string[] } {
  const flags: Record<string, string | true> = {}
  const words: string[] = []
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!
    if (a.startsWith('--')) {
      const next = rest[i + 1]
      if (next === undefined || next.startsWith('--')) flags[a.slice(2)] = true
      else {
        flags[a.slice(2)] = next
        i++
      }
    } else words.push(a)
  }
  return { flags, words }
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
const FEEDBACK_TYPE_NAMES: Record<number, string> = { 1: 'deposit', 2: 'withdrawal', 3: 'game', 4: 'customer service', 6: 'apply agent', 0: 'others' }

/**
 * Runs one communication command; returns the text to print (JSON lines).
 * @throws Error with the usage on bad arguments; the platform's DomainError for an unknown id or account.
 */
export async function runCommsCommand(platform: Platform, argv: string[]): Promise<string> {
  const [group, action, ...rest] = argv
  const { flags, words } = options(rest)
  const str = (k: string) => (typeof flags[k] === 'string' ? (flags[k] as string) : undefined)
  const parsed = Command.safeParse({
    cmd: `${group}:${action}`,
    kind: words[0],
    execution: str('execution'),
    title: str('title'),
    content: str('content'),
    titleTy: str('title-ty'),
    contentTy: str('content-ty'),
    sequence: str('sequence'),
    id: words[0],
    account: words[0],
    all: flags.all === true,
    note: words.slice(1).join(' ') || undefined,
    failed: flags.failed === true,
    limit: str('limit'),
  })
  if (!parsed.success) throw new Error(`Invalid command: ${argv.join(' ')}\n${parsed.error.issues.map((i) => `  ${i.path.join('.') || 'command'}: ${i.message}`).join('\n')}\n${USAGE}`)
  const c = parsed.data
  switch (c.cmd) {
    case 'announcement:add': {
      const title = { en: c.title, ...(c.titleTy ? { ty: c.titleTy } : {}) }
      const content = { en: c.content, ...(c.contentTy ? { ty: c.contentTy } : {}) }
      return JSON.stringify(platform.announcements.create({ kind: c.kind, execution: c.execution, title, content, sequence: c.sequence }))
    }
    case 'announcement:list':
      return (
        platform.announcements
          .adminList()
          .map((a) => JSON.stringify({ id: a.id, kind: a.kind, execution: a.kind === 'POPUP' ? a.execution : undefined, title: a.title.en, createdAt: iso(a.createdAt), retiredAt: iso(a.retiredAt) }))
          .join('\n') || '(none)'
      )
    case 'announcement:retire':
      return JSON.stringify({ ...platform.announcements.retire(c.id), retiredAt: undefined, retired: true })
    case 'message:send':
      return JSON.stringify(platform.messages.sendToMember(c.account, c.title, c.content))
    case 'message:send-all':
      return JSON.stringify(platform.messages.sendToAll(c.title, c.content))
    case 'feedback:list':
      return (
        platform.feedback
          .list({ all: c.all })
          .map((f) =>
            JSON.stringify({
              id: f.id,
              type: `${f.type} ${FEEDBACK_TYPE_NAMES[f.type]}`,
              sender: f.sender || '(visitor)',
              content: f.content,
              createdAt: iso(f.createdAt),
              handledAt: iso(f.handledAt),
              note: f.handledNote ?? undefined,
            }),
          )
          .join('\n') || '(no open feedback)'
      )
    case 'feedback:handle': {
      const f = platform.feedback.handle(c.id, c.note)
      return JSON.stringify({ id: f.id, handledAt: iso(f.handledAt), note: f.handledNote })
    }
    case 'sms:outbox':
      return (
        platform.verification
          .outbox(c.limit)
          .map((m) => `${iso(m.createdAt)} ${m.to}: ${m.text}`)
          .join('\n') || '(no SMS in the outbox)'
      )
    case 'email:outbox':
      return (
        platform
          .emailOutbox(c.limit)
          .map((m) => `${iso(m.createdAt)} ${m.to}: ${m.subject}\n${m.text.replace(/^/gm, '    ')}`)
          .join('\n\n') || '(no e-mail in the outbox)'
      )
    case 'sms:deliveries':
    case 'email:deliveries':
      return (
        platform
          .deliveries(c.cmd === 'sms:deliveries' ? 'SMS' : 'EMAIL', { failedOnly: c.failed, limit: c.limit })
          .map((d) =>
            JSON.stringify({
              id: d.id,
              at: iso(d.createdAt),
              status: d.status,
              provider: d.provider,
              to: d.to,
              purpose: d.purpose,
              attempts: d.attempts,
              error: d.error ?? undefined,
              ref: d.providerRef ?? undefined,
            }),
          )
          .join('\n') || (c.failed ? '(no failed deliveries)' : '(no deliveries)')
      )
  }
}
