/**
 * The sandbox games' rounds: turns a validated play request (minor units) into the amount to
 * stake and a `play()` that draws the outcome with the server's CSPRNG and prices it. Limits: every
 * single stake at least the game's minimum bet, the round's total at most SANDBOX_MAX_BET.
 * @see shared/sandbox/* for each game's rules and RTP
 */
import type { Rng } from '../../../shared/sandbox/random'
import { evaluateSlot, slotPayout, spinSlot } from '../../../shared/sandbox/slot'
import { baccaratPayout, dealBaccarat } from '../../../shared/sandbox/baccarat'
import { rouletteColour, rouletteReturn, spinRoulette } from '../../../shared/sandbox/roulette'
import { generateFixture, publicFixture, settleFixture, slipPayout, type PricedFixture, type SlipSport, BETSLIP_FIXTURES } from '../../../shared/sandbox/betslip'
import { fishPayout, shootVolley } from '../../../shared/sandbox/fish'
import { dealShowdown, showdownPayout } from '../../../shared/sandbox/teen-patti'
import { SANDBOX_MAX_BET } from '../../../shared/sandbox/kinds'
import { toMajor } from '../../../shared/schemas/wallet'
import type { SandboxOutcome, SandboxPlayBody, SandboxErrorCode } from '../../../shared/schemas/sandbox'

/** The part of a session a round needs. */
export interface RoundTable {
  minBet: number
  sports: SlipSport[]
  fixtures: PricedFixture[]
  nextFixture: number
}

export type PreparedRound = { ok: true; amount: number; play: () => { outcome: SandboxOutcome; payout: number } } | { ok: false; code: SandboxErrorCode }

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

/** A fresh fixture for the table (ids F1, F2, … never reused within a session). */
export function newFixture(rng: Rng, table: RoundTable): PricedFixture {
  const sport = table.sports[table.nextFixture % table.sports.length]
  return generateFixture(rng, sport, `F${++table.nextFixture}`)
}

/** Fills a bet slip table with BETSLIP_FIXTURES fixtures. */
export function openFixtures(rng: Rng, table: RoundTable): void {
  while (table.fixtures.length < BETSLIP_FIXTURES) table.fixtures.push(newFixture(rng, table))
}

/**
 * Checks a request against the table and returns what to stake and how to play it.
 * `body` amounts are minor units (the schema converts them).
 */
export function prepareRound(rng: Rng, table: RoundTable, body: SandboxPlayBody): PreparedRound {
  const stakes = (xs: number[]): SandboxErrorCode | null => (xs.some((x) => x < table.minBet) ? 'BELOW_MIN_BET' : sum(xs) > SANDBOX_MAX_BET ? 'ABOVE_MAX_BET' : null)
  switch (body.game) {
    case 'SLOT': {
      const refused = stakes([body.bet])
      if (refused) return { ok: false, code: refused }
      return {
        ok: true,
        amount: body.bet,
        play: () => {
          const grid = spinSlot(rng)
          const { wins, multiplier } = evaluateSlot(grid)
          return { outcome: { game: 'SLOT', grid, wins }, payout: slotPayout(body.bet, multiplier) }
        },
      }
    }
    case 'BACCARAT': {
      const refused = stakes(body.bets.map((b) => b.amount))
      if (refused) return { ok: false, code: refused }
      return {
        ok: true,
        amount: sum(body.bets.map((b) => b.amount)),
        play: () => {
          const hand = dealBaccarat(rng)
          return {
            outcome: { game: 'BACCARAT', ...hand, bets: body.bets.map((b) => ({ side: b.side, amount: toMajor(b.amount) })) },
            payout: baccaratPayout(body.bets, hand.winner),
          }
        },
      }
    }
    case 'ROULETTE': {
      const refused = stakes(body.bets.map((b) => b.amount))
      if (refused) return { ok: false, code: refused }
      return {
        ok: true,
        amount: sum(body.bets.map((b) => b.amount)),
        play: () => {
          const n = spinRoulette(rng)
          const bets = body.bets.map((b) => ({ kind: b.kind, ...(b.value !== undefined ? { value: b.value } : {}), amount: b.amount, payout: b.amount * rouletteReturn(b, n) }))
          return {
            outcome: { game: 'ROULETTE', number: n, colour: rouletteColour(n), bets: bets.map((b) => ({ ...b, amount: toMajor(b.amount), payout: toMajor(b.payout) })) },
            payout: sum(bets.map((b) => b.payout)),
          }
        },
      }
    }
    case 'BETSLIP': {
      const picked: { fixture: PricedFixture; outcome: string; odds: number; stake: number }[] = []
      for (const s of body.selections) {
        const fixture = table.fixtures.find((f) => f.id === s.fixtureId)
        const odds = fixture?.outcomes.find((o) => o.key === s.outcome)?.odds
        if (!fixture || odds === undefined) return { ok: false, code: 'FIXTURE_CLOSED' }
        picked.push({ fixture, outcome: s.outcome, odds, stake: s.stake ?? 0 })
      }
      const refused = stakes(body.mode === 'COMBO' ? [body.stake!] : picked.map((p) => p.stake))
      if (refused) return { ok: false, code: refused }
      return {
        ok: true,
        amount: body.mode === 'COMBO' ? body.stake! : sum(picked.map((p) => p.stake)),
        play: () => {
          const results = new Map(picked.map((p) => [p.fixture.id, settleFixture(rng, p.fixture)]))
          const payout = slipPayout(
            body.mode,
            picked.map((p) => ({ fixtureId: p.fixture.id, outcome: p.outcome, odds: p.odds, stake: p.stake })),
            results,
            body.stake,
          )
          // Settled fixtures leave the board; new ones take their place.
          table.fixtures = table.fixtures.map((f) => (results.has(f.id) ? newFixture(rng, table) : f))
          return {
            outcome: {
              game: 'BETSLIP',
              mode: body.mode,
              ...(body.stake !== undefined ? { stake: toMajor(body.stake) } : {}),
              selections: picked.map((p) => {
                const f = publicFixture(p.fixture)
                const result = results.get(f.id)!
                return {
                  fixtureId: f.id,
                  league: f.league,
                  home: f.home,
                  away: f.away,
                  outcome: p.outcome,
                  odds: p.odds,
                  ...(body.mode === 'SINGLES' ? { stake: toMajor(p.stake) } : {}),
                  result,
                  won: result === p.outcome,
                }
              }),
            },
            payout,
          }
        },
      }
    }
    case 'FISH': {
      const refused = stakes([body.betPerShot]) ?? (body.betPerShot * body.shots > SANDBOX_MAX_BET ? 'ABOVE_MAX_BET' : null)
      if (refused) return { ok: false, code: refused }
      return {
        ok: true,
        amount: body.betPerShot * body.shots,
        play: () => {
          const catches = shootVolley(rng, body.target, body.shots)
          return { outcome: { game: 'FISH', target: body.target, betPerShot: toMajor(body.betPerShot), catches }, payout: fishPayout(body.betPerShot, catches) }
        },
      }
    }
    case 'SHOWDOWN': {
      const refused = stakes([body.bet])
      if (refused) return { ok: false, code: refused }
      return {
        ok: true,
        amount: body.bet,
        play: () => {
          const s = dealShowdown(rng)
          return { outcome: { game: 'SHOWDOWN', ...s }, payout: showdownPayout(body.bet, s.result) }
        },
      }
    }
  }
}
