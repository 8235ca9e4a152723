/**
 * Storage of the in-house vendor's provably fair play (tables `fair_seed_pairs`, `fair_rounds`):
 * each member's seed pairs and every round with its seeds, nonce, parameters, outcome, bet and
 * payout. Synchronous writes, no network: the vendor's game server (server/vendors/inhouse) calls
 * the wallet between them. Money minor units, times UTC ms.
 *
 * Round lifecycle (`status`): PENDING (bet sent) → OPEN (bet debited) → SETTLING (payout decided,
 * win not yet acknowledged) → SETTLED; PENDING → VOIDING → VOID when the bet's fate was unknown and
 * it is being rolled back. A refused bet's row is deleted, so it consumes no nonce: the pair's
 * `next_nonce` moves only when a bet is accepted.
 * @see DESIGN §5 "In-house vendor"; db/schema/fair.ts
 */
import type { Database } from 'bun:sqlite'
import { randomBytes } from 'node:crypto'
import type { PlatformContext } from '../context'
import { hashServerSeed, newClientSeed, newServerSeed } from '../../../shared/fair/rng'

export type RoundStatus = 'PENDING' | 'OPEN' | 'SETTLING' | 'SETTLED' | 'VOIDING' | 'VOID'

/** A seed pair; `serverSeed` is only handed out once the pair is REVEALED. */
export interface SeedPair {
  id: number
  memberId: number
  serverSeed: string
  serverSeedHash: string
  clientSeed: string
  nextNonce: number
  status: 'ACTIVE' | 'REVEALED'
  createdAt: number
  revealedAt: number | null
}

export interface FairRound {
  id: number
  memberId: number
  roundId: string
  gameCode: string
  engine: string
  seedPairId: number
  clientSeed: string
  nonce: number
  params: Record<string, unknown>
  outcome: Record<string, unknown>
  bet: number
  payout: number
  status: RoundStatus
  createdAt: number
  settledAt: number | null
}

/** A round as the history lists it, with its pair's hash and, once revealed, its server seed. */
export interface HistoryRound extends FairRound {
  serverSeedHash: string
  serverSeed: string | null
}

interface PairRow {
  id: number
  member_id: number
  server_seed: string
  server_seed_hash: string
  client_seed: string
  next_nonce: number
  status: 'ACTIVE' | 'REVEALED'
  created_at: number
  revealed_at: number | null
}
interface RoundRow {
  id: number
  member_id: number
  round_id: string
  game_code: string
  engine: string
  seed_pair_id: number
  client_seed: string
  nonce: number
  params: string
  outcome: string
  bet: number
  payout: number
  status: RoundStatus
  created_at: number
  settled_at: number | null
}

const pairOf = (r: PairRow): SeedPair => ({
  id: r.id,
  memberId: r.member_id,
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nextNonce: r.next_nonce,
  status: r.status,
  createdAt: r.created_at,
  revealedAt: r.revealed_at,
})
const roundOf = (r: RoundRow): FairRound => ({
  id: r.id,
  memberId: r.member_id,
  roundId: r.round_id,
  gameCode: r.game_code,
  engine: r.engine,
  seedPairId: r.seed_pair_id,
  clientSeed: r.client_seed,
  nonce: r.nonce,
  params: JSON.parse(r.params),
  outcome: JSON.parse(r.outcome),
  bet: r.bet,
  payout: r.payout,
  status: r.status,
  createdAt: r.created_at,
  settledAt: r.settled_at,
})

/** The vendor's code in the catalogue. */
export const INHOUSE_VENDOR = 'BGS'

export function fairStore(ctx: PlatformContext) {
  const sqlite: Database = ctx.db.$client
  const { brandCode } = ctx
  const q = {
    active: sqlite.prepare<PairRow, [string, number]>("SELECT * FROM fair_seed_pairs WHERE brand_code = ? AND member_id = ? AND status = 'ACTIVE'"),
    pair: sqlite.prepare<PairRow, [number]>('SELECT * FROM fair_seed_pairs WHERE id = ?'),
    insertPair: sqlite.prepare<never, [string, number, string, string, string, number]>(
      `INSERT INTO fair_seed_pairs (brand_code, member_id, server_seed, server_seed_hash, client_seed, next_nonce, status, created_at)
       VALUES (?, ?, ?, ?, ?, 0, 'ACTIVE', ?) ON CONFLICT DO NOTHING`,
    ),
    setClientSeed: sqlite.prepare<never, [string, number]>('UPDATE fair_seed_pairs SET client_seed = ? WHERE id = ?'),
    reveal: sqlite.prepare<never, [number, number]>("UPDATE fair_seed_pairs SET status = 'REVEALED', revealed_at = ? WHERE id = ? AND status = 'ACTIVE'"),
    bumpNonce: sqlite.prepare<never, [number, number]>('UPDATE fair_seed_pairs SET next_nonce = next_nonce + 1 WHERE id = ? AND next_nonce = ?'),
    insertRound: sqlite.prepare<never, [string, number, string, string, string, number, string, number, string, string, number, number]>(
      `INSERT INTO fair_rounds (brand_code, member_id, round_id, game_code, engine, seed_pair_id, client_seed, nonce, params, outcome, bet, payout, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 'PENDING', ?)`,
    ),
    round: sqlite.prepare<RoundRow, [string, string]>('SELECT * FROM fair_rounds WHERE brand_code = ? AND round_id = ?'),
    setStatus: sqlite.prepare<never, [RoundStatus, string, string, RoundStatus]>('UPDATE fair_rounds SET status = ? WHERE brand_code = ? AND round_id = ? AND status = ?'),
    setOutcome: sqlite.prepare<never, [string, string, string]>("UPDATE fair_rounds SET outcome = ? WHERE brand_code = ? AND round_id = ? AND status = 'OPEN'"),
    decide: sqlite.prepare<never, [number, string, string, string]>("UPDATE fair_rounds SET payout = ?, outcome = ?, status = 'SETTLING' WHERE brand_code = ? AND round_id = ? AND status = 'OPEN'"),
    settled: sqlite.prepare<never, [number, string, string]>("UPDATE fair_rounds SET status = 'SETTLED', settled_at = ? WHERE brand_code = ? AND round_id = ? AND status = 'SETTLING'"),
    deleteRound: sqlite.prepare<never, [string, string]>("DELETE FROM fair_rounds WHERE brand_code = ? AND round_id = ? AND status = 'PENDING'"),
    unfinished: sqlite.prepare<RoundRow, [string, number]>(
      "SELECT * FROM fair_rounds WHERE brand_code = ?1 AND member_id = ?2 AND (status IN ('PENDING', 'SETTLING', 'VOIDING') OR (status = 'OPEN' AND engine <> 'mines')) ORDER BY id",
    ),
    staleMembers: sqlite.prepare<{ member_id: number }, [string, number]>(
      "SELECT DISTINCT member_id FROM fair_rounds WHERE brand_code = ?1 AND created_at < ?2 AND (status IN ('PENDING', 'SETTLING', 'VOIDING') OR (status = 'OPEN' AND engine <> 'mines'))",
    ),
    open: sqlite.prepare<RoundRow, [string, number]>("SELECT * FROM fair_rounds WHERE brand_code = ? AND member_id = ? AND status = 'OPEN' AND engine = 'mines' ORDER BY id DESC LIMIT 1"),
    history: sqlite.prepare<RoundRow & { server_seed_hash: string; server_seed: string; pair_status: string }, [string, number, number]>(
      `SELECT r.*, p.server_seed_hash, p.server_seed, p.status AS pair_status FROM fair_rounds r JOIN fair_seed_pairs p ON p.id = r.seed_pair_id
       WHERE r.brand_code = ? AND r.member_id = ? AND r.status IN ('SETTLING', 'SETTLED') ORDER BY r.id DESC LIMIT ?`,
    ),
  }

  function activePair(memberId: number): SeedPair {
    let row = q.active.get(brandCode, memberId)
    if (!row) {
      const seed = newServerSeed()
      q.insertPair.run(brandCode, memberId, seed, hashServerSeed(seed), newClientSeed(), ctx.now())
      row = q.active.get(brandCode, memberId)!
    }
    return pairOf(row)
  }

  const round = (roundId: string): FairRound | null => {
    const row = q.round.get(brandCode, roundId)
    return row ? roundOf(row) : null
  }

  return {
    /** The member's active seed pair, created (fresh server and client seeds) on first use. */
    activePair,

    /** Sets the client seed of the member's active pair; the nonce carries on. */
    setClientSeed(memberId: number, clientSeed: string): SeedPair {
      const pair = activePair(memberId)
      q.setClientSeed.run(clientSeed, pair.id)
      return { ...pair, clientSeed }
    },

    /**
     * Reveals the active pair and starts a new one with a fresh server seed and the same client
     * seed. The caller makes sure no round of the pair is still in play.
     */
    rotate(memberId: number): { revealed: SeedPair; next: SeedPair } {
      return sqlite
        .transaction(() => {
          const old = activePair(memberId)
          const now = ctx.now()
          q.reveal.run(now, old.id)
          const seed = newServerSeed()
          q.insertPair.run(brandCode, memberId, seed, hashServerSeed(seed), old.clientSeed, now)
          return { revealed: { ...old, status: 'REVEALED' as const, revealedAt: now }, next: pairOf(q.active.get(brandCode, memberId)!) }
        })
        .immediate()
    },

    /**
     * Opens a PENDING round at the pair's next nonce (not consumed until `betAccepted`) with a new
     * round id; `outcome` is what the seeds decided.
     */
    beginRound(input: { memberId: number; gameCode: string; engine: string; pair: SeedPair; params: object; outcome: object; bet: number }): FairRound {
      const roundId = `ih-${input.pair.id}-${input.pair.nextNonce}-${randomBytes(4).toString('hex')}`
      q.insertRound.run(
        brandCode,
        input.memberId,
        roundId,
        input.gameCode,
        input.engine,
        input.pair.id,
        input.pair.clientSeed,
        input.pair.nextNonce,
        JSON.stringify(input.params),
        JSON.stringify(input.outcome),
        input.bet,
        ctx.now(),
      )
      return round(roundId)!
    },

    round,

    /** The bet was debited: PENDING → OPEN, and the pair's nonce moves on. */
    betAccepted(r: FairRound): void {
      sqlite
        .transaction(() => {
          q.setStatus.run('OPEN', brandCode, r.roundId, 'PENDING')
          q.bumpNonce.run(r.seedPairId, r.nonce)
        })
        .immediate()
    },

    /** The bet was refused: the PENDING round disappears (no nonce used). */
    betRefused(r: FairRound): void {
      q.deleteRound.run(brandCode, r.roundId)
    },

    /** The bet's fate is unknown: PENDING → VOIDING (to be rolled back). */
    voiding(r: FairRound): void {
      q.setStatus.run('VOIDING', brandCode, r.roundId, 'PENDING')
    },

    /** The rollback was acknowledged: VOIDING → VOID. */
    voided(r: FairRound): void {
      q.setStatus.run('VOID', brandCode, r.roundId, 'VOIDING')
    },

    /** Saves an OPEN round's progress (mines: the tiles revealed so far). */
    progress(r: FairRound, outcome: object): void {
      q.setOutcome.run(JSON.stringify(outcome), brandCode, r.roundId)
    },

    /** Fixes the payout: OPEN → SETTLING. */
    decide(r: FairRound, payout: number, outcome: object): void {
      q.decide.run(payout, JSON.stringify(outcome), brandCode, r.roundId)
    },

    /** The win (or the 0 that settles a loss) was acknowledged: SETTLING → SETTLED. */
    settled(r: FairRound): void {
      q.settled.run(ctx.now(), brandCode, r.roundId)
    },

    /**
     * Rounds a wallet that did not answer (or a restart) left unfinished, oldest first: PENDING,
     * SETTLING, VOIDING, and OPEN one-step rounds (only a mines round stays OPEN on purpose).
     */
    unfinished(memberId: number): FairRound[] {
      return q.unfinished.all(brandCode, memberId).map(roundOf)
    },

    /** Members with an unfinished round (as `unfinished`) begun before `before` (UTC ms): the redelivery job's work. */
    membersWithStaleRounds(before: number): number[] {
      return q.staleMembers.all(brandCode, before).map((r) => r.member_id)
    },

    /** The member's mines round in play, or null. */
    openRound(memberId: number): FairRound | null {
      const row = q.open.get(brandCode, memberId)
      return row ? roundOf(row) : null
    },

    /** The member's latest decided rounds, newest first, with their seeds where revealed. */
    history(memberId: number, limit = 20): HistoryRound[] {
      return q.history.all(brandCode, memberId, limit).map((r) => ({
        ...roundOf(r),
        serverSeedHash: r.server_seed_hash,
        serverSeed: r.pair_status === 'REVEALED' ? r.server_seed : null,
      }))
    },

    /** A seed pair by id (for tests and the operator). */
    pair(id: number): SeedPair | null {
      const row = q.pair.get(id)
      return row ? pairOf(row) : null
    },
  }
}

export type FairStore = ReturnType<typeof fairStore>
