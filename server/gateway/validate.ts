/**
 * The gateway's one way to validate what a client sends (STYLE: honojs/middleware, issue 15,
 * decision 0033): `validate(target, schema)` for plain input (query, param, json, form…) and
 * `jwe(schema)` for the encrypted bodies of the E calls; both answer a failure with the one
 * builder `validationFailed` (envelope.ts), worded by the feature's `ValidationStyle`; `jsonBody(schema)`
 * for the few plain bodies read as `readJson` reads them (see there).
 * Unknown query fields are refused (the schemas are strict), so a typo is an error, not a silent no-op.
 */
import { zValidator } from '@hono/zod-validator'
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono'
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
 * The JSON body as `readJson` reads it (any content type `clientBody` lets through, an empty body
 * is `undefined`), validated with `schema`; the handler reads it with `c.req.valid('json')`. For the
 * plain calls whose body was parsed by hand before (security.ts, verification.ts): unlike
 * `validate('json', …)`, which reads only a JSON-typed body and refuses an empty one as BAD_JSON,
 * it keeps their answers (an empty or untyped body is validated like any other).
 * @throws BodyError BAD_JSON (400, from `readJson`). A body that does not fit is answered 400 VALIDATION.
 * @example .put('/info/icon', requireSession, jsonBody(AvatarBodySchema), (c) => c.req.valid('json').icon)
 */
export function jsonBody<T extends ZodType>(schema: T, style?: ValidationStyle) {
  return bodyValidator(schema, style, async (c) => readJson(c))
}

/**
 * The body of an encrypted (E) call (spec §7, DESIGN §3, crypto.ts): reads the JSON body,
 * decrypts it and validates the payload with `schema`; the handler reads it with `c.req.valid('json')`.
 * @throws CryptoError ENCRYPTION_REQUIRED, BAD_ENCRYPTION, STALE, REPLAYED (400, from `decryptBody`);
 *   BodyError BAD_JSON (400, from `readJson`). A payload that does not fit is answered 400 VALIDATION.
 * @example .post('/wallet/withdraw', requireSession, jwe(WithdrawBodySchema, VALIDATION_STYLES.wallet), (c) => c.req.valid('json'))
 */
export function jwe<T extends ZodType>(schema: T, style?: ValidationStyle) {
  return bodyValidator(schema, style, async (c) => decryptBody(c.get('platform'), await readJson(c)))
}

/** `jsonBody` and `jwe`: the body read by `read`, validated with `schema`, failures answered by `validationFailed`. */
function bodyValidator<T extends ZodType>(
  schema: T,
  style: ValidationStyle | undefined,
  read: (c: Context<AppEnv>) => Promise<unknown>,
): MiddlewareHandler<AppEnv, string, { in: { json: z.input<T> }; out: { json: z.output<T> } }> {
  return async (c, next) => {
    const result = schema.safeParse(await read(c))
    if (!result.success) return validationFailed(c, result.error, style)
    c.req.addValidatedData('json', result.data as object)
    await next()
  }
}
