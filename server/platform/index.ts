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

export interface CreatePlatformOptions {
  db: PlatformDb
  brandCode: string
  now?: () => number
  overrides?: PlatformContext['overrides']
}

export function createPlatform(opts: CreatePlatformOptions) {
  const ctx: PlatformContext = { db: opts.db, brandCode: opts.brandCode, now: opts.now ?? Date.now, overrides: opts.overrides ?? {} }
  const brand = brandModule(ctx)
  return {
    ctx,
    brand,
    vendors: vendorModule(ctx, brand.contentVersion),
    games: gameModule(ctx, brand.contentVersion),
    announcements: announcementModule(ctx, brand.contentVersion),
  }
}

export type Platform = ReturnType<typeof createPlatform>
