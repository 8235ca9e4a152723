import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isSealed, seal, secretsKeyFrom, unseal } from './sealed'

const kek = secretsKeyFrom(randomBytes(32))

describe('sealed secrets (AES-256-GCM under the secrets key)', () => {
  it('opens what it sealed, with a fresh nonce each time', () => {
    const a = seal(kek, 'the secret', 'server_keys:JWT_HS256:k1')
    const b = seal(kek, 'the secret', 'server_keys:JWT_HS256:k1')
    expect(a).not.toBe(b)
    expect(isSealed(a)).toBe(true)
    expect(a).not.toContain('the secret')
    expect(unseal(kek, a, 'server_keys:JWT_HS256:k1')).toBe('the secret')
  })

  it('refuses a value moved to another row, altered, or sealed under another key', () => {
    const a = seal(kek, 'the secret', 'server_keys:JWT_HS256:k1')
    expect(() => unseal(kek, a, 'server_keys:JWT_HS256:k2')).toThrow(expect.objectContaining({ code: 'SECRET_CORRUPT' }))
    const altered = a.slice(0, -2) + (a.endsWith('AA') ? 'BB' : 'AA')
    expect(() => unseal(kek, altered, 'server_keys:JWT_HS256:k1')).toThrow(expect.objectContaining({ code: 'SECRET_CORRUPT' }))
    expect(() => unseal(secretsKeyFrom(randomBytes(32)), a, 'server_keys:JWT_HS256:k1')).toThrow(expect.objectContaining({ code: 'SECRETS_KEY_MISMATCH' }))
    expect(() => unseal(kek, 'plain-text', 'x')).toThrow(expect.objectContaining({ code: 'SECRET_CORRUPT' }))
  })

  it('takes exactly 32 bytes and never shows the key', () => {
    expect(() => secretsKeyFrom(new Uint8Array(16))).toThrow(RangeError)
    const bytes = Buffer.alloc(32, 0xab)
    const k = secretsKeyFrom(bytes)
    expect(JSON.stringify(k)).not.toContain(bytes.toString('hex'))
    expect(Bun.inspect(k)).not.toContain(bytes.toString('base64'))
  })
})
