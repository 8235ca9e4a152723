/** Line icons of the agent center's menu (24×24, stroke = currentColor), drawn on the server. */
const PATHS: Record<string, string> = {
  agentAnnouncement: 'M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12',
  agentTeamOverview: 'M3 3v18h18M7 15l4-4 3 3 5-6',
  registerCenter: 'M15 19a6 6 0 0 0-12 0M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM19 8v6M22 11h-6',
  downlineManagmentView: 'M17 20a5 5 0 0 0-10 0M12 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM5 13a3 3 0 1 0 0-6M19 13a3 3 0 1 0 0-6M2 19a4 4 0 0 1 3-3.8M22 19a4 4 0 0 0-3-3.8',
  personalHistoryCopy: 'M4 5h16v14H4zM4 9h16M8 13h3M8 16h6',
  palStatementsAgentCopy: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  agentRevenueReport: 'M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
  agentDownlineTransactionDetailsCopy: 'M7 4h10l3 3v13H4V4h3M8 11h8M8 15h8M8 7h4',
  agentDividendRecordCopy2: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H8a2.5 2.5 0 1 1 0-5c3 0 4 5 4 5zM12 7h4a2.5 2.5 0 1 0 0-5c-3 0-4 5-4 5z',
  agentDailyWages2: 'M3 5h18v16H3zM3 10h18M8 3v4M16 3v4',
  agentHourSalary: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
  agentRealtimeSalary: 'M13 2 4 14h7l-1 8 9-12h-7z',
  deposit: 'M12 3v12M7 10l5 5 5-5M4 21h16',
  withdraw: 'M12 21V9M7 14l5-5 5 5M4 3h16',
  messages: 'M4 4h16v12H7l-3 3zM8 9h8M8 12h5',
  support: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2zM20 14a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2zM17 16v1a3 3 0 0 1-3 3h-2',
}

export function AgentIcon({ name, size = 20 }: { name: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={PATHS[name] ?? PATHS.agentTeamOverview} />
    </svg>
  )
}
