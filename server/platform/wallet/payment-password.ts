/**
 * The payment password (withdrawal PIN) of decision 0008: exactly 6 digits, set once, changed only
 * with the current one, required for every withdrawal. 5 wrong PINs within 15 minutes lock
 * withdrawals (and PIN changes) for 15 minutes after the last wrong one. Each check reserves its
 * attempt before the hash, so a burst is limited like a sequence: the 6th attempt while 5 are failed
 * or in flight waits for those in flight and is refused unchecked if they failed; a right PIN
 * records nothing and clears none of the other failures of the window (issue 14 §2, decision 0029). Hashes are argon2id (Bun.password, `PIN_HASH`), computed
 * outside any transaction (DESIGN §4). Times UTC ms.
 * @see product-spec §2 withdraw, §5 registration "payment password"
 */
import { and, count, desc, eq, gte, isNull } from 'drizzle-orm'
import { members } from '../../../db/schema/platform'
import { paymentPasswordFailures } from '../../../db/schema/wallet'
import { WalletError, activeMember, type WalletDeps } from './wallet-support'

/** Wrong PINs allowed within {@link LOCK_WINDOW_MS} before withdrawals lock. */
export const MAX_WRONG_PINS = 5
export const LOCK_WINDOW_MS = 15 * 60_000
export const LOCK_MS = 15 * 60_000
/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes): about 100 ms a check on this 2-core machine,
 * against ~300 ms for the login password's defaults. A 6-digit PIN gains nothing from a costlier
 * hash (its strength is the lock), while every withdrawal pays for one check.
 */
export const PIN_HASH = { algorithm: 'argon2id', memoryCost: 19_456, timeCost: 2 } as const

export function paymentPasswordModule(deps: WalletDeps) {
  const { ctx } = deps
  const { db } = ctx

  /** UTC ms until which the member's withdrawals are locked, or null. */
  function lockedUntil(memberId: number): number | null {
    const now = ctx.now()
    const recent = db
      .select({ at: paymentPasswordFailures.createdAt })
      .from(paymentPasswordFailures)
      .where(and(eq(paymentPasswordFailures.memberId, memberId), gte(paymentPasswordFailures.createdAt, now - LOCK_WINDOW_MS - LOCK_MS)))
      .orderBy(desc(paymentPasswordFailures.createdAt))
      .limit(MAX_WRONG_PINS)
      .all()
    if (recent.length < MAX_WRONG_PINS) return null
    const newest = recent[0]!.at
    const oldest = recent[MAX_WRONG_PINS - 1]!.at
    return newest - oldest <= LOCK_WINDOW_MS && now < newest + LOCK_MS ? newest + LOCK_MS : null
  }

  function lockedError(until: number): WalletError {
    const seconds = Math.max(1, Math.ceil((until - ctx.now()) / 1000))
    return new WalletError('PAYMENT_PASSWORD_LOCKED', 'wallet.errors.paymentPasswordLocked', 429, { retryAfterSeconds: seconds, minutes: Math.ceil(seconds / 60) })
  }

  /** This process's PIN attempts being checked, per member, with the attempts waiting on them. */
  const inFlight = new Map<number, { n: number; waiters: (() => void)[] }>()

  function settle(memberId: number): void {
    const f = inFlight.get(memberId)
    if (!f) return
    f.n -= 1
    const waiters = f.waiters.splice(0)
    if (f.n <= 0) inFlight.delete(memberId)
    for (const wake of waiters) wake()
  }

  /** Wrong PINs recorded for the member within the last {@link LOCK_WINDOW_MS}. */
  function recentFailures(memberId: number): number {
    return (
      db
        .select({ n: count() })
        .from(paymentPasswordFailures)
        .where(and(eq(paymentPasswordFailures.memberId, memberId), gte(paymentPasswordFailures.createdAt, ctx.now() - LOCK_WINDOW_MS)))
        .get()?.n ?? 0
    )
  }

  /**
   * Reserves one check before the hash, in one synchronous step (no await between the count and the
   * reservation, so no other attempt of this process slips between them): recorded wrong PINs of
   * the window plus the checks in flight may not exceed {@link MAX_WRONG_PINS}. When they would,
   * the attempt waits for a check in flight to settle (a right PIN frees its place) and tries again;
   * locked by recorded failures, it is refused unchecked.
   * NOTE: the in-flight count lives in this process's memory, not in the table: a reservation row
   * would outlive a crash (SIGKILL during the hash) and lock an honest member out for 15 minutes.
   * One process serves a brand (DESIGN §1); replicas need a shared count (decision 0029).
   * @throws WalletError PAYMENT_PASSWORD_LOCKED (429) while locked.
   */
  async function reserve(memberId: number): Promise<void> {
    for (;;) {
      const until = lockedUntil(memberId)
      if (until !== null) throw lockedError(until)
      const pending = inFlight.get(memberId)
      if (recentFailures(memberId) + (pending?.n ?? 0) < MAX_WRONG_PINS) {
        const f = pending ?? { n: 0, waiters: [] }
        f.n += 1
        inFlight.set(memberId, f)
        return
      }
      await new Promise<void>((wake) => pending!.waiters.push(wake))
    }
  }

  /**
   * Checks a PIN against the stored hash. The check is reserved before the hash (see `reserve`);
   * a wrong PIN is recorded as a failure before the reservation is released, a right one records
   * nothing and clears no other failure.
   * @throws WalletError PAYMENT_PASSWORD_LOCKED (429, `retryAfterSeconds`, `minutes`) when locked
   *   (unchecked) or when this was the 5th wrong PIN, PAYMENT_PASSWORD_WRONG (400) otherwise.
   */
  async function verify(memberId: number, hash: string, pin: string): Promise<void> {
    await reserve(memberId)
    let right = true
    try {
      right = await Bun.password.verify(pin, hash)
    } finally {
      if (!right) db.insert(paymentPasswordFailures).values({ memberId, createdAt: ctx.now() }).run()
      settle(memberId)
    }
    if (right) return
    const until = lockedUntil(memberId)
    if (until !== null) throw lockedError(until)
    throw new WalletError('PAYMENT_PASSWORD_WRONG', 'wallet.errors.paymentPasswordWrong', 400)
  }

  return {
    lockedUntil,
    verify,

    /** Whether the member has set a payment password. */
    paymentPasswordSet(memberId: number): boolean {
      return Boolean(deps.members.byId(memberId)?.paymentPasswordHash)
    },

    /**
     * Sets the PIN (6 digits, already validated by the schema). The first time no old PIN is
     * needed; afterwards `oldPassword` must be the current one.
     * @throws WalletError PAYMENT_PASSWORD_OLD_REQUIRED (400), PAYMENT_PASSWORD_WRONG (400),
     *   PAYMENT_PASSWORD_LOCKED (429), NEED_TRUE_ACCOUNT (403)
     */
    async setPaymentPassword(memberId: number, input: { password: string; oldPassword?: string }): Promise<{ paymentPasswordSet: true }> {
      const m = activeMember(deps, memberId)
      if (m.paymentPasswordHash) {
        if (!input.oldPassword) throw new WalletError('PAYMENT_PASSWORD_OLD_REQUIRED', 'wallet.errors.paymentPasswordOldRequired', 400)
        await verify(memberId, m.paymentPasswordHash, input.oldPassword)
      }
      const hash = await Bun.password.hash(input.password, PIN_HASH)
      // NOTE: only if the PIN is still the one just checked, so two concurrent first-time sets cannot both win.
      const changed = db
        .update(members)
        .set({ paymentPasswordHash: hash })
        .where(and(eq(members.id, memberId), m.paymentPasswordHash ? eq(members.paymentPasswordHash, m.paymentPasswordHash) : isNull(members.paymentPasswordHash)))
        .returning({ id: members.id })
        .get()
      if (!changed) throw new WalletError('PAYMENT_PASSWORD_OLD_REQUIRED', 'wallet.errors.paymentPasswordOldRequired', 400)
      return { paymentPasswordSet: true }
    },
  }
}

export type PaymentPasswordModule = ReturnType<typeof paymentPasswordModule>
