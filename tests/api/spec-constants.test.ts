/**
 * Spec §9 constants with their behaviour (issue 18, decision 0060): the icon vendors' square icon art
 * the vendor menu's numbers and the "next 7 / 30 days" presets of the promotions list. The menu itself is tested in the browser (tests/e2e/vendor-menu.spec.ts).
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'
import { DATE_PRESET_DAYS, ICON_VENDORS, isIconVendor, VENDOR_MENU } from '../../shared/constants'
import { BUSINESS_OFFSET_MS, DAY_MS, overlaps, presetWindow } from '../../shared/periods'

// The seed anchors its coming-soon (starts in 30 days) and ended promotions to the real clock; the app's clock can move.
const seeded = Date.now()
let clock = seeded
const t = createTestApp({ now: () => clock })
afterAll(() => t.cleanup())

describe('icon vendors (spec §9 "Icon vendors: PG, EG2, PT, JDB, CQ9, FC, JL, BGS")', () => {
  it('names exactly the spec’s vendors, whatever the case of the code', () => {
    expect([...ICON_VENDORS].sort()).toEqual(['BGS', 'CQ9', 'EG2', 'FC', 'JDB', 'JL', 'PG', 'PT'])
    expect(isIconVendor('jl')).toBe(true)
    expect(isIconVendor('PP')).toBe(false)
    expect(isIconVendor('JLX')).toBe(false)
  })

  it('serves every catalogued icon vendor’s square icon art with its letters, cached like the other vendor art', async () => {
    const cards = t.platform.vendors.lanes().flatMap((l) => l.cards)
    const icons = [...new Set(cards.map((c) => c.vassalage).filter(isIconVendor))]
    expect(icons.length, 'the seeded catalogue has icon vendors').toBeGreaterThan(0)
    for (const code of icons) {
      const res = await t.app.request(`/img/vendor/${code}/icon.svg`, { headers: { 'accept-encoding': 'identity' } })
      expect(res.status, code).toBe(200)
      expect(res.headers.get('content-type')).toContain('image/svg+xml')
      const svg = await res.text()
      expect(svg).toContain('viewBox="0 0 64 64"')
      expect(svg).toContain(`>${code}</text>`)
    }
  })

  it('answers 404 for an unknown vendor or a malformed code, never 500', async () => {
    expect((await t.app.request('/img/vendor/NOPE42/icon.svg')).status).toBe(404)
    expect((await t.app.request('/img/vendor/jl/icon.svg')).status).toBe(404)
    expect((await t.app.request(`/img/vendor/${'A'.repeat(300)}/icon.svg`)).status).toBe(404)
  })
})

describe('vendor menu numbers (spec §9 "vendor menu 7 slides per view, spacing 2 px, arrows above 7 vendors"; §2 "large layout when more than 10")', () => {
  it('are the spec’s', () => {
    expect(VENDOR_MENU).toEqual({ perView: 7, spaceBetween: 2, arrowsAbove: 7, largeAbove: 10 })
  })
})

describe('date presets (spec §9 "next 7 and 30 days, past 7 and 30 days")', () => {
  const at = Date.UTC(2026, 10, 26, 17, 30) // 01:30 on 27 November in the business time zone (UTC+8)
  const midnight = Date.UTC(2026, 10, 27) - BUSINESS_OFFSET_MS

  it('a "next" preset is today and the days after it, a "past" one today and the days before it, that many business days in all', () => {
    for (const days of Object.values(DATE_PRESET_DAYS)) {
      expect(presetWindow('next', days, at)).toEqual({ start: midnight, end: midnight + days * DAY_MS })
      expect(presetWindow('past', days, at)).toEqual({ start: midnight - (days - 1) * DAY_MS, end: midnight + DAY_MS })
    }
  })

  it('a span counts when it has an instant in the window; an open-ended one from its start on', () => {
    const w = presetWindow('next', 7, at)
    expect(overlaps(w.start - DAY_MS, w.start, w)).toBe(false)
    expect(overlaps(w.start - DAY_MS, w.start + 1, w)).toBe(true)
    expect(overlaps(w.end, null, w)).toBe(false)
    expect(overlaps(w.end - 1, null, w)).toBe(true)
    expect(overlaps(0, null, w)).toBe(true)
  })

  it('the promotions list "next 7 / 30 days" keeps the promotions open at some time in that window', async () => {
    clock = seeded + 15 * DAY_MS
    const all = (await t.get('/wps/promotions')).body.value.list as { code: string; state: string }[]
    const next7 = ((await t.get('/wps/promotions?within=7d')).body.value.list as { code: string }[]).map((p) => p.code)
    const next30 = ((await t.get('/wps/promotions?within=30d')).body.value.list as { code: string }[]).map((p) => p.code)
    // The promotion starting 30 days after the seed is 15 days ahead now: in the next 30 days, not in the next 7.
    const soon = all.filter((p) => p.state === 'comingSoon').map((p) => p.code)
    expect(soon.length).toBeGreaterThan(0)
    for (const code of soon) {
      expect(next7).not.toContain(code)
      expect(next30).toContain(code)
    }
    // Running promotions are in both; ended ones in neither.
    const ended = all.filter((p) => p.state === 'close').map((p) => p.code)
    for (const code of all.map((p) => p.code).filter((c) => !soon.includes(c) && !ended.includes(c))) {
      expect(next7).toContain(code)
      expect(next30).toContain(code)
    }
    expect(ended.filter((c) => next30.includes(c))).toEqual([])
    expect(next7.length).toBeLessThan(all.length)
    clock = seeded
  })

  it('refuses an unknown preset with a translated 400 and changes nothing', async () => {
    const res = await t.get('/wps/promotions?within=14d', { headers: { cookie: 'lang=ty' } })
    expect(res.status).toBe(400)
    expect(res.body.success).toBe(false)
    expect(typeof res.body.message).toBe('string')
  })
})
