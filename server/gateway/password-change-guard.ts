/**
 * The server's half of the forced password change (issue 14 §3; spec §4 Login; decision 0030).
 * A session of a member who must change the password — a one-time, agent-chosen or forgot-by-email
 * temporary password, or one past the brand's expiry with PWDEXPFORCECHANGE3, after a username
 * login (`platform.passwords.changeRequired`) — may call only what the change-password dialog
 * needs: member info, the change itself, logout (and a new login, and the JWK set its encryption
 * uses). Every other /wps and /lgw call answers 403 PASSWORD_CHANGE_REQUIRED with a translated
 * message, whatever the route would have done with it. The state is read from the member's row on
 * each call, so it holds for every session of the member until the change and ends with it.
 *
 * Wired once, after `loadSession`, in server/gateway/index.ts; pages render the forced dialog for
 * the same sessions (server/rsc/pages.tsx).
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './env'
import { fail } from './envelope'

/** `METHOD path` of the calls a session that must change its password may still make. */
export const ALLOWED_DURING_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
  'GET /wps/member/info',
  'POST /wps/member/password',
  'DELETE /wps/session/logout',
  // A new login replaces the session; the dialog encrypts its body to the published key.
  'POST /wps/session/login',
  'POST /wps/session/login/freeplay',
  'GET /wps/system/jwks',
])

/**
 * 403 PASSWORD_CHANGE_REQUIRED (`errors.passwordChangeRequired`) for a signed-in call outside
 * `ALLOWED_DURING_PASSWORD_CHANGE` while the session's member must change the password; otherwise
 * passes. Calls without a session pass (the routes answer them as they do for visitors).
 */
export const passwordChangeGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = c.get('session')
  if (session && c.get('platform').passwords.changeRequired(session.memberId, session.loginType)) {
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method
    if (!ALLOWED_DURING_PASSWORD_CHANGE.has(`${method} ${c.req.path}`)) {
      c.header('Cache-Control', 'no-store')
      return fail(c, 403, 'PASSWORD_CHANGE_REQUIRED', 'errors.passwordChangeRequired')
    }
  }
  await next()
}
