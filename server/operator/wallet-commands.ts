/**
 * Operator commands for money (issue 4), run against the brand's database beside the live server:
 *   npm run operator -- ledger check                        invariant report; exits 1 when not ok
 *   npm run operator -- deposit list                        pending manual deposits
 *   npm run operator -- deposit approve <id> [note]         credit the member (message 'deposit credited')
 *   npm run operator -- deposit reject <id> [note]          nothing moves (message 'deposit failed')
 *   npm run operator -- withdrawal list                     pending withdrawals, payouts in flight (PAYING, with the
 *                                                           provider's transfer id) and disputed confirmations
 *   npm run operator -- withdrawal approve <id> [note]      after paying the bank account: hold → payout. With PayMongo
 *                                                           payouts configured (decision 0052) PayMongo sends it instead:
 *                                                           PAYING until its status event (PAID, or PAYOUT_FAILED refunded)
 *   npm run operator -- withdrawal approve <id> --manual [note]   paid by hand even with payouts configured
 *   npm run operator -- withdrawal reject <id> [note]       hold back to the member
 *   npm run operator -- withdrawal proof <id> <file>        writes a NOT_RECEIVED proof image to <file>
 *   npm run operator -- methods list                        every deposit method with provider, limits and state
 *   npm run operator -- methods add <CODE> <PROVIDER> <min> <max> [name]   adds (or replaces) a method; PROVIDER
 *                                                           SANDBOX|BANK|PAYMONGO, limits in major units (e.g. 100 50000)
 *   npm run operator -- methods set <CODE> <min> <max>      changes a method's limits (major units)
 *   npm run operator -- methods enable|disable <CODE>       offers a method to members, or stops offering it
 * A PAYMONGO method's code chooses what PayMongo's checkout offers: GCASH → gcash, MAYA → paymaya,
 * CARD → card, QRPH → qrph, any other every one of them (decision 0045).
 * @see DESIGN §4; product-spec §4 withdrawal confirmation, messages
 */
import { writeFileSync } from 'node:fs'
import { z } from 'zod'
import type { Platform } from '../platform'
import { formatMoney } from '../../shared/format'
import { PROVIDER_CODES } from '../platform/wallet/payment-providers'

/** First words of the argv this module answers. */
export const WALLET_COMMANDS = ['ledger', 'deposit', 'withdrawal', 'methods'] as const

const id = z.coerce.number({ error: 'a request id (a positive whole number)' }).int().positive()
const note = z.string().max(200).optional()
const decide = (cmd: 'deposit' | 'withdrawal') => z.object({ cmd: z.literal(cmd), action: z.enum(['approve', 'reject']), id, note, manual: z.boolean() })
const methodCode = z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'a method code: letters, digits and _ (at most 32)')
/** Major units as typed (100, 100.50), at most 2 decimals. */
const major = z.string({ error: 'an amount in major units, e.g. 100 or 100.50' }).regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount in major units, e.g. 100 or 100.50')
const Command = z.union([
  z.object({ cmd: z.literal('methods'), action: z.literal('list') }),
  z.object({
    cmd: z.literal('methods'),
    action: z.literal('add'),
    code: methodCode,
    provider: z.enum(PROVIDER_CODES as [string, ...string[]]),
    min: major,
    max: major,
    name: z.string().trim().min(1).max(60).optional(),
  }),
  z.object({ cmd: z.literal('methods'), action: z.literal('set'), code: methodCode, min: major, max: major }),
  z.object({ cmd: z.literal('methods'), action: z.enum(['enable', 'disable']), code: methodCode }),
  z.object({ cmd: z.literal('ledger'), action: z.literal('check') }),
  z.object({ cmd: z.enum(['deposit', 'withdrawal']), action: z.literal('list') }),
  decide('deposit'),
  decide('withdrawal'),
  z.object({ cmd: z.literal('withdrawal'), action: z.literal('proof'), id, file: z.string().min(1, 'an output file path') }),
])

/** Usage text printed with an invalid command. */
export const WALLET_USAGE =
  'ledger check | deposit list|approve <id> [note]|reject <id> [note] | withdrawal list|approve <id> [--manual] [note]|reject <id> [note]|proof <id> <file> | methods list|add <CODE> <PROVIDER> <min> <max> [name]|set <CODE> <min> <max>|enable <CODE>|disable <CODE>'

function parse(argv: string[]) {
  const [cmd, action, arg, ...rest] = argv
  const input =
    cmd === 'methods'
      ? {
          cmd,
          action,
          code: arg,
          ...(action === 'add' ? { provider: rest[0]?.toUpperCase(), min: rest[1], max: rest[2], name: rest.length > 3 ? rest.slice(3).join(' ') : undefined } : { min: rest[0], max: rest[1] }),
        }
      : action === 'proof'
        ? { cmd, action, id: arg, file: rest[0] }
        : action === 'approve' || action === 'reject'
          ? { cmd, action, id: arg, note: rest.filter((w) => w !== '--manual').join(' ') || undefined, manual: cmd === 'withdrawal' && action === 'approve' && rest.includes('--manual') }
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
  if (c.cmd === 'methods') {
    const minor = (v: string) => Math.round(Number(v) * wallet.settings().minorPerMajor)
    const line = (m: ReturnType<typeof wallet.operatorMethods>[number]) =>
      `${m.code}  ${m.provider}  ${money(m.minAmount)} – ${money(m.maxAmount)}  ${m.enabled ? 'enabled' : 'disabled'}  ${m.name.en ?? ''}`
    if (c.action === 'list') {
      const rows = wallet.operatorMethods()
      return rows.length === 0 ? 'no deposit methods' : rows.map(line).join('\n')
    }
    if (c.action === 'add')
      return line(wallet.configureMethod(c.code, { provider: c.provider as (typeof PROVIDER_CODES)[number], minAmount: minor(c.min), maxAmount: minor(c.max), name: c.name, enabled: true }))
    if (c.action === 'set') return line(wallet.configureMethod(c.code, { minAmount: minor(c.min), maxAmount: minor(c.max) }))
    return line(wallet.configureMethod(c.code, { enabled: c.action === 'enable' }))
  }
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
              (w.status === 'PENDING'
                ? ''
                : w.status === 'PAYING'
                  ? `  payout: ${w.payoutProvider} ${w.providerRef ?? 'not sent yet'}`
                  : `  remark: ${w.confirmRemark ?? '-'}${w.hasProof ? `  proof: withdrawal proof ${w.id} <file>` : ''}`),
          )
          .join('\n')
  }
  if (c.action === 'proof') {
    const proof = wallet.withdrawalProof(c.id)
    if (!proof) return `withdrawal #${c.id} has no proof`
    writeFileSync(c.file, proof.bytes)
    return `wrote ${proof.bytes.length} bytes (${proof.type}) to ${c.file}`
  }
  const w = wallet.decideWithdrawal(c.id, c.action, c.note, { manual: c.manual })
  if (w.status === 'PAYING') {
    try {
      const status = await wallet.sendPayout(w.id)
      return `withdrawal #${w.id} ${status} ${money(w.amount)}${status === 'PAYING' ? ': transfer sent, settled by the provider' : ''}`
    } catch (e) {
      return `withdrawal #${w.id} PAYING ${money(w.amount)}: the transfer could not be sent yet (${e instanceof Error ? e.message : String(e)}); the payment-reconciliation job sends it again`
    }
  }
  return `withdrawal #${w.id} ${w.status} ${money(w.amount)}${w.confirmDeadline ? `, counts as received at ${time(w.confirmDeadline)} unless the member answers` : ''}`
}
