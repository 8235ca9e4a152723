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
import { JOB_NAMES, loopbackUrl } from './jobs'
import { sealSecretsOrExit, secretsKeyOrExit } from './secrets'
import { checkBrandModeOrExit } from './brand-mode'

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
  // The key the stored secrets are sealed under (decision 0032): live mode refuses to start without one.
  const secretsKey = secretsKeyOrExit(env)
  const root = resolve(import.meta.dirname, '..')
  const dataDir = resolve(env.DATA_DIR)
  process.env.DATA_DIR = dataDir
  // React picks its development or production build from NODE_ENV when the bundle loads.
  process.env.NODE_ENV = env.NODE_ENV

  const db = openPlatformDb(join(dataDir, 'platform.db'))
  const cacheDb = openCacheDb(join(dataDir, 'gateway-cache.db'))
  migrateDatabases(db, cacheDb)
  sealSecretsOrExit(db, env.BRAND_CODE, secretsKey)
  const { seeded } = seedBrand(db, { brandCode: env.BRAND_CODE, brandName: env.BRAND_NAME, currency: env.BRAND_CURRENCY, mode: env.BRAND_MODE })
  cacheDb.$client.close()
  console.log(`[start] databases ready in ${dataDir}${seeded ? ` (seeded brand ${env.BRAND_CODE})` : ''}`)
  checkBrandModeOrExit(db, { ...env, DATA_DIR: dataDir })
  // The app's bundle opens its own connections and builds the process's one platform (server/bootstrap.ts).
  db.$client.close()

  const built = join(root, 'dist/rsc/index.js')
  if (!existsSync(built)) {
    console.error('[start] dist/ is missing: run `npm run build` (npm start does it for you).')
    process.exit(1)
  }
  const { default: app } = (await import(built)) as {
    default: { fetch: (req: Request, server: unknown) => Response | Promise<Response>; startJobs: (walletBaseUrl: string) => () => void }
  }
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
  // Every background job (server/jobs/index.ts, the same as `npm run dev`) on the bundle's platform; the vendors' ones call the wallet on loopback.
  const stopJobs = app.startJobs(loopbackUrl(env.HOST, server.port ?? env.PORT))
  console.log(`[start] jobs: ${JOB_NAMES.join(', ')}`)
  const stop = () => {
    stopJobs()
    server.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (import.meta.main) await main()
