/**
 * The start-up check of BRAND_MODE (decision 0028; DESIGN "Demo and live, one replica and many"),
 * called by server/main.ts once the databases are migrated and seeded, before anything is served.
 * Logs the mode in both modes; in live mode refuses, with a message naming what to do and exit
 * code 1, a data folder seeded as a demo or an enabled sandbox payment method. In both modes an SMS
 * or e-mail provider selected without its settings is refused (decision 0047); in live mode the
 * embedded outboxes are named in a warning, since their codes never reach members.
 */
import type { PlatformDb } from '../db/client'
import type { Env } from './env'
import { aggregatorProblems, liveProblems, type LiveProblem } from './platform/brand/live-checks'
import { hub88Missing, HUB88_VENDOR, type Hub88Env } from './providers/aggregator/hub88'

/** The operator's explanation of one problem (start-up log text, English like the rest of the log). */
function explain(p: LiveProblem, env: Pick<Env, 'BRAND_CODE' | 'DATA_DIR'>): string {
  switch (p.code) {
    case 'BRAND_MISSING':
      return `brand ${env.BRAND_CODE} is not in ${env.DATA_DIR}/platform.db.`
    case 'SEEDED_AS_DEMO':
      return (
        `the data folder ${env.DATA_DIR} was seeded as a demo (generated games, invented winners and promotions, sandbox payments). ` +
        'Start the live brand on a new, empty DATA_DIR, or run this folder with BRAND_MODE=demo.'
      )
    case 'SANDBOX_METHODS':
      return (
        `payment method${p.methods.length > 1 ? 's' : ''} ${p.methods.join(', ')} use${p.methods.length > 1 ? '' : 's'} the sandbox provider, ` +
        'which credits deposits that were never paid. Disable or remove them before starting live.'
      )
    case 'PROVIDER_NOT_CONFIGURED':
      return (
        `payment method${p.methods.length > 1 ? 's' : ''} ${p.methods.join(', ')} use${p.methods.length > 1 ? '' : 's'} ${p.provider}, which needs ${p.missing.join(', ')} ` +
        `(README "Going live"). Set ${p.missing.length > 1 ? 'them' : 'it'}, or disable the method${p.methods.length > 1 ? 's' : ''} (npm run operator -- methods disable <code>).`
      )
    case 'SANDBOX_GAMES':
      return (
        `${p.vendors.reduce((n, v) => n + v.games, 0)} enabled games of ${p.vendors.map((v) => `${v.vendor} (${v.games})`).join(', ')} have no game server connected: the embedded sandbox would serve them for play money, so a live brand never launches them. ` +
        'Disable them before starting live (npm run operator -- games disable <vendor>).'
      )
    case 'AGGREGATOR_NOT_CONFIGURED':
      return (
        `${p.games} enabled ${p.vendor} game${p.games > 1 ? 's' : ''} in the catalogue, but ${p.vendor} is not configured: set ${p.missing.join(', ')} (README "Going live"), ` +
        'or remove the games from the catalogue (games import of an empty list disables them).'
      )
  }
}

type PaymentEnv = Pick<Env, 'PAYMONGO_SECRET_KEY' | 'PAYMONGO_WEBHOOK_SECRET' | 'PUBLIC_BASE_URL'>

/** The variables each hosted payment provider lacks (decision 0045), by provider code; names only, never values. */
export function paymentSettingsMissing(env: Partial<PaymentEnv>): Record<string, string[]> {
  return { PAYMONGO: (['PAYMONGO_SECRET_KEY', 'PAYMONGO_WEBHOOK_SECRET', 'PUBLIC_BASE_URL'] as const).filter((k) => !env[k]) }
}

type MessagingEnv = Pick<Env, 'SMS_PROVIDER' | 'SEMAPHORE_API_KEY' | 'MAIL_PROVIDER' | 'SMTP_URL' | 'MAIL_FROM'>

/**
 * What the selected SMS and e-mail providers lack (decision 0047), one operator's sentence each
 * (never a value): SMS_PROVIDER=semaphore without SEMAPHORE_API_KEY, MAIL_PROVIDER=smtp without
 * SMTP_URL or MAIL_FROM. Empty when both are complete or embedded.
 */
export function messagingProblems(env: MessagingEnv): string[] {
  const problems: string[] = []
  if (env.SMS_PROVIDER === 'semaphore' && !env.SEMAPHORE_API_KEY) problems.push('SMS_PROVIDER=semaphore needs SEMAPHORE_API_KEY (the API key of your Semaphore account).')
  if (env.MAIL_PROVIDER === 'smtp' && !env.SMTP_URL) problems.push('MAIL_PROVIDER=smtp needs SMTP_URL (smtp://user:pass@host:587 or smtps://user:pass@host:465).')
  if (env.MAIL_PROVIDER === 'smtp' && !env.MAIL_FROM) problems.push('MAIL_PROVIDER=smtp needs MAIL_FROM (the From address, e.g. no-reply@your-brand.example).')
  return problems
}

/**
 * Logs `[start] mode: …` and, in live mode, exits the process with code 1 when the folder may not
 * serve a live brand (see {@link liveProblems}), printing each reason on stderr. In both modes it
 * exits with code 1 when an SMS or e-mail provider is selected without its settings ({@link messagingProblems}).
 * @param env the parsed environment (BRAND_MODE, BRAND_CODE, DATA_DIR as resolved by main.ts; the messaging variables).
 */
export function checkBrandModeOrExit(db: PlatformDb, env: Pick<Env, 'BRAND_MODE' | 'BRAND_CODE' | 'DATA_DIR'> & Partial<MessagingEnv> & Partial<PaymentEnv> & Partial<Hub88Env>): void {
  const messaging = messagingProblems({ SMS_PROVIDER: 'outbox', MAIL_PROVIDER: 'outbox', ...env })
  if (messaging.length > 0) {
    console.error(`[start] refused to start: SMS or e-mail provider settings missing:\n${messaging.map((m) => `  - ${m}`).join('\n')}`)
    process.exit(1)
  }
  if (env.BRAND_MODE === 'demo') {
    console.log('[start] mode: demo — play money, sandbox payments, every page marked as a demo (BRAND_MODE=live for a real brand)')
    return
  }
  const problems = [...liveProblems(db, env.BRAND_CODE, paymentSettingsMissing(env)), ...aggregatorProblems(db, { [HUB88_VENDOR]: hub88Missing(env) })]
  if (problems.length > 0) {
    console.error(`[start] refused to start in live mode (BRAND_MODE=live):\n${problems.map((p) => `  - ${explain(p, env)}`).join('\n')}`)
    process.exit(1)
  }
  const embedded = [env.SMS_PROVIDER === 'semaphore' ? null : 'SMS_PROVIDER=semaphore', env.MAIL_PROVIDER === 'smtp' ? null : 'MAIL_PROVIDER=smtp'].filter(Boolean)
  if (embedded.length > 0) {
    console.warn(
      `[start] warning: live mode with the embedded SMS or e-mail outbox: its codes and e-mails stay in the database and never reach members. Set ${embedded.join(' and ')} (README "Going live").`,
    )
  }
  console.log('[start] mode: live — real money, no sandbox payments, no invented content')
}
