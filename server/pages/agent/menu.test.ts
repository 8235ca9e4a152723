import { describe, expect, it } from 'vitest'
import { AGENT_TABS, resolveTab, visibleTabs } from './menu'
import { agentHref, readRange, rangeParams } from './report-url'
import { businessDayIndex, dayIndexToDate } from '../../../shared/periods'

describe('agent center menu', () => {
  it('keeps the spec order and shows contract pages by contract type', () => {
    expect(AGENT_TABS.slice(0, 8)).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
    ])
    const tabs = visibleTabs(['DAILY_SALARY'])
    expect(tabs).toContain('agentDailyWages2')
    expect(tabs).not.toContain('agentDividendRecordCopy2')
    expect(resolveTab('agentDividendRecordCopy2', tabs)).toBe('agentTeamOverview')
    expect(resolveTab(null, tabs)).toBe('agentTeamOverview')
    expect(resolveTab('registerCenter', tabs)).toBe('registerCenter')
  })
})

describe('report URLs', () => {
  const now = Date.parse('2026-05-20T04:00:00Z')
  const today = businessDayIndex(now)
  it('reads presets, custom ranges and bad input', () => {
    expect(readRange(new URLSearchParams(''), now)).toEqual({ preset: '7d', from: today - 6, to: today })
    expect(readRange(new URLSearchParams('range=yesterday'), now)).toEqual({ preset: 'yesterday', from: today - 1, to: today - 1 })
    expect(readRange(new URLSearchParams('range=custom&from=2026-05-10&to=2026-05-01'), now)).toMatchObject({ preset: 'custom', from: today - 19, to: today - 10 })
    expect(readRange(new URLSearchParams('range=custom&from=2026-13-01&to=2026-05-01'), now).preset).toBe('7d')
    const long = readRange(new URLSearchParams('range=custom&from=2025-01-01&to=2026-05-20'), now)
    expect(long.to - long.from + 1).toBe(92)
  })
  it('writes links that hold every filter and drop defaults', () => {
    const r = readRange(new URLSearchParams('range=custom&from=2026-05-01&to=2026-05-03'), now)
    expect(agentHref('personalHistoryCopy', { ...rangeParams(r), member: 'member01', page: 1, status: undefined })).toBe(
      '/agentHome?tab=personalHistoryCopy&range=custom&from=2026-05-01&to=2026-05-03&member=member01',
    )
    expect(agentHref('agentTeamOverview', rangeParams(readRange(new URLSearchParams(''), now)))).toBe('/agentHome?tab=agentTeamOverview')
    expect(dayIndexToDate(today)).toBe('2026-05-20')
  })
})
