import { describe, expect, it } from 'vitest'
import { VIP_LEVELS, vipFor } from './vip'

describe('VIP ladder', () => {
  it('reaches a level exactly at its threshold and not a minor unit before', () => {
    for (const l of VIP_LEVELS.slice(1)) {
      expect(vipFor(l.minValidBet).level).toBe(l.level)
      expect(vipFor(l.minValidBet - 1).level).toBe(l.level - 1)
    }
  })

  it('gives no VIP below the first level, and progress towards the next one', () => {
    expect(vipFor(0)).toMatchObject({ level: 0, hasVip: false, progress: 0, next: { level: 1, remaining: VIP_LEVELS[1]!.minValidBet } })
    expect(vipFor(VIP_LEVELS[1]!.minValidBet / 2).progress).toBeCloseTo(0.5)
  })

  it('stops at the top level with full progress and no next level', () => {
    const top = VIP_LEVELS.at(-1)!
    expect(vipFor(top.minValidBet * 10)).toMatchObject({ level: top.level, hasVip: true, next: null, progress: 1 })
  })
})
