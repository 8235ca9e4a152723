/**
 * The member centre's left menu (spec §2 "Member center pages", in the spec's order) and the URL
 * that holds the open tab: `/member?tab=<name>` plus the tab's own filters. Pure: no platform, no
 * React, so the header, the overlay and the tests share one list.
 * @see product-spec §2 member center pages, header account dropdown
 */

/**
 * Every tab, in the spec's menu order (manualRebate last, only with module MANPLAYREB3), plus
 * responsibleGaming after securityCenter (beyond the spec; decision 0021).
 */
export const MEMBER_TABS = [
  'securityCenter',
  'responsibleGaming',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const
export type MemberTab = (typeof MEMBER_TABS)[number]

/** The default tab (spec §2: securityCenter, "my account"). */
export const DEFAULT_TAB: MemberTab = 'securityCenter'

/** Tabs that carry a count badge when their count is above 0 (spec §2). */
export const BADGE_TABS = ['missionLeaderboard', 'messageV2', 'rewardCenter'] as const
export type BadgeTab = (typeof BADGE_TABS)[number]

/** The tabs a member sees: all of them, manualRebate only when the brand enables MANPLAYREB3. */
export function visibleTabs(modules: ReadonlySet<string>): MemberTab[] {
  return MEMBER_TABS.filter((tab) => tab !== 'manualRebate' || modules.has('MANPLAYREB3'))
}

/** The tab a `tab` query value names, or the default when it is missing, unknown or hidden. */
export function resolveTab(requested: string | null, visible: readonly MemberTab[]): MemberTab {
  return visible.find((tab) => tab === requested) ?? DEFAULT_TAB
}

/**
 * The address of a tab, with its filters (empty values are left out).
 * @example tabHref('transactionHistory', { range: '30d', page: 2 }) === '/member?tab=transactionHistory&range=30d&page=2'
 */
export function tabHref(tab: MemberTab, params: Record<string, string | number | undefined> = {}): string {
  const q = new URLSearchParams({ tab })
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v))
  return `/member?${q}`
}

/** Paths of the game pages: the header hides the balance there (spec §2 "Balance is hidden on game pages"). */
export const GAME_PAGE_PATHS = ['/seamless', '/lottery', '/seaLottery', '/vnLottery']

/** True on a game page (case-insensitive, as the spec spells them /lottert, /vnlottery, /sealottery). */
export function isGamePage(path: string): boolean {
  const p = path.toLowerCase().replace(/\/+$/, '')
  return GAME_PAGE_PATHS.some((g) => g.toLowerCase() === p)
}
