/**
 * Sign-in through an OpenID Connect provider (decision 0054): Google (issuer
 * https://accounts.google.com, https://developers.google.com/identity/openid-connect/openid-connect)
 * and any OpenID issuer found by discovery (`/.well-known/openid-configuration`), with openid-client
 * (panva). Authorization code flow with PKCE (S256), `state` and `nonce`; the ID token's signature,
 * issuer, audience, expiry and nonce are checked by openid-client, the subject is its `sub`.
 * Facebook (OAuth 2 code flow with its documented endpoints and the Graph API's `/me`) shares the
 * same exchange: {@link facebookProvider}.
 */
import * as client from 'openid-client'
import { SocialLoginError, socialErrorOf, type AuthorizationStart, type SocialProfile, type SocialProvider, type SocialProviderId } from '../../platform/member/identity-providers'

export interface OidcProviderConfig {
  id: SocialProviderId
  /** The button's name. */
  name: string
  /** The issuer, e.g. https://accounts.google.com. */
  issuer: string
  clientId: string
  /** Never logged. */
  clientSecret: string
  /** Scopes asked for; default `openid email profile`. */
  scope?: string
}

/**
 * The error of a failed exchange as a §8 code: the provider's own error answer (RFC 6749 §4.1.2.1
 * on the callback, §5.2 from the token endpoint: `invalid_grant` = a code that is not this flow's)
 * by its code; a state, nonce, issuer or signature that does not match → TAMPERED; a network
 * failure or a provider that answers garbage → PROVIDER_FAILED.
 */
export function exchangeError(err: unknown): SocialLoginError {
  if (err instanceof SocialLoginError) return err
  if (err instanceof client.AuthorizationResponseError) return new SocialLoginError(socialErrorOf(err.error), err.error)
  if (err instanceof client.ResponseBodyError) return new SocialLoginError(err.error === 'invalid_grant' ? 'TAMPERED' : socialErrorOf(err.error), err.error)
  if (err instanceof client.ClientError) {
    const cause = (err as { cause?: unknown }).cause
    if (cause instanceof TypeError || (err.code ?? '').includes('HTTP') || err.code === 'OAUTH_RESPONSE_IS_NOT_JSON') return new SocialLoginError('PROVIDER_FAILED', err.code)
    return new SocialLoginError('TAMPERED', err.code)
  }
  if (err instanceof TypeError) return new SocialLoginError('PROVIDER_FAILED', err.message)
  return new SocialLoginError('UNKNOWN')
}

/** openid-client's options for an http:// issuer (the tests' local provider); https otherwise. */
const insecureFor = (issuer: string) => (issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : undefined)

/**
 * A provider found by discovery. The configuration is fetched on first use and kept; a failed
 * discovery is tried again on the next sign-in.
 */
export function oidcProvider(cfg: OidcProviderConfig): SocialProvider {
  let config: Promise<client.Configuration> | undefined
  const configuration = () => {
    config ??= client.discovery(new URL(cfg.issuer), cfg.clientId, cfg.clientSecret, undefined, insecureFor(cfg.issuer)).catch((err) => {
      config = undefined
      throw exchangeError(err)
    })
    return config
  }
  return {
    id: cfg.id,
    name: cfg.name,
    async start(redirectUri) {
      const c = await configuration()
      const codeVerifier = client.randomPKCECodeVerifier()
      const state = client.randomState()
      const nonce = client.randomNonce()
      const url = client.buildAuthorizationUrl(c, {
        redirect_uri: redirectUri,
        scope: cfg.scope ?? 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      return { url: url.href, state, nonce, codeVerifier } satisfies AuthorizationStart
    },
    async finish(callbackUrl, started) {
      const c = await configuration()
      try {
        const tokens = await client.authorizationCodeGrant(c, callbackUrl, {
          pkceCodeVerifier: started.codeVerifier,
          expectedState: started.state,
          expectedNonce: started.nonce ?? undefined,
          idTokenExpected: true,
        })
        const claims = tokens.claims()
        if (!claims) throw new SocialLoginError('TAMPERED', 'no id_token')
        const email = typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : null
        return { subject: claims.sub, email, name: typeof claims.name === 'string' ? claims.name : null } satisfies SocialProfile
      } catch (err) {
        throw exchangeError(err)
      }
    },
  }
}

export interface FacebookConfig {
  appId: string
  /** Never logged. */
  appSecret: string
  /** Graph API version of the endpoints, e.g. v21.0. */
  version: string
  /** https://www.facebook.com and https://graph.facebook.com (the tests may point them elsewhere). */
  dialogBase?: string
  graphBase?: string
}

/**
 * Facebook Login for the web, manual flow
 * (https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow): the login dialog
 * `https://www.facebook.com/<version>/dialog/oauth` with `client_id`, `redirect_uri`, `state`,
 * `scope=public_profile,email` and a PKCE S256 `code_challenge`; the code exchanged at
 * `https://graph.facebook.com/<version>/oauth/access_token`; the person read from `GET /me?fields=id,name,email`
 * with the access token. The subject is the app-scoped user id. A cancelled dialog comes back with
 * `error=access_denied&error_reason=user_denied`.
 */
export function facebookProvider(cfg: FacebookConfig): SocialProvider {
  const dialog = cfg.dialogBase ?? 'https://www.facebook.com'
  const graph = cfg.graphBase ?? 'https://graph.facebook.com'
  const c = new client.Configuration(
    { issuer: 'https://www.facebook.com', authorization_endpoint: `${dialog}/${cfg.version}/dialog/oauth`, token_endpoint: `${graph}/${cfg.version}/oauth/access_token` },
    cfg.appId,
    undefined,
    client.ClientSecretPost(cfg.appSecret),
  )
  if (graph.startsWith('http:')) client.allowInsecureRequests(c)
  return {
    id: 'facebook',
    name: 'Facebook',
    async start(redirectUri) {
      const codeVerifier = client.randomPKCECodeVerifier()
      const state = client.randomState()
      const url = client.buildAuthorizationUrl(c, {
        redirect_uri: redirectUri,
        scope: 'public_profile,email',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      })
      return { url: url.href, state, nonce: null, codeVerifier }
    },
    async finish(callbackUrl, started) {
      try {
        const reason = callbackUrl.searchParams.get('error_reason')
        if (reason) throw new SocialLoginError(socialErrorOf(reason), reason)
        const tokens = await client.authorizationCodeGrant(c, callbackUrl, { pkceCodeVerifier: started.codeVerifier, expectedState: started.state })
        const me = await client.fetchProtectedResource(c, tokens.access_token, new URL(`${graph}/${cfg.version}/me?fields=id,name,email`), 'GET')
        const body = (await me.json()) as { id?: unknown; name?: unknown; email?: unknown }
        if (!me.ok || typeof body.id !== 'string' || !body.id) throw new SocialLoginError('PROVIDER_FAILED', `graph /me ${me.status}`)
        return { subject: body.id, email: typeof body.email === 'string' ? body.email : null, name: typeof body.name === 'string' ? body.name : null }
      } catch (err) {
        throw exchangeError(err)
      }
    },
  }
}
