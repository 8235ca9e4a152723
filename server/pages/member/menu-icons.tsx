/** Line icons of the member centre's menu entries (inline SVG, rendered on the server). */
import type { MemberTab } from './member-menu'

const PATHS: Record<MemberTab, string> = {
  securityCenter: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4',
  responsibleGaming: 'M12 21s-8-4.5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 6.5-8 11-8 11zM8 12h2l1.5-3 2 6 1.5-3h1',
  transferFund: 'M3 7h15a3 3 0 0 1 3 3v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l12-4v4M16 14h.01',
  depositv2: 'M12 4v12M7 11l5 5 5-5M4 20h16',
  withdraw: 'M12 20V8M7 13l5-5 5 5M4 4h16',
  transferUpline: 'M7 17L17 7M9 7h8v8M4 20h6',
  personalHistoryCopy: 'M6 3h9l4 4v14H6zM9 11h6M9 15h6M14 3v5h5',
  transactionHistory: 'M4 5h16M4 12h16M4 19h10M18 16v6M15 19h6',
  personalProfit: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  bonusDetails: 'M4 10h16v11H4zM3 6h18v4H3zM12 6v15M12 6c-2-4-6-3-5 0M12 6c2-4 6-3 5 0',
  rewardCenter: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4',
  referral: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M19 8v6M16 11h6',
  missionLeaderboard: 'M5 21V4M5 4h12l-2 4 2 4H5',
  messageV2: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
  manualRebate: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7M12 8v8M9.5 10.5h4a1.5 1.5 0 0 1 0 3h-3a1.5 1.5 0 0 0 0 3h4',
}

export function MenuIcon({ tab, size = 18 }: { tab: MemberTab; size?: number }) {
  return (
    <svg
      className="mc-menu__icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[tab]} />
    </svg>
  )
}
