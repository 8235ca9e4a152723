/**
 * The key-encryption key (KEK) of the process (decision 0032): from SECRETS_KEY, or from the file
 * SECRETS_KEY_FILE names (a Docker or Kubernetes secret), 32 bytes written as base64 (standard or
 * URL alphabet) or as 64 hex digits. The platform seals its stored secrets under it
 * (server/platform/keys/sealed.ts) and gets it through `createPlatform({ secretsKey })`; nothing
 * under server/platform reads the environment.
 *
 * A live brand must provide it: start-up refuses without it. A demo brand without it gets one
 * generated once into `${DATA_DIR}/secrets.key` (mode 0600) with a warning, since a copy of that data
 * folder carries the key along with the database.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { z } from 'zod'
import type { Env } from './env'
import { secretsKeyFrom, type SecretsKey } from './platform/keys/sealed'
import { keysModule } from './platform/keys/keys'
import type { PlatformDb } from '../db/client'

/** The file a demo brand's generated KEK lives in, inside DATA_DIR. */
export const DEMO_SECRETS_FILE = 'secrets.key'

/** 32 bytes as 64 hex digits or base64 / base64url (padding optional); surrounding whitespace ignored. */
export const SecretsKeySchema = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const bytes = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : /^[A-Za-z0-9+/_-]+={0,2}$/.test(text) ? Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64') : null
    if (bytes?.length !== 32) {
      ctx.addIssue({ code: 'custom', message: 'must be 32 bytes written as base64 or 64 hex digits (e.g. `openssl rand -base64 32`)' })
      return z.NEVER
    }
    return new Uint8Array(bytes)
  })

/**
 * Parses a KEK written as {@link SecretsKeySchema} describes.
 * @throws Error naming SECRETS_KEY (or `name`) and the expected form; the value itself is never echoed.
 */
export function parseSecretsKey(text: string, name = 'SECRETS_KEY'): SecretsKey {
  const r = SecretsKeySchema.safeParse(text)
  if (!r.success) throw new Error(`${name}: ${r.error.issues[0]!.message}`)
  return secretsKeyFrom(r.data)
}

/**
 * The process's KEK from `env` (see the module comment for the rules).
 * @param warn where the demo warning goes (default console.warn).
 * @throws Error with a message for the operator: both variables set, an unreadable or malformed
 * key, or live mode (`BRAND_MODE=live`) without one.
 */
export function loadSecretsKey(env: Pick<Env, 'SECRETS_KEY' | 'SECRETS_KEY_FILE' | 'BRAND_MODE' | 'DATA_DIR'>, warn: (line: string) => void = console.warn): SecretsKey {
  if (env.SECRETS_KEY && env.SECRETS_KEY_FILE) throw new Error('Set SECRETS_KEY or SECRETS_KEY_FILE, not both.')
  if (env.SECRETS_KEY) return parseSecretsKey(env.SECRETS_KEY)
  if (env.SECRETS_KEY_FILE) {
    let text: string
    try {
      text = readFileSync(env.SECRETS_KEY_FILE, 'utf8')
    } catch (e) {
      throw new Error(`SECRETS_KEY_FILE: cannot read ${env.SECRETS_KEY_FILE} (${(e as NodeJS.ErrnoException).code ?? 'error'})`)
    }
    return parseSecretsKey(text, 'SECRETS_KEY_FILE')
  }
  if (env.BRAND_MODE === 'live') {
    throw new Error(
      'BRAND_MODE=live needs SECRETS_KEY or SECRETS_KEY_FILE: the key (32 bytes, e.g. `openssl rand -base64 32`) under which ' +
        'platform.db keeps its signing, JWE and vendor secrets sealed. Keep it outside the data folder.',
    )
  }
  const file = join(env.DATA_DIR, DEMO_SECRETS_FILE)
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true })
    try {
      const fd = openSync(file, 'wx', 0o600)
      try {
        writeSync(fd, `${randomBytes(32).toString('base64')}\n`)
      } finally {
        closeSync(fd)
      }
    } catch (e) {
      // Another process of this brand created it first: use theirs.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    }
  }
  // NOTE: once per process and start; a copy of DATA_DIR carries this key with the database.
  warn(`[secrets] demo mode: the secrets key is ${file}, next to platform.db (a copy of the data folder carries it). ` + 'A live brand sets SECRETS_KEY or SECRETS_KEY_FILE.')
  if ((statSync(file).mode & 0o077) !== 0) warn(`[secrets] ${file} is readable by other users: chmod 600 it.`)
  return parseSecretsKey(readFileSync(file, 'utf8'), file)
}

/**
 * {@link loadSecretsKey} for a process entry: prints the reason and exits with status 1 when the key
 * cannot be loaded (server/main.ts, before anything is served).
 */
export function secretsKeyOrExit(env: Parameters<typeof loadSecretsKey>[0]): SecretsKey {
  try {
    return loadSecretsKey(env)
  } catch (e) {
    console.error(`[start] ${(e as Error).message}`)
    process.exit(1)
  }
}

/**
 * Start-up check of the migrated platform database against the key (server/main.ts, before the app
 * loads): seals the plain secrets an earlier version left (the upgrade) and, when the database was
 * sealed under another key, prints why and exits with status 1 instead of failing inside the app.
 */
export function sealSecretsOrExit(db: PlatformDb, brandCode: string, secretsKey: SecretsKey): void {
  try {
    const sealed = keysModule({ db, brandCode, now: Date.now, overrides: {}, secretsKey }, { secretsKey, sessionMaxMs: () => 0 }).sealAtRest()
    if (sealed > 0) console.log(`[start] sealed ${sealed} secret(s) an earlier version kept in plain text`)
  } catch (e) {
    console.error(`[start] ${(e as Error).message}`)
    process.exit(1)
  }
}
