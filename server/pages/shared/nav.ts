/**
 * Main navigation (spec §2): home, in-house, then every game type that has at least one vendor,
 * ending with promotions; the nav click rule decides whether an entry opens its page or launches
 * its only vendor.
 */
import { ALWAYS_PAGE_TYPES, GAME_TYPE_PATH, GAME_TYPES, LIST_GAME_TYPES, type GameType } from '../../../shared/constants'
import type { VendorCard, VendorLane } from '../../../shared/schemas/game'
import type { PageContext } from '../context'

export interface NavItem {
  key: 'HOME' | 'PROMO' | GameType
  href: string
  /** Path the item is "current" on. */
  path: string
  vendors: VendorCard[]
  /** True when the click launches the type's only vendor (spec §2 nav click rule). */
  launchesVendor: boolean
}

/** Where a launch goes. Logged out, every launch opens the login popup route (spec §6). */
export function launchHref(ctx: PageContext, _target: { vassalage: string; gameCode?: string; gameType: string }): string {
  return ctx.loggedIn ? '/seamless' : '/login'
}

/** Where a vendor card goes: its game list for list types, else a launch. */
export function vendorHref(ctx: PageContext, card: VendorCard): string {
  if ((LIST_GAME_TYPES as readonly string[]).includes(card.gameType)) return `${GAME_TYPE_PATH[card.gameType as GameType]}?vassalage=${encodeURIComponent(card.vassalage)}`
  return launchHref(ctx, card)
}

export function navItems(ctx: PageContext, lanes: VendorLane[]): NavItem[] {
  const items: NavItem[] = [{ key: 'HOME', href: '/', path: '/', vendors: [], launchesVendor: false }]
  for (const type of GAME_TYPES) {
    const lane = lanes.find((l) => l.gameType === type)
    if (!lane || lane.cards.length === 0) continue
    const single = lane.cards.length === 1 && !ALWAYS_PAGE_TYPES.includes(type)
    const path = GAME_TYPE_PATH[type]
    items.push({ key: type, href: single ? launchHref(ctx, lane.cards[0]) : path, path, vendors: lane.cards, launchesVendor: single })
  }
  items.push({ key: 'PROMO', href: '/promotions', path: '/promotions', vendors: [], launchesVendor: false })
  return items
}
