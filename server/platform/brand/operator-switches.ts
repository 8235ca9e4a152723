/**
 * Switches an operator turns from the CLI (server/operator/switch-commands.ts), each a brand
 * setting read by the server on its next request:
 * - a game vendor's maintenance (spec §4 launch: its games refuse to launch with GAME_MAINTENANCE,
 *   its cards show "under maintenance");
 * - the brand's single wallet (spec §4 wallet, GCS_merchantWallet isSingle): off gives every vendor
 *   a game wallet and the member a transfer between them;
 * - whether a registration field is shown (spec §3 "Registration validation per field"; the field's
 *   other rules stay as stored).
 * Every change bumps the content version, so cached pages, lists and settings payloads show it at once.
 */
import { eq } from 'drizzle-orm'
import { accountSettings, vendors } from '../../../db/schema/platform'
import { walletSettings } from '../../../db/schema/wallet'
import type { PlatformContext } from '../context'
import { resolveRegisterFields, type RegisterField } from '../member/register-settings'

export function operatorSwitchesModule(ctx: PlatformContext, deps: { settings: () => Pick<typeof accountSettings.$inferSelect, 'registerFields'>; bumpContentVersion: () => number }) {
  const { db, brandCode } = ctx

  return {
    /**
     * Puts the vendor `code` (e.g. 'PG') under maintenance or takes it out.
     * @returns false when no vendor has that code (nothing changed).
     */
    setVendorMaintenance(code: string, on: boolean): boolean {
      const changed = db
        .update(vendors)
        .set({ maintenance: on ? 1 : 0 })
        .where(eq(vendors.code, code))
        .returning({ code: vendors.code })
        .all().length
      if (changed > 0) deps.bumpContentVersion()
      return changed > 0
    },

    /** One wallet for every game (on, the default) or a game wallet per vendor (off). */
    setSingleWallet(on: boolean): void {
      db.update(walletSettings)
        .set({ singleWallet: on ? 1 : 0 })
        .where(eq(walletSettings.brandCode, brandCode))
        .run()
      deps.bumpContentVersion()
    },

    /** Shows (on) or hides (off) the registration field `field`; its pattern, lengths and `required` stay as they are. */
    setRegisterField(field: RegisterField, on: boolean): void {
      const stored = deps.settings().registerFields
      const rule = resolveRegisterFields(stored)[field]
      db.update(accountSettings)
        .set({ registerFields: { ...stored, [field]: { ...rule, enabled: on } } })
        .where(eq(accountSettings.brandCode, brandCode))
        .run()
      deps.bumpContentVersion()
    },
  }
}
