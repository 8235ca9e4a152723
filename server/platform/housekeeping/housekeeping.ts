/**
 * Housekeeping of the account tables that only grow: the embedded SMS and e-mail outboxes, spent
 * verification codes and captchas, and the JWE ids of the replay guard (DESIGN §3). Nothing here is
 * a record anyone needs after a week: codes live minutes, captchas 5 minutes, an encrypted body is
 * refused as stale long before its id is forgotten. server/main.ts runs it at start and hourly.
 */
import { and, eq, isNotNull, lt, or } from 'drizzle-orm'
import { captchas, emailOutbox, smsOutbox, usedJwtIds, verificationCodes } from '../../../db/schema/platform'
import type { PlatformContext } from '../context'

/** Times in ms. */
export const HOUSEKEEPING = {
  /** Outbox messages, codes and captchas older than this are deleted. */
  keepMs: 7 * 86_400_000,
  /** How often `scheduleHousekeeping` prunes. */
  everyMs: 3_600_000,
} as const

/** Rows deleted per table by one `prune()`. */
export interface PruneCounts {
  smsOutbox: number
  emailOutbox: number
  verificationCodes: number
  captchas: number
  usedJwtIds: number
}

/**
 * - `prune()`: deletes, with `cutoff = ctx.now() - 7 days`: the brand's `sms_outbox` and
 *   `email_outbox` messages created before the cutoff; the brand's `verification_codes` created
 *   before it that are used or expired; `captchas` created before it that are used or expired;
 *   and every `used_jwt_ids` row already expired (an expired id guards nothing: its body is refused
 *   as stale). The tables without a brand column serve this process's one brand. One transaction;
 *   returns the deleted row counts. Database errors propagate.
 */
export function housekeepingModule(ctx: PlatformContext) {
  const { db, brandCode } = ctx

  const changesStmt = db.$client.query<{ n: number }, []>('select changes() as n')
  /** Runs one delete and answers how many rows it removed (drizzle's bun-sqlite `run()` is typed void). */
  const deleted = (query: { run: () => unknown }): number => {
    query.run()
    return changesStmt.get()!.n
  }

  function prune(): PruneCounts {
    const now = ctx.now()
    const cutoff = now - HOUSEKEEPING.keepMs
    const vc = verificationCodes
    return db.transaction((tx) => ({
      smsOutbox: deleted(tx.delete(smsOutbox).where(and(eq(smsOutbox.brandCode, brandCode), lt(smsOutbox.createdAt, cutoff)))),
      emailOutbox: deleted(tx.delete(emailOutbox).where(and(eq(emailOutbox.brandCode, brandCode), lt(emailOutbox.createdAt, cutoff)))),
      verificationCodes: deleted(tx.delete(vc)
        .where(and(eq(vc.brandCode, brandCode), lt(vc.createdAt, cutoff), or(isNotNull(vc.usedAt), lt(vc.expiresAt, now))))),
      captchas: deleted(tx.delete(captchas)
        .where(and(lt(captchas.createdAt, cutoff), or(isNotNull(captchas.usedAt), lt(captchas.expiresAt, now))))),
      usedJwtIds: deleted(tx.delete(usedJwtIds).where(lt(usedJwtIds.expiresAt, now))),
    }), { behavior: 'immediate' })
  }

  return { prune }
}

export type HousekeepingModule = ReturnType<typeof housekeepingModule>

/**
 * Runs `housekeeping.prune()` now and then every `everyMs` (default one hour). A failed run is
 * logged (`[housekeeping] ...` on stderr) and the next one still happens. Returns a function that
 * stops the timer. The timer does not keep the process alive on its own.
 * @example scheduleHousekeeping(platform.housekeeping)
 */
export function scheduleHousekeeping(housekeeping: Pick<HousekeepingModule, 'prune'>, everyMs: number = HOUSEKEEPING.everyMs): () => void {
  const run = () => {
    try {
      housekeeping.prune()
    } catch (e) {
      console.error('[housekeeping]', e)
    }
  }
  run()
  const timer = setInterval(run, everyMs)
  timer.unref?.()
  return () => clearInterval(timer)
}
