import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const e = parseEnv({})
    expect(e.PORT).toBe(3000)
    expect(e.BRAND_CODE).toBe('DEMO')
    expect(e.MAINTENANCE).toBeUndefined()
  })

  it('stops with a message naming every wrong variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', MAINTENANCE: 'yes' })).toThrow(/PORT[\s\S]*MAINTENANCE|MAINTENANCE[\s\S]*PORT/)
  })
})
