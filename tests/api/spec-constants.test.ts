/**
 * Spec §9 constants with their behaviour (issue 18, decision 0060): the icon vendors' square icon art
 * and the vendor menu's numbers. The menu itself is tested in the browser (tests/e2e/vendor-menu.spec.ts).
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../fixtures/app'
import { ICON_VENDORS, isIconVendor, VENDOR_MENU } from '../../shared/constants'

const t = createTestApp()
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
