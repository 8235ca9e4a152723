/**
 * Operator commands for referral earnings (issue 18 "Referral pays"; decision 0049), run against the
 * brand's database beside the live server:
 *   npm run operator -- referral rule set --basis valid-bets|first-deposit --rate <percent> [--cap <amount>] [--period daily|weekly]
 *                                        the referrer earns <percent> of its invited friends' valid bets in the period, or of
 *                                        each friend's first deposit; at most <amount> (major units) per referrer and period;
 *                                        settled daily (default) or weekly; periods ending from now on are paid
 *   npm run operator -- referral rule show                 the rule, in words
 *   npm run operator -- referral rule off                  nothing more is paid (the history stays)
 *   npm run operator -- referral settle [--at ISO]         run the settlement job now (or as if at that time)
 * Percent up to 2 decimals (0 < p ≤ 100), amounts up to 2 decimals.
 * @see server/platform/support/referral-earnings.ts
 */
import { z } from 'zod'
import type { Platform } from '../platform'
import { formatMoney } from '../../shared/format'
import { percentToBp, bpToPercent } from '../../shared/schemas/contracts'
import { parseMoney } from '../../shared/schemas/amount'
import { REFERRAL_BASES, REFERRAL_PERIODS, type EarningRule } from '../platform/support/referral-earnings'

/** First words of the argv this module answers. */
export const REFERRAL_COMMANDS = ['referral'] as const

/** Usage text printed with an invalid command. */
export const REFERRAL_USAGE =
  'referral rule set --basis valid-bets|first-deposit --rate <percent> [--cap <amount>] [--period daily|weekly] | referral rule show | referral rule off | referral settle [--at ISO]'

const flag = (args: string[], name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}

const toBp = (v: string, ctx: z.RefinementCtx) => {
  const bp = percentToBp(v)
  if (bp === null) ctx.addIssue({ code: 'custom', message: 'a percentage above 0, at most 100, up to 2 decimals' })
  return bp ?? 0
}
const toMinor = (v: string, ctx: z.RefinementCtx) => {
  const minor = parseMoney(v)
  if (minor === null || minor <= 0) ctx.addIssue({ code: 'custom', message: 'an amount above 0 with up to 2 decimals' })
  return minor ?? 0
}

const Command = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('set'),
    basis: z.enum(REFERRAL_BASES as [string, ...string[]]).transform((b) => b as EarningRule['basis']),
    rateBp: z.string().max(32).transform(toBp),
    cap: z.string().max(32).transform(toMinor).optional(),
    period: z
      .enum(REFERRAL_PERIODS as [string, ...string[]])
      .default('daily')
      .transform((p) => p as EarningRule['period']),
  }),
  z.object({ action: z.literal('show') }),
  z.object({ action: z.literal('off') }),
  z.object({ action: z.literal('settle'), at: z.iso.datetime({ offset: true }).optional() }),
])

function parse(argv: string[]) {
  const [, sub, ...rest] = argv
  const input: Record<string, unknown> =
    sub === 'settle'
      ? { action: 'settle', at: flag(rest, 'at') }
      : sub === 'rule'
        ? { action: rest[0], basis: flag(rest, 'basis'), rateBp: flag(rest, 'rate'), cap: flag(rest, 'cap'), period: flag(rest, 'period') }
        : { action: sub }
  const r = Command.safeParse(input)
  if (!r.success) {
    const why = r.error.issues.map((i) => `${i.path.join('.') || 'command'}: ${i.message}`).join('; ')
    throw new Error(`Invalid command: ${argv.join(' ')} (${why})\nUsage: npm run operator -- ${REFERRAL_USAGE}`)
  }
  return r.data
}

/** The rule in words for the operator (English), e.g. "1.5% of invited friends' valid bets, at most ₱500.00 per referrer, settled daily". */
export function describeRule(r: EarningRule, symbol: string): string {
  const what = r.basis === 'valid-bets' ? "invited friends' valid bets" : "each invited friend's first deposit"
  const cap = r.cap === null ? '' : `, at most ${formatMoney(r.cap, symbol)} per referrer and period`
  return `${bpToPercent(r.rateBp)}% of ${what}${cap}, settled ${r.period}${r.enabled ? '' : ' (off)'}; paid for periods ending after ${new Date(r.since).toISOString()}`
}

/**
 * Runs one referral command; returns the text to print.
 * @throws Error with the usage on bad arguments.
 */
export async function runReferralCommand(platform: Platform, argv: string[]): Promise<string> {
  const c = parse(argv)
  const { earnings } = platform.referral
  const symbol = platform.wallet.settings().currencySymbol
  if (c.action === 'set') return `referral rule set: ${describeRule(earnings.setRule({ basis: c.basis, rateBp: c.rateBp, cap: c.cap ?? null, period: c.period }), symbol)}`
  if (c.action === 'show') {
    const r = earnings.rule()
    return r ? describeRule(r, symbol) : 'no referral rule: nothing is paid'
  }
  if (c.action === 'off') return earnings.turnOff() ? 'referral rule off: nothing more is paid' : 'no referral rule: nothing is paid'
  const r = await earnings.run(c.at ? Date.parse(c.at) : undefined)
  return [`settled ${r.periods.length} period(s)`, ...r.periods.map((p) => `${p.key}: ${p.referrers} referrer(s), ${p.paid} paid, ${p.zero} below one minor unit, ${p.doneBefore} done before`)].join(
    '\n',
  )
}
