/**
 * Operator commands for the brand's licence (decision 0028; spec §1: the footer states a licence
 * disclaimer), run beside the live server; the footer shows the change at once (content version):
 *   npm run operator -- licence show
 *   npm run operator -- licence set [--number <licence no.>] [--text <statement…>] [--text-ty <statement…>]
 *   npm run operator -- licence clear                    nothing is shown until set again
 * `--text` replaces the statement in every language (English, the fallback of the others); `--text-ty`
 * sets the Filipino one. An option left out keeps its value.
 * And the analytics tag (spec §1 permission `analytics.gtagId`, decision 0048): pages load Google's
 * gtag.js with the page's CSP nonce only while an id is set:
 *   npm run operator -- analytics show | analytics set <G-XXXXXXXXXX> | analytics clear
 */
import { z } from 'zod'
import type { Platform } from '../platform'
import { GtagIdSchema } from '../platform/brand/brand'

/** First words of the argv this module answers. */
export const BRAND_COMMANDS = ['licence', 'analytics'] as const

const USAGE = 'Usage: npm run operator -- licence show | licence set [--number <no.>] [--text <statement>] [--text-ty <statement>] | licence clear'
const Statement = z.string().trim().min(1).max(500)
const Command = z.discriminatedUnion('action', [
  z.object({ action: z.literal('show') }),
  z.object({ action: z.literal('clear') }),
  z
    .object({
      action: z.literal('set'),
      number: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9][A-Za-z0-9 ./#:()-]{0,63}$/, 'letters, digits, spaces and . / # : ( ) - (1-64)')
        .optional(),
      text: Statement.optional(),
      textTy: Statement.optional(),
    })
    .refine((c) => c.number !== undefined || c.text !== undefined || c.textTy !== undefined, 'set --number, --text or --text-ty'),
])

/** The words after each `--flag` up to the next flag, joined by spaces (undefined when the flag is absent). */
function options(words: string[]): Record<string, string> {
  const out: Record<string, string> = {}
  let flag: string | undefined
  for (const w of words) {
    if (w.startsWith('--')) {
      flag = w.slice(2)
      out[flag] = ''
      continue
    }
    if (flag === undefined) throw new Error(`Invalid command: unexpected "${w}"\n${USAGE}`)
    out[flag] = out[flag] ? `${out[flag]} ${w}` : w
  }
  return out
}

/**
 * Runs one licence command; returns the text to print (the licence as the footer shows it).
 * @throws Error `Invalid command: …` with the usage on bad arguments.
 */
export async function runBrandCommand(platform: Platform, argv: string[]): Promise<string> {
  if (argv[0] === 'analytics') return runAnalyticsCommand(platform, argv)
  const o = options(argv.slice(2))
  const parsed = Command.safeParse({ action: argv[1], number: o.number, text: o.text, textTy: o['text-ty'] })
  if (!parsed.success) {
    throw new Error(`Invalid command: ${argv.join(' ')}\n${parsed.error.issues.map((i) => `  ${i.path.join('.') || 'licence'}: ${i.message}`).join('\n')}\n${USAGE}`)
  }
  const c = parsed.data
  const { brand } = platform
  if (c.action === 'clear') brand.setLicence({ number: null, text: null })
  if (c.action === 'set') {
    let text: Record<string, string> | undefined
    if (c.text !== undefined) text = { en: c.text }
    if (c.textTy !== undefined) text = { ...(text ?? brand.licenceTexts()), ty: c.textTy }
    brand.setLicence({ number: c.number, text })
  }
  const en = brand.licence('en')
  const ty = brand.licence('ty')
  return [`licence number: ${en.number ?? '(none)'}`, `licence text (en): ${en.text ?? '(none)'}`, `licence text (ty): ${ty.text ?? '(none)'}`].join('\n')
}

const ANALYTICS_USAGE = 'Usage: npm run operator -- analytics show | analytics set <G-XXXXXXXXXX> | analytics clear'
const AnalyticsCommand = z.discriminatedUnion('action', [
  z.object({ action: z.literal('show') }),
  z.object({ action: z.literal('clear') }),
  z.object({ action: z.literal('set'), gtagId: GtagIdSchema }),
])

/**
 * Shows, sets or clears the brand's Google tag id; returns the text to print.
 * @throws Error `Invalid command: …` with the usage on bad arguments (an id that is not a Google tag id).
 */
function runAnalyticsCommand(platform: Platform, argv: string[]): string {
  const parsed = AnalyticsCommand.safeParse({ action: argv[1], gtagId: argv[2] })
  if (!parsed.success || argv.length > (argv[1] === 'set' ? 3 : 2)) {
    const issues = parsed.success ? '  too many arguments' : parsed.error.issues.map((i) => `  ${i.path.join('.') || 'analytics'}: ${i.message}`).join('\n')
    throw new Error(`Invalid command: ${argv.join(' ')}\n${issues}\n${ANALYTICS_USAGE}`)
  }
  const c = parsed.data
  if (c.action === 'set') platform.brand.setGtagId(c.gtagId)
  if (c.action === 'clear') platform.brand.setGtagId(null)
  return `analytics gtagId: ${platform.brand.info().gtagId ?? '(none: no analytics tag is loaded)'}`
}
