/**
 * Operator commands for the points mall (issue 7, PTSYS3), run beside the live server:
 *   npm run operator -- points list                     redeem requests in process, oldest first
 *   npm run operator -- points approve <id> [note]      the reward is delivered
 *   npm run operator -- points reject <id> [note]       the points (and the stock) go back to the member
 * @see product-spec §4 redeem status; decision 0019
 */
import { z } from 'zod'
import type { Platform } from '../platform'
import { localized } from '../platform/localized'

/** First words of the argv this module answers. */
export const POINTS_COMMANDS = ['points'] as const

const Command = z.union([z.object({ action: z.literal('list') }), z.object({ action: z.enum(['approve', 'reject']), id: z.coerce.number().int().positive(), note: z.string().max(200).optional() })])

/** Usage text printed with an invalid command. */
export const POINTS_USAGE = 'points list | points approve <id> [note] | points reject <id> [note]'

const time = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')

/**
 * Runs one points command; returns the text to print.
 * @throws Error with the usage on bad arguments; PointsError (unknown id, already decided).
 */
export async function runPointsCommand(platform: Platform, argv: string[]): Promise<string> {
  const [, action, id, ...rest] = argv
  const r = Command.safeParse(action === 'list' ? { action } : { action, id, note: rest.length ? rest.join(' ') : undefined })
  if (!r.success) throw new Error(`Invalid command: ${argv.join(' ')}\nUsage: npm run operator -- ${POINTS_USAGE}`)
  const c = r.data
  if (c.action === 'list') {
    const queue = platform.points.queue()
    if (!queue.length) return 'No redeem requests in process.'
    return queue.map((q) => `#${q.id} ${q.referenceNo} ${time(q.createdAt)} ${q.account} ${q.quantity} × ${localized(q.name, 'en')} (${q.points} points)`).join('\n')
  }
  const decided = platform.points.decide(c.id, c.action, c.note)
  return JSON.stringify({ id: decided.id, referenceNo: decided.referenceNo, status: decided.status, points: decided.points, note: decided.note })
}
