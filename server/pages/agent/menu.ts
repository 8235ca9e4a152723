/**
 * The agent center's menu (spec §2 "Agent center pages", in the spec's order): the report and team
 * pages, the four contract pages shown by contract type, then the wallet and help entries
 * (deposit, withdraw and platform messages open the member centre's tabs; customer service lists
 * the brand's contacts). Pure.
 */
export const AGENT_TABS = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'support',
] as const
export type AgentTab = (typeof AGENT_TABS)[number]

export const DEFAULT_TAB: AgentTab = 'agentTeamOverview'

/** The contract page of each contract type (spec §2: enableCt, salary, hourSalary, agentRealtimeSalary). */
export const CONTRACT_TABS: Record<string, AgentTab> = {
  DIVIDEND: 'agentDividendRecordCopy2',
  DAILY_SALARY: 'agentDailyWages2',
  HOURLY_SALARY: 'agentHourSalary',
  REALTIME_SALARY: 'agentRealtimeSalary',
}

/** Entries that lead out of the agent center (member centre tabs). */
export const SERVICE_LINKS = [
  { key: 'deposit', href: '/member?tab=depositv2' },
  { key: 'withdraw', href: '/member?tab=withdraw' },
  { key: 'messages', href: '/member?tab=messageV2' },
] as const

/** The tabs an agent sees: every page but the contract pages of types it has nothing to do with. */
export function visibleTabs(contractTypes: readonly string[]): AgentTab[] {
  const shown = new Set(contractTypes.map((t) => CONTRACT_TABS[t]).filter(Boolean))
  const contractPages = new Set(Object.values(CONTRACT_TABS))
  return AGENT_TABS.filter((t) => !contractPages.has(t) || shown.has(t))
}

/** The tab of the URL, or the default (team overview) when missing or not visible. */
export function resolveTab(value: string | null, visible: readonly AgentTab[]): AgentTab {
  return visible.includes(value as AgentTab) ? (value as AgentTab) : DEFAULT_TAB
}
