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
 */
import { join } from 'node:path'
import { z } from 'zod'
import { parseEnv } from './env'
import { openCacheDb, openPlatformDb, migrateDatabases } from '../db/client'
import { createPlatform } from './platform'

const IpPrefix = z.string().regex(/^[0-9a-fA-F:.]{2,45}$/, 'an IP address or prefix such as 203.0.113.')
const Command = z.discriminatedUnion('cmd', [
  z.object({ cmd: z.literal('maintenance'), on: z.enum(['on', 'off']), until: z.iso.datetime({ offset: true }).optional() }),
  z.object({ cmd: z.literal('region'), on: z.enum(['on', 'off']), prefixes: z.array(IpPrefix) }),
  z.object({ cmd: z.literal('status') }),
])

function parseArgs(argv: string[]) {
  const [cmd, on, ...rest] = argv
  if (cmd === 'maintenance') {
    const i = rest.indexOf('--until')
    return Command.parse({ cmd, on, until: i >= 0 ? rest[i + 1] : undefined })
  }
  if (cmd === 'region') return Command.parse({ cmd, on, prefixes: rest })
  return Command.parse({ cmd })
}

export function runOperator(argv: string[]): string {
  const env = parseEnv()
  const db = openPlatformDb(join(env.DATA_DIR, 'platform.db'))
  const cacheDb = openCacheDb(join(env.DATA_DIR, 'gateway-cache.db'))
  migrateDatabases(db, cacheDb)
  try {
    const platform = createPlatform({ db, brandCode: env.BRAND_CODE })
    const c = parseArgs(argv)
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
    console.log(runOperator(process.argv.slice(2)))
  } catch (e) {
    console.error(e instanceof z.ZodError ? `Invalid command: ${e.issues.map((i) => `${i.path.join('.') || 'command'}: ${i.message}`).join('; ')}\n${'Usage: npm run operator -- maintenance on|off [--until ISO] | region on|off [prefixes...] | status'}` : (e as Error).message)
    process.exit(1)
  }
}
