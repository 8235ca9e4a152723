/**
 * What the money routes share (issue 4): the `Idempotency-Key` header of money calls. The
 * conversion of the platform's minor units to the API's major units is `toApi` (to-api.ts).
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './env'
import { tFor } from '../../shared/i18n'
import { IdempotencyKeySchema } from '../../shared/schemas/wallet'

/** Money calls: 400 KEY_MISSING unless an `Idempotency-Key` header of 8–64 [A-Za-z0-9_-] comes with the request. */
export const requireIdempotencyKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!IdempotencyKeySchema.safeParse(c.req.header('idempotency-key')).success) {
    return c.json({ success: false as const, code: 'KEY_MISSING', message: tFor(c.get('language'))('wallet.errors.keyMissing') }, 400)
  }
  await next()
}

/** The request's idempotency key (after `requireIdempotencyKey`). */
export const idempotencyKey = <E extends AppEnv>(c: Context<E>) => c.req.header('idempotency-key')!
