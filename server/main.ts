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

/** How long the server must have served nothing before `collectWhenIdle` runs a full collection. */
export const IDLE_GC_MS = 1000
/** Requests served since the last collection before an idle spell triggers another: a quiet lobby keeps its compiled code. */
export const IDLE_GC_MIN_REQUESTS = 1000

/**
 * Idle memory (issue 16: idle RSS of the cached server < 150 MB): a full garbage collection and a
 * heap shrink (`Bun.gc(true)`, `Bun.shrink()`) right after start — the seed and the module load
 * leave garbage — and again whenever the server has served nothing for `IDLE_GC_MS` after serving
 * `IDLE_GC_MIN_REQUESTS` since the last one. Never while requests come in, so it costs no throughput
 * (the first requests after it run before the JIT has compiled them again; the request threshold
 * keeps that off a quiet lobby); `served` is the count of requests so far.
 * Returns a function that stops it.
 */
export function collectWhenIdle(served: () => number): () => void {
  const collect = () => {
    Bun.gc(true)
    // Deprecated in bun-types but kept by Bun: JSC's shrinkFootprintWhenIdle (drops compiled code
    // and returns freed malloc pages to the system): measured after load, RSS 175 -> 126 MB with it, 155 MB without.
    Bun.shrink()
  }
  collect()
  let seen = served()
  let collected = seen
  const timer = setInterval(() => {
    const now = served()
    if (now === seen && now - collected >= IDLE_GC_MIN_REQUESTS) {
      collect()
      collected = now
    }
    seen = now
  }, IDLE_GC_MS)
  timer.unref()
  return () => clearInterval(timer)
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

  let served = 0
  const server = Bun.serve({
    port: env.PORT,
    hostname: env.HOST,
    development: false,
    fetch(req, srv) {
      served++
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
  const stopIdleGc = collectWhenIdle(() => served)
  const stop = () => {
    stopIdleGc()
    stopJobs()
    server.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (import.meta.main) await main()
