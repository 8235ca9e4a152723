/**
 * The payment password (withdrawal PIN) of decision 0008: exactly 6 digits, set once, changed only
 * with the current one, required for every withdrawal. 5 wrong PINs within 15 minutes lock
 * withdrawals (and PIN changes) for 15 minutes after the last wrong one; a right PIN clears the count.
 * Hashes are argon2id (Bun.password, `PIN_HASH`), computed before any transaction (DESIGN §4). Times UTC ms.
 * @see product-spec §2 withdraw, §5 registration "payment password"
 */
import { and, desc, eq, gte, isNull } from 'drizzle-orm'
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
    const recent = db.select({ at: paymentPasswordFailures.createdAt }).from(paymentPasswordFailures)
      .where(and(eq(paymentPasswordFailures.memberId, memberId), gte(paymentPasswordFailures.createdAt, now - LOCK_WINDOW_MS - LOCK_MS)))
      .orderBy(desc(paymentPasswordFailures.createdAt)).limit(MAX_WRONG_PINS).all()
    if (recent.length < MAX_WRONG_PINS) return null
    const newest = recent[0]!.at
    const oldest = recent[MAX_WRONG_PINS - 1]!.at
    return newest - oldest <= LOCK_WINDOW_MS && now < newest + LOCK_MS ? newest + LOCK_MS : null
  }

  function lockedError(until: number): WalletError {
    const seconds = Math.max(1, Math.ceil((until - ctx.now()) / 1000))
    return new WalletError('PAYMENT_PASSWORD_LOCKED', 'wallet.errors.paymentPasswordLocked', 429, { retryAfterSeconds: seconds, minutes: Math.ceil(seconds / 60) })
  }

  /** @throws WalletError PAYMENT_PASSWORD_LOCKED (429, `retryAfterSeconds`, `minutes`) while locked. */
  function assertNotLocked(memberId: number): void {
    const until = lockedUntil(memberId)
    if (until !== null) throw lockedError(until)
  }

  /**
   * Checks a PIN against the stored hash, counting a wrong one.
   * @throws WalletError PAYMENT_PASSWORD_LOCKED (429) when locked or when this was the 5th wrong
   *   PIN, PAYMENT_PASSWORD_WRONG (400) otherwise.
   */
  async function verify(memberId: number, hash: string, pin: string): Promise<void> {
    assertNotLocked(memberId)
    if (await Bun.password.verify(pin, hash)) {
      db.delete(paymentPasswordFailures).where(eq(paymentPasswordFailures.memberId, memberId)).run()
      return
    }
    db.insert(paymentPasswordFailures).values({ memberId, createdAt: ctx.now() }).run()
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
      const changed = db.update(members).set({ paymentPasswordHash: hash }).where(and(eq(members.id, memberId),
        m.paymentPasswordHash ? eq(members.paymentPasswordHash, m.paymentPasswordHash) : isNull(members.paymentPasswordHash)))
        .returning({ id: members.id }).get()
      if (!changed) throw new WalletError('PAYMENT_PASSWORD_OLD_REQUIRED', 'wallet.errors.paymentPasswordOldRequired', 400)
      return { paymentPasswordSet: true }
    },
  }
}

export type PaymentPasswordModule = ReturnType<typeof paymentPasswordModule>
