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

export function ok<T>(c: Context<AppEnv>, value: T) {
  return c.json({ success: true as const, value })
}

export function fail(c: Context<AppEnv>, status: ContentfulStatusCode, code: string, messageKey: string, extra?: Record<string, unknown>) {
  const message = tFor(c.get('language') ?? 'en')(messageKey)
  return c.json({ success: false as const, message, code, ...extra }, status)
}

/** Validation failure: 400 VALIDATION naming the failing fields. */
export function validationFailed(c: Context<AppEnv>, error: ZodError) {
  const fields = error.issues.map((i) => ({ field: i.path.join('.') || String((i as { keys?: string[] }).keys?.join(',') ?? ''), message: i.message }))
  return fail(c, 400, 'VALIDATION', 'errors.validation', { fields })
}

/**
 * Logs a client's mistake as exactly one line on stderr (console.warn), carrying the request id:
 * `[<requestId>] <status> <CODE> <METHOD> <path>` — never a stack (decision 0031).
 */
export function logClientMistake(c: Context<AppEnv>, status: number, code: string) {
  console.warn(`[${c.get('requestId') ?? '-'}] ${status} ${code} ${c.req.method} ${safePath(c)}`)
}

/** A client's mistake: logged as one line ({@link logClientMistake}), answered in the envelope with the translated `messageKey`. */
export function clientMistake(c: Context<AppEnv>, status: ContentfulStatusCode, code: string, messageKey: string) {
  logClientMistake(c, status, code)
  return fail(c, status, code, messageKey)
}

/** The request's path, cut to 200 characters, with control characters escaped (a log line stays one line). */
function safePath(c: Context<AppEnv>): string {
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
function oneLine(err: unknown): string {
  if (!(err instanceof Error)) return String(err).replace(/\s+/g, ' ').slice(0, 500)
  const frames = (err.stack ?? '').split('\n').slice(1, 6).map((l) => l.trim().replace(/^at /, '')).filter(Boolean)
  return `${err.name}: ${err.message.replace(/\s+/g, ' ').slice(0, 300)}${frames.length ? ` @ ${frames.join(' < ')}` : ''}`
}

/**
 * Turns any thrown error into the envelope (the app's `onError`): a DomainError → its status, code
 * and translated message; a ZodError → 400 VALIDATION; a client-input error of a library
 * (malformed JSON, a bad percent-encoding, an HTTPException 4xx) → 4xx BAD_JSON / BAD_REQUEST /
 * TOO_LARGE, logged as one line. Anything else is a server fault: 500 INTERNAL with the request id
 * in the envelope (no stack leaves the server), logged as ONE line on stderr with the request id,
 * method, path, error and its top five stack frames (decision 0031).
 */
export function errorToEnvelope(err: unknown, c: Context<AppEnv>) {
  if (err instanceof DomainError) {
    const retry = err.details?.retryAfterSeconds
    if (err.status === 429 && typeof retry === 'number') c.header('Retry-After', String(retry))
    return fail(c, err.status, err.code, err.messageKey, err.details)
  }
  if (err instanceof ZodError) return validationFailed(c, err)
  const mistake = clientInputError(err)
  if (mistake) return clientMistake(c, mistake.status, mistake.code, mistake.key)
  const requestId = c.get('requestId') ?? '-'
  console.error(`[${requestId}] 500 INTERNAL ${c.req.method} ${safePath(c)} ${oneLine(err)}`)
  return fail(c, 500, 'INTERNAL', 'errors.unknown', { requestId })
}
