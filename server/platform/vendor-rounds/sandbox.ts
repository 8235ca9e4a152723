/**
 * The sandbox vendor's round records (table `sandbox_rounds`, db/schema/sandbox.ts): written before
 * each wallet call, so that a round whose win or rollback was not acknowledged when the process died
 * is finished by the redelivery job with the same transaction id. Synchronous, no network. The
 * vendor (server/vendors/sandbox) reaches it as `platform.vendorRounds.sandbox`.
 * Money minor units, times UTC ms.
 * @see DESIGN §5 "Sandbox vendor"; issue 5 (durability of the embedded vendors)
 */
import type { Database } from 'bun:sqlite'
import type { PlatformContext } from '../context'

export type SandboxRoundStatus = 'PENDING' | 'SETTLING' | 'SETTLED' | 'VOIDING' | 'VOID' | 'REFUSED'

export interface SandboxRoundRecord {
  vendorCode: string
  roundId: string
  user: string
  gameCode: string
  currency: string
  /** Minor units. */
  bet: number
  /** Minor units. */
  payout: number
  outcome: Record<string, unknown> | null
  status: SandboxRoundStatus
  attempts: number
  createdAt: number
  updatedAt: number
}

interface Row {
  vendor_code: string
  round_id: string
  user: string
  game_code: string
  currency: string
  bet: number
  payout: number
  outcome: string | null
  status: SandboxRoundStatus
  attempts: number
  created_at: number
  updated_at: number
}

const recordOf = (r: Row): SandboxRoundRecord => ({
  vendorCode: r.vendor_code,
  roundId: r.round_id,
  user: r.user,
  gameCode: r.game_code,
  currency: r.currency,
  bet: r.bet,
  payout: r.payout,
  outcome: r.outcome === null ? null : (JSON.parse(r.outcome) as Record<string, unknown>),
  status: r.status,
  attempts: r.attempts,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
})

export function sandboxRounds(ctx: PlatformContext) {
  const { now } = ctx
  const sqlite: Database = ctx.db.$client
  const q = {
    insert: sqlite.prepare<never, [string, string, string, string, string, number, number, number]>(
      `INSERT INTO sandbox_rounds (vendor_code, round_id, user, game_code, currency, bet, payout, status, attempts, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 0, 'PENDING', 0, ?, ?)`,
    ),
    remove: sqlite.prepare<never, [string, string]>("DELETE FROM sandbox_rounds WHERE vendor_code = ? AND round_id = ? AND status = 'PENDING'"),
    decide: sqlite.prepare<never, [number, string, number, string, string]>(
      "UPDATE sandbox_rounds SET payout = ?, outcome = ?, status = 'SETTLING', updated_at = ? WHERE vendor_code = ? AND round_id = ? AND status = 'PENDING'",
    ),
    move: sqlite.prepare<never, [SandboxRoundStatus, number, number | null, string, string, SandboxRoundStatus]>(
      'UPDATE sandbox_rounds SET status = ?, updated_at = ?, settled_at = ? WHERE vendor_code = ? AND round_id = ? AND status = ?',
    ),
    refuse: sqlite.prepare<never, [string, number, string, string]>(
      "UPDATE sandbox_rounds SET status = 'REFUSED', refusal = ?, updated_at = ? WHERE vendor_code = ? AND round_id = ? AND status IN ('SETTLING', 'VOIDING')",
    ),
    attempt: sqlite.prepare<never, [string, string]>('UPDATE sandbox_rounds SET attempts = attempts + 1 WHERE vendor_code = ? AND round_id = ?'),
    round: sqlite.prepare<Row, [string, string]>('SELECT * FROM sandbox_rounds WHERE vendor_code = ? AND round_id = ?'),
    unfinished: sqlite.prepare<Row, [number, number]>("SELECT * FROM sandbox_rounds WHERE status IN ('PENDING', 'SETTLING', 'VOIDING') AND updated_at < ? ORDER BY id LIMIT ?"),
    history: sqlite.prepare<Row, [string, string, string, number]>(
      "SELECT * FROM sandbox_rounds WHERE vendor_code = ? AND user = ? AND game_code = ? AND status IN ('SETTLING', 'SETTLED') ORDER BY id DESC LIMIT ?",
    ),
  }
  const move = (vendor: string, roundId: string, from: SandboxRoundStatus, to: SandboxRoundStatus) => {
    const t = now()
    q.move.run(to, t, to === 'SETTLED' || to === 'VOID' ? t : null, vendor, roundId, from)
  }

  return {
    /** Records a round about to send its bet (PENDING). */
    begin(r: { vendorCode: string; roundId: string; user: string; gameCode: string; currency: string; bet: number }): void {
      const t = now()
      q.insert.run(r.vendorCode, r.roundId, r.user, r.gameCode, r.currency, r.bet, t, t)
    },
    /** The wallet refused the bet: the round never happened, its row goes. */
    betRefused(vendor: string, roundId: string): void {
      q.remove.run(vendor, roundId)
    },
    /** The bet was debited and the outcome drawn: PENDING → SETTLING with the payout (minor units). */
    decide(vendor: string, roundId: string, payout: number, outcome: object): void {
      q.decide.run(payout, JSON.stringify(outcome), now(), vendor, roundId)
    },
    /** The win (0 for a loss) was acknowledged: SETTLING → SETTLED. */
    settled(vendor: string, roundId: string): void {
      move(vendor, roundId, 'SETTLING', 'SETTLED')
    },
    /** The bet's fate is unknown: PENDING → VOIDING (to be rolled back). */
    voiding(vendor: string, roundId: string): void {
      move(vendor, roundId, 'PENDING', 'VOIDING')
    },
    /** The rollback was acknowledged: VOIDING → VOID. */
    voided(vendor: string, roundId: string): void {
      move(vendor, roundId, 'VOIDING', 'VOID')
    },
    /** The wallet gave a final refusal to a win or rollback: REFUSED with its code (no more retries). */
    refused(vendor: string, roundId: string, code: string): void {
      q.refuse.run(code, now(), vendor, roundId)
    },
    /** Counts one redelivery attempt. */
    attempted(vendor: string, roundId: string): void {
      q.attempt.run(vendor, roundId)
    },
    round(vendor: string, roundId: string): SandboxRoundRecord | null {
      const row = q.round.get(vendor, roundId)
      return row ? recordOf(row) : null
    },
    /** Unfinished rounds (PENDING, SETTLING, VOIDING) last changed before `before`, oldest first. */
    unfinished(before: number, limit = 500): SandboxRoundRecord[] {
      return q.unfinished.all(before, limit).map(recordOf)
    },
    /** A player's latest decided rounds of one game, newest first. */
    history(vendor: string, user: string, gameCode: string, limit: number): SandboxRoundRecord[] {
      return q.history.all(vendor, user, gameCode, limit).map(recordOf)
    },
  }
}

export type SandboxRounds = ReturnType<typeof sandboxRounds>
