import { describe, expect, it } from 'vitest'
import { DEFAULT_TAB, MEMBER_TABS, isGamePage, resolveTab, tabHref, visibleTabs } from './member-menu'
import { readRecordsFilter, recordsHref } from './records-url'
import { DAY_MS } from '../../../shared/schemas/wallet'
import { en } from '../../../shared/i18n/en'
import { ty } from '../../../shared/i18n/ty'

describe('member centre menu', () => {
  it('lists the tabs in the spec order and shows manual rebate only with MANPLAYREB3', () => {
    expect(visibleTabs(new Set())).toEqual([
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
    ])
    expect(visibleTabs(new Set(['MANPLAYREB3'])).at(-1)).toBe('manualRebate')
  })

  it('opens my account for a missing, unknown or hidden tab', () => {
    const visible = visibleTabs(new Set())
    expect(resolveTab(null, visible)).toBe(DEFAULT_TAB)
    expect(resolveTab('nope', visible)).toBe('securityCenter')
    expect(resolveTab('manualRebate', visible)).toBe('securityCenter')
    expect(resolveTab('withdraw', visible)).toBe('withdraw')
  })

  it('gives every tab its own label in English and Filipino, none borrowed from another tab', () => {
    const labels = (lang: typeof en | typeof ty) => MEMBER_TABS.map((k) => lang.walletUi.menu[k])
    for (const lang of [en, ty]) {
      expect(labels(lang).every((l) => l.trim().length > 0)).toBe(true)
      expect(new Set(labels(lang)).size).toBe(MEMBER_TABS.length)
    }
  })

  it('builds tab links that keep their filters and drop empty ones', () => {
    expect(tabHref('transactionHistory', { range: '30d', kind: undefined, page: 2 })).toBe('/member?tab=transactionHistory&range=30d&page=2')
  })

  it('knows the game pages that hide the header balance', () => {
    expect(isGamePage('/seamless')).toBe(true)
    expect(isGamePage('/vnlottery')).toBe(true)
    expect(isGamePage('/member')).toBe(false)
  })
})

describe('account record filters in the URL', () => {
  const now = Date.UTC(2026, 5, 30, 12)

  it('defaults to the past 7 days, every kind, page 1', () => {
    expect(readRecordsFilter(new URLSearchParams(''), now)).toEqual({ range: '7d', from: now - 7 * DAY_MS, to: now, kind: undefined, page: 1 })
  })

  it('reads the 30-day preset, a kind and a page', () => {
    const f = readRecordsFilter(new URLSearchParams('range=30d&kind=DEPOSIT&page=3'), now)
    expect(f).toEqual({ range: '30d', from: now - 30 * DAY_MS, to: now, kind: 'DEPOSIT', page: 3 })
  })

  it('reads a custom range and swaps it when reversed', () => {
    expect(readRecordsFilter(new URLSearchParams('range=custom&from=2000&to=1000'), now)).toMatchObject({ range: 'custom', from: 1000, to: 2000 })
  })

  it('ignores malformed values instead of failing', () => {
    const f = readRecordsFilter(new URLSearchParams('range=custom&from=abc&kind=STEAL&page=-4'), now)
    expect(f).toEqual({ range: '7d', from: now - 7 * DAY_MS, to: now, kind: undefined, page: 1 })
  })

  it('writes back what it reads', () => {
    const q = 'range=custom&from=1000&to=2000&kind=WIN&page=2'
    const f = readRecordsFilter(new URLSearchParams(q), now)
    expect(recordsHref(f)).toBe(`/member?tab=transactionHistory&${q}`)
    expect(recordsHref({ range: '7d', kind: undefined, page: 1 })).toBe('/member?tab=transactionHistory')
  })
})
