import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadSecretsKey, parseSecretsKey } from './secrets'

const dirs: string[] = []
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'lobby-kek-'))
  dirs.push(d)
  return d
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})
const bytes = Buffer.alloc(32, 0x42)

describe('the secrets key from the environment', () => {
  it('reads base64, base64url and 64 hex digits of 32 bytes, and refuses other lengths without echoing the value', () => {
    const id = parseSecretsKey(bytes.toString('base64')).id
    expect(parseSecretsKey(bytes.toString('base64url')).id).toBe(id)
    expect(parseSecretsKey(`${bytes.toString('hex')}\n`).id).toBe(id)
    const short = Buffer.alloc(31, 1).toString('base64')
    expect(() => parseSecretsKey(short)).toThrow(/SECRETS_KEY: must be 32 bytes/)
    try {
      parseSecretsKey(short)
    } catch (e) {
      expect((e as Error).message).not.toContain(short)
    }
    expect(() => parseSecretsKey('not a key!')).toThrow(/32 bytes/)
  })

  it('reads SECRETS_KEY_FILE and refuses both variables at once', () => {
    const file = join(tmp(), 'kek')
    writeFileSync(file, bytes.toString('base64'))
    const dataDir = tmp()
    expect(loadSecretsKey({ SECRETS_KEY_FILE: file, BRAND_MODE: 'live', DATA_DIR: dataDir }).id).toBe(parseSecretsKey(bytes.toString('hex')).id)
    expect(() => loadSecretsKey({ SECRETS_KEY: bytes.toString('base64'), SECRETS_KEY_FILE: file, BRAND_MODE: 'live', DATA_DIR: dataDir })).toThrow(/not both/)
    expect(() => loadSecretsKey({ SECRETS_KEY_FILE: join(dataDir, 'missing'), BRAND_MODE: 'live', DATA_DIR: dataDir })).toThrow(/SECRETS_KEY_FILE: cannot read/)
  })

  it('refuses live mode without a key, even when a demo key file is in the data folder', () => {
    const dataDir = tmp()
    loadSecretsKey({ BRAND_MODE: 'demo', DATA_DIR: dataDir }, () => {})
    expect(() => loadSecretsKey({ BRAND_MODE: 'live', DATA_DIR: dataDir })).toThrow(/BRAND_MODE=live needs SECRETS_KEY or SECRETS_KEY_FILE/)
  })

  it('in demo mode without a key, generates one once into DATA_DIR/secrets.key (0600) and warns', () => {
    const dataDir = join(tmp(), 'nested')
    const warnings: string[] = []
    const first = loadSecretsKey({ BRAND_MODE: 'demo', DATA_DIR: dataDir }, (l) => warnings.push(l))
    const file = join(dataDir, 'secrets.key')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(warnings.join('\n')).toMatch(/demo mode.*secrets\.key/)
    expect(warnings.join('\n')).not.toContain(readFileSync(file, 'utf8').trim())
    expect(loadSecretsKey({ BRAND_MODE: 'demo', DATA_DIR: dataDir }, () => {}).id).toBe(first.id)
  })
})
