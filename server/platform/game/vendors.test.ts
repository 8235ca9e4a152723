import { describe, expect, it } from 'vitest'
import { regroupLanes, vendorImages } from './vendors'
import type { VendorLane } from '../../../shared/schemas/game'

const card = (vassalage: string, gameType: string) => ({ vassalage, name: vassalage, gameType, isGame: 'GAME', maintenance: false, gameCount: 1, images: vendorImages(vassalage) })
const lane = (gameType: string, vendors: string[], gameClassify: string[] = []): VendorLane => ({ title: gameType, gameType, cards: vendors.map((v) => card(v, gameType)), gameClassify })

describe('regroupLanes (spec §4 vendor regrouping)', () => {
  it('moves e-sports vendors listed under SPORTS into ESPORTS and cockfight vendors into COCKFIGHT', () => {
    const out = regroupLanes([lane('SPORTS', ['BTI', 'IMES', 'DS88', 'SABA'])])
    expect(out.map((l) => [l.gameType, l.cards.map((c) => c.vassalage)])).toEqual([
      ['SPORTS', ['BTI', 'SABA']],
      ['ESPORTS', ['IMES']],
      ['COCKFIGHT', ['DS88']],
    ])
    expect(out[1].cards[0].gameType).toBe('ESPORTS')
  })

  it('moves slot vendors on the exclusion list into INHOUSE and orders lanes as the nav does', () => {
    const out = regroupLanes([lane('LIVE', ['EVOLUTION']), lane('RNG', ['PG', 'BGS', 'JL'], ['SL'])], { esportsVendors: [], cockfightVendors: [], rngExclusion: ['BGS'] })
    expect(out.map((l) => l.gameType)).toEqual(['INHOUSE', 'RNG', 'LIVE'])
    expect(out[0].cards.map((c) => c.vassalage)).toEqual(['BGS'])
    expect(out[1].cards.map((c) => c.vassalage)).toEqual(['PG', 'JL'])
    expect(out[1].gameClassify).toEqual(['SL'])
  })

  it('merges a regrouped vendor into an existing lane without duplicating it and drops emptied lanes', () => {
    const out = regroupLanes([lane('SPORTS', ['IMES']), lane('ESPORTS', ['IMES', 'TFG'])])
    expect(out.map((l) => [l.gameType, l.cards.map((c) => c.vassalage)])).toEqual([['ESPORTS', ['IMES', 'TFG']]])
  })
})
