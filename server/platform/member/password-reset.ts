/**
 * Forgot password by e-mail (product-spec §3 "Forgot by email: username, email", §5 "email path
 * needs username and valid email", §8 'Username/Email does not exist' and the in_been_out success).
 * The member gets a random temporary password by e-mail; their sessions end; the next username
 * login with it answers `passwordExpired: true`, so the change-password popup opens (spec §4), and
 * the change clears the flag. See docs/decisions/0007-forgot-password-by-email.md.
 */
import { eq } from 'drizzle-orm'
import { brands } from '../../../db/schema/platform'
import type { FieldRule } from '../../../shared/validation/patterns'
import { tFor } from '../../../shared/i18n'
import { isTrial } from '../../../shared/member'
import type { PlatformContext } from '../context'
import type { EmailProvider } from '../verification/email-provider'
import { deliveryLog, type DeliveryLog } from '../verification/delivery'
import { emailHtml } from '../verification/email-html'
import { VerificationError } from '../verification/verification'
import { MemberError, type MemberModule } from './members'
import type { SessionModule } from './sessions'

export const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
export const LOWER = 'abcdefghijkmnpqrstuvwxyz'
export const DIGIT = '23456789'
/** Symbols of the strong password rule that survive being copied out of an e-mail (no quotes, no backslash). */
export const SYMBOL = '!@#$%*?+=-'
/** Length of a temporary password, within the brand's bounds. */
const PREFERRED_LENGTH = 12

/** A uniform random index below `n` (crypto.getRandomValues, rejection sampling, so no modulo bias). */
export function randomIndex(n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n)
  const buf = new Uint32Array(1)
  for (;;) {
    crypto.getRandomValues(buf)
    if (buf[0] < limit) return buf[0] % n
  }
}

/**
 * A random password that satisfies the strong password rule (spec §5: an uppercase letter, a
 * lowercase letter, a digit and a symbol, printable ASCII without spaces) and the rule's length
 * bounds: 12 characters, or `minLength` / `maxLength` when 12 falls outside them (never fewer than 4,
 * one of each class). Look-alike characters (0/O, 1/l/I) are left out, since a person types it.
 * @example temporaryPassword({ minLength: 8, maxLength: 20 }) // 'q7N!hT3+ke9W'
 */
export function temporaryPassword(bounds: Pick<FieldRule, 'minLength' | 'maxLength'> = { minLength: 8, maxLength: 20 }): string {
  const length = Math.max(4, Math.min(Math.max(PREFERRED_LENGTH, bounds.minLength), bounds.maxLength))
  const all = UPPER + LOWER + DIGIT + SYMBOL
  const chars = [UPPER, LOWER, DIGIT, SYMBOL].map((set) => set[randomIndex(set.length)])
  while (chars.length < length) chars.push(all[randomIndex(all.length)])
  // Fisher-Yates, so the guaranteed classes do not always lead.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1)
    ;[chars[i], chars[j]] = [chars[j], chars[i]]
  }
  return chars.join('')
}

export interface PasswordResetDeps {
  members: MemberModule
  sessions: SessionModule
  email: EmailProvider
  /** Where the outcome of a network send is recorded (verification/delivery.ts); by default one of its own. */
  deliveries?: DeliveryLog
  /** The brand's password rule (its length bounds shape the temporary password). */
  passwordRule: () => Pick<FieldRule, 'minLength' | 'maxLength'>
}

/**
 * - `byEmail(username, email, language)`: when `username` is a member's account (case-insensitive)
 *   and `email` is the address bound to it (case-insensitive, trimmed), sets a fresh temporary
 *   password (argon2id, `mustChangePassword` = 1), revokes every session of the member, and e-mails
 *   the password through the provider with subject and text in `language` (i18n
 *   `email.resetSubject`, `email.resetText`; English for a language without texts), with a plain-text
 *   and an HTML part. The e-mail goes first, outside any transaction (decision 0047); only once the
 *   provider delivered it are the password set and the sessions revoked, in one transaction: a
 *   provider that fails or throws leaves the old password and sessions in place. Resolves to
 *   `{ to }`, the address written to.
 *   @throws MemberError USERNAME_EMAIL_NOT_FOUND (404, 'Username/Email does not exist', spec §8)
 *     for an unknown account, a trial account, a member without an e-mail, or another address.
 *   @throws VerificationError SEND_FAILED (503, key `errors.emailSendFailed`) when the provider
 *     finally could not deliver the e-mail (recorded in `message_deliveries` and logged).
 * Throttling is the caller's (the gateway counts per IP and per account).
 */
export function passwordResetModule(ctx: PlatformContext, deps: PasswordResetDeps) {
  const { db, brandCode } = ctx
  const deliveries = deps.deliveries ?? deliveryLog(ctx)

  function brandName(): string {
    return db.select({ name: brands.name }).from(brands).where(eq(brands.code, brandCode)).get()?.name ?? brandCode
  }

  async function byEmail(username: string, email: string, language: string): Promise<{ to: string }> {
    const m = deps.members.byAccount(username)
    const bound = m?.email?.trim().toLowerCase()
    if (!m || isTrial(m.type) || !bound || bound !== email.trim().toLowerCase()) {
      throw new MemberError('USERNAME_EMAIL_NOT_FOUND', 'errors.usernameEmailNotFound', 404)
    }
    const password = temporaryPassword(deps.passwordRule())
    const hash = await Bun.password.hash(password, { algorithm: 'argon2id' })
    const t = tFor(language)
    const brand = brandName()
    const to = m.email!.trim()
    const subject = t('email.resetSubject', { brand })
    const text = t('email.resetText', { brand, account: m.account, password })
    const html = emailHtml({ language, subject, text, highlight: password })
    const sent = await deliveries.deliver('EMAIL', deps.email.name, to, 'TEMP_PASSWORD', () => deps.email.send(to, subject, text, html))
    if (!sent.delivered) throw new VerificationError('SEND_FAILED', 'errors.emailSendFailed', 503)
    db.transaction(() => {
      deps.members.setTemporaryPasswordHash(m.id, hash)
      deps.sessions.revokeAll(m.id)
    })
    return { to }
  }

  return { byEmail }
}

export type PasswordResetModule = ReturnType<typeof passwordResetModule>
