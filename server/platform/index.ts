/**
 * The embedded platform: the system of record behind the gateway and the pages (DESIGN §1).
 * Knows nothing of HTTP. One instance per process and brand (server/bootstrap.ts builds it; jobs,
 * vendors and the operator CLI receive it). It returns services only: the database handle, its
 * context and every SQL statement stay inside server/platform (decision 0035).
 */
import type { PlatformDb } from '../../db/client'
import type { PlatformContext } from './context'
import { brandModule } from './brand/brand'
import { operatorSwitchesModule } from './brand/operator-switches'
import { vendorModule } from './game/vendors'
import { gameModule } from './game/games'
import { catalogueImportModule } from './game/catalogue-import'
import { announcementModule } from './announcement/announcements'
import { messageModule } from './message/messages'
import { feedbackModule } from './feedback/feedback'
import { keysModule } from './keys/keys'
import type { SecretsKey } from './keys/sealed'
import { memberModule, accountSettingsOf } from './member/members'
import { sessionModule } from './member/sessions'
import { DEFAULT_ACCOUNT_SETTINGS } from './member/account-settings'
import { captchaModule } from './captcha/captcha'
import { verificationModule } from './verification/verification'
import { outboxProvider, type SmsProvider } from './verification/sms-provider'
import { emailOutboxOf, outboxEmailProvider, type EmailProvider } from './verification/email-provider'
import { deliveryLog } from './verification/delivery'
import { passwordResetModule } from './member/password-reset'
import { resolveRegisterFields } from './member/register-settings'
import { housekeepingModule } from './housekeeping/housekeeping'
import { ledgerModule } from './wallet/ledger'
import { createMoneyWriter } from './wallet/money-writer'
import { walletModule } from './wallet/wallet'
import { EMBEDDED_PROVIDERS, type PaymentProviders } from './wallet/payment-providers'
import { playModule } from './play'
import { lotteryModule } from './lottery'
import { contractsModule } from './agent/contracts'
import { agentModule } from './agent/agent'
import { passwordPolicyModule } from './member/password-policy'
import { eventBusFor } from './events'
import { profileModule } from './member/profile'
import { securityModule } from './member/security'
import { authenticatorModule } from './member/authenticator'
import { vipModule } from './member/vip'
import { pointsModule } from './points/points'
import { missionsModule } from './points/missions'
import { promotionModule, PromotionError } from './promotion/promotions'
import { manualRebateModule } from './promotion/manual-rebate'
import { formatMoney } from '../../shared/format'
import { responsibleGamingModule } from './responsible-gaming/responsible-gaming'
import { isTrial } from '../../shared/member'
import { contentModule } from './support/content'
import { chatModule } from './support/chat'
import { referralModule } from './support/referral'
import { vendorRoundsModule } from './vendor-rounds'
import { identitiesModule, type IdentityAdapters } from './member/identities'

export interface CreatePlatformOptions {
  db: PlatformDb
  brandCode: string
  now?: () => number
  overrides?: PlatformContext['overrides']
  /** BRAND_MODE (decision 0028): `live` makes the sandbox payment provider refuse; default `demo`. */
  mode?: PlatformContext['mode']
  /** Where SMS go; the embedded default writes them to the outbox table. */
  sms?: SmsProvider
  /** Where e-mails go; the embedded default writes them to the `email_outbox` table. */
  email?: EmailProvider
  /** Payment providers by code (decision 0045): the embedded SANDBOX and BANK, plus the hosted-checkout adapters bootstrap.ts wires (PAYMONGO). */
  payments?: PaymentProviders
  /** Money calls per group-commit transaction (createMoneyWriter's maxBatch; the bench compares 1 with the default). */
  moneyBatch?: number
  /**
   * The key-encryption key (server/secrets.ts loads it from SECRETS_KEY / SECRETS_KEY_FILE) under
   * which the stored signing, JWE and vendor secrets are sealed (decision 0032). Given, plain rows of
   * earlier versions are sealed at once and a database sealed under another key is refused (throws
   * SecretsError SECRETS_KEY_MISMATCH). Omitted, any call that needs a secret throws SECRETS_KEY_MISSING.
   */
  secretsKey?: SecretsKey
  /** Sign-in through outside accounts (decision 0054): the social providers and the Firebase phone-token verifier bootstrap.ts wires. */
  identity?: IdentityAdapters
}

export function createPlatform(opts: CreatePlatformOptions) {
  const ctx: PlatformContext = { db: opts.db, brandCode: opts.brandCode, now: opts.now ?? Date.now, overrides: opts.overrides ?? {}, mode: opts.mode ?? 'demo' }
  ctx.secretsKey = opts.secretsKey
  const brand = brandModule(ctx)
  const settings = () => accountSettingsOf(ctx, () => DEFAULT_ACCOUNT_SETTINGS(ctx.brandCode))
  /** Live events of logged-in members (events.ts), shared by every platform on this database. */
  const events = eventBusFor(opts.db.$client, ctx.brandCode)
  /** Group commit for every money call (money-writer.ts); one per connection. */
  const money = createMoneyWriter(opts.db.$client, opts.moneyBatch)
  ctx.live = { events, afterCommit: money.afterCommit }
  // A member's new balance is pushed once the movement has committed, never from inside it.
  const ledger = ledgerModule(ctx, {
    memberWalletsChanged: (ids) => {
      for (const memberId of ids) {
        if (events.listeners(memberId) === 0) continue
        money.afterCommit(`balance:${memberId}`, () => events.publish(memberId, { type: 'balance', balance: ledger.balance({ kind: 'MEMBER', memberId }) }))
      }
    },
  })
  const email = opts.email ?? outboxEmailProvider(ctx)
  /** What became of each message handed to a network SMS or e-mail provider (decision 0047). */
  const deliveries = deliveryLog(ctx)
  const members = memberModule(ctx)
  // The two session limits read on every signed-in call: one prepared row read (settings() maps the whole row).
  const limitsRead = opts.db.$client.prepare<{ idleMinutes: number; maxHours: number }, [string]>(
    'SELECT session_idle_minutes AS idleMinutes, session_max_hours AS maxHours FROM account_settings WHERE brand_code = ?',
  )
  const sessionLimits = () => limitsRead.get(ctx.brandCode) ?? (({ sessionIdleMinutes, sessionMaxHours }) => ({ idleMinutes: sessionIdleMinutes, maxHours: sessionMaxHours }))(settings())
  const sessions = sessionModule(ctx, sessionLimits, events)
  const keys = keysModule(ctx, { secretsKey: opts.secretsKey, sessionMaxMs: () => sessionLimits().maxHours * 3_600_000 })
  if (opts.secretsKey) keys.sealAtRest()
  /** Forced password changes and one-time passwords (issue 14 §3, decision 0030). */
  const passwords = passwordPolicyModule(ctx, {
    modules: brand.enabledModules,
    expiryDays: () => settings().passwordExpiryDays,
    passwordRule: () => resolveRegisterFields(settings().registerFields).password,
  })
  const verification = verificationModule(ctx, opts.sms ?? outboxProvider(ctx), { email, deliveries })
  const vip = vipModule(ctx)
  const authenticator = authenticatorModule(ctx, { members, issuer: () => brand.info().name })
  const promotions = promotionModule({ ctx, ledger, money, members, isVip: (id) => vip.status(id).hasVip })
  /** Unmet bonus turnover refuses a withdrawal (decision 0020), naming what is left to bet. */
  const withdrawGuard = (memberId: number) => {
    const owed = promotions.turnoverOwed(memberId)
    if (owed > 0) throw new PromotionError('TURNOVER_UNMET', 'promo.errors.turnoverUnmet', 409, { remaining: formatMoney(owed, brand.info().currencySymbol) })
  }
  return {
    /** The brand this platform serves (one platform per brand per process). */
    brandCode: ctx.brandCode,
    /** The platform's clock, UTC ms (injectable in tests through `opts.now`). */
    now: () => ctx.now(),
    /** demo or live (decision 0028). */
    mode: ctx.mode,
    events,
    ledger,
    money,
    settings,
    keys,
    members,
    captcha: captchaModule(ctx),
    /** Linked social accounts and the configured providers (decision 0054). */
    identities: identitiesModule(ctx, { members, adapters: opts.identity ?? {} }),
    verification,
    sessions,
    passwords,
    passwordReset: passwordResetModule(ctx, { members, sessions, email, deliveries, passwordRule: () => resolveRegisterFields(settings().registerFields).password }),
    /** The embedded e-mail provider's newest messages, newest first (operator `email outbox`). */
    emailOutbox: (limit?: number) => emailOutboxOf(ctx, limit),
    /** Messages handed to a network SMS or e-mail provider and what became of them, newest first (operator `sms|email deliveries`). */
    deliveries: deliveries.list,
    housekeeping: housekeepingModule(ctx),
    /** Security center: profile (spec §3 fields, set-once real name and birthday), security and VIP (issue 8). */
    profile: profileModule(ctx, { settings }),
    security: securityModule(ctx, { members, verification, sessions, limits: sessionLimits, authenticatorEnabled: authenticator.isEnabled }),
    /** Authenticator app (TOTP) and the new-IP check by bank holder name (issue 18, decision 0053). */
    authenticator,
    vip,
    wallet: walletModule({ ctx, ledger, money, members, withdrawGuard }, { ...EMBEDDED_PROVIDERS, ...opts.payments }),
    promotions,
    manualRebate: manualRebateModule({ ctx, ledger, money, members }),
    contracts: contractsModule({ ctx, members, ledger, money }),
    points: pointsModule({ ctx, ledger, money, members }, { modules: brand.enabledModules }),
    missions: missionsModule({ ctx, ledger, money, members }),
    brand,
    /** Vendor maintenance, single wallet and registration fields, as the operator switches them. */
    switches: operatorSwitchesModule(ctx, { settings, bumpContentVersion: brand.bumpContentVersion }),
    /** Responsible gaming: limits, reality check, time-out and self-exclusion (issue 8). */
    responsibleGaming: responsibleGamingModule(ctx, { sessions, isTrial: (id) => isTrial(members.byId(id)?.type ?? 0) }),
    play: playModule(ctx, { ledger, money, brand }),
    vendors: vendorModule(ctx, brand.contentVersion),
    games: gameModule(ctx, brand.contentVersion),
    catalogue: catalogueImportModule(ctx, brand.bumpContentVersion),
    /** The embedded vendors' own round books (sandbox rounds, in-house fair rounds): vendor-rounds/. */
    vendorRounds: vendorRoundsModule(ctx),
    lottery: lotteryModule(ctx, gameModule(ctx, brand.contentVersion).lotteryMenus),
    announcements: announcementModule(ctx, brand.contentVersion, brand.bumpContentVersion),
    messages: messageModule(ctx),
    feedback: feedbackModule(ctx),
    content: contentModule(ctx),
    chat: chatModule(ctx, { services: brand.customerServices, members }),
    referral: referralModule(ctx, { members, ledger, money }),
    agent: agentModule(ctx, { members, balance: (id) => ledger.balance({ kind: 'MEMBER', memberId: id }), settings, oneTimePassword: passwords.oneTimePassword }),
  }
}

export type Platform = ReturnType<typeof createPlatform>
