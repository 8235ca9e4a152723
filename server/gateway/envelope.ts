/**
 * The API envelope of DESIGN §2: `{ success: true, value }` or
 * `{ success: false, message, code }` with a truthful HTTP status.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { HTTPException } from 'hono/http-exception'
import { ZodError } from 'zod'
import { DomainError } from '../platform/errors'
import { tFor } from '../../shared/i18n'
import type { AppEnv } from './env'

export function ok<T, E extends AppEnv>(c: Context<E>, value: T) {
  return c.json({ success: true as const, value })
}

export function fail<E extends AppEnv>(c: Context<E>, status: ContentfulStatusCode, code: string, messageKey: string, extra?: Record<string, unknown>) {
  const message = tFor(c.get('language') ?? 'en')(messageKey)
  return c.json({ success: false as const, message, code, ...extra }, status)
}

/**
 * How a feature words its validation failures. Every feature answers 400 VALIDATION with
 * `fields: [{ field, message }]`; they differ only in which field messages the server translates
 * and what the envelope's `message` is, and each keeps the answer its clients and tests know
 * (issue 15, decision 0033). The presets are `VALIDATION_STYLES`, below.
 */
export interface ValidationStyle {
  /** Field messages that match are i18n keys, sent translated; the others are sent as written (default: none, the client translates). */
  translate?: RegExp
  /**
   * The envelope's `message`: the first field whose message matches (a RegExp), translated; the
   * first field's message, whatever it is (`'first'`); else (and by default) `errors.validation`.
   */
  lead?: RegExp | 'first'
  /** The issues of a failed union are replaced by its branches' issues. */
  flattenUnions?: boolean
  /** `field` is the path only; by default an unrecognized key at the top names itself (`keys`). */
  pathOnly?: boolean
  /** The issue's bounds are interpolated into its translated message as `{{min}}` / `{{max}}`. */
  bounds?: boolean
  /** The envelope's `message` key when no field leads (default `errors.validation`); with it, a RegExp `lead` is tried on the first field only. */
  otherwise?: string
  /** An array field of numbered lines: when the first issue is inside item i, `line: i + 1` is sent beside `fields`. */
  lines?: string
}

/**
 * How each feature words its validation failures, kept as each answered before issue 15 (its
 * schema messages are i18n keys of its namespaces). The default, `generic`, sends field messages
 * as written (keys for the client to translate) except `validation.*`, under `errors.validation`.
 */
export const VALIDATION_STYLES = {
  /** Any other route: only the shared schemas' own `validation.*` texts are translated; the others (e.g. `comms.*`) are sent as keys. */
  generic: { translate: /^validation\./ },
  /** Wallet, points and responsible gaming: `wallet.*` / `points.*` translated; the first of them leads. */
  wallet: { translate: /^(wallet|points)\./, lead: /^(wallet|points)\./ },
  /** Agent center: `agent.*`, `validation.*`, `errors.*` translated with the issue's bounds; the first field leads. */
  agent: { translate: /^(agent|validation|errors)\./, lead: 'first', bounds: true },
  /** Promotions: `*.errors.*` translated; the first of them leads. */
  promo: { translate: /\.errors\./, lead: /\.errors\./, pathOnly: true },
  /** Agent contracts: a union's branches flattened; `contracts.*` and `wallet.*` translated; the first `contracts.*` leads. */
  contracts: { translate: /^(contracts|wallet)\./, lead: /^contracts\./, flattenUnions: true, pathOnly: true },
  /** The in-house vendor (/vendors/inhouse): field messages sent as keys; the first field leads if it is `inhouse.*` / `wallet.*`, else `inhouse.errors.badParams`. */
  inhouse: { lead: /^(inhouse|wallet)\./, otherwise: 'inhouse.errors.badParams', pathOnly: true },
  /** The lottery vendor (/vendors/lottery): as the in-house one under `lottery.errors.badRequest`, and the first wrong bet line's number as `line`. */
  lottery: { lead: /^(lottery|wallet)\./, otherwise: 'lottery.errors.badRequest', pathOnly: true, lines: 'lines' },
} as const satisfies Record<string, ValidationStyle>

/** A failing field before translation: `message` is an i18n key or a plain text, `params` its interpolation values. */
export interface FieldFailure {
  field: string
  message: string
  params?: Record<string, unknown>
}

type Issue = ZodError['issues'][number]

/**
 * The one validation failure of the gateway (DESIGN §2): 400 `{ success: false, code: 'VALIDATION',
 * message, fields: [{ field, message }] }`, worded by `style` ({@link ValidationStyle}).
 * @example validationFailed(c, result.error, VALIDATION_STYLES.wallet)
 */
export function validationFailed<E extends AppEnv>(c: Context<E>, error: ZodError, style: ValidationStyle = VALIDATION_STYLES.generic) {
  const issues = style.flattenUnions ? error.issues.flatMap(branches) : error.issues
  return fieldsFailed(
    c,
    issues.map((i) => {
      const extra = i as { keys?: string[]; maximum?: unknown; minimum?: unknown }
      const field = i.path.join('.') || (style.pathOnly ? '' : String(extra.keys?.join(',') ?? ''))
      const message = issueMessage(i)
      return style.bounds ? { field, message, params: { max: Number(extra.maximum), min: Number(extra.minimum) } } : { field, message }
    }),
    style,
    lineOf(issues[0], style.lines),
  )
}

/** `{ line }`, 1-based, when `issue` lies inside an item of the array field `lines`. */
function lineOf(issue: Issue | undefined, lines: string | undefined): { line: number } | undefined {
  return lines && issue?.path[0] === lines && typeof issue.path[1] === 'number' ? { line: issue.path[1] + 1 } : undefined
}

/** The i18n key of a body that is not a JSON object at all (`[]`, `"x"`, nothing): translated in every style. */
export const NOT_AN_OBJECT = 'validation.schema.object'

/**
 * An issue's message: the schema's own (an i18n key), except zod's English text for a body that is
 * not an object at all (the root's `invalid_type`), which becomes {@link NOT_AN_OBJECT}.
 */
export function issueMessage(issue: Issue): string {
  return issue.code === 'invalid_type' && issue.path.length === 0 && issue.expected === 'object' ? NOT_AN_OBJECT : issue.message
}

/**
 * {@link validationFailed} for failures found outside zod (e.g. a platform error's `details.fields`);
 * `extra` is sent after `fields`.
 */
export function fieldsFailed<E extends AppEnv>(c: Context<E>, failures: FieldFailure[], style: ValidationStyle = {}, extra?: Record<string, unknown>) {
  const t = tFor(c.get('language') ?? 'en')
  const keyed = (m: string) => m === NOT_AN_OBJECT || (!!style.translate && style.translate.test(m))
  const fields = failures.map((f) => ({ field: f.field, message: keyed(f.message) ? t(f.message, f.params ?? {}) : f.message }))
  const leads = (f: FieldFailure | undefined) => !!f && style.lead instanceof RegExp && style.lead.test(f.message)
  const lead = style.lead === 'first' ? 0 : style.otherwise ? (leads(failures[0]) ? 0 : -1) : failures.findIndex(leads)
  const message = !failures[lead] ? t(style.otherwise ?? 'errors.validation') : style.otherwise ? t(failures[lead].message) : fields[lead].message
  return c.json({ success: false as const, message, code: 'VALIDATION', fields, ...extra }, 400)
}

/** A field that breaks one of the brand's field rules (registration, a new password, the profile): the rule's i18n key and its values. */
export interface RuleBreak {
  field: string
  messageKey: string
  params?: Record<string, unknown>
}

/**
 * The answer for fields that break the brand's field rules, which the server checks beyond the
 * zod schema (register-settings, patterns): `{ success: false, message, code, fields: [{ field,
 * message, rule }] }`, each field's message translated with its values and `rule` its key (forms
 * show the text, API clients can match the rule). By default 400 VALIDATION under
 * `errors.validation`; `fields` is left out when there are none.
 * @example rulesBroken(c, [{ field: 'newPassword', messageKey: check.messageKey, params: check.params }])
 */
export function rulesBroken<E extends AppEnv>(
  c: Context<E>,
  breaks: RuleBreak[],
  refusal: { status: ContentfulStatusCode; code: string; messageKey: string } = { status: 400, code: 'VALIDATION', messageKey: 'errors.validation' },
) {
  const t = tFor(c.get('language') ?? 'en')
  const fields = breaks.map((b) => ({ field: b.field, message: t(b.messageKey, b.params ?? {}), rule: b.messageKey }))
  return fail(c, refusal.status, refusal.code, refusal.messageKey, fields.length ? { fields } : undefined)
}

function branches(issue: Issue): Issue[] {
  return 'errors' in issue && Array.isArray(issue.errors) ? (issue.errors as Issue[][]).flat() : [issue]
}

/**
 * Logs a client's mistake as exactly one line on stderr (console.warn), carrying the request id:
 * `[<requestId>] <status> <CODE> <METHOD> <path>` — never a stack (decision 0031).
 */
export function logClientMistake<E extends AppEnv>(c: Context<E>, status: number, code: string) {
  console.warn(`[${c.get('requestId') ?? '-'}] ${status} ${code} ${c.req.method} ${safePath(c)}`)
}

/** A client's mistake: logged as one line ({@link logClientMistake}), answered in the envelope with the translated `messageKey`. */
export function clientMistake<E extends AppEnv>(c: Context<E>, status: ContentfulStatusCode, code: string, messageKey: string) {
  logClientMistake(c, status, code)
  return fail(c, status, code, messageKey)
}

/** The request's path, cut to 200 characters, with control characters escaped (a log line stays one line). */
export function safePath<E extends AppEnv>(c: Context<E>): string {
  return JSON.stringify(c.req.path.slice(0, 200)).slice(1, -1)
}

/**
 * Errors that can only come from what the client sent, thrown by code we do not own (Hono's
 * validators and helpers, `JSON.parse`, `decodeURIComponent`): their status, code and message key.
 */
function clientInputError(err: unknown): { status: ContentfulStatusCode; code: string; key: string } | null {
  if (err instanceof HTTPException && err.status >= 400 && err.status < 500) {
    if (err.status === 413) return { status: 413, code: 'TOO_LARGE', key: 'errors.tooLarge' }
    return /json/i.test(err.message) ? { status: 400, code: 'BAD_JSON', key: 'errors.badJson' } : { status: err.status as ContentfulStatusCode, code: 'BAD_REQUEST', key: 'errors.badRequest' }
  }
  if (err instanceof SyntaxError) return { status: 400, code: 'BAD_JSON', key: 'errors.badJson' }
  if (err instanceof URIError) return { status: 400, code: 'BAD_REQUEST', key: 'errors.badRequest' }
  return null
}

/** One line for an unexpected error: name, message and the top stack frames joined with ' < '. */
export function oneLine(err: unknown): string {
  if (!(err instanceof Error)) return String(err).replace(/\s+/g, ' ').slice(0, 500)
  const frames = (err.stack ?? '')
    .split('\n')
    .slice(1, 6)
    .map((l) => l.trim().replace(/^at /, ''))
    .filter(Boolean)
  return `${err.name}: ${err.message.replace(/\s+/g, ' ').slice(0, 300)}${frames.length ? ` @ ${frames.join(' < ')}` : ''}`
}

/**
 * Turns any thrown error into the envelope: the app's one `onError` (DESIGN §2, STYLE "one
 * `onError`", decision 0033).
 * - A DomainError → its status and code, its message translated with its details interpolated
 *   (`{{min}}`, `{{minutes}}`…) and the details sent beside it (they never carry minor units);
 *   429 sets Retry-After from `details.retryAfterSeconds`. A `VALIDATION` error whose details carry
 *   `fields: [{ field, messageKey, params }]` (the platform's own field checks) → 400 VALIDATION
 *   with those fields translated, the first one leading.
 * - A ZodError → 400 VALIDATION ({@link validationFailed}, no style).
 * - A client-input error of a library (malformed JSON, a bad percent-encoding, an HTTPException
 *   4xx) → 4xx BAD_JSON / BAD_REQUEST / TOO_LARGE, logged as one line.
 * - Anything else is a server fault: 500 INTERNAL with the request id in the envelope (no stack
 *   leaves the server), logged as ONE line on stderr with the request id, method, path, error and
 *   its top five stack frames (decision 0031).
 */
export function errorToEnvelope(err: unknown, c: Context<AppEnv>) {
  if (err instanceof DomainError) {
    const details = err.details ?? {}
    if (err.status === 429 && typeof details.retryAfterSeconds === 'number') c.header('Retry-After', String(details.retryAfterSeconds))
    if (err.code === 'VALIDATION' && Array.isArray(details.fields)) {
      const problems = details.fields as { field: string; messageKey: string; params?: Record<string, unknown> }[]
      return fieldsFailed(
        c,
        problems.map((f) => ({ field: f.field, message: f.messageKey, params: f.params })),
        VALIDATION_STYLES.agent,
      )
    }
    const message = tFor(c.get('language') ?? 'en')(err.messageKey, details)
    return c.json({ success: false as const, message, code: err.code, ...details }, err.status as ContentfulStatusCode)
  }
  if (err instanceof ZodError) return validationFailed(c, err)
  const mistake = clientInputError(err)
  if (mistake) return clientMistake(c, mistake.status, mistake.code, mistake.key)
  const requestId = c.get('requestId') ?? '-'
  console.error(`[${requestId}] 500 INTERNAL ${c.req.method} ${safePath(c)} ${oneLine(err)}`)
  return fail(c, 500, 'INTERNAL', 'errors.unknown', { requestId })
}
