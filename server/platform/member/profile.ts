/**
 * The member profile of the security center (spec §3 profile fields and contact handles): read,
 * and update under the brand's server-driven field rules (spec §5), with real name and birthday set
 * once (then only customer service changes them; docs/decisions/0018).
 *
 * Rules: a profile field takes the brand's stored rule from `account_settings.register_fields` under
 * its own name when well formed (`nickname`, `birthday`, `occupation`, `address`, `telegram`, `zalo`,
 * `skype`, ...); real name and the registration's contact handles (qqNum, whatsapp, facebook, line,
 * wechat) use their registration rule (`payeeName` for realName), so a brand configures each once.
 * In the profile every field is shown and optional (nickname required), whatever `enabled` says for
 * the register form. Nationality is an ISO 3166 country code of the country list, sourceOfIncome one
 * of `SOURCES_OF_INCOME`, and a birthday must be a real date at least 18 years back (spec §9).
 * @see product-spec §3, §5; shared/profile.ts
 */
import { eq } from 'drizzle-orm'
import { members } from '../../../db/schema/platform'
import { DomainError } from '../errors'
import type { PlatformContext } from '../context'
import { FieldRuleSchema, checkField, type FieldRule, type PatternId } from '../../../shared/validation/patterns'
import {
  CONTACT_FIELDS,
  MINIMUM_AGE,
  PROFILE_FIELDS,
  SET_ONCE_FIELDS,
  SOURCES_OF_INCOME,
  ageOn,
  type ContactField,
  type Profile,
  type ProfileField,
  type ProfileUpdateBody,
} from '../../../shared/profile'
import { REAL_NAME_FORMAT, resolveRegisterFields } from './register-settings'
import { countryDialingCodes } from './countries'

/** One refused profile field: `messageKey` an i18n key, `params` its placeholders. */
export interface ProfileFieldError {
  field: ProfileField
  messageKey: string
  params: Record<string, string | number>
}

/**
 * VALIDATION (400, details `{ errors: ProfileFieldError[] }`), SET_ONCE (409: real name or birthday
 * already set, details `{ errors }`), MEMBER_NOT_FOUND (404), NEED_TRUE_ACCOUNT (403, trial accounts).
 */
export class ProfileError extends DomainError<'VALIDATION' | 'SET_ONCE' | 'MEMBER_NOT_FOUND' | 'NEED_TRUE_ACCOUNT'> {}

const rule = (patternId: PatternId, minLength: number, maxLength: number, required = false): FieldRule => ({ enabled: true, required, patternId, minLength, maxLength })

/** Rules of the profile-only fields (the others come from the registration rules). */
export const DEFAULT_PROFILE_RULES: Readonly<Record<'nickname' | 'birthday' | 'occupation' | 'address' | 'telegram' | 'zalo' | 'skype', FieldRule>> = Object.freeze({
  nickname: rule('ANY', 2, 20, true),
  birthday: rule('DATE_YMD', 10, 10),
  occupation: rule('ANY', 2, 50),
  address: rule('ANY', 5, 200),
  telegram: rule('NO_SPACES', 3, 50),
  zalo: rule('NO_SPACES', 3, 50),
  skype: rule('NO_SPACES', 3, 50),
})

/** Registration field whose rule a profile field shares. */
const FROM_REGISTRATION: Partial<Record<ProfileField, 'payeeName' | 'qqNum' | 'whatsapp' | 'facebook' | 'line' | 'wechat'>> = {
  realName: 'payeeName',
  qqNum: 'qqNum',
  whatsapp: 'whatsapp',
  facebook: 'facebook',
  line: 'line',
  wechat: 'wechat',
}

/**
 * The rule of every pattern-checked profile field for a brand's stored `register_fields` (enabled,
 * and required only for nickname). nationality and sourceOfIncome are closed lists, not rules.
 */
export function resolveProfileRules(stored: Readonly<Record<string, unknown>> | null | undefined): Partial<Record<ProfileField, FieldRule>> {
  const registration = resolveRegisterFields(stored)
  const rules: Partial<Record<ProfileField, FieldRule>> = {}
  for (const field of PROFILE_FIELDS) {
    const reg = FROM_REGISTRATION[field]
    if (reg) {
      rules[field] = { ...registration[reg], enabled: true, required: false }
      continue
    }
    if (!(field in DEFAULT_PROFILE_RULES)) continue
    const own = stored && Object.hasOwn(stored, field) ? FieldRuleSchema.safeParse(stored[field]) : null
    const base = own?.success ? own.data : DEFAULT_PROFILE_RULES[field as keyof typeof DEFAULT_PROFILE_RULES]
    rules[field] = { ...base, enabled: true, required: field === 'nickname' }
  }
  return rules
}

type MemberRow = typeof members.$inferSelect

function read(m: MemberRow): Profile {
  const contacts = m.contacts ?? {}
  const p = {
    account: m.account,
    nickname: m.nickname,
    realName: m.payeeName,
    birthday: m.birthday,
    nationality: m.nationality,
    occupation: m.occupation,
    sourceOfIncome: m.sourceOfIncome,
    address: m.address,
  } as Profile
  for (const f of CONTACT_FIELDS) p[f] = contacts[f] ?? null
  p.locked = SET_ONCE_FIELDS.filter((f) => p[f] !== null && p[f] !== '')
  return p
}

/** Today's UTC date as yyyy-MM-dd. */
function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

export function profileModule(ctx: PlatformContext, deps: { settings: () => { registerFields: Record<string, unknown> } }) {
  const { db, brandCode } = ctx

  function row(memberId: number): MemberRow {
    const m = db.select().from(members).where(eq(members.id, memberId)).get()
    if (!m || m.brandCode !== brandCode) throw new ProfileError('MEMBER_NOT_FOUND', 'errors.notFound', 404)
    return m
  }

  /** Checks one field's new value (already trimmed; '' or null = clear). Returns the error or null. */
  function checkValue(field: ProfileField, value: string | null, rules: Partial<Record<ProfileField, FieldRule>>, now: number): ProfileFieldError | null {
    if (value === null || value === '') {
      return field === 'nickname' ? { field, messageKey: 'auth.required', params: {} } : null
    }
    if (field === 'nationality') {
      return countryDialingCodes().some((c) => c.countryCode === value) ? null : { field, messageKey: 'security.errors.nationality', params: {} }
    }
    if (field === 'sourceOfIncome') {
      return (SOURCES_OF_INCOME as readonly string[]).includes(value) ? null : { field, messageKey: 'security.errors.sourceOfIncome', params: {} }
    }
    const r = rules[field]!
    const check = checkField(r, value)
    if (!check.ok) return { field, messageKey: field === 'realName' && check.reason === 'pattern' ? REAL_NAME_FORMAT : check.messageKey, params: check.params }
    if (field === 'birthday') {
      const today = utcDay(now)
      if (value > today || ageOn(value, today) < MINIMUM_AGE) return { field, messageKey: 'security.errors.age', params: { age: MINIMUM_AGE } }
    }
    return null
  }

  return {
    /** The member's profile: every field of spec §3 (null when not set) and the locked set-once fields. */
    profile(memberId: number): Profile {
      return read(row(memberId))
    },

    /**
     * Updates the fields present in `input` (already parsed by `ProfileUpdateBodySchema`: trimmed
     * strings, '' or null to clear). Every field is checked before anything is written; one bad
     * field changes nothing. A set-once field (real name, birthday) that holds a value cannot be
     * changed or cleared (sending its current value again is fine).
     * @returns the updated profile
     * @throws ProfileError SET_ONCE (409) | VALIDATION (400), each with `details.errors`;
     *   NEED_TRUE_ACCOUNT (403) for a trial account; MEMBER_NOT_FOUND (404)
     */
    update(memberId: number, input: ProfileUpdateBody): Profile {
      const m = row(memberId)
      if (m.type === 4) throw new ProfileError('NEED_TRUE_ACCOUNT', 'errors.needTrueAccount', 403)
      const current = read(m)
      const rules = resolveProfileRules(deps.settings().registerFields)
      const now = ctx.now()
      const locked: ProfileFieldError[] = []
      const invalid: ProfileFieldError[] = []
      const next = new Map<ProfileField, string | null>()
      for (const field of PROFILE_FIELDS) {
        if (!Object.hasOwn(input, field) || input[field] === undefined) continue
        const value = input[field] || null
        if (value === current[field]) continue
        if (SET_ONCE_FIELDS.includes(field) && current[field] !== null && current[field] !== '') {
          locked.push({ field, messageKey: 'security.errors.setOnce', params: {} })
          continue
        }
        const err = checkValue(field, value, rules, now)
        if (err) invalid.push(err)
        else next.set(field, value)
      }
      if (locked.length) throw new ProfileError('SET_ONCE', 'security.errors.setOnce', 409, { errors: [...locked, ...invalid] })
      if (invalid.length) throw new ProfileError('VALIDATION', 'errors.validation', 400, { errors: invalid })
      if (next.size === 0) return current

      db.transaction(
        (tx) => {
          // Read again inside the write lock: set-once fields are written only while still empty (two
          // racing first sets cannot both win), and contact handles merge into the stored ones.
          const fresh = tx.select().from(members).where(eq(members.id, memberId)).get()!
          const set: Partial<typeof members.$inferInsert> = {}
          const contacts = { ...(fresh.contacts ?? {}) }
          for (const [field, value] of next) {
            if (SET_ONCE_FIELDS.includes(field) && (field === 'realName' ? fresh.payeeName : fresh.birthday)) {
              throw new ProfileError('SET_ONCE', 'security.errors.setOnce', 409, { errors: [{ field, messageKey: 'security.errors.setOnce', params: {} }] })
            }
            if ((CONTACT_FIELDS as readonly string[]).includes(field)) {
              if (value === null) delete contacts[field as ContactField]
              else contacts[field as ContactField] = value
            } else if (field === 'realName') set.payeeName = value
            else if (field === 'nickname') set.nickname = value!
            else set[field as 'birthday' | 'nationality' | 'occupation' | 'sourceOfIncome' | 'address'] = value
          }
          tx.update(members)
            .set({ ...set, contacts })
            .where(eq(members.id, memberId))
            .run()
        },
        { behavior: 'immediate' },
      )
      return read(row(memberId))
    },
  }
}

export type ProfileModule = ReturnType<typeof profileModule>
