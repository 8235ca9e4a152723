/**
 * The start-up checks of the SMS and e-mail providers (issue 17; decision 0047), on the real server
 * process (`bun server/main.ts`): a provider selected without its settings stops the start with a
 * message naming the variable (exit 1, in demo mode too, and the value of no secret printed); a live
 * brand on the embedded outboxes starts with a warning that codes never reach members.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')
const folders: string[] = []
afterAll(() => {
  for (const d of folders) rmSync(d, { recursive: true, force: true })
})

/** The server's output on a fresh data folder until it exits, prints `stopAt`, or 30 s pass. */
function serverOutput(env: Record<string, string>, stopAt: RegExp): Promise<{ code: number | null; out: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-messaging-'))
  folders.push(dataDir)
  const child = spawn(join(ROOT, 'node_modules/.bin/bun'), ['server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(40_000 + Math.floor(Math.random() * 20_000)), HOST: '127.0.0.1', BRAND_CODE: 'MSG', ...env },
  })
  return new Promise((done) => {
    let out = ''
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    const read = (b: Buffer) => {
      out += b.toString()
      if (stopAt.test(out)) child.kill('SIGKILL')
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => {
      clearTimeout(timer)
      done({ code, out })
    })
  })
}

describe('start-up checks of the SMS and e-mail providers', () => {
  it('refuses SMS_PROVIDER=semaphore without its key and MAIL_PROVIDER=smtp without SMTP_URL and MAIL_FROM (exit 1, names each)', async () => {
    const r = await serverOutput({ SMS_PROVIDER: 'semaphore', MAIL_PROVIDER: 'smtp' }, /\[start\] mode:/)
    expect(r.code, r.out).toBe(1)
    expect(r.out).toContain('SMS_PROVIDER=semaphore needs SEMAPHORE_API_KEY')
    expect(r.out).toContain('MAIL_PROVIDER=smtp needs SMTP_URL')
    expect(r.out).toContain('MAIL_PROVIDER=smtp needs MAIL_FROM')
  }, 60_000)

  it('refuses an SMTP_URL that is not smtp:// or smtps://, naming the variable, without printing it', async () => {
    const r = await serverOutput({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'http://user:hunter2secret@mail.example.com', MAIL_FROM: 'no-reply@brand.example' }, /\[start\] mode:/)
    expect(r.code, r.out).not.toBe(0)
    expect(r.out).toContain('SMTP_URL')
    expect(r.out).not.toContain('hunter2secret')
  }, 60_000)

  it('warns when a live brand starts on the embedded outboxes', async () => {
    const r = await serverOutput({ BRAND_MODE: 'live', SECRETS_KEY: 'a1'.repeat(32) }, /\[start\] mode: live/)
    expect(r.out).toMatch(/\[start\] warning: live mode with the embedded SMS or e-mail outbox: .*never reach members\. Set SMS_PROVIDER=semaphore and MAIL_PROVIDER=smtp/)
    expect(r.out).toMatch(/\[start\] mode: live/)
  }, 60_000)
})
