/**
 * Operator commands for the brand this container serves (DESIGN §1: maintenance and region
 * restriction are brand settings an operator switches). Runs against the same database as the server;
 * a change bumps the content version so pages and caches refresh at once.
 *
 *   npm run operator -- maintenance on [--until 2026-12-01T06:00:00Z]
 *   npm run operator -- maintenance off
 *   npm run operator -- region on 203.0.113. 198.51.100.7     (IP prefixes ending in '.' or ':' or exact IPs)
 *   npm run operator -- region off
 *   npm run operator -- status
 *   npm run operator -- agent add <account> [password] [--type 1|2|41|42]   (a root agent, no upline; without a
 *                                                                          password, a one-time one is printed once)
 *   npm run operator -- sms|email outbox|deliveries [--failed]              (the embedded outboxes; Semaphore/SMTP deliveries: operator/comms-commands.ts)
 *   npm run operator -- lottery draw|status <gameCode>                      (the lottery's draws: operator/lottery-commands.ts)
 *   npm run operator -- contracts settle|list|offer|terminate                (agent contracts: operator/contract-commands.ts)
 *   npm run operator -- announcement|message|feedback ...                    (issue 7 communications: operator/comms-commands.ts)
 *   npm run operator -- points list|approve|reject                           (points mall redeem requests: operator/points-commands.ts)
 *   npm run operator -- promotions list|applications|approve|reject|image    (promotion applications: operator/promotion-commands.ts)
 *   npm run operator -- chat list|show|reply                                 (the embedded live chat: operator/support-commands.ts)
 *   npm run operator -- licence show|set|clear                               (the footer's licence text and number: operator/brand-commands.ts)
 *   npm run operator -- analytics show|set <G-…>|clear                       (the brand's gtag id: operator/brand-commands.ts)
 *   npm run operator -- keys list|rotate [--revoke-previous]                 (signing and JWE keys: operator/keys-commands.ts)
 *   npm run operator -- vendors maintenance|wallet single-wallet|register-field (switches: operator/switch-commands.ts)
 *   npm run operator -- games import hub88|<file.csv|json>                  (catalogue import: operator/games-commands.ts)
 *   npm run operator -- referral rule set|show|off, referral settle           (referral earnings: operator/referral-commands.ts)
 */
import { join } from 'node:path'
import { z } from 'zod'
import { parseEnv } from './env'
import { openCacheDb, openPlatformDb, migrateDatabases } from '../db/client'
import { hub88FromEnv, processPlatform } from './bootstrap'
import { WALLET_COMMANDS, runWalletCommand } from './operator/wallet-commands'
import { LOTTERY_COMMANDS, runLotteryCommand } from './operator/lottery-commands'
import { CONTRACT_COMMANDS, runContractCommand } from './operator/contract-commands'
import { COMMS_COMMANDS, runCommsCommand } from './operator/comms-commands'
import { POINTS_COMMANDS, runPointsCommand } from './operator/points-commands'
import { PROMOTION_COMMANDS, runPromotionCommand } from './operator/promotion-commands'
import { SUPPORT_COMMANDS, runSupportCommand } from './operator/support-commands'
import { BRAND_COMMANDS, runBrandCommand } from './operator/brand-commands'
import { KEYS_COMMANDS, runKeysCommand } from './operator/keys-commands'
import { SWITCH_COMMANDS, runSwitchCommand } from './operator/switch-commands'
import { GAMES_COMMANDS, runGamesCommand } from './operator/games-commands'
import { REFERRAL_COMMANDS, runReferralCommand } from './operator/referral-commands'
import { loadSecretsKey } from './secrets'

const IpPrefix = z.string().regex(/^[0-9a-fA-F:.]{2,45}$/, 'an IP address or prefix such as 203.0.113.')
const Command = z.discriminatedUnion('cmd', [
  z.object({ cmd: z.literal('maintenance'), on: z.enum(['on', 'off']), until: z.iso.datetime({ offset: true }).optional() }),
  z.object({ cmd: z.literal('region'), on: z.enum(['on', 'off']), prefixes: z.array(IpPrefix) }),
  z.object({ cmd: z.literal('status') }),
  z.object({
    cmd: z.literal('agent'),
    action: z.literal('add'),
    account: z.string().regex(/^[A-Za-z][A-Za-z0-9]{3,15}$/, '4-16 letters and digits, starting with a letter'),
    password: z.string().min(8).max(64).optional(),
    type: z.coerce.number().refine((n) => [1, 2, 41, 42].includes(n), 'an agent type: 1, 2, 41 or 42'),
  }),
])

function parseArgs(argv: string[]) {
  const [cmd, on, ...rest] = argv
  if (cmd === 'maintenance') {
    const i = rest.indexOf('--until')
    return Command.parse({ cmd, on, until: i >= 0 ? rest[i + 1] : undefined })
  }
  if (cmd === 'region') return Command.parse({ cmd, on, prefixes: rest })
  if (cmd === 'agent') {
    const i = rest.indexOf('--type')
    const password = rest[1] !== undefined && rest[1] !== '--type' ? rest[1] : undefined
    return Command.parse({ cmd, action: on, account: rest[0], password, type: i >= 0 ? rest[i + 1] : 1 })
  }
  return Command.parse({ cmd })
}

export async function runOperator(argv: string[]): Promise<string> {
  const env = parseEnv()
  const db = openPlatformDb(join(env.DATA_DIR, 'platform.db'))
  const cacheDb = openCacheDb(join(env.DATA_DIR, 'gateway-cache.db'))
  migrateDatabases(db, cacheDb)
  try {
    // The CLI's one platform, built as the server builds its own (server/bootstrap.ts), with the same
    // secrets key (SECRETS_KEY, SECRETS_KEY_FILE, or a demo's DATA_DIR/secrets.key); every command receives it.
    const platform = processPlatform(
      db,
      env,
      loadSecretsKey(env, () => {}),
    )
    if ((WALLET_COMMANDS as readonly string[]).includes(argv[0]!)) return await runWalletCommand(platform, argv)
    if ((LOTTERY_COMMANDS as readonly string[]).includes(argv[0]!)) return await runLotteryCommand(platform, argv)
    if ((CONTRACT_COMMANDS as readonly string[]).includes(argv[0]!)) return await runContractCommand(platform, argv)
    if ((COMMS_COMMANDS as readonly string[]).includes(argv[0]!)) return await runCommsCommand(platform, argv)
    if ((POINTS_COMMANDS as readonly string[]).includes(argv[0]!)) return await runPointsCommand(platform, argv)
    if ((PROMOTION_COMMANDS as readonly string[]).includes(argv[0]!)) return await runPromotionCommand(platform, argv)
    if ((SUPPORT_COMMANDS as readonly string[]).includes(argv[0]!)) return await runSupportCommand(platform, argv)
    if ((BRAND_COMMANDS as readonly string[]).includes(argv[0]!)) return await runBrandCommand(platform, argv)
    if ((KEYS_COMMANDS as readonly string[]).includes(argv[0]!)) return await runKeysCommand(platform, argv)
    if ((SWITCH_COMMANDS as readonly string[]).includes(argv[0]!)) return await runSwitchCommand(platform, argv)
    if ((REFERRAL_COMMANDS as readonly string[]).includes(argv[0]!)) return await runReferralCommand(platform, argv)
    if ((GAMES_COMMANDS as readonly string[]).includes(argv[0]!)) return await runGamesCommand(platform, argv, { hub88: () => hub88FromEnv(env) })
    const c = parseArgs(argv)
    if (c.cmd === 'agent') {
      // No password given: a one-time password, printed this once and changed at the first login. A
      // password the operator gives is theirs to hand over: they run the brand (decision 0030).
      const oneTimePassword = c.password === undefined ? platform.passwords.oneTimePassword() : undefined
      const agent = await platform.members.register({ account: c.account, password: c.password ?? oneTimePassword!, type: c.type, mustChangePassword: oneTimePassword !== undefined })
      return JSON.stringify({ agent: agent.account, type: agent.type, affiliateCode: agent.affiliateCode, ...(oneTimePassword === undefined ? {} : { oneTimePassword, mustChangePassword: true }) })
    }
    if (c.cmd === 'maintenance') platform.brand.setMaintenance(c.on === 'on', c.until ? Date.parse(c.until) : null)
    if (c.cmd === 'region') platform.brand.setRegionRestriction(c.on === 'on', c.on === 'on' ? c.prefixes : [])
    const s = platform.brand.visitorStatus('0.0.0.0')
    return JSON.stringify({ brand: env.BRAND_CODE, maintenance: s.maintenance, maintenanceEnd: s.maintenanceEnd, regionRestriction: platform.brand.regionBlocks() })
  } finally {
    db.$client.close()
    cacheDb.$client.close()
  }
}

if (import.meta.main) {
  try {
    console.log(await runOperator(process.argv.slice(2)))
  } catch (e) {
    console.error(
      e instanceof z.ZodError
        ? `Invalid command: ${e.issues.map((i) => `${i.path.join('.') || 'command'}: ${i.message}`).join('; ')}\n${'Usage: npm run operator -- maintenance on|off [--until ISO] | region on|off [prefixes...] | agent add <account> [password] [--type 1] | sms|email outbox|deliveries [--failed] | status'}`
        : (e as Error).message,
    )
    process.exit(1)
  }
}
