/**
 * The double-entry ledger (DESIGN §4). Every balance change is a movement of two or more legs that
 * sum to zero, each leg an immutable entry written with the account's new balance, all in the
 * caller's transaction (the money writer's `BEGIN IMMEDIATE`, see `money-writer.ts`).
 *
 * Accounts are named, not numbered: `{ kind: 'MEMBER', memberId }` (a member's main wallet),
 * `{ kind: 'GAME', memberId, vendor }` (a separate game wallet), `{ kind: 'HOLD' }` (withdrawals
 * awaiting payout), `{ kind: 'HOUSE' }` (game results), `{ kind: 'PROVIDER', provider }` (a
 * payment provider: the outside world). They are created on first use. MEMBER, GAME and HOLD
 * never go below zero (checked in the UPDATE and by a CHECK constraint); HOUSE and PROVIDER are
 * contra accounts and may.
 *
 * Idempotency: a movement is unique per key. Posting a key again with the same content returns
 * the first result and moves nothing; with other content it throws IDEMPOTENCY_CONFLICT (409).
 *
 * Amounts are integers in the currency's minor unit; times UTC ms. SQL lives here (bun:sqlite
 * prepared statements: this is the hot path of every money call).
 */
import { createHash } from 'node:crypto'
import type { Database } from 'bun:sqlite'
import { DomainError } from '../errors'
import type { PlatformContext } from '../context'
import type { WalletAccountKind } from '../../../db/schema/wallet'
import { MOVEMENT_KINDS as SHARED_MOVEMENT_KINDS, type MovementKindName } from '../../../shared/schemas/wallet'

/** DEPOSIT, WITHDRAW_HOLD, … — one list, shared with the account record's kind filter. */
export type MovementKind = MovementKindName
export const MOVEMENT_KINDS: readonly MovementKind[] = SHARED_MOVEMENT_KINDS

export type AccountRef = { kind: 'MEMBER'; memberId: number } | { kind: 'GAME'; memberId: number; vendor: string } | { kind: 'HOLD' } | { kind: 'HOUSE' } | { kind: 'PROVIDER'; provider: string }

/** One leg: `amount` is signed minor units, + credits the account, − debits it. */
export interface Leg {
  account: AccountRef
  amount: number
}

export interface MovementInput<R extends Record<string, unknown>> {
  /** Idempotency key, unique per brand; namespace it (`m:<memberId>:deposit:<client key>`). */
  key: string
  kind: MovementKind
  /** The member the movement is about (initiator of a transfer). */
  memberId: number
  /** Positive minor units: the size of the movement. */
  amount: number
  /** What it belongs to, e.g. `withdrawal:12`. */
  reference?: string | null
  /** Legs summing to zero; at least two. */
  legs: Leg[]
  /** Further content a repeat of the key must match (e.g. the client's method code). */
  content?: Record<string, unknown>
  /**
   * Builds the answer kept with the movement and returned to every repeat, from the accounts'
   * balances after the legs (same order as `legs`). The movement id is returned beside it.
   */
  result?: (posted: { balances: number[] }) => R
}

export interface Posted<R> {
  movementId: number
  /** true when the key had been posted before: nothing moved, `result` is the first answer. */
  replayed: boolean
  result: R
}

export class LedgerError extends DomainError<'INSUFFICIENT_FUNDS' | 'IDEMPOTENCY_CONFLICT' | 'LEDGER_UNBALANCED' | 'BAD_AMOUNT' | 'NOT_IN_TRANSACTION'> {}

/** What `check()` finds; every list empty means the ledger adds up. */
export interface LedgerReport {
  ok: boolean
  accounts: number
  movements: number
  entries: number
  /** Accounts that must not be negative but are. */
  negative: { accountId: number; balance: number }[]
  /** Accounts whose balance differs from the sum of their entries. */
  driftedBalances: { accountId: number; balance: number; entrySum: number }[]
  /** Movements whose legs do not sum to zero. */
  unbalancedMovements: { movementId: number; sum: number }[]
  /** Accounts whose newest entry's balance_after differs from the balance. */
  brokenChains: { accountId: number; balance: number; lastBalanceAfter: number }[]
}

const NEGATIVE_ALLOWED: Record<WalletAccountKind, boolean> = { MEMBER: false, GAME: false, HOLD: false, HOUSE: true, PROVIDER: true }

function ownerOf(ref: AccountRef): { memberId: number; code: string } {
  switch (ref.kind) {
    case 'MEMBER':
      return { memberId: ref.memberId, code: '' }
    case 'GAME':
      return { memberId: ref.memberId, code: ref.vendor }
    case 'PROVIDER':
      return { memberId: 0, code: ref.provider }
    default:
      return { memberId: 0, code: '' }
  }
}

/** sha-256 of the content that identifies a call, so a reused key with other content is caught. */
export function requestHash(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url')
}

/** Ledger operations bound to one brand. Writes require an open transaction. */
export function ledgerModule(
  ctx: PlatformContext,
  hooks: {
    /** Called inside the transaction after a new (not replayed) movement, with the members whose main wallet it changed. */
    memberWalletsChanged?: (memberIds: number[]) => void
  } = {},
) {
  const sqlite: Database = ctx.db.$client
  const { brandCode } = ctx
  const q = {
    movementByKey: sqlite.prepare<{ id: number; request_hash: string; result: string }, [string, string]>(
      'SELECT id, request_hash, result FROM ledger_movements WHERE brand_code = ? AND idempotency_key = ?',
    ),
    apply: sqlite.prepare<{ id: number; balance: number }, [number, number, string, string, number, string]>(
      `UPDATE wallet_accounts SET balance = balance + ?1, updated_at = ?2
       WHERE brand_code = ?3 AND kind = ?4 AND member_id = ?5 AND code = ?6 AND (allow_negative = 1 OR balance + ?1 >= 0)
       RETURNING id, balance`,
    ),
    createAccount: sqlite.prepare<never, [string, string, number, string, number, number]>(
      `INSERT INTO wallet_accounts (brand_code, kind, member_id, code, balance, allow_negative, updated_at)
       VALUES (?, ?, ?, ?, 0, ?, ?) ON CONFLICT DO NOTHING`,
    ),
    balance: sqlite.prepare<{ balance: number }, [string, string, number, string]>('SELECT balance FROM wallet_accounts WHERE brand_code = ? AND kind = ? AND member_id = ? AND code = ?'),
    insertMovement: sqlite.prepare<{ id: number }, [string, string, string, string, number, number, string | null, string, number]>(
      `INSERT INTO ledger_movements (brand_code, idempotency_key, request_hash, kind, member_id, amount, reference, result, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    ),
    insertEntry: sqlite.prepare<never, [number, number, number, string, number, number, number]>(
      `INSERT INTO ledger_entries (movement_id, account_id, member_id, kind, amount, balance_after, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
  }

  /** Applies one leg; creates the account on first use. Throws INSUFFICIENT_FUNDS. */
  function applyLeg(leg: Leg, now: number): { id: number; balance: number } {
    const { memberId, code } = ownerOf(leg.account)
    let row = q.apply.get(leg.amount, now, brandCode, leg.account.kind, memberId, code)
    // A debit that cannot be paid writes nothing (not even the account): money-writer units that
    // run without a savepoint (checksFirst) rely on a refused movement leaving no trace.
    if (!row && (leg.amount > 0 || NEGATIVE_ALLOWED[leg.account.kind])) {
      q.createAccount.run(brandCode, leg.account.kind, memberId, code, NEGATIVE_ALLOWED[leg.account.kind] ? 1 : 0, now)
      row = q.apply.get(leg.amount, now, brandCode, leg.account.kind, memberId, code)
    }
    if (!row) {
      const balance = q.balance.get(brandCode, leg.account.kind, memberId, code)?.balance ?? 0
      throw new LedgerError('INSUFFICIENT_FUNDS', 'wallet.errors.insufficientFunds', 409, { balance, needed: -leg.amount })
    }
    return row
  }

  return {
    /**
     * Posts a movement (or replays it). Must run inside the money writer's transaction; a throw
     * (INSUFFICIENT_FUNDS, IDEMPOTENCY_CONFLICT, BAD_AMOUNT, LEDGER_UNBALANCED) leaves the caller
     * to roll back its savepoint, so nothing of a failed movement stays.
     */
    post<R extends Record<string, unknown>>(input: MovementInput<R>): Posted<R> {
      if (!sqlite.inTransaction) throw new LedgerError('NOT_IN_TRANSACTION', 'errors.unknown', 400)
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new LedgerError('BAD_AMOUNT', 'wallet.errors.badAmount', 400)
      if (input.legs.length < 2 || input.legs.some((l) => !Number.isSafeInteger(l.amount) || l.amount === 0) || input.legs.reduce((s, l) => s + l.amount, 0) !== 0) {
        throw new LedgerError('LEDGER_UNBALANCED', 'errors.unknown', 400)
      }
      const hash = requestHash([input.kind, input.memberId, input.amount, input.reference ?? null, input.legs, input.content ?? null])
      const prior = q.movementByKey.get(brandCode, input.key)
      if (prior) {
        if (prior.request_hash !== hash) throw new LedgerError('IDEMPOTENCY_CONFLICT', 'wallet.errors.idempotencyConflict', 409)
        return { movementId: prior.id, replayed: true, result: JSON.parse(prior.result) as R }
      }
      const now = ctx.now()
      // Debits first: a movement that cannot be paid fails before it credits anything.
      const order = input.legs.map((_, i) => i).sort((a, b) => input.legs[a]!.amount - input.legs[b]!.amount)
      const applied: { id: number; balance: number }[] = new Array(input.legs.length)
      for (const i of order) applied[i] = applyLeg(input.legs[i]!, now)
      const result = input.result ? input.result({ balances: applied.map((a) => a.balance) }) : ({} as R)
      const movementId = q.insertMovement.get(brandCode, input.key, hash, input.kind, input.memberId, input.amount, input.reference ?? null, JSON.stringify(result), now)!.id
      // Entries in the order the legs were applied, so an account's newest entry carries its balance
      // even when a movement names the account twice (found by tests/property/ledger.property.test.ts).
      for (const i of order) {
        const leg = input.legs[i]!
        q.insertEntry.run(movementId, applied[i]!.id, ownerOf(leg.account).memberId, input.kind, leg.amount, applied[i]!.balance, now)
      }
      if (hooks.memberWalletsChanged) {
        const ids = input.legs.flatMap((l) => (l.account.kind === 'MEMBER' ? [l.account.memberId] : []))
        if (ids.length > 0) hooks.memberWalletsChanged(ids)
      }
      return { movementId, replayed: false, result }
    },

    /** Current balance of an account in minor units (0 when it was never used). */
    balance(account: AccountRef): number {
      const { memberId, code } = ownerOf(account)
      return q.balance.get(brandCode, account.kind, memberId, code)?.balance ?? 0
    },

    /**
     * Checks the invariants of DESIGN §4 over the brand's whole ledger: no forbidden negative
     * balance, each balance equals the sum of its entries and its newest entry's balance_after,
     * each movement's legs sum to zero. Read-only; safe to run beside the live server (WAL).
     */
    check(): LedgerReport {
      const one = <T>(sql: string) => sqlite.prepare<T, [string]>(sql).all(brandCode)
      const counts = sqlite
        .prepare<{ accounts: number; movements: number; entries: number }, [string, string, string]>(
          `SELECT (SELECT count(*) FROM wallet_accounts WHERE brand_code = ?) AS accounts,
                (SELECT count(*) FROM ledger_movements WHERE brand_code = ?) AS movements,
                (SELECT count(*) FROM ledger_entries e JOIN ledger_movements m ON m.id = e.movement_id WHERE m.brand_code = ?) AS entries`,
        )
        .get(brandCode, brandCode, brandCode)!
      const negative = one<{ accountId: number; balance: number }>('SELECT id AS accountId, balance FROM wallet_accounts WHERE brand_code = ? AND balance < 0 AND allow_negative = 0')
      const driftedBalances = one<{ accountId: number; balance: number; entrySum: number }>(
        `SELECT a.id AS accountId, a.balance, coalesce(s.total, 0) AS entrySum FROM wallet_accounts a
         LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s ON s.account_id = a.id
         WHERE a.brand_code = ? AND a.balance != coalesce(s.total, 0)`,
      )
      const unbalancedMovements = one<{ movementId: number; sum: number }>(
        `SELECT m.id AS movementId, coalesce(sum(e.amount), 0) AS sum FROM ledger_movements m
         LEFT JOIN ledger_entries e ON e.movement_id = m.id WHERE m.brand_code = ?
         GROUP BY m.id HAVING coalesce(sum(e.amount), 0) != 0 OR count(e.id) < 2`,
      )
      const brokenChains = one<{ accountId: number; balance: number; lastBalanceAfter: number }>(
        `SELECT a.id AS accountId, a.balance, e.balance_after AS lastBalanceAfter FROM wallet_accounts a
         JOIN ledger_entries e ON e.id = (SELECT max(id) FROM ledger_entries WHERE account_id = a.id)
         WHERE a.brand_code = ? AND e.balance_after != a.balance`,
      )
      return {
        ok: negative.length + driftedBalances.length + unbalancedMovements.length + brokenChains.length === 0,
        ...counts,
        negative,
        driftedBalances,
        unbalancedMovements,
        brokenChains,
      }
    },
  }
}

export type Ledger = ReturnType<typeof ledgerModule>
