/**
 * Operator switches (platform.switches), run beside the live server; pages and lists show the
 * change at once (content version):
 *   npm run operator -- vendors maintenance <code> on|off     a game vendor's maintenance (spec §4: its games refuse to launch)
 *   npm run operator -- wallet single-wallet on|off           one wallet for every game, or a game wallet per vendor
 *   npm run operator -- register-field <field> on|off         show or hide a registration field (spec §3), e.g. recommenderId
 */
import { z } from 'zod'
import type { Platform } from '../platform'
import { REGISTER_FIELDS } from '../platform/member/register-settings'

/** First words of the argv this module answers. */
export const SWITCH_COMMANDS = ['vendors', 'wallet', 'register-field'] as const

/** Usage text printed with an invalid command. */
export const SWITCH_USAGE = 'vendors maintenance <code> on|off | wallet single-wallet on|off | register-field <field> on|off'

const onOff = z.enum(['on', 'off'])
const Command = z.discriminatedUnion('cmd', [
  z.object({ cmd: z.literal('vendors'), action: z.literal('maintenance'), code: z.string().regex(/^[A-Z0-9_]{2,32}$/, 'a vendor code such as PG'), on: onOff }).strict(),
  z.object({ cmd: z.literal('wallet'), action: z.literal('single-wallet'), on: onOff }).strict(),
  z.object({ cmd: z.literal('register-field'), field: z.enum(REGISTER_FIELDS), on: onOff }).strict(),
])

/** Words each command takes after its first, in order (a longer argv is refused). */
const WORDS: Record<(typeof SWITCH_COMMANDS)[number], string[]> = { vendors: ['action', 'code', 'on'], wallet: ['action', 'on'], 'register-field': ['field', 'on'] }

function parse(argv: string[]) {
  const [cmd, ...words] = argv
  const names = WORDS[cmd as keyof typeof WORDS] ?? []
  const r = words.length === names.length ? Command.safeParse(Object.fromEntries([['cmd', cmd], ...names.map((n, i) => [n, words[i]])])) : undefined
  if (!r?.success) throw new Error(`Invalid command: ${argv.join(' ')}\nUsage: npm run operator -- ${SWITCH_USAGE}`)
  return r.data
}

/**
 * Runs one switch command; returns the text to print (the setting as it now stands).
 * @throws Error `Invalid command: …` with the usage on bad arguments or an unknown vendor code.
 */
export async function runSwitchCommand(platform: Platform, argv: string[]): Promise<string> {
  const c = parse(argv)
  const on = c.on === 'on'
  if (c.cmd === 'vendors') {
    if (!platform.switches.setVendorMaintenance(c.code, on)) throw new Error(`Invalid command: ${argv.join(' ')}\nNo vendor has the code ${c.code}.`)
    return `vendor ${c.code} maintenance: ${c.on}`
  }
  if (c.cmd === 'wallet') {
    platform.switches.setSingleWallet(on)
    return `single wallet: ${platform.wallet.settings().singleWallet ? 'on' : 'off'}`
  }
  platform.switches.setRegisterField(c.field, on)
  return `register field ${c.field}: ${c.on}`
}
