/**
 * Operator commands for the gateway's keys (decision 0032), run beside the live server:
 *   npm run operator -- keys list                        the live keys: kind, kid, created, retires
 *   npm run operator -- keys rotate                      new signing and JWE keys; the previous ones
 *                                                        keep working until every session they signed has ended
 *   npm run operator -- keys rotate --revoke-previous    the same, and the previous keys stop at once
 *                                                        (a leaked key: every member signs in again)
 * A running server picks the new keys up within a minute (KEY_REFRESH_MS), no restart needed.
 * No command prints a secret.
 */
import { z } from 'zod'
import type { Platform } from '../platform'
import { JWE_KIND, JWT_KIND, rotateKeys } from '../gateway/keyring'

/** First words of the argv this module answers. */
export const KEYS_COMMANDS = ['keys'] as const

/** Usage text printed with an invalid command. */
export const KEYS_USAGE = 'keys list | keys rotate [--revoke-previous]'

const Command = z.union([z.object({ action: z.literal('list') }).strict(), z.object({ action: z.literal('rotate'), revokePrevious: z.boolean() }).strict()])

const time = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')

/**
 * Runs one keys command; returns the text to print.
 * @throws Error with the usage on bad arguments; SecretsError when the keys do not open under the secrets key.
 */
export async function runKeysCommand(platform: Platform, argv: string[]): Promise<string> {
  const [, action, ...flags] = argv
  const unknown = flags.filter((f) => f !== '--revoke-previous')
  const r = Command.safeParse(action === 'rotate' && unknown.length === 0 ? { action, revokePrevious: flags.includes('--revoke-previous') } : flags.length ? { action, flags } : { action })
  if (!r.success) throw new Error(`Invalid command: ${argv.join(' ')}\nUsage: npm run operator -- ${KEYS_USAGE}`)
  if (r.data.action === 'list') {
    return (
      [JWT_KIND, JWE_KIND]
        .flatMap((kind) => platform.keys.live(kind).map((k) => `${kind}  ${k.kid}  created ${time(k.createdAt)}  ${k.retiresAt === null ? 'current' : `retires ${time(k.retiresAt)}`}`))
        .join('\n') || 'no keys yet'
    )
  }
  const made = await rotateKeys(platform, { revokePrevious: r.data.revokePrevious })
  const retire = made[0]!.previousRetireAt
  return [
    ...made.map((m) => `rotated ${m.kind}: current kid ${m.kid}`),
    r.data.revokePrevious ? 'previous keys revoked now: their sessions are signed out' : `previous keys retire at ${time(retire)}`,
  ].join('\n')
}
