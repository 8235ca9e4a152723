/**
 * Authenticator app of a member (issue 18, decision 0053; spec §4 "Login from an unregistered IP
 * triggers extra verification by … bank account name or authenticator code"): TOTP of RFC 6238 with
 * the `otpauth` library (HMAC-SHA-1, 6 digits, 30-second steps, one step either side accepted for
 * clock drift), set up in the security center with a QR code of the `otpauth://` URI, confirmed by a
 * first code, and ten single-use recovery codes for a lost phone.
 *
 * - The secret (20 random bytes, base32) is sealed under SECRETS_KEY (keys/sealed.ts, AES-256-GCM,
 *   the row's identity as additional data); it is shown to the member once, by the setup call.
 * - A code is accepted once: the time step it was made for is stored and a code of that step or an
 *   earlier one is refused (`CODE_USED`), so an overheard code cannot be replayed inside its window.
 *   The check and the write are one conditional UPDATE, so two requests with the same code cannot
 *   both pass.
 * - Recovery codes are stored as SHA-256 hashes (they are 50-bit random strings, so a fast hash is
 *   enough) and spent by a conditional UPDATE: each works once, even when sent twice at once.
 * - Limiting wrong guesses is the gateway's job (the login attempt counts, per member and per IP).
 * Times UTC ms.
 * @see docs/decisions/0053
 */
import { createHash, randomInt } from 'node:crypto'
import * as OTPAuth from 'otpauth'
import QRCode from 'qrcode'
import { and, eq } from 'drizzle-orm'
import { memberAuthenticators, memberRecoveryCodes } from '../../../db/schema/authenticator'
import { memberBankAccounts } from '../../../db/schema/wallet'
import { DomainError } from '../errors'
import type { PlatformContext } from '../context'
import type { MemberModule } from './members'
import { missingKey, seal, unseal } from '../keys/sealed'
import { isTrial } from '../../../shared/member'

export class AuthenticatorError extends DomainError<
  'NOT_ENABLED' | 'ALREADY_ENABLED' | 'NO_SETUP' | 'CODE_WRONG' | 'CODE_USED' | 'CODE_REQUIRED' | 'BANK_NAME_WRONG' | 'NEED_TRUE_ACCOUNT' | 'MEMBER_NOT_FOUND'
> {}

/** RFC 6238 parameters every authenticator app reads from the URI (Google Authenticator supports only these). */
export const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const
/** Steps either side of now that are accepted (±30 s of clock drift). */
export const TOTP_WINDOW = 1
/** Recovery codes issued at a time. */
export const RECOVERY_CODE_COUNT = 10
/** Crockford's base32 alphabet (no I, L, O, U): codes read aloud or copied by hand stay unambiguous. */
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** What the setup call shows the member once: the key to type by hand, the URI and its QR code. */
export interface AuthenticatorSetup {
  /** The base32 secret, in groups of 4 for reading (spaces are ignored by the apps). */
  secret: string
  /** `otpauth://totp/<issuer>:<account>?secret=…&issuer=…&algorithm=SHA1&digits=6&period=30` */
  uri: string
  /** The QR code of `uri` as an SVG path: `size` modules square, dark modules drawn by `path` (1 unit each). */
  qr: { size: number; path: string }
}

/** The member's authenticator state for the security center. */
export interface AuthenticatorStatus {
  enabled: boolean
  /** UTC ms, null when not enabled. */
  enabledAt: number | null
  guardWithdrawals: boolean
  /** Unused recovery codes left. */
  recoveryCodesLeft: number
}

/** How a code was accepted. */
export type CodeKind = 'totp' | 'recovery'

/** `ab12-cd34` or `AB12CD34` → `AB12CD34`: the form recovery codes are hashed in. */
const normalizeRecovery = (code: string) => code.toUpperCase().replace(/[\s-]/g, '')
const hashRecovery = (code: string) => createHash('sha256').update(normalizeRecovery(code)).digest('hex')

/** Letters, case and spacing aside: `  Juan  dela Cruz ` and `JUAN DELA CRUZ` are the same holder name. */
export function normalizeHolderName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleUpperCase('en')
}

/** One recovery code, `XXXXX-XXXXX` (50 random bits). */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/** The QR code of `text` as one SVG path of unit squares (no inline markup to inject: the page draws it with React). */
export function qrPath(text: string): { size: number; path: string } {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const { size, data } = qr.modules
  let path = ''
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (data[y * size + x]) path += `M${x} ${y}h1v1h-1z`
    }
  }
  return { size, path }
}

export interface AuthenticatorDeps {
  members: MemberModule
  /** The issuer shown in the app (the brand's name). */
  issuer: () => string
}

export function authenticatorModule(ctx: PlatformContext, deps: AuthenticatorDeps) {
  const { db, brandCode } = ctx
  const sqlite = db.$client
  const q = {
    /** Accepts a code's time step once: no row changes when that step or a later one was accepted before. */
    claimStep: sqlite.prepare<never, [number, number]>('UPDATE member_authenticators SET last_step = ?1 WHERE member_id = ?2 AND enabled_at IS NOT NULL AND (last_step IS NULL OR last_step < ?1)'),
    /** Confirms a pending setup with its first code (only one confirmation can win). */
    enable: sqlite.prepare<never, [number, number, number]>('UPDATE member_authenticators SET enabled_at = ?1, last_step = ?2 WHERE member_id = ?3 AND enabled_at IS NULL'),
    spendRecovery: sqlite.prepare<never, [number, number, string]>('UPDATE member_recovery_codes SET used_at = ?1 WHERE member_id = ?2 AND code_hash = ?3 AND used_at IS NULL'),
  }

  const aad = (memberId: number) => `member_authenticators:${brandCode}:${memberId}`
  const kek = () => {
    if (!ctx.secretsKey) throw missingKey('the authenticator secret')
    return ctx.secretsKey
  }

  function trueMember(memberId: number) {
    const m = deps.members.byId(memberId)
    if (!m) throw new AuthenticatorError('MEMBER_NOT_FOUND', 'errors.notFound', 404)
    if (isTrial(m.type)) throw new AuthenticatorError('NEED_TRUE_ACCOUNT', 'errors.needTrueAccount', 403)
    return m
  }

  function row(memberId: number) {
    return db
      .select()
      .from(memberAuthenticators)
      .where(and(eq(memberAuthenticators.memberId, memberId), eq(memberAuthenticators.brandCode, brandCode)))
      .get()
  }

  function totpOf(memberId: number, sealed: string, account = ''): OTPAuth.TOTP {
    return new OTPAuth.TOTP({ issuer: deps.issuer(), label: account, ...TOTP_PARAMS, secret: OTPAuth.Secret.fromBase32(unseal(kek(), sealed, aad(memberId))) })
  }

  /** The time step a 6-digit code was made for, within the window around now; null when it matches none. */
  function stepOf(totp: OTPAuth.TOTP, code: string): number | null {
    const now = ctx.now()
    const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW })
    return delta === null ? null : OTPAuth.TOTP.counter({ period: TOTP_PARAMS.period, timestamp: now }) + delta
  }

  /** Issues a fresh set of recovery codes (the old ones stop working) and returns them as shown. */
  function issueRecoveryCodes(memberId: number): string[] {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
    const now = ctx.now()
    db.transaction((tx) => {
      tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId)).run()
      tx.insert(memberRecoveryCodes)
        .values(codes.map((c) => ({ memberId, codeHash: hashRecovery(c), createdAt: now })))
        .run()
    })
    return codes
  }

  /**
   * Checks a code of the member's enabled authenticator: 6 digits are a TOTP code (accepted once per
   * time step), anything else a recovery code (spent). Nothing is spent on a refusal.
   * @throws AuthenticatorError NOT_ENABLED (400) | CODE_REQUIRED (400) for an empty code | CODE_WRONG
   *   (400) | CODE_USED (400) for a code of a step already used
   */
  function verify(memberId: number, code: string | undefined): CodeKind {
    const r = row(memberId)
    if (!r?.enabledAt) throw new AuthenticatorError('NOT_ENABLED', 'security.authenticator.errors.notEnabled', 400)
    const given = (code ?? '').trim()
    if (!given) throw new AuthenticatorError('CODE_REQUIRED', 'security.authenticator.errors.codeRequired', 400)
    if (/^\d{6}$/.test(given)) {
      const step = stepOf(totpOf(memberId, r.secret), given)
      if (step === null) throw new AuthenticatorError('CODE_WRONG', 'security.authenticator.errors.codeWrong', 400)
      if (q.claimStep.run(step, memberId).changes !== 1) throw new AuthenticatorError('CODE_USED', 'security.authenticator.errors.codeUsed', 400)
      return 'totp'
    }
    if (normalizeRecovery(given).length !== 10 || q.spendRecovery.run(ctx.now(), memberId, hashRecovery(given)).changes !== 1) {
      throw new AuthenticatorError('CODE_WRONG', 'security.authenticator.errors.codeWrong', 400)
    }
    return 'recovery'
  }

  return {
    verify,

    /** The member's authenticator state (all false/0 when none). */
    status(memberId: number): AuthenticatorStatus {
      const r = row(memberId)
      const enabled = Boolean(r?.enabledAt)
      const left = enabled
        ? db
            .select({ id: memberRecoveryCodes.id, usedAt: memberRecoveryCodes.usedAt })
            .from(memberRecoveryCodes)
            .where(eq(memberRecoveryCodes.memberId, memberId))
            .all()
            .filter((c) => c.usedAt === null).length
        : 0
      return { enabled, enabledAt: r?.enabledAt ?? null, guardWithdrawals: enabled && Boolean(r?.guardWithdrawals), recoveryCodesLeft: left }
    },

    /** Whether the member has an enabled authenticator (one read; the login's new-IP check asks it). */
    isEnabled(memberId: number): boolean {
      return Boolean(row(memberId)?.enabledAt)
    },

    /** Whether the member's withdrawals need an authenticator code. */
    guardsWithdrawals(memberId: number): boolean {
      const r = row(memberId)
      return Boolean(r?.enabledAt && r.guardWithdrawals)
    },

    /**
     * Starts (or restarts) the setup: a new random secret, sealed and stored as pending, and what the
     * member needs to add it to an app. Nothing changes for logins until {@link enable}.
     * @throws AuthenticatorError ALREADY_ENABLED (409) | NEED_TRUE_ACCOUNT (403); SecretsError SECRETS_KEY_MISSING
     */
    setup(memberId: number): AuthenticatorSetup {
      const m = trueMember(memberId)
      const existing = row(memberId)
      if (existing?.enabledAt) throw new AuthenticatorError('ALREADY_ENABLED', 'security.authenticator.errors.alreadyEnabled', 409)
      const secret = new OTPAuth.Secret({ size: 20 }).base32
      const sealed = seal(kek(), secret, aad(memberId))
      db.insert(memberAuthenticators)
        .values({ memberId, brandCode, secret: sealed, createdAt: ctx.now() })
        .onConflictDoUpdate({ target: memberAuthenticators.memberId, set: { secret: sealed, enabledAt: null, lastStep: null, guardWithdrawals: false, createdAt: ctx.now() } })
        .run()
      const uri = totpOf(memberId, sealed, m.account).toString()
      return { secret: secret.replace(/(.{4})(?=.)/g, '$1 '), uri, qr: qrPath(uri) }
    },

    /**
     * Confirms the pending setup with a code from the app; returns the recovery codes, shown once.
     * @throws AuthenticatorError NO_SETUP (400) without a pending setup | ALREADY_ENABLED (409) |
     *   CODE_WRONG (400)
     */
    enable(memberId: number, code: string): { recoveryCodes: string[] } {
      trueMember(memberId)
      const r = row(memberId)
      if (!r) throw new AuthenticatorError('NO_SETUP', 'security.authenticator.errors.noSetup', 400)
      if (r.enabledAt) throw new AuthenticatorError('ALREADY_ENABLED', 'security.authenticator.errors.alreadyEnabled', 409)
      const step = /^\d{6}$/.test(code.trim()) ? stepOf(totpOf(memberId, r.secret), code.trim()) : null
      if (step === null) throw new AuthenticatorError('CODE_WRONG', 'security.authenticator.errors.codeWrong', 400)
      if (q.enable.run(ctx.now(), step, memberId).changes !== 1) throw new AuthenticatorError('ALREADY_ENABLED', 'security.authenticator.errors.alreadyEnabled', 409)
      return { recoveryCodes: issueRecoveryCodes(memberId) }
    },

    /**
     * Turns the authenticator off with a current code or a recovery code (the gateway checks the login
     * password first): the secret and recovery codes are deleted, the withdrawal guard goes with them.
     * @throws the AuthenticatorErrors of {@link verify}
     */
    disable(memberId: number, code: string): void {
      verify(memberId, code)
      db.transaction((tx) => {
        tx.delete(memberAuthenticators).where(eq(memberAuthenticators.memberId, memberId)).run()
        tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId)).run()
      })
    },

    /**
     * New recovery codes for a current code (the old ones stop working); shown once.
     * @throws the AuthenticatorErrors of {@link verify}
     */
    regenerateRecoveryCodes(memberId: number, code: string): { recoveryCodes: string[] } {
      verify(memberId, code)
      return { recoveryCodes: issueRecoveryCodes(memberId) }
    },

    /**
     * Switches "withdrawals need an authenticator code" with a current code.
     * @throws the AuthenticatorErrors of {@link verify}
     */
    setWithdrawalGuard(memberId: number, on: boolean, code: string): void {
      verify(memberId, code)
      db.update(memberAuthenticators).set({ guardWithdrawals: on }).where(eq(memberAuthenticators.memberId, memberId)).run()
    },

    /** Whether the member has a bank account on file (so the new-IP check can ask for its holder name). */
    hasBankAccount(memberId: number): boolean {
      return Boolean(
        db
          .select({ id: memberBankAccounts.id })
          .from(memberBankAccounts)
          .where(and(eq(memberBankAccounts.brandCode, brandCode), eq(memberBankAccounts.memberId, memberId)))
          .get(),
      )
    },

    /**
     * The new-IP check by bank account (spec §4): `name` must be the holder name of one of the
     * member's bank accounts on file, letters compared without regard to case or spacing.
     * @throws AuthenticatorError BANK_NAME_WRONG (400)
     */
    checkBankName(memberId: number, name: string): void {
      const given = normalizeHolderName(name)
      const names = db
        .select({ payeeName: memberBankAccounts.payeeName })
        .from(memberBankAccounts)
        .where(and(eq(memberBankAccounts.brandCode, brandCode), eq(memberBankAccounts.memberId, memberId)))
        .all()
      if (!given || !names.some((n) => normalizeHolderName(n.payeeName) === given)) throw new AuthenticatorError('BANK_NAME_WRONG', 'security.authenticator.errors.bankNameWrong', 400)
    },
  }
}

export type AuthenticatorModule = ReturnType<typeof authenticatorModule>
