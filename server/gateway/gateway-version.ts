/**
 * The gateway-version header check (spec §7 "Free play login … gateway version header", decision 0056).
 */
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './env'
import { fail } from './envelope'
import { GATEWAY_VERSION, GATEWAY_VERSION_HEADER } from '../../shared/gateway-version'

/**
 * Middleware: the request names the gateway version this gateway speaks in `x-gateway-version`,
 * or is refused with 400 GATEWAY_VERSION and the translated `errors.badRequest` (refresh the page).
 */
export const requireGatewayVersion = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header(GATEWAY_VERSION_HEADER) !== GATEWAY_VERSION) return fail(c, 400, 'GATEWAY_VERSION', 'errors.badRequest')
  await next()
})
