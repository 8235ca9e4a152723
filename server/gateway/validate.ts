/**
 * zValidator wrapped once so every validation failure has the same envelope (STYLE: honojs/middleware).
 * Unknown query fields are refused (the schemas are strict), so a typo is an error, not a silent no-op.
 */
import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { ZodType } from 'zod'
import { validationFailed } from './envelope'

export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return validationFailed(c as never, result.error as never)
  })
}
