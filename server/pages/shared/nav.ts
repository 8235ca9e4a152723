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

/**
 * Where a launch goes without script (a new tab, before hydration): the game full page /seamless,
 * launching the game (or the vendor's first game). Logged out, the login popup route (spec §6).
 * With script, the launcher island opens the game frame instead.
 */
export function launchHref(ctx: PageContext, target: { vassalage: string; gameType: string; nodeId?: string }): string {
  if (!ctx.loggedIn) return '/login'
  if (target.nodeId) return `/seamless?nodeId=${encodeURIComponent(target.nodeId)}`
  return `/seamless?${new URLSearchParams({ vassalage: target.vassalage, gameType: target.gameType })}`
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
