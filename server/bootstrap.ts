/**
 * Builds the process-wide dependencies from the environment: the two databases (already migrated by
 * server/main.ts), the platform and the gateway cache.
 */
import { join } from 'node:path'
import { openCacheDb, openPlatformDb, migrateDatabases } from '../db/client'
import { seedBrand } from '../db/seed'
import { env } from './env'
import { createPlatform } from './platform'
import { createGatewayCache } from './gateway/cache'
import type { AppDeps } from './app'

export function bootstrap(): AppDeps & { renderCache: boolean } {
  const e = env()
  const db = openPlatformDb(join(e.DATA_DIR, 'platform.db'))
  const cacheDb = openCacheDb(join(e.DATA_DIR, 'gateway-cache.db'))
  // In production server/main.ts has migrated and seeded before loading the bundle; the Vite dev
  // server (`npm run dev`) loads this module from source, so it prepares the databases itself.
  if (import.meta.env?.DEV) {
    migrateDatabases(db, cacheDb)
    seedBrand(db, { brandCode: e.BRAND_CODE, brandName: e.BRAND_NAME, currency: e.BRAND_CURRENCY })
  }
  const toBool = (v: 'on' | 'off' | undefined) => (v === undefined ? undefined : v === 'on')
  const platform = createPlatform({
    db,
    brandCode: e.BRAND_CODE,
    overrides: { maintenance: toBool(e.MAINTENANCE), regionRestriction: toBool(e.REGION_RESTRICTION) },
  })
  // The embedded vendors call the wallet over loopback, as a vendor's server would over the internet.
  const walletHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? '127.0.0.1' : e.HOST
  return {
    platform, cache: createGatewayCache(cacheDb, e.BRAND_CODE), trustProxy: e.TRUST_PROXY === 'on', renderCache: e.RENDER_CACHE === 'on',
    walletBaseUrl: `http://${walletHost.includes(':') ? `[${walletHost}]` : walletHost}:${e.PORT}`,
  }
}
