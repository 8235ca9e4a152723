/**
 * Firebase phone verification (spec §5 `firebaseChannel` + `firebaseIdToken`, decision 0054): the
 * Firebase ID token the browser got after Firebase checked the SMS code, verified with jose as
 * Firebase documents for third-party libraries
 * (https://firebase.google.com/docs/auth/admin/verify-id-tokens#verify_id_tokens_using_a_third-party_jwt_library):
 * RS256, signed by a key of the JWKS at `jwksUrl` (production:
 * https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com),
 * `aud` = the project id, `iss` = https://securetoken.google.com/<project id>, `exp` in the future,
 * `iat` and `auth_time` in the past, `sub` (the Firebase uid) non-empty. The number is the token's
 * `phone_number` claim (E.164), never a field the client sends.
 */
import { createRemoteJWKSet, errors, jwtVerify } from 'jose'
import { SocialLoginError, type PhoneTokenVerifier } from '../../platform/member/identity-providers'

export interface FirebaseConfig {
  projectId: string
  jwksUrl: string
  /** UTC ms (tests move it); default Date.now. */
  now?: () => number
}

/** Allowed clock difference with Firebase, seconds. */
const CLOCK_TOLERANCE_S = 30

export function firebasePhoneVerifier(cfg: FirebaseConfig): PhoneTokenVerifier {
  const jwks = createRemoteJWKSet(new URL(cfg.jwksUrl))
  const now = cfg.now ?? Date.now
  return {
    projectId: cfg.projectId,
    async verify(idToken) {
      let payload: Record<string, unknown>
      try {
        ;({ payload } = await jwtVerify(idToken, jwks, {
          algorithms: ['RS256'],
          audience: cfg.projectId,
          issuer: `https://securetoken.google.com/${cfg.projectId}`,
          requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
          clockTolerance: CLOCK_TOLERANCE_S,
          currentDate: new Date(now()),
        }))
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw new SocialLoginError('CODE_EXPIRED', err.code)
        if (err instanceof errors.JWKSTimeout || err instanceof TypeError) throw new SocialLoginError('PROVIDER_FAILED', 'jwks')
        throw new SocialLoginError('TOKEN_INVALID', err instanceof errors.JOSEError ? err.code : 'malformed')
      }
      const nowS = now() / 1000 + CLOCK_TOLERANCE_S
      if (typeof payload.auth_time !== 'number' || payload.auth_time > nowS || (payload.iat as number) > nowS) throw new SocialLoginError('TOKEN_INVALID', 'auth_time')
      if (typeof payload.sub !== 'string' || !payload.sub) throw new SocialLoginError('TOKEN_INVALID', 'sub')
      const phone = payload.phone_number
      if (typeof phone !== 'string' || !/^\+[1-9]\d{6,14}$/.test(phone)) throw new SocialLoginError('PHONE_MISSING')
      return { phoneNumber: phone, uid: payload.sub }
    },
  }
}
