/**
 * What the wallet routes share (issue 4): validation whose messages are the `wallet.*` texts of
 * the shared schemas, translated; the `Idempotency-Key` header of money calls; the error handler
 * that interpolates an error's details ({{min}}, {{max}}, {{minutes}}) into its translated message;
 * and the conversion of the platform's minor units to the API's major units (decision 0001).
 */
import { zValidator } from '@hono/zod-validator'
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ZodError, ZodType } from 'zod'
import type { AppEnv } from './env'
import { errorToEnvelope } from './envelope'
import { DomainError } from '../platform/errors'
import { tFor } from '../../shared/i18n'
import { IdempotencyKeySchema, toMajor } from '../../shared/schemas/wallet'

/** Issue messages that are i18n keys of the wallet or points namespaces (shared/schemas). */
const isKey = (message: string) => message.startsWith('wallet.') || message.startsWith('points.')
const translate = (c: Context<AppEnv>, message: string) => (isKey(message) ? tFor(c.get('language'))(message) : message)

/**
 * 400 VALIDATION naming the failing fields, each message translated; the envelope's message is
 * the first wallet-specific one (e.g. "Please enter a valid amount…"), else the generic text.
 */
export function walletValidationFailed(c: Context<AppEnv>, error: ZodError) {
  const fields = error.issues.map((i) => ({ field: i.path.join('.') || String((i as { keys?: string[] }).keys?.join(',') ?? ''), message: translate(c, i.message) }))
  const lead = error.issues.find((i) => isKey(i.message))
  return c.json({ success: false as const, code: 'VALIDATION', message: lead ? translate(c, lead.message) : tFor(c.get('language'))('errors.validation'), fields }, 400)
}

/** zValidator with the wallet's translated validation envelope; parses synchronously (no schema here is async). */
export function walletValidate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return walletValidationFailed(c as never, result.error as never)
  }, { validationFunction: (s, value) => s.safeParse(value) as never })
}

/** Parses a (decrypted) body; the error answer when it does not fit. */
export function parseWith<T extends ZodType>(c: Context<AppEnv>, schema: T, body: unknown): { ok: true; value: T['_output'] } | { ok: false; res: Response } {
  const r = schema.safeParse(body)
  return r.success ? { ok: true, value: r.data } : { ok: false, res: walletValidationFailed(c, r.error) }
}

/** Money calls: 400 KEY_MISSING unless an `Idempotency-Key` header of 8–64 [A-Za-z0-9_-] comes with the request. */
export const requireIdempotencyKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!IdempotencyKeySchema.safeParse(c.req.header('idempotency-key')).success) {
    return c.json({ success: false as const, code: 'KEY_MISSING', message: tFor(c.get('language'))('wallet.errors.keyMissing') }, 400)
  }
  await next()
}

/** The request's idempotency key (after `requireIdempotencyKey`). */
export const idempotencyKey = (c: Context<AppEnv>) => c.req.header('idempotency-key')!

/**
 * Error handler of the wallet routes: a domain error's details are interpolated into its
 * translated message and sent beside it (they never carry minor units); 429 sets Retry-After.
 */
export function walletErrorToEnvelope(err: Error, c: Context<AppEnv>) {
  if (!(err instanceof DomainError)) return errorToEnvelope(err, c)
  const details = err.details ?? {}
  if (err.status === 429 && typeof details.retryAfterSeconds === 'number') c.header('Retry-After', String(details.retryAfterSeconds))
  const message = tFor(c.get('language') ?? 'en')(err.messageKey, details)
  return c.json({ success: false as const, message, code: err.code, ...details }, err.status as ContentfulStatusCode)
}

/**
 * A copy of `value` with the named fields converted from minor to major units.
 * @example major({ amount: 1250, id: 3 }, ['amount']) → { amount: 12.5, id: 3 }
 */
export function major<T extends object>(value: T, fields: readonly string[]): T {
  const out = { ...value } as Record<string, unknown>
  for (const f of fields) if (typeof out[f] === 'number') out[f] = toMajor(out[f] as number)
  return out as T
}
