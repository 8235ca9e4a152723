/**
 * The ports the platform declares for sign-in through outside accounts (issue 18 "Social and
 * third-party login", decision 0054): an OpenID Connect / OAuth 2 provider (Google, Facebook, a
 * generic OpenID issuer) and the Firebase phone-token verifier. Adapters live in
 * server/providers/identity/, bootstrap.ts wires them from the environment; the platform never
 * imports them.
 * @see product-spec §1 "log in with a social account", §5 firebaseChannel/firebaseIdToken, §8 phone/social errors
 */
import { DomainError } from '../errors'

/** The providers the lobby knows, by their id in URLs (/auth/<id>/…) and in `member_identities.provider`. */
export const SOCIAL_PROVIDER_IDS = ['google', 'facebook', 'oidc'] as const
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number]

/** Who the provider says signed in. `subject`: its stable id of the person (`sub`, Facebook's app-scoped id). */
export interface SocialProfile {
  subject: string
  email: string | null
  name: string | null
}

/** A started authorization: where to send the browser and what the callback must match (kept in the signed cookie). */
export interface AuthorizationStart {
  url: string
  state: string
  /** null for a plain OAuth 2 provider (no ID token). */
  nonce: string | null
  /** The PKCE verifier (RFC 7636); its S256 challenge went into `url`. */
  codeVerifier: string
}

/** One configured provider (an adapter). */
export interface SocialProvider {
  id: SocialProviderId
  /** The name on its button ("Google", "Facebook", the generic issuer's configured name). */
  name: string
  /** A fresh authorization request (PKCE S256, state, nonce) for `redirectUri`. */
  start(redirectUri: string): Promise<AuthorizationStart>
  /**
   * Checks the callback (`callbackUrl`, the full URL the provider redirected to) against what was
   * started, exchanges the code and answers the person's profile.
   * @throws SocialLoginError: the provider's own error (access_denied…), a state, nonce or token
   *   that does not match (TAMPERED), an unreachable provider (PROVIDER_FAILED).
   */
  finish(callbackUrl: URL, started: { redirectUri: string; state: string; nonce: string | null; codeVerifier: string }): Promise<SocialProfile>
}

/** The phone number a Firebase ID token proves (its `phone_number` claim, E.164) and the Firebase user id. */
export interface VerifiedPhone {
  phoneNumber: string
  uid: string
}

/** Verifies Firebase ID tokens of the configured project. */
export interface PhoneTokenVerifier {
  /** The Firebase project id (the tokens' audience). */
  projectId: string
  /**
   * @throws SocialLoginError CODE_EXPIRED (expired token), PHONE_MISSING (no phone_number claim),
   *   TOKEN_INVALID (forged, wrong audience or issuer, malformed), PROVIDER_FAILED (JWKS unreachable).
   */
  verify(idToken: string): Promise<VerifiedPhone>
}

/**
 * What can go wrong signing in through an outside account, each with its spec §8 text (phone/social
 * verification): the popup (provider page) closed or access denied → 'Login failure. Please try
 * again'; quota exceeded and operation not allowed → contact customer service; code expired → send
 * again; too many requests → try again after 5 minutes; a state, nonce or token that does not match
 * → the same login failure text; anything else → 'Unknown error'.
 */
export type SocialErrorCode =
  | 'POPUP_CLOSED'
  | 'QUOTA_EXCEEDED'
  | 'OPERATION_NOT_ALLOWED'
  | 'CODE_EXPIRED'
  | 'TOO_MANY_REQUESTS'
  | 'TAMPERED'
  | 'TOKEN_INVALID'
  | 'PHONE_MISSING'
  | 'PROVIDER_FAILED'
  | 'UNKNOWN'

/** The i18n key (namespace `social.errors`) and HTTP status hint of each code. */
export const SOCIAL_ERRORS: Record<SocialErrorCode, { messageKey: string; status: 400 | 401 | 403 | 429 | 503 }> = {
  POPUP_CLOSED: { messageKey: 'social.errors.popupClosed', status: 401 },
  QUOTA_EXCEEDED: { messageKey: 'social.errors.quotaExceeded', status: 503 },
  OPERATION_NOT_ALLOWED: { messageKey: 'social.errors.operationNotAllowed', status: 403 },
  CODE_EXPIRED: { messageKey: 'social.errors.codeExpired', status: 401 },
  TOO_MANY_REQUESTS: { messageKey: 'social.errors.tooManyRequests', status: 429 },
  TAMPERED: { messageKey: 'social.errors.popupClosed', status: 400 },
  TOKEN_INVALID: { messageKey: 'social.errors.tokenInvalid', status: 401 },
  PHONE_MISSING: { messageKey: 'social.errors.phoneMissing', status: 400 },
  PROVIDER_FAILED: { messageKey: 'social.errors.unknown', status: 503 },
  UNKNOWN: { messageKey: 'social.errors.unknown', status: 400 },
}

export class SocialLoginError extends DomainError<SocialErrorCode> {
  constructor(code: SocialErrorCode, detail?: string) {
    super(code, SOCIAL_ERRORS[code].messageKey, SOCIAL_ERRORS[code].status, detail ? { detail } : undefined)
  }
}

/**
 * The §8 code of an OAuth 2 / OpenID error answer (RFC 6749 §4.1.2.1, OpenID Connect Core §3.1.2.6)
 * and of Facebook's `error_reason=user_denied`: the person cancelled or closed the provider's page →
 * POPUP_CLOSED; the provider refused this client (unauthorized_client, unsupported_response_type,
 * invalid_scope) → OPERATION_NOT_ALLOWED; temporarily_unavailable → QUOTA_EXCEEDED; the rest → UNKNOWN.
 */
export function socialErrorOf(error: string): SocialErrorCode {
  switch (error) {
    case 'access_denied':
    case 'user_denied':
    case 'login_required':
    case 'consent_required':
    case 'interaction_required':
    case 'account_selection_required':
      return 'POPUP_CLOSED'
    case 'unauthorized_client':
    case 'unsupported_response_type':
    case 'invalid_scope':
    case 'invalid_client':
      return 'OPERATION_NOT_ALLOWED'
    case 'temporarily_unavailable':
      return 'QUOTA_EXCEEDED'
    case 'slow_down':
      return 'TOO_MANY_REQUESTS'
    default:
      return 'UNKNOWN'
  }
}
