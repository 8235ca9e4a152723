import { describe, expect, it } from 'vitest'
import { classifyHref, readListUrl, searchBaseHref, selectHref, vendorTabHref } from './list-url'

const state = readListUrl(new URL('http://x/rng?vassalage=PG&gameClassify=JP&gameName=dragon&select=NEW'))

describe('game list URL rules (spec §4)', () => {
  it('a new vendor tab clears search and classification, keeps the chip', () => {
    expect(vendorTabHref('/rng', state, 'JL')).toBe('/rng?vassalage=JL&select=NEW')
  })
  it('a new classification clears the search and keeps the vendor', () => {
    expect(classifyHref('/rng', state, 'SL')).toBe('/rng?vassalage=PG&gameClassify=SL&select=NEW')
  })
  it('choosing ALL drops the chip', () => {
    expect(selectHref('/rng', state, undefined)).toBe('/rng?vassalage=PG&gameClassify=JP')
  })
  it('the search base keeps every filter but the name', () => {
    expect(searchBaseHref('/rng', state)).toBe('/rng?vassalage=PG&gameClassify=JP&select=NEW')
  })
  it('ignores malformed values in a shared link instead of failing', () => {
    expect(readListUrl(new URL('http://x/rng?vassalage=<x>&select=WHAT&minBet=-4'))).toEqual({
      vassalage: undefined,
      gameClassify: undefined,
      gameName: undefined,
      select: undefined,
      minBet: undefined,
      minLineNum: undefined,
    })
  })
})
