/**
 * What the wallet routes share (issue 4): the `Idempotency-Key` header of money calls and the
 * conversion of the platform's minor units to the API's major units (decision 0001).
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './env'
import { tFor } from '../../shared/i18n'
import { IdempotencyKeySchema, toMajor } from '../../shared/schemas/wallet'

/** Money calls: 400 KEY_MISSING unless an `Idempotency-Key` header of 8–64 [A-Za-z0-9_-] comes with the request. */
export const requireIdempotencyKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!IdempotencyKeySchema.safeParse(c.req.header('idempotency-key')).success) {
    return c.json({ success: false as const, code: 'KEY_MISSING', message: tFor(c.get('language'))('wallet.errors.keyMissing') }, 400)
  }
  await next()
}

/** The request's idempotency key (after `requireIdempotencyKey`). */
export const idempotencyKey = <E extends AppEnv>(c: Context<E>) => c.req.header('idempotency-key')!

/**
 * A copy of `value` with the named fields converted from minor to major units.
 * @example major({ amount: 1250, id: 3 }, ['amount']) → { amount: 12.5, id: 3 }
 */
export function major<T extends object>(value: T, fields: readonly string[]): T {
  const out = { ...value } as Record<string, unknown>
  for (const f of fields) if (typeof out[f] === 'number') out[f] = toMajor(out[f] as number)
  return out as T
}
