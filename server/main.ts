/**
 * Process entry (production): validate the environment, migrate and seed the embedded brand, load
 * the built app and its assets, serve with Bun. Run by `npm start` after the build.
 * @see DESIGN §9
 */
import { join, resolve } from 'node:path'
import { existsSync } from 'node:fs'
import { parseEnv, type Env } from './env'
import { openCacheDb, openPlatformDb, migrateDatabases } from '../db/client'
import { seedBrand } from '../db/seed'
import { loadStaticAssets, serveAsset } from './static'
import { housekeepingModule, scheduleHousekeeping } from './platform/housekeeping/housekeeping'
import { scheduleWithdrawalAutoConfirm } from './platform/wallet/withdraw'
import { createPlatform } from './platform'
import { scheduleContractSettlement } from './platform/agent/settlement'
import { startLotteryDraws } from './vendors/lottery/job'

function loadEnv(): Env {
  try {
    return parseEnv()
  } catch (e) {
    console.error((e as Error).message)
    process.exit(1)
  }
}

export async function main() {
  const env = loadEnv()
  const root = resolve(import.meta.dirname, '..')
  const dataDir = resolve(env.DATA_DIR)
  process.env.DATA_DIR = dataDir
  // React picks its development or production build from NODE_ENV when the bundle loads.
  process.env.NODE_ENV = env.NODE_ENV

  const db = openPlatformDb(join(dataDir, 'platform.db'))
  const cacheDb = openCacheDb(join(dataDir, 'gateway-cache.db'))
  migrateDatabases(db, cacheDb)
  const { seeded } = seedBrand(db, { brandCode: env.BRAND_CODE, brandName: env.BRAND_NAME, currency: env.BRAND_CURRENCY })
  cacheDb.$client.close()
  // Old outbox messages, spent codes and captchas: pruned now and hourly, on this connection.
  scheduleHousekeeping(housekeepingModule({ db, brandCode: env.BRAND_CODE, now: Date.now, overrides: {} }))
  // Approved withdrawals unconfirmed past the brand's minutes count as received (spec §4): every minute.
  scheduleWithdrawalAutoConfirm({ db, brandCode: env.BRAND_CODE, now: Date.now, overrides: {} })
  // Contract salaries and dividends (spec §9, decision 0013): each minute, every due period is settled once.
  scheduleContractSettlement(createPlatform({ db, brandCode: env.BRAND_CODE }).contracts.settlement)
  console.log(`[start] databases ready in ${dataDir}${seeded ? ` (seeded brand ${env.BRAND_CODE})` : ''}`)

  const built = join(root, 'dist/rsc/index.js')
  if (!existsSync(built)) {
    console.error('[start] dist/ is missing: run `npm run build` (npm start does it for you).')
    process.exit(1)
  }
  const { default: app } = (await import(built)) as { default: { fetch: (req: Request, server: unknown) => Response | Promise<Response> } }
  const assets = loadStaticAssets(join(root, 'dist/client'))

  const server = Bun.serve({
    port: env.PORT,
    hostname: env.HOST,
    development: false,
    fetch(req, srv) {
      if (req.method === 'GET' || req.method === 'HEAD') {
        const path = new URL(req.url).pathname
        if (path.startsWith('/assets/') || path === '/favicon.ico' || path === '/robots.txt') {
          return serveAsset(assets, req, path) ?? new Response('Not found', { status: 404 })
        }
      }
      return app.fetch(req, srv)
    },
  })
  console.log(`[start] ${env.BRAND_NAME} (${env.BRAND_CODE}) listening on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${server.port}`)
  // Lottery draws on their schedules, settled through the wallet on loopback; missed draws first (decision 0016).
  const stopDraws = startLotteryDraws({ db, brandCode: env.BRAND_CODE, host: env.HOST, port: server.port ?? env.PORT })
  const stop = () => { stopDraws(); server.stop(); process.exit(0) }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (import.meta.main) await main()
