/**
 * Operator commands for promotions (issue 7; spec §5 activity application), run against the brand's
 * database beside the live server:
 *   npm run operator -- promotions list                              the brand's promotions and their kinds
 *   npm run operator -- promotions applications [--all]              applications under review (all: decided ones too)
 *   npm run operator -- promotions approve <id> [amount] [note]      pays the member at once (amount in major units; default the promotion's)
 *   npm run operator -- promotions reject <id> <reason>              nothing moves; the member sees the reason
 *   npm run operator -- promotions image <id> <n> <file>             writes image n (1–3) of an application to <file>
 * @see product-spec §4 promotion states, §5 activity application; DESIGN §4 money
 */
import { writeFileSync } from 'node:fs'
import { z } from 'zod'
import type { Platform } from '../platform'
import { formatMoney } from '../../shared/format'
import { AmountSchema } from '../../shared/schemas/wallet'

/** First words of the argv this module answers. */
export const PROMOTION_COMMANDS = ['promotions'] as const

export const PROMOTION_USAGE = 'promotions list | applications [--all] | approve <id> [amount] [note] | reject <id> <reason> | image <id> <n> <file>'

const id = z.coerce.number().int().positive()
const Command = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list') }),
  z.object({ action: z.literal('applications'), all: z.boolean() }),
  z.object({ action: z.literal('approve'), id, amount: AmountSchema.optional(), note: z.string().max(200).optional() }),
  z.object({ action: z.literal('reject'), id, note: z.string().trim().min(1).max(200) }),
  z.object({ action: z.literal('image'), id, seq: z.coerce.number().int().min(1).max(3), file: z.string().min(1) }),
])

function parse(argv: string[]) {
  const [, action, arg, ...rest] = argv
  let input: Record<string, unknown> = { action }
  if (action === 'applications') input = { action, all: arg === '--all' }
  if (action === 'approve') {
    const hasAmount = rest[0] !== undefined && /^\d+(\.\d{1,2})?$/.test(rest[0])
    input = { action, id: arg, amount: hasAmount ? rest[0] : undefined, note: (hasAmount ? rest.slice(1) : rest).join(' ') || undefined }
  }
  if (action === 'reject') input = { action, id: arg, note: rest.join(' ') }
  if (action === 'image') input = { action, id: arg, seq: rest[0], file: rest[1] }
  const r = Command.safeParse(input)
  if (!r.success) throw new Error(`Invalid command: ${argv.join(' ')}\nUsage: npm run operator -- ${PROMOTION_USAGE}`)
  return r.data
}

/**
 * Runs one promotions command; returns the text to print.
 * @throws Error with the usage on bad arguments; PromotionError (unknown id, already decided, no reason, bad amount)
 */
export async function runPromotionCommand(platform: Platform, argv: string[]): Promise<string> {
  const c = parse(argv)
  const money = (minor: number) => formatMoney(minor, platform.brand.info().currencySymbol)
  const { promotions } = platform
  if (c.action === 'list') {
    return promotions
      .list(null, 'en')
      .map((p) => `#${p.id}  ${p.code}  ${p.kind}  ${p.category}  ${p.state}  ${p.title}`)
      .join('\n')
  }
  if (c.action === 'applications') {
    const list = promotions.applications({ all: c.all })
    if (!list.length) return c.all ? 'no applications' : 'no applications awaiting review'
    return list.map((a) => `#${a.id}  ${a.account}  ${a.promotionCode}  ${a.status}  images: ${a.images.length}  "${a.comment ?? ''}"${a.note ? `  note: ${a.note}` : ''}`).join('\n')
  }
  if (c.action === 'image') {
    const img = promotions.applicationImage(c.id, c.seq)
    if (!img) return `application #${c.id} has no image ${c.seq}`
    writeFileSync(c.file, img.bytes)
    return `wrote ${img.bytes.length} bytes (${img.type}) to ${c.file}`
  }
  if (c.action === 'approve') {
    promotions.decide(c.id, 'approve', { amount: c.amount, note: c.note })
    const a = promotions.applications({ all: true }).find((x) => x.id === c.id)!
    const paid = platform.promotions.history(a.memberId, 'en', { source: 'APPLY', page: 1, pageSize: 100 }).list.find((r) => r.detail.entryId === c.id)
    return `application #${c.id} ISSUED ${money(paid?.amount ?? 0)} to ${a.account}`
  }
  promotions.decide(c.id, 'reject', { note: c.note })
  return `application #${c.id} REJECTED: ${c.note}`
}
