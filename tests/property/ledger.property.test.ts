/**
 * Property: the ledger never loses money (issue 4 "Proof", DESIGN §4).
 *
 * fast-check generates random sequences of ledger movements with the legs the wallet uses —
 * deposits (PROVIDER→MEMBER), withdrawal holds (MEMBER→HOLD) and their payouts (HOLD→PROVIDER) or
 * releases (HOLD→MEMBER), transfers (MEMBER→MEMBER, a member to itself included), game-wallet
 * transfers (MEMBER↔GAME), bets (MEMBER→HOUSE), wins (HOUSE→MEMBER) and rollbacks of bets
 * (HOUSE→MEMBER) — mixed with repeats of earlier idempotency keys (same content: must replay the
 * first answer; other content: must be refused as a conflict), bad amounts, unbalanced legs and
 * calls that must fail for insufficient funds. Each call runs through the real money writer
 * (`runNow`, or `run` with several calls queued together so they share one group-commit
 * transaction) and the real `ledger.post` over real SQLite, and is compared with a small in-memory
 * model: every answer (balances after, replayed flag, movement id, error code and balance) equals
 * the model's; after the sequence every balance equals the model, the ledger holds exactly the
 * movements and entries the model landed, and `ledger.check().ok`.
 *
 * Speed: one migrated database serves many sequences (fresh member ids per sequence; the brand's
 * shared HOLD/HOUSE/PROVIDER accounts are read at the start of each sequence), on tmpfs when the
 * machine has /dev/shm (durability is the crash test's job). A new database every
 * `SEQUENCES_PER_DB` sequences keeps `check()` — a scan of the whole ledger — cheap.
 * PROPERTY_RUNS overrides the number of sequences (default 10,000).
 */
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import type { PlatformDb } from '../../db/client'
import { createLedgerDb } from '../fixtures/ledger-db'
import { ledgerModule, type AccountRef, type Leg, type Ledger, type MovementInput, type MovementKind } from '../../server/platform/wallet/ledger'
import { createMoneyWriter, type MoneyWriter } from '../../server/platform/wallet/money-writer'

const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 10_000)
const SEQUENCES_PER_DB = 50
const MEMBERS_PER_SEQUENCE = 3
const VENDOR = 'PG'
const PROVIDER = 'SANDBOX'

// ───────────────────────────── system under test ─────────────────────────────

interface Env {
  db: PlatformDb
  cleanup: () => void
  ledger: Ledger
  money: MoneyWriter
  sequences: number
}
let env: Env | undefined
let nextMemberId = 1_000

function openEnv(): Env {
  const { db, cleanup } = createLedgerDb({ parent: existsSync('/dev/shm') ? '/dev/shm' : undefined })
  const ledger = ledgerModule({ db, brandCode: 'PROP', now: Date.now, overrides: {} })
  return { db, cleanup, ledger, money: createMoneyWriter(db.$client), sequences: 0 }
}

const closeEnv = (e: Env) => e.cleanup()

/** The environment for the next sequence: the current database, or a fresh one every SEQUENCES_PER_DB. */
function envForSequence(): Env {
  if (env && env.sequences >= SEQUENCES_PER_DB) {
    closeEnv(env)
    env = undefined
  }
  env ??= openEnv()
  env.sequences++
  return env
}

afterAll(() => {
  if (env) closeEnv(env)
})

// ───────────────────────────── operations ─────────────────────────────

type Op =
  | { t: 'deposit' | 'hold' | 'toGame' | 'fromGame' | 'bet' | 'win'; m: number; amount: number }
  | { t: 'transfer'; m: number; to: number; amount: number }
  | { t: 'settle'; hold: number; how: 'payout' | 'release' }
  | { t: 'rollback'; bet: number }
  | { t: 'replay' | 'conflict'; of: number }
  | { t: 'bad'; m: number; amount: number }
  | { t: 'unbalanced'; m: number; amount: number }

interface Step {
  op: Op
  flip: boolean
  via: 'now' | 'run'
}

const member = fc.integer({ min: 0, max: MEMBERS_PER_SEQUENCE - 1 })
const small = fc.integer({ min: 1, max: 300 })
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ t: fc.constant('deposit' as const), m: member, amount: fc.integer({ min: 1, max: 2_000 }) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('hold' as const), m: member, amount: small }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('settle' as const), hold: fc.nat(), how: fc.constantFrom('payout' as const, 'release' as const) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('transfer' as const), m: member, to: member, amount: small }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('toGame' as const), m: member, amount: small }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('fromGame' as const), m: member, amount: small }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('bet' as const), m: member, amount: small }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('win' as const), m: member, amount: small }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('rollback' as const), bet: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('replay' as const), of: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('conflict' as const), of: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('bad' as const), m: member, amount: fc.constantFrom(0, -3, 1.5, Number.MAX_SAFE_INTEGER + 2) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('unbalanced' as const), m: member, amount: small }) },
)
const stepArb: fc.Arbitrary<Step> = fc.record({ op: opArb, flip: fc.boolean(), via: fc.constantFrom('now' as const, 'run' as const) })
const sequenceArb = fc.array(stepArb, { minLength: 1, maxLength: 30, size: 'medium' })

/**
 * What a call asks for, before any state is read. `settle` and `rollback` name the movement they
 * act on by key; the wallet (here: `inputOf`) reads its amount and member inside the transaction.
 */
type Spec =
  | { form: 'plain'; key: string; kind: MovementKind; memberId: number; amount: number; legs: Leg[] }
  | { form: 'settle'; key: string; holdKey: string; how: 'payout' | 'release'; flip: boolean }
  | { form: 'rollback'; key: string; betKey: string; bump: number; flip: boolean }

const acct = {
  member: (memberId: number): AccountRef => ({ kind: 'MEMBER', memberId }),
  game: (memberId: number): AccountRef => ({ kind: 'GAME', memberId, vendor: VENDOR }),
  hold: { kind: 'HOLD' } as AccountRef,
  house: { kind: 'HOUSE' } as AccountRef,
  provider: { kind: 'PROVIDER', provider: PROVIDER } as AccountRef,
}
const SHARED = [acct.hold, acct.house, acct.provider]
const nameOf = (a: AccountRef) => (a.kind === 'MEMBER' ? `M${a.memberId}` : a.kind === 'GAME' ? `G${a.memberId}:${a.vendor}` : a.kind === 'PROVIDER' ? `P:${a.provider}` : a.kind)
const mayGoNegative = (a: AccountRef) => a.kind === 'HOUSE' || a.kind === 'PROVIDER'

/** Two legs moving `amount` from `from` to `to`, listed debit first unless `flip`. */
function legs(from: AccountRef, to: AccountRef, amount: number, flip: boolean): Leg[] {
  const l: Leg[] = [
    { account: from, amount: -amount },
    { account: to, amount },
  ]
  return flip ? l.reverse() : l
}

/** Turns a generated sequence into the calls it makes (keys namespaced by `prefix`). */
function specsOf(steps: Step[], members: number[], prefix: string): Spec[] {
  const specs: Spec[] = []
  const holds: string[] = []
  const bets: string[] = []
  const primary: Spec[] = []
  steps.forEach((step, i) => {
    const { op, flip } = step
    const key = `${prefix}:${i}`
    let spec: Spec | undefined
    const plain = (kind: MovementKind, m: number, from: AccountRef, to: AccountRef, amount: number): Spec => ({
      form: 'plain',
      key,
      kind,
      memberId: members[m]!,
      amount,
      legs: legs(from, to, amount, flip),
    })
    switch (op.t) {
      case 'deposit':
        spec = plain('DEPOSIT', op.m, acct.provider, acct.member(members[op.m]!), op.amount)
        break
      case 'hold':
        spec = plain('WITHDRAW_HOLD', op.m, acct.member(members[op.m]!), acct.hold, op.amount)
        holds.push(key)
        break
      case 'transfer':
        spec = plain('TRANSFER_UPLINE', op.m, acct.member(members[op.m]!), acct.member(members[op.to]!), op.amount)
        break
      case 'toGame':
        spec = plain('WALLET_TRANSFER', op.m, acct.member(members[op.m]!), acct.game(members[op.m]!), op.amount)
        break
      case 'fromGame':
        spec = plain('WALLET_TRANSFER', op.m, acct.game(members[op.m]!), acct.member(members[op.m]!), op.amount)
        break
      case 'bet':
        spec = plain('BET', op.m, acct.member(members[op.m]!), acct.house, op.amount)
        bets.push(key)
        break
      case 'win':
        spec = plain('WIN', op.m, acct.house, acct.member(members[op.m]!), op.amount)
        break
      case 'bad':
        spec = plain('ADJUST', op.m, acct.house, acct.member(members[op.m]!), op.amount)
        break
      case 'unbalanced': {
        const m = members[op.m]!
        spec = {
          form: 'plain',
          key,
          kind: 'ADJUST',
          memberId: m,
          amount: op.amount,
          legs: [
            { account: acct.house, amount: -op.amount },
            { account: acct.member(m), amount: op.amount + 1 },
          ],
        }
        break
      }
      case 'settle':
        if (holds.length) spec = { form: 'settle', key: `${holds[op.hold % holds.length]}:settle`, holdKey: holds[op.hold % holds.length]!, how: op.how, flip }
        break
      case 'rollback':
        if (bets.length) spec = { form: 'rollback', key: `${bets[op.bet % bets.length]}:rollback`, betKey: bets[op.bet % bets.length]!, bump: 0, flip }
        break
      case 'replay':
        if (primary.length) spec = primary[op.of % primary.length]
        break
      case 'conflict': {
        const orig = primary.length ? primary[op.of % primary.length]! : undefined
        if (orig?.form === 'plain') spec = { ...orig, amount: orig.amount + 1, legs: orig.legs.map((l) => ({ ...l, amount: l.amount + Math.sign(l.amount) })) }
        else if (orig?.form === 'settle') spec = { ...orig, how: orig.how === 'payout' ? 'release' : 'payout' }
        else if (orig?.form === 'rollback') spec = { ...orig, bump: orig.bump + 1 }
        break
      }
    }
    if (!spec) return
    specs.push(spec)
    if (op.t !== 'replay' && op.t !== 'conflict' && op.t !== 'bad' && op.t !== 'unbalanced') primary.push(spec)
    void step.via
  })
  return specs
}

/** The movement a settle or rollback posts, from what the movement it acts on holds (`found`). */
function settleInput(spec: Extract<Spec, { form: 'settle' | 'rollback' }>, found: { memberId: number; amount: number }) {
  if (spec.form === 'settle') {
    const to = spec.how === 'payout' ? acct.provider : acct.member(found.memberId)
    return {
      kind: (spec.how === 'payout' ? 'WITHDRAW_PAYOUT' : 'WITHDRAW_RELEASE') as MovementKind,
      memberId: found.memberId,
      amount: found.amount,
      reference: spec.holdKey,
      legs: legs(acct.hold, to, found.amount, spec.flip),
    }
  }
  const amount = found.amount + spec.bump
  return { kind: 'ROLLBACK' as MovementKind, memberId: found.memberId, amount, reference: spec.betKey, legs: legs(acct.house, acct.member(found.memberId), amount, spec.flip) }
}

type Outcome =
  | { ok: true; skipped: true }
  | { ok: true; skipped?: false; movementId: number; replayed: boolean; result: { balances: number[] } }
  | { ok: false; code: string; details?: Record<string, unknown> }

/** The unit of work the wallet would queue for `spec` (runs inside the money writer's transaction). */
function work(e: Env, spec: Spec): Exclude<Outcome, { ok: false }> {
  let input: MovementInput<{ balances: number[] }>
  const result = ({ balances }: { balances: number[] }) => ({ balances })
  if (spec.form === 'plain') {
    input = { key: spec.key, kind: spec.kind, memberId: spec.memberId, amount: spec.amount, legs: spec.legs, result }
  } else {
    const target = spec.form === 'settle' ? spec.holdKey : spec.betKey
    const found = e.db.$client
      .query<{ memberId: number; amount: number }, [string, string]>('SELECT member_id AS memberId, amount FROM ledger_movements WHERE brand_code = ? AND idempotency_key = ?')
      .get('PROP', target)
    if (!found) return { ok: true, skipped: true }
    input = { key: spec.key, ...settleInput(spec, found), result }
  }
  const posted = e.ledger.post(input)
  return { ok: true, ...posted }
}

function outcomeOfError(error: unknown): Outcome {
  const e = error as { code?: unknown; details?: Record<string, unknown> }
  if (typeof e?.code !== 'string') throw error
  return { ok: false, code: e.code, details: e.details }
}

// ───────────────────────────── model ─────────────────────────────

interface Landed {
  content: string
  movementId: number
  result: { balances: number[] }
  memberId: number
  amount: number
}

class Model {
  balances = new Map<string, number>()
  landed = new Map<string, Landed>()
  movements = 0
  lastMovementId: number

  constructor(shared: Map<string, number>, lastMovementId: number) {
    for (const [k, v] of shared) this.balances.set(k, v)
    this.lastMovementId = lastMovementId
  }

  balance(a: AccountRef) {
    return this.balances.get(nameOf(a)) ?? 0
  }

  /** What the ledger must answer to `spec`; `commit(movementId)` records a new landing. */
  expect(spec: Spec): { outcome: Outcome | { ok: true; skipped?: false; movementId: 'new'; replayed: false; result: { balances: number[] } }; commit?: (movementId: number) => void } {
    let input: { kind: MovementKind; memberId: number; amount: number; reference?: string; legs: Leg[] }
    if (spec.form === 'plain') input = spec
    else {
      const target = this.landed.get(spec.form === 'settle' ? spec.holdKey : spec.betKey)
      if (!target) return { outcome: { ok: true, skipped: true } }
      input = settleInput(spec, target)
    }
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) return { outcome: { ok: false, code: 'BAD_AMOUNT' } }
    if (input.legs.reduce((s, l) => s + l.amount, 0) !== 0) return { outcome: { ok: false, code: 'LEDGER_UNBALANCED' } }
    const content = JSON.stringify([input.kind, input.memberId, input.amount, input.reference ?? null, input.legs])
    const prior = this.landed.get(spec.key)
    if (prior) {
      if (prior.content !== content) return { outcome: { ok: false, code: 'IDEMPOTENCY_CONFLICT' } }
      return { outcome: { ok: true, movementId: prior.movementId, replayed: true, result: prior.result } }
    }
    const next = new Map(this.balances)
    const order = input.legs.map((_, i) => i).sort((a, b) => input.legs[a]!.amount - input.legs[b]!.amount)
    const after: number[] = []
    for (const i of order) {
      const leg = input.legs[i]!
      const now = next.get(nameOf(leg.account)) ?? 0
      if (now + leg.amount < 0 && !mayGoNegative(leg.account)) return { outcome: { ok: false, code: 'INSUFFICIENT_FUNDS', details: { balance: now, needed: -leg.amount } } }
      next.set(nameOf(leg.account), now + leg.amount)
      after[i] = now + leg.amount
    }
    const result = { balances: after }
    return {
      outcome: { ok: true, movementId: 'new', replayed: false, result },
      commit: (movementId) => {
        this.balances = next
        this.movements++
        this.landed.set(spec.key, { content, movementId, result, memberId: input.memberId, amount: input.amount })
        this.lastMovementId = movementId
      },
    }
  }
}

// ───────────────────────────── the property ─────────────────────────────

const counts = (e: Env) =>
  e.db.$client
    .query<{ movements: number; entries: number; maxId: number }, []>(
      'SELECT (SELECT count(*) FROM ledger_movements) AS movements, (SELECT count(*) FROM ledger_entries) AS entries, (SELECT coalesce(max(id), 0) FROM ledger_movements) AS maxId',
    )
    .get()!

const tally = { sequences: 0, calls: 0, landed: 0, replayed: 0, conflicts: 0, insufficient: 0, invalid: 0, skipped: 0, batched: 0 }

/** One sequence; after a failure the next one starts on a fresh database, so a shrunk counterexample is not blamed on an earlier one. */
async function runSequence(steps: Step[]) {
  try {
    await checkSequence(steps)
  } catch (error) {
    if (env) {
      closeEnv(env)
      env = undefined
    }
    throw error
  }
}

async function checkSequence(steps: Step[]) {
  const e = envForSequence()
  const members = Array.from({ length: MEMBERS_PER_SEQUENCE }, () => nextMemberId++)
  const prefix = `seq${members[0]}`
  const specs = specsOf(steps, members, prefix)
  const vias = steps.map((s) => s.via)
  const before = counts(e)
  const model = new Model(new Map(SHARED.map((a) => [nameOf(a), e.ledger.balance(a)])), before.maxId)

  // Execute: consecutive `run` calls are queued together (one group-commit transaction).
  const outcomes: Outcome[] = []
  for (let i = 0; i < specs.length; ) {
    if (vias[i] === 'now') {
      try {
        outcomes.push(e.money.runNow(() => work(e, specs[i]!)))
      } catch (error) {
        outcomes.push(outcomeOfError(error))
      }
      i++
      continue
    }
    let j = i
    while (j < specs.length && vias[j] === 'run') j++
    const commitsBefore = e.money.stats().commits
    const settled = await Promise.allSettled(specs.slice(i, j).map((spec) => e.money.run(() => work(e, spec))))
    for (const s of settled) outcomes.push(s.status === 'fulfilled' ? s.value : outcomeOfError(s.reason))
    expect(e.money.stats().commits - commitsBefore, 'calls queued together share one transaction').toBe(1)
    tally.batched += j - i
    i = j
  }

  // Compare every answer with the model, in order.
  specs.forEach((spec, i) => {
    const got = outcomes[i]!
    const { outcome: want, commit } = model.expect(spec)
    const where = `call ${i} (${JSON.stringify(spec)})`
    if (!want.ok) {
      expect(got, where).toMatchObject(want.details ? { ok: false, code: want.code, details: want.details } : { ok: false, code: want.code })
      if (want.code === 'IDEMPOTENCY_CONFLICT') tally.conflicts++
      else if (want.code === 'INSUFFICIENT_FUNDS') tally.insufficient++
      else tally.invalid++
      return
    }
    if (want.skipped) {
      expect(got, where).toEqual({ ok: true, skipped: true })
      tally.skipped++
      return
    }
    if (!got.ok || got.skipped) throw new Error(`${where}: expected success, got ${JSON.stringify(got)}`)
    expect({ replayed: got.replayed, result: got.result }, where).toEqual({ replayed: want.replayed, result: want.result })
    if (want.movementId === 'new') {
      expect(got.movementId, `${where}: a new movement gets a new id`).toBeGreaterThan(model.lastMovementId)
      commit!(got.movementId)
      tally.landed++
    } else {
      expect(got.movementId, `${where}: a replay names the first movement`).toBe(want.movementId)
      tally.replayed++
    }
  })
  tally.calls += specs.length
  tally.sequences++

  // The ledger holds exactly what the model landed; every balance equals the model's.
  const after = counts(e)
  expect(after.movements - before.movements, 'movements added').toBe(model.movements)
  expect(after.entries - before.entries, 'entries added').toBe(model.movements * 2)
  const accounts = [...SHARED, ...members.flatMap((m) => [acct.member(m), acct.game(m)])]
  for (const a of accounts) expect(e.ledger.balance(a), `balance of ${nameOf(a)}`).toBe(model.balance(a))
  const report = e.ledger.check()
  if (!report.ok) throw new Error(`ledger.check() failed: ${JSON.stringify(report)}`)
}

describe('ledger property: random money sequences against a model', () => {
  it(`${NUM_RUNS.toLocaleString('en-US')} sequences: every answer, balance and movement matches the model, check() ok`, async () => {
    await fc.assert(fc.asyncProperty(sequenceArb, runSequence), { numRuns: NUM_RUNS })
    console.log(`[ledger property] ${JSON.stringify(tally)}`)
    // The generator must actually reach every kind of outcome, or the property proves little.
    expect(tally.sequences).toBeGreaterThanOrEqual(NUM_RUNS)
    for (const k of ['landed', 'replayed', 'conflicts', 'insufficient', 'invalid', 'skipped', 'batched'] as const) expect(tally[k], k).toBeGreaterThan(0)
  }, 240_000)
})
