/**
 * Forced password changes and one-time passwords (issue 14 §3; docs/decisions/0030).
 *
 * - There is no brand-wide default password. An account opened for someone else (an agent's
 *   register center, the operator's `agent add`) gets a one-time password of its own: crypto
 *   random, within the brand's password rule, answered once to its creator and stored only as an
 *   argon2id hash; the member is flagged `mustChangePassword`.
 * - A member must change the password when flagged (a one-time, agent-chosen or forgot-by-email
 *   temporary password) or when it is older than the brand's expiry while PWDEXPFORCECHANGE3 is on.
 *   That forces a change only for sessions of a username login (spec §4: "type is not sms or
 *   third-party"); the gateway then allows such a session nothing but member info,
 *   change-password and logout (server/gateway/password-change-guard.ts).
 * @see product-spec §2 registerCenter, §3 change password, §4 Login
 */
import { checkField, type FieldRule } from '../../../shared/validation/patterns'
import type { PlatformContext } from '../context'
import type { LoginType } from './sessions'
import { DIGIT, LOWER, SYMBOL, UPPER, randomIndex } from './password-reset'

/** Login types whose sessions a due password change holds back (spec §4: not sms, not third-party). */
export const FORCED_CHANGE_LOGIN_TYPES: ReadonlySet<LoginType> = new Set<LoginType>(['username'])

/** Preferred length of a one-time password, moved into the brand's bounds. */
const PREFERRED_LENGTH = 12
/** Draws before giving up on a rule no generated password can meet (a pattern not meant for passwords). */
const MAX_DRAWS = 200

/** The character sets a password of each pattern kind is drawn from (one of each set at least). */
function charSetsFor(patternId: string): string[] | null {
  switch (patternId) {
    case 'STRONG_PASSWORD':
    case 'NO_SPACES':
    case 'ANY':
      return [UPPER, LOWER, DIGIT, SYMBOL]
    case 'ALNUM':
    case 'ALNUM_ONE_UPPER':
    case 'LETTER_FIRST_ALNUM':
      return [UPPER, LOWER, DIGIT]
    case 'DIGITS':
      return [DIGIT]
    default:
      return null
  }
}

/**
 * A crypto-random password that meets `rule` (the brand's password rule, spec §5): 12 characters
 * moved into the rule's length bounds, at least one character of each class the pattern allows
 * (uppercase, lowercase, digit, symbol for STRONG_PASSWORD), no look-alike characters (0/O, 1/l/I).
 * @throws Error when the rule's pattern is not one a password can be generated for (a name, date
 *   or e-mail pattern), a misconfiguration of the brand
 * @example oneTimePasswordFor({ enabled: true, required: true, patternId: 'STRONG_PASSWORD', minLength: 8, maxLength: 20 }) // 'q7N!hT3+ke9W'
 */
export function oneTimePasswordFor(rule: FieldRule | (Omit<FieldRule, 'patternId'> & { patternId: string })): string {
  const sets = charSetsFor(rule.patternId)
  if (!sets) throw new Error(`No one-time password can meet the password pattern ${rule.patternId}`)
  const length = Math.max(sets.length, Math.min(Math.max(PREFERRED_LENGTH, rule.minLength), rule.maxLength))
  const all = sets.join('')
  const strict = { ...rule, enabled: true, required: true }
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const chars = sets.map((set) => set[randomIndex(set.length)]!)
    while (chars.length < length) chars.push(all[randomIndex(all.length)]!)
    // Fisher-Yates, so the guaranteed classes do not always lead.
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomIndex(i + 1)
      ;[chars[i], chars[j]] = [chars[j]!, chars[i]!]
    }
    const candidate = chars.join('')
    // LETTER_FIRST_ALNUM also wants a letter in front: drawn again when the shuffle put a digit there.
    if (checkField(strict, candidate).ok) return candidate
  }
  throw new Error(`No one-time password met the password rule ${rule.patternId} ${rule.minLength}-${rule.maxLength}`)
}

/** What a member row says about its password (the columns of `members`). */
export interface PasswordState {
  /** 1 when the password was set by someone else (one-time, agent-chosen, forgot-by-email). */
  mustChangePassword: number
  /** When the password was last set, UTC ms. */
  passwordChangedAt: number
}

export function passwordPolicyModule(
  ctx: PlatformContext,
  deps: {
    /** The brand's whitelabel flags in force (PWDEXPFORCECHANGE3). */
    modules: () => ReadonlySet<string>
    /** Days after which a password expires (account settings); 0 = never. */
    expiryDays: () => number
    /** The brand's password rule (spec §5; `resolveRegisterFields(settings().registerFields).password`). */
    passwordRule: () => FieldRule
  },
) {
  // Prepared once: the guard reads it on every signed-in /wps and /lgw call (with the expiry, one read).
  const stateRead = ctx.db.$client.prepare<PasswordState & { expiryDays: number | null }, [string, number]>(
    `SELECT m.must_change_password AS mustChangePassword, m.password_changed_at AS passwordChangedAt,
       (SELECT s.password_expiry_days FROM account_settings s WHERE s.brand_code = m.brand_code) AS expiryDays
     FROM members m WHERE m.brand_code = ? AND m.id = ?`,
  )

  const due = (m: PasswordState, expiryDays: number): boolean =>
    m.mustChangePassword === 1 || (expiryDays > 0 && m.passwordChangedAt + expiryDays * 86_400_000 < ctx.now() && deps.modules().has('PWDEXPFORCECHANGE3'))

  /**
   * Whether this password must be changed before anything else, whatever the login type: flagged,
   * or older than the brand's expiry (days) while PWDEXPFORCECHANGE3 is on. Reads the clock.
   */
  function mustChange(m: PasswordState): boolean {
    return due(m, deps.expiryDays())
  }

  /**
   * Whether a session of `loginType` for this member must change the password before anything
   * else (spec §4: only username logins are held back). Read from the member's row on every call,
   * so it holds for every session of the member until the change and ends at once after it.
   * An unknown member answers false (the session check refuses it anyway).
   */
  function changeRequired(memberId: number, loginType: LoginType): boolean {
    if (!FORCED_CHANGE_LOGIN_TYPES.has(loginType)) return false
    const m = stateRead.get(ctx.brandCode, memberId)
    return m ? due(m, m.expiryDays ?? deps.expiryDays()) : false
  }

  /**
   * A fresh one-time password for an account opened for someone else, within the brand's current
   * password rule (see `oneTimePasswordFor`). The caller hashes it, flags the member
   * `mustChangePassword`, and shows it once to the creator; it is never stored in plain text.
   * @throws Error when the brand's password rule cannot be met by a generated password
   */
  function oneTimePassword(): string {
    return oneTimePasswordFor(deps.passwordRule())
  }

  return { mustChange, changeRequired, oneTimePassword }
}

export type PasswordPolicyModule = ReturnType<typeof passwordPolicyModule>
