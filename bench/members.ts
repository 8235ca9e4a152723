/**
 * Members for the benchmarks that act as players: registered through the real API
 * (`PUT /wps/member/register`, an encrypted body with a captcha whose answer is read from the
 * server's own `captchas` table) and, for the signed-in pages, logged in through the real login
 * (`POST /wps/session/login`), so every cookie is a real session of the server under test.
 * Used by bench/logins.ts (f) and bench/pages.ts (signed-in pages). Measures nothing by itself.
 */
import { Database } from 'bun:sqlite'
import { join } from 'node:path'
import { encryptorFor, loginCookie } from '../tests/fixtures/money-client'
import { HOST, say, type Server } from './harness'

/** GET /wps/captcha is limited to one per second per IP and the server does not trust X-Forwarded-For: captchas are asked this far apart. */
export const CAPTCHA_GAP_MS = 1_050

const JSON_HEADERS = { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' }

export interface RegisteredMembers {
  users: { username: string; password: string }[]
  /** Captcha requests answered 429 and retried. */
  captcha429: number
  /** Wall seconds the registrations took. */
  registerSec: number
  /** The stored password hash of the first member (argon2id, for the login section's calibration). */
  sampleHash: string
}

/**
 * Registers `count` members by username `<prefix>01`, `<prefix>02`, … (no mobile, so a login from
 * 127.0.0.1 needs no SMS code), each with a fresh strong password, through
 * `PUT /wps/member/register` on `base`; `dbPath` is the server's platform.db, opened read-only for
 * the captcha answers. Captchas are asked CAPTCHA_GAP_MS apart, so this takes about `count` seconds.
 * @throws Error when a captcha stays 429 after 5 attempts, or a registration does not answer 2xx with `success`.
 */
export async function registerMembers(base: string, dbPath: string, encrypt: (p: Record<string, unknown>) => Promise<string>, count: number, prefix: string): Promise<RegisteredMembers> {
  const db = new Database(dbPath, { readonly: true })
  const answerOf = db.query<{ answer: string }, [string]>('SELECT answer FROM captchas WHERE id = ?')
  const hashOf = db.query<{ hash: string }, [string]>('SELECT password_hash AS hash FROM members WHERE account = ?')
  const users: { username: string; password: string }[] = []
  let captcha429 = 0
  let lastCaptchaAt = -Infinity
  const t0 = Date.now()
  try {
    for (let i = 0; i < count; i++) {
      const username = `${prefix}${String(i + 1).padStart(2, '0')}`
      // STRONG_PASSWORD: 8–20 printable characters with upper, lower, digit and symbol.
      const password = `Bx!${crypto.randomUUID().slice(0, 8)}7q`
      let captchaId: string | undefined
      for (let attempt = 0; !captchaId; attempt++) {
        if (attempt >= 5) throw new Error('GET /wps/captcha: still 429 after 5 attempts')
        await Bun.sleep(Math.max(0, lastCaptchaAt + CAPTCHA_GAP_MS - Date.now()))
        lastCaptchaAt = Date.now()
        const res = await fetch(`${base}/wps/captcha`, { signal: AbortSignal.timeout(10_000) })
        const text = await res.text()
        if (res.status === 429) {
          captcha429++
          continue
        }
        if (!res.ok) throw new Error(`GET /wps/captcha answered ${res.status}: ${text.slice(0, 200)}`)
        captchaId = (JSON.parse(text) as { value: { id: string } }).value.id
      }
      const answer = answerOf.get(captchaId)?.answer
      if (!answer) throw new Error(`captcha ${captchaId} not found in ${dbPath}`)
      const body = await encrypt({ username, password, confirmPassword: password, captcha: answer, captchaId })
      const res = await fetch(`${base}/wps/member/register`, { method: 'PUT', headers: JSON_HEADERS, body, signal: AbortSignal.timeout(10_000) })
      const text = await res.text()
      const json = JSON.parse(text) as { success?: boolean; value?: { user?: { mobile: string | null } } }
      if (!res.ok || !json.success) throw new Error(`PUT /wps/member/register (${username}) answered ${res.status}: ${text.slice(0, 300)}`)
      if (json.value?.user?.mobile) throw new Error(`${username} was registered with a mobile: logins from a new IP would ask for an SMS code`)
      users.push({ username, password })
    }
    const hash = hashOf.get(users[0].username)?.hash
    if (!hash) throw new Error(`no password_hash for ${users[0].username}`)
    return { users, captcha429, registerSec: (Date.now() - t0) / 1000, sampleHash: hash }
  } finally {
    db.close()
  }
}

/**
 * `count` signed-in players of `server` (whose DATA_DIR is `dataDir`): registered by
 * {@link registerMembers} with `prefix`, then each logged in once through the real login.
 * Returns one `cookie` header value (`sid=<jwt>`) per member, in order.
 * @throws Error when a registration or a login fails.
 */
export async function signedInCookies(server: Server, dataDir: string, count: number, prefix: string): Promise<string[]> {
  const base = `http://${HOST}:${server.port}`
  say(`registering ${count} members (${prefix}01…) through the real API, one captcha every ${CAPTCHA_GAP_MS} ms, and logging them in`)
  const { users } = await registerMembers(base, join(dataDir, 'platform.db'), await encryptorFor(base), count, prefix)
  const cookies: string[] = []
  for (const u of users) cookies.push(await loginCookie(base, u.username, u.password))
  return cookies
}
