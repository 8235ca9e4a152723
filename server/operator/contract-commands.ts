/**
 * Operator commands for agent contracts (issue 6; decision 0013), run against the brand's database
 * beside the live server:
 *   npm run operator -- contracts settle [--at 2026-11-22T00:01:00Z]   run the settlement job now (or as if at that time)
 *   npm run operator -- contracts list                                  the house's contracts with root agents
 *   npm run operator -- contracts offer <account> <TYPE> <rate%> [--period weekly] [--members 1] [--valid-bet 0] [--loss 0]
 *   npm run operator -- contracts offer <account> <TYPE> --tiers '[{"activeMembers":1,"validBet":0,"rate":1.5}]' [--period …]
 *                                                                       the house offers a root agent a contract (it accepts in the popup)
 *   npm run operator -- contracts terminate <id>                        the house ends its contract at once
 * TYPE: DIVIDEND | DAILY_SALARY | HOURLY_SALARY | REALTIME_SALARY. Thresholds in major units, rates in percent.
 * @see server/platform/agent/settlement.ts
 */
import { z } from 'zod'
import type { Platform } from '../platform'
import { formatMoney } from '../../shared/format'
import { CONTRACT_TYPES, ContractTierSchema, DIVIDEND_PERIODS, bpToPercent } from '../../shared/schemas/contracts'
import { tFor } from '../../shared/i18n'
import { DomainError } from '../platform/errors'

/** First words of the argv this module answers. */
export const CONTRACT_COMMANDS = ['contracts'] as const

/** Usage text printed with an invalid command. */
export const CONTRACT_USAGE =
  'contracts settle [--at ISO] | contracts list | contracts offer <account> <TYPE> <rate%> [--period p] [--members n] [--valid-bet x] [--loss x] | contracts offer <account> <TYPE> --tiers JSON | contracts terminate <id>'

const flag = (args: string[], name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}

const Command = z.discriminatedUnion('action', [
  z.object({ action: z.literal('settle'), at: z.iso.datetime({ offset: true }).optional() }),
  z.object({ action: z.literal('list') }),
  z.object({
    action: z.literal('offer'),
    account: z.string().min(1),
    type: z.enum(CONTRACT_TYPES),
    period: z.enum(DIVIDEND_PERIODS).optional(),
    tiers: z.array(ContractTierSchema).min(1).max(10),
  }),
  z.object({ action: z.literal('terminate'), id: z.coerce.number().int().positive() }),
])

function parse(argv: string[]) {
  const [, action, ...rest] = argv
  let input: Record<string, unknown> = { action }
  if (action === 'settle') input.at = flag(rest, 'at')
  if (action === 'terminate') input.id = rest[0]
  if (action === 'offer') {
    let tiers: unknown
    try {
      tiers =
        flag(rest, 'tiers') !== undefined
          ? JSON.parse(flag(rest, 'tiers')!)
          : [
              {
                activeMembers: flag(rest, 'members') ?? 0,
                validBet: flag(rest, 'valid-bet') ?? 0,
                loss: flag(rest, 'loss') ?? 0,
                rate: rest[2],
              },
            ]
    } catch {
      tiers = null
    }
    input = { action, account: rest[0], type: rest[1], period: flag(rest, 'period'), tiers }
  }
  const r = Command.safeParse(input)
  if (!r.success) {
    const why = r.error.issues.map((i) => `${i.path.join('.') || 'command'}: ${i.message.startsWith('contracts.') ? tFor('en')(i.message) : i.message}`).join('; ')
    throw new Error(`Invalid command: ${argv.join(' ')} (${why})\nUsage: npm run operator -- ${CONTRACT_USAGE}`)
  }
  return r.data
}

const time = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString().replace('.000Z', 'Z'))

/**
 * Runs one contracts command; returns the text to print.
 * @throws Error with the usage on bad arguments; ContractError (unknown account or contract, above the cap), whose
 *   message the CLI prints in English.
 */
export async function runContractCommand(platform: Platform, argv: string[]): Promise<string> {
  const c = parse(argv)
  const { contracts } = platform
  const money = (minor: number) => formatMoney(minor, platform.wallet.settings().currencySymbol)
  try {
    if (c.action === 'settle') {
      const r = await contracts.settlement.run(c.at ? Date.parse(c.at) : undefined)
      const lines = r.periods
        .filter((p) => p.contracts > 0)
        .map((p) => `${p.key}: ${p.contracts} contract(s), ${p.paid} paid, ${p.unpaid} unpaid, ${p.zero} no tier reached, ${p.doneBefore} done before`)
      const skipped = Object.entries(r.skippedTooOld).map(([k, n]) => `${n} ${k} period(s) older than the catch-up bound skipped`)
      return [`settled ${r.periods.length} period(s); retried unpaid: ${r.retried.paid} paid, ${r.retried.unpaid} still unpaid`, ...lines, ...skipped].join('\n')
    }
    if (c.action === 'list') {
      const list = contracts.houseContracts()
      if (list.length === 0) return 'no house contracts'
      return list.map((x) => `#${x.id}  ${x.downlineAccount}  ${x.type} ${x.period}  up to ${bpToPercent(x.maxRate)}%  ${x.status}  since ${time(x.activatedAt ?? x.createdAt)}`).join('\n')
    }
    if (c.action === 'offer') {
      const o = await contracts.houseOffer(c.account, { type: c.type, period: c.period, tiers: c.tiers })
      const tiers = o.tiers.map((x) => `≥${x.activeMembers} active, ≥${money(x.validBet)} valid bet, ≥${money(x.loss)} loss → ${bpToPercent(x.rate)}%`).join('; ')
      return `house offer #${o.id} to ${o.downlineAccount}: ${o.type} ${o.period} (${tiers}), awaiting the agent's answer`
    }
    const ended = await contracts.houseTerminate(c.id)
    return `house contract #${ended.id} ${ended.status}`
  } catch (e) {
    if (e instanceof DomainError) throw Object.assign(new Error(`${e.code}: ${tFor('en')(e.messageKey, e.details ?? {})}`), { code: e.code })
    throw e
  }
}
