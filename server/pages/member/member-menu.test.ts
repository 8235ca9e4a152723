import { describe, expect, it } from 'vitest'
import { DEFAULT_TAB, MEMBER_TABS, isGamePage, resolveTab, tabHref, visibleTabs, type MemberTab } from './member-menu'
import { readRecordsFilter, recordsHref } from './records-url'
import { DAY_MS } from '../../../shared/schemas/wallet'
import { en } from '../../../shared/i18n/en'
import { ty } from '../../../shared/i18n/ty'

describe('member centre menu', () => {
  const plain = visibleTabs(new Set())
  const withRebate = visibleTabs(new Set(['MANPLAYREB3']))
  /** The tab a menu link opens for a member who sees `visible`. */
  const opens = (href: string, visible: readonly MemberTab[]) => resolveTab(new URL(href, 'https://lobby.test').searchParams.get('tab'), visible)

  it('shows my account first and each tab once; manual rebate only with MANPLAYREB3, as the last tab', () => {
    expect(plain[0]).toBe(DEFAULT_TAB)
    expect(new Set(plain).size).toBe(plain.length)
    expect(plain).not.toContain('manualRebate')
    expect(withRebate).toEqual([...plain, 'manualRebate'])
    // With every module on, no tab of the menu is left out.
    expect(new Set(withRebate)).toEqual(new Set(MEMBER_TABS))
    // Responsible gaming sits right under my account (decision 0021).
    expect(plain.indexOf('responsibleGaming')).toBe(plain.indexOf('securityCenter') + 1)
  })

  it('links every tab it shows to the member centre with that tab open', () => {
    for (const visible of [plain, withRebate])
      for (const tab of visible) {
        expect(new URL(tabHref(tab), 'https://lobby.test').pathname).toBe('/member')
        expect(opens(tabHref(tab), visible)).toBe(tab)
      }
  })

  it('opens my account for a missing, unknown or hidden tab', () => {
    expect(opens('/member', plain)).toBe(DEFAULT_TAB)
    expect(opens('/member?tab=nope', plain)).toBe(DEFAULT_TAB)
    expect(opens(tabHref('manualRebate'), plain)).toBe(DEFAULT_TAB)
    expect(opens(tabHref('manualRebate'), withRebate)).toBe('manualRebate')
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
