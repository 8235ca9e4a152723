/**
 * `npm start`: validate the environment, build the client and server bundles (unless SKIP_BUILD=on
 * and a build exists), then run the server (which migrates and seeds first).
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { type Env, parseEnv } from '../env'

const root = resolve(import.meta.dirname, '../..')
let env: Env
try {
  env = parseEnv()
} catch (e) {
  console.error((e as Error).message)
  process.exit(1)
}

const bun = process.execPath
if (!(env.SKIP_BUILD === 'on' && existsSync(resolve(root, 'dist/rsc/index.js')))) {
  console.log('[start] building…')
  const build = Bun.spawnSync([bun, 'run', 'build'], { cwd: root, stdout: 'inherit', stderr: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (build.exitCode !== 0) process.exit(build.exitCode ?? 1)
}
const server = Bun.spawn([bun, resolve(root, 'server/main.ts')], { cwd: root, stdout: 'inherit', stderr: 'inherit', stdin: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.kill(sig))
process.exit(await server.exited)
