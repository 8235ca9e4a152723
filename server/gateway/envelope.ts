/**
 * The API envelope of DESIGN §2: `{ success: true, value }` or
 * `{ success: false, message, code }` with a truthful HTTP status.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
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

/** Turns any thrown error into the envelope; unexpected errors are logged with the request id and answer 500. */
export function errorToEnvelope(err: unknown, c: Context<AppEnv>) {
  if (err instanceof DomainError) {
    const retry = err.details?.retryAfterSeconds
    if (err.status === 429 && typeof retry === 'number') c.header('Retry-After', String(retry))
    return fail(c, err.status, err.code, err.messageKey, err.details)
  }
  if (err instanceof ZodError) return validationFailed(c, err)
  console.error(`[${c.get('requestId') ?? '-'}]`, err)
  return fail(c, 500, 'INTERNAL', 'errors.unknown')
}
