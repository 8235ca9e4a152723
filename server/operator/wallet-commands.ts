/**
 * Operator commands for money (issue 4), run against the brand's database beside the live server:
 *   npm run operator -- ledger check                        invariant report; exits 1 when not ok
 *   npm run operator -- deposit list                        pending manual deposits
 *   npm run operator -- deposit approve <id> [note]         credit the member (message 'deposit credited')
 *   npm run operator -- deposit reject <id> [note]          nothing moves (message 'deposit failed')
 *   npm run operator -- withdrawal list                     pending withdrawals and disputed confirmations
 *   npm run operator -- withdrawal approve <id> [note]      after paying the bank account: hold → payout
 *   npm run operator -- withdrawal reject <id> [note]       hold back to the member
 *   npm run operator -- withdrawal proof <id> <file>        writes a NOT_RECEIVED proof image to <file>
 * @see DESIGN §4; product-spec §4 withdrawal confirmation, messages
 */
import { writeFileSync } from 'node:fs'
import { z } from 'zod'
import type { Platform } from '../platform'
import { formatMoney } from '../../shared/format'

/** First words of the argv this module answers. */
export const WALLET_COMMANDS = ['ledger', 'deposit', 'withdrawal'] as const

const id = z.coerce.number({ error: 'a request id (a positive whole number)' }).int().positive()
const note = z.string().max(200).optional()
const decide = (cmd: 'deposit' | 'withdrawal') => z.object({ cmd: z.literal(cmd), action: z.enum(['approve', 'reject']), id, note })
const Command = z.union([
  z.object({ cmd: z.literal('ledger'), action: z.literal('check') }),
  z.object({ cmd: z.enum(['deposit', 'withdrawal']), action: z.literal('list') }),
  decide('deposit'),
  decide('withdrawal'),
  z.object({ cmd: z.literal('withdrawal'), action: z.literal('proof'), id, file: z.string().min(1, 'an output file path') }),
])

/** Usage text printed with an invalid command. */
export const WALLET_USAGE = 'ledger check | deposit list|approve <id> [note]|reject <id> [note] | withdrawal list|approve <id> [note]|reject <id> [note]|proof <id> <file>'

function parse(argv: string[]) {
  const [cmd, action, arg, ...rest] = argv
  const input =
    action === 'proof'
      ? { cmd, action, id: arg, file: rest[0] }
      : action === 'approve' || action === 'reject'
        ? { cmd, action, id: arg, note: rest.length ? rest.join(' ') : undefined }
        : { cmd, action }
  const r = Command.safeParse(input)
  if (!r.success) throw new Error(`Invalid command: ${argv.join(' ')}\nUsage: npm run operator -- ${WALLET_USAGE}`)
  return r.data
}

const time = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString().replace('.000Z', 'Z'))

/**
 * Runs one wallet command; returns the text to print.
 * @throws Error with the usage on bad arguments; Error whose message is the report when `ledger check` finds a
 *   broken invariant (the CLI prints it and exits 1); WalletError (unknown id, already decided).
 */
export async function runWalletCommand(platform: Platform, argv: string[]): Promise<string> {
  const c = parse(argv)
  const { wallet } = platform
  const money = (minor: number) => formatMoney(minor, wallet.settings().currencySymbol)
  if (c.cmd === 'ledger') {
    const report = platform.ledger.check()
    const text = JSON.stringify(report, null, 2)
    if (!report.ok) throw new Error(`LEDGER NOT OK\n${text}`)
    return text
  }
  if (c.cmd === 'deposit') {
    if (c.action === 'list') {
      const rows = wallet.depositQueue()
      return rows.length === 0
        ? 'no pending deposits'
        : rows.map((d) => `#${d.id}  ${d.account}  ${d.methodCode}  ${money(d.amount)}  ${d.status}  ref: ${d.payerReference ?? '-'}  ${time(d.createdAt)}`).join('\n')
    }
    const d = wallet.decideDeposit(c.id, c.action, c.note)
    return `deposit #${d.id} ${d.status} ${money(d.amount)}`
  }
  if (c.action === 'list') {
    const rows = wallet.withdrawalQueue()
    return rows.length === 0
      ? 'no pending or disputed withdrawals'
      : rows
          .map(
            (w) =>
              `#${w.id}  ${w.account}  ${money(w.amount)}  ${w.status}  ${w.bankName} ${w.accountNumber} (${w.payeeName})  ${time(w.createdAt)}` +
              (w.status === 'PENDING' ? '' : `  remark: ${w.confirmRemark ?? '-'}${w.hasProof ? `  proof: withdrawal proof ${w.id} <file>` : ''}`),
          )
          .join('\n')
  }
  if (c.action === 'proof') {
    const proof = wallet.withdrawalProof(c.id)
    if (!proof) return `withdrawal #${c.id} has no proof`
    writeFileSync(c.file, proof.bytes)
    return `wrote ${proof.bytes.length} bytes (${proof.type}) to ${c.file}`
  }
  const w = wallet.decideWithdrawal(c.id, c.action, c.note)
  return `withdrawal #${w.id} ${w.status} ${money(w.amount)}${w.confirmDeadline ? `, counts as received at ${time(w.confirmDeadline)} unless the member answers` : ''}`
}
