/**
 * Configuration from environment variables, parsed with zod once at start-up.
 * A wrong value stops the process with a message naming the variable (see README "Configuration").
 * @see DESIGN §9
 */
import { z } from 'zod'

const onOff = z.enum(['on', 'off'])

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  /** TCP port of the lobby. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Interface to listen on. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Folder holding platform.db and gateway-cache.db. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Merchant code of the brand this container serves (seeded on first start). */
  BRAND_CODE: z
    .string()
    .regex(/^[A-Z0-9_]{2,20}$/, 'upper-case letters, digits and _ (2-20)')
    .default('DEMO'),
  /** Brand display name used by the seed. */
  BRAND_NAME: z.string().min(1).max(60).default('Royal Lucky'),
  /** ISO 4217 currency of the brand, used by the seed. */
  BRAND_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as PHP')
    .default('PHP'),
  /** Forces maintenance on or off regardless of the brand setting (unset = the brand setting). */
  MAINTENANCE: onOff.optional(),
  /** Forces region restriction on or off regardless of the brand setting. */
  REGION_RESTRICTION: onOff.optional(),
  /** Trust X-Forwarded-For for the visitor IP (only behind your own proxy). */
  TRUST_PROXY: onOff.default('off'),
  /** Serve anonymous pages from the render cache. */
  RENDER_CACHE: onOff.default('on'),
  /** Accept the pseudo-locales `?language=xa` (accented, longer) and `xb` (the same right to left) for layout and translation checks; never offered (decision 0055). */
  PSEUDO_LOCALE: onOff.default('off'),
  /** Skip the build step of `npm start` when dist/ is present (container images build once). */
  SKIP_BUILD: onOff.default('off'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /**
   * Where SMS go (decision 0047): `outbox` keeps them in the database (`npm run operator -- sms
   * outbox`; codes never reach members), `semaphore` sends them through Semaphore (needs SEMAPHORE_API_KEY).
   */
  SMS_PROVIDER: z.enum(['outbox', 'semaphore']).default('outbox'),
  /** Semaphore's API key. Never logged. */
  SEMAPHORE_API_KEY: z.string().min(1).optional(),
  /** A sender name registered with Semaphore (up to 11 letters and digits); unset, Semaphore's default. */
  SEMAPHORE_SENDER_NAME: z
    .string()
    .regex(/^[A-Za-z0-9 ]{1,11}$/, 'up to 11 letters, digits and spaces, as registered with Semaphore')
    .optional(),
  /** Semaphore's API base URL (the tests point it at their fake). */
  SEMAPHORE_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.semaphore.co'),
  /** Where e-mails go (decision 0047): `outbox` keeps them in the database, `smtp` sends them (needs SMTP_URL and MAIL_FROM). */
  MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  /** `smtp://user:pass@host:587` (STARTTLS) or `smtps://user:pass@host:465`; user and password URL-encoded. Never logged. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL such as smtps://user:pass@mail.example.com:465' }).optional(),
  /** The From of every e-mail: `no-reply@brand.example` or `"Royal Lucky" <no-reply@brand.example>`. */
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  /**
   * `demo`: seeded content, sandbox payments, play money, marked on every page (the default of
   * `npm start`). `live`: real providers only, no invented data; start-up refuses a sandbox method
   * or a data folder seeded as a demo (the container image's default). See README "Security".
   */
  BRAND_MODE: z.enum(['demo', 'live']).default('demo'),
  /**
   * Key-encryption key (32 bytes, base64 or 64 hex digits) under which the signing, JWE and vendor
   * secrets are stored encrypted in platform.db. Required in live mode (or SECRETS_KEY_FILE).
   */
  SECRETS_KEY: z.string().min(1).optional(),
  /** A file holding SECRETS_KEY (e.g. a Docker or Kubernetes secret), read at start-up. */
  SECRETS_KEY_FILE: z.string().min(1).optional(),
  /** Hub88 (decision 0046): the operator id Hub88 gave the brand; with the keys below it turns the Hub88 games on. */
  HUB88_OPERATOR_ID: z.coerce.number().int().positive().optional(),
  /** Hub88's Games API base URL (production https://api.hub88.io). */
  HUB88_API_BASE: z.string().url().default('https://api.hub88.io'),
  /** Hub88's public key (PEM) that verifies its wallet calls, or HUB88_PUBLIC_KEY_FILE. */
  HUB88_PUBLIC_KEY: z.string().min(1).optional(),
  HUB88_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  /** The operator's private key (PEM) that signs the Games API calls, or HUB88_PRIVATE_KEY_FILE. Never logged. */
  HUB88_PRIVATE_KEY: z.string().min(1).optional(),
  HUB88_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  /** Hub88's sub_partner_id of this site, when Hub88 set one up. */
  HUB88_SUB_PARTNER_ID: z.string().min(1).max(64).optional(),
  /** PayMongo (decision 0045): the secret API key (`sk_live_…`/`sk_test_…`) that opens checkout sessions; with an enabled PAYMONGO method, required in live mode. Never logged. */
  PAYMONGO_SECRET_KEY: z
    .string()
    .regex(/^sk_(live|test)_\w+$/, 'a PayMongo secret key (sk_live_… or sk_test_…)')
    .optional(),
  /** The signing secret of the PayMongo webhook registered for /webhooks/paymongo (`whsk_…`); required with PAYMONGO_SECRET_KEY. Never logged. */
  PAYMONGO_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** PayMongo's API base URL (the tests point it at their fake). */
  PAYMONGO_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.paymongo.com'),
  /**
   * PayMongo payouts (decision 0052): the PayMongo wallet account withdrawals are sent from (its
   * number and name as `GET /v2/wallets` shows them). Both set (with PAYMONGO_SECRET_KEY and
   * PAYMONGO_WEBHOOK_SECRET), an approved withdrawal is paid through PayMongo's transfers; unset, by hand.
   */
  PAYMONGO_PAYOUT_ACCOUNT_NUMBER: z
    .string()
    .regex(/^\d{6,30}$/, 'the PayMongo wallet account number (digits)')
    .optional(),
  PAYMONGO_PAYOUT_ACCOUNT_NAME: z.string().trim().min(1).max(100).optional(),
  /** The lobby's public address (https://brand.example), where a hosted checkout sends the member back. */
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Minutes a hosted-checkout deposit may stay pending before the reconciliation job asks the provider (decision 0045). */
  PAYMENT_RECONCILE_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Sign in with Google (decision 0054): the OAuth client of the brand's Google Cloud project; with GOOGLE_CLIENT_SECRET the button shows. Redirect URI: <PUBLIC_BASE_URL>/auth/google/callback. */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  /** Never logged. */
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  /** Sign in with Facebook (decision 0054): the app id and secret of the brand's Facebook app. Redirect URI: <PUBLIC_BASE_URL>/auth/facebook/callback. */
  FACEBOOK_APP_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'the numeric app id of the Facebook app')
    .optional(),
  /** Never logged. */
  FACEBOOK_APP_SECRET: z.string().trim().min(1).optional(),
  /** The Graph API version of Facebook's login endpoints. */
  FACEBOOK_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'a Graph API version such as v21.0')
    .default('v21.0'),
  /** A generic OpenID Connect issuer (discovery at <issuer>/.well-known/openid-configuration), with OIDC_CLIENT_ID and OIDC_CLIENT_SECRET. */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  /** Never logged. */
  OIDC_CLIENT_SECRET: z.string().trim().min(1).optional(),
  /** The generic issuer's button name. */
  OIDC_NAME: z.string().trim().min(1).max(40).default('OpenID'),
  /** Firebase phone verification (spec §5 firebaseIdToken): the Firebase project id, the tokens' audience. */
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/, 'a Firebase project id')
    .optional(),
  /** Where the keys of Firebase ID tokens are published (Google's securetoken JWKS). */
  FIREBASE_JWKS_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
})

export type Env = z.infer<typeof EnvSchema>

/**
 * Parses `source` (default `process.env`).
 * @throws Error naming every invalid variable and why.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source)
  if (result.success) return result.data
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
  throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`)
}

let cached: Env | undefined
/** The process configuration, parsed on first use. */
export function env(): Env {
  return (cached ??= parseEnv())
}
