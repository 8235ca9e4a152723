/**
 * Property: every contract payment is its tier applied to its period's figures (issue 6 "a
 * property test over random trees and bets"; decision 0013).
 *
 * fast-check generates, per run, a random tree under a root agent (any shape, agents and players),
 * contracts down the tree (random type, dividend period daily, 1–3 random tiers within the
 * offerer's own rate) and random bets over one business day (settled, open or rolled back, won or
 * lost, any member, any minute). After the settlement job runs past the day, an independent model
 * computes, for every contract and every period of its kind in the day, the team's figures (the
 * downline and everyone below: active members, valid bet, profit/loss of the settled bets placed in
 * the period), the reached tier's rate and the amount — and the job must have written exactly those
 * payments, each once, paid in full through the ledger, with `ledger.check().ok`.
 *
 * Setup shortcuts (not under test here): members are inserted directly, bets are inserted as
 * bet_records rows, the payers are funded by a direct ledger ADJUST from the house. The database
 * sits on tmpfs when the machine has /dev/shm. CONTRACTS_PROPERTY_RUNS overrides the number of runs.
 */
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { createWalletPlatform, WALLET_BRAND } from '../fixtures/wallet-platform'
import { members } from '../../db/schema/platform'
import { betRecords } from '../../db/schema/play'
import { contractPayments, type ContractTier, type ContractType } from '../../db/schema/contracts'
import { periodAt, type PeriodKind } from '../../shared/periods'

const NUM_RUNS = Number(process.env.CONTRACTS_PROPERTY_RUNS ?? 40)
const t = createWalletPlatform({ parent: existsSync('/dev/shm') ? '/dev/shm' : undefined })
const { contracts, ledger, money } = t.platform
afterAll(() => t.cleanup())

const TYPES: ContractType[] = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY']
const KIND: Record<ContractType, PeriodKind> = { DIVIDEND: 'daily', DAILY_SALARY: 'daily', HOURLY_SALARY: 'hourly', REALTIME_SALARY: 'realtime' }
/** The brand caps of decision 0013 (bp), written out here rather than imported. */
const CAP: Record<ContractType, number> = { DIVIDEND: 6000, DAILY_SALARY: 200, HOURLY_SALARY: 200, REALTIME_SALARY: 200 }
const HASH = Bun.password.hashSync('Passw0rd!', { algorithm: 'argon2id', memoryCost: 256, timeCost: 1 })

const treeArb = fc.integer({ min: 2, max: 9 }).chain((n) =>
  fc.record({
    /** parent[i] for members 1..n-1 (member 0 is the root agent). */
    parents: fc.tuple(...Array.from({ length: n - 1 }, (_, i) => fc.integer({ min: 0, max: i }))),
    agents: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    offers: fc.array(
      fc.record({
        type: fc.constantFrom(...TYPES),
        tiers: fc.array(
          fc.record({
            activeMembers: fc.oneof(fc.constant(0), fc.constant(1), fc.integer({ min: 0, max: 3 })),
            validBet: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 40_000 })),
            loss: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000 })),
            share: fc.double({ min: 0.01, max: 1, noNaN: true }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        make: fc.constantFrom(true, true, true, false),
      }),
      { minLength: n, maxLength: n },
    ),
    /** A few busy minutes of the day, so that hours and 5-minute slices see several bets. */
    /** Often on a slice or hour boundary, where off-by-one period edges show. */
    busy: fc.array(
      fc.oneof(
        fc.integer({ min: 0, max: 287 }).map((x) => x * 5),
        fc.integer({ min: 0, max: 23 }).map((x) => x * 60),
        fc.integer({ min: 0, max: 1439 }),
      ),
      { minLength: 1, maxLength: 4 },
    ),
    bets: fc.array(
      fc.record({
        who: fc.integer({ min: 0, max: n - 1 }),
        slot: fc.nat(),
        second: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 299 })),
        stake: fc.integer({ min: 1_000, max: 20_000 }),
        result: fc.double({ min: -1, max: 2, noNaN: true }),
        status: fc.constantFrom('SETTLED', 'SETTLED', 'SETTLED', 'OPEN', 'ROLLED_BACK'),
      }),
      { minLength: 10, maxLength: 60 },
    ),
  }),
)

let runNo = 0
let keySeq = 0
let paidAmounts = 0

describe('contract settlement, property', () => {
  it("pays every contract its reached tier × its period's figures, once per period with figures", async () => {
    await fc.assert(
      fc.asyncProperty(treeArb, async (g) => {
        runNo++
        // A fresh business day for each run, one minute in.
        const day = periodAt('daily', t.now() + 24 * 3_600_000)
        t.advance(day.start + 60_000 - t.now())
        const n = g.agents.length
        const parent = [null, ...g.parents] as (number | null)[]
        const isAgent = g.agents.map((a, i) => i === 0 || a)
        const ids: number[] = []
        for (let i = 0; i < n; i++) {
          const account = `p${runNo}x${i}`
          ids.push(
            t.db
              .insert(members)
              .values({
                brandCode: WALLET_BRAND,
                account,
                nickname: account,
                type: isAgent[i] ? 1 : 0,
                passwordHash: HASH,
                contacts: {},
                uplineId: parent[i] === null ? null : ids[parent[i]!]!,
                passwordChangedAt: t.now(),
                createdAt: t.now(),
              })
              .returning({ id: members.id })
              .get().id,
          )
          if (isAgent[i])
            money.runNow(() =>
              ledger.post({
                key: `prop-fund-${++keySeq}`,
                kind: 'ADJUST',
                memberId: ids[i]!,
                amount: 100_000_000,
                legs: [
                  { account: { kind: 'HOUSE' }, amount: -100_000_000 },
                  { account: { kind: 'MEMBER', memberId: ids[i]! }, amount: 100_000_000 },
                ],
              }),
            )
        }

        // Contracts top-down; the model's own rate per (member, type).
        const own = new Map<string, number>()
        const ownRate = (i: number, type: ContractType) => own.get(`${i}:${type}`) ?? (i === 0 ? CAP[type] : 0)
        const made: { id: number; type: ContractType; downline: number; tiers: ContractTier[] }[] = []
        for (let i = 1; i < n; i++) {
          const p = parent[i]!
          const o = g.offers[i]!
          const ceiling = ownRate(p, o.type)
          expect(contracts.ownRate(ids[p]!, o.type)).toBe(ceiling)
          if (!isAgent[p] || !o.make || ceiling === 0) continue
          const tiers = o.tiers.map((x) => ({ activeMembers: x.activeMembers, validBet: x.validBet, loss: x.loss, rate: Math.max(1, Math.floor(ceiling * x.share)) }))
          if (new Set(tiers.map((x) => `${x.activeMembers}:${x.validBet}:${x.loss}`)).size !== tiers.length) continue
          const offer = await contracts.offer(ids[p]!, { type: o.type, downlineId: ids[i]!, tiers, period: o.type === 'DIVIDEND' ? 'daily' : undefined })
          await contracts.accept(ids[i]!, offer.id)
          own.set(`${i}:${o.type}`, Math.max(...tiers.map((x) => x.rate)))
          made.push({ id: offer.id, type: o.type, downline: i, tiers })
        }

        const bets = g.bets.map((b, k) => {
          const validBet = b.status === 'ROLLED_BACK' ? 0 : b.stake
          const winLoss = b.status === 'SETTLED' ? Math.round(b.stake * b.result) : 0
          const at = Math.min(day.end - 1, day.start + g.busy[b.slot % g.busy.length]! * 60_000 + b.second * 1000)
          return { ...b, at, validBet, winLoss, k }
        })
        for (const b of bets) {
          t.db
            .insert(betRecords)
            .values({
              brandCode: WALLET_BRAND,
              memberId: ids[b.who]!,
              vendorCode: 'PG',
              gameType: 'RNG',
              gameCode: 'demo',
              roundId: `pr${runNo}-${b.k}`,
              betTxId: `pb${runNo}-${b.k}`,
              betAmount: b.stake,
              validBet: b.validBet,
              payout: b.stake + b.winLoss,
              winLoss: b.winLoss,
              status: b.status,
              placedAt: b.at,
              settledAt: b.status === 'OPEN' ? null : b.at + 500,
            })
            .run()
        }

        t.advance(day.end + 61_000 - t.now())
        await contracts.settlement.run()

        // The model.
        const inTeam = (top: number, i: number) => {
          for (let c: number | null = i; c !== null; c = parent[c]!) if (c === top) return true
          return false
        }
        const payments = t.db.select().from(contractPayments).all()
        for (const c of made) {
          const mine = payments.filter((p) => p.contractId === c.id)
          const expected: { key: string; figures: { activeMembers: number; validBet: number; profitLoss: number }; rate: number; amount: number }[] = []
          for (let p = periodAt(KIND[c.type], day.start); p.start < day.end; p = periodAt(KIND[c.type], p.end)) {
            const team = bets.filter((b) => b.status === 'SETTLED' && inTeam(c.downline, b.who) && b.at >= p.start && b.at < p.end)
            const figures = {
              activeMembers: new Set(team.filter((b) => b.validBet > 0).map((b) => b.who)).size,
              validBet: team.reduce((s, b) => s + b.validBet, 0),
              profitLoss: team.reduce((s, b) => s + b.winLoss, 0),
            }
            if (figures.validBet === 0 && figures.profitLoss === 0) continue
            const loss = Math.max(0, -figures.profitLoss)
            let rate = 0
            for (const tier of c.tiers) if (figures.activeMembers >= tier.activeMembers && figures.validBet >= tier.validBet && loss >= tier.loss) rate = Math.max(rate, tier.rate)
            const base = c.type === 'DIVIDEND' ? loss : figures.validBet
            expected.push({ key: p.key, figures, rate, amount: Math.floor((base * rate) / 10_000) })
          }
          const got = mine.map((p) => ({ key: p.periodKey, figures: p.figures, rate: p.rate, amount: p.amount })).sort((a, b) => a.key.localeCompare(b.key))
          expect(got).toEqual(expected.sort((a, b) => a.key.localeCompare(b.key)))
          for (const p of mine) {
            expect(p.status).toBe('PAID')
            expect(p.movementId === null).toBe(p.amount === 0)
          }
        }
        expect(ledger.check().ok).toBe(true)
        paidAmounts += payments.filter((p) => made.some((c) => c.id === p.contractId) && p.amount > 0).length

        // End this run's contracts so later runs settle only their own.
        for (const c of made.reverse()) {
          const view = contracts.current(ids[c.downline]!, c.type)
          if (view?.id === c.id) {
            await contracts.terminate(ids[c.downline]!, c.id)
            await contracts.accept(view.uplineId!, c.id)
          }
        }
      }),
      { numRuns: NUM_RUNS },
    )
    // The runs must exercise real payments, not only empty periods and unreached tiers.
    expect(paidAmounts).toBeGreaterThan(NUM_RUNS / 2)
  })
})
