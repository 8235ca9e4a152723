/**
 * Registration field rules: the brand defaults, the `GET /wps/system/setting/register` payload, and
 * the server-side check of a registration form.
 * @see product-spec §3 "Registration user", "Registration validation per field"; §5 "Server-driven
 *      field rules" and "Register"; §8 'Incorrect confirmation input'
 */
import { FieldRuleSchema, acceptedPattern, checkField, isPatternId, type FieldRule, type PatternId } from '../../../shared/validation/patterns'

import { REGISTER_FIELDS, type RegisterField } from '../../../shared/validation/register-fields'

export { REGISTER_FIELDS, type RegisterField }

/** A complete set of rules, one per registration field. */
export type RegisterFieldRules = Record<RegisterField, FieldRule>

/** The register tab the form was sent from (spec §4 Register: mobile or username). */
export type RegisterTab = 'username' | 'mobile'

const on = (patternId: PatternId, minLength: number, maxLength: number, required: boolean): FieldRule => ({ enabled: true, required, patternId, minLength, maxLength })
const off = (patternId: PatternId, minLength: number, maxLength: number, required = false): FieldRule => ({ enabled: false, required, patternId, minLength, maxLength })

/**
 * The rules a brand starts with (spec §3, §5). Notes:
 * - `mobileNum` is enabled but optional: the mobile tab makes it required (`validateRegistration`).
 * - `verificationCode` is off: SMS verification is the REGMOBVERF3 flag's, not this table's; where the
 *   flag is on, the gateway passes `{ ...rules, verificationCode: { ...rules.verificationCode, enabled: true, required: true } }`.
 * - `paymentPassword` is off; once enabled it is always required (spec §5 "required when shown").
 */
export const DEFAULT_REGISTER_FIELDS: Readonly<RegisterFieldRules> = Object.freeze({
  username: on('LETTER_FIRST_ALNUM', 6, 16, true),
  password: on('STRONG_PASSWORD', 8, 20, true),
  confirmPassword: on('STRONG_PASSWORD', 8, 20, true),
  payeeName: on('EN_LETTERS_SPACES', 2, 50, false),
  email: on('EMAIL', 5, 100, false),
  qqNum: off('DIGITS', 5, 12),
  mobileNum: on('DIGITS', 7, 15, false),
  recommenderId: off('ALNUM', 1, 20),
  captcha: on('ALNUM', 4, 6, true),
  verificationCode: off('DIGITS', 6, 6),
  affiliateCode: on('ALNUM', 4, 20, false),
  paymentPassword: off('DIGITS', 6, 6, true),
  line: off('NO_SPACES', 3, 50),
  whatsapp: off('NO_SPACES', 3, 50),
  facebook: off('NO_SPACES', 3, 50),
  wechat: off('NO_SPACES', 3, 50),
  idNumber: off('ALNUM', 5, 30),
  referralCode: on('ALNUM', 4, 20, false),
})

/**
 * The brand's rules from `account_settings.register_fields` (a JSON object keyed by field name):
 * each registration field takes its stored rule when that rule is well formed (known patternId,
 * 0 <= minLength <= maxLength), else its default from `DEFAULT_REGISTER_FIELDS`. Unknown field
 * names are dropped. `stored` may be null or undefined (all defaults).
 */
export function resolveRegisterFields(stored: Readonly<Record<string, unknown>> | null | undefined): RegisterFieldRules {
  const rules = {} as RegisterFieldRules
  for (const field of REGISTER_FIELDS) {
    const parsed = stored && Object.hasOwn(stored, field) ? FieldRuleSchema.safeParse(stored[field]) : null
    rules[field] = parsed?.success ? parsed.data : { ...DEFAULT_REGISTER_FIELDS[field] }
  }
  return rules
}

/** One field of the register settings payload (spec §3 "Registration validation per field"). */
export interface RegisterFieldView {
  enabled: boolean
  required: boolean
  /** Anchored regex source to compile with the `u` flag, or '*' for any value. */
  acceptedPattern: string
  patternId: PatternId
  /** Bounds in Unicode code points, inclusive. */
  minLength: number
  maxLength: number
}

/** The rule the server actually enforces for a field (before the tab's overrides). */
function effectiveRule(field: RegisterField, rule: FieldRule): FieldRule {
  if (field === 'paymentPassword' && rule.enabled) return { ...rule, required: true }
  return rule
}

/**
 * The `value` of `GET /wps/system/setting/register` (spec §7, §3): for every registration field,
 * `{ enabled, required, acceptedPattern, patternId, minLength, maxLength }`, keyed by field name.
 * `required` is what the server enforces (an enabled paymentPassword is always required); the tab
 * overrides of `validateRegistration` (username or mobileNum required) are the form's to apply.
 * A rule whose patternId is unknown is shown as ANY ('*') — the server refuses its values anyway.
 */
export function registerSettingsView(fields: Readonly<RegisterFieldRules>): Record<RegisterField, RegisterFieldView> {
  const view = {} as Record<RegisterField, RegisterFieldView>
  for (const field of REGISTER_FIELDS) {
    const rule = effectiveRule(field, fields[field] ?? DEFAULT_REGISTER_FIELDS[field])
    const patternId: PatternId = isPatternId(rule.patternId) ? rule.patternId : 'ANY'
    view[field] = {
      enabled: rule.enabled,
      required: rule.required,
      acceptedPattern: acceptedPattern(patternId),
      patternId,
      minLength: rule.minLength,
      maxLength: rule.maxLength,
    }
  }
  return view
}

/** One refused field: `messageKey` is an i18n key under `validation.*`, `params` fill {{min}}/{{max}}. */
export interface RegisterFieldError {
  field: RegisterField
  messageKey: string
  params: { min: number; max: number }
}

export type RegistrationCheck = { ok: true } | { ok: false; errors: RegisterFieldError[] }

/** spec §8's text for a real name (payeeName, the profile's realName) that does not match its pattern. */
export const REAL_NAME_FORMAT = 'errors.realNameFormat'

/**
 * Checks a registration form against the brand's rules (spec §5 "Register", "Server-driven field
 * rules"). Every enabled field is checked with `checkField` (disabled fields and names that are not
 * registration fields are ignored, whatever their value). Overrides:
 * - tab 'username': username is enabled and required;
 * - tab 'mobile': mobileNum is enabled and required, and username is optional (checked when given);
 * - an enabled paymentPassword is required;
 * - when confirmPassword is enabled and passed its own rule, it must equal password, else the error
 *   is `validation.confirmMismatch` ('Incorrect confirmation input', §8) on confirmPassword.
 * Errors come in `REGISTER_FIELDS` order, at most one per field; `params` are the field's
 * `{ min: minLength, max: maxLength }`.
 */
export function validateRegistration(fields: Readonly<RegisterFieldRules>, input: Readonly<Record<string, string | undefined>>, tab: RegisterTab): RegistrationCheck {
  const errors: RegisterFieldError[] = []
  const value = (field: RegisterField) => (Object.hasOwn(input, field) ? input[field] : undefined)
  for (const field of REGISTER_FIELDS) {
    let rule = effectiveRule(field, fields[field] ?? DEFAULT_REGISTER_FIELDS[field])
    if (tab === 'username' && field === 'username') rule = { ...rule, enabled: true, required: true }
    if (tab === 'mobile' && field === 'mobileNum') rule = { ...rule, enabled: true, required: true }
    if (tab === 'mobile' && field === 'username') rule = { ...rule, required: false }
    const result = checkField(rule, value(field))
    if (!result.ok) {
      // spec §8: a real name of the wrong form is 'Real name format is incorrect' (decision 0048).
      errors.push({ field, messageKey: field === 'payeeName' && result.reason === 'pattern' ? REAL_NAME_FORMAT : result.messageKey, params: result.params })
      continue
    }
    if (field === 'confirmPassword' && rule.enabled && (value('password') ?? '') !== (value('confirmPassword') ?? '')) {
      errors.push({ field, messageKey: 'validation.confirmMismatch', params: { min: rule.minLength, max: rule.maxLength } })
    }
  }
  return errors.length === 0 ? { ok: true } : { ok: false, errors }
}
