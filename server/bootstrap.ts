/**
 * Builds the process-wide dependencies from the environment: the two databases (already migrated by
 * server/main.ts), the platform and the gateway cache. The process's one platform is built here
 * (decision 0035): the app, its pages and vendors, the background jobs and the operator CLI receive
 * it, none calls `createPlatform` again (each call would own another money writer).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { openCacheDb, openPlatformDb, migrateDatabases, type PlatformDb } from '../db/client'
import { seedBrand } from '../db/seed'
import { env, type Env } from './env'
import { createPlatform, type CreatePlatformOptions, type Platform } from './platform'
import type { SecretsKey } from './platform/keys/sealed'
import { createGatewayCache } from './gateway/cache'
import type { AppDeps } from './app'
import { JOB_NAMES, loopbackUrl, startJobs } from './jobs'
import { loadSecretsKey } from './secrets'
import { semaphoreProvider } from './providers/sms/semaphore'
import { smtpProvider } from './providers/mail/smtp'
import { HUB88_VENDOR, createHub88, hub88Settings, type Hub88 } from './providers/aggregator/hub88'
import { payMongoProvider } from './providers/payments/paymongo'
import { facebookProvider, oidcProvider } from './providers/identity/oidc'
import { firebasePhoneVerifier } from './providers/identity/firebase'
import type { IdentityAdapters } from './platform/member/identities'
import { enablePseudoLocales } from '../shared/i18n'

/** The dev server's running jobs, kept across hot reloads of this module (which re-runs bootstrap). */
const devJobs = globalThis as { __lobbyStopDevJobs?: () => void }

/**
 * The platform of this process on `db` for the brand of `e`, in its BRAND_MODE (decision 0028).
 * `overrides`: what the server's environment forces (MAINTENANCE, REGION_RESTRICTION); the operator
 * CLI passes none, as it reads and sets the stored settings.
 */
export function processPlatform(db: PlatformDb, e: Env, secretsKey: SecretsKey | undefined, overrides: CreatePlatformOptions['overrides'] = {}): Platform {
  return createPlatform({ db, brandCode: e.BRAND_CODE, overrides, mode: e.BRAND_MODE, secretsKey, ...messagingFromEnv(e), ...paymentsFromEnv(e), identity: identityFromEnv(e) })
}

/**
 * The outside sign-in adapters the environment configures (decision 0054), buttons in this order:
 * Google (GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET), Facebook (FACEBOOK_APP_ID + FACEBOOK_APP_SECRET),
 * the generic OpenID issuer (OIDC_ISSUER + OIDC_CLIENT_ID + OIDC_CLIENT_SECRET); Firebase phone
 * tokens with FIREBASE_PROJECT_ID. Redirect URIs are built on PUBLIC_BASE_URL (else the request's origin).
 * @throws Error naming the missing variable when a provider is half configured.
 */
export function identityFromEnv(e: Env): IdentityAdapters {
  const social: NonNullable<IdentityAdapters['social']> = []
  const pair = (a: keyof Env, b: keyof Env) => {
    if (!e[a] !== !e[b]) throw new Error(`Invalid environment configuration:\n  ${e[a] ? b : a}: required with ${e[a] ? a : b}`)
    return !!e[a]
  }
  if (pair('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'))
    social.push(oidcProvider({ id: 'google', name: 'Google', issuer: 'https://accounts.google.com', clientId: e.GOOGLE_CLIENT_ID!, clientSecret: e.GOOGLE_CLIENT_SECRET! }))
  if (pair('FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET')) social.push(facebookProvider({ appId: e.FACEBOOK_APP_ID!, appSecret: e.FACEBOOK_APP_SECRET!, version: e.FACEBOOK_GRAPH_VERSION }))
  if (pair('OIDC_ISSUER', 'OIDC_CLIENT_ID') && pair('OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET')) {
    social.push(oidcProvider({ id: 'oidc', name: e.OIDC_NAME, issuer: e.OIDC_ISSUER!, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET! }))
  }
  return {
    social,
    phone: e.FIREBASE_PROJECT_ID ? firebasePhoneVerifier({ projectId: e.FIREBASE_PROJECT_ID, jwksUrl: e.FIREBASE_JWKS_URL }) : undefined,
    publicBaseUrl: e.PUBLIC_BASE_URL,
  }
}

/**
 * The SMS and e-mail adapters the environment selects (decision 0047): Semaphore for
 * SMS_PROVIDER=semaphore with SEMAPHORE_API_KEY, SMTP for MAIL_PROVIDER=smtp with SMTP_URL and
 * MAIL_FROM; a provider left unselected, or selected without its settings, stays the platform's
 * embedded outbox (the server's start-up check, server/brand-mode.ts, refuses the latter first).
 */
export function messagingFromEnv(e: Env): Pick<CreatePlatformOptions, 'sms' | 'email'> {
  return {
    ...(e.SMS_PROVIDER === 'semaphore' && e.SEMAPHORE_API_KEY ? { sms: semaphoreProvider({ apiKey: e.SEMAPHORE_API_KEY, senderName: e.SEMAPHORE_SENDER_NAME, baseUrl: e.SEMAPHORE_API_BASE }) } : {}),
    ...(e.MAIL_PROVIDER === 'smtp' && e.SMTP_URL && e.MAIL_FROM ? { email: smtpProvider({ url: e.SMTP_URL, from: e.MAIL_FROM }) } : {}),
  }
}

/**
 * The hosted-checkout payment adapters the environment configures (decision 0045): PayMongo with
 * PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET, sending members back to PUBLIC_BASE_URL (else
 * the server's loopback address, fine for a local try only). Unconfigured, a PAYMONGO method is not
 * offered a provider (its deposits are refused) and a live server refuses to start with one enabled.
 * With PAYMONGO_PAYOUT_ACCOUNT_NUMBER and _NAME the same adapter pays approved withdrawals out
 * (decision 0052); without them withdrawals are paid by hand.
 * @throws Error when only one of the two payout variables is set
 */
export function paymentsFromEnv(e: Env): Pick<CreatePlatformOptions, 'payments'> {
  if (!e.PAYMONGO_PAYOUT_ACCOUNT_NUMBER !== !e.PAYMONGO_PAYOUT_ACCOUNT_NAME) {
    const [set, missing] = e.PAYMONGO_PAYOUT_ACCOUNT_NUMBER ? ['NUMBER', 'NAME'] : ['NAME', 'NUMBER']
    throw new Error(`Invalid environment configuration:\n  PAYMONGO_PAYOUT_ACCOUNT_${missing}: required with PAYMONGO_PAYOUT_ACCOUNT_${set}`)
  }
  if (!e.PAYMONGO_SECRET_KEY || !e.PAYMONGO_WEBHOOK_SECRET) return {}
  const publicBaseUrl = e.PUBLIC_BASE_URL ?? loopbackUrl(e.HOST, e.PORT)
  const payoutSource = e.PAYMONGO_PAYOUT_ACCOUNT_NUMBER && e.PAYMONGO_PAYOUT_ACCOUNT_NAME ? { accountNumber: e.PAYMONGO_PAYOUT_ACCOUNT_NUMBER, accountName: e.PAYMONGO_PAYOUT_ACCOUNT_NAME } : undefined
  return {
    payments: { PAYMONGO: payMongoProvider({ secretKey: e.PAYMONGO_SECRET_KEY, webhookSecret: e.PAYMONGO_WEBHOOK_SECRET, apiBase: e.PAYMONGO_API_BASE, publicBaseUrl, payoutSource }) },
  }
}

/**
 * Hub88's adapter from the environment (decision 0046), or undefined when it is not configured.
 * @throws Error when a key file cannot be read or a key is not a valid PEM.
 */
export function hub88FromEnv(e: Env): Hub88 | undefined {
  const { config } = hub88Settings(e, (path) => readFileSync(path, 'utf8'))
  return config ? createHub88(config) : undefined
}

export function bootstrap(): AppDeps & { renderCache: boolean; startJobs: (walletBaseUrl: string) => () => void } {
  const e = env()
  if (e.PSEUDO_LOCALE === 'on') enablePseudoLocales()
  const db = openPlatformDb(join(e.DATA_DIR, 'platform.db'))
  const cacheDb = openCacheDb(join(e.DATA_DIR, 'gateway-cache.db'))
  // In production server/main.ts has migrated and seeded before loading the bundle; the Vite dev
  // server (`npm run dev`) loads this module from source, so it prepares the databases itself.
  if (import.meta.env?.DEV) {
    migrateDatabases(db, cacheDb)
    seedBrand(db, { brandCode: e.BRAND_CODE, brandName: e.BRAND_NAME, currency: e.BRAND_CURRENCY, mode: e.BRAND_MODE })
  }
  const toBool = (v: 'on' | 'off' | undefined) => (v === undefined ? undefined : v === 'on')
  // server/main.ts loaded (and warned about) the same key before loading this bundle; the dev server warns here.
  const secretsKey = loadSecretsKey(e, import.meta.env?.DEV ? console.warn : () => {})
  // Demo or live (decision 0028): the demo marker on every page; a live brand's sandbox deposits are refused.
  const platform = processPlatform(db, e, secretsKey, { maintenance: toBool(e.MAINTENANCE), regionRestriction: toBool(e.REGION_RESTRICTION) })
  // The embedded vendors call the wallet over loopback, as a vendor's server would over the internet
  // (the Vite dev server listens on PORT too: vite.config.ts).
  const walletBaseUrl = loopbackUrl(e.HOST, e.PORT)
  // Hub88's games launch through its Games API and its wallet calls land on /hub88 (decision 0046).
  const hub88 = hub88FromEnv(e)
  if (hub88) platform.play.launcher.connectAggregator(HUB88_VENDOR, hub88.aggregator)
  if (import.meta.env?.DEV) {
    // `npm run dev` runs the same jobs as `npm start` (server/jobs/index.ts); a hot reload restarts them on the new platform.
    devJobs.__lobbyStopDevJobs?.()
    devJobs.__lobbyStopDevJobs = startJobs({ platform, walletBaseUrl, paymentReconcileMs: e.PAYMENT_RECONCILE_MINUTES * 60_000 })
    console.log(`[dev] jobs: ${JOB_NAMES.join(', ')}`)
  }
  return {
    platform,
    cache: createGatewayCache(cacheDb, e.BRAND_CODE),
    trustProxy: e.TRUST_PROXY === 'on',
    renderCache: e.RENDER_CACHE === 'on',
    walletBaseUrl,
    hub88,
    /** Starts every background job on this platform (`npm start`: server/main.ts, once the server listens). */
    startJobs: (url) => startJobs({ platform, walletBaseUrl: url, paymentReconcileMs: e.PAYMENT_RECONCILE_MINUTES * 60_000 }),
  }
}
