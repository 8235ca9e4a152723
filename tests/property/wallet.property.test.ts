/**
 * Property: the wallet's services keep the member's money right (issue 4 "Proof", spec §2, §4).
 *
 * fast-check generates random sequences of `platform.wallet` calls on a small agent tree — agent A,
 * sub-agent S under A, member M1 under S, member M2 under A, member O without an upline — and
 * compares every answer and the end state with an in-memory model:
 * sandbox deposits (credited at once) and bank deposits (pending until `decideDeposit` approves or
 * rejects), withdrawals (limits, balance, payment password with its 5-wrong lock; funds held) and
 * their decision (approve pays out, reject releases) and confirmation, transfers to the upline and
 * to a downline (only along the tree), each with the brand's limits, repeats of earlier keys (same
 * content: the first answer again; other content: IDEMPOTENCY_CONFLICT), and calls that must fail.
 * After each sequence every balance, pending total and inbox count equals the model, the ledger
 * holds exactly the movements the model landed, and `ledger.check().ok`.
 *
 * The database sits on tmpfs when the machine has /dev/shm (durability is the crash test's job).
 * Setup shortcuts (not under test here): members are inserted directly, and their payment password
 * is an argon2id hash of low cost, so a withdrawal's PIN check takes ~3 ms instead of ~100 ms; the
 * wallet verifies it with the same `Bun.password.verify`. Calls run one after another (the HTTP
 * concurrency test and the ledger property cover calls that arrive together).
 * WALLET_PROPERTY_RUNS overrides the number of sequences (default 500).
 */
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { count, eq } from 'drizzle-orm'
import { members } from '../../db/schema/platform'
import { depositRequests, ledgerMovements, withdrawalRequests } from '../../db/schema/wallet'
import { createWalletPlatform, WALLET_BRAND } from '../fixtures/wallet-platform'

const NUM_RUNS = Number(process.env.WALLET_PROPERTY_RUNS ?? 500)
const PIN = '246810'
const WRONG_PIN = '135790'
const MAX_WRONG_PINS = 5

const t = createWalletPlatform({ parent: existsSync('/dev/shm') ? '/dev/shm' : undefined })
const { wallet, platform, db } = t
afterAll(() => t.cleanup())
const settings = wallet.settings()
const METHODS = Object.fromEntries(wallet.methods().map((m) => [m.code, m]))
const PIN_HASH = await Bun.password.hash(PIN, { algorithm: 'argon2id', memoryCost: 256, timeCost: 1 })

// ───────────────────────────── the tree and the calls ─────────────────────────────

/** Roles, by index: A agent (root), S agent under A, M1 under S, M2 under A, O without upline. */
const ROLES = ['A', 'S', 'M1', 'M2', 'O'] as const
const UPLINE: (number | null)[] = [null, 0, 1, 0, null]
const IS_AGENT = [true, true, false, false, false]
/** Whether `who` is `target`'s direct or indirect upline. */
function inTree(who: number, target: number): boolean {
  for (let c = UPLINE[target] ?? null; c !== null; c = UPLINE[c] ?? null) if (c === who) return true
  return false
}

type Op =
  | { t: 'deposit'; who: number; method: 'GCASH' | 'BANK'; amount: number }
  | { t: 'decideDeposit'; pick: number; decision: 'approve' | 'reject' }
  | { t: 'withdraw'; who: number; amount: number; pinOk: boolean }
  | { t: 'decideWithdrawal'; pick: number; decision: 'approve' | 'reject' }
  | { t: 'confirm'; pick: number; by: number | null }
  | { t: 'upline'; who: number; amount: number }
  | { t: 'downline'; who: number; target: number; amount: number }
  | { t: 'replay' | 'conflict'; of: number }

const who = fc.integer({ min: 0, max: ROLES.length - 1 })
/** Minor units around the limits: mostly inside, sometimes just outside. */
const amountIn = (min: number, max: number, typical: number) =>
  fc.oneof({ weight: 8, arbitrary: fc.integer({ min, max: typical }) }, { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, min, max) })
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      t: fc.constant('deposit' as const),
      who,
      method: fc.constantFrom('GCASH' as const, 'GCASH' as const, 'BANK' as const),
      amount: amountIn(METHODS.GCASH!.minAmount, METHODS.GCASH!.maxAmount, 400_000),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('decideDeposit' as const), pick: fc.nat(), decision: fc.constantFrom('approve' as const, 'reject' as const) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('withdraw' as const),
      who,
      amount: amountIn(settings.withdrawMin, settings.withdrawMax, 300_000),
      pinOk: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('decideWithdrawal' as const), pick: fc.nat(), decision: fc.constantFrom('approve' as const, 'reject' as const) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('confirm' as const), pick: fc.nat(), by: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: who }) }) },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('upline' as const), who, amount: amountIn(settings.transferMin, settings.transferMax, 300_000) }) },
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant('downline' as const), who: fc.constantFrom(0, 0, 0, 1, 1, 2, 4), target: who, amount: amountIn(settings.transferMin, settings.transferMax, 300_000) }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('replay' as const), of: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('conflict' as const), of: fc.nat() }) },
)

/** A call with its idempotency key (money calls) — what a replay repeats and a conflict alters. */
type Call = Exclude<Op, { t: 'replay' | 'conflict' }> & { key: string }

function callsOf(ops: Op[], prefix: string): Call[] {
  const calls: Call[] = []
  const keyed: Call[] = []
  ops.forEach((op, i) => {
    if (op.t === 'replay' || op.t === 'conflict') {
      const orig = keyed.length ? keyed[op.of % keyed.length]! : undefined
      if (!orig) return
      calls.push(op.t === 'replay' ? orig : ({ ...orig, amount: (orig as { amount: number }).amount + 100 } as Call))
      return
    }
    const call = { ...op, key: `${prefix}-${i}` } as Call
    calls.push(call)
    if ('amount' in call) keyed.push(call)
  })
  return calls
}

// ───────────────────────────── model ─────────────────────────────

type Result = { ok: true; value: any } | { ok: false; code: string }

interface ModelState {
  bal: number[]
  pendingW: number[]
  pendingD: number[]
  wrong: number[]
  inbox: Record<string, number>[]
  movements: number
  /** Deposit requests written (credited at once or pending). */
  depositRows: number
  /** `${who}:${call}:${key}` → content and the first answer. */
  keyed: Map<string, { content: string; answer: unknown }>
  deposits: { id: number; who: number; amount: number; status: string }[]
  withdrawals: { id: number; who: number; amount: number; status: string }[]
}

const fail = (code: string): { expect: Result } => ({ expect: { ok: false, code } })
const limit = (amount: number, min: number, max: number) => (amount < min ? 'BELOW_MIN' : amount > max ? 'ABOVE_MAX' : null)

/**
 * What the wallet must answer to `call` in state `s`: `expect` is the outcome (for successes the
 * fields the answer must have); `apply(answer)` updates the state after a success.
 */
function model(s: ModelState, call: Call, accounts: string[]): { expect: Result; apply?: (answer: any) => void; replayOf?: unknown } {
  const msg = (w: number, kind: string) => {
    s.inbox[w]![kind] = (s.inbox[w]![kind] ?? 0) + 1
  }
  const keyedAs = (w: number, name: string, content: unknown) => {
    const k = `${w}:${name}:${call.key}`
    const prior = s.keyed.get(k)
    const c = JSON.stringify(content)
    return { k, c, prior: prior && (prior.content === c ? { replay: prior.answer } : { conflict: true as const }) }
  }
  switch (call.t) {
    case 'deposit': {
      const m = METHODS[call.method]!
      const { k, c, prior } = keyedAs(call.who, 'deposit', [call.method, call.amount])
      if (prior) return 'conflict' in prior ? fail('IDEMPOTENCY_CONFLICT') : { expect: { ok: true, value: prior.replay }, replayOf: prior.replay }
      const l = limit(call.amount, m.minAmount, m.maxAmount)
      if (l) return fail(l)
      const instant = m.provider === 'SANDBOX'
      const balance = s.bal[call.who]! + (instant ? call.amount : 0)
      return {
        expect: { ok: true, value: { methodCode: call.method, amount: call.amount, status: instant ? 'CREDITED' : 'PENDING', balance } },
        apply: (a) => {
          s.bal[call.who] = balance
          s.depositRows++
          if (instant) {
            s.movements++
            msg(call.who, 'depositCredited')
          } else {
            s.pendingD[call.who]! += call.amount
            s.deposits.push({ id: a.id, who: call.who, amount: call.amount, status: 'PENDING' })
          }
          s.keyed.set(k, { content: c, answer: a })
        },
      }
    }
    case 'decideDeposit': {
      const d = s.deposits[call.pick % s.deposits.length]!
      if (d.status !== 'PENDING') return fail('NOT_PENDING')
      const status = call.decision === 'approve' ? 'CREDITED' : 'REJECTED'
      return {
        expect: { ok: true, value: { id: d.id, status } },
        apply: () => {
          d.status = status
          s.pendingD[d.who]! -= d.amount
          if (status === 'CREDITED') {
            s.bal[d.who]! += d.amount
            s.movements++
            msg(d.who, 'depositCredited')
          } else msg(d.who, 'depositFailed')
        },
      }
    }
    case 'withdraw': {
      const { k, c, prior } = keyedAs(call.who, 'withdraw', [call.amount])
      if (prior) return 'conflict' in prior ? fail('IDEMPOTENCY_CONFLICT') : { expect: { ok: true, value: prior.replay }, replayOf: prior.replay }
      const l = limit(call.amount, settings.withdrawMin, settings.withdrawMax)
      if (l) return fail(l)
      if (s.bal[call.who]! < call.amount) return fail('INSUFFICIENT_FUNDS')
      if (s.wrong[call.who]! >= MAX_WRONG_PINS) return fail('PAYMENT_PASSWORD_LOCKED')
      if (!call.pinOk) {
        s.wrong[call.who]!++
        return fail(s.wrong[call.who]! >= MAX_WRONG_PINS ? 'PAYMENT_PASSWORD_LOCKED' : 'PAYMENT_PASSWORD_WRONG')
      }
      // A right PIN takes back only its own attempt: earlier wrong ones stay counted in their window (decision 0029).
      const balance = s.bal[call.who]! - call.amount
      return {
        expect: { ok: true, value: { amount: call.amount, status: 'PENDING', balance } },
        apply: (a) => {
          s.bal[call.who] = balance
          s.pendingW[call.who]! += call.amount
          s.movements++
          s.withdrawals.push({ id: a.id, who: call.who, amount: call.amount, status: 'PENDING' })
          s.keyed.set(k, { content: c, answer: a })
        },
      }
    }
    case 'decideWithdrawal': {
      const w = s.withdrawals[call.pick % s.withdrawals.length]!
      if (w.status !== 'PENDING') return fail('NOT_PENDING')
      const status = call.decision === 'approve' ? 'APPROVED' : 'REJECTED'
      return {
        expect: { ok: true, value: { id: w.id, status } },
        apply: () => {
          w.status = status
          s.pendingW[w.who]! -= w.amount
          s.movements++
          if (status === 'REJECTED') {
            s.bal[w.who]! += w.amount
            msg(w.who, 'withdrawalRejected')
          } else msg(w.who, 'withdrawalApproved')
        },
      }
    }
    case 'confirm': {
      const w = s.withdrawals[call.pick % s.withdrawals.length]!
      if ((call.by ?? w.who) !== w.who) return fail('WITHDRAWAL_NOT_FOUND')
      if (w.status === 'RECEIVED') return { expect: { ok: true, value: { id: w.id, status: 'RECEIVED' } } }
      if (w.status !== 'APPROVED') return fail('NOT_AWAITING_CONFIRMATION')
      return {
        expect: { ok: true, value: { id: w.id, status: 'RECEIVED' } },
        apply: () => {
          w.status = 'RECEIVED'
        },
      }
    }
    case 'upline':
    case 'downline': {
      const from = call.who
      let to: number
      if (call.t === 'upline') {
        const up = UPLINE[from] ?? null
        if (up === null) return fail('NO_UPLINE')
        to = up
      } else {
        if (!IS_AGENT[from]) return fail('NOT_AGENT')
        if (call.target === from || !inTree(from, call.target)) return fail('NOT_DOWNLINE')
        to = call.target
      }
      const l = limit(call.amount, settings.transferMin, settings.transferMax)
      if (l) return fail(l)
      const { k, c, prior } = keyedAs(from, call.t, [call.amount, to])
      if (prior) return 'conflict' in prior ? fail('IDEMPOTENCY_CONFLICT') : { expect: { ok: true, value: prior.replay }, replayOf: prior.replay }
      if (s.bal[from]! < call.amount) return fail('INSUFFICIENT_FUNDS')
      const balance = s.bal[from]! - call.amount
      return {
        expect: { ok: true, value: { amount: call.amount, counterpart: accounts[to], balance } },
        apply: (a) => {
          s.bal[from] = balance
          s.bal[to]! += call.amount
          s.movements++
          s.keyed.set(k, { content: c, answer: a })
        },
      }
    }
  }
  throw new Error('unreachable')
}

// ───────────────────────────── the system ─────────────────────────────

let seq = 0
let accountNo = 100_000_000

/** What every member of a new tree starts with (minor units): one sandbox deposit. */
const FUND = 1_000_000

/** Five fresh members in the tree, each with the PIN set, one bank account and {@link FUND} deposited. */
async function newTree() {
  seq++
  const ids: number[] = []
  const accounts: string[] = []
  const banks: number[] = []
  ROLES.forEach((role, i) => {
    const account = `p${seq}${role.toLowerCase()}`
    const row = db
      .insert(members)
      .values({
        brandCode: WALLET_BRAND,
        account,
        nickname: account,
        type: IS_AGENT[i] ? 1 : 0,
        passwordHash: PIN_HASH,
        paymentPasswordHash: PIN_HASH,
        contacts: {},
        uplineId: UPLINE[i] === null ? null : ids[UPLINE[i]!]!,
        passwordChangedAt: t.now(),
        createdAt: t.now(),
      })
      .returning({ id: members.id })
      .get()
    ids.push(row.id)
    accounts.push(account)
    banks.push(wallet.addBankAccount(row.id, { bankName: 'BDO Unibank', accountNumber: String(++accountNo), payeeName: `Payee ${role}` }).id)
  })
  for (const id of ids) await wallet.deposit(id, { methodCode: 'GCASH', amount: FUND, key: `fund-${id}` })
  return { ids, accounts, banks }
}

async function perform(call: Call, tree: Awaited<ReturnType<typeof newTree>>, s: ModelState): Promise<Result | 'skip'> {
  const { ids, accounts, banks } = tree
  try {
    switch (call.t) {
      case 'deposit':
        return { ok: true, value: await wallet.deposit(ids[call.who]!, { methodCode: call.method, amount: call.amount, key: call.key }) }
      case 'decideDeposit': {
        if (!s.deposits.length) return 'skip'
        return { ok: true, value: wallet.decideDeposit(s.deposits[call.pick % s.deposits.length]!.id, call.decision) }
      }
      case 'withdraw':
        return {
          ok: true,
          value: await wallet.withdraw(ids[call.who]!, { amount: call.amount, bankAccountId: banks[call.who]!, paymentPassword: call.pinOk ? PIN : WRONG_PIN, key: call.key }),
        }
      case 'decideWithdrawal': {
        if (!s.withdrawals.length) return 'skip'
        return { ok: true, value: wallet.decideWithdrawal(s.withdrawals[call.pick % s.withdrawals.length]!.id, call.decision) }
      }
      case 'confirm': {
        if (!s.withdrawals.length) return 'skip'
        const w = s.withdrawals[call.pick % s.withdrawals.length]!
        return { ok: true, value: wallet.confirmWithdrawal(ids[call.by ?? w.who]!, w.id, { status: 'RECEIVED' }) }
      }
      case 'upline':
        return { ok: true, value: await wallet.transferUpline(ids[call.who]!, { amount: call.amount, key: call.key }) }
      case 'downline':
        return { ok: true, value: await wallet.transferDownline(ids[call.who]!, { account: accounts[call.target]!, amount: call.amount, key: call.key }) }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (typeof code !== 'string') throw error
    return { ok: false, code }
  }
  throw new Error('unreachable')
}

const totals = () => ({
  movements: db.select({ n: count() }).from(ledgerMovements).where(eq(ledgerMovements.brandCode, WALLET_BRAND)).get()!.n,
  deposits: db.select({ n: count() }).from(depositRequests).get()!.n,
  withdrawals: db.select({ n: count() }).from(withdrawalRequests).get()!.n,
})
const hold = () => platform.ledger.balance({ kind: 'HOLD' })
const tally: Record<string, number> = {}

async function runSequence(ops: Op[]) {
  const tree = await newTree()
  const calls = callsOf(ops, `s${seq}`)
  const s: ModelState = {
    bal: tree.ids.map(() => FUND),
    pendingW: tree.ids.map(() => 0),
    pendingD: tree.ids.map(() => 0),
    wrong: tree.ids.map(() => 0),
    inbox: tree.ids.map(() => ({ depositCredited: 1 })),
    movements: 0,
    depositRows: 0,
    keyed: new Map(),
    deposits: [],
    withdrawals: [],
  }
  const before = totals()
  const holdBefore = hold()
  for (const [i, call] of calls.entries()) {
    const got = await perform(call, tree, s)
    if (got === 'skip') continue
    const want = model(s, call, tree.accounts)
    const where = `call ${i} ${JSON.stringify(call)}`
    if (!want.expect.ok) {
      expect(got, where).toEqual(want.expect)
      tally[want.expect.code] = (tally[want.expect.code] ?? 0) + 1
      continue
    }
    if (!got.ok) throw new Error(`${where}: expected success ${JSON.stringify(want.expect.value)}, got ${got.code}`)
    if (want.replayOf !== undefined) {
      expect(got.value, `${where}: a repeat returns the first answer`).toEqual(want.replayOf)
      tally.replayed = (tally.replayed ?? 0) + 1
    } else {
      expect(got.value, where).toMatchObject(want.expect.value)
      want.apply?.(got.value)
      tally[call.t] = (tally[call.t] ?? 0) + 1
    }
  }

  // End state: balances, pending totals, inbox, ledger movements, the hold, the invariants.
  tree.ids.forEach((id, w) => {
    const role = ROLES[w]
    expect(wallet.summary(id), `summary of ${role}`).toMatchObject({ balance: s.bal[w], pendingWithdrawals: s.pendingW[w], pendingDeposits: s.pendingD[w] })
    const inbox: Record<string, number> = {}
    for (const m of wallet.inbox(id)) inbox[m.kind] = (inbox[m.kind] ?? 0) + 1
    expect(inbox, `inbox of ${role}`).toEqual(s.inbox[w])
  })
  const after = totals()
  expect(after.movements - before.movements, 'movements added').toBe(s.movements)
  expect(after.deposits - before.deposits, 'deposit requests added').toBe(s.depositRows)
  expect(after.withdrawals - before.withdrawals, 'withdrawal requests added').toBe(s.withdrawals.length)
  expect(hold() - holdBefore, 'held for this sequence’s pending withdrawals').toBe(s.pendingW.reduce((a, b) => a + b, 0))
  const report = platform.ledger.check()
  if (!report.ok) throw new Error(`ledger.check() failed: ${JSON.stringify(report)}`)
}

describe('wallet property: random service calls on an agent tree against a model', () => {
  it(`${NUM_RUNS} sequences: answers, balances, pending totals and inbox match the model, check() ok`, async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 30, size: 'medium' }), runSequence), { numRuns: NUM_RUNS })
    console.log(`[wallet property] ${JSON.stringify(tally)}`)
    for (const k of [
      'deposit',
      'withdraw',
      'decideDeposit',
      'decideWithdrawal',
      'confirm',
      'upline',
      'downline',
      'replayed',
      'IDEMPOTENCY_CONFLICT',
      'INSUFFICIENT_FUNDS',
      'NOT_DOWNLINE',
      'PAYMENT_PASSWORD_WRONG',
      'BELOW_MIN',
    ]) {
      expect(tally[k] ?? 0, k).toBeGreaterThan(0)
    }
  }, 240_000)
})
