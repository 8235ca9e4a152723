/**
 * Authenticator app calls under /wps/member (issue 18, decision 0053), all with a session (T):
 * - GET  /authenticator                  state: enabled, enabled at, withdrawal guard, recovery codes left
 * - POST /authenticator/setup            a new secret (shown once): key, otpauth:// URI and its QR code as an SVG path
 * - POST /authenticator/enable           `{ code }` confirms the setup; answers the ten recovery codes (shown once)
 * - POST /authenticator/disable (E)      `{ code, password }`: a code or a recovery code, and the login password
 * - POST /authenticator/recovery-codes   `{ code }`: a new set of recovery codes
 * - PUT  /authenticator/withdrawal-guard `{ on, code }`: withdrawals need a code
 * Every code checked here is an attempt on the member's and the IP's login counts (the limits of
 * issue 14 §2, decision 0029): a wrong one stays counted, so guesses are limited alike whether they
 * come through login, here or the withdrawal, one after another or 40 at once.
 */
import { Hono, type Context } from 'hono'
import type { AppEnv } from './env'
import { ok } from './envelope'
import { requireSession } from './session'
import { jsonBody, jwe } from './validate'
import { gatewayThrottles, memberAttemptKey, reserveAttempt, tooManyRequests, type Throttles } from './throttle'
import { DomainError } from '../platform/errors'
import { AuthenticatorDisableBodySchema, AuthenticatorEnableBodySchema, RecoveryCodesBodySchema, WithdrawalGuardBodySchema } from '../../shared/schemas/authenticator'

/** Refusals that are wrong guesses of a secret (kept on the counts); any other outcome gives the attempt back. */
const WRONG_GUESSES = new Set(['CODE_WRONG', 'CODE_USED', 'WRONG_PASSWORD'])

/**
 * Runs `check`, which verifies an authenticator code (and maybe the login password) of a signed-in
 * member, with one attempt reserved first on the member's login count and on the IP's: while either
 * holds 10 failures it answers 429 (`errors.tooManyAttempts`) unchecked, waiting first for attempts
 * in flight. A wrong code, a replayed one or a wrong password keeps the attempt (and is rethrown for
 * the envelope); anything else gives it back.
 * @returns `check`'s response (its type kept, for the typed client), or the 429 response.
 */
export async function withCodeAttempt<E extends AppEnv, R extends Response>(
  c: Context<E>,
  memberId: number,
  check: () => R | Promise<R>,
  throttles: Throttles = gatewayThrottles,
): Promise<R | ReturnType<typeof tooManyRequests<E>>> {
  const attempt = await reserveAttempt([
    [throttles.loginFailuresPerAccount, memberAttemptKey(memberId)],
    [throttles.loginFailuresPerIp, c.get('ip')],
  ])
  if (!attempt.ok) return tooManyRequests(c, attempt.retryAfterSeconds, 'errors.tooManyAttempts')
  let wrong = false
  try {
    return await check()
  } catch (err) {
    wrong = err instanceof DomainError && WRONG_GUESSES.has(err.code)
    throw err
  } finally {
    if (wrong) attempt.keep()
    else attempt.refund()
  }
}

export const authenticatorRoutes = new Hono<AppEnv>()
  .get('/authenticator', requireSession, (c) => ok(c, c.get('platform').authenticator.status(c.var.session.memberId)))
  .post('/authenticator/setup', requireSession, (c) => {
    c.header('Cache-Control', 'no-store')
    return ok(c, c.get('platform').authenticator.setup(c.var.session.memberId))
  })
  .post('/authenticator/enable', requireSession, jsonBody(AuthenticatorEnableBodySchema), (c) => {
    const { platform, session } = c.var
    c.header('Cache-Control', 'no-store')
    return withCodeAttempt(c, session.memberId, () => ok(c, platform.authenticator.enable(session.memberId, c.req.valid('json').code)))
  })
  .post('/authenticator/disable', requireSession, jwe(AuthenticatorDisableBodySchema), (c) => {
    const { platform, session } = c.var
    const body = c.req.valid('json')
    return withCodeAttempt(c, session.memberId, async () => {
      await platform.members.verifyPassword(session.memberId, body.password)
      platform.authenticator.disable(session.memberId, body.code)
      return ok(c, platform.authenticator.status(session.memberId))
    })
  })
  .post('/authenticator/recovery-codes', requireSession, jsonBody(RecoveryCodesBodySchema), (c) => {
    const { platform, session } = c.var
    c.header('Cache-Control', 'no-store')
    return withCodeAttempt(c, session.memberId, () => ok(c, platform.authenticator.regenerateRecoveryCodes(session.memberId, c.req.valid('json').code)))
  })
  .put('/authenticator/withdrawal-guard', requireSession, jsonBody(WithdrawalGuardBodySchema), (c) => {
    const { platform, session } = c.var
    const body = c.req.valid('json')
    return withCodeAttempt(c, session.memberId, () => {
      platform.authenticator.setWithdrawalGuard(session.memberId, body.on, body.code)
      return ok(c, platform.authenticator.status(session.memberId))
    })
  })
