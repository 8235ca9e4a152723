/**
 * Lottery draws (table `lottery_draws`): each game's draws on its schedule (shared/lottery/schedule).
 *
 * - A draw row is created when it becomes the draw taking bets (lazily, by whoever asks first: the
 *   draw job, a page, a bet). Its numbers are drawn then with node:crypto and kept secret; the row
 *   publishes only `commitment` = SHA-256(numbers.join(',') + ':' + salt).
 * - At its draw time the draw job marks it DRAWN, which publishes numbers and salt. Draws whose time
 *   passed while the server was down are drawn by the first `drawDue` after start.
 * - The operator may draw a game's open draw at once (`drawNow`); betting then moves to the next slot.
 * Creation is idempotent (unique game + slot), so several connections may race safely.
 * Times UTC ms.
 * @see decision 0014; db/schema/lottery.ts
 */
import type { Database } from 'bun:sqlite'
import { createHash, randomBytes, randomInt } from 'node:crypto'
import type { PlatformContext } from '../context'
import type { LotteryGame } from './games'
import { openNumbers } from '../../../shared/lottery/formats'
import { commitmentInput } from '../../../shared/lottery/commitment'
import { bettingSlotAt, closeTimeOf, drawTimeOf, numeroOf } from '../../../shared/lottery/schedule'

export interface Draw {
  id: number
  vendorCode: string
  gameCode: string
  slot: number
  numero: string
  openAt: number
  closeAt: number
  drawAt: number
  /** Secret until DRAWN: never hand these out for an OPEN draw. */
  numbers: string[]
  salt: string
  commitment: string
  status: 'OPEN' | 'DRAWN'
  drawnAt: number | null
  settledAt: number | null
}

interface DrawRow {
  id: number
  vendor_code: string
  game_code: string
  slot: number
  numero: string
  open_at: number
  close_at: number
  draw_at: number
  numbers: string
  salt: string
  commitment: string
  status: 'OPEN' | 'DRAWN'
  drawn_at: number | null
  settled_at: number | null
}

const drawOf = (r: DrawRow): Draw => ({
  id: r.id,
  vendorCode: r.vendor_code,
  gameCode: r.game_code,
  slot: r.slot,
  numero: r.numero,
  openAt: r.open_at,
  closeAt: r.close_at,
  drawAt: r.draw_at,
  numbers: JSON.parse(r.numbers),
  salt: r.salt,
  commitment: r.commitment,
  status: r.status,
  drawnAt: r.drawn_at,
  settledAt: r.settled_at,
})

/** Crypto-random integer in [0, n). */
const cryptoInt = (n: number) => randomInt(n)

export function lotteryDraws(ctx: PlatformContext) {
  const sqlite: Database = ctx.db.$client
  const { brandCode } = ctx
  const q = {
    bySlot: sqlite.prepare<DrawRow, [string, string, number]>('SELECT * FROM lottery_draws WHERE brand_code = ? AND game_code = ? AND slot = ?'),
    byId: sqlite.prepare<DrawRow, [number, string]>('SELECT * FROM lottery_draws WHERE id = ? AND brand_code = ?'),
    byNumero: sqlite.prepare<DrawRow, [string, string, string]>('SELECT * FROM lottery_draws WHERE brand_code = ? AND game_code = ? AND numero = ?'),
    insert: sqlite.prepare<never, [string, string, string, number, string, number, number, number, string, string, string]>(
      `INSERT INTO lottery_draws (brand_code, vendor_code, game_code, slot, numero, open_at, close_at, draw_at, numbers, salt, commitment, status)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'OPEN') ON CONFLICT DO NOTHING`,
    ),
    due: sqlite.prepare<DrawRow, [string, number]>("SELECT * FROM lottery_draws WHERE brand_code = ? AND status = 'OPEN' AND draw_at <= ? ORDER BY draw_at, id"),
    reveal: sqlite.prepare<never, [number, number]>("UPDATE lottery_draws SET status = 'DRAWN', drawn_at = ?1 WHERE id = ?2 AND status = 'OPEN'"),
    drawEarly: sqlite.prepare<never, [number, number]>("UPDATE lottery_draws SET status = 'DRAWN', drawn_at = ?1, draw_at = ?1, close_at = min(close_at, ?1) WHERE id = ?2 AND status = 'OPEN'"),
    lastDrawn: sqlite.prepare<DrawRow, [string, string]>("SELECT * FROM lottery_draws WHERE brand_code = ? AND game_code = ? AND status = 'DRAWN' ORDER BY slot DESC LIMIT 1"),
    openedPage: sqlite.prepare<DrawRow, [string, string, number, number]>(
      "SELECT * FROM lottery_draws WHERE brand_code = ? AND game_code = ? AND status = 'DRAWN' ORDER BY slot DESC LIMIT ? OFFSET ?",
    ),
    openedCount: sqlite.prepare<{ n: number }, [string, string]>("SELECT count(*) AS n FROM lottery_draws WHERE brand_code = ? AND game_code = ? AND status = 'DRAWN'"),
    unsettled: sqlite.prepare<DrawRow, [string]>("SELECT * FROM lottery_draws WHERE status = 'DRAWN' AND settled_at IS NULL AND brand_code = ? ORDER BY draw_at, id"),
    markSettled: sqlite.prepare<never, [number, number]>('UPDATE lottery_draws SET settled_at = ?1 WHERE id = ?2 AND settled_at IS NULL'),
    prune: sqlite.prepare<never, [string, number]>(
      `DELETE FROM lottery_draws WHERE brand_code = ?1 AND status = 'DRAWN' AND settled_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM lottery_tickets t WHERE t.draw_id = lottery_draws.id)
       AND slot < (SELECT d.slot FROM lottery_draws d WHERE d.brand_code = ?1 AND d.game_code = lottery_draws.game_code ORDER BY d.slot DESC LIMIT 1 OFFSET ?2 - 1)`,
    ),
  }

  /** Creates slot k of `game` if nobody has yet (numbers drawn now, kept secret), and returns it. */
  function ensureSlot(game: LotteryGame, k: number): Draw {
    const existing = q.bySlot.get(brandCode, game.gameCode, k)
    if (existing) return drawOf(existing)
    const numbers = openNumbers(game.format, cryptoInt)
    const salt = randomBytes(16).toString('hex')
    const commitment = createHash('sha256').update(commitmentInput(numbers, salt)).digest('hex')
    const s = game.schedule
    q.insert.run(brandCode, game.vendorCode, game.gameCode, k, numeroOf(s, k), closeTimeOf(s, k - 1), closeTimeOf(s, k), drawTimeOf(s, k), JSON.stringify(numbers), salt, commitment)
    return drawOf(q.bySlot.get(brandCode, game.gameCode, k)!)
  }

  /**
   * The draw taking bets for `game` at `now` (created if needed): the schedule's betting slot, or
   * the slot after one the operator drew early.
   */
  function current(game: LotteryGame, now = ctx.now()): Draw {
    let k = bettingSlotAt(game.schedule, now)
    for (;;) {
      const d = ensureSlot(game, k)
      if (d.status === 'OPEN') return d
      k++
    }
  }

  return {
    current,

    /** A draw by id, or null. */
    byId(id: number): Draw | null {
      const r = q.byId.get(id, brandCode)
      return r ? drawOf(r) : null
    },

    /** A game's draw by its numero, or null. */
    byNumero(gameCode: string, numero: string): Draw | null {
      const r = q.byNumero.get(brandCode, gameCode, numero)
      return r ? drawOf(r) : null
    },

    /** Marks every OPEN draw whose time has come as DRAWN (publishing its numbers); returns them. */
    drawDue(now = ctx.now()): Draw[] {
      const due = q.due.all(brandCode, now)
      for (const d of due) q.reveal.run(now, d.id)
      return due.map((d) => ({ ...drawOf(d), status: 'DRAWN' as const, drawnAt: now }))
    },

    /** Operator: draws `game`'s open draw now (betting on it closes at once). Returns the drawn draw. */
    drawNow(game: LotteryGame, now = ctx.now()): Draw {
      const d = current(game, now)
      q.drawEarly.run(now, d.id)
      return drawOf(q.byId.get(d.id, brandCode)!)
    },

    /** The latest drawn draw of a game, or null. */
    lastDrawn(gameCode: string): Draw | null {
      const r = q.lastDrawn.get(brandCode, gameCode)
      return r ? drawOf(r) : null
    },

    /** A game's drawn draws, newest first; `pageNo` from 1. */
    opened(gameCode: string, pageNo: number, pageSize: number): { list: Draw[]; total: number } {
      const total = q.openedCount.get(brandCode, gameCode)!.n
      return { list: q.openedPage.all(brandCode, gameCode, pageSize, (pageNo - 1) * pageSize).map(drawOf), total }
    },

    /** Drawn draws whose tickets are not all settled yet, oldest first. */
    unsettled(): Draw[] {
      return q.unsettled.all(brandCode).map(drawOf)
    },

    /** Records that every ticket of the draw is settled. */
    markSettled(drawId: number, now = ctx.now()): void {
      q.markSettled.run(now, drawId)
    },

    /** Deletes each game's settled draws without tickets beyond its newest `keep`; returns how many. */
    prune(keep: number): number {
      return q.prune.run(brandCode, keep).changes
    },
  }
}

export type LotteryDraws = ReturnType<typeof lotteryDraws>
