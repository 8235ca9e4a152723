/**
 * One-time codes sent by SMS or e-mail (DESIGN §3): 6 random digits, stored hashed, single use,
 * expiring after the brand's `account_settings.sms_code_minutes` (default 5), void after 5 wrong
 * tries. Sends are capped: one per number (or address) per 60 s, 5 per number and 10 per IP per
 * hour (product-spec §8 "too many requests, try again after 5 minutes", §9 "too-many-requests wait
 * 5 minutes").
 *
 * Hashing choice: SHA-256 over a 16-byte per-row random salt, compared in constant time. A 6-digit
 * code carries only ~20 bits, so no hash keeps it secret from someone who can read the table and
 * spend a little CPU; what protects a code is the online rules (5 tries, a few minutes' life, single
 * use, send caps). The hash keeps codes out of plain sight (backups, operator queries, logs) and the
 * salt rules out one precomputed table for every row. A slow password hash (`Bun.password`) would
 * block the event loop for tens of milliseconds on every send and check (this API is synchronous,
 * like the rest of the platform over bun:sqlite) for next to no extra protection.
 *
 * The throttle counts come from `verification_codes` itself, so they survive a restart and need no
 * other store. Rows older than a day are pruned opportunistically (the hourly caps need one hour).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { and, count, desc, eq, gt, inArray, isNull, lt, lte, max } from 'drizzle-orm'
import { accountSettings, brands, smsOutbox, verificationCodes } from '../../../db/schema/platform'
import { DomainError } from '../errors'
import type { PlatformContext } from '../context'
import type { SmsProvider } from './sms-provider'
import type { EmailProvider } from './email-provider'
import { deliveryLog, type DeliveryLog } from './delivery'
import { emailHtml } from './email-html'
import { tFor } from '../../../shared/i18n'

/** What a code is for (column `verification_codes.purpose`). */
/** PASSWORD: the code of a password change under CHNGPASSVERIF3 (security center). */
export type VerificationPurpose = 'REGISTER' | 'LOGIN' | 'RESET' | 'NEW_IP' | 'BIND' | 'PASSWORD'
export const VERIFICATION_PURPOSES: readonly VerificationPurpose[] = ['REGISTER', 'LOGIN', 'RESET', 'NEW_IP', 'BIND', 'PASSWORD']

export type VerificationErrorCode = 'CODE_INVALID' | 'CODE_EXPIRED' | 'CODE_MISSING' | 'SMS_TOO_SOON' | 'TOO_MANY_REQUESTS' | 'PHONE_INVALID' | 'EMAIL_INVALID' | 'SEND_FAILED'

/**
 * Thrown by {@link verificationModule}: `code` is stable, `messageKey` an `errors.*` i18n key
 * (see ./messages.ts), `status` the HTTP hint, `details` extra envelope fields
 * (`retryAfterSeconds` for 429s, `attemptsLeft` for a wrong code).
 */
export class VerificationError extends DomainError<VerificationErrorCode> {}

/** The module's fixed rules (times in ms unless named otherwise). */
export const VERIFICATION_LIMITS = {
  codeDigits: 6,
  /** Wrong tries that void a code. */
  maxAttempts: 5,
  /** Minimum gap between two sends to one number. */
  resendGapMs: 60_000,
  perTargetPerHour: 5,
  perIpPerHour: 10,
  /** Spec §8/§9: "try again after 5 minutes". */
  tooManyRetryAfterSeconds: 300,
  /** Code life when the brand has no account_settings row. */
  defaultCodeMinutes: 5,
  /** Rows are kept this long (the hourly caps need one hour of history). */
  keepRowsMs: 24 * 3_600_000,
  /** At most one prune per this interval per module instance. */
  pruneEveryMs: 10 * 60_000,
} as const

const HOUR_MS = 3_600_000
const E164 = /^\+[1-9]\d{6,14}$/
/** A deliverable-looking address: one `@`, no spaces, a dot in the domain (the registration rule checked it already). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * `n` uniformly random decimal digits from `crypto.getRandomValues` (rejection sampling, so no
 * modulo bias), left-padded with zeros. Default 6 digits; `n` at most 9.
 */
export function randomDigits(n: number = VERIFICATION_LIMITS.codeDigits): string {
  if (!Number.isInteger(n) || n < 1 || n > 9) throw new RangeError('randomDigits: n must be 1..9')
  const range = 10 ** n
  const limit = 2 ** 32 - (2 ** 32 % range) // largest multiple of range that fits in a uint32
  const buf = new Uint32Array(1)
  for (;;) {
    crypto.getRandomValues(buf)
    if (buf[0] < limit) return String(buf[0] % range).padStart(n, '0')
  }
}

function sha256Hex(salt: string, code: string): string {
  return createHash('sha256').update(salt, 'hex').update(code, 'utf8').digest('hex')
}

/** `<salt hex>:<sha256(salt || code) hex>`. */
function hashCode(code: string): string {
  const salt = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex')
  return `${salt}:${sha256Hex(salt, code)}`
}

function codeMatches(stored: string, code: string): boolean {
  const [salt, hash] = stored.split(':')
  if (!salt || !hash) return false
  const a = Buffer.from(hash, 'hex')
  const b = Buffer.from(sha256Hex(salt, code), 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The SMS text of a code in the member's language (i18n key `sms.codeText`, plural by minutes):
 * every complete language has it, any other language gets English. Short (one GSM-7 segment for a
 * normal brand name).
 * @example smsText('en', 'Royal Lucky', '123456', 5) // 'Royal Lucky code: 123456. Valid 5 minutes. Do not share it.'
 */
export function smsText(language: string, brandName: string, code: string, minutes: number): string {
  return tFor(language)('sms.codeText', { brand: brandName, code, count: minutes })
}

export interface VerificationOptions {
  /** Code life in minutes; by default the brand's `account_settings.sms_code_minutes`, else 5. */
  codeMinutes?: number
  /** Where e-mailed codes go (`sendEmail`); without one, `sendEmail` refuses. */
  email?: EmailProvider
  /** Where the outcome of each network send is recorded (./delivery.ts); by default one of its own on `ctx`. */
  deliveries?: DeliveryLog
}

export interface OutboxMessage {
  to: string
  text: string
  /** UTC ms. */
  createdAt: number
}

/**
 * Verification codes for one brand, by SMS or e-mail (DESIGN §3; product-spec §4 SMS countdown,
 * Login "extra verification by SMS, email ...", §8 errors).
 *
 * - `send(purpose, target, ip, language)`: throttles, creates a fresh code (voiding any earlier
 *   live code of the same purpose and number), commits, then hands the text to `provider` outside
 *   any transaction and awaits its outcome (retries are the provider's); resolves to
 *   `{ expiredMinutes }` (the code's life in minutes). Rejects with `VerificationError`:
 *   `SEND_FAILED` (503, key `errors.smsSendFailed`) when the provider finally could not deliver it:
 *   the new code is deleted and the codes it voided live again, so the send counts against no
 *   limit and the member can ask again at once (no countdown); the failure is recorded in
 *   `message_deliveries` and logged (./delivery.ts).
 *   `PHONE_INVALID` (400) when `target` is not E.164; `SMS_TOO_SOON` (429, key `errors.smsTooSoon`,
 *   details `{ retryAfterSeconds }`) within 60 s of the previous send to that number (any purpose);
 *   `TOO_MANY_REQUESTS` (429, key `errors.tooManyRequests`, details `{ retryAfterSeconds: 300 }`)
 *   when the number already had 5 sends, or the IP 10, in the last hour. A refused send writes nothing.
 * - `sendEmail(purpose, address, ip, language)`: the same for an e-mail address (the same code
 *   rules and caps, the address counting as the target), delivered through `opts.email` with a
 *   subject and text in `language` (i18n `email.codeSubject`, `email.codeText`). Throws
 *   `VerificationError` `EMAIL_INVALID` (400) for an address that is not `local@domain`, or when
 *   the module has no e-mail provider; `SEND_FAILED` (503, key `errors.emailSendFailed`) as `send`;
 *   else as `send`. The e-mail carries a plain-text and an HTML part (./email-html.ts).
 * - `check(purpose, target, code)`: returns when `code` matches the newest code of that purpose and
 *   number (or e-mail address, compared lower-cased), consuming it (single use). Throws `VerificationError`: `CODE_MISSING` (400) for an empty
 *   code; `CODE_EXPIRED` (400) when that code is past its life or was voided by 5 wrong tries (send
 *   again); `CODE_INVALID` (400, details `{ attemptsLeft }` on a wrong guess) when it does not match,
 *   none was sent, or it was already used. The 5th wrong guess voids the code.
 * - `outbox(limit = 20)`: the newest `sms_outbox` messages of the brand (embedded provider), newest first.
 *
 * Times come from `ctx.now()` (UTC ms). Every write runs in a synchronous `BEGIN IMMEDIATE`
 * transaction; no transaction is open while a provider is awaited (decision 0047).
 */
export function verificationModule(ctx: PlatformContext, provider: SmsProvider, opts: VerificationOptions = {}) {
  const { db, brandCode } = ctx
  const L = VERIFICATION_LIMITS
  const vc = verificationCodes
  const deliveries = opts.deliveries ?? deliveryLog(ctx)
  let lastPruneAt = -Infinity

  if (opts.codeMinutes !== undefined && !(Number.isFinite(opts.codeMinutes) && opts.codeMinutes > 0)) {
    throw new RangeError('verificationModule: codeMinutes must be a positive number')
  }

  function codeMinutes(): number {
    if (opts.codeMinutes !== undefined) return opts.codeMinutes
    const row = db.select({ m: accountSettings.smsCodeMinutes }).from(accountSettings).where(eq(accountSettings.brandCode, brandCode)).get()
    return row && row.m > 0 ? row.m : L.defaultCodeMinutes
  }

  function brandName(): string {
    return db.select({ name: brands.name }).from(brands).where(eq(brands.code, brandCode)).get()?.name ?? brandCode
  }

  function pruneIfDue(now: number) {
    if (now - lastPruneAt < L.pruneEveryMs) return
    lastPruneAt = now
    db.delete(vc)
      .where(and(eq(vc.brandCode, brandCode), lt(vc.createdAt, now - L.keepRowsMs)))
      .run()
  }

  function assertPurpose(purpose: string): asserts purpose is VerificationPurpose {
    if (!VERIFICATION_PURPOSES.includes(purpose as VerificationPurpose)) throw new TypeError(`unknown verification purpose: ${purpose}`)
  }

  function tooMany(): VerificationError {
    return new VerificationError('TOO_MANY_REQUESTS', 'errors.tooManyRequests', 429, { retryAfterSeconds: L.tooManyRetryAfterSeconds })
  }

  interface Issued {
    code: string
    minutes: number
    /** The new row. */
    id: number
    /** Earlier live codes of the purpose and target this one voided. */
    voided: number[]
  }

  /** Throttles, then stores a fresh code for `target` (voiding earlier live ones of the purpose); returns it and its life. */
  function issue(purpose: VerificationPurpose, target: string, ip: string): Issued {
    const now = ctx.now()
    pruneIfDue(now)
    const minutes = codeMinutes()
    const code = randomDigits()
    return db.transaction(
      (tx) => {
        const perTarget = tx
          .select({ n: count(), last: max(vc.createdAt) })
          .from(vc)
          .where(and(eq(vc.brandCode, brandCode), eq(vc.target, target), gt(vc.createdAt, now - HOUR_MS)))
          .get()
        if (perTarget?.last != null && now - perTarget.last < L.resendGapMs) {
          const retryAfterSeconds = Math.max(1, Math.ceil((perTarget.last + L.resendGapMs - now) / 1000))
          throw new VerificationError('SMS_TOO_SOON', 'errors.smsTooSoon', 429, { retryAfterSeconds })
        }
        if ((perTarget?.n ?? 0) >= L.perTargetPerHour) throw tooMany()
        const perIp = tx
          .select({ n: count() })
          .from(vc)
          .where(and(eq(vc.brandCode, brandCode), eq(vc.ip, ip), gt(vc.createdAt, now - HOUR_MS)))
          .get()
        if ((perIp?.n ?? 0) >= L.perIpPerHour) throw tooMany()
        // A new code replaces any earlier live one of the same purpose and number.
        const voided = tx
          .update(vc)
          .set({ usedAt: now })
          .where(and(eq(vc.brandCode, brandCode), eq(vc.target, target), eq(vc.purpose, purpose), isNull(vc.usedAt)))
          .returning({ id: vc.id })
          .all()
          .map((r) => r.id)
        const row = tx
          .insert(vc)
          .values({
            brandCode,
            purpose,
            target,
            ip,
            codeHash: hashCode(code),
            attempts: 0,
            createdAt: now,
            expiresAt: now + Math.round(minutes * 60_000),
          })
          .returning({ id: vc.id })
          .get()
        return { code, minutes, id: row!.id, voided }
      },
      { behavior: 'immediate' },
    )
  }

  /**
   * Undoes {@link issue} after a failed delivery: the new code goes (so it counts against no limit)
   * and the codes it voided live again, unless they were voided by wrong tries since.
   */
  function withdraw(issued: Issued) {
    db.transaction(
      (tx) => {
        tx.delete(vc).where(eq(vc.id, issued.id)).run()
        if (issued.voided.length > 0) {
          tx.update(vc)
            .set({ usedAt: null })
            .where(and(inArray(vc.id, issued.voided), lte(vc.attempts, L.maxAttempts - 1)))
            .run()
        }
      },
      { behavior: 'immediate' },
    )
  }

  return {
    /** Sends a fresh code to `target` (E.164); resolves to the code's life in minutes. Rejects with VerificationError (see above). */
    async send(purpose: VerificationPurpose, target: string, ip: string, language: string): Promise<{ expiredMinutes: number }> {
      assertPurpose(purpose)
      if (!E164.test(target)) throw new VerificationError('PHONE_INVALID', 'errors.phoneInvalid', 400)
      const issued = issue(purpose, target, ip)
      const text = smsText(language, brandName(), issued.code, issued.minutes)
      const result = await deliveries.deliver('SMS', provider.name, target, purpose, () => provider.send(target, text, { otp: issued.code }))
      if (!result.delivered) {
        withdraw(issued)
        throw new VerificationError('SEND_FAILED', 'errors.smsSendFailed', 503)
      }
      return { expiredMinutes: issued.minutes }
    },

    /** Sends a fresh code by e-mail to `address`; resolves to the code's life in minutes. Rejects with VerificationError (see above). */
    async sendEmail(purpose: VerificationPurpose, address: string, ip: string, language: string): Promise<{ expiredMinutes: number }> {
      assertPurpose(purpose)
      const target = address.trim().toLowerCase()
      const email = opts.email
      if (!email || !EMAIL.test(target)) throw new VerificationError('EMAIL_INVALID', 'errors.emailInvalid', 400)
      const issued = issue(purpose, target, ip)
      const { code, minutes } = issued
      const t = tFor(language)
      const brand = brandName()
      const subject = t('email.codeSubject', { brand })
      const text = t('email.codeText', { brand, code, minutes })
      const html = emailHtml({ language, subject, text, highlight: code })
      const result = await deliveries.deliver('EMAIL', email.name, target, purpose, () => email.send(target, subject, text, html))
      if (!result.delivered) {
        withdraw(issued)
        throw new VerificationError('SEND_FAILED', 'errors.emailSendFailed', 503)
      }
      return { expiredMinutes: minutes }
    },

    /** Returns when `code` is the live code of `purpose` and `target`, consuming it; else throws VerificationError. */
    check(purpose: VerificationPurpose, to: string, code: string): void {
      assertPurpose(purpose)
      const target = to.includes('@') ? to.trim().toLowerCase() : to
      const input = (code ?? '').trim()
      if (!input) throw new VerificationError('CODE_MISSING', 'errors.codeMissing', 400)
      const now = ctx.now()
      type Outcome = { kind: 'ok' } | { kind: 'invalid' } | { kind: 'expired' } | { kind: 'wrong'; attemptsLeft: number }
      const outcome = db.transaction(
        (tx): Outcome => {
          const row = tx
            .select()
            .from(vc)
            .where(and(eq(vc.brandCode, brandCode), eq(vc.target, target), eq(vc.purpose, purpose)))
            .orderBy(desc(vc.createdAt), desc(vc.id))
            .limit(1)
            .get()
          if (!row) return { kind: 'invalid' }
          if (row.usedAt !== null) return row.attempts >= L.maxAttempts ? { kind: 'expired' } : { kind: 'invalid' }
          if (now >= row.expiresAt) return { kind: 'expired' }
          if (codeMatches(row.codeHash, input)) {
            tx.update(vc)
              .set({ usedAt: now })
              .where(and(eq(vc.id, row.id), isNull(vc.usedAt)))
              .run()
            return { kind: 'ok' }
          }
          const attempts = row.attempts + 1
          tx.update(vc)
            .set({ attempts, usedAt: attempts >= L.maxAttempts ? now : null })
            .where(eq(vc.id, row.id))
            .run()
          return { kind: 'wrong', attemptsLeft: L.maxAttempts - attempts }
        },
        { behavior: 'immediate' },
      )
      // Thrown after the commit, so a wrong guess is counted.
      switch (outcome.kind) {
        case 'ok':
          return
        case 'expired':
          throw new VerificationError('CODE_EXPIRED', 'errors.codeExpired', 400)
        case 'invalid':
          throw new VerificationError('CODE_INVALID', 'errors.codeInvalid', 400)
        case 'wrong':
          throw new VerificationError('CODE_INVALID', 'errors.codeInvalid', 400, { attemptsLeft: outcome.attemptsLeft })
      }
    },

    /** The brand's newest `sms_outbox` messages, newest first; `limit` clamped to 1..500. */
    outbox(limit = 20): OutboxMessage[] {
      const n = Math.min(Math.max(Math.trunc(limit) || 1, 1), 500)
      return db
        .select({ to: smsOutbox.to, text: smsOutbox.text, createdAt: smsOutbox.createdAt })
        .from(smsOutbox)
        .where(eq(smsOutbox.brandCode, brandCode))
        .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
        .limit(n)
        .all()
    },
  }
}

export type VerificationModule = ReturnType<typeof verificationModule>
