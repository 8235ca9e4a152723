/**
 * /wps/system/*: status and permission payload, domain routes, whitelabel tree, help centre.
 * @see product-spec §3 "Permission payload", §4 "System status", §7
 */
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { ok } from './envelope'
import { validate } from './validate'
import { HelpCenterQuerySchema, LanguageQuerySchema } from '../../shared/schemas/system'
import { sanitizeHtml } from '../html/sanitize'

export const system = new Hono<AppEnv>()
  .get('/status', validate('query', LanguageQuerySchema), (c) => ok(c, c.get('platform').brand.permission(c.get('ip'), c.get('language'))))
  .get('/domainRoute', validate('query', LanguageQuerySchema), (c) => ok(c, c.get('platform').brand.domainRoutes()))
  .get('/whitelabel', validate('query', LanguageQuerySchema), (c) => ok(c, c.get('platform').brand.whitelabel()))
  .get('/helpCenter', validate('query', HelpCenterQuerySchema), (c) =>
    ok(
      c,
      c
        .get('platform')
        .brand.helpCenter(c.get('language'))
        .map((a) => ({ ...a, content: sanitizeHtml(a.content) })),
    ),
  )
