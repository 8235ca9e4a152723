/**
 * Server-driven field rules (product-spec §5 "Server-driven field rules", §3 "Registration validation
 * per field"). One module serves both sides: the gateway enforces a rule with `checkField` /
 * `fieldSchema`, and forms show the same rule from `acceptedPattern` and the same message key.
 *
 * A rule names a pattern kind (`patternId`), a length range and whether the field is enabled and
 * required. Lengths are counted in Unicode code points, so an emoji or a CJK character is one.
 * Regex sources are anchored and are meant to be compiled with the `u` flag (`patternRegExp` does it).
 */
import { z } from 'zod'

/**
 * The pattern kinds of spec §5, keyed by themselves (`PATTERN_IDS.DIGITS === 'DIGITS'`), so the
 * object works both as named constants and as `z.enum(PATTERN_IDS)`.
 */
export const PATTERN_IDS = {
  /** Anything (acceptedPattern '*'). */
  ANY: 'ANY',
  /** An ASCII letter, then ASCII letters or digits. */
  LETTER_FIRST_ALNUM: 'LETTER_FIRST_ALNUM',
  /** ASCII letters and digits. */
  ALNUM: 'ALNUM',
  /** ASCII digits 0-9. */
  DIGITS: 'DIGITS',
  /** ASCII letters and digits with at least one uppercase letter. */
  ALNUM_ONE_UPPER: 'ALNUM_ONE_UPPER',
  /** English letters in words separated by spaces; no leading or trailing space. */
  EN_LETTERS_SPACES: 'EN_LETTERS_SPACES',
  /** Anything without whitespace. */
  NO_SPACES: 'NO_SPACES',
  /** Han characters (a middle dot `·` may join transliterated name parts). */
  CHINESE: 'CHINESE',
  /** Hangul only. */
  KOREAN: 'KOREAN',
  /** Thai script only (consonants, vowels, tone marks, Thai digits). */
  THAI: 'THAI',
  /** Thai or English letters in words separated by spaces. */
  THAI_EN_SPACES: 'THAI_EN_SPACES',
  /** An e-mail address (the HTML form rule, with a dot required in the domain). */
  EMAIL: 'EMAIL',
  /** yyyy-MM-dd, a real calendar date, years 1000-9999. */
  DATE_YMD: 'DATE_YMD',
  /** MM-dd-yyyy, a real calendar date, years 1000-9999. */
  DATE_MDY: 'DATE_MDY',
  /** Printable ASCII without spaces, with an uppercase, a lowercase, a digit and a symbol. */
  STRONG_PASSWORD: 'STRONG_PASSWORD',
} as const

/** One of the pattern kinds of spec §5. */
export type PatternId = (typeof PATTERN_IDS)[keyof typeof PATTERN_IDS]

/** Every pattern kind, in declaration order. */
export const ALL_PATTERN_IDS: readonly PatternId[] = Object.values(PATTERN_IDS)

/** True when `id` names a known pattern kind (stored settings carry plain strings). */
export function isPatternId(id: unknown): id is PatternId {
  return typeof id === 'string' && Object.hasOwn(PATTERN_IDS, id)
}

// Leap years among 1000-9999: a non-century year divisible by 4, or a century divisible by 400.
const LEAP_YEAR = '(?:[1-9]\\d(?:0[48]|[2468][048]|[13579][26])|(?:[2468][048]|[13579][26])00)'
const YEAR = '[1-9]\\d{3}'
// Month-day pairs valid in every year (Feb up to 28).
const MONTH_DAY = '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))'
const THAI_OR_EN = '[\\p{Script=Thai}A-Za-z]'

const SOURCES: Record<PatternId, string> = {
  ANY: '*',
  LETTER_FIRST_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  ALNUM: '^[A-Za-z0-9]+$',
  DIGITS: '^[0-9]+$',
  ALNUM_ONE_UPPER: '^(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]+$',
  EN_LETTERS_SPACES: '^[A-Za-z]+(?: +[A-Za-z]+)*$',
  NO_SPACES: '^\\S+$',
  CHINESE: '^\\p{Script=Han}+(?:\\u00B7\\p{Script=Han}+)*$',
  KOREAN: '^\\p{Script=Hangul}+$',
  THAI: '^\\p{Script=Thai}+$',
  THAI_EN_SPACES: `^${THAI_OR_EN}+(?: +${THAI_OR_EN}+)*$`,
  EMAIL: "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
  DATE_YMD: `^(?:${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29)$`,
  DATE_MDY: `^(?:${MONTH_DAY}-${YEAR}|02-29-${LEAP_YEAR})$`,
  STRONG_PASSWORD: '^(?=[!-~]*[A-Z])(?=[!-~]*[a-z])(?=[!-~]*[0-9])(?=[!-~]*[!-\\/:-@\\[-`{-~])[!-~]+$',
}

const REGEXPS = new Map<PatternId, RegExp>(ALL_PATTERN_IDS.filter((id) => id !== 'ANY').map((id) => [id, new RegExp(SOURCES[id], 'u')]))

/**
 * The spec's `acceptedPattern` for a pattern kind (§3, §5): an anchored regex source to compile with
 * the `u` flag, or '*' for ANY (no pattern; only the length applies).
 * @example acceptedPattern('DIGITS') // '^[0-9]+$'
 */
export function acceptedPattern(patternId: PatternId): string {
  const source = SOURCES[patternId]
  if (source === undefined) throw new Error(`Unknown pattern id: ${String(patternId)}`)
  return source
}

/** The compiled pattern (flag `u`) for a kind, or null for ANY. Shared instances: do not mutate. */
export function patternRegExp(patternId: PatternId): RegExp | null {
  if (patternId === 'ANY') return null
  const re = REGEXPS.get(patternId)
  if (!re) throw new Error(`Unknown pattern id: ${String(patternId)}`)
  return re
}

/** One field's rule as stored in `account_settings.register_fields` (spec §3). Lengths in code points. */
export type FieldRule = {
  enabled: boolean
  required: boolean
  patternId: PatternId
  minLength: number
  maxLength: number
}

/**
 * A rule as read from storage, where `patternId` is a plain string. `checkField`, `fieldSchema` and
 * `ruleMessageKey` accept it (an unknown id fails closed); `FieldRule` is its checked form.
 */
export type StoredFieldRule = Omit<FieldRule, 'patternId'> & { patternId: string }

export type FieldFailureReason = 'required' | 'pattern' | 'length'

/** The result of `checkField`. `params` fills `{{min}}`/`{{max}}` of the message. */
export type FieldCheck = { ok: true } | { ok: false; reason: FieldFailureReason; messageKey: string; params: { min: number; max: number } }

// Kinds with no "exactly N …" text: their message does not depend on the length bounds.
const NO_EXACT_TEXT: ReadonlySet<PatternId> = new Set(['EMAIL', 'DATE_YMD', 'DATE_MDY'])

/**
 * The i18n key of a rule's message (spec §5: one translated pattern text with min and max
 * substituted, used for required, pattern and length failures alike): `validation.pattern.<ID>`,
 * or `validation.exact.<ID>` (which reads "exactly {{max}} …") when minLength equals maxLength
 * (EMAIL and the dates have no exact text). An unknown patternId gets ANY's text.
 */
export function ruleMessageKey(rule: Pick<StoredFieldRule, 'patternId' | 'minLength' | 'maxLength'>): string {
  const id: PatternId = isPatternId(rule.patternId) ? rule.patternId : 'ANY'
  return rule.minLength === rule.maxLength && !NO_EXACT_TEXT.has(id) ? `validation.exact.${id}` : `validation.pattern.${id}`
}

/** Length of a string in Unicode code points (an emoji or a CJK character counts as one). */
export function codePointLength(value: string): number {
  let n = 0
  for (const _ of value) n++
  return n
}

/**
 * Checks one value against one field rule (spec §5), in this order:
 * 1. a disabled field is ignored: any value passes (the form does not show it, and callers must not
 *    store it);
 * 2. a blank value (undefined, null, or only whitespace) fails as 'required' when the rule is
 *    required and passes otherwise (an optional field left empty);
 * 3. the length in code points must lie in [minLength, maxLength], else 'length';
 * 4. the value must match the pattern (ANY matches everything), else 'pattern'. A patternId that is
 *    not a known kind fails every non-blank value as 'pattern' (fail closed).
 * The value is checked as given (no trimming). Every failure carries the same `messageKey`
 * (`ruleMessageKey`) and `params: { min: minLength, max: maxLength }`.
 */
export function checkField(rule: FieldRule | StoredFieldRule, value: string | undefined | null): FieldCheck {
  if (!rule.enabled) return { ok: true }
  const fail = (reason: FieldFailureReason): FieldCheck => ({
    ok: false,
    reason,
    messageKey: ruleMessageKey(rule),
    params: { min: rule.minLength, max: rule.maxLength },
  })
  if (value == null || value.trim() === '') return rule.required ? fail('required') : { ok: true }
  const length = codePointLength(value)
  if (length < rule.minLength || length > rule.maxLength) return fail('length')
  if (!isPatternId(rule.patternId)) return fail('pattern')
  const re = patternRegExp(rule.patternId)
  if (re && !re.test(value)) return fail('pattern')
  return { ok: true }
}

/**
 * A zod schema for one field that applies `checkField`: it accepts a string, undefined or null
 * (anything else fails with the message 'Expected a string') and reports a rule failure as one custom issue whose
 * `message` is the i18n key and whose `params` are `{ reason, min, max }`. Compose it into object
 * schemas in the gateway: `z.object({ username: fieldSchema(rules.username) })`. For an enabled
 * required rule a missing key fails as 'required'; otherwise the key may be absent.
 */
export function fieldSchema(rule: FieldRule | StoredFieldRule): z.ZodType<string | null | undefined> {
  const schema = z
    .custom<string | null | undefined>((value) => value == null || typeof value === 'string', { error: 'Expected a string' })
    .superRefine((value, ctx) => {
      if (value != null && typeof value !== 'string') return
      const result = checkField(rule, value)
      if (!result.ok) {
        ctx.addIssue({
          code: 'custom',
          message: result.messageKey,
          params: { reason: result.reason, min: result.params.min, max: result.params.max },
        })
      }
    })
  return rule.enabled && rule.required ? schema : schema.optional()
}

/** The zod shape of a stored field rule (unknown pattern ids and inverted ranges are refused). */
export const FieldRuleSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    patternId: z.enum(PATTERN_IDS),
    minLength: z.number().int().min(0),
    maxLength: z.number().int().min(0),
  })
  .refine((r) => r.minLength <= r.maxLength, { message: 'minLength must not exceed maxLength' })
