/**
 * The embedded platform: the system of record behind the gateway and the pages (DESIGN §1).
 * Knows nothing of HTTP. One instance per process and brand.
 */
import type { PlatformDb } from '../../db/client'
import type { PlatformContext } from './context'
import { brandModule } from './brand/brand'
import { vendorModule } from './game/vendors'
import { gameModule } from './game/games'
import { announcementModule } from './announcement/announcements'
import { keysModule } from './keys/keys'
import { memberModule, accountSettingsOf } from './member/members'
import { sessionModule } from './member/sessions'
import { DEFAULT_ACCOUNT_SETTINGS } from './member/account-settings'
import { captchaModule } from './captcha/captcha'
import { verificationModule } from './verification/verification'
import { outboxProvider, type SmsProvider } from './verification/sms-provider'
import { ledgerModule } from './wallet/ledger'
import { createMoneyWriter } from './wallet/money-writer'

export interface CreatePlatformOptions {
  db: PlatformDb
  brandCode: string
  now?: () => number
  overrides?: PlatformContext['overrides']
  /** Where SMS go; the embedded default writes them to the outbox table. */
  sms?: SmsProvider
}

export function createPlatform(opts: CreatePlatformOptions) {
  const ctx: PlatformContext = { db: opts.db, brandCode: opts.brandCode, now: opts.now ?? Date.now, overrides: opts.overrides ?? {} }
  const brand = brandModule(ctx)
  const settings = () => accountSettingsOf(ctx, () => DEFAULT_ACCOUNT_SETTINGS(ctx.brandCode))
  const ledger = ledgerModule(ctx)
  /** Group commit for every money call (money-writer.ts); one per connection. */
  const money = createMoneyWriter(opts.db.$client)
  return {
    ledger,
    money,
    settings,
    keys: keysModule(ctx),
    members: memberModule(ctx),
    captcha: captchaModule(ctx),
    verification: verificationModule(ctx, opts.sms ?? outboxProvider(ctx)),
    sessions: sessionModule(ctx, () => { const s = settings(); return { idleMinutes: s.sessionIdleMinutes, maxHours: s.sessionMaxHours } }),
    ctx,
    brand,
    vendors: vendorModule(ctx, brand.contentVersion),
    games: gameModule(ctx, brand.contentVersion),
    announcements: announcementModule(ctx, brand.contentVersion),
  }
}

export type Platform = ReturnType<typeof createPlatform>
