/**
 * Contract settlement (issue 6; spec §9: real-time salary every 5 minutes, daily salary computed on
 * the previous day and paid the next day; DESIGN §6: once per period even if the process restarts
 * or two run at once). Each run:
 * 1. retries UNPAID payments (the payer lacked funds last time), oldest first;
 * 2. settles every due period — one that ended at least `SETTLE_GRACE_MS` ago and has no
 *    `contract_settlement_runs` row — oldest first, catching up at most `CATCH_UP` periods per kind.
 * A period's contracts are those in force at its end; each is one money-writer unit that (a) skips
 * when the contract's payment row for the period exists, (b) computes the team's figures, the
 * tier's rate and the amount, (c) inserts the `contract_payments` row and (d) posts the ledger
 * movement `contract:<id>:<periodKey>` (payer → agent; the HOUSE for house contracts) — or, when
 * the payer lacks funds, leaves the row UNPAID. The unique row, the unique ledger key and
 * BEGIN IMMEDIATE make a period pay once whatever the interleaving; the run row is written only
 * after every contract of the period is done, so a crash mid-period is resumed by the next run.
 * Minor units, bp rates, UTC ms.
 * @see docs/decisions/0013-agent-contracts.md, shared/periods.ts
 */
import type { Database } from 'bun:sqlite'
import type { PlatformContext } from '../context'
import { LedgerError, type AccountRef, type Ledger } from '../wallet/ledger'
import type { MoneyWriter } from '../wallet/money-writer'
import { periodAt, previousPeriod, type Period, type PeriodKind } from '../../../shared/periods'
import { amountFor, rateFor } from './contracts-rates'
import type { ContractFigures, ContractPeriod, ContractTier, ContractType } from '../../../db/schema/contracts'

/** A period is settled this long after it ends (late bets of its last moments settle first). */
export const SETTLE_GRACE_MS = 60_000
/** Most periods a late job catches up per kind (older ones are not paid; decision 0013). */
export const CATCH_UP: Record<ContractPeriod, number> = { realtime: 288, hourly: 168, daily: 62, weekly: 10, semimonthly: 6, monthly: 3 }
const KINDS: ContractPeriod[] = ['realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly']

/** What one contract's unit did for one period. */
type Outcome = 'paid' | 'unpaid' | 'zero' | 'empty' | 'done-before'

export interface PeriodReport {
  key: string
  contracts: number
  paid: number
  unpaid: number
  /** Payments written with amount 0 (figures but no tier reached). */
  zero: number
  /** Contracts whose payment another run had already written. */
  doneBefore: number
}

export interface SettlementReport {
  periods: PeriodReport[]
  /** UNPAID payments retried: now paid / still unpaid. */
  retried: { paid: number; unpaid: number }
  /** Due periods older than the catch-up bound, left unpaid (per kind). */
  skippedTooOld: Partial<Record<ContractPeriod, number>>
  /** True when `stopAfter` cut the run short (tests of a crash in the middle). */
  stopped: boolean
}

export interface SettlementDeps {
  ctx: PlatformContext
  ledger: Ledger
  money: MoneyWriter
  /** The team's figures of a downline over [start, end) (contracts.ts). */
  figures: (downlineId: number, start: number, end: number) => ContractFigures
}

type ContractRow = { id: number; upline_id: number | null; downline_id: number; type: ContractType; tiers: string }
type PaymentRow = { id: number; contract_id: number; agent_id: number; payer_id: number; contract_type: ContractType; period_key: string; amount: number; status: string }

const movementKind = (type: ContractType) => (type === 'DIVIDEND' ? ('DIVIDEND' as const) : ('SALARY' as const))

export function settlementModule({ ctx, ledger, money, figures: teamFigures }: SettlementDeps) {
  const sqlite: Database = ctx.db.$client
  const { brandCode } = ctx
  const q = {
    lastRunEnd: sqlite.prepare<{ end: number | null }, [string, string]>('SELECT max(period_end) AS end FROM contract_settlement_runs WHERE brand_code = ? AND kind = ?'),
    runDone: sqlite.prepare<{ one: number }, [string, string]>('SELECT 1 AS one FROM contract_settlement_runs WHERE brand_code = ? AND period_key = ?'),
    firstActivation: sqlite.prepare<{ at: number | null }, [string, string]>('SELECT min(activated_at) AS at FROM agent_contracts WHERE brand_code = ? AND period = ? AND activated_at IS NOT NULL'),
    inForceAt: sqlite.prepare<ContractRow, [string, string, number, number]>(
      `SELECT id, upline_id, downline_id, type, tiers FROM agent_contracts
       WHERE brand_code = ?1 AND period = ?2 AND activated_at IS NOT NULL AND activated_at < ?3 AND (ended_at IS NULL OR ended_at >= ?4)
       ORDER BY id`,
    ),
    payment: sqlite.prepare<PaymentRow, [number, string]>('SELECT * FROM contract_payments WHERE contract_id = ? AND period_key = ?'),
    paymentById: sqlite.prepare<PaymentRow, [number]>('SELECT * FROM contract_payments WHERE id = ?'),
    insertPayment: sqlite.prepare<{ id: number }, [string, number, number, number, string, string, number, number, string, number, number, string, number]>(
      `INSERT INTO contract_payments (brand_code, contract_id, agent_id, payer_id, contract_type, period_key, period_start, period_end, figures, rate, amount, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    ),
    markPaid: sqlite.prepare<never, [number, number, number]>(`UPDATE contract_payments SET status = 'PAID', movement_id = ?, paid_at = ? WHERE id = ? AND status = 'UNPAID'`),
    markShort: sqlite.prepare<never, [number]>('UPDATE contract_payments SET failed_attempts = failed_attempts + 1 WHERE id = ?'),
    unpaid: sqlite.prepare<{ id: number }, [string]>(`SELECT id FROM contract_payments WHERE brand_code = ? AND status = 'UNPAID' ORDER BY period_end, id`),
    insertRun: sqlite.prepare<never, [string, string, string, number, number, number, number]>(
      `INSERT INTO contract_settlement_runs (brand_code, period_key, kind, period_end, contracts, payments, finished_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    ),
    savepoint: sqlite.prepare('SAVEPOINT contract_pay'),
    release: sqlite.prepare('RELEASE contract_pay'),
    rollbackTo: sqlite.prepare('ROLLBACK TO contract_pay'),
  }

  /**
   * Posts an UNPAID payment's movement and marks it PAID; when the payer lacks funds, counts the
   * attempt and leaves it UNPAID (its own savepoint, so nothing of the failed post stays). Inside a unit.
   */
  function tryPay(p: PaymentRow): boolean {
    const payer: AccountRef = p.payer_id === 0 ? { kind: 'HOUSE' } : { kind: 'MEMBER', memberId: p.payer_id }
    const key = `contract:${p.contract_id}:${p.period_key}`
    q.savepoint.run()
    try {
      const posted = ledger.post({
        key,
        kind: movementKind(p.contract_type),
        memberId: p.agent_id,
        amount: p.amount,
        reference: key,
        legs: [
          { account: payer, amount: -p.amount },
          { account: { kind: 'MEMBER', memberId: p.agent_id }, amount: p.amount },
        ],
        result: ({ balances }) => ({ amount: p.amount, contractId: p.contract_id, periodKey: p.period_key, balance: balances[1]! }),
      })
      q.release.run()
      q.markPaid.run(posted.movementId, ctx.now(), p.id)
      return true
    } catch (e) {
      q.rollbackTo.run()
      q.release.run()
      if (e instanceof LedgerError && e.code === 'INSUFFICIENT_FUNDS') {
        q.markShort.run(p.id)
        return false
      }
      throw e
    }
  }

  /** One contract for one period (a unit's work). */
  function settleOne(c: ContractRow, period: Period): Outcome {
    if (q.payment.get(c.id, period.key)) return 'done-before'
    const figures = teamFigures(c.downline_id, period.start, period.end)
    if (figures.validBet === 0 && figures.profitLoss === 0) return 'empty'
    const tiers = JSON.parse(c.tiers) as ContractTier[]
    const rate = rateFor(tiers, figures)
    const amount = amountFor(c.type, rate, figures)
    const status = amount > 0 ? 'UNPAID' : 'PAID'
    const id = q.insertPayment.get(brandCode, c.id, c.downline_id, c.upline_id ?? 0, c.type, period.key, period.start, period.end, JSON.stringify(figures), rate, amount, status, ctx.now())!.id
    if (amount === 0) return 'zero'
    return tryPay(q.paymentById.get(id)!) ? 'paid' : 'unpaid'
  }

  /** Periods of `kind` due at `now`, oldest first, and how many were too old to catch up. */
  function duePeriods(kind: ContractPeriod, now: number): { due: Period[]; tooOld: number } {
    const first = q.firstActivation.get(brandCode, kind)?.at
    if (first === null || first === undefined) return { due: [], tooOld: 0 }
    const lastEnd = q.lastRunEnd.get(brandCode, kind)?.end ?? -Infinity
    const due: Period[] = []
    let tooOld = 0
    for (let p = previousPeriod(kind as PeriodKind, now - SETTLE_GRACE_MS); p.end > first && p.end > lastEnd; p = periodAt(kind as PeriodKind, p.start - 1)) {
      if (due.length < CATCH_UP[kind]) due.push(p)
      else if (++tooOld > 100_000) break
    }
    return { due: due.reverse(), tooOld }
  }

  /**
   * Settles one period for every contract in force at its end, each in its own money unit
   * (group-committed together). Writes the period's run row once all are done.
   * @param opts.stopAfter settle only this many contracts and stop without the run row (a crash
   *   in the middle, for tests).
   */
  async function settlePeriod(period: Period, opts: { stopAfter?: number } = {}): Promise<PeriodReport & { stopped: boolean; processed: number }> {
    const report = { key: period.key, contracts: 0, paid: 0, unpaid: 0, zero: 0, doneBefore: 0, stopped: false, processed: 0 }
    if (q.runDone.get(brandCode, period.key)) return report
    let list = q.inForceAt.all(brandCode, period.kind, period.end, period.end)
    report.contracts = list.length
    if (opts.stopAfter !== undefined && opts.stopAfter < list.length) {
      list = list.slice(0, opts.stopAfter)
      report.stopped = true
    }
    // The run row's unit is queued right behind the contracts' units, so it usually shares their
    // transaction; units run in order, so it sees whether any of them failed and then marks nothing.
    let failed = false
    const units = list.map((c) =>
      money.run(() => {
        try {
          return settleOne(c, period)
        } catch (e) {
          failed = true
          throw e
        }
      }),
    )
    const done = report.stopped
      ? null
      : money.run(() => {
          if (failed) return
          const counts = { paid: 0, unpaid: 0, zero: 0 }
          for (const c of list) {
            const p = q.payment.get(c.id, period.key)
            if (p) counts[p.amount === 0 ? 'zero' : p.status === 'PAID' ? 'paid' : 'unpaid']++
          }
          q.insertRun.run(brandCode, period.key, period.kind, period.end, report.contracts, counts.paid + counts.unpaid + counts.zero, ctx.now())
        })
    const outcomes = (await Promise.all([...units, done])).slice(0, units.length) as Outcome[]
    report.processed = outcomes.length
    for (const o of outcomes) {
      if (o === 'paid') report.paid++
      else if (o === 'unpaid') report.unpaid++
      else if (o === 'zero') report.zero++
      else if (o === 'done-before') report.doneBefore++
    }
    return report
  }

  /** Retries every UNPAID payment once, oldest period first. */
  async function retryUnpaid(): Promise<{ paid: number; unpaid: number }> {
    const ids = q.unpaid.all(brandCode).map((r) => r.id)
    const results = await Promise.all(
      ids.map((id) =>
        money.run(() => {
          const p = q.paymentById.get(id)
          return p && p.status === 'UNPAID' ? tryPay(p) : null
        }),
      ),
    )
    return { paid: results.filter((r) => r === true).length, unpaid: results.filter((r) => r === false).length }
  }

  return {
    duePeriods,
    settlePeriod,
    retryUnpaid,

    /**
     * One settlement run at `now` (default the platform clock): retries, then every due period of
     * every kind in the order they ended. Safe to run at any time, repeatedly, from several processes.
     * @param opts.stopAfter stop after this many contract units in total (tests of a crash).
     */
    async run(now = ctx.now(), opts: { stopAfter?: number } = {}): Promise<SettlementReport> {
      const report: SettlementReport = { periods: [], retried: await retryUnpaid(), skippedTooOld: {}, stopped: false }
      const due: Period[] = []
      for (const kind of KINDS) {
        const d = duePeriods(kind, now)
        due.push(...d.due)
        if (d.tooOld > 0) report.skippedTooOld[kind] = d.tooOld
      }
      due.sort((a, b) => a.end - b.end || a.kind.localeCompare(b.kind))
      let budget = opts.stopAfter
      // Periods no contract was in force at: marked done together, in one unit (a late job may find hundreds).
      const idle: Period[] = []
      const markIdle = () =>
        idle.length === 0
          ? undefined
          : money.run(() => {
              for (const p of idle.splice(0)) {
                if (q.insertRun.run(brandCode, p.key, p.kind, p.end, 0, 0, ctx.now()).changes > 0) report.periods.push({ key: p.key, contracts: 0, paid: 0, unpaid: 0, zero: 0, doneBefore: 0 })
              }
            })
      for (const p of due) {
        if (q.runDone.get(brandCode, p.key)) continue
        if (q.inForceAt.all(brandCode, p.kind, p.end, p.end).length === 0) {
          idle.push(p)
          continue
        }
        const { processed, stopped, ...r } = await settlePeriod(p, { stopAfter: budget })
        report.periods.push(r)
        if (budget !== undefined) budget -= processed
        if (stopped) {
          report.stopped = true
          break
        }
      }
      if (!report.stopped) await markIdle()
      return report
    },
  }
}

export type SettlementModule = ReturnType<typeof settlementModule>
