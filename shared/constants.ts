/**
 * Business constants of product-spec §9 and the game-type vocabulary of §2–§4, shared by
 * client and server. Times in ms.
 */

/** Game types (DESIGN §5). INHOUSE is the brand's in-house lane (route /bgs). */
export const GAME_TYPES = ['INHOUSE', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const
export type GameType = (typeof GAME_TYPES)[number]

/** Route path of each game type (spec §2 "Main navigation"). */
export const GAME_TYPE_PATH: Record<GameType, string> = {
  INHOUSE: '/bgs',
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
  LOTT: '/lott',
  ELOTT: '/elott',
}

/** Game types whose page is a game list (spec §2 "Game list screen"). */
export const LIST_GAME_TYPES = ['LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE'] as const satisfies readonly GameType[]

/** Nav click rule: these always open their page, whatever their vendor count (spec §2). */
export const ALWAYS_PAGE_TYPES: readonly GameType[] = ['PVP', 'FISH', 'RNG']

export const GAME_SELECT_TYPES = ['ALL', 'HOT', 'FAV', 'RECENT', 'NEW'] as const

export const PAGE_SIZE = {
  gameList: 18,
  homeSection: 20,
  inHouse: 20,
  favourites: 999,
  recent: 20,
  announcements: 9,
  winners: 20,
} as const

// In a module of its own so an island that needs a timing does not load the other constants (decision 0039).
export { TIMING } from './timing'

export const HOME = {
  /** Sections show arrows when they hold more than this many items. */
  arrowsAbove: 12,
  /** Vendor-type sections (sports, esports, lottery, cockfight) show at most this many entries. */
  vendorSectionMax: 12,
  rngVendors: 3,
  liveVendors: 1,
  fishVendors: 1,
} as const

/**
 * The header nav's vendor menu (spec §2 "vendor menu on hover: vendor icon and name; large layout when
 * more than 10", §9 "vendor menu 7 slides per view, spacing 2 px, arrows above 7 vendors"): a
 * carousel of `perView` vendors at a time, `spaceBetween` px apart, with prev/next arrows when a type
 * has more than `arrowsAbove` vendors and the large layout when it has more than `largeAbove`.
 */
export const VENDOR_MENU = { perView: 7, spaceBetween: 2, arrowsAbove: 7, largeAbove: 10 } as const

/**
 * Icon vendors (spec §9 "Icon vendors: PG, EG2, PT, JDB, CQ9, FC, JL, BGS"): vendors whose art is a
 * square icon. Where the lobby shows a vendor by its art (the header's vendor menu), these show their
 * square icon, larger, above their name; every other vendor shows its wide logo plate (decision 0060).
 */
export const ICON_VENDORS: readonly string[] = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']

/** Whether a vendor code (any case) is one of the {@link ICON_VENDORS}. */
export const isIconVendor = (code: string): boolean => ICON_VENDORS.includes(code.toUpperCase())

export const DEFAULT_INHOUSE_VENDOR = 'JL'
/** `vassalage` value that puts a game list into in-house mode (spec §2). */
export const INHOUSE_VASSALAGE = 'INHOUSE'
export const ESPORTS_VENDORS = ['IMES'] as const
export const COCKFIGHT_VENDORS = ['DS88'] as const
/** Slot vendors regrouped as in-house (spec §4: none). */
export const RNG_EXCLUSION_VENDORS: readonly string[] = []

/**
 * The date presets of spec §9 ("next 7 and 30 days, past 7 and 30 days"), in days: a "past" preset is
 * today and the days before it, that many in all (member records, transaction history, agent reports;
 * decision 0056); a "next" preset today and the days after it (the promotions list; decision 0060).
 * Windows: shared/periods.ts `presetWindow`.
 */
export const DATE_PRESET_DAYS = { '7d': 7, '30d': 30 } as const

/** System status of the permission payload (spec §4). */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const
