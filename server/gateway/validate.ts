/**
 * The gateway's one way to validate what a client sends (STYLE: honojs/middleware, issue 15,
 * decision 0033): `validate(target, schema)` for plain input (query, param, json, form…) and
 * `jwe(schema)` for the encrypted bodies of the E calls; both answer a failure with the one
 * builder `validationFailed` (envelope.ts), worded by the feature's `ValidationStyle`.
 * Unknown query fields are refused (the schemas are strict), so a typo is an error, not a silent no-op.
 */
import { zValidator } from '@hono/zod-validator'
import type { MiddlewareHandler, ValidationTargets } from 'hono'
import type { z, ZodError, ZodType } from 'zod'
import type { AppEnv } from './env'
import { validationFailed, type ValidationStyle } from './envelope'
import { decryptBody } from './crypto'
import { readJson } from './body'

export { VALIDATION_STYLES } from './envelope'

/**
 * zValidator wrapped once: a failure is 400 VALIDATION in the envelope (`validationFailed`, DESIGN §2).
 * @example .get('/wallet/deposits', validate('query', DepositsQuerySchema, VALIDATION_STYLES.wallet), (c) => c.req.valid('query'))
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T, style?: ValidationStyle) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return validationFailed(c as never, result.error as unknown as ZodError, style)
  })
}

/**
 * The body of an encrypted (E) call (spec §7, DESIGN §3, crypto.ts): reads the JSON body,
 * decrypts it and validates the payload with `schema`; the handler reads it with `c.req.valid('json')`.
 * @throws CryptoError ENCRYPTION_REQUIRED, BAD_ENCRYPTION, STALE, REPLAYED (400, from `decryptBody`);
 *   BodyError BAD_JSON (400, from `readJson`). A payload that does not fit is answered 400 VALIDATION.
 * @example .post('/wallet/withdraw', requireSession, jwe(WithdrawBodySchema, VALIDATION_STYLES.wallet), (c) => c.req.valid('json'))
 */
export function jwe<T extends ZodType>(schema: T, style?: ValidationStyle): MiddlewareHandler<AppEnv, string, { in: { json: z.input<T> }; out: { json: z.output<T> } }> {
  return async (c, next) => {
    const payload = await decryptBody(c.get('platform'), await readJson(c))
    const result = schema.safeParse(payload)
    if (!result.success) return validationFailed(c, result.error, style)
    c.req.addValidatedData('json', result.data as object)
    await next()
  }
}
