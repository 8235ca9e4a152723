/**
 * The sandbox's bet slip (SPORTS, ESPORTS, COCKFIGHT): a few generated fixtures with fixed decimal
 * odds, settled at once. Each fixture has true outcome probabilities `p`; its odds are
 * 1 / (p · (1 + margin)) rounded down to 2 decimals, so the implied probabilities add up to at
 * least 1 + margin and every selection returns at most 1 / (1 + margin) ≈ 94.3 % of its stake on
 * average. The result is drawn with the true probabilities.
 * A slip is either singles (each selection its own stake) or one combo (accumulator: one stake,
 * the product of the odds, every selection must win; at most one selection per fixture).
 * Amounts are minor units.
 */
import { floorMinor, float, type Rng } from './random'

export const BETSLIP_MARGIN = 0.06
export const BETSLIP_FIXTURES = 6

export const SLIP_SPORTS = ['FOOTBALL', 'BASKETBALL', 'ESPORTS', 'COCKFIGHT'] as const
export type SlipSport = (typeof SLIP_SPORTS)[number]

export interface FixtureOutcome {
  key: string
  odds: number
}
/** A fixture as the player sees it. */
export interface Fixture {
  id: string
  sport: SlipSport
  league: string
  home: string
  away: string
  outcomes: FixtureOutcome[]
}
/** A fixture as the vendor keeps it: with the true probabilities (never sent to the browser). */
export interface PricedFixture extends Fixture {
  p: number[]
}

const LEAGUES: Record<SlipSport, readonly string[]> = {
  FOOTBALL: ['Premier Cup', 'Liga Norte', 'Serie Oro', 'Asian Champions', 'Philippines Football League'],
  BASKETBALL: ['Pro Basketball League', 'Asia Hoops Cup', 'Manila Summer League'],
  ESPORTS: ['Mobile Legends MPL', 'Dota 2 Major', 'Counter-Strike Masters', 'Valorant Challengers', 'League of Legends Split'],
  COCKFIGHT: ['Pasay Derby', 'Cebu Pit Night', 'Bulacan Hackfight', 'Sabong Grand Finals'],
}
const TEAMS: Record<SlipSport, readonly string[]> = {
  FOOTBALL: [
    'Manila Lions',
    'Cebu Sharks',
    'Davao Eagles',
    'Iloilo Storm',
    'Bacolod United',
    'Baguio Pines',
    'Makati Stars',
    'Pasig Rovers',
    'Quezon Kings',
    'Taguig Titans',
    'Laguna Falcons',
    'Palawan Waves',
  ],
  BASKETBALL: ['Metro Bulls', 'Island Hawks', 'Bay Warriors', 'Harbor Kings', 'Valley Suns', 'Capital Tigers', 'Coast Mavericks', 'River Raptors'],
  ESPORTS: ['Blacklist Legion', 'Echo Phantoms', 'Onic Dragons', 'RRQ Vipers', 'Nova Esports', 'Team Aurora', 'Falcon Gaming', 'Tundra Five', 'Spirit Wolves', 'Liquid Tide'],
  COCKFIGHT: ['Red Kelso', 'Sweater Gold', 'Hatch Grey', 'Roundhead Bolt', 'Radio Ace', 'Claret Fury', 'Lemon 84', 'Brown Red Storm', 'White Hackle', 'Black Asil'],
}

/** Outcome keys by sport: 1/X/2 for football, home/away elsewhere (MERON/WALA in cockfights). */
export function outcomeKeys(sport: SlipSport): string[] {
  return sport === 'FOOTBALL' ? ['1', 'X', '2'] : sport === 'COCKFIGHT' ? ['MERON', 'WALA'] : ['1', '2']
}

/** Decimal odds for a probability, with the margin, rounded down to 2 decimals (at least 1.01). */
export function oddsFor(p: number, margin = BETSLIP_MARGIN): number {
  return Math.max(1.01, Math.floor(100 / (p * (1 + margin))) / 100)
}

function pick<T>(rng: Rng, list: readonly T[]): T {
  return list[rng.int(list.length)]
}

/** Generates one fixture with true probabilities and the odds they imply. */
export function generateFixture(rng: Rng, sport: SlipSport, id: string): PricedFixture {
  const teams = TEAMS[sport]
  const home = pick(rng, teams)
  let away = pick(rng, teams)
  while (away === home) away = pick(rng, teams)
  let p: number[]
  if (sport === 'FOOTBALL') {
    const draw = 0.22 + float(rng) * 0.08
    const homeShare = 0.25 + float(rng) * 0.5
    p = [(1 - draw) * homeShare, draw, (1 - draw) * (1 - homeShare)]
  } else {
    const homeShare = 0.28 + float(rng) * 0.44
    p = [homeShare, 1 - homeShare]
  }
  const keys = outcomeKeys(sport)
  return { id, sport, league: pick(rng, LEAGUES[sport]), home, away, p, outcomes: keys.map((key, i) => ({ key, odds: oddsFor(p[i]) })) }
}

/** The fixture without its probabilities, for the browser. */
export function publicFixture(f: PricedFixture): Fixture {
  return { id: f.id, sport: f.sport, league: f.league, home: f.home, away: f.away, outcomes: f.outcomes }
}

/** Draws a fixture's result with its true probabilities: the winning outcome key. */
export function settleFixture(rng: Rng, f: PricedFixture): string {
  let r = float(rng)
  for (let i = 0; i < f.p.length; i++) {
    r -= f.p[i]
    if (r < 0) return f.outcomes[i].key
  }
  return f.outcomes[f.outcomes.length - 1].key
}

export interface SlipSelection {
  fixtureId: string
  outcome: string
  odds: number
  stake: number
}

/**
 * What a slip returns (stakes included) given each fixture's result. Singles: each winning
 * selection returns stake × odds. Combo: `stake` × the product of the odds when all win.
 */
export function slipPayout(mode: 'SINGLES' | 'COMBO', selections: readonly SlipSelection[], results: ReadonlyMap<string, string>, comboStake = 0): number {
  if (mode === 'COMBO') {
    const allWin = selections.every((s) => results.get(s.fixtureId) === s.outcome)
    return allWin ? floorMinor(comboStake * selections.reduce((a, s) => a * s.odds, 1)) : 0
  }
  return selections.reduce((a, s) => a + (results.get(s.fixtureId) === s.outcome ? floorMinor(s.stake * s.odds) : 0), 0)
}
