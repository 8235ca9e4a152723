/**
 * Servers of a spec's own (Playwright's runner is Node, the lobby and the fakes run under Bun): a free
 * port, a Bun process started until its output says it is ready, and the captcha answer a person
 * reads off the image, from that server's database.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '../..')
export const bun = resolve(root, 'node_modules/.bin/bun')

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer()
    srv.once('error', fail)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      srv.close(() => ok(typeof addr === 'object' && addr ? addr.port : 0))
    })
  })
}

/** Spawns `args` under Bun (into `children`) and resolves with the first match of `ready` in its output; rejects if it exits first. */
export function startBun(children: ChildProcess[], args: string[], env: Record<string, string>, ready: RegExp): Promise<RegExpExecArray> {
  return new Promise((ok, fail) => {
    const child = spawn(bun, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    children.push(child)
    let out = ''
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const m = ready.exec(out)
      if (m) ok(m)
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => fail(new Error(`${args.join(' ')} exited (${code}):\n${out}`)))
  })
}

/** The answer of the newest captcha the server on `dataDir` issued. */
export function captchaAnswerIn(dataDir: string): string {
  const script = `const { Database } = require('bun:sqlite'); const db = new Database(${JSON.stringify(resolve(dataDir, 'platform.db'))}, { readonly: true }); console.log(db.query('select answer from captchas order by created_at desc limit 1').get().answer)`
  return execFileSync(bun, ['-e', script], { cwd: root, encoding: 'utf8' }).trim()
}

/** The environment of a live lobby of a spec's own (BRAND_MODE=live, production build) on `dataDir` and `port`; the spec adds its providers' variables. */
export function liveServerEnv(dataDir: string, port: number, secretsKey: string): Record<string, string> {
  return { NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', BRAND_MODE: 'live', SECRETS_KEY: secretsKey, PUBLIC_BASE_URL: `http://127.0.0.1:${port}` }
}
