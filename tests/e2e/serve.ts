/** Starts the production server for the browser tests: fresh data folder, fresh build, then server/main.ts. */
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
rmSync(process.env.DATA_DIR!, { recursive: true, force: true })
const build = Bun.spawnSync([process.execPath, 'run', 'build'], { cwd: root, stdout: 'inherit', stderr: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
if (build.exitCode !== 0) process.exit(build.exitCode ?? 1)
const server = Bun.spawn([process.execPath, resolve(root, 'server/main.ts')], { cwd: root, stdout: 'inherit', stderr: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.kill(sig))
process.exit(await server.exited)
